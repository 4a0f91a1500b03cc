//! Board family for regeneration (CR 701.15a (mtg-2024-11-08)): each side may control Grizzly
//! Bears and a "whenever a creature dies" watcher (Blood Artifact); the active player may hold
//! "regenerate target creature", "destroy target creature" and "target creature gets -2/-2
//! until end of turn" (toughness 0: no regeneration, CR 704.5f), so a shield is used by a
//! destroy effect (the Bears survive, tapped; nothing triggers on a death), or the Bears die
//! unshielded. MTG editions only (`Feature::Regeneration`).

use super::fam;
use crate::bounds::Bounds;

pub(super) fn families() -> Vec<Bounds> {
    vec![fam(
        "regenerate",
        &[2],
        &["Grizzly Bears", "Blood Artifact"],
        2,
        &["Verdant Reprieve", "Murder", "Wilting Curse"],
        2,
    )]
}
