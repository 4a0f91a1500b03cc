//! `triggerproof-explore`: a parallel breadth-first explorer for any `stateright::Model`, with
//! shortest traces, honoured budgets and forced-loop detection, and [`tas`], the TAS(K)
//! benchmark model it is measured on. It knows nothing of cards or games: it depends on
//! stateright (for the `Model` trait) and the standard library only, and must not depend on any
//! other triggerproof crate, so it could be published on its own.
//!
//! Why not stateright's own checkers (0.31, see DESIGN.md §6): BFS counterexamples are not
//! shortest, `timeout` is ignored with one thread, and a cut run is hard to tell from a
//! complete one. Here:
//!
//! * **BFS by levels**, `Config::threads` workers (`std::thread::scope`), one visited set of
//!   64-bit fingerprints ([`fingerprint()`], our own hash of `Model::State: Hash`; `Eq` is never
//!   used) in a lock-free table sized up front (`Config::initial_states`, doubled between chunks
//!   when 4/5 full; on huge pages where available). Unique-state counts and verdicts are the
//!   same at every thread count.
//! * **Shortest traces by construction**: each state keeps its parent and action index from its
//!   first discovery, which is at its BFS distance; a [`Trace`] is rebuilt by replaying action
//!   indices from `init_states()` (so `init_states()` and `actions()` must be deterministic).
//!   Of several shortest traces, the one a single thread finds first is reported at every
//!   thread count: each level is put in that canonical order (`canonical.rs`).
//! * **Properties**: `Always` (shortest counterexample), `Sometimes` (shortest witness), judged
//!   on each new state, or on every transition for a judge that asks for it (`judge.rs`),
//!   `Eventually` (separate pass per property, see `eventually.rs`). `within_boundary` is
//!   honoured: rejected states are counted in [`Report::out_of_boundary`], not explored.
//! * **Budgets**: `max_states`, `timeout`, `max_memory` (resident set) and an interrupt flag,
//!   at any thread count. [`Report::complete`] is true
//!   only if nothing was cut.
//! * **Frontier**: a level's states as they are, or ([`explore_compact`]) encoded by the model's
//!   [`Codec`] end to end in one buffer, decoded when expanded, and spilled to disk in
//!   sequential segment files past `Config::frontier_memory` (`spill.rs`).
//! * **Loops**: states with exactly one successor form a functional graph whose cycles are
//!   reported as [`Loop`]s (mandatory trigger loops, CR 104.4b).
//!
//! ```ignore
//! use triggerproof_explore::{explore, Config};
//! let report = explore(&model, &Config::default().threads(2).max_states(1 << 20));
//! for p in &report.properties {
//!     if let Some(trace) = p.status.trace() {
//!         println!("{}: {} steps", p.name, trace.len());
//!     }
//! }
//! let exit = if report.any_violated() { 1 } else if report.complete { 0 } else { 3 };
//! ```

mod accounting;
mod canonical;
mod chains;
mod config;
mod engine;
mod eventually;
mod fingerprint;
mod frontier;
mod judge;
mod keys;
mod links;
mod loops;
pub mod memory;
mod prefault;
mod report;
mod seeds;
mod shared;
mod slots;
mod spill;
mod table;
mod trace;
mod worker;

pub mod tas;

#[cfg(test)]
mod tests;

pub use config::{Config, Progress, DEFAULT_INITIAL_STATES, DEFAULT_MAX_STATES, MAX_STATES_LIMIT};
pub use fingerprint::{fingerprint, FingerprintHasher};
pub use frontier::Codec;
pub use judge::{EachInTurn, Judge};
pub use loops::Loop;
pub use memory::StopFlag;
pub use report::{collision_probability, PropertyReport, Report, Status, StopReason};
pub use trace::{replay, Trace};

use stateright::{Expectation, Model};
use std::hash::Hash;
use std::time::Instant;

/// The models this explorer accepts: any `stateright::Model` that can be shared between threads,
/// whose states can be hashed, cloned and sent, and whose actions can be cloned (for traces).
pub trait Explorable: Model<State: Hash + Clone + Send + Sync, Action: Clone> + Sync {}

impl<M> Explorable for M where M: Model<State: Hash + Clone + Send + Sync, Action: Clone> + Sync {}

/// The report type of model `M`.
pub type ModelReport<M> = Report<<M as Model>::State, <M as Model>::Action>;

/// Explores `model` under `config` and checks all of `model.properties()`.
pub fn explore<M: Explorable>(model: &M, config: &Config) -> ModelReport<M> {
    run(model, config, None, None, None)
}

