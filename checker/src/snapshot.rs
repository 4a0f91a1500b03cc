//! The state the checker explores: the game, and the journal of the step that produced it. Below
//! both the adapter (which makes snapshots by running the engine) and symmetry reduction (which
//! renames the ids inside one).

use triggerproof_model::journal::Journal;
use triggerproof_model::GameState;

/// A state as the checker sees it: the game, and the journal of the step that produced it
/// (ghost data: only the last step is kept, and nothing but the properties reads it). Its `Hash`
/// and `Eq` cover both, as stateright's checkers and the scenario models store snapshots whole;
/// `check` stores and fingerprints the game alone and judges the journal on every transition
/// (`adapter::Suite`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Snapshot {
    pub game: GameState,
    pub journal: Journal,
}
