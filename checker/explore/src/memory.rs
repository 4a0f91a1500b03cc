//! The memory budget and the stop flag: how big the process is now (resident set, from
//! `/proc/self/statm`), how much memory the machine (or its cgroup) has, and [`StopFlag`], a
//! flag another thread or a signal handler raises to make a running exploration stop cleanly.
//!
//! The budget is checked on the resident set rather than by counting allocations because what
//! fills memory is everything at once (fingerprint table, links, the frontier's persistent
//! states and the allocator's slack), and only the kernel's count is the one it kills on.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

/// Bytes resident in memory for this process now, `None` where `/proc` is unavailable.
///
/// Read from `/proc/self/statm` (pages) through a file kept open, with the page size from
/// `sysconf`; the workers read it every few milliseconds and every level boundary reads it, and
/// `/proc/self/status` (which the kernel formats whole, CPU masks and all, behind an open and a
/// close each time) cost 1.6% of a smoke run's samples. Falls back to `VmRSS` in `status`.
pub fn resident_bytes() -> Option<u64> {
    statm_resident().or_else(|| {
        let status = std::fs::read_to_string("/proc/self/status").ok()?;
        kib_field(&status, "VmRSS:")
    })
}

/// The resident set from `/proc/self/statm`'s second field, in bytes (Linux).
#[cfg(target_os = "linux")]
fn statm_resident() -> Option<u64> {
    use std::os::unix::fs::FileExt;
    use std::sync::OnceLock;
    static STATM: OnceLock<Option<(std::fs::File, u64)>> = OnceLock::new();
    let (file, page) = STATM
        .get_or_init(|| {
            extern "C" {
                fn sysconf(name: i32) -> i64;
            }
            const SC_PAGESIZE: i32 = 30;
            // SAFETY: sysconf only reads a configuration value.
            let page = u64::try_from(unsafe { sysconf(SC_PAGESIZE) }).ok()?;
            let file = std::fs::File::open("/proc/self/statm").ok()?;
            (page > 0).then_some((file, page))
        })
        .as_ref()?;
    let mut buf = [0u8; 128];
    // procfs regenerates the text for every read at offset 0.
    let n = file.read_at(&mut buf, 0).ok()?;
    let text = std::str::from_utf8(&buf[..n]).ok()?;
    let pages: u64 = text.split_whitespace().nth(1)?.parse().ok()?;
    Some(pages * page)
}

#[cfg(not(target_os = "linux"))]
fn statm_resident() -> Option<u64> {
    None
}

/// The value of a `NAME:   1234 kB` line, in bytes.
fn kib_field(text: &str, name: &str) -> Option<u64> {
    let line = text.lines().find(|l| l.starts_with(name))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}

/// Physical memory available to this process: the machine's `MemTotal`, or its cgroup's
/// `memory.max` when that is lower (`None` where neither can be read).
pub fn physical_bytes() -> Option<u64> {
    let meminfo = std::fs::read_to_string("/proc/meminfo").ok();
    let total = meminfo.as_deref().and_then(|m| kib_field(m, "MemTotal:"));
    let cgroup = std::fs::read_to_string("/sys/fs/cgroup/memory.max")
        .ok()
        .and_then(|s| s.trim().parse::<u64>().ok());
    match (total, cgroup) {
        (Some(t), Some(c)) => Some(t.min(c)),
        (t, c) => t.or(c),
    }
}

/// Whether a resident set of `rss` bytes is past the budget `limit`. The guard trips at 7/8
/// of the budget: the set is read every few milliseconds and grows between reads, and the
/// report, traces and shutdown still allocate after the stop, so the headroom keeps the
/// process's peak under `limit` itself (see the README's "Memory and interrupts").
pub fn over_budget(rss: u64, limit: u64) -> bool {
    rss > limit - limit / 8
}

/// The default memory budget: 75% of [`physical_bytes`] (leaves room for the report, the
/// traces and the rest of the machine), or `None` if that is unknown.
pub fn default_budget() -> Option<u64> {
    physical_bytes().map(|b| b / 4 * 3)
}

/// A flag that, once raised, makes the exploration holding it stop as soon as its workers
/// notice (within a chunk of states), reported as [`crate::StopReason::Interrupted`].
/// Clones share the flag.
#[derive(Clone, Default)]
pub struct StopFlag(Arc<AtomicBool>);

impl StopFlag {
    /// A new, lowered flag.
    pub fn new() -> StopFlag {
        StopFlag::default()
    }

    /// The shared boolean itself (for signal handlers that set it).
    pub fn shared(&self) -> &Arc<AtomicBool> {
        &self.0
    }

    /// Raises the flag.
    pub fn raise(&self) {
        self.0.store(true, Ordering::Relaxed);
    }

    /// Whether the flag is raised.
    pub fn is_raised(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }
}

impl PartialEq for StopFlag {
    fn eq(&self, other: &StopFlag) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

impl Eq for StopFlag {}

impl std::fmt::Debug for StopFlag {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "StopFlag({})", self.is_raised())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn resident_and_physical_sizes_are_plausible_on_linux() {
        if cfg!(target_os = "linux") {
            let rss = resident_bytes().expect("statm");
            let status = std::fs::read_to_string("/proc/self/status").unwrap();
            let vm_rss = kib_field(&status, "VmRSS:").unwrap();
            // The same count in two files (pages there, KiB here), a few pages apart at most.
            assert!(rss.abs_diff(vm_rss) < 4 << 20, "{rss} {vm_rss}");
            let phys = physical_bytes().expect("meminfo");
            assert!(rss > 100_000 && rss < phys, "{rss} {phys}");
            assert!(default_budget().unwrap() < phys);
        }
    }

    #[test]
    fn clones_share_one_flag() {
        let a = StopFlag::new();
        let b = a.clone();
        assert!(!b.is_raised());
        a.raise();
        assert!(b.is_raised());
        assert_eq!(a, b);
        assert_ne!(a, StopFlag::new());
    }
}
