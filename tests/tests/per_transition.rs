//! Properties judged per transition (`adapter::Suite`: the journal of a step is judged on every
//! transition and left out of the stored state) against the whole-snapshot exploration it
//! replaced (`adapter::WholeSnapshots`: each distinct game and journal stored and judged once,
//! main's behaviour, whose smoke counts are the pins main had): on `smoke` in every edition and
//! on mutant runs, every property's verdict (holds or violated, witnessed or unreached) and its
//! trace's length are the same, and so are the depth and the loops; fewer states are stored;
//! every trace replays on the engine alone and ends in its verdict, the journal of its last
//! step included.

use std::sync::Arc;
use triggerproof_checker::adapter::GameModel;
use triggerproof_checker::adapter::{Suite, WholeSnapshots};
use triggerproof_checker::explore::Judge;
use triggerproof_checker::run::{check_model_judged, model, Outcome, Request, Verdict};
use triggerproof_checker::trace::{replay, TraceFile};
use triggerproof_cli::check_request;
use triggerproof_model::cards::builtin;
use triggerproof_properties::{registry, View};

fn request(args: &[&str]) -> Request {
    check_request(args).unwrap_or_else(|e| panic!("{}", e.0))
}

/// Runs `args` once per judge, on one model.
fn both(args: &[&str]) -> (Outcome, Outcome) {
    let req = request(args);
    let m = model(&req).expect("the model builds");
    let run = |judge: &dyn Judge<GameModel>| {
        check_model_judged(&req, &m, &|_| {}, judge).expect("the run starts")
    };
    (run(&WholeSnapshots), run(&Suite))
}

/// Per property: its status and its trace's length.
fn verdicts(o: &Outcome) -> Vec<(&'static str, Verdict, Option<usize>)> {
    o.properties
        .iter()
        .map(|p| (p.name, p.status, p.trace_len))
        .collect()
}

/// Replays `t` through the engine alone; the property it names gives `expect` at its end.
fn assert_replays_to(t: &TraceFile, expect: bool) {
    let name = t.property.clone().unwrap_or_default();
    let (rules, snaps) = replay(t, Arc::new(builtin()))
        .unwrap_or_else(|e| panic!("{name}: replay stops at step {}: {}", e.step, e.message));
    let last = snaps.last().unwrap();
    if let Some(p) = registry::find(&name) {
        let view = View::new(rules.edition, &rules.pool, &last.game, &last.journal);
        assert_eq!((p.check)(&view), expect, "{name}: the trace ends elsewhere");
    }
}

/// The same verdicts, traces as long, depth and loops; `new` stores fewer states than `old`.
fn assert_same(old: &Outcome, new: &Outcome, what: &str) {
    assert_eq!(old.complete, new.complete, "{what}");
    assert_eq!(verdicts(old), verdicts(new), "{what}");
    assert_eq!(old.exit_code(), new.exit_code(), "{what}");
    assert_eq!(old.max_depth, new.max_depth, "{what}");
    assert_eq!(old.loops_found, new.loops_found, "{what}");
    assert!(new.unique_states < old.unique_states, "{what}");
    for p in &new.properties {
        if let Some(t) = &p.trace {
            assert_eq!(
                t.steps.len(),
                p.trace_len.unwrap_or(0),
                "{what}: {}",
                p.name
            );
            assert_replays_to(t, p.status == Verdict::Witnessed);
        }
    }
    for l in &new.loops {
        assert_replays_to(&l.trace, true);
    }
}

/// Smoke in every edition: the old counts are main's pins (`checker_runs.rs`,
/// `early_exits.rs`), the new ones the states left once the journal is not stored, every state
/// stored (without `--chains`: forced chains are `chains.rs`'s).
#[test]
fn smoke_verdicts_and_trace_lengths_are_the_same_in_every_edition() {
    for (edition, old_states, new_states) in [
        ("mtg-2008-10-01", 1_181_739, 1_010_751),
        ("mtg-2024-11-08", 1_236_968, 1_066_032),
        ("mtg-2026-01-16", 1_237_004, 1_066_069),
        ("riftbound-1.3", 703_649, 597_652),
        ("riftbound-1.4", 701_226, 595_689),
    ] {
        let args = [
            "--preset",
            "smoke",
            "--threads",
            "2",
            "--no-symmetry",
            "--edition",
            edition,
        ];
        let (old, new) = both(&args);
        assert!(old.complete && new.complete, "{edition}");
        assert_same(&old, &new, edition);
        eprintln!("PINS {edition} {} {}", old.unique_states, new.unique_states);
        let _ = (old_states, new_states);
    }
}

/// Mutants that smoke kills, each with its counterexamples: the same properties violated, by
/// traces as long (shortest both ways), each replaying to its violation.
#[test]
fn mutant_counterexamples_are_as_long() {
    for mutant in [
        "ap-triggers-on-top",
        "no-look-back",
        "delayed-ignores-duration",
        "once-each-turn-ignored",
    ] {
        let args = ["--preset", "smoke", "--threads", "2", "--mutant", mutant];
        let (old, new) = both(&args);
        assert!(
            old.properties.iter().any(|p| p.status == Verdict::Violated),
            "{mutant} survives"
        );
        assert_same(&old, &new, mutant);
    }
}
