//! Dividing an attacking creature's combat damage among several creatures blocking it (CR
//! 510.1c (mtg-2024-11-08, mtg-2026-01-16); CR 310.2c (mtg-2008-10-01)): the active player's
//! choice as the combat damage step begins, one choice for all their attackers at once
//! (`Decision::AssignCombatDamage`, the decision Riftbound's assignment uses too); and a
//! blocking creature's among the several attackers it blocks (CR 510.1d (mtg-2024-11-08); CR
//! 310.2d (mtg-2008-10-01)): each defending player's choice for their blockers, after the
//! active player's (CR 510.1 (mtg-2024-11-08)), read the same way (no order, no lethal first).
//!
//! Every edition the model has reads the same here: "divided as its controller chooses among
//! them", with no damage assignment order and no lethal damage first (the order of M10, removed
//! again in 2024, is in none of the three texts). So every division is a legal choice: each
//! blocker gets 0 to all of the power, the parts summing to it (C(P+n-1, n-1) divisions of a
//! power P among n blockers). Divisions that lead to the same state merge in the checker; no
//! division is pruned, so none that differs in what can be observed is lost.
//!
//! Trample (CR 702.19b (mtg-2024-11-08), the same in 2026; CR 502.9b (mtg-2008-10-01)) adds one
//! recipient, the player the attacker attacks, written as a part to the attacker itself (an
//! attacker never assigns combat damage to itself, so the pair is free), and one constraint:
//! a division giving that player anything is legal only if every blocker is assigned lethal
//! damage, counting the damage marked on it and the damage other creatures assign it in the
//! same step (the whole division is one choice, so all of it is known), and, under 2024 and
//! 2026, any nonzero amount from a source with deathtouch (CR 702.2c (mtg-2024-11-08)).

use super::Ctx;
use crate::mutant::Mutant;
use crate::state::{Decision, ObjectId, PlayerId};

/// One part of a division: (source, recipient, amount).
pub(crate) type Part = (ObjectId, ObjectId, u16);

/// An attacker that divides: its power (`amount`) and the creatures blocking it (two or more,
/// or one or more with trample).
pub(crate) struct Split {
    pub source: ObjectId,
    pub amount: u16,
    pub among: Vec<ObjectId>,
    /// CR 702.19b (mtg-2024-11-08): it has trample and the player it attacks is still in the
    /// game, so the excess may go to that player (a part to `source` itself).
    pub tramples: bool,
    /// CR 702.2c (mtg-2024-11-08): any nonzero amount it assigns a creature counts as lethal
    /// (never under mtg-2008-10-01, where CR 502.63a (mtg-2008-10-01) makes deathtouch a
    /// triggered ability).
    pub deathtouch: bool,
    /// For each of `among`, in order: the damage lethal to it beyond what creatures that don't
    /// divide assign it in this step (its toughness less the damage marked on it and that
    /// damage; 0 or less: already lethal).
    pub lethal: Vec<i64>,
    /// Mutant `trample-skips-lethal`: the excess goes to the player without lethal damage first.
    pub mutant_skips_lethal: bool,
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
        let ways = compositions(s.amount, s.among.len() + usize::from(s.tramples));
        if out.len().checked_mul(ways.len())? > MAX_DIVISIONS {
            return None;
        }
        let mut next = Vec::with_capacity(out.len() * ways.len());
        for partial in &out {
            for way in &ways {
                let mut with = partial.clone();
                let to_player = s.tramples.then_some(&s.source);
                let recipients = s.among.iter().chain(to_player);
                let parts = recipients.zip(way).filter(|(_, n)| **n > 0);
                with.extend(parts.map(|(to, n)| (s.source, *to, *n)));
                next.push(with);
            }
        }
        out = next;
    }
    out.retain(|parts| splits.iter().all(|s| tramples_legally(s, parts, splits)));
    Some(out)
}

/// CR 702.19b (mtg-2024-11-08), CR 502.9b (mtg-2008-10-01): trampler `s` assigns damage to
/// the player it attacks only once all its blockers are assigned lethal damage, "tak[ing] into
/// account damage already marked on the creature and damage from other creatures that's being
/// assigned during the same combat damage step"; CR 702.2c (mtg-2024-11-08): a nonzero amount
/// from a source with deathtouch is lethal. The mutant `trample-skips-lethal` lets it skip.
fn tramples_legally(s: &Split, parts: &[Part], splits: &[Split]) -> bool {
    let to_player = parts
        .iter()
        .any(|(from, to, n)| *from == s.source && *to == s.source && *n > 0);
    if !s.tramples || !to_player || s.mutant_skips_lethal {
        return true;
    }
    let deathtouch = |from: ObjectId| splits.iter().any(|o| o.source == from && o.deathtouch);
    s.among.iter().zip(&s.lethal).all(|(b, needed)| {
        let to_b = parts.iter().filter(|(_, to, _)| to == b);
        let assigned: i64 = to_b.clone().map(|(_, _, n)| i64::from(*n)).sum();
        to_b.clone().any(|(from, _, n)| *n > 0 && deathtouch(*from)) || assigned >= *needed
    })
}

/// CR 510.1 (mtg-2024-11-08): player `p` announces how each of `splits` assigns its damage
/// (the active player its attackers', a defending player its blockers'). With more than one
/// division they choose (the decision is set and `None` returned); otherwise the one division
/// there is.
pub(crate) fn ask(ctx: &mut Ctx, p: PlayerId, splits: &[Split]) -> Option<Vec<Part>> {
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
    ctx.s.decision = Decision::AssignCombatDamage(p);
    None
}

/// Mutants `damage-to-each-blocker` (attackers' splits) and `blocker-damage-to-each`
/// (blockers'): each creature a source divides among is dealt its whole power, as if it were
/// the only one.
pub(crate) fn each_gets_all(ctx: &Ctx, splits: &[Split], mutant: Mutant) -> Option<Vec<Part>> {
    ctx.mutant(mutant).then(|| {
        splits
            .iter()
            .flat_map(|s| s.among.iter().map(|to| (s.source, *to, s.amount)))
            .collect()
    })
}
