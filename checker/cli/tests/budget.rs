//! Runs that stop early but keep what they found: `--max-memory` (the memory budget) and
//! SIGINT/SIGTERM. Both must print the report so far, marked incomplete, and exit 3; a second
//! signal exits 130 at once.

// `tmp` is not needed here.
#[allow(dead_code)]
mod common;

use common::{code, run, text};
use std::process::{Command, Stdio};
use std::time::Duration;

fn json(stdout: &[u8]) -> serde_json::Value {
    serde_json::from_slice(stdout).unwrap_or_else(|e| panic!("{e}: {}", text(stdout)))
}

/// An incomplete report: stop reason says why, nothing claims to hold, and whatever was
/// witnessed keeps its trace.
fn assert_partial(report: &serde_json::Value, why: &str) {
    assert_eq!(report["complete"], false);
    let reason = report["stop_reason"].as_str().unwrap();
    assert!(
        reason.starts_with("incomplete: ") && reason.contains(why),
        "{reason}"
    );
    let props = report["properties"].as_array().unwrap();
    assert!(!props.is_empty());
    for p in props {
        let status = p["status"].as_str().unwrap();
        assert!(["undecided", "witnessed"].contains(&status), "{p}");
        if status == "witnessed" {
            assert!(p["trace_len"].is_u64(), "{p}");
        }
    }
}

#[test]
fn a_tiny_memory_budget_stops_with_exit_3_and_the_report_so_far() {
    for threads in ["1", "2"] {
        let o = run(&[
            "check",
            "--preset",
            "smoke",
            "--threads",
            threads,
            "--max-memory",
            "1",
            "--quiet",
            "--format",
            "json",
        ]);
        assert_eq!(code(&o), 3, "{}", text(&o.stderr));
        let report = json(&o.stdout);
        assert_partial(&report, "memory budget");
        assert!(report["unique_states"].as_u64().unwrap() > 0);
    }
    let o = run(&["check", "--preset", "smoke", "--max-memory", "1", "--quiet"]);
    assert_eq!(code(&o), 3);
    assert!(text(&o.stdout).contains("incomplete: memory budget"));
}

#[test]
fn a_bad_memory_size_is_a_usage_error() {
    let o = run(&["check", "--preset", "smoke", "--max-memory", "12 parsecs"]);
    assert_eq!(code(&o), 2, "{}", text(&o.stderr));
    assert!(text(&o.stderr).contains("unknown unit"));
}

/// Starts `check` on the standard preset (several seconds at one thread), sends it `signals`
/// (by the shell's `kill`, back to back) once it runs, and returns its exit code and stdout.
fn interrupted(signals: &str) -> (i32, Vec<u8>) {
    let child = Command::new(env!("CARGO_BIN_EXE_triggerproof"))
        .args(["check", "--preset", "standard", "--threads", "1", "--quiet"])
        .args(["--format", "json"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("binary runs");
    std::thread::sleep(Duration::from_millis(1500));
    let script = signals
        .split(' ')
        .map(|s| format!("kill -{s} {}", child.id()))
        .collect::<Vec<_>>()
        .join("; ");
    let kill = Command::new("sh").args(["-c", &script]).status();
    assert!(kill.expect("sh runs").success());
    let o = child.wait_with_output().expect("waits");
    (code(&o), o.stdout)
}

#[test]
fn sigint_prints_the_partial_report_and_exits_3() {
    let (exit, stdout) = interrupted("INT");
    assert_eq!(exit, 3, "{}", text(&stdout));
    assert_partial(&json(&stdout), "interrupted");
}

#[test]
fn a_second_signal_exits_130_at_once() {
    let (exit, _) = interrupted("INT TERM");
    assert_eq!(exit, 130);
}

/// `deep` is streamed, not refused: its largest families enumerate more boards than the bounds
/// file guard (28,224 for `sweepers`), and a state budget still stops it cleanly.
#[test]
fn deep_is_not_refused_for_its_board_count() {
    let o = run(&[
        "check",
        "--preset",
        "deep",
        "--max-states",
        "3000",
        "--quiet",
        "--format",
        "json",
    ]);
    assert_eq!(code(&o), 3, "{}", text(&o.stderr));
    let report = json(&o.stdout);
    assert_eq!(report["complete"], false);
    let reason = report["stop_reason"].as_str().unwrap();
    assert!(reason.contains("state budget"), "{reason}");
    assert!(report["unique_states"].as_u64().unwrap() >= 3000);
}

/// A bounds file past the guard is refused with file:line:column and the flag that raises it;
/// with the flag raised, it runs.
#[test]
fn max_boards_guards_a_bounds_file_and_is_overridable() {
    let path = common::tmp("budget", "wide.toml");
    std::fs::write(
        &path,
        "[[families]]\nname = \"wide\"\nplayers = [2]\n\
         battlefield = [\"Soul Warden\", \"Grizzly Bears\", \"Felidar Sovereign\"]\n\
         max_permanents = 3\nhand = []\nmax_hand = 0\nlife = [20]\n",
    )
    .unwrap();
    let file = path.to_str().unwrap();
    let o = run(&["check", "--bounds", file, "--max-boards", "100", "--quiet"]);
    assert_eq!(code(&o), 2, "{}", text(&o.stderr));
    let err = text(&o.stderr);
    assert!(err.contains(&format!("{file}:2:")), "{err}");
    assert!(err.contains("400 starting boards; at most 100"), "{err}");
    assert!(err.contains("--max-boards"), "{err}");
    // Explored to the end: exit 1 only because these 400 plain boards leave most properties
    // vacuous, never 2.
    let o = run(&["check", "--bounds", file, "--max-boards", "400", "--quiet"]);
    assert_ne!(code(&o), 2, "{}", text(&o.stderr));
    assert!(
        text(&o.stdout).contains("(400 boards)"),
        "{}",
        text(&o.stdout)
    );
    assert!(
        text(&o.stdout).contains("complete: yes"),
        "{}",
        text(&o.stdout)
    );
}
