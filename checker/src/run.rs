//! A check run: builds the model from bounds, explores it, and turns the explorer's report into
//! verdicts per property (holds, violated, vacuous, witnessed, undecided) with trace files.

use crate::adapter::{GameModel, Snapshot, MAX_PROPERTIES};
use crate::boards::{boards, is_playable};
use crate::bounds::{Bounds, BoundsError, Limits};
use crate::deadline::Deadline;
use crate::explore::{explore_judged, Config, ModelReport, Progress, Status, StopReason};
use crate::trace::{build, TraceFile};
use serde::Serialize;
use triggerproof_model::{Edition, Ruleset};
use triggerproof_properties::{registry, Expectation, Kind, Property};

/// What to check.
#[derive(Clone, Debug)]
pub struct Request {
    pub rules: Ruleset,
    /// A name for the bounds (a preset name or a file).
    pub source: String,
    pub families: Vec<Bounds>,
    /// `--family` chose some of the bounds' families, not all: a witness these boards don't
    /// reach may be reached by the others, so it is "vacuous on this selection", not a failure.
    pub selection: bool,
    pub limits: Limits,
    /// Property names; empty means all. An `always` property brings its witness along.
    pub properties: Vec<String>,
    pub threads: usize,
    pub max_states: u64,
    /// `--timeout`: the end of the whole command's time budget (see `deadline`).
    pub deadline: Deadline,
    /// Stop once every property is decided.
    pub stop_when_decided: bool,
    /// Stop at the end of the BFS level where a first counterexample is found (mutant runs).
    pub stop_on_violation: bool,
    /// Symmetry reduction (`--symmetry`, see `symmetry`): states equal up to renaming object
    /// ids are explored once.
    pub symmetry: bool,
    /// Forced chains followed, not stored (`--chains`, off by default; `Config::chains`).
    pub chains: bool,
    /// Memory budget in bytes (`--max-memory`): past it the run stops, incomplete.
    pub max_memory: Option<u64>,
    /// Raised by SIGINT/SIGTERM (installed by the CLI): the run stops, incomplete.
    pub interrupt: Option<crate::explore::StopFlag>,
}

/// A property's verdict.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Verdict {
    /// `always`: no counterexample on a complete exploration, and its witness was reached.
    Holds,
    /// `always`: a counterexample.
    Violated,
    /// `always`: no counterexample, but its antecedent (witness) was never reached.
    Vacuous,
    /// `sometimes`: reached.
    Witnessed,
    /// `sometimes`: not reachable on a complete exploration.
    NotReached,
    /// `--family` chose part of the bounds and the witness (a `sometimes` property, or the
    /// antecedent of an `always` one) was not reached on it: the other families may reach it.
    /// Not a failure; run the whole bounds to judge it.
    VacuousOnSelection,
    /// The exploration was cut before this could be decided.
    Undecided,
}

/// One property's outcome.
#[derive(Clone, Debug, Serialize)]
pub struct PropertyOutcome {
    pub name: &'static str,
    pub kind: Kind,
    pub expectation: Expectation,
    pub statement: &'static str,
    pub rules: Vec<String>,
    pub status: Verdict,
    pub trace_len: Option<usize>,
    #[serde(skip)]
    pub trace: Option<TraceFile>,
}

/// A mandatory loop found (CR 104.4b).
#[derive(Clone, Debug, Serialize)]
pub struct LoopOutcome {
    pub prefix_len: usize,
    pub cycle: Vec<String>,
    /// The starting board, in words (`loops::board_words`).
    pub board: String,
    /// The triggered abilities that trigger in the cycle (`loops::cycle_triggers`).
    pub triggers: Vec<String>,
    #[serde(skip)]
    pub trace: TraceFile,
}

/// Everything a run found.
#[derive(Clone, Debug, Serialize)]
pub struct Outcome {
    pub edition: String,
    pub mutant: Option<String>,
    pub source: String,
    pub bounds: Vec<Bounds>,
    pub limits: Limits,
    pub boards: usize,
    pub complete: bool,
    pub stop_reason: String,
    pub unique_states: u64,
    pub total_states: u64,
    pub out_of_bounds_states: u64,
    pub max_depth: usize,
    pub elapsed_ms: u128,
    pub states_per_second: f64,
    pub threads: usize,
    /// `--symmetry`: unique states count symmetry classes (in the JSON only when on).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub symmetry: bool,
    pub fingerprint_bits: u32,
    pub collision_probability: f64,
    pub properties: Vec<PropertyOutcome>,
    pub loops_found: usize,
    pub loops: Vec<LoopOutcome>,
    /// Every gap (`triggerproof limits`): the JSON keeps the full list.
    pub does_not_model: Vec<&'static str>,
    /// The gaps these boards touch (words, zones, combat, players, edition; `gaps::Usage`):
    /// what the text report prints.
    pub does_not_model_touched: Vec<&'static str>,
}

