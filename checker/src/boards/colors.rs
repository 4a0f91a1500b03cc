//! Board family for colour (CR 105.2, 202.2 (mtg-2024-11-08); CR 203.2 (mtg-2008-10-01)): the
//! active player may control Ember Votary ("whenever you cast a red spell, you gain 1 life")
//! and hold a red instant ({R}) and a green one ({G}), so the watcher sees the red spell and
//! not the green one. MTG editions only (`Feature::Colors`). Both instants have mana costs
//! (CR 601.2h (mtg-2024-11-08)): the player may control Cinder Flat ("{T}: Add {R}") or Moss
//! Glade ("{T}: Add {G}"), two permanents at most, so on some boards one of the instants can't
//! be paid for and is never cast (unless a mutant casts it for free).

use super::fam;
use crate::bounds::Bounds;

pub(super) fn families() -> Vec<Bounds> {
    vec![fam(
        "colors",
        &[2],
        &["Ember Votary", "Cinder Flat", "Moss Glade"],
        2,
        &["Kindle Spark", "Verdant Sip"],
        2,
    )]
}
