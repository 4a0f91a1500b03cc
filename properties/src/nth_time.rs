//! "The Nth time [event] each turn" (RB 383.1.b), counted per object: each object's ability
//! counts the occurrences of its own condition this turn (a copy of the card counts apart, and
//! a card that changed zones is a new object with a fresh count, as CR 400.7 has it). The
//! ability triggers on the Nth occurrence, once: of simultaneous occurrences the controller
//! picks the one that serves, one triggering is journaled and one instance is placed.
//!
//! The occurrences of a step are counted from its journal with this file's own reading of the
//! zone-change events; the count of earlier steps this turn is what the object keeps (state).

use crate::observe::printed;
use crate::{Expectation, Kind, Property, View, RIFTBOUND};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening};
use triggerproof_model::state::{AbilityOrigin, Decision, ObjectId, PlayerId, Zone};
use triggerproof_model::vocab::trigger::TriggerCondition;
use triggerproof_model::vocab::TriggerEvent;

/// Is this origin a "the Nth time" ability?
fn is_nth(v: &View, origin: &AbilityOrigin) -> bool {
    printed(v, origin).is_some_and(|ta| ta.nth_time.is_some())
}

/// The source of a trigger instance, from its `Triggered` entry in this journal or the state.
fn source_of(v: &View, id: triggerproof_model::state::InstanceId) -> Option<ObjectId> {
    let journaled = v.journal.iter().find_map(|e| match &e.what {
        Happening::Triggered {
            instance, source, ..
        } if *instance == id => Some(*source),
        _ => None,
    });
    journaled.or_else(|| {
        crate::observe::instances(v)
            .find(|t| t.id == id)
            .map(|t| t.source)
    })
}

/// RB 383.1.b: once an object's "the Nth time" ability is placed, no simultaneous instance of
/// it (same object, same ability) is left waiting, and the step places at most one of them.
fn placed_once(v: &View) -> bool {
    let mut placed: Vec<(ObjectId, &AbilityOrigin)> = Vec::new();
    for e in &v.journal.entries {
        if let Happening::PutOnStack {
            instance, origin, ..
        } = &e.what
        {
            if is_nth(v, origin) {
                let Some(src) = source_of(v, *instance) else {
                    return false;
                };
                if placed.contains(&(src, origin)) {
                    return false;
                }
                placed.push((src, origin));
            }
        }
    }
    !v.state
        .waiting
        .iter()
        .any(|t| placed.contains(&(t.source, &t.origin)))
}

/// Is `ev` an occurrence of `te` for the ability of `me`, controlled by `you`? Zone changes
/// only (the events "the Nth time" cards in the pool use).
fn occurrence(v: &View, te: &TriggerEvent, ev: &Event, me: ObjectId, you: PlayerId) -> bool {
    let Event::ZoneChange {
        old,
        new,
        card,
        from,
        to,
        controller,
        ..
    } = ev
    else {
        return false;
    };
    let (subject, hit) = match te {
        TriggerEvent::Dies(s) => (
            s,
            *from == Some(Zone::Battlefield) && *to == Zone::Graveyard,
        ),
        TriggerEvent::LeavesBattlefield(s) => (s, *from == Some(Zone::Battlefield)),
        TriggerEvent::Enters(s) => (s, *to == Zone::Battlefield),
        _ => return false,
    };
    let itself = *old == me || *new == Some(me);
    let known = crate::selector::Known::from_journal(*card, *controller, itself);
    hit && crate::selector::selects(v.pool, subject, &known, you) == Some(true)
}

