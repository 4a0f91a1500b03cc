//! `bench boards`: the per-board census (`triggerproof_checker::census`) from the command line.
//! Exit 0 if every board completed, 3 if some did not, 2 on a usage error.

use clap::Parser;
use serde_json::json;
use triggerproof_checker::census::{census_counting, json, text};
use triggerproof_checker::options::{request, Explore};
use triggerproof_checker::shard::{self, Shard};

#[derive(Parser)]
pub struct Args {
    /// `--preset`, `--edition`, `--family`, `--threads` (per board), `--max-states` (per
    /// board), `--symmetry`, `--timeout` (the whole census), `--quiet` as for `check`.
    #[command(flatten)]
    explore: Explore,
    /// Only the boards whose index is I modulo N (as `check --shard I/N`).
    #[arg(long, value_parser = shard::parse)]
    shard: Option<Shard>,
    /// One JSON object (run, limits, rows, totals) instead of the table.
    #[arg(long)]
    json: bool,
    /// Override the preset's `limits.turns`.
    #[arg(long)]
    turns: Option<u8>,
    /// Override the preset's `limits.max_stack` (e.g. the engine's 192, to see what boards
    /// reach).
    #[arg(long)]
    max_stack: Option<u8>,
    /// Override the preset's `limits.max_objects`.
    #[arg(long)]
    max_objects: Option<u16>,
    /// Also count, per board, the distinct games among its states once their step journals
    /// are set aside (`games` in the JSON rows): what a journal-free state would save.
    #[arg(long)]
    reductions: bool,
}

/// Runs the census and prints it; the exit code.
pub fn run(a: &Args) -> i32 {
    let mut req = match request(&a.explore, None, Vec::new()) {
        Ok(r) => r,
        Err(e) => return usage(&e.0),
    };
    let l = &mut req.limits;
    l.turns = a.turns.unwrap_or(l.turns);
    l.max_stack = a.max_stack.unwrap_or(l.max_stack);
    l.max_objects = a.max_objects.unwrap_or(l.max_objects);
    if let Err((_, e)) = req.limits.validate() {
        return usage(&e);
    }
    let quiet = a.explore.quiet;
    let mut each = |k: usize, n: usize, r: &triggerproof_checker::census::Row| {
        if !quiet {
            eprintln!(
                "board {}/{n} (index {}, {}): {} states, depth {}, {:.2} s CPU{}{}",
                k + 1,
                r.index,
                r.family,
                r.states,
                r.depth,
                r.cpu_secs,
                if r.complete { "" } else { ", incomplete" },
                r.games.map_or(String::new(), |g| format!(
                    "; {} games without the journal, {} canonical",
                    g.without_journal, g.canonical_without_journal
                ))
            );
        }
    };
    let rows = match census_counting(&req, a.shard, a.reductions, &mut each) {
        Ok(r) => r,
        Err(e) => return usage(&e),
    };
    if a.json {
        let about = json!({
            "source": req.source,
            "edition": req.rules.edition.id(),
            "shard": a.shard.map(|s| json!({ "index": s.index, "count": s.count })),
            "symmetry": req.symmetry,
            "threads": req.threads,
            "max_states_per_board": req.max_states,
            "boards_in_preset": triggerproof_checker::census::selection(&req, None).len(),
        });
        println!("{}", json(about, &req.limits, &rows));
    } else {
        print!("{}", text(&req.limits, &rows));
    }
    if rows.iter().all(|r| r.complete) {
        0
    } else {
        3
    }
}

fn usage(e: &str) -> i32 {
    eprintln!("error: {e}");
    2
}
