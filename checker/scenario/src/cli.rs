//! The command-line entry points for scenarios: `triggerproof check FILE.toml [FILE|DIR...]`
//! (a verdict per expectation, exit 0/1/2/3) and `triggerproof new-scenario NAME` (a
//! commented starting file).

use super::check::{run, Options};
use super::error::ScenarioError;
use super::outcome::ScenarioOutcome;
use super::report::{self, FileResult};
use std::path::{Path, PathBuf};
use triggerproof_checker::deadline::Deadline;
use triggerproof_checker::options::{Format, TraceFormat, TraceOut, UsageError};
use triggerproof_checker::{diagnostic, output, progress};
use triggerproof_explore::Progress;

/// The file `new-scenario` writes: commented, and passing as written.
pub const TEMPLATE: &str = include_str!("template.toml");

/// What `check` was asked for scenario files.
#[derive(Clone, Debug)]
pub struct Args {
    /// Files and directories (every `*.toml` below a directory, in name order).
    pub paths: Vec<PathBuf>,
    pub format: Format,
    /// Write every witness and counterexample as `DIR/<file stem>.<line>.json`.
    pub trace_dir: Option<PathBuf>,
    /// Write the first failing expectation's trace here.
    pub trace_out: Option<PathBuf>,
    pub trace_format: TraceFormat,
    pub quiet: bool,
    pub options: Options,
}

/// `triggerproof check FILE...`, from the parsed command line. `preset_flags`: flags that
/// only apply to presets (`--property`, `--shard`) were given; `interrupt`: raised by
/// SIGINT/SIGTERM (every later exploration stops at once, the report is partial, exit 3).
pub fn from_command_line(
    paths: Vec<PathBuf>,
    x: &triggerproof_checker::options::Explore,
    preset_flags: bool,
    mutant: Option<triggerproof_model::Mutant>,
    format: Format,
    traces: &TraceOut,
    interrupt: Option<triggerproof_explore::StopFlag>,
) -> Result<i32, UsageError> {
    if format == Format::Html {
        return Err(UsageError(
            "--format html applies to presets and bounds files; scenario reports are text, json \
             or junit (open a scenario with `triggerproof explore FILE.toml`)"
                .into(),
        ));
    }
    if preset_flags || x.bounds.is_some() || !x.families.is_empty() {
        return Err(UsageError(
            "--bounds, --family, --property and --shard don't apply to scenario files: a \
             scenario lists its own board and properties"
                .into(),
        ));
    }
    x.check()?;
    check_files(&Args {
        paths,
        format,
        trace_dir: traces.trace_dir.clone(),
        trace_out: traces.trace_out.clone(),
        trace_format: traces.trace_format,
        quiet: x.quiet,
        options: Options {
            threads: x.threads,
            max_states: x.max_states,
            deadline: Deadline::after(x.timeout.map(std::time::Duration::from_secs)),
            mutant,
            max_memory: x
                .max_memory
                .or_else(triggerproof_explore::memory::default_budget),
            interrupt,
        },
    })
}

/// The scenario files named by `paths`: files as given, directories walked for `*.toml`.
pub fn expand(paths: &[PathBuf]) -> Result<Vec<PathBuf>, UsageError> {
    Ok(expand_named(paths)?.into_iter().map(|(p, _)| p).collect())
}

/// [`expand`], each file with the name its traces take (`--trace-dir`): a file given by name
/// is its stem; a file found in a directory is its path below that directory (without
/// `.toml`), so two scenarios of one name in different directories never share a trace. A
/// directory reached twice (a symlink cycle) is walked once, and each file is checked once.
pub fn expand_named(paths: &[PathBuf]) -> Result<Vec<(PathBuf, PathBuf)>, UsageError> {
    let mut out = Vec::new();
    let mut seen_dirs = std::collections::HashSet::new();
    for p in paths {
        if p.is_dir() {
            let before = out.len();
            walk(p, p, &mut seen_dirs, &mut out)
                .map_err(|e| UsageError(format!("{}: cannot read: {e}", p.display())))?;
            out[before..].sort();
            if out.len() == before {
                return Err(UsageError(format!(
                    "{}: no scenario files (*.toml) in this directory",
                    p.display()
                )));
            }
        } else if p.is_file() {
            let stem = p.file_stem().map_or("scenario".into(), PathBuf::from);
            out.push((p.clone(), stem));
        } else {
            return Err(UsageError(format!(
                "{}: no such file or directory; expected a scenario file (.toml) or a directory of them",
                p.display()
            )));
        }
    }
    let mut files = std::collections::HashSet::new();
    out.retain(|(p, _)| files.insert(std::fs::canonicalize(p).unwrap_or_else(|_| p.clone())));
    unique_names(&mut out);
    Ok(out)
}

