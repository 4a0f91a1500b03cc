//! Forced chains (`chains.rs`): on random graphs where most states offer one action, some
//! going round forced cycles, following the chains gives the same verdicts, trace lengths and
//! loops as storing every state, fewer states, valid traces, and the same traces at 1 and 2
//! threads; a state budget still cuts the run.

use super::{assert_valid_trace, config};
use crate::*;
use stateright::{Model, Property};

/// A graph over `0..n` whose state also records the node it came from (ghost data, as the
/// game's journal: properties read the step, `actions` and `next_state` the node alone).
struct Chained {
    edges: Vec<Vec<u16>>,
    /// Steps `(from, to)` each property is about: `bad` must never be taken, `good` is sought.
    bad: [Vec<(u16, u16)>; 2],
    good: [Vec<(u16, u16)>; 2],
}

type Step = (u16, u16);

fn step(s: &Step) -> (u16, u16) {
    (s.1, s.0)
}

impl Model for Chained {
    type State = Step;
    type Action = u16;

    fn init_states(&self) -> Vec<Step> {
        vec![(0, u16::MAX), (1, u16::MAX)]
    }
    fn actions(&self, s: &Step, actions: &mut Vec<u16>) {
        actions.extend(self.edges[usize::from(s.0)].iter().copied());
    }
    fn next_state(&self, s: &Step, to: u16) -> Option<Step> {
        // A node's action into node 3 has no successor (an action that does nothing).
        (to != 3 || s.0.is_multiple_of(2)).then_some((to, s.0))
    }
    fn within_boundary(&self, s: &Step) -> bool {
        s.0 != 4
    }
    fn properties(&self) -> Vec<Property<Self>> {
        vec![
            Property::always("bad 0", |m, s| !m.bad[0].contains(&step(s))),
            Property::always("bad 1", |m, s| !m.bad[1].contains(&step(s))),
            Property::sometimes("good 0", |m, s| m.good[0].contains(&step(s))),
            Property::sometimes("good 1", |m, s| m.good[1].contains(&step(s))),
            Property::always("never node 7", |_, s: &Step| s.0 != 7),
        ]
    }
}

/// Stores the node alone and judges every transition.
struct ByNode;

impl Judge<Chained> for ByNode {
    fn per_transition(&self) -> bool {
        true
    }
    fn stored_fingerprint(&self, s: &Step) -> u64 {
        fingerprint(&s.0)
    }
}

/// A random graph of `n` nodes from `seed`: most nodes have one edge, some several or none.
fn graph(seed: u64, n: u16) -> Chained {
    let mut x = seed
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    let mut next = |m: u64| {
        x = x
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (x >> 33) % m
    };
    let edges: Vec<Vec<u16>> = (0..n)
        .map(|_| {
            let k = match next(10) {
                0 => 0,
                1..=6 => 1,
                7 | 8 => 2,
                _ => 3,
            };
            (0..k).map(|_| next(u64::from(n)) as u16).collect()
        })
        .collect();
    let mut pick = |count: usize| -> Vec<(u16, u16)> {
        (0..count)
            .map(|_| {
                let from = next(u64::from(n)) as u16;
                let to = edges[usize::from(from)].first().copied().unwrap_or(0);
                (from, to)
            })
            .collect()
    };
    let bad = [pick(1), pick(3)];
    let good = [pick(1), pick(2)];
    Chained { edges, bad, good }
}

type Summary = (
    Vec<(&'static str, usize, Option<usize>)>,
    Vec<(usize, usize)>,
    usize,
);

fn summary(r: &ModelReport<Chained>) -> Summary {
    let verdicts = r.properties.iter().map(|p| {
        let kind = match p.status {
            Status::Holds => 0,
            Status::Violated { .. } => 1,
            Status::Found { .. } => 2,
            Status::NotFound => 3,
            Status::Inconclusive => 4,
        };
        (p.name, kind, p.status.trace().map(|t| t.len()))
    });
    let loops = r
        .loops
        .iter()
        .map(|l| (l.prefix.len(), l.cycle_actions.len()));
    (verdicts.collect(), loops.collect(), r.loops_found)
}

#[test]
fn following_forced_chains_keeps_verdicts_trace_lengths_and_loops() {
    let silent = |_: &Progress| {};
    let codec = super::compact::Indexed(std::sync::Mutex::new(Vec::new()));
    let (mut fewer, mut looped) = (0, 0);
    for seed in 0..300 {
        let model = graph(seed, 40 + (seed % 5) as u16 * 10);
        let mut traces = Vec::new();
        for threads in [1, 2] {
            for stop in [true, false] {
                let mut cfg = config(threads).stop_when_decided(stop);
                cfg.max_loops = 64;
                let off =
                    explore_judged(&model, &cfg.clone().chains(false), &silent, &codec, &ByNode);
                let on = explore_judged(&model, &cfg, &silent, &codec, &ByNode);
                // Once every property is decided, a run stops at the end of its level; the
                // levels hold other states with and without chains, so one may find nothing
                // left (exhausted) where the other stops early: the verdicts are the same.
                let decided = |r: &ModelReport<Chained>| {
                    r.stop_reason == StopReason::AllDecided
                        || r.properties.iter().all(|p| p.status.trace().is_some())
                };
                if !(stop && decided(&on) && decided(&off)) {
                    assert_eq!(on.complete, off.complete, "{seed}");
                }
                assert_eq!(
                    summary(&on),
                    summary(&off),
                    "seed {seed}, {threads} threads"
                );
                assert!(on.unique_states <= off.unique_states, "{seed}");
                if !stop {
                    fewer += usize::from(on.unique_states < off.unique_states);
                    looped += usize::from(on.loops_found > 0);
                }
                for p in &on.properties {
                    if let Some(trace) = p.status.trace() {
                        assert_valid_trace(&model, trace);
                    }
                }
                for l in &on.loops {
                    assert_valid_trace(&model, &l.prefix);
                }
                traces.push(
                    on.properties
                        .iter()
                        .map(|p| p.status.trace().map(|t| t.action_indices.clone()))
                        .collect::<Vec<_>>(),
                );
            }
        }
        assert_eq!(
            traces[0], traces[2],
            "seed {seed}: the same traces at 1 and 2 threads"
        );
        assert_eq!(
            traces[1], traces[3],
            "seed {seed}: the same traces at 1 and 2 threads"
        );
    }
    assert!(
        fewer > 250 && looped > 30,
        "{fewer} graphs with fewer states, {looped} with loops"
    );
}

#[test]
fn a_state_budget_still_cuts_a_chained_run() {
    let silent = |_: &Progress| {};
    let codec = super::compact::Indexed(std::sync::Mutex::new(Vec::new()));
    let model = graph(7, 60);
    let cfg = config(1).stop_when_decided(false);
    let whole = explore_judged(&model, &cfg, &silent, &codec, &ByNode);
    assert!(whole.complete && whole.unique_states > 2);
    let cut = explore_judged(
        &model,
        &cfg.max_states(whole.unique_states - 1),
        &silent,
        &codec,
        &ByNode,
    );
    assert!(!cut.complete);
    assert_eq!(cut.stop_reason, StopReason::StateBudget);
}
