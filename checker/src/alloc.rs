//! The binaries' global allocator: mimalloc for small blocks, the system allocator for large ones.
//!
//! Exploring a game allocates and frees persistent-collection nodes for every state: glibc's
//! malloc and free were ~21% of a standard-preset run, and mimalloc's thread-local free lists
//! make that ~10% faster overall. But the explorer also grows a few very large vectors (BFS
//! levels, predecessor links): glibc grows those in place with `mremap`, while mimalloc copies,
//! so the old and new buffers coexist and peak memory rose by a third on TAS(6). Blocks of
//! [`LARGE`] bytes or more therefore go to the system allocator.
//!
//! glibc maps such a block only while it is above its *dynamic* mmap threshold, which rises to
//! the size of every mapped block freed (up to 32 MiB): after the first frontier segment or
//! level buffer is freed, the next ones come from glibc's heaps, which keep freed blocks instead
//! of giving them back (`standard` at 2 threads grew ~100 MB past what the explorer holds). So
//! the first large block fixes the threshold at [`LARGE`] (`mallopt`, which also stops the
//! adjustment): every large block is then its own mapping, grown with `mremap` and unmapped
//! when freed.

use std::alloc::{GlobalAlloc, Layout, System};

/// Blocks at least this large go to the system allocator.
pub const LARGE: usize = 1 << 20;

/// mimalloc below [`LARGE`] bytes, the system allocator from there on.
pub struct Hybrid;

fn large(size: usize) -> bool {
    size >= LARGE
}

/// Fixes glibc's mmap threshold at [`LARGE`] once (see the module comment).
#[inline]
fn map_large_blocks() {
    use std::sync::atomic::{AtomicBool, Ordering};
    static DONE: AtomicBool = AtomicBool::new(false);
    if !DONE.load(Ordering::Relaxed) && !DONE.swap(true, Ordering::Relaxed) {
        #[cfg(all(target_os = "linux", target_env = "gnu"))]
        {
            extern "C" {
                fn mallopt(param: i32, value: i32) -> i32;
            }
            const M_MMAP_THRESHOLD: i32 = -3;
            // SAFETY: mallopt only changes glibc's allocation policy; LARGE fits in an i32.
            unsafe { mallopt(M_MMAP_THRESHOLD, LARGE as i32) };
        }
    }
}

// SAFETY: every block is freed (and reallocated) by the allocator that made it: which one is
// decided by the block's size, and Rust passes `dealloc` and `realloc` the layout the block was
// allocated with. A reallocation that crosses `LARGE` allocates with the other allocator,
// copies the smaller of the two sizes and frees the old block with its own.
unsafe impl GlobalAlloc for Hybrid {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: forwarded with the caller's guarantees.
        unsafe {
            if large(layout.size()) {
                map_large_blocks();
                System.alloc(layout)
            } else {
                mimalloc::MiMalloc.alloc(layout)
            }
        }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: forwarded with the caller's guarantees.
        unsafe {
            if large(layout.size()) {
                map_large_blocks();
                System.alloc_zeroed(layout)
            } else {
                mimalloc::MiMalloc.alloc_zeroed(layout)
            }
        }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: `ptr` was allocated with `layout`, so by the allocator its size selects.
        unsafe {
            if large(layout.size()) {
                System.dealloc(ptr, layout)
            } else {
                mimalloc::MiMalloc.dealloc(ptr, layout)
            }
        }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: same allocator on both sides: forwarded. Otherwise a fresh block from the new
        // size's allocator, a copy of the bytes both blocks hold, and the old block freed by its
        // own allocator (`ptr` was allocated with `layout`).
        unsafe {
            match (large(layout.size()), large(new_size)) {
                (true, true) => System.realloc(ptr, layout, new_size),
                (false, false) => mimalloc::MiMalloc.realloc(ptr, layout, new_size),
                _ => {
                    let new_layout = Layout::from_size_align_unchecked(new_size, layout.align());
                    let new = self.alloc(new_layout);
                    if !new.is_null() {
                        std::ptr::copy_nonoverlapping(ptr, new, layout.size().min(new_size));
                        self.dealloc(ptr, layout);
                    }
                    new
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocks_move_between_the_allocators_with_their_bytes() {
        let a = Hybrid;
        let layout = Layout::from_size_align(64, 8).unwrap();
        // SAFETY: a non-zero layout; every pointer is used within the size it was given.
        unsafe {
            let p = a.alloc(layout);
            assert!(!p.is_null());
            p.write_bytes(7, 64);
            let big = a.realloc(p, layout, LARGE + 64);
            assert_eq!(*big.add(63), 7);
            let big_layout = Layout::from_size_align(LARGE + 64, 8).unwrap();
            let small = a.realloc(big, big_layout, 32);
            assert_eq!(*small.add(31), 7);
            a.dealloc(small, Layout::from_size_align(32, 8).unwrap());
        }
    }
}
