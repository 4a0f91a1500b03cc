//! Fight (CR 701.12a (mtg-2024-11-08); 701.14a (mtg-2026-01-16)): "Each of those creatures
//! deals damage equal to its power to the other creature." The two damages are one
//! instruction's, so one event (CR 603.2c): nothing — no trigger of the first damage, no
//! state-based action — comes between them.
//!
//! Our own reading, from the journal alone (never the engine's rule code): within one
//! resolution, two non-combat damages in opposite directions between the same two objects (A
//! deals damage to B, B to A) are a fight's, and one event's parts are journaled together, so
//! they are consecutive entries.

use crate::{Expectation, Kind, Property, View, MTG_603};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening};
use triggerproof_model::state::{ObjectId, Target};

/// The non-combat damage one object dealt another in this step: (entry, source, recipient),
/// with the resolution it belongs to (the index of its `Resolving` entry).
fn damages(v: &View) -> Vec<(usize, usize, ObjectId, ObjectId)> {
    let mut resolution = usize::MAX;
    let mut out = Vec::new();
    for (k, e) in v.journal.entries.iter().enumerate() {
        match &e.what {
            Happening::Resolving { .. } => resolution = k,
            Happening::Resolved { .. } => resolution = usize::MAX,
            Happening::Event(Event::Damage {
                source,
                to: Target::Object(to),
                combat: false,
                ..
            }) if resolution != usize::MAX && source != to => {
                out.push((resolution, k, *source, *to))
            }
            _ => {}
        }
    }
    out
}

/// The pairs of entries where two objects dealt each other damage in one resolution.
fn mutual(v: &View) -> Vec<(usize, usize)> {
    let d = damages(v);
    let mut out = Vec::new();
    for (i, (r, k, a, b)) in d.iter().enumerate() {
        for (r2, k2, a2, b2) in &d[i + 1..] {
            if r == r2 && a == b2 && b == a2 {
                out.push((*k, *k2));
            }
        }
    }
    out
}

/// CR 701.12a: the two creatures' damages are one event: consecutive entries.
fn fight_is_one_event(v: &View) -> bool {
    mutual(v).iter().all(|(k, k2)| k2 == &(k + 1))
}

/// Two creatures dealt each other damage in one resolution (a fight).
fn fought(v: &View) -> bool {
    !mutual(v).is_empty()
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step};

pub fn properties() -> Vec<Property> {
    vec![
        Property {
            name: "fight-is-one-event",
            expectation: Always,
            kind: Step,
            statement: "Two creatures that deal each other damage as one spell or ability resolves (a fight) deal it as one event: nothing comes between the two damages.",
            rules: &[RuleRef::Fight],
            editions: MTG_603,
            witness: Some("creatures-fought"),
            check: fight_is_one_event,
        },
        Property {
            name: "creatures-fought",
            expectation: Sometimes,
            kind: Reachability,
            statement: "Two creatures deal each other damage as one spell or ability resolves.",
            rules: &[RuleRef::Fight],
            editions: MTG_603,
            witness: None,
            check: fought,
        },
    ]
}
