//! The `triggerproof` command line (clap derive): `check`, `properties`, `cards`, `words`,
//! `schema`, `replay`, `explore`, `mutants`, `limits`, `slurm`. Exit codes: 0 every property holds on a complete exploration; 1 a property
//! failed; 2 bad input or usage; 3 exploration incomplete with nothing violated.

use clap::{Parser, Subcommand};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use triggerproof_checker::explore::StopFlag;
use triggerproof_checker::options::{parse_edition, parse_mutant, request, TraceFormat};
pub use triggerproof_checker::options::{Explore, Format, TraceOut, UsageError};
use triggerproof_checker::progress;
use triggerproof_checker::run::{Outcome, Request, Verdict};
use triggerproof_checker::trace;
use triggerproof_model::{Edition, Mutant};

const EXAMPLES: &str = "Examples:
  triggerproof check                                  # the standard preset, every property
  triggerproof check --preset smoke --format json
  triggerproof check --property apnap-two-part-order --trace-out apnap.json
  triggerproof check --mutant ap-triggers-on-top --trace-out cex.json
  triggerproof replay cex.json
  triggerproof explore cex.json                       # step through it in the browser
  triggerproof check --preset smoke --format html > report.html
  triggerproof mutants --preset standard
  triggerproof mutants --list                         # the mutants, without running them
  triggerproof limits                                 # everything the model leaves out
  triggerproof properties --format json
  triggerproof check scenarios/                       # every scenario file, a verdict per expectation
  triggerproof check q.toml --trace-dir traces/       # witnesses and counterexamples as trace files
  triggerproof new-scenario my-question               # writes a commented my-question.toml
  triggerproof words library_top                      # one word of the scenario language
  triggerproof slurm --preset deep --symmetry --shards 16384 --dir /shared/deep --census deep-census/ --submit";

#[derive(Parser, Debug)]
#[command(name = "triggerproof", version, about = "Model-check the rules of triggered abilities (MTG CR 603) on bounded boards.", after_help = EXAMPLES)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
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
        /// text, json, junit, or html (one self-contained page; presets and bounds files).
        #[arg(long, value_enum, default_value = "text")]
        format: Format,
        #[command(flatten)]
        traces: TraceOut,
        /// Explore only the boards whose index is I modulo N (0 <= I < N); combine the shards'
        /// JSON reports with `merge`.
        #[arg(long, value_name = "I/N", value_parser = triggerproof_checker::shard::parse)]
        shard: Option<triggerproof_checker::shard::Shard>,
        /// Explorer: ours, or stateright 0.31's own BFS or DFS checker (an independent oracle).
        #[arg(long, value_enum, default_value = "ours")]
        engine: triggerproof_checker::oracle::Engine,
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
    /// The scenario language's vocabulary, generated from its types: every word (trigger
    /// events, effects, statics, conditions, quantities, selector tests, file and board keys)
    /// with its rule, where it may appear and an example; one word in full with WORD.
    Words { word: Option<String> },
    /// Print the JSON Schema of scenario files (committed as docs/scenario.schema.json), for
    /// editors such as Even Better TOML / taplo.
    Schema,
    /// List the card pool, each ability in plain words.
    Cards {
        #[arg(long, value_enum, default_value = "text")]
        format: Format,
    },
    /// Re-run a trace file through the engine, step by step.
    Replay { trace: PathBuf },
    /// Explore the same boards under two editions; report where their outcomes differ.
    Diff(crate::cli_diff::DiffArgs),
    /// Open a trace, a scenario or a board in the browser: a local web explorer on 127.0.0.1.
    Explore(crate::cli_explore::ExploreArgs),
    /// A sharded run as a Slurm job array: print the batch script (or `--submit` it), each
    /// task one `check --shard I/N` writing its JSON report into --dir; then `merge`.
    Slurm(crate::cli_slurm::SlurmArgs),
    /// Run every mutant and print the kill matrix.
    Mutants {
        #[command(flatten)]
        explore: Explore,
        #[arg(long, value_enum, default_value = "text")]
        format: Format,
        /// List the mutants (name, edition, what each gets wrong) without exploring.
        #[arg(long)]
        list: bool,
    },
    /// List everything the model leaves out (a report prints only what its boards touch).
    Limits {
        #[arg(long, value_enum, default_value = "text")]
        format: Format,
    },
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

/// Writes the first counterexample (or loop) to `path` atomically; with none, an old file
/// there is removed (and stderr says so), so a stale trace never passes for this run's.
fn write_trace(o: &Outcome, path: &Path, format: TraceFormat) -> Result<(), UsageError> {
    use triggerproof_checker::output;
    let t = o
        .properties
        .iter()
        .find(|p| p.status == Verdict::Violated)
        .and_then(|p| p.trace.as_ref())
        .or_else(|| o.loops.first().map(|l| &l.trace));
    match t {
        Some(t) => triggerproof_checker::trace_out::write(t, path, format),
        None => {
            if output::remove_stale(path).map_err(UsageError)? {
                eprintln!(
                    "note: no counterexample or loop: removed the old {}",
                    path.display()
                );
            }
            Ok(())
        }
    }
}

