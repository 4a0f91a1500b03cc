//! [`Peaks`]: the game model as the explorer sees it, plus the largest stack (trigger instances
//! waiting and stack objects) and object count among the states it offered — what `bench
//! boards` reports so a preset's `Limits` can be set from what its boards reach.

use crate::adapter::{GameModel, Snapshot};
use stateright::{Model, Property};
use std::sync::atomic::{AtomicUsize, Ordering};
use triggerproof_model::Choice;

/// Delegates everything to `inner`; `within_boundary` also records the peaks.
pub struct Peaks {
    pub inner: GameModel,
    stack: AtomicUsize,
    objects: AtomicUsize,
    halted: AtomicUsize,
}

/// What the states offered to `within_boundary` reached (successors past the limits included,
/// so a peak above a limit says by how much the first step past it went).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Reached {
    /// Most trigger instances waiting plus stack objects in one state.
    pub stack: usize,
    /// Most objects in one state.
    pub objects: usize,
    /// States the engine halted (its own instance or round limit).
    pub halted: usize,
}

impl Peaks {
    pub fn new(inner: GameModel) -> Peaks {
        Peaks {
            inner,
            stack: AtomicUsize::new(0),
            objects: AtomicUsize::new(0),
            halted: AtomicUsize::new(0),
        }
    }

    /// The peaks so far.
    pub fn reached(&self) -> Reached {
        Reached {
            stack: self.stack.load(Ordering::Relaxed),
            objects: self.objects.load(Ordering::Relaxed),
            halted: self.halted.load(Ordering::Relaxed),
        }
    }

    fn record(&self, s: &Snapshot) {
        let g = &s.game;
        if g.is_halted() {
            self.halted.fetch_add(1, Ordering::Relaxed);
            return;
        }
        for (peak, v) in [
            (&self.stack, g.stack.len() + g.waiting.len()),
            (&self.objects, g.objects.len()),
        ] {
            // Read first: a peak rarely grows, and a plain load keeps the line shared.
            if v > peak.load(Ordering::Relaxed) {
                peak.fetch_max(v, Ordering::Relaxed);
            }
        }
    }
}

impl AsRef<GameModel> for Peaks {
    fn as_ref(&self) -> &GameModel {
        &self.inner
    }
}

impl Model for Peaks {
    type State = Snapshot;
    type Action = Choice;

    fn init_states(&self) -> Vec<Snapshot> {
        self.inner.init_states()
    }

    fn actions(&self, s: &Snapshot, actions: &mut Vec<Choice>) {
        self.inner.actions(s, actions)
    }

    fn next_state(&self, s: &Snapshot, c: Choice) -> Option<Snapshot> {
        self.inner.next_state(s, c)
    }

    fn properties(&self) -> Vec<Property<Self>> {
        self.inner.stateright_properties()
    }

    fn within_boundary(&self, s: &Snapshot) -> bool {
        self.record(s);
        self.inner.within_boundary(s)
    }

    fn format_action(&self, c: &Choice) -> String {
        c.to_string()
    }
}
