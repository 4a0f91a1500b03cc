//! `triggerproof-checker`: the game checker library: exhaustive exploration of bounded boards
//! over the rules model, reports and replayable traces. The explorer itself is the
//! `triggerproof-explore` crate (re-exported as [`explore`]); scenario files are
//! `triggerproof-scenario`; the command line is `triggerproof-cli`. This crate depends on the
//! model, the properties and the explorer; it must not depend on the scenario language or the
//! command line (both call it): the options they share with it live here, in [`options`].
//!
//! - [`adapter`]: the engine as a `stateright::Model`.
//! - [`bounds`], [`boards`]: what is explored; [`census`]: `bench boards`, each board explored
//!   on its own (states, CPU, limits reached), heaviest first.
//! - [`compact`]: the frontier's byte encoding of a game state.
//! - [`run`]: a check run: model, exploration, verdicts.
//! - [`report`]: text, JSON and JUnit output; [`loops`]: mandatory loops in words.
//! - [`trace`]: trace files and replay; [`itf`]: traces in Apalache's ITF; [`trace_out`]:
//!   writing either; [`replay_text`]: `replay`'s text.
//! - [`diagnostic`]: the source line with a caret under a bad input's column.
//! - [`gaps`]: what the model leaves out, and which of it a run's boards touch (`limits`).
//! - [`progress`]: the progress line on stderr.
//! - [`validate`]: starting values (board, life, token cards) every input goes through.
//! - [`options`]: options shared by the front ends (`Format`, `Explore`, `UsageError`);
//!   [`deadline`]: `--timeout` as one deadline for the whole command.
//! - [`lists`]: `properties`, `cards` and `replay` output.
//! - [`words`]: traces in plain words (choices and journal entries with object names).
//! - [`shard`]: `check --shard I/N` and `merge`: one run split over machines; [`slurm`]: the
//!   same as a Slurm job array (`triggerproof slurm`).
//! - [`output`]: output files, checked before exploring and written atomically.
//! - [`oracle`]: `check --engine`: stateright's own checkers as an independent oracle.
//! - [`symmetry`]: `check --symmetry`: states equal up to renaming object ids are one state;
//!   [`realize`]: traces found on canonical states rebuilt on real engine ids.
//! - [`snapshot`]: the explored state (game + last journal).
//! - [`suite_cost`]: `bench properties`: each property's cost over a preset's states.
//!
//! # Debugging a counterexample
//! Reproduce with `triggerproof check --property NAME --trace-out t.json`, replay it with
//! `triggerproof replay t.json` (each step's journal, with the rule of every entry; `triggerproof
//! explore t.json` shows it step by step in a browser), then add a
//! regression test under `tests/tests/regressions/` that replays the checked-in trace.

/// This build's version (the workspace's semver version, `Cargo.toml`): printed by `--version`
/// and named in every report (text, JSON `version`, JUnit `<properties>`, HTML header), so a
/// report says which version of the scenario language and the rules model answered it.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// The JUnit `<properties>` element naming the version, for each `<testsuite>`.
pub fn junit_version() -> String {
    format!(
        "<properties><property name=\"triggerproof.version\" value=\"{VERSION}\"/></properties>"
    )
}

pub mod adapter;
pub mod alloc;
pub mod boards;
pub mod bounds;
pub mod census;
pub mod compact;
pub mod deadline;
pub mod describe;
pub mod diagnostic;
pub mod diff;
pub mod gaps;
pub mod itf;
pub mod lists;
pub mod loops;
pub mod mutants;
pub mod options;
pub mod oracle;
pub mod output;
pub mod progress;
pub mod realize;
pub mod replay_text;
pub mod report;
pub mod run;
pub mod shard;
pub mod slurm;
pub mod snapshot;
pub mod suite_cost;
pub mod symmetry;
pub mod trace;
pub mod trace_out;
pub mod validate;
pub mod words;

/// The explorer (`triggerproof-explore`), under the name this crate's modules use.
pub use triggerproof_explore as explore;
