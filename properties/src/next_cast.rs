//! "When you next [event] this turn" (CR 603.7b (mtg-2024-11-08); CR 404.4b (mtg-2008-10-01)):
//! a delayed triggered ability that triggers only once, the next time its event occurs ("when
//! you next cast an instant spell this turn").
//!
//! This file's own reading: which delayed triggers are written "next ... this turn" is read
//! from the card pool (a `delayed` effect written with `lasts = "once-this-turn"` in a spell or
//! a printed triggered or activated ability, by its event and action). A step in which one of
//! them triggers sees it trigger once (an additional instance, CR 603.2d, aside) and leaves
//! none of that event, action and source waiting after it, unless the same step created one
//! anew after it triggered.

use crate::{Expectation, Kind, Property, View, MTG};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::Happening;
use triggerproof_model::state::{AbilityOrigin, ObjectId};
use triggerproof_model::vocab::effect::{DelayedAction, Lasts};
use triggerproof_model::vocab::words::EffectWord;
use triggerproof_model::vocab::{Ability, DelayedEvent, Effect};

/// The (event, action) pairs `e` (and the effects nested in it) writes "once this turn".
fn written_in<'a>(e: &'a Effect, out: &mut Vec<(&'a DelayedEvent, &'a DelayedAction)>) {
    if let Effect::Delayed {
        when,
        then,
        lasts: Lasts::OnceThisTurn,
        ..
    } = e
    {
        out.push((when, then));
    }
    for (inner, _) in EffectWord::nested(e) {
        written_in(inner, out);
    }
}

/// Every "next ... this turn" delayed trigger the pool's cards write.
fn written<'a>(v: &View<'a>) -> Vec<(&'a DelayedEvent, &'a DelayedAction)> {
    let mut out = Vec::new();
    for (_, card) in v.pool.iter() {
        if let Some(e) = &card.spell {
            written_in(e, &mut out);
        }
        for a in &card.abilities {
            match a {
                Ability::Triggered(t) => {
                    written_in(&t.effect, &mut out);
                    t.modes.iter().for_each(|m| written_in(m, &mut out));
                }
                Ability::Activated(a) => written_in(&a.effect, &mut out),
                Ability::Static(_) => {}
            }
        }
    }
    out
}

/// One delayed instance of this step: its journal index, event, action, source and whether it
/// is an additional instance.
type Fired<'a> = (usize, &'a DelayedEvent, &'a DelayedAction, ObjectId, bool);

/// The delayed instances this step's journal shows triggering.
fn fired<'a>(v: &'a View) -> Vec<Fired<'a>> {
    v.journal
        .entries
        .iter()
        .enumerate()
        .filter_map(|(i, e)| match &e.what {
            Happening::Triggered {
                origin: AbilityOrigin::Delayed { event, action },
                source,
                additional,
                ..
            } => Some((i, event, action, *source, *additional)),
            _ => None,
        })
        .collect()
}

/// The "next ... this turn" ones among this step's delayed instances.
fn fired_next<'a>(v: &'a View) -> Vec<Fired<'a>> {
    let all = fired(v);
    if all.is_empty() {
        return all;
    }
    let written = written(v);
    all.into_iter()
        .filter(|(_, ev, act, _, _)| written.iter().any(|(w, a)| w == ev && a == act))
        .collect()
}

/// CR 603.7b: triggered once in the step, and not waiting any more after it.
fn triggers_at_most_once(v: &View) -> bool {
    let fired = fired_next(v);
    fired.iter().all(|&(i, event, action, source, _)| {
        let anew = v.journal.entries[i..].iter().any(|e| {
            matches!(&e.what, Happening::DelayedCreated { event: ev, source: s, .. }
                if ev == event && *s == source)
        });
        let times = fired
            .iter()
            .filter(|(_, ev, act, s, extra)| {
                *ev == event && *act == action && *s == source && !extra
            })
            .count();
        let waits = v
            .state
            .delayed
            .iter()
            .any(|d| d.event == *event && d.action == *action && d.source == source);
        anew || (times == 1 && !waits)
    })
}

/// Witness: a "next ... this turn" delayed trigger triggers.
fn next_this_turn_seen(v: &View) -> bool {
    !fired_next(v).is_empty()
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step};

pub fn properties() -> Vec<Property> {
    vec![
        Property { name: "next-this-turn-triggers-once", expectation: Always, kind: Step, statement: "A delayed 'when you next [event] this turn' triggers at most once: after it triggers it waits no more.", rules: &[RuleRef::DelayedNextThisTurn], editions: MTG, witness: Some("next-this-turn-delayed-triggers"), check: triggers_at_most_once },
        Property { name: "next-this-turn-delayed-triggers", expectation: Sometimes, kind: Reachability, statement: "A delayed 'when you next [event] this turn' triggers.", rules: &[RuleRef::DelayedNextThisTurn], editions: MTG, witness: None, check: next_this_turn_seen },
    ]
}
