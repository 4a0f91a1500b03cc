//! Board family for colour (CR 105.2, 202.2 (mtg-2024-11-08); CR 203.2 (mtg-2008-10-01)): the
//! active player may control Ember Votary ("whenever you cast a red spell, you gain 1 life")
//! and hold a red instant ({R}) and a green one ({G}), so the watcher sees the red spell and
//! not the green one. MTG editions only (`Feature::Colors`).

use super::fam;
use crate::bounds::Bounds;

pub(super) fn families() -> Vec<Bounds> {
    vec![fam(
        "colors",
        &[2],
        &["Ember Votary"],
        1,
        &["Kindle Spark", "Verdant Sip"],
        2,
    )]
}
