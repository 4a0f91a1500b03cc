//! Read-only queries in CR terms that properties share: an object's printed abilities, whether
//! they function, whether a condition holds, and life totals "rewound" to an earlier point of a
//! step by undoing the journal's later events. Written from the rules text, not from the engine.

use crate::View;
use triggerproof_model::journal::{Event, Happening, JournalEntry};
use triggerproof_model::state::{
    AbilityOrigin, ObjectId, PlayerId, StackObject, Target, TriggerInstance, Zone,
};
use triggerproof_model::vocab::trigger::TriggerCondition;
use triggerproof_model::vocab::{
    Ability, CardType, Condition, Quantity, StaticAbility, TriggerEvent, TriggeredAbility, Who,
};

/// The printed triggered ability an origin names, if it is one.
pub fn printed<'a>(v: &View<'a>, origin: &AbilityOrigin) -> Option<&'a TriggeredAbility> {
    match origin {
        AbilityOrigin::Printed { card, index } => {
            match v.pool.get(*card).abilities.get(*index as usize) {
                Some(Ability::Triggered(t)) => Some(t),
                _ => None,
            }
        }
        _ => None,
    }
}

/// The trigger event of a printed ability, if it is an event trigger.
pub fn event_of<'a>(v: &View<'a>, origin: &AbilityOrigin) -> Option<&'a TriggerEvent> {
    match &printed(v, origin)?.when {
        TriggerCondition::Event(e) => Some(e),
        TriggerCondition::State(_) => None,
    }
}

/// Is "all creatures lose all abilities" in effect (a permanent with it on the battlefield)?
pub fn abilities_suppressed(v: &View) -> bool {
    v.suppressed(|| {
        v.state.battlefield().any(|(_, o)| {
            v.pool
                .get(o.card)
                .statics()
                .any(|s| *s == StaticAbility::CreaturesLoseAllAbilities)
        })
    })
}

/// Does the object have its printed abilities now (CR 603.6b, 708.2; CR 613.1f: not while it
/// has lost them until end of turn)?
pub fn has_abilities(v: &View, id: ObjectId) -> bool {
    let Some(o) = v.state.object(id) else {
        return false;
    };
    let creature = v.pool.get(o.card).has_type(CardType::Creature);
    let on_battlefield = o.zone == Zone::Battlefield;
    !(o.face_down
        || (on_battlefield && o.abilities_lost)
        || (on_battlefield && creature && abilities_suppressed(v)))
}

/// Every trigger instance that exists: waiting, then on the stack.
pub fn instances<'a>(v: &View<'a>) -> impl Iterator<Item = &'a TriggerInstance> {
    v.state
        .waiting
        .iter()
        .chain(v.state.stack.iter().filter_map(|s| match s {
            StackObject::Triggered { instance, .. } => Some(instance),
            _ => None,
        }))
}

/// Net life change of `p` caused by the events of journal entries from `from` on.
pub fn life_change_since(v: &View, p: PlayerId, from: usize) -> i64 {
    v.journal.entries[from..]
        .iter()
        .filter_map(|e| match &e.what {
            Happening::Event(ev) => Some(ev),
            _ => None,
        })
        .map(|ev| match ev {
            Event::LifeGained { player, amount } if *player == p => i64::from(*amount),
            Event::LifeLost { player, amount, .. } if *player == p => -i64::from(*amount),
            Event::Damage {
                to: Target::Player(q),
                amount,
                ..
            } if *q == p => -i64::from(*amount),
            _ => 0,
        })
        .sum()
}

/// `p`'s life total as it was just before journal entry `at`.
pub fn life_at(v: &View, p: PlayerId, at: usize) -> i64 {
    i64::from(v.state.player(p).life) - life_change_since(v, p, at)
}

/// Does a life condition ("you have N or more/less life", a comparison of your life total
/// with a number) hold for `you` just before journal entry `at`? `None` when the condition is
/// about anything else (the property then can't rewind it and doesn't judge).
pub fn life_condition_at(v: &View, cond: &Condition, you: PlayerId, at: usize) -> Option<bool> {
    let Condition::Compare { left, op, right } = cond else {
        return None;
    };
    let life = life_at(v, you, at);
    let side = |q: &Quantity| match q {
        Quantity::Life(Who::You) => Some(life),
        Quantity::Fixed(n) => Some(i64::from(*n)),
        _ => None,
    };
    if !matches!(left, Quantity::Life(_)) && !matches!(right, Quantity::Life(_)) {
        return None;
    }
    Some(crate::selector::relate(*op, side(left)?, side(right)?))
}

/// Does a condition hold now for `you`, for the ability of `source`? `None` when it asks what
/// the state no longer shows (a departed source).
pub fn condition_now(v: &View, cond: &Condition, you: PlayerId, source: ObjectId) -> Option<bool> {
    let reader = crate::selector::Reader {
        pool: v.pool,
        state: v.state,
        you,
        source,
        source_lki: None,
        it: None,
        it_lki: None,
    };
    reader.holds(cond)
}

/// The index of the journal entry recording `instance`'s triggering, if in this journal.
pub fn triggered_at(v: &View, instance: triggerproof_model::state::InstanceId) -> Option<usize> {
    v.journal.entries.iter().rposition(
        |e| matches!(&e.what, Happening::Triggered { instance: i, .. } if *i == instance),
    )
}

/// Objects that came into being in this step (they weren't there for its earlier events).
pub fn newcomers<'v>(v: &'v View) -> &'v [ObjectId] {
    v.newcomers(|| {
        v.journal
            .events()
            .filter_map(|e| match e {
                Event::ZoneChange { new: Some(n), .. } => Some(*n),
                _ => None,
            })
            .collect()
    })
}

/// The event an entry records, if it records one.
pub(crate) fn event(e: &JournalEntry) -> Option<&Event> {
    match &e.what {
        Happening::Event(ev) => Some(ev),
        _ => None,
    }
}

/// Runs of consecutive event entries: the events of one performed event, as the journal keeps
/// them together (a trigger check or anything else ends a run).
pub(crate) fn runs<'a>(v: &View<'a>) -> Vec<Vec<&'a JournalEntry>> {
    let mut out: Vec<Vec<&JournalEntry>> = vec![Vec::new()];
    for e in v.journal.iter() {
        match event(e) {
            Some(_) => out.last_mut().expect("one run").push(e),
            None if out.last().is_some_and(|r| !r.is_empty()) => out.push(Vec::new()),
            None => {}
        }
    }
    out
}
