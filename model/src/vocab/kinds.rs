//! The small closed words the rest of the vocabulary is built from, at the bottom of `vocab`:
//! players relative to the ability's controller ([`Who`]), the steps with "at the beginning of"
//! triggers ([`StepName`]) and the events delayed triggers wait for ([`DelayedEvent`]). Effects,
//! selectors, quantities and trigger conditions read them; they read none of those.

use serde::{Deserialize, Serialize};

/// Players relative to the ability's controller ("you").
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
    Default,
    schemars::JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum Who {
    /// Any player (in effects: each player).
    #[default]
    Any,
    /// The ability's controller.
    You,
    /// An opponent of the controller (in effects: each opponent).
    Opponent,
    /// In effects only: "that player" / "its controller", the player the trigger event names
    /// (the event's player, or the controller of the event's object as it last existed),
    /// recorded when the ability triggered (CR 608.2h (mtg-2024-11-08)).
    That,
    /// In effects only: "its owner", the owner of the object the trigger event names (CR 108.3
    /// (mtg-2024-11-08)), recorded when the ability triggered.
    Owner,
}

/// Steps with "at the beginning of" triggers (CR 603.2b).
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
pub enum StepName {
    Upkeep,
    Draw,
    /// The beginning of combat step (CR 507).
    Combat,
    /// The end of combat step (CR 511).
    EndOfCombat,
    End,
}

/// The event a delayed triggered ability waits for (CR 603.7).
#[derive(
    Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, schemars::JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum DelayedEvent {
    /// "At the beginning of the next end step".
    NextEndStep,
    /// "When [that object] leaves the battlefield".
    ObjectLeaves,
    /// "When [that object] becomes untapped".
    ObjectUntaps,
    /// "Whenever a creature dies this turn" (has a duration: CR 603.7b).
    CreatureDiesThisTurn,
    /// "At the beginning of the next [step]" (`whose = any`: the next such step of any turn,
    /// the next turn's upkeep when made after this turn's) or "of your next turn" (`you`: the
    /// first such step of a turn its controller is the active player in; `opponent`: of an
    /// opponent's turn), CR 603.7b: the next time it occurs after the delayed trigger exists.
    NextStep {
        step: StepName,
        #[serde(default)]
        whose: Who,
    },
    /// "When that creature dies": the object(s) it refers to going from the battlefield to a
    /// graveyard, and no other (CR 603.7c).
    ThatDies,
    /// "When this ability has resolved N times this turn" (CR 603.7h (mtg-2024-11-08)): made
    /// by an activated or triggered ability, created only once, during that ability's Nth
    /// resolution this turn, and triggering as that resolution ends. MTG 2024 and later only.
    Resolved { times: u8 },
}
