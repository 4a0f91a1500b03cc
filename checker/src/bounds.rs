//! Bounds: one documented struct saying which boards are enumerated and how far each is
//! explored. A bounded run is a proof about these boards only; reports print the bounds.

use serde::{Deserialize, Serialize};
use triggerproof_model::cards::CardPool;
use triggerproof_model::state::Step;

/// How far each board is explored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Limits {
    /// The last turn explored (turn 1 is the first); later states are not expanded. Default 1.
    #[serde(default = "one")]
    pub turns: u8,
    /// The most trigger instances and stack objects at once; a state past it is outside the
    /// bounds and makes the exploration incomplete. Default 12.
    #[serde(default = "twelve")]
    pub max_stack: u8,
    /// The most objects at once (tokens, drawn cards); past it, as `max_stack`. Default 24,
    /// at most [`Limits::MAX_OBJECTS`].
    #[serde(default = "twenty_four")]
    pub max_objects: u16,
}

fn one() -> u8 {
    1
}
fn twelve() -> u8 {
    12
}
fn twenty_four() -> u16 {
    24
}

impl Limits {
    /// The most turns a run may explore.
    pub const MAX_TURNS: u8 = 6;

    /// The largest `max_objects`: enough for a whole 255-card library drawn (object ids are
    /// 16 bits; the engine cuts a step out of ids).
    pub const MAX_OBJECTS: u16 = 1_000;

    /// Each limit within its range (`turns` 1 to [`Limits::MAX_TURNS`], `max_stack` 1 to the
    /// engine's `MAX_INSTANCES`, `max_objects` 1 to [`Limits::MAX_OBJECTS`]): `Err((field,
    /// message))`.
    pub fn validate(&self) -> Result<(), (&'static str, String)> {
        let max_stack = triggerproof_model::engine::MAX_INSTANCES.min(255) as u8;
        for (name, v, hi) in [
            ("turns", u16::from(self.turns), u16::from(Self::MAX_TURNS)),
            ("max_stack", u16::from(self.max_stack), u16::from(max_stack)),
            ("max_objects", self.max_objects, Self::MAX_OBJECTS),
        ] {
            if !(1..=hi).contains(&v) {
                let why = if name == "max_stack" {
                    " (the engine holds at most that many trigger instances at once)"
                } else {
                    ""
                };
                return Err((
                    name,
                    format!("limits.{name} = {v}; expected 1 to {hi}{why}"),
                ));
            }
        }
        Ok(())
    }
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            turns: 1,
            max_stack: 12,
            max_objects: 24,
        }
    }
}

/// A family of starting boards: every combination, per player, of up to `max_permanents`
/// cards from `battlefield` and up to `max_hand` cards from `hand`, at each life total.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Bounds {
    /// A name for reports.
    #[serde(default)]
    pub name: String,
    /// Numbers of players to try (each 2 to 4). Default [2].
    #[serde(default = "two_players")]
    pub players: Vec<u8>,
    /// Cards that may start on a player's battlefield.
    #[serde(default)]
    pub battlefield: Vec<String>,
    /// Most permanents per player (0..=N). Default 1.
    #[serde(default = "one")]
    pub max_permanents: u8,
    /// Cards that may start in a player's hand (spells and permanent cards they may cast).
    #[serde(default)]
    pub hand: Vec<String>,
    /// Most hand cards per player (0..=N). Default 0.
    #[serde(default)]
    pub max_hand: u8,
    /// Only the active player gets hand cards (keeps families small). Default true.
    #[serde(default = "yes")]
    pub hand_active_only: bool,
    /// Starting life totals to try (every player starts at the same one). Default [20].
    #[serde(default = "twenty")]
    pub life: Vec<i16>,
    /// Cards in each library. Default 2.
    #[serde(default = "two")]
    pub library: u8,
    /// The step the game starts in. Default main.
    #[serde(default = "main_step")]
    pub step: Step,
    /// Do the turns have a combat phase (CR 506)? Under Riftbound: is there a battlefield
    /// (RB 190 (riftbound-1.4), combat 459-466 there)? Default false.
    #[serde(default)]
    pub combat: bool,
    /// Riftbound, with `combat`: the permanents of every player but the active one start at
    /// the battlefield, not at their bases (the first such player controls it, RB 190.4 (riftbound-1.4)).
    /// Default false.
    #[serde(default)]
    pub at_battlefield: bool,
    /// Cards in the first player's (P1's) graveyard at the start, in every board (not
    /// enumerated). Default none.
    #[serde(default)]
    pub graveyard: Vec<String>,
    /// Cards in P1's exile at the start (a `face-down ` entry is exiled face down). Default none.
    #[serde(default)]
    pub exile: Vec<String>,
    /// Named cards on top of P1's library, top first, above its `library` unnamed cards.
    /// Default none.
    #[serde(default)]
    pub library_top: Vec<String>,
}

impl Bounds {
    /// The graveyard, exile and named library cards a seat starts with: the family's lists for
    /// the first seat, none for the others.
    pub fn first_seat_zones(&self, seat: usize) -> triggerproof_model::board::Side {
        let mine = |v: &Vec<String>| if seat == 0 { v.clone() } else { Vec::new() };
        triggerproof_model::board::Side {
            graveyard: mine(&self.graveyard),
            exile: mine(&self.exile),
            library_top: mine(&self.library_top),
            ..Default::default()
        }
    }
}

