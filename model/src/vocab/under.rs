//! Whose control a card put onto the battlefield by an effect enters under: its owner's
//! ("return ... under its owner's control") or the effect's controller's ("under your
//! control"): CR 110.2a (mtg-2024-11-08), an object an effect puts onto the battlefield enters
//! under the control the effect states, and without one under the instructed player's;
//! CR 200.6a (mtg-2008-10-01), a permanent's controller is the player who put it into play.
//! A scenario file's `put-into` onto the battlefield must say which (`under`): the language
//! once read its absence as "its owner's", and an old file must not change meaning silently.

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
    /// Not written: where the destination is the battlefield the loader refuses it (a built-in
    /// card always says); elsewhere it means nothing (a card goes to its owner's hand,
    /// graveyard, library or exile, CR 400.3 (mtg-2024-11-08)). Not a spelling.
    #[default]
    #[serde(skip)]
    Unstated,
    /// "Under its owner's control".
    Owner,
    /// "Under your control": the controller of the spell or ability whose effect it is.
    You,
}

impl Under {
    /// Not written in the file (see [`Under::Unstated`]).
    pub fn is_unstated(&self) -> bool {
        *self == Under::Unstated
    }
}
