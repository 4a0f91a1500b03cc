//! The registry: every property, in a stable order, and ([`GUARDED`]) each property with an
//! early exit (its module's `guard || full`) paired with its full check. Entries only; no logic.

use crate::costs;
use crate::{
    ability_changing, attachments, batched, causes, characteristics, combat, combat_stack, control,
    counter_spell, delayed, delayed_control, delayed_kinds, event_triggers, face_down,
    from_anywhere, granted, history, intervening_if, last_known, legend, nth_time, objects,
    once_each_turn, optional, placement, player_counters, rb_combat, reflexive, removal, riftbound,
    riftbound_choices, scoring, simultaneity, simultaneous, stack_abilities, state_based,
    state_trigger, step_begins, targets, trigger_cause, zone_change, Property,
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
    out.extend(crate::last_known_power::properties());
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
    out.extend(characteristics::properties());
    out.extend(combat_stack::properties());
    out.extend(rb_combat::properties());
    out.extend(trigger_cause::properties());
    out.extend(history::properties());
    out.extend(ability_changing::properties());
    out.extend(face_down::properties());
    out.extend(stack_abilities::properties());
    out.extend(granted::properties());
    out.extend(crate::layer_order::properties());
    out.extend(player_counters::properties());
    out.extend(costs::properties());
    out.extend(crate::zones::properties());
    out.extend(counter_spell::properties());
    out.extend(delayed_kinds::properties());
    out.extend(crate::object_identity::properties());
    out.extend(simultaneous::properties());
    out.extend(state_based::properties());
    out.extend(simultaneity::properties());
    out.extend(control::properties());
    out.extend(crate::cleanup::properties());
    out.extend(crate::damage_split::properties());
    out.extend(crate::resolved_times::properties());
    out.extend(crate::cast_history::properties());
    out.extend(crate::hand_library::properties());
    out.extend(crate::exile_until::properties());
    out.extend(crate::owners::properties());
    out.extend(crate::who_may::properties());
    out.extend(crate::target_words::properties());
    out.extend(crate::multiplayer::properties());
    out.extend(crate::departed::properties());
    out.extend(crate::linked::properties());
    out.extend(crate::copy_targets::properties());
    out.extend(crate::regenerate::properties());
    out.extend(crate::fight::properties());
    out.extend(crate::protection::properties());
    out.extend(crate::blockers::properties());
    out.extend(crate::trample::properties());
    out.extend(crate::evasion::properties());
    out.extend(crate::extra_phases::properties());
    out.extend(crate::color::properties());
    out.extend(crate::mana_pool::properties());
    out.extend(crate::mana_paid::properties());
    out.extend(crate::as_long_as::properties());
    out.extend(crate::under::properties());
    out.extend(crate::paying::properties());
    out.extend(crate::multi_block::properties());
    out.extend(crate::next_cast::properties());
    out.extend(crate::x_cost::properties());
    out.extend(crate::manifest::properties());
    out.extend(crate::role::properties());
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

/// Each guarded property's name and its full check (without the guard).
pub const GUARDED: &[(&str, crate::early::Check)] = &[
    (
        "additional-triggers-counted",
        crate::trigger_cause::additional_counted,
    ),
    (
        "beginning-of-step-triggers-first",
        crate::step_begins::triggers_first,
    ),
    (
        "lifelink-gains-once-per-source",
        crate::combat::lifelink_once_per_source,
    ),
    (
        "turn-history-counts-every-death-and-life-change",
        crate::history::counts_every_event,
    ),
    (
        "mana-triggers-skip-the-stack",
        crate::placement::mana_skips_stack,
    ),
    (
        "suppression-names-what-it-stops",
        crate::trigger_cause::suppression_names_what_it_stops,
    ),
    (
        "suppressed-event-triggers-nothing-named",
        crate::trigger_cause::suppressed_trigger_nothing,
    ),
    (
        "abilities-lost-on-entry",
        crate::zone_change::lose_abilities_on_entry,
    ),
    (
        "replaced-death-near-dies-watcher",
        crate::causes::replaced_death_near_watcher,
    ),
    (
        "granted-trigger-only-while-granted",
        crate::granted::granted_trigger_only_while_granted,
    ),
    (
        "delayed-trigger-near-additional-static",
        crate::trigger_cause::delayed_near_additional,
    ),
    (
        "state-trigger-not-retriggered-while-pending",
        crate::state_trigger::not_retriggered,
    ),
    ("leaves-abilities-look-back", crate::zone_change::look_back),
    (
        "unavailable-mode-never-chosen",
        crate::removal::mode_available,
    ),
    (
        "leaver-judged-as-it-last-existed",
        crate::objects::leaver_judged_as_it_last_existed,
    ),
    (
        "aura-sees-enchanted-creature-die",
        crate::attachments::aura_sees_host_die,
    ),
    (
        "zone-change-trigger-finds-only-new-object",
        crate::zone_change::refers_to_new_object,
    ),
    (
        "triggers-once-per-occurrence",
        crate::event_triggers::once_per_occurrence,
    ),
    (
        "tokens-created-together",
        crate::simultaneous::created_together,
    ),
    (
        "each-player-sacrifices-together",
        crate::simultaneous::sacrificed_together,
    ),
    (
        "no-legal-choice-removal-justified",
        crate::removal::no_choice_removal_justified,
    ),
    (
        "batched-trigger-once-per-event",
        crate::batched::once_per_event,
    ),
    (
        "becomes-target-once-per-object",
        crate::targets::becomes_target_once_per_object,
    ),
    (
        "enters-abilities-see-newcomers",
        crate::zone_change::etb_sees_newcomers,
    ),
];
