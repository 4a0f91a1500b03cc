//! Properties of object identity across zones (CR 400.7e, 400.7j (mtg-2024-11-08)): which new
//! object an ability or effect can still find after the object it referred to moved. Our own
//! reading of the two exceptions the vocabulary reaches, over the step's journal: an ability
//! that triggers on the move finds the object in the public zone it moved to (a delayed "when
//! that creature dies, return that card"); other parts of an effect find the object an earlier
//! part moved to a public zone ("exile target creature; return that card at the next end
//! step").

use crate::observe::instances;
use crate::{Expectation, Kind, Property, View, MTG};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening};
use triggerproof_model::state::{AbilityOrigin, ObjectId, TriggerInstance, Zone};
use triggerproof_model::vocab::effect::DelayedAction;
use triggerproof_model::vocab::{DelayedEvent, Effect};

/// CR 400.2 (mtg-2024-11-08), our reading: the hand and the library are the hidden zones.
fn public(z: Zone) -> bool {
    matches!(
        z,
        Zone::Battlefield | Zone::Graveyard | Zone::Exile | Zone::Stack
    )
}

/// Each delayed ability that triggered in the step on a move of an object: (instance id, the
/// move's old object, new object, destination).
fn triggered_by_moves<'a>(
    v: &'a View,
) -> impl Iterator<
    Item = (
        triggerproof_model::state::InstanceId,
        ObjectId,
        ObjectId,
        Zone,
    ),
> + 'a {
    v.journal.entries.iter().filter_map(|e| match &e.what {
        Happening::Triggered {
            instance,
            origin:
                AbilityOrigin::Delayed {
                    event: DelayedEvent::ThatDies | DelayedEvent::ObjectLeaves,
                    ..
                },
            cause: Some(c),
            ..
        } => match &v.journal.entries.get(*c as usize)?.what {
            Happening::Event(Event::ZoneChange {
                old,
                new: Some(n),
                to,
                ..
            }) => Some((*instance, *old, *n, *to)),
            _ => None,
        },
        _ => None,
    })
}

/// CR 400.7e (mtg-2024-11-08): a delayed ability triggered by its object's move ("when that
/// creature dies") refers, as it triggers, to the object that one became if the zone it moved
/// to is public (so "return that card" finds the card in the graveyard), and to nothing in a
/// hidden zone; never to the object that left.
fn delayed_finds_moved_object(v: &View) -> bool {
    triggered_by_moves(v).all(|(id, old, new, to)| {
        let Some(t) = instances(v).find(|t| t.id == id) else {
            return true;
        };
        !t.refers.contains(&old) && (!public(to) || t.refers.contains(&new))
    })
}

/// Witness: such an ability refers to the card in a graveyard.
fn delayed_found_in_graveyard(v: &View) -> bool {
    triggered_by_moves(v).any(|(id, _, new, to)| {
        to == Zone::Graveyard && instances(v).any(|t| t.id == id && t.refers.contains(&new))
    })
}

/// Each delayed trigger created in the step by a resolving spell or ability, with the moves
/// to a public zone that resolution made before creating it: (source, event, moves as (old,
/// new)).
#[allow(clippy::type_complexity)]
fn created_after_moves<'a>(
    v: &View<'a>,
) -> Vec<(ObjectId, &'a DelayedEvent, Vec<(ObjectId, ObjectId)>)> {
    let mut out = Vec::new();
    let mut moves = Vec::new();
    for e in &v.journal.entries {
        match &e.what {
            Happening::Resolving { .. } => moves.clear(),
            Happening::Event(Event::ZoneChange {
                old,
                new: Some(n),
                to,
                ..
            }) if public(*to) => moves.push((*old, *n)),
            Happening::DelayedCreated { event, source, .. } => {
                out.push((*source, event, moves.clone()))
            }
            _ => {}
        }
    }
    out
}

/// CR 400.7j (mtg-2024-11-08): "If an effect causes an object to move to a public zone, other
/// parts of that effect can find that object": a delayed trigger an effect creates after an
/// earlier part of it moved an object to a public zone never refers to the object that left.
fn later_part_finds_moved_object(v: &View) -> bool {
    created_after_moves(v).iter().all(|(source, event, moves)| {
        v.state
            .delayed
            .iter()
            .filter(|d| d.source == *source && &d.event == *event)
            .all(|d| moves.iter().all(|(old, _)| !d.refers.contains(old)))
    })
}

/// Witness: a delayed trigger created after its effect moved an object refers to the new one.
fn later_part_found_moved_object(v: &View) -> bool {
    created_after_moves(v).iter().any(|(source, event, moves)| {
        v.state.delayed.iter().any(|d| {
            d.source == *source
                && &d.event == *event
                && moves.iter().any(|(_, new)| d.refers.contains(new))
        })
    })
}

