//! The initial states, all at once or one at a time: `Model::init_states()` builds every one
//! in a `Vec`, which for a model of many large initial states (a preset of 260,499 boards, a
//! few KB each) is most of the run's memory before anything is explored. A judge may offer
//! them one at a time instead ([`Judge::init_count`], [`Judge::init_state`]): the seed then
//! holds one initial state at a time, and rebuilding a trace makes only the one it starts from.

use super::{Explorable, Judge};
use std::borrow::Cow;

/// A model's initial states, in `init_states()` order.
pub(crate) enum Inits<'a, M: Explorable> {
    /// `init_states()`, built once.
    All(Vec<M::State>),
    /// Made when asked, by the judge.
    OneByOne {
        model: &'a M,
        judge: &'a dyn Judge<M>,
        count: usize,
    },
}

impl<'a, M: Explorable> Inits<'a, M> {
    /// One at a time if `judge` offers it, else `init_states()`.
    pub(crate) fn of(model: &'a M, judge: Option<&'a dyn Judge<M>>) -> Self {
        match judge.and_then(|j| Some((j, j.init_count(model)?))) {
            Some((judge, count)) => Inits::OneByOne {
                model,
                judge,
                count,
            },
            None => Inits::All(model.init_states()),
        }
    }

    pub(crate) fn len(&self) -> usize {
        match self {
            Inits::All(all) => all.len(),
            Inits::OneByOne { count, .. } => *count,
        }
    }

    /// Initial state `index`, if there is one.
    pub(crate) fn get(&self, index: usize) -> Option<Cow<'_, M::State>> {
        match self {
            Inits::All(all) => all.get(index).map(Cow::Borrowed),
            Inits::OneByOne {
                model,
                judge,
                count,
            } => (index < *count).then(|| Cow::Owned(judge.init_state(model, index))),
        }
    }
}
