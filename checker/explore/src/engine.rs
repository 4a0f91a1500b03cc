//! One exploration pass: seed the initial states, then expand BFS levels one at a time with
//! `Config::threads` scoped workers until nothing is left, a budget is hit, or (optionally)
//! every property is decided.
//!
//! Levels are synchronous: level `d + 1` is only expanded once every state of level `d` has
//! been expanded, so a state's first discovery is at its BFS distance, and so is its parent
//! link; traces rebuilt from links are shortest. Stopping only between levels (except for
//! budget cuts) makes counts and verdicts independent of the thread count, and putting each
//! level in its canonical order (`canonical.rs`) does the same for ids, links and so traces.

use super::canonical::{best_link, merge_into, position, resolve};
use super::config::Config;
use super::frontier::Frontier;
use super::links::{Link, Links};
use super::loops::ForcedEdge;
use super::prefault::Prefault;
use super::report::StopReason;
use super::seeds::Inits;
use super::shared::{ProgressFn, Shared};
use super::worker::{offer, work, Candidate, LevelOut, CHUNK};
use super::{Codec, Explorable, Judge};
use stateright::Property;
use std::borrow::Cow;
use std::panic::{catch_unwind, resume_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Barrier;
use std::time::Instant;

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
    codec: Option<&'a dyn Codec<M::State>>,
    judge: Option<&'a dyn Judge<M>>,
) -> PassOutcome {
    let mut shared = Shared::new(model, props, config, start, progress);
    shared.codec = codec;
    shared.judge = judge;
    shared.per_transition = judge.is_some_and(|j| j.per_transition());
    shared.chains = config.chains && shared.per_transition;
    let mut totals = LevelOut::new();
    // Past the deadline already (a command's earlier explorations spent it): not started.
    shared.check_deadline();
    if shared.cut_reason().is_none() {
        seed(&mut shared, &mut totals);
    }
    let mut frontier = std::mem::take(&mut totals.next);
    let mut pool = Vec::new();
    let (mut depth, mut max_depth) = (0, 0);
    let stop = loop {
        if let Some(cut) = shared.cut_reason() {
            break cut;
        }
        if frontier.is_empty() && totals.pending.is_empty() {
            break StopReason::Exhausted;
        }
        // With only forced chains' ends left (`chains.rs`), they are offered first: where
        // storing every state, the run would have ended here exhausted.
        let decided = !frontier.is_empty() && config.stop_when_decided && shared.all_decided();
        if decided || !frontier.is_empty() && config.stop_on_violation && shared.any_violated() {
            break StopReason::AllDecided;
        }
        // Limits reached between levels cut the run only if something is left to explore.
        shared.check_limits(true);
        if let Some(cut) = shared.cut_reason() {
            break cut;
        }
        shared.depth = depth;
        shared.frontier = frontier.len();
        offer_pending(&mut shared, &mut totals);
        for segment in frontier.take_segments() {
            if shared.cut_reason().is_none() {
                let part = Frontier::load(segment);
                expand_level(&mut shared, &part, config.threads, &mut totals, &mut pool);
            }
        }
        if shared.cut_reason().is_none() {
            expand_level(
                &mut shared,
                &frontier,
                config.threads,
                &mut totals,
                &mut pool,
            );
        }
        // Every transition reaching the next level has been judged (chain ends waiting for a
        // later one were judged when their chains were followed).
        shared.settled = depth + 1;
        if shared.memory_log {
            shared.log_memory(&frontier, &totals.next, &pool);
        }
        frontier.clear(config.threads);
        std::mem::swap(&mut frontier, &mut totals.next);
        if !frontier.is_empty() {
            max_depth = depth + 1;
        }
        if !frontier.is_empty() || !totals.pending.is_empty() {
            depth += 1;
        }
    };
    PassOutcome {
        stop,
        // A discovery deeper than the levels built (a forced chain's, found ahead) is not
        // known to be the shortest when a run stops early: it is left out, as storing every
        // state would not have reached it yet.
        discovered: (shared.discovered.iter())
            .map(|d| d.filter(|&(at, _)| at <= shared.settled).map(|(_, l)| l))
            .collect(),
        links: shared.links,
        transitions: totals.transitions,
        out_of_boundary: totals.out_of_boundary,
        max_depth,
        forced: totals.forced,
    }
}