/// Does a delayed ability with `action` return "that card" to the battlefield?
fn returns_that_card(action: &DelayedAction) -> bool {
    match action {
        DelayedAction::ReturnToBattlefield => true,
        DelayedAction::Do(e) => matches!(
            e.as_ref(),
            Effect::ReturnItToBattlefield | Effect::ReturnItToBattlefieldWith(_)
        ),
        _ => false,
    }
}

/// The delayed "return that card" abilities that resolved in this step (not removed): each
/// one's entry of beginning to resolve and the objects it refers to.
fn returns_resolved<'a>(v: &View<'a>) -> Vec<(usize, &'a TriggerInstance)> {
    let e = &v.journal.entries;
    e.iter()
        .enumerate()
        .filter_map(|(i, x)| match &x.what {
            Happening::Resolving {
                instance: Some(t), ..
            } => match &t.origin {
                AbilityOrigin::Delayed { action, .. } if returns_that_card(action) => Some((i, t)),
                _ => None,
            },
            _ => None,
        })
        .filter(|(i, t)| {
            let resolved = e[*i..]
                .iter()
                .any(|y| matches!(y.what, Happening::Resolved { instance: Some(r) } if r == t.id));
            let removed = e[*i..]
                .iter()
                .any(|y| matches!(y.what, Happening::RemovedFromStack { instance, .. } if instance == t.id));
            resolved && !removed
        })
        .collect()
}

/// CR 603.7c + CR 400.7e (mtg-2024-11-08): a delayed "return that card to the battlefield"
/// affects the card it refers to if that is still where it went, a graveyard ("when that
/// creature dies") or exile: a card it refers to is never left in a graveyard or exile, the
/// same object, after it resolved. (A card that moved again is a new object, out of reach.)
fn returned_card_found_where_it_went(v: &View) -> bool {
    returns_resolved(v).into_iter().all(|(_, t)| {
        t.refers.iter().all(|o| {
            let reused = v.journal.iter().any(|e| {
                matches!(&e.what, Happening::Event(Event::ZoneChange { new: Some(n), .. }) if n == o)
            });
            reused
                || v.state
                    .object(*o)
                    .is_none_or(|x| !matches!(x.zone, Zone::Graveyard | Zone::Exile))
        })
    })
}

/// Witness: a delayed "return that card" brings a card back from a graveyard.
fn returned_from_graveyard(v: &View) -> bool {
    returns_resolved(v).into_iter().any(|(i, t)| {
        v.journal.entries[i..].iter().any(|e| {
            matches!(&e.what, Happening::Event(Event::ZoneChange {
                old,
                from: Some(Zone::Graveyard),
                to: Zone::Battlefield,
                ..
            }) if t.refers.contains(old))
        })
    })
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step as StepKind};

