//! `--timeout` as users read it: one deadline for the whole command. A command may run several
//! explorations (a scenario file: its board, then once per mutant it `kills`; a directory: every
//! file; `mutants`: every mutant); each is given the time left, and once the deadline has
//! passed the rest are not started (the explorer returns at once, cut by
//! `StopReason::Timeout`): reported incomplete, never as a proof.

use std::time::{Duration, Instant};

/// When the command's time budget ends, if it has one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Deadline(Option<Instant>);

impl Deadline {
    /// No time budget.
    pub const NONE: Deadline = Deadline(None);

    /// `timeout` from now (no budget if `None`).
    pub fn after(timeout: Option<Duration>) -> Deadline {
        Deadline(timeout.map(|t| Instant::now() + t))
    }

    /// The time left (zero once passed), or `None` without a budget: what each exploration is
    /// given as its `Config::timeout`.
    pub fn remaining(&self) -> Option<Duration> {
        self.0
            .map(|end| end.saturating_duration_since(Instant::now()))
    }

    /// Whether the budget is spent.
    pub fn passed(&self) -> bool {
        self.remaining().is_some_and(|left| left.is_zero())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_time_left_shrinks_to_zero_and_no_budget_never_passes() {
        assert_eq!(Deadline::NONE.remaining(), None);
        assert!(!Deadline::NONE.passed());
        let spent = Deadline::after(Some(Duration::ZERO));
        assert_eq!(spent.remaining(), Some(Duration::ZERO));
        assert!(spent.passed());
        let long = Deadline::after(Some(Duration::from_secs(3600)));
        assert!(long.remaining().unwrap() > Duration::from_secs(3500));
        assert!(!long.passed());
    }
}
