//! Judging per transition (`Judge::per_transition`): on a model whose states carry the last
//! action as ghost data, storing the position alone and judging every transition gives the
//! same verdicts and trace lengths as storing whole states, fewer states, and the same traces
//! at every thread count.

use super::config;
use crate::*;
use stateright::{Model, Property};

/// A grid walk whose state also records the step that reached it (ghost data: `actions` and
/// `next_state` read only the position). Properties read the step, as step properties do.
struct Walk {
    limit: u8,
}

type Pos = ((u8, u8), char);

impl Model for Walk {
    type State = Pos;
    type Action = char;

    fn init_states(&self) -> Vec<Pos> {
        vec![((0, 0), '-')]
    }
    fn actions(&self, _: &Pos, actions: &mut Vec<char>) {
        actions.extend(['r', 'u', 'j']);
    }
    fn next_state(&self, &((x, y), _): &Pos, action: char) -> Option<Pos> {
        match action {
            'r' => Some(((x + 1, y), 'r')),
            'u' => Some(((x, y + 1), 'u')),
            _ if y % 2 == 0 => Some(((x + 2, y), 'j')),
            _ => None,
        }
    }
    fn within_boundary(&self, &((x, y), _): &Pos) -> bool {
        x + y <= self.limit
    }
    fn properties(&self) -> Vec<Property<Self>> {
        vec![
            // Reached first by a jump, later by a step right: only a judge of every
            // transition sees the step right into an already-seen (3, 0).
            Property::always("no step right into (3, 0)", |_, s| *s != ((3, 0), 'r')),
            Property::sometimes("up into (2, 2)", |_, s| *s == ((2, 2), 'u')),
            Property::sometimes("jump into (0, 1)", |_, s| *s == ((0, 1), 'j')),
            Property::always("never a step right into x = 9", |_, s: &Pos| {
                s.0 .0 != 9 || s.1 != 'r'
            }),
        ]
    }
}

/// Judges every transition and stores the position alone.
struct PerTransition;

impl Judge<Walk> for PerTransition {
    fn per_transition(&self) -> bool {
        true
    }
    fn stored_fingerprint(&self, s: &Pos) -> u64 {
        fingerprint(&s.0)
    }
}

fn verdicts(r: &ModelReport<Walk>) -> Vec<(String, Option<usize>)> {
    r.properties
        .iter()
        .map(|p| {
            let kind = format!("{} {:?}", p.name, std::mem::discriminant(&p.status));
            (kind, p.status.trace().map(|t| t.len()))
        })
        .collect()
}

#[test]
fn per_transition_judging_keeps_verdicts_and_trace_lengths_with_fewer_states() {
    let silent = |_: &Progress| {};
    let codec = super::compact::Indexed(std::sync::Mutex::new(Vec::new()));
    for limit in [4, 6, 8] {
        let walk = Walk { limit };
        let mut traces = Vec::new();
        for threads in [1, 2] {
            let cfg = config(threads);
            let whole = explore_judged(&walk, &cfg, &silent, &codec, &EachInTurn);
            let per = explore_judged(&walk, &cfg, &silent, &codec, &PerTransition);
            assert!(whole.complete && per.complete);
            assert_eq!(verdicts(&whole), verdicts(&per), "{limit}");
            assert!(per.unique_states < whole.unique_states, "{limit}");
            assert_eq!(whole.max_depth, per.max_depth);
            let violated = &per.properties[0].status;
            let trace = violated.trace().expect("the step right into (3, 0)");
            assert_eq!(*trace.last_state(), ((3, 0), 'r'));
            traces.push(
                per.properties
                    .iter()
                    .map(|p| p.status.trace().map(|t| t.action_indices.clone()))
                    .collect::<Vec<_>>(),
            );
        }
        assert_eq!(traces[0], traces[1], "the same traces at 1 and 2 threads");
    }
}
