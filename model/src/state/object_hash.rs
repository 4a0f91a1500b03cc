//! An object's hash for fingerprints, in few words: its id and fixed fields packed into two
//! 64-bit words (one flag bit per bool and per optional part that is set), then only the parts
//! that are set, each hashed as before. A word-at-a-time hasher absorbs 2-3 words per plain
//! object where the derived `Hash` wrote some 30 (every bool, byte, empty list's length and
//! option tag). It is a function of the object's value, and the words are self-delimiting (the
//! flags say which parts follow), so distinct objects write distinct word streams.

use super::object::{GameObject, ObjectId};
use std::hash::{Hash, Hasher};

/// The flag bits of the second word.
const TAPPED: u64 = 1;
const FACE_DOWN: u64 = 1 << 1;
const SICK: u64 = 1 << 2;
const DEATHTOUCHED: u64 = 1 << 3;
const ENTERED: u64 = 1 << 4;
const ABILITIES_LOST: u64 = 1 << 5;
const CHOSEN_TO_SACRIFICE: u64 = 1 << 6;
const CAST_FROM_HAND: u64 = 1 << 7;
const CHOSEN_TO_DISCARD: u64 = 1 << 8;
const ONCE_TAKEN: u64 = 1 << 9;
const NTH_SEEN: u64 = 1 << 10;
const COUNTERS: u64 = 1 << 11;
const TRIGGERED_ONCE: u64 = 1 << 12;
const RESOLVED: u64 = 1 << 13;
const UNIT: u64 = 1 << 14;
const ATTACHED_TO: u64 = 1 << 15;
const CONTROL_RETURNS: u64 = 1 << 16;
const EXILED_BY: u64 = 1 << 17;

impl GameObject {
    /// Hashes `(id, self)` in the packed form described above.
    pub(super) fn hash_packed<H: Hasher>(&self, id: ObjectId, h: &mut H) {
        let GameObject {
            card,
            owner,
            controller,
            zone,
            tapped,
            damage,
            face_down,
            once_taken,
            nth_seen,
            counters,
            pump,
            sick,
            deathtouched,
            unit,
            triggered_once,
            attached_to,
            entered_this_turn,
            abilities_lost,
            library_pos,
            chosen_to_sacrifice,
            control_returns,
            resolved,
            cast_from_hand,
            chosen_to_discard,
            exiled_by,
        } = self;
        let bit = |on: bool, b: u64| if on { b } else { 0 };
        let flags = bit(*tapped, TAPPED)
            | bit(*face_down, FACE_DOWN)
            | bit(*sick, SICK)
            | bit(*deathtouched, DEATHTOUCHED)
            | bit(*entered_this_turn, ENTERED)
            | bit(*abilities_lost, ABILITIES_LOST)
            | bit(*chosen_to_sacrifice, CHOSEN_TO_SACRIFICE)
            | bit(*cast_from_hand, CAST_FROM_HAND)
            | bit(*chosen_to_discard, CHOSEN_TO_DISCARD)
            | bit(!once_taken.is_empty(), ONCE_TAKEN)
            | bit(!nth_seen.is_empty(), NTH_SEEN)
            | bit(!counters.is_empty(), COUNTERS)
            | bit(!triggered_once.is_empty(), TRIGGERED_ONCE)
            | bit(!resolved.is_empty(), RESOLVED)
            | bit(*unit != Default::default(), UNIT)
            | bit(attached_to.is_some(), ATTACHED_TO)
            | bit(control_returns.is_some(), CONTROL_RETURNS)
            | bit(exiled_by.is_some(), EXILED_BY);
        h.write_u64(
            u64::from(id.0)
                | u64::from(card.0) << 16
                | u64::from(owner.0) << 32
                | u64::from(controller.0) << 40
                | (*zone as u64) << 48
                | u64::from(*damage) << 56,
        );
        h.write_u64(
            flags
                | u64::from(pump.0 as u8) << 24
                | u64::from(pump.1 as u8) << 32
                | u64::from(*library_pos as u8) << 40
                | u64::from(control_returns.map_or(0, |p| p.0)) << 48,
        );
        if flags & (ONCE_TAKEN | NTH_SEEN | COUNTERS | TRIGGERED_ONCE | RESOLVED) != 0 {
            once_taken.hash(h);
            nth_seen.hash(h);
            counters.hash(h);
            triggered_once.hash(h);
            resolved.hash(h);
        }
        if flags & UNIT != 0 {
            unit.hash(h);
        }
        if let Some(a) = attached_to {
            h.write_u16(a.0);
        }
        if let Some(link) = exiled_by {
            link.hash(h);
        }
    }
}
