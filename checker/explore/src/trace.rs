//! Traces ([`Trace`]): a path from an initial state, rebuilt by replaying action indices through
//! the model (which must be deterministic in `init_states()` and `actions()`).

use super::links::Links;
use super::seeds::Inits;
use super::Explorable;

/// A path through the model: `states[0]` is `init_states()[init_index]`, and
/// `states[i + 1] == next_state(states[i], actions[i])`, where `actions[i]` is the element at
/// `action_indices[i]` of `actions(states[i])`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trace<S, A> {
    /// Index of the first state in `Model::init_states()`.
    pub init_index: usize,
    /// Index of each action in the list `Model::actions()` returns for the state before it.
    pub action_indices: Vec<usize>,
    /// The actions taken, one per step.
    pub actions: Vec<A>,
    /// The states visited: one more than actions.
    pub states: Vec<S>,
}

impl<S, A> Trace<S, A> {
    /// Number of actions (steps).
    pub fn len(&self) -> usize {
        self.actions.len()
    }

    /// True when the trace is a lone initial state.
    pub fn is_empty(&self) -> bool {
        self.actions.is_empty()
    }

    /// The state the trace ends in.
    pub fn last_state(&self) -> &S {
        self.states.last().expect("a trace has at least one state")
    }

    /// The steps as `(before, action, after)`.
    pub fn steps(&self) -> impl Iterator<Item = (&S, &A, &S)> + '_ {
        self.actions
            .iter()
            .enumerate()
            .map(move |(i, a)| (&self.states[i], a, &self.states[i + 1]))
    }
}

/// Replays `action_indices` from `init_states()[init_index]`; `None` if an index is out of range
/// or an action has no successor.
pub fn replay<M: Explorable>(
    model: &M,
    init_index: usize,
    action_indices: &[usize],
) -> Option<Trace<M::State, M::Action>> {
    replay_from(model, &model.init_states(), init_index, action_indices)
}

/// [`replay_from`] with the initial states one at a time (`seeds.rs`).
fn replay_seeded<M: Explorable>(
    model: &M,
    inits: &Inits<'_, M>,
    init_index: usize,
    action_indices: &[usize],
) -> Option<Trace<M::State, M::Action>> {
    let start = inits.get(init_index)?.into_owned();
    replay_start(model, start, init_index, action_indices)
}

/// [`replay`] with `init_states()` already built: a run rebuilding many traces builds them once
/// (a preset has thousands of boards).
pub fn replay_from<M: Explorable>(
    model: &M,
    inits: &[M::State],
    init_index: usize,
    action_indices: &[usize],
) -> Option<Trace<M::State, M::Action>> {
    let start = inits.get(init_index)?.clone();
    replay_start(model, start, init_index, action_indices)
}

/// Replays `action_indices` from `start` (initial state `init_index`).
fn replay_start<M: Explorable>(
    model: &M,
    mut state: M::State,
    init_index: usize,
    action_indices: &[usize],
) -> Option<Trace<M::State, M::Action>> {
    let mut states = Vec::with_capacity(action_indices.len() + 1);
    let mut actions = Vec::with_capacity(action_indices.len());
    let mut available = Vec::new();
    for &index in action_indices {
        available.clear();
        model.actions(&state, &mut available);
        let action = available.get(index)?.clone();
        let next = model.next_state(&state, action.clone())?;
        states.push(std::mem::replace(&mut state, next));
        actions.push(action);
    }
    states.push(state);
    Some(Trace {
        init_index,
        action_indices: action_indices.to_vec(),
        actions,
        states,
    })
}

/// The shortest trace to state `id`, from its BFS predecessor links (`inits`: the model's
/// `init_states()`).
pub(crate) fn rebuild<M: Explorable>(
    model: &M,
    inits: &Inits<'_, M>,
    links: &Links,
    id: u64,
) -> Trace<M::State, M::Action> {
    let (init, indices) = links.path(id);
    replay_seeded(model, inits, init, &indices).expect(
        "replaying a recorded path failed: Model::init_states() and Model::actions() must be \
         deterministic",
    )
}

/// The shortest trace ending in the transition of packed link `link` (a discovery): the path to
/// its parent, then its action, replayed so that the last state is the one that transition
/// reached (with its ghost data).
pub(crate) fn rebuild_link<M: Explorable>(
    model: &M,
    inits: &Inits<'_, M>,
    links: &Links,
    link: u64,
) -> Trace<M::State, M::Action> {
    let (init, indices) = links.path_of_link(link);
    replay_seeded(model, inits, init, &indices).expect(
        "replaying a recorded path failed: Model::init_states() and Model::actions() must be \
         deterministic",
    )
}
