//! Evasion (CR 702.9, 702.17, 702.111 (mtg-2024-11-08); under 2008 CR 502.4 (mtg-2008-10-01)
//! and CR 502.70 (mtg-2008-10-01)): the restrictions flying, reach and menace put on a declaration of blockers, which is illegal
//! if it disobeys any (CR 509.1b (mtg-2024-11-08); CR 309.2a (mtg-2008-10-01)). Each keyword is
//! read through the creature's current characteristics (`AbilityReader`: one that lost its
//! abilities has none).
//!
//! **Models:** a creature with flying blocked only by creatures with flying or reach (702.9b,
//! 702.17b); a creature with menace blocked by two or more creatures or by none (702.111b; not
//! in the 2008 rules, refused there at load by `Feature::Menace`).
//! **Does not model:** other evasion (shadow, horsemanship, landwalk, "can't be blocked").

use super::characteristics::AbilityReader;
use super::Ctx;
use crate::mutant::Mutant;
use crate::state::ObjectId;
use crate::vocab::Keyword;

/// CR 702.9b (mtg-2024-11-08), CR 502.4b (mtg-2008-10-01): "A creature with flying can't be
/// blocked except by creatures with flying and/or reach" (702.17b; 502.70b there). The mutant
/// lets any creature block a flyer.
pub(crate) fn may_block(
    ctx: &Ctx,
    reader: &AbilityReader,
    attacker: ObjectId,
    blocker: ObjectId,
) -> bool {
    !reader.keyword(attacker, Keyword::Flying)
        || reader.keyword(blocker, Keyword::Flying)
        || reader.keyword(blocker, Keyword::Reach)
        || ctx.mutant(Mutant::FlyingBlockedByGround)
}

/// CR 702.111b (mtg-2024-11-08): "A creature with menace can't be blocked except by two or
/// more creatures": a declaration where exactly one creature blocks a menace attacker
/// disobeys it, so it is illegal (CR 509.1b (mtg-2024-11-08)). The mutant allows it.
pub(crate) fn menace_obeyed(
    ctx: &Ctx,
    reader: &AbilityReader,
    attackers: &[ObjectId],
    blocks: &[(ObjectId, ObjectId)],
) -> bool {
    ctx.mutant(Mutant::MenaceBlockedByOne)
        || attackers.iter().all(|a| {
            !reader.keyword(*a, Keyword::Menace)
                || blocks.iter().filter(|(_, on)| on == a).count() != 1
        })
}
