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

/// A trigger instance (id 0) of `origin` from `source` (of `card`), controlled by `controller`,
/// with nothing else known (no referred objects, no last known information, no alternatives):
/// tests set the fields they need with `..instance(...)`.
pub(crate) fn instance(
    origin: triggerproof_model::state::AbilityOrigin,
    source: ObjectId,
    card: CardId,
    controller: PlayerId,
) -> triggerproof_model::state::TriggerInstance {
    triggerproof_model::state::TriggerInstance {
        id: triggerproof_model::state::InstanceId(0),
        origin,
        source,
        source_card: card,
        controller,
        state_trigger: false,
        part_two: false,
        refers: Default::default(),
        x: 0,
        on_stack: None,
        source_lki: None,
        it_lki: None,
        that_player: None,
        that_owner: None,
        alternatives: Vec::new(),
    }
}

/// `card`'s first printed ability (object 0, controlled by P1) triggered as instance `id`,
/// caused by journal entry `cause`.
pub(crate) fn printed_triggered(
    card: CardId,
    id: u8,
    cause: u16,
) -> triggerproof_model::journal::Happening {
    triggerproof_model::journal::Happening::Triggered {
        instance: triggerproof_model::state::InstanceId(id),
        origin: triggerproof_model::state::AbilityOrigin::Printed { card, index: 0 },
        source: ObjectId(0),
        controller: PlayerId(0),
        cause: Some(cause),
        look_back: false,
        additional: false,
        state_trigger: false,
    }
}
