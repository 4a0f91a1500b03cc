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
use crate::compact::GameCodec;
use crate::explore::{fingerprint, Codec};
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
    nearest(m, &start, goal, budget)
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
/// states found (`u32::MAX` for the start), and the choice's index among the parent's legal
/// choices. Eight bytes per state: the path is replayed from these (`replay_path`).
type Link = (u32, u32);

/// One breadth-first level of the fallback search: its states encoded by the frontier codec
/// end to end (a decoded state takes kilobytes of persistent nodes, its encoding ~100 bytes),
/// each with its index among the states found.
#[derive(Default)]
struct Level {
    bytes: Vec<u8>,
    ends: Vec<usize>,
    ids: Vec<u32>,
}

impl Level {
    fn push(&mut self, s: &Snapshot, id: u32) {
        GameCodec.encode(s, &mut self.bytes);
        self.ends.push(self.bytes.len());
        self.ids.push(id);
    }

    fn get(&self, i: usize) -> (Snapshot, u32) {
        let begin = if i == 0 { 0 } else { self.ends[i - 1] };
        (
            GameCodec.decode(&self.bytes[begin..self.ends[i]]),
            self.ids[i],
        )
    }
}

/// Breadth-first over the board's real states (within the model's bounds) for the nearest
/// state `goal` accepts: the first, in the order a breadth-first search generates them, that
/// `goal` accepts (checked as each state is generated, with its step's journal, which the
/// codec does not keep). Memory per state found: its fingerprint in the visited set, its link
/// and, until its level is expanded, its encoding (shard 45 of `deep` held every real state
/// whole, twice, and peaked at 667 MB for this search alone).
fn nearest(m: &GameModel, start: &Snapshot, goal: Goal, budget: usize) -> Option<RealPath> {
    if goal(start) {
        return Some(replay_path(m, start, &[(u32::MAX, 0)], 0));
    }
    let mut links: Vec<Link> = vec![(u32::MAX, 0)];
    let mut seen: HashSet<u64> = HashSet::new();
    seen.insert(fingerprint(start));
    let mut level = Level::default();
    level.push(start, 0);
    let mut legal = Vec::new();
    while !level.ids.is_empty() {
        let mut next = Level::default();
        for i in 0..level.ids.len() {
            let (cur, id) = level.get(i);
            m.actions(&cur, &mut legal);
            for (k, c) in legal.drain(..).enumerate() {
                if links.len() > budget {
                    return None;
                }
                let Some(s) = m.step(&cur, &c) else { continue };
                if !m.within_boundary(&s) || !seen.insert(fingerprint(&s)) {
                    continue;
                }
                let found = u32::try_from(links.len()).ok()?;
                links.push((id, u32::try_from(k).ok()?));
                if goal(&s) {
                    return Some(replay_path(m, start, &links, found));
                }
                next.push(&s, found);
            }
        }
        level = next;
    }
    None
}

