//! Properties of the object vocabulary (CR 122 counters, 603.10a with selectors, 702.93a/702.79a
//! undying and persist, 704.5q, 611.2a/514.2): each restates its rule with the properties' own
//! selector reading (`crate::selector`) over what the journal records of the objects.

use crate::observe::{has_abilities, newcomers, printed};
use crate::selector::{selects, Known, Reader};
use crate::{Expectation, Kind, Property, View, MTG};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening};
use triggerproof_model::state::{AbilityOrigin, Decision, ObjectId, PlayerId, Step, Target, Zone};
use triggerproof_model::vocab::trigger::FunctionsFrom;
use triggerproof_model::vocab::{CounterKind, StaticAbility, TriggerCondition, TriggerEvent};

/// A permanent that left the battlefield in this step, as the journal recorded it: journal
/// index, old id, card, controller, destination, counters and what it was attached to as it
/// last existed there.
pub(crate) struct Leaver<'a> {
    pub(crate) at: usize,
    pub(crate) old: ObjectId,
    pub(crate) card: triggerproof_model::vocab::CardId,
    pub(crate) controller: PlayerId,
    pub(crate) to: Zone,
    pub(crate) counters: &'a [(CounterKind, u8)],
    pub(crate) host: Option<ObjectId>,
}

pub(crate) fn leavers<'a>(v: &'a View) -> Vec<Leaver<'a>> {
    v.journal
        .entries
        .iter()
        .enumerate()
        .filter_map(|(at, e)| match &e.what {
            Happening::Event(Event::ZoneChange {
                old,
                card,
                from: Some(Zone::Battlefield),
                to,
                controller,
                counters,
                attached_to,
                ..
            }) => Some(Leaver {
                at,
                old: *old,
                card: *card,
                controller: *controller,
                to: *to,
                counters,
                host: *attached_to,
            }),
            _ => None,
        })
        .collect()
}

/// What the journal says of a leaver: card, controller and counters as it left (CR 113.7a).
fn known(l: &Leaver, itself: bool) -> Known {
    Known {
        counters: Some(l.counters.iter().copied().collect()),
        ..Known::from_journal(l.card, l.controller, itself)
    }
}

/// Did ability `index` of `source` trigger with journal entry `cause`?
pub(crate) fn triggered_by(v: &View, source: ObjectId, index: u8, cause: usize) -> bool {
    v.journal.iter().any(|e| {
        matches!(&e.what, Happening::Triggered {
            source: s,
            origin: AbilityOrigin::Printed { index: i, .. },
            cause: Some(c), ..
        } if *s == source && *i == index && *c as usize == cause)
    })
}

/// CR 603.10a + CR 113.7a: a "dies"/"leaves" ability of a permanent that stays on the battlefield
/// triggers for a leaver exactly when its selector picks the leaver as it last existed (its
/// counters and controller then), never as the card it became.
pub(crate) fn leaver_judged_as_it_last_existed(v: &View) -> bool {
    let fresh = newcomers(v);
    leavers(v).iter().all(|l| {
        v.state.battlefield().all(|(w, wo)| {
            if fresh.contains(&w) || !has_abilities(v, w) || !wo.is_public() || w == l.old {
                return true;
            }
            v.pool.get(wo.card).triggered().all(|(index, ta)| {
                let sel = match &ta.when {
                    TriggerCondition::Event(TriggerEvent::Dies(s)) if l.to == Zone::Graveyard => s,
                    TriggerCondition::Event(TriggerEvent::LeavesBattlefield(s)) => s,
                    _ => return true,
                };
                let plain = ta.intervening_if.is_none()
                    && !ta.once_each_turn
                    && !ta.one_or_more
                    && !ta.triggers_once_each_turn
                    && ta.nth_time.is_none()
                    && ta.functions_from == FunctionsFrom::Battlefield;
                if !plain || sel.this {
                    return true;
                }
                match selects(v.pool, sel, &known(l, false), wo.controller) {
                    Some(picked) => picked == triggered_by(v, w, index, l.at),
                    None => true,
                }
            })
        })
    })
}

