//! Board family for fight (CR 701.12a (mtg-2024-11-08); 701.14a (mtg-2026-01-16)): each side
//! may control Grizzly Bears and Scrappy Cub ("whenever this is dealt damage, you gain 1
//! life"); the active player may hold Fang Duel ("target creature you control fights target
//! creature you don't control"), so both creatures' damage is one event and both Cubs' triggers
//! see it together. MTG 2024 and 2026 only (`Feature::Fight`).

use super::fam;
use crate::bounds::Bounds;

pub(super) fn families() -> Vec<Bounds> {
    vec![fam(
        "fight",
        &[2],
        &["Grizzly Bears", "Scrappy Cub"],
        2,
        &["Fang Duel"],
        1,
    )]
}
