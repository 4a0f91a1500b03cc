//! Every removed spelling of CHANGELOG.md is refused at its position with its replacement; the
//! replacements themselves load; the scenarios shipped in `scenarios/` have none.

use crate::from_str;

/// A file with one card whose ability is `ability` (an inline table), on line 5.
fn card(ability: &str) -> String {
    format!(
        "edition = \"mtg-2024-11-08\"\n[[cards]]\nname = \"Old Card\"\ntypes = [\"creature\"]\n\
         abilities = [{ability}]\n[board]\n[[board.players]]\nbattlefield = [\"Old Card\"]\n\
         [[board.players]]\n[[expect]]\nreachable = 'end'\n"
    )
}

/// The error a file gives: `(line, column, message)`.
fn refusal(text: &str) -> (usize, usize, String) {
    let e = from_str("old.toml", text).expect_err("an old spelling must be refused");
    (e.line, e.column, e.message)
}

/// `(ability on line 5, the column of the refused key, words the message must contain)`.
const OLD: &[(&str, &str, &[&str])] = &[
    (
        r#"{ triggered = { when = { event = { dies = { another = { card_type = "creature" } } } }, effect = { gain-life = { who = "you", amount = 1 } } } }"#,
        "another",
        &[
            "`another = {…}` was replaced by `another = true` inside the selector",
            "{ another = true, card_type = \"creature\" }",
        ],
    ),
    (
        r#"{ triggered = { when = { event = { enters = { any = { card_type = "creature", controller = "you" } } } }, effect = { gain-life = { who = "you", amount = 1 } } } }"#,
        "any",
        &[
            "`any = {…}` was replaced by the selector itself",
            "{ card_type = \"creature\", controller = \"you\" }",
        ],
    ),
    (
        r#"{ triggered = { when = { state = "no-cards-in-hand" }, effect = { draw = { who = "you", count = 1 } } } }"#,
        "state",
        &["\"no-cards-in-hand\"", "cards-in-hand = \"you\""],
    ),
    (
        r#"{ triggered = { when = { state = "control-no-creatures" }, effect = { draw = { who = "you", count = 1 } } } }"#,
        "state",
        &["\"control-no-creatures\"", "not = { exists"],
    ),
    (
        r#"{ triggered = { when = { state = { life-at-most = 5 } }, effect = { draw = { who = "you", count = 1 } } } }"#,
        "life-at-most",
        &["`life-at-most = N`", "op = \"at-most\""],
    ),
    (
        r#"{ triggered = { when = { state = { life-at-least = 30 } }, effect = { draw = { who = "you", count = 1 } } } }"#,
        "life-at-least",
        &["`life-at-least = N`", "op = \"at-least\""],
    ),
    (
        r#"{ triggered = { when = { event = { enters = "this" } }, intervening_if = "source-untapped", effect = { draw = { who = "you", count = 1 } } } }"#,
        "intervening_if",
        &["\"source-untapped\"", "source = { tapped = false }"],
    ),
    (
        r#"{ triggered = { when = { event = { enters = "this" } }, effect = { destroy-all = ["creature", "artifact"] } } }"#,
        "destroy-all",
        &[
            "`destroy-all = [card types]` was replaced by a selector",
            "any_of",
        ],
    ),
    (
        r#"{ triggered = { when = { event = { enters = "this" } }, effect = { reflexive-sacrifice = { another = { card_type = "creature" }, then = { draw = { who = "you", count = 1 } } } } } }"#,
        "reflexive-sacrifice",
        &[
            "was renamed `sacrifice`",
            "may pick this object itself",
            "sacrifice = { another = true",
        ],
    ),
    (
        r#"{ triggered = { when = { event = { enters = "this" } }, effect = { deal-damage = { to = "any-target", amount = "sacrificed-power" } } } }"#,
        "amount",
        &["\"sacrificed-power\"", "power-of = \"sacrificed\""],
    ),
    (
        r#"{ triggered = { when = { event = { deals-damage = "this" } }, effect = { gain-life = { who = "you", amount = 1 } } } }"#,
        "deals-damage",
        &[
            "`deals-damage = SELECTOR`",
            "deals-damage = { by = SELECTOR }",
        ],
    ),
    (
        r#"{ triggered = { when = { event = { deals-combat-damage = { by = "this", to = "player" } } }, effect = { gain-life = { who = "you", amount = 1 } } } }"#,
        "deals-combat-damage",
        &["combat = true"],
    ),
    (
        r#"{ activated = { cost = { sacrifice_self = true }, effect = { gain-life = { who = "you", amount = 1 } } } }"#,
        "sacrifice_self",
        &["`sacrifice = \"this\"`"],
    ),
    (
        r#"{ activated = { cost = { tap = true }, effect = { gain-control = { permanent = { card_type = "creature" } } } } }"#,
        "gain-control",
        &["gain-control = { target = TARGET }"],
    ),
    (
        r#"{ activated = { cost = { tap = true }, effect = { copy-ability = { ability = { kind = "triggered" } } } } }"#,
        "copy-ability",
        &["copy-ability = { of = TARGET }"],
    ),
];

