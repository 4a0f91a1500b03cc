//! Properties of state triggers (CR 603.8): never two instances of one ability waiting or on the
//! stack; and whenever a player receives priority, every state-triggered ability whose state
//! holds has an instance waiting or on the stack (it triggers again after leaving the stack).

use crate::observe::{condition_now, has_abilities, instances};
use crate::{Expectation, Kind, Property, View, MTG};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::state::{AbilityOrigin, Decision};
use triggerproof_model::vocab::{TriggerCondition, TriggeredAbility};

/// CR 603.8: a state trigger doesn't trigger again while an instance is waiting or on the stack.
pub(crate) fn not_retriggered(v: &View) -> bool {
    let mut seen = std::collections::BTreeSet::new();
    instances(v)
        .filter(|t| t.state_trigger)
        .all(|t| seen.insert((t.source, format!("{:?}", t.origin))))
}

/// CR 603.8: at priority, each state trigger whose state holds is waiting or on the stack.
fn retriggers_when_state_holds(v: &View) -> bool {
    if !matches!(v.state.decision, Decision::Priority(_)) {
        return true;
    }
    v.state.battlefield().all(|(id, o)| {
        let card = v.pool.get(o.card);
        // Cards without a state trigger pass whatever the rest says: skip the abilities check
        // (a scan of the battlefield) for them.
        let state_triggered =
            |(_, ta): (u8, &TriggeredAbility)| matches!(ta.when, TriggerCondition::State(_));
        if !card.triggered().any(state_triggered) || !has_abilities(v, id) || !o.is_public() {
            return true;
        }
        card.triggered().all(|(index, ta)| {
            let TriggerCondition::State(cond) = &ta.when else {
                return true;
            };
            let origin = AbilityOrigin::Printed {
                card: o.card,
                index,
            };
            ta.intervening_if.is_some()
                || condition_now(v, cond, o.controller, id) != Some(true)
                || instances(v).any(|t| t.source == id && t.origin == origin)
        })
    })
}

fn state_holds_at_priority(v: &View) -> bool {
    matches!(v.state.decision, Decision::Priority(_))
        && instances(v).any(|t| t.state_trigger && v.state.object(t.source).is_some_and(|o| {
            v.pool.get(o.card).triggered().any(|(_, ta)| matches!(&ta.when, TriggerCondition::State(c) if condition_now(v, c, o.controller, t.source) == Some(true)))
        }))
}

use Expectation::{Always, Sometimes};
use Kind::{Invariant, Reachability};

/// `state-trigger-not-retriggered-while-pending` reads the waiting and stacked instances.
pub fn state_trigger_not_retriggered(v: &View) -> bool {
    crate::early::nothing_pending(v) || crate::state_trigger::not_retriggered(v)
}

pub fn properties() -> Vec<Property> {
    vec![
        Property { name: "state-trigger-not-retriggered-while-pending", expectation: Always, kind: Invariant, statement: "A state-triggered ability never has two instances waiting or on the stack.", rules: &[RuleRef::StateTrigger], editions: MTG, witness: Some("state-holds-while-trigger-on-stack"), check: state_trigger_not_retriggered },
        Property { name: "state-trigger-retriggers-while-state-holds", expectation: Always, kind: Invariant, statement: "When a player receives priority, every state trigger whose state holds is waiting or on the stack.", rules: &[RuleRef::StateTrigger], editions: MTG, witness: Some("state-holds-while-trigger-on-stack"), check: retriggers_when_state_holds },
        Property { name: "state-holds-while-trigger-on-stack", expectation: Sometimes, kind: Reachability, statement: "A state trigger is on the stack while its state still holds.", rules: &[RuleRef::StateTrigger], editions: MTG, witness: None, check: state_holds_at_priority },
    ]
}
