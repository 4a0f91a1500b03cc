//! The oracle test (issue 7): our explorer against stateright 0.31's own checkers
//! (`check --engine stateright-bfs|stateright-dfs`) on the same models. Equal unique-state
//! counts, transitions and out-of-bounds counts, and equal verdicts per property, on the whole
//! smoke preset, on a mutant (so a violation is compared too, and stateright's counterexample
//! replays), on boards whose successors go past `max_stack` (dropped and counted alike, the run
//! incomplete under both), and on TAS(K), K = 3..5, whose counts are also pinned by six tools.
//! A budget cut under stateright is reported incomplete, never as a proof.
//!
//! About 15 s in release on 2 cores, most of it stateright's BFS on the smoke preset.

use std::sync::Arc;
use triggerproof_checker::adapter::WholeSnapshots;
use triggerproof_checker::explore::Status;
use triggerproof_checker::oracle::{self, Engine, Options};
use triggerproof_checker::run::{check_model_judged, model, Outcome, Request, Verdict};
use triggerproof_checker::trace::replay;
use triggerproof_cli::check_request;
use triggerproof_explore::tas::{Tas, EXPECTED_COUNTS};
use triggerproof_model::cards::builtin;

fn request(args: &[&str]) -> Request {
    check_request(args).unwrap_or_else(|e| panic!("{args:?}: {}", e.0))
}

/// `Engine::Ours` as stateright's checkers explore: every distinct snapshot, journal included,
/// stored and judged once (`adapter::WholeSnapshots`), so that the counts compare. `check`
/// itself stores the game alone and judges every transition (`adapter::Suite`): the same
/// verdicts, fewer states ([`per_transition`]).
fn run(req: &Request, engine: Engine) -> Outcome {
    match engine {
        Engine::Ours => {
            let m = model(req).unwrap();
            check_model_judged(req, &m, &|_| {}, &WholeSnapshots).unwrap()
        }
        _ => oracle::check(req, None, engine, &|_| {}).unwrap(),
    }
}

/// What `check --engine ours` reports (properties judged per transition).
fn per_transition(req: &Request) -> Outcome {
    oracle::check(req, None, Engine::Ours, &|_| {}).unwrap()
}

/// The same verdict for every property.
fn assert_same_verdicts(ours: &Outcome, theirs: &Outcome, what: &str) {
    assert_eq!(ours.complete, theirs.complete, "{what}: complete");
    for (a, b) in ours.properties.iter().zip(&theirs.properties) {
        assert_eq!((a.name, a.status), (b.name, b.status), "{what}: verdict");
    }
}

/// The two outcomes agree on every count that does not depend on search order, and on every
/// verdict.
fn assert_same(ours: &Outcome, theirs: &Outcome, what: &str) {
    assert_eq!(ours.unique_states, theirs.unique_states, "{what}: unique");
    assert_eq!(
        ours.total_states, theirs.total_states,
        "{what}: transitions"
    );
    assert_eq!(
        ours.out_of_bounds_states, theirs.out_of_bounds_states,
        "{what}: out of bounds"
    );
    assert_eq!(ours.complete, theirs.complete, "{what}: complete");
    assert_eq!(ours.properties.len(), theirs.properties.len());
    for (a, b) in ours.properties.iter().zip(&theirs.properties) {
        assert_eq!(a.name, b.name);
        assert_eq!(a.status, b.status, "{what}: verdict of {}", a.name);
    }
}

#[test]
fn smoke_preset_stateright_bfs_agrees_with_ours() {
    let req = request(&["--preset", "smoke", "--threads", "2"]);
    let ours = run(&req, Engine::Ours);
    let theirs = run(&req, Engine::StaterightBfs);
    assert!(ours.complete, "{}", ours.stop_reason);
    assert_same(&ours, &theirs, "smoke");
    assert_eq!(theirs.exit_code(), 0);
    assert_same_verdicts(&per_transition(&req), &theirs, "smoke per transition");
}

#[test]
fn a_mutant_is_violated_under_both_engines_and_stateright_traces_replay() {
    let req = request(&[
        "--preset",
        "smoke",
        "--family",
        "apnap",
        "--mutant",
        "ap-triggers-on-top",
        "--threads",
        "2",
    ]);
    let ours = run(&req, Engine::Ours);
    let m = model(&req).unwrap();
    for engine in [Engine::StaterightBfs, Engine::StaterightDfs] {
        let theirs = run(&req, engine);
        assert_same(&ours, &theirs, engine.name());
        assert_same_verdicts(&per_transition(&req), &theirs, engine.name());
        let violated: Vec<_> = theirs
            .properties
            .iter()
            .filter(|p| p.status == Verdict::Violated)
            .collect();
        assert!(
            !violated.is_empty(),
            "{}: the mutant survives",
            engine.name()
        );
        for p in violated {
            let t = p.trace.as_ref().expect("a violation has a trace");
            let (_, snaps) = replay(t, Arc::new(builtin())).unwrap_or_else(|e| {
                panic!(
                    "{}: {} stops at {}: {}",
                    engine.name(),
                    p.name,
                    e.step,
                    e.message
                )
            });
            let i = m.properties.iter().position(|q| q.name == p.name).unwrap();
            let end = snaps.last().unwrap();
            assert!(
                !m.holds(i, end),
                "{}: {} holds at the end",
                engine.name(),
                p.name
            );
        }
    }
}

