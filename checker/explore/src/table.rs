//! The visited set: a lock-free open-addressing table of 64-bit fingerprints, sized up front.
//!
//! Slots are `AtomicU64`, 0 meaning empty (fingerprints are never 0, see
//! [`super::fingerprint::ZERO_REMAP`]). Fingerprints are already uniformly distributed, so the
//! home slot is simply the fingerprint's low bits; collisions probe linearly. An insert is one
//! compare-and-swap, so threads never block each other.
//!
//! With several workers, the least predecessor key of each state new in the current run lives
//! in a separate small table (`keys.rs`), recorded *before* the fingerprint is published here,
//! so the visited table stays one word per state at any thread count.
//!
//! The table is sized up front for `Config::initial_states` (load <= 0.75) and never resized
//! while workers run: when it gets 4/5 full ([`MAX_LOAD`]), workers pause between chunks and
//! the level driver doubles it ([`FpTable::grown`]), up to `(4 * max_states / 3)
//! .next_power_of_two()` slots. Doubling re-inserts in slot order, which with linear probing
//! touches memory almost sequentially, and gives the old table's memory back as it goes.

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

/// The most a table is filled before it doubles (numerator, denominator): 4/5. A power-of-two
/// table is between 2/5 and 4/5 full; at 4/5 an insert of a new fingerprint probes ~13 entries
/// (two cache lines) on average, a duplicate's lookup ~3, and most successors are duplicates.
/// (It was 3/4: `standard`'s 3.1 M states then sat at the edge of doubling 32 MB to 64 MB.)
const MAX_LOAD: (u64, u64) = (4, 5);

/// Slots per 2 MiB page: what [`FpTable::grown`] reads before giving the memory back.
const RELEASE_SLOTS: usize = (2 << 20) / std::mem::size_of::<AtomicU64>();

/// Slots per 4 KiB page.
const PAGE_SLOTS: usize = 4096 / std::mem::size_of::<AtomicU64>();

/// Lock-free set of fingerprints.
pub(crate) struct FpTable {
    /// One fingerprint per entry.
    slots: Slots,
    /// Entries.
    len: usize,
    /// Most entries the table may grow to.
    max_len: usize,
}

/// Slots for `states` states at load <= 0.75 (at least 1024). Linear probing stays within one
/// or two cache lines at that load, and a smaller table misses the TLB and caches less.
/// A power of two up to 2 MiB, then a whole number of 2 MiB pages: a power of two was up to twice
/// that (TAS(6)'s 9.1 M states: 128 MiB at load 0.54 instead of 94 MiB at 0.74), and every page
/// of it is zeroed by the kernel on first touch.
fn slots_for(states: u64) -> usize {
    let wanted = (states.saturating_mul(4) / 3 + 1).max(1024);
    let wanted = match wanted <= RELEASE_SLOTS as u64 {
        true => wanted.next_power_of_two(),
        false => wanted.next_multiple_of(RELEASE_SLOTS as u64),
    };
    usize::try_from(wanted).expect("state budget exceeds the address space")
}

impl FpTable {
    /// A table sized for `initial` states, allowed to grow to hold `budget` states.
    pub(crate) fn new(initial: u64, budget: u64) -> Self {
        let max_len = slots_for(budget);
        FpTable::with_len(slots_for(initial).min(max_len), max_len)
    }

