//! RB 383.1.b: "the Nth time [event] each turn". The ability triggers only on the Nth occurrence
//! of its condition this turn; if that occurrence is one of several simultaneous ones, each of
//! them is an alternative and the controller picks the one that serves as it is placed: the
//! others are withdrawn, so the ability triggers once.
//!
//! Models: the count per controller, card and ability (as "once each turn" is kept), cleared
//! each turn. The MTG editions have no such rule; the same cards behave the same there.

use super::Ctx;
use crate::edition::RuleRef;
use crate::journal::{Happening, RemovalReason};
use crate::mutant::Mutant;
use crate::state::{ObjectId, OnceKey, TriggerInstance};

/// Counts one occurrence for `key`; true if this occurrence may trigger the ability: it is the
/// Nth, or a later one of the same batch as the Nth (an alternative to it). `batch` lists the
/// (source, ability) pairs that reached their Nth occurrence in this batch.
pub(crate) fn occurs(
    ctx: &mut Ctx,
    key: OnceKey,
    n: u8,
    source: ObjectId,
    batch: &mut Vec<(ObjectId, u8)>,
) -> bool {
    let before = ctx.s.nth_seen.get(&key).copied().unwrap_or(0);
    // Saturates at 255: past the Nth, only "later than the Nth" matters, never the count.
    let seen = before.saturating_add(1);
    ctx.s.nth_seen.insert(key, seen);
    if seen == n && before < n {
        batch.push((source, key.index));
        return true;
    }
    seen > n && batch.contains(&(source, key.index))
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
