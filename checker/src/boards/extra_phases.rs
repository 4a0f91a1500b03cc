//! Board family for added combat phases (CR 500.8 (mtg-2024-11-08), 300.7 (mtg-2008-10-01)):
//! the active player may control Onslaught Drummer (its attack adds a combat phase after this
//! one; "at the beginning of combat on your turn" triggers in each) and hold Relentless Charge
//! (a combat phase added after the main phase, before the turn's own). Turns have a combat
//! phase. MTG editions only (`Feature::Combat`).

use super::fam;
use crate::bounds::Bounds;

pub(super) fn families() -> Vec<Bounds> {
    let mut b = fam(
        "extra-combat",
        &[2],
        &["Onslaught Drummer"],
        1,
        &["Relentless Charge"],
        1,
    );
    b.combat = true;
    vec![b]
}
