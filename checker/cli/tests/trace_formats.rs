//! `--trace-format itf`, `--format html` where it applies, and `explore`'s bad input (exit 2,
//! the file named), through the binary.

mod common;
use common::{code, run, text, tmp, CEX};

#[test]
fn itf_trace_out_writes_adr_015_json() {
    let path = tmp("formats", "cex.itf.json");
    let p = path.to_str().unwrap();
    let o = run(&[CEX, &["--trace-out", p, "--trace-format", "itf"]].concat());
    assert_eq!(code(&o), 1, "{}", text(&o.stderr));
    let v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(v["#meta"]["format"], "ITF");
    assert_eq!(v["states"].as_array().unwrap().len(), 4);
    assert_eq!(v["states"][0]["life"]["#map"][0][1]["#bigint"], "20");
    assert_eq!(v["states"][3]["stack"].as_array().unwrap().len(), 2);
}

#[test]
fn html_is_for_presets_and_bounds_files() {
    let o = run(&[CEX, &["--format", "html"]].concat());
    assert_eq!(code(&o), 1);
    let html = text(&o.stdout);
    assert!(html.starts_with("<!doctype html>") && html.contains("apnap-two-part-order"));
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../../scenarios/judge");
    let o = run(&["check", root, "--format", "html"]);
    assert_eq!(code(&o), 2);
    assert!(text(&o.stderr).contains("--format html applies to presets"));
}

#[test]
fn explore_names_the_bad_file_and_exits_2() {
    let o = run(&["explore", "no-such-trace.json"]);
    assert_eq!(code(&o), 2);
    assert!(
        text(&o.stderr).contains("no-such-trace.json: cannot read"),
        "{}",
        text(&o.stderr)
    );
    let bad = tmp("formats", "bad.json");
    std::fs::write(&bad, "{\n  \"version\": 2,\n  oops\n}").unwrap();
    let o = run(&["explore", bad.to_str().unwrap()]);
    assert_eq!(code(&o), 2);
    assert!(
        text(&o.stderr).contains("bad.json:3:3"),
        "{}",
        text(&o.stderr)
    );
    let o = run(&["explore", "--family", "no-such-family"]);
    assert_eq!(code(&o), 2);
    assert!(text(&o.stderr).contains("unknown family `no-such-family`"));
    let o = run(&["explore"]);
    assert_eq!(code(&o), 2);
}
