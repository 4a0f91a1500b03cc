//! Properties of ability-changing effects (CR 613.1f, 611.2a, 514.2, 603.2): a permanent that
//! lost all abilities until end of turn triggers nothing while they are lost, and the effect
//! ends in the cleanup step. Our own reading of the journal's "loses all abilities" records;
//! an ability that triggered before the loss is untouched (CR 113.7a).

use crate::causes::kind_matches;
use crate::observe::event_of;
use crate::{Expectation, Kind, Property, View, MTG};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening};
use triggerproof_model::state::{AbilityOrigin, ObjectId, Step, Zone};

/// The journal position at which `id` lost its abilities in this step, if it did.
fn lost_at(v: &View, id: ObjectId) -> Option<usize> {
    v.journal.entries.iter().position(|e| {
        matches!(e.what, Happening::Event(Event::AbilitiesChanged { object, lost: true })
            if object == id)
    })
}

/// Has `id` (on the battlefield now) been without its abilities since journal position `at`?
/// True if it has them lost now and lost them at or before `at`, or before this step began.
fn lost_since(v: &View, id: ObjectId, at: usize) -> bool {
    let lost_now = v
        .state
        .object(id)
        .is_some_and(|o| o.zone == Zone::Battlefield && o.abilities_lost);
    lost_now && lost_at(v, id).is_none_or(|i| i < at)
}

/// Did `id` leave the battlefield without its abilities at or before journal position `at`
/// (CR 603.10a: a leaves ability looks back at the abilities it had as it left)?
fn left_without_abilities(v: &View, id: ObjectId, at: usize) -> bool {
    v.journal.entries[..=at.min(v.journal.entries.len().saturating_sub(1))]
        .iter()
        .any(|e| {
            matches!(&e.what, Happening::Event(Event::ZoneChange {
                old,
                from: Some(Zone::Battlefield),
                abilities_lost: true,
                ..
            }) if *old == id)
        })
}

/// CR 603.2 + CR 613.1f: an ability triggers only if its object has it when the event happens:
/// a permanent that lost all abilities until end of turn triggers nothing on an event after the
/// loss (the event's journal position; the trigger's own for a state trigger), nor, looking
/// back, on its own leaving the battlefield without them (CR 603.10a).
fn lost_ability_never_triggers(v: &View) -> bool {
    v.journal
        .entries
        .iter()
        .enumerate()
        .all(|(j, e)| match &e.what {
            Happening::Triggered {
                origin: AbilityOrigin::Printed { .. },
                source,
                cause,
                ..
            } => {
                let at = cause.map_or(j, usize::from);
                !lost_since(v, *source, at) && !left_without_abilities(v, *source, at)
            }
            _ => true,
        })
}

/// A permanent without its abilities sees an event of the kind its printed ability waits for,
/// its own leaving the battlefield included.
fn lost_ability_event_happened(v: &View) -> bool {
    let left_without = v.journal.entries.iter().any(|e| match &e.what {
        Happening::Event(
            ev @ Event::ZoneChange {
                card,
                abilities_lost: true,
                ..
            },
        ) => v.pool.get(*card).triggered().any(|(index, _)| {
            let origin = AbilityOrigin::Printed { card: *card, index };
            event_of(v, &origin).is_some_and(|te| kind_matches(te, ev))
        }),
        _ => false,
    });
    left_without
        || v.state.battlefield().any(|(id, o)| {
            o.abilities_lost
                && v.pool.get(o.card).triggered().any(|(index, _)| {
                    let origin = AbilityOrigin::Printed {
                        card: o.card,
                        index,
                    };
                    let Some(te) = event_of(v, &origin) else {
                        return false;
                    };
                    v.journal.entries.iter().enumerate().any(|(j, e)| {
                        matches!(&e.what, Happening::Event(ev) if kind_matches(te, ev))
                            && lost_since(v, id, j)
                    })
                })
        })
}

/// CR 514.2 + CR 611.2a: once a cleanup step has begun, no permanent is still without the
/// abilities it lost "until end of turn" before it.
fn abilities_lost_end_at_cleanup(v: &View) -> bool {
    let Some(cleanup) = v.journal.entries.iter().rposition(|e| {
        matches!(
            e.what,
            Happening::Event(Event::StepBegan {
                step: Step::Cleanup,
                ..
            })
        )
    }) else {
        return true;
    };
    v.state
        .objects
        .iter()
        .all(|(id, o)| !o.abilities_lost || lost_at(v, *id).is_some_and(|i| i > cleanup))
}

/// A cleanup step gave a permanent its lost abilities back.
fn abilities_returned_at_cleanup(v: &View) -> bool {
    v.journal.iter().any(|e| {
        matches!(
            e.what,
            Happening::Event(Event::AbilitiesChanged { lost: false, .. })
        )
    })
}

