//! Turn structure and whose decision it is: steps, priority, the pending decision, game outcome.

use crate::ids::PlayerId;
use serde::{Deserialize, Serialize};

/// Steps of a turn (CR 500.1, the subset the model walks through).
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Serialize,
    Deserialize,
    schemars::JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum Step {
    Untap,
    Upkeep,
    Draw,
    Main,
    /// The combat phase (CR 506.1), in games whose boards have one.
    BeginningOfCombat,
    DeclareAttackers,
    DeclareBlockers,
    /// The first of two combat damage steps (CR 510.4).
    FirstStrikeDamage,
    CombatDamage,
    EndOfCombat,
    End,
    Cleanup,
}

impl Step {
    /// Does the step end its phase? Untap, upkeep and draw make the beginning phase; the main
    /// phase is one step; the combat steps make the combat phase; end and cleanup make the
    /// ending phase.
    pub fn ends_phase(self) -> bool {
        matches!(
            self,
            Step::Draw | Step::Main | Step::EndOfCombat | Step::Cleanup
        )
    }

    /// Is the step part of the combat phase (CR 506.1)?
    pub fn is_combat(self) -> bool {
        matches!(
            self,
            Step::BeginningOfCombat
                | Step::DeclareAttackers
                | Step::DeclareBlockers
                | Step::FirstStrikeDamage
                | Step::CombatDamage
                | Step::EndOfCombat
        )
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
    /// "Each player sacrifices a creature": which of yours (CR 101.4 (mtg-2024-11-08)).
    SacrificeEach,
    /// "[who] discards N cards": which card of your hand next (CR 701.8b (mtg-2024-11-08));
    /// `random`: a random discard, every outcome explored.
    Discard { random: bool },
    /// "You may choose new targets for the copy": the copy's targets (CR 707.10c
    /// (mtg-2024-11-08)).
    NewTargets,
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
    /// The active player declares attackers (CR 508.1).
    DeclareAttackers(PlayerId),
    /// A defending player declares blockers (CR 509.1).
    DeclareBlockers(PlayerId),
    /// Riftbound: the player assigns their combat damage (RB 465.2.c (riftbound-1.4)).
    AssignCombatDamage(PlayerId),
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
