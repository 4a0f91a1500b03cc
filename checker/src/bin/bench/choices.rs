//! `bench choices`: what multiplies the state space. Every reachable state (by its game, as
//! `check` stores states) is expanded once by a plain single-threaded BFS, and its choices are
//! counted by kind (the `Choice` variant): how many states offer the kind, how many offer two or
//! more of it, the successors it makes, how many of those are states not seen before (the rest
//! merge into known states: orders or targets that commute), and how the alternatives split into
//! subjects (which trigger, spell or ability: the order of simultaneous triggers is a choice of
//! subject) and alternatives per subject (targets, modes, what pays a cost), and in how many
//! states it is the only choice (a forced step).
//! A measurement: nothing here changes what `check` explores.

use clap::Parser;
use stateright::Model;
use std::collections::{BTreeMap, BTreeSet, HashSet};
use triggerproof_checker::adapter::Snapshot;
use triggerproof_checker::explore::fingerprint;
use triggerproof_checker::options::{request, Explore};
use triggerproof_model::Choice;

#[derive(Parser)]
pub struct Args {
    /// `--preset`, `--bounds`, `--edition`, `--family` as for `check`.
    #[command(flatten)]
    explore: Explore,
}

/// One kind's counts.
#[derive(Default)]
struct Kind {
    /// States offering at least one choice of this kind.
    states: u64,
    /// States offering two or more.
    branching: u64,
    /// States where it is the only choice (a forced step).
    forced: u64,
    /// Successors made by choices of this kind (within the boundary).
    successors: u64,
    /// Of those, states not seen before.
    new: u64,
    /// Summed over the states offering the kind: distinct subjects, and choices.
    subjects: u64,
    choices: u64,
}

/// The variant's name: the Debug text up to its first field.
fn kind(c: &Choice) -> String {
    let text = format!("{c:?}");
    let end = text.find([' ', '(', '{']).unwrap_or(text.len());
    text[..end].to_string()
}

/// What the choice is about (which trigger, spell or ability), if it names one: alternatives
/// with the same subject differ by target, mode or payment.
fn subject(c: &Choice) -> String {
    match c {
        Choice::PutTriggerOnStack { trigger, .. } | Choice::DeclineTrigger { trigger } => {
            format!("t{}", trigger.0)
        }
        Choice::CastSpell { card, .. } => format!("c{}", card.0),
        Choice::ActivateAbility { source, index, .. } => format!("a{}.{index}", source.0),
        _ => String::new(),
    }
}

/// Runs the census and prints a markdown table; the exit code.
pub fn run(a: &Args) -> i32 {
    let req = match request(&a.explore, None, Vec::new()) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("error: {}", e.0);
            return 2;
        }
    };
    let m = match triggerproof_checker::run::model(&req) {
        Ok(m) => m,
        Err(e) => {
            eprintln!("error: {e}");
            return 2;
        }
    };
    let mut seen = HashSet::new();
    let mut queue: Vec<Snapshot> = Vec::new();
    for s in m.init_states() {
        if m.within_boundary(&s) && seen.insert(fingerprint(&s.game)) {
            queue.push(s);
        }
    }
    let mut kinds: BTreeMap<String, Kind> = BTreeMap::new();
    let (mut next, mut actions) = (0, Vec::new());
    while next < queue.len() {
        let s = queue[next].clone();
        next += 1;
        m.actions(&s, &mut actions);
        let mut offered: BTreeMap<String, (u64, BTreeSet<String>)> = BTreeMap::new();
        for c in actions.drain(..) {
            let k = kind(&c);
            let entry = offered.entry(k.clone()).or_default();
            entry.0 += 1;
            entry.1.insert(subject(&c));
            let Some(n) = m.next_state(&s, c) else {
                continue;
            };
            if !m.within_boundary(&n) {
                continue;
            }
            let row = kinds.entry(k).or_default();
            row.successors += 1;
            if seen.insert(fingerprint(&n.game)) {
                row.new += 1;
                queue.push(n);
            }
        }
        let only = offered.len() == 1 && offered.values().all(|(count, _)| *count == 1);
        for (k, (count, subjects)) in offered {
            let row = kinds.entry(k).or_default();
            row.states += 1;
            row.forced += u64::from(only);
            row.branching += u64::from(count >= 2);
            row.subjects += subjects.len() as u64;
            row.choices += count;
        }
    }
    print(&req.source, (m.boards.len(), queue.len()), &kinds);
    0
}

fn print(source: &str, (boards, states): (usize, usize), kinds: &BTreeMap<String, Kind>) {
    let per_board = states as f64 / boards.max(1) as f64;
    println!(
        "{source}: {boards} boards, {states} states (by game, as `check` stores them), \
         {per_board:.1} per board"
    );
    println!();
    println!(
        "| choice kind | states offering it | offering 2+ | the only choice | successors | new states | merging | subjects per state | alternatives per subject |"
    );
    println!("|---|---|---|---|---|---|---|---|---|");
    let mut rows: Vec<_> = kinds.iter().collect();
    rows.sort_by_key(|(_, k)| std::cmp::Reverse(k.successors));
    let per = |a: u64, b: u64| {
        if b == 0 {
            0.0
        } else {
            a as f64 / b as f64
        }
    };
    for (name, k) in rows {
        println!(
            "| {name} | {} | {} | {} | {} | {} | {:.0}% | {:.2} | {:.2} |",
            k.states,
            k.branching,
            k.forced,
            k.successors,
            k.new,
            100.0 * per(k.successors - k.new, k.successors),
            per(k.subjects, k.states),
            per(k.choices, k.subjects),
        );
    }
}
