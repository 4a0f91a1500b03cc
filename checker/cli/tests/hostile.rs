//! Hostile inputs (issue 34), from the corpus in `tests/hostile/` and generated here: each ends
//! with a clear message and exit 2 (or its verdict), never a stack overflow, a panic, a silent
//! acceptance or a raw control character on the terminal.

mod common;

use common::{code, run, text};
use std::path::{Path, PathBuf};

fn hostile(name: &str) -> String {
    format!("{}/tests/hostile/{name}", env!("CARGO_MANIFEST_DIR"))
}

fn tmp(name: &str) -> PathBuf {
    common::tmp("hostile", name)
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

/// Exit 2, no panic, stderr containing `want`.
fn refused(o: &std::process::Output, want: &str) {
    let err = text(&o.stderr);
    assert!(!err.contains("panicked"), "{err}");
    assert_eq!(code(o), 2, "{err}");
    assert!(err.contains(want), "wanted `{want}` in: {err}");
}

#[test]
fn a_flat_chain_of_20000_terms_is_refused_not_a_stack_overflow() {
    for op in ["and", "or"] {
        let chain = vec!["life(P1) >= 1"; 20_000].join(&format!(" {op} "));
        let body = std::fs::read_to_string(hostile("pass.toml"))
            .unwrap()
            .lines()
            .map(|l| {
                if l.starts_with("always") {
                    format!("always = '{chain}'")
                } else {
                    l.to_string()
                }
            })
            .collect::<Vec<_>>()
            .join("\n");
        let p = tmp(&format!("chain-{op}.toml"));
        std::fs::write(&p, body).unwrap();
        refused(&run(&["check", s(&p), "--quiet"]), "query too long");
    }
    // 1,000 operators are fine.
    let chain = vec!["life(P1) >= 1"; 1_001].join(" and ");
    let body = std::fs::read_to_string(hostile("pass.toml"))
        .unwrap()
        .replace(
            "resolved(\"Planar Cleansing\") == 1 implies triggered(\"Blood Artifact\") == 1",
            &chain,
        );
    let p = tmp("chain-ok.toml");
    std::fs::write(&p, body).unwrap();
    let o = run(&["check", s(&p), "--quiet"]);
    assert_eq!(code(&o), 0, "{}", text(&o.stderr));
}

/// A shard report of the smoke preset's first family, as JSON.
fn shard_report(index: u32, count: u32) -> serde_json::Value {
    let shard = format!("{index}/{count}");
    let o = run(&[
        "check", "--preset", "smoke", "--family", "apnap", "--shard", &shard, "--format", "json",
        "--quiet",
    ]);
    assert!(matches!(code(&o), 0 | 1), "{}", text(&o.stderr));
    serde_json::from_slice(&o.stdout).unwrap()
}

#[test]
fn merge_checks_statuses_and_shows_what_differs() {
    let (a, b) = (shard_report(0, 2), shard_report(1, 2));
    let write = |name: &str, v: &serde_json::Value| {
        let p = tmp(name);
        std::fs::write(&p, serde_json::to_string(v).unwrap()).unwrap();
        p
    };
    let mut banana = a.clone();
    banana["properties"][0]["status"] = "banana".into();
    let pb = write("banana.json", &banana);
    let p1 = write("b.json", &b);
    refused(
        &run(&["merge", s(&pb), s(&p1)]),
        "status \"banana\"; expected one of",
    );
    let mut undecided = a.clone();
    undecided["complete"] = true.into();
    undecided["properties"][0]["status"] = "undecided".into();
    let pu = write("undecided.json", &undecided);
    refused(
        &run(&["merge", s(&pu), s(&p1)]),
        "undecided on a report marked complete",
    );
    let mut other = b.clone();
    other["edition"] = "mtg-2008-10-01".into();
    let po = write("other-edition.json", &other);
    let p0 = write("a.json", &a);
    refused(
        &run(&["merge", s(&p0), s(&po)]),
        "\"mtg-2008-10-01\" here, \"mtg-2024-11-08\" there",
    );
    let ok = run(&["merge", s(&p0), s(&p1)]);
    assert!(matches!(code(&ok), 0 | 1), "{}", text(&ok.stderr));
}

#[test]
fn shard_ranges_are_checked_where_merge_checks_them() {
    refused(
        &run(&["check", "--preset", "smoke", "--shard", "0/65537"]),
        "0 <= I < N <= 65536",
    );
    refused(
        &run(&["check", "--preset", "smoke", "--shard", "3/3"]),
        "0 <= I < N",
    );
}

#[test]
fn bounds_files_refuse_duplicate_families_and_suggest_cards() {
    let o = run(&[
        "check",
        "--bounds",
        &hostile("bounds-duplicate-family.toml"),
    ]);
    refused(&o, "two families are named `same`");
    assert!(
        text(&o.stderr).contains("bounds-duplicate-family.toml:7:"),
        "{}",
        text(&o.stderr)
    );
    let o = run(&["check", "--bounds", &hostile("bounds-unknown-card.toml")]);
    refused(&o, "did you mean `Soul Warden`?");
}

#[test]
fn vague_messages_are_plain() {
    let o = run(&["check", &hostile("edition-number.toml")]);
    refused(
        &o,
        "expected the edition as a quoted name, one of: \"mtg-2008-10-01\"",
    );
    for flag in ["--threads", "--max-states", "--timeout", "--max-boards"] {
        let o = run(&["check", "--preset", "smoke", flag, "-1"]);
        refused(&o, "`-1` is negative; expected a whole number");
    }
    refused(
        &run(&["explore", "--family", "apnap", "--port", "-80"]),
        "is negative",
    );
    refused(&run(&["new-scenario", ""]), "expected a file name");
    refused(&run(&["new-scenario", ".toml"]), "expected a file name");
    assert!(!Path::new(".toml").exists());
}

#[test]
fn control_characters_from_input_are_escaped() {
    for format in ["text", "junit"] {
        let o = run(&[
            "check",
            &hostile("ansi-title.toml"),
            "--quiet",
            "--format",
            format,
        ]);
        assert_eq!(code(&o), 1, "{}", text(&o.stderr));
        let out = text(&o.stdout);
        assert!(!out.contains('\u{1b}') && !out.contains('\r'), "{out:?}");
        assert!(
            format == "junit" || out.contains("\\u{1b}"),
            "{format}: {out}"
        );
    }
    let o = run(&[
        "check",
        &hostile("ansi-title.toml"),
        "--quiet",
        "--format",
        "json",
    ]);
    assert!(!text(&o.stdout).contains('\u{1b}'));
    // Echoed in an error message (a card name) and in the caret line.
    let p = tmp("ansi-card.toml");
    let body = std::fs::read_to_string(hostile("pass.toml"))
        .unwrap()
        .replace("\"Grizzly Bears\"", "\"Grizzly\\u001b[2J\"");
    std::fs::write(&p, body).unwrap();
    let o = run(&["check", s(&p)]);
    assert_eq!(code(&o), 2);
    assert!(!text(&o.stderr).contains('\u{1b}'), "{:?}", text(&o.stderr));
}

#[test]
fn the_explorer_rejudges_a_trace_claim() {
    let trace = tmp("cex.json");
    let o = run(&[common::CEX, &["--trace-out", s(&trace)]].concat());
    assert_eq!(code(&o), 1, "{}", text(&o.stderr));
    let honest = triggerproof_web::trace_source(&trace).unwrap();
    let p = honest.view.property.as_ref().unwrap();
    assert!(p.confirmed && p.violated);
    let mut t: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&trace).unwrap()).unwrap();
    // Cut: the last step removed (the violating state is gone).
    let mut cut = t.clone();
    cut["steps"].as_array_mut().unwrap().pop();
    // Tampered: the claim names a property the last state satisfies.
    t["property"] = "each-player-places-own-triggers".into();
    for (name, v) in [("cut.json", cut), ("tampered.json", t)] {
        let p = tmp(name);
        std::fs::write(&p, serde_json::to_string(&v).unwrap()).unwrap();
        let replay = run(&["replay", s(&p)]);
        assert_eq!(code(&replay), 2, "{name}: replay refuses it");
        let view = triggerproof_web::trace_source(&p).unwrap().view;
        let prop = view.property.unwrap();
        assert!(!prop.confirmed, "{name}");
        assert!(prop.note.unwrap().contains("but its last state"), "{name}");
    }
}

