//! The least keys of one worker run's new states, when several workers run (`canonical.rs`).
//!
//! Only the states found in the current run can still have their predecessor link lowered: an
//! older state's least link was final when its own run ended. So the keys live beside the
//! fingerprint table, not in it: a small open-addressing table of (fingerprint, complement of
//! the least key) pairs holding exactly the run's new states, emptied entry by entry as the
//! workers read their states' keys ([`KeyTable::take`]) after the run's barrier. The visited
//! table keeps one word per state at any thread count (it used to carry a key word per entry at
//! 2+ threads: 16 bytes per state instead of 8).
//!
//! Order of writes: a worker about to claim an empty visited-table entry for a fingerprint first
//! records its key here ([`KeyTable::offer`]), then publishes the fingerprint with a release
//! compare-and-swap. A worker that finds the fingerprint (acquire) therefore also finds its
//! entry here ([`KeyTable::lower`]); one that finds no entry here found an older state.

use super::slots::Slots;
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;

/// A new state's placeholder for its key when the key is in the overflow map: this bit plus the
/// index of its fingerprint in the worker's `LevelOut::overflow` (table entries are far below).
pub(crate) const OVERFLOW_BIT: u64 = 1 << 63;

/// Where a state's key is kept: an entry of the table, or (the table full) the overflow map.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum KeySlot {
    Entry(usize),
    Overflow,
}

/// Keys of the current run's new states: entries of two words, (fingerprint, !least key).
pub(crate) struct KeyTable {
    slots: Slots,
    /// Entries - 1.
    mask: usize,
    /// An entry may have been left behind (a state deferred after its key was recorded): the
    /// table is cleared whole before the next run.
    stale: bool,
    /// Keys of states that found every entry taken (the run outgrew the table between two
    /// checks of `is_filled_by`): rare, so a lock is enough. The table only fills up during a
    /// run, so a fingerprint is either in the table or, if it was full, here.
    overflow: Mutex<HashMap<u64, u64>>,
    overflowed: AtomicBool,
}

impl KeyTable {
    /// A table with room for `states` new states at load 3/4 (at least [`MIN_ENTRIES`]).
    pub(crate) fn for_states(states: u64) -> KeyTable {
        KeyTable::with_len(entries_for(states))
    }

    fn with_len(len: usize) -> KeyTable {
        KeyTable {
            slots: Slots::zeroed(len * 2),
            mask: len - 1,
            stale: false,
            overflow: Mutex::new(HashMap::new()),
            overflowed: AtomicBool::new(false),
        }
    }

    /// Entries.
    #[inline(always)]
    pub(crate) fn len(&self) -> usize {
        self.mask + 1
    }

    /// Whether `fresh` new states in one run fill it past 3/4.
    #[inline]
    pub(crate) fn is_filled_by(&self, fresh: u64) -> bool {
        fresh.saturating_mul(4) > (self.len() as u64).saturating_mul(3)
    }

    /// Records `key` for `fp`, a state new in this run: creates its entry or lowers the key
    /// there (in the overflow map if every entry is taken).
    #[inline]
    pub(crate) fn offer(&self, fp: u64, key: u64) -> KeySlot {
        let rank = !key;
        let mut i = (fp as usize) & self.mask;
        for _ in 0..self.len() {
            let word = &self.slots[i << 1];
            let mut current = word.load(Ordering::Relaxed);
            if current == 0 {
                match word.compare_exchange(0, fp, Ordering::Relaxed, Ordering::Relaxed) {
                    Ok(_) => current = fp,
                    Err(actual) => current = actual,
                }
            }
            if current == fp {
                self.lower_at(i, rank);
                return KeySlot::Entry(i);
            }
            i = (i + 1) & self.mask;
        }
        let mut map = self.overflow.lock().unwrap_or_else(|e| e.into_inner());
        self.overflowed.store(true, Ordering::Relaxed);
        let least = map.entry(fp).or_insert(key);
        *least = (*least).min(key);
        KeySlot::Overflow
    }

    /// Lowers `fp`'s key to `key` if `fp` is a state of this run; false if it is not here (an
    /// older state, whose link is final).
    #[inline]
    pub(crate) fn lower(&self, fp: u64, key: u64) -> bool {
        let mut i = (fp as usize) & self.mask;
        for _ in 0..self.len() {
            match self.slots[i << 1].load(Ordering::Relaxed) {
                0 => return false,
                current if current == fp => {
                    self.lower_at(i, !key);
                    return true;
                }
                _ => i = (i + 1) & self.mask,
            }
        }
        // Every entry taken: `fp` is in the overflow map if it is new in this run.
        let mut map = self.overflow.lock().unwrap_or_else(|e| e.into_inner());
        match map.get_mut(&fp) {
            Some(least) => {
                *least = (*least).min(key);
                true
            }
            None => false,
        }
    }

