//! The version (the workspace's semver version) is printed by `--version` and named in every
//! report: check on a preset (text, JSON, JUnit, HTML) and on scenario files (text, JSON, JUnit).

// The shared helpers this file doesn't all use (`tmp`).
#[allow(dead_code)]
mod common;

use common::{code, run, text};

const VERSION: &str = env!("CARGO_PKG_VERSION");

#[test]
fn version_flag_prints_the_semver_version() {
    let o = run(&["--version"]);
    assert_eq!(code(&o), 0);
    assert_eq!(text(&o.stdout).trim(), format!("triggerproof {VERSION}"));
    let parts: Vec<u64> = VERSION.split('.').map(|p| p.parse().unwrap()).collect();
    assert_eq!(parts.len(), 3, "semver MAJOR.MINOR.PATCH: {VERSION}");
    assert!(
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../CHANGELOG.md"))
            .unwrap()
            .contains(&format!("## [{VERSION}]")),
        "CHANGELOG.md has no section for {VERSION}"
    );
}

#[test]
fn every_preset_report_names_the_version() {
    let base = ["check", "--preset", "smoke", "--family", "apnap", "--quiet"];
    let report = |format: &str| {
        // Exit 0 or 1 (a witness this one family doesn't reach); a report either way.
        let o = run(&[&base[..], &["--format", format]].concat());
        assert!(code(&o) <= 1, "{}", text(&o.stderr));
        text(&o.stdout)
    };
    let t = report("text");
    assert!(
        t.starts_with(&format!("triggerproof {VERSION} check:")),
        "{t}"
    );
    let j: serde_json::Value = serde_json::from_str(&report("json")).unwrap();
    assert_eq!(j["version"], VERSION);
    let x = report("junit");
    assert!(
        x.contains(&format!(
            "<property name=\"triggerproof.version\" value=\"{VERSION}\"/>"
        )),
        "{x}"
    );
    let h = report("html");
    assert!(
        h.contains(&format!("<title>triggerproof {VERSION} check:")),
        "html header"
    );
}

#[test]
fn every_scenario_report_names_the_version() {
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../scenarios/cr603-examples/603.10a-example.toml"
    );
    assert!(std::path::Path::new(file).exists(), "{file}");
    let report = |format: &str| {
        let o = run(&["check", file, "--quiet", "--format", format]);
        assert_eq!(code(&o), 0, "{}", text(&o.stderr));
        text(&o.stdout)
    };
    let t = report("text");
    assert!(t.contains(&format!("(triggerproof {VERSION})")), "{t}");
    let j: serde_json::Value = serde_json::from_str(&report("json")).unwrap();
    assert_eq!(j["version"], VERSION);
    let x = report("junit");
    assert!(x.contains(&format!("value=\"{VERSION}\"")), "{x}");
}
