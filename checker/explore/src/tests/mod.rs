//! Tests of the explorer: exact counts on TAS(K), agreement with stateright and a naive BFS,
//! shortest traces, budgets, loops, and `Eventually`. Run them in release mode.

mod budgets;
mod canonical;
mod chains;
mod compact;
mod judged;
mod parts;
mod seeds;
mod toys;
mod transitions;

use super::*;
use crate::tas::{Tas, EXPECTED_COUNTS};
use stateright::{Checker, Model};
use std::fmt::Debug;
use std::time::Duration;
use toys::{naive_count, naive_min_depth, Graph, Grid, TightTas};

/// Held by the tests that spill frontiers to disk, so that one can count the segment files it
/// leaves without seeing another's.
static SPILLING: std::sync::Mutex<()> = std::sync::Mutex::new(());

fn config(threads: usize) -> Config {
    Config::default().threads(threads).max_states(1 << 20)
}

/// Checks a trace step by step against the model, comparing states with `Eq`.
fn assert_valid_trace<M: Explorable>(model: &M, trace: &Trace<M::State, M::Action>)
where
    M::State: PartialEq + Debug,
{
    assert_eq!(trace.states.len(), trace.actions.len() + 1);
    assert_eq!(trace.states[0], model.init_states()[trace.init_index]);
    for (i, (before, action, after)) in trace.steps().enumerate() {
        let mut actions = Vec::new();
        model.actions(before, &mut actions);
        let expected = model.next_state(before, actions[trace.action_indices[i]].clone());
        assert_eq!(expected.as_ref(), Some(after), "step {i}");
        assert_eq!(
            model.next_state(before, action.clone()).as_ref(),
            Some(after)
        );
    }
}

/// The comparable part of a report: counts and verdict kinds (not which shortest trace).
type Summary<'a> = (u64, u64, usize, bool, Vec<(&'a str, usize, usize)>);

fn summary<S, A>(r: &Report<S, A>) -> Summary<'_> {
    let verdicts = r.properties.iter().map(|p| {
        let kind = match p.status {
            Status::Holds => 0,
            Status::Violated { .. } => 1,
            Status::Found { .. } => 2,
            Status::NotFound => 3,
            Status::Inconclusive => 4,
        };
        (p.name, kind, p.status.trace().map_or(0, |t| t.len()))
    });
    let verdicts = verdicts.collect();
    (
        r.unique_states,
        r.transitions,
        r.max_depth,
        r.complete,
        verdicts,
    )
}

#[test]
fn tas_counts_match_the_readme_at_one_and_two_threads() {
    for &(k, states, transitions) in &EXPECTED_COUNTS[..3] {
        let tas = Tas::new(k);
        let one = explore(&tas, &config(1));
        let two = explore(&tas, &config(2));
        assert_eq!(one.unique_states, states, "K={k}");
        assert_eq!(one.transitions, transitions, "K={k}");
        assert!(
            one.complete && one.stop_reason == StopReason::Exhausted,
            "K={k}"
        );
        assert_eq!(one.properties[0].status, Status::Holds, "K={k}");
        assert_eq!(summary(&one), summary(&two), "K={k}");
        assert_eq!(one.loops_found, 0);
        assert!(one.collision_probability < 1e-9);
    }
}

#[test]
fn tas_unique_counts_match_stateright_bfs() {
    for &(k, _, _) in &EXPECTED_COUNTS[..3] {
        let ours = explore(&Tas::new(k), &config(2));
        let theirs = Tas::new(k).checker().threads(2).spawn_bfs().join();
        assert_eq!(
            ours.unique_states,
            theirs.unique_state_count() as u64,
            "K={k}"
        );
        // stateright's state_count = initial states + generated successors.
        assert_eq!(ours.transitions + 1, theirs.state_count() as u64, "K={k}");
    }
}

