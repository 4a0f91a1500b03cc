//! Several objects in one event (issue 16): "create two tokens" puts both tokens onto the
//! battlefield at once, one event with an occurrence per token (CR 111.1 (mtg-2024-11-08) +
//! CR 603.2c (mtg-2024-11-08)), so a "whenever one or more" ability triggers once for them and
//! an "enters" ability once per token.
//!
//! One event is read from the journal as a run of consecutive event entries (a trigger check
//! after an event ends its run, as in `batched`). A resolution is the span from its
//! `Resolving` entry to its `Resolved` entry.

use crate::{Expectation, Kind, Property, View, ALL};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening};

/// For each journal entry, the number of the run of consecutive events it belongs to.
fn runs(v: &View) -> Vec<Option<usize>> {
    let mut run = 0;
    let mut inside = false;
    v.journal
        .entries
        .iter()
        .map(|e| {
            if matches!(e.what, Happening::Event(_)) {
                run += usize::from(!inside);
                inside = true;
                Some(run)
            } else {
                inside = false;
                None
            }
        })
        .collect()
}

/// Is entry `e` a token being created (an object entering from no zone)?
fn created(e: &Happening) -> bool {
    matches!(e, Happening::Event(Event::ZoneChange { from: None, .. }))
}

/// For each resolution in the journal, the runs of the tokens it created.
fn creations(v: &View) -> Vec<Vec<Option<usize>>> {
    let runs = runs(v);
    let mut out = Vec::new();
    let mut open: Option<Vec<Option<usize>>> = None;
    for (i, e) in v.journal.entries.iter().enumerate() {
        match &e.what {
            Happening::Resolving { .. } => open = Some(Vec::new()),
            Happening::Resolved { .. } => out.extend(open.take()),
            w if created(w) => {
                if let Some(o) = open.as_mut() {
                    o.push(runs[i]);
                }
            }
            _ => {}
        }
    }
    out.extend(open);
    out
}

/// CR 111.1 + CR 603.2c: the tokens one resolving effect creates enter in one event.
fn created_together(v: &View) -> bool {
    creations(v)
        .iter()
        .all(|r| r.windows(2).all(|w| w[0] == w[1]))
}

/// A resolution creates two or more tokens.
fn several_created(v: &View) -> bool {
    creations(v).iter().any(|r| r.len() >= 2)
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step as StepKind};

pub fn properties() -> Vec<Property> {
    vec![
        Property {
            name: "tokens-created-together",
            expectation: Always,
            kind: StepKind,
            statement: "The tokens one resolving effect creates enter the battlefield in one event (one occurrence each), so 'one or more' watchers trigger once for them.",
            rules: &[RuleRef::TokensCreated, RuleRef::BatchedTrigger],
            editions: ALL,
            witness: Some("several-tokens-created"),
            check: created_together,
        },
        Property {
            name: "several-tokens-created",
            expectation: Sometimes,
            kind: Reachability,
            statement: "One resolving effect creates two or more tokens.",
            rules: &[RuleRef::TokensCreated],
            editions: ALL,
            witness: None,
            check: several_created,
        },
    ]
}
