//! Regressions for issue 17 (reliability), run against the built `triggerproof` binary: every
//! hostile input ends with exit 0/1/2/3 and a message, never a panic, a wrong verdict, or a
//! lost, stale or half-written output file. One test per numbered item of the issue.

mod common;

use common::{code, run, text};
use serde_json::Value;
use std::path::{Path, PathBuf};

fn tmp(name: &str) -> PathBuf {
    common::tmp("reliability", name)
}

fn scenarios() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../scenarios")
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

/// No output of the run is a panic message.
fn no_panic(o: &std::process::Output) {
    let err = text(&o.stderr);
    assert!(!err.contains("panicked"), "{err}");
    assert!(matches!(code(o), 0..=3), "exit {:?}: {err}", o.status);
}

const SCENARIO: &str = r#"edition = "mtg-2024-11-08"
title = "t"
question = "q"
answer = "a"
rules = ["603.2"]

[board]

[[board.players]]
LIFE
battlefield = ["Soul Warden"]
hand = ["Grizzly Bears"]

[[board.players]]

[[expect]]
claim = "P1 never loses"
never = 'lost(P1)'
"#;

fn scenario(name: &str, life: &str) -> PathBuf {
    let p = tmp(name);
    std::fs::write(&p, SCENARIO.replace("LIFE", life)).unwrap();
    p
}

/// Item 1: a starting life total outside -9,999..=9,999 is refused with exit 2 and its place.
#[test]
fn item_1_life_outside_the_documented_range_is_bad_input() {
    let p = scenario("life.toml", "life = 32767");
    let o = run(&["check", s(&p)]);
    assert_eq!(code(&o), 2, "{}", text(&o.stdout));
    assert!(
        text(&o.stderr).contains("expected -9999 to 9999"),
        "{}",
        text(&o.stderr)
    );
    let ok = scenario("life-ok.toml", "life = 9999");
    assert_eq!(code(&run(&["check", s(&ok)])), 0);
}

/// Item 2: 198 waiting triggers (past the engine's 192) make the run incomplete (exit 3), never
/// a draw on a "complete" exploration.
#[test]
fn item_2_trigger_cap_is_a_bound_not_a_draw() {
    let wardens = vec!["\"Soul Warden\""; 99].join(", ");
    let text_ = format!(
        "edition = \"mtg-2024-11-08\"\ntitle = \"t\"\nquestion = \"q\"\nanswer = \"a\"\n\
         rules = [\"603.3\"]\n[board]\n[[board.players]]\nbattlefield = [{wardens}]\n\
         hand = [\"Grizzly Bears\"]\n[[board.players]]\nbattlefield = [{wardens}]\n\
         [limits]\nmax_stack = 192\nmax_objects = 255\n[[expect]]\nclaim = \"c\"\n\
         never = 'draw'\n"
    );
    let p = tmp("wardens.toml");
    std::fs::write(&p, text_).unwrap();
    let o = run(&["check", s(&p)]);
    assert_eq!(code(&o), 3, "{}", text(&o.stdout));
    assert!(text(&o.stdout).contains("INCOMPLETE"));
}

