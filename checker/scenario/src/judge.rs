//! Verdicts: from the explorer's status of each check (and the loops it reported) to an
//! expectation's pass, fail or undecided, with the witness or counterexample turned into a
//! trace file that `triggerproof replay` re-runs through the engine alone.

use super::model::{ScenarioModel, ScenarioState};
use super::outcome::{ExpectOutcome, ScenarioOutcome, Verdict};
use super::Scenario;
use stateright::Model;
use triggerproof_checker::adapter::Snapshot;
use triggerproof_checker::loops::cycle_triggers;
use triggerproof_checker::trace::{build, compact_view, TraceFile};
use triggerproof_explore::{Loop, Status, Trace};
use triggerproof_model::{legal_choices, Choice, Mutant};

type St = Status<ScenarioState, Choice>;

/// A trace file, its steps in words, and the final state's view.
type Traced = (TraceFile, Vec<String>, String);

/// Turns statuses into verdicts with traces.
pub(super) struct Judge<'a> {
    pub(super) sc: &'a Scenario,
    pub(super) m: &'a ScenarioModel,
    pub(super) complete: bool,
    pub(super) loops: &'a [Loop<ScenarioState, Choice>],
    pub(super) loops_found: usize,
}

const CUT: &str = "undecided: the exploration was cut before this was decided";

fn outcome(verdict: Verdict, detail: impl Into<String>, trace: Option<Traced>) -> ExpectOutcome {
    let (trace, steps, ends_at) = match trace {
        Some((t, s, v)) => (Some(t), s, Some(v)),
        None => (None, Vec::new(), None),
    };
    ExpectOutcome {
        line: 0,
        kind: "property",
        query: String::new(),
        claim: None,
        verdict,
        detail: detail.into(),
        trace,
        steps,
        ends_at,
        cycle: Vec::new(),
    }
}

/// The verdict on `kills = [MUTANT]`: killed (some expectation fails under the mutant, its
/// counterexample shown), survived (all pass on a complete run), or undecided.
pub(super) fn kill(m: Mutant, under: &ScenarioOutcome) -> ExpectOutcome {
    let failed = under
        .expectations
        .iter()
        .find(|e| e.verdict == Verdict::Fail);
    let mut o = match failed {
        Some(e) => {
            let at = if e.line > 0 {
                format!("line {}: ", e.line)
            } else {
                String::new()
            };
            let mut o = outcome(
                Verdict::Pass,
                format!(
                    "killed: {at}{} {} fails under it ({})",
                    e.kind, e.query, e.detail
                ),
                None,
            );
            o.trace = e.trace.clone();
            o.steps = e.steps.clone();
            o.ends_at = e.ends_at.clone();
            o
        }
        None if under.complete => outcome(
            Verdict::Fail,
            "survived: every expectation still passes under this mutant",
            None,
        ),
        None => outcome(
            Verdict::Undecided,
            format!("{CUT} ({})", under.stop_reason),
            None,
        ),
    };
    o.kind = "kills";
    o.query = m.name().to_string();
    o.claim = Some(m.describe().to_string());
    o
}

