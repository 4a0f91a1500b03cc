//! Players: life, library size, mana pool, and whether they have won or lost.

use crate::vocab::CounterKind;
use serde::{Deserialize, Serialize};

/// One player's public state. Hand cards are objects in the hand zone.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Player {
    pub life: i16,
    /// Cards left in the library (their identity is not modelled).
    pub library: u8,
    /// Mana in the pool by type (CR 106.1b, 106.4; emptied between steps, CR 500.4).
    pub mana: crate::vocab::ManaPool,
    /// Points scored by Conquer and Hold (RB 464; the model does not end the game on points).
    pub points: u8,
    /// Tried to draw from an empty library since the last SBA check (CR 704.5b).
    pub drew_from_empty: bool,
    pub lost: bool,
    pub won: bool,
    /// What happened to this player this turn (CR 500.1 (mtg-2024-11-08): a turn; cleared as
    /// the next one begins): small counters that "this turn" conditions and quantities read.
    #[serde(default)]
    pub history: TurnHistory,
    /// Counters on the player (CR 122.1: a counter may be on a player), sorted by kind.
    #[serde(default)]
    pub counters: Vec<(CounterKind, u8)>,
}

/// A player's turn history: how much life they gained and lost this turn (CR 119.3
/// (mtg-2024-11-08); damage is a loss, CR 120.3a (mtg-2024-11-08)) and how many creatures they
/// controlled died this turn (CR 700.4 (mtg-2024-11-08), tokens included). Exact: past its
/// type (65,535 life, 255 for the other counts) the step is cut (`Limit::History`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct TurnHistory {
    pub life_gained: u16,
    pub life_lost: u16,
    pub creatures_died: u8,
    /// Cards the player drew this turn (CR 121.1 (mtg-2024-11-08)).
    pub cards_drawn: u8,
    /// Spells the player cast this turn (CR 601.2i (mtg-2024-11-08)).
    pub spells_cast: u8,
}

impl Player {
    pub fn new(life: i16, library: u8) -> Player {
        Player {
            life,
            library,
            mana: crate::vocab::ManaPool::EMPTY,
            points: 0,
            drew_from_empty: false,
            lost: false,
            won: false,
            history: TurnHistory::default(),
            counters: Vec::new(),
        }
    }

    /// The number of `kind` counters on the player.
    pub fn counters_of(&self, kind: CounterKind) -> u8 {
        super::object::count_of(&self.counters, kind)
    }

    /// Sets the number of `kind` counters (0 removes the entry), keeping the list sorted.
    pub fn set_counters(&mut self, kind: CounterKind, n: u8) {
        super::object::set_count(&mut self.counters, kind, n)
    }
}
