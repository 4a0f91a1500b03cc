//! Boards: enumerating every starting board a `Bounds` family allows, deterministically, and
//! the built-in presets.

mod ability_changing;
mod another;
mod bug_classes;
mod cast_history;
mod colors;
mod control;
mod copy_targets;
mod costs;
mod delayed_kinds;
mod discard;
mod edition_rules;
mod exile_until;
mod extra_phases;
mod face_down;
mod fight;
mod granted;
mod history;
mod knowledge;
mod linked;
mod manifest;
mod multiplayer;
mod owners;
mod paying;
mod player_counters;
pub mod presets;
mod protection;
mod regenerate;
mod resolved_times;
mod role;
mod simultaneity;
mod simultaneous;
mod stack_abilities;
mod stack_targets;
pub(crate) mod standard;
mod target_words;
mod targets;
mod trigger_cause;
mod under;
mod x_costs;
mod zones;

use crate::bounds::Bounds;
use triggerproof_model::board::{Board, Side};
use triggerproof_model::state::Step;
use triggerproof_model::Ruleset;

/// Every multiset of at most `k` items of `pool`, as sorted lists, in a fixed order.
fn multisets(pool: &[String], k: u8) -> Vec<Vec<String>> {
    let mut out = vec![Vec::new()];
    let mut frontier: Vec<(usize, Vec<String>)> = vec![(0, Vec::new())];
    for _ in 0..k {
        let mut next = Vec::new();
        for (start, m) in &frontier {
            for (i, c) in pool.iter().enumerate().skip(*start) {
                let mut m2 = m.clone();
                m2.push(c.clone());
                out.push(m2.clone());
                next.push((i, m2));
            }
        }
        frontier = next;
    }
    out
}

/// Whether the edition's rules give meaning to every card of `b` (`Edition::playable`), and to
/// its combat and battlefield, if it has them.
pub fn is_playable(rules: &Ruleset, b: &Board) -> bool {
    let names = b.players.iter().flat_map(|s| s.cards()).map(String::as_str);
    rules.edition.playable(&rules.pool, names).is_ok()
        && (!b.combat || rules.edition.allows_combat())
        && (!b.players.iter().any(|s| !s.at_battlefield.is_empty())
            || rules.edition.has_battlefield())
}

/// The boards whose every card the edition's rules give meaning to ([`is_playable`]).
pub fn playable(rules: &Ruleset, boards: Vec<Board>) -> Vec<Board> {
    boards
        .into_iter()
        .filter(|b| is_playable(rules, b))
        .collect()
}

/// Every board of the family, in a deterministic order (see [`boards`]).
pub fn enumerate(b: &Bounds) -> Vec<Board> {
    boards(b).collect()
}

/// Every board of the family, one at a time, without materialising the family: for each
/// player count and starting life, every assignment of (battlefield, hand) to the seats, seat
/// 0 most significant and, within a seat, the battlefield before the hand (only seat 0 draws a
/// hand when `hand_active_only`). A shard keeps its share without building the rest.
pub fn boards(b: &Bounds) -> impl Iterator<Item = Board> + '_ {
    let fields = multisets(&b.battlefield, b.max_permanents);
    let hands = multisets(&b.hand, b.max_hand);
    b.players.iter().flat_map(move |&players| {
        let (fields, hands) = (fields.clone(), hands.clone());
        b.life.iter().flat_map(move |&life| {
            let (fields, hands) = (fields.clone(), hands.clone());
            // One (field, hand) digit pair per seat; seat 0 is the most significant.
            let seats = players as usize;
            let seat_hands: Vec<usize> = (0..seats)
                .map(|seat| {
                    if seat == 0 || !b.hand_active_only {
                        hands.len()
                    } else {
                        1
                    }
                })
                .collect();
            let radix: Vec<usize> = seat_hands.iter().map(|h| fields.len() * h).collect();
            let mut digits = vec![0usize; seats];
            let mut done = seats == 0 || radix.contains(&0);
            std::iter::from_fn(move || {
                if done {
                    return None;
                }
                let sides = (0..seats)
                    .map(|seat| {
                        let h = seat_hands[seat];
                        let (f, hand) = (&fields[digits[seat] / h], &hands[digits[seat] % h]);
                        // Riftbound: the other players' units start at the battlefield (the
                        // first of them controls it).
                        let there = b.at_battlefield && seat > 0;
                        Side {
                            battlefield: if there { Vec::new() } else { f.clone() },
                            at_battlefield: if there { f.clone() } else { Vec::new() },
                            hand: hand.clone(),
                            life,
                            library: b.library,
                            ..b.first_seat_zones(seat)
                        }
                    })
                    .collect();
                // Odometer: the last seat turns fastest.
                done = true;
                for seat in (0..seats).rev() {
                    digits[seat] += 1;
                    if digits[seat] < radix[seat] {
                        done = false;
                        break;
                    }
                    digits[seat] = 0;
                }
                Some(Board {
                    players: sides,
                    active: 0,
                    step: b.step,
                    combat: b.combat,
                })
            })
        })
    })
}

