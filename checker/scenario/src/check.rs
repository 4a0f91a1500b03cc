//! Running a scenario: build its model, explore it completely (or until a budget), and give
//! each expectation and property a verdict (pass, fail, undecided) with its witness or
//! counterexample as a replayable trace file.

use super::judge::{kill, Judge};
use super::model::{Check, ScenarioModel, ScenarioState, MAX_CHECKS};
use super::outcome::{ExpectOutcome, ScenarioOutcome};
use super::query::Expr;
use super::{Kind, Scenario};
use triggerproof_checker::adapter::GameModel;
use triggerproof_checker::deadline::Deadline;
use triggerproof_explore::{explore_with_progress, Config, Progress};
use triggerproof_model::{Choice, Mutant, Ruleset};

/// How to run scenarios (from the command line).
#[derive(Clone, Debug)]
pub struct Options {
    pub threads: usize,
    /// A state budget; the smaller of this and the scenario's `limits.max_states` applies.
    pub max_states: u64,
    /// `--timeout`: the end of the whole command's time budget; each run gets the time left.
    pub deadline: Deadline,
    /// Run under a deliberately wrong rule (does the scenario notice?).
    pub mutant: Option<Mutant>,
    /// `--max-memory` (resident set, bytes): past it a run stops, incomplete.
    pub max_memory: Option<u64>,
    /// Raised by SIGINT/SIGTERM: the running exploration stops, incomplete, and every later
    /// one (scenario file, mutant) stops at its start, so the report is partial, never silent.
    pub interrupt: Option<triggerproof_explore::StopFlag>,
}

impl Options {
    /// Whether the run was interrupted (SIGINT/SIGTERM).
    pub fn interrupted(&self) -> bool {
        self.interrupt
            .as_ref()
            .is_some_and(triggerproof_explore::StopFlag::is_raised)
    }
}

/// Where each expectation's checks are among the model's checks.
enum Slots {
    Always {
        check: usize,
        antecedent: Option<usize>,
    },
    Reachable(usize),
    Loop,
    Registry {
        check: usize,
        witness: Option<usize>,
    },
}

/// Builds the model of a scenario and where each expectation's checks are.
fn model(sc: &Scenario, mutant: Option<Mutant>) -> (ScenarioModel, Vec<Slots>) {
    let rules = Ruleset::new(sc.edition, sc.pool.clone(), mutant);
    let props =
        triggerproof_checker::run::select(&sc.properties, sc.edition).expect("names were checked");
    let props = if sc.properties.is_empty() {
        Vec::new()
    } else {
        props
    };
    let mut checks = Vec::new();
    let mut push = |c: Check| {
        checks.push(c);
        checks.len() - 1
    };
    let mut slots = Vec::new();
    for e in &sc.expectations {
        slots.push(match (&e.kind, &e.expr) {
            (_, Expr::Loop) => Slots::Loop,
            (Kind::Always, x) => Slots::Always {
                check: push(Check::Always(x.clone())),
                antecedent: match x {
                    Expr::Implies(a, _) => Some(push(Check::Sometimes((**a).clone()))),
                    _ => None,
                },
            },
            (Kind::Never, x) => Slots::Always {
                check: push(Check::Always(Expr::Not(Box::new(x.clone())))),
                antecedent: None,
            },
            (Kind::Reachable, x) => Slots::Reachable(push(Check::Sometimes(x.clone()))),
        });
    }
    let registry: Vec<usize> = (0..props.len()).map(|i| push(Check::Registry(i))).collect();
    for name in &sc.properties {
        let i = props.iter().position(|p| p.name == name).expect("selected");
        let witness = props[i]
            .witness
            .and_then(|w| props.iter().position(|p| p.name == w));
        slots.push(Slots::Registry {
            check: registry[i],
            witness: witness.map(|w| registry[w]),
        });
    }
    assert!(checks.len() <= MAX_CHECKS, "expectations are bounded");
    let game = GameModel::new(rules, sc.boards.clone(), sc.limits.clone(), props);
    let m = ScenarioModel {
        game,
        ghosts: sc.ghosts.clone(),
        allowed: sc.allowed.clone(),
        checks,
        oversized: Default::default(),
    };
    (m, slots)
}

/// Runs a scenario, then again under each mutant it must kill (unless a mutant is forced).
pub fn run(
    sc: &Scenario,
    opts: &Options,
    progress: &(dyn Fn(&Progress) + Sync),
) -> ScenarioOutcome {
    let mut o = run_once(sc, opts.mutant, opts, progress);
    if opts.mutant.is_none() {
        for m in &sc.kills {
            // Interrupted, each run stops at once: its kill is undecided, never assumed.
            let under = run_once(sc, Some(*m), opts, progress);
            o.expectations.push(kill(*m, &under));
        }
    }
    o
}

