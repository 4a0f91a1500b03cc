//! `bench boards` (`census`): each board of a selection explored on its own. Its rows add up to
//! at least the states of one run over the same boards (exactly, for one board, and on a shard
//! whose boards never meet), a board cut by `--max-states` is reported incomplete, and every
//! board of the shard has one row.

use std::sync::Arc;
use triggerproof_checker::boards::presets::preset;
use triggerproof_checker::census::{census, selection};
use triggerproof_checker::deadline::Deadline;
use triggerproof_checker::run::Request;
use triggerproof_checker::shard::{self, Shard};
use triggerproof_model::cards::builtin;
use triggerproof_model::{Edition, Ruleset};

fn smoke() -> Request {
    let p = preset("smoke").expect("smoke");
    Request {
        rules: Ruleset::new(Edition::Mtg20241108, Arc::new(builtin()), None),
        source: "smoke".into(),
        families: p.families,
        selection: false,
        limits: p.limits,
        properties: Vec::new(),
        threads: 1,
        max_states: 1 << 26,
        deadline: Deadline::NONE,
        stop_when_decided: false,
        stop_on_violation: false,
        symmetry: false,
        chains: false,
        max_memory: None,
        interrupt: None,
    }
}

fn states_of_shard(req: &Request, s: Shard) -> u64 {
    shard::check(req, Some(s), &|_| {}).unwrap().unique_states
}

#[test]
fn rows_add_up_to_the_shards_states() {
    let req = smoke();
    for s in [
        Shard {
            index: 0,
            count: 200,
        },
        Shard {
            index: 5,
            count: 37,
        },
    ] {
        let rows = census(&req, Some(s), &mut |_, _, _| {}).unwrap();
        assert_eq!(
            rows.len(),
            selection(&req, Some(s)).len(),
            "one row per board"
        );
        let sum: u64 = rows.iter().map(|r| r.states).sum();
        let whole = states_of_shard(&req, s);
        // Two boards may reach one state (counted in both rows, once in the shard's run).
        assert!(sum >= whole, "{s:?}: rows {sum} < shard {whole}");
        assert!(rows.iter().all(|r| r.complete && r.out_of_bounds == 0));
        assert!(
            rows.windows(2).all(|w| w[0].states >= w[1].states),
            "heaviest first"
        );
        for r in &rows {
            assert_eq!(r.index % s.count, s.index, "{}: not in the shard", r.index);
        }
    }
    // Shard 0/200 of smoke: no two of its boards meet, so the rows add up exactly.
    let s = Shard {
        index: 0,
        count: 200,
    };
    let sum: u64 = census(&req, Some(s), &mut |_, _, _| {})
        .unwrap()
        .iter()
        .map(|r| r.states)
        .sum();
    assert_eq!(sum, states_of_shard(&req, s));
}

#[test]
fn one_board_is_one_run() {
    let req = smoke();
    let all = selection(&req, None);
    let count = all.len();
    // A shard of one board: the first of family `each-sacrifices` with a card in hand (a spell
    // to cast, so its stack and objects are not empty), found by name so new families don't
    // move it.
    let index = all
        .iter()
        .find(|(_, family, b)| {
            family == "each-sacrifices" && b.players.iter().any(|p| !p.hand.is_empty())
        })
        .map(|(i, _, _)| *i)
        .expect("smoke has the each-sacrifices family");
    let s = Shard { index, count };
    let rows = census(&req, Some(s), &mut |_, _, _| {}).unwrap();
    assert_eq!(rows.len(), 1);
    assert_eq!(rows[0].states, states_of_shard(&req, s));
    assert!(rows[0].peak_stack >= 1 && rows[0].peak_objects >= 1);
}

#[test]
fn a_board_past_the_state_budget_is_incomplete() {
    let mut req = smoke();
    let s = Shard {
        index: 0,
        count: 200,
    };
    let full = census(&req, Some(s), &mut |_, _, _| {}).unwrap();
    let heaviest = full[0].states;
    req.max_states = heaviest - 1;
    let cut = census(&req, Some(s), &mut |_, _, _| {}).unwrap();
    let row = cut.iter().find(|r| r.index == full[0].index).unwrap();
    assert!(!row.complete, "a board past --max-states is never complete");
    assert!(row.stop.contains("state budget"), "{}", row.stop);
    // The others fit and are complete.
    assert!(cut
        .iter()
        .filter(|r| r.index != row.index)
        .all(|r| r.complete));
}

#[test]
fn a_board_past_the_limits_is_incomplete() {
    let mut req = smoke();
    let s = Shard {
        index: 0,
        count: 200,
    };
    let full = census(&req, Some(s), &mut |_, _, _| {}).unwrap();
    let peak = full.iter().map(|r| r.peak_stack).max().unwrap();
    req.limits.max_stack = (peak - 1) as u8;
    let cut = census(&req, Some(s), &mut |_, _, _| {}).unwrap();
    for r in cut.iter().filter(|r| r.peak_stack > peak - 1) {
        assert!(
            !r.complete && r.out_of_bounds > 0,
            "{}: {}",
            r.index,
            r.stop
        );
    }
    assert!(cut.iter().any(|r| !r.complete));
}