/// A family of boards: the cards each side may have on the battlefield and (the active player)
/// in hand, at most `max_permanents` and `max_hand` of them, 20 life, in the main step.
fn fam(
    name: &str,
    players: &[u8],
    battlefield: &[&str],
    max_permanents: u8,
    hand: &[&str],
    max_hand: u8,
) -> Bounds {
    Bounds {
        name: name.to_string(),
        players: players.to_vec(),
        battlefield: battlefield.iter().map(|s| s.to_string()).collect(),
        max_permanents,
        hand: hand.iter().map(|s| s.to_string()).collect(),
        max_hand,
        hand_active_only: true,
        life: vec![20],
        library: 2,
        step: Step::Main,
        combat: false,
        at_battlefield: false,
        graveyard: Vec::new(),
        exile: Vec::new(),
        library_top: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use triggerproof_model::state::Step;

    #[test]
    fn enumeration_matches_board_count() {
        let b = Bounds {
            name: "t".into(),
            players: vec![2, 3],
            battlefield: vec!["Grizzly Bears".into(), "Soul Warden".into()],
            max_permanents: 2,
            hand: vec!["Shock".into()],
            max_hand: 1,
            hand_active_only: true,
            life: vec![20, 1],
            library: 2,
            step: Step::Main,
            combat: false,
            at_battlefield: false,
            graveyard: Vec::new(),
            exile: Vec::new(),
            library_top: Vec::new(),
        };
        assert_eq!(enumerate(&b).len() as u128, b.board_count());
    }

    /// The nested-loop enumeration `boards` replaced: the order every pin and shard relies on.
    fn reference(b: &Bounds) -> Vec<Board> {
        let fields = multisets(&b.battlefield, b.max_permanents);
        let hands = multisets(&b.hand, b.max_hand);
        let mut boards = Vec::new();
        for &players in &b.players {
            for &life in &b.life {
                let mut partial: Vec<Vec<Side>> = vec![Vec::new()];
                for seat in 0..players {
                    let seat_hands: &[Vec<String>] = if seat == 0 || !b.hand_active_only {
                        &hands
                    } else {
                        &hands[..1]
                    };
                    partial = partial
                        .into_iter()
                        .flat_map(|sides| {
                            fields.iter().flat_map(move |f| {
                                let sides = sides.clone();
                                seat_hands.iter().map(move |h| {
                                    let mut s = sides.clone();
                                    // Riftbound: the other players' units start at the
                                    // battlefield (the first of them controls it).
                                    let there = b.at_battlefield && seat > 0;
                                    s.push(Side {
                                        battlefield: if there { Vec::new() } else { f.clone() },
                                        at_battlefield: if there { f.clone() } else { Vec::new() },
                                        hand: h.clone(),
                                        life,
                                        library: b.library,
                                        ..b.first_seat_zones(seat as usize)
                                    });
                                    s
                                })
                            })
                        })
                        .collect();
                }
                boards.extend(partial.into_iter().map(|players| Board {
                    players,
                    active: 0,
                    step: b.step,
                    combat: b.combat,
                }));
            }
        }
        boards
    }

    #[test]
    fn streaming_keeps_the_nested_order() {
        let mut families: Vec<Bounds> = presets::presets()
            .into_iter()
            .flat_map(|p| p.families)
            .collect();
        let mut open = families[0].clone();
        open.players = vec![2, 3];
        open.hand_active_only = false;
        open.life = vec![20, 1];
        open.at_battlefield = true;
        families.push(open);
        for f in &families {
            assert!(enumerate(f) == reference(f), "family `{}`", f.name);
        }
    }
}