/// A "dies" ability whose selector tests counters triggered for a leaver.
fn counter_selector_triggered(v: &View) -> bool {
    v.journal.iter().any(|e| match &e.what {
        Happening::Triggered { origin, .. } => {
            let Some(ta) = printed(v, origin) else {
                return false;
            };
            matches!(&ta.when, TriggerCondition::Event(TriggerEvent::Dies(s)) if s.counters.is_some())
        }
        _ => false,
    })
}

/// CR 702.93a / 702.79a + CR 603.4 + CR 113.7a: a "when this dies, if it had no [kind]
/// counters" ability triggers exactly when the permanent had none as it last existed.
fn own_death_reads_last_known_counters(v: &View) -> bool {
    leavers(v).iter().filter(|l| l.to == Zone::Graveyard).all(|l| {
        v.pool.get(l.card).triggered().all(|(index, ta)| {
            let own_death = matches!(&ta.when, TriggerCondition::Event(TriggerEvent::Dies(s)) if s.is_this());
            let Some(cond) = ta.intervening_if.as_ref().filter(|c| own_death && c.reads_counters())
            else {
                return true;
            };
            let reader = Reader {
                pool: v.pool,
                state: v.state,
                you: l.controller,
                source: l.old,
                source_lki: Some(known(l, true)),
                it: None,
                it_lki: None,
            };
            match reader.holds(cond) {
                Some(holds) => holds == triggered_by(v, l.old, index, l.at),
                None => true,
            }
        })
    })
}

/// A permanent returned by its own "when this dies, if it had no counters" ability.
fn returned_with_counter(v: &View) -> bool {
    let mut from_graveyard = Vec::new();
    v.journal.iter().any(|e| match &e.what {
        Happening::Event(Event::ZoneChange {
            new: Some(n),
            from: Some(Zone::Graveyard),
            to: Zone::Battlefield,
            ..
        }) => {
            from_graveyard.push(*n);
            false
        }
        Happening::Event(Event::CountersPut {
            on: Target::Object(object),
            ..
        }) => from_graveyard.contains(object),
        _ => false,
    })
}

/// CR 122.6 + CR 614.1c: a permanent that enters with counters has them put on it as it enters
/// (watchers of counters being put see it), in the same event as its entering.
fn entering_with_counters_puts_them(v: &View) -> bool {
    let e = &v.journal.entries;
    e.iter().enumerate().all(|(i, x)| {
        let Happening::Event(Event::ZoneChange {
            new: Some(n),
            card,
            to: Zone::Battlefield,
            ..
        }) = &x.what
        else {
            return true;
        };
        v.pool.get(*card).statics().all(|s| {
            let StaticAbility::EntersWithCounters { kind, .. } = s else {
                return true;
            };
            // The rest of the same event: the consecutive events after the entering.
            e[i + 1..]
                .iter()
                .take_while(|y| matches!(y.what, Happening::Event(_)))
                .any(|y| matches!(&y.what, Happening::Event(Event::CountersPut { on: Target::Object(object), kind: k, .. }) if object == n && k == kind))
        })
    })
}

fn entered_with_counters(v: &View) -> bool {
    v.journal
        .iter()
        .any(|e| e.rule == RuleRef::EntersWithCounters && matches!(e.what, Happening::Event(_)))
}

/// CR 704.5q: when a player would receive priority, no permanent has both +1/+1 and -1/-1
/// counters on it.
fn opposite_counters_never_coexist(v: &View) -> bool {
    !matches!(v.state.decision, Decision::Priority(_))
        || v.state.battlefield().all(|(_, o)| {
            let has = |k| o.counters.iter().any(|(x, n)| *x == k && *n > 0);
            !(has(CounterKind::PlusOne) && has(CounterKind::MinusOne))
        })
}

fn counters_annihilated(v: &View) -> bool {
    v.journal.iter().any(|e| e.rule == RuleRef::SbaCounters)
}

/// CR 514.2 + CR 611.2a: once a cleanup step has begun, no "until end of turn" change made
/// before it remains.
fn until_end_of_turn_ends_at_cleanup(v: &View) -> bool {
    let Some(cleanup) = v.journal.entries.iter().rposition(|e| {
        matches!(
            e.what,
            Happening::Event(Event::StepBegan {
                step: Step::Cleanup,
                ..
            })
        )
    }) else {
        return true;
    };
    let later: Vec<ObjectId> = v.journal.entries[cleanup..]
        .iter()
        .filter_map(|e| match &e.what {
            Happening::Event(Event::PtChanged { object, .. })
                if e.rule != RuleRef::CleanupDamage =>
            {
                Some(*object)
            }
            _ => None,
        })
        .collect();
    v.state
        .objects
        .iter()
        .all(|(id, o)| o.pump == (0, 0) || later.contains(id))
}

