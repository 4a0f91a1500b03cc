//! Issue 17, item 16: the trace files a run writes are the same bytes whatever `--threads` is.
//! Counts and verdicts never depended on the thread count; which of several shortest
//! counterexamples or witnesses was written did (scenario 23's expectation at line 27, the
//! sweepers mutant's counterexample). Run against the built `triggerproof` binary.

mod common;

use common::{code, run, text};
use std::path::{Path, PathBuf};

fn tmp(name: &str) -> PathBuf {
    common::tmp("thread-traces", name)
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

/// Every file below `dir` (relative path, bytes), in name order.
fn files(dir: &Path) -> Vec<(PathBuf, Vec<u8>)> {
    fn walk(root: &Path, dir: &Path, out: &mut Vec<(PathBuf, Vec<u8>)>) {
        for e in std::fs::read_dir(dir).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                walk(root, &p, out);
            } else {
                let rel = p.strip_prefix(root).unwrap().to_path_buf();
                out.push((rel, std::fs::read(&p).unwrap()));
            }
        }
    }
    let mut out = Vec::new();
    walk(dir, dir, &mut out);
    out.sort();
    out
}

/// Asserts two runs wrote the same files, naming the first that differs.
fn assert_same(a: &[(PathBuf, Vec<u8>)], b: &[(PathBuf, Vec<u8>)], what: &str) {
    let names = |v: &[(PathBuf, Vec<u8>)]| v.iter().map(|(p, _)| p.clone()).collect::<Vec<_>>();
    assert_eq!(names(a), names(b), "{what}: the same trace files");
    for ((p, x), (_, y)) in a.iter().zip(b) {
        assert!(x == y, "{what}: {} differs", p.display());
    }
}

/// Every scenario file, with `--trace-dir`, at 1, 2 and 3 threads (three rounds, since which
/// worker wins a race varies from run to run).
#[test]
fn scenario_trace_dirs_are_identical_at_any_thread_count() {
    let scenarios = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../scenarios");
    let mut reference = None;
    for round in 0..3 {
        for threads in ["1", "2", "3"] {
            let dir = tmp(&format!("dir-{round}-{threads}"));
            let _ = std::fs::remove_dir_all(&dir);
            let args = ["check", s(&scenarios), "--quiet", "--threads", threads];
            let o = run(&[&args[..], &["--trace-dir", s(&dir)]].concat());
            assert_eq!(code(&o), 0, "{}", text(&o.stderr));
            let got = files(&dir);
            assert!(got.len() > 100, "traces written: {}", got.len());
            match &reference {
                None => reference = Some(got),
                Some(r) => assert_same(r, &got, &format!("round {round}, {threads} threads")),
            }
        }
    }
}

/// A preset's first counterexample, with `--trace-out`, in JSON and ITF, at 1, 2 and 3 threads.
#[test]
fn preset_trace_out_is_identical_at_any_thread_count() {
    for (format, family, mutant, property) in [
        (
            "json",
            "sweepers",
            "ap-triggers-on-top",
            "apnap-two-part-order",
        ),
        (
            "itf",
            "sweepers",
            "ap-triggers-on-top",
            "apnap-two-part-order",
        ),
        (
            "json",
            "apnap",
            "ap-triggers-on-top",
            "apnap-two-part-order",
        ),
    ] {
        let mut reference: Option<Vec<u8>> = None;
        // One path: an ITF file names the file it was written to.
        let out = tmp(&format!("{family}-{format}.json"));
        for round in 0..3 {
            for threads in ["1", "2", "3"] {
                let o = run(&[
                    "check",
                    "--preset",
                    "smoke",
                    "--family",
                    family,
                    "--mutant",
                    mutant,
                    "--property",
                    property,
                    "--quiet",
                    "--threads",
                    threads,
                    "--trace-format",
                    format,
                    "--trace-out",
                    s(&out),
                ]);
                assert_eq!(code(&o), 1, "{}", text(&o.stderr));
                let got = std::fs::read(&out).unwrap();
                match &reference {
                    None => reference = Some(got),
                    Some(r) => assert!(
                        *r == got,
                        "{family} {format}: round {round}, {threads} threads: another trace"
                    ),
                }
            }
        }
    }
}
