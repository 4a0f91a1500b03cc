//! `triggerproof-model`: the formal game model of triggered abilities. The bottom layer: it must
//! not depend on any other triggerproof crate, nor on stateright or clap, and it does no I/O.
//!
//! - [`edition`]: rule editions and per-edition rule numbers ([`edition::RuleRef`]).
//! - [`ids`]: object, player and zone ids, at the bottom (re-exported by [`state`]).
//! - [`vocab`]: the card-ability vocabulary as serde data.
//! - [`cards`]: card pools, and the built-in pool.
//! - [`state`]: the game state as persistent `imbl` data.
//! - [`journal`]: what one step did, each entry citing its rule.
//! - [`choice`]: the decisions players make.
//! - [`mutant`]: deliberately wrong rule decisions, for proving properties have teeth.
//! - [`ruleset`]: the rules in force (edition, pool, mutant), which the rule families read.
//! - [`engine`]: the pure engine, `legal_choices` and `apply`.
//! - `rules` (private): one module per rule family; only the engine routes into it.
//! - [`board`]: building initial states from card names.

pub mod board;
pub mod cards;
pub mod choice;
pub mod edition;
pub mod edition_words;
pub mod engine;
mod feature_use;
pub mod ids;
pub mod journal;
pub mod mutant;
pub mod ruleset;
pub mod semantics;
pub mod state;
pub mod vocab;

pub(crate) mod rules;

pub use choice::Choice;
pub use edition::{Edition, RuleRef};
pub use engine::{apply, legal_choices, start, RuleError};
pub use journal::{Event, Happening, Journal, JournalEntry};
pub use mutant::Mutant;
pub use ruleset::Ruleset;
pub use state::GameState;