/// Stores and checks the initial states within the boundary (duplicates dropped), into
/// `totals.next`.
fn seed<M: Explorable>(shared: &mut Shared<'_, M>, totals: &mut LevelOut<M::State>) {
    let mut out = LevelOut::new();
    // One at a time if the judge makes them so (`seeds.rs`): only the level holds them all,
    // encoded.
    let inits = Inits::of(shared.model, shared.judge);
    shared.prepare_keys(inits.len() as u64);
    for index in 0..inits.len() {
        let Some(state) = inits.get(index).map(Cow::into_owned) else {
            continue;
        };
        if !shared.model.within_boundary(&state) {
            continue;
        }
        shared.make_room(out.next.len() as u64 + 1);
        let fp = shared.fingerprint(&state);
        let link = Link::Root(index).pack();
        let judged = false;
        offer(
            shared,
            Candidate {
                state,
                fp,
                link,
                judged,
            },
            &mut out,
            0,
        );
    }
    resolve(shared, &mut out);
    commit(shared, std::slice::from_mut(&mut out), totals, 0);
    finish_deferred(shared, totals, 0);
}

/// Offers the forced chains' ends waiting for the level being built (`chains.rs`), before its
/// other states: their links are less (their parents are in earlier levels), and a state they
/// reach here is stored at this depth whichever reaches it. Their transitions were judged.
fn offer_pending<M: Explorable>(shared: &mut Shared<'_, M>, totals: &mut LevelOut<M::State>) {
    let depth = shared.depth + 1;
    let Some(mut waiting) = totals.pending.remove(&depth) else {
        return;
    };
    waiting.sort_by_id(Link::key);
    let n = waiting.resident();
    shared.make_room(n as u64);
    shared.prepare_keys(n as u64);
    let mut out = LevelOut::new();
    for i in 0..n {
        let (state, link, fp) = waiting.get(i, shared.codec);
        let state = state.into_owned();
        let fp = fp.unwrap_or_else(|| shared.fingerprint(&state));
        let judged = true;
        offer(
            shared,
            Candidate {
                state,
                fp,
                link,
                judged,
            },
            &mut out,
            depth,
        );
    }
    resolve(shared, &mut out);
    commit(shared, std::slice::from_mut(&mut out), totals, depth);
    finish_deferred(shared, totals, depth);
}

/// Expands one level into `totals.next`; whenever the workers pause because the table is full
/// enough, grows it and resumes where they stopped. `pool` recycles the workers' buffers.
fn expand_level<M: Explorable>(
    shared: &mut Shared<'_, M>,
    frontier: &Frontier<M::State>,
    threads: usize,
    totals: &mut LevelOut<M::State>,
    pool: &mut Vec<LevelOut<M::State>>,
) {
    let cursor = AtomicUsize::new(0);
    let mut last_run: u64 = 0;
    loop {
        // Room in the key table for as many new states as the last run found (it doubles
        // when a run filled it).
        shared.prepare_keys(last_run);
        let mut outs = run_workers(shared, frontier, &cursor, threads, pool);
        last_run = outs
            .iter()
            .map(|o| o.next.len() + o.lowered.len())
            .sum::<usize>() as u64;
        let depth = shared.depth + 1;
        commit(shared, &mut outs, totals, depth);
        pool.append(&mut outs);
        shared.fresh_stored();
        finish_deferred(shared, totals, depth);
        shared.check_limits(true);
        let done = cursor.load(Ordering::Relaxed) >= frontier.resident();
        if done || shared.cut_reason().is_some() {
            return;
        }
        shared.make_room(0);
    }
}

/// Gives ids to the resolved new states of a run (at depth `depth`) in their canonical order
/// (dropping those over the budget, which cuts the pass), stores their links and discoveries,
/// and moves everything into `totals` (forced chains' ends to wait for their level).
///
/// With several threads the driver does this alone while the other cores wait, and its first
/// writes to the room it appends to fault pages in (the kernel zeroing each): at TAS(6), 35,000
/// faults, half the driver's time between runs. So a helper thread faults in the links' room
/// and the upper half of the level's while the driver copies (`prefault.rs`).
fn commit<M: Explorable>(
    shared: &mut Shared<'_, M>,
    outs: &mut [LevelOut<M::State>],
    totals: &mut LevelOut<M::State>,
    depth: usize,
) {
    let (mut level, mut links) = (Prefault::default(), Prefault::default());
    if shared.keys.is_some() {
        let added: usize = outs
            .iter()
            .map(|o| o.next.resident() + o.lowered.resident())
            .sum();
        let encoded = shared.codec.is_some();
        totals.next.reserve_room(added, encoded, &mut level);
        shared.links.reserve_room(added, &mut links);
    }
    if level.is_empty() && links.is_empty() {
        return store(shared, outs, totals, depth);
    }
    std::thread::scope(|scope| {
        scope.spawn(|| {
            links.run_share(0, 1);
            level.run_share(1, 2);
        });
        store(shared, outs, totals, depth);
    });
}

