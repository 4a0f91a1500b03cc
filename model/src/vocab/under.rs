//! Whose control a card put onto the battlefield by an effect enters under: its owner's
//! ("return ... under its owner's control", the model's default reading of `put-into`) or the
//! effect's controller's ("under your control"): CR 110.2a (mtg-2024-11-08), an object an effect
//! puts onto the battlefield enters under the control the effect states;
//! CR 200.6a (mtg-2008-10-01), a permanent's controller is the player who put it into play.

use serde::{Deserialize, Serialize};

/// Under whose control `put-into`'s card enters the battlefield.
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
pub enum Under {
    /// "Under its owner's control" (the default).
    #[default]
    Owner,
    /// "Under your control": the controller of the spell or ability whose effect it is.
    You,
}

impl Under {
    /// The default, "under its owner's control".
    pub fn is_owner(&self) -> bool {
        *self == Under::Owner
    }
}
