//! The fingerprint table's memory: a zeroed array of `AtomicU64` that costs nothing until
//! touched, backed on Linux by transparent huge pages when it is large.
//!
//! Why huge pages: inserts hit random slots of a table far larger than what the TLB maps with
//! 4 KiB pages (TAS(6): 256 MiB, 65,536 pages), so nearly every insert (and its prefetch) first
//! walks the page tables. With 2 MiB pages the whole table is a few hundred TLB entries. The
//! region is mapped anonymously (zero-filled by the kernel, lazily), aligned to 2 MiB and
//! `madvise(MADV_HUGEPAGE)`d, which is what `transparent_hugepage=madvise` (the usual default)
//! asks for. Where that is unavailable the memory comes from the global allocator.

use std::alloc::{alloc_zeroed, dealloc, handle_alloc_error, Layout};
use std::ops::{Deref, DerefMut};
use std::ptr::NonNull;
use std::sync::atomic::AtomicU64;

/// Huge page size on x86-64 and arm64 Linux.
const HUGE: usize = 2 << 20;

/// Where the memory came from, to give it back the same way.
enum Origin {
    /// `mmap`: the whole mapping (`base`, `len` bytes), of which the slots are an aligned part.
    #[cfg(target_os = "linux")]
    Mapped { base: *mut u8, len: usize },
    /// The global allocator, with this layout (`None` for an empty array).
    Heap(Option<Layout>),
}

/// `len` zeroed atomics.
pub(crate) struct Slots {
    ptr: NonNull<AtomicU64>,
    len: usize,
    origin: Origin,
}

// SAFETY: `Slots` owns its memory exclusively, like a `Box<[AtomicU64]>`, which is Send + Sync.
unsafe impl Send for Slots {}
// SAFETY: as above; shared access only hands out `&[AtomicU64]`.
unsafe impl Sync for Slots {}

impl Slots {
    /// `len` zeroed slots; pages are only committed when first written.
    pub(crate) fn zeroed(len: usize) -> Slots {
        let bytes = len
            .checked_mul(std::mem::size_of::<AtomicU64>())
            .expect("table size overflows");
        #[cfg(target_os = "linux")]
        if bytes >= HUGE {
            if let Some(slots) = map_huge(len, bytes) {
                return slots;
            }
        }
        if bytes == 0 {
            let ptr = NonNull::dangling();
            let origin = Origin::Heap(None);
            return Slots { ptr, len, origin };
        }
        let layout = Layout::array::<AtomicU64>(len).expect("table size overflows");
        // SAFETY: `layout` has non-zero size. All-zero bytes are a valid `AtomicU64`.
        let raw = unsafe { alloc_zeroed(layout) } as *mut AtomicU64;
        let ptr = NonNull::new(raw).unwrap_or_else(|| handle_alloc_error(layout));
        let origin = Origin::Heap(Some(layout));
        Slots { ptr, len, origin }
    }
}

#[cfg(target_os = "linux")]
mod sys {
    use std::ffi::c_void;
    pub const PROT_READ_WRITE: i32 = 0x1 | 0x2;
    pub const MAP_PRIVATE_ANONYMOUS: i32 = 0x02 | 0x20;
    pub const MADV_HUGEPAGE: i32 = 14;
    pub const MADV_DONTNEED: i32 = 4;
    extern "C" {
        pub fn mmap(
            addr: *mut c_void,
            len: usize,
            prot: i32,
            flags: i32,
            fd: i32,
            off: i64,
        ) -> *mut c_void;
        pub fn munmap(addr: *mut c_void, len: usize) -> i32;
        pub fn madvise(addr: *mut c_void, len: usize, advice: i32) -> i32;
    }
}