use Expectation::{Always, Sometimes};
use Kind::{Invariant, Reachability};

pub fn properties() -> Vec<Property> {
    vec![
        Property { name: "lost-ability-never-triggers", expectation: Always, kind: Invariant, statement: "A permanent that lost all abilities until end of turn triggers nothing on an event after the loss.", rules: &[RuleRef::Triggers, RuleRef::AbilitiesLost], editions: MTG, witness: Some("lost-ability-event-happened"), check: lost_ability_never_triggers },
        Property { name: "lost-ability-event-happened", expectation: Sometimes, kind: Reachability, statement: "An event of the kind a permanent's printed ability waits for happens while the permanent has lost all abilities.", rules: &[RuleRef::AbilitiesLost], editions: MTG, witness: None, check: lost_ability_event_happened },
        Property { name: "abilities-lost-end-at-cleanup", expectation: Always, kind: Invariant, statement: "Once a cleanup step begins, no permanent is still without the abilities it lost until end of turn.", rules: &[RuleRef::CleanupDamage, RuleRef::UntilEndOfTurn], editions: MTG, witness: Some("abilities-returned-at-cleanup"), check: abilities_lost_end_at_cleanup },
        Property { name: "abilities-returned-at-cleanup", expectation: Sometimes, kind: Reachability, statement: "A cleanup step gives a permanent back the abilities it lost until end of turn.", rules: &[RuleRef::CleanupDamage], editions: MTG, witness: None, check: abilities_returned_at_cleanup },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use triggerproof_model::cards::builtin;
    use triggerproof_model::edition::Edition;
    use triggerproof_model::journal::Journal;
    use triggerproof_model::state::{GameObject, GameState, PlayerId};

    fn step_began(step: Step) -> Happening {
        Happening::Event(Event::StepBegan {
            turn: 1,
            step,
            active: PlayerId(0),
        })
    }

    fn lost(object: ObjectId, lost: bool) -> Happening {
        Happening::Event(Event::AbilitiesChanged { object, lost })
    }

    /// A Sunset Monk (P1's, id 0) that has lost its abilities until end of turn.
    fn monk_without_abilities() -> (triggerproof_model::cards::CardPool, GameState) {
        let pool = builtin();
        let monk = pool.id("Sunset Monk").unwrap();
        let mut s = GameState::new(2, 20, 0);
        let mut o = GameObject::new(monk, PlayerId(0), Zone::Battlefield);
        o.abilities_lost = true;
        s.objects.insert(ObjectId(0), o);
        (pool, s)
    }

    #[test]
    fn a_trigger_after_the_loss_violates_and_one_before_it_does_not() {
        let (pool, s) = monk_without_abilities();
        let monk = pool.id("Sunset Monk").unwrap();
        let triggered = |cause| crate::testing::printed_triggered(monk, 0, cause);
        // Lost before this step: the end step's trigger is a violation.
        let mut j = Journal::default();
        j.push(RuleRef::BeginningOfStep, step_began(Step::End));
        j.push(RuleRef::Triggers, triggered(0));
        let v = View::new(Edition::Mtg20241108, &pool, &s, &j);
        assert!(!lost_ability_never_triggers(&v));
        assert!(lost_ability_event_happened(&v));
        // Lost after the event in the same step: the ability had triggered already.
        let mut j = Journal::default();
        j.push(RuleRef::BeginningOfStep, step_began(Step::End));
        j.push(RuleRef::Triggers, triggered(0));
        j.push(RuleRef::AbilitiesLost, lost(ObjectId(0), true));
        let v = View::new(v.edition, v.pool, v.state, &j);
        assert!(lost_ability_never_triggers(&v));
    }

    #[test]
    fn abilities_still_lost_after_cleanup_began_violate() {
        let (pool, s) = monk_without_abilities();
        let mut j = Journal::default();
        j.push(RuleRef::BeginningOfStep, step_began(Step::Cleanup));
        let j = j;
        let v = View::new(Edition::Mtg20241108, &pool, &s, &j);
        assert!(!abilities_lost_end_at_cleanup(&v));
        assert!(!abilities_returned_at_cleanup(&v));
        let mut back = s.clone();
        back.objects.get_mut(&ObjectId(0)).unwrap().abilities_lost = false;
        let mut j2 = j.clone();
        j2.push(RuleRef::CleanupDamage, lost(ObjectId(0), false));
        let v = View::new(Edition::Mtg20241108, &pool, &back, &j2);
        assert!(abilities_lost_end_at_cleanup(&v));
        assert!(abilities_returned_at_cleanup(&v));
    }
}
