//! Dividing an attacking creature's combat damage among several creatures blocking it (CR
//! 510.1c (mtg-2024-11-08, mtg-2026-01-16); CR 310.2c (mtg-2008-10-01)): the active player's
//! choice as the combat damage step begins, one choice for all their attackers at once
//! (`Decision::AssignCombatDamage`, the decision Riftbound's assignment uses too).
//!
//! Every edition the model has reads the same here: "divided as its controller chooses among
//! them", with no damage assignment order and no lethal damage first (the order of M10, removed
//! again in 2024, is in none of the three texts). So every division is a legal choice: each
//! blocker gets 0 to all of the power, the parts summing to it (C(P+n-1, n-1) divisions of a
//! power P among n blockers). Divisions that lead to the same state merge in the checker; no
//! division is pruned, so none that differs in what can be observed is lost.

use super::Ctx;
use crate::mutant::Mutant;
use crate::state::{Decision, ObjectId};

/// One part of a division: (source, recipient, amount).
pub(crate) type Part = (ObjectId, ObjectId, u16);

/// An attacker that divides: its power (`amount`) and the creatures blocking it (two or more).
pub(crate) struct Split {
    pub source: ObjectId,
    pub amount: u16,
    pub among: Vec<ObjectId>,
}

/// The bound on the divisions of one step the model enumerates; a board past it halts (never
/// a partial exploration reported as complete).
const MAX_DIVISIONS: usize = 4096;

/// Every way to divide `power` among `n` recipients (each part 0 or more, summing to `power`).
fn compositions(power: u16, n: usize) -> Vec<Vec<u16>> {
    if n <= 1 {
        return vec![vec![power]; n];
    }
    let mut out = Vec::new();
    for first in (0..=power).rev() {
        for mut rest in compositions(power - first, n - 1) {
            rest.insert(0, first);
            out.push(rest);
        }
    }
    out
}

/// The divisions of every split at once, as parts (zero parts left out).
pub(crate) fn divisions(splits: &[Split]) -> Option<Vec<Vec<Part>>> {
    let mut out: Vec<Vec<Part>> = vec![Vec::new()];
    for s in splits {
        let ways = compositions(s.amount, s.among.len());
        if out.len().checked_mul(ways.len())? > MAX_DIVISIONS {
            return None;
        }
        let mut next = Vec::with_capacity(out.len() * ways.len());
        for partial in &out {
            for way in &ways {
                let mut with = partial.clone();
                let parts = s.among.iter().zip(way).filter(|(_, n)| **n > 0);
                with.extend(parts.map(|(to, n)| (s.source, *to, *n)));
                next.push(with);
            }
        }
        out = next;
    }
    Some(out)
}

/// CR 510.1 (mtg-2024-11-08): the active player announces how each attacking creature assigns
/// its damage. With a split that has more than one division, they choose (the decision is set
/// and `None` returned); otherwise the one division there is.
pub(crate) fn ask(ctx: &mut Ctx, splits: &[Split]) -> Option<Vec<Part>> {
    if splits.is_empty() {
        return Some(Vec::new());
    }
    let Some(mut all) = divisions(splits) else {
        ctx.halt(crate::state::Limit::Count);
        return Some(Vec::new());
    };
    if all.len() == 1 {
        return all.pop();
    }
    ctx.s.decision = Decision::AssignCombatDamage(ctx.s.active);
    None
}

/// Mutant `damage-to-each-blocker`: each of several blockers is dealt the attacker's whole
/// power, as if each were its only blocker.
pub(crate) fn each_gets_all(ctx: &Ctx, splits: &[Split]) -> Option<Vec<Part>> {
    ctx.mutant(Mutant::DamageToEachBlocker).then(|| {
        splits
            .iter()
            .flat_map(|s| s.among.iter().map(|to| (s.source, *to, s.amount)))
            .collect()
    })
}
