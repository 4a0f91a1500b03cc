//! Printing a diff: the classes of difference with the rules each side's game cites that the
//! other's does not, then the shortest differing scenario, both games step by step side by side.

use super::{DiffReport, Example};
use crate::options::Format;
use std::collections::BTreeSet;
use triggerproof_model::board::Board;
use triggerproof_model::semantics::DECISION_RULES;
use triggerproof_model::{apply, start, Choice, Edition, RuleRef, Ruleset};

/// One step of a replayed game: the choice, and the rules its journal cites.
struct Step {
    choice: String,
    rules: Vec<RuleRef>,
}

/// Replays `choices` from `board` under `rules`, as far as they are legal there; step 0 is the
/// start of play. A choice the edition does not allow ends the replay with a note.
fn replay(rules: &Ruleset, board: &Board, choices: &[Choice]) -> Vec<Step> {
    let s0 = board
        .to_state(&rules.pool)
        .expect("compared boards are valid");
    let (mut s, j) = start(rules, &s0);
    let cites = |j: &triggerproof_model::Journal| j.entries.iter().map(|e| e.rule).collect();
    let mut out = vec![Step {
        choice: "(start)".into(),
        rules: cites(&j),
    }];
    for c in choices {
        let Ok((next, j)) = apply(rules, &s, c) else {
            out.push(Step {
                choice: format!("({c}: not a legal choice here)"),
                rules: Vec::new(),
            });
            break;
        };
        out.push(Step {
            choice: crate::words::choice(c, &s, &rules.pool),
            rules: cites(&j),
        });
        s = next;
    }
    out
}

/// A step's citations as rule numbers in `e`: "cites 117.5 603.3b".
fn numbers(step: Option<&Step>, e: Edition) -> String {
    let Some(s) = step else {
        return String::new();
    };
    let mut seen = Vec::new();
    for r in &s.rules {
        let n = e.number(*r).unwrap_or("—");
        if !seen.contains(&n) {
            seen.push(n);
        }
    }
    if seen.is_empty() {
        String::new()
    } else {
        format!("cites {}", seen.join(" "))
    }
}

fn rule_set(steps: &[Step]) -> BTreeSet<RuleRef> {
    steps.iter().flat_map(|s| s.rules.iter().copied()).collect()
}

/// The edition decision rules (`semantics::DECISION_RULES`) cited by one side's game and not the
/// other's, each in both editions' numbering: where the editions part.
fn rules_only(
    mine: &BTreeSet<RuleRef>,
    theirs: &BTreeSet<RuleRef>,
    e: Edition,
    other: Edition,
) -> Vec<String> {
    mine.difference(theirs)
        .filter(|r| DECISION_RULES.contains(r))
        .map(|r| format!("{} [{}]", e.cite(*r), other.cite(*r)))
        .collect()
}

/// The example's game under its edition, and the same choices under the other edition: the
/// same moves, judged by two rulebooks.
fn games(ex: &Example, rules: [&Ruleset; 2]) -> (Vec<Step>, Vec<Step>, Edition, Edition) {
    let (mine, other) = if rules[0].edition == ex.edition {
        (rules[0], rules[1])
    } else {
        (rules[1], rules[0])
    };
    (
        replay(mine, &ex.board, &ex.choices),
        replay(other, &ex.board, &ex.choices),
        mine.edition,
        other.edition,
    )
}

fn board_line(b: &Board) -> String {
    b.players
        .iter()
        .enumerate()
        .map(|(i, s)| {
            format!(
                "P{}: battlefield [{}], hand [{}], life {}",
                i + 1,
                s.battlefield.join(", "),
                s.hand.join(", "),
                s.life
            )
        })
        .collect::<Vec<_>>()
        .join("; ")
}

fn cut(s: &str, n: usize) -> String {
    if s.chars().count() <= n {
        format!("{s:<n$}")
    } else {
        let t: String = s.chars().take(n - 1).collect();
        format!("{t}…")
    }
}