impl Judge<'_> {
    /// `always` (or `never`, checked as `always not`), with the antecedent of an implication.
    pub(super) fn always(&self, s: &St, antecedent: Option<&St>, never: bool) -> ExpectOutcome {
        let holds = if never {
            "never holds"
        } else {
            "holds in every reachable state"
        };
        match (s, antecedent) {
            (Status::Violated { trace }, _) => {
                let what = if never {
                    "counterexample: a reachable state where it holds"
                } else {
                    "counterexample: a reachable state where it does not hold"
                };
                outcome(Verdict::Fail, what, Some(self.trace(trace, &[])))
            }
            (Status::Holds, _) if !self.complete => outcome(Verdict::Undecided, CUT, None),
            (Status::Holds, None) => outcome(Verdict::Pass, holds, None),
            (Status::Holds, Some(Status::Found { trace })) => outcome(
                Verdict::Pass,
                "holds in every reachable state; witness: a state where its `implies` \
                 condition is met",
                Some(self.trace(trace, &[])),
            ),
            (Status::Holds, Some(Status::NotFound)) => outcome(
                Verdict::Fail,
                "vacuous: it holds only because the condition before `implies` is never met",
                None,
            ),
            _ => outcome(Verdict::Undecided, CUT, None),
        }
    }

    /// `reachable`.
    pub(super) fn reachable(&self, s: &St) -> ExpectOutcome {
        match s {
            Status::Found { trace } => outcome(
                Verdict::Pass,
                "reachable; witness: a shortest path to it",
                Some(self.trace(trace, &[])),
            ),
            Status::NotFound if self.complete => outcome(
                Verdict::Fail,
                "not reachable from the starting boards",
                None,
            ),
            _ => outcome(Verdict::Undecided, CUT, None),
        }
    }

    /// `reachable = "loop"` or `never = "loop"`.
    pub(super) fn looped(&self, never: bool) -> ExpectOutcome {
        let Some(l) = self.loops.first() else {
            return match (self.complete, never) {
                (false, _) => outcome(Verdict::Undecided, CUT, None),
                (true, true) => outcome(Verdict::Pass, "no mandatory loop", None),
                (true, false) => outcome(Verdict::Fail, "no mandatory loop is reachable", None),
            };
        };
        let verdict = if never { Verdict::Fail } else { Verdict::Pass };
        let snaps: Vec<Snapshot> = l.cycle_states.iter().map(|s| s.snap.clone()).collect();
        let triggers = cycle_triggers(&snaps, &self.m.game.rules.pool);
        let detail = format!(
            "{} mandatory loop(s) (CR 104.4b); the trace reaches the first and goes round it \
             once; triggers in its cycle: {}",
            self.loops_found,
            if triggers.is_empty() {
                "none".to_string()
            } else {
                triggers.join(", ")
            }
        );
        let mut o = outcome(
            verdict,
            detail,
            Some(self.trace(&l.prefix, &l.cycle_actions)),
        );
        let first = o.steps.len().saturating_sub(l.cycle_actions.len());
        o.cycle = o.steps[first..].to_vec();
        o
    }

    /// A registry property, with its witness when it has one.
    pub(super) fn registry(&self, s: &St, witness: Option<&St>, name: &str) -> ExpectOutcome {
        let named = |t: &Trace<ScenarioState, Choice>| {
            let mut f = self.trace(t, &[]);
            f.0.property = Some(name.to_string());
            f
        };
        match (s, witness) {
            (Status::Violated { trace }, _) => outcome(
                Verdict::Fail,
                "violated: counterexample",
                Some(named(trace)),
            ),
            (Status::Found { trace }, _) => outcome(Verdict::Pass, "witnessed", Some(named(trace))),
            (_, _) if !self.complete => outcome(Verdict::Undecided, CUT, None),
            (Status::NotFound, _) => outcome(Verdict::Fail, "not reached", None),
            (Status::Holds, Some(Status::NotFound)) => outcome(
                Verdict::Fail,
                "vacuous: holds, but its witness is never reached on these boards",
                None,
            ),
            _ => outcome(Verdict::Pass, "holds on every reachable state", None),
        }
    }

    /// A trace file for an explored path, followed by `more` actions (a loop's cycle).
    fn trace(&self, t: &Trace<ScenarioState, Choice>, more: &[Choice]) -> Traced {
        let rules = &self.m.game.rules;
        let actions: Vec<Choice> = t.actions.iter().chain(more).cloned().collect();
        // The engine's own states (a horizon state stands for its predecessor; see `model.rs`).
        let mut snaps: Vec<Snapshot> = vec![t.states[0].snap.clone()];
        for c in &actions {
            let last = snaps.last().expect("a trace has a state");
            let next = self.m.game.next_state(last, c.clone());
            snaps.push(next.expect("explored choices replay"));
        }
        let indices: Vec<usize> = actions
            .iter()
            .zip(&snaps)
            .map(|(a, s)| {
                legal_choices(rules, &s.game)
                    .iter()
                    .position(|c| c == a)
                    .expect("explored choices are legal")
            })
            .collect();
        let board = self.m.game.board_of(&snaps[0]);
        let mut f = build(
            rules,
            board.expect("traces start at a board"),
            &snaps,
            &actions,
            &indices,
            None,
        );
        f.cards = self.sc.inline.clone();
        let mut words: Vec<String> = actions
            .iter()
            .zip(&snaps)
            .map(|(a, s)| super::words::step(&s.game, &rules.pool, a))
            .collect();
        let last = t.last_state();
        let horizon = last.horizon && more.is_empty();
        if horizon {
            words.push(format!("turn {} ends (the horizon)", last.snap.game.turn));
        }
        let shown = if horizon {
            &last.snap
        } else {
            snaps.last().expect("a state")
        };
        let view = compact_view(&shown.game, &rules.pool);
        (f, words, view)
    }
}
