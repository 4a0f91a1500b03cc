//! Properties of Riftbound's trigger rules where they part from MTG's: a leading "you may"
//! decided before the ability reaches the Chain (RB 383.3.a), the condition checked only when it
//! triggers (RB 383.3.e; RB 383.2.a.1 (riftbound-1.4)), no look-back: an object leaving at the
//! same time as the event does not trigger, but for its own "when I die" (RB 383.2.c.2,
//! 808.1.d.2). "The Nth time" (RB 383.1.b) is in `nth_time`.

use crate::observe::{condition_now, event_of, printed};
use crate::{Expectation, Kind, Property, View, RIFTBOUND};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening, RemovalReason};
use triggerproof_model::state::{AbilityOrigin, Ask, Decision, InstanceId, Zone};
use triggerproof_model::vocab::trigger::TriggerCondition;
use triggerproof_model::vocab::TriggerEvent;

/// Was `id` put on the stack (Chain) earlier in this step?
fn placed_before(v: &View, id: InstanceId, at: usize) -> bool {
    v.journal.entries[..at]
        .iter()
        .any(|e| matches!(&e.what, Happening::PutOnStack { instance, .. } if *instance == id))
}

/// RB 383.3.a: a leading "you may" is never asked as the ability resolves; its answer comes
/// before the ability is on the Chain.
fn may_before_the_chain(v: &View) -> bool {
    let asked_on_resolution = matches!(v.state.decision, Decision::Resolve { ask: Ask::May, .. });
    !asked_on_resolution
        && v.journal
            .entries
            .iter()
            .enumerate()
            .all(|(i, e)| match &e.what {
                Happening::OptionChosen {
                    instance: Some(id), ..
                } => !placed_before(v, *id, i) || !is_leading_may(v, *id, i),
                _ => true,
            })
}

/// Is instance `id` (triggered before entry `at`, or still around) a leading-"may" ability?
fn is_leading_may(v: &View, id: InstanceId, at: usize) -> bool {
    v.journal.entries[..at].iter().any(|e| match &e.what {
        Happening::Triggered {
            instance, origin, ..
        } => *instance == id && printed(v, origin).is_some_and(|ta| ta.optional),
        Happening::Resolving {
            instance: Some(t), ..
        } => t.id == id && printed(v, &t.origin).is_some_and(|ta| ta.optional),
        _ => false,
    })
}

/// A declined leading "may" that never reached the Chain.
fn declined_before_the_chain(v: &View) -> bool {
    v.journal.entries.iter().enumerate().any(|(i, e)| {
        matches!(&e.what, Happening::OptionChosen { instance: Some(id), yes: false, .. }
            if !placed_before(v, *id, i))
    })
}

/// RB 383.3.e: the conditional statement is checked when the ability triggers, never again.
fn condition_checked_once(v: &View) -> bool {
    !v.journal.iter().any(|e| {
        matches!(
            e.what,
            Happening::RemovedFromStack {
                reason: RemovalReason::InterveningIfFalse,
                ..
            }
        )
    })
}

/// An ability with a conditional statement resolves while its condition no longer holds.
fn resolves_with_condition_false(v: &View) -> bool {
    v.journal.iter().any(|e| match &e.what {
        Happening::Resolving {
            instance: Some(t), ..
        } => printed(v, &t.origin)
            .and_then(|ta| ta.intervening_if.as_ref())
            .is_some_and(|c| condition_now(v, c, t.controller, t.source) == Some(false)),
        _ => false,
    })
}

/// The batch (run of consecutive events) holding journal entry `at`.
fn batch(v: &View, at: usize) -> std::ops::Range<usize> {
    let is_event = |i: usize| matches!(v.journal.entries[i].what, Happening::Event(_));
    let mut start = at;
    while start > 0 && is_event(start - 1) {
        start -= 1;
    }
    let mut end = at + 1;
    while end < v.journal.entries.len() && is_event(end) {
        end += 1;
    }
    start..end
}

