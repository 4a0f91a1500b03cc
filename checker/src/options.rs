//! Options shared by every front end of the checker (the `triggerproof` CLI, scenario runs,
//! `diff`, `mutants`, shards): the output [`Format`], the exploration options [`Explore`], the
//! [`UsageError`] that exits 2, bounds files, and building a [`Request`] from them. They live
//! here, below the CLI, so that nothing imports the command line.

use crate::boards::presets::{preset, presets};
use crate::bounds::{Bounds, Limits};
use crate::deadline::Deadline;
use crate::run::Request;
use clap::ValueEnum;
use serde::Deserialize;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;
use triggerproof_model::cards::builtin;
use triggerproof_model::{Edition, Mutant, Ruleset};

#[derive(Clone, Copy, Debug, ValueEnum, PartialEq, Eq)]
pub enum Format {
    Text,
    Json,
    Junit,
    /// One self-contained HTML page (`check` on presets and bounds files; rendered by
    /// `triggerproof-web`, the library prints text for it).
    Html,
}

/// How trace files are written.
#[derive(Clone, Copy, Debug, ValueEnum, PartialEq, Eq, Default)]
pub enum TraceFormat {
    /// The native trace file (replayable with `replay` and `explore`).
    #[default]
    Json,
    /// Apalache's Informal Trace Format (ADR-015); see the README's "ITF traces".
    Itf,
}

/// Where `check` writes traces, and in which format.
#[derive(clap::Args, Debug, Clone, Default)]
pub struct TraceOut {
    /// Write the first counterexample (or a loop) as a trace file.
    #[arg(long)]
    pub trace_out: Option<PathBuf>,
    /// Scenarios: write every witness and counterexample to DIR/<file>.<line>.json.
    #[arg(long, value_name = "DIR")]
    pub trace_dir: Option<PathBuf>,
    /// Trace file format: json (native, replayable) or itf (Apalache's ITF).
    #[arg(long, value_enum, default_value = "json")]
    pub trace_format: TraceFormat,
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
    /// Worker threads. Default: the parallelism available to this process (its CPU affinity and
    /// cgroup quota), as `std::thread::available_parallelism` reports it. Counts, verdicts and
    /// traces are the same at every thread count.
    #[arg(long, default_value_t = default_threads(), allow_negative_numbers = true, value_parser = whole::<usize>)]
    pub threads: usize,
    /// State budget: stop (incomplete, exit 3) past this many unique states.
    #[arg(long, default_value_t = 1 << 26, allow_negative_numbers = true, value_parser = whole::<u64>)]
    pub max_states: u64,
    /// Time budget in seconds for the whole command (every exploration it runs: each scenario
    /// file and mutant, each of `mutants`): stop after it, incomplete (exit 3 unless something
    /// was violated).
    #[arg(long, allow_negative_numbers = true, value_parser = whole::<u64>)]
    pub timeout: Option<u64>,
    /// Memory budget (resident set), e.g. 512M, 8G, 1.5GiB: past it the run stops with the
    /// report so far, marked incomplete (exit 3). Default: 75% of physical memory.
    #[arg(long, value_name = "SIZE", value_parser = parse_size)]
    pub max_memory: Option<u64>,
    /// The guard on a bounds file: at most this many starting boards per family (presets are
    /// not capped; their boards are streamed).
    #[arg(long, value_name = "N", default_value_t = 20_000, allow_negative_numbers = true, value_parser = whole::<u64>)]
    pub max_boards: u64,
    /// No progress on stderr.
    #[arg(long)]
    pub quiet: bool,
    /// Symmetry reduction, on by default (this flag is kept for scripts and changes nothing):
    /// states that differ only by which ids name identical objects are explored once (unique
    /// states then count classes). Boards with a combat phase are explored without it (there it
    /// is sound but not exact). Traces keep real engine ids.
    #[arg(long, conflicts_with = "no_symmetry")]
    pub symmetry: bool,
    /// Turn symmetry reduction off: every state on real engine ids (unique states count states).
    #[arg(long = "no-symmetry")]
    pub no_symmetry: bool,
    /// Follow forced chains: a state offering only one choice (a pass with nothing else to
    /// do, say) is judged on the way and not stored, with the same verdicts, trace lengths and
    /// loops (unique states then count the others). ~80% fewer states stored and ~1/3 less
    /// memory, but forced states are walked again from every way in (+68% CPU on `standard`):
    /// for runs short of memory, not of time. Off by default.
    #[arg(long = "chains")]
    pub chains: bool,
}

