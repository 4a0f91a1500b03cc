//! "At the beginning of" once per step (CR 603.2b (mtg-2024-11-08); CR 300.5 (mtg-2008-10-01)),
//! including the steps of an added combat phase (CR 500.8 (mtg-2024-11-08);
//! CR 300.7 (mtg-2008-10-01)): every time a step begins, each ability of a permanent present
//! then that triggers at the beginning of that step triggers exactly once for that beginning
//! (or is journaled as stopped by a rule), whether or not the step already happened this turn.
//!
//! Our own reading, from the journal: a step's beginning is its `StepBegan` entry; a trigger of
//! it names that entry as its cause. An additional trigger (CR 603.2d) is counted apart. An
//! added combat phase is announced by the entry cited with the added-phase rule just before its
//! beginning of combat step begins. The engine's rule code is never called.

use crate::observe::has_abilities;
use crate::{Expectation, Kind, Property, View, MTG};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening};
use triggerproof_model::state::{AbilityOrigin, ObjectId, PlayerId, Step};
use triggerproof_model::vocab::trigger::{StepName, TriggerCondition};
use triggerproof_model::vocab::TriggerEvent;

/// Does the word of an "at the beginning of" ability name the step (our own table)?
fn names(word: StepName, step: Step) -> bool {
    matches!(
        (word, step),
        (StepName::Upkeep, Step::Upkeep)
            | (StepName::Draw, Step::Draw)
            | (StepName::End, Step::End)
            | (StepName::Combat, Step::BeginningOfCombat)
            | (StepName::EndOfCombat, Step::EndOfCombat)
    )
}

/// Did a permanent enter the battlefield (as `id`) after journal entry `i`?
fn entered_after(v: &View, id: ObjectId, i: usize) -> bool {
    v.journal.entries[i + 1..].iter().any(
        |y| matches!(&y.what, Happening::Event(Event::ZoneChange { new: Some(n), .. }) if *n == id),
    )
}

/// The printed abilities of `id`'s card that trigger at the beginning of `step` of `active`'s
/// turn, by index.
fn watchers(v: &View, id: ObjectId, step: Step, active: PlayerId) -> Vec<u8> {
    let Some(o) = v.state.object(id) else {
        return Vec::new();
    };
    v.pool
        .get(o.card)
        .triggered()
        .filter(|(_, ta)| {
            matches!(&ta.when, TriggerCondition::Event(TriggerEvent::BeginningOf { step: w, whose })
                if names(*w, step) && crate::step_begins::whose(*whose, active, o.controller))
        })
        .map(|(k, _)| k)
        .collect()
}

/// CR 603.2b: for the step that began at entry `i`, each watching ability of each permanent
/// present then triggered once (not counting additional triggers), or was stopped by a rule
/// and did not trigger.
fn once_for(v: &View, i: usize, step: Step, active: PlayerId) -> bool {
    let e = &v.journal.entries;
    v.state.battlefield().all(|(id, o)| {
        let abilities = watchers(v, id, step, active);
        if abilities.is_empty() || entered_after(v, id, i) || !has_abilities(v, id) {
            return true;
        }
        abilities.into_iter().all(|k| {
            let mine = |origin: &AbilityOrigin| {
                matches!(origin, AbilityOrigin::Printed { card, index } if *card == o.card && *index == k)
            };
            let mut triggered = 0usize;
            let mut stopped = false;
            for y in &e[i + 1..] {
                match &y.what {
                    Happening::Triggered {
                        source,
                        origin,
                        cause: Some(c),
                        additional: false,
                        ..
                    } if *source == id && mine(origin) && *c as usize == i => triggered += 1,
                    Happening::NotTriggered { source, origin, .. }
                        if *source == id && mine(origin) =>
                    {
                        stopped = true
                    }
                    _ => {}
                }
            }
            triggered == 1 || (triggered == 0 && stopped)
        })
    })
}

/// `beginning-triggers-once-per-step`: every step that began in this step is judged.
pub fn once_per_step(v: &View) -> bool {
    if !crate::early::any(v, crate::readings::Marks::STEP_BEGAN) {
        return true;
    }
    v.journal
        .entries
        .iter()
        .enumerate()
        .all(|(i, x)| match &x.what {
            Happening::Event(Event::StepBegan { step, active, .. }) => {
                once_for(v, i, *step, *active)
            }
            _ => true,
        })
}

/// An ability triggers at the beginning of an added combat phase's beginning of combat step.
fn added_combat_triggers(v: &View) -> bool {
    let e = &v.journal.entries;
    e.iter().enumerate().any(|(i, x)| {
        let added = e[..i]
            .iter()
            .rev()
            .find(|y| !matches!(y.what, Happening::Event(Event::StepBegan { .. })))
            .is_some_and(|y| {
                y.rule == RuleRef::ExtraPhase
                    && matches!(y.what, Happening::CombatPhaseAdded { begins: true, .. })
            });
        added
            && matches!(
                x.what,
                Happening::Event(Event::StepBegan {
                    step: Step::BeginningOfCombat,
                    ..
                })
            )
            && e[i + 1..].iter().any(
                |y| matches!(y.what, Happening::Triggered { cause: Some(c), .. } if c as usize == i),
            )
    })
}

use Expectation::{Always, Sometimes};

pub fn properties() -> Vec<Property> {
    vec![
        Property {
            name: "beginning-triggers-once-per-step",
            expectation: Always,
            kind: Kind::Step,
            statement: "Each time a step begins (an added combat phase's steps included), each 'at the beginning of' ability of that step of a permanent present then triggers exactly once for it, or is journaled as stopped by a rule.",
            rules: &[RuleRef::BeginningOfStep, RuleRef::ExtraPhase],
            editions: MTG,
            witness: Some("added-combat-beginning-triggers"),
            check: once_per_step,
        },
        Property {
            name: "added-combat-beginning-triggers",
            expectation: Sometimes,
            kind: Kind::Reachability,
            statement: "An ability triggers at the beginning of an added combat phase's beginning of combat step.",
            rules: &[RuleRef::ExtraPhase],
            editions: MTG,
            witness: None,
            check: added_combat_triggers,
        },
    ]
}
