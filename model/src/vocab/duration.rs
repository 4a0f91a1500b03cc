//! Durations of continuous effects from resolving spells and abilities (CR 611.2a): how long a
//! change an effect makes lasts. One word for every effect that can last "until end of turn" or
//! "for as long as you control [this]" (CR 611.2b (mtg-2024-11-08); CR 418.3d (mtg-2008-10-01)).

use serde::{Deserialize, Serialize};

/// How long an effect's change lasts (CR 611.2a).
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
pub enum Duration {
    /// No duration stated: the change lasts indefinitely (CR 611.2a).
    #[default]
    Indefinitely,
    /// "Until end of turn": it ends in the cleanup step (CR 514.2).
    #[serde(rename = "end-of-turn")]
    UntilEndOfTurn,
    /// "For as long as you control [this]" (`{ as-long-as-you-control = "this" }`): it ends the
    /// moment the effect's controller no longer controls that permanent, and does nothing if
    /// that is already so as the effect would begin (CR 611.2b (mtg-2024-11-08);
    /// CR 418.3d (mtg-2008-10-01)). MTG only (`Feature::AsLongAs`).
    AsLongAsYouControl(Controlled),
}

/// The permanent a "for as long as you control" duration watches.
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
pub enum Controlled {
    /// The effect's source: "for as long as you control [this]".
    This,
}
