//! Scenario files: a judge's question as a small TOML file (cards, a starting board or board
//! families, limits, properties, expectations over a query language), checked by exhaustive
//! exploration, each expectation answered with a verdict and a witness or counterexample trace.
//! The format and the query language are documented in `scenarios/README.md`.
//!
//! `triggerproof-scenario` depends on the rules model, the properties, the explorer and the game
//! checker library (`triggerproof-checker`: adapter, bounds, traces, shared options); it must
//! not depend on the command line (`triggerproof-cli`), which calls it.
//!
//! - [`file`]: the TOML shape (serde, unknown keys rejected).
//! - [`compile`], [`settings`], [`expect`]: checking a file and building a [`Scenario`];
//!   errors name file:line:column ([`error`]).
//! - [`glossary`]: `triggerproof words`, the vocabulary reference built from the types.
//! - [`schema`]: `triggerproof schema`, the file format's JSON Schema (schemars).
//! - [`removed`]: spellings the language no longer has, refused with their replacement.
//! - [`query`], [`parse`], [`terms`]: the query language.
//! - [`ghost`]: counts and `ever` bits over the whole path so far, kept beside each state.
//! - [`model`]: the scenario as a stateright model around `adapter::GameModel`.
//! - [`check`], [`judge`], [`outcome`]: running a scenario, judging each expectation, and
//!   what the run found.
//! - [`report`], [`words`]: text, JSON and JUnit output; [`cli`]: the command-line entry points;
//!   [`trace_dir`]: what a run wrote in a `--trace-dir`, and removing what it no longer writes.

pub mod check;
pub mod cli;
pub mod compile;
#[cfg(test)]
mod contexts_tests;
mod control_words;
pub mod error;
mod exile_words;
pub mod expect;
pub mod file;
pub mod ghost;
pub mod glossary;
mod glossary_kind;
mod glossary_names;
mod glossary_table;
pub mod judge;
pub mod keys;
pub mod model;
pub mod outcome;
pub mod parse;
pub mod query;
pub mod removed;
pub mod report;
mod sacrificed_words;
pub mod schema;
pub mod settings;
mod target_words;
pub mod terms;
mod that_words;
pub mod trace_dir;
pub mod words;

use std::path::Path;
use std::sync::Arc;
use triggerproof_checker::bounds::{Bounds, Limits};
use triggerproof_model::board::Board;
use triggerproof_model::cards::CardPool;
use triggerproof_model::vocab::CardDef;
use triggerproof_model::Edition;

pub use check::{run, Options};
pub use error::ScenarioError;
pub use outcome::{ExpectOutcome, ScenarioOutcome, Verdict};

/// The kind of an expectation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The query holds in every reachable state.
    Always,
    /// The query holds in no reachable state.
    Never,
    /// The query holds in some reachable state.
    Reachable,
}

impl Kind {
    pub fn name(self) -> &'static str {
        match self {
            Kind::Always => "always",
            Kind::Never => "never",
            Kind::Reachable => "reachable",
        }
    }
}

/// One checked expectation.
#[derive(Clone, Debug)]
pub struct Expectation {
    /// Line of its `[[expect]]` in the file.
    pub line: usize,
    pub kind: Kind,
    /// The query as written.
    pub query: String,
    pub claim: Option<String>,
    pub expr: query::Expr,
}

/// A checked scenario, ready to run.
#[derive(Clone, Debug)]
pub struct Scenario {
    /// The file name, for reports.
    pub file: String,
    pub title: Option<String>,
    pub question: Option<String>,
    pub answer: Option<String>,
    /// The rules it names (documentation).
    pub cited: Vec<String>,
    pub edition: Edition,
    /// The `[[cards]]` defined in the file (added to traces so they replay).
    pub inline: Vec<CardDef>,
    /// The built-in pool plus `inline`.
    pub pool: Arc<CardPool>,
    /// Every starting board.
    pub boards: Vec<Board>,
    /// The families they came from (empty for a `[board]`).
    pub families: Vec<Bounds>,
    /// The most players at a table.
    pub players: usize,
    pub limits: Limits,
    pub max_states: u64,
    /// Per seat, what the player may do with priority besides passing.
    pub allowed: Vec<settings::Allowed>,
    /// Registry properties to check.
    pub properties: Vec<String>,
    /// Mutants under which some expectation must fail.
    pub kills: Vec<triggerproof_model::Mutant>,
    pub expectations: Vec<Expectation>,
    pub ghosts: ghost::Ghosts,
}

/// Reads and checks a scenario file.
pub fn load(path: &Path) -> Result<Scenario, ScenarioError> {
    let file = path.display().to_string();
    let text = read(path).map_err(|(line, column, message)| ScenarioError {
        file: file.clone(),
        line,
        column,
        message,
    })?;
    compile::compile(&file, &text)
}

/// The file as text; invalid UTF-8 at its line and column: `Err((line, column, message))`.
fn read(path: &Path) -> Result<String, (usize, usize, String)> {
    let bytes = std::fs::read(path).map_err(|e| (1, 1, format!("cannot read: {e}")))?;
    String::from_utf8(bytes).map_err(|e| {
        let good = &e.as_bytes()[..e.utf8_error().valid_up_to()];
        let line = good.iter().filter(|&&b| b == b'\n').count() + 1;
        let start = good.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
        let column = String::from_utf8_lossy(&good[start..]).chars().count() + 1;
        let byte = e.as_bytes()[good.len()];
        (
            line,
            column,
            format!("invalid UTF-8 (byte {byte:#04x}); expected UTF-8 text"),
        )
    })
}

/// Checks a scenario given as text (`file` names it in errors).
pub fn from_str(file: &str, text: &str) -> Result<Scenario, ScenarioError> {
    compile::compile(file, text)
}

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_query;

#[cfg(test)]
mod tests_unknown_keys;
