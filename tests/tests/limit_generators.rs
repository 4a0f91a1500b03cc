//! Generated inputs near the limits, checking the answer (issue 33 §3), not only the absence
//! of a panic: a value past what the loader accepts, written at a generated place in an
//! otherwise valid file, is refused at exactly its line and column (exit 2); an amount past
//! what the engine holds, generated, cuts the run naming the limit it reached (exit 3).
//!
//! Budget: `METAMORPHIC_CASES` cases each (default 64; well under a second in release).

use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use triggerproof_scenario::{from_str, Options};

fn cases() -> u32 {
    std::env::var("METAMORPHIC_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(64)
}

/// A key and a value past its range, with the words the refusal must contain.
fn bad_value() -> impl Strategy<Value = (String, String, &'static str)> {
    prop_oneof![
        (32_768i64..1_000_000).prop_map(|v| (
            "spell".to_string(),
            format!("{{ gain-life = {{ who = \"you\", amount = {v} }} }}"),
            "expected an integer from -32768 to 32767"
        )),
        (256i64..100_000).prop_map(|v| (
            "spell".to_string(),
            format!("{{ add-mana = {v} }}"),
            "expected an integer from 0 to 255"
        )),
    ]
}

/// The file: `pad` comment lines first, then the card with `key = value` (the value's column
/// known), then a valid board; the expected `(line, column)` of the value.
fn file(pad: usize, spaces: usize, key: &str, value: &str) -> (String, usize, usize) {
    let mut t = String::from("edition = \"mtg-2024-11-08\"\n");
    for i in 0..pad {
        t.push_str(&format!("# padding {i}\n"));
    }
    t.push_str("[[cards]]\nname = \"Probe\"\ntypes = [\"sorcery\"]\n");
    let line = t.lines().count() + 1;
    let prefix = format!("{key}{} = ", " ".repeat(spaces));
    t.push_str(&format!("{prefix}{value}\n"));
    t.push_str(
        "[board]\n[[board.players]]\nhand = [\"Probe\"]\n[[board.players]]\n\
         [[expect]]\nreachable = 'life(P1) == 20'\n",
    );
    (t, line, prefix.len() + 1)
}

#[test]
fn a_value_past_its_range_is_refused_at_its_line_and_column() {
    let mut runner = TestRunner::new(Config {
        cases: cases(),
        failure_persistence: None,
        ..Config::default()
    });
    runner
        .run(
            &(bad_value(), 0usize..20, 0usize..4),
            |((key, value, why), pad, spaces)| {
                let (text, line, col) = file(pad, spaces, &key, &value);
                let err = match from_str("gen.toml", &text) {
                    Ok(_) => return Err(TestCaseError::fail(format!("accepted:\n{text}"))),
                    Err(e) => e,
                };
                prop_assert!(err.message.contains(why), "{}\n{}", err, text);
                // The error is at the value (the number inside it, for an inline table).
                prop_assert_eq!(err.line, line, "{}\n{}", err, text);
                let number = value.find(|c: char| c.is_ascii_digit()).unwrap_or(0);
                prop_assert!(
                    err.column == col || err.column == col + number,
                    "{} (expected column {} or {})\n{}",
                    err,
                    col,
                    col + number,
                    text
                );
                Ok(())
            },
        )
        .unwrap();
}

/// A generated amount past what the engine holds, and the limit it must be cut by.
fn past_a_limit() -> impl Strategy<Value = (String, &'static str)> {
    prop_oneof![
        // Two gains whose sum passes a life total's 16 bits.
        (16_400i64..=32_767).prop_map(|v| (
            format!("{{ sequence = [{{ gain-life = {{ who = \"you\", amount = {v} }} }}, {{ gain-life = {{ who = \"you\", amount = {v} }} }}] }}"),
            "a life total outside -32,768 to 32,767"
        )),
        // Mana past a byte.
        (128i64..=255).prop_map(|v| (
            format!("{{ sequence = [{{ add-mana = {v} }}, {{ add-mana = {v} }}] }}"),
            "mana or points past 255"
        )),
        // A product past what an event carries.
        (3i64..=32_767).prop_map(|v| (
            format!("{{ gain-life = {{ who = \"you\", amount = {{ times = {{ by = 32767, of = {v} }} }} }} }}"),
            "an amount outside 0 to 65,535"
        )),
    ]
}

#[test]
fn an_amount_past_the_engine_cuts_the_run_naming_its_limit() {
    let mut runner = TestRunner::new(Config {
        cases: cases(),
        failure_persistence: None,
        ..Config::default()
    });
    runner
        .run(&past_a_limit(), |(spell, limit)| {
            let (text, _, _) = file(0, 0, "spell", &spell);
            let sc =
                from_str("gen.toml", &text).map_err(|e| TestCaseError::fail(format!("{e}")))?;
            let opts = Options {
                threads: 1,
                max_states: 1 << 16,
                deadline: triggerproof_checker::deadline::Deadline::NONE,
                mutant: None,
                max_memory: None,
                interrupt: None,
            };
            let out = triggerproof_scenario::run(&sc, &opts, &|_| {});
            prop_assert!(!out.complete, "complete past a limit:\n{}", text);
            prop_assert!(
                out.stop_reason.contains(limit),
                "{} does not name {}\n{}",
                out.stop_reason,
                limit,
                text
            );
            Ok(())
        })
        .unwrap();
}