    #[inline(always)]
    fn lower_at(&self, i: usize, rank: u64) {
        let best = &self.slots[(i << 1) + 1];
        if best.load(Ordering::Relaxed) < rank {
            best.fetch_max(rank, Ordering::Relaxed);
        }
    }

    /// Hints the CPU to fetch `fp`'s home entry, for a later [`KeyTable::offer`] or
    /// [`KeyTable::lower`] (the worker prefetches a batch of successors before inserting it).
    #[inline(always)]
    pub(crate) fn prefetch(&self, fp: u64) {
        super::table::prefetch(&self.slots[((fp as usize) & self.mask) << 1]);
    }

    /// Hints the CPU to fetch entry `i`, for a later [`KeyTable::take`].
    #[inline(always)]
    pub(crate) fn prefetch_entry(&self, i: usize) {
        super::table::prefetch(&self.slots[i << 1]);
    }

    /// The least key entry `i` was offered with, emptying the entry. Only once no worker offers
    /// any more (after the run's barrier: emptying an entry would cut other entries' probe
    /// chains), and each entry by the one worker that owns its state: no other thread touches
    /// it then, so a plain load and stores do (a swap is a locked instruction).
    #[inline]
    pub(crate) fn take(&self, i: usize) -> u64 {
        let best = &self.slots[(i << 1) + 1];
        let key = !best.load(Ordering::Relaxed);
        best.store(0, Ordering::Relaxed);
        self.slots[i << 1].store(0, Ordering::Relaxed);
        key
    }

    /// The least key of `fp`, kept in the overflow map, removing it.
    pub(crate) fn take_overflow(&self, fp: u64) -> u64 {
        let mut map = self.overflow.lock().unwrap_or_else(|e| e.into_inner());
        map.remove(&fp)
            .expect("an overflowing state's key is in the map")
    }

    /// Notes that an entry may have been left behind (see `stale`).
    pub(crate) fn mark_stale(&mut self) {
        self.stale = true;
    }

    /// Empty, with room for `states` new states in the next run, but at most `most` entries
    /// (between runs only). A run that fills the table stops early and the level goes on in
    /// another run, so the cap trades a few more runs for memory.
    pub(crate) fn prepare(&mut self, states: u64, most: usize) {
        let overflowed = std::mem::take(self.overflowed.get_mut());
        if (overflowed || self.is_filled_by(states)) && self.len() < most {
            let most = most.next_power_of_two();
            *self = KeyTable::with_len(entries_for(states.saturating_mul(2)).min(most));
        } else if self.stale {
            *self = KeyTable::with_len(self.len());
        } else {
            self.overflow
                .get_mut()
                .unwrap_or_else(|e| e.into_inner())
                .clear();
        }
    }
}

/// The fewest entries (tiny in tests, so that toy explorations fill the table, overflow and
/// grow it).
const MIN_ENTRIES: u64 = if cfg!(test) { 8 } else { 4096 };

/// Entries for `states` at load <= 3/4: a power of two, at least [`MIN_ENTRIES`].
fn entries_for(states: u64) -> usize {
    let len = (states.saturating_mul(4) / 3 + 1)
        .max(MIN_ENTRIES)
        .next_power_of_two();
    usize::try_from(len).expect("key table exceeds the address space")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_the_least_key_and_empties_on_take() {
        let keys = KeyTable::for_states(10);
        let KeySlot::Entry(e) = keys.offer(0x1234, 9) else {
            panic!("room")
        };
        assert_eq!(keys.offer(0x1234, 4), KeySlot::Entry(e));
        assert!(keys.lower(0x1234, 7));
        assert!(
            !keys.lower(0x9999, 1),
            "an absent fingerprint is an older state"
        );
        assert_eq!(keys.take(e), 4);
        assert!(!keys.lower(0x1234, 1), "taken entries are empty");
    }

    #[test]
    fn colliding_fingerprints_probe_on() {
        let keys = KeyTable::for_states(10);
        let len = keys.len() as u64;
        let (a, b) = (5, 5 + len);
        let (KeySlot::Entry(ea), KeySlot::Entry(eb)) = (keys.offer(a, 1), keys.offer(b, 2)) else {
            panic!("room")
        };
        assert_ne!(ea, eb);
        assert!(keys.lower(b, 0));
        assert_eq!((keys.take(ea), keys.take(eb)), (1, 0));
    }

    #[test]
    fn a_full_table_overflows_into_the_map() {
        let keys = KeyTable::for_states(0);
        let len = keys.len() as u64;
        for fp in 1..=len {
            assert!(matches!(keys.offer(fp, fp), KeySlot::Entry(_)));
        }
        assert_eq!(keys.offer(len + 1, 8), KeySlot::Overflow);
        assert_eq!(keys.offer(len + 1, 5), KeySlot::Overflow);
        assert!(keys.lower(len + 1, 6));
        assert!(!keys.lower(len + 2, 6), "absent from table and map: older");
        assert_eq!(keys.take_overflow(len + 1), 5);
    }
}
