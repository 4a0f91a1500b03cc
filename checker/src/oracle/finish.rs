//! Waiting for stateright's checker threads while enforcing the budgets, and turning the
//! finished checker (counts, discoveries) into our explorer's [`Report`].

use super::{Options, Oracle, POLL};
use crate::explore::{
    collision_probability, ModelReport, Progress, PropertyReport, Report, Status, StopReason, Trace,
};
use stateright::{Checker, Expectation, Model};
use std::hash::Hash;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

/// Waits for stateright's threads (enforcing the budgets), then builds the report.
pub(super) fn finish<M, C>(
    mut checker: C,
    opts: &Options,
    start: Instant,
    progress: &(dyn Fn(&Progress) + Sync),
) -> ModelReport<M>
where
    M: Model,
    M::State: Hash + Clone + PartialEq,
    M::Action: Clone + PartialEq,
    C: Checker<Oracle<M>>,
{
    let handles = checker.handles();
    let mut last_progress = start;
    while !handles.iter().all(|h| h.is_finished()) {
        std::thread::sleep(POLL);
        let o = checker.model();
        let unique = checker.unique_state_count() as u64;
        if unique > opts.max_states {
            let _ = o
                .stop
                .compare_exchange(0, 1, Ordering::Relaxed, Ordering::Relaxed);
        }
        if opts.timeout.is_some_and(|t| start.elapsed() >= t) {
            let _ = o
                .stop
                .compare_exchange(0, 2, Ordering::Relaxed, Ordering::Relaxed);
        }
        if opts.interrupt.as_ref().is_some_and(|f| f.is_raised()) {
            let _ = o
                .stop
                .compare_exchange(0, 3, Ordering::Relaxed, Ordering::Relaxed);
        }
        let rss = opts
            .max_memory
            .and(crate::explore::memory::resident_bytes());
        if rss
            .zip(opts.max_memory)
            .is_some_and(|(r, m)| crate::explore::memory::over_budget(r, m))
        {
            let _ = o
                .stop
                .compare_exchange(0, 4, Ordering::Relaxed, Ordering::Relaxed);
        }
        if last_progress.elapsed() >= Duration::from_secs(1) {
            last_progress = Instant::now();
            progress(&Progress {
                unique_states: unique,
                transitions: checker.state_count() as u64,
                depth: checker.max_depth().saturating_sub(1),
                frontier: 0,
                elapsed: start.elapsed(),
            });
        }
    }
    for h in handles {
        if let Err(panic) = h.join() {
            std::panic::resume_unwind(panic);
        }
    }
    let checker = checker.join(); // its threads are joined above; this only hands it back
    report(&checker, opts, start)
}

/// Our report from a finished stateright checker.
fn report<M, C>(checker: &C, opts: &Options, start: Instant) -> ModelReport<M>
where
    M: Model,
    M::State: Hash + Clone + PartialEq,
    M::Action: Clone + PartialEq,
    C: Checker<Oracle<M>>,
{
    let o = checker.model();
    let elapsed = start.elapsed();
    let cut = o.refused.load(Ordering::Relaxed);
    let why = o.stop.swap(0, Ordering::Relaxed); // paths are rebuilt through `actions()`
    let discoveries = checker.discoveries();
    let stop = match (cut, why) {
        (true, 1) => StopReason::StateBudget,
        (true, 3) => StopReason::Interrupted,
        (true, 4) => StopReason::MemoryBudget,
        (true, _) => StopReason::Timeout,
        _ if discoveries.len() == o.props.len() => StopReason::AllDecided,
        _ => StopReason::Exhausted,
    };
    let exhausted = stop == StopReason::Exhausted;
    let properties: Vec<_> = o
        .props
        .iter()
        .map(|p| {
            let trace = discoveries.get(p.name).map(|path| {
                let steps: Vec<_> = path.clone().into_vec();
                to_trace(&*o.inner, steps)
            });
            PropertyReport {
                name: p.name,
                expectation: p.expectation.clone(),
                status: status(&p.expectation, trace, exhausted),
            }
        })
        .collect();
    let unique_states = checker.unique_state_count() as u64;
    let inits = o.init_states().len() as u64;
    let undecided = properties
        .iter()
        .any(|p| matches!(p.status, Status::Inconclusive));
    Report {
        unique_states,
        transitions: (checker.state_count() as u64).saturating_sub(inits),
        out_of_boundary: o.out_of_boundary.load(Ordering::Relaxed),
        max_depth: checker.max_depth().saturating_sub(1),
        elapsed,
        properties,
        complete: exhausted && !undecided,
        stop_reason: stop,
        threads: opts.threads.max(1),
        fingerprint_bits: 64,
        collision_probability: collision_probability(unique_states),
        loops_found: 0,
        loops: Vec::new(),
    }
}

fn status<S, A>(e: &Expectation, trace: Option<Trace<S, A>>, exhausted: bool) -> Status<S, A> {
    match (e, trace) {
        (Expectation::Sometimes, Some(trace)) => Status::Found { trace },
        (_, Some(trace)) => Status::Violated { trace },
        (Expectation::Always, None) if exhausted => Status::Holds,
        (Expectation::Sometimes, None) if exhausted => Status::NotFound,
        (_, None) => Status::Inconclusive,
    }
}

/// A stateright path as our [`Trace`]: indices into the inner model's `init_states()` and
/// `actions()` lists.
fn to_trace<M: Model>(
    model: &M,
    steps: Vec<(M::State, Option<M::Action>)>,
) -> Trace<M::State, M::Action>
where
    M::State: PartialEq,
    M::Action: PartialEq,
{
    let init_index = model
        .init_states()
        .iter()
        .position(|s| *s == steps[0].0)
        .expect("a stateright path starts at an initial state");
    let mut available = Vec::new();
    let mut action_indices = Vec::new();
    let mut actions = Vec::new();
    let mut states = Vec::new();
    for (state, action) in steps {
        if let Some(a) = action {
            available.clear();
            model.actions(&state, &mut available);
            let i = available.iter().position(|b| *b == a);
            action_indices.push(i.expect("a stateright path takes listed actions"));
            actions.push(a);
        }
        states.push(state);
    }
    Trace {
        init_index,
        action_indices,
        actions,
        states,
    }
}
