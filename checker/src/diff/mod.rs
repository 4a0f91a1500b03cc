//! `triggerproof diff --edition A --edition B`: explores the same boards under two rule editions
//! and reports where their reachable outcomes differ — the shortest such scenario with both
//! games side by side, and every class of difference found, each with the rules on both sides.
//!
//! A board is compared only if every card on it is playable under both editions
//! (`Edition::playable`). "No difference" is claimed only when every compared board was
//! explored completely under both editions.

pub mod classify;
pub mod outcomes;
mod report;

use crate::run::{model, Request};
use classify::{classify, Class};
use outcomes::{explore, Outcome};
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};
use triggerproof_model::board::Board;
use triggerproof_model::{Choice, Edition};

pub use report::{print, side_by_side};

/// One edition's way to an outcome the other edition never reaches.
#[derive(Clone, Debug, Serialize)]
pub struct Example {
    pub board: Board,
    /// The edition reaching `outcome`, and the choices that get there.
    pub edition: Edition,
    pub choices: Vec<Choice>,
    pub outcome: Outcome,
    /// The other edition's closest outcome and its choices.
    pub other_choices: Vec<Choice>,
    pub other_outcome: Option<Outcome>,
}

impl Example {
    fn len(&self) -> usize {
        self.choices.len().max(self.other_choices.len())
    }
}

/// A class of difference with how often it was seen and its shortest example.
#[derive(Clone, Debug, Serialize)]
pub struct ClassReport {
    pub class: Class,
    pub boards: usize,
    pub example: Example,
}

/// The result of a diff.
#[derive(Clone, Debug, Serialize)]
pub struct DiffReport {
    pub editions: [Edition; 2],
    pub boards_compared: usize,
    /// Boards left out because a card on them is unplayable under one of the editions.
    pub boards_unplayable: usize,
    pub boards_differing: usize,
    /// Boards whose exploration hit the budget or the bounds under either edition (or that
    /// were not explored: the run was interrupted).
    pub boards_incomplete: usize,
    /// Boards left unexplored because SIGINT/SIGTERM stopped the run (counted incomplete).
    pub boards_interrupted: usize,
    pub states: [usize; 2],
    pub classes: Vec<ClassReport>,
}

impl DiffReport {
    /// 0: no difference on a complete comparison; 1: differences found; 3: incomplete and
    /// nothing found.
    pub fn exit_code(&self) -> i32 {
        match (self.classes.is_empty(), self.boards_incomplete) {
            (false, _) => 1,
            (true, 0) => 0,
            (true, _) => 3,
        }
    }

    /// The shortest differing scenario.
    pub fn shortest(&self) -> Option<&Example> {
        self.classes
            .iter()
            .map(|c| &c.example)
            .min_by_key(|e| e.len())
    }
}

/// Compares the editions of `a` and `b` (requests differing only in edition) board by board;
/// `budget` bounds the states explored per board and edition.
pub fn diff(a: &Request, b: &Request, budget: usize) -> Result<DiffReport, String> {
    let (ma, mb) = (model(a)?, model(b)?);
    let in_b: BTreeMap<String, usize> = mb
        .boards
        .iter()
        .enumerate()
        .map(|(i, board)| (key(board), i))
        .collect();
    let all_boards = all_board_count(a)?;
    let mut report = DiffReport {
        editions: [a.rules.edition, b.rules.edition],
        boards_compared: 0,
        boards_unplayable: 0,
        boards_differing: 0,
        boards_incomplete: 0,
        boards_interrupted: 0,
        states: [0, 0],
        classes: Vec::new(),
    };
    let mut classes: BTreeMap<Class, ClassReport> = BTreeMap::new();
    let mut counted: BTreeSet<(Class, usize)> = BTreeSet::new();
    for (n, board) in ma.boards.iter().enumerate() {
        let Some(&j) = in_b.get(&key(board)) else {
            continue;
        };
        report.boards_compared += 1;
        if a.interrupt.as_ref().is_some_and(|f| f.is_raised()) {
            report.boards_incomplete += 1;
            report.boards_interrupted += 1;
            continue;
        }
        let oa = explore(&ma, &ma.started(n), budget);
        let ob = explore(&mb, &mb.started(j), budget);
        report.states[0] += oa.states;
        report.states[1] += ob.states;
        if !(oa.complete && ob.complete) {
            report.boards_incomplete += 1;
        }
        let mut differs = false;
        for (x, y, mx) in [(&oa, &ob, &ma), (&ob, &oa, &mb)] {
            let others: Vec<&Outcome> = y.outcomes.keys().collect();
            for (o, choices) in &x.outcomes {
                if y.outcomes.contains_key(o) {
                    continue;
                }
                differs = true;
                let (class, near) = classify(o, &others, mx.rules.edition);
                let other_outcome = near.map(|i| others[i].clone());
                let example = Example {
                    board: board.clone(),
                    edition: mx.rules.edition,
                    choices: choices.clone(),
                    outcome: o.clone(),
                    other_choices: other_outcome
                        .as_ref()
                        .map(|n| y.outcomes[n].clone())
                        .unwrap_or_default(),
                    other_outcome,
                };
                let first_here = counted.insert((class.clone(), n));
                record(&mut classes, class, example, first_here);
            }
        }
        if differs {
            report.boards_differing += 1;
        }
    }
    report.boards_unplayable = all_boards - report.boards_compared;
    let mut list: Vec<ClassReport> = classes.into_values().collect();
    list.sort_by_key(|c| (c.example.len(), c.class.clone()));
    report.classes = list;
    Ok(report)
}

/// Counts a class once per board, keeping its shortest example.
fn record(
    classes: &mut BTreeMap<Class, ClassReport>,
    class: Class,
    example: Example,
    first_on_board: bool,
) {
    match classes.get_mut(&class) {
        Some(c) => {
            if first_on_board {
                c.boards += 1;
            }
            if example.len() < c.example.len() {
                c.example = example;
            }
        }
        None => {
            classes.insert(
                class.clone(),
                ClassReport {
                    class,
                    boards: 1,
                    example,
                },
            );
        }
    }
}

fn key(b: &Board) -> String {
    serde_json::to_string(b).expect("boards serialize")
}

/// Every board the request's families enumerate, playable or not.
fn all_board_count(req: &Request) -> Result<usize, String> {
    Ok(req
        .families
        .iter()
        .map(|f| crate::boards::enumerate(f).len())
        .sum())
}
