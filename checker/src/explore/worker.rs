//! One worker's share of a BFS level: expand frontier states in chunks, fingerprint their
//! successors, insert them in batches (prefetching table slots first), store the new ones.

use super::fingerprint::fingerprint;
use super::links::Link;
use super::loops::ForcedEdge;
use super::report::StopReason;
use super::shared::Shared;
use super::table::Insert;
use super::Explorable;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Frontier states handed out per grab of the shared cursor (tiny in tests, so that even toy
/// models' levels are shared between threads).
pub(crate) const CHUNK: usize = if cfg!(test) { 2 } else { 64 };
/// Successors fingerprinted (and prefetched) before they are inserted.
const BATCH: usize = 32;

/// What one worker produced while expanding (part of) a level.
pub(crate) struct LevelOut<S> {
    /// New states for the next level, with their ids.
    pub(crate) next: Vec<(S, u64)>,
    /// Forced edges found (only with loop detection on).
    pub(crate) forced: Vec<ForcedEdge>,
    /// Successors generated within the boundary.
    pub(crate) transitions: u64,
    /// Successors rejected by `within_boundary`.
    pub(crate) out_of_boundary: u64,
}

struct Candidate<S> {
    state: S,
    fp: u64,
    link: u64,
}

struct Scratch<M: Explorable> {
    actions: Vec<M::Action>,
    batch: Vec<Candidate<M::State>>,
}

/// Expands frontier chunks (claimed through `cursor`) until none is left or the pass is cut.
pub(crate) fn work<M: Explorable>(
    shared: &Shared<'_, M>,
    frontier: &[(M::State, u64)],
    cursor: &AtomicUsize,
) -> LevelOut<M::State> {
    let mut out = LevelOut {
        next: Vec::new(),
        forced: Vec::new(),
        transitions: 0,
        out_of_boundary: 0,
    };
    let mut scratch = Scratch::<M> {
        actions: Vec::new(),
        batch: Vec::with_capacity(BATCH + 16),
    };
    while !shared.should_stop() {
        let begin = cursor.fetch_add(CHUNK, Ordering::Relaxed);
        if begin >= frontier.len() {
            break;
        }
        let before = out.transitions;
        for (state, id) in &frontier[begin..frontier.len().min(begin + CHUNK)] {
            expand(shared, state, *id, &mut scratch, &mut out);
            if scratch.batch.len() >= BATCH {
                flush(shared, &mut scratch.batch, &mut out);
            }
        }
        flush(shared, &mut scratch.batch, &mut out);
        shared.report_progress(out.transitions - before);
    }
    out
}

/// Generates the successors of `state` (id `id`) into the batch and records a forced edge.
fn expand<M: Explorable>(
    shared: &Shared<'_, M>,
    state: &M::State,
    id: u64,
    scratch: &mut Scratch<M>,
    out: &mut LevelOut<M::State>,
) {
    let model = shared.model;
    model.actions(state, &mut scratch.actions);
    let mut successors = 0usize;
    let mut only = None;
    for (action, a) in scratch.actions.drain(..).enumerate() {
        let Some(next) = model.next_state(state, a) else {
            continue;
        };
        successors += 1;
        if !model.within_boundary(&next) {
            out.out_of_boundary += 1;
            continue;
        }
        out.transitions += 1;
        let fp = fingerprint(&next);
        shared.table.prefetch(fp);
        only = Some(fp);
        let link = Link::Step { parent: id, action }.pack();
        scratch.batch.push(Candidate {
            state: next,
            fp,
            link,
        });
    }
    if shared.detect_loops && successors == 1 {
        if let Some(dst_fp) = only {
            out.forced.push(ForcedEdge {
                src_fp: fingerprint(state),
                src_id: id,
                dst_fp,
            });
        }
    }
}

/// Inserts the batched successors; stores and checks the new ones.
fn flush<M: Explorable>(
    shared: &Shared<'_, M>,
    batch: &mut Vec<Candidate<M::State>>,
    out: &mut LevelOut<M::State>,
) {
    for candidate in batch.drain(..) {
        match shared.table.insert(candidate.fp) {
            Insert::Present => {}
            Insert::New => match shared.links.alloc(candidate.link) {
                Some(id) => {
                    shared.check_properties(&candidate.state, id);
                    out.next.push((candidate.state, id));
                }
                None => shared.cut(StopReason::StateBudget),
            },
            Insert::Full => shared.cut(StopReason::StateBudget),
        }
    }
}
