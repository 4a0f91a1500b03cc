//! `check --engine`: which explorer runs a check. [`Engine::Ours`] is the parallel BFS of
//! [`crate::explore`]; [`Engine::StaterightBfs`] and [`Engine::StaterightDfs`] run the same model
//! through stateright 0.31's own checkers (`model.checker().threads(n).spawn_bfs()` /
//! `spawn_dfs()`, then joined), an independent oracle for our state counts and verdicts.
//!
//! Like for like: stateright is handed the model through a thin wrapper, [`Oracle`], that only
//! delegates (same `init_states`, `actions`, `next_state`, `within_boundary` and properties), so
//! both engines drop the same out-of-bounds successors and count the same in-bounds states
//! (a repeated initial state is handed over once: stateright would expand it once per copy).
//! stateright's `unique_state_count()` counts distinct in-bounds states, initial ones included,
//! as ours does; its `state_count()` counts the in-bounds initial states plus every in-bounds
//! successor, so `transitions` is that minus the initial states, as ours is. The wrapper counts
//! the successors `within_boundary` rejects (stateright keeps no such count), so a run past
//! `max_stack`/`max_objects` is reported incomplete by either engine.
//!
//! Incomplete is never a proof. stateright 0.31 ignores its own `timeout` with one thread and
//! its `target_state_count` counts duplicates, so budgets are honoured here instead: the
//! waiting thread polls `unique_state_count()`, the clock, the resident set and the interrupt
//! flag every [`POLL`], and past a budget the wrapper's `actions()` returns nothing, which
//! drains stateright's queue; a run where that happened is reported cut
//! (`StopReason::StateBudget`, `Timeout`, `MemoryBudget` or `Interrupted`), with the
//! states stateright had stored (up to one poll past the budget). stateright stops by itself
//! once every property has a discovery; that is reported as `StopReason::AllDecided`, not as a
//! complete exploration. An `eventually` property without a discovery is left undecided
//! (stateright 0.31 documents false negatives for them at DAG joins). stateright's traces need
//! not be shortest (its DFS's certainly are not), and it finds no mandatory loops.

mod finish;
mod wrapper;

pub use wrapper::{Oracle, MAX_ORACLE_PROPERTIES};

use crate::explore::{explore_with_progress, Config, ModelReport, Progress};
use crate::run::{model_with, outcome, Outcome, Request};
use crate::shard::Shard;
use stateright::Model;
use std::hash::Hash;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Which explorer runs a check.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum Engine {
    /// Our parallel BFS (`explore/`): shortest traces, loop detection.
    #[default]
    Ours,
    /// stateright 0.31's BFS checker.
    StaterightBfs,
    /// stateright 0.31's DFS checker.
    StaterightDfs,
}

impl Engine {
    /// The `--engine` value.
    pub fn name(self) -> &'static str {
        match self {
            Engine::Ours => "ours",
            Engine::StaterightBfs => "stateright-bfs",
            Engine::StaterightDfs => "stateright-dfs",
        }
    }
}

/// How long the waiting thread sleeps between looks at stateright's counters.
pub const POLL: Duration = Duration::from_millis(10);

/// Threads and budgets of one exploration (any engine).
#[derive(Clone, Debug)]
pub struct Options {
    pub threads: usize,
    /// Stop (incomplete) past this many unique states.
    pub max_states: u64,
    pub timeout: Option<Duration>,
    /// Stop (incomplete) once the resident set passes this many bytes.
    pub max_memory: Option<u64>,
    /// Stop (incomplete) once raised (SIGINT/SIGTERM in the CLI).
    pub interrupt: Option<crate::explore::StopFlag>,
}

/// Explores `model` with `engine` and reports in our explorer's terms (see the module docs for
/// what each field means under stateright). Loop detection only with [`Engine::Ours`].
pub fn explore<M>(
    model: Arc<M>,
    engine: Engine,
    opts: &Options,
    progress: &(dyn Fn(&Progress) + Sync),
) -> ModelReport<M>
where
    M: Model + Send + Sync + 'static,
    M::State: Hash + Clone + PartialEq + Send + Sync + 'static,
    M::Action: Clone + PartialEq,
{
    let start = Instant::now();
    let builder = || {
        Oracle::new(Arc::clone(&model))
            .checker()
            .threads(opts.threads.max(1))
    };
    match engine {
        Engine::Ours => {
            let mut cfg = Config::default()
                .threads(opts.threads)
                .max_states(opts.max_states)
                .stop_when_decided(false)
                .max_memory(opts.max_memory)
                .interrupt(opts.interrupt.clone());
            if let Some(t) = opts.timeout {
                cfg = cfg.timeout(t);
            }
            explore_with_progress(&*model, &cfg, progress)
        }
        Engine::StaterightBfs => finish::finish(builder().spawn_bfs(), opts, start, progress),
        Engine::StaterightDfs => finish::finish(builder().spawn_dfs(), opts, start, progress),
    }
}

/// `triggerproof check --engine E [--shard I/N]`: the run's outcome in the usual report terms.
pub fn check(
    req: &Request,
    shard: Option<Shard>,
    engine: Engine,
    progress: &(dyn Fn(&Progress) + Sync),
) -> Result<Outcome, String> {
    if engine == Engine::Ours {
        return crate::shard::check(req, shard, progress);
    }
    let Shard { index, count } = shard.unwrap_or(Shard { index: 0, count: 1 });
    let m = Arc::new(model_with(req, |i| i % count == index)?);
    let opts = Options {
        threads: req.threads,
        max_states: req.max_states,
        timeout: req.deadline.remaining(),
        max_memory: req.max_memory,
        interrupt: req.interrupt.clone(),
    };
    let r = explore(Arc::clone(&m), engine, &opts, progress);
    let mut o = outcome(req, &m, &r);
    o.stop_reason = format!("{}; engine {}", o.stop_reason, engine.name());
    Ok(o)
}

/// What a report made by a stateright engine says beside the usual report.
pub fn note(engine: Engine) -> String {
    format!(
        "engine: {} (stateright 0.31's own checker, an independent oracle): traces need not be \
         shortest, mandatory loops are not looked for, budgets are polled every {} ms",
        engine.name(),
        POLL.as_millis()
    )
}

/// Prints a run's report; with a stateright engine, the text report starts with [`note`] and
/// the JSON report has `engine` and `engine_note`.
pub fn print(o: &Outcome, shard: Option<Shard>, format: crate::options::Format, engine: Engine) {
    use crate::options::Format;
    match (engine, format) {
        (Engine::Ours, _) | (_, Format::Junit) => crate::shard::print(o, shard, format),
        (_, Format::Json) => {
            let mut v = crate::shard::json(o, shard);
            v["engine"] = engine.name().into();
            v["engine_note"] = note(engine).into();
            crate::outln!("{}", crate::shard::pretty(&v));
        }
        (_, Format::Text | Format::Html) => {
            crate::outln!("{}", note(engine));
            crate::shard::print(o, shard, format);
        }
    }
}
