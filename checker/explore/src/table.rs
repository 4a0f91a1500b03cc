//! The visited set: a lock-free open-addressing table of 64-bit fingerprints, sized up front.
//!
//! Slots are `AtomicU64`, 0 meaning empty (fingerprints are never 0, see
//! [`super::fingerprint::ZERO_REMAP`]). Fingerprints are already uniformly distributed, so the
//! home slot is simply the fingerprint's low bits; collisions probe linearly. An insert is one
//! compare-and-swap, so threads never block each other.
//!
//! **Keyed** tables (several workers) give each slot a second word beside the fingerprint, in the
//! same 16 bytes and so the same cache line: the least *key* (see `canonical.rs`: the packed
//! predecessor link) any worker offered the state with, kept by an atomic `fetch_max` on its
//! complement (so that the zeroed word means "no key yet" and the race between the inserter's
//! key and a later finder's is decided by the value, not by who came first). A finder whose key
//! is not smaller only reads the word; old states' keys are always smaller than the current
//! level's, so they are never written again.
//!
//! The table is sized up front for `Config::initial_states` (load <= 0.75) and never resized
//! while workers run: when it gets 3/4 full, workers pause between chunks and the level driver
//! doubles it ([`FpTable::grown`]), up to `(4 * max_states / 3).next_power_of_two()` slots.
//! Doubling re-inserts in slot order, which with linear probing touches memory almost
//! sequentially.

use super::slots::Slots;
use std::sync::atomic::{AtomicU64, Ordering};

/// Outcome of [`FpTable::insert`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Insert {
    /// The fingerprint was absent and is now stored in this entry; the caller owns the new state.
    New(usize),
    /// The fingerprint was already stored.
    Present,
    /// Every slot is taken (cannot happen while the state budget is respected).
    Full,
}

/// Slots per 4 KiB page.
const PAGE_SLOTS: usize = 4096 / std::mem::size_of::<AtomicU64>();

/// Lock-free set of fingerprints.
pub(crate) struct FpTable {
    /// Entries of one word (fingerprint) or, keyed, two (fingerprint, complement of the key).
    slots: Slots,
    /// Entries - 1.
    mask: usize,
    /// Most entries the table may grow to.
    max_len: usize,
    /// log2 of the words per entry: 1 when keyed.
    shift: u32,
}

/// Slots for `states` states at load <= 0.75 (at least 1024). Linear probing stays within one
/// or two cache lines at that load, and a smaller table misses the TLB and caches less.
fn slots_for(states: u64) -> usize {
    let wanted = (states.saturating_mul(4) / 3 + 1)
        .max(1024)
        .next_power_of_two();
    usize::try_from(wanted).expect("state budget exceeds the address space")
}

impl FpTable {
    /// A table sized for `initial` states, allowed to grow to hold `budget` states; `keyed`
    /// (for several workers): with a key per entry.
    pub(crate) fn new(initial: u64, budget: u64, keyed: bool) -> Self {
        let max_len = slots_for(budget);
        FpTable::with_len(slots_for(initial).min(max_len), max_len, u32::from(keyed))
    }

    fn with_len(len: usize, max_len: usize, shift: u32) -> Self {
        let slots = Slots::zeroed(len << shift);
        // Pre-touch every page with a write. Otherwise an insert's first load maps the shared
        // zero page and its compare-and-swap then takes a copy-on-write fault, whose TLB
        // shootdown interrupts every other worker (measured: ~20% of a 2-thread run).
        // With huge pages there are 512 times fewer faults, cheap enough to leave to the workers,
        // which then zero the table's pages in parallel.
        if !slots.huge() {
            for slot in slots.iter().step_by(PAGE_SLOTS) {
                slot.store(0, Ordering::Relaxed);
            }
        }
        FpTable {
            slots,
            mask: len - 1,
            max_len,
            shift,
        }
    }

    /// Entries (states the table has room for at load 1).
    #[inline(always)]
    fn len(&self) -> usize {
        self.mask + 1
    }

    /// The fingerprint word of entry `i`.
    #[inline(always)]
    fn fp_word(&self, i: usize) -> &AtomicU64 {
        &self.slots[i << self.shift]
    }

    /// The key word of entry `i` (keyed tables only).
    #[inline(always)]
    fn key_word(&self, i: usize) -> &AtomicU64 {
        debug_assert_eq!(self.shift, 1, "only keyed tables have keys");
        &self.slots[(i << 1) + 1]
    }

    /// True when `stored` fingerprints make the table over 3/4 full and it may still grow.
    #[inline]
    pub(crate) fn needs_growth(&self, stored: u64) -> bool {
        let len = self.len() as u64;
        stored.saturating_mul(4) > len.saturating_mul(3) && self.len() < self.max_len
    }

