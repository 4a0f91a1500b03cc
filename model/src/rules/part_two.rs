//! CR 603.3b, second part: abilities that trigger on another ability triggering ("whenever a
//! triggered ability you control triggers"). They see an ability as it triggers, or a leading
//! "may" ability once it is finalized (RB 383.3.a.2 (riftbound-1.4)); they are placed in the
//! second part of CR 603.3b, and never see one another.

use super::trigger_event::{try_trigger, who_matches, NewInstance};
use super::{characteristics, Ctx};
use crate::state::{ObjectId, PlayerId};
use crate::vocab::{TriggerCondition, TriggerEvent};

/// CR 603.3b, second part: abilities that trigger on another ability triggering.
pub(crate) fn ability_triggered(ctx: &mut Ctx, entry: u16, trigger_controller: PlayerId) {
    // Only permanents whose card triggers on abilities triggering can trigger here.
    let watches = |card| {
        characteristics::text_triggered(ctx.rules, card).any(|(_, ta)| {
            matches!(
                ta.when,
                TriggerCondition::Event(TriggerEvent::AbilityTriggers(_))
            )
        })
    };
    let watchers: Vec<(ObjectId, crate::state::GameObject)> = ctx
        .s
        .battlefield()
        .filter(|(_, o)| watches(o.card))
        .map(|(id, o)| (id, o.clone()))
        .collect();
    for (id, o) in watchers {
        if !characteristics::has_abilities(ctx, id) {
            continue;
        }
        let rules = ctx.rules;
        for (index, ta) in characteristics::text_triggered(rules, o.card) {
            let TriggerCondition::Event(TriggerEvent::AbilityTriggers(who)) = &ta.when else {
                continue;
            };
            if !who_matches(*who, trigger_controller, o.controller) {
                continue;
            }
            let new = NewInstance {
                cause: Some(entry),
                part_two: true,
                ..NewInstance::printed(id, &o, index)
            };
            try_trigger(ctx, ta, &o, new);
        }
    }
}
