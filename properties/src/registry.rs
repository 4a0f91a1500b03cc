//! The registry: every property, in a stable order. Entries only; no logic.

use crate::{
    delayed, event_triggers, intervening_if, optional, placement, reflexive, riftbound, scoring,
    state_trigger, zone_change, Property,
};

/// Every property, grouped by rule family in CR order.
pub fn all() -> Vec<Property> {
    let mut out = Vec::new();
    out.extend(event_triggers::properties());
    out.extend(placement::properties());
    out.extend(intervening_if::properties());
    out.extend(optional::properties());
    out.extend(zone_change::properties());
    out.extend(delayed::properties());
    out.extend(state_trigger::properties());
    out.extend(reflexive::properties());
    out.extend(scoring::properties());
    out.extend(riftbound::properties());
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
