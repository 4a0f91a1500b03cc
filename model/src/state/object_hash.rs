//! An object's hash for fingerprints, in few words: its id and fixed fields packed into two
//! 64-bit words (one flag bit per bool and per optional part that is set), then only the parts
//! that are set, each hashed as before. A word-at-a-time hasher absorbs 2-3 words per plain
//! object where the derived `Hash` wrote some 30 (every bool, byte, empty list's length and
//! option tag). It is a function of the object's value, and the words are self-delimiting (the
//! flags say which parts follow), so distinct objects write distinct word streams.

use super::object::GameObject;
use super::object_parts::{RECORDS, TIMESTAMPS, UNIT};
use crate::ids::ObjectId;
use std::hash::{Hash, Hasher};

impl GameObject {
    /// Hashes `(id, self)` in the packed form described above.
    pub(super) fn hash_packed<H: Hasher>(&self, id: ObjectId, h: &mut H) {
        let GameObject {
            card,
            owner,
            controller,
            zone,
            tapped: _,
            damage,
            face_down: _,
            once_taken,
            nth_seen,
            counters,
            pump,
            sick: _,
            deathtouched: _,
            unit,
            triggered_once,
            attached_to,
            entered_this_turn: _,
            abilities_lost: _,
            timestamp,
            lost_at,
            library_pos,
            chosen_to_sacrifice: _,
            control,
            resolved,
            cast_from_hand: _,
            chosen_to_discard: _,
            kept_by_legend_rule: _,
            exiled_by,
            regeneration_shields,
        } = self;
        // Bools and which optional parts are set (`object_parts.rs`), then the values.
        let parts = self.parts();
        let flags = u64::from(parts);
        h.write_u64(
            u64::from(id.0)
                | u64::from(card.0) << 16
                | u64::from(owner.0) << 32
                | u64::from(controller.0) << 40
                | (*zone as u64) << 48
                | u64::from(*damage & 0xff) << 56,
        );
        // `as u8` on the signed bytes: their bits, not their values (lossless, nothing read back).
        h.write_u64(
            flags
                | u64::from(pump.0 as u8) << 24
                | u64::from(pump.1 as u8) << 32
                | u64::from(*library_pos as u8) << 40
                | u64::from(*regeneration_shields) << 48
                | u64::from(*damage >> 8) << 56,
        );
        if parts & RECORDS != 0 {
            once_taken.hash(h);
            nth_seen.hash(h);
            counters.hash(h);
            triggered_once.hash(h);
            resolved.hash(h);
        }
        if parts & UNIT != 0 {
            unit.hash(h);
        }
        if let Some(a) = attached_to {
            h.write_u16(a.0);
        }
        if let Some(link) = exiled_by {
            link.hash(h);
        }
        if parts & TIMESTAMPS != 0 {
            h.write_u16(u16::from(*timestamp) | u16::from(*lost_at) << 8);
        }
        if let Some(c) = control {
            c.hash(h);
        }
    }
}
