//! Properties of "may" and "unless" (CR 603.5): the ability goes on the stack regardless; the
//! choice is made as it resolves.

use crate::{Expectation, Kind, Property, View, MTG};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::Happening;

/// CR 603.5: every "may"/"unless" answer is given while that ability is resolving.
fn chosen_on_resolution(v: &View) -> bool {
    v.journal.entries.iter().enumerate().all(|(i, e)| match &e.what {
        Happening::OptionChosen { instance: Some(id), .. } => v.journal.entries[..i]
            .iter()
            .any(|e| matches!(&e.what, Happening::Resolving { instance: Some(t), .. } if t.id == *id)),
        _ => true,
    })
}

fn declined(v: &View) -> bool {
    v.journal
        .iter()
        .any(|e| matches!(e.what, Happening::OptionChosen { yes: false, .. }))
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step};

pub fn properties() -> Vec<Property> {
    vec![
        Property { name: "may-and-unless-chosen-on-resolution", expectation: Always, kind: Step, statement: "'May' and 'unless' choices are made as the ability resolves, never when it triggers.", rules: &[RuleRef::OptionalOnResolution], editions: MTG, witness: Some("optional-trigger-declined"), check: chosen_on_resolution },
        Property { name: "optional-trigger-declined", expectation: Sometimes, kind: Reachability, statement: "A player declines a 'may' ability.", rules: &[RuleRef::OptionalOnResolution], editions: MTG, witness: None, check: declined },
    ]
}