#[test]
fn toy_counts_match_stateright_and_a_naive_bfs() {
    for limit in [3, 8, 20] {
        let grid = Grid { limit };
        let theirs = Grid { limit }.checker().spawn_bfs().join();
        for threads in [1, 2] {
            let ours = explore(&grid, &config(threads).stop_when_decided(false));
            assert_eq!(ours.unique_states, theirs.unique_state_count() as u64);
            assert_eq!(ours.unique_states, naive_count(&grid) as u64);
            assert!(ours.complete);
            assert!(ours.out_of_boundary > 0);
        }
    }
}

#[test]
fn counterexamples_are_shortest_where_stateright_bfs_is_not() {
    let grid = Grid { limit: 8 };
    let shortest = naive_min_depth(&grid, |&(x, y)| x + y >= 3).unwrap();
    assert_eq!(shortest, 2); // jump, then right
    let theirs = Grid { limit: 8 }.checker().spawn_bfs().join();
    let their_len = theirs.discovery("x + y < 3").unwrap().into_actions().len();
    assert!(
        their_len > shortest,
        "stateright found a shortest one ({their_len})"
    );
    for threads in [1, 2] {
        let ours = explore(&grid, &config(threads));
        let trace = ours.properties[0].status.trace().expect("violated");
        assert!(ours.properties[0].status.is_violated());
        assert_eq!(trace.len(), shortest);
        assert!(trace.last_state().0 + trace.last_state().1 >= 3);
        assert_valid_trace(&grid, trace);
    }
}

#[test]
fn witnesses_are_shortest_and_absent_ones_reported() {
    let grid = Grid { limit: 8 };
    let shortest = naive_min_depth(&grid, |&s| s == (2, 2)).unwrap();
    for threads in [1, 2] {
        let report = explore(&grid, &config(threads));
        let found = &report.property("reaches (2, 2)").unwrap().status;
        assert!(matches!(found, Status::Found { .. }));
        assert_eq!(found.trace().unwrap().len(), shortest);
        assert_valid_trace(&grid, found.trace().unwrap());
        let absent = &report.property("reaches (9, 9)").unwrap().status;
        assert_eq!(absent, &Status::NotFound);
        assert_eq!(
            report.property("always true").unwrap().status,
            Status::Holds
        );
    }
}

#[test]
fn tas_violations_of_a_tightened_invariant_are_shortest() {
    // "the stack never holds more than two abilities" fails after a few kills and places.
    let tight = TightTas(Tas::new(5));
    let shortest = naive_min_depth(&tight, |s| s.len > 2).unwrap();
    for threads in [1, 2] {
        let report = explore(&tight, &config(threads));
        let trace = report.properties[0].status.trace().unwrap();
        assert_eq!(trace.len(), shortest);
        assert_valid_trace(&tight, trace);
        assert_eq!(report.stop_reason, StopReason::AllDecided);
        assert!(!report.complete);
    }
}

#[test]
fn early_stop_counts_do_not_depend_on_threads() {
    let tight = TightTas(Tas::new(5));
    let one = explore(&tight, &config(1));
    let two = explore(&tight, &config(2));
    assert_eq!(summary(&one), summary(&two));
    assert!(one.unique_states < 132_457);
}

#[test]
fn state_budget_cuts_are_reported_incomplete() {
    let tas = Tas::new(4);
    for threads in [1, 2] {
        let cut = explore(&tas, &config(threads).max_states(1000));
        assert!(!cut.complete);
        assert_eq!(cut.stop_reason, StopReason::StateBudget);
        assert_eq!(cut.unique_states, 1000);
        assert_eq!(cut.properties[0].status, Status::Inconclusive);
    }
    let exact = explore(&Tas::new(3), &config(2).max_states(262));
    assert!(
        exact.complete,
        "a budget equal to the state count cuts nothing"
    );
    let short = explore(&Tas::new(3), &config(2).max_states(261));
    assert!(!short.complete && short.stop_reason == StopReason::StateBudget);
}

