//! Traces in plain words: choices ("P1 casts Planar Cleansing #2", "P2 puts Upkeep Herald #1's
//! ability (T1) on the stack targeting P1") and journal entries with object names, for
//! `replay`, the reports' traces, `diff`'s side-by-side and the web explorer. The structured
//! form stays in the trace JSON; these words are for people.

pub mod event;
pub mod field;
pub mod journal;
pub mod names;

pub use names::Namer;
use triggerproof_model::cards::CardPool;
use triggerproof_model::choice::CostPick;
use triggerproof_model::journal::{Happening, Journal};
use triggerproof_model::state::{Ask, Decision, GameState, InstanceId, PlayerId, Targets};
use triggerproof_model::Choice;

/// The player who decides in `s`, if anyone.
pub fn decider(s: &GameState) -> Option<PlayerId> {
    match s.decision {
        Decision::Priority(p)
        | Decision::PutTrigger { player: p, .. }
        | Decision::Resolve { player: p, .. }
        | Decision::KeepLegend { player: p }
        | Decision::DeclareAttackers(p)
        | Decision::DeclareBlockers(p)
        | Decision::AssignCombatDamage(p)
        | Decision::PayMana(p) => Some(p),
        Decision::GameOver(_) | Decision::Halted(_) => None,
    }
}

/// Who must decide what, in words: "P1 has priority".
pub fn decision(d: &Decision) -> String {
    match d {
        Decision::Priority(p) => format!("{p} has priority"),
        Decision::PutTrigger { player, part_two } => format!(
            "{player} puts a waiting trigger on the stack{}",
            if *part_two { " (second part)" } else { "" }
        ),
        Decision::Resolve { player, ask } => match ask {
            Ask::May => format!("{player} chooses whether to (\"may\")"),
            Ask::Unless { life } => format!("{player} chooses whether to pay {life} life"),
            Ask::SacrificeAnother => format!("{player} chooses what to sacrifice"),
            Ask::SacrificeEach => format!("{player} chooses which of theirs to sacrifice"),
            Ask::Discard { random: false } => format!("{player} chooses a card to discard"),
            Ask::Discard { random: true } => {
                format!("a card of {player}'s hand is discarded at random (every outcome)")
            }
            Ask::NewTargets => format!("{player} chooses the copy's targets"),
        },
        Decision::KeepLegend { player } => {
            format!("{player} chooses which legendary permanent to keep (legend rule)")
        }
        Decision::DeclareAttackers(p) => format!("{p} declares attackers"),
        Decision::DeclareBlockers(p) => format!("{p} declares blockers"),
        Decision::AssignCombatDamage(p) => format!("{p} assigns combat damage"),
        Decision::PayMana(p) => {
            format!("{p} pays the mana cost of the spell being cast (mana abilities first)")
        }
        Decision::GameOver(o) => format!("the game is over ({o:?})"),
        Decision::Halted(limit) => {
            format!("the step passed an engine limit and was cut (out of bounds): {limit}")
        }
    }
}

fn targeting(t: &Targets, n: &Namer) -> String {
    if t.is_empty() {
        return String::new();
    }
    let each: Vec<String> = t.iter().map(|t| n.target(t)).collect();
    format!(" targeting {}", each.join(" and "))
}

/// RB 383.1.b: which of simultaneous occurrences serves as "the Nth time" (said only when
/// there was a choice): the object it names, or its place among them.
fn serving(s: &GameState, id: InstanceId, k: u8, n: &Namer) -> String {
    let Some(t) = s.waiting.iter().find(|t| t.id == id) else {
        return String::new();
    };
    if t.alternatives.is_empty() {
        return String::new();
    }
    let serving = match k.checked_sub(1) {
        None => Some(t),
        Some(i) => t.alternatives.get(usize::from(i)),
    };
    match serving.and_then(|t| t.refers.front()) {
        Some(o) => format!(" for the occurrence of {}", n.object(*o)),
        None => format!(" for simultaneous occurrence {}", u16::from(k) + 1),
    }
}

fn paying(pay: &CostPick, n: &Namer) -> String {
    let mut out = String::new();
    if let Some(o) = pay.sacrifice {
        out.push_str(&format!(" sacrificing {}", n.object(o)));
    }
    if let Some(o) = pay.discard {
        out.push_str(&format!(" discarding {}", n.object(o)));
    }
    out
}

