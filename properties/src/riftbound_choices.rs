//! Riftbound's choices about placing an ability on the Chain: a "once each turn" ability may be
//! left off it (RB 383.3.f.1 (riftbound-1.3)), and a leading "may" declined during finalization
//! counts as not triggered (RB 383.3.a.2 (riftbound-1.4)), so abilities watching abilities
//! trigger see it only once finalized. In riftbound-1.3 "once each turn" limits triggering: a
//! "once each turn" ability left off the Chain has not triggered (RB 383.3.f.2 (riftbound-1.3)),
//! so watchers see it only once placed, and one that has triggered does not trigger again
//! while on the Chain (RB 383.3.f (riftbound-1.3)).

use crate::observe::printed;
use crate::{Expectation, Kind, Property, View};
use triggerproof_model::edition::{Edition, RuleRef};
use triggerproof_model::journal::{Happening, NotTriggeredReason};
use triggerproof_model::state::{AbilityOrigin, ObjectId, StackObject};
use triggerproof_model::vocab::trigger::TriggerCondition;
use triggerproof_model::vocab::TriggerEvent;

/// RB 383.3.f.1 (riftbound-1.3): a "once each turn" ability reaches the Chain only by its
/// controller's own choice: its placement is the step's first entry (the choice made), never
/// an automatic placement later in a step.
fn once_each_turn_chosen(v: &View) -> bool {
    v.journal
        .entries
        .iter()
        .enumerate()
        .all(|(i, e)| match &e.what {
            Happening::PutOnStack { origin, .. }
                if printed(v, origin).is_some_and(|t| t.once_each_turn) =>
            {
                i == 0
            }
            _ => true,
        })
}

/// A "once each turn" ability is left off the Chain (RB 383.3.f.2).
fn once_each_turn_declined(v: &View) -> bool {
    v.journal.iter().any(|e| {
        e.rule == RuleRef::OnceEachTurn
            && matches!(e.what, Happening::OptionChosen { yes: false, .. })
    })
}

/// Is the happening a printed ability that triggers on abilities triggering?
fn is_watcher(v: &View, h: &Happening) -> bool {
    matches!(h, Happening::Triggered { origin, .. } if printed(v, origin).is_some_and(|t| matches!(t.when, TriggerCondition::Event(TriggerEvent::AbilityTriggers(_)))))
}

/// RB 383.3.a.2 (riftbound-1.4): an ability watching abilities trigger never triggers on an
/// ability with a leading "may" before that one is finalized (it may yet be declined and so
/// never have triggered): its cause is the finalization, never the triggering.
fn declined_may_never_seen(v: &View) -> bool {
    let e = &v.journal.entries;
    e.iter().all(|x| {
        let Happening::Triggered { cause: Some(c), .. } = &x.what else { return true };
        if !is_watcher(v, &x.what) {
            return true;
        }
        !matches!(&e[*c as usize].what, Happening::Triggered { origin, .. } if printed(v, origin).is_some_and(|t| t.optional))
    })
}

/// A watcher triggers on a finalized "may" ability.
fn watcher_sees_finalized_may(v: &View) -> bool {
    let e = &v.journal.entries;
    e.iter().any(|x| match &x.what {
        Happening::Triggered { cause: Some(c), .. } if is_watcher(v, &x.what) => {
            matches!(&e[*c as usize].what, Happening::PutOnStack { origin, .. } if printed(v, origin).is_some_and(|t| t.optional))
        }
        _ => false,
    })
}

/// RB 383.3.f.2 (riftbound-1.3): an ability watching abilities trigger never triggers on a
/// "once each turn" ability before it is placed on the Chain (it may yet be left off, and then
/// it has not triggered): its cause is the placement, never the triggering.
fn declined_once_never_seen(v: &View) -> bool {
    let e = &v.journal.entries;
    e.iter().all(|x| {
        let Happening::Triggered { cause: Some(c), .. } = &x.what else { return true };
        if !is_watcher(v, &x.what) {
            return true;
        }
        !matches!(&e[*c as usize].what, Happening::Triggered { origin, .. } if printed(v, origin).is_some_and(|t| t.once_each_turn))
    })
}

