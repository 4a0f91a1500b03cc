//! The words of a real game: the APNAP upkeep of two Upkeep Heralds, and a Threaten cast with
//! passes folded.

use super::*;
use std::sync::Arc;
use triggerproof_model::board::{Board, Side};
use triggerproof_model::cards::builtin;
use triggerproof_model::state::Step;
use triggerproof_model::{apply, legal_choices, start, Edition, Ruleset};

fn board(p1: &[&str], p1_hand: &[&str], p2: &[&str], step: Step) -> Board {
    let side = |b: &[&str], h: &[&str]| Side {
        battlefield: b.iter().map(|s| s.to_string()).collect(),
        at_battlefield: Vec::new(),
        hand: h.iter().map(|s| s.to_string()).collect(),
        life: 20,
        library: 2,
        ..Default::default()
    };
    Board {
        players: vec![side(p1, p1_hand), side(p2, &[])],
        active: 0,
        step,
        combat: false,
    }
}

fn no_debug_text(lines: &[String]) {
    for l in lines {
        for debug in ["PlayerId(", "ObjectId(", "InstanceId(", "CardId(", "{ "] {
            assert!(!l.contains(debug), "debug text in `{l}`");
        }
    }
}

#[test]
fn upkeep_triggers_read_as_a_judge_would_say_them() {
    let rules = Ruleset::new(Edition::Mtg20241108, Arc::new(builtin()), None);
    let b = board(&["Upkeep Herald"], &[], &["Upkeep Herald"], Step::Upkeep);
    let s0 = b.to_state(&rules.pool).unwrap();
    let (s, j) = start(&rules, &s0);
    let lines = step_journal(&j, None, &s, &rules.pool);
    no_debug_text(&lines);
    assert_eq!(lines[0], "turn 1: P1's upkeep begins");
    assert!(
        lines[1].starts_with("Upkeep Herald #0 (P1) triggers (T0, controlled by P1): \"At the beginning of each upkeep"),
        "{}",
        lines[1]
    );
    assert!(lines[1].ends_with("(caused by: turn 1: P1's upkeep begins)"));
    let placed: Vec<&String> = lines
        .iter()
        .filter(|l| l.contains("on the stack"))
        .collect();
    assert!(
        placed[0].starts_with(
            "P1 puts Upkeep Herald #0's ability (T0) on the stack (active player; placed first"
        ),
        "{}",
        placed[0]
    );
    assert!(
        placed[1]
            .starts_with("P2 puts Upkeep Herald #1's ability (T1) on the stack (non-active player"),
        "{}",
        placed[1]
    );
}

#[test]
fn choices_name_cards_and_passes_fold() {
    let rules = Ruleset::new(Edition::Mtg20241108, Arc::new(builtin()), None);
    let b = board(&[], &["Threaten"], &["Upkeep Herald"], Step::Main);
    let (s, _) = start(&rules, &b.to_state(&rules.pool).unwrap());
    let cast = legal_choices(&rules, &s)
        .into_iter()
        .find(|c| matches!(c, Choice::CastSpell { .. }))
        .expect("Threaten can be cast");
    let words = choice(&cast, &s, &rules.pool);
    assert_eq!(
        words,
        "P1 casts Threaten #0 (P1) targeting Upkeep Herald #1 (P2)"
    );
    let (s1, j1) = apply(&rules, &s, &cast).unwrap();
    no_debug_text(&step_journal(&j1, Some(&s), &s1, &rules.pool));
    let (s2, _) = apply(&rules, &s1, &Choice::PassPriority).unwrap();
    let (s3, j3) = apply(&rules, &s2, &Choice::PassPriority).unwrap();
    let lines = step_journal(&j3, Some(&s2), &s3, &rules.pool);
    no_debug_text(&lines);
    assert!(
        lines
            .iter()
            .any(|l| l == "Threaten #2 (P1) begins to resolve (for P1)"),
        "{lines:?}"
    );
    assert!(
        lines
            .iter()
            .any(|l| l == "P1 gains control of Upkeep Herald #1 (P2) from P2"),
        "{lines:?}"
    );
    let folded = folded_passes(&[decider(&s1).unwrap(), decider(&s2).unwrap()], &j3);
    assert_eq!(
        folded,
        "both players (P1 then P2) pass; the top of the stack resolves"
    );
}
