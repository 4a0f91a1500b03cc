//! Board family for colour (CR 105.2, 202.2 (mtg-2024-11-08); CR 203.2 (mtg-2008-10-01)): the
//! active player may control Ember Votary ("whenever you cast a red spell, you gain 1 life")
//! and hold a red instant ({R}) and a green one ({G}), so the watcher sees the red spell and
//! not the green one. MTG editions only (`Feature::Colors`). Both instants have mana costs
//! (CR 601.2h (mtg-2024-11-08)): the player may control Twin Ford ("{T}: Add {R}. {T}: Add
//! {G}."), whose one mana pays one instant; the other can't be paid for and is never cast
//! (unless a mutant casts it for free). Without the land neither is cast.

use super::fam;
use crate::bounds::Bounds;

pub(super) fn families() -> Vec<Bounds> {
    vec![fam(
        "colors",
        &[2],
        &["Ember Votary", "Twin Ford"],
        2,
        &["Kindle Spark", "Verdant Sip"],
        2,
    )]
}