/// Did object `id` leave the battlefield in the batch of entry `at`?
fn left_in_batch(v: &View, id: triggerproof_model::state::ObjectId, at: usize) -> bool {
    v.journal.entries[batch(v, at)].iter().any(|e| {
        matches!(&e.what, Happening::Event(Event::ZoneChange { old, from: Some(Zone::Battlefield), .. })
            if *old == id)
    })
}

/// RB 383.2.c.2: an object that left the battlefield in the same event does not trigger its
/// printed abilities from it, except its own "when I die" (Deathknell, RB 808.1.d.2; "when this
/// leaves the board" is no Deathknell, RB 808.1.c). Delayed
/// abilities are not the object's (RB 392).
fn leaving_never_triggers(v: &View) -> bool {
    v.journal.iter().all(|e| match &e.what {
        Happening::Triggered {
            cause: Some(c),
            source,
            origin: origin @ AbilityOrigin::Printed { .. },
            ..
        } if matches!(&v.journal.entries[*c as usize].what, Happening::Event(_)) => {
            !left_in_batch(v, *source, *c as usize)
                || matches!(event_of(v, origin), Some(TriggerEvent::Dies(s)) if s.this)
        }
        _ => true,
    })
}

/// A permanent with a "whenever another creature dies" ability dies along with another one.
fn watcher_dies_with_another(v: &View) -> bool {
    let dying: Vec<(usize, triggerproof_model::vocab::CardId)> = v
        .journal
        .entries
        .iter()
        .enumerate()
        .filter_map(|(i, e)| match &e.what {
            Happening::Event(Event::ZoneChange {
                card,
                from: Some(Zone::Battlefield),
                to: Zone::Graveyard,
                ..
            }) => Some((i, *card)),
            _ => None,
        })
        .collect();
    dying.iter().any(|(i, card)| {
        let watches = v.pool.get(*card).triggered().any(|(_, ta)| {
            matches!(
                &ta.when,
                triggerproof_model::vocab::TriggerCondition::Event(TriggerEvent::Dies(s)) if !s.this
            )
        });
        watches
            && dying
                .iter()
                .any(|(j, _)| j != i && batch(v, *i).contains(j))
    })
}

/// riftbound-1.4 only.
const RB_14: &[triggerproof_model::Edition] = &[triggerproof_model::Edition::Riftbound14];

/// RB 808.1.d.2 (riftbound-1.4) + RB 808.1.d.1 (riftbound-1.4): a permanent's own "when I die"
/// triggers as its kill begins and is added to the Chain before the card moves; if the kill is
/// replaced ("exile it instead") the card never reaches the trash and the ability is removed
/// from the Chain. So every replaced kill of a permanent that had its abilities (not face down,
/// not stripped, by the replaced event's own record) shows, for each plain "when I die" printed
/// on its card (no condition, no "may", no limit), a trigger of that ability caused by the
/// replacement and that instance removed as not killed.
fn replaced_kill_triggers_own_death(v: &View) -> bool {
    if crate::observe::abilities_suppressed(v) {
        return true;
    }
    v.journal.iter().enumerate().all(|(r, e)| {
        let Happening::Replaced {
            event:
                Event::ZoneChange {
                    old,
                    card,
                    from: Some(Zone::Battlefield),
                    to: Zone::Graveyard,
                    abilities_lost: false,
                    face_down: false,
                    ..
                },
            ..
        } = &e.what
        else {
            return true;
        };
        let abilities = &v.pool.get(*card).abilities;
        abilities.iter().enumerate().all(|(index, a)| {
            let own_death = matches!(a, triggerproof_model::vocab::Ability::Triggered(t)
                if matches!(&t.when, TriggerCondition::Event(TriggerEvent::Dies(s)) if s.this)
                    && t.intervening_if.is_none() && !t.optional && !t.once_each_turn
                    && !t.triggers_once_each_turn && t.nth_time.is_none());
            !own_death || triggered_and_removed(v, *old, *card, index, r)
        })
    })
}

