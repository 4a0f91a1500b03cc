//! "At the beginning of" a step (CR 603.2b): when a step begins, every ability that triggers at
//! the beginning of that step triggers, and only then do the step's turn-based actions happen
//! (the draw, CR 504.1; untapping, CR 502.3). Read from the journal: after a step began, its
//! turn-based action is the next thing that happens (triggering aside); every permanent
//! present as the step began whose ability names that step has triggered or is journaled as
//! not triggering, with the rule that stopped it.

use crate::observe::has_abilities;
use crate::{Expectation, Kind, Property, View, MTG};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening};
use triggerproof_model::state::{AbilityOrigin, ObjectId, PlayerId, Step};
use triggerproof_model::vocab::trigger::{StepName, TriggerCondition};
use triggerproof_model::vocab::{TriggerEvent, Who};

/// Does a step name its "at the beginning of" word?
pub(crate) fn names(word: StepName, step: Step) -> bool {
    matches!(
        (word, step),
        (StepName::Upkeep, Step::Upkeep)
            | (StepName::Draw, Step::Draw)
            | (StepName::End, Step::End)
    )
}

/// Is `active`'s step one whose `whose` the controller `you` is watching?
pub(crate) fn whose(w: Who, active: PlayerId, you: PlayerId) -> bool {
    crate::selector::names_player(w, active, you)
}

/// Is the happening the draw step's turn-based draw by `active`?
fn is_draw(h: &Happening, active: PlayerId) -> bool {
    matches!(h, Happening::Event(Event::Drew(p)) if *p == active)
}

/// CR 504.1 after CR 603.2b: the draw step's card is drawn after the step began, right after
/// its triggers: the next event after the draw step began is the active player's draw, and no
/// draw by them comes between the previous step and the draw step's beginning.
fn draw_after_beginning(v: &View) -> bool {
    let e = &v.journal.entries;
    e.iter().enumerate().all(|(i, x)| {
        let Happening::Event(Event::StepBegan {
            step: Step::Draw,
            active,
            ..
        }) = &x.what
        else {
            return true;
        };
        let next = e[i + 1..]
            .iter()
            .find(|y| matches!(y.what, Happening::Event(_)));
        // An empty library: no card is drawn (the player loses later, CR 704.5b).
        let empty = v.state.library_size(*active) == 0
            && !e[i + 1..].iter().any(|y| is_draw(&y.what, *active));
        let draws_next = empty || next.is_some_and(|y| is_draw(&y.what, *active));
        let prev_step = e[..i]
            .iter()
            .rposition(|y| matches!(y.what, Happening::Event(Event::StepBegan { .. })));
        let drew_before =
            prev_step.is_some_and(|p| e[p + 1..i].iter().any(|y| is_draw(&y.what, *active)));
        draws_next && !drew_before
    })
}

/// Did a permanent enter the battlefield (as `id`) after journal entry `i`?
fn entered_after(v: &View, id: ObjectId, i: usize) -> bool {
    v.journal.entries[i + 1..].iter().any(
        |y| matches!(&y.what, Happening::Event(Event::ZoneChange { new: Some(n), .. }) if *n == id),
    )
}