#[test]
fn out_of_bounds_successors_are_counted_alike_and_leave_the_run_incomplete() {
    let mut req = request(&[
        "--preset",
        "smoke",
        "--family",
        "state-triggers",
        "--family",
        "sweepers",
        "--threads",
        "2",
    ]);
    req.limits.max_stack = 3;
    let ours = run(&req, Engine::Ours);
    assert!(ours.out_of_bounds_states > 0 && !ours.complete);
    for engine in [Engine::StaterightBfs, Engine::StaterightDfs] {
        let theirs = run(&req, engine);
        assert_same(&ours, &theirs, engine.name());
        assert_eq!(theirs.exit_code(), ours.exit_code(), "{}", engine.name());
    }
}

fn kind<S, A>(s: &Status<S, A>) -> &'static str {
    match s {
        Status::Holds => "holds",
        Status::Violated { .. } => "violated",
        Status::Found { .. } => "found",
        Status::NotFound => "not-found",
        Status::Inconclusive => "inconclusive",
    }
}

#[test]
fn tas_3_to_5_every_engine_agrees_with_the_table() {
    let opts = Options {
        threads: 2,
        max_states: 1 << 24,
        timeout: None,
        max_memory: None,
        interrupt: None,
    };
    for &(k, states, transitions) in &EXPECTED_COUNTS[..3] {
        let model = Arc::new(Tas::new(k));
        let ours = oracle::explore(Arc::clone(&model), Engine::Ours, &opts, &|_| {});
        for engine in [Engine::Ours, Engine::StaterightBfs, Engine::StaterightDfs] {
            let r = oracle::explore(Arc::clone(&model), engine, &opts, &|_| {});
            let what = format!("TAS({k}) {}", engine.name());
            assert!(r.complete, "{what}: {:?}", r.stop_reason);
            assert_eq!(
                (r.unique_states, r.transitions),
                (states, transitions),
                "{what}"
            );
            assert_eq!(r.out_of_boundary, 0, "{what}");
            for (a, b) in ours.properties.iter().zip(&r.properties) {
                assert_eq!(a.name, b.name);
                assert_eq!(kind(&a.status), kind(&b.status), "{what}: {}", a.name);
            }
        }
    }
}

#[test]
fn a_budget_cut_under_stateright_is_incomplete_and_undecided() {
    let opts = Options {
        threads: 1,
        max_states: 10_000,
        timeout: None,
        max_memory: None,
        interrupt: None,
    };
    for engine in [Engine::StaterightBfs, Engine::StaterightDfs] {
        let r = oracle::explore(Arc::new(Tas::new(6)), engine, &opts, &|_| {});
        assert!(!r.complete, "{}", engine.name());
        assert!(r.unique_states > 10_000 && r.unique_states < 9_080_327);
        assert!(r
            .properties
            .iter()
            .all(|p| matches!(p.status, Status::Inconclusive)));
    }
    let req = request(&[
        "--preset",
        "smoke",
        "--family",
        "apnap",
        "--max-states",
        "500",
    ]);
    let o = run(&req, Engine::StaterightBfs);
    assert!(!o.complete && o.exit_code() == 3, "{}", o.stop_reason);
    assert!(o
        .properties
        .iter()
        .all(|p| matches!(p.status, Verdict::Undecided | Verdict::Witnessed)));
}

/// Every engine honours the interrupt flag (SIGINT/SIGTERM in the CLI) and the memory budget:
/// stateright's runs are cut by the polling thread, reported incomplete with the reason.
#[test]
fn stateright_engines_honour_interrupts_and_the_memory_budget() {
    use triggerproof_checker::explore::{StopFlag, StopReason};
    let raised = StopFlag::new();
    raised.raise();
    let cases = [
        (Some(raised), None, StopReason::Interrupted),
        (None, Some(1), StopReason::MemoryBudget),
    ];
    for (interrupt, max_memory, want) in cases {
        let opts = Options {
            threads: 1,
            max_states: 1 << 24,
            timeout: None,
            max_memory,
            interrupt,
        };
        for engine in [Engine::Ours, Engine::StaterightBfs, Engine::StaterightDfs] {
            let r = oracle::explore(Arc::new(Tas::new(6)), engine, &opts, &|_| {});
            assert!(!r.complete, "{}", engine.name());
            assert_eq!(r.stop_reason, want, "{}", engine.name());
            assert!(r.unique_states < 9_080_327, "{}", engine.name());
        }
    }
}