/// The real path from `start` to state `found` of the fallback search, replayed from the
/// choice indices its links record.
fn replay_path(m: &GameModel, start: &Snapshot, links: &[Link], found: u32) -> RealPath {
    let mut indices = Vec::new();
    let mut at = found;
    while links[at as usize].0 != u32::MAX {
        indices.push(links[at as usize].1 as usize);
        at = links[at as usize].0;
    }
    indices.reverse();
    let mut path = RealPath {
        states: vec![start.clone()],
        actions: Vec::new(),
        indices: Vec::new(),
    };
    let mut legal = Vec::new();
    for k in indices {
        let cur = path.states.last().expect("a start").clone();
        m.actions(&cur, &mut legal);
        let c = legal.swap_remove(k);
        legal.clear();
        let next = m.step(&cur, &c).expect("a step the search took");
        path.states.push(next);
        path.actions.push(c);
        path.indices.push(k);
    }
    path
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::boards::presets::preset;
    use triggerproof_model::board::Side;
    use triggerproof_model::Ruleset;

    /// The fallback search as it was written first (every real state kept whole, the goal read
    /// as each is dequeued), as the reference the compact one must agree with.
    fn reference(m: &GameModel, start: &Snapshot, goal: Goal) -> Option<Vec<usize>> {
        let mut states: Vec<(Snapshot, Option<(usize, usize)>)> = vec![(start.clone(), None)];
        let mut seen: HashSet<Snapshot> = HashSet::from([start.clone()]);
        let (mut next, mut legal) = (0, Vec::new());
        let found = loop {
            if next == states.len() {
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
                    states.push((s, Some((next, k))));
                }
            }
            next += 1;
        };
        let (mut at, mut indices) = (found, Vec::new());
        while let Some((p, k)) = states[at].1 {
            indices.push(k);
            at = p;
        }
        indices.reverse();
        Some(indices)
    }

    #[test]
    fn the_compact_fallback_search_finds_the_reference_path() {
        let limits = preset("smoke").unwrap().limits;
        let board = Board::two(
            Side::new(&["Grizzly Bears", "Grizzly Bears"], &["Shock"]),
            Side::new(&["Grizzly Bears"], &["Shock"]),
        );
        let m = GameModel::new(Ruleset::standard(), vec![board], limits, Vec::new());
        let start = m.started(0);
        // Every real state of the board, in the order a breadth-first search finds them.
        let mut all = vec![start.clone()];
        let mut seen = HashSet::from([start.clone()]);
        let (mut i, mut legal) = (0, Vec::new());
        while i < all.len() {
            let cur = all[i].clone();
            m.actions(&cur, &mut legal);
            for c in legal.drain(..) {
                let Some(s) = m.step(&cur, &c) else { continue };
                if m.within_boundary(&s) && seen.insert(s.clone()) {
                    all.push(s);
                }
            }
            i += 1;
        }
        assert!(all.len() > 100, "{}", all.len());
        for target in [0, 1, all.len() / 3, all.len() / 2, all.len() - 1] {
            let want = &all[target];
            let goal = |s: &Snapshot| s == want;
            let path = nearest(&m, &start, &goal, REALIZE_BUDGET).expect("reachable");
            assert_eq!(path.states.last(), Some(want));
            assert_eq!(Some(path.indices.clone()), reference(&m, &start, &goal));
            assert_eq!(path.states.len(), path.actions.len() + 1);
        }
        // A goal no state meets: nothing, within the budget or past it.
        let never = |_: &Snapshot| false;
        assert!(nearest(&m, &start, &never, REALIZE_BUDGET).is_none());
        assert!(nearest(&m, &start, &never, 10).is_none());
    }

    /// Resident memory of the fallback search over a whole board (a goal no state meets), the
    /// reference's against the compact one's: `cargo test --release -p triggerproof-checker
    /// --lib fallback_search_memory -- --ignored --nocapture`.
    #[test]
    #[ignore]
    fn fallback_search_memory() {
        use crate::explore::memory::resident_bytes;
        let limits = preset("standard").unwrap().limits;
        let board = Board::two(
            Side::new(
                &["Grizzly Bears", "Grizzly Bears", "Doomed Scholar"],
                &["Shock", "Shock"],
            ),
            Side::new(&["Grizzly Bears", "Doomed Scholar"], &["Shock"]),
        );
        let m = GameModel::new(Ruleset::standard(), vec![board], limits, Vec::new());
        let start = m.started(0);
        let never = |_: &Snapshot| false;
        let mib = |b: u64| b as f64 / (1 << 20) as f64;
        let before = resident_bytes().unwrap_or(0);
        assert!(nearest(&m, &start, &never, REALIZE_BUDGET).is_none());
        let compact = resident_bytes().unwrap_or(0);
        assert!(reference(&m, &start, &never).is_none());
        let whole = resident_bytes().unwrap_or(0);
        println!(
            "resident: {:.1} MiB before, {:.1} after the compact search, {:.1} after the reference",
            mib(before),
            mib(compact),
            mib(whole)
        );
    }
}
