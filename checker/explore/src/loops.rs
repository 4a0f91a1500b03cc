//! Mandatory loops: cycles in the graph of forced edges (a state with exactly one successor
//! points to that successor). Such a graph is functional (out-degree <= 1), so its cycles are
//! found in linear time; each is reported with a shortest path to its shallowest state and the
//! actions that go round it. This is how a board whose mandatory triggers repeat forever
//! (MTG CR 104.4b, 729) is reported instead of being explored without end.

use super::links::Links;
use super::seeds::Inits;
use super::table::prefetch;
use super::trace::{rebuild, Trace};
use super::Explorable;
use stateright::Model;

/// "State `src_id` (fingerprint `src_fp`) has exactly one successor, and `steps` forced steps
/// from it reach the stored state `dst_fp`" (`steps` is 1 unless a forced chain was followed,
/// `chains.rs`); `least_fp` is the least fingerprint of the states those steps reach, so that a
/// cycle stored at two of its states is one loop (the least over its edges names it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct ForcedEdge {
    pub(crate) src_fp: u64,
    pub(crate) src_id: u64,
    pub(crate) dst_fp: u64,
    pub(crate) steps: u32,
    pub(crate) least_fp: u64,
}

/// A forced cycle: once `prefix` reaches its last state, the only possible behaviour is to go
/// round `cycle_actions` forever.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Loop<S, A> {
    /// Shortest trace to the cycle's shallowest state (the loop's entry).
    pub prefix: Trace<S, A>,
    /// The forced actions, starting at the entry, that lead back to it.
    pub cycle_actions: Vec<A>,
    /// Their indices in `Model::actions()`.
    pub cycle_action_indices: Vec<usize>,
    /// The state after each cycle action; the last one is the entry again.
    pub cycle_states: Vec<S>,
}

/// The loops of model `M`.
pub(crate) type ModelLoops<M> = Vec<Loop<<M as Model>::State, <M as Model>::Action>>;

/// "No edge" in [`successors`].
const NONE: u32 = u32::MAX;

/// How many iterations ahead the index loops prefetch.
const AHEAD: usize = 16;

/// `next[e]`: the forced edge leaving the target of edge `e`, or [`NONE`]. Built with an
/// open-addressing index from source fingerprint to edge (load factor 0.375 to 0.75), whose
/// inserts and lookups are independent and so are prefetched a few iterations ahead: with
/// millions of forced edges, this measured about 2.5 times faster than a `HashMap`.
fn successors(edges: &[ForcedEdge]) -> Vec<u32> {
    assert!(
        edges.len() < NONE as usize,
        "more than 2^32 - 1 forced edges"
    );
    let mask = (edges.len() + edges.len() / 2).next_power_of_two().max(16) - 1;
    let (mut keys, mut values) = (vec![0u64; mask + 1], vec![NONE; mask + 1]);
    for (e, edge) in edges.iter().enumerate() {
        if let Some(ahead) = edges.get(e + AHEAD) {
            prefetch(&keys[ahead.src_fp as usize & mask]);
        }
        let mut i = edge.src_fp as usize & mask;
        // Fingerprints are never 0; each state is expanded once, so sources are distinct.
        while keys[i] != 0 && keys[i] != edge.src_fp {
            i = (i + 1) & mask;
        }
        (keys[i], values[i]) = (edge.src_fp, e as u32);
    }
    let lookup = |fp: u64| {
        let mut i = fp as usize & mask;
        while keys[i] != 0 {
            if keys[i] == fp {
                return values[i];
            }
            i = (i + 1) & mask;
        }
        NONE
    };
    let mut next = Vec::with_capacity(edges.len());
    for (e, edge) in edges.iter().enumerate() {
        if let Some(ahead) = edges.get(e + AHEAD) {
            prefetch(&keys[ahead.dst_fp as usize & mask]);
            prefetch(&values[ahead.dst_fp as usize & mask]);
        }
        next.push(lookup(edge.dst_fp));
    }
    next
}

