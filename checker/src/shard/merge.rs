//! `triggerproof merge`: shard reports (JSON) into one verdict, by the rules in [`super`]'s docs.

use super::fold::Merger;
use super::pretty;
use crate::options::{Format, UsageError};
use serde_json::Value;
use std::path::PathBuf;

/// `triggerproof merge`: reads the reports one at a time (see `fold`), prints the merged one,
/// returns its exit code.
pub fn merge_files(paths: &[PathBuf], format: Format) -> Result<i32, UsageError> {
    let mut merger = Merger::default();
    for p in paths {
        let text = crate::validate::read_text(p).map_err(UsageError)?;
        let v: Value = serde_json::from_str(&text)
            .map_err(|e| UsageError(format!("{}:{}:{}: {e}", p.display(), e.line(), e.column())))?;
        drop(text);
        merger
            .add(v, &p.display().to_string())
            .map_err(UsageError)?;
    }
    let merged = merger.finish().map_err(UsageError)?;
    match format {
        Format::Json => crate::outln!("{}", pretty(&merged)),
        Format::Text => crate::out!("{}", text(&merged)),
        Format::Junit | Format::Html => return Err(UsageError("merge prints text or json".into())),
    }
    Ok(merged["exit_code"].as_i64().unwrap_or(2) as i32)
}

/// Merges shard reports (see the module docs); errors if they are not shards of one run. The
/// result does not depend on the order of `reports` (ties between traces go to the lower shard).
pub fn merge(reports: &[Value]) -> Result<Value, String> {
    let labels: Vec<String> = (1..=reports.len()).map(|k| format!("report {k}")).collect();
    merge_labelled(reports, &labels)
}

/// [`merge`], naming each report by its label (its file) in messages.
pub fn merge_labelled(reports: &[Value], labels: &[String]) -> Result<Value, String> {
    let mut merger = Merger::default();
    for (r, label) in reports.iter().zip(labels) {
        merger.add(r.clone(), label)?;
    }
    merger.finish()
}

/// The text form of a merged report.
pub fn text(v: &Value) -> String {
    let mut s = format!(
        "triggerproof {} merge: {} of {} shard report(s), bounds `{}`, edition {} ({} boards)\n",
        crate::VERSION,
        v["merged"]["reports"],
        v["merged"]["shards"],
        v["source"].as_str().unwrap_or("?"),
        v["edition"].as_str().unwrap_or("?"),
        v["boards"]
    );
    s += &format!(
        "explored: at most {} unique states (a sum over shards), {} transitions, depth {}, \
         {:.2}s longest shard\n",
        v["unique_states"],
        v["total_states"],
        v["max_depth"],
        v["elapsed_ms"].as_f64().unwrap_or(0.0) / 1000.0
    );
    let complete = if v["complete"] == true { "yes" } else { "NO" };
    s += &format!(
        "complete: {complete} ({})\n",
        v["stop_reason"].as_str().unwrap_or("")
    );
    for p in v["properties"].as_array().map(Vec::as_slice).unwrap_or(&[]) {
        let len = p["trace_len"]
            .as_u64()
            .map(|n| format!(" [trace: {n} steps]"))
            .unwrap_or_default();
        let status = p["status"].as_str().unwrap_or("?");
        let label = match status {
            "holds" | "witnessed" | "undecided" => status.to_string(),
            other => other.to_uppercase(),
        };
        s += &format!("  {label:<11} {}{len}\n", p["name"].as_str().unwrap_or("?"));
    }
    let verdict = match v["exit_code"].as_i64() {
        Some(0) => "every property holds on a complete exploration",
        Some(1) => "a property failed",
        _ => "exploration incomplete; nothing violated so far (not a proof)",
    };
    s + &format!("verdict: {verdict}\n")
}
