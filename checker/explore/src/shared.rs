//! State shared by all workers of one pass: the visited table, the links, property discoveries,
//! the stop flag (budget, timeout) and progress reporting.
//!
//! Workers only touch the table (one CAS per successor) and a few counters updated once per
//! chunk, each on its own cache line; ids, links and discoveries are written by the level
//! driver between worker runs (`&mut self`), so no per-state counter is contended.

use super::config::{Config, Progress};
use super::fingerprint::fingerprint;
use super::keys::KeyTable;
use super::links::{Link, Links};
use super::memory::{resident_bytes, StopFlag};
use super::report::StopReason;
use super::table::FpTable;
use super::{Codec, Explorable, Judge};
use stateright::{Expectation, Model, Property};
use std::ops::Deref;
use std::sync::atomic::{AtomicU64, AtomicU8, Ordering};
use std::time::Instant;

/// A progress callback.
pub type ProgressFn<'a> = &'a (dyn Fn(&Progress) + Sync);

const RUNNING: u8 = 0;
const CUT_BUDGET: u8 = 1;
const CUT_TIMEOUT: u8 = 2;
const CUT_MEMORY: u8 = 3;
const CUT_INTERRUPT: u8 = 4;

/// The most entries a run's key table gets, whatever the visited table's size: 2^18 (4 MiB), so
/// that it stays in the last-level cache. A run that fills it ends early (`is_filled_by`) and
/// the level goes on in another run: a barrier and a commit more, nothing explored twice.
/// TAS(6) at 2 threads (1/16 of its visited table was 1 Mi entries, 16 MiB): peak RSS 324 MB
/// -> 288 MB (37 -> 33 bytes per state), CPU unchanged (1.995 s / 1.94 s user, medians of 6).
const KEY_ENTRIES_CAP: usize = 1 << 18;

/// Milliseconds between two reads of the resident set by the workers.
const MEMORY_CHECK_MS: u64 = 10;

/// A value alone on its cache line(s), so that writing it does not slow readers of neighbours.
#[repr(align(128))]
pub(crate) struct Padded<T>(T);

impl<T> Deref for Padded<T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.0
    }
}

