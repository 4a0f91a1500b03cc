//! The result of an exploration: [`Report`], per-property [`PropertyReport`] / [`Status`], and
//! why exploring stopped ([`StopReason`]).

use super::loops::Loop;
use super::trace::Trace;
use stateright::Expectation;
use std::time::Duration;

/// Why the exploration stopped. Only [`StopReason::Exhausted`] means every reachable state
/// within the model's boundary was visited.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StopReason {
    /// No unvisited state is left.
    Exhausted,
    /// Every property was decided (see `Config::stop_when_decided`); the rest was not explored.
    AllDecided,
    /// `Config::max_states` would have been exceeded.
    StateBudget,
    /// `Config::timeout` elapsed.
    Timeout,
    /// The process grew past `Config::max_memory`.
    MemoryBudget,
    /// `Config::interrupt` was raised (SIGINT/SIGTERM in the CLI).
    Interrupted,
}

/// The verdict on one property.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status<S, A> {
    /// `Always`/`Eventually`: no counterexample exists (exploration complete).
    Holds,
    /// `Always`: a shortest trace to a state where the condition is false. `Eventually`: a
    /// shortest trace to a terminal state along which the condition never held.
    Violated {
        /// The counterexample.
        trace: Trace<S, A>,
    },
    /// `Sometimes`: a shortest trace to a state where the condition is true.
    Found {
        /// The witness.
        trace: Trace<S, A>,
    },
    /// `Sometimes`: no reachable state satisfies the condition (exploration complete).
    NotFound,
    /// Exploration was cut before the property could be decided.
    Inconclusive,
}

impl<S, A> Status<S, A> {
    /// The trace of a `Violated` or `Found` status.
    pub fn trace(&self) -> Option<&Trace<S, A>> {
        match self {
            Status::Violated { trace } | Status::Found { trace } => Some(trace),
            _ => None,
        }
    }

    /// True for `Violated`.
    pub fn is_violated(&self) -> bool {
        matches!(self, Status::Violated { .. })
    }
}

/// One property's outcome.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PropertyReport<S, A> {
    /// `Property::name`.
    pub name: &'static str,
    /// `Property::expectation`.
    pub expectation: Expectation,
    /// The verdict.
    pub status: Status<S, A>,
}

/// Everything an exploration found out.
#[derive(Clone, Debug)]
pub struct Report<S, A> {
    /// Distinct states visited (by fingerprint), initial states included.
    pub unique_states: u64,
    /// Successor states generated within the boundary, duplicates included (edges explored).
    pub transitions: u64,
    /// Successors dropped because `Model::within_boundary` rejected them.
    pub out_of_boundary: u64,
    /// Deepest BFS level reached (initial states are depth 0).
    pub max_depth: usize,
    /// Wall time of the whole run (all passes).
    pub elapsed: Duration,
    /// One entry per `Model::properties()`, in order.
    pub properties: Vec<PropertyReport<S, A>>,
    /// True only when every reachable state was visited and no property is `Inconclusive`.
    pub complete: bool,
    /// Why the main pass stopped.
    pub stop_reason: StopReason,
    /// Worker threads used.
    pub threads: usize,
    /// Fingerprint width (64).
    pub fingerprint_bits: u32,
    /// Upper estimate of the probability that two distinct states shared a fingerprint,
    /// `n (n - 1) / 2^65` for `n` unique states (the birthday bound, as TLC reports it).
    pub collision_probability: f64,
    /// Number of distinct cycles found among forced edges (0 when loop detection is off).
    pub loops_found: usize,
    /// The first `Config::max_loops` of them, shortest prefix first.
    pub loops: Vec<Loop<S, A>>,
}

impl<S, A> Report<S, A> {
    /// The report of the property called `name`.
    pub fn property(&self, name: &str) -> Option<&PropertyReport<S, A>> {
        self.properties.iter().find(|p| p.name == name)
    }

    /// True when some property is violated.
    pub fn any_violated(&self) -> bool {
        self.properties.iter().any(|p| p.status.is_violated())
    }
}

/// The birthday bound for `n` random 64-bit fingerprints: `n (n - 1) / 2^65`, at most 1.
pub fn collision_probability(n: u64) -> f64 {
    let n = n as f64;
    (n * (n - 1.0).max(0.0) / 2f64.powi(65)).min(1.0)
}
