//! Turn structure and whose decision it is: steps, priority, the pending decision, game outcome.

use super::player::PlayerId;
use serde::{Deserialize, Serialize};

/// Steps of a turn (CR 500.1, the subset the model walks through).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Step {
    Untap,
    Upkeep,
    Draw,
    Main,
    End,
    Cleanup,
}

impl Step {
    /// Does the step end its phase? Untap, upkeep and draw make the beginning phase; the main
    /// phase is one step here (no combat); end and cleanup make the ending phase.
    pub fn ends_phase(self) -> bool {
        matches!(self, Step::Draw | Step::Main | Step::Cleanup)
    }

    /// The step after this one, and whether it starts a new turn.
    pub fn next(self) -> (Step, bool) {
        match self {
            Step::Untap => (Step::Upkeep, false),
            Step::Upkeep => (Step::Draw, false),
            Step::Draw => (Step::Main, false),
            Step::Main => (Step::End, false),
            Step::End => (Step::Cleanup, false),
            Step::Cleanup => (Step::Untap, true),
        }
    }
}

/// What a player is asked while the top of the stack resolves (CR 603.5, 603.12).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Ask {
    /// "You may ...": do it or not.
    May,
    /// "... unless [you] pay N life": pay or not.
    Unless { life: u8 },
    /// "You may sacrifice another creature": which, or none.
    SacrificeAnother,
}

/// Who must decide what next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Decision {
    /// The player holds priority (CR 117).
    Priority(PlayerId),
    /// The player puts one of their waiting triggers of this part on the stack (CR 603.3b).
    PutTrigger { player: PlayerId, part_two: bool },
    /// The player answers a question of the resolving top object.
    Resolve { player: PlayerId, ask: Ask },
    /// The player chooses which of their same-named legendary permanents to keep; the rest are
    /// put into their owners' graveyards with the other state-based actions (CR 704.5j).
    KeepLegend { player: PlayerId },
    /// The game has ended.
    GameOver(Outcome),
    /// Nobody: the step that led here passed an engine limit (more trigger instances at once
    /// than `rules::MAX_INSTANCES`, a count past its type, a procedure that did not finish) and
    /// was cut. Not a game state and not a rules outcome: a checker treats it as out of bounds
    /// (exploration incomplete). *(ours)*
    Halted,
}

/// How the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Outcome {
    Won(PlayerId),
    Lost(PlayerId),
    Draw,
}
