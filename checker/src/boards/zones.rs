//! Board family for every zone (issue 14): P1 starts with Restless Remnant (an enters ability
//! and a "when this card leaves your graveyard" ability) in their graveyard and a named card on
//! top of their library; a "leaves your graveyard" watcher, and spells that reanimate, exile
//! from a graveyard, exile a creature, put a creature on top of its owner's library and mill.
//! MTG editions only (`Feature::Zones`).

use super::fam;
use crate::bounds::Bounds;

pub(super) fn families() -> Vec<Bounds> {
    let mut b = fam(
        "zones",
        &[2],
        &["Grave Watcher", "Grizzly Bears"],
        1,
        &["Zombify", "Grave Cleanse", "Lift to Top", "Sift the Past"],
        1,
    );
    b.graveyard = vec!["Restless Remnant".into()];
    b.library_top = vec!["Grizzly Bears".into()];
    vec![b]
}
