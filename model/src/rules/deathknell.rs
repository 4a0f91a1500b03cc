//! RB 808.1.d.2 (riftbound-1.4): a permanent's own "when I die" (Deathknell and the like) is
//! triggered by its being killed and sent to the trash, and is added to the Chain before the
//! card moves (808.1.d.2). When the kill is replaced, the card never reaches the trash and the
//! ability is removed from the Chain (808.1.d.1): it did trigger, so abilities watching
//! abilities trigger see it, and it never resolves.
//!
//! Models: a death replaced by a replacement effect ("exile it instead"), under riftbound-1.4.
//! Does not model: riftbound-1.3, whose 808.1.d.1 says the Deathknell "will not occur" (read
//! here as never triggering, as MTG's CR 603.2h has it).

use super::trigger_event::{try_trigger, NewInstance};
use super::{characteristics, Ctx};
use crate::edition::RuleRef;
use crate::journal::{Happening, RemovalReason};
use crate::mutant::Mutant;
use crate::state::{GameObject, ObjectId};

/// The kill of `id` (`o` as it was on the board) was replaced (journal entry `replaced`): under
/// riftbound-1.4 each of its own "when I die" abilities triggers and is removed at once (the
/// mutant triggers nothing).
pub(crate) fn kill_replaced(ctx: &mut Ctx, id: ObjectId, o: &GameObject, replaced: u16) {
    if !ctx.sem().replaced_death_triggers_own_death || ctx.mutant(Mutant::RbReplacedKillSilent) {
        return;
    }
    // CR 613.1f: a permanent that lost its abilities has no "when I die".
    if !characteristics::has_abilities(ctx, id) {
        return;
    }
    let rules = ctx.rules;
    for (index, ta) in characteristics::text_triggered(rules, o.card) {
        if !ta.about_own_death() || ta.is_part_two() {
            continue;
        }
        let new = NewInstance {
            cause: Some(replaced),
            look_back: true,
            ..NewInstance::printed(id, o, index)
        };
        // RB 808.1.d.2 (riftbound-1.4): added to the Chain as a pending item before the move.
        let Some(instance) = try_trigger(ctx, ta, o, new) else {
            continue;
        };
        if let Some(pos) = ctx.s.waiting.iter().position(|t| t.id == instance) {
            ctx.s.waiting.remove(pos);
        }
        // RB 808.1.d.1 (riftbound-1.4): not sent to the trash: the ability is removed from the
        // Chain.
        let h = Happening::RemovedFromStack {
            instance,
            reason: RemovalReason::NotKilled,
        };
        ctx.log(RuleRef::DeathknellKillReplaced, h);
    }
}
