//! CLI behaviour of the `triggerproof` binary: every exit code, the JSON report schema, JUnit
//! output, bad flags and bad bounds (exit 2 with a message naming the problem), trace round trips.

mod common;

use common::{code, run, text};
use std::process::Output;

fn stderr(o: &Output) -> String {
    text(&o.stderr)
}

fn tmp(name: &str) -> std::path::PathBuf {
    common::tmp("cli", name)
}

#[test]
fn smoke_preset_holds_exit_0() {
    let o = run(&["check", "--preset", "smoke", "--quiet"]);
    assert_eq!(code(&o), 0, "{}", String::from_utf8_lossy(&o.stdout));
    assert!(String::from_utf8_lossy(&o.stdout)
        .contains("every property holds on a complete exploration"));
}

#[test]
fn mutant_is_violated_exit_1_and_trace_replays() {
    let trace = tmp("apnap.json");
    let o = run(&[
        "check",
        "--preset",
        "smoke",
        "--family",
        "apnap",
        "--mutant",
        "ap-triggers-on-top",
        "--property",
        "apnap-two-part-order",
        "--quiet",
        "--trace-out",
        trace.to_str().unwrap(),
    ]);
    assert_eq!(code(&o), 1);
    let r = run(&["replay", trace.to_str().unwrap()]);
    assert_eq!(code(&r), 0, "{}", stderr(&r));
    let out = String::from_utf8_lossy(&r.stdout);
    assert!(
        out.contains("CR 603.3b (mtg-2024-11-08)"),
        "replay shows citations: {out}"
    );
    assert!(out.contains("property apnap-two-part-order (Always) at the last state: false"));
}

#[test]
fn tampered_trace_stops_replaying_exit_2() {
    let trace = tmp("tampered.json");
    let o = run(&[
        "check",
        "--preset",
        "smoke",
        "--family",
        "apnap",
        "--mutant",
        "ap-triggers-on-top",
        "--property",
        "apnap-two-part-order",
        "--quiet",
        "--trace-out",
        trace.to_str().unwrap(),
    ]);
    assert_eq!(code(&o), 1);
    let mut t: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&trace).unwrap()).unwrap();
    let bogus = serde_json::json!({"choice": "pass priority", "action": "pass-priority", "action_index": 99, "journal": [], "view": ""});
    t["steps"].as_array_mut().unwrap().insert(0, bogus);
    std::fs::write(&trace, t.to_string()).unwrap();
    let r = run(&["replay", trace.to_str().unwrap()]);
    assert_eq!(code(&r), 2);
    assert!(
        stderr(&r).contains("replay stops at step 1"),
        "{}",
        stderr(&r)
    );
}

#[test]
fn budget_cut_is_incomplete_exit_3() {
    let o = run(&[
        "check",
        "--preset",
        "smoke",
        "--max-states",
        "500",
        "--quiet",
    ]);
    assert_eq!(code(&o), 3);
    assert!(String::from_utf8_lossy(&o.stdout).contains("complete: NO"));
    let o = run(&[
        "check",
        "--preset",
        "smoke",
        "--timeout",
        "0",
        "--quiet",
        "--threads",
        "1",
    ]);
    assert_eq!(code(&o), 3, "timeout honoured with one thread");
}

#[test]
fn bad_usage_exit_2() {
    for args in [
        vec!["check", "--no-such-flag"],
        vec!["check", "--preset", "nope"],
        vec![
            "check",
            "--property",
            "no-such-property",
            "--preset",
            "smoke",
        ],
        vec!["check", "--edition", "mtg-1999", "--preset", "smoke"],
        vec!["check", "--mutant", "nope"],
        vec!["check", "--format", "xml"],
        vec!["replay", "/no/such/file.json"],
    ] {
        let o = run(&args);
        assert_eq!(code(&o), 2, "{args:?}: {}", stderr(&o));
        assert!(!stderr(&o).is_empty(), "{args:?} explains itself");
        assert!(!stderr(&o).contains("panicked"), "{args:?} never panics");
    }
}

