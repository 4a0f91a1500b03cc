//! Traces on real engine ids from a path of canonical states (`check --symmetry`).
//!
//! The explorer keeps canonical forms, whose ids are not the ones the engine gives when the
//! board is replayed; a trace file must replay through `triggerproof replay`. [`realize`] first
//! follows the explored path: from the board's own start, each step takes a legal choice whose
//! successor has the next explored canonical form (backtracking over the choices that tie).
//! Where the engine's id-order tie-breaks make no real successor match (see `symmetry`'s
//! docs), it falls back to a breadth-first search of the board's real states for the
//! nearest one the trace's goal accepts (the property's verdict at the explored end), so the
//! trace written is real, replays, and shows the same violation or witness, shortest from that
//! board.

use crate::adapter::{GameModel, Snapshot};
use stateright::Model;
use std::collections::HashSet;
use triggerproof_model::board::Board;
use triggerproof_model::Choice;

/// What the last state of a realized trace must satisfy, for the fallback search.
pub type Goal<'a> = &'a dyn Fn(&Snapshot) -> bool;

/// The most engine steps one realization may take (guided search and fallback together).
pub const REALIZE_BUDGET: usize = 2_000_000;

/// A path through the real engine (real object ids), as `trace::build` takes it.
#[derive(Clone, Debug)]
pub struct RealPath {
    pub states: Vec<Snapshot>,
    pub actions: Vec<Choice>,
    pub indices: Vec<usize>,
}

/// Rebuilds an explored path (`explored[0]` a start) on real engine ids. Without symmetry
/// that is the explored path itself. With it: the guided search, then, if that fails and a
/// `goal` is given, the fallback search (module docs). Errs when neither finds a path.
pub fn realize<'m>(
    m: &'m GameModel,
    explored: &[Snapshot],
    goal: Option<Goal>,
) -> Result<(&'m Board, RealPath), String> {
    let (board, start) = m
        .start_of(&explored[0])
        .ok_or_else(|| "the trace starts at no board of this run".to_string())?;
    let mut budget = REALIZE_BUDGET;
    let mut path = RealPath {
        states: vec![start.clone()],
        actions: Vec::new(),
        indices: Vec::new(),
    };
    if guided(m, explored, &mut path, &mut budget) {
        return Ok((board, path));
    }
    let Some(goal) = goal else {
        return Err("no real path has the explored canonical states".into());
    };
    nearest(m, start, goal, budget)
        .map(|p| (board, p))
        .ok_or_else(|| {
            "no real path has the explored canonical states, and no real state of the board \
             satisfies the trace's goal"
                .to_string()
        })
}

/// Depth-first over the legal choices whose successor has the next explored canonical form.
fn guided(m: &GameModel, explored: &[Snapshot], path: &mut RealPath, budget: &mut usize) -> bool {
    let i = path.states.len();
    if i == explored.len() {
        return true;
    }
    let cur = path.states.last().expect("a start").clone();
    let mut legal = Vec::new();
    m.actions(&cur, &mut legal);
    for (k, c) in legal.into_iter().enumerate() {
        if *budget == 0 {
            return false;
        }
        *budget -= 1;
        let Some(next) = m.step(&cur, &c) else {
            continue;
        };
        if m.view(&next) != explored[i] {
            continue;
        }
        path.states.push(next);
        path.actions.push(c);
        path.indices.push(k);
        if guided(m, explored, path, budget) {
            return true;
        }
        path.states.pop();
        path.actions.pop();
        path.indices.pop();
    }
    false
}

/// How a state of the fallback search was first reached: the parent's index among the
/// states found, and the choice (its index among the legal choices, and itself).
type Link = (usize, usize, Choice);

/// Breadth-first over the board's real states (within the model's bounds) for the nearest
/// state `goal` accepts.
fn nearest(m: &GameModel, start: &Snapshot, goal: Goal, budget: usize) -> Option<RealPath> {
    let mut states: Vec<(Snapshot, Option<Link>)> = vec![(start.clone(), None)];
    let mut seen: HashSet<Snapshot> = HashSet::new();
    seen.insert(start.clone());
    let mut next = 0;
    let mut legal = Vec::new();
    let found = loop {
        if next == states.len() || states.len() > budget {
            return None;
        }
        if goal(&states[next].0) {
            break next;
        }
        let cur = states[next].0.clone();
        m.actions(&cur, &mut legal);
        for (k, c) in legal.drain(..).enumerate() {
            let Some(s) = m.step(&cur, &c) else { continue };
            if m.within_boundary(&s) && seen.insert(s.clone()) {
                states.push((s, Some((next, k, c))));
            }
        }
        next += 1;
    };
    let mut chain = vec![found];
    while let Some((p, _, _)) = &states[*chain.last().unwrap()].1 {
        chain.push(*p);
    }
    chain.reverse();
    let mut path = RealPath {
        states: vec![states[chain[0]].0.clone()],
        actions: Vec::new(),
        indices: Vec::new(),
    };
    for &i in &chain[1..] {
        let (_, k, c) = states[i].1.clone().expect("a parent");
        path.states.push(states[i].0.clone());
        path.actions.push(c);
        path.indices.push(k);
    }
    Some(path)
}
