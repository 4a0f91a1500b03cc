//! The reachable outcomes of one board under one edition: a breadth-first search over game
//! states extended with the sequence of triggered abilities resolved so far, keeping, for each
//! distinct outcome, the first (hence shortest) way to reach it.
//!
//! An outcome is what a judge comparing editions looks at: which triggered abilities resolved,
//! in which order, controlled by whom, and the final board. States with no legal choice (the
//! game is over, or the turn horizon is reached) end a game; their outcome is recorded.

use crate::adapter::{GameModel, Snapshot};
use serde::Serialize;
use std::collections::{BTreeMap, HashSet};
use triggerproof_model::cards::CardPool;
use triggerproof_model::engine::apply_legal;
use triggerproof_model::journal::{Happening, Journal};
use triggerproof_model::state::{AbilityOrigin, GameState, Zone};
use triggerproof_model::{legal_choices, Choice};

/// A triggered ability that resolved: which ability, controlled by whom.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct Resolved {
    pub ability: String,
    pub controller: u8,
}

/// One player's part of the final board, edition-independent.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct PlayerEnd {
    pub life: i16,
    pub points: u8,
    pub lost: bool,
    pub won: bool,
    pub hand: usize,
    pub library: u32,
    /// Card names, sorted; a tapped permanent is marked `(tapped)`.
    pub battlefield: Vec<String>,
    pub graveyard: Vec<String>,
    pub exile: Vec<String>,
}

/// What a game under some edition came to.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct Outcome {
    pub resolved: Vec<Resolved>,
    pub board: Vec<PlayerEnd>,
}

/// Every outcome of one board, each with its shortest choice sequence.
pub struct Outcomes {
    pub outcomes: BTreeMap<Outcome, Vec<Choice>>,
    /// False if the state budget or the model's bounds cut the search short.
    pub complete: bool,
    pub states: usize,
}

/// A resolved trigger as the search keeps it: small and cheap to hash.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Key {
    card: u16,
    /// 0..=254: printed ability index; 255: delayed; 254 is never a printed index here.
    ability: u8,
    reflexive: bool,
    controller: u8,
}

/// The longest history of resolved triggers followed; past it the board is incomplete.
pub const MAX_RESOLVED: usize = 24;

/// The triggers `j` starts resolving. A step answering a question asked on resolution ("may",
/// "unless", which creature to sacrifice) opens with the same ability's `Resolving` again: that
/// one is not a second resolution (`answering`).
fn resolved_in(j: &Journal, answering: bool, out: &mut Vec<Key>) {
    for (i, e) in j.entries.iter().enumerate() {
        if answering && i == 0 {
            continue;
        }
        if let Happening::Resolving {
            instance: Some(t),
            controller,
            ..
        } = &e.what
        {
            let (ability, reflexive) = match &t.origin {
                AbilityOrigin::Printed { index, .. } => (*index, false),
                AbilityOrigin::Delayed { .. } => (255, false),
                AbilityOrigin::Reflexive { .. } => (255, true),
                AbilityOrigin::Granted { .. } => (254, false),
            };
            out.push(Key {
                card: t.source_card.0,
                ability,
                reflexive,
                controller: controller.0,
            });
        }
    }
}

fn name(pool: &CardPool, k: &Key) -> Resolved {
    let card = &pool.get(triggerproof_model::vocab::CardId(k.card)).name;
    let ability = match (k.ability, k.reflexive) {
        (_, true) => format!("reflexive trigger from {card}"),
        (255, false) => format!("delayed trigger from {card}"),
        (254, false) => format!("ability granted to {card}"),
        (i, false) => format!("{card} (ability {i})"),
    };
    Resolved {
        ability,
        controller: k.controller,
    }
}