pub fn properties() -> Vec<Property> {
    vec![
        Property { name: "that-card-is-the-new-object", expectation: Always, kind: StepKind, statement: "A delayed ability triggered by its object's move ('when that creature dies') finds the object it became in the public zone it moved to, never the one that left.", rules: &[RuleRef::FoundAfterItsMove, RuleRef::DelayedObject], editions: MTG, witness: Some("that-card-found-in-a-graveyard"), check: delayed_finds_moved_object },
        Property { name: "that-card-found-in-a-graveyard", expectation: Sometimes, kind: Reachability, statement: "A delayed ability triggered by its object's death refers to the card in the graveyard.", rules: &[RuleRef::FoundAfterItsMove], editions: MTG, witness: None, check: delayed_found_in_graveyard },
        Property { name: "returned-card-found-where-it-went", expectation: Always, kind: StepKind, statement: "A delayed 'return that card to the battlefield' that resolves returns the card it refers to if it is still where it went, a graveyard or exile: that card is never left there.", rules: &[RuleRef::DelayedObject, RuleRef::FoundAfterItsMove], editions: MTG, witness: Some("returned-from-a-graveyard"), check: returned_card_found_where_it_went },
        Property { name: "returned-from-a-graveyard", expectation: Sometimes, kind: Reachability, statement: "A delayed 'return that card' brings a card back from a graveyard.", rules: &[RuleRef::FoundAfterItsMove], editions: MTG, witness: None, check: returned_from_graveyard },
        Property { name: "later-part-finds-moved-card", expectation: Always, kind: StepKind, statement: "A delayed trigger created by an effect after an earlier part of it moved an object to a public zone refers to the object it became, never the one that left.", rules: &[RuleRef::FoundByTheMovingEffect], editions: MTG, witness: Some("later-part-found-moved-card"), check: later_part_finds_moved_object },
        Property { name: "later-part-found-moved-card", expectation: Sometimes, kind: Reachability, statement: "A delayed trigger created after its effect exiled a card refers to the card in exile.", rules: &[RuleRef::FoundByTheMovingEffect], editions: MTG, witness: None, check: later_part_found_moved_object },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use triggerproof_model::cards::builtin;
    use triggerproof_model::edition::Edition;
    use triggerproof_model::journal::Journal;
    use triggerproof_model::state::{
        DelayedTrigger, GameObject, GameState, PlayerId, TriggerInstance,
    };
    use triggerproof_model::vocab::effect::DelayedAction;
    use triggerproof_model::vocab::Effect;

    #[test]
    fn hidden_zones_are_not_public() {
        assert!(!public(Zone::Hand) && !public(Zone::Library));
        assert!(public(Zone::Graveyard) && public(Zone::Exile));
    }

    fn died(j: &mut Journal, bears: triggerproof_model::vocab::CardId, new: ObjectId) {
        j.push(
            RuleRef::Destroy,
            Happening::Event(crate::testing::zone_change(
                ObjectId(0),
                Some(new),
                bears,
                Some(Zone::Battlefield),
                Zone::Graveyard,
                PlayerId(0),
            )),
        );
    }

    /// A "when that creature dies" instance that refers to `refers`, triggered by entry 0.
    fn dies_instance(refers: ObjectId, rite: triggerproof_model::vocab::CardId) -> TriggerInstance {
        let origin = AbilityOrigin::Delayed {
            event: DelayedEvent::ThatDies,
            action: DelayedAction::Do(Box::new(Effect::ReturnItToBattlefield)),
        };
        TriggerInstance {
            refers: std::iter::once(refers).collect(),
            ..crate::testing::instance(origin, ObjectId(5), rite, PlayerId(0))
        }
    }

    #[test]
    fn a_delayed_dies_ability_keeping_the_creature_that_left_is_caught() {
        let pool = builtin();
        let bears = pool.id("Grizzly Bears").unwrap();
        let rite = pool.id("Second Rite").unwrap();
        let mut j = Journal::default();
        died(&mut j, bears, ObjectId(1));
        let t = dies_instance(ObjectId(0), rite);
        j.push(
            RuleRef::DelayedObject,
            Happening::Triggered {
                instance: t.id,
                origin: t.origin.clone(),
                source: t.source,
                controller: t.controller,
                cause: Some(0),
                look_back: false,
                additional: false,
                state_trigger: false,
            },
        );
        let mut s = GameState::new(2, 20, 0);
        s.objects.insert(
            ObjectId(1),
            GameObject::new(bears, PlayerId(0), Zone::Graveyard),
        );
        s.waiting.push_back(t.clone());
        let v = View::new(Edition::Mtg20241108, &pool, &s, &j);
        assert!(!delayed_finds_moved_object(&v));
        // Referring to the card in the graveyard instead, it holds.
        s.waiting[0].refers = std::iter::once(ObjectId(1)).collect();
        let v = View::new(Edition::Mtg20241108, &pool, &s, &j);
        assert!(delayed_finds_moved_object(&v) && delayed_found_in_graveyard(&v));
    }

    #[test]
    fn a_later_part_keeping_the_exiled_creature_that_left_is_caught() {
        let pool = builtin();
        let bears = pool.id("Grizzly Bears").unwrap();
        let journey = pool.id("Far Journey").unwrap();
        let mut j = Journal::default();
        j.push(
            RuleRef::Resolve,
            Happening::Resolving {
                instance: None,
                controller: PlayerId(0),
                target: Default::default(),
            },
        );
        j.push(
            RuleRef::PutInto,
            Happening::Event(crate::testing::zone_change(
                ObjectId(0),
                Some(ObjectId(1)),
                bears,
                Some(Zone::Battlefield),
                Zone::Exile,
                PlayerId(0),
            )),
        );
        j.push(
            RuleRef::DelayedFromSpell,
            Happening::DelayedCreated {
                event: DelayedEvent::NextEndStep,
                controller: PlayerId(0),
                source: ObjectId(5),
            },
        );
        let mut s = GameState::new(2, 20, 0);
        s.delayed.push_back(DelayedTrigger {
            event: DelayedEvent::NextEndStep,
            action: DelayedAction::Do(Box::new(Effect::ReturnItToBattlefield)),
            controller: PlayerId(0),
            source: ObjectId(5),
            source_card: journey,
            refers: std::iter::once(ObjectId(0)).collect(),
            this_turn: None,
            once: true,
        });
        let v = View::new(Edition::Mtg20241108, &pool, &s, &j);
        assert!(!later_part_finds_moved_object(&v));
        s.delayed[0].refers = std::iter::once(ObjectId(1)).collect();
        let v = View::new(Edition::Mtg20241108, &pool, &s, &j);
        assert!(later_part_finds_moved_object(&v) && later_part_found_moved_object(&v));
    }
}