/// A choice made in state `s`, in words: "P1 casts Planar Cleansing #2".
pub fn choice(c: &Choice, s: &GameState, pool: &CardPool) -> String {
    let n = Namer::new(pool, s);
    let p = decider(s).map_or("nobody".to_string(), |p| p.to_string());
    match c {
        Choice::PassPriority => format!("{p} passes priority"),
        Choice::CastSpell { card, target, pay } => format!(
            "{p} casts {}{}{}",
            n.object(*card),
            targeting(target, &n),
            paying(pay, &n)
        ),
        Choice::PlayLand { card } => format!("{p} plays {}", n.object(*card)),
        Choice::ActivateAbility {
            source,
            index,
            target,
            pay,
        } => format!(
            "{p} activates {}'s ability {index}{}{}",
            n.object(*source),
            targeting(target, &n),
            paying(pay, &n)
        ),
        Choice::PutTriggerOnStack {
            trigger,
            target,
            mode,
            occurrence,
        } => {
            let mode = mode
                .map(|m| format!(" choosing mode {}", m + 1))
                .unwrap_or_default();
            format!(
                "{p} puts {} on the stack{}{mode}{}",
                n.instance(*trigger),
                targeting(target, &n),
                serving(s, *trigger, *occurrence, &n)
            )
        }
        Choice::DeclineTrigger { trigger } => format!("{p} declines {}", n.instance(*trigger)),
        Choice::Decide(yes) => match s.decision {
            Decision::Resolve {
                ask: Ask::Unless { life },
                ..
            } => match yes {
                true => format!("{p} pays {life} life"),
                false => format!("{p} does not pay {life} life"),
            },
            _ => format!("{p} answers {}", if *yes { "yes" } else { "no" }),
        },
        Choice::Sacrifice(Some(o)) => format!("{p} sacrifices {}", n.object(*o)),
        Choice::Sacrifice(None) => format!("{p} sacrifices nothing"),
        Choice::KeepLegend(o) => format!("{p} keeps {} (legend rule)", n.object(*o)),
        Choice::Discard(o) => format!("{p} discards {}", n.object(*o)),
        Choice::NewTargets(t) => format!("{p} chooses the copy's targets:{}", targeting(t, &n)),
        Choice::DeclareAttackers(a) if a.is_empty() => format!("{p} attacks with nothing"),
        Choice::DeclareAttackers(a) => {
            let each: Vec<String> = a
                .iter()
                .map(|(o, q)| format!("{} at {q}", n.object(*o)))
                .collect();
            format!("{p} attacks with {}", each.join(", "))
        }
        Choice::DeclareBlockers(b) if b.is_empty() => format!("{p} blocks with nothing"),
        Choice::DeclareBlockers(b) => {
            let each: Vec<String> = b
                .iter()
                .map(|(o, a)| format!("{} with {}", n.object(*a), n.object(*o)))
                .collect();
            format!("{p} blocks {}", each.join(", "))
        }
        Choice::StandardMove { unit, to } => format!(
            "{p} moves {} to {}",
            n.object(*unit),
            match to {
                triggerproof_model::state::Location::Base => "its base",
                triggerproof_model::state::Location::Battlefield => "the battlefield",
            }
        ),
        Choice::TurnFaceUp { permanent } => {
            format!("{p} turns {} face up", n.object(*permanent))
        }
        Choice::AssignCombatDamage(d) => {
            format!("{p} assigns combat damage: {}", field::parts(d, &n))
        }
        Choice::PayMana(m) => format!("{p} pays {m} for the spell being cast"),
    }
}

/// Every entry of the journal of a step from `before` (None: the start of play) to `after`,
/// in words.
pub fn step_journal(
    j: &Journal,
    before: Option<&GameState>,
    after: &GameState,
    pool: &CardPool,
) -> Vec<String> {
    // Objects that exist only after the step are named by the state after; the state before
    // wins where an id is in both, and the journal's own zone changes and triggers rename
    // ids in order as they are read.
    let mut n = Namer::new(pool, after);
    if let Some(b) = before {
        n.learn_state(b);
    }
    journal::entries(j, &mut n)
}

/// Whether a journal entry is priority routine ("P1 passes priority", "P2 receives priority"),
/// folded when a run of passes is shown on one line.
pub fn is_routine(h: &Happening) -> bool {
    matches!(h, Happening::Passed(_) | Happening::PriorityGiven(_))
}

/// The one line a run of consecutive "pass priority" steps folds into, from the passing
/// players in order and what their last step's journal did: "P1, P2 pass in succession; the
/// step ends" or "...; the top of the stack resolves".
pub fn folded_passes(players: &[PlayerId], last: &Journal) -> String {
    let mut who: Vec<String> = Vec::new();
    for p in players {
        let p = p.to_string();
        if who.last() != Some(&p) {
            who.push(p);
        }
    }
    let names = if who.len() == 2 {
        format!("both players ({} then {}) pass", who[0], who[1])
    } else {
        format!("{} pass in succession", who.join(", "))
    };
    let began = last.entries.iter().any(|e| {
        matches!(
            e.what,
            Happening::Event(triggerproof_model::journal::Event::StepBegan { .. })
        )
    });
    let resolved = last
        .entries
        .iter()
        .any(|e| matches!(e.what, Happening::Resolving { .. }));
    let then = match (began, resolved) {
        (true, _) => "; the step ends",
        (false, true) => "; the top of the stack resolves",
        _ => "",
    };
    format!("{names}{then}")
}

#[cfg(test)]
mod tests;
