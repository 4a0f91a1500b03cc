//! "When this ability has resolved N times this turn" (CR 603.7h (mtg-2024-11-08)): the
//! delayed trigger is created only once, during the ability's Nth resolution this turn.
//!
//! This file's own reading: an ability resolved when its instance began resolving and was not
//! removed from the stack in the same step (CR 608.2b: a removed ability doesn't resolve).
//! The resolutions of a step are counted from its journal; those of the earlier steps of the
//! turn are what the object keeps (the state), and a step in which a turn begins keeps none
//! from before it ("this turn", CR 500.1). A resolution counts for the object that is its
//! source, as long as that object is on the battlefield (the model's reading, documented in
//! the engine's module).

use crate::{Expectation, Kind, Property, View, MTG_603};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening};
use triggerproof_model::state::{AbilityOrigin, InstanceId, ObjectId, Step};
use triggerproof_model::vocab::effect::DelayedAction;
use triggerproof_model::vocab::{Ability, DelayedEvent, Effect};

/// N, if the effect holds "when this ability has resolved N times this turn" (own walk).
fn times_in(e: &Effect) -> Option<u8> {
    match e {
        Effect::Delayed {
            when: DelayedEvent::Resolved { times },
            ..
        } => Some(*times),
        Effect::Sequence(es) => es.iter().find_map(times_in),
        Effect::ReflexiveSacrifice { then, .. }
        | Effect::Delayed {
            then: DelayedAction::Do(then),
            ..
        } => times_in(then),
        _ => None,
    }
}

/// The triggered abilities of `o`'s card that count their resolutions: (index, N).
fn counting(v: &View, card: triggerproof_model::vocab::CardId) -> Vec<(u8, u8)> {
    v.pool
        .get(card)
        .abilities
        .iter()
        .enumerate()
        .filter_map(|(k, a)| match a {
            Ability::Triggered(t) => std::iter::once(&t.effect)
                .chain(&t.modes)
                .find_map(times_in)
                .map(|n| (k as u8, n)),
            _ => None,
        })
        .collect()
}

/// The journal's resolutions of object `id`'s printed ability `k` (removed ones excluded).
fn resolutions(v: &View, id: ObjectId, k: u8) -> usize {
    let removed = |i: InstanceId| {
        v.journal.entries.iter().any(
            |e| matches!(&e.what, Happening::RemovedFromStack { instance, .. } if *instance == i),
        )
    };
    v.journal
        .entries
        .iter()
        .filter(|e| match &e.what {
            Happening::Resolving {
                instance: Some(t), ..
            } => {
                t.source == id
                    && matches!(t.origin, AbilityOrigin::Printed { index, .. } if index == k)
                    && !removed(t.id)
            }
            _ => false,
        })
        .count()
}

/// A turn began in this step.
fn turn_began(v: &View) -> bool {
    v.journal.events().any(|ev| {
        matches!(
            ev,
            Event::StepBegan {
                step: Step::Untap,
                ..
            }
        )
    })
}

/// CR 603.7h: for every permanent's counting ability, the delayed trigger is created in a step
/// exactly when the ability's resolutions this turn reached N in that step.
fn created_once(v: &View) -> bool {
    v.state.battlefield().all(|(id, o)| {
        counting(v, o.card).into_iter().all(|(k, n)| {
            let here = resolutions(v, id, k);
            let now = o
                .resolved
                .iter()
                .find(|(i, _)| *i == k)
                .map_or(0, |(_, c)| *c as usize);
            // CR 500.1: a new turn keeps no count from the last one.
            if turn_began(v) && now != here {
                return false;
            }
            let Some(before) = now.checked_sub(here) else {
                return false;
            };
            let reached = before < n as usize && n as usize <= now;
            let created = v.journal.entries.iter().any(|e| {
                matches!(&e.what, Happening::DelayedCreated {
                    event: DelayedEvent::Resolved { .. }, source, ..
                } if *source == id)
            });
            reached == created
        })
    })
}

/// Witness: such a delayed trigger is created and triggers.
fn created_seen(v: &View) -> bool {
    v.journal.entries.iter().any(|e| {
        matches!(
            &e.what,
            Happening::Triggered {
                origin: AbilityOrigin::Delayed {
                    event: DelayedEvent::Resolved { .. },
                    ..
                },
                ..
            }
        )
    })
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step as StepKind};

pub fn properties() -> Vec<Property> {
    vec![
        Property { name: "resolved-times-created-once", expectation: Always, kind: StepKind, statement: "'When this ability has resolved N times this turn' is created exactly during the ability's Nth resolution this turn, never on another.", rules: &[RuleRef::ResolvedTimes], editions: MTG_603, witness: Some("resolved-times-triggers"), check: created_once },
        Property { name: "resolved-times-triggers", expectation: Sometimes, kind: Reachability, statement: "A delayed trigger for an ability's Nth resolution this turn is created and triggers.", rules: &[RuleRef::ResolvedTimes], editions: MTG_603, witness: None, check: created_seen },
    ]
}
