//! Properties of delayed triggered abilities (CR 603.7a, 603.7b): they don't see events from
//! before their creation; without a duration they trigger once, with one they last for it.

use crate::{Expectation, Kind, Property, View, ALL, MTG};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::Happening;
use triggerproof_model::state::{AbilityOrigin, DelayedTrigger, ObjectId};
use triggerproof_model::vocab::DelayedEvent;

fn delayed_triggers<'a>(v: &'a View) -> impl Iterator<Item = (usize, &'a DelayedEvent, ObjectId)> {
    v.journal
        .entries
        .iter()
        .enumerate()
        .filter_map(|(i, e)| match &e.what {
            Happening::Triggered {
                origin: AbilityOrigin::Delayed { event, .. },
                source,
                ..
            } => Some((i, event, *source)),
            _ => None,
        })
}

fn cause_of(v: &View, i: usize) -> Option<u16> {
    match &v.journal.entries[i].what {
        Happening::Triggered { cause, .. } => *cause,
        _ => None,
    }
}

/// CR 603.7a: a delayed trigger doesn't trigger on an event journaled before its creation.
fn not_before_creation(v: &View) -> bool {
    delayed_triggers(v).all(|(i, event, source)| {
        let created = v.journal.entries[..i].iter().rposition(|e| matches!(&e.what, Happening::DelayedCreated { event: ev, source: s, .. } if ev == event && *s == source));
        match (created, cause_of(v, i)) {
            (Some(c), Some(cause)) => (cause as usize) > c,
            _ => true,
        }
    })
}

fn lasts_this_turn(event: &DelayedEvent) -> bool {
    matches!(event, DelayedEvent::CreatureDiesThisTurn)
}

fn still_exists(v: &View, event: &DelayedEvent, source: ObjectId) -> bool {
    v.state
        .delayed
        .iter()
        .any(|d: &DelayedTrigger| d.event == *event && d.source == source)
}

/// A delayed trigger without a stated duration ("this turn", "until end of your next turn")
/// from `source` waiting for `event`.
fn once_only_exists(v: &View, event: &DelayedEvent, source: ObjectId) -> bool {
    v.state
        .delayed
        .iter()
        .any(|d: &DelayedTrigger| d.event == *event && d.source == source && d.this_turn.is_none())
}

/// CR 603.7b: a delayed trigger without a duration is gone once it has triggered.
fn triggers_once(v: &View) -> bool {
    let created_again = |i: usize, event: &DelayedEvent, source: ObjectId| {
        v.journal.entries[i..].iter().any(|e| matches!(&e.what, Happening::DelayedCreated { event: ev, source: s, .. } if ev == event && *s == source))
    };
    delayed_triggers(v).all(|(i, event, source)| {
        lasts_this_turn(event)
            || created_again(i, event, source)
            || !once_only_exists(v, event, source)
    })
}

/// CR 603.7b: a delayed trigger with a duration ("this turn") lasts until that duration ends.
fn lasts_for_duration(v: &View) -> bool {
    let turn_ended = v.journal.iter().any(|e| {
        matches!(e.what, Happening::DelayedEnded { .. }) && e.rule == RuleRef::DelayedOnce
    }) && v.journal.events().any(|e| {
        matches!(
            e,
            triggerproof_model::journal::Event::StepBegan {
                step: triggerproof_model::state::Step::Cleanup,
                ..
            }
        )
    });
    turn_ended
        || delayed_triggers(v)
            .all(|(_, event, source)| !lasts_this_turn(event) || still_exists(v, event, source))
}

fn delayed_seen(v: &View) -> bool {
    delayed_triggers(v).next().is_some()
}

fn duration_trigger_seen(v: &View) -> bool {
    delayed_triggers(v).any(|(_, e, _)| lasts_this_turn(e))
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step};

pub fn properties() -> Vec<Property> {
    vec![
        Property { name: "delayed-trigger-not-before-creation", expectation: Always, kind: Step, statement: "A delayed triggered ability never triggers on an event that happened before it was created.", rules: &[RuleRef::DelayedCreated], editions: MTG, witness: Some("delayed-trigger-triggers"), check: not_before_creation },
        Property { name: "delayed-trigger-triggers", expectation: Sometimes, kind: Reachability, statement: "A delayed triggered ability triggers.", rules: &[RuleRef::DelayedTrigger], editions: ALL, witness: None, check: delayed_seen },
        Property { name: "delayed-trigger-triggers-once", expectation: Always, kind: Step, statement: "A delayed triggered ability without a stated duration triggers only once.", rules: &[RuleRef::DelayedOnce], editions: MTG, witness: Some("delayed-trigger-triggers"), check: triggers_once },
        Property { name: "delayed-trigger-lasts-its-duration", expectation: Always, kind: Step, statement: "A delayed triggered ability with a stated duration keeps triggering until the duration ends.", rules: &[RuleRef::DelayedOnce], editions: MTG, witness: Some("delayed-trigger-with-duration-triggers"), check: lasts_for_duration },
        Property { name: "delayed-trigger-with-duration-triggers", expectation: Sometimes, kind: Reachability, statement: "A 'this turn' delayed triggered ability triggers.", rules: &[RuleRef::DelayedOnce], editions: MTG, witness: None, check: duration_trigger_seen },
    ]
}