#[test]
fn bad_bounds_file_names_file_line_column() {
    let f = tmp("bad.toml");
    std::fs::write(&f, "[[families]]\nname = \"x\"\nmax_permanents = \"two\"\n").unwrap();
    let o = run(&["check", "--bounds", f.to_str().unwrap()]);
    assert_eq!(code(&o), 2);
    assert!(stderr(&o).contains("bad.toml:3:18"), "{}", stderr(&o));
    std::fs::write(
        &f,
        "[[families]]\nname = \"x\"\nbattlefield = [\"No Such Card\"]\n",
    )
    .unwrap();
    let o = run(&["check", "--bounds", f.to_str().unwrap()]);
    assert_eq!(code(&o), 2);
    assert!(
        stderr(&o).contains("unknown card `No Such Card`"),
        "{}",
        stderr(&o)
    );
    std::fs::write(&f, "[[families]]\nname = \"x\"\nplayers = [7]\n").unwrap();
    let o = run(&["check", "--bounds", f.to_str().unwrap()]);
    assert_eq!(code(&o), 2);
    assert!(stderr(&o).contains("expected 2 to 4"), "{}", stderr(&o));
    let huge = "[[families]]\nname = \"x\"\nplayers = [4]\nbattlefield = [\"Grizzly Bears\", \"Soul Warden\", \"Plains\", \"Shock\"]\nmax_permanents = 6\n";
    std::fs::write(&f, huge).unwrap();
    let o = run(&["check", "--bounds", f.to_str().unwrap()]);
    assert_eq!(code(&o), 2);
    assert!(
        stderr(&o).contains("starting boards; at most"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn json_report_has_the_documented_schema() {
    let o = run(&[
        "check", "--preset", "smoke", "--family", "apnap", "--format", "json", "--quiet",
    ]);
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).expect("json");
    for key in [
        "schema",
        "edition",
        "bounds",
        "limits",
        "complete",
        "unique_states",
        "total_states",
        "max_depth",
        "elapsed_ms",
        "collision_probability",
        "fingerprint_bits",
        "properties",
        "loops",
        "exit_code",
    ] {
        assert!(v.get(key).is_some(), "missing {key}");
    }
    let p = &v["properties"][0];
    for key in ["name", "kind", "expectation", "rules", "status", "trace"] {
        assert!(p.get(key).is_some(), "property missing {key}");
    }
    assert_eq!(v["edition"], "mtg-2024-11-08");
}

#[test]
fn junit_has_one_testcase_per_property() {
    let o = run(&[
        "check", "--preset", "smoke", "--family", "apnap", "--format", "junit", "--quiet",
    ]);
    let xml = String::from_utf8_lossy(&o.stdout);
    let props = run(&["properties", "--format", "json"]);
    let n = serde_json::from_slice::<serde_json::Value>(&props.stdout)
        .unwrap()
        .as_array()
        .unwrap()
        .len();
    assert_eq!(xml.matches("<testcase ").count(), n);
    assert!(xml.starts_with("<?xml"));
}

#[test]
fn thread_counts_give_identical_state_counts() {
    let count = |t: &str| {
        let o = run(&[
            "check",
            "--preset",
            "smoke",
            "--threads",
            t,
            "--format",
            "json",
            "--quiet",
        ]);
        let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
        (
            v["unique_states"].as_u64().unwrap(),
            v["total_states"].as_u64().unwrap(),
        )
    };
    assert_eq!(count("1"), count("2"));
}

#[test]
fn listing_commands_work() {
    assert_eq!(code(&run(&["properties"])), 0);
    let cards = run(&["cards", "--format", "json"]);
    assert_eq!(code(&cards), 0);
    let v: serde_json::Value = serde_json::from_slice(&cards.stdout).unwrap();
    assert!(v
        .as_array()
        .unwrap()
        .iter()
        .any(|c| c["name"] == "Felidar Sovereign"));
    let help = run(&["--help"]);
    assert!(String::from_utf8_lossy(&help.stdout).contains("Examples:"));
}

#[test]
fn diff_exit_codes_and_bad_usage() {
    let one = run(&["diff", "--edition", "mtg-2024-11-08"]);
    assert_eq!(code(&one), 2);
    assert!(
        stderr(&one).contains("exactly two editions"),
        "{}",
        stderr(&one)
    );
    let bad = run(&[
        "diff",
        "--edition",
        "mtg-2024",
        "--edition",
        "riftbound-1.3",
    ]);
    assert_eq!(code(&bad), 2);
    assert!(stderr(&bad).contains("unknown edition `mtg-2024`"));
    // The apnap family: one pass, CR 410.3 (mtg-2008-10-01), against two parts, CR 603.3b.
    let differ = run(&[
        "diff",
        "--edition",
        "mtg-2008-10-01",
        "--edition",
        "mtg-2024-11-08",
        "--family",
        "apnap",
    ]);
    assert_eq!(code(&differ), 1);
    let out = String::from_utf8_lossy(&differ.stdout);
    assert!(out.contains("TriggerOrder"), "{out}");
    assert!(out.contains("CR 603.3b (mtg-2024-11-08)"), "{out}");
    assert!(out.contains("shortest differing scenario"), "{out}");
    let same = run(&[
        "diff",
        "--edition",
        "mtg-2024-11-08",
        "--edition",
        "mtg-2026-01-16",
        "--family",
        "apnap",
        "--format",
        "json",
    ]);
    assert_eq!(code(&same), 0, "{}", String::from_utf8_lossy(&same.stdout));
    let v: serde_json::Value = serde_json::from_slice(&same.stdout).unwrap();
    assert_eq!(v["classes"].as_array().unwrap().len(), 0);
}

/// Symmetry reduction is the default (the summary says so); `--no-symmetry` turns it off, and
/// the two flags together are a usage error (exit 2).
#[test]
fn symmetry_is_on_unless_no_symmetry() {
    let symmetry_on = |extra: &[&str]| {
        let mut args = vec!["check", "--preset", "smoke", "--family", "apnap", "--quiet"];
        args.extend_from_slice(extra);
        let o = run(&args);
        assert_eq!(code(&o), 0, "{}", stderr(&o));
        let out = text(&o.stdout);
        let on = out.contains("symmetry: on for boards without a combat phase");
        assert_eq!(on, !out.contains("symmetry: off"), "{out}");
        on
    };
    assert!(symmetry_on(&[]));
    assert!(symmetry_on(&["--symmetry"]));
    assert!(!symmetry_on(&["--no-symmetry"]));
    let o = run(&["check", "--preset", "smoke", "--symmetry", "--no-symmetry"]);
    assert_eq!(code(&o), 2, "{}", stderr(&o));
}