impl Outcome {
    /// CLI exit code: 1 violated (or a witness unreachable), 3 incomplete, else 0.
    pub fn exit_code(&self) -> i32 {
        let failed = self.properties.iter().any(|p| {
            matches!(
                p.status,
                Verdict::Violated | Verdict::NotReached | Verdict::Vacuous
            )
        });
        if failed {
            1
        } else if !self.complete {
            3
        } else {
            0
        }
    }
}

/// What the model leaves out (every gap, [`crate::gaps::GAPS`]); the JSON report's
/// `does_not_model`. A text report prints only those its boards touch.
pub fn does_not_model() -> Vec<&'static str> {
    crate::gaps::all()
}

/// Selects properties by name (with witnesses), or every property restating a rule of
/// `edition`; unknown names, and names of properties of other editions, are errors.
pub fn select(names: &[String], edition: Edition) -> Result<Vec<Property>, String> {
    let all = registry::for_edition(edition);
    if names.is_empty() {
        return Ok(all);
    }
    if let Some(p) = names
        .iter()
        .filter_map(|n| registry::find(n))
        .find(|p| !p.applies(edition))
    {
        let list: Vec<&str> = p.editions.iter().map(|e| e.id()).collect();
        return Err(format!(
            "property `{}` restates no rule of {edition}; it applies to {}",
            p.name,
            list.join(", ")
        ));
    }
    let mut chosen: Vec<&'static str> = Vec::new();
    for n in names {
        let p = all
            .iter()
            .find(|p| p.name == n)
            .ok_or_else(|| format!("unknown property `{n}` (see `triggerproof properties`)"))?;
        chosen.push(p.name);
        if let Some(w) = p.witness {
            chosen.push(w);
        }
    }
    Ok(all
        .into_iter()
        .filter(|p| chosen.contains(&p.name))
        .collect())
}

/// Builds the model for a request.
pub fn model(req: &Request) -> Result<GameModel, String> {
    model_with(req, |_| true)
}

/// Builds the model for a request, keeping only the boards whose index (in the order the
/// families enumerate them) `keep` accepts: how `check --shard` takes its share.
pub fn model_with(req: &Request, keep: impl Fn(usize) -> bool) -> Result<GameModel, String> {
    let props = select(&req.properties, req.rules.edition)?;
    if props.len() > MAX_PROPERTIES {
        return Err(format!("at most {MAX_PROPERTIES} properties per run"));
    }
    for f in &req.families {
        f.validate(&req.rules.pool)
            .map_err(|e: BoundsError| e.to_string())?;
    }
    // Streamed: only the boards this run keeps are built. Boards whose cards the edition's
    // rules give no meaning (semantics.rs) are not games there.
    let boards = req
        .families
        .iter()
        .flat_map(boards)
        .filter(|b| is_playable(&req.rules, b))
        .enumerate()
        .filter(|(i, _)| keep(*i))
        .map(|(_, b)| b)
        .collect();
    Ok(
        GameModel::new(req.rules.clone(), boards, req.limits.clone(), props)
            .with_symmetry(req.symmetry),
    )
}

/// The most encoded frontier bytes a BFS level keeps in memory before it spills to disk
/// (issue 18, target 1): with the fingerprint table (8 bytes per entry at load <= 0.5), the
/// links (8 bytes per state) and the key table, the level being expanded and the one being
/// built take at most twice this, so a run stays under 100 bytes per stored state at any
/// depth once it has stored a few million states (`deep` at depth 5: 7 M states, most of
/// them in the frontier, ~300 encoded bytes each).
pub const FRONTIER_SHARE: u64 = 16 << 20;

/// The frontier's share of memory for a budget: a quarter of it, at most [`FRONTIER_SHARE`].
pub fn frontier_share(max_memory: Option<u64>) -> u64 {
    max_memory.map_or(FRONTIER_SHARE, |m| (m / 4).min(FRONTIER_SHARE))
}

/// Runs a check.
pub fn check(req: &Request, progress: &(dyn Fn(&Progress) + Sync)) -> Result<Outcome, String> {
    check_model(req, &model(req)?, progress)
}

