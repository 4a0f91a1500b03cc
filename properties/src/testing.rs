//! Test helpers shared by the properties' unit tests: hand-built journal events, so that a
//! new fact on an event is added here once instead of in every test's journal.

use triggerproof_model::journal::Event;
use triggerproof_model::state::{ObjectId, PlayerId, Zone};
use triggerproof_model::vocab::CardId;

/// `card` (object `old`) moved from `from` to `to`, becoming `new`; `controller` controlled
/// it and owns it, with no counters, attachment or lost abilities (last known information).
pub(crate) fn zone_change(
    old: ObjectId,
    new: Option<ObjectId>,
    card: CardId,
    from: Option<Zone>,
    to: Zone,
    controller: PlayerId,
) -> Event {
    Event::ZoneChange {
        old,
        new,
        card,
        from,
        to,
        controller,
        counters: Vec::new(),
        attached_to: None,
        abilities_lost: false,
        pump: (0, 0),
        face_down: false,
        owner: controller,
    }
}
