//! `triggerproof-properties`: named rules properties over the game state and the journal of the
//! step that produced it, each with its rule citations per edition. It depends on the model
//! only (never on the checker crates, stateright or clap).
//!
//! A property restates a rule over observable data, as if written by someone who has read the
//! CR but not the engine: it reads `model`'s state, vocabulary and journal, and never calls the
//! engine's rule code. Every `always` property is paired with a `sometimes` witness so that "it
//! holds" cannot be vacuous.
//!
//! - [`observe`]: read-only queries in CR terms (abilities, conditions, rewinding life totals).
//! - one module per rule family, mirroring `model::rules`.
//! - [`early`]: properties judged from the step's journal alone when it shows nothing to judge.
//! - [`registry`]: the list of every property.

pub mod ability_changing;
pub mod as_long_as;
pub mod attachments;
pub mod batched;
pub mod blockers;
pub mod cast_history;
pub mod causes;
pub mod characteristics;
pub mod cleanup;
pub mod color;
pub mod combat;
pub mod combat_stack;
pub mod condition;
pub mod control;
pub mod copy_targets;
pub mod costs;
pub mod counter_spell;
pub mod damage_split;
pub mod delayed;
pub mod delayed_control;
pub mod delayed_kinds;
pub mod departed;
pub mod early;
pub mod evasion;
pub mod event_triggers;
pub mod exile_until;
pub mod extra_phases;
pub mod face_down;
pub mod fight;
pub mod from_anywhere;
pub mod granted;
pub mod hand_library;
pub mod history;
pub mod intervening_if;
pub mod last_known;
pub mod last_known_power;
pub mod layer_order;
pub mod legend;
pub mod linked;
pub mod mana_paid;
pub mod mana_pool;
pub mod manifest;
pub mod multi_block;
pub mod multiplayer;
pub mod next_cast;
pub mod nth_time;
pub mod object_identity;
pub mod objects;
pub mod observe;
pub mod once_each_turn;
pub mod optional;
pub mod owners;
pub mod paying;
pub mod placement;
pub mod player_counters;
pub mod protection;
pub mod rb_combat;
pub mod readings;
pub mod reflexive;
pub mod regenerate;
pub mod registry;
pub mod removal;
pub mod resolved_times;
pub mod riftbound;
pub mod riftbound_choices;
pub mod role;
pub mod scoring;
pub mod selector;
pub mod simultaneity;
pub mod simultaneous;
pub mod stack_abilities;
pub mod state_based;
pub mod state_trigger;
pub mod step_begins;
pub mod target_words;
pub mod targets;
#[cfg(test)]
mod testing;
pub mod trample;
pub mod trigger_cause;
pub mod trigger_knowledge;
pub mod under;
pub mod who_may;
pub mod x_cost;
pub mod zone_change;
pub mod zones;

use serde::Serialize;
use triggerproof_model::cards::CardPool;
use triggerproof_model::edition::{Edition, RuleRef};
use triggerproof_model::journal::Journal;
use triggerproof_model::state::GameState;

/// What a property expects.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Expectation {
    /// Holds in every reachable state (with the journal of the step that reached it).
    Always,
    /// Holds in at least one reachable state: a reachability witness.
    Sometimes,
}

/// What a property looks at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    /// A predicate over a state.
    Invariant,
    /// A predicate over the journal of a step and the state after it.
    Step,
    /// A state or step that must be reachable.
    Reachability,
}

/// What a property sees: the edition in force, the card pool (vocabulary data), the state, and
/// the journal of the step that produced it; and the readings of them that several properties
/// share, made once on first use ([`readings`]). Built by [`View::new`], one per state.
pub struct View<'a> {
    pub edition: Edition,
    pub pool: &'a CardPool,
    pub state: &'a GameState,
    pub journal: &'a Journal,
    readings: readings::Readings,
}

impl<'a> View<'a> {
    /// A view of `state` reached by the step of `journal`, nothing read yet.
    pub fn new(
        edition: Edition,
        pool: &'a CardPool,
        state: &'a GameState,
        journal: &'a Journal,
    ) -> View<'a> {
        View {
            edition,
            pool,
            state,
            journal,
            readings: readings::Readings::default(),
        }
    }
}

/// A named property.
#[derive(Clone, Copy)]
pub struct Property {
    /// Stable kebab-case identifier (renaming it is an API change).
    pub name: &'static str,
    pub expectation: Expectation,
    pub kind: Kind,
    /// One line, in plain words.
    pub statement: &'static str,
    /// The rules it restates; their numbers per edition come from `Edition::number`.
    pub rules: &'static [RuleRef],
    /// The editions whose rules it restates (`Property::applies`); checked only under those.
    pub editions: &'static [Edition],
    /// For an `always` property, the name of its reachability witness.
    pub witness: Option<&'static str>,
    pub check: fn(&View) -> bool,
}

/// Every edition.
pub const ALL: &[Edition] = &Edition::ALL;
/// The MTG editions.
pub const MTG: &[Edition] = &[
    Edition::Mtg20081001,
    Edition::Mtg20241108,
    Edition::Mtg20260116,
];
/// The MTG editions with CR 603 (2024, 2026): two-part placement, 603.2d.
pub const MTG_603: &[Edition] = &[Edition::Mtg20241108, Edition::Mtg20260116];
/// Every edition but mtg-2008-10-01 (which lacks 603.2i and 603.12).
pub const NOT_2008: &[Edition] = &[
    Edition::Mtg20241108,
    Edition::Mtg20260116,
    Edition::Riftbound13,
    Edition::Riftbound14,
];
/// The Riftbound editions.
pub const RIFTBOUND: &[Edition] = &[Edition::Riftbound13, Edition::Riftbound14];
/// The editions placing every waiting trigger in one pass (CR 410.3 (mtg-2008-10-01), RB 383.3.d.1).
pub const ONE_PASS: &[Edition] = &[
    Edition::Mtg20081001,
    Edition::Riftbound13,
    Edition::Riftbound14,
];

impl Property {
    /// Does the property restate a rule of `edition`?
    pub fn applies(&self, edition: Edition) -> bool {
        self.editions.contains(&edition)
    }

    /// Citations in `edition`'s numbering, e.g. `["CR 603.4 (mtg-2024-11-08)"]`. A rule the
    /// edition has no number for is left out (a property shared by editions may list a rule
    /// only one of them has); if none has a number, each says `no rule in ...`.
    pub fn citations(&self, edition: Edition) -> Vec<String> {
        let numbered: Vec<String> = self
            .rules
            .iter()
            .filter(|r| edition.number(**r).is_some())
            .map(|r| edition.cite(*r))
            .collect();
        if numbered.is_empty() {
            self.rules.iter().map(|r| edition.cite(*r)).collect()
        } else {
            numbered
        }
    }
}

impl std::fmt::Debug for Property {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Property")
            .field("name", &self.name)
            .field("expectation", &self.expectation)
            .finish()
    }
}

#[cfg(test)]
mod citation_tests {
    use super::*;

    #[test]
    fn a_rule_the_edition_lacks_is_not_cited() {
        let p = registry::find("prevented-events-trigger-nothing").expect("registered");
        let cites = p.citations(Edition::Mtg20241108);
        assert!(cites.iter().all(|c| !c.starts_with("no rule")), "{cites:?}");
        assert!(cites.iter().any(|c| c.contains("603.2h")), "{cites:?}");
        let rb = p.citations(Edition::Riftbound14);
        assert!(rb.iter().all(|c| !c.starts_with("no rule")), "{rb:?}");
    }
}