/// A cleanup step undid an "until end of turn" change.
fn change_undone_at_cleanup(v: &View) -> bool {
    v.journal.iter().any(|e| {
        e.rule == RuleRef::CleanupDamage
            && matches!(e.what, Happening::Event(Event::PtChanged { .. }))
    })
}

use Expectation::{Always, Sometimes};
use Kind::{Invariant, Reachability};

/// `leaver-judged-as-it-last-existed` judges each object that left the battlefield.
pub fn guarded_leaver_judged_as_it_last_existed(v: &View) -> bool {
    !crate::early::left_battlefield(v) || crate::objects::leaver_judged_as_it_last_existed(v)
}

pub fn properties() -> Vec<Property> {
    vec![
        Property { name: "leaver-judged-as-it-last-existed", expectation: Always, kind: Invariant, statement: "A dies or leaves-the-battlefield ability triggers for a leaver exactly when its selector picks the permanent as it last existed (counters, controller).", rules: &[RuleRef::LookBack, RuleRef::Counters], editions: MTG, witness: Some("counter-selector-triggered"), check: guarded_leaver_judged_as_it_last_existed },
        Property { name: "counter-selector-triggered", expectation: Sometimes, kind: Reachability, statement: "A dies ability whose selector tests counters triggers.", rules: &[RuleRef::LookBack], editions: MTG, witness: None, check: counter_selector_triggered },
        Property { name: "own-death-reads-last-known-counters", expectation: Always, kind: Invariant, statement: "An undying or persist ability triggers exactly when its permanent had no such counter as it last existed.", rules: &[RuleRef::InterveningIf, RuleRef::Counters], editions: MTG, witness: Some("returned-with-counter"), check: own_death_reads_last_known_counters },
        Property { name: "returned-with-counter", expectation: Sometimes, kind: Reachability, statement: "A permanent returns from its graveyard with a counter on it.", rules: &[RuleRef::EntersWithCounters], editions: MTG, witness: None, check: returned_with_counter },
        Property { name: "entering-with-counters-puts-them", expectation: Always, kind: Invariant, statement: "A permanent that enters with counters has them put on it in the same event as its entering.", rules: &[RuleRef::EntersWithCounters, RuleRef::EntersWithReplacement], editions: MTG, witness: Some("entered-with-counters"), check: entering_with_counters_puts_them },
        Property { name: "entered-with-counters", expectation: Sometimes, kind: Reachability, statement: "A permanent enters with counters.", rules: &[RuleRef::EntersWithCounters], editions: MTG, witness: None, check: entered_with_counters },
        Property { name: "opposite-counters-never-coexist", expectation: Always, kind: Invariant, statement: "When a player would receive priority, no permanent has both +1/+1 and -1/-1 counters.", rules: &[RuleRef::SbaCounters], editions: MTG, witness: Some("counters-annihilated"), check: opposite_counters_never_coexist },
        Property { name: "counters-annihilated", expectation: Sometimes, kind: Reachability, statement: "+1/+1 and -1/-1 counters annihilate.", rules: &[RuleRef::SbaCounters], editions: MTG, witness: None, check: counters_annihilated },
        Property { name: "until-end-of-turn-ends-at-cleanup", expectation: Always, kind: Invariant, statement: "Once a cleanup step begins, no earlier \"until end of turn\" change remains.", rules: &[RuleRef::CleanupDamage, RuleRef::UntilEndOfTurn], editions: MTG, witness: Some("change-undone-at-cleanup"), check: until_end_of_turn_ends_at_cleanup },
        Property { name: "change-undone-at-cleanup", expectation: Sometimes, kind: Reachability, statement: "A cleanup step undoes an \"until end of turn\" change.", rules: &[RuleRef::CleanupDamage], editions: MTG, witness: None, check: change_undone_at_cleanup },
    ]
}