/// Two inputs never share a trace name: `a/q.toml` and `b/q.toml` given by name are `q` and
/// `q-2` (in argument order; the run lists the files it wrote, each with its scenario).
fn unique_names(out: &mut [(PathBuf, PathBuf)]) {
    let mut taken = std::collections::HashSet::new();
    for (_, name) in out.iter_mut() {
        let base = name.clone();
        let mut k = 1;
        while !taken.insert(name.clone()) {
            k += 1;
            *name = PathBuf::from(format!("{}-{k}", base.display()));
        }
    }
}

fn walk(
    root: &Path,
    dir: &Path,
    seen: &mut std::collections::HashSet<PathBuf>,
    out: &mut Vec<(PathBuf, PathBuf)>,
) -> std::io::Result<()> {
    if !seen.insert(std::fs::canonicalize(dir)?) {
        return Ok(());
    }
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)?
        .map(|e| e.map(|e| e.path()))
        .collect::<Result<_, _>>()?;
    entries.sort();
    for path in entries {
        if path.is_dir() {
            walk(root, &path, seen, out)?;
        } else if path.extension().is_some_and(|e| e == "toml") {
            let name = path.strip_prefix(root).unwrap_or(&path).with_extension("");
            out.push((path, name));
        }
    }
    Ok(())
}

/// Loads and runs one file; an engine panic on a strange scenario becomes an error, not a crash.
pub fn check_file(
    path: &Path,
    options: &Options,
    progress: &(dyn Fn(&Progress) + Sync),
) -> FileResult {
    let sc = super::load(path)?;
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| run(&sc, options, progress))).map_err(
        |p| {
            let why = p
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            ScenarioError {
                file: sc.file.clone(),
                line: 1,
                column: 1,
                message: format!(
                    "internal error while exploring this scenario (please report): {why}"
                ),
            }
        },
    )
}

/// The exit code of a set of results: 2 bad input, else 1 a failure, else 3 undecided, else 0.
pub fn exit_code(results: &[FileResult]) -> i32 {
    let codes: Vec<i32> = results
        .iter()
        .map(|r| r.as_ref().map_or(2, ScenarioOutcome::exit_code))
        .collect();
    [2, 1, 3]
        .into_iter()
        .find(|c| codes.contains(c))
        .unwrap_or(0)
}

/// `triggerproof check FILE...`: runs every scenario, writes traces, prints the report.
/// Output paths are checked before anything is explored.
pub fn check_files(args: &Args) -> Result<i32, UsageError> {
    let files = expand_named(&args.paths)?;
    let inputs: Vec<PathBuf> = files.iter().map(|(f, _)| f.clone()).collect();
    if let Some(p) = &args.trace_out {
        output::check_file_path(p).map_err(UsageError)?;
        output::refuse_inputs(p, &inputs).map_err(UsageError)?;
    }
    if let Some(d) = &args.trace_dir {
        output::check_dir(d).map_err(UsageError)?;
    }
    let mut results = Vec::new();
    for (f, _) in &files {
        let progress = progress::printer(args.quiet, f.display().to_string());
        results.push(check_file(f, &args.options, &progress));
        progress::clear(args.quiet);
    }
    // Traces first: a closed stdout ends the process while printing.
    write_traces(args, &files, &results)?;
    for e in results.iter().filter_map(|r| r.as_ref().err()) {
        eprintln!("error: {}", diagnostic::escape(&e.to_string()));
        if let Some(shown) = diagnostic::caret_in_file(&e.file, e.line, e.column) {
            eprintln!("{}", diagnostic::escape(&shown));
        }
    }
    let code = exit_code(&results);
    match args.format {
        Format::Text | Format::Html => triggerproof_checker::out!("{}", report::text(&results)),
        Format::Json => triggerproof_checker::outln!(
            "{}",
            serde_json::to_string_pretty(&report::json(&results, code)).expect("json")
        ),
        Format::Junit => triggerproof_checker::out!("{}", report::junit(&results)),
    }
    Ok(code)
}

