//! The rule families' board families of the `smoke` and `standard` presets after the first
//! groups `presets.rs` lists, in the order their boards are numbered (a shard's boards depend on
//! it: append new families at the end).

use crate::bounds::Bounds;

/// One or more board families per rule family, each module's `families()`.
pub(super) fn rule_families() -> Vec<Bounds> {
    let mut families = Vec::new();
    families.extend(super::targets::families());
    families.extend(super::trigger_cause::families());
    families.extend(super::history::families());
    families.extend(super::ability_changing::families());
    families.extend(super::face_down::families());
    families.extend(super::stack_abilities::families());
    families.extend(super::granted::families());
    families.extend(super::player_counters::families());
    families.extend(super::costs::families());
    families.extend(super::zones::families());
    families.extend(super::stack_targets::families());
    families.extend(super::delayed_kinds::families());
    families.extend(super::simultaneous::families());
    families.extend(super::simultaneity::families());
    families.extend(super::control::families());
    families.extend(super::resolved_times::families());
    families.extend(super::cast_history::families());
    families.extend(super::discard::families());
    families.extend(super::exile_until::families());
    families.extend(super::multiplayer::families());
    families.extend(super::owners::families());
    families.extend(super::target_words::families());
    families.extend(super::another::families());
    families.extend(super::linked::families());
    families.extend(super::copy_targets::families());
    families.extend(super::knowledge::families());
    families.push(super::knowledge::cost_sacrificed());
    families.extend(super::regenerate::families());
    families.extend(super::protection::families());
    families.extend(super::extra_phases::families());
    families.extend(super::edition_rules::families());
    families.extend(super::colors::families());
    families.extend(super::fight::families());
    families.extend(super::under::families());
    families.extend(super::paying::families());
    families.extend(super::x_costs::families());
    families.extend(super::manifest::families());
    families.extend(super::role::families());
    families
}
