//! What a scenario run found: each expectation's (and property's) [`Verdict`] with its witness
//! or counterexample, and the run as a whole ([`ScenarioOutcome`]); what reports print.

use serde::Serialize;
use triggerproof_checker::bounds::Limits;
use triggerproof_checker::trace::TraceFile;

/// An expectation's verdict.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Verdict {
    Pass,
    Fail,
    /// The exploration was cut before this could be decided.
    Undecided,
}

/// One expectation's (or property's) outcome.
#[derive(Clone, Debug, Serialize)]
pub struct ExpectOutcome {
    /// Line of its `[[expect]]` in the file (0 for a registry property).
    pub line: usize,
    /// `always`, `never`, `reachable`, `property`, or `kills` (a mutant it must notice).
    pub kind: &'static str,
    /// The query, the property's name, or the mutant's name.
    pub query: String,
    pub claim: Option<String>,
    pub verdict: Verdict,
    /// Why, in words.
    pub detail: String,
    /// The witness or counterexample.
    pub trace: Option<TraceFile>,
    /// Its steps in words.
    pub steps: Vec<String>,
    /// The state it ends in.
    pub ends_at: Option<String>,
    /// For a loop: the forced actions that go round it (the trace ends back at its entry).
    pub cycle: Vec<String>,
}

/// Everything one scenario run found.
#[derive(Clone, Debug, Serialize)]
pub struct ScenarioOutcome {
    pub file: String,
    pub title: Option<String>,
    pub question: Option<String>,
    pub answer: Option<String>,
    pub edition: String,
    pub mutant: Option<String>,
    pub boards: usize,
    pub limits: Limits,
    pub complete: bool,
    pub stop_reason: String,
    pub unique_states: u64,
    pub transitions: u64,
    pub max_depth: usize,
    pub elapsed_ms: u128,
    pub loops_found: usize,
    pub expectations: Vec<ExpectOutcome>,
    /// What the model leaves out that the scenario's boards use (`triggerproof limits`): a
    /// simplified reading an answer may rest on.
    pub does_not_model_touched: Vec<&'static str>,
}

impl ScenarioOutcome {
    /// 1 if something fails, else 3 if something is undecided, else 0.
    pub fn exit_code(&self) -> i32 {
        let any = |v| self.expectations.iter().any(|e| e.verdict == v);
        if any(Verdict::Fail) {
            1
        } else if any(Verdict::Undecided) || !self.complete {
            3
        } else {
            0
        }
    }
}
