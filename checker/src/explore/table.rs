//! The visited set: a lock-free open-addressing table of 64-bit fingerprints, sized up front.
//!
//! Slots are `AtomicU64`, 0 meaning empty (fingerprints are never 0, see
//! [`super::fingerprint::ZERO_REMAP`]). Fingerprints are already uniformly distributed, so the
//! home slot is simply the fingerprint's low bits; collisions probe linearly. An insert is one
//! compare-and-swap, so threads never block each other. The table never grows: it has
//! `2 * budget.next_power_of_two()` slots, so its load stays at or below 0.5.

use std::alloc::{alloc_zeroed, handle_alloc_error, Layout};
use std::sync::atomic::{AtomicU64, Ordering};

/// Outcome of [`FpTable::insert`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Insert {
    /// The fingerprint was absent and is now stored; the caller owns the new state.
    New,
    /// The fingerprint was already stored.
    Present,
    /// Every slot is taken (cannot happen while the state budget is respected).
    Full,
}

/// Lock-free set of fingerprints.
pub(crate) struct FpTable {
    slots: Box<[AtomicU64]>,
    mask: usize,
}

impl FpTable {
    /// A table for up to `budget` states (load factor <= 0.5), at least 1024 slots.
    pub(crate) fn for_budget(budget: u64) -> Self {
        let wanted = budget.max(512).next_power_of_two().saturating_mul(2);
        let len = usize::try_from(wanted).expect("state budget exceeds the address space");
        FpTable {
            slots: zeroed_atomics(len),
            mask: len - 1,
        }
    }

    #[inline(always)]
    fn home(&self, fp: u64) -> usize {
        (fp as usize) & self.mask
    }

    /// Hints the CPU to fetch `fp`'s home slot, so that a later [`FpTable::insert`] hits cache.
    #[inline(always)]
    pub(crate) fn prefetch(&self, fp: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            let ptr = self.slots[self.home(fp)].as_ptr() as *const i8;
            // SAFETY: prefetching is a hint with no architectural effect; `ptr` points into
            // `self.slots` anyway.
            unsafe { std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(ptr) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = fp;
    }

    /// Inserts `fp` (non-zero) unless present.
    #[inline]
    pub(crate) fn insert(&self, fp: u64) -> Insert {
        debug_assert_ne!(fp, 0, "fingerprint 0 is reserved for empty slots");
        let mut i = self.home(fp);
        for _ in 0..self.slots.len() {
            let slot = &self.slots[i];
            let mut current = slot.load(Ordering::Relaxed);
            if current == 0 {
                match slot.compare_exchange(0, fp, Ordering::Relaxed, Ordering::Relaxed) {
                    Ok(_) => return Insert::New,
                    Err(actual) => current = actual,
                }
            }
            if current == fp {
                return Insert::Present;
            }
            i = (i + 1) & self.mask;
        }
        Insert::Full
    }

    /// Number of slots.
    #[cfg(test)]
    pub(crate) fn capacity(&self) -> usize {
        self.slots.len()
    }
}

/// A boxed slice of `len` zeroed atomics, allocated with `alloc_zeroed` so that large tables cost
/// no time until touched (the OS hands out zero pages lazily).
pub(crate) fn zeroed_atomics(len: usize) -> Box<[AtomicU64]> {
    if len == 0 {
        return Box::new([]);
    }
    let layout = Layout::array::<AtomicU64>(len).expect("table size overflows");
    // SAFETY: `layout` has non-zero size; all-zero bytes are a valid `AtomicU64` (same in-memory
    // representation as `u64`); the pointer comes from the global allocator with this exact
    // layout, which is what `Box<[AtomicU64]>` frees it with.
    unsafe {
        let ptr = alloc_zeroed(layout) as *mut AtomicU64;
        if ptr.is_null() {
            handle_alloc_error(layout);
        }
        Box::from_raw(std::ptr::slice_from_raw_parts_mut(ptr, len))
    }
}
