//! The progress line on stderr while a run explores: states, states/s, BFS depth, frontier
//! size (states at the level being expanded), resident memory and elapsed time, rewritten in
//! place about once a second. Hidden with `--quiet` and when stderr is not a terminal (so logs
//! and pipes get the report only). Hand-written rather than `indicatif` (ARCHITECTURE.md,
//! "Libraries").

use crate::explore::Progress;
use std::io::IsTerminal;

/// Is the line shown at all (`quiet` off and stderr a terminal)?
pub fn shown(quiet: bool) -> bool {
    !quiet && std::io::stderr().is_terminal()
}

/// One progress line, `label` (a file name, or empty) first.
pub fn line(label: &str, p: &Progress) -> String {
    let rate = p.unique_states as f64 / p.elapsed.as_secs_f64().max(1e-9);
    let memory = resident_mib().map_or(String::new(), |m| format!(", {m} MiB"));
    let label = if label.is_empty() {
        String::new()
    } else {
        format!("{label}: ")
    };
    format!(
        "{label}{} states, {rate:.0} states/s, depth {}, frontier {}{memory}, {:.0}s",
        p.unique_states,
        p.depth,
        p.frontier,
        p.elapsed.as_secs_f64()
    )
}

/// A progress callback printing [`line`] over the previous one, when [`shown`].
pub fn printer(quiet: bool, label: String) -> impl Fn(&Progress) + Sync {
    let show = shown(quiet);
    move |p: &Progress| {
        if show {
            eprint!("\r{}\x1b[K", line(&label, p));
        }
    }
}

/// Clears the line (when it was shown), so the report starts on a clean line.
pub fn clear(quiet: bool) {
    if shown(quiet) {
        eprint!("\r\x1b[K");
    }
}

/// This process's resident set in MiB (Linux `/proc/self/statm`; `None` elsewhere).
fn resident_mib() -> Option<u64> {
    let statm = std::fs::read_to_string("/proc/self/statm").ok()?;
    let pages: u64 = statm.split_whitespace().nth(1)?.parse().ok()?;
    Some(pages * 4096 / (1 << 20))
}