/// Every cycle of the forced-edge graph, as edge indices in order.
pub(crate) fn find_cycles(edges: &[ForcedEdge]) -> Vec<Vec<usize>> {
    let next = successors(edges);
    // 0 = unvisited, 1 = on the current walk, 2 = finished.
    let mut mark = vec![0u8; edges.len()];
    let mut cycles = Vec::new();
    let mut walk = Vec::new();
    for start in 0..edges.len() {
        walk.clear();
        let mut at = start as u32;
        while at != NONE && mark[at as usize] == 0 {
            mark[at as usize] = 1;
            walk.push(at as usize);
            at = next[at as usize];
        }
        if at != NONE && mark[at as usize] == 1 {
            let from = walk.iter().position(|&w| w == at as usize);
            cycles.push(walk[from.expect("on the current walk")..].to_vec());
        }
        for &w in &walk {
            mark[w] = 2;
        }
    }
    cycles
}

/// Reports the forced cycles: `(number found, the first max_loops by prefix then cycle length)`.
///
/// With forced chains followed (`chains.rs`), one cycle of the game may be stored at more than
/// one of its states (reached from different places), each going round alone: those are one
/// loop, named by the least fingerprint on it, reported from its shallowest stored state.
pub(crate) fn report_loops<M: Explorable>(
    model: &M,
    inits: &Inits<'_, M>,
    links: &Links,
    edges: &[ForcedEdge],
    max_loops: usize,
    stored: &dyn Fn(&M::State) -> u64,
) -> (usize, ModelLoops<M>) {
    let cycles = find_cycles(edges);
    let mut entries: Vec<(usize, usize, u64, usize, u64)> = cycles
        .iter()
        .map(|cycle| {
            let entry = cycle
                .iter()
                .map(|&e| (links.depth(edges[e].src_id), edges[e].src_id, e))
                .min()
                .expect("a cycle has an edge");
            let steps = cycle.iter().map(|&e| edges[e].steps as usize).sum();
            let name = cycle.iter().map(|&e| edges[e].least_fp).min();
            (entry.0, steps, entry.1, entry.2, name.unwrap_or(0))
        })
        .collect();
    entries.sort_unstable();
    let mut named = std::collections::HashSet::new();
    entries.retain(|entry| named.insert(entry.4));
    let loops = entries
        .iter()
        .take(max_loops)
        .map(|&(_, len, id, e, _)| {
            build_loop(model, inits, links, (id, edges[e].src_fp), len, stored)
        })
        .collect();
    (entries.len(), loops)
}

/// Replays the prefix to the entry `id` (fingerprint `entry_fp`, as `stored` fingerprints a
/// state), then follows the single successor `len` times.
fn build_loop<M: Explorable>(
    model: &M,
    inits: &Inits<'_, M>,
    links: &Links,
    (id, entry_fp): (u64, u64),
    len: usize,
    stored: &dyn Fn(&M::State) -> u64,
) -> Loop<M::State, M::Action> {
    let prefix = rebuild(model, inits, links, id);
    let mut state = prefix.last_state().clone();
    let mut result = Loop {
        cycle_actions: Vec::with_capacity(len),
        cycle_action_indices: Vec::with_capacity(len),
        cycle_states: Vec::with_capacity(len),
        prefix,
    };
    let mut actions = Vec::new();
    for _ in 0..len {
        actions.clear();
        model.actions(&state, &mut actions);
        let (index, action, next) = actions
            .drain(..)
            .enumerate()
            .find_map(|(i, a)| model.next_state(&state, a.clone()).map(|n| (i, a, n)))
            .expect("a forced state has a successor on replay");
        result.cycle_action_indices.push(index);
        result.cycle_actions.push(action);
        result.cycle_states.push(next.clone());
        state = next;
    }
    assert_eq!(
        stored(&state),
        entry_fp,
        "replaying a forced cycle did not return to its entry: the model is not deterministic"
    );
    result
}
