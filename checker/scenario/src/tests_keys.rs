//! Every scenario key has its row (`keys.rs`), read from the types; every edition-dependent row
//! is refused with a position exactly under the editions it says, and accepted under the rest.

use super::{Sample, Where, KEYS};
use crate::glossary_names::of;
use triggerproof_model::board::{Board, Side};
use triggerproof_model::vocab::{
    Ability, ActivatedAbility, CardDef, Cost, StaticAbility, TriggeredAbility,
};
use triggerproof_model::Edition;

/// Every table type of a scenario file whose keys are not words of the vocabulary, with the
/// keys serde reads for it.
fn tables() -> Vec<(&'static str, &'static [&'static str])> {
    vec![
        ("ScenarioFile", of::<crate::file::ScenarioFile>()),
        ("Board", of::<Board>()),
        ("Side", of::<Side>()),
        ("ScenarioLimits", of::<crate::file::ScenarioLimits>()),
        ("Actions", of::<crate::file::Actions>()),
        ("Expect", of::<crate::file::Expect>()),
        ("CardDef", of::<CardDef>()),
        ("ActivatedAbility", of::<ActivatedAbility>()),
        ("Cost", of::<Cost>()),
        ("Ability", of::<Ability>()),
    ]
}

#[test]
fn every_scenario_key_has_one_row_and_every_row_a_key() {
    let mut errors = Vec::new();
    for (table, keys) in tables() {
        assert!(!keys.is_empty(), "no keys recorded for {table}");
        for k in keys {
            let rows = KEYS
                .iter()
                .filter(|r| r.table == table && r.key == *k)
                .count();
            if rows != 1 {
                errors.push(format!("{table}.{k}: {rows} rows in keys.rs (expected 1)"));
            }
        }
    }
    for r in KEYS {
        let known = tables()
            .iter()
            .any(|(t, keys)| *t == r.table && keys.contains(&r.key));
        if !known {
            errors.push(format!("row {}.{} names no key", r.table, r.key));
        }
        let restricted = !matches!(r.at, Where::Everywhere | Where::Word);
        if restricted != r.sample.is_some() {
            errors.push(format!(
                "row {}.{}: an edition-dependent row needs a sample (and only it)",
                r.table, r.key
            ));
        }
    }
    // The `Word` rows' keys are words with their own rows (vocab::contexts, edition_words):
    // a triggered ability's keys and a static's are there, decided per context and edition.
    assert!(!of::<TriggeredAbility>().is_empty() && !of::<StaticAbility>().is_empty());
    assert!(errors.is_empty(), "{}", errors.join("\n"));
}

/// The file for `sample` under `edition`.
fn file(sample: Sample, edition: Edition) -> String {
    let (cards, board, side) = match sample {
        Sample::Card(body) => (
            format!("[[cards]]\nname = \"Sampled\"\n{body}\n\n"),
            "",
            "battlefield = [\"Sampled\"]",
        ),
        Sample::Board { board, side } => (String::new(), board, side),
    };
    format!(
        "edition = \"{}\"\n{cards}[board]\n{board}\n\n[[board.players]]\n{side}\n\n\
         [[board.players]]\n\n[[expect]]\nreachable = 'life(P1) == 20'\n",
        edition.id()
    )
}

#[test]
fn each_edition_dependent_key_is_refused_where_its_row_says_and_only_there() {
    let mut errors = Vec::new();
    for r in KEYS {
        let Some(sample) = r.sample else { continue };
        for e in Edition::ALL {
            let text = file(sample, e);
            let got = crate::compile::compile("keys.toml", &text);
            match (r.at.in_edition(e), got) {
                (true, Ok(_)) => {}
                (false, Err(err)) if err.line > 0 && err.column > 0 => {}
                (true, Err(err)) => errors.push(format!(
                    "{}.{} under {e}: refused, the row says accepted: {err}",
                    r.table, r.key
                )),
                (false, Err(err)) => errors.push(format!(
                    "{}.{} under {e}: refused without a position: {err}",
                    r.table, r.key
                )),
                (false, Ok(_)) => errors.push(format!(
                    "{}.{} under {e}: accepted, the row says refused\n{text}",
                    r.table, r.key
                )),
            }
        }
    }
    assert!(errors.is_empty(), "{}", errors.join("\n"));
}
