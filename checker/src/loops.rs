//! Mandatory loops (CR 104.4b) in words: the board a loop starts from and the triggered
//! abilities that trigger in its cycle, so a report says which cards go round, not only
//! "pass priority -> pass priority -> ...".

use crate::snapshot::Snapshot;
use triggerproof_model::board::Board;
use triggerproof_model::cards::CardPool;
use triggerproof_model::journal::Happening;
use triggerproof_model::state::AbilityOrigin;

/// A starting board in one line: each seat's battlefield and hand, and the step.
pub fn board_words(b: &Board) -> String {
    let seats: Vec<String> = b
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let list = |v: &[String]| {
                if v.is_empty() {
                    "-".to_string()
                } else {
                    v.join(", ")
                }
            };
            let active = if i == b.active as usize { "*" } else { "" };
            format!(
                "P{}{active} battlefield [{}] hand [{}]",
                i + 1,
                list(&p.battlefield),
                list(&p.hand)
            )
        })
        .collect();
    format!("{} ({:?} step)", seats.join("; "), b.step)
}

/// The triggered abilities that trigger during the cycle, in the order they first do: each
/// printed ability by its card's name (and its position on the card when the card has more
/// than one), delayed and reflexive ones by kind. `cycle` is the state after each cycle step.
pub fn cycle_triggers(cycle: &[Snapshot], pool: &CardPool) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for s in cycle {
        for e in &s.journal.entries {
            let Happening::Triggered { origin, .. } = &e.what else {
                continue;
            };
            let name = ability_name(origin, pool);
            if !out.contains(&name) {
                out.push(name);
            }
        }
    }
    out
}

fn ability_name(origin: &AbilityOrigin, pool: &CardPool) -> String {
    match origin {
        AbilityOrigin::Printed { card, index } => {
            let def = pool.get(*card);
            let triggered: Vec<u8> = def.triggered().map(|(i, _)| i).collect();
            match triggered.iter().position(|i| i == index) {
                Some(n) if triggered.len() > 1 => format!("{} (ability {})", def.name, n + 1),
                _ => def.name.clone(),
            }
        }
        AbilityOrigin::Delayed { .. } => "a delayed trigger".into(),
        AbilityOrigin::Reflexive { .. } => "a reflexive trigger".into(),
        AbilityOrigin::Granted { card, .. } => {
            format!("an ability granted by {}", pool.get(*card).name)
        }
    }
}
