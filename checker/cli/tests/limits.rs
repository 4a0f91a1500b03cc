//! What a report says the model leaves out, and the two listing commands that explore nothing:
//! `triggerproof limits` (every gap) and `triggerproof mutants --list` (every mutant, at once).

#[allow(dead_code)]
mod common;
use common::{code, run, text};
use std::time::{Duration, Instant};

#[test]
fn limits_lists_every_gap_and_the_json_report_keeps_them_all() {
    let listed = run(&["limits", "--format", "json"]);
    assert_eq!(code(&listed), 0);
    let gaps: serde_json::Value = serde_json::from_slice(&listed.stdout).unwrap();
    let gaps = gaps.as_array().unwrap();
    assert!(gaps.len() > 10, "{gaps:?}");
    let report = run(&[
        "check", "--preset", "smoke", "--family", "apnap", "--quiet", "--format", "json",
    ]);
    let r: serde_json::Value = serde_json::from_slice(&report.stdout).unwrap();
    let all = r["does_not_model"].as_array().unwrap();
    assert_eq!(all.len(), gaps.len());
    for (g, t) in gaps.iter().zip(all) {
        assert_eq!(&g["text"], t);
    }
    let touched = r["does_not_model_touched"].as_array().unwrap();
    assert!(touched.len() < all.len(), "{touched:?}");
    assert!(touched.iter().all(|t| all.contains(t)));
    let text_list = text(&run(&["limits"]).stdout);
    assert!(text_list.contains("- combat: "), "{text_list}");
}

/// The apnap family has no combat and no card that names it: its report leaves combat out,
/// counts what it leaves out and names the command that lists it; a combat family's has it.
#[test]
fn a_report_prints_only_the_gaps_its_boards_touch() {
    let apnap = text(&run(&["check", "--preset", "smoke", "--family", "apnap", "--quiet"]).stdout);
    let gaps = apnap
        .lines()
        .find(|l| l.starts_with("does not model"))
        .unwrap_or_else(|| panic!("{apnap}"));
    assert!(!gaps.contains("blocker"), "{gaps}");
    assert!(
        gaps.contains("multiplayer"),
        "apnap has 3-player boards: {gaps}"
    );
    assert!(
        apnap.contains("more gap(s) touch nothing these boards use: `triggerproof limits`"),
        "{apnap}"
    );
    let combat = text(
        &run(&[
            "check",
            "--preset",
            "smoke",
            "--family",
            "combat-blocks",
            "--quiet",
        ])
        .stdout,
    );
    assert!(
        combat.contains("'whenever this blocks a creature' (509.3b)"),
        "{combat}"
    );
}

#[test]
fn mutants_list_answers_at_once_without_exploring() {
    let t = Instant::now();
    let out = run(&["mutants", "--list"]);
    let took = t.elapsed();
    assert_eq!(code(&out), 0);
    let s = text(&out.stdout);
    assert!(s.contains("ap-triggers-on-top"), "{s}");
    let n = s.lines().count() - 1;
    assert!(s.contains(&format!("{n} mutants")), "{s}");
    assert!(
        took < Duration::from_secs(1),
        "mutants --list took {took:?}"
    );
    let json = run(&["mutants", "--list", "--format", "json"]);
    let rows: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    assert_eq!(rows.as_array().unwrap().len(), n);
    assert!(rows[0]["edition"].is_string() && rows[0]["describes"].is_string());
}

/// A scenario's report names the simplified readings its boards use (blind audit 7: turning a
/// manifested card face up costs nothing in the model, and the report did not say so).
#[test]
fn a_scenario_report_names_the_gaps_it_touches() {
    let file = format!(
        "{}/../../scenarios/judge/252-manifested-creature-turned-up.toml",
        env!("CARGO_MANIFEST_DIR")
    );
    let out = text(&run(&["check", "--threads", "1", &file]).stdout);
    let line = out
        .lines()
        .find(|l| l.starts_with("  does not model (what this scenario uses):"))
        .unwrap_or_else(|| panic!("{out}"));
    assert!(
        line.contains("manifested card's mana cost is not paid"),
        "{line}"
    );
}
