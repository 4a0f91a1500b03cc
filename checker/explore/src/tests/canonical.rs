//! Which shortest trace is reported does not depend on the thread count, the table's growth,
//! or the frontier's encoding and spilling: every run reports exactly what one thread does.

use super::compact::Indexed;
use super::config;
use super::toys::{Graph, TightTas};
use crate::tas::Tas;
use crate::*;
use stateright::{Model, Property};
use std::sync::Mutex;

/// Four counters from zero: bump one, or bump two at once; within `sum <= 14`. Thousands of
/// states, each reached by many shortest paths.
pub(super) struct Mesh;

type Counters = [u8; 4];

impl Model for Mesh {
    type State = Counters;
    type Action = (usize, usize);

    fn init_states(&self) -> Vec<Counters> {
        vec![[0; 4], [1, 0, 0, 0], [0; 4]]
    }
    fn actions(&self, _: &Counters, actions: &mut Vec<(usize, usize)>) {
        for i in 0..4 {
            for j in i..4 {
                actions.push((i, j));
            }
        }
    }
    fn next_state(&self, s: &Counters, (i, j): (usize, usize)) -> Option<Counters> {
        let mut n = *s;
        n[i] += 1;
        if j != i {
            n[j] += 1;
        }
        Some(n)
    }
    fn within_boundary(&self, s: &Counters) -> bool {
        s.iter().sum::<u8>() <= 14
    }
    fn properties(&self) -> Vec<Property<Self>> {
        vec![
            Property::always("sum below 7", |_, s: &Counters| s.iter().sum::<u8>() < 7),
            Property::sometimes("reaches 3 2 2 1", |_, s: &Counters| *s == [3, 2, 2, 1]),
            Property::sometimes("two counters at 4", |_, s: &Counters| {
                s.iter().filter(|&&c| c == 4).count() == 2
            }),
            Property::eventually("some counter reaches 5", |_, s: &Counters| s.contains(&5)),
        ]
    }
}

/// Every trace of a report (properties, then loops) as initial index and action indices.
pub(super) type Paths = Vec<(usize, Vec<usize>)>;

pub(super) fn paths<S, A>(r: &Report<S, A>) -> Paths {
    let mut out: Paths = r
        .properties
        .iter()
        .filter_map(|p| p.status.trace())
        .map(|t| (t.init_index, t.action_indices.clone()))
        .collect();
    for l in &r.loops {
        out.push((l.prefix.init_index, l.prefix.action_indices.clone()));
        out.push((usize::MAX, l.cycle_action_indices.clone()));
    }
    out
}

/// The runs compared for `model`: each thread count, with a table that must grow in the middle
/// of levels, and with an encoded frontier, spilled to disk in small segments.
fn runs<M: Explorable>(model: &M, base: Config) -> Vec<(String, Paths, u64)>
where
    M::State: Send + 'static,
{
    let _alone = super::SPILLING.lock().unwrap_or_else(|e| e.into_inner());
    let mut out = Vec::new();
    let silent = |_: &Progress| {};
    for threads in [1, 2, 3, 4] {
        for (how, cfg) in [
            ("plain", base.clone().threads(threads)),
            ("growing", base.clone().threads(threads).initial_states(1)),
            (
                "spilled",
                base.clone().threads(threads).frontier_memory(Some(256)),
            ),
        ] {
            let r = match how {
                "spilled" => {
                    let codec = Indexed(Mutex::new(Vec::new()));
                    explore_compact(model, &cfg, &silent, &codec)
                }
                _ => explore(model, &cfg),
            };
            out.push((
                format!("{threads} threads, {how}"),
                paths(&r),
                r.unique_states,
            ));
        }
    }
    out
}

fn assert_all_alike(all: Vec<(String, Paths, u64)>) {
    let (first, reference, count) = &all[0];
    assert!(!reference.is_empty());
    for (name, got, n) in &all[1..] {
        assert_eq!((got, n), (reference, count), "{name} against {first}");
    }
}

#[test]
fn mesh_traces_are_the_same_whatever_the_threads() {
    for round in 0..3 {
        let all = runs(&Mesh, config(1).stop_when_decided(false));
        assert_eq!(all[0].2, 3060, "round {round}");
        assert_all_alike(all);
    }
}

#[test]
fn tas_counterexamples_and_loops_are_the_same_whatever_the_threads() {
    assert_all_alike(runs(&TightTas(Tas::new(5)), config(1)));
    // 0..30 branch (to two of themselves and one of 30..40); 30..40 only go round in cycles.
    let mut edges: Vec<Vec<u8>> = vec![Vec::new(); 40];
    for (i, e) in (0u8..).zip(edges.iter_mut()).take(30) {
        *e = vec![(i * 7 + 3) % 30, (i * 3 + 1) % 30, 30 + i % 10];
    }
    for (i, e) in (0u8..).zip(edges.iter_mut()).skip(30) {
        *e = vec![30 + (i * 3) % 10];
    }
    let graph = Graph {
        edges,
        marked: vec![39],
    };
    assert_all_alike(runs(&graph, config(1)));
}
