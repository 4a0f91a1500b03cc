//! Unit tests of the query language's sums (`a + b - 3 == c`), the `damage` measure and card
//! names with an apostrophe: verdicts on small games, errors with positions, and exact counts.

use super::from_str;
use super::outcome::Verdict;
use super::tests::verdicts;

/// Planar Cleansing destroys the Bears; Blood Artifact ("whenever a creature dies, gain 1
/// life", CR 603.10a's example) triggers once and gains P1 one life when it resolves.
const CLEANSING: &str = r#"edition = "mtg-2024-11-08"
[board]
[[board.players]]
battlefield = ["Blood Artifact", "Grizzly Bears"]
hand = ["Planar Cleansing"]
[[board.players]]
"#;

fn with(board: &str, expects: &[(&str, &str)]) -> String {
    let mut s = board.to_string();
    for (kind, q) in expects {
        s += &format!("[[expect]]\n{kind} = '{q}'\n");
    }
    s
}

#[test]
fn sums_of_measures_compare_on_both_sides() {
    let v = verdicts(&with(
        CLEANSING,
        &[
            // Both the spell and the trigger: 1 + 1.
            (
                "reachable",
                r#"triggered("Blood Artifact") + resolved(spell "Planar Cleansing") == 2"#,
            ),
            // Triggered, not yet resolved: on the stack.
            (
                "reachable",
                r#"triggered("Blood Artifact") - resolved(printed "Blood Artifact") == 1"#,
            ),
            (
                "never",
                r#"resolved(printed "Blood Artifact") > triggered("Blood Artifact")"#,
            ),
            // Every life P1 gains comes from the Artifact's one resolution.
            (
                "always",
                r#"life(P1) - 20 == resolved(printed "Blood Artifact")"#,
            ),
            // 2 × triggered is never odd.
            (
                "reachable",
                r#"triggered("Blood Artifact") + triggered("Blood Artifact") == 1"#,
            ),
            ("always", "life(P1) > -1 and 3 - 1 < life(P2) - 17"),
        ],
    ));
    use Verdict::{Fail, Pass};
    assert_eq!(v, vec![Pass, Pass, Pass, Pass, Fail, Pass]);
}

