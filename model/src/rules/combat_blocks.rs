//! One creature blocking several attackers (issue 35): how many attackers a blocker may be
//! declared to block, and the ways it may block them. CR 509.1a (mtg-2024-11-08): "for each of
//! the chosen creatures, the defending player chooses one creature for it to block"; a
//! creature whose text says it "can block an additional creature each combat" or "can block any
//! number of creatures" contradicts that, and the card wins (CR 101.1 (mtg-2024-11-08);
//! CR 103.1 (mtg-2008-10-01), over CR 309.2a (mtg-2008-10-01)), so each attacker chosen for
//! it is one it blocks (CR 509.1g (mtg-2024-11-08): "blocking the attacking creatures chosen
//! for it"; CR 309.2e (mtg-2008-10-01)). The same texts in mtg-2026-01-16.
//!
//! **Models:** a limit of one attacker, two with "can block an additional creature each
//! combat", every attacker attacking its controller with "can block any number of
//! creatures"; each attacker it blocks is chosen as for a single block (restrictions such as
//! flying and protection apply to each pair; menace counts the creatures blocking each
//! attacker, so one creature blocking two menace attackers blocks each alone). Both read
//! through the creature's current characteristics (one that lost its abilities blocks one).
//! **Does not model:** "an additional two creatures", block requirements, creatures put onto
//! the battlefield blocking.

use super::characteristics::AbilityReader;
use super::Ctx;
use crate::mutant::Mutant;
use crate::state::{GameState, ObjectId};
use crate::vocab::Keyword;

/// How many attackers `blocker` may block, of `available` it could block one at a time.
/// CR 509.1a + CR 101.1 (mtg-2024-11-08): one, unless its text says more; the same under
/// CR 309.2a (mtg-2008-10-01) with CR 103.1 (mtg-2008-10-01). The mutant lets every creature
/// block all of them.
pub(crate) fn limit(
    ctx: &Ctx,
    reader: &AbilityReader,
    blocker: ObjectId,
    available: usize,
) -> usize {
    if reader.keyword(blocker, Keyword::CanBlockAnyNumber) || ctx.mutant(Mutant::BlockLimitIgnored)
    {
        available
    } else if reader.keyword(blocker, Keyword::CanBlockAdditional) {
        2.min(available)
    } else {
        1.min(available)
    }
}

/// The ways `blocker` may block, given the attackers it may block one at a time (in attack
/// order): not at all first, then each attacker alone (the order single blocks always had),
/// then each set of two or more attackers up to its `limit`, in attack order.
pub(crate) fn ways(available: &[ObjectId], limit: usize) -> Vec<Vec<ObjectId>> {
    let mut out: Vec<Vec<ObjectId>> = vec![Vec::new()];
    out.extend(
        available
            .iter()
            .take(if limit > 0 { available.len() } else { 0 })
            .map(|a| vec![*a]),
    );
    let mut sets: Vec<Vec<ObjectId>> = available.iter().map(|a| vec![*a]).collect();
    for _ in 2..=limit {
        let mut next = Vec::new();
        for set in &sets {
            let last = set
                .last()
                .and_then(|l| available.iter().position(|a| a == l));
            for a in available.iter().skip(last.map_or(0, |i| i + 1)) {
                let mut with = set.clone();
                with.push(*a);
                next.push(with);
            }
        }
        out.extend(next.iter().cloned());
        sets = next;
    }
    out
}

/// CR 509.1h + CR 510.1c (mtg-2024-11-08): "the number of creatures blocking it" (`blocking`):
/// the creatures blocking attacker `o` now; CR 509.1g + CR 510.1d (mtg-2024-11-08): "the number
/// of creatures it's blocking": the attackers `o` blocks now. A creature removed from combat
/// (CR 506.4) is in neither list; an object not in combat reads 0.
pub(crate) fn count(s: &GameState, o: Option<ObjectId>, blocking: bool) -> Option<i64> {
    let Some(o) = o else {
        return Some(0);
    };
    let n = match blocking {
        true => s.combat.attacker(o).map_or(0, |a| a.blockers.len()),
        false => s
            .combat
            .attackers
            .iter()
            .filter(|a| a.blockers.contains(&o))
            .count(),
    };
    i64::try_from(n).ok()
}

#[cfg(test)]
mod tests {
    use super::ways;
    use crate::state::ObjectId;

    #[test]
    fn ways_list_no_block_singles_then_sets_within_the_limit() {
        let a = [ObjectId(1), ObjectId(2), ObjectId(3)];
        assert_eq!(ways(&a, 1).len(), 4);
        assert_eq!(ways(&a, 2).len(), 1 + 3 + 3);
        assert_eq!(ways(&a, 3).len(), 8);
        assert_eq!(ways(&a, 0), vec![Vec::<ObjectId>::new()]);
        assert_eq!(ways(&a, 2)[4], vec![ObjectId(1), ObjectId(2)]);
    }
}
