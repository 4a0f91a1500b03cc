//! The cleanup step (issue 32, root 4), read from the journal and the state alone:
//! - its turn-based action is one event: "the following actions happen simultaneously: all
//!   damage marked on permanents ... is removed and all \"until end of turn\" and \"this turn\"
//!   effects end" (CR 514.2 (mtg-2024-11-08); CR 314.2 (mtg-2008-10-01)). So a permanent whose
//!   lost abilities come back in a cleanup step had none just before that step's endings, and
//!   its "when you lose control of this" ability, which looks back (CR 603.10d), does not
//!   trigger on control ending in the same cleanup step;
//! - a player who received priority in a cleanup step is followed by another cleanup step (CR
//!   514.3a (mtg-2024-11-08); CR 314.3 (mtg-2008-10-01)): a turn ends only from a cleanup step
//!   in which nobody received priority, so the step of the game that begins a new turn also
//!   began the cleanup step that ended the previous one.

use crate::{Expectation, Kind, Property, View, MTG};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening, JournalEntry};
use triggerproof_model::state::{AbilityOrigin, Decision, ObjectId, Step};
use triggerproof_model::vocab::trigger::ControlSide;
use triggerproof_model::vocab::{TriggerCondition, TriggerEvent};

/// Does entry `e` begin a step `step`?
fn begins(e: &JournalEntry, step: Step) -> bool {
    matches!(e.what, Happening::Event(Event::StepBegan { step: s, .. }) if s == step)
}

/// The entries of the cleanup step entry `j` belongs to: from the cleanup step's beginning
/// before `j` to the next step's beginning (None if `j` is not in a cleanup step begun in this
/// journal).
fn cleanup_around<'a>(v: &View<'a>, j: usize) -> Option<&'a [JournalEntry]> {
    let entries = &v.journal.entries;
    let start = entries[..j]
        .iter()
        .rposition(|e| matches!(e.what, Happening::Event(Event::StepBegan { .. })))?;
    if !begins(&entries[start], Step::Cleanup) {
        return None;
    }
    let end = entries[start + 1..]
        .iter()
        .position(|e| matches!(e.what, Happening::Event(Event::StepBegan { .. })))
        .map_or(entries.len(), |k| start + 1 + k);
    Some(&entries[start..end])
}

/// CR 514.2: the control change at entry `j` is one of a cleanup step's endings, and the same
/// step also gave `object` back the abilities it had lost until end of turn: just before the
/// endings (one event) it had no abilities.
pub(crate) fn abilities_returned_with(v: &View, j: usize, object: ObjectId) -> bool {
    cleanup_around(v, j).is_some_and(|step| {
        step.iter().any(|e| {
            matches!(e.what, Happening::Event(Event::AbilitiesChanged { object: o, lost: false })
                if o == object)
        })
    })
}

/// Is ability `origin` a printed "when you lose control of ..." ability?
fn is_control_loss_ability(v: &View, origin: &AbilityOrigin) -> bool {
    let AbilityOrigin::Printed { card, index } = origin else {
        return false;
    };
    v.pool.get(*card).triggered().any(|(i, ta)| {
        i == *index
            && matches!(
                &ta.when,
                TriggerCondition::Event(TriggerEvent::ControlChanges {
                    side: ControlSide::Lost,
                    ..
                })
            )
    })
}

/// CR 514.2 + CR 603.10d: no "when you lose control" ability of a permanent triggers on a
/// control change of a cleanup step that also gave it back its lost abilities.
fn cleanup_endings_one_event(v: &View) -> bool {
    let entries = &v.journal.entries;
    entries.iter().enumerate().all(|(j, e)| match &e.what {
        Happening::Event(Event::ControlChanged { object, .. })
            if abilities_returned_with(v, j, *object) =>
        {
            !entries.iter().any(|t| {
                matches!(&t.what, Happening::Triggered { origin, source, cause: Some(k), .. }
                    if *source == *object && usize::from(*k) == j
                        && is_control_loss_ability(v, origin))
            })
        }
        _ => true,
    })
}

/// A cleanup step both ends a permanent's control change and gives it back its abilities.
fn control_and_abilities_end_together(v: &View) -> bool {
    v.journal.entries.iter().enumerate().any(|(j, e)| {
        matches!(&e.what, Happening::Event(Event::ControlChanged { object, .. })
            if abilities_returned_with(v, j, *object))
    })
}

/// CR 514.3a: a step of the game that begins a new turn (its untap step) also began the cleanup
/// step that ended the turn before: that cleanup step gave no one priority.
fn turn_ends_from_quiet_cleanup(v: &View) -> bool {
    let entries = &v.journal.entries;
    entries.iter().enumerate().all(|(k, e)| {
        !begins(e, Step::Untap) || entries[..k].iter().any(|c| begins(c, Step::Cleanup))
    })
}

/// A player holds priority in a cleanup step.
fn priority_in_cleanup(v: &View) -> bool {
    v.state.step == Step::Cleanup && matches!(v.state.decision, Decision::Priority(_))
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step as StepKind};

pub fn properties() -> Vec<Property> {
    vec![
        Property { name: "cleanup-endings-one-event", expectation: Always, kind: StepKind, statement: "A permanent whose lost abilities come back in a cleanup step had none when control of it ended in that same step: its 'when you lose control' ability does not trigger.", rules: &[RuleRef::CleanupDamage, RuleRef::ControlLookBack], editions: MTG, witness: Some("control-and-abilities-end-together"), check: cleanup_endings_one_event },
        Property { name: "control-and-abilities-end-together", expectation: Sometimes, kind: Reachability, statement: "A cleanup step gives a permanent back both to its controller and its abilities.", rules: &[RuleRef::CleanupDamage], editions: MTG, witness: None, check: control_and_abilities_end_together },
        Property { name: "turn-ends-from-quiet-cleanup", expectation: Always, kind: StepKind, statement: "A new turn begins only from a cleanup step in which no player received priority: after priority in cleanup, another cleanup step follows.", rules: &[RuleRef::CleanupPriority], editions: MTG, witness: Some("priority-in-cleanup"), check: turn_ends_from_quiet_cleanup },
        Property { name: "priority-in-cleanup", expectation: Sometimes, kind: Reachability, statement: "A player receives priority in a cleanup step.", rules: &[RuleRef::CleanupPriority], editions: MTG, witness: None, check: priority_in_cleanup },
    ]
}