/// Everything the workers of one pass share.
pub(crate) struct Shared<'a, M: Explorable> {
    pub(crate) model: &'a M,
    pub(crate) props: &'a [Property<M>],
    /// Frontier states are kept encoded with this, when given.
    pub(crate) codec: Option<&'a dyn Codec<M::State>>,
    /// New states' properties are read by this in one call, when given (`judge.rs`).
    pub(crate) judge: Option<&'a dyn Judge<M>>,
    /// `Config::frontier_memory`: a level's encoded bytes in memory before it spills; a worker
    /// hands its new states over once it holds a share of it.
    pub(crate) frontier_memory: Option<u64>,
    pub(crate) table: FpTable,
    /// Several workers: the least keys of the current run's new states (`keys.rs`).
    pub(crate) keys: Option<KeyTable>,
    pub(crate) links: Links,
    /// Per property: the least packed link (`links.rs`, by [`Link::key`]) of a transition that
    /// decides it (reaches a state that violates `Always` or satisfies `Sometimes`): the trace is
    /// the path to the link's parent and its action. `Eventually` properties are never decided
    /// here.
    pub(crate) discovered: Vec<Option<u64>>,
    /// The `Always`/`Sometimes` properties not decided yet, ascending, each with whether its
    /// condition holding decides it (`Sometimes`): what the judge is asked, kept up to date by
    /// [`Shared::record_discovery`] (which runs between a level's runs, never while workers
    /// judge) instead of filtered out of every property on every judged state.
    pub(crate) undecided: Vec<(usize, bool)>,
    /// The judge's [`Judge::per_transition`]: states carry ghost data of the step that reached
    /// them, left out of the fingerprint ([`Judge::stored_fingerprint`]), and every transition
    /// is judged.
    pub(crate) per_transition: bool,
    pub(crate) detect_loops: bool,
    /// `TRIGGERPROOF_MEMORY_LOG` set: each level's memory, by component, on stderr.
    pub(crate) memory_log: bool,
    /// One worker only: the table may be written without atomic read-modify-writes.
    pub(crate) single_writer: bool,
    pub(crate) budget: u64,
    /// Progress callbacks report this level, and its size.
    pub(crate) depth: usize,
    pub(crate) frontier: usize,
    /// New states found by workers since the driver last stored them.
    fresh: Padded<AtomicU64>,
    stop: Padded<AtomicU8>,
    transitions: Padded<AtomicU64>,
    last_progress_ms: Padded<AtomicU64>,
    last_memory_ms: Padded<AtomicU64>,
    max_memory: Option<u64>,
    interrupt: Option<StopFlag>,
    deadline: Option<Instant>,
    progress: Option<ProgressFn<'a>>,
    start: Instant,
    interval_ms: u64,
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
        let initial = config.initial_states.clamp(1, budget);
        Shared {
            model,
            props,
            codec: None,
            judge: None,
            frontier_memory: config.frontier_memory,
            table: FpTable::new(initial, budget),
            keys: (config.threads > 1).then(|| KeyTable::for_states(0)),
            links: Links::with_capacity(initial),
            discovered: vec![None; props.len()],
            undecided: undecided(props, &vec![None; props.len()]),
            per_transition: false,
            detect_loops: config.detect_loops,
            memory_log: std::env::var_os("TRIGGERPROOF_MEMORY_LOG").is_some(),
            single_writer: config.threads <= 1,
            budget,
            depth: 0,
            frontier: 0,
            fresh: Padded(AtomicU64::new(0)),
            stop: Padded(AtomicU8::new(RUNNING)),
            transitions: Padded(AtomicU64::new(0)),
            last_progress_ms: Padded(AtomicU64::new(0)),
            last_memory_ms: Padded(AtomicU64::new(0)),
            max_memory: config.max_memory,
            interrupt: config.interrupt.clone(),
            deadline: config.timeout.map(|t| start + t),
            progress,
            start,
            interval_ms: config.progress_interval.as_millis() as u64,
        }
    }

    /// Records a cut; the first reason recorded wins.
    pub(crate) fn cut(&self, reason: StopReason) {
        let code = match reason {
            StopReason::Timeout => CUT_TIMEOUT,
            StopReason::MemoryBudget => CUT_MEMORY,
            StopReason::Interrupted => CUT_INTERRUPT,
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
            CUT_MEMORY => Some(StopReason::MemoryBudget),
            CUT_INTERRUPT => Some(StopReason::Interrupted),
            _ => Some(StopReason::StateBudget),
        }
    }

    /// States stored or found so far (exact between worker runs, per chunk during them).
    pub(crate) fn stored(&self) -> u64 {
        self.links.len() + self.fresh.load(Ordering::Relaxed)
    }

    /// Whether workers must stop taking chunks: cut, past the deadline (recorded as a timeout),
    /// over the state budget (the driver records the cut when it drops the excess), or the
    /// table (or the run's key table) is full enough that it must grow first.
    pub(crate) fn should_stop(&self) -> bool {
        self.check_limits(false);
        let stored = self.stored();
        self.stop.load(Ordering::Relaxed) != RUNNING
            || stored > self.budget
            || self.table.needs_growth(stored)
            || self
                .keys
                .as_ref()
                .is_some_and(|k| k.is_filled_by(self.fresh.load(Ordering::Relaxed)))
    }

    /// Between runs: an empty key table with room for `states` new states (several workers),
    /// of at most [`KEY_ENTRIES_CAP`] and 1/16 of the visited table's entries (its 16-byte
    /// entries then add at most 1/8 to the table's memory).
    pub(crate) fn prepare_keys(&mut self, states: u64) {
        let most = (self.table.entries() / 16).min(KEY_ENTRIES_CAP);
        if let Some(keys) = &mut self.keys {
            keys.prepare(states, most);
        }
    }

    /// Records a timeout if the deadline has passed.
    pub(crate) fn check_deadline(&self) {
        if self.deadline.is_some_and(|d| Instant::now() >= d) {
            self.cut(StopReason::Timeout);
        }
    }

    /// Records a timeout (past the deadline), an interrupt or a memory cut if one is due. The
    /// resident set is read at most every [`MEMORY_CHECK_MS`] (by whichever worker claims the
    /// check), or now if `force`.
    pub(crate) fn check_limits(&self, force: bool) {
        self.check_deadline();
        if self.interrupt.as_ref().is_some_and(StopFlag::is_raised) {
            self.cut(StopReason::Interrupted);
        }
        let Some(limit) = self.max_memory else {
            return;
        };
        let now = self.start.elapsed().as_millis() as u64;
        let last = self.last_memory_ms.load(Ordering::Relaxed);
        let due = force || now >= last.saturating_add(MEMORY_CHECK_MS);
        let claim = Ordering::Relaxed;
        if due
            && self
                .last_memory_ms
                .compare_exchange(last, now, claim, claim)
                .is_ok()
            && resident_bytes().is_some_and(|rss| crate::memory::over_budget(rss, limit))
        {
            self.cut(StopReason::MemoryBudget);
        }
    }

    /// Grows the table until `extra` more states fit under its maximum load (or it reached its
    /// maximum size).
    pub(crate) fn make_room(&mut self, extra: u64) {
        while self.table.needs_growth(self.links.len() + extra) {
            self.table = self.table.grown();
        }
    }

    /// Whether `state` decides property `index` (which is not decided yet).
    #[inline]
    pub(crate) fn decides(&self, index: usize, state: &M::State) -> bool {
        let prop = &self.props[index];
        self.discovered[index].is_none()
            && match prop.expectation {
                Expectation::Always => !(prop.condition)(self.model, state),
                Expectation::Sometimes => (prop.condition)(self.model, state),
                Expectation::Eventually => false,
            }
    }

    /// Records that the transition of packed link `link` decides property `index` (keeping the
    /// least link, by [`Link::key`]).
    pub(crate) fn record_discovery(&mut self, index: usize, link: u64) {
        let found = &mut self.discovered[index];
        let first = found.is_none();
        *found = Some(found.map_or(link, |f| Link::least(f, link)));
        if first {
            self.undecided = undecided(self.props, &self.discovered);
        }
    }

    /// The fingerprint the visited table stores for `state`: the judge's
    /// [`Judge::stored_fingerprint`] when it judges per transition, else the whole state's.
    #[inline]
    pub(crate) fn fingerprint(&self, state: &M::State) -> u64 {
        match self.judge {
            Some(judge) if self.per_transition => judge.stored_fingerprint(state),
            _ => fingerprint(state),
        }
    }

    /// True when some `Always` property has a counterexample.
    pub(crate) fn any_violated(&self) -> bool {
        self.props
            .iter()
            .zip(&self.discovered)
            .any(|(p, d)| p.expectation == Expectation::Always && d.is_some())
    }

    /// True when there is at least one `Always`/`Sometimes` property and all are decided.
    pub(crate) fn all_decided(&self) -> bool {
        let mut checked = self.props.iter().zip(&self.discovered);
        let mut any = false;
        let all = checked.all(|(p, d)| {
            let counts = p.expectation != Expectation::Eventually;
            any |= counts;
            !counts || d.is_some()
        });
        any && all
    }

    /// Called by the driver once it has stored the states the workers reported as fresh.
    pub(crate) fn fresh_stored(&mut self) {
        self.fresh.store(0, Ordering::Relaxed);
    }

    /// Adds a worker's chunk counts and calls the progress callback if one is due.
    pub(crate) fn report_chunk(&self, transitions: u64, fresh: u64) {
        self.fresh.fetch_add(fresh, Ordering::Relaxed);
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
        if self
            .last_progress_ms
            .compare_exchange(last, now, claim, claim)
            .is_ok()
        {
            callback(&Progress {
                unique_states: self.stored().min(self.budget),
                transitions: self.transitions.load(Ordering::Relaxed),
                depth: self.depth,
                frontier: self.frontier,
                elapsed: self.start.elapsed(),
            });
        }
    }
}

/// The properties `discovered` leaves undecided that a pass decides (`Always`, `Sometimes`),
/// with whether their condition holding decides them: [`Shared::undecided`].
fn undecided<M: Model>(props: &[Property<M>], discovered: &[Option<u64>]) -> Vec<(usize, bool)> {
    props
        .iter()
        .zip(discovered)
        .enumerate()
        .filter(|(_, (p, d))| d.is_none() && p.expectation != Expectation::Eventually)
        .map(|(i, (p, _))| (i, p.expectation == Expectation::Sometimes))
        .collect()
}
