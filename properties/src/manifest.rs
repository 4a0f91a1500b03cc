//! Manifest (CR 701.34a (mtg-2024-11-08); 701.40a (mtg-2026-01-16)): "To manifest a card, turn
//! it face down. It becomes a 2/2 face-down creature card with no text, no name, no subtypes,
//! and no mana cost. Put that card onto the battlefield face down." It is turned face down
//! before it enters (CR 708.3 (mtg-2024-11-08)), so its own enters abilities never trigger.
//!
//! Our own reading, from the journal and the state after the step (never the engine's rule
//! code): the permanent a manifest put onto the battlefield is face down there until a player
//! turns it face up (a special action, a step of its own, CR 116.2b (mtg-2024-11-08)), and no
//! ability printed on its card triggers on that entering: face down it has no text.

use crate::{Expectation, Kind, Property, View, MTG_603};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening};
use triggerproof_model::state::{AbilityOrigin, ObjectId, Zone};

/// The manifests of this step: (journal entry, the permanent it put onto the battlefield).
fn manifested(v: &View) -> Vec<(u16, ObjectId)> {
    v.journal
        .entries
        .iter()
        .enumerate()
        .filter(|(_, e)| e.rule == RuleRef::Manifest)
        .filter_map(|(k, e)| match &e.what {
            Happening::Event(Event::ZoneChange {
                new: Some(n),
                to: Zone::Battlefield,
                ..
            }) => u16::try_from(k).ok().map(|k| (k, *n)),
            _ => None,
        })
        .collect()
}

/// CR 701.34a + CR 708.3 (mtg-2024-11-08): a manifested permanent entered face down: it is
/// still face down after the step unless it was turned face up or left, and no printed ability
/// of its card triggered on its entering.
fn manifested_card_enters_face_down(v: &View) -> bool {
    manifested(v).into_iter().all(|(k, n)| {
        let turned_up = v.journal.entries.iter().any(|e| {
            matches!(&e.what, Happening::Event(Event::TurnedFaceUp { object, .. }) if *object == n)
        });
        let shown = v
            .state
            .object(n)
            .is_some_and(|o| o.zone == Zone::Battlefield && !o.face_down);
        let own_enters = v.journal.entries.iter().any(|e| {
            matches!(
                &e.what,
                Happening::Triggered {
                    origin: AbilityOrigin::Printed { .. },
                    source,
                    cause: Some(c),
                    ..
                } if *source == n && *c == k
            )
        });
        (turned_up || !shown) && !own_enters
    })
}

/// Witness: an ability triggers on a manifested permanent entering (it entered as a creature).
fn manifested_creature_seen_entering(v: &View) -> bool {
    let entries = manifested(v);
    v.journal.entries.iter().any(|e| {
        matches!(
            &e.what,
            Happening::Triggered { cause: Some(c), .. } if entries.iter().any(|(k, _)| k == c)
        )
    })
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step};

pub fn properties() -> Vec<Property> {
    vec![
        Property {
            name: "manifested-card-enters-face-down",
            expectation: Always,
            kind: Step,
            statement: "A manifested card enters the battlefield face down, a 2/2 creature with no text: it stays face down until its controller turns it face up, and no ability printed on the card triggers on its entering.",
            rules: &[RuleRef::Manifest, RuleRef::FaceDown],
            editions: MTG_603,
            witness: Some("manifested-creature-seen-entering"),
            check: manifested_card_enters_face_down,
        },
        Property {
            name: "manifested-creature-seen-entering",
            expectation: Sometimes,
            kind: Reachability,
            statement: "An ability triggers on a manifested permanent entering the battlefield.",
            rules: &[RuleRef::Manifest],
            editions: MTG_603,
            witness: None,
            check: manifested_creature_seen_entering,
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use triggerproof_model::cards::builtin;
    use triggerproof_model::journal::{Journal, JournalEntry};
    use triggerproof_model::state::{GameState, InstanceId, PlayerId};

    /// A manifested Masked Herald whose own enters ability triggered violates the property.
    #[test]
    fn a_manifested_card_triggering_on_its_own_entering_violates() {
        let pool = builtin();
        let card = pool.id("Masked Herald").expect("in the pool");
        let state = GameState::new(2, 20, 0);
        let journal = Journal {
            entries: vec![
                JournalEntry {
                    rule: RuleRef::Manifest,
                    what: Happening::Event(Event::ZoneChange {
                        old: ObjectId(0),
                        new: Some(ObjectId(1)),
                        card,
                        from: Some(Zone::Library),
                        to: Zone::Battlefield,
                        controller: PlayerId(0),
                        counters: Vec::new(),
                        attached_to: None,
                        abilities_lost: false,
                        pump: (0, 0),
                        face_down: false,
                        owner: PlayerId(0),
                    }),
                },
                JournalEntry {
                    rule: RuleRef::Triggers,
                    what: Happening::Triggered {
                        instance: InstanceId(0),
                        origin: AbilityOrigin::Printed { card, index: 0 },
                        source: ObjectId(1),
                        controller: PlayerId(0),
                        cause: Some(0),
                        look_back: false,
                        additional: false,
                        state_trigger: false,
                    },
                },
            ],
        };
        let v = View::new(
            triggerproof_model::Edition::Mtg20241108,
            &pool,
            &state,
            &journal,
        );
        assert!(manifested_creature_seen_entering(&v));
        assert!(!manifested_card_enters_face_down(&v));
    }
}
