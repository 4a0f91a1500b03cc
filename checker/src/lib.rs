//! `triggerproof-checker`: exhaustive exploration of bounded boards over the rules model, the
//! `triggerproof` CLI, reports and replayable traces.
//!
//! - [`explore`]: a parallel BFS explorer for any `stateright::Model` (shortest traces, budgets,
//!   loop detection).
//! - [`adapter`]: the engine as a `stateright::Model`.
//! - [`bounds`], [`boards`]: what is explored.
//! - [`run`]: a check run: model, exploration, verdicts.
//! - [`report`]: text, JSON and JUnit output.
//! - [`trace`]: trace files and replay.
//! - [`scenario`]: scenario files (a judge's question, a board, expectations) and their runs.
//! - [`cli`]: the command line.
//! - [`shard`]: `check --shard I/N` and `merge`: one run split over machines.
//! - [`tas`]: the TAS(K) benchmark model.
//! - [`oracle`]: `check --engine`: stateright's own checkers as an independent oracle.
//! - [`symmetry`]: `check --symmetry`: states equal up to renaming object ids are one state.
//!
//! # Debugging a counterexample
//! Reproduce with `triggerproof check --property NAME --trace-out t.json`, replay it with
//! `triggerproof replay t.json` (each step's journal, with the rule of every entry), then add a
//! regression test under `tests/tests/regressions/` that replays the checked-in trace.

pub mod adapter;
pub mod alloc;
pub mod boards;
pub mod bounds;
pub mod cli;
pub mod cli_diff;
pub mod cli_lists;
pub mod describe;
pub mod diff;
pub mod explore;
pub mod mutants;
pub mod oracle;
pub mod report;
pub mod run;
pub mod scenario;
pub mod shard;
pub mod symmetry;
pub mod tas;
pub mod trace;