/// Runs a scenario once, under `mutant` if given.
pub fn run_once(
    sc: &Scenario,
    mutant: Option<Mutant>,
    opts: &Options,
    progress: &(dyn Fn(&Progress) + Sync),
) -> ScenarioOutcome {
    let (m, slots) = model(sc, mutant);
    let mut cfg = Config::default()
        .threads(opts.threads)
        .max_states(opts.max_states.min(sc.max_states))
        .stop_when_decided(false)
        .max_memory(opts.max_memory)
        .frontier_memory(Some(triggerproof_checker::run::frontier_share(
            opts.max_memory,
        )))
        .interrupt(opts.interrupt.clone());
    if let Some(t) = opts.deadline.remaining() {
        cfg = cfg.timeout(t);
    }
    let r = explore_with_progress(&m, &cfg, progress);
    let oversized = m.oversized.load(std::sync::atomic::Ordering::Relaxed);
    let complete = r.complete && oversized == 0;
    let j = Judge {
        sc,
        m: &m,
        complete,
        loops: &r.loops,
        loops_found: r.loops_found,
    };
    let statuses: Vec<&St> = r.properties.iter().map(|p| &p.status).collect();
    let expectations = judge_all(sc, &slots, &j, &statuses);
    ScenarioOutcome {
        file: sc.file.clone(),
        title: sc.title.clone(),
        question: sc.question.clone(),
        answer: sc.answer.clone(),
        edition: sc.edition.id().to_string(),
        mutant: mutant.map(|m| m.name().to_string()),
        boards: m.game.boards.len(),
        limits: sc.limits.clone(),
        complete,
        stop_reason: stop_reason(&r, complete, oversized, &m.game.cut_reasons()),
        unique_states: r.unique_states,
        transitions: r.transitions,
        max_depth: r.max_depth,
        elapsed_ms: r.elapsed.as_millis(),
        loops_found: r.loops_found,
        expectations,
        does_not_model_touched: triggerproof_checker::gaps::touched(
            &triggerproof_checker::gaps::Usage::of(
                m.game.boards.iter(),
                &m.game.rules.pool,
                sc.edition,
            ),
        ),
    }
}

type St = triggerproof_explore::Status<ScenarioState, Choice>;

/// The verdict of every expectation, then of every registry property.
fn judge_all(sc: &Scenario, slots: &[Slots], j: &Judge, status: &[&St]) -> Vec<ExpectOutcome> {
    let mut out: Vec<ExpectOutcome> = sc
        .expectations
        .iter()
        .zip(slots)
        .map(|(e, s)| {
            let mut o = match s {
                Slots::Always { check, antecedent } => j.always(
                    status[*check],
                    antecedent.map(|a| status[a]),
                    e.kind == Kind::Never,
                ),
                Slots::Reachable(i) => j.reachable(status[*i]),
                Slots::Loop => j.looped(e.kind == Kind::Never),
                Slots::Registry { .. } => unreachable!("registry slots follow expectations"),
            };
            o.line = e.line;
            o.kind = e.kind.name();
            o.query = e.query.clone();
            o.claim = e.claim.clone();
            o
        })
        .collect();
    for (name, s) in sc.properties.iter().zip(&slots[sc.expectations.len()..]) {
        let Slots::Registry { check, witness } = s else {
            unreachable!("registry slots follow expectations")
        };
        let mut o = j.registry(status[*check], witness.map(|w| status[w]), name);
        o.query = name.clone();
        out.push(o);
    }
    out
}

fn stop_reason<S, A>(
    r: &triggerproof_explore::Report<S, A>,
    complete: bool,
    oversized: u64,
    cut_by: &[String],
) -> String {
    use triggerproof_explore::StopReason;
    match r.stop_reason {
        _ if complete => "every reachable state explored".into(),
        StopReason::Exhausted if !cut_by.is_empty() => format!(
            "states past a limit were not expanded ({oversized} times); cut by {}",
            cut_by.join("; ")
        ),
        StopReason::Exhausted => format!(
            "states past limits.max_stack or limits.max_objects, or past an engine limit (at \
             most {} trigger instances at once, counts within their types), were not expanded \
             ({oversized} times)",
            triggerproof_model::engine::MAX_INSTANCES
        ),
        StopReason::AllDecided => "every check decided; the rest not explored".into(),
        StopReason::StateBudget => "state budget (limits.max_states / --max-states) reached".into(),
        StopReason::Timeout => "time budget (--timeout) reached".into(),
        StopReason::MemoryBudget => "incomplete: memory budget reached".into(),
        StopReason::Interrupted => "incomplete: interrupted".into(),
    }
}
