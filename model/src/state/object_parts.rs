//! Which of an object's parts are set, as one word: a bit per `bool` field and per optional
//! part that holds something (a non-empty list, a `Some`, a non-zero number). The fingerprint
//! (`object_hash.rs`) and the frontier codec (checker's `compact/game.rs`) both write this word
//! and then only the parts it names, so an object with nothing unusual costs a few bytes.

use super::object::GameObject;

pub const TAPPED: u32 = 1;
pub const FACE_DOWN: u32 = 1 << 1;
pub const SICK: u32 = 1 << 2;
pub const DEATHTOUCHED: u32 = 1 << 3;
pub const ENTERED: u32 = 1 << 4;
pub const ABILITIES_LOST: u32 = 1 << 5;
pub const CHOSEN_TO_SACRIFICE: u32 = 1 << 6;
pub const CAST_FROM_HAND: u32 = 1 << 7;
pub const CHOSEN_TO_DISCARD: u32 = 1 << 8;
pub const ONCE_TAKEN: u32 = 1 << 9;
pub const NTH_SEEN: u32 = 1 << 10;
pub const COUNTERS: u32 = 1 << 11;
pub const TRIGGERED_ONCE: u32 = 1 << 12;
pub const RESOLVED: u32 = 1 << 13;
pub const UNIT: u32 = 1 << 14;
pub const ATTACHED_TO: u32 = 1 << 15;
pub const CONTROL: u32 = 1 << 16;
pub const EXILED_BY: u32 = 1 << 17;
pub const PUMP: u32 = 1 << 18;
pub const LIBRARY_POS: u32 = 1 << 19;
pub const DAMAGE: u32 = 1 << 20;
pub const TIMESTAMPS: u32 = 1 << 21;
pub const KEPT_BY_LEGEND_RULE: u32 = 1 << 22;
pub const REGENERATION: u32 = 1 << 23;
/// The per-turn and per-resolution records (lists).
pub const RECORDS: u32 = ONCE_TAKEN | NTH_SEEN | COUNTERS | TRIGGERED_ONCE | RESOLVED;

impl GameObject {
    /// The bits above for this object (every field is named, so a new one must be placed).
    pub fn parts(&self) -> u32 {
        let GameObject {
            card: _,
            owner: _,
            controller: _,
            zone: _,
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
            timestamp,
            lost_at,
            library_pos,
            chosen_to_sacrifice,
            control,
            resolved,
            cast_from_hand,
            chosen_to_discard,
            kept_by_legend_rule,
            exiled_by,
            regeneration_shields,
        } = self;
        let bit = |on: bool, b: u32| if on { b } else { 0 };
        bit(*tapped, TAPPED)
            | bit(*face_down, FACE_DOWN)
            | bit(*sick, SICK)
            | bit(*deathtouched, DEATHTOUCHED)
            | bit(*entered_this_turn, ENTERED)
            | bit(*abilities_lost, ABILITIES_LOST)
            | bit(*chosen_to_sacrifice, CHOSEN_TO_SACRIFICE)
            | bit(*cast_from_hand, CAST_FROM_HAND)
            | bit(*chosen_to_discard, CHOSEN_TO_DISCARD)
            | bit(*kept_by_legend_rule, KEPT_BY_LEGEND_RULE)
            | bit(!once_taken.is_empty(), ONCE_TAKEN)
            | bit(!nth_seen.is_empty(), NTH_SEEN)
            | bit(!counters.is_empty(), COUNTERS)
            | bit(!triggered_once.is_empty(), TRIGGERED_ONCE)
            | bit(!resolved.is_empty(), RESOLVED)
            | bit(*unit != Default::default(), UNIT)
            | bit(attached_to.is_some(), ATTACHED_TO)
            | bit(control.is_some(), CONTROL)
            | bit(exiled_by.is_some(), EXILED_BY)
            | bit(*pump != (0, 0), PUMP)
            | bit(*library_pos != 0, LIBRARY_POS)
            | bit(*damage != 0, DAMAGE)
            | bit(*timestamp != 0 || *lost_at != 0, TIMESTAMPS)
            | bit(*regeneration_shields != 0, REGENERATION)
    }
}
