//! `bench`: the measurements behind `bench/compare.sh`, one per process (so that peak RSS is the
//! run's own), each printing one JSON line.
//!
//! - `bench tas K --engine ours|bfs|dfs --threads T`: TAS(K) through our explorer or stateright
//!   0.31's BFS/DFS checkers; checks the state count against the agreed table.
//! - `bench engine --preset P --threads 1,2`: the bare game engine's rate over the preset's
//!   reachable states: `legal_choices` + `apply` + fingerprint of every successor, no
//!   properties, no visited table. The states are collected first (untimed) by a plain BFS into
//!   a file in the frontier's encoding and then replayed block by block by each thread count in
//!   turn (one JSON line each), the threads taking chunks of 64 states from a shared cursor
//!   (`bench/engine.rs`: memory holds the visited fingerprints and one block, not every state).
//! - `bench boards --preset P [--edition E] [--shard I/N] [--symmetry] [--max-states N]
//!   [--json]`: each board of the selection explored on its own, one row per board, heaviest
//!   first (`census`; code in `bench/boards.rs`).
//! - `bench choices --bounds FILE | --preset P [--family F]`: successors by choice kind over
//!   every reachable state (by game, as `check` stores them), which of them reach new states and
//!   which merge, and subjects (trigger orders) against alternatives per subject (targets):
//!   what multiplies the space (`bench/choices.rs`; markdown on stdout).
//! - `bench properties --preset P --edition E --threads T [--unguarded]`: each property's total time and
//!   calls over the preset's reachable states (collected first, untimed), most expensive
//!   first, and the suite's total beside the bare engine's step time over the same states
//!   (`triggerproof_checker::suite_cost`).

use clap::{Parser, Subcommand, ValueEnum};

/// The same allocator as the `triggerproof` binary, so that rates compare.
#[global_allocator]
static ALLOCATOR: triggerproof_checker::alloc::Hybrid = triggerproof_checker::alloc::Hybrid;
use serde_json::json;
use stateright::{Checker, Model};
use std::collections::HashSet;
use std::time::Instant;
use triggerproof_checker::adapter::{GameModel, Snapshot};
use triggerproof_checker::explore::{explore, fingerprint, Config};
use triggerproof_explore::tas::{Tas, EXPECTED_COUNTS};

#[derive(Parser)]
#[command(
    name = "bench",
    about = "One benchmark measurement per process (see bench/compare.sh)"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Clone, Copy, ValueEnum)]
enum Engine {
    /// Our explorer (`checker/explore`, the `triggerproof-explore` crate).
    Ours,
    /// stateright 0.31 `spawn_bfs`.
    Bfs,
    /// stateright 0.31 `spawn_dfs`.
    Dfs,
}

#[derive(Subcommand)]
enum Command {
    /// TAS(K) with default parameters.
    Tas {
        k: u8,
        #[arg(long, value_enum, default_value = "ours")]
        engine: Engine,
        #[arg(long, default_value_t = 1)]
        threads: usize,
        /// Our explorer: size the visited table for this many states up front (default: the
        /// known count for K, as SPIN's `-w` sizes its table).
        #[arg(long)]
        presize: Option<u64>,
    },
    /// The bare engine's rate over a preset's reachable states.
    Engine {
        #[arg(long, default_value = "standard")]
        preset: String,
        /// Thread counts to replay with, e.g. `1,2` (one JSON line each; states collected once).
        #[arg(long, value_delimiter = ',', default_value = "1")]
        threads: Vec<usize>,
    },
    /// Each board of a preset (or shard) explored on its own: states, depth, CPU, the limits
    /// reached; heaviest first.
    Boards(boards::Args),
    /// Successors by choice kind over every reachable state: what multiplies the space.
    Choices(choices::Args),
    /// Each property's cost over a preset's reachable states, most expensive first.
    Properties {
        #[arg(long, default_value = "smoke")]
        preset: String,
        #[arg(long, default_value = "mtg-2024-11-08")]
        edition: String,
        #[arg(long, default_value_t = 1)]
        threads: usize,
        /// How many properties the table lists.
        #[arg(long, default_value_t = 20)]
        top: usize,
        /// Check the properties with early exits by their full checks (the suite before them).
        #[arg(long)]
        unguarded: bool,
    },
}

#[path = "bench/boards.rs"]
mod boards;
#[path = "bench/choices.rs"]
mod choices;
#[path = "bench/engine.rs"]
mod engine;

fn main() {
    match Cli::parse().command {
        Command::Tas {
            k,
            engine,
            threads,
            presize,
        } => println!("{}", tas(k, engine, threads, presize)),
        Command::Engine { preset, threads } => {
            let p = preset_model(&preset, "mtg-2024-11-08");
            for line in engine::run(&p, &preset, &threads) {
                println!("{line}");
            }
        }
        Command::Boards(args) => std::process::exit(boards::run(&args)),
        Command::Choices(args) => std::process::exit(choices::run(&args)),
        Command::Properties {
            preset,
            edition,
            threads,
            top,
            unguarded,
        } => properties(&preset, &edition, threads, top, unguarded),
    }
}

