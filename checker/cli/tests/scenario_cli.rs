//! The `triggerproof` binary on scenario files: a directory of scenarios passes (exit 0), a
//! failing expectation exits 1 with a replayable trace, a cut exploration exits 3, bad input
//! exits 2 naming file:line:column on stderr, and `new-scenario` writes a passing template.

mod common;

use common::{code, run, text};
use std::path::PathBuf;

fn tmp(name: &str) -> PathBuf {
    common::tmp("scenario-cli", name)
}

fn write(name: &str, body: &str) -> String {
    let p = tmp(name);
    std::fs::write(&p, body).unwrap();
    p.display().to_string()
}

const GOOD: &str = r#"edition = "mtg-2024-11-08"
[board]
[[board.players]]
battlefield = ["Blood Artifact", "Grizzly Bears"]
hand = ["Planar Cleansing"]
[[board.players]]
[[expect]]
always = 'resolved("Planar Cleansing") == 1 implies triggered("Blood Artifact") == 1'
"#;

#[test]
fn the_scenarios_directory_passes() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../scenarios");
    let o = run(&["check", dir, "--quiet", "--threads", "2"]);
    assert_eq!(code(&o), 0, "{}{}", text(&o.stdout), text(&o.stderr));
    assert!(text(&o.stdout).contains(" 0 fail, 0 undecided"));
}

#[test]
fn a_failing_expectation_exits_1_with_a_trace_that_replays() {
    let f = write("fail.toml", &GOOD.replace("== 1'", "== 2'"));
    let trace = tmp("fail.json");
    let o = run(&[
        "check",
        &f,
        "--quiet",
        "--trace-out",
        trace.to_str().unwrap(),
    ]);
    assert_eq!(code(&o), 1, "{}", text(&o.stdout));
    assert!(text(&o.stdout).contains("FAIL      line 7: always"));
    let r = run(&["replay", trace.to_str().unwrap()]);
    assert_eq!(code(&r), 0, "{}", text(&r.stderr));
}

#[test]
fn a_cut_exploration_exits_3() {
    let f = write("cut.toml", &format!("{GOOD}[limits]\nmax_states = 3\n"));
    assert_eq!(code(&run(&["check", &f, "--quiet"])), 3);
}

#[test]
fn bad_input_exits_2_naming_file_line_column() {
    let f = write(
        "bad.toml",
        &GOOD.replace("\"Grizzly Bears\"", "\"Grizly Bears\""),
    );
    let o = run(&["check", &f, "--quiet"]);
    assert_eq!(code(&o), 2);
    let err = text(&o.stderr);
    assert!(
        err.contains(&format!("{f}:4:34: unknown card `Grizly Bears`")),
        "{err}"
    );
    assert!(err.contains("did you mean `Grizzly Bears`?"), "{err}");
    let missing = run(&["check", tmp("nowhere.toml").to_str().unwrap()]);
    assert_eq!(code(&missing), 2);
    let mixed = run(&["check", &write("ok.toml", GOOD), "--bounds", "b.toml"]);
    assert_eq!(code(&mixed), 2, "--bounds with scenario files");
}

#[test]
fn json_and_junit_reports() {
    let f = write("json.toml", GOOD);
    let o = run(&["check", &f, "--quiet", "--format", "json"]);
    assert_eq!(code(&o), 0);
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["exit_code"], 0);
    assert_eq!(v["scenarios"][0]["expectations"][0]["verdict"], "pass");
    assert!(v["scenarios"][0]["expectations"][0]["trace"]["steps"].is_array());
    let j = run(&["check", &f, "--quiet", "--format", "junit"]);
    assert!(text(&j.stdout).contains("<testcase name=\"line 7: always"));
}

#[test]
fn new_scenario_then_check() {
    let name = tmp("question");
    let _ = std::fs::remove_file(name.with_extension("toml"));
    let o = run(&["new-scenario", name.to_str().unwrap()]);
    assert_eq!(code(&o), 0, "{}", text(&o.stderr));
    let c = run(&[
        "check",
        name.with_extension("toml").to_str().unwrap(),
        "--quiet",
    ]);
    assert_eq!(code(&c), 0, "{}", text(&c.stdout));
    assert_eq!(code(&run(&["new-scenario", name.to_str().unwrap()])), 2);
}

/// A removed spelling of the scenario language exits 2 at its position, naming its replacement.
#[test]
fn a_removed_spelling_exits_2_with_its_replacement() {
    let old = GOOD.replace(
        "[[expect]]",
        "[[cards]]\nname = \"Old\"\ntypes = [\"creature\"]\nabilities = [{ triggered = { when = { event = { dies = { another = { card_type = \"creature\" } } } }, effect = { gain-life = { who = \"you\", amount = 1 } } } }]\n[[expect]]",
    );
    let f = write("removed.toml", &old);
    let o = run(&["check", &f, "--quiet"]);
    assert_eq!(code(&o), 2, "{}", text(&o.stdout));
    let err = text(&o.stderr);
    assert!(err.contains("removed.toml:10:"), "{err}");
    assert!(
        err.contains("was replaced by `another = true` inside the selector"),
        "{err}"
    );
}
