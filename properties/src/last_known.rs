//! An intervening "if" about the ability's own source (CR 603.4), checked as the ability
//! resolves after the source has left: the source's last known information is used (CR 113.7a,
//! 608.2h). The last known information is what the trigger instance on the stack remembers of
//! its source as it last existed on the battlefield (state, recorded as the source left).

use crate::observe::printed;
use crate::{Expectation, Kind, Property, View, MTG};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Happening, RemovalReason};
use triggerproof_model::state::{TriggerInstance, Zone};
use triggerproof_model::vocab::Condition;

/// The instance resolving at each removal or resolution, with whether it was removed for its
/// condition: the instance as the `Resolving` entry shows it.
fn outcomes<'a>(v: &View<'a>) -> Vec<(&'a TriggerInstance, bool)> {
    let e = &v.journal.entries;
    let mut out = Vec::new();
    for (i, x) in e.iter().enumerate() {
        let Happening::Resolving {
            instance: Some(t), ..
        } = &x.what
        else {
            continue;
        };
        let removed = e[i + 1..].iter().find_map(|y| match &y.what {
            Happening::RemovedFromStack { instance, reason } if *instance == t.id => {
                Some(*reason == RemovalReason::InterveningIfFalse)
            }
            Happening::Resolved { instance: Some(r) } if *r == t.id => Some(false),
            _ => None,
        });
        if let Some(removed) = removed {
            out.push((t, removed));
        }
    }
    out
}

/// Is `t`'s condition "this permanent is untapped", with its source gone from the battlefield?
fn about_departed_source(v: &View, t: &TriggerInstance) -> bool {
    let untapped = printed(v, &t.origin)
        .is_some_and(|ta| ta.intervening_if == Some(Condition::source_untapped()));
    let gone = v
        .state
        .object(t.source)
        .is_none_or(|o| o.zone != Zone::Battlefield);
    untapped && gone
}

/// CR 603.4 + CR 113.7a: with its source gone, an "if this is untapped" ability is removed on
/// resolution exactly when the source was tapped as it last existed on the battlefield.
fn uses_last_known_information(v: &View) -> bool {
    outcomes(v).into_iter().all(|(t, removed)| {
        if !about_departed_source(v, t) {
            return true;
        }
        match &t.source_lki {
            Some(last) => removed == last.tapped,
            None => true,
        }
    })
}

/// An ability about its source resolves after the source left the battlefield.
fn resolves_after_source_left(v: &View) -> bool {
    outcomes(v)
        .into_iter()
        .any(|(t, removed)| !removed && about_departed_source(v, t))
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step};

pub fn properties() -> Vec<Property> {
    vec![
        Property {
            name: "intervening-if-uses-last-known-information",
            expectation: Always,
            kind: Step,
            statement: "An intervening 'if' about a source that has left is judged on the source's last known information.",
            rules: &[RuleRef::InterveningIf, RuleRef::LastKnownInformation],
            editions: MTG,
            witness: Some("condition-about-departed-source-resolves"),
            check: uses_last_known_information,
        },
        Property {
            name: "condition-about-departed-source-resolves",
            expectation: Sometimes,
            kind: Reachability,
            statement: "An ability whose intervening 'if' is about its source resolves after the source left.",
            rules: &[RuleRef::LastKnownInformation],
            editions: MTG,
            witness: None,
            check: resolves_after_source_left,
        },
    ]
}