/// CR 603.2b: every permanent present as a step began (still there after the step, not a
/// newcomer) with an ability that triggers at the beginning of that step, and its abilities, is
/// accounted for: triggered by that beginning, or journaled as not triggering (intervening if,
/// once each turn, hidden).
fn every_beginning_ability_triggers(v: &View) -> bool {
    let e = &v.journal.entries;
    e.iter().enumerate().all(|(i, x)| {
        let Happening::Event(Event::StepBegan { step, active, .. }) = &x.what else {
            return true;
        };
        v.state.battlefield().all(|(id, o)| {
            // Only a permanent with an ability of this beginning is asked the rest (the
            // abilities check reads the whole battlefield).
            let asked = v.pool.get(o.card).triggered().any(|(_, ta)| {
                matches!(&ta.when, TriggerCondition::Event(TriggerEvent::BeginningOf { step: w, whose: who })
                    if names(*w, *step) && whose(*who, *active, o.controller))
            });
            if !asked || entered_after(v, id, i) || !has_abilities(v, id) {
                return true;
            }
            v.pool.get(o.card).triggered().all(|(k, ta)| {
                let TriggerCondition::Event(TriggerEvent::BeginningOf { step: w, whose: who }) =
                    &ta.when
                else {
                    return true;
                };
                if !names(*w, *step) || !whose(*who, *active, o.controller) {
                    return true;
                }
                let mine = |origin: &AbilityOrigin| {
                    matches!(origin, AbilityOrigin::Printed { card, index } if *card == o.card && *index == k)
                };
                e[i + 1..].iter().any(|y| match &y.what {
                    Happening::Triggered {
                        source,
                        origin,
                        cause: Some(c),
                        ..
                    } => *source == id && mine(origin) && *c as usize == i,
                    Happening::NotTriggered { source, origin, .. } => *source == id && mine(origin),
                    _ => false,
                })
            })
        })
    })
}

/// CR 603.2b + CR 504.1: both clauses.
pub(crate) fn triggers_first(v: &View) -> bool {
    draw_after_beginning(v) && every_beginning_ability_triggers(v)
}

/// An ability triggers at the beginning of a draw step, before the draw.
fn draw_step_trigger_seen(v: &View) -> bool {
    let e = &v.journal.entries;
    e.iter().enumerate().any(|(i, x)| {
        matches!(
            x.what,
            Happening::Event(Event::StepBegan {
                step: Step::Draw,
                ..
            })
        ) && e[i + 1..].iter().any(
            |y| matches!(y.what, Happening::Triggered { cause: Some(c), .. } if c as usize == i),
        )
    })
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step as StepKind};

/// `beginning-of-step-triggers-first` judges each step that began in this step.
pub fn beginning_of_step_triggers_first(v: &View) -> bool {
    !crate::early::any(v, crate::readings::Marks::STEP_BEGAN)
        || crate::step_begins::triggers_first(v)
}

pub fn properties() -> Vec<Property> {
    vec![
        Property {
            name: "beginning-of-step-triggers-first",
            expectation: Always,
            kind: StepKind,
            statement: "Every 'at the beginning of' ability of a permanent present when its step begins triggers (or is journaled as stopped by a rule), before the step's turn-based action (the draw).",
            rules: &[RuleRef::BeginningOfStep, RuleRef::DrawStep],
            editions: MTG,
            witness: Some("draw-step-ability-triggers"),
            check: beginning_of_step_triggers_first,
        },
        Property {
            name: "draw-step-ability-triggers",
            expectation: Sometimes,
            kind: Reachability,
            statement: "An ability triggers at the beginning of a draw step.",
            rules: &[RuleRef::BeginningOfStep],
            editions: MTG,
            witness: None,
            check: draw_step_trigger_seen,
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use triggerproof_model::cards::builtin;
    use triggerproof_model::journal::Journal;
    use triggerproof_model::state::GameState;
    use triggerproof_model::Edition;

    /// The draw before the draw step began (the old order) violates the ordering property.
    #[test]
    fn drawing_before_the_step_begins_is_a_violation() {
        let pool = builtin();
        let s = GameState::new(2, 20, 1);
        let mut j = Journal::default();
        let began = Event::StepBegan {
            turn: 1,
            step: Step::Draw,
            active: PlayerId(0),
        };
        j.push(
            RuleRef::DrawStep,
            Happening::Event(Event::Drew(PlayerId(0))),
        );
        j.push(RuleRef::BeginningOfStep, Happening::Event(began.clone()));
        let v = View::new(Edition::Mtg20241108, &pool, &s, &j);
        assert!(!draw_after_beginning(&v));
        let mut k = Journal::default();
        k.push(RuleRef::BeginningOfStep, Happening::Event(began));
        k.push(
            RuleRef::DrawStep,
            Happening::Event(Event::Drew(PlayerId(0))),
        );
        assert!(draw_after_beginning(&View::new(
            v.edition, v.pool, v.state, &k
        )));
    }
}
