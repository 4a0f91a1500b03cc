//! The "judge this state" hook: the explorer hands each new state and the indices of its
//! still-undecided properties to a [`Judge`] in one call, so that a model whose properties share
//! readings of a state (the game's suite reads one `View` per state) can make them once.
//!
//! Without a judge (the default, and for TAS) each undecided property's `condition` is called in
//! turn, as before; with one, verdicts must be the same: the judge only answers, per index,
//! whether that property's condition holds (what `condition` would say), and the explorer turns
//! that into "decides" by the property's expectation. Which states decide what, their ids and
//! so the traces are then identical.

use super::shared::Shared;
use super::Explorable;
use stateright::{Expectation, Model, Property};
use std::cell::RefCell;

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
