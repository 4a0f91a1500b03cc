//! Properties of Conquer and Hold effects when the point is replaced. In Riftbound they trigger
//! anyway (RB 383.4.c.2.c, 383.4.d.2.c). Under MTG rules a replaced event triggers nothing:
//! CR 603.2h and CR 410.7 (mtg-2008-10-01) both say so.

use crate::observe::has_abilities;
use crate::{Expectation, Kind, Property, View, ALL, MTG, RIFTBOUND};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening};
use triggerproof_model::state::{ObjectId, PlayerId};
use triggerproof_model::vocab::{ScoreKind, TriggerCondition, TriggerEvent};

/// The replaced scores of this step: (journal index, player, kind).
fn replaced_scores(v: &View) -> Vec<(usize, PlayerId, ScoreKind)> {
    v.journal
        .entries
        .iter()
        .enumerate()
        .filter_map(|(i, e)| match &e.what {
            Happening::Event(Event::Scored {
                player,
                kind,
                point: false,
            }) => Some((i, *player, *kind)),
            _ => None,
        })
        .collect()
}

/// Battlefield objects (now) with a Conquer/Hold effect watching `player`'s `kind`.
fn watchers(v: &View, player: PlayerId, kind: ScoreKind) -> Vec<ObjectId> {
    v.state
        .battlefield()
        .filter(|(id, o)| {
            has_abilities(v, *id)
                && v.pool
                    .get(o.card)
                    .triggered()
                    .any(|(_, ta)| match &ta.when {
                        TriggerCondition::Event(TriggerEvent::Scores { kind: k, who }) => {
                            *k == kind && crate::selector::names_player(*who, player, o.controller)
                        }
                        _ => false,
                    })
        })
        .map(|(id, _)| id)
        .collect()
}

fn triggered_by(v: &View, source: ObjectId, cause: usize) -> bool {
    v.journal.iter().any(|e| {
        matches!(&e.what, Happening::Triggered { source: s, cause: Some(c), .. }
            if *s == source && *c as usize == cause)
    })
}

/// RB 383.4.c.2.c, 383.4.d.2.c: every Conquer/Hold effect watching a score whose point was
/// replaced triggers from it.
fn triggers_despite_replacement(v: &View) -> bool {
    replaced_scores(v).into_iter().all(|(i, player, kind)| {
        watchers(v, player, kind)
            .into_iter()
            .all(|w| triggered_by(v, w, i))
    })
}

/// CR 603.2h: a score whose point was replaced triggers nothing.
fn replaced_point_triggers_nothing(v: &View) -> bool {
    let replaced = replaced_scores(v);
    v.journal.iter().all(|e| match &e.what {
        Happening::Triggered { cause: Some(c), .. } => {
            !replaced.iter().any(|(i, ..)| *i == *c as usize)
        }
        _ => true,
    })
}

/// A point is replaced while a Conquer/Hold effect watches that score.
fn point_replaced_near_watcher(v: &View) -> bool {
    replaced_scores(v)
        .into_iter()
        .any(|(_, player, kind)| !watchers(v, player, kind).is_empty())
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step};

pub fn properties() -> Vec<Property> {
    vec![
        Property {
            name: "score-triggers-despite-replaced-point",
            expectation: Always,
            kind: Step,
            statement:
                "Conquer and Hold effects trigger even when the point is negated or replaced.",
            rules: &[
                RuleRef::ConquerTriggersDespiteReplacement,
                RuleRef::HoldTriggersDespiteReplacement,
            ],
            editions: RIFTBOUND,
            witness: Some("point-replaced-near-score-watcher"),
            check: triggers_despite_replacement,
        },
        Property {
            name: "replaced-point-triggers-nothing",
            expectation: Always,
            kind: Step,
            statement: "A score whose point was replaced triggers nothing.",
            rules: &[RuleRef::PreventedNoTrigger, RuleRef::Replacement],
            editions: MTG,
            witness: Some("point-replaced-near-score-watcher"),
            check: replaced_point_triggers_nothing,
        },
        Property {
            name: "point-replaced-near-score-watcher",
            expectation: Sometimes,
            kind: Reachability,
            statement: "A point is replaced while a Conquer or Hold effect watches.",
            rules: &[RuleRef::Replacement],
            editions: ALL,
            witness: None,
            check: point_replaced_near_watcher,
        },
    ]
}
