//! Properties of the intervening "if" clause (CR 603.4): true when the ability triggered, and
//! checked again on resolution, where a false condition removes the ability and it does nothing.
//! Every condition kind is judged at the right moment by this crate's own evaluator
//! ([`crate::condition`]), which rewinds the step's later events; a condition about a source that
//! left uses its last known information (CR 113.7a, 608.2h).

use crate::condition::{holds_at, holds_knowing_at};
use crate::observe::printed;
use crate::{Expectation, Kind, Property, View, ALL, MTG};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening, NotTriggeredReason, RemovalReason};
use triggerproof_model::state::{ObjectId, PlayerId};

/// CR 603.4: an intervening-if ability triggers exactly when its condition is true at that
/// moment (judged where the evaluator can observe it).
fn true_when_triggered(v: &View) -> bool {
    v.journal
        .entries
        .iter()
        .enumerate()
        .all(|(i, e)| match &e.what {
            // "That creature" is the object its event put onto the battlefield (CR 603.6a).
            Happening::Triggered {
                origin,
                controller,
                source,
                cause,
                ..
            } => match printed(v, origin).and_then(|t| t.intervening_if.as_ref()) {
                Some(cond) => {
                    let it = crate::trigger_knowledge::entering_object(v, *cause);
                    holds_knowing_at(v, cond, (*controller, *source, it), i).unwrap_or(true)
                }
                None => true,
            },
            // And one that didn't trigger for its condition had it false.
            Happening::NotTriggered {
                origin,
                source,
                reason: NotTriggeredReason::InterveningIfFalse,
            } => {
                let cond = printed(v, origin).and_then(|t| t.intervening_if.as_ref());
                match (cond, controller_of(v, *source)) {
                    (Some(c), Some(you)) => holds_at(v, c, you, *source, i) != Some(true),
                    _ => true,
                }
            }
            _ => true,
        })
}

/// The controller of `source` (on the battlefield now, or as it last left it in this step).
fn controller_of(v: &View, source: ObjectId) -> Option<PlayerId> {
    if let Some(o) = v.state.object(source) {
        return Some(o.controller);
    }
    v.journal.events().find_map(|e| match e {
        Event::ZoneChange {
            old, controller, ..
        } if *old == source => Some(*controller),
        _ => None,
    })
}

/// CR 603.4: on resolution a false condition removes the ability, and a true one lets it resolve.
fn rechecked_on_resolution(v: &View) -> bool {
    v.journal.entries.iter().enumerate().all(|(i, e)| {
        let Happening::Resolving { instance: Some(t), .. } = &e.what else { return true };
        let Some(cond) = printed(v, &t.origin).and_then(|ta| ta.intervening_if.as_ref()) else { return true };
        // "You" is the ability's controller, fixed when it triggered (CR 603.3a).
        // "That creature" that left is read as it last existed (CR 608.2h).
        let Some(holds) = crate::condition::holds_on_resolution(v, cond, t, i) else { return true };
        let removed = v.journal.entries[i..].iter().any(|e| matches!(e.what, Happening::RemovedFromStack { instance, reason: RemovalReason::InterveningIfFalse } if instance == t.id));
        holds != removed
    })
}

fn false_on_resolution(v: &View) -> bool {
    v.journal.iter().any(|e| {
        matches!(
            e.what,
            Happening::RemovedFromStack {
                reason: RemovalReason::InterveningIfFalse,
                ..
            }
        )
    })
}

fn false_on_trigger(v: &View) -> bool {
    v.journal.iter().any(|e| {
        matches!(
            e.what,
            Happening::NotTriggered {
                reason: triggerproof_model::journal::NotTriggeredReason::InterveningIfFalse,
                ..
            }
        )
    })
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step};

pub fn properties() -> Vec<Property> {
    vec![
        Property { name: "intervening-if-true-when-triggered", expectation: Always, kind: Step, statement: "An ability with an intervening 'if' triggers when, and only when, its condition is true.", rules: &[RuleRef::InterveningIf], editions: ALL, witness: Some("intervening-if-false-when-event-happens"), check: true_when_triggered },
        Property { name: "intervening-if-false-when-event-happens", expectation: Sometimes, kind: Reachability, statement: "An intervening-if ability's event happens while its condition is false.", rules: &[RuleRef::InterveningIf], editions: ALL, witness: None, check: false_on_trigger },
        Property { name: "intervening-if-rechecked-on-resolution", expectation: Always, kind: Step, statement: "As an intervening-if ability resolves, it is removed and does nothing exactly when its condition is false.", rules: &[RuleRef::InterveningIf], editions: MTG, witness: Some("intervening-if-false-on-resolution"), check: rechecked_on_resolution },
        Property { name: "intervening-if-false-on-resolution", expectation: Sometimes, kind: Reachability, statement: "An intervening-if ability's condition is false as it resolves.", rules: &[RuleRef::InterveningIf], editions: MTG, witness: None, check: false_on_resolution },
    ]
}
