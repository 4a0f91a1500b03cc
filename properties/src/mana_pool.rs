//! Properties of the mana pool (CR 106.4, 500.4 (mtg-2024-11-08); 500.5 in mtg-2026-01-16; CR
//! 300.3 (mtg-2008-10-01)): unused mana empties from every pool as each step and phase ends
//! (2024, 2026), or as each phase ends (2008, with mana burn), so no mana is left in a pool
//! when the next step or phase begins.
//!
//! Our own reading, from the journal and the state after the step: a step that began in this
//! step of the game, with no mana added after it, leaves every pool empty. Which steps begin a
//! phase is read here from the turn structure (CR 500.1: beginning, main, combat, ending
//! phases), not from the model's `Step` helpers. The engine's rule code is never called.

use crate::{Expectation, Kind, Property, View, MTG};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening};
use triggerproof_model::state::Step;
use triggerproof_model::Edition;

/// Does `step` begin a phase (CR 500.1 (mtg-2024-11-08); CR 300.1 (mtg-2008-10-01))? The
/// beginning phase starts with untap, the main phase is its own step, combat starts with its
/// beginning step, the ending phase with the end step. (The model has no second main phase.)
fn begins_phase(step: Step) -> bool {
    matches!(
        step,
        Step::Untap | Step::Main | Step::BeginningOfCombat | Step::End
    )
}

/// CR 500.4 (mtg-2024-11-08), 500.5 (mtg-2026-01-16): a step or phase began with every pool
/// empty; CR 300.3 (mtg-2008-10-01): under 2008, a phase did.
fn pool_empty_when_step_begins(v: &View) -> bool {
    let steps_count = v.edition != Edition::Mtg20081001;
    let began = v
        .journal
        .iter()
        .enumerate()
        .filter_map(|(i, e)| match &e.what {
            Happening::Event(Event::StepBegan { step, .. })
                if steps_count || begins_phase(*step) =>
            {
                Some(i)
            }
            _ => None,
        });
    let Some(last) = began.last() else {
        return true;
    };
    let added_since = v.journal.entries[last..]
        .iter()
        .any(|e| matches!(e.what, Happening::Event(Event::ManaAdded { .. })));
    added_since || v.state.players.iter().all(|p| p.mana.total() == 0)
}

/// A player has unspent mana in their pool.
fn mana_in_a_pool(v: &View) -> bool {
    v.state.players.iter().any(|p| p.mana.total() > 0)
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step as StepKind};

pub fn properties() -> Vec<Property> {
    vec![
        Property {
            name: "mana-pool-empty-when-a-step-begins",
            expectation: Always,
            kind: StepKind,
            statement: "Every mana pool is empty as a step or phase begins (2008: as a phase begins): unused mana empties when each one ends.",
            rules: &[RuleRef::ManaEmpties],
            editions: MTG,
            witness: Some("mana-left-in-a-pool"),
            check: pool_empty_when_step_begins,
        },
        Property {
            name: "mana-left-in-a-pool",
            expectation: Sometimes,
            kind: Reachability,
            statement: "A player has unspent mana in their pool.",
            rules: &[RuleRef::ManaEmpties],
            editions: MTG,
            witness: None,
            check: mana_in_a_pool,
        },
    ]
}
