//! Properties of face-down permanents (CR 708.2 (mtg-2024-11-08); CR 504.2 (mtg-2008-10-01)): a
//! face-down permanent has no abilities, so none of them triggers, whether it stays or leaves
//! (CR 708.2 (mtg-2024-11-08), CR 603.10a (mtg-2024-11-08): the look-back sees it as it last
//! existed, face down); turning it face up is no zone change, so it triggers only "when ... is
//! turned face up" abilities, never an enters ability (CR 708.8 (mtg-2024-11-08)).

use crate::observe::event_of;
use crate::{Expectation, Kind, Property, View, MTG};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening};
use triggerproof_model::state::{AbilityOrigin, ObjectId, Zone};
use triggerproof_model::vocab::TriggerEvent;

/// The face-down permanents that left the battlefield in this step (the `old` objects).
fn face_down_leavers(v: &View) -> Vec<ObjectId> {
    v.journal
        .iter()
        .filter_map(|e| match &e.what {
            Happening::Event(Event::ZoneChange {
                old,
                from: Some(Zone::Battlefield),
                face_down: true,
                ..
            }) => Some(*old),
            _ => None,
        })
        .collect()
}

/// CR 708.2 (mtg-2024-11-08) + CR 603.10a (mtg-2024-11-08): no printed ability of a face-down
/// permanent triggers: not one that is still face down on the battlefield, and not one that
/// left face down (its leaves abilities look back at a permanent with no abilities). Neither
/// could have been face up earlier in the step: nothing turns a permanent face down.
fn face_down_abilities_never_trigger(v: &View) -> bool {
    let leavers = face_down_leavers(v);
    v.journal.iter().all(|e| match &e.what {
        Happening::Triggered {
            origin: AbilityOrigin::Printed { .. },
            source,
            ..
        } => {
            let still_face_down = v
                .state
                .object(*source)
                .is_some_and(|o| o.zone == Zone::Battlefield && o.face_down);
            !still_face_down && !leavers.contains(source)
        }
        _ => true,
    })
}

/// CR 708.8 (mtg-2024-11-08): the event of turning a permanent face up triggers only abilities
/// waiting for a permanent being turned face up: it entered nothing, so no enters ability.
fn turning_face_up_triggers_only_face_up_abilities(v: &View) -> bool {
    let turned: Vec<u16> = v
        .journal
        .iter()
        .enumerate()
        .filter(|(_, e)| matches!(e.what, Happening::Event(Event::TurnedFaceUp { .. })))
        .map(|(i, _)| i as u16)
        .collect();
    v.journal.iter().all(|e| match &e.what {
        Happening::Triggered {
            origin,
            cause: Some(c),
            ..
        } if turned.contains(c) => {
            matches!(event_of(v, origin), Some(TriggerEvent::TurnedFaceUp(_)))
        }
        _ => true,
    })
}

/// Witness: a face-down permanent leaves the battlefield.
fn face_down_permanent_leaves(v: &View) -> bool {
    !face_down_leavers(v).is_empty()
}

/// Witness: a permanent is turned face up and an ability triggers on it.
fn turned_face_up_triggers(v: &View) -> bool {
    let mut turned: Option<u16> = None;
    v.journal.iter().enumerate().any(|(i, e)| match &e.what {
        Happening::Event(Event::TurnedFaceUp { .. }) => {
            turned = Some(i as u16);
            false
        }
        Happening::Triggered { cause, .. } => turned.is_some() && *cause == turned,
        _ => false,
    })
}

use Expectation::{Always, Sometimes};
use Kind::{Invariant, Reachability};

pub fn properties() -> Vec<Property> {
    vec![
        Property { name: "face-down-abilities-never-trigger", expectation: Always, kind: Invariant, statement: "No ability of a face-down permanent triggers, whether it stays on the battlefield or leaves it face down (its leaves abilities look back at a permanent with no abilities).", rules: &[RuleRef::FaceDown, RuleRef::LookBack], editions: MTG, witness: Some("a-face-down-permanent-leaves"), check: face_down_abilities_never_trigger },
        Property { name: "a-face-down-permanent-leaves", expectation: Sometimes, kind: Reachability, statement: "A face-down permanent leaves the battlefield.", rules: &[RuleRef::FaceDown], editions: MTG, witness: None, check: face_down_permanent_leaves },
        Property { name: "turning-face-up-triggers-only-face-up-abilities", expectation: Always, kind: Invariant, statement: "Turning a permanent face up triggers only 'when ... is turned face up' abilities, never an enters ability: it is the same permanent.", rules: &[RuleRef::TurnedFaceUp], editions: MTG, witness: Some("turned-face-up-triggers"), check: turning_face_up_triggers_only_face_up_abilities },
        Property { name: "turned-face-up-triggers", expectation: Sometimes, kind: Reachability, statement: "A permanent is turned face up and an ability triggers on it.", rules: &[RuleRef::TurnedFaceUp], editions: MTG, witness: None, check: turned_face_up_triggers },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use triggerproof_model::cards::builtin;
    use triggerproof_model::edition::RuleRef;
    use triggerproof_model::journal::JournalEntry;
    use triggerproof_model::state::{GameState, InstanceId, PlayerId};

    fn entry(what: Happening) -> JournalEntry {
        JournalEntry {
            rule: RuleRef::Triggers,
            what,
        }
    }

    #[test]
    fn a_face_down_leaver_triggering_violates() {
        let pool = builtin();
        let card = pool.id("Gravedigger Imp").expect("in the pool");
        let state = GameState::new(2, 20, 0);
        let journal = vec![
            entry(Happening::Event(Event::ZoneChange {
                old: ObjectId(0),
                new: Some(ObjectId(1)),
                card,
                from: Some(Zone::Battlefield),
                to: Zone::Graveyard,
                controller: PlayerId(0),
                counters: Vec::new(),
                attached_to: None,
                abilities_lost: false,
                pump: (0, 0),
                face_down: true,
                owner: PlayerId(0),
            })),
            entry(Happening::Triggered {
                instance: InstanceId(0),
                origin: AbilityOrigin::Printed { card, index: 0 },
                source: ObjectId(0),
                controller: PlayerId(0),
                cause: Some(0),
                look_back: true,
                additional: false,
                state_trigger: false,
            }),
        ];
        let journal = triggerproof_model::journal::Journal { entries: journal };
        let v = View::new(
            triggerproof_model::Edition::Mtg20241108,
            &pool,
            &state,
            &journal,
        );
        assert!(face_down_permanent_leaves(&v));
        assert!(!face_down_abilities_never_trigger(&v));
    }
}
