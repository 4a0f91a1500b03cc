//! Scenario reports: text for people (a verdict per expectation, with the witness or
//! counterexample in words), JSON (every outcome with its trace files inline), and JUnit XML
//! (a test suite per file, a test case per expectation).

use super::error::ScenarioError;
use super::outcome::{ScenarioOutcome, Verdict};
use std::fmt::Write;

/// The JSON schema version of scenario reports.
pub const SCENARIO_REPORT_SCHEMA: u32 = 1;

/// One file's result: an outcome, or why the file is bad input.
pub type FileResult = Result<ScenarioOutcome, ScenarioError>;

fn label(v: Verdict) -> &'static str {
    match v {
        Verdict::Pass => "PASS",
        Verdict::Fail => "FAIL",
        Verdict::Undecided => "UNDECIDED",
    }
}

/// The text report (bad files are counted; their errors go to stderr).
pub fn text(results: &[FileResult]) -> String {
    let mut s = String::new();
    let mut tally = [0usize; 3];
    for o in results.iter().flatten() {
        outcome_text(&mut s, o);
        for e in &o.expectations {
            tally[e.verdict as usize] += 1;
        }
    }
    let bad = results.iter().filter(|r| r.is_err()).count();
    let _ = writeln!(
        s,
        "scenarios: {} file(s), {bad} bad; expectations: {} pass, {} fail, {} undecided \
         (triggerproof {})",
        results.len(),
        tally[Verdict::Pass as usize],
        tally[Verdict::Fail as usize],
        tally[Verdict::Undecided as usize],
        triggerproof_checker::VERSION
    );
    s
}

/// One scenario's part of the text report.
fn outcome_text(s: &mut String, o: &ScenarioOutcome) {
    let title = o
        .title
        .as_deref()
        .map(|t| format!(": {t}"))
        .unwrap_or_default();
    let _ = writeln!(s, "{}{title}", o.file);
    if let Some(q) = &o.question {
        let _ = writeln!(s, "  question: {q}");
    }
    let status = if o.complete {
        "complete".to_string()
    } else {
        format!("INCOMPLETE ({})", o.stop_reason)
    };
    let _ =
        writeln!(
        s,
        "  explored: {} boards, {} states, depth {}, {:.2}s; edition {}{}; turns <= {}; {status}",
        o.boards,
        o.unique_states,
        o.max_depth,
        o.elapsed_ms as f64 / 1000.0,
        o.edition,
        o.mutant.as_ref().map(|m| format!(", mutant {m}")).unwrap_or_default(),
        o.limits.turns,
    );
    for e in &o.expectations {
        let at = if e.line > 0 {
            format!("line {}: ", e.line)
        } else {
            String::new()
        };
        let _ = writeln!(s, "  {:<9} {at}{} {}", label(e.verdict), e.kind, e.query);
        let mut more = |what: &str| {
            let _ = writeln!(s, "            {what}");
        };
        if let Some(c) = &e.claim {
            more(c);
        }
        more(&e.detail);
        match (e.steps.len(), &e.trace) {
            (0, Some(_)) => more("trace (0 steps): the starting board itself"),
            (0, None) => {}
            (n, _) => more(&format!("trace ({n} steps): {}", e.steps.join("; "))),
        }
        if let Some(view) = &e.ends_at {
            more(&format!("ends at: {view}"));
        }
        if !e.cycle.is_empty() {
            more(&format!("forever: {}", e.cycle.join(" -> ")));
        }
    }
    if let Some(a) = &o.answer {
        let _ = writeln!(s, "  answer: {a}");
    }
    // What the boards use that the model simplifies: an answer may rest on it.
    if !o.does_not_model_touched.is_empty() {
        let _ = writeln!(
            s,
            "  does not model (what this scenario uses): {}",
            o.does_not_model_touched.join("; ")
        );
    }
    let _ = writeln!(s);
}

/// The JSON report: `{schema, exit_code, scenarios: [{file, error} | outcome]}`.
pub fn json(results: &[FileResult], exit_code: i32) -> serde_json::Value {
    let scenarios: Vec<serde_json::Value> = results
        .iter()
        .map(|r| match r {
            Ok(o) => serde_json::to_value(o).expect("outcome serializes"),
            Err(e) => serde_json::json!({
                "file": e.file,
                "error": { "line": e.line, "column": e.column, "message": e.message },
            }),
        })
        .collect();
    serde_json::json!({
        "schema": SCENARIO_REPORT_SCHEMA,
        "version": triggerproof_checker::VERSION,
        "exit_code": exit_code,
        "scenarios": scenarios,
    })
}

fn xml(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// JUnit XML: a test suite per file, a test case per expectation; a bad file is an error.
pub fn junit(results: &[FileResult]) -> String {
    let mut s = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"triggerproof scenarios\">\n");
    let version = triggerproof_checker::junit_version();
    for r in results {
        match r {
            Err(e) => {
                let _ = writeln!(
                    s,
                    "  <testsuite name=\"{}\" tests=\"1\" errors=\"1\">\n    {version}\n    <testcase name=\"load\"><error message=\"{}\"/></testcase>\n  </testsuite>",
                    xml(&e.file),
                    xml(&e.to_string())
                );
            }
            Ok(o) => {
                let count = |v| o.expectations.iter().filter(|e| e.verdict == v).count();
                let _ = writeln!(
                    s,
                    "  <testsuite name=\"{}\" tests=\"{}\" failures=\"{}\" skipped=\"{}\" time=\"{:.3}\">",
                    xml(&o.file),
                    o.expectations.len(),
                    count(Verdict::Fail),
                    count(Verdict::Undecided),
                    o.elapsed_ms as f64 / 1000.0
                );
                let _ = writeln!(s, "    {version}");
                for e in &o.expectations {
                    let name = xml(&format!("line {}: {} {}", e.line, e.kind, e.query));
                    let body = match e.verdict {
                        Verdict::Pass => String::new(),
                        Verdict::Fail => format!(
                            "<failure message=\"{}\">{}</failure>",
                            xml(&e.detail),
                            xml(&e.steps.join("\n"))
                        ),
                        Verdict::Undecided => format!("<skipped message=\"{}\"/>", xml(&e.detail)),
                    };
                    let _ = writeln!(s, "    <testcase name=\"{name}\">{body}</testcase>");
                }
                let _ = writeln!(s, "  </testsuite>");
            }
        }
    }
    s + "</testsuites>\n"
}
