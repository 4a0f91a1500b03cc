//! Building initial states ("boards") from card names: who has what in hand and on the
//! battlefield, life totals, library sizes, the active player and the starting step.

use crate::cards::CardPool;
use crate::state::{GameObject, GameState, Location, ObjectId, PlayerId, Step, Zone};
use serde::{Deserialize, Serialize};

/// One player's part of a board.
#[derive(
    Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema,
)]
#[serde(deny_unknown_fields)]
pub struct Side {
    /// Permanents on the battlefield; in a Riftbound game with combat, units at the player's base.
    #[serde(default)]
    pub battlefield: Vec<String>,
    /// Riftbound, with combat: units at the battlefield (RB 144.4); the player controls the
    /// battlefield (RB 190.4 (riftbound-1.4)). At most one player's.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub at_battlefield: Vec<String>,
    #[serde(default)]
    pub hand: Vec<String>,
    #[serde(default = "default_life")]
    pub life: i16,
    #[serde(default = "default_library")]
    pub library: u8,
    /// Cards in the player's graveyard (CR 404.1 (mtg-2024-11-08)), in the order listed.
    #[serde(default)]
    pub graveyard: Vec<String>,
    /// Cards in exile (CR 406.1 (mtg-2024-11-08)); a [`FACE_DOWN`] entry is exiled face
    /// down, a card no one may look at (CR 406.3 (mtg-2024-11-08)).
    #[serde(default)]
    pub exile: Vec<String>,
    /// Named cards on top of the library, top first (CR 401.2 (mtg-2024-11-08)), above the
    /// `library` unnamed cards.
    #[serde(default)]
    pub library_top: Vec<String>,
}

impl Side {
    /// Every card name the side lists, in every zone (face-down prefixes kept).
    pub fn cards(&self) -> impl Iterator<Item = &String> {
        self.battlefield
            .iter()
            .chain(&self.at_battlefield)
            .chain(&self.hand)
            .chain(&self.graveyard)
            .chain(&self.exile)
            .chain(&self.library_top)
    }
}

fn default_life() -> i16 {
    20
}

fn default_library() -> u8 {
    5
}

/// A concrete starting board.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Board {
    pub players: Vec<Side>,
    /// Index of the active player.
    #[serde(default)]
    pub active: u8,
    #[serde(default = "default_step")]
    pub step: Step,
    /// Do the turns have a combat phase (CR 506)? Off by default: boards without combat keep
    /// the turn they always had (main phase, then end step).
    #[serde(default)]
    pub combat: bool,
}

fn default_step() -> Step {
    Step::Main
}

/// The prefix of a battlefield entry naming a permanent that starts face down: a 2/2 creature
/// with no name, types or abilities (CR 708.2a (mtg-2024-11-08)) its controller may turn face
/// up (CR 116.2b (mtg-2024-11-08)).
pub const FACE_DOWN: &str = "face-down ";

/// A board entry's card name, and whether it names a face-down permanent ([`FACE_DOWN`]; the
/// prefix means nothing in a hand).
pub fn entry(name: &str) -> (&str, bool) {
    match name.strip_prefix(FACE_DOWN) {
        Some(card) => (card, true),
        None => (name, false),
    }
}

/// A card name the pool doesn't have.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownCard(pub String);

impl Board {
    /// A two-player board in the first player's main step.
    pub fn two(p1: Side, p2: Side) -> Board {
        Board {
            players: vec![p1, p2],
            active: 0,
            step: Step::Main,
            combat: false,
        }
    }

    /// The initial state (before `engine::start`). Objects get ids in the order listed.
    pub fn to_state(&self, pool: &CardPool) -> Result<GameState, UnknownCard> {
        let mut s = GameState::new(self.players.len(), 20, 0);
        let mut next = 0u16;
        for (i, side) in self.players.iter().enumerate() {
            let p = PlayerId(i as u8);
            s.players[i].life = side.life;
            s.players[i].library = side.library;
            for (names, zone, at) in [
                (&side.battlefield, Zone::Battlefield, Location::Base),
                (
                    &side.at_battlefield,
                    Zone::Battlefield,
                    Location::Battlefield,
                ),
                (&side.hand, Zone::Hand, Location::Base),
                (&side.graveyard, Zone::Graveyard, Location::Base),
                (&side.exile, Zone::Exile, Location::Base),
                (&side.library_top, Zone::Library, Location::Base),
            ] {
                let above = names.len();
                for (k, name) in names.iter().enumerate() {
                    let (card, face_down) = entry(name);
                    let card = pool.id(card).ok_or_else(|| UnknownCard(name.clone()))?;
                    let mut o = GameObject::new(card, p, zone);
                    o.unit.at = at;
                    o.face_down = face_down && matches!(zone, Zone::Battlefield | Zone::Exile);
                    if zone == Zone::Library {
                        // The first listed is the top card: the farthest above the unnamed ones.
                        // In range (-100 to -1): `checker::validate::board`, which every
                        // input's board goes through, refuses more than 100 `library_top` cards.
                        o.library_pos = (k as isize - above as isize) as i8;
                    }
                    s.objects.insert(ObjectId(next), o);
                    next += 1;
                }
            }
            if !side.at_battlefield.is_empty() && s.field.controller.is_none() {
                s.field.controller = Some(p);
            }
        }
        s.active = PlayerId(self.active);
        s.priority_next = s.active;
        s.step = self.step;
        s.combat.phase = self.combat;
        s.decision = crate::state::Decision::Priority(s.active);
        Ok(s)
    }
}

impl Side {
    pub fn new(battlefield: &[&str], hand: &[&str]) -> Side {
        Side {
            battlefield: battlefield.iter().map(|s| s.to_string()).collect(),
            at_battlefield: Vec::new(),
            hand: hand.iter().map(|s| s.to_string()).collect(),
            life: 20,
            library: 5,
            graveyard: Vec::new(),
            exile: Vec::new(),
            library_top: Vec::new(),
        }
    }
}