impl Explore {
    /// Is symmetry reduction on for this run (on unless `--no-symmetry`)?
    pub fn symmetry_on(&self) -> bool {
        !self.no_symmetry
    }
}

/// The most worker threads a run may ask for.
pub const MAX_THREADS: usize = 256;

/// `--threads` when not given: the parallelism available to this process, which on Linux
/// honours `sched_setaffinity` and the cgroup's CPU quota (so a container limited to 2 CPUs
/// gets 2), at most [`MAX_THREADS`]; 1 if it can't be read.
pub fn default_threads() -> usize {
    std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .clamp(1, MAX_THREADS)
}

/// The longest `--timeout`, in seconds (about 31 years: past it a deadline overflows).
pub const MAX_TIMEOUT: u64 = 1_000_000_000;

impl Explore {
    /// `--threads` and `--timeout` within their ranges.
    pub fn check(&self) -> Result<(), UsageError> {
        if !(1..=MAX_THREADS).contains(&self.threads) {
            return Err(UsageError(format!(
                "--threads {}; expected 1 to {MAX_THREADS}",
                self.threads
            )));
        }
        if let Some(t) = self.timeout.filter(|t| *t > MAX_TIMEOUT) {
            return Err(UsageError(format!(
                "--timeout {t}; expected 0 to {MAX_TIMEOUT} seconds"
            )));
        }
        Ok(())
    }
}

/// Parses a whole-number flag (`--threads`, `--max-states`, `--timeout`, ...): a negative or
/// non-numeric value gets a message saying so, instead of clap's "unexpected argument `-1`".
pub fn whole<T>(s: &str) -> Result<T, String>
where
    T: std::str::FromStr + TryFrom<u128> + Copy,
{
    let t = s.trim();
    if t.starts_with('-') && t[1..].chars().all(|c| c.is_ascii_digit()) && t.len() > 1 {
        return Err(format!(
            "`{t}` is negative; expected a whole number, 0 or more"
        ));
    }
    let n: u128 = t
        .parse()
        .map_err(|_| format!("`{t}`: expected a whole number, 0 or more"))?;
    T::try_from(n).map_err(|_| format!("`{t}` is too large for this option"))
}

/// Parses an edition id (`mtg-2024-11-08`, …), naming every edition when it is unknown.
pub fn parse_edition(s: &str) -> Result<Edition, String> {
    Edition::parse(s).ok_or_else(|| {
        format!(
            "unknown edition `{s}`; expected one of: {}",
            Edition::ALL.map(|e| e.id()).join(", ")
        )
    })
}

