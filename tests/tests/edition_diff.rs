//! `triggerproof diff`: what the rule editions change, found by machine on the smoke
//! preset. An edition against itself, and 2024 against 2026 (same trigger semantics, new
//! numbers), differ nowhere; 2008 against 2024 finds the two-part 603.3b placement and mana
//! burn; 2024 against Riftbound 1.3 finds look-back, "may" timing and the replaced Conquer.

use std::collections::BTreeSet;
use triggerproof_checker::diff::{diff, DiffReport};
use triggerproof_checker::run::Request;
use triggerproof_cli::check_request;
use triggerproof_model::semantics::DECISION_RULES;
use triggerproof_model::{apply, start, Edition, RuleRef};

fn request(edition: Edition) -> Request {
    check_request(&["--preset", "smoke", "--edition", edition.id()])
        .unwrap_or_else(|e| panic!("{}", e.0))
}

fn run(a: Edition, b: Edition) -> (DiffReport, Request, Request) {
    run_on(request(a), request(b))
}

fn run_on(ra: Request, rb: Request) -> (DiffReport, Request, Request) {
    let r = diff(&ra, &rb, 50_000).expect("the preset runs");
    (r, ra, rb)
}

/// The decision rules cited by each class's example game, under the edition reaching it.
fn decision_rules(r: &DiffReport, reqs: [&Request; 2]) -> BTreeSet<RuleRef> {
    let mut out = BTreeSet::new();
    for c in &r.classes {
        let ex = &c.example;
        for req in reqs {
            let rules = &req.rules;
            let s0 = ex.board.to_state(&rules.pool).unwrap();
            let (mut s, j) = start(rules, &s0);
            let mut cited: Vec<RuleRef> = j.entries.iter().map(|e| e.rule).collect();
            for ch in &ex.choices {
                let Ok((next, j)) = apply(rules, &s, ch) else {
                    break;
                };
                cited.extend(j.entries.iter().map(|e| e.rule));
                s = next;
            }
            out.extend(cited.into_iter().filter(|r| DECISION_RULES.contains(r)));
        }
    }
    out
}

#[test]
fn an_edition_never_differs_from_itself_nor_2024_from_2026() {
    for (a, b) in [
        (Edition::Riftbound13, Edition::Riftbound13),
        (Edition::Mtg20241108, Edition::Mtg20260116),
    ] {
        let (r, ra, rb) = run(a, b);
        assert!(r.boards_compared > 2_000, "{a} {b}: {}", r.boards_compared);
        if a != b {
            // The difference is cited where it is decided, so `diff` names it.
            let rules = decision_rules(&r, [&ra, &rb]);
            assert!(rules.contains(&RuleRef::ControlLookBack), "{rules:?}");
        }
        // CR 603.10d (mtg-2026-01-16): the one difference the model knows between 2024 and
        // 2026 is "when an opponent gains control of this" looking back (Grudging Hound).
        let known = |c: &triggerproof_checker::diff::ClassReport| {
            a != b
                && c.example
                    .board
                    .players
                    .iter()
                    .any(|s| s.cards().any(|n| n == "Grudging Hound"))
        };
        let other: Vec<_> = r.classes.iter().filter(|c| !known(c)).collect();
        assert!(other.is_empty(), "{a} vs {b}: {other:#?}");
        if a == b {
            assert_eq!(r.boards_differing, 0);
        }
    }
}

#[test]
fn mtg_2008_against_2024_finds_the_two_part_split_and_mana_burn() {
    let (r, ra, rb) = run(Edition::Mtg20081001, Edition::Mtg20241108);
    assert_eq!(r.exit_code(), 1);
    let rules = decision_rules(&r, [&ra, &rb]);
    assert!(rules.contains(&RuleRef::ApnapPartTwo), "{rules:?}");
    assert!(rules.contains(&RuleRef::ManaBurn), "{rules:?}");
    // Reflexive and additional-trigger cards are not playable under 2008.
    assert!(r.boards_unplayable > 0);
}

#[test]
fn mtg_2024_against_riftbound_finds_look_back_may_timing_and_replaced_conquer() {
    let (r, ra, rb) = run(Edition::Mtg20241108, Edition::Riftbound13);
    let rules = decision_rules(&r, [&ra, &rb]);
    for needed in [
        RuleRef::LookBack,
        RuleRef::LeftSimultaneously,
        RuleRef::DeclineWhenTriggered,
        RuleRef::OptionalOnResolution,
        RuleRef::PreventedNoTrigger,
        RuleRef::InterveningIf,
    ] {
        assert!(rules.contains(&needed), "{needed:?} missing from {rules:?}");
    }
    // The replaced Conquer is one class with the plain Conquer of the combat boards ("more
    // Vanguard Captain"), whose shortest example may be a plain one: look in the `scoring`
    // family, where the point is replaced (RB 383.4.c.2.c).
    let family = |e: Edition| {
        check_request(&[
            "--preset",
            "smoke",
            "--edition",
            e.id(),
            "--family",
            "scoring",
        ])
        .unwrap_or_else(|e| panic!("{}", e.0))
    };
    let (scoring, sa, sb) = run_on(family(Edition::Mtg20241108), family(Edition::Riftbound13));
    let rules = decision_rules(&scoring, [&sa, &sb]);
    assert!(
        rules.contains(&RuleRef::ConquerTriggersDespiteReplacement),
        "{rules:?}"
    );
    let conquer = scoring.classes.iter().find(|c| {
        c.class.detail.contains("Vanguard Captain") && c.class.only_under == Edition::Riftbound13
    });
    assert!(
        conquer.is_some(),
        "Riftbound's Conquer trigger despite a replaced point"
    );
}
