//! State shared by all workers of one pass: the visited table, the links, property discoveries,
//! the stop flag (budget, timeout) and progress reporting.

use super::config::{Config, Progress};
use super::links::Links;
use super::report::StopReason;
use super::table::FpTable;
use super::Explorable;
use std::sync::atomic::{AtomicU64, AtomicU8, AtomicUsize, Ordering};
use std::time::Instant;
use stateright::{Expectation, Property};

/// A progress callback.
pub type ProgressFn<'a> = &'a (dyn Fn(&Progress) + Sync);

/// "No discovery yet" in [`Shared::discovered`].
pub(crate) const NONE: u64 = u64::MAX;

const RUNNING: u8 = 0;
const CUT_BUDGET: u8 = 1;
const CUT_TIMEOUT: u8 = 2;

/// Everything the workers of one pass share (all interior mutability is atomic).
pub(crate) struct Shared<'a, M: Explorable> {
    pub(crate) model: &'a M,
    pub(crate) props: &'a [Property<M>],
    pub(crate) table: FpTable,
    pub(crate) links: Links,
    /// Per property: smallest id of a state that decides it (violates `Always`, satisfies
    /// `Sometimes`), or [`NONE`]. `Eventually` properties are never set here.
    pub(crate) discovered: Box<[AtomicU64]>,
    pub(crate) detect_loops: bool,
    stop: AtomicU8,
    deadline: Option<Instant>,
    transitions: AtomicU64,
    depth: AtomicUsize,
    progress: Option<ProgressFn<'a>>,
    start: Instant,
    interval_ms: u64,
    last_progress_ms: AtomicU64,
}

impl<'a, M: Explorable> Shared<'a, M> {
    pub(crate) fn new(
        model: &'a M,
        props: &'a [Property<M>],
        config: &Config,
        start: Instant,
        progress: Option<ProgressFn<'a>>,
    ) -> Self {
        let budget = config.state_budget();
        Shared {
            model,
            props,
            table: FpTable::for_budget(budget),
            links: Links::with_budget(budget),
            discovered: props.iter().map(|_| AtomicU64::new(NONE)).collect(),
            detect_loops: config.detect_loops,
            stop: AtomicU8::new(RUNNING),
            deadline: config.timeout.map(|t| start + t),
            transitions: AtomicU64::new(0),
            depth: AtomicUsize::new(0),
            progress,
            start,
            interval_ms: config.progress_interval.as_millis() as u64,
            last_progress_ms: AtomicU64::new(0),
        }
    }

    /// Records a cut; the first reason recorded wins.
    pub(crate) fn cut(&self, reason: StopReason) {
        let code = match reason {
            StopReason::Timeout => CUT_TIMEOUT,
            _ => CUT_BUDGET,
        };
        let _ = self
            .stop
            .compare_exchange(RUNNING, code, Ordering::Relaxed, Ordering::Relaxed);
    }

    /// The cut recorded so far, if any.
    pub(crate) fn cut_reason(&self) -> Option<StopReason> {
        match self.stop.load(Ordering::Relaxed) {
            RUNNING => None,
            CUT_TIMEOUT => Some(StopReason::Timeout),
            _ => Some(StopReason::StateBudget),
        }
    }

    /// Checks the deadline (recording a timeout) and returns whether workers must stop.
    pub(crate) fn should_stop(&self) -> bool {
        if self.deadline.is_some_and(|d| Instant::now() >= d) {
            self.cut(StopReason::Timeout);
        }
        self.stop.load(Ordering::Relaxed) != RUNNING
    }

    /// Evaluates the undecided properties on a newly stored state `id`.
    #[inline]
    pub(crate) fn check_properties(&self, state: &M::State, id: u64) {
        for (prop, found) in self.props.iter().zip(self.discovered.iter()) {
            if found.load(Ordering::Relaxed) != NONE {
                continue;
            }
            let decides = match prop.expectation {
                Expectation::Always => !(prop.condition)(self.model, state),
                Expectation::Sometimes => (prop.condition)(self.model, state),
                Expectation::Eventually => false,
            };
            if decides {
                found.fetch_min(id, Ordering::Relaxed);
            }
        }
    }

    /// The discovering state id of each property.
    pub(crate) fn discoveries(&self) -> Vec<Option<u64>> {
        let id = |d: &AtomicU64| Some(d.load(Ordering::Relaxed)).filter(|&i| i != NONE);
        self.discovered.iter().map(id).collect()
    }

    /// True when there is at least one `Always`/`Sometimes` property and all are decided.
    pub(crate) fn all_decided(&self) -> bool {
        let mut pending = self.props.iter().zip(self.discoveries());
        let mut any = false;
        let all = pending.all(|(p, d)| {
            let counts = p.expectation != Expectation::Eventually;
            any |= counts;
            !counts || d.is_some()
        });
        any && all
    }

    /// Sets the level reported by progress callbacks.
    pub(crate) fn set_depth(&self, depth: usize) {
        self.depth.store(depth, Ordering::Relaxed);
    }

    /// Adds a worker's transitions and calls the progress callback if one is due.
    pub(crate) fn report_progress(&self, transitions: u64) {
        self.transitions.fetch_add(transitions, Ordering::Relaxed);
        let Some(callback) = self.progress else {
            return;
        };
        let now = self.start.elapsed().as_millis() as u64;
        let last = self.last_progress_ms.load(Ordering::Relaxed);
        if now < last.saturating_add(self.interval_ms) {
            return;
        }
        let claim = Ordering::Relaxed;
        if self.last_progress_ms.compare_exchange(last, now, claim, claim).is_ok() {
            callback(&Progress {
                unique_states: self.links.len(),
                transitions: self.transitions.load(Ordering::Relaxed),
                depth: self.depth.load(Ordering::Relaxed),
                elapsed: self.start.elapsed(),
            });
        }
    }
}
