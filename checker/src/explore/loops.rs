//! Mandatory loops: cycles in the graph of forced edges (a state with exactly one successor
//! points to that successor). Such a graph is functional (out-degree <= 1), so its cycles are
//! found in linear time; each is reported with a shortest path to its shallowest state and the
//! actions that go round it. This is how a board whose mandatory triggers repeat forever
//! (MTG CR 104.4b, 729) is reported instead of being explored without end.

use super::fingerprint::{fingerprint, IdentityBuildHasher};
use super::links::Links;
use super::trace::{rebuild, Trace};
use super::Explorable;
use stateright::Model;
use std::collections::HashMap;

/// "State `src_id` (fingerprint `src_fp`) has exactly one successor, `dst_fp`."
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct ForcedEdge {
    pub(crate) src_fp: u64,
    pub(crate) src_id: u64,
    pub(crate) dst_fp: u64,
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

/// Every cycle of the forced-edge graph, as edge indices in order.
pub(crate) fn find_cycles(edges: &[ForcedEdge]) -> Vec<Vec<usize>> {
    let by_src: HashMap<u64, usize, IdentityBuildHasher> = edges
        .iter()
        .enumerate()
        .map(|(i, e)| (e.src_fp, i))
        .collect();
    // 0 = unvisited, 1 = on the current walk, 2 = finished.
    let mut mark = vec![0u8; edges.len()];
    let mut cycles = Vec::new();
    let mut walk = Vec::new();
    for start in 0..edges.len() {
        walk.clear();
        let mut at = Some(start);
        while let Some(i) = at.filter(|&i| mark[i] == 0) {
            mark[i] = 1;
            walk.push(i);
            at = by_src.get(&edges[i].dst_fp).copied();
        }
        if let Some(i) = at.filter(|&i| mark[i] == 1) {
            let from = walk
                .iter()
                .position(|&w| w == i)
                .expect("on the current walk");
            cycles.push(walk[from..].to_vec());
        }
        for &w in &walk {
            mark[w] = 2;
        }
    }
    cycles
}

/// Reports the forced cycles: `(number found, the first max_loops by prefix then cycle length)`.
pub(crate) fn report_loops<M: Explorable>(
    model: &M,
    links: &Links,
    edges: &[ForcedEdge],
    max_loops: usize,
) -> (usize, ModelLoops<M>) {
    let cycles = find_cycles(edges);
    let mut entries: Vec<(usize, usize, u64, usize)> = cycles
        .iter()
        .map(|cycle| {
            let entry = cycle
                .iter()
                .map(|&e| (links.depth(edges[e].src_id), edges[e].src_id, e))
                .min()
                .expect("a cycle has an edge");
            (entry.0, cycle.len(), entry.1, entry.2)
        })
        .collect();
    entries.sort_unstable();
    let loops = entries
        .iter()
        .take(max_loops)
        .map(|&(_, len, id, e)| build_loop(model, links, id, edges[e].src_fp, len))
        .collect();
    (cycles.len(), loops)
}

/// Replays the prefix to the entry `id`, then follows the single successor `len` times.
fn build_loop<M: Explorable>(
    model: &M,
    links: &Links,
    id: u64,
    entry_fp: u64,
    len: usize,
) -> Loop<M::State, M::Action> {
    let prefix = rebuild(model, links, id);
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
        fingerprint(&state),
        entry_fp,
        "replaying a forced cycle did not return to its entry: the model is not deterministic"
    );
    result
}
