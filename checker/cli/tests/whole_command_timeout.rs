//! Issue 17, item 15: `--timeout SECS` bounds the whole command, as users read it, not each of
//! the explorations it runs (a scenario file's board and each mutant it kills, every file of a
//! directory, every mutant of `mutants`). Past the deadline the rest are not started and are
//! reported incomplete: exit 3, or 1 if something was violated; a generous budget still proves.
//! Run against the built `triggerproof` binary.

mod common;

use common::{code, run, text};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

fn tmp(name: &str) -> PathBuf {
    common::tmp("timeout", name)
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

/// A board far too large to explore in a few seconds (about 50,000 states a second here), with
/// two mutants to kill: three explorations per file.
const LARGE: &str = r#"edition = "mtg-2024-11-08"
title = "A large board"
question = "Does P1 ever lose?"
answer = "Not decided within a small time budget."
rules = ["603.2"]
kills = ["ap-triggers-on-top", "nap-players-lumped"]

[board]

[[board.players]]
battlefield = ["Vampire Bat", "Vampire Bat", "Soul Warden", "Royal Tapper"]
hand = ["Grizzly Bears", "Soul Warden", "Doomed Scholar"]

[[board.players]]
battlefield = ["Vampire Bat", "Vampire Bat", "Soul Warden", "Spiteful Sentry"]
hand = ["Grizzly Bears", "Soul Warden"]

[limits]
turns = 4

[[expect]]
claim = "P1 never loses"
never = 'lost(P1)'
"#;

/// A small board whose expectation fails at once.
const FAILING: &str = r#"edition = "mtg-2024-11-08"
title = "A wrong claim"
question = "q"
answer = "a"
rules = ["603.2"]

[board]

[[board.players]]
battlefield = ["Soul Warden"]
hand = ["Grizzly Bears"]

[[board.players]]

[[expect]]
claim = "P1 never gains life (wrong: Soul Warden)"
never = 'life(P1) == 21'
"#;

/// A directory of `large` copies of the large board (and the failing file if `failing`).
fn directory(name: &str, large: usize, failing: bool) -> PathBuf {
    let dir = tmp(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    for i in 0..large {
        std::fs::write(dir.join(format!("large-{i}.toml")), LARGE).unwrap();
    }
    if failing {
        std::fs::write(dir.join("0-failing.toml"), FAILING).unwrap();
    }
    dir
}

/// Runs `args`, returning the output and the wall-clock time it took.
fn timed(args: &[&str]) -> (std::process::Output, Duration) {
    let start = Instant::now();
    let o = run(args);
    (o, start.elapsed())
}

/// Seconds allowed past the timeout: process start, reports, and a loaded machine. Far below
/// what the old per-exploration timeout took (timeout x explorations).
const SLACK: u64 = 6;

/// Nine explorations of boards each far larger than the budget (three files, each with two
/// mutants to kill): the command ends about when `--timeout 2` says, not after 9 x 2 s, and
/// nothing is passed off as a proof.
#[test]
fn a_scenario_directory_ends_at_the_timeout_incomplete() {
    let dir = directory("large", 3, false);
    let (o, took) = timed(&["check", s(&dir), "--quiet", "--timeout", "2"]);
    let out = text(&o.stdout);
    assert_eq!(code(&o), 3, "{out}{}", text(&o.stderr));
    assert!(
        took < Duration::from_secs(2 + SLACK),
        "took {took:?}\n{out}"
    );
    let cut = out
        .matches("INCOMPLETE (time budget (--timeout) reached)")
        .count();
    assert_eq!(cut, 3, "every file's run is cut or not started:\n{out}");
    assert!(out.contains(", 0 states,"), "a file not started:\n{out}");
    assert!(!out.contains("PASS"), "no proof from a cut run:\n{out}");
    assert!(out.contains("0 pass, 0 fail, 9 undecided"), "{out}");
}

/// A violation found before the deadline still makes the command fail (exit 1), though the
/// rest was cut.
#[test]
fn a_violation_before_the_deadline_still_fails_the_command() {
    let dir = directory("failing", 2, true);
    let (o, took) = timed(&["check", s(&dir), "--quiet", "--timeout", "2"]);
    let out = text(&o.stdout);
    assert_eq!(code(&o), 1, "{out}{}", text(&o.stderr));
    assert!(
        took < Duration::from_secs(2 + SLACK),
        "took {took:?}\n{out}"
    );
    assert!(out.contains("FAIL"), "{out}");
    assert!(out.contains("time budget (--timeout) reached"), "{out}");
}

/// A budget larger than the whole command needs changes nothing: every scenario of the judge
/// directory passes on complete explorations.
#[test]
fn a_generous_timeout_still_proves() {
    let judge = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../scenarios/judge");
    let o = run(&["check", s(&judge), "--quiet", "--timeout", "600"]);
    assert_eq!(code(&o), 0, "{}", text(&o.stdout));
    assert!(!text(&o.stdout).contains("INCOMPLETE"));
}

/// `mutants` runs one exploration per mutant (about sixty): `--timeout 1` bounds them all; the
/// mutants not killed in time are undecided, not survivors (exit 3, not 1).
#[test]
fn mutants_share_one_timeout_and_undecided_is_not_survived() {
    let (o, took) = timed(&["mutants", "--preset", "smoke", "--timeout", "1"]);
    let out = text(&o.stdout);
    assert_eq!(code(&o), 3, "{out}{}", text(&o.stderr));
    assert!(
        took < Duration::from_secs(1 + SLACK),
        "took {took:?}\n{out}"
    );
    assert!(out.contains("UNDECIDED (incomplete: time budget (--timeout) reached"));
    assert!(!out.contains("SURVIVES"), "{out}");
    assert!(out.contains(" 0 survived, "), "{out}");
}

/// A preset is one exploration of all its boards (its `eventually` properties are more passes
/// inside it): cut at the timeout as well.
#[test]
fn a_preset_ends_at_the_timeout_incomplete() {
    let (o, took) = timed(&["check", "--preset", "standard", "--quiet", "--timeout", "1"]);
    let out = text(&o.stdout);
    assert_eq!(code(&o), 3, "{out}{}", text(&o.stderr));
    assert!(
        took < Duration::from_secs(1 + SLACK),
        "took {took:?}\n{out}"
    );
    assert!(out.contains("time budget (--timeout) reached"), "{out}");
}