/// Runs a check on a model built from `req` (by [`model`] or [`model_with`]).
pub fn check_model(
    req: &Request,
    m: &GameModel,
    progress: &(dyn Fn(&Progress) + Sync),
) -> Result<Outcome, String> {
    check_model_judged(req, m, progress, &crate::adapter::Suite)
}

/// [`check_model`] with another judge ([`crate::adapter::WholeSnapshots`]: every distinct
/// snapshot stored and judged once, as before properties were judged per transition).
pub fn check_model_judged(
    req: &Request,
    m: &GameModel,
    progress: &(dyn Fn(&Progress) + Sync),
    judge: &dyn crate::explore::Judge<GameModel>,
) -> Result<Outcome, String> {
    let codec = &crate::compact::GameCodec;
    let r = explore_judged(m, &config(req), progress, codec, judge);
    Ok(outcome(req, m, &r))
}

/// The explorer's configuration for a request (threads, budgets, stop conditions).
pub fn config(req: &Request) -> Config {
    let mut cfg = Config::default()
        .threads(req.threads)
        .max_states(req.max_states)
        .stop_when_decided(req.stop_when_decided)
        .stop_on_violation(req.stop_on_violation)
        .chains(req.chains)
        .max_memory(req.max_memory)
        .frontier_memory(Some(frontier_share(req.max_memory)))
        .interrupt(req.interrupt.clone());
    if let Some(t) = req.deadline.remaining() {
        cfg = cfg.timeout(t);
    }
    cfg
}

/// Verdicts per property and trace files from an exploration of `m` (by our explorer or, with
/// `check --engine stateright-*`, by stateright's: see `oracle`).
pub fn outcome(req: &Request, m: &GameModel, r: &ModelReport<GameModel>) -> Outcome {
    let complete = r.complete && r.out_of_boundary == 0;
    // `prop`: the index of the property whose witness or counterexample it is.
    let trace_of = |t: &crate::explore::Trace<Snapshot, triggerproof_model::Choice>,
                    prop: Option<usize>| {
        let name = prop.map(|i| m.properties[i].name);
        if m.symmetry {
            return real_trace(m, &t.states, prop)
                .map(|(board, p)| build(&m.rules, board, &p.states, &p.actions, &p.indices, name));
        }
        let board = m.board_of(&t.states[0]).expect("traces start at a board");
        Some(build(
            &m.rules,
            board,
            &t.states,
            &t.actions,
            &t.action_indices,
            name,
        ))
    };
    let found: Vec<&'static str> = r
        .properties
        .iter()
        .filter(|p| matches!(p.status, Status::Found { .. }))
        .map(|p| p.name)
        .collect();
    let properties = m
        .properties
        .iter()
        .zip(&r.properties)
        .enumerate()
        .map(|(i, (p, pr))| {
            let status = match verdict(p, &pr.status, complete, &found, &m.properties) {
                Verdict::Vacuous | Verdict::NotReached if req.selection => {
                    Verdict::VacuousOnSelection
                }
                v => v,
            };
            let trace = pr.status.trace().and_then(|t| trace_of(t, Some(i)));
            PropertyOutcome {
                name: p.name,
                kind: p.kind,
                expectation: p.expectation,
                statement: p.statement,
                rules: p.citations(req.rules.edition),
                status,
                trace_len: trace.as_ref().map(|t| t.steps.len()),
                trace,
            }
        })
        .collect();
    let loops = r
        .loops
        .iter()
        .filter_map(|l| {
            if m.symmetry {
                return real_loop(req, m, l);
            }
            let trace = trace_of(&l.prefix, None)?;
            Some(LoopOutcome {
                prefix_len: l.prefix.len(),
                cycle: l.cycle_actions.iter().map(|c| c.to_string()).collect(),
                board: crate::loops::board_words(&trace.board),
                triggers: crate::loops::cycle_triggers(&l.cycle_states, &req.rules.pool),
                trace,
            })
        })
        .collect();
    let secs = r.elapsed.as_secs_f64().max(1e-9);
    Outcome {
        edition: req.rules.edition.id().to_string(),
        mutant: req.rules.mutant.map(|m| m.name().to_string()),
        source: req.source.clone(),
        bounds: req.families.clone(),
        limits: req.limits.clone(),
        boards: m.boards.len(),
        complete,
        stop_reason: stop_reason(r.stop_reason, r.out_of_boundary, &m.cut_reasons()),
        unique_states: r.unique_states,
        total_states: r.transitions,
        out_of_bounds_states: r.out_of_boundary,
        max_depth: r.max_depth,
        elapsed_ms: r.elapsed.as_millis(),
        states_per_second: r.unique_states as f64 / secs,
        threads: r.threads,
        symmetry: m.symmetry,
        fingerprint_bits: r.fingerprint_bits,
        collision_probability: r.collision_probability,
        properties,
        loops_found: r.loops_found,
        loops,
        does_not_model: does_not_model(),
        does_not_model_touched: crate::gaps::touched(&crate::gaps::Usage::of(
            m.boards.iter(),
            &req.rules.pool,
            req.rules.edition,
        )),
    }
}