fn tas(k: u8, engine: Engine, threads: usize, presize: Option<u64>) -> serde_json::Value {
    let model = Tas::new(k);
    let expected = EXPECTED_COUNTS.iter().find(|e| e.0 == k).map(|e| e.1);
    let start = Instant::now();
    let (states, transitions, complete) = match engine {
        Engine::Ours => {
            let initial = presize.or(expected).unwrap_or(1 << 16);
            let config = Config::default()
                .threads(threads)
                .initial_states(initial)
                .max_states(1 << 30)
                .detect_loops(false);
            let r = explore(&model, &config);
            assert!(r.properties.iter().all(|p| p.status.trace().is_none()));
            (r.unique_states, r.transitions, r.complete)
        }
        Engine::Bfs | Engine::Dfs => {
            let builder = model.checker().threads(threads);
            match engine {
                Engine::Bfs => counts(builder.spawn_bfs().join()),
                _ => counts(builder.spawn_dfs().join()),
            }
        }
    };
    let secs = start.elapsed().as_secs_f64();
    if let Some(e) = expected {
        assert_eq!(
            states, e,
            "TAS({k}) state count differs from the agreed table"
        );
    }
    let name = match engine {
        Engine::Ours => "ours",
        Engine::Bfs => "stateright-bfs",
        Engine::Dfs => "stateright-dfs",
    };
    json!({
        "model": format!("TAS({k})"),
        "engine": name,
        "threads": threads,
        "states": states,
        "transitions": transitions,
        "complete": complete,
        "secs": secs,
        "states_per_sec": states as f64 / secs,
    })
}

/// Unique states, transitions (generated successors) and completeness of a stateright run.
fn counts(checker: impl Checker<Tas>) -> (u64, u64, bool) {
    let unique = checker.unique_state_count() as u64;
    (unique, checker.state_count() as u64 - 1, checker.is_done())
}

/// Every state reachable in `m` (within the boundary), by a plain single-threaded BFS.
fn reachable(m: &GameModel) -> Vec<Snapshot> {
    let mut seen = HashSet::new();
    let mut all: Vec<Snapshot> = Vec::new();
    for s in m.init_states() {
        if m.within_boundary(&s) && seen.insert(fingerprint(&s)) {
            all.push(s);
        }
    }
    let mut actions = Vec::new();
    let mut next = 0;
    while next < all.len() {
        m.actions(&all[next], &mut actions);
        for a in actions.drain(..) {
            if let Some(n) = m.next_state(&all[next], a) {
                if m.within_boundary(&n) && seen.insert(fingerprint(&n)) {
                    all.push(n);
                }
            }
        }
        next += 1;
    }
    all
}

/// The game model of a preset exactly as `triggerproof check --preset NAME` builds it (the
/// same request, the same board filter: boards whose cards the edition gives no meaning are
/// left out there, and so here), so that the bare engine replays the checker's very states.
/// The model `check --preset P --edition E` builds (`suite_cost::preset_model`); a bad name
/// is a usage error (exit 2).
fn preset_model(preset: &str, edition: &str) -> GameModel {
    triggerproof_checker::suite_cost::preset_model(preset, edition).unwrap_or_else(|e| {
        eprintln!("error: preset `{preset}`: {e}");
        std::process::exit(2)
    })
}

/// `bench properties`: the table on stdout, then one JSON line with every property's figures.
fn properties(preset: &str, edition: &str, threads: usize, top: usize, unguarded: bool) {
    use triggerproof_checker::suite_cost::{measure, table, thread_cpu};
    let m = preset_model(preset, edition);
    let m = if unguarded {
        triggerproof_checker::suite_cost::unguarded(m)
    } else {
        m
    };
    let states = reachable(&m);
    let start = thread_cpu();
    std::hint::black_box(engine::expand_all(&m, &states));
    let engine = thread_cpu().saturating_sub(start);
    let cost = measure(&m, &states, threads);
    print!("{}", table(&cost, engine, top));
    let rows: Vec<_> = cost
        .properties
        .iter()
        .map(|p| json!({"name": p.name, "calls": p.calls, "secs": p.time.as_secs_f64()}))
        .collect();
    println!(
        "{}",
        json!({
            "model": format!("preset {preset}"),
            "edition": edition,
            "unguarded": unguarded,
            "threads": threads,
            "states": cost.states,
            "engine_secs": engine.as_secs_f64(),
            "suite_secs": cost.suite.as_secs_f64(),
            "loop_secs": cost.empty.as_secs_f64(),
            "clock_ns_per_call": cost.clock.as_nanos(),
            "properties": rows,
        })
    );
}