#[test]
fn timeouts_are_honoured_with_one_thread() {
    let tas = Tas::new(5);
    for threads in [1, 2] {
        let cut = explore(&tas, &config(threads).timeout(Duration::ZERO));
        assert!(!cut.complete);
        assert_eq!(cut.stop_reason, StopReason::Timeout);
        // A budget already spent starts nothing (a command's later explorations, item 15).
        assert_eq!((cut.unique_states, cut.transitions), (0, 0));
        assert_eq!(cut.properties[0].status, Status::Inconclusive);
    }
}

#[test]
fn progress_callback_is_called() {
    let calls = std::sync::atomic::AtomicUsize::new(0);
    let mut cfg = config(2);
    cfg.progress_interval = Duration::ZERO;
    let report = explore_with_progress(&Tas::new(5), &cfg, &|p: &Progress| {
        assert!(p.unique_states <= 132_457);
        calls.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    });
    assert!(report.complete);
    assert!(calls.into_inner() > 0);
}

#[test]
fn forced_cycles_are_reported_as_loops() {
    // 0 -> {1, 10}; 1 -> 2 -> 3 -> 1 (forced); 10 -> 11 -> 11 (forced self-loop); 3 also has no
    // other way out; 20 is never reached.
    let mut edges = vec![Vec::new(); 21];
    edges[0] = vec![1, 10];
    edges[1] = vec![2];
    edges[2] = vec![3];
    edges[3] = vec![1];
    edges[10] = vec![11];
    edges[11] = vec![11];
    let graph = Graph {
        edges,
        marked: vec![],
    };
    for threads in [1, 2] {
        let report = explore(&graph, &config(threads));
        assert_eq!(report.loops_found, 2);
        let first = &report.loops[0];
        assert_eq!(first.prefix.states, vec![0, 1]);
        assert_eq!(first.cycle_states, vec![2, 3, 1]);
        assert_eq!(first.cycle_actions, vec![2, 3, 1]);
        let second = &report.loops[1];
        assert_eq!(second.prefix.states, vec![0, 10, 11]);
        assert_eq!(second.cycle_states, vec![11]);
        let off = explore(&graph, &config(threads).detect_loops(false));
        assert_eq!((off.loops_found, off.loops.len()), (0, 0));
    }
}

#[test]
fn eventually_finds_counterexamples_stateright_misses_at_dag_joins() {
    // 0 -> {1, 2}; 1 -> 3; 2 -> 3; 3 terminal; only 1 is marked: 0, 2, 3 never reaches it.
    let graph = || Graph {
        edges: vec![vec![1, 2], vec![3], vec![3], vec![]],
        marked: vec![1],
    };
    let theirs = graph().checker().spawn_bfs().join();
    assert!(theirs.discovery("reaches a marked state").is_none());
    for threads in [1, 2] {
        let report = explore(&graph(), &config(threads));
        let trace = report.properties[0].status.trace().expect("violated");
        assert!(report.properties[0].status.is_violated());
        assert_eq!(trace.states, vec![0, 2, 3]);
        assert!(report.complete);
    }
    let holds = Graph {
        edges: vec![vec![1, 2], vec![3], vec![1], vec![]],
        marked: vec![1],
    };
    let report = explore(&holds, &config(2));
    assert_eq!(report.properties[0].status, Status::Holds);
}

#[test]
fn the_table_grows_without_losing_states() {
    for threads in [1, 2] {
        let tiny = config(threads).initial_states(1);
        let report = explore(&Tas::new(5), &tiny);
        assert_eq!(
            (report.unique_states, report.transitions),
            (132_457, 191_429)
        );
        // One state with 5000 successors overflows a 1024-slot table within one chunk.
        let fan = toys::Fan { width: 5000 };
        let report = explore(&fan, &tiny);
        assert_eq!(report.unique_states, 5001);
        assert!(report.complete);
    }
}