/// A watcher triggers on a placed "once each turn" ability.
fn watcher_sees_placed_once(v: &View) -> bool {
    let e = &v.journal.entries;
    e.iter().any(|x| match &x.what {
        Happening::Triggered { cause: Some(c), .. } if is_watcher(v, &x.what) => {
            matches!(&e[*c as usize].what, Happening::PutOnStack { origin, .. } if printed(v, origin).is_some_and(|t| t.once_each_turn))
        }
        _ => false,
    })
}

/// RB 383.3.f (riftbound-1.3): a "once each turn" ability triggers once a turn, and one on the
/// Chain (or waiting to be placed) has triggered: no object's "once each turn" ability has two
/// instances on the Chain and waiting together.
fn once_each_turn_one_at_a_time(v: &View) -> bool {
    let on_chain = v.state.stack.iter().filter_map(|so| match so {
        StackObject::Triggered { instance, .. } => Some(instance),
        _ => None,
    });
    let mut seen: Vec<(ObjectId, &AbilityOrigin)> = Vec::new();
    for t in on_chain.chain(v.state.waiting.iter()) {
        if !printed(v, &t.origin).is_some_and(|a| a.once_each_turn) {
            continue;
        }
        let key = (t.source, &t.origin);
        if seen.contains(&key) {
            return false;
        }
        seen.push(key);
    }
    true
}

/// A "once each turn" ability's condition is met again after it triggered this turn.
fn once_each_turn_refused(v: &View) -> bool {
    v.journal.iter().any(|e| {
        matches!(
            e.what,
            Happening::NotTriggered {
                reason: NotTriggeredReason::OnceEachTurnUsed,
                ..
            }
        )
    })
}

const RB13: &[Edition] = &[Edition::Riftbound13];
const RB14: &[Edition] = &[Edition::Riftbound14];

use Expectation::{Always, Sometimes};
use Kind::{Invariant, Reachability, Step};

pub fn properties() -> Vec<Property> {
    vec![
        Property { name: "rb-once-each-turn-chosen", expectation: Always, kind: Step, statement: "A 'once each turn' ability goes on the Chain only by its controller's choice.", rules: &[RuleRef::OnceEachTurn], editions: RB13, witness: Some("rb-once-each-turn-declined"), check: once_each_turn_chosen },
        Property { name: "rb-once-each-turn-declined", expectation: Sometimes, kind: Reachability, statement: "A 'once each turn' ability is left off the Chain.", rules: &[RuleRef::OnceEachTurn], editions: RB13, witness: None, check: once_each_turn_declined },
        Property { name: "rb-declined-once-never-seen", expectation: Always, kind: Step, statement: "Abilities watching abilities trigger see a 'once each turn' ability only once it is placed on the Chain (left off, it has not triggered).", rules: &[RuleRef::OnceEachTurn], editions: RB13, witness: Some("rb-watcher-sees-placed-once"), check: declined_once_never_seen },
        Property { name: "rb-watcher-sees-placed-once", expectation: Sometimes, kind: Reachability, statement: "An ability watching abilities trigger triggers on a placed 'once each turn' ability.", rules: &[RuleRef::OnceEachTurn], editions: RB13, witness: None, check: watcher_sees_placed_once },
        Property { name: "rb-once-each-turn-one-at-a-time", expectation: Always, kind: Invariant, statement: "A 'once each turn' ability of an object never has two instances on the Chain or waiting together: placed, it has triggered this turn.", rules: &[RuleRef::OnceEachTurn], editions: RB13, witness: Some("rb-once-each-turn-refused"), check: once_each_turn_one_at_a_time },
        Property { name: "rb-once-each-turn-refused", expectation: Sometimes, kind: Reachability, statement: "A 'once each turn' ability's condition is met again after it triggered this turn, and it does not trigger.", rules: &[RuleRef::OnceEachTurn], editions: RB13, witness: None, check: once_each_turn_refused },
        Property { name: "rb-declined-may-never-seen", expectation: Always, kind: Step, statement: "Abilities watching abilities trigger see a leading 'may' ability only once it is finalized.", rules: &[RuleRef::DeclineWhenTriggered], editions: RB14, witness: Some("rb-watcher-sees-finalized-may"), check: declined_may_never_seen },
        Property { name: "rb-watcher-sees-finalized-may", expectation: Sometimes, kind: Reachability, statement: "An ability watching abilities trigger triggers on a finalized 'may' ability.", rules: &[RuleRef::DeclineWhenTriggered], editions: RB14, witness: None, check: watcher_sees_finalized_may },
    ]
}
