//! Board family for discarding as an effect (CR 701.8a (mtg-2024-11-08)) and for a public object
//! put into a hand (CR 603.10a (mtg-2024-11-08), 410.10d (mtg-2008-10-01)): each side may
//! control a discard watcher or a "whenever a creature is put into your hand from the
//! battlefield" watcher; the active player may hold "each player discards a card" and "return
//! all creatures to their owners' hands" (the watcher returned with them looks back). MTG
//! editions only (`Feature::Zones`).

use super::fam;
use crate::bounds::Bounds;

pub(super) fn families() -> Vec<Bounds> {
    vec![fam(
        "discard",
        &[2],
        &["Ledger of Loss", "Tidewatch Sage"],
        1,
        &["Wrack the Mind", "Tidal Recall"],
        2,
    )]
}
