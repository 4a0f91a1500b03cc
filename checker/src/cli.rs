//! The `triggerproof` command line (clap derive): `check`, `properties`, `cards`, `replay`,
//! `mutants`. Exit codes: 0 every property holds on a complete exploration; 1 a property
//! failed; 2 bad input or usage; 3 exploration incomplete with nothing violated.

use crate::boards::presets::{preset, presets};
use crate::bounds::{Bounds, Limits};
use crate::explore::Progress;
use crate::run::{Outcome, Request, Verdict};
use crate::trace;
use clap::{Parser, Subcommand, ValueEnum};
use serde::Deserialize;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;
use triggerproof_model::cards::builtin;
use triggerproof_model::{Edition, Mutant, Ruleset};

const EXAMPLES: &str = "Examples:
  triggerproof check                                  # the standard preset, every property
  triggerproof check --preset smoke --format json
  triggerproof check --property apnap-two-part-order --trace-out apnap.json
  triggerproof check --mutant ap-triggers-on-top --trace-out cex.json
  triggerproof replay cex.json
  triggerproof mutants --preset standard
  triggerproof properties --format json
  triggerproof check scenarios/                       # every scenario file, a verdict per expectation
  triggerproof check q.toml --trace-dir traces/       # witnesses and counterexamples as trace files
  triggerproof new-scenario my-question               # writes a commented my-question.toml";

#[derive(Parser, Debug)]
#[command(name = "triggerproof", version, about = "Model-check the rules of triggered abilities (MTG CR 603) on bounded boards.", after_help = EXAMPLES)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Clone, Copy, Debug, ValueEnum, PartialEq, Eq)]
pub enum Format {
    Text,
    Json,
    Junit,
}

/// Arguments shared by commands that explore.
#[derive(clap::Args, Debug, Clone)]
pub struct Explore {
    /// Rule edition.
    #[arg(long, default_value = "mtg-2024-11-08", value_parser = parse_edition)]
    pub edition: Edition,
    /// Built-in bounds preset: smoke, standard, deep.
    #[arg(long, default_value = "standard", conflicts_with = "bounds")]
    pub preset: String,
    /// Bounds file (TOML or JSON): `[limits]` and `[[families]]`.
    #[arg(long)]
    pub bounds: Option<PathBuf>,
    /// Only the preset's families with these names (repeatable).
    #[arg(long = "family")]
    pub families: Vec<String>,
    /// Worker threads.
    #[arg(long, default_value_t = 1)]
    pub threads: usize,
    /// State budget: stop (incomplete, exit 3) past this many unique states.
    #[arg(long, default_value_t = 1 << 26)]
    pub max_states: u64,
    /// Time budget in seconds: stop (incomplete, exit 3) after it.
    #[arg(long)]
    pub timeout: Option<u64>,
    /// No progress on stderr.
    #[arg(long)]
    pub quiet: bool,
    /// Symmetry reduction: states that differ only by which ids name identical objects are
    /// explored once (unique states then count classes). Traces keep real engine ids.
    #[arg(long)]
    pub symmetry: bool,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Explore every board within the bounds and check the properties.
    Check {
        /// Scenario files or directories of them (see scenarios/README.md); when given, they
        /// replace --preset and --bounds: each scenario brings its own board and limits.
        #[arg(value_name = "SCENARIO")]
        files: Vec<PathBuf>,
        #[command(flatten)]
        explore: Explore,
        /// Check only these properties (each `always` property brings its witness).
        #[arg(long = "property")]
        properties: Vec<String>,
        /// Swap one rule decision for a deliberately wrong one (see `mutants`).
        #[arg(long, value_parser = parse_mutant)]
        mutant: Option<Mutant>,
        #[arg(long, value_enum, default_value = "text")]
        format: Format,
        /// Write the first counterexample (or a loop) as a replayable JSON trace.
        #[arg(long)]
        trace_out: Option<PathBuf>,
        /// Scenarios: write every witness and counterexample to DIR/<file>.<line>.json.
        #[arg(long, value_name = "DIR")]
        trace_dir: Option<PathBuf>,
        /// Explore only the boards whose index is I modulo N (0 <= I < N); combine the shards'
        /// JSON reports with `merge`.
        #[arg(long, value_name = "I/N", value_parser = crate::shard::parse)]
        shard: Option<crate::shard::Shard>,
        /// Explorer: ours, or stateright 0.31's own BFS or DFS checker (an independent oracle).
        #[arg(long, value_enum, default_value = "ours")]
        engine: crate::oracle::Engine,
    },
    /// Combine the JSON reports of `check --shard I/N` runs into one verdict.
    Merge {
        /// JSON reports of `check --shard I/N --format json`, one per shard.
        #[arg(required = true)]
        reports: Vec<PathBuf>,
        /// text or json.
        #[arg(long, value_enum, default_value = "text")]
        format: Format,
    },
    /// Write a commented starting scenario file, NAME.toml (see scenarios/README.md).
    NewScenario { name: String },
    /// List every property: name, kind, rules, statement.
    Properties {
        #[arg(long, default_value = "mtg-2024-11-08", value_parser = parse_edition)]
        edition: Edition,
        #[arg(long, value_enum, default_value = "text")]
        format: Format,
    },
    /// List the card pool, each ability in plain words.
    Cards {
        #[arg(long, value_enum, default_value = "text")]
        format: Format,
    },
    /// Re-run a trace file through the engine, step by step.
    Replay { trace: PathBuf },
    /// Explore the same boards under two editions; report where their outcomes differ.
    Diff(crate::cli_diff::DiffArgs),
    /// Run every mutant and print the kill matrix.
    Mutants {
        #[command(flatten)]
        explore: Explore,
        #[arg(long, value_enum, default_value = "text")]
        format: Format,
    },
}

