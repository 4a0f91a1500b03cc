//! The self-contained HTML report of `check --format html`: one file with the verdicts,
//! bounds, counts and what the model leaves out, and each trace rendered with the explorer's
//! step view (its script and style inlined, its data in a JSON script element; no network).

use crate::assets::{SCRIPT, STYLE};
use crate::view::{trace_view, TraceView};
use serde_json::{json, Value};
use triggerproof_checker::run::Outcome;

fn verdict_line(code: i32) -> &'static str {
    match code {
        0 => "verdict: every property holds on a complete exploration",
        1 => "verdict: a property failed",
        _ => "verdict: exploration incomplete; nothing violated so far (not a proof)",
    }
}

/// The report's data: facts, one row per property, the traces.
pub fn data(o: &Outcome) -> Value {
    let mut traces: Vec<TraceView> = Vec::new();
    let mut rows = Vec::new();
    for p in &o.properties {
        let trace = p.trace.as_ref().and_then(|t| {
            let v = trace_view(t, &format!("{}: {}", p.name, label(p)))
                .map_err(|e| eprintln!("warning: trace of {}: {e}", p.name))
                .ok()?;
            traces.push(v);
            Some(traces.len() - 1)
        });
        rows.push(json!({
            "status": label(p),
            "name": p.name,
            "statement": p.statement,
            "rules": p.rules,
            "trace": trace,
        }));
    }
    for (i, l) in o.loops.iter().enumerate() {
        if let Ok(v) = trace_view(&l.trace, &format!("mandatory loop {}", i + 1)) {
            traces.push(v);
        }
    }
    let mutant = o
        .mutant
        .as_ref()
        .map(|m| format!(", mutant {m}"))
        .unwrap_or_default();
    let facts = vec![
        ("edition", format!("{}{mutant}", o.edition)),
        ("bounds", format!("`{}` ({} boards)", o.source, o.boards)),
        (
            "limits",
            format!(
                "turns <= {}, stack + waiting <= {}, objects <= {}",
                o.limits.turns, o.limits.max_stack, o.limits.max_objects
            ),
        ),
        (
            "explored",
            format!(
                "{} unique states, {} transitions, depth {}, {:.2}s, {} thread(s)",
                o.unique_states,
                o.total_states,
                o.max_depth,
                o.elapsed_ms as f64 / 1000.0,
                o.threads
            ),
        ),
        (
            "complete",
            format!(
                "{} ({})",
                if o.complete { "yes" } else { "NO" },
                o.stop_reason
            ),
        ),
        (
            "fingerprints",
            format!(
                "{} bits, collision probability <= {:.1e}",
                o.fingerprint_bits, o.collision_probability
            ),
        ),
        ("mandatory loops", o.loops_found.to_string()),
    ];
    json!({
        "mode": "report",
        "report": {
            "title": format!("triggerproof {} check: {}", triggerproof_checker::VERSION, o.source),
            "version": triggerproof_checker::VERSION,
            "verdict": verdict_line(o.exit_code()),
            "facts": facts,
            "rows": rows,
            // Only the gaps these boards touch, as in the text report; `limits` lists the rest.
            "does_not_model": o.does_not_model_touched,
            "does_not_model_rest": o.does_not_model.len() - o.does_not_model_touched.len(),
        },
        "traces": traces,
    })
}

fn label(p: &triggerproof_checker::run::PropertyOutcome) -> String {
    serde_json::to_value(p.status)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_else(|| format!("{:?}", p.status).to_lowercase())
}

/// One self-contained HTML page for `data` (inline style, script and data).
pub fn page(title: &str, data: &Value) -> String {
    // `</` cannot end the script element inside JSON strings once escaped as `<\/`.
    let json = serde_json::to_string(data)
        .expect("report data serializes")
        .replace("</", "<\\/");
    let title = title.replace('&', "&amp;").replace('<', "&lt;");
    format!(
        "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>{title}</title>\n<style>\n{STYLE}</style>\n</head>\n<body>\n\
         <div id=\"app\"></div>\n<script id=\"triggerproof-data\" type=\"application/json\">{json}</script>\n\
         <script>\n{SCRIPT}</script>\n</body>\n</html>\n"
    )
}

/// The HTML report of a check run.
pub fn html(o: &Outcome) -> String {
    page(
        &format!(
            "triggerproof {} check: {}",
            triggerproof_checker::VERSION,
            o.source
        ),
        &data(o),
    )
}