fn write(
    path: &Path,
    t: &triggerproof_checker::trace::TraceFile,
    format: TraceFormat,
    inputs: &[PathBuf],
) -> Result<(), UsageError> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)
            .map_err(|e| UsageError(format!("{}: cannot create: {e}", dir.display())))?;
    }
    output::refuse_inputs(path, inputs).map_err(UsageError)?;
    triggerproof_checker::trace_out::write(t, path, format)
}

/// `--trace-out`: the first failing expectation's trace, or (with none) the old file removed.
/// `--trace-dir`: every trace, at `DIR/<name>.<line>.json` (`files`: see [`expand_named`]);
/// stderr lists each file written, and traces an earlier run wrote there that this run did not
/// rewrite are removed (see [`crate::trace_dir`]).
fn write_traces(
    args: &Args,
    files: &[(PathBuf, PathBuf)],
    results: &[FileResult],
) -> Result<(), UsageError> {
    let inputs: Vec<PathBuf> = files.iter().map(|(f, _)| f.clone()).collect();
    if let Some(out) = &args.trace_out {
        let failing = results
            .iter()
            .flatten()
            .flat_map(|o| &o.expectations)
            .find(|e| e.verdict == super::Verdict::Fail && e.trace.is_some());
        match failing.and_then(|e| e.trace.as_ref()) {
            Some(t) => write(out, t, args.trace_format, &inputs)?,
            None => {
                if output::remove_stale(out).map_err(UsageError)? {
                    eprintln!(
                        "note: no failing expectation: removed the old {}",
                        out.display()
                    );
                }
            }
        }
    }
    let Some(dir) = &args.trace_dir else {
        return Ok(());
    };
    let mut written = Vec::new();
    for (o, (input, name)) in results.iter().zip(files) {
        let Ok(o) = o else { continue };
        for e in &o.expectations {
            if let Some(t) = &e.trace {
                let tag = if e.line > 0 {
                    e.line.to_string()
                } else {
                    e.query.clone()
                };
                let ext = match args.trace_format {
                    TraceFormat::Json => "json",
                    TraceFormat::Itf => "itf.json",
                };
                let file = PathBuf::from(format!("{}.{tag}.{ext}", name.display()));
                write(&dir.join(&file), t, args.trace_format, &inputs)?;
                eprintln!(
                    "wrote {} ({} line {})",
                    dir.join(&file).display(),
                    input.display(),
                    e.line
                );
                written.push(file);
            }
        }
    }
    let removed = crate::trace_dir::replace_manifest(dir, &written).map_err(UsageError)?;
    if removed > 0 {
        eprintln!(
            "note: removed {removed} trace file(s) an earlier run wrote in {} that this run did not",
            dir.display()
        );
    }
    Ok(())
}

/// `triggerproof new-scenario NAME`: writes `NAME.toml` (never over an existing file).
pub fn new_scenario(name: &str) -> Result<i32, UsageError> {
    let stem = Path::new(name.strip_suffix(".toml").unwrap_or(name)).file_name();
    let named = stem.is_some_and(|s| !s.to_string_lossy().trim().is_empty());
    if !named || name.ends_with('/') {
        return Err(UsageError(format!(
            "new-scenario {:?}: expected a file name such as `my-question`",
            name
        )));
    }
    let path = if name.ends_with(".toml") {
        PathBuf::from(name)
    } else {
        PathBuf::from(format!("{name}.toml"))
    };
    if path.exists() {
        return Err(UsageError(format!(
            "{}: already exists; expected a new file name",
            path.display()
        )));
    }
    output::write_atomic(&path, TEMPLATE.as_bytes()).map_err(UsageError)?;
    triggerproof_checker::outln!(
        "wrote {} — edit it, then run `triggerproof check {}`",
        path.display(),
        path.display()
    );
    Ok(0)
}