/// Both games of an example, step by step: choices side by side, and the citations of a step
/// where the two journals cite different rules.
pub fn side_by_side(ex: &Example, rules: [&Ruleset; 2]) -> Vec<String> {
    let (a, b, ea, eb) = games(ex, rules);
    let mut out = vec![format!("  board: {}", board_line(&ex.board))];
    out.push(format!("  step  {:<44}  {}", ea.id(), eb.id()));
    for i in 0..a.len().max(b.len()) {
        let ca = a.get(i).map_or("", |s| s.choice.as_str());
        let cb = b.get(i).map_or("", |s| s.choice.as_str());
        out.push(format!("  {i:>4}  {}  {}", cut(ca, 44), cut(cb, 44)));
        let (ra, rb) = (numbers(a.get(i), ea), numbers(b.get(i), eb));
        if !ra.is_empty() || !rb.is_empty() {
            out.push(format!("        {}  {}", cut(&ra, 44), rb));
        }
    }
    let show = |o: &super::Outcome| {
        o.resolved
            .iter()
            .map(|r| format!("{} (P{})", r.ability, r.controller + 1))
            .collect::<Vec<_>>()
            .join(" -> ")
    };
    out.push(format!("  {} resolves: {}", ea.id(), show(&ex.outcome)));
    if let Some(o) = &ex.other_outcome {
        out.push(format!(
            "  {} (closest outcome) resolves: {}",
            eb.id(),
            show(o)
        ));
        let (n, d) = super::classify::board_delta(&ex.outcome.board, &o.board, true);
        if n > 0 {
            out.push(format!("  final board ({} vs {}): {d}", ea.id(), eb.id()));
        }
    }
    out
}

/// Prints the report.
pub fn print(r: &DiffReport, rules: [&Ruleset; 2], format: Format) {
    if format == Format::Json {
        let classes: Vec<serde_json::Value> = r
            .classes
            .iter()
            .map(|c| {
                let (a, b, ea, eb) = games(&c.example, rules);
                let (sa, sb) = (rule_set(&a), rule_set(&b));
                serde_json::json!({
                    "class": c.class, "boards": c.boards, "example": c.example,
                    "rules_only_in": { ea.id(): rules_only(&sa, &sb, ea, eb), eb.id(): rules_only(&sb, &sa, eb, ea) },
                })
            })
            .collect();
        let v = serde_json::json!({
            "editions": r.editions, "boards_compared": r.boards_compared,
            "boards_unplayable": r.boards_unplayable, "boards_differing": r.boards_differing,
            "boards_incomplete": r.boards_incomplete,
            "boards_interrupted": r.boards_interrupted, "states": r.states, "classes": classes,
            "exit_code": r.exit_code(),
            "version": crate::VERSION,
        });
        crate::outln!("{}", serde_json::to_string_pretty(&v).expect("json"));
        return;
    }
    let [ea, eb] = r.editions;
    crate::outln!(
        "triggerproof {} diff {ea} vs {eb}: {} boards compared ({} unplayable under one edition), {} differ, {} incomplete; states {} / {}",
        crate::VERSION,
        r.boards_compared, r.boards_unplayable, r.boards_differing, r.boards_incomplete, r.states[0], r.states[1]
    );
    if r.boards_interrupted > 0 {
        crate::outln!(
            "INCOMPLETE: interrupted (SIGINT/SIGTERM); {} boards not explored",
            r.boards_interrupted
        );
    }
    crate::outln!("{} classes of difference:", r.classes.len());
    for (i, c) in r.classes.iter().enumerate() {
        let (a, b, e1, e2) = games(&c.example, rules);
        let (sa, sb) = (rule_set(&a), rule_set(&b));
        crate::outln!(
            "  {}. {:?}: {} — only under {} (on {} board(s); shortest {} steps)",
            i + 1,
            c.class.kind,
            c.class.detail,
            c.example.edition,
            c.boards,
            c.example.len()
        );
        for line in rules_only(&sa, &sb, e1, e2) {
            crate::outln!("       {e1} cites {line}");
        }
        for line in rules_only(&sb, &sa, e2, e1) {
            crate::outln!("       {e2} cites {line}");
        }
    }
    match r.shortest() {
        Some(ex) => {
            crate::outln!("shortest differing scenario:");
            for l in side_by_side(ex, rules) {
                crate::outln!("{l}");
            }
        }
        None if r.boards_incomplete == 0 => {
            crate::outln!(
                "no difference: every compared board reaches the same outcomes under both"
            )
        }
        None => crate::outln!("no difference found, but the comparison is INCOMPLETE"),
    }
}
