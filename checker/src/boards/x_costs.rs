//! Board family for X costs (CR 107.3a, 601.2b, 601.2f (mtg-2024-11-08);
//! CR 104.3c (mtg-2008-10-01), CR 409.1b (mtg-2008-10-01)): the active player may hold Rising Flare ({X}{R} instant: "each opponent
//! loses X life") and control up to two Cinder Flats ("{T}: Add {R}") and Ember Votary
//! ("whenever you cast a red spell, you gain 1 life"). With two lands X may be 0 or 1, never
//! more (the pool pays no more, CR 601.2h); the Votary sees the red X spell cast whatever X
//! is. MTG editions only (`Feature::Colors`).

use super::fam;
use crate::bounds::Bounds;

pub(super) fn families() -> Vec<Bounds> {
    vec![fam(
        "x-costs",
        &[2],
        &["Cinder Flat", "Ember Votary"],
        2,
        &["Rising Flare"],
        1,
    )]
}