/// Under `--symmetry`: an explored path of canonical states on real engine ids (see
/// `realize::realize`), aiming, if it must search, for a state where property `prop` (if any)
/// gives the verdict it gives at the path's end. `None`, with a warning, if there is none.
fn real_trace<'m>(
    m: &'m GameModel,
    states: &[Snapshot],
    prop: Option<usize>,
) -> Option<(
    &'m triggerproof_model::board::Board,
    crate::realize::RealPath,
)> {
    let end = states.last().expect("a trace has a state");
    let goal = prop.map(|i| (i, m.holds(i, end)));
    let accepts = |s: &Snapshot| goal.is_some_and(|(i, v)| m.holds(i, s) == v);
    let goal: Option<crate::realize::Goal> = goal.map(|_| &accepts as crate::realize::Goal);
    match crate::realize::realize(m, states, goal) {
        Ok(r) => Some(r),
        Err(e) => {
            let name = prop.map_or("a loop", |i| m.properties[i].name);
            eprintln!("warning: {name}: no replayable trace: {e}");
            None
        }
    }
}

/// A loop found under `--symmetry`, on real engine ids: the prefix and the cycle rebuilt from
/// the board's start (the cycle comes back to a renaming of its entry).
fn real_loop(
    req: &Request,
    m: &GameModel,
    l: &crate::explore::Loop<Snapshot, triggerproof_model::Choice>,
) -> Option<LoopOutcome> {
    let n = l.prefix.len();
    let mut states = l.prefix.states.clone();
    states.extend(l.cycle_states.iter().cloned());
    real_trace(m, &states, None).map(|(board, p)| LoopOutcome {
        prefix_len: n,
        cycle: p.actions[n..].iter().map(|c| c.to_string()).collect(),
        board: crate::loops::board_words(board),
        triggers: crate::loops::cycle_triggers(&p.states[n + 1..], &req.rules.pool),
        trace: build(
            &req.rules,
            board,
            &p.states[..=n],
            &p.actions[..n],
            &p.indices[..n],
            None,
        ),
    })
}

/// Why a run stopped, in words (with how many successors were out of bounds, and the limits
/// that cut them: `cut_by`, from `GameModel::cut_reasons`).
pub fn stop_reason(s: StopReason, out_of_bounds: u64, cut_by: &[String]) -> String {
    match s {
        StopReason::Exhausted if out_of_bounds > 0 && cut_by.is_empty() => {
            format!("{out_of_bounds} successor states exceeded max_stack or max_objects")
        }
        StopReason::Exhausted if out_of_bounds > 0 => {
            format!(
                "{out_of_bounds} successor states cut by {}",
                cut_by.join("; ")
            )
        }
        StopReason::Exhausted => "every reachable state explored".into(),
        StopReason::AllDecided => "every property decided; the rest not explored".into(),
        StopReason::StateBudget => "state budget (--max-states) reached".into(),
        StopReason::Timeout => "time budget (--timeout) reached".into(),
        StopReason::MemoryBudget => "incomplete: memory budget (--max-memory) reached".into(),
        StopReason::Interrupted => "incomplete: interrupted (SIGINT/SIGTERM)".into(),
    }
}

fn verdict<S, A>(
    p: &Property,
    s: &Status<S, A>,
    complete: bool,
    found: &[&str],
    selected: &[Property],
) -> Verdict {
    match (p.expectation, s) {
        (_, Status::Violated { .. }) => Verdict::Violated,
        (_, Status::Found { .. }) => Verdict::Witnessed,
        (_, _) if !complete => Verdict::Undecided,
        (Expectation::Sometimes, _) => Verdict::NotReached,
        (Expectation::Always, _) => match p.witness {
            Some(w) if selected.iter().any(|q| q.name == w) && !found.contains(&w) => {
                Verdict::Vacuous
            }
            _ => Verdict::Holds,
        },
    }
}
