//! Reports: text for people, JSON with a stable schema (documented in the README), and JUnit
//! XML (one testcase per property) for CI systems.

use crate::run::{Outcome, Verdict};
use std::fmt::Write;

/// The JSON schema version of reports.
pub const REPORT_SCHEMA: u32 = 1;

/// The text report.
pub fn text(o: &Outcome) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "triggerproof {} check: edition {}{}, bounds `{}` ({} boards)",
        crate::VERSION,
        o.edition,
        o.mutant
            .as_ref()
            .map(|m| format!(", mutant {m}"))
            .unwrap_or_default(),
        o.source,
        o.boards
    );
    let _ = writeln!(
        s,
        "limits: turns <= {}, stack + waiting <= {}, objects <= {}",
        o.limits.turns, o.limits.max_stack, o.limits.max_objects
    );
    let _ = writeln!(
        s,
        "explored: {} unique states, {} transitions, depth {}, {:.2}s, {:.0} states/s, {} thread(s)",
        o.unique_states,
        o.total_states,
        o.max_depth,
        o.elapsed_ms as f64 / 1000.0,
        o.states_per_second,
        o.threads
    );
    let _ = writeln!(
        s,
        "{}",
        if o.symmetry {
            "symmetry: on for boards without a combat phase (states equal up to renaming object \
             and trigger ids count once; --no-symmetry counts every state)"
        } else {
            "symmetry: off (every state counted on real ids)"
        }
    );
    let _ = writeln!(
        s,
        "complete: {} ({}); fingerprints {} bits, collision probability <= {:.1e}",
        if o.complete { "yes" } else { "NO" },
        o.stop_reason,
        o.fingerprint_bits,
        o.collision_probability
    );
    for p in &o.properties {
        let len = p
            .trace_len
            .map(|n| format!(" [trace: {n} steps]"))
            .unwrap_or_default();
        let _ = writeln!(
            s,
            "  {:<11} {}{}  ({})",
            label(p.status),
            p.name,
            len,
            p.rules.join(", ")
        );
    }
    if o.loops_found > 0 {
        let _ = writeln!(
            s,
            "mandatory loops (CR 104.4b, the game is a draw): {} listed of {} found",
            o.loops.len(),
            o.loops_found
        );
        for l in &o.loops {
            let triggers = if l.triggers.is_empty() {
                "none".to_string()
            } else {
                l.triggers.join(", ")
            };
            let _ = writeln!(
                s,
                "  board {}
    after {} steps, forever ({} steps round): {}
    triggers in the cycle: {triggers}",
                l.board,
                l.prefix_len,
                l.cycle.len(),
                l.cycle.join(" -> ")
            );
        }
    }
    s += &crate::gaps::report_lines(&o.does_not_model_touched);
    let on_selection = o
        .properties
        .iter()
        .any(|p| p.status == Verdict::VacuousOnSelection);
    let verdict = match o.exit_code() {
        0 if on_selection => {
            "nothing failed on a complete exploration of these families; a witness they don't \
             reach is vacuous on this selection (run the whole bounds to judge it)"
        }
        0 => "every property holds on a complete exploration",
        1 => "a property failed",
        _ => "exploration incomplete; nothing violated so far (not a proof)",
    };
    let _ = writeln!(s, "verdict: {verdict}");
    s
}

fn label(v: Verdict) -> &'static str {
    match v {
        Verdict::Holds => "holds",
        Verdict::Violated => "VIOLATED",
        Verdict::Vacuous => "VACUOUS",
        Verdict::Witnessed => "witnessed",
        Verdict::NotReached => "NOT-REACHED",
        Verdict::VacuousOnSelection => "vacuous on this selection",
        Verdict::Undecided => "undecided",
    }
}

/// The JSON report (schema in README.md).
pub fn json(o: &Outcome) -> serde_json::Value {
    let mut v = serde_json::to_value(o).expect("outcome serializes");
    let props = v["properties"].as_array_mut().expect("array");
    for (p, out) in props.iter_mut().zip(&o.properties) {
        p["trace"] = out.trace.as_ref().map_or(serde_json::Value::Null, |t| {
            serde_json::to_value(t).expect("trace serializes")
        });
    }
    v["schema"] = REPORT_SCHEMA.into();
    v["version"] = crate::VERSION.into();
    v["exit_code"] = o.exit_code().into();
    v
}

fn xml_escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// JUnit XML: one testcase per property; violated, vacuous and unreached are failures,
/// undecided is skipped.
pub fn junit(o: &Outcome) -> String {
    let failures = o
        .properties
        .iter()
        .filter(|p| {
            matches!(
                p.status,
                Verdict::Violated | Verdict::Vacuous | Verdict::NotReached
            )
        })
        .count();
    let skipped = o
        .properties
        .iter()
        .filter(|p| matches!(p.status, Verdict::Undecided | Verdict::VacuousOnSelection))
        .count();
    let mut s = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    let _ = writeln!(s, "<testsuite name=\"triggerproof {}\" tests=\"{}\" failures=\"{failures}\" skipped=\"{skipped}\" time=\"{:.3}\">", xml_escape(&o.edition), o.properties.len(), o.elapsed_ms as f64 / 1000.0);
    let _ = writeln!(s, "  {}", crate::junit_version());
    for p in &o.properties {
        let _ = write!(
            s,
            "  <testcase classname=\"{}\" name=\"{}\">",
            xml_escape(&o.source),
            p.name
        );
        match p.status {
            Verdict::Violated | Verdict::Vacuous | Verdict::NotReached => {
                let _ = write!(
                    s,
                    "<failure message=\"{}\">{}</failure>",
                    label(p.status),
                    xml_escape(p.statement)
                );
            }
            Verdict::Undecided => s.push_str("<skipped message=\"exploration incomplete\"/>"),
            Verdict::VacuousOnSelection => s.push_str(
                "<skipped message=\"vacuous on this selection: --family chose part of the bounds\"/>",
            ),
            _ => {}
        }
        s.push_str("</testcase>\n");
    }
    s.push_str("</testsuite>\n");
    s
}
