//! The memory budget and the interrupt flag: both cut the run, which says why and keeps what
//! it decided.

use super::config;
use crate::tas::Tas;
use crate::*;
use std::time::Duration;

#[test]
fn a_memory_budget_smaller_than_the_process_stops_at_once() {
    for threads in [1, 2] {
        let cut = explore(&Tas::new(5), &config(threads).max_memory(Some(1)));
        assert!(!cut.complete);
        assert_eq!(cut.stop_reason, StopReason::MemoryBudget);
        assert!(cut.unique_states < 132_457);
        assert_eq!(cut.properties[0].status, Status::Inconclusive);
    }
}

#[test]
fn a_generous_memory_budget_cuts_nothing() {
    let r = explore(&Tas::new(4), &config(2).max_memory(Some(1 << 40)));
    assert!(r.complete);
}

#[test]
fn raising_the_interrupt_flag_stops_the_run_within_a_chunk() {
    for threads in [1, 2] {
        let flag = StopFlag::new();
        let mut cfg = config(threads).interrupt(Some(flag.clone()));
        cfg.progress_interval = Duration::ZERO;
        let cut = explore_with_progress(&Tas::new(6), &cfg, &|p: &Progress| {
            if p.unique_states > 10_000 {
                flag.raise();
            }
        });
        assert!(!cut.complete);
        assert_eq!(cut.stop_reason, StopReason::Interrupted);
        assert!(cut.unique_states < 1_000_000, "{}", cut.unique_states);
    }
}
