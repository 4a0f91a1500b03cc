//! Renaming helpers for the journal events issues 13 and 14 added: attach/unattach events, and
//! the runs of "becomes the target" events, which the engine lists in id order.

use super::ids::Ids;
use triggerproof_model::journal::{Event, Happening, JournalEntry};

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