    /// A table of twice the size holding the same fingerprints and keys (single-threaded, so
    /// plain loads and stores instead of compare-and-swap).
    pub(crate) fn grown(&self) -> FpTable {
        let mut bigger = FpTable::with_len(self.len() * 2, self.max_len, self.shift);
        let (mask, shift) = (bigger.mask, self.shift);
        for entry in self.slots.chunks(1 << shift) {
            let fp = entry[0].load(Ordering::Relaxed);
            if fp == 0 {
                continue;
            }
            let mut i = (fp as usize) & mask;
            while *bigger.slots[i << shift].get_mut() != 0 {
                i = (i + 1) & mask;
            }
            for (to, from) in bigger.slots[i << shift..].iter_mut().zip(entry) {
                *to.get_mut() = from.load(Ordering::Relaxed);
            }
        }
        bigger
    }

    #[inline(always)]
    fn home(&self, fp: u64) -> usize {
        (fp as usize) & self.mask
    }

    /// Hints the CPU to fetch `fp`'s home entry, so that a later insert hits cache.
    #[inline(always)]
    pub(crate) fn prefetch(&self, fp: u64) {
        prefetch(self.fp_word(self.home(fp)));
    }

    /// Hints the CPU to fetch entry `i`, for a later [`FpTable::key`].
    #[inline(always)]
    pub(crate) fn prefetch_entry(&self, i: usize) {
        prefetch(self.fp_word(i));
    }

    /// Inserts `fp` (non-zero) into a keyed table unless present, and lowers its key to `key`
    /// if that is smaller (new or present: see the module doc).
    #[inline]
    pub(crate) fn insert_keyed(&self, fp: u64, key: u64) -> Insert {
        debug_assert_ne!(fp, 0, "fingerprint 0 is reserved for empty slots");
        let rank = !key;
        let mut i = self.home(fp);
        for _ in 0..self.len() {
            let slot = self.fp_word(i);
            let mut current = slot.load(Ordering::Relaxed);
            if current == 0 {
                match slot.compare_exchange(0, fp, Ordering::Relaxed, Ordering::Relaxed) {
                    Ok(_) => {
                        self.key_word(i).fetch_max(rank, Ordering::Relaxed);
                        return Insert::New(i);
                    }
                    Err(actual) => current = actual,
                }
            }
            if current == fp {
                let best = self.key_word(i);
                if best.load(Ordering::Relaxed) < rank {
                    best.fetch_max(rank, Ordering::Relaxed);
                }
                return Insert::Present;
            }
            i = (i + 1) & self.mask;
        }
        Insert::Full
    }

    /// The least key entry `i` was offered with (read once the workers that offer keys have
    /// finished: the barrier or join that says so orders their writes before this read).
    #[inline]
    pub(crate) fn key(&self, i: usize) -> u64 {
        !self.key_word(i).load(Ordering::Relaxed)
    }

    /// Inserts `fp` (non-zero) unless present, in an unkeyed table only one thread writes: a
    /// plain store instead of a compare-and-swap. A locked read-modify-write waits for every
    /// earlier store of the thread to reach the cache (here: the new states just written to the
    /// next level), and one thread needs none of its atomicity. One worker finds states in
    /// their canonical order, so it needs no keys either.
    #[inline]
    pub(crate) fn insert_single_writer(&self, fp: u64) -> Insert {
        debug_assert_ne!(fp, 0, "fingerprint 0 is reserved for empty slots");
        debug_assert_eq!(self.shift, 0, "a keyed table takes keys");
        let mut i = self.home(fp);
        for _ in 0..self.len() {
            let slot = self.fp_word(i);
            match slot.load(Ordering::Relaxed) {
                0 => {
                    slot.store(fp, Ordering::Relaxed);
                    return Insert::New(i);
                }
                current if current == fp => return Insert::Present,
                _ => i = (i + 1) & self.mask,
            }
        }
        Insert::Full
    }

    /// The entry holding `fp`, if any.
    #[cfg(test)]
    pub(crate) fn entry_of(&self, fp: u64) -> Option<usize> {
        let mut i = self.home(fp);
        loop {
            match self.fp_word(i).load(Ordering::Relaxed) {
                0 => return None,
                current if current == fp => return Some(i),
                _ => i = (i + 1) & self.mask,
            }
        }
    }

    /// Number of entries.
    #[cfg(test)]
    pub(crate) fn capacity(&self) -> usize {
        self.len()
    }
}

/// Hints the CPU to bring `value`'s cache line in (a no-op off x86-64).
#[inline(always)]
pub(crate) fn prefetch<T>(value: &T) {
    #[cfg(target_arch = "x86_64")]
    {
        let ptr = value as *const T as *const i8;
        // SAFETY: prefetching is a hint with no architectural effect, and `ptr` comes from a
        // reference anyway.
        unsafe { std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(ptr) };
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = value;
}
