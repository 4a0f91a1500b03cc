//! Board family for "under your control" (CR 110.2a (mtg-2024-11-08)): P2's Returning Herald
//! (an enters ability) may die to P1's Murder; P1's Grave Pilfer then puts it onto the
//! battlefield under P1's control, so its enters ability is P1's (CR 603.3a). MTG editions only
//! (`Feature::Zones`).

use super::fam;
use crate::bounds::Bounds;

pub(super) fn families() -> Vec<Bounds> {
    vec![fam(
        "under-your-control",
        &[2],
        &["Returning Herald"],
        1,
        &["Murder", "Grave Pilfer"],
        2,
    )]
}
