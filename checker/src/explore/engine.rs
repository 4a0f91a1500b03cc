//! One exploration pass: seed the initial states, then expand BFS levels one at a time with
//! `Config::threads` scoped workers until nothing is left, a budget is hit, or (optionally)
//! every property is decided.
//!
//! Levels are synchronous: level `d + 1` is only expanded once every state of level `d` has
//! been expanded, so a state's first discovery is at its BFS distance, and so is its parent
//! link; traces rebuilt from links are shortest. Stopping only between levels (except for
//! budget cuts) makes counts and verdicts independent of the thread count.

use super::config::Config;
use super::fingerprint::fingerprint;
use super::links::{Link, Links};
use super::loops::ForcedEdge;
use super::report::StopReason;
use super::shared::{ProgressFn, Shared};
use super::table::Insert;
use super::worker::{work, LevelOut, CHUNK};
use super::Explorable;
use std::sync::atomic::AtomicUsize;
use std::time::Instant;
use stateright::Property;

/// The raw result of a pass; traces are rebuilt from `links` afterwards.
pub(crate) struct PassOutcome {
    pub(crate) stop: StopReason,
    pub(crate) links: Links,
    pub(crate) discovered: Vec<Option<u64>>,
    pub(crate) transitions: u64,
    pub(crate) out_of_boundary: u64,
    pub(crate) max_depth: usize,
    pub(crate) forced: Vec<ForcedEdge>,
}

/// Explores `model` checking `props` (its `Always`/`Sometimes` ones; `Eventually` is ignored).
pub(crate) fn run_pass<'a, M: Explorable>(
    model: &'a M,
    props: &'a [Property<M>],
    config: &Config,
    start: Instant,
    progress: Option<ProgressFn<'a>>,
) -> PassOutcome {
    let shared = Shared::new(model, props, config, start, progress);
    let mut frontier = seed(&shared);
    let mut totals = LevelOut {
        next: Vec::new(),
        forced: Vec::new(),
        transitions: 0,
        out_of_boundary: 0,
    };
    let mut depth = 0;
    let stop = loop {
        if let Some(cut) = shared.cut_reason() {
            break cut;
        }
        if frontier.is_empty() {
            break StopReason::Exhausted;
        }
        if config.stop_when_decided && shared.all_decided() {
            break StopReason::AllDecided;
        }
        shared.set_depth(depth);
        let outs = run_level(&shared, &frontier, config.threads);
        frontier = merge(outs, &mut totals);
        if !frontier.is_empty() {
            depth += 1;
        }
    };
    PassOutcome {
        stop,
        discovered: shared.discoveries(),
        links: shared.links,
        transitions: totals.transitions,
        out_of_boundary: totals.out_of_boundary,
        max_depth: depth,
        forced: totals.forced,
    }
}

/// Stores and checks the initial states within the boundary (duplicates dropped).
fn seed<M: Explorable>(shared: &Shared<'_, M>) -> Vec<(M::State, u64)> {
    let mut frontier = Vec::new();
    for (index, state) in shared.model.init_states().into_iter().enumerate() {
        if !shared.model.within_boundary(&state) {
            continue;
        }
        match shared.table.insert(fingerprint(&state)) {
            Insert::Present => {}
            Insert::New => match shared.links.alloc(Link::Root(index).pack()) {
                Some(id) => {
                    shared.check_properties(&state, id);
                    frontier.push((state, id));
                }
                None => shared.cut(StopReason::StateBudget),
            },
            Insert::Full => shared.cut(StopReason::StateBudget),
        }
    }
    frontier
}

/// Expands one level with up to `threads` workers (the calling thread is one of them).
fn run_level<M: Explorable>(
    shared: &Shared<'_, M>,
    frontier: &[(M::State, u64)],
    threads: usize,
) -> Vec<LevelOut<M::State>> {
    let cursor = AtomicUsize::new(0);
    let workers = threads.min(frontier.len().div_ceil(CHUNK)).max(1);
    if workers == 1 {
        return vec![work(shared, frontier, &cursor)];
    }
    std::thread::scope(|scope| {
        let handles: Vec<_> = (1..workers)
            .map(|_| scope.spawn(|| work(shared, frontier, &cursor)))
            .collect();
        let mut outs = vec![work(shared, frontier, &cursor)];
        for handle in handles {
            let out = handle
                .join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
            outs.push(out);
        }
        outs
    })
}

/// Concatenates the workers' new states into the next frontier and adds up their counters.
fn merge<S>(outs: Vec<LevelOut<S>>, totals: &mut LevelOut<S>) -> Vec<(S, u64)> {
    let mut next = Vec::with_capacity(outs.iter().map(|o| o.next.len()).sum());
    for mut out in outs {
        next.append(&mut out.next);
        totals.forced.append(&mut out.forced);
        totals.transitions += out.transitions;
        totals.out_of_boundary += out.out_of_boundary;
    }
    next
}