/// Did the printed ability `index` of `card` trigger for source `old`, caused by entry `r`,
/// and was that instance removed as not killed?
fn triggered_and_removed(
    v: &View,
    old: triggerproof_model::state::ObjectId,
    card: triggerproof_model::vocab::CardId,
    index: usize,
    r: usize,
) -> bool {
    v.journal.iter().any(|t| match &t.what {
        Happening::Triggered {
            instance,
            origin: AbilityOrigin::Printed { card: c, index: i },
            source,
            cause: Some(cause),
            ..
        } if *c == card && usize::from(*i) == index && *source == old && usize::from(*cause) == r => {
            v.journal.iter().any(|x| {
                matches!(&x.what, Happening::RemovedFromStack { instance: gone, reason: RemovalReason::NotKilled } if gone == instance)
            })
        }
        _ => false,
    })
}

/// A "when I die" ability is removed from the Chain because its source's kill was replaced.
fn replaced_kill_removed(v: &View) -> bool {
    v.journal.iter().any(|e| {
        matches!(
            &e.what,
            Happening::RemovedFromStack {
                reason: RemovalReason::NotKilled,
                ..
            }
        )
    })
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step};

pub fn properties() -> Vec<Property> {
    vec![
        Property { name: "replaced-kill-triggers-own-death", expectation: Always, kind: Step, statement: "Under riftbound-1.4 a permanent whose kill is replaced triggers its own 'when I die', and that ability is removed from the Chain.", rules: &[RuleRef::DeathknellKillReplaced], editions: RB_14, witness: Some("replaced-kill-ability-removed"), check: replaced_kill_triggers_own_death },
        Property { name: "replaced-kill-ability-removed", expectation: Sometimes, kind: Reachability, statement: "A 'when I die' ability is removed from the Chain because its source's kill was replaced.", rules: &[RuleRef::DeathknellKillReplaced], editions: RB_14, witness: None, check: replaced_kill_removed },
        Property { name: "leading-may-decided-before-the-chain", expectation: Always, kind: Step, statement: "A leading 'you may' is answered before the ability is on the Chain, never as it resolves.", rules: &[RuleRef::DeclineWhenTriggered], editions: RIFTBOUND, witness: Some("may-declined-before-the-chain"), check: may_before_the_chain },
        Property { name: "may-declined-before-the-chain", expectation: Sometimes, kind: Reachability, statement: "A player declines a leading 'you may' before it reaches the Chain.", rules: &[RuleRef::DeclineWhenTriggered], editions: RIFTBOUND, witness: None, check: declined_before_the_chain },
        Property { name: "condition-checked-only-when-triggered", expectation: Always, kind: Step, statement: "A triggered ability's conditional statement is never checked again on resolution.", rules: &[RuleRef::InterveningIf], editions: RIFTBOUND, witness: Some("resolves-with-condition-false"), check: condition_checked_once },
        Property { name: "resolves-with-condition-false", expectation: Sometimes, kind: Reachability, statement: "An ability whose condition became false resolves anyway.", rules: &[RuleRef::InterveningIf], editions: RIFTBOUND, witness: None, check: resolves_with_condition_false },
        Property { name: "leaving-simultaneously-never-triggers", expectation: Always, kind: Step, statement: "An object leaving the board in the same event triggers nothing from it, but its own 'when I die'.", rules: &[RuleRef::LeftSimultaneously, RuleRef::Deathknell], editions: RIFTBOUND, witness: Some("watcher-dies-with-another"), check: leaving_never_triggers },
        Property { name: "watcher-dies-with-another", expectation: Sometimes, kind: Reachability, statement: "A permanent watching other deaths dies at the same time as another.", rules: &[RuleRef::LeftSimultaneously], editions: RIFTBOUND, witness: None, check: watcher_dies_with_another },
    ]
}
