//! One worker's share of a BFS level: expand frontier states in chunks, fingerprint their
//! successors, insert them in batches (prefetching table slots first), keep the new ones.

use super::chains;
use super::frontier::Frontier;
use super::keys::{KeySlot, OVERFLOW_BIT};
use super::links::Link;
use super::loops::ForcedEdge;
use super::shared::Shared;
use super::table::Insert;
use super::Explorable;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Frontier states handed out per grab of the shared cursor (tiny in tests, so that even toy
/// models' levels are shared between threads).
pub(crate) const CHUNK: usize = if cfg!(test) { 2 } else { 64 };
/// The claim result standing for "the key overflowed into the map".
const OVERFLOWED: usize = usize::MAX;
/// Successors fingerprinted (and prefetched) before they are inserted.
const BATCH: usize = 32;

/// What one worker produced while expanding (part of) a level.
pub(crate) struct LevelOut<S> {
    /// New states with their packed links (replaced by their ids once the driver stores them);
    /// in a keyed table, with their table entries until `canonical::resolve` reads their
    /// least links there.
    pub(crate) next: Frontier<S>,
    /// Per property: indices in `next` of the new states deciding it (with one worker, only
    /// the first: it has the least link).
    pub(crate) deciders: Vec<Vec<usize>>,
    /// Per property, once resolved: the least link of a new state deciding it.
    pub(crate) best: Vec<Option<u64>>,
    /// Per transition (`Judge::per_transition`), per property: the least `(depth, link)` of a
    /// transition (to a new state or a seen one) deciding it.
    pub(crate) passing: Vec<Option<(usize, u64)>>,
    /// Ends of forced chains (`chains.rs`) by their forced steps `k >= 1` (index `k`): stored
    /// only when their level comes, `k` levels after the next.
    pub(crate) ahead: Vec<Frontier<S>>,
    /// The driver's only: the chain ends waiting for their level, by depth.
    pub(crate) pending: std::collections::BTreeMap<usize, Frontier<S>>,
    /// Once resolved: the new states taken out of `next` to keep it in ascending link order.
    pub(crate) lowered: Frontier<S>,
    /// Successors that found the table full: offered again once it has grown.
    pub(crate) deferred: Vec<Candidate<S>>,
    /// Fingerprints of new states whose keys overflowed the key table (see `OVERFLOW_BIT`).
    pub(crate) overflow: Vec<u64>,
    /// Forced edges found (only with loop detection on).
    pub(crate) forced: Vec<ForcedEdge>,
    /// Successors generated within the boundary.
    pub(crate) transitions: u64,
    /// Successors rejected by `within_boundary`.
    pub(crate) out_of_boundary: u64,
}

impl<S: Clone> LevelOut<S> {
    pub(crate) fn new() -> Self {
        LevelOut {
            next: Frontier::new(),
            deciders: Vec::new(),
            best: Vec::new(),
            passing: Vec::new(),
            ahead: Vec::new(),
            pending: std::collections::BTreeMap::new(),
            lowered: Frontier::new(),
            deferred: Vec::new(),
            overflow: Vec::new(),
            forced: Vec::new(),
            transitions: 0,
            out_of_boundary: 0,
        }
    }
}

/// A successor waiting to be inserted: the state, its fingerprint and its packed link;
/// `judged` if its transition was judged already (a forced chain's end, `chains.rs`).
pub(crate) struct Candidate<S> {
    pub(crate) state: S,
    pub(crate) fp: u64,
    pub(crate) link: u64,
    pub(crate) judged: bool,
}

struct Scratch<M: Explorable> {
    actions: Vec<M::Action>,
    batch: Vec<Candidate<M::State>>,
    /// The actions of a forced chain's states and their fingerprints (`chains.rs`).
    chain_actions: Vec<M::Action>,
    seen: Vec<u64>,
}

/// Expands frontier chunks (claimed through `cursor`) into `out` until none is left or
/// [`Shared::should_stop`] says to pause.
pub(crate) fn work<M: Explorable>(
    shared: &Shared<'_, M>,
    frontier: &Frontier<M::State>,
    cursor: &AtomicUsize,
    mut out: LevelOut<M::State>,
) -> LevelOut<M::State> {
    let mut scratch = Scratch::<M> {
        actions: Vec::new(),
        batch: Vec::with_capacity(BATCH + 16),
        chain_actions: Vec::new(),
        seen: Vec::new(),
    };
    while !shared.should_stop() {
        let begin = cursor.fetch_add(CHUNK, Ordering::Relaxed);
        if begin >= frontier.resident() {
            break;
        }
        let (transitions, found) = (out.transitions, out.next.len());
        for i in begin..frontier.resident().min(begin + CHUNK) {
            let (state, id, fp) = frontier.get(i, shared.codec);
            expand(shared, &state, id, fp, &mut scratch, &mut out);
            if scratch.batch.len() >= BATCH {
                flush(shared, &mut scratch.batch, &mut out);
            }
        }
        flush(shared, &mut scratch.batch, &mut out);
        let fresh = (out.next.len() - found) as u64;
        shared.report_chunk(out.transitions - transitions, fresh);
        if shared
            .frontier_memory
            .is_some_and(|limit| out.next.encoded_bytes() > limit / 4)
        {
            break; // for the driver to spill; it resumes the level where the cursor is
        }
    }
    out
}

/// Generates the successors of `state` (id `id`, fingerprint `fp` if known) into the batch
/// and records a forced edge.
fn expand<M: Explorable>(
    shared: &Shared<'_, M>,
    state: &M::State,
    id: u64,
    fp: Option<u64>,
    scratch: &mut Scratch<M>,
    out: &mut LevelOut<M::State>,
) {
    let model = shared.model;
    let mut actions = std::mem::take(&mut scratch.actions);
    model.actions(state, &mut actions);
    let mut successors = 0usize;
    let mut only = None;
    let from_fp = match fp {
        Some(fp) => fp,
        None if shared.chains || shared.detect_loops => shared.fingerprint(state),
        None => 0,
    };
    for (action, a) in actions.drain(..).enumerate() {
        let Some(next) = model.next_state(state, a) else {
            continue;
        };
        successors += 1;
        if !model.within_boundary(&next) {
            out.out_of_boundary += 1;
            continue;
        }
        out.transitions += 1;
        let fp = shared.fingerprint(&next);
        let link = Link::step(id, action).pack();
        let end = match shared.chains {
            true => {
                let walk = chains::Walk::<M> {
                    actions: &mut scratch.chain_actions,
                    seen: &mut scratch.seen,
                    passing: &mut out.passing,
                    transitions: &mut out.transitions,
                };
                chains::follow(shared, (state, from_fp), link, (next, fp), walk)
            }
            false => chains::End::at(next, fp),
        };
        only = Some((end.fp, 1 + end.forced as u32, end.least_fp));
        if end.forced > 0 {
            let link = Link::with_forced(link, end.forced);
            if out.ahead.len() <= end.forced {
                out.ahead.resize_with(end.forced + 1, Frontier::new);
            }
            out.ahead[end.forced].push(end.state, link, end.fp, shared.codec);
            continue;
        }
        shared.table.prefetch(end.fp);
        if let Some(keys) = &shared.keys {
            keys.prefetch(end.fp);
        }
        scratch.batch.push(Candidate {
            state: end.state,
            fp: end.fp,
            link,
            judged: false,
        });
    }
    scratch.actions = actions;
    if shared.detect_loops && successors == 1 {
        if let Some((dst_fp, steps, least_fp)) = only {
            out.forced.push(ForcedEdge {
                src_fp: from_fp,
                src_id: id,
                dst_fp,
                steps,
                least_fp,
            });
        }
    }
}

/// Offers the batched successors. Each one's entries were prefetched when it was generated;
/// with a game's successors, that was many engine steps ago and the property suite runs on every
/// new state in between, so the line is often gone again: the next candidate's entries are
/// fetched once more while this one is offered (a hit costs nothing; smoke at 1 thread spent 4%
/// of its samples waiting on the table's load in `flush`).
fn flush<M: Explorable>(
    shared: &Shared<'_, M>,
    batch: &mut Vec<Candidate<M::State>>,
    out: &mut LevelOut<M::State>,
) {
    let mut batch = batch.drain(..).peekable();
    while let Some(candidate) = batch.next() {
        if let Some(next) = batch.peek() {
            shared.table.prefetch(next.fp);
            if let Some(keys) = &shared.keys {
                keys.prefetch(next.fp);
            }
        }
        offer(shared, candidate, out, shared.depth + 1);
    }
}

/// Inserts a candidate; a new state is checked against the undecided properties and kept (per
/// transition: every candidate that found room is checked, new or not, as a transition
/// reaching depth `depth`, unless it was judged already).
#[inline]
pub(crate) fn offer<M: Explorable>(
    shared: &Shared<'_, M>,
    candidate: Candidate<M::State>,
    out: &mut LevelOut<M::State>,
    depth: usize,
) {
    let inserted = match &shared.keys {
        None => shared.table.insert_single_writer(candidate.fp),
        Some(keys) => {
            // The key is recorded before the fingerprint is published (keys.rs), and lowered
            // if the state is already there and new in this run.
            let (fp, key) = (candidate.fp, Link::key(candidate.link));
            let inserted = shared
                .table
                .insert_shared(fp, || match keys.offer(fp, key) {
                    KeySlot::Entry(i) => Some(i),
                    KeySlot::Overflow => Some(OVERFLOWED),
                });
            if inserted == Insert::Present {
                keys.lower(fp, key);
            }
            inserted
        }
    };
    if shared.per_transition && inserted != Insert::Full && !candidate.judged {
        out.passing.resize(shared.props.len(), None);
        let link = candidate.link;
        shared.judge_transition(&candidate.state, &mut out.passing, depth, link);
    }
    match inserted {
        Insert::Present => {}
        Insert::New(entry) => {
            if !shared.per_transition {
                out.deciders.resize_with(shared.props.len(), Vec::new);
                shared.judge_new(&candidate.state, &mut out.deciders, out.next.len());
            }
            let all = !shared.single_writer;
            let (state, fp) = (candidate.state, candidate.fp);
            // With keys, a placeholder for the key until `canonical::resolve` reads it.
            let link = match (all, entry) {
                (false, _) => candidate.link,
                (true, OVERFLOWED) => {
                    out.overflow.push(fp);
                    OVERFLOW_BIT | (out.overflow.len() - 1) as u64
                }
                (true, entry) => entry as u64,
            };
            out.next.push(state, link, fp, shared.codec);
        }
        Insert::Full => out.deferred.push(candidate),
    }
}