/// RB 383.1.b per object: an object's "the Nth time" ability triggers in a step exactly when
/// its own count crossed N in that step (the count before it is the object's count now less
/// the occurrences this journal shows).
fn counted_per_object(v: &View) -> bool {
    let moved_in = |id: ObjectId| {
        v.journal.events().any(
            |ev| matches!(ev, Event::ZoneChange { new: Some(n), to: Zone::Battlefield, .. } if *n == id),
        )
    };
    v.state.battlefield().all(|(id, o)| {
        if moved_in(id) {
            return true;
        }
        v.pool.get(o.card).triggered().all(|(k, ta)| {
            let (Some(n), TriggerCondition::Event(te)) = (ta.nth_time, &ta.when) else {
                return true;
            };
            let here = v
                .journal
                .events()
                .filter(|ev| occurrence(v, te, ev, id, o.controller))
                .count();
            let now = o
                .nth_seen
                .iter()
                .find(|(i, _)| *i == k)
                .map_or(0, |(_, c)| *c as usize);
            let Some(before) = now.checked_sub(here) else {
                return false;
            };
            let crossed = here > 0 && before < n as usize && n as usize <= now;
            let triggered = v.journal.iter().any(|e| {
                matches!(&e.what, Happening::Triggered { source, origin: AbilityOrigin::Printed { index, .. }, .. } if *source == id && *index == k)
            });
            crossed == triggered
        })
    })
}

/// RB 383.1.b: "The ability triggers only once, due to the chosen condition": however many
/// occurrences a step's events hold, its journal says an object's "the Nth time" ability
/// triggered at most once (watchers of abilities triggering and trigger counts read those
/// entries, so an extra entry is an extra triggering even if it never reaches the Chain).
fn triggered_once(v: &View) -> bool {
    let mut met: Vec<(ObjectId, &AbilityOrigin)> = Vec::new();
    for e in &v.journal.entries {
        if let Happening::Triggered { source, origin, .. } = &e.what {
            if is_nth(v, origin) {
                if met.contains(&(*source, origin)) {
                    return false;
                }
                met.push((*source, origin));
            }
        }
    }
    true
}

/// Every clause.
fn nth_time_once(v: &View) -> bool {
    triggered_once(v) && placed_once(v) && counted_per_object(v)
}

/// A player chooses which of simultaneous occurrences serves as an object's "the Nth time":
/// the one waiting instance carries the others as alternatives.
fn nth_time_choice(v: &View) -> bool {
    matches!(v.state.decision, Decision::PutTrigger { .. })
        && v.state
            .waiting
            .iter()
            .any(|t| is_nth(v, &t.origin) && !t.alternatives.is_empty())
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step};

pub fn properties() -> Vec<Property> {
    vec![
        Property { name: "nth-time-triggers-once", expectation: Always, kind: Step, statement: "Each object's 'the Nth time' ability triggers when its own count reaches N, and once: of simultaneous occurrences, one serves and the others never trigger nor are placed.", rules: &[RuleRef::NthTime], editions: RIFTBOUND, witness: Some("nth-time-choice-offered"), check: nth_time_once },
        Property { name: "nth-time-choice-offered", expectation: Sometimes, kind: Reachability, statement: "A player chooses which simultaneous occurrence serves as 'the Nth time'.", rules: &[RuleRef::NthTime], editions: RIFTBOUND, witness: None, check: nth_time_choice },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use triggerproof_model::cards::builtin;
    use triggerproof_model::journal::Journal;
    use triggerproof_model::state::{GameObject, GameState};
    use triggerproof_model::Edition;

    fn triggered(rites: triggerproof_model::vocab::CardId, id: u8, cause: u16) -> Happening {
        crate::testing::printed_triggered(rites, id, cause)
    }

    /// First Rites journaled as triggered twice in one step (two simultaneous deaths) is a
    /// violation; once is not.
    #[test]
    fn two_triggerings_of_one_nth_time_ability_violate() {
        let pool = builtin();
        let rites = pool.id("First Rites").unwrap();
        let mut s = GameState::new(2, 20, 0);
        s.objects.insert(
            ObjectId(0),
            GameObject::new(rites, PlayerId(0), Zone::Battlefield),
        );
        let mut two = Journal::default();
        two.push(RuleRef::NthTime, triggered(rites, 0, 0));
        two.push(RuleRef::NthTime, triggered(rites, 1, 1));
        let v = View::new(Edition::Riftbound14, &pool, &s, &two);
        assert!(!triggered_once(&v));
        let mut one = Journal::default();
        one.push(RuleRef::NthTime, triggered(rites, 0, 0));
        let v = View::new(v.edition, v.pool, v.state, &one);
        assert!(triggered_once(&v));
    }
}