/// [`commit`]'s work.
fn store<M: Explorable>(
    shared: &mut Shared<'_, M>,
    outs: &mut [LevelOut<M::State>],
    totals: &mut LevelOut<M::State>,
    depth: usize,
) {
    let base = shared.links.len();
    let before = merge_into(&mut totals.next, outs);
    let mut added = totals.next.resident() - before;
    let room = usize::try_from(shared.budget - base).unwrap_or(usize::MAX);
    if added > room {
        totals.next.truncate(before + room);
        added = room;
        shared.cut(StopReason::StateBudget);
    }
    for index in 0..shared.props.len() {
        // A new state's least link, if that state was kept (not dropped over the budget).
        let found = best_link(outs, index)
            .filter(|&link| position(&totals.next, before..before + added, link).is_some());
        if let Some(link) = found {
            shared.record_discovery(index, depth, link);
        }
        // Per transition: the transitions' own links (their parents are stored).
        for out in outs.iter() {
            if let Some(&Some((at, link))) = out.passing.get(index) {
                shared.record_discovery(index, at, link);
            }
        }
    }
    for id in totals.next.ids_mut().skip(before) {
        *id = shared.links.push(*id);
    }
    totals.next.spill_over(shared.frontier_memory);
    for out in outs {
        out.best.clear();
        out.passing.clear();
        totals.deferred.append(&mut out.deferred);
        for (forced, ends) in out.ahead.iter_mut().enumerate() {
            if ends.resident() > 0 {
                let at = shared.depth + 1 + forced;
                totals.pending.entry(at).or_default().append(ends);
            }
        }
        totals.forced.append(&mut out.forced);
        totals.transitions += std::mem::take(&mut out.transitions);
        totals.out_of_boundary += std::mem::take(&mut out.out_of_boundary);
    }
}

/// Grows the table for the successors that found it full, then offers them again (as
/// reaching depth `depth`).
fn finish_deferred<M: Explorable>(
    shared: &mut Shared<'_, M>,
    totals: &mut LevelOut<M::State>,
    depth: usize,
) {
    let deferred = std::mem::take(&mut totals.deferred);
    if deferred.is_empty() {
        return;
    }
    shared.make_room(deferred.len() as u64);
    if let Some(keys) = &mut shared.keys {
        // A deferred successor may have left its key behind.
        keys.mark_stale();
    }
    shared.prepare_keys(deferred.len() as u64);
    let mut out = LevelOut::new();
    for candidate in deferred {
        offer(shared, candidate, &mut out, depth);
    }
    if !out.deferred.is_empty() {
        out.deferred.clear();
        shared.cut(StopReason::StateBudget);
    }
    resolve(shared, &mut out);
    commit(shared, std::slice::from_mut(&mut out), totals, depth);
}

/// Runs up to `threads` workers on the frontier (the calling thread is one of them), each with
/// an (empty) output buffer from `pool`; once all have finished, each resolves its output
/// (`canonical::resolve`).
fn run_workers<M: Explorable>(
    shared: &Shared<'_, M>,
    frontier: &Frontier<M::State>,
    cursor: &AtomicUsize,
    threads: usize,
    pool: &mut Vec<LevelOut<M::State>>,
) -> Vec<LevelOut<M::State>> {
    let left = frontier
        .resident()
        .saturating_sub(cursor.load(Ordering::Relaxed));
    let workers = threads.min(left.div_ceil(CHUNK)).max(1);
    let mut buffer = || pool.pop().unwrap_or_else(LevelOut::new);
    if workers == 1 {
        let mut out = work(shared, frontier, cursor, buffer());
        resolve(shared, &mut out);
        return vec![out];
    }
    // Every worker reaches the barrier, even one whose model panicked (its panic is resumed
    // after it, and reaches the caller through `join`), so none waits forever.
    let barrier = Barrier::new(workers);
    let worker = |out| {
        let worked = catch_unwind(AssertUnwindSafe(|| work(shared, frontier, cursor, out)));
        barrier.wait();
        let mut out = worked.unwrap_or_else(|panic| resume_unwind(panic));
        resolve(shared, &mut out);
        out
    };
    std::thread::scope(|scope| {
        let handles: Vec<_> = (1..workers)
            .map(|_| {
                let out = buffer();
                scope.spawn(|| worker(out))
            })
            .collect();
        let mut outs = vec![worker(buffer())];
        for handle in handles {
            let out = handle
                .join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
            outs.push(out);
        }
        outs
    })
}
