//! Initial states made one at a time by the judge (`seeds.rs`, `Judge::init_state`): the same
//! counts, verdicts and traces as `init_states()` built at once, at any thread count.

use super::canonical::{paths, Mesh};
use super::compact::Indexed;
use super::config;
use crate::*;
use stateright::Model;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// Each property's condition in turn, the initial states one at a time (counting them).
struct OneAtATime(AtomicUsize);

impl<M: Model> Judge<M> for OneAtATime {
    fn init_count(&self, model: &M) -> Option<usize> {
        Some(model.init_states().len())
    }

    fn init_state(&self, model: &M, index: usize) -> M::State {
        self.0.fetch_add(1, Ordering::Relaxed);
        model.init_states().swap_remove(index)
    }
}

#[test]
fn initial_states_one_at_a_time_change_nothing() {
    let silent = |_: &Progress| {};
    for threads in [1, 2] {
        let cfg = config(threads).detect_loops(true);
        let codec = Indexed(Mutex::new(Vec::new()));
        let whole = explore_judged(&Mesh, &cfg, &silent, &codec, &EachInTurn);
        let seeded = OneAtATime(AtomicUsize::new(0));
        let one = explore_judged(&Mesh, &cfg, &silent, &codec, &seeded);
        assert_eq!(super::summary(&whole), super::summary(&one), "{threads}");
        assert_eq!(paths(&whole), paths(&one), "{threads}");
        // The seed makes each of the three once; each trace, its own start again.
        assert!(seeded.0.load(Ordering::Relaxed) >= 3, "{threads}");
    }
}