fn two_players() -> Vec<u8> {
    vec![2]
}
fn yes() -> bool {
    true
}
fn twenty() -> Vec<i16> {
    vec![20]
}
fn two() -> u8 {
    2
}
fn main_step() -> Step {
    Step::Main
}

/// What is wrong with a bounds value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoundsError {
    UnknownCard {
        family: String,
        card: String,
    },
    Players {
        family: String,
        players: u8,
    },
    TooLarge {
        family: String,
        boards: u128,
        limit: u128,
    },
    /// A starting value out of its range (`validate`): life, or a board past `MAX_CARDS`.
    Range {
        family: String,
        message: String,
    },
}

impl std::fmt::Display for BoundsError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BoundsError::UnknownCard { family, card } => write!(
                f,
                "bounds `{family}`: unknown card `{card}` (see `triggerproof cards`)"
            ),
            BoundsError::Players { family, players } => {
                write!(f, "bounds `{family}`: {players} players; expected 2 to 4")
            }
            BoundsError::TooLarge {
                family,
                boards,
                limit,
            } => write!(
                f,
                "bounds `{family}`: {boards} starting boards; at most {limit} are allowed"
            ),
            BoundsError::Range { family, message } => write!(f, "bounds `{family}`: {message}"),
        }
    }
}

/// The most starting boards one family of a bounds file or scenario may enumerate unless
/// `--max-boards` says otherwise (presets are not capped).
pub const MAX_BOARDS: u128 = 20_000;

impl Bounds {
    /// Checks card names against the pool, player counts and starting values (the board count
    /// is [`Bounds::within`]'s).
    pub fn validate(&self, pool: &CardPool) -> Result<(), BoundsError> {
        let family = self.name.clone();
        for card in self
            .battlefield
            .iter()
            .chain(&self.hand)
            .chain(&self.graveyard)
            .chain(&self.exile)
            .chain(&self.library_top)
        {
            if pool.id(triggerproof_model::board::entry(card).0).is_none() {
                return Err(BoundsError::UnknownCard {
                    family,
                    card: card.clone(),
                });
            }
        }
        if let Some(p) = self.players.iter().find(|p| !(2..=4).contains(*p)) {
            return Err(BoundsError::Players {
                family,
                players: *p,
            });
        }
        let range = |message: String| BoundsError::Range {
            family: self.name.clone(),
            message,
        };
        for &life in &self.life {
            crate::validate::life(life).map_err(range)?;
        }
        let most = (self.max_permanents as usize + self.max_hand as usize) * 4;
        if most > crate::validate::MAX_CARDS {
            return Err(range(format!(
                "max_permanents + max_hand = {}; expected at most {} (each board at most {} cards)",
                self.max_permanents as usize + self.max_hand as usize,
                crate::validate::MAX_CARDS / 4,
                crate::validate::MAX_CARDS
            )));
        }
        Ok(())
    }

    /// The guard for a user's bounds: at most `limit` starting boards (`--max-boards`, default
    /// [`MAX_BOARDS`]). Presets have no cap: their boards are streamed (`boards::boards`).
    pub fn within(&self, limit: u128) -> Result<(), BoundsError> {
        let boards = self.board_count();
        if boards > limit {
            return Err(BoundsError::TooLarge {
                family: self.name.clone(),
                boards,
                limit,
            });
        }
        Ok(())
    }

    /// How many boards the family enumerates (saturating).
    pub fn board_count(&self) -> u128 {
        // Multisets of at most k cards from n kinds: C(n + j - 1, j) of each size j; from no
        // kind only the empty one (the formula's n - 1 would underflow at n = 0, j = 0).
        let multisets = |n: usize, k: u8| -> u128 {
            if n == 0 {
                return 1;
            }
            (0..=k as u128)
                .map(|j| binomial(n as u128 + j - 1, j))
                .sum()
        };
        // Not a game number: a count of boards compared with MAX_BOARDS; a saturated count (or
        // one divided after saturating) stays far above it, so the refusal is the same.
        let bf = multisets(self.battlefield.len(), self.max_permanents);
        let hand = multisets(self.hand.len(), self.max_hand);
        self.players
            .iter()
            .map(|&p| {
                let hands = if self.hand_active_only {
                    hand
                } else {
                    hand.saturating_pow(p as u32)
                };
                bf.saturating_pow(p as u32).saturating_mul(hands)
            })
            .sum::<u128>()
            .saturating_mul(self.life.len() as u128)
    }
}

fn binomial(n: u128, k: u128) -> u128 {
    if k == 0 {
        return 1;
    }
    (1..=k).fold(1u128, |acc, i| acc.saturating_mul(n + 1 - i) / i)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn board_count_counts_multisets_per_player() {
        let b = Bounds {
            name: "t".into(),
            players: vec![2],
            battlefield: vec!["A".into(), "B".into()],
            max_permanents: 2,
            hand: vec![],
            max_hand: 0,
            hand_active_only: true,
            life: vec![20],
            library: 2,
            step: Step::Main,
            combat: false,
            at_battlefield: false,
            graveyard: Vec::new(),
            exile: Vec::new(),
            library_top: Vec::new(),
        };
        // {}, {A}, {B}, {A,A}, {A,B}, {B,B} per player.
        assert_eq!(b.board_count(), 36);
    }
}
