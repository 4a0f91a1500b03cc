//! Forced chains: a state offering exactly one action (whose successor is within the
//! boundary) is not stored; its expansion follows the chain of such states and stores only
//! where it ends.
//!
//! A successor `N0` of an expanded state `S` (depth `d`) is followed while the state reached
//! offers exactly one action: `N0 -> N1 -> ... -> Nk`. Every transition on the way is judged
//! where it happens (`Judge::per_transition`: the judge reads the state with the step's ghost
//! data, so state invariants and step properties alike), as a transition reaching depth
//! `d + 1 + j`; only `Nk` is offered to the visited table, with the link `(S, action, k)`
//! (`links.rs`), and not before level `d + 1 + k` is being built (`engine.rs` keeps it waiting
//! until then), so that a state is still stored at its BFS distance and every trace is
//! shortest; a discovery is the least `(depth, link)` of a deciding transition, final once its
//! depth's level is built. A trace replays every step: the forced ones are action 0 of their
//! state.
//!
//! A chain ends at a state offering no action or several, whose one action has no successor or
//! one outside the boundary, after [`MAX_FORCED`] steps, or where it comes back to a state of
//! its own (a forced cycle): then it ends at the first state of the cycle it reached (replayed
//! from `S`), which is stored and, expanded, goes round to itself: a forced edge
//! (`loops.rs`), so the cycle is reported as a loop.
//!
//! Only with per-transition judging (otherwise the properties are read on stored states
//! only, and a chain's states would go unjudged) and `Config::chains`.

use super::links::{Link, MAX_FORCED};
use super::shared::Shared;
use super::Explorable;

/// A worker's buffers a chain is followed with: the actions of a state, the fingerprints of the
/// chain's states, the worker's per-property discoveries (`(depth, link)`, see `judge.rs`) and
/// its count of transitions.
pub(crate) struct Walk<'w, M: Explorable> {
    pub(crate) actions: &'w mut Vec<M::Action>,
    pub(crate) seen: &'w mut Vec<u64>,
    pub(crate) passing: &'w mut Vec<Option<(usize, u64)>>,
    pub(crate) transitions: &'w mut u64,
}

/// Where a followed successor ends: the state stored for it, its fingerprint, the forced steps
/// taken after the successor, and the least fingerprint of the states those steps reached
/// (the successor's included).
pub(crate) struct End<S> {
    pub(crate) state: S,
    pub(crate) fp: u64,
    pub(crate) forced: usize,
    pub(crate) least_fp: u64,
}

impl<S> End<S> {
    /// A successor not followed.
    pub(crate) fn at(state: S, fp: u64) -> Self {
        End {
            state,
            fp,
            forced: 0,
            least_fp: fp,
        }
    }
}

/// Follows the forced chain from `next` (fingerprint `fp`), the successor of `parent` (whose
/// fingerprint is `parent_fp`) by the transition of packed link `link` (no forced step),
/// judging each transition on the way (the first one only if the chain moves: otherwise the
/// caller offers `next` and the transition is judged there) and counting it in `walk`.
pub(crate) fn follow<M: Explorable>(
    shared: &Shared<'_, M>,
    (parent, parent_fp): (&M::State, u64),
    link: u64,
    (next, fp): (M::State, u64),
    walk: Walk<'_, M>,
) -> End<M::State> {
    let model = shared.model;
    let depth = shared.depth + 1;
    let Walk {
        actions,
        seen,
        passing: out,
        transitions,
    } = walk;
    seen.clear();
    seen.extend([parent_fp, fp]);
    let mut end = End::at(next, fp);
    if fp == parent_fp {
        return end; // a step back to the parent (stored): nothing to follow
    }
    while end.forced < MAX_FORCED {
        actions.clear();
        model.actions(&end.state, actions);
        if actions.len() != 1 {
            break;
        }
        let action = actions.pop().expect("one action");
        let Some(after) = model.next_state(&end.state, action) else {
            break;
        };
        if !model.within_boundary(&after) {
            break;
        }
        if end.forced == 0 {
            judge(shared, out, &end.state, depth, link);
        }
        *transitions += 1;
        let after_fp = shared.fingerprint(&after);
        let forced = end.forced + 1;
        judge(
            shared,
            out,
            &after,
            depth + forced,
            Link::with_forced(link, forced),
        );
        end.least_fp = end.least_fp.min(after_fp);
        let back = seen.iter().position(|&f| f == after_fp);
        seen.push(after_fp);
        (end.state, end.fp, end.forced) = (after, after_fp, forced);
        match back {
            // Back at the parent (stored): the chain ends there, and is dropped as seen.
            Some(0) | None => {}
            // Back at a state of the chain: end at that state, where the cycle was entered.
            Some(at) => {
                end.forced = at - 1;
                end.state = replay(shared, parent, link, at - 1, actions);
            }
        }
        if back.is_some() {
            break;
        }
    }
    end
}

/// The state `forced` forced steps after the successor of `parent` by the transition of
/// packed link `link` (a chain's state, replayed).
fn replay<M: Explorable>(
    shared: &Shared<'_, M>,
    parent: &M::State,
    link: u64,
    forced: usize,
    actions: &mut Vec<M::Action>,
) -> M::State {
    let model = shared.model;
    let Link::Step { action, .. } = Link::unpack(link) else {
        unreachable!("a chain starts with a step");
    };
    actions.clear();
    model.actions(parent, actions);
    let first = actions.swap_remove(action);
    let mut state = model
        .next_state(parent, first)
        .expect("replayed as followed");
    for _ in 0..forced {
        actions.clear();
        model.actions(&state, actions);
        let only = actions.pop().expect("a forced state has its action");
        state = model
            .next_state(&state, only)
            .expect("replayed as followed");
    }
    state
}

/// Judges the transition of packed link `link` reaching `state` at depth `depth`.
fn judge<M: Explorable>(
    shared: &Shared<'_, M>,
    passing: &mut Vec<Option<(usize, u64)>>,
    state: &M::State,
    depth: usize,
    link: u64,
) {
    passing.resize(shared.props.len(), None);
    shared.judge_transition(state, passing, depth, link);
}
