//! The small closed words the rest of the vocabulary is built from, at the bottom of `vocab`:
//! players relative to the ability's controller ([`Who`]), the steps with "at the beginning of"
//! triggers ([`StepName`]). Effects, selectors, quantities, trigger conditions and the events
//! delayed triggers wait for (`delayed_event`) read them; they read none of those.

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
