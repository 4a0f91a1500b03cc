//! Board family for control changes (CR 611.2a, 514.2, 603.10d (mtg-2024-11-08)): a spell
//! gaining control of a creature until end of turn, a creature whose "when you lose control of
//! this" ability triggers for the player who lost it, and a watcher of creatures its controller
//! loses; under mtg-2026-01-16, a creature whose "when an opponent gains control of this"
//! ability looks back (CR 603.10d (mtg-2026-01-16)). One turn reaches the cleanup step, where
//! control returns (and the abilities trigger again, for the player who had gained it).
//! `control-as-long-as` (CR 611.2b (mtg-2024-11-08)): P1 casts Covetous Siren (it takes a
//! creature for as long as P1 controls the Siren) and may exile the Siren with Swift Exile,
//! before its enters ability resolves (the ability then does nothing) or after (the creature
//! goes back at once, and Homesick Hound's ability triggers for P1).

use super::fam;
use crate::bounds::Bounds;

pub(super) fn families() -> Vec<Bounds> {
    vec![
        fam(
            "control",
            &[2],
            &["Homesick Hound", "Jealous Warden", "Grudging Hound"],
            1,
            &["Brief Treason"],
            1,
        ),
        fam(
            "control-as-long-as",
            &[2],
            &["Homesick Hound"],
            1,
            &["Covetous Siren", "Swift Exile"],
            2,
        ),
    ]
}
