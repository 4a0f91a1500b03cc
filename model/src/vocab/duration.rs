//! Durations of continuous effects from resolving spells and abilities (CR 611.2a): how long a
//! change an effect makes lasts. One word for every effect that can last "until end of turn".

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
}
