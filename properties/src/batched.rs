//! "Whenever one or more [selector] [event]" (CR 603.2c (mtg-2024-11-08), RB 383.2.c, and
//! CR 410.6 (mtg-2008-10-01)): one event, however many of its occurrences match, triggers such
//! an ability once; and "this ability triggers only once each turn": once an object's ability
//! has triggered in a turn, that object's ability doesn't trigger again that turn, while another
//! object, or the same card as a new object (CR 400.7), is not limited by it.
//!
//! One event is read from the journal as a run of consecutive event entries (the engine checks
//! triggers right after each performed event, so a trigger check ends a run); an ability that
//! triggered on a run is cited with the index of one of its entries. A limited ability's record
//! is the object's own list of limited abilities that triggered this turn (state, not engine
//! code): a refusal is justified by a trigger of that object's ability earlier in this step, or
//! by the record when no turn began in this step before the refusal.

use crate::observe::printed;
use crate::{Expectation, Kind, Property, View, ALL};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening, NotTriggeredReason};
use triggerproof_model::state::{AbilityOrigin, ObjectId, Step};

/// For each journal entry, the number of the run of consecutive events it belongs to (`None`
/// for entries that are no event).
fn run_of(v: &View) -> Vec<Option<usize>> {
    let mut out = Vec::with_capacity(v.journal.entries.len());
    let mut run = 0;
    let mut inside = false;
    for e in v.journal.entries.iter() {
        if matches!(e.what, Happening::Event(_)) {
            if !inside {
                run += 1;
                inside = true;
            }
            out.push(Some(run));
        } else {
            inside = false;
            out.push(None);
        }
    }
    out
}

/// The first instances (not additional ones) of "one or more" abilities: source, ability and
/// the run of the event that caused them.
fn batched_triggers(v: &View) -> Vec<(ObjectId, AbilityOrigin, Option<usize>)> {
    let runs = run_of(v);
    v.journal
        .iter()
        .filter_map(|e| match &e.what {
            Happening::Triggered {
                source,
                origin,
                cause: Some(c),
                additional: false,
                ..
            } if printed(v, origin).is_some_and(|t| t.one_or_more) => Some((
                *source,
                origin.clone(),
                runs.get(*c as usize).copied().flatten(),
            )),
            _ => None,
        })
        .collect()
}

/// CR 603.2c: an object's "one or more" ability triggers at most once per event.
pub(crate) fn once_per_event(v: &View) -> bool {
    let all = batched_triggers(v);
    all.iter()
        .enumerate()
        .all(|(i, t)| t.2.is_some() && !all[..i].contains(t))
}

/// A "one or more" ability triggers on an event of several occurrences of one kind.
fn batch_of_several(v: &View) -> bool {
    let runs = run_of(v);
    let kind = |i: usize| match &v.journal.entries[i].what {
        Happening::Event(e) => Some(std::mem::discriminant(e)),
        _ => None,
    };
    v.journal.iter().any(|e| match &e.what {
        Happening::Triggered {
            origin,
            cause: Some(c),
            ..
        } if printed(v, origin).is_some_and(|t| t.one_or_more) => {
            let c = *c as usize;
            let same = (0..runs.len())
                .filter(|&j| runs[j].is_some() && runs[j] == runs[c] && kind(j) == kind(c))
                .count();
            same >= 2
        }
        _ => false,
    })
}

/// Is `origin` a printed ability that "triggers only once each turn"?
fn limited(v: &View, origin: &AbilityOrigin) -> bool {
    printed(v, origin).is_some_and(|t| t.triggers_once_each_turn)
}

/// Does a turn begin at journal entry `i`?
fn turn_begins(v: &View, i: usize) -> bool {
    matches!(
        v.journal.entries[i].what,
        Happening::Event(Event::StepBegan {
            step: Step::Untap,
            ..
        })
    )
}

/// CR 603.2 + CR 400.7: per object, a limited ability triggers at most once in a turn, and a
/// refusal is justified only by that object's own trigger this turn.
fn triggers_once_honoured(v: &View) -> bool {
    let e = &v.journal.entries;
    // Did `source`'s ability `index` trigger before entry `i`, after the last turn start?
    let earlier = |i: usize, source: ObjectId, index: u8| {
        let from = (0..i)
            .rev()
            .find(|&j| turn_begins(v, j))
            .map_or(0, |j| j + 1);
        e[from..i].iter().any(|x| {
            matches!(&x.what, Happening::Triggered { source: s, origin: o @ AbilityOrigin::Printed { index: k, .. }, .. }
                if *s == source && *k == index && limited(v, o))
        })
    };
    let turn_began_before = |i: usize| (0..i).any(|j| turn_begins(v, j));
    let recorded = |source: ObjectId, index: u8| {
        v.state
            .object(source)
            .is_some_and(|o| o.triggered_once.contains(&index))
    };
    e.iter().enumerate().all(|(i, x)| match &x.what {
        Happening::Triggered {
            source,
            origin: origin @ AbilityOrigin::Printed { index, .. },
            ..
        } if limited(v, origin) => !earlier(i, *source, *index),
        Happening::NotTriggered {
            source,
            origin: AbilityOrigin::Printed { index, .. },
            reason: NotTriggeredReason::TriggeredThisTurn,
        } => earlier(i, *source, *index) || (!turn_began_before(i) && recorded(*source, *index)),
        _ => true,
    })
}