/// Nothing silent: a misspelt key inside a card's effect or selector table is refused at its
/// position, naming the keys that are read there; so is a bounds family starting in a combat
/// step without `combat = true`, and a card word its edition has no rule for.
#[test]
fn unknown_keys_combat_steps_and_edition_words_are_refused_at_their_position() {
    let o = run(&["check", &hostile("unknown-key-effect.toml"), "--quiet"]);
    refused(&o, "unknown-key-effect.toml:13:51:");
    refused(&o, "amout");
    refused(&o, "amount");
    let o = run(&["check", &hostile("unknown-key-selector.toml"), "--quiet"]);
    refused(&o, "unknown-key-selector.toml:12:45:");
    refused(&o, "`controler`");
    refused(&o, "`controller`");
    let o = run(&["check", "--bounds", &hostile("bounds-combat-step.toml")]);
    refused(&o, "bounds-combat-step.toml:10:1:");
    refused(&o, "without `combat = true`");
    let o = run(&["check", &hostile("edition-word-counters.toml"), "--quiet"]);
    refused(&o, "edition-word-counters.toml:14:");
    refused(&o, "`put-counters` means nothing under riftbound-1.4");
    let o = run(&["check", &hostile("edition-word-score.toml"), "--quiet"]);
    refused(&o, "edition-word-score.toml:7:");
    refused(&o, "`score` means nothing under mtg-2024-11-08");
}

/// A quantity or word table with a key beside its word names that key; a `[[board.players]]`
/// without `[board]` says so (toml itself says "borrowed string").
#[test]
fn extra_keys_beside_a_word_and_implicit_tables_are_named() {
    let p = tmp("quantity-extra.toml");
    let body = std::fs::read_to_string(hostile("unknown-key-effect.toml"))
        .unwrap()
        .replace(
            "amount = 2, amout = 5",
            "amount = { count = \"this\", cout = 1 }",
        );
    std::fs::write(&p, body).unwrap();
    let o = run(&["check", s(&p), "--quiet"]);
    refused(&o, "unknown key `cout` beside the quantity's word");
    let p = tmp("two-words.toml");
    let body = std::fs::read_to_string(hostile("unknown-key-effect.toml"))
        .unwrap()
        .replace(
            "{ gain-life = { who = \"you\", amount = 2, amout = 5 } }",
            "{ gain-life = { who = \"you\", amount = 2 }, draw = 1 }",
        );
    std::fs::write(&p, body).unwrap();
    let o = run(&["check", s(&p), "--quiet"]);
    refused(&o, "found 2: `gain-life`, `draw`");
    let p = tmp("implicit-board.toml");
    let body = std::fs::read_to_string(hostile("pass.toml"))
        .unwrap()
        .replace("[board]\n", "");
    std::fs::write(&p, body).unwrap();
    let o = run(&["check", s(&p), "--quiet"]);
    refused(&o, "expected a `[board]` header above it");
}
