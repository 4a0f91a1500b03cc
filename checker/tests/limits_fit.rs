//! Every built-in preset's `limits` fit its own boards: no preset is unable to finish in
//! principle because its own `max_stack`/`max_objects` cut a board it enumerates.
//!
//! By construction: the objects a board starts with, plus every library card drawn, fit
//! `max_objects` for every board of every family (the largest board of each family counted).
//! By a sample: each family's heaviest boards — every seat holding as many copies of one
//! battlefield card as the family allows, and of one hand card where the seat gets a hand —
//! explored under the engine's own limits (192 stack items, 1,000 objects) reach no more than
//! the preset's limits and are never halted by the engine. A sample is not a proof: a board
//! outside it may still go further, and then its run is reported incomplete (exit 3), never
//! a proof.

use std::sync::Arc;
use triggerproof_checker::boards::presets::presets;
use triggerproof_checker::boards::{boards, is_playable};
use triggerproof_checker::bounds::{Bounds, Limits};
use triggerproof_checker::census::census_of;
use triggerproof_checker::deadline::Deadline;
use triggerproof_checker::run::Request;
use triggerproof_model::board::Board;
use triggerproof_model::cards::builtin;
use triggerproof_model::{Edition, Ruleset};

/// The most objects a board of `f` can hold without tokens: every card it starts with in any
/// zone, and every unnamed library card once drawn.
fn objects_without_tokens(f: &Bounds) -> usize {
    let seats = usize::from(f.players.iter().copied().max().unwrap_or(2));
    let hands = if f.hand_active_only { 1 } else { seats };
    let first = f.graveyard.len() + f.exile.len() + f.library_top.len();
    seats * (usize::from(f.max_permanents) + usize::from(f.library))
        + hands * usize::from(f.max_hand)
        + first
}

#[test]
fn every_board_starts_and_draws_within_max_objects() {
    for p in presets() {
        for f in &p.families {
            let n = objects_without_tokens(f);
            assert!(
                n <= usize::from(p.limits.max_objects),
                "preset {}: family {} holds up to {n} objects before any token, past \
                 max_objects {}",
                p.name,
                f.name,
                p.limits.max_objects
            );
        }
    }
}

/// All one card repeated `n` times, or empty when `n` is 0 (the side the sample keeps).
fn uniform(cards: &[String], n: usize) -> bool {
    cards.len() == n && cards.windows(2).all(|w| w[0] == w[1])
}

/// The family's heaviest boards: every seat's permanents are `max_permanents` copies of one
/// card (the same card for every seat), and each hand `max_hand` copies of one card.
fn heaviest(f: &Bounds, b: &Board) -> bool {
    let perms = usize::from(f.max_permanents);
    let field = |s: &triggerproof_model::board::Side| {
        let mut v = s.battlefield.clone();
        v.extend(s.at_battlefield.iter().cloned());
        v
    };
    let first = field(&b.players[0]);
    b.players.iter().enumerate().all(|(seat, s)| {
        let hand_here = seat == 0 || !f.hand_active_only;
        let want_hand = if hand_here && !f.hand.is_empty() {
            usize::from(f.max_hand)
        } else {
            0
        };
        let perms_here = if f.battlefield.is_empty() { 0 } else { perms };
        uniform(&field(s), perms_here) && field(s) == first && uniform(&s.hand, want_hand)
    })
}

fn request(edition: Edition, families: Vec<Bounds>, turns: u8, cap: u64) -> Request {
    Request {
        rules: Ruleset::new(edition, Arc::new(builtin()), None),
        source: "sample".into(),
        families,
        selection: true,
        limits: Limits {
            turns,
            max_stack: triggerproof_model::engine::MAX_INSTANCES.min(255) as u8,
            max_objects: Limits::MAX_OBJECTS,
        },
        properties: Vec::new(),
        threads: 2,
        max_states: cap,
        deadline: Deadline::NONE,
        stop_when_decided: false,
        stop_on_violation: false,
        symmetry: true,
        chains: false,
        max_memory: None,
        interrupt: None,
    }
}

/// States explored per sampled board (`LIMITS_FIT_STATES`, default 5,000): a board past it
/// is cut there, its peaks so far still checked.
fn cap() -> u64 {
    std::env::var("LIMITS_FIT_STATES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(5_000)
}

#[test]
fn each_presets_heaviest_boards_stay_within_its_limits() {
    let mut over = Vec::new();
    for p in presets() {
        for edition in [Edition::Mtg20241108, Edition::Riftbound14] {
            let req = request(edition, p.families.clone(), p.limits.turns, cap());
            let chosen: Vec<_> = p
                .families
                .iter()
                .flat_map(|f| {
                    boards(f)
                        .filter(|b| heaviest(f, b))
                        .map(|b| (f.name.clone(), b))
                })
                .filter(|(_, b)| is_playable(&req.rules, b))
                .enumerate()
                .map(|(i, (f, b))| (i, f, b))
                .collect();
            let rows = census_of(&req, chosen, false, &mut |_, _, _| {}).unwrap();
            for r in rows {
                eprintln!(
                    "{} {:?} {}: stack {} objects {} halted {} states {}{} | {}",
                    p.name,
                    edition,
                    r.family,
                    r.peak_stack,
                    r.peak_objects,
                    r.halted,
                    r.states,
                    if r.complete { "" } else { " (cut)" },
                    r.board
                );
                if r.peak_stack > usize::from(p.limits.max_stack)
                    || r.peak_objects > usize::from(p.limits.max_objects)
                    || r.halted > 0
                {
                    over.push(format!(
                        "preset {} ({edition:?}), family {}: stack {} (max_stack {}), \
                         objects {} (max_objects {}), {} halted: {}",
                        p.name,
                        r.family,
                        r.peak_stack,
                        p.limits.max_stack,
                        r.peak_objects,
                        p.limits.max_objects,
                        r.halted,
                        r.board
                    ));
                }
            }
        }
    }
    assert!(
        over.is_empty(),
        "boards past their preset's limits:\n{}",
        over.join("\n")
    );
}
