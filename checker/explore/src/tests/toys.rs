//! Small models for the explorer's tests, and an independent naive BFS to check them against.

use crate::tas::{Tas, TasAction, TasState};
use stateright::{Model, Property};
use std::collections::{HashMap, VecDeque};
use std::hash::Hash;

/// A grid walk: from (0, 0), step right, up, or jump two right; `within_boundary` keeps
/// `x + y <= limit`. Properties are chosen so that stateright explores the whole space.
pub struct Grid {
    pub limit: u8,
}

impl Model for Grid {
    type State = (u8, u8);
    type Action = char;

    fn init_states(&self) -> Vec<(u8, u8)> {
        vec![(0, 0)]
    }
    fn actions(&self, _: &(u8, u8), actions: &mut Vec<char>) {
        actions.extend(['r', 'u', 'j']);
    }
    fn next_state(&self, &(x, y): &(u8, u8), action: char) -> Option<(u8, u8)> {
        match action {
            'r' => Some((x + 1, y)),
            'u' => Some((x, y + 1)),
            _ if y % 2 == 0 => Some((x + 2, y)),
            _ => None,
        }
    }
    fn within_boundary(&self, &(x, y): &(u8, u8)) -> bool {
        x + y <= self.limit
    }
    fn properties(&self) -> Vec<Property<Self>> {
        vec![
            Property::always("x + y < 3", |_, &(x, y)| x + y < 3),
            Property::always("always true", |_, _| true),
            Property::sometimes("reaches (2, 2)", |_, &s| s == (2, 2)),
            Property::sometimes("reaches (9, 9)", |_, &s| s == (9, 9)),
        ]
    }
}

/// A graph given by its adjacency lists over states `0..n`; state 0 is initial. The first
/// property's condition holds in the states listed in `marked`.
pub struct Graph {
    pub edges: Vec<Vec<u8>>,
    pub marked: Vec<u8>,
}

impl Model for Graph {
    type State = u8;
    type Action = u8;

    fn init_states(&self) -> Vec<u8> {
        vec![0]
    }
    fn actions(&self, s: &u8, actions: &mut Vec<u8>) {
        actions.extend(self.edges[usize::from(*s)].iter().copied());
    }
    fn next_state(&self, _: &u8, target: u8) -> Option<u8> {
        Some(target)
    }
    fn properties(&self) -> Vec<Property<Self>> {
        vec![
            Property::eventually("reaches a marked state", |m, s| m.marked.contains(s)),
            Property::always("always true", |_, _| true),
        ]
    }
}

/// The minimum number of steps from an initial state to a state satisfying `goal`, by a plain
/// `HashMap` BFS that compares states with `Eq` (no fingerprints), honouring the boundary.
pub fn naive_min_depth<M>(model: &M, goal: impl Fn(&M::State) -> bool) -> Option<usize>
where
    M: Model,
    M::State: Hash + Eq + Clone,
{
    let mut seen = HashMap::new();
    let mut queue = VecDeque::new();
    for s in model
        .init_states()
        .into_iter()
        .filter(|s| model.within_boundary(s))
    {
        if seen.insert(s.clone(), 0).is_none() {
            queue.push_back(s);
        }
    }
    while let Some(s) = queue.pop_front() {
        let depth = seen[&s];
        if goal(&s) {
            return Some(depth);
        }
        for next in model.next_states(&s) {
            if model.within_boundary(&next) && !seen.contains_key(&next) {
                seen.insert(next.clone(), depth + 1);
                queue.push_back(next);
            }
        }
    }
    None
}

/// Number of distinct reachable states within the boundary, by the same naive BFS.
pub fn naive_count<M>(model: &M) -> usize
where
    M: Model,
    M::State: Hash + Eq + Clone,
{
    let mut seen = std::collections::HashSet::new();
    let mut queue: VecDeque<_> = model.init_states().into_iter().collect();
    queue.retain(|s| model.within_boundary(s) && seen.insert(s.clone()));
    while let Some(s) = queue.pop_front() {
        for next in model.next_states(&s) {
            if model.within_boundary(&next) && seen.insert(next.clone()) {
                queue.push_back(next);
            }
        }
    }
    seen.len()
}

/// TAS with a deliberately too strong invariant ("the stack never holds more than two
/// abilities"), so that it has counterexamples of a known minimal length.
pub struct TightTas(pub Tas);

impl Model for TightTas {
    type State = TasState;
    type Action = TasAction;

    fn init_states(&self) -> Vec<TasState> {
        self.0.init_states()
    }
    fn actions(&self, s: &TasState, actions: &mut Vec<TasAction>) {
        self.0.actions(s, actions)
    }
    fn next_state(&self, s: &TasState, action: TasAction) -> Option<TasState> {
        self.0.next_state(s, action)
    }
    fn properties(&self) -> Vec<Property<Self>> {
        vec![Property::always("stack of 2 or less", |_, s: &TasState| {
            s.len <= 2
        })]
    }
}

/// State 0 has `width` successors 1..=width, all terminal.
pub struct Fan {
    pub width: u32,
}

impl Model for Fan {
    type State = u32;
    type Action = u32;

    fn init_states(&self) -> Vec<u32> {
        vec![0]
    }
    fn actions(&self, s: &u32, actions: &mut Vec<u32>) {
        if *s == 0 {
            actions.extend(1..=self.width);
        }
    }
    fn next_state(&self, _: &u32, target: u32) -> Option<u32> {
        Some(target)
    }
    fn properties(&self) -> Vec<Property<Self>> {
        vec![Property::always("always true", |_, _| true)]
    }
}