pub(crate) fn parse_edition(s: &str) -> Result<Edition, String> {
    Edition::parse(s).ok_or_else(|| {
        format!(
            "unknown edition `{s}`; expected one of: {}",
            Edition::ALL.map(|e| e.id()).join(", ")
        )
    })
}

fn parse_mutant(s: &str) -> Result<Mutant, String> {
    Mutant::parse(s).ok_or_else(|| {
        format!(
            "unknown mutant `{s}`; expected one of: {}",
            Mutant::ALL
                .iter()
                .map(|m| m.name())
                .collect::<Vec<_>>()
                .join(", ")
        )
    })
}

/// A bounds file.
#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub struct BoundsFile {
    #[serde(default)]
    pub limits: Limits,
    pub families: Vec<Bounds>,
}

/// A usage or input error: message for stderr, exit code 2.
pub struct UsageError(pub String);

fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let before = &text[..offset.min(text.len())];
    let line = before.matches('\n').count() + 1;
    let col = before.len() - before.rfind('\n').map_or(0, |i| i + 1) + 1;
    (line, col)
}

/// Reads a bounds file, with file:line:column on errors.
pub fn read_bounds(path: &Path) -> Result<BoundsFile, UsageError> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| UsageError(format!("{}: cannot read: {e}", path.display())))?;
    if path.extension().is_some_and(|e| e == "json") {
        return serde_json::from_str(&text).map_err(|e| {
            UsageError(format!(
                "{}:{}:{}: {e}",
                path.display(),
                e.line(),
                e.column()
            ))
        });
    }
    toml::from_str(&text).map_err(|e| {
        let (l, c) = e.span().map_or((1, 1), |s| line_col(&text, s.start));
        UsageError(format!("{}:{l}:{c}: {}", path.display(), e.message()))
    })
}

/// The request `triggerproof check ARGS...` runs (`args` without the program name), for
/// tests and embedders.
pub fn check_request(args: &[&str]) -> Result<Request, UsageError> {
    let argv = ["triggerproof", "check"].iter().chain(args);
    match Cli::try_parse_from(argv).map_err(|e| UsageError(e.to_string()))? {
        Cli {
            command:
                Command::Check {
                    explore,
                    properties,
                    mutant,
                    ..
                },
        } => request(&explore, mutant, properties),
        _ => unreachable!("parsed as `check`"),
    }
}

