//! "This ability triggers only once each turn": a printed limit on a triggered ability. Once the
//! ability of an object has triggered in a turn (CR 603.2 (mtg-2024-11-08): its event occurred
//! and it triggered), that object's ability doesn't trigger again that turn. A permanent that
//! left and came back is a new object with no memory of the old one (CR 400.7 (mtg-2024-11-08)).
//!
//! Models: the record is kept on the object (the indexes of its limited abilities that
//! triggered this turn), cleared as a turn begins (`turn`).
//!
//! Does not model: the limit on abilities granted by other objects (the vocabulary grants none).

use super::Ctx;
use crate::mutant::Mutant;
use crate::state::{GameObject, ObjectId};

/// CR 603.2 + CR 400.7: has the limited ability `index` of object `id` (`o` as the event saw
/// it) triggered this turn? Read from the object as it is now, so that an earlier occurrence
/// of the same event counts. Each object counts its own (the mutant: any object of the same
/// card).
pub(crate) fn triggered_this_turn(ctx: &Ctx, id: ObjectId, o: &GameObject, index: u8) -> bool {
    // Mutant `triggers-once-snapshot`: the object as the event found it, not as it is now.
    let now = ctx.s.object(id).filter(|now| now.card == o.card);
    let o = match now {
        Some(now) if !ctx.mutant(Mutant::TriggersOnceSnapshot) => now,
        _ => o,
    };
    if ctx.mutant(Mutant::TriggersOncePerCard) {
        return ctx
            .s
            .objects
            .values()
            .any(|x| x.card == o.card && x.triggered_once.contains(&index));
    }
    o.triggered_once.contains(&index)
}

/// CR 603.2: the ability of `source` triggered: remembered on that object for the turn (a
/// source that already left can't trigger again as that object, so nothing is kept for it).
pub(crate) fn record(ctx: &mut Ctx, source: ObjectId, index: u8) {
    if let Some(o) = ctx.s.objects.get_mut(&source) {
        if !o.triggered_once.contains(&index) {
            o.triggered_once.push(index);
            o.triggered_once.sort_unstable();
        }
    }
}
