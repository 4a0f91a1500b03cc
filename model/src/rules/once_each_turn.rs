//! CR 603.2i: "do this only once each turn". The ability triggers only if its source's
//! controller has not yet taken the action this turn, and the action is carried out only once.
//! Counted per object (CR 400.7: a new object has a fresh count): each object keeps the indexes
//! of its abilities whose action was taken this turn (cleared as a turn begins, in `turn`).

use super::put_on_stack::printed;
use super::Ctx;
use crate::edition::RuleRef;
use crate::journal::Happening;
use crate::mutant::Mutant;
use crate::state::{AbilityOrigin, GameObject, PlayerId, TriggerInstance};

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
