//! Board family for several "target" words on one spell (CR 115.3, 608.2b (mtg-2024-11-08)):
//! "2 damage to target creature and 2 damage to target player", the creature perhaps shocked
//! in response. Part of every preset. Entries only.

use super::fam;
use crate::bounds::Bounds;

pub(super) fn families() -> Vec<Bounds> {
    vec![fam(
        "target-words",
        &[2],
        &["Grizzly Bears"],
        1,
        &["Split Volley", "Shock"],
        2,
    )]
}
