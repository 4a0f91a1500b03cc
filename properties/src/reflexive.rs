//! Properties of reflexive triggers (CR 603.12): "when you do" triggers only if the action
//! happened during the resolution of the ability that created it.

use crate::{Expectation, Kind, Property, View, NOT_2008};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening};
use triggerproof_model::state::{AbilityOrigin, Zone};

/// CR 603.12: a reflexive trigger is preceded, in the same resolution, by its action (a permanent
/// of its controller put into a graveyard from the battlefield).
fn only_if_action_taken(v: &View) -> bool {
    v.journal.entries.iter().enumerate().all(|(i, e)| {
        let Happening::Triggered { origin: AbilityOrigin::Reflexive { .. }, controller, .. } = &e.what else { return true };
        let Some(start) = v.journal.entries[..i].iter().rposition(|e| matches!(e.what, Happening::Resolving { .. })) else { return false };
        v.journal.entries[start..i].iter().any(|e| matches!(&e.what, Happening::Event(Event::ZoneChange { from: Some(Zone::Battlefield), to: Zone::Graveyard, controller: c, .. }) if c == controller))
    })
}

fn reflexive_triggered(v: &View) -> bool {
    v.journal.iter().any(|e| {
        matches!(
            e.what,
            Happening::Triggered {
                origin: AbilityOrigin::Reflexive { .. },
                ..
            }
        )
    })
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step};

pub fn properties() -> Vec<Property> {
    vec![
        Property {
            name: "reflexive-only-if-action-taken",
            expectation: Always,
            kind: Step,
            statement:
                "A reflexive ability triggers only if its action happened during that resolution.",
            rules: &[RuleRef::Reflexive],
            editions: NOT_2008,
            witness: Some("reflexive-trigger-seen"),
            check: only_if_action_taken,
        },
        Property {
            name: "reflexive-trigger-seen",
            expectation: Sometimes,
            kind: Reachability,
            statement: "A reflexive ability triggers.",
            rules: &[RuleRef::Reflexive],
            editions: NOT_2008,
            witness: None,
            check: reflexive_triggered,
        },
    ]
}