    fn with_len(len: usize, max_len: usize) -> Self {
        let slots = Slots::zeroed(len);
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
            len,
            max_len,
        }
    }

    /// Entries (states the table has room for at load 1).
    #[inline(always)]
    fn len(&self) -> usize {
        self.len
    }

    /// The entry after `i`, wrapping around.
    #[inline(always)]
    fn after(&self, i: usize) -> usize {
        if i + 1 == self.len {
            0
        } else {
            i + 1
        }
    }

    /// Entries, for sizing what goes beside the table.
    pub(crate) fn entries(&self) -> usize {
        self.len()
    }

    /// The fingerprint word of entry `i`.
    #[inline(always)]
    fn fp_word(&self, i: usize) -> &AtomicU64 {
        &self.slots[i]
    }

    /// True when `stored` fingerprints make the table fuller than [`MAX_LOAD`] and it may
    /// still grow.
    #[inline]
    pub(crate) fn needs_growth(&self, stored: u64) -> bool {
        let len = self.len() as u64;
        let (num, den) = MAX_LOAD;
        stored.saturating_mul(den) > len.saturating_mul(num) && self.len() < self.max_len
    }

    /// A table of twice the size holding the same fingerprints (single-threaded, so plain
    /// loads and stores instead of compare-and-swap). This table is emptied on the way: each
    /// 2 MiB part read is given back to the kernel, so the resident peak is the new table, not
    /// both (with linear probing and power-of-two sizes, old entry `i` lands at `i` or
    /// `i + len` or just after, so both tables are walked almost sequentially).
    pub(crate) fn grown(&mut self) -> FpTable {
        let mut bigger = FpTable::with_len(self.len() * 2, self.max_len);
        let len = self.len();
        let part = RELEASE_SLOTS.min(len);
        for begin in (0..len).step_by(part) {
            for slot in &self.slots[begin..begin + part] {
                let fp = slot.load(Ordering::Relaxed);
                if fp == 0 {
                    continue;
                }
                let mut i = bigger.home(fp);
                while *bigger.slots[i].get_mut() != 0 {
                    i = bigger.after(i);
                }
                *bigger.slots[i].get_mut() = fp;
            }
            self.slots.release(begin..begin + part);
        }
        bigger
    }

    /// The entry `fp` would sit in without collisions: its high bits scaled to the table's
    /// length (multiply and shift, as the length need not be a power of two). Monotone in `fp`,
    /// so [`FpTable::grown`] still writes the bigger table almost in order.
    #[inline(always)]
    fn home(&self, fp: u64) -> usize {
        ((u128::from(fp) * self.len as u128) >> 64) as usize
    }

    /// Hints the CPU to fetch `fp`'s home entry, so that a later insert hits cache.
    #[inline(always)]
    pub(crate) fn prefetch(&self, fp: u64) {
        prefetch(self.fp_word(self.home(fp)));
    }

    /// Inserts `fp` (non-zero) unless present, with several writers. `claim` runs (once) before
    /// an empty entry is claimed for `fp` and may refuse (`None`: reported as `Full`); what it
    /// records is visible to every worker that then finds `fp` here (release/acquire). `New`
    /// carries what `claim` returned; `Present` means `fp` was found, inserted by any worker
    /// (`claim` may have run: then another worker's claim for `fp` ran too).
    #[inline]
    pub(crate) fn insert_shared(
        &self,
        fp: u64,
        mut claim: impl FnMut() -> Option<usize>,
    ) -> Insert {
        debug_assert_ne!(fp, 0, "fingerprint 0 is reserved for empty slots");
        let mut claimed = None;
        let mut i = self.home(fp);
        for _ in 0..self.len() {
            let slot = self.fp_word(i);
            let mut current = slot.load(Ordering::Acquire);
            if current == 0 {
                let Some(entry) = claimed.or_else(&mut claim) else {
                    return Insert::Full;
                };
                claimed = Some(entry);
                match slot.compare_exchange(0, fp, Ordering::Release, Ordering::Acquire) {
                    Ok(_) => return Insert::New(entry),
                    Err(actual) => current = actual,
                }
            }
            if current == fp {
                return Insert::Present;
            }
            i = self.after(i);
        }
        Insert::Full
    }

    /// Inserts `fp` (non-zero) unless present, in a table only one thread writes: a plain
    /// store instead of a compare-and-swap. A locked read-modify-write waits for every
    /// earlier store of the thread to reach the cache (here: the new states just written to the
    /// next level), and one thread needs none of its atomicity. One worker finds states in
    /// their canonical order, so it needs no keys either.
    #[inline]
    pub(crate) fn insert_single_writer(&self, fp: u64) -> Insert {
        debug_assert_ne!(fp, 0, "fingerprint 0 is reserved for empty slots");
        let mut i = self.home(fp);
        for _ in 0..self.len() {
            let slot = self.fp_word(i);
            match slot.load(Ordering::Relaxed) {
                0 => {
                    slot.store(fp, Ordering::Relaxed);
                    return Insert::New(i);
                }
                current if current == fp => return Insert::Present,
                _ => i = self.after(i),
            }
        }
        Insert::Full
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