/// A limited ability's event happens after it triggered that turn.
fn triggers_once_refused(v: &View) -> bool {
    v.journal.iter().any(|e| {
        matches!(
            e.what,
            Happening::NotTriggered {
                reason: NotTriggeredReason::TriggeredThisTurn,
                ..
            }
        )
    })
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step as StepKind};

/// `batched-trigger-once-per-event` judges each first trigger on an event (of a "one or more"
/// ability).
pub fn batched_trigger_once_per_event(v: &View) -> bool {
    !crate::early::any(v, crate::readings::Marks::FIRST_TRIGGER)
        || crate::batched::once_per_event(v)
}

pub fn properties() -> Vec<Property> {
    vec![
        Property {
            name: "batched-trigger-once-per-event",
            expectation: Always,
            kind: StepKind,
            statement: "A 'whenever one or more' ability of an object triggers at most once for one event, however many of its occurrences match.",
            rules: &[RuleRef::BatchedTrigger],
            editions: ALL,
            witness: Some("batched-trigger-on-several"),
            check: batched_trigger_once_per_event,
        },
        Property {
            name: "batched-trigger-on-several",
            expectation: Sometimes,
            kind: Reachability,
            statement: "A 'whenever one or more' ability triggers on an event with several occurrences of one kind.",
            rules: &[RuleRef::BatchedTrigger],
            editions: ALL,
            witness: None,
            check: batch_of_several,
        },
        Property {
            name: "triggers-only-once-each-turn",
            expectation: Always,
            kind: StepKind,
            statement: "Per object, an ability that 'triggers only once each turn' triggers at most once a turn, and only that object's own trigger stops it.",
            rules: &[RuleRef::TriggersOnlyOnceEachTurn, RuleRef::NewObject],
            editions: ALL,
            witness: Some("triggers-only-once-refused"),
            check: triggers_once_honoured,
        },
        Property {
            name: "triggers-only-once-refused",
            expectation: Sometimes,
            kind: Reachability,
            statement: "An ability that 'triggers only once each turn' meets its event again after it triggered that turn.",
            rules: &[RuleRef::TriggersOnlyOnceEachTurn],
            editions: ALL,
            witness: None,
            check: triggers_once_refused,
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use triggerproof_model::cards::builtin;
    use triggerproof_model::journal::Journal;
    use triggerproof_model::state::{GameObject, GameState, PlayerId, Zone};
    use triggerproof_model::Edition;

    fn died(bears: triggerproof_model::vocab::CardId, old: u16) -> Happening {
        Happening::Event(crate::testing::zone_change(
            ObjectId(old),
            Some(ObjectId(old + 10)),
            bears,
            Some(Zone::Battlefield),
            Zone::Graveyard,
            PlayerId(1),
        ))
    }

    fn triggered(choir: triggerproof_model::vocab::CardId, id: u8, cause: u16) -> Happening {
        crate::testing::printed_triggered(choir, id, cause)
    }

    /// Mourning Choir triggered twice by one wipe is a violation; once per wipe is not.
    #[test]
    fn two_triggers_on_one_event_violate_and_two_events_do_not() {
        let pool = builtin();
        let choir = pool.id("Mourning Choir").unwrap();
        let bears = pool.id("Grizzly Bears").unwrap();
        let mut s = GameState::new(2, 20, 0);
        s.objects.insert(
            ObjectId(0),
            GameObject::new(choir, PlayerId(0), Zone::Battlefield),
        );
        let mut one = Journal::default();
        one.push(RuleRef::Destroy, died(bears, 1));
        one.push(RuleRef::Destroy, died(bears, 2));
        one.push(RuleRef::BatchedTrigger, triggered(choir, 0, 0));
        one.push(RuleRef::BatchedTrigger, triggered(choir, 1, 1));
        let v = View::new(Edition::Mtg20241108, &pool, &s, &one);
        assert!(!once_per_event(&v));
        let mut two = Journal::default();
        two.push(RuleRef::Destroy, died(bears, 1));
        two.push(RuleRef::BatchedTrigger, triggered(choir, 0, 0));
        two.push(RuleRef::Destroy, died(bears, 2));
        two.push(RuleRef::BatchedTrigger, triggered(choir, 1, 2));
        let v = View::new(v.edition, v.pool, v.state, &two);
        assert!(once_per_event(&v));
    }
}
