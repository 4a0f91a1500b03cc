//! The ids and kinds every other module names, at the bottom of the crate: objects
//! ([`ObjectId`]), players ([`PlayerId`]) and zones ([`Zone`]). They know nothing else; the
//! vocabulary and the state (which re-exports them) are built on them.

use serde::{Deserialize, Serialize};
use std::fmt;

/// An object's identity; a zone change gives the card a new one (CR 400.7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct ObjectId(pub u16);

impl fmt::Display for ObjectId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

/// Zones (CR 400.1). A library holds named cards (objects in `Library`, ordered by
/// [`crate::state::GameObject::library_pos`]) around a block of unnamed cards (see `Player::library`).
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
pub enum Zone {
    Hand,
    Battlefield,
    Graveyard,
    Exile,
    Stack,
    Library,
}

impl Zone {
    /// Is this zone hidden from some players (CR 400.2)?
    pub fn is_hidden(self) -> bool {
        matches!(self, Zone::Hand | Zone::Library)
    }
}

/// A player, by seat in turn order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct PlayerId(pub u8);

impl PlayerId {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for PlayerId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "P{}", self.0 + 1)
    }
}
