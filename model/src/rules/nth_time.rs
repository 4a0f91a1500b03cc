//! RB 383.1.b: "the Nth time [event] each turn". The ability triggers only on the Nth occurrence
//! of its condition this turn; if that occurrence is one of several simultaneous ones, each of
//! them is an alternative and the controller picks the one that serves as it is placed: the
//! others are withdrawn, so the ability triggers once.
//!
//! Models: the count per object and ability (as "once each turn" is kept), cleared each turn. The MTG editions have no such rule; the same cards behave the same there.

use super::Ctx;
use crate::edition::RuleRef;
use crate::journal::{Happening, RemovalReason};
use crate::mutant::Mutant;
use crate::state::{GameObject, ObjectId, TriggerInstance};

/// Counts one occurrence for ability `index` of object `id` (`o` as it is seen); true if this
/// occurrence may trigger the ability: it is the Nth, or a later one of the same batch as the
/// Nth (an alternative to it). `batch` lists the (source, ability) pairs that reached their Nth
/// occurrence in this batch. The count is the object's own: a copy of the card, or the card as
/// a new object after a zone change (CR 400.7 as Riftbound's objects follow it), counts apart
/// (the mutant shares one count among the objects of a card and controller).
pub(crate) fn occurs(
    ctx: &mut Ctx,
    id: ObjectId,
    o: &GameObject,
    index: u8,
    n: u8,
    batch: &mut Vec<(ObjectId, u8)>,
) -> bool {
    let own = |x: &GameObject| {
        x.nth_seen
            .iter()
            .find(|(i, _)| *i == index)
            .map_or(0, |(_, k)| *k)
    };
    let current = ctx.s.object(id).map_or_else(|| own(o), own);
    let shared: u8 = if ctx.mutant(Mutant::NthTimePerCard) {
        ctx.s
            .objects
            .iter()
            .filter(|(j, x)| **j != id && x.card == o.card && x.controller == o.controller)
            .map(|(_, x)| own(x))
            .sum()
    } else {
        0
    };
    let seen = current.saturating_add(shared).saturating_add(1);
    if let Some(x) = ctx.s.objects.get_mut(&id) {
        x.nth_seen.retain(|(i, _)| *i != index);
        x.nth_seen.push((index, current.saturating_add(1)));
        x.nth_seen.sort_unstable();
    }
    // Saturates at 255: past the Nth, only "later than the Nth" matters, never the count.
    if seen == n && current.saturating_add(shared) < n {
        batch.push((id, index));
        return true;
    }
    seen > n && batch.contains(&(id, index))
}

/// RB 383.1.b: `placed` is the chosen occurrence; the other waiting instances of the same
/// ability and controller are withdrawn (the mutant keeps them all).
pub(crate) fn withdraw_alternatives(ctx: &mut Ctx, placed: &TriggerInstance) {
    if ctx.mutant(Mutant::NthTimeEveryInstance) {
        return;
    }
    let others: Vec<_> = ctx
        .s
        .waiting
        .iter()
        .filter(|t| t.origin == placed.origin && t.controller == placed.controller)
        .map(|t| t.id)
        .collect();
    for id in others {
        // By position: imbl 5.0.0's `Vector::retain` crashed here (a use after free while
        // dropping the removed element, seen under the nth-time family).
        if let Some(pos) = ctx.s.waiting.iter().position(|t| t.id == id) {
            ctx.s.waiting.remove(pos);
        }
        let h = Happening::RemovedFromStack {
            instance: id,
            reason: RemovalReason::NotChosen,
        };
        ctx.log(RuleRef::NthTime, h);
    }
}
