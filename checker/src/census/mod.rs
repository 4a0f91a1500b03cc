//! A per-board census (`bench boards`): each board of a selection (a preset, a family, one
//! shard) explored on its own, one row per board — states, depth, complete or which limit cut
//! it, CPU time, and the largest stack and object count its states reached — sorted heaviest
//! first, so a user finds the boards that dominate a run and the limits they need.
//!
//! Each board is its own exploration, so a state two boards share is counted in both rows:
//! the rows add up to at least the states of one run over the same boards (a shard's
//! `unique_states`), and to exactly that when no two boards meet.

use crate::adapter::GameModel;
use crate::boards::{boards, is_playable};
use crate::explore::{explore_judged, StopReason};
use crate::run::{config, select, stop_reason, Request};
use crate::shard::Shard;
use serde::Serialize;
use std::time::Instant;
use triggerproof_model::board::Board;

mod peaks;
mod table;

pub use peaks::{GameCounts, Peaks, Reached};
pub use table::{json, text};

/// One board's exploration.
#[derive(Clone, Debug, Serialize)]
pub struct Row {
    /// The board's index in the preset (as `--shard I/N` counts: index modulo N is I).
    pub index: usize,
    pub family: String,
    /// The board in words (`loops::board_words`).
    pub board: String,
    pub states: u64,
    pub depth: usize,
    pub complete: bool,
    /// Why it stopped (`run::stop_reason`): every state explored, or which limit cut it.
    pub stop: String,
    /// Successors past `max_stack`/`max_objects` (or halted by the engine), not explored.
    pub out_of_bounds: u64,
    /// Process CPU seconds (user + system) while this board ran.
    pub cpu_secs: f64,
    pub wall_secs: f64,
    /// Most trigger instances waiting plus stack objects in one state offered to the bounds.
    pub peak_stack: usize,
    /// Most objects in one state offered to the bounds.
    pub peak_objects: usize,
    /// Successor states the engine halted (its own limits).
    pub halted: usize,
    /// With `--reductions`: how many distinct games the states hold once their step journals
    /// are set aside (a measurement of what a journal-free state would save; `None` without).
    pub games: Option<GameCounts>,
}

/// The boards a request enumerates (playable under its edition), with their preset index and
/// family, that `shard` keeps (all when `None`).
pub fn selection(req: &Request, shard: Option<Shard>) -> Vec<(usize, String, Board)> {
    let Shard { index, count } = shard.unwrap_or(Shard { index: 0, count: 1 });
    req.families
        .iter()
        .flat_map(|f| boards(f).map(move |b| (f.name.clone(), b)))
        .filter(|(_, b)| is_playable(&req.rules, b))
        .enumerate()
        .filter(|(i, _)| i % count == index)
        .map(|(i, (f, b))| (i, f, b))
        .collect()
}

/// Explores each board of the selection on its own (one after the other, each with
/// `req.threads` workers and at most `req.max_states` states), calling `each` after every
/// board; the rows come back sorted heaviest first (states, then CPU).
pub fn census(
    req: &Request,
    shard: Option<Shard>,
    each: &mut dyn FnMut(usize, usize, &Row),
) -> Result<Vec<Row>, String> {
    census_counting(req, shard, false, each)
}

/// [`census`], and with `count_games` each row also counts the distinct games among its
/// board's states (`Row::games`).
pub fn census_counting(
    req: &Request,
    shard: Option<Shard>,
    count_games: bool,
    each: &mut dyn FnMut(usize, usize, &Row),
) -> Result<Vec<Row>, String> {
    for f in &req.families {
        f.validate(&req.rules.pool).map_err(|e| e.to_string())?;
    }
    let chosen = selection(req, shard);
    census_of(req, chosen, count_games, each)
}

/// [`census_counting`] over boards chosen by the caller (`(index, family, board)`, as
/// [`selection`] gives them), e.g. a sample of a preset's heaviest boards.
pub fn census_of(
    req: &Request,
    chosen: Vec<(usize, String, Board)>,
    count_games: bool,
    each: &mut dyn FnMut(usize, usize, &Row),
) -> Result<Vec<Row>, String> {
    let props = select(&req.properties, req.rules.edition)?;
    let mut req = req.clone();
    // Every board to its end: nothing stops early because some property is decided.
    req.stop_when_decided = false;
    req.stop_on_violation = false;
    let mut rows = Vec::with_capacity(chosen.len());
    for (k, (index, family, board)) in chosen.iter().enumerate() {
        let m = GameModel::new(
            req.rules.clone(),
            vec![board.clone()],
            req.limits.clone(),
            props.clone(),
        )
        .with_symmetry(req.symmetry);
        let peaks = if count_games {
            Peaks::new(m).counting_games()
        } else {
            Peaks::new(m)
        };
        let row = one(&req, peaks, *index, family, board);
        each(k, chosen.len(), &row);
        rows.push(row);
    }
    rows.sort_by(|a, b| {
        b.states
            .cmp(&a.states)
            .then(b.cpu_secs.total_cmp(&a.cpu_secs))
            .then(a.index.cmp(&b.index))
    });
    Ok(rows)
}

fn one(req: &Request, m: Peaks, index: usize, family: &str, board: &Board) -> Row {
    let (cpu0, wall) = (cpu_secs(), Instant::now());
    let codec = &crate::compact::GameCodec;
    let r = explore_judged(&m, &config(req), &|_| {}, codec, &crate::adapter::Suite);
    let cpu = (cpu_secs() - cpu0).max(0.0);
    let reached = m.reached();
    let complete = r.complete && r.out_of_boundary == 0 && r.stop_reason == StopReason::Exhausted;
    Row {
        index,
        family: family.to_string(),
        board: crate::loops::board_words(board),
        states: r.unique_states,
        depth: r.max_depth,
        complete,
        stop: stop_reason(r.stop_reason, r.out_of_boundary, &m.as_ref().cut_reasons()),
        out_of_bounds: r.out_of_boundary,
        cpu_secs: cpu,
        wall_secs: wall.elapsed().as_secs_f64(),
        peak_stack: reached.stack,
        peak_objects: reached.objects,
        halted: reached.halted,
        games: m.game_counts(),
    }
}

/// This process's CPU time so far, user + system, in seconds (`/proc/self/stat`, in the
/// kernel's USER_HZ = 100 ticks); 0 where there is no `/proc`.
pub fn cpu_secs() -> f64 {
    let Ok(stat) = std::fs::read_to_string("/proc/self/stat") else {
        return 0.0;
    };
    // Fields after the command name (which may hold spaces) in parentheses: utime is the 14th
    // field overall, the 12th after it; stime the 13th.
    let Some(rest) = stat.rsplit_once(')').map(|(_, r)| r) else {
        return 0.0;
    };
    let f: Vec<&str> = rest.split_whitespace().collect();
    let tick = |i: usize| f.get(i).and_then(|v| v.parse::<u64>().ok()).unwrap_or(0);
    (tick(11) + tick(12)) as f64 / 100.0
}