/// Parses a mutant name, naming every mutant when it is unknown.
pub fn parse_mutant(s: &str) -> Result<Mutant, String> {
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

/// Reads a bounds file and checks it as a scenario's limits and families are checked, with
/// file:line:column on errors; each family enumerates at most `max_boards` boards.
pub fn read_bounds(path: &Path, max_boards: u128) -> Result<BoundsFile, UsageError> {
    let text = crate::validate::read_text(path).map_err(UsageError)?;
    let f = parse_bounds(path, &text)?;
    check_bounds(path, &text, &f, max_boards)?;
    Ok(f)
}

/// [`read_bounds`] on text already read (`path` names it and picks TOML or JSON), with the
/// default guard [`crate::bounds::MAX_BOARDS`].
pub fn bounds_from_str(path: &Path, text: &str) -> Result<BoundsFile, UsageError> {
    let f = parse_bounds(path, text)?;
    check_bounds(path, text, &f, crate::bounds::MAX_BOARDS)?;
    Ok(f)
}

/// `path:line:column: message`, at the first occurrence of `needle` in `text` (else 1:1).
fn at(path: &Path, text: &str, needle: &str, message: String) -> UsageError {
    let (l, c) = text.find(needle).map_or((1, 1), |i| line_col(text, i));
    UsageError(format!("{}:{l}:{c}: {message}", path.display()))
}

/// Limits in range, at least one family, each family's cards known, its values in range and
/// at least one board.
fn check_bounds(
    path: &Path,
    text: &str,
    f: &BoundsFile,
    max_boards: u128,
) -> Result<(), UsageError> {
    f.limits
        .validate()
        .map_err(|(key, m)| at(path, text, key, m))?;
    if f.families.is_empty() {
        return Err(at(
            path,
            text,
            "families",
            "no families; expected at least one [[families]] table".into(),
        ));
    }
    let pool = builtin();
    let mut names = std::collections::HashSet::new();
    for fam in &f.families {
        if !names.insert(fam.name.as_str()) {
            // Point at the second `name = "..."` of it.
            let quoted = format!("\"{}\"", fam.name);
            let second = text.match_indices(&quoted).nth(1).map_or(0, |(i, _)| i);
            let (l, c) = line_col(text, second);
            return Err(UsageError(format!(
                "{}:{l}:{c}: two families are named `{}`; expected each family name once (a \
                 repeated family would explore its boards twice)",
                path.display(),
                crate::diagnostic::escape(&fam.name)
            )));
        }
        if let Err(e) = fam.validate(&pool).and_then(|()| fam.within(max_boards)) {
            let suggestion;
            let near = match &e {
                crate::bounds::BoundsError::UnknownCard { card, .. } => card.clone(),
                _ => fam.name.clone(),
            };
            let hint = match &e {
                crate::bounds::BoundsError::TooLarge { .. } => {
                    " (raise the guard with --max-boards N)"
                }
                crate::bounds::BoundsError::UnknownCard { card, .. } => {
                    let known = pool.iter().map(|(_, c)| c.name.as_str());
                    suggestion = crate::diagnostic::suggest(card, known)
                        .map(|s| format!("; did you mean `{s}`?"))
                        .unwrap_or_default();
                    &suggestion
                }
                _ => "",
            };
            return Err(at(path, text, &near, format!("{e}{hint}")));
        }
        // As in a scenario: without `combat = true` no turn has a combat phase (CR 506.1
        // (mtg-2024-11-08)), so a board starting in a combat step would leave it unexplained.
        if fam.step.is_combat() && !fam.combat {
            let (l, c) = line_col(text, family_step_at(text, &f.families, fam));
            return Err(UsageError(format!(
                "{}:{l}:{c}: bounds `{}` starts in {:?}, a combat step, without `combat = true`; \
                 expected `combat = true` or a step of a turn without combat (upkeep, draw, main, \
                 end)",
                path.display(),
                crate::diagnostic::escape(&fam.name),
                fam.step
            )));
        }
        if fam.board_count() == 0 {
            return Err(at(
                path,
                text,
                &fam.name,
                format!(
                    "bounds `{}` enumerates no board; expected non-empty `players` and `life`",
                    fam.name
                ),
            ));
        }
    }
    Ok(())
}

/// The byte offset of `fam`'s `step` key: after its own `[[families]]` header in TOML (the
/// family's index among them), else the first `"step"` of a JSON file.
fn family_step_at(
    text: &str,
    families: &[crate::bounds::Bounds],
    fam: &crate::bounds::Bounds,
) -> usize {
    let index = families
        .iter()
        .position(|x| std::ptr::eq(x, fam))
        .unwrap_or(0);
    let header = text
        .match_indices("[[families]]")
        .nth(index)
        .map(|(i, _)| i);
    match header {
        Some(h) => text[h..]
            .lines()
            .scan(h, |at, l| {
                let here = *at;
                *at += l.len() + 1;
                Some((here, l))
            })
            .find(|(_, l)| l.trim_start().starts_with("step"))
            .map_or(h, |(i, l)| i + (l.len() - l.trim_start().len())),
        None => text.find("\"step\"").unwrap_or(0),
    }
}

fn parse_bounds(path: &Path, text: &str) -> Result<BoundsFile, UsageError> {
    let text = text.to_string();
    if path.extension().is_some_and(|e| e == "json") {
        return serde_json::from_str(&text).map_err(|e| {
            let shown = crate::diagnostic::caret(&text, e.line(), e.column())
                .map(|s| format!("\n{s}"))
                .unwrap_or_default();
            UsageError(format!(
                "{}:{}:{}: {e}{shown}",
                path.display(),
                e.line(),
                e.column()
            ))
        });
    }
    toml::from_str(&text).map_err(|e| {
        let (l, c) = e.span().map_or((1, 1), |s| line_col(&text, s.start));
        let shown = crate::diagnostic::caret(&text, l, c)
            .map(|s| format!("\n{s}"))
            .unwrap_or_default();
        UsageError(format!(
            "{}:{l}:{c}: {}{shown}",
            path.display(),
            e.message()
        ))
    })
}

/// The request the exploration options `x` describe: the edition's rules (with `mutant`), the
/// preset's or bounds file's families (only those `x.families` names, when any), budgets.
pub fn request(
    x: &Explore,
    mutant: Option<Mutant>,
    properties: Vec<String>,
) -> Result<Request, UsageError> {
    x.check()?;
    let rules = Ruleset::new(x.edition, Arc::new(builtin()), mutant);
    let (source, families, limits) = match &x.bounds {
        Some(p) => {
            let f = read_bounds(p, x.max_boards.into())?;
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
    let all = families.len();
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
        selection: families.len() < all,
        families,
        limits,
        properties,
        threads: x.threads,
        max_states: x.max_states,
        deadline: Deadline::after(x.timeout.map(Duration::from_secs)),
        stop_when_decided: false,
        stop_on_violation: false,
        symmetry: x.symmetry_on(),
        chains: x.chains,
        max_memory: x.max_memory.or_else(crate::explore::memory::default_budget),
        interrupt: None,
    })
}

/// Parses a size in bytes: a number with an optional unit, K/M/G/T (powers of 1024, `KiB`,
/// `KB` and `k` alike), e.g. `512M`, `1.5G`, `2000000`.
pub fn parse_size(s: &str) -> Result<u64, String> {
    let t = s.trim();
    let split = t
        .find(|c: char| !(c.is_ascii_digit() || c == '.'))
        .unwrap_or(t.len());
    let (number, unit) = t.split_at(split);
    let shift = match unit.trim().to_ascii_lowercase().as_str() {
        "" | "b" => 0,
        "k" | "kb" | "kib" => 10,
        "m" | "mb" | "mib" => 20,
        "g" | "gb" | "gib" => 30,
        "t" | "tb" | "tib" => 40,
        _ => {
            return Err(format!(
                "`{s}`: unknown unit; expected a size like 512M or 8G"
            ))
        }
    };
    let value: f64 = number
        .parse()
        .map_err(|_| format!("`{s}`: expected a size like 512M or 8G"))?;
    let bytes = value * (1u64 << shift) as f64;
    if !(bytes >= 1.0 && bytes < u64::MAX as f64) {
        return Err(format!("`{s}`: a size must be at least one byte"));
    }
    Ok(bytes as u64)
}