pub(crate) fn request(
    x: &Explore,
    mutant: Option<Mutant>,
    properties: Vec<String>,
) -> Result<Request, UsageError> {
    let rules = Ruleset::new(x.edition, Arc::new(builtin()), mutant);
    let (source, families, limits) = match &x.bounds {
        Some(p) => {
            let f = read_bounds(p)?;
            (p.display().to_string(), f.families, f.limits)
        }
        None => {
            let names: Vec<&str> = presets().iter().map(|p| p.name).collect();
            let p = preset(&x.preset).ok_or_else(|| {
                UsageError(format!(
                    "unknown preset `{}`; expected one of: {}",
                    x.preset,
                    names.join(", ")
                ))
            })?;
            (p.name.to_string(), p.families, p.limits)
        }
    };
    let families = if x.families.is_empty() {
        families
    } else {
        let known: Vec<String> = families.iter().map(|f| f.name.clone()).collect();
        if let Some(bad) = x.families.iter().find(|n| !known.contains(n)) {
            return Err(UsageError(format!(
                "unknown family `{bad}`; expected one of: {}",
                known.join(", ")
            )));
        }
        families
            .into_iter()
            .filter(|f| x.families.contains(&f.name))
            .collect()
    };
    Ok(Request {
        rules,
        source,
        families,
        limits,
        properties,
        threads: x.threads,
        max_states: x.max_states,
        timeout: x.timeout.map(Duration::from_secs),
        stop_when_decided: false,
        stop_on_violation: false,
        symmetry: x.symmetry,
    })
}

fn progress_printer(quiet: bool) -> impl Fn(&Progress) + Sync {
    let show = !quiet && std::io::stderr().is_terminal();
    move |p: &Progress| {
        if show {
            let rate = p.unique_states as f64 / p.elapsed.as_secs_f64().max(1e-9);
            eprint!(
                "\r{} states, {:.0} states/s, depth {}, {:.0}s   ",
                p.unique_states,
                rate,
                p.depth,
                p.elapsed.as_secs_f64()
            );
        }
    }
}

fn write_trace(o: &Outcome, path: &Path) -> Result<(), UsageError> {
    let t = o
        .properties
        .iter()
        .find(|p| p.status == Verdict::Violated)
        .and_then(|p| p.trace.as_ref())
        .or_else(|| o.loops.first().map(|l| &l.trace));
    if let Some(t) = t {
        let text = serde_json::to_string_pretty(t).expect("trace serializes");
        std::fs::write(path, text)
            .map_err(|e| UsageError(format!("{}: cannot write: {e}", path.display())))?;
    }
    Ok(())
}

/// Runs the CLI; returns the exit code.
pub fn main_with(cli: Cli) -> i32 {
    match dispatch(cli) {
        Ok(code) => code,
        Err(UsageError(msg)) => {
            eprintln!("error: {msg}");
            2
        }
    }
}

fn dispatch(cli: Cli) -> Result<i32, UsageError> {
    match cli.command {
        Command::Check {
            files,
            explore,
            properties,
            mutant,
            format,
            trace_out,
            shard,
            trace_dir,
            engine,
        } => {
            if !files.is_empty() && engine != crate::oracle::Engine::Ours {
                return Err(UsageError(
                    "--engine applies to presets and bounds files, not scenario files".into(),
                ));
            }
            if !files.is_empty() && explore.symmetry {
                return Err(UsageError(
                    "--symmetry applies to presets and bounds files, not scenario files".into(),
                ));
            }
            if !files.is_empty() {
                let preset_flags = shard.is_some() || !properties.is_empty();
                return crate::scenario::cli::from_command_line(
                    files,
                    &explore,
                    preset_flags,
                    mutant,
                    format,
                    trace_out,
                    trace_dir,
                );
            }
            let req = request(&explore, mutant, properties)?;
            let progress = progress_printer(explore.quiet);
            let o = crate::oracle::check(&req, shard, engine, &progress).map_err(UsageError)?;
            if !explore.quiet && std::io::stderr().is_terminal() {
                eprintln!();
            }
            crate::oracle::print(&o, shard, format, engine);
            if let Some(p) = trace_out {
                write_trace(&o, &p)?;
            }
            Ok(crate::shard::exit_code(&o, shard))
        }
        Command::NewScenario { name } => crate::scenario::cli::new_scenario(&name),
        Command::Properties { edition, format } => {
            Ok(crate::cli_lists::properties(edition, format))
        }
        Command::Cards { format } => Ok(crate::cli_lists::cards(format)),
        Command::Merge { reports, format } => crate::shard::merge_files(&reports, format),
        Command::Replay { trace } => crate::cli_lists::replay(&trace),
        Command::Diff(args) => crate::cli_diff::run(args),
        Command::Mutants { explore, format } => {
            let req = request(&explore, None, Vec::new())?;
            crate::mutants::run(&req, format).map_err(UsageError)
        }
    }
}

pub use trace::TraceFile;