/// A count read inside a sum is exact up to `MAX_COUNT`; one compared alone saturates just
/// above its constant, as before.
#[test]
fn counts_inside_sums_are_exact_and_alone_saturate_above_their_constant() {
    let sc = from_str(
        "t.toml",
        &with(
            CLEANSING,
            &[
                ("reachable", r#"triggered("Blood Artifact") == 1"#),
                (
                    "reachable",
                    r#"resolved("Blood Artifact") + removed("Blood Artifact") == 1"#,
                ),
            ],
        ),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let g = &sc.ghosts;
    assert_eq!(g.exact, vec![false, true, true]);
    let top = (super::parse::MAX_COUNT + 1) as u8;
    assert_eq!(g.caps, vec![2, top, top]);
    assert!(!g.past_exact(&[2, 100, 0]));
    assert!(g.past_exact(&[0, 0, top]));
}

#[test]
fn sums_errors_point_into_the_query() {
    let q = |query: &str| with(CLEANSING, &[("reachable", query)]);
    let err = |text: String| {
        let e = from_str("t.toml", &text).expect_err("bad input");
        format!("{}:{}: {}", e.line, e.column, e.message)
    };
    let got = err(q("life(P1) - 1 < life(P1)"));
    assert!(
        got.starts_with("8:14: this comparison compares no measure"),
        "{got}"
    );
    let got = err(q("life(P1) + end == 1"));
    assert!(got.starts_with("8:25: `end` is true or false"), "{got}");
    let got = err(q("life(P1) + == 1"));
    assert!(
        got.starts_with("8:25: expected a number or one of"),
        "{got}"
    );
    let got = err(q("life(P1) == 9223372036854775807 + 1"));
    assert!(
        got.starts_with("8:48: the numbers of this side add up"),
        "{got}"
    );
}

/// "Urza's Sentinel" can be named inside a TOML literal string with a typographic apostrophe,
/// and inside a single-quoted name with a doubled one; `damage` reads marked damage (CR 120.3).
#[test]
fn apostrophes_in_names_and_marked_damage() {
    let board = r#"edition = "mtg-2024-11-08"
[[cards]]
name = "Urza's Sentinel"
types = ["creature"]
power = 1
toughness = 4
[board]
[[board.players]]
battlefield = ["Urza's Sentinel"]
hand = ["Shock"]
[[board.players]]
[[expect]]
reachable = "damage('Urza''s Sentinel') == 2"
"#;
    let v = verdicts(&with(
        board,
        &[
            ("reachable", "damage(\"Urza\u{2019}s Sentinel\") == 2"),
            // Shock hits the Sentinel (2 + 20), P2 (0 + 18) or P1 (0 + 20).
            (
                "always",
                "damage(\"Urza\u{2019}s Sentinel\") + life(P2) >= 18",
            ),
            (
                "reachable",
                "damage(\"Urza\u{2019}s Sentinel\") + life(P2) == 18",
            ),
            (
                "reachable",
                "damage(\"Urza\u{2019}s Sentinel\") + life(P2) == 19",
            ),
        ],
    ));
    use Verdict::{Fail, Pass};
    assert_eq!(v, vec![Pass, Pass, Pass, Pass, Fail]);
}

/// "Whenever a creature dies, that creature's controller may draw a card": the player the
/// effect offers the choice to makes it (CR 608.2d (mtg-2024-11-08)), so `decides(P2, SEL)`
/// holds when the Bears' controller answers, and P1 (the ability's controller) never does.
#[test]
fn decides_names_who_answers_a_resolving_question() {
    let board = r#"edition = "mtg-2024-11-08"
[[cards]]
name = "Gaea's Mourner"
types = ["enchantment"]
[[cards.abilities]]
[cards.abilities.triggered]
when.event.dies = { card_type = "creature" }
optional = true
may_player = "that"
effect = { draw = { who = "that", count = 1 } }
[board]
[[board.players]]
battlefield = ["Gaea's Mourner"]
hand = ["Shock"]
[[board.players]]
battlefield = ["Grizzly Bears"]
"#;
    let v = verdicts(&with(
        board,
        &[
            (
                "reachable",
                "decides(P2, printed \"Gaea\u{2019}s Mourner\")",
            ),
            ("never", "decides(P1, printed \"Gaea\u{2019}s Mourner\")"),
            (
                "reachable",
                "decides(P1) and top(\"Gaea\u{2019}s Mourner\")",
            ),
            ("never", "decides(P2, \"Shock\") or decides(P1, \"Shock\")"),
            (
                "always",
                "resolved(printed \"Gaea\u{2019}s Mourner\") == 1 implies \
                 ever(decides(P2, \"Gaea\u{2019}s Mourner\"))",
            ),
            // A false expectation, to see the flag can fail: P1 never answers it.
            ("reachable", "decides(P1, \"Gaea\u{2019}s Mourner\")"),
        ],
    ));
    use Verdict::{Fail, Pass};
    assert_eq!(v, vec![Pass, Pass, Pass, Pass, Pass, Fail]);
}

#[test]
fn decides_errors_point_into_the_query() {
    let q = |query: &str| with(CLEANSING, &[("reachable", query)]);
    let err = |text: String| {
        let e = from_str("t.toml", &text).expect_err("bad input");
        format!("{}:{}: {}", e.line, e.column, e.message)
    };
    let got = err(q("decides(P3)"));
    assert!(got.starts_with("8:22: player P3"), "{got}");
    let got = err(q("decides(P1, P2)"));
    assert!(got.starts_with("8:26: expected a card name"), "{got}");
    let got = err(q("decides(P1) == 1"));
    assert!(got.starts_with("8:26: expected `and`"), "{got}");
}
