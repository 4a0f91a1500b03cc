//! Board family for linked abilities across a blink (issue 14, h14o; CR 607.2a (mtg-2024-11-08) + CR 400.7
//! (mtg-2024-11-08)): P1 casts Fiend Hunter and may blink it with Flicker Rush while its enters
//! ability waits: the new Hunter's enters ability may exile a creature, and the first Hunter's
//! leaves ability must not return it (it is linked to the new object only). Part of every
//! preset. Entries only.

use super::fam;
use crate::bounds::Bounds;

pub(super) fn families() -> Vec<Bounds> {
    vec![fam(
        "linked-blink",
        &[2],
        &["Returning Herald"],
        1,
        &["Fiend Hunter", "Flicker Rush"],
        2,
    )]
}
