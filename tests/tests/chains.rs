//! Forced chains (`check --chains`; by default every state is stored): a state offering only
//! one choice is judged on the way and not stored. Against the run that stores every state, on
//! `smoke` in every edition, on a slice of `standard` and on the four mutants of
//! `per_transition.rs`: every property's verdict, the length of its witness or counterexample
//! (shortest both ways), the loops found and the length of each reported loop are the same;
//! fewer states are stored; every trace replays on the engine alone to its verdict.

use std::sync::Arc;
use triggerproof_checker::run::{check, Outcome, Request, Verdict};
use triggerproof_checker::trace::{replay, TraceFile};
use triggerproof_cli::check_request;
use triggerproof_model::cards::builtin;
use triggerproof_properties::{registry, View};

fn request(args: &[&str]) -> Request {
    check_request(args).unwrap_or_else(|e| panic!("{}", e.0))
}

/// Runs `args` with chains off, then on.
fn both(args: &[&str]) -> (Outcome, Outcome) {
    let mut req = request(args);
    assert!(!req.chains, "chains are off by default");
    let off = check(&req, &|_| {}).expect("the run starts");
    req.chains = true;
    let on = check(&req, &|_| {}).expect("the run starts");
    (off, on)
}

/// Per property: its status and its trace's length.
fn verdicts(o: &Outcome) -> Vec<(&'static str, Verdict, Option<usize>)> {
    o.properties
        .iter()
        .map(|p| (p.name, p.status, p.trace_len))
        .collect()
}

/// Per reported loop: its prefix's and its cycle's lengths.
fn loops(o: &Outcome) -> Vec<(usize, usize)> {
    o.loops
        .iter()
        .map(|l| (l.prefix_len, l.trace.steps.len() - l.prefix_len))
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

/// The same verdicts, trace lengths, loops and exit code; `on` stores fewer states.
fn assert_same(off: &Outcome, on: &Outcome, what: &str) {
    assert_eq!(verdicts(off), verdicts(on), "{what}");
    assert_eq!(off.exit_code(), on.exit_code(), "{what}");
    // A run stopped at its first counterexample (a mutant's) has found the loops of the
    // states it stored by then, and those differ.
    if off.complete {
        assert!(on.complete, "{what}");
        assert_eq!(off.loops_found, on.loops_found, "{what}");
        assert_eq!(loops(off), loops(on), "{what}");
    }
    assert!(on.unique_states < off.unique_states, "{what}");
    for p in &on.properties {
        if let Some(t) = &p.trace {
            let len = p.trace_len.unwrap_or(0);
            assert_eq!(t.steps.len(), len, "{what}: {}", p.name);
            assert_replays_to(t, p.status == Verdict::Witnessed);
        }
    }
    for l in &on.loops {
        assert_replays_to(&l.trace, true);
    }
}

/// Smoke in every edition, every state on real ids (`--no-symmetry`): the states stored with
/// chains off are `checker_runs.rs`'s pins before chains, those with chains on what is left
/// once a state offering one choice is no longer stored.
#[test]
fn smoke_is_the_same_with_and_without_chains_in_every_edition() {
    for (edition, off_states, on_states) in [
        ("mtg-2008-10-01", 1_010_751, 189_319),
        ("mtg-2024-11-08", 1_066_032, 200_698),
        ("mtg-2026-01-16", 1_066_069, 200_701),
        ("riftbound-1.3", 597_652, 126_366),
        ("riftbound-1.4", 595_689, 125_687),
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
        let (off, on) = both(&args);
        assert!(off.complete && on.complete, "{edition}");
        assert_same(&off, &on, edition);
        assert_eq!(
            (off.unique_states, on.unique_states),
            (off_states, on_states),
            "{edition}"
        );
    }
}

/// The default run (symmetry on boards without combat) and a slice of `standard`.
#[test]
fn symmetry_and_a_standard_slice_are_the_same_with_and_without_chains() {
    let smoke = ["--preset", "smoke", "--threads", "2"];
    let (off, on) = both(&smoke);
    assert_same(&off, &on, "smoke with symmetry");
    for family in ["apnap", "combat-blocks", "delayed", "control", "sweepers"] {
        let args = ["--preset", "standard", "--family", family, "--threads", "2"];
        let (off, on) = both(&args);
        assert_same(&off, &on, family);
    }
}

/// Mutants that smoke kills (those of `per_transition.rs`): the same properties violated, by
/// traces as long, each replaying to its violation.
#[test]
fn mutant_counterexamples_are_as_long_with_chains() {
    for mutant in [
        "ap-triggers-on-top",
        "no-look-back",
        "delayed-ignores-duration",
        "once-each-turn-ignored",
    ] {
        let args = ["--preset", "smoke", "--threads", "2", "--mutant", mutant];
        let (off, on) = both(&args);
        assert!(
            on.properties.iter().any(|p| p.status == Verdict::Violated),
            "{mutant} survives"
        );
        assert_same(&off, &on, mutant);
    }
}

/// `--chains` turns them on for presets and bounds files (off by default; the `check` command
/// refuses it with scenario files and `--engine`, which store every state).
#[test]
fn chains_is_a_preset_flag() {
    assert!(request(&["--preset", "smoke", "--chains"]).chains);
    assert!(!request(&["--preset", "smoke"]).chains);
}