/// A flag SIGINT and SIGTERM raise: the run then stops, and its report so far is printed marked
/// incomplete (exit 3); a second signal exits at once with 130. Every exploring command uses it
/// (`check` on presets, bounds files and scenario files, `mutants`, `diff`). signal-hook does the
/// registration: a handler may only do async-signal-safe work, and its `flag` module is exactly
/// "set an atomic; on the second, exit" without our own unsafe `sigaction` code.
fn interrupt_on_signals() -> Option<StopFlag> {
    use signal_hook::consts::{SIGINT, SIGTERM};
    use signal_hook::flag::{register, register_conditional_shutdown};
    let flag = StopFlag::new();
    for signal in [SIGINT, SIGTERM] {
        // In this order: the shutdown sees the flag as it was before this signal raised it.
        register_conditional_shutdown(signal, 130, Arc::clone(flag.shared())).ok()?;
        register(signal, Arc::clone(flag.shared())).ok()?;
    }
    Some(flag)
}

/// Runs the CLI; returns the exit code. A report that could not be written to standard output
/// (a full disk, `> /dev/full`) is an error: exit 2, or the run's own failing code (1, 3).
pub fn main_with(cli: Cli) -> i32 {
    let code = match dispatch(cli) {
        Ok(code) => code,
        Err(UsageError(msg)) => {
            eprintln!("error: {}", triggerproof_checker::diagnostic::escape(&msg));
            2
        }
    };
    match triggerproof_checker::output::stdout_failure() {
        Some(e) => {
            eprintln!("error: cannot write to standard output: {e}");
            if code == 0 {
                2
            } else {
                code
            }
        }
        None => code,
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
            traces,
            shard,
            engine,
        } => {
            if !files.is_empty() && engine != triggerproof_checker::oracle::Engine::Ours {
                return Err(UsageError(
                    "--engine applies to presets and bounds files, not scenario files".into(),
                ));
            }
            if !files.is_empty() && (explore.symmetry || explore.no_symmetry) {
                return Err(UsageError(
                    "--symmetry / --no-symmetry apply to presets and bounds files, not scenario \
                     files (a scenario is explored without symmetry reduction)"
                        .into(),
                ));
            }
            if !files.is_empty() && explore.chains {
                return Err(UsageError(
                    "--chains applies to presets and bounds files, not scenario files (a \
                     scenario stores every state)"
                        .into(),
                ));
            }
            if engine != triggerproof_checker::oracle::Engine::Ours && explore.chains {
                return Err(UsageError(
                    "--chains applies to our explorer; stateright's (--engine) stores every \
                     state"
                        .into(),
                ));
            }
            if !files.is_empty() {
                let preset_flags = shard.is_some() || !properties.is_empty();
                return triggerproof_scenario::cli::from_command_line(
                    files,
                    &explore,
                    preset_flags,
                    mutant,
                    format,
                    &traces,
                    interrupt_on_signals(),
                );
            }
            if traces.trace_dir.is_some() {
                return Err(UsageError(
                    "--trace-dir applies to scenario files; with a preset or bounds file, \
                     --trace-out FILE writes the first counterexample"
                        .into(),
                ));
            }
            let mut req = request(&explore, mutant, properties)?;
            if let Some(p) = &traces.trace_out {
                triggerproof_checker::output::check_file_path(p).map_err(UsageError)?;
                let inputs: Vec<PathBuf> = explore.bounds.iter().cloned().collect();
                triggerproof_checker::output::refuse_inputs(p, &inputs).map_err(UsageError)?;
            }
            req.interrupt = interrupt_on_signals();
            let progress = progress::printer(explore.quiet, String::new());
            let o = triggerproof_checker::oracle::check(&req, shard, engine, &progress)
                .map_err(UsageError)?;
            progress::clear(explore.quiet);
            // The trace first: a closed stdout ends the process while printing.
            if let Some(p) = &traces.trace_out {
                write_trace(&o, p, traces.trace_format)?;
            }
            match format {
                Format::Html => {
                    triggerproof_checker::out!("{}", triggerproof_web::report::html(&o))
                }
                _ => triggerproof_checker::oracle::print(&o, shard, format, engine),
            }
            Ok(triggerproof_checker::shard::exit_code(&o, shard))
        }
        Command::NewScenario { name } => triggerproof_scenario::cli::new_scenario(&name),
        Command::Properties { edition, format } => {
            Ok(triggerproof_checker::lists::properties(edition, format))
        }
        Command::Words { word } => match triggerproof_scenario::glossary::text(word.as_deref()) {
            Ok(t) => {
                print!("{t}");
                Ok(0)
            }
            Err(e) => Err(UsageError(e)),
        },
        Command::Schema => {
            print!("{}", triggerproof_scenario::schema::json());
            Ok(0)
        }
        Command::Cards { format } => Ok(triggerproof_checker::lists::cards(format)),
        Command::Merge { reports, format } => {
            triggerproof_checker::shard::merge_files(&reports, format)
        }
        Command::Replay { trace } => triggerproof_checker::lists::replay(&trace),
        Command::Diff(args) => crate::cli_diff::run(args, interrupt_on_signals()),
        Command::Explore(args) => crate::cli_explore::run(args),
        Command::Slurm(args) => crate::cli_slurm::run(args),
        Command::Mutants {
            format, list: true, ..
        } => Ok(triggerproof_checker::mutants::list(format)),
        Command::Limits { format } => Ok(triggerproof_checker::lists::limits(format)),
        Command::Mutants {
            explore, format, ..
        } => {
            let mut req = request(&explore, None, Vec::new())?;
            req.interrupt = interrupt_on_signals();
            triggerproof_checker::mutants::run(&req, format).map_err(UsageError)
        }
    }
}

pub use trace::TraceFile;