/// Like [`explore`], calling `progress` about every `config.progress_interval` (from whichever
/// worker thread notices it is due).
pub fn explore_with_progress<M: Explorable>(
    model: &M,
    config: &Config,
    progress: &(dyn Fn(&Progress) + Sync),
) -> ModelReport<M> {
    run(model, config, Some(progress), None, None)
}

/// Like [`explore_with_progress`], keeping the frontier's states encoded by `codec` (decoded
/// when expanded): far less memory per waiting state for models of persistent structures.
pub fn explore_compact<M: Explorable>(
    model: &M,
    config: &Config,
    progress: &(dyn Fn(&Progress) + Sync),
    codec: &dyn Codec<M::State>,
) -> ModelReport<M> {
    run(model, config, Some(progress), Some(codec), None)
}

/// Like [`explore_compact`], reading each new state's undecided properties through `judge` in
/// one call (`judge.rs`): the same verdicts, states and traces as with each property's
/// condition in turn, when `judge` answers as the conditions would. A judge that asks for it
/// ([`Judge::per_transition`]) is asked about every transition instead, and states are stored
/// by its [`Judge::stored_fingerprint`]: the same verdicts and trace lengths, fewer states.
pub fn explore_judged<M: Explorable>(
    model: &M,
    config: &Config,
    progress: &(dyn Fn(&Progress) + Sync),
    codec: &dyn Codec<M::State>,
    judge: &dyn Judge<M>,
) -> ModelReport<M> {
    run(model, config, Some(progress), Some(codec), Some(judge))
}

fn run<M: Explorable>(
    model: &M,
    config: &Config,
    progress: Option<&(dyn Fn(&Progress) + Sync)>,
    codec: Option<&dyn Codec<M::State>>,
    hook: Option<&dyn Judge<M>>,
) -> ModelReport<M> {
    let start = Instant::now();
    let props = model.properties();
    let pass = engine::run_pass(model, &props, config, start, progress, codec, hook);
    let exhausted = pass.stop == StopReason::Exhausted;
    let inits = seeds::Inits::of(model, hook);
    let properties: Vec<_> = props
        .iter()
        .zip(&pass.discovered)
        .map(|(prop, found)| PropertyReport {
            name: prop.name,
            expectation: prop.expectation.clone(),
            status: judge(
                model,
                &inits,
                prop,
                *found,
                &pass.links,
                exhausted,
                config,
                start,
            ),
        })
        .collect();
    let (loops_found, loops) = match config.detect_loops {
        true => {
            let stored = |s: &M::State| match hook {
                Some(judge) if judge.per_transition() => judge.stored_fingerprint(s),
                _ => fingerprint(s),
            };
            let max = config.max_loops;
            loops::report_loops(model, &inits, &pass.links, &pass.forced, max, &stored)
        }
        false => (0, Vec::new()),
    };
    let unique_states = pass.links.len();
    let undecided = properties
        .iter()
        .any(|p| matches!(p.status, Status::Inconclusive));
    Report {
        unique_states,
        transitions: pass.transitions,
        out_of_boundary: pass.out_of_boundary,
        max_depth: pass.max_depth,
        elapsed: start.elapsed(),
        complete: exhausted && !undecided,
        properties,
        stop_reason: pass.stop,
        threads: config.threads.max(1),
        fingerprint_bits: 64,
        collision_probability: collision_probability(unique_states),
        loops_found,
        loops,
    }
}

/// The status of `prop` after the main pass found it decided by the transition of link `found`
/// (or not).
#[allow(clippy::too_many_arguments)]
fn judge<M: Explorable>(
    model: &M,
    inits: &seeds::Inits<'_, M>,
    prop: &stateright::Property<M>,
    found: Option<u64>,
    links: &links::Links,
    exhausted: bool,
    config: &Config,
    start: Instant,
) -> Status<M::State, M::Action> {
    match (&prop.expectation, found) {
        (Expectation::Eventually, _) => eventually::check_eventually(model, prop, config, start),
        (Expectation::Always, Some(link)) => Status::Violated {
            trace: trace::rebuild_link(model, inits, links, link),
        },
        (Expectation::Sometimes, Some(link)) => Status::Found {
            trace: trace::rebuild_link(model, inits, links, link),
        },
        (Expectation::Always, None) if exhausted => Status::Holds,
        (Expectation::Sometimes, None) if exhausted => Status::NotFound,
        (_, None) => Status::Inconclusive,
    }
}
