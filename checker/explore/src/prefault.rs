//! Faulting in, on another core, the memory the level driver is about to write alone.
//!
//! Between two worker runs the driver gives the run's new states their ids: it appends them to
//! the next level and their links to `Links`, one thread while the others wait. The first write
//! to each fresh page of those buffers takes a page fault in which the kernel zeroes the page;
//! at TAS(6) with 2 threads that was half of the driver's time between runs (35,000 faults,
//! `clear_page_erms` 11% of the samples, all serial). So the driver reserves the room first and
//! a helper thread asks the kernel to fault in part of it (`MADV_POPULATE_WRITE`, Linux 5.14+:
//! the pages are mapped writable as if written, their contents untouched, so it is safe on
//! memory another thread is writing) while the driver copies. Where the advice is unknown it
//! fails and nothing happens.

/// Regions below this size are left to fault as they are written (not worth a system call).
const MIN_BYTES: usize = 64 << 10;

/// Page size assumed for alignment (a larger real page only makes the advice cover less).
const PAGE: usize = 4096;

/// Address ranges to fault in, split between the workers of one run.
#[derive(Default)]
pub(crate) struct Prefault {
    ranges: Vec<(usize, usize)>,
}

impl Prefault {
    /// Reserves room for `n` more elements in `v` and notes that room for faulting in.
    pub(crate) fn reserve<T>(&mut self, v: &mut Vec<T>, n: usize) {
        if n == 0 || std::mem::size_of::<T>() == 0 {
            return;
        }
        v.reserve(n);
        let start = v.as_ptr() as usize + v.len() * std::mem::size_of::<T>();
        let bytes = n.min(v.capacity() - v.len()) * std::mem::size_of::<T>();
        if bytes >= MIN_BYTES {
            self.ranges.push((start, bytes));
        }
    }

    /// Whether there is nothing to fault in.
    pub(crate) fn is_empty(&self) -> bool {
        self.ranges.is_empty()
    }

    /// Faults in share `worker` of `workers` of every range.
    pub(crate) fn run_share(&self, worker: usize, workers: usize) {
        for &(start, bytes) in &self.ranges {
            let part = bytes.div_ceil(workers);
            let begin = start + (part * worker).min(bytes);
            let end = start + (part * (worker + 1)).min(bytes);
            populate(begin, end);
        }
    }
}

/// Asks the kernel to map the whole pages inside `begin..end` writable.
fn populate(begin: usize, end: usize) {
    let (from, to) = (begin.next_multiple_of(PAGE), end / PAGE * PAGE);
    if from >= to {
        return;
    }
    #[cfg(target_os = "linux")]
    {
        const MADV_POPULATE_WRITE: i32 = 23;
        extern "C" {
            fn madvise(addr: *mut std::ffi::c_void, len: usize, advice: i32) -> i32;
        }
        // SAFETY: the range is whole pages of reserved capacity of a vector, which the driver
        // fills meanwhile without reallocating (the room was reserved); MADV_POPULATE_WRITE maps
        // the pages without changing their contents, and if it fails nothing happened.
        unsafe {
            madvise(
                from as *mut std::ffi::c_void,
                to - from,
                MADV_POPULATE_WRITE,
            )
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn faulting_in_keeps_contents_and_covers_the_room() {
        let mut v: Vec<u64> = (0..10).collect();
        let mut p = Prefault::default();
        p.reserve(&mut v, 1 << 20);
        assert_eq!(p.ranges.len(), 1);
        for w in 0..3 {
            p.run_share(w, 3);
        }
        assert_eq!(v, (0..10).collect::<Vec<_>>());
        v.extend(10..1 << 20);
        assert_eq!(v[(1 << 20) - 1], (1 << 20) - 1);
        assert!(!p.is_empty());
    }
}
