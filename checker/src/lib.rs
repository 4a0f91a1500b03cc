//! `triggerproof-checker`: the game checker library: exhaustive exploration of bounded boards
//! over the rules model, reports and replayable traces. The explorer itself is the
//! `triggerproof-explore` crate (re-exported as [`explore`]); scenario files are
//! `triggerproof-scenario`; the command line is `triggerproof-cli`. This crate depends on neither.
//!
//! - [`adapter`]: the engine as a `stateright::Model`.
//! - [`bounds`], [`boards`]: what is explored.
//! - [`run`]: a check run: model, exploration, verdicts.
//! - [`report`]: text, JSON and JUnit output.
//! - [`trace`]: trace files and replay.
//! - [`validate`]: starting values (board, life, token cards) every input goes through.
//! - [`options`]: options shared by the front ends (`Format`, `Explore`, `UsageError`).
//! - [`lists`]: `properties`, `cards` and `replay` output.
//! - [`shard`]: `check --shard I/N` and `merge`: one run split over machines.
//! - [`output`]: output files, checked before exploring and written atomically.
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
pub mod describe;
pub mod diff;
pub mod lists;
pub mod mutants;
pub mod options;
pub mod oracle;
pub mod output;
pub mod report;
pub mod run;
pub mod shard;
pub mod symmetry;
pub mod trace;
pub mod validate;

/// The explorer (`triggerproof-explore`), under the name this crate's modules use.
pub use triggerproof_explore as explore;
