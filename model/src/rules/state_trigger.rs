//! CR 603.8: state triggers. A state-triggered ability triggers as soon as the game state matches
//! its condition, and doesn't trigger again while an instance of it is waiting or on the stack;
//! once that instance has left the stack it triggers again if its source is still in the same
//! zone and the state still matches. The latch is per ability of an object, not per source.

use super::trigger_event::{try_trigger, NewInstance};
use super::{characteristics, intervening_if, Ctx};
use crate::mutant::Mutant;
use crate::state::{AbilityOrigin, GameObject, ObjectId, StackObject, TriggerInstance};
use crate::vocab::TriggerCondition;

/// Is an instance of ability `index` of `source` waiting or on the stack (the latch)?
fn latched(ctx: &Ctx, source: ObjectId, o: &GameObject, index: u8) -> bool {
    let same = |t: &TriggerInstance| {
        t.source == source
            && if ctx.mutant(Mutant::StateTriggerSuppressedBySource) {
                true
            } else if ctx.mutant(Mutant::StateLatchPerSource) {
                t.state_trigger
            } else {
                t.origin
                    == AbilityOrigin::Printed {
                        card: o.card,
                        index,
                    }
            }
    };
    stuck_latch(ctx, o, index)
        || ctx.s.waiting.iter().any(same)
        || ctx
            .s
            .stack
            .iter()
            .any(|s| matches!(s, StackObject::Triggered { instance, .. } if same(instance)))
}

/// Mutant `state-latch-kept-on-removal`: an instance of this ability removed for lack of targets
/// in this step leaves the ability latched. CR 603.8: it left the stack, so it may trigger again.
fn stuck_latch(ctx: &Ctx, o: &GameObject, index: u8) -> bool {
    use crate::journal::{Happening, RemovalReason};
    if !ctx.mutant(Mutant::StateLatchKeptOnRemoval) {
        return false;
    }
    let origin = AbilityOrigin::Printed {
        card: o.card,
        index,
    };
    ctx.j.iter().any(|e| match &e.what {
        Happening::RemovedFromStack { instance, reason: RemovalReason::NoLegalChoice } => {
            ctx.j.iter().any(|p| matches!(&p.what, Happening::PutOnStack { instance: i, origin: og, .. } if i == instance && *og == origin))
        }
        _ => false,
    })
}

/// Implements CR 603.8: every state trigger whose condition holds and isn't latched triggers.
pub(crate) fn check(ctx: &mut Ctx) {
    // Only permanents with a state-triggered ability can trigger here: filtering on the card
    // first (a pool lookup) skips the clone and the abilities check for every other object.
    let has_state_trigger = |card| {
        characteristics::text_triggered(ctx.rules, card)
            .any(|(_, ta)| matches!(ta.when, TriggerCondition::State(_)))
    };
    let objects: Vec<(ObjectId, GameObject)> = ctx
        .s
        .battlefield()
        .filter(|(_, o)| has_state_trigger(o.card))
        .map(|(id, o)| (id, o.clone()))
        .collect();
    for (id, o) in objects {
        if !characteristics::has_abilities(ctx, id) {
            continue;
        }
        let rules = ctx.rules;
        for (index, ta) in characteristics::text_triggered(rules, o.card) {
            let TriggerCondition::State(cond) = &ta.when else {
                continue;
            };
            if !intervening_if::holds(ctx, cond, o.controller, id) {
                continue;
            }
            // CR 603.8: no retrigger while waiting or on the stack (the mutant ignores the latch).
            if !ctx.mutant(Mutant::StateTriggerRetriggers) && latched(ctx, id, &o, index) {
                continue;
            }
            let new = NewInstance {
                state_trigger: true,
                ..NewInstance::printed(id, &o, index)
            };
            try_trigger(ctx, ta, &o, new);
        }
    }
}
