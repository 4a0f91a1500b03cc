//! Board family for new targets for a copy (CR 707.10c (mtg-2024-11-08)): Strionic Resonator
//! copies Spark Hatchling's "deal 2 damage to target creature" enters trigger, and the copy may
//! keep its target or take another creature (the Hatchling itself or the Bears). Part of every
//! preset. Entries only.

use super::fam;
use crate::bounds::Bounds;

pub(super) fn families() -> Vec<Bounds> {
    vec![fam(
        "copy-new-targets",
        &[2],
        &["Strionic Resonator", "Grizzly Bears"],
        1,
        &["Spark Hatchling"],
        1,
    )]
}
