//! Renaming helpers for the journal events issues 13 and 14 added: attach/unattach events, and
//! the runs of "becomes the target" events, which the engine lists in id order.

use super::ids::Ids;
use triggerproof_model::journal::{Event, Happening, JournalEntry, NotTriggeredReason};

/// An attach or unattach event, renamed.
pub(super) fn attachment(m: &mut impl Ids, e: &Event) -> Event {
    match e {
        Event::Attached { object, to } => {
            let object = m.obj(*object);
            Event::Attached {
                object,
                to: m.obj(*to),
            }
        }
        Event::Unattached { object, from } => {
            let object = m.obj(*object);
            Event::Unattached {
                object,
                from: m.obj(*from),
            }
        }
        _ => unreachable!("attachment takes attach and unattach events"),
    }
}

/// The engine lists the "becomes the target" events of one spell or ability in target order,
/// which is id order (targets are kept sorted): a renamed run is put back in id order.
pub(super) fn became_targets_in_order(entries: &mut [JournalEntry]) {
    let key = |e: &JournalEntry| match e.what {
        Happening::Event(Event::BecameTarget { object, .. }) => Some(object),
        _ => None,
    };
    let of = |e: &JournalEntry| match e.what {
        Happening::Event(Event::BecameTarget { of, .. }) => Some(of),
        _ => None,
    };
    let mut i = 0;
    while i < entries.len() {
        let mut j = i;
        while j < entries.len() && key(&entries[j]).is_some() && of(&entries[j]) == of(&entries[i])
        {
            j += 1;
        }
        entries[i..j].sort_by_key(key);
        i = j.max(i + 1);
    }
}

/// A zone change, renamed (the old and new objects, and what the leaver was attached to).
pub(super) fn zone_change(m: &mut impl Ids, e: &Event) -> Event {
    match e {
        Event::ZoneChange {
            old,
            new,
            card,
            from,
            to,
            controller,
            counters,
            attached_to,
            abilities_lost,
            face_down,
            pump,
            owner,
        } => {
            let old = m.obj(*old);
            let new = new.map(|n| m.obj(n));
            Event::ZoneChange {
                old,
                new,
                card: *card,
                from: *from,
                to: *to,
                controller: *controller,
                counters: counters.clone(),
                attached_to: attached_to.map(|h| m.obj(h)),
                abilities_lost: *abilities_lost,
                face_down: *face_down,
                pump: *pump,
                owner: *owner,
            }
        }
        _ => unreachable!("zone_change takes zone changes"),
    }
}

/// A reason an ability did not trigger, with the object it names renamed.
pub(super) fn not_triggered(m: &mut impl Ids, r: NotTriggeredReason) -> NotTriggeredReason {
    match r {
        NotTriggeredReason::Suppressed { cause, by } => NotTriggeredReason::Suppressed {
            cause,
            by: m.obj(by),
        },
        // RB 383.1.b: the instance the simultaneous occurrence joined.
        NotTriggeredReason::AlternativeOccurrence { of } => {
            NotTriggeredReason::AlternativeOccurrence { of: m.inst(of) }
        }
        other => other,
    }
}
