//! The glossary can't drift: every name serde reads has exactly one row, every row names a word
//! that exists, and every example loads (values into their type, board keys as a scenario that
//! is then checked and passes).

use super::{entries, Entry, Kind, ENTRIES};
use serde::de::DeserializeOwned;
use triggerproof_model::vocab::{
    Condition, Effect, Quantity, Selector, StaticAbility, TriggerEvent,
};

#[test]
fn every_word_of_every_kind_has_one_row_and_every_row_a_word() {
    let mut errors = Vec::new();
    for k in Kind::ALL {
        let names = k.names();
        assert!(!names.is_empty(), "no names recorded for {k:?}");
        for w in names {
            let rows = ENTRIES
                .iter()
                .filter(|e| e.kind == k && e.word == *w)
                .count();
            if rows != 1 {
                errors.push(format!(
                    "{} `{w}`: {rows} rows in glossary_table.rs (expected 1)",
                    k.name()
                ));
            }
        }
    }
    for e in ENTRIES {
        if !e.kind.names().contains(&e.word) {
            errors.push(format!(
                "row `{}` ({}) names no word",
                e.word,
                e.kind.name()
            ));
        }
    }
    assert!(errors.is_empty(), "{}", errors.join("\n"));
    assert_eq!(entries().len(), ENTRIES.len());
}

fn value<T: DeserializeOwned>(e: &Entry) -> Result<T, String> {
    #[derive(serde::Deserialize)]
    struct V<T> {
        v: T,
    }
    toml::from_str::<V<T>>(&format!("v = {}", e.example))
        .map(|v| v.v)
        .map_err(|err| format!("{} `{}`: {err}", e.kind.name(), e.example))
}

/// The first (and only) top-level key of a TOML line.
fn key_of(line: &str) -> String {
    line.split('=').next().unwrap_or("").trim().to_string()
}

/// A card key's example, in a small creature card (whose `name` and `types` it may replace).
fn card_key(e: &Entry) -> Result<(), String> {
    let mut lines = vec![e.example.to_string()];
    for (k, v) in [
        ("name", "name = \"Example\""),
        ("types", "types = [\"creature\"]"),
    ] {
        if e.word != k {
            lines.push(v.to_string());
        }
    }
    if key_of(e.example) != e.word {
        return Err(format!("`{}` is not an example of `{}`", e.example, e.word));
    }
    toml::from_str::<triggerproof_model::vocab::CardDef>(&lines.join("\n"))
        .map(|_| ())
        .map_err(|err| format!("card key `{}`: {err}", e.example))
}

#[test]
fn every_value_example_loads_into_its_type() {
    let mut errors = Vec::new();
    for e in ENTRIES {
        let r = match e.kind {
            Kind::Event => value::<TriggerEvent>(e).map(|_| ()),
            Kind::Effect => value::<Effect>(e).map(|_| ()),
            Kind::Static => value::<StaticAbility>(e).map(|_| ()),
            Kind::Condition => value::<Condition>(e).map(|_| ()),
            Kind::Quantity => value::<Quantity>(e).map(|_| ()),
            Kind::Selector => value::<Selector>(e).map(|_| ()),
            Kind::Card => card_key(e),
            Kind::Scenario | Kind::Board | Kind::Player => {
                match toml::from_str::<toml::Table>(e.example) {
                    Ok(_) if key_of(e.example) == e.word => Ok(()),
                    Ok(_) => Err(format!("`{}` is not an example of `{}`", e.example, e.word)),
                    Err(err) => Err(format!("`{}`: {err}", e.example)),
                }
            }
        };
        if let Err(m) = r {
            errors.push(m);
        }
    }
    assert!(errors.is_empty(), "{}", errors.join("\n"));
}

/// Each board and player example, in a small scenario: it loads and its expectation passes.
#[test]
fn board_examples_load_and_pass_when_checked() {
    use crate::check::Options;
    use crate::outcome::Verdict;
    for e in ENTRIES
        .iter()
        .filter(|e| matches!(e.kind, Kind::Board | Kind::Player))
    {
        let (board, player) = match e.kind {
            Kind::Board if e.word == "players" => continue,
            Kind::Board => (e.example, ""),
            _ => ("", e.example),
        };
        let text = format!(
            "edition = \"mtg-2024-11-08\"\n[board]\n{board}\n[[board.players]]\n{player}\n\
             [[board.players]]\n[actions]\nP1 = []\nP2 = []\n[[expect]]\nreachable = 'end'\n"
        );
        let sc =
            crate::from_str("example.toml", &text).unwrap_or_else(|err| panic!("{err}\n{text}"));
        let opts = Options {
            threads: 1,
            max_states: 1 << 16,
            deadline: triggerproof_checker::deadline::Deadline::NONE,
            mutant: None,
            max_memory: None,
            interrupt: None,
        };
        let out = crate::run(&sc, &opts, &|_| {});
        assert!(
            out.expectations.iter().all(|x| x.verdict == Verdict::Pass),
            "{}: {:?}",
            e.word,
            out.expectations
                .iter()
                .map(|x| &x.detail)
                .collect::<Vec<_>>()
        );
    }
}

#[test]
fn words_lists_every_word_and_explains_one() {
    let all = super::text(None).unwrap();
    for e in ENTRIES {
        assert!(all.contains(e.word), "{}", e.word);
    }
    let one = super::text(Some("library_top")).unwrap();
    assert!(
        one.contains("board player key") && one.contains("CR 401.2"),
        "{one}"
    );
    let it = super::text(Some("attacks")).unwrap();
    assert!(it.contains("\"it\" names no object"), "{it}");
    let bad = super::text(Some("atacks")).unwrap_err();
    assert!(bad.contains("did you mean `attacks`"), "{bad}");
}
