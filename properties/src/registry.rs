//! The registry: every property, in a stable order. Entries only; no logic.

use crate::costs;
use crate::{
    ability_changing, attachments, batched, causes, combat, combat_stack, control, counter_spell,
    delayed, delayed_control, delayed_kinds, event_triggers, face_down, from_anywhere, granted,
    history, intervening_if, last_known, legend, nth_time, objects, once_each_turn, optional,
    placement, player_counters, rb_combat, reflexive, removal, riftbound, riftbound_choices,
    scoring, simultaneous, stack_abilities, state_based, state_trigger, step_begins, targets,
    trigger_cause, zone_change, Property,
};

/// Every property, grouped by rule family in CR order.
pub fn all() -> Vec<Property> {
    let mut out = Vec::new();
    out.extend(step_begins::properties());
    out.extend(event_triggers::properties());
    out.extend(once_each_turn::properties());
    out.extend(batched::properties());
    out.extend(placement::properties());
    out.extend(removal::properties());
    out.extend(targets::properties());
    out.extend(intervening_if::properties());
    out.extend(last_known::properties());
    out.extend(crate::trigger_knowledge::properties());
    out.extend(optional::properties());
    out.extend(zone_change::properties());
    out.extend(from_anywhere::properties());
    out.extend(causes::properties());
    out.extend(delayed::properties());
    out.extend(delayed_control::properties());
    out.extend(state_trigger::properties());
    out.extend(reflexive::properties());
    out.extend(scoring::properties());
    out.extend(riftbound::properties());
    out.extend(nth_time::properties());
    out.extend(riftbound_choices::properties());
    out.extend(objects::properties());
    out.extend(legend::properties());
    out.extend(attachments::properties());
    out.extend(combat::properties());
    out.extend(combat_stack::properties());
    out.extend(rb_combat::properties());
    out.extend(trigger_cause::properties());
    out.extend(history::properties());
    out.extend(ability_changing::properties());
    out.extend(face_down::properties());
    out.extend(stack_abilities::properties());
    out.extend(granted::properties());
    out.extend(player_counters::properties());
    out.extend(costs::properties());
    out.extend(crate::zones::properties());
    out.extend(counter_spell::properties());
    out.extend(delayed_kinds::properties());
    out.extend(simultaneous::properties());
    out.extend(state_based::properties());
    out.extend(control::properties());
    out.extend(crate::resolved_times::properties());
    out.extend(crate::cast_history::properties());
    out.extend(crate::hand_library::properties());
    out.extend(crate::exile_until::properties());
    out.extend(crate::owners::properties());
    out.extend(crate::who_may::properties());
    out.extend(crate::target_words::properties());
    out.extend(crate::multiplayer::properties());
    out.extend(crate::linked::properties());
    out.extend(crate::copy_targets::properties());
    out
}

/// The properties restating a rule of `edition`.
pub fn for_edition(edition: triggerproof_model::Edition) -> Vec<Property> {
    all().into_iter().filter(|p| p.applies(edition)).collect()
}

/// The property named `name`.
pub fn find(name: &str) -> Option<Property> {
    all().into_iter().find(|p| p.name == name)
}
