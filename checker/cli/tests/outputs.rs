//! Outputs never destroy what the run doesn't own (issue 34): `--trace-out` onto a FIFO or a
//! character device writes into it and leaves the node in place, onto a directory is refused,
//! onto one of the run's inputs (by file identity) is refused; `--trace-dir` names are unique
//! per input, the run lists what it wrote, and only files an earlier run wrote are removed.
//! Special files are made in a scratch directory (`mkfifo`, `mknod` when root), never in /dev.

mod common;

use common::{code, run, text};
use std::os::unix::fs::FileTypeExt;
use std::path::{Path, PathBuf};

fn tmp(name: &str) -> PathBuf {
    common::tmp("outputs", name)
}

fn hostile(name: &str) -> String {
    format!("{}/tests/hostile/{name}", env!("CARGO_MANIFEST_DIR"))
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

#[test]
fn trace_out_into_a_fifo_writes_through_it_and_keeps_it() {
    let fifo = tmp("trace.fifo");
    let _ = std::fs::remove_file(&fifo);
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    assert!(made.is_ok_and(|s| s.success()), "mkfifo");
    let reader = {
        let fifo = fifo.clone();
        std::thread::spawn(move || std::fs::read_to_string(fifo).unwrap())
    };
    let o = run(&[
        "check",
        &hostile("fail.toml"),
        "--quiet",
        "--trace-out",
        s(&fifo),
    ]);
    assert_eq!(code(&o), 1, "{}", text(&o.stderr));
    let got = reader.join().unwrap();
    assert!(got.contains("\"steps\""), "the trace came through: {got}");
    let t = std::fs::symlink_metadata(&fifo).unwrap().file_type();
    assert!(t.is_fifo(), "still a FIFO");
    // With nothing to write, the FIFO is not "removed as stale".
    let o = run(&[
        "check",
        &hostile("pass.toml"),
        "--quiet",
        "--trace-out",
        s(&fifo),
    ]);
    assert_eq!(code(&o), 0, "{}", text(&o.stderr));
    assert!(std::fs::symlink_metadata(&fifo)
        .unwrap()
        .file_type()
        .is_fifo());
}

#[test]
fn trace_out_onto_a_character_device_keeps_the_node() {
    let dev = tmp("null-device");
    let _ = std::fs::remove_file(&dev);
    let made = std::process::Command::new("mknod")
        .args([s(&dev), "c", "1", "3"])
        .output();
    if !made.is_ok_and(|o| o.status.success()) {
        eprintln!("skipped: mknod needs root");
        return;
    }
    for f in ["fail.toml", "pass.toml"] {
        let o = run(&["check", &hostile(f), "--quiet", "--trace-out", s(&dev)]);
        assert!(matches!(code(&o), 0 | 1), "{}", text(&o.stderr));
        let t = std::fs::symlink_metadata(&dev).unwrap().file_type();
        assert!(t.is_char_device(), "{f}: the device node is still there");
    }
    let _ = std::fs::remove_file(&dev);
}

#[test]
fn trace_out_onto_a_directory_is_refused() {
    let dir = tmp("a-dir");
    std::fs::create_dir_all(&dir).unwrap();
    let o = run(&[
        "check",
        &hostile("fail.toml"),
        "--quiet",
        "--trace-out",
        s(&dir),
    ]);
    assert_eq!(code(&o), 2);
    assert!(
        text(&o.stderr).contains("is a directory"),
        "{}",
        text(&o.stderr)
    );
    assert!(dir.is_dir());
}

#[test]
fn an_input_is_never_an_output() {
    let input = tmp("input.toml");
    std::fs::copy(hostile("fail.toml"), &input).unwrap();
    let before = std::fs::read(&input).unwrap();
    let link = tmp("hard-link.json");
    let _ = std::fs::remove_file(&link);
    std::fs::hard_link(&input, &link).unwrap();
    for out in [&input, &link] {
        let o = run(&["check", s(&input), "--quiet", "--trace-out", s(out)]);
        assert_eq!(code(&o), 2, "{}", text(&o.stderr));
        assert!(text(&o.stderr).contains("is an input of this run"));
        assert_eq!(
            std::fs::read(&input).unwrap(),
            before,
            "the scenario is intact"
        );
    }
    // A bounds file is an input of a preset-style run too.
    let bounds = tmp("bounds.toml");
    std::fs::write(&bounds, "[limits]\n").unwrap();
    let o = run(&["check", "--bounds", s(&bounds), "--trace-out", s(&bounds)]);
    assert_eq!(code(&o), 2, "{}", text(&o.stderr));
    assert_eq!(std::fs::read_to_string(&bounds).unwrap(), "[limits]\n");
}

#[test]
fn trace_dir_names_are_unique_per_input_and_stale_traces_go() {
    let root = tmp("same-stem");
    let _ = std::fs::remove_dir_all(&root);
    for d in ["a", "b"] {
        std::fs::create_dir_all(root.join(d)).unwrap();
        std::fs::copy(hostile("witness.toml"), root.join(d).join("w.toml")).unwrap();
    }
    let td = root.join("traces");
    std::fs::create_dir_all(&td).unwrap();
    std::fs::write(td.join("mine.json"), "not the run's").unwrap();
    let (a, b) = (root.join("a/w.toml"), root.join("b/w.toml"));
    let o = run(&["check", s(&a), s(&b), "--quiet", "--trace-dir", s(&td)]);
    assert_eq!(code(&o), 0, "{}", text(&o.stderr));
    let (wa, wb) = (td.join("w.9.json"), td.join("w-2.9.json"));
    assert!(wa.exists() && wb.exists(), "{}", text(&o.stderr));
    let err = text(&o.stderr);
    assert!(err.contains(&format!("wrote {}", wb.display())), "{err}");
    assert!(err.contains(s(&b)), "names its scenario: {err}");
    // A second run over one file: the other's trace is an earlier run's, and goes.
    let o = run(&["check", s(&a), "--quiet", "--trace-dir", s(&td)]);
    assert_eq!(code(&o), 0, "{}", text(&o.stderr));
    assert!(wa.exists() && !wb.exists());
    assert!(text(&o.stderr).contains("removed 1 trace file"));
    assert!(td.join("mine.json").exists(), "a file no run wrote stays");
}

/// Runs the binary with its stdout on /dev/full (opened for writing; the node is not touched).
fn run_to_full_disk(args: &[&str]) -> std::process::Output {
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .unwrap();
    std::process::Command::new(env!("CARGO_BIN_EXE_triggerproof"))
        .args(args)
        .stdout(full)
        .output()
        .unwrap()
}

#[test]
fn a_full_stdout_is_an_error_not_a_panic() {
    let trace = tmp("for-replay.json");
    let o = run(&[
        "check",
        &hostile("fail.toml"),
        "--quiet",
        "--trace-out",
        s(&trace),
    ]);
    assert_eq!(code(&o), 1, "{}", text(&o.stderr));
    let cases: [(&[&str], i32); 6] = [
        (&["cards"], 2),
        (&["cards", "--format", "json"], 2),
        (&["properties"], 2),
        (&["replay", s(&trace)], 2),
        (&["check", &hostile("pass.toml"), "--quiet"], 2),
        (&["check", &hostile("fail.toml"), "--quiet"], 1),
    ];
    for (args, want) in cases {
        let o = run_to_full_disk(args);
        let err = text(&o.stderr);
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        assert_eq!(code(&o), want, "{args:?}: {err}");
        assert!(
            err.contains("cannot write to standard output"),
            "{args:?}: {err}"
        );
    }
}
