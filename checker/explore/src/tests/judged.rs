//! The "judge this state" hook (`explore_judged`): a judge answering as the conditions would
//! gives the same counts, verdicts and traces (the same actions) as no judge, at any thread
//! count; it is asked only about undecided properties.

use super::compact::Indexed;
use super::config;
use super::toys::{Grid, TightTas};
use crate::tas::Tas;
use crate::*;
use stateright::{Model, Property};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;

/// Answers with the conditions in reverse order (then puts them back), counting the indices
/// asked.
struct Counting(AtomicU64);

impl<M: Model> Judge<M> for Counting {
    fn conditions(
        &self,
        model: &M,
        props: &[Property<M>],
        state: &M::State,
        indices: &[usize],
        holds: &mut Vec<bool>,
    ) {
        self.0.fetch_add(indices.len() as u64, Ordering::Relaxed);
        assert!(indices.windows(2).all(|w| w[0] < w[1]), "ascending");
        let start = holds.len();
        for &i in indices.iter().rev() {
            holds.push((props[i].condition)(model, state));
        }
        holds[start..].reverse();
    }
}

/// Each property's status and its trace's actions.
fn verdicts<M: Explorable>(r: &ModelReport<M>) -> Vec<(String, Option<Vec<M::Action>>)>
where
    M::Action: std::fmt::Debug,
    M::State: std::fmt::Debug,
{
    let name = |p: &PropertyReport<M::State, M::Action>| format!("{} {:?}", p.name, p.status);
    r.properties
        .iter()
        .map(|p| (name(p), p.status.trace().map(|t| t.actions.clone())))
        .collect()
}

fn same<M: Explorable>(model: &M)
where
    M::Action: std::fmt::Debug + PartialEq,
    M::State: std::fmt::Debug,
{
    let silent = |_: &Progress| {};
    for threads in [1, 2] {
        let cfg = config(threads);
        let plain = explore(model, &cfg);
        let counting = Counting(AtomicU64::new(0));
        let codec = Indexed(Mutex::new(Vec::new()));
        let judged = explore_judged(model, &cfg, &silent, &codec, &counting);
        assert_eq!(super::summary(&plain), super::summary(&judged), "{threads}");
        assert_eq!(verdicts::<M>(&plain), verdicts::<M>(&judged), "{threads}");
        let asked = counting.0.load(Ordering::Relaxed);
        let most = judged.unique_states as u64 * model.properties().len() as u64;
        assert!(asked > 0 && asked <= most, "{asked} of at most {most}");
        let each = explore_judged(model, &cfg, &silent, &codec, &EachInTurn);
        assert_eq!(verdicts::<M>(&plain), verdicts::<M>(&each), "{threads}");
    }
}

#[test]
fn a_judge_answering_as_the_conditions_changes_nothing() {
    same(&Grid { limit: 8 });
    same(&TightTas(Tas::new(5)));
    same(&Tas::new(4));
}