/// A trace written by a scenario run, with several steps.
fn a_trace() -> Value {
    let dir = tmp("traces-for-replay");
    let o = run(&[
        "check",
        s(&scenarios().join("judge/04-state-trigger-while-on-stack.toml")),
        "--trace-dir",
        s(&dir),
        "--quiet",
    ]);
    no_panic(&o);
    let path = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        // The trace files, not the run's record of what it wrote (`.triggerproof-traces`).
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .find(|p| {
            let t: Value = serde_json::from_str(&std::fs::read_to_string(p).unwrap()).unwrap();
            t["steps"].as_array().unwrap().len() >= 2
        })
        .expect("a trace with steps");
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

fn replay(name: &str, t: &Value) -> std::process::Output {
    let p = tmp(name);
    std::fs::write(&p, t.to_string()).unwrap();
    run(&["replay", s(&p)])
}

/// Item 3: replay validates the board as scenario files do, refuses forged choice words and a
/// counterexample that does not reach its violation.
#[test]
fn item_3_replay_validates_board_claim_and_choices() {
    let t = a_trace();
    assert_eq!(code(&replay("good.json", &t)), 0);
    let bad = |name: &str, f: &dyn Fn(&mut Value), want: &str| {
        let mut u = t.clone();
        f(&mut u);
        let o = replay(name, &u);
        assert_eq!(code(&o), 2, "{name}: {}", text(&o.stdout));
        assert!(
            text(&o.stderr).contains(want),
            "{name}: {}",
            text(&o.stderr)
        );
    };
    bad(
        "p0.json",
        &|u| u["board"]["players"] = Value::Array(vec![]),
        "0 players",
    );
    bad(
        "p300.json",
        &|u| {
            let one = u["board"]["players"][0].clone();
            u["board"]["players"] = Value::Array(vec![one; 300]);
        },
        "300 players",
    );
    bad(
        "objects.json",
        &|u| {
            u["board"]["players"][0]["hand"] = Value::Array(vec!["Grizzly Bears".into(); 70_000]);
        },
        "at most 200",
    );
    bad(
        "active.json",
        &|u| u["board"]["active"] = 9.into(),
        "active = 9",
    );
    bad(
        "life.json",
        &|u| u["board"]["players"][0]["life"] = 32767.into(),
        "life = 32767",
    );
    bad(
        "forged.json",
        &|u| u["steps"][0]["choice"] = "P1 wins the game".into(),
        "engine's words",
    );
    // A counterexample cut short no longer ends in its violation.
    let cex = tmp("cex.json");
    let o = run(&[
        "check",
        "--preset",
        "smoke",
        "--mutant",
        "intervening-if-checked-once",
        "--quiet",
        "--trace-out",
        s(&cex),
    ]);
    assert_eq!(code(&o), 1);
    let mut c: Value = serde_json::from_str(&std::fs::read_to_string(&cex).unwrap()).unwrap();
    assert_eq!(code(&replay("cex-full.json", &c)), 0);
    c["steps"].as_array_mut().unwrap().pop();
    let o = replay("cex-cut.json", &c);
    assert_eq!(code(&o), 2);
    assert!(
        text(&o.stderr).contains("claims to be a counterexample"),
        "{}",
        text(&o.stderr)
    );
}

/// Item 4: a closed stdout ends the run quietly, and trace files are written before printing.
#[test]
fn item_4_closed_stdout_is_quiet_and_traces_are_written_first() {
    use std::process::{Command, Stdio};
    let dir = tmp("pipe-traces");
    let _ = std::fs::remove_dir_all(&dir);
    for args in [
        vec!["cards".to_string()],
        vec![
            "check".into(),
            s(&scenarios()).into(),
            "--quiet".into(),
            "--trace-dir".into(),
            s(&dir).into(),
        ],
    ] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_triggerproof"))
            .args(&args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        drop(child.stdout.take()); // the reader goes away at once
        let o = child.wait_with_output().unwrap();
        assert!(!text(&o.stderr).contains("panicked"), "{}", text(&o.stderr));
    }
    assert!(
        std::fs::read_dir(&dir).unwrap().count() > 0,
        "traces written"
    );
}

/// Item 5: `merge` on things that are not shard reports: exit 2 naming the file.
#[test]
fn item_5_merge_refuses_what_is_not_a_shard_report() {
    for (name, body) in [
        ("n.json", "42".to_string()),
        ("a.json", "[]".into()),
        ("o.json", "{}".into()),
        ("sc.json", r#"{"schema": 1, "scenarios": [], "exit_code": 0}"#.into()),
        ("big.json", r#"{"schema": 1, "shard": {"index": 0, "count": 18446744073709551615}, "properties": [], "complete": true}"#.into()),
        ("big2.json", r#"{"schema": 1, "shard": {"index": 0, "count": 4000000000}, "properties": [], "complete": true}"#.into()),
    ] {
        let p = tmp(name);
        std::fs::write(&p, body).unwrap();
        let o = run(&["merge", s(&p)]);
        assert_eq!(code(&o), 2, "{name}");
        assert!(text(&o.stderr).contains(name), "{name}: {}", text(&o.stderr));
    }
    // Plain (--no-symmetry) and symmetry-reduced (the default) shards are not one run.
    let (a, b) = (tmp("s0.json"), tmp("s1.json"));
    for (i, p, sym) in [("0/2", &a, false), ("1/2", &b, true)] {
        let mut args = vec![
            "check", "--preset", "smoke", "--family", "apnap", "--shard", i, "--format", "json",
            "--quiet",
        ];
        if !sym {
            args.push("--no-symmetry");
        }
        std::fs::write(p, run(&args).stdout).unwrap();
    }
    let o = run(&["merge", s(&a), s(&b)]);
    assert_eq!(code(&o), 2);
    assert!(
        text(&o.stderr).contains("--symmetry"),
        "{}",
        text(&o.stderr)
    );
}

/// Item 6: a trace whose inline card makes a token it does not define: exit 2.
#[test]
fn item_6_replay_checks_the_traces_card_pool() {
    let mut t = a_trace();
    t["cards"] = serde_json::json!([{"name": "Token Maker", "types": ["instant"], "power": 0,
        "toughness": 0, "spell": {"create-token": "Nope Token"}, "abilities": [], "token": false}]);
    let o = replay("token.json", &t);
    assert_eq!(code(&o), 2);
    assert!(
        text(&o.stderr).contains("Nope Token"),
        "{}",
        text(&o.stderr)
    );
}

/// Item 7: queries nested far too deep: exit 2 with a message, never a stack overflow.
#[test]
fn item_7_deep_queries_are_refused() {
    for (name, q) in [
        (
            "paren",
            format!("{}turn == 1{}", "(".repeat(100_000), ")".repeat(100_000)),
        ),
        ("not", format!("{}turn == 1", "not ".repeat(100_000))),
        (
            "implies",
            format!("{}turn == 1", "turn == 1 implies ".repeat(100_000)),
        ),
        (
            "ever",
            format!(
                "{}turn == 1{}",
                "ever(".repeat(100_000),
                ")".repeat(100_000)
            ),
        ),
    ] {
        let p = tmp(&format!("deep-{name}.toml"));
        let body = SCENARIO
            .replace("LIFE", "")
            .replace("'lost(P1)'", &format!("'{q}'"));
        std::fs::write(&p, body).unwrap();
        let o = run(&["check", s(&p)]);
        assert_eq!(code(&o), 2, "{name}: {}", text(&o.stderr));
        assert!(
            text(&o.stderr).contains("deep"),
            "{name}: {}",
            text(&o.stderr)
        );
    }
}

/// Item 8: absurd --timeout and --threads: exit 2 with the allowed range.
#[test]
fn item_8_timeout_and_threads_have_ranges() {
    let p = scenario("t8.toml", "");
    for args in [
        vec!["check", s(&p), "--timeout", "18446744073709551615"],
        vec!["check", s(&p), "--threads", "100000000"],
        vec!["check", "--preset", "smoke", "--threads", "0"],
    ] {
        let o = run(&args);
        assert_eq!(code(&o), 2, "{args:?}");
        assert!(text(&o.stderr).contains("expected"), "{}", text(&o.stderr));
    }
}

/// Item 9: outputs are written through a temporary file and a rename: no temporary is left,
/// and a trace written twice is whole.
#[test]
fn item_9_outputs_are_atomic() {
    let dir = tmp("atomic");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let out = dir.join("cex.json");
    for _ in 0..2 {
        let o = run(&[
            "check",
            "--preset",
            "smoke",
            "--family",
            "apnap",
            "--mutant",
            "ap-triggers-on-top",
            "--quiet",
            "--trace-out",
            s(&out),
        ]);
        assert_eq!(code(&o), 1);
    }
    let names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names, vec!["cex.json".to_string()]);
    let _: Value = serde_json::from_str(&std::fs::read_to_string(&out).unwrap()).unwrap();
}

/// Item 10: an old --trace-out is removed when the run has no counterexample, and scenarios of
/// one name in different directories get different trace files.
#[test]
fn item_10_no_stale_trace_and_unique_trace_names() {
    let out = tmp("stale.json");
    std::fs::write(&out, "old").unwrap();
    let p = scenario("t10.toml", "");
    let o = run(&["check", s(&p), "--trace-out", s(&out)]);
    assert_eq!(code(&o), 0);
    assert!(!out.exists(), "the old trace is gone");
    assert!(text(&o.stderr).contains("removed the old"));
    let root = tmp("same-names");
    let _ = std::fs::remove_dir_all(&root);
    for d in ["a", "b"] {
        std::fs::create_dir_all(root.join(d)).unwrap();
        let witness = SCENARIO
            .replace("LIFE", "")
            .replace("never = 'lost(P1)'", "reachable = 'life(P1) == 21'");
        std::fs::write(root.join(d).join("x.toml"), witness).unwrap();
    }
    let td = tmp("same-names-traces");
    let _ = std::fs::remove_dir_all(&td);
    let o = run(&["check", s(&root), "--trace-dir", s(&td), "--quiet"]);
    assert_eq!(code(&o), 0);
    assert!(td.join("a/x.16.json").exists() && td.join("b/x.16.json").exists());
}

/// Item 11: an unwritable output path fails before exploring, with exit 2.
#[test]
fn item_11_output_paths_checked_first() {
    let start = std::time::Instant::now();
    let o = run(&[
        "check",
        "--preset",
        "smoke",
        "--trace-out",
        "no-such-dir/x.json",
    ]);
    assert_eq!(code(&o), 2);
    assert!(text(&o.stderr).contains("no-such-dir"));
    assert!(text(&o.stdout).is_empty(), "no report");
    assert!(start.elapsed().as_secs() < 5);
}

/// Item 12: --trace-dir with a preset or bounds file is refused, not ignored.
#[test]
fn item_12_trace_dir_needs_scenarios() {
    let o = run(&["check", "--preset", "smoke", "--trace-dir", s(&tmp("td12"))]);
    assert_eq!(code(&o), 2);
    assert!(text(&o.stderr).contains("--trace-dir"));
}

/// Item 13: bounds files get range checks with file:line:column.
#[test]
fn item_13_bounds_files_are_range_checked() {
    for (name, body, want) in [
        (
            "turns.toml",
            "[limits]\nturns = 0\n[[families]]\nname = \"x\"\n",
            ":2:1: limits.turns = 0",
        ),
        (
            "stack.toml",
            "[limits]\nmax_stack = 0\n[[families]]\nname = \"x\"\n",
            ":2:1: limits.max_stack",
        ),
        ("none.toml", "families = []\n", ":1:1: no families"),
        (
            "life.toml",
            "[[families]]\nname = \"x\"\nlife = [32767]\n",
            "life = 32767",
        ),
    ] {
        let p = tmp(name);
        std::fs::write(&p, body).unwrap();
        let o = run(&["check", "--bounds", s(&p), "--quiet"]);
        assert_eq!(code(&o), 2, "{name}");
        assert!(
            text(&o.stderr).contains(want),
            "{name}: {}",
            text(&o.stderr)
        );
    }
}

/// Item 14: a symlink cycle in a scenario directory: each file checked once.
#[cfg(unix)]
#[test]
fn item_14_symlink_cycle_checked_once() {
    let root = tmp("cycle");
    let _ = std::fs::remove_dir_all(&root);
    std::fs::create_dir_all(root.join("a")).unwrap();
    std::fs::write(root.join("a/x.toml"), SCENARIO.replace("LIFE", "")).unwrap();
    std::os::unix::fs::symlink("..", root.join("a/up")).unwrap();
    let o = run(&["check", s(&root)]);
    assert_eq!(code(&o), 0);
    assert!(text(&o.stdout).contains("1 file(s)"), "{}", text(&o.stdout));
}

/// Item 17: invalid UTF-8 is reported at its line and column.
#[test]
fn item_17_invalid_utf8_has_a_place() {
    let p = tmp("utf8.toml");
    std::fs::write(&p, b"edition = \"mtg-2024-11-08\"\ntitle = \"a\xff\"\n").unwrap();
    let o = run(&["check", s(&p)]);
    assert_eq!(code(&o), 2);
    assert!(
        text(&o.stderr).contains("utf8.toml:2:"),
        "{}",
        text(&o.stderr)
    );
}

/// Item 17: an unterminated string says so, an out-of-range number names the range, a 1 MB
/// bad card name is shortened in the message.
#[test]
fn item_17_messages_say_what_was_expected() {
    let cases = [
        (
            "unterminated.toml",
            SCENARIO.replace("title = \"t\"", "title = \"t"),
        ),
        (
            "number.toml",
            SCENARIO.replace("LIFE", "life = 99999999999"),
        ),
        (
            "long.toml",
            SCENARIO.replace("Soul Warden", &"Z".repeat(1_000_000)),
        ),
    ];
    let wants = ["unterminated string", "-32768 to 32767", "characters)"];
    for ((name, body), want) in cases.iter().zip(wants) {
        let p = tmp(name);
        std::fs::write(&p, body.replace("LIFE", "")).unwrap();
        let o = run(&["check", s(&p)]);
        assert_eq!(code(&o), 2, "{name}");
        let err = text(&o.stderr);
        assert!(
            err.contains(want) && err.len() < 2_000,
            "{name}: {}",
            &err[..err.len().min(500)]
        );
    }
}
