//! Exploration settings ([`Config`]) and the snapshot handed to progress callbacks ([`Progress`]).

use crate::memory::StopFlag;
use std::time::Duration;

/// Largest accepted [`Config::max_states`]: parent links store state ids in 40 bits.
pub const MAX_STATES_LIMIT: u64 = (1 << 40) - 1;

/// Default [`Config::max_states`]: 2^26 (about 67 million) states.
pub const DEFAULT_MAX_STATES: u64 = 1 << 26;

/// Default [`Config::initial_states`].
pub const DEFAULT_INITIAL_STATES: u64 = 1 << 16;

/// How an exploration runs and where it stops.
///
/// Memory: a fingerprint table of 8-byte slots, a power of two between 5/4 and 5/2 slots per
/// state (sized for `initial_states` at load <= 0.75 up front and doubled when 4/5 full, on
/// huge pages where available; the old table's memory is given back while it is copied), with
/// several threads a key table of at most 1/16 as many 16-byte entries (`keys.rs`), one 8-byte
/// parent link per state, and the states of the BFS level being expanded and of the next.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Config {
    /// Worker threads (>= 1). Unique-state counts and verdicts do not depend on it.
    pub threads: usize,
    /// State budget: exploring stops, with `complete == false`, when a new state would be the
    /// `max_states + 1`-th. Clamped to `1..=MAX_STATES_LIMIT`.
    pub max_states: u64,
    /// The fingerprint table is sized for this many states up front (set it to the expected
    /// state count to avoid any resizing); it doubles when 4/5 full, up to `max_states`.
    pub initial_states: u64,
    /// Wall-clock budget, honoured at any thread count (checked every few dozen states). A
    /// zero budget explores nothing, not even the initial states.
    pub timeout: Option<Duration>,
    /// Record forced edges (states with exactly one successor) and report their cycles.
    /// Costs 40 bytes per forced state and, on TAS(6), about a third more time.
    pub detect_loops: bool,
    /// Follow forced chains instead of storing their states (`chains.rs`): a state offering
    /// exactly one action is judged on the way and not stored. Only with a judge that judges
    /// per transition (`Judge::per_transition`); the same verdicts, trace lengths and loops.
    pub chains: bool,
    /// At most this many loops are reported in full (all are counted).
    pub max_loops: usize,
    /// Stop at the end of the BFS level in which every `Always` property is violated and every
    /// `Sometimes` property is found (the run is then reported incomplete).
    pub stop_when_decided: bool,
    /// Stop at the end of the BFS level in which some `Always` property is first violated (the
    /// run is then reported incomplete; the counterexamples found are still shortest).
    pub stop_on_violation: bool,
    /// Minimum time between two progress callbacks.
    pub progress_interval: Duration,
    /// Memory budget in bytes of resident set (see [`crate::memory`]): exploring stops,
    /// with `complete == false` and [`crate::StopReason::MemoryBudget`], once the process is
    /// larger. Checked every few milliseconds by the workers and at every level boundary.
    pub max_memory: Option<u64>,
    /// Raised (by a signal handler, say), it stops the exploration within a chunk of states,
    /// reported as [`crate::StopReason::Interrupted`].
    pub interrupt: Option<StopFlag>,
    /// With an encoded frontier (`explore_compact`): the bytes of encoded states a BFS level
    /// keeps in memory; past them it is spilled to disk in sequential segment files
    /// (`std::env::temp_dir()`), read back one at a time when the level is expanded.
    pub frontier_memory: Option<u64>,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            threads: 1,
            max_states: DEFAULT_MAX_STATES,
            initial_states: DEFAULT_INITIAL_STATES,
            timeout: None,
            detect_loops: true,
            chains: true,
            max_loops: 8,
            stop_when_decided: true,
            stop_on_violation: false,
            progress_interval: Duration::from_secs(1),
            max_memory: None,
            interrupt: None,
            frontier_memory: None,
        }
    }
}

impl Config {
    /// Sets [`Config::threads`] (0 is treated as 1).
    pub fn threads(mut self, threads: usize) -> Self {
        self.threads = threads.max(1);
        self
    }

    /// Sets [`Config::max_states`].
    pub fn max_states(mut self, max_states: u64) -> Self {
        self.max_states = max_states;
        self
    }

    /// Sets [`Config::initial_states`].
    pub fn initial_states(mut self, states: u64) -> Self {
        self.initial_states = states;
        self
    }

    /// Sets [`Config::timeout`].
    pub fn timeout(mut self, timeout: Duration) -> Self {
        self.timeout = Some(timeout);
        self
    }

    /// Sets [`Config::detect_loops`].
    pub fn detect_loops(mut self, on: bool) -> Self {
        self.detect_loops = on;
        self
    }

    /// Sets [`Config::chains`].
    pub fn chains(mut self, on: bool) -> Self {
        self.chains = on;
        self
    }

    /// Sets [`Config::stop_when_decided`].
    pub fn stop_when_decided(mut self, on: bool) -> Self {
        self.stop_when_decided = on;
        self
    }

    /// Sets [`Config::stop_on_violation`].
    pub fn stop_on_violation(mut self, on: bool) -> Self {
        self.stop_on_violation = on;
        self
    }

    /// Sets [`Config::max_memory`].
    pub fn max_memory(mut self, bytes: Option<u64>) -> Self {
        self.max_memory = bytes;
        self
    }

    /// Sets [`Config::interrupt`].
    pub fn interrupt(mut self, flag: Option<StopFlag>) -> Self {
        self.interrupt = flag;
        self
    }

    /// Sets [`Config::frontier_memory`].
    pub fn frontier_memory(mut self, bytes: Option<u64>) -> Self {
        self.frontier_memory = bytes;
        self
    }

    /// `max_states` clamped to the supported range.
    pub(crate) fn state_budget(&self) -> u64 {
        self.max_states.clamp(1, MAX_STATES_LIMIT)
    }
}

/// A snapshot of a running exploration, passed to the progress callback.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    /// Distinct states stored so far.
    pub unique_states: u64,
    /// Successor states generated so far (duplicates included).
    pub transitions: u64,
    /// BFS level being expanded (the initial states are level 0).
    pub depth: usize,
    /// States at that level (the frontier being expanded).
    pub frontier: usize,
    /// Time since the exploration started.
    pub elapsed: Duration,
}