fn names(pool: &CardPool, s: &GameState, p: usize, zone: Zone) -> Vec<String> {
    let mut v: Vec<String> = s
        .objects
        .values()
        .filter(|o| o.zone == zone && o.owner.index() == p)
        .map(|o| {
            let n = pool.get(o.card).name.clone();
            if o.tapped {
                format!("{n} (tapped)")
            } else {
                n
            }
        })
        .collect();
    v.sort();
    v
}

fn board_end(pool: &CardPool, s: &GameState) -> Vec<PlayerEnd> {
    (0..s.players.len())
        .map(|i| {
            let p = &s.players[i];
            PlayerEnd {
                life: p.life,
                points: p.points,
                lost: p.lost,
                won: p.won,
                hand: s.hand_size(triggerproof_model::state::PlayerId(i as u8)),
                // At most 255 unnamed cards and 65,536 objects (16-bit ids): exact in 32 bits (a
                // byte wrapped 255 unnamed cards and one named card to 0).
                library: s.library_size(triggerproof_model::state::PlayerId(i as u8)) as u32,
                battlefield: names(pool, s, i, Zone::Battlefield),
                graveyard: names(pool, s, i, Zone::Graveyard),
                exile: names(pool, s, i, Zone::Exile),
            }
        })
        .collect()
}

struct Node {
    game: GameState,
    resolved: Vec<Key>,
    parent: Option<(usize, Choice)>,
}

fn fingerprint(game: &GameState, resolved: &Vec<Key>) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    game.hash(&mut h);
    resolved.hash(&mut h);
    h.finish()
}

fn path(nodes: &[Node], mut i: usize) -> Vec<Choice> {
    let mut out = Vec::new();
    while let Some((p, c)) = &nodes[i].parent {
        out.push(c.clone());
        i = *p;
    }
    out.reverse();
    out
}

/// Explores `start` (a board's first snapshot) under `m`'s rules, up to `budget` states.
pub fn explore(m: &GameModel, start: &Snapshot, budget: usize) -> Outcomes {
    let pool = &m.rules.pool;
    let mut first = Vec::new();
    resolved_in(&start.journal, false, &mut first);
    let mut nodes = vec![Node {
        game: start.game.clone(),
        resolved: first,
        parent: None,
    }];
    // 64-bit fingerprints of (state, history), as the explorer keeps them.
    let mut seen: HashSet<u64> = HashSet::new();
    seen.insert(fingerprint(&nodes[0].game, &nodes[0].resolved));
    let mut outcomes = BTreeMap::new();
    let mut complete = true;
    let mut i = 0;
    while i < nodes.len() {
        let snap = Snapshot {
            game: nodes[i].game.clone(),
            journal: Journal::default(),
        };
        let choices = if m.beyond_horizon(&snap) {
            Vec::new()
        } else {
            legal_choices(&m.rules, &snap.game)
        };
        if choices.is_empty() {
            let o = Outcome {
                resolved: nodes[i].resolved.iter().map(|k| name(pool, k)).collect(),
                board: board_end(pool, &nodes[i].game),
            };
            outcomes.entry(o).or_insert_with(|| path(&nodes, i));
        }
        for c in choices {
            // `c` comes from `legal_choices`: no need to check it again.
            let Ok((game, journal)) = apply_legal(&m.rules, &nodes[i].game, &c) else {
                continue;
            };
            if !m.within_limits(&game) || nodes.len() >= budget {
                complete = false;
                continue;
            }
            let mut resolved = nodes[i].resolved.clone();
            let answering = matches!(c, Choice::Decide(_) | Choice::Sacrifice(_));
            resolved_in(&journal, answering, &mut resolved);
            if resolved.len() > MAX_RESOLVED {
                complete = false;
                continue;
            }
            if !seen.insert(fingerprint(&game, &resolved)) {
                continue;
            }
            nodes.push(Node {
                game,
                resolved,
                parent: Some((i, c)),
            });
        }
        i += 1;
    }
    Outcomes {
        outcomes,
        complete,
        states: nodes.len(),
    }
}
