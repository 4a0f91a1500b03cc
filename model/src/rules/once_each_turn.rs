//! CR 603.2i: "do this only once each turn". The ability triggers only if its source's
//! controller has not yet taken the action this turn, and the action is carried out only once.
//! Counted per object (CR 400.7: a new object has a fresh count): each object keeps the indexes
//! of its abilities whose action was taken this turn (cleared as a turn begins, in `turn`).
//! RB 383.3.f (riftbound-1.3) limits triggering instead: the mark is made as the ability
//! triggers and removed if its controller leaves it off the Chain (383.3.f.2).
//! SIMPLIFICATION (RB 383.3.f.1): of simultaneous occurrences, the first in event order is the
//! one offered; if it is left off the Chain, the others have already been refused.

use super::characteristics::printed;
use super::Ctx;
use crate::edition::RuleRef;
use crate::journal::Happening;
use crate::mutant::Mutant;
use crate::state::{AbilityOrigin, GameObject, ObjectId, PlayerId, TriggerInstance};
use crate::vocab::CardId;

/// CR 603.2i + CR 400.7: has `controller` taken the action of ability `index` of this object
/// (`o`) this turn? Each object counts its own (the mutant: any object of the same card).
pub(crate) fn taken(ctx: &Ctx, o: &GameObject, index: u8, controller: PlayerId) -> bool {
    let mark = (index, controller);
    if ctx.mutant(Mutant::OnceEachTurnPerCard) {
        return ctx
            .s
            .objects
            .values()
            .any(|x| x.card == o.card && x.once_taken.contains(&mark));
    }
    o.once_taken.contains(&mark)
}

/// CR 603.2i: the instruction is carried out only if not yet done this turn, counted on the
/// source object (CR 400.7: a new object has a fresh count). A source that has left can't take
/// the action again as that object, so nothing is recorded for it.
pub(crate) fn allows(ctx: &mut Ctx, t: &TriggerInstance) -> bool {
    if counts_triggering(ctx) {
        // RB 383.3.f (riftbound-1.3): counted as it triggered; it performs its effect.
        return true;
    }
    let Some(ta) = printed(ctx, t) else {
        return true;
    };
    let AbilityOrigin::Printed { card, index } = t.origin else {
        return true;
    };
    if !ta.once_each_turn {
        return true;
    }
    let source = ctx.obj(t.source).cloned();
    let taken = source
        .as_ref()
        .is_some_and(|o| taken(ctx, o, index, t.controller));
    if taken && !ctx.mutant(Mutant::OnceEachTurnIgnored) {
        ctx.log(
            RuleRef::OnceEachTurn,
            Happening::OnceEachTurnSkipped { instance: t.id },
        );
        return false;
    }
    if let Some(o) = ctx.s.objects.get_mut(&t.source) {
        if !o.once_taken.contains(&(index, t.controller)) {
            o.once_taken.push((index, t.controller));
            o.once_taken.sort_unstable();
        }
    }
    ctx.log(
        RuleRef::OnceEachTurn,
        Happening::OnceEachTurnTaken {
            controller: t.controller,
            card,
            index,
        },
    );
    true
}

/// RB 383.3.f (riftbound-1.3): is "once each turn" counted as the ability triggers (the mutant
/// counts it on resolution, as CR 603.2i does)?
fn counts_triggering(ctx: &Ctx) -> bool {
    ctx.sem().once_each_turn_counts_triggering
        && !ctx.mutant(Mutant::RbOnceEachTurnCountedAtResolution)
}

/// RB 383.3.f (riftbound-1.3): ability `index` of `source` (controlled by `controller`) has
/// triggered: it won't trigger again this turn, as long as it is not left off the Chain.
pub(crate) fn triggered(
    ctx: &mut Ctx,
    source: ObjectId,
    card: CardId,
    index: u8,
    controller: PlayerId,
) {
    if !counts_triggering(ctx) {
        return;
    }
    let Some(o) = ctx.s.objects.get_mut(&source) else {
        return;
    };
    if !o.once_taken.contains(&(index, controller)) {
        o.once_taken.push((index, controller));
        o.once_taken.sort_unstable();
    }
    ctx.log(
        RuleRef::OnceEachTurn,
        Happening::OnceEachTurnTaken {
            controller,
            card,
            index,
        },
    );
}

/// RB 383.3.f (riftbound-1.3): has ability `index` of `source` already triggered this turn, in
/// an earlier occurrence of the same event included (the object as it is now)?
pub(crate) fn triggered_already(
    ctx: &Ctx,
    source: ObjectId,
    index: u8,
    controller: PlayerId,
) -> bool {
    counts_triggering(ctx)
        && ctx
            .s
            .object(source)
            .is_some_and(|o| o.once_taken.contains(&(index, controller)))
}

/// RB 383.3.f.2 (riftbound-1.3): left off the Chain, `t` has not triggered this turn: its
/// count is taken back, so it may trigger again.
pub(crate) fn left_off(ctx: &mut Ctx, t: &TriggerInstance) {
    let AbilityOrigin::Printed { index, .. } = t.origin else {
        return;
    };
    if !counts_triggering(ctx) {
        return;
    }
    if let Some(o) = ctx.s.objects.get_mut(&t.source) {
        o.once_taken.retain(|m| *m != (index, t.controller));
    }
}
