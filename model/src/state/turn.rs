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

    /// The phase the step belongs to (CR 500.1 (mtg-2024-11-08); the model's one main phase).
    pub fn phase(self) -> Phase {
        match self {
            Step::Untap | Step::Upkeep | Step::Draw => Phase::Beginning,
            Step::Main => Phase::Main,
            Step::End | Step::Cleanup => Phase::Ending,
            _ => Phase::Combat,
        }
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

/// The phases of a turn as the model walks them (CR 500.1 (mtg-2024-11-08)): one main phase
/// stands for both (the postcombat main phase is not modelled).
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
pub enum Phase {
    Beginning,
    Main,
    Combat,
    Ending,
}

impl Phase {
    /// The phase's index in [`crate::state::ExtraCombats::after`].
    pub fn index(self) -> usize {
        self as usize
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
    /// The player is casting the spell on top of the stack and pays its mana cost, activating
    /// mana abilities first if they wish (CR 601.2g, 601.2h (mtg-2024-11-08)).
    PayMana(PlayerId),
    /// The game has ended.
    GameOver(Outcome),
    /// Nobody: the step that led here passed an engine limit (more trigger instances at once
    /// than `rules::MAX_INSTANCES`, a count past its type, a procedure that did not finish) and
    /// was cut. Not a game state and not a rules outcome: a checker treats it as out of bounds
    /// (exploration incomplete). *(ours)*
    Halted(Limit),
}

/// The engine limit a cut step passed ([`Decision::Halted`]), named in the reports of an
/// incomplete run. Past a limit no number is clamped, saturated or wrapped: the step is cut.
/// *(ours)*
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Limit {
    /// More trigger instances and stack objects at once than `rules::MAX_INSTANCES`.
    Instances,
    /// The CR 117.5 procedure did not finish within `rules::MAX_ROUNDS` rounds.
    Rounds,
    /// No free object or instance id left.
    Ids,
    /// A life total past -32,768 to 32,767.
    Life,
    /// Damage marked on a permanent past 65,535.
    Damage,
    /// Counters of one kind on an object or a player past 255.
    Counters,
    /// Mana in a pool, or points scored, past 255.
    ManaOrPoints,
    /// A "this turn" history count past its type (life gained or lost 65,535; creatures died,
    /// cards drawn, spells cast 255).
    History,
    /// An amount read from a quantity past what an event carries (0 to 65,535), or a
    /// quantity's own arithmetic past 64 bits.
    Amount,
    /// Another count past its type (a trigger's times, a turn number).
    Count,
}

impl Limit {
    /// Is it a number past its type? Then the cut step's numbers are those of a step stopped
    /// half-way (a life total not yet adjusted), never an answer to judge. The other limits
    /// (instances, rounds, ids) cut a step whose state is a consistent position, only too big.
    pub fn is_numeric(self) -> bool {
        !matches!(self, Limit::Instances | Limit::Rounds | Limit::Ids)
    }

    /// The limit in words, for reports.
    pub fn describe(self) -> &'static str {
        match self {
            Limit::Instances => "more than 192 trigger instances and stack objects at once",
            Limit::Rounds => "a CR 117.5 procedure longer than 200 rounds",
            Limit::Ids => "no free object or instance id",
            Limit::Life => "a life total outside -32,768 to 32,767",
            Limit::Damage => "damage on a permanent past 65,535",
            Limit::Counters => "more than 255 counters of one kind on an object or player",
            Limit::ManaOrPoints => "mana or points past 255",
            Limit::History => {
                "a this-turn count past its type (life gained or lost 65,535, other counts 255)"
            }
            Limit::Amount => "an amount outside 0 to 65,535 (or a quantity past 64 bits)",
            Limit::Count => "a count past its type",
        }
    }
}

impl std::fmt::Display for Limit {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.describe())
    }
}

/// How the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Outcome {
    Won(PlayerId),
    Lost(PlayerId),
    Draw,
}
