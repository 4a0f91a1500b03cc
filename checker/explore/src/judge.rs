//! The "judge this state" hook: the explorer hands each new state and the indices of its
//! still-undecided properties to a [`Judge`] in one call, so that a model whose properties share
//! readings of a state (the game's suite reads one `View` per state) can make them once.
//!
//! Without a judge (the default, and for TAS) each undecided property's `condition` is called in
//! turn, as before; with one, verdicts must be the same: the judge only answers, per index,
//! whether that property's condition holds (what `condition` would say), and the explorer turns
//! that into "decides" by the property's expectation. Which states decide what, their ids and
//! so the traces are then identical.
//!
//! **Per transition.** A model whose states carry ghost data of the step that reached them (the
//! game's journal: what the step did, read by step properties) may leave that data out of what
//! the explorer stores ([`Judge::stored_fingerprint`]) and ask for every transition to be judged
//! ([`Judge::per_transition`]): each successor, new or already seen, is judged while its ghost
//! data is at hand, and a discovery is the transition (parent, action) with the least link, its
//! trace the path to the parent and that action. States equal except for how they were reached
//! are then stored once; every (state, ghost) pair the whole-state exploration would judge is
//! still judged (it is some transition's successor), at the same BFS depth, so verdicts and
//! trace lengths are the same.

use super::fingerprint::fingerprint;
use super::links::Link;
use super::shared::Shared;
use super::Explorable;
use stateright::{Expectation, Model, Property};
use std::cell::RefCell;
use std::hash::Hash;

/// Reads several properties of one state at once.
pub trait Judge<M: Model>: Sync {
    /// Appends to `holds`, for each of `indices` (ascending indices into `props`, which are
    /// `model.properties()`) in order, whether that property's condition holds in `state`. The
    /// default calls each condition in turn.
    fn conditions(
        &self,
        model: &M,
        props: &[Property<M>],
        state: &M::State,
        indices: &[usize],
        holds: &mut Vec<bool>,
    ) {
        holds.extend(indices.iter().map(|&i| (props[i].condition)(model, state)));
    }

    /// Whether properties are judged on every transition, and states stored by
    /// [`Judge::stored_fingerprint`] (see the module docs). The default: no, each new state is
    /// judged once and stored whole.
    fn per_transition(&self) -> bool {
        false
    }

    /// With [`Judge::per_transition`]: the fingerprint of what the explorer stores of `state`,
    /// leaving out its ghost data (which `actions`, `next_state` and `within_boundary` must not
    /// read). The default: the whole state's.
    fn stored_fingerprint(&self, state: &M::State) -> u64
    where
        M::State: Hash,
    {
        fingerprint(state)
    }

    /// How many initial states the model has, if this judge makes them one at a time
    /// ([`Judge::init_state`]): the seed then never holds them all (`seeds.rs`). They must be
    /// `model.init_states()`, in its order. The default: `None`, `init_states()` is called.
    fn init_count(&self, _model: &M) -> Option<usize> {
        None
    }

    /// With [`Judge::init_count`]: `model.init_states()[index]`, made alone.
    fn init_state(&self, model: &M, index: usize) -> M::State {
        model.init_states().swap_remove(index)
    }
}

/// The default judge: each property's condition in turn.
pub struct EachInTurn;

impl<M: Model> Judge<M> for EachInTurn {}

thread_local! {
    /// A worker's scratch: the indices asked of the judge and its answers.
    static ASKED: RefCell<(Vec<usize>, Vec<bool>)> = const { RefCell::new((Vec::new(), Vec::new())) };
}

impl<M: Explorable> Shared<'_, M> {
    /// Records `at` (the new state's index in its level's output) in `deciders[i]` for each
    /// property `i` that `state` decides among those still undecided; with one worker, only
    /// for properties no earlier state of this output decides (the first has the least link).
    #[inline]
    pub(crate) fn judge_new(&self, state: &M::State, deciders: &mut [Vec<usize>], at: usize) {
        debug_assert!(!self.per_transition);
        let all = !self.single_writer;
        let Some(judge) = self.judge else {
            for (index, found) in deciders.iter_mut().enumerate() {
                if (all || found.is_empty()) && self.decides(index, state) {
                    found.push(at);
                }
            }
            return;
        };
        ASKED.with_borrow_mut(|(asked, holds)| {
            asked.clear();
            holds.clear();
            asked.extend((0..deciders.len()).filter(|&i| {
                self.discovered[i].is_none()
                    && self.props[i].expectation != Expectation::Eventually
                    && (all || deciders[i].is_empty())
            }));
            if asked.is_empty() {
                return;
            }
            judge.conditions(self.model, self.props, state, asked, holds);
            for (&i, &holds) in asked.iter().zip(holds.iter()) {
                if holds == (self.props[i].expectation == Expectation::Sometimes) {
                    deciders[i].push(at);
                }
            }
        });
    }
}

impl<M: Explorable> Shared<'_, M> {
    /// Per transition (`Judge::per_transition`): records `(depth, link)` (the transition
    /// reaching `state` at depth `depth`, new or already seen) in `least[i]` for each property
    /// `i` it decides that no discovery at a depth up to `depth` decides already, keeping the
    /// least by depth, then link (a forced chain's transitions reach deeper levels than the
    /// one being built, `chains.rs`).
    #[inline]
    pub(crate) fn judge_transition(
        &self,
        state: &M::State,
        least: &mut [Option<(usize, u64)>],
        depth: usize,
        link: u64,
    ) {
        let Some(judge) = self.judge else {
            return;
        };
        let open = |found: &Option<(usize, u64)>| found.is_none_or(|(d, _)| d > depth);
        ASKED.with_borrow_mut(|(asked, holds)| {
            asked.clear();
            holds.clear();
            asked.extend((0..least.len()).filter(|&i| {
                open(&self.discovered[i])
                    && self.props[i].expectation != Expectation::Eventually
                    && open(&least[i])
            }));
            if asked.is_empty() {
                return;
            }
            judge.conditions(self.model, self.props, state, asked, holds);
            for (&i, &holds) in asked.iter().zip(holds.iter()) {
                if holds == (self.props[i].expectation == Expectation::Sometimes) {
                    least[i] = Some(Link::least_at(least[i], (depth, link)));
                }
            }
        });
    }
}
