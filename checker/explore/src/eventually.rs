//! `Eventually` properties, checked by a separate pass per property over the sub-graph of states
//! where the condition is still false.
//!
//! `eventually P` is violated by a maximal finite path along which `P` never holds. Such a path
//! exists iff some terminal state (no action has a successor) is reachable through `!P` states
//! only, which is a plain reachability question; a BFS over the `!P` sub-graph answers it with a
//! shortest counterexample. Unlike stateright's per-state "eventually bits", this has no false
//! negatives at DAG joins. Like stateright, infinite paths (cycles) that avoid `P` are not
//! reported here; forced cycles show up as loops. A state whose successors all lie outside the
//! boundary is not terminal (the bound cut the path, the game did not end).

use super::config::Config;
use super::engine::run_pass;
use super::report::{Status, StopReason};
use super::seeds::Inits;
use super::trace::rebuild_link;
use super::Explorable;
use stateright::{Model, Property};
use std::time::{Duration, Instant};

/// `model` restricted to paths on which `condition` has not held yet.
struct Avoiding<'a, M: Model> {
    inner: &'a M,
    condition: fn(&M, &M::State) -> bool,
}

impl<M: Explorable> Avoiding<'_, M> {
    fn is_terminal(&self, state: &M::State) -> bool {
        let mut actions = Vec::new();
        self.inner.actions(state, &mut actions);
        actions
            .into_iter()
            .all(|a| self.inner.next_state(state, a).is_none())
    }
}

impl<M: Explorable> Model for Avoiding<'_, M> {
    type State = M::State;
    type Action = M::Action;

    fn init_states(&self) -> Vec<M::State> {
        self.inner.init_states()
    }

    fn actions(&self, state: &M::State, actions: &mut Vec<M::Action>) {
        if !(self.condition)(self.inner, state) {
            self.inner.actions(state, actions);
        }
    }

    fn next_state(&self, state: &M::State, action: M::Action) -> Option<M::State> {
        self.inner.next_state(state, action)
    }

    fn within_boundary(&self, state: &M::State) -> bool {
        self.inner.within_boundary(state)
    }

    fn properties(&self) -> Vec<Property<Self>> {
        vec![Property::always(
            "reaches the condition or goes on",
            |m, s| (m.condition)(m.inner, s) || !m.is_terminal(s),
        )]
    }
}

/// Decides `eventually prop` within the time left before `start + config.timeout`.
pub(crate) fn check_eventually<M: Explorable>(
    model: &M,
    prop: &Property<M>,
    config: &Config,
    start: Instant,
) -> Status<M::State, M::Action> {
    let avoiding = Avoiding {
        inner: model,
        condition: prop.condition,
    };
    let props = avoiding.properties();
    let mut sub = config.clone().detect_loops(false).stop_when_decided(true);
    sub.timeout = config.timeout.map(|t| {
        t.saturating_sub(start.elapsed())
            .max(Duration::from_nanos(1))
    });
    let outcome = run_pass(&avoiding, &props, &sub, Instant::now(), None, None, None);
    match (outcome.discovered[0], outcome.stop) {
        (Some(link), _) => Status::Violated {
            trace: rebuild_link(
                &avoiding,
                &Inits::All(avoiding.init_states()),
                &outcome.links,
                link,
            ),
        },
        (None, StopReason::Exhausted) => Status::Holds,
        (None, _) => Status::Inconclusive,
    }
}