/// Maps `bytes` (plus slack to align to 2 MiB) of zero pages and asks for huge pages.
#[cfg(target_os = "linux")]
fn map_huge(len: usize, bytes: usize) -> Option<Slots> {
    let total = bytes.checked_add(HUGE)?;
    // SAFETY: an anonymous private mapping at an address the kernel picks touches no existing
    // memory; failure is reported as MAP_FAILED (-1), checked below.
    let base = unsafe {
        sys::mmap(
            std::ptr::null_mut(),
            total,
            sys::PROT_READ_WRITE,
            sys::MAP_PRIVATE_ANONYMOUS,
            -1,
            0,
        )
    };
    if base as isize == -1 || base.is_null() {
        return None;
    }
    let base = base as *mut u8;
    let aligned = base.wrapping_add(base.align_offset(HUGE));
    // SAFETY: `aligned..aligned + bytes` lies inside the mapping (the slack is HUGE bytes).
    // madvise is only advice: if it fails the memory still works, with small pages.
    unsafe { sys::madvise(aligned.cast(), bytes, sys::MADV_HUGEPAGE) };
    let ptr = NonNull::new(aligned as *mut AtomicU64)?;
    let origin = Origin::Mapped { base, len: total };
    Some(Slots { ptr, len, origin })
}

impl Slots {
    /// Whether the slots were mapped for huge pages (a page fault then maps 2 MiB at once).
    pub(crate) fn huge(&self) -> bool {
        #[cfg(target_os = "linux")]
        if let Origin::Mapped { .. } = self.origin {
            return true;
        }
        false
    }
}

impl Slots {
    /// Gives the memory of slots `range` back to the kernel (where the slots were mapped: the
    /// whole 2 MiB pages inside the range), so that they read as zero afterwards and no longer
    /// count in the resident set. Elsewhere a no-op. Used while a grown table is filled from
    /// this one, so that the old and the new table are never both whole in memory.
    pub(crate) fn release(&mut self, range: std::ops::Range<usize>) {
        #[cfg(target_os = "linux")]
        if let Origin::Mapped { .. } = self.origin {
            let (start, end) = (range.start.min(self.len), range.end.min(self.len));
            let size = std::mem::size_of::<AtomicU64>();
            let base = self.ptr.as_ptr() as usize;
            let from = (base + start * size).next_multiple_of(HUGE);
            let to = (base + end * size) / HUGE * HUGE;
            if from < to {
                // SAFETY: `from..to` lies inside this mapping, which `&mut self` owns
                // exclusively; MADV_DONTNEED on private anonymous memory only makes those pages
                // read as zero again, which every slot value may be.
                unsafe {
                    sys::madvise(from as *mut std::ffi::c_void, to - from, sys::MADV_DONTNEED)
                };
            }
        }
        #[cfg(not(target_os = "linux"))]
        let _ = range;
    }
}

impl Drop for Slots {
    fn drop(&mut self) {
        match self.origin {
            #[cfg(target_os = "linux")]
            // SAFETY: `base`/`len` are exactly the mapping made in `map_huge`, unmapped once.
            Origin::Mapped { base, len } => unsafe {
                sys::munmap(base.cast(), len);
            },
            // SAFETY: allocated in `zeroed` with this very layout.
            Origin::Heap(Some(layout)) => unsafe { dealloc(self.ptr.as_ptr().cast(), layout) },
            Origin::Heap(None) => {}
        }
    }
}

impl Deref for Slots {
    type Target = [AtomicU64];
    fn deref(&self) -> &[AtomicU64] {
        // SAFETY: `ptr` points to `len` initialized (zero or since written) atomics we own.
        unsafe { std::slice::from_raw_parts(self.ptr.as_ptr(), self.len) }
    }
}

impl DerefMut for Slots {
    fn deref_mut(&mut self) -> &mut [AtomicU64] {
        // SAFETY: as in `deref`, and `&mut self` makes the access exclusive.
        unsafe { std::slice::from_raw_parts_mut(self.ptr.as_ptr(), self.len) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::Ordering;

    #[test]
    fn small_and_huge_arrays_start_zeroed_and_hold_values() {
        for len in [0, 1, 1000, HUGE / 8, 3 * HUGE / 8 + 5] {
            let mut s = Slots::zeroed(len);
            assert_eq!(s.len(), len);
            assert!(s.iter().all(|a| a.load(Ordering::Relaxed) == 0));
            if len > 1 {
                s[len - 1].store(7, Ordering::Relaxed);
                *s[0].get_mut() = 9;
                assert_eq!(
                    (
                        s[0].load(Ordering::Relaxed),
                        s[len - 1].load(Ordering::Relaxed)
                    ),
                    (9, 7)
                );
            }
        }
    }
}
