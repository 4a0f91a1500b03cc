//! Look-back for a public object put into a hand or library (CR 603.10a (mtg-2024-11-08);
//! CR 410.10d (mtg-2008-10-01): "put into a hand or library from a public zone"): "whenever a
//! creature is put into your hand from the battlefield" and "whenever a permanent is put into a
//! library from the battlefield" are judged in the state before the event, so a watcher that is
//! returned in the same event (a mass bounce) still sees every creature returned with it.
//!
//! Models: `leaves-zone { from, to = hand / library }` out of a public zone (the battlefield, a
//! graveyard, exile, the stack). Riftbound has no such look-back (RB 383.2.c.2: an ability whose
//! source leaves at the same time does not trigger). Does not model: a face-down exiled card
//! (not public) counted apart from a face-up one.

use super::Ctx;
use crate::mutant::Mutant;
use crate::semantics::LookBack;
use crate::state::Zone;

/// Does a "whenever [...] is put into `to` from `from`" ability look back? `None` when `to` is
/// no hand or library out of a public zone (the other rules decide).
pub(crate) fn looks_back(ctx: &Ctx, from: Zone, to: Option<Zone>) -> Option<bool> {
    let into_hidden = matches!(to, Some(Zone::Hand | Zone::Library));
    if !into_hidden || from.is_hidden() {
        return None;
    }
    // Mutant `put-into-hand-judged-after`: judged after the event, as an ordinary trigger.
    if ctx.mutant(Mutant::PutIntoHandJudgedAfter) {
        return Some(false);
    }
    // CR 603.10a (mtg-2024-11-08) + CR 410.10d (mtg-2008-10-01): a public object put into a
    // hand or library looks back; RB 383.2.c.2: Riftbound does not look back.
    Some(ctx.sem().look_back == LookBack::LeavesAbilities)
}
