//! Helpers the CLI test files share: run the `triggerproof` binary, read its exit code, and a
//! per-process scratch directory.

use std::path::PathBuf;
use std::process::{Command, Output};

/// Runs the binary with `args`.
pub fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_triggerproof"))
        .args(args)
        .output()
        .expect("binary runs")
}

/// Its exit code.
pub fn code(o: &Output) -> i32 {
    o.status.code().expect("exited")
}

/// Bytes of output as text.
pub fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// `name` in a scratch directory of this test process, distinct per test file (`suite`).
#[allow(dead_code)] // not every test file writes files
pub fn tmp(suite: &str, name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("triggerproof-{suite}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

/// `check` arguments that find the `ap-triggers-on-top` counterexample on the sweepers family:
/// P2's trigger must be below P1's (APNAP), the mutant puts the active player's on top.
#[allow(dead_code)] // used by the trace-format and browser tests only
pub const CEX: &[&str] = &[
    "check",
    "--preset",
    "smoke",
    "--family",
    "sweepers",
    "--mutant",
    "ap-triggers-on-top",
    "--property",
    "apnap-two-part-order",
    "--quiet",
];