#[test]
fn every_removed_spelling_is_refused_at_its_key_with_its_replacement() {
    for (ability, key, words) in OLD {
        let text = card(ability);
        let (line, column, message) = refusal(&text);
        let expected_column =
            ability.find(&format!("{key} =")).unwrap() + "abilities = [".len() + 1;
        assert_eq!((line, column), (5, expected_column), "{key}: {message}");
        assert!(message.contains("see CHANGELOG.md"), "{message}");
        for w in *words {
            assert!(message.contains(w), "{key}: `{w}` missing from: {message}");
        }
    }
}

/// The replacement each refusal names loads (and so can't itself be refused).
#[test]
fn the_replacements_load() {
    let new = [
        r#"{ triggered = { when = { event = { dies = { another = true, card_type = "creature" } } }, effect = { gain-life = { who = "you", amount = 1 } } } }"#,
        r#"{ triggered = { when = { event = { enters = { card_type = "creature", controller = "you" } } }, effect = { gain-life = { who = "you", amount = 1 } } } }"#,
        r#"{ triggered = { when = { state = { compare = { left = { cards-in-hand = "you" }, op = "equal", right = 0 } } }, effect = { gain-life = { who = "you", amount = 1 } } } }"#,
        r#"{ triggered = { when = { state = { not = { exists = { card_type = "creature", controller = "you" } } } }, effect = { gain-life = { who = "you", amount = 1 } } } }"#,
        r#"{ triggered = { when = { state = { compare = { left = { life = "you" }, op = "at-most", right = 5 } } }, effect = { gain-life = { who = "you", amount = 1 } } } }"#,
        r#"{ triggered = { when = { event = { enters = "this" } }, intervening_if = { source = { tapped = false } }, effect = { gain-life = { who = "you", amount = 1 } } } }"#,
        r#"{ triggered = { when = { event = { enters = "this" } }, effect = { destroy-all = { any_of = [{ card_type = "creature" }, { card_type = "artifact" }] } } } }"#,
        r#"{ triggered = { when = { event = { enters = "this" } }, effect = { reflexive-sacrifice = { sacrifice = { another = true, card_type = "creature" }, then = { deal-damage = { to = "any-target", amount = { power-of = "sacrificed" } } } } } } }"#,
        r#"{ triggered = { when = { event = { deals-damage = { by = "this", to = "player", combat = true } } }, effect = { gain-life = { who = "you", amount = 1 } } } }"#,
        r#"{ activated = { cost = { sacrifice = "this" }, effect = { gain-life = { who = "you", amount = 1 } } } }"#,
        r#"{ activated = { cost = { tap = true }, effect = { gain-control = { target = { permanent = { card_type = "creature" } } } } } }"#,
        r#"{ activated = { cost = { tap = true }, effect = { copy-ability = { of = { ability = { kind = "triggered" } } } } } }"#,
    ];
    for ability in new {
        if let Err(e) = from_str("new.toml", &card(ability)) {
            panic!("{ability}\n{e}");
        }
    }
}

#[test]
fn the_shipped_scenarios_use_no_removed_spelling() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../scenarios");
    let mut stack = vec![std::path::PathBuf::from(dir)];
    let mut seen = 0;
    while let Some(p) = stack.pop() {
        if p.is_dir() {
            stack.extend(std::fs::read_dir(&p).unwrap().map(|e| e.unwrap().path()));
        } else if p.extension().is_some_and(|x| x == "toml") {
            let text = std::fs::read_to_string(&p).unwrap();
            let file = p.display().to_string();
            let src = crate::error::Source {
                file: &file,
                text: &text,
            };
            if let Err(e) = super::check(&src) {
                panic!("{e}");
            }
            seen += 1;
        }
    }
    assert!(seen > 100, "{seen} scenario files");
}
