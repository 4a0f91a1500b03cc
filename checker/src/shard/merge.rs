//! `triggerproof merge`: shard reports (JSON) into one verdict, by the rules in [`super`]'s docs.

use super::pretty;
use crate::explore::collision_probability;
use crate::options::{Format, UsageError};
use serde_json::{json, Value};
use std::path::PathBuf;

/// `triggerproof merge`: reads the reports, prints the merged one, returns its exit code.
pub fn merge_files(paths: &[PathBuf], format: Format) -> Result<i32, UsageError> {
    let mut reports = Vec::new();
    let mut labels = Vec::new();
    for p in paths {
        let text = crate::validate::read_text(p).map_err(UsageError)?;
        let v: Value = serde_json::from_str(&text)
            .map_err(|e| UsageError(format!("{}:{}:{}: {e}", p.display(), e.line(), e.column())))?;
        shape(&v).map_err(|m| UsageError(format!("{}: {m}", p.display())))?;
        reports.push(v);
        labels.push(p.display().to_string());
    }
    let merged = merge_labelled(&reports, &labels).map_err(UsageError)?;
    match format {
        Format::Json => println!("{}", pretty(&merged)),
        Format::Text => print!("{}", text(&merged)),
        Format::Junit | Format::Html => return Err(UsageError("merge prints text or json".into())),
    }
    Ok(merged["exit_code"].as_i64().unwrap_or(2) as i32)
}

/// The most shards one run may be split into.
pub const MAX_SHARDS: u64 = 1 << 16;

/// Is `r` a report of `check --shard I/N --format json`? Says what was expected if not.
fn shape(r: &Value) -> Result<(), String> {
    let want = "expected the JSON report of `check --shard I/N --format json`";
    let o = r
        .as_object()
        .ok_or_else(|| format!("not a JSON object; {want}"))?;
    if r["schema"] != crate::report::REPORT_SCHEMA {
        return Err(format!(
            "`schema` is {}, not {}; {want}",
            r["schema"],
            crate::report::REPORT_SCHEMA
        ));
    }
    if o.contains_key("scenarios") {
        return Err(format!("a scenario report (`scenarios`); {want}"));
    }
    // An unsharded report is shard 0/1.
    let (index, count) = match o.get("shard") {
        None => (0, 1),
        Some(s) => match (s["index"].as_u64(), s["count"].as_u64()) {
            (Some(i), Some(n)) => (i, n),
            _ => return Err(format!("`shard` is not {{index, count}}; {want}")),
        },
    };
    if !(1..=MAX_SHARDS).contains(&count) || index >= count {
        return Err(format!(
            "shard {index}/{count}; expected I/N with 0 <= I < N <= {MAX_SHARDS}"
        ));
    }
    let props = r["properties"]
        .as_array()
        .ok_or_else(|| format!("no `properties` list; {want}"))?;
    if props.iter().any(|p| !p["name"].is_string()) {
        return Err(format!("a property without a `name`; {want}"));
    }
    if !r["complete"].is_boolean() {
        return Err(format!("no `complete` flag; {want}"));
    }
    Ok(())
}

fn shard_of(r: &Value) -> (u64, u64) {
    let s = &r["shard"];
    (
        s["index"].as_u64().unwrap_or(0),
        s["count"].as_u64().unwrap_or(1),
    )
}

fn names(r: &Value) -> Vec<&str> {
    let props = r["properties"].as_array().map(Vec::as_slice).unwrap_or(&[]);
    props
        .iter()
        .map(|p| p["name"].as_str().unwrap_or(""))
        .collect()
}

/// Checks that the reports (named by `labels`) are shards of one run; returns the shard count
/// and missing indices.
fn consistent(reports: &[Value], labels: &[String]) -> Result<(u64, Vec<u64>), String> {
    let first = reports.first().ok_or("no reports to merge")?;
    let count = shard_of(first).1;
    if !(1..=MAX_SHARDS).contains(&count) {
        return Err(format!(
            "{}: {count} shards; expected 1 to {MAX_SHARDS}",
            labels[0]
        ));
    }
    let one = &labels[0];
    let symmetry = |r: &Value| r["symmetry"].as_bool().unwrap_or(false);
    let mut seen = vec![false; count as usize];
    for (r, label) in reports.iter().zip(labels) {
        for key in ["schema", "edition", "mutant", "source", "bounds", "limits"] {
            if r[key] != first[key] {
                return Err(format!("{label}: `{key}` differs from {one}"));
            }
        }
        if symmetry(r) != symmetry(first) {
            return Err(format!(
                "{label}: `--symmetry` differs from {one} (shards of one run share it)"
            ));
        }
        if names(r) != names(first) {
            return Err(format!("{label}: property list differs from {one}"));
        }
        let (index, n) = shard_of(r);
        if n != count || index >= n {
            return Err(format!("{label}: shard {index}/{n}, expected ?/{count}"));
        }
        if std::mem::replace(&mut seen[index as usize], true) {
            return Err(format!("{label}: shard {index}/{n} given twice"));
        }
    }
    let missing = (0..count).filter(|i| !seen[*i as usize]).collect();
    Ok((count, missing))
}

/// The merged verdict of one property from its per-shard entries.
fn merge_property(entries: &[&Value], complete: bool) -> Value {
    let status = |p: &&Value| p["status"].as_str().unwrap_or("undecided").to_string();
    let shortest = |wanted: &str| {
        entries
            .iter()
            .filter(|p| status(p) == wanted)
            .min_by_key(|p| p["trace_len"].as_u64().unwrap_or(u64::MAX))
            .copied()
    };
    let mut merged = entries[0].clone();
    let decided = shortest("violated").or_else(|| shortest("witnessed"));
    if let Some(p) = decided {
        return p.clone();
    }
    let any = |s: &str| entries.iter().any(|p| status(p) == s);
    let verdict = match (complete, merged["expectation"].as_str()) {
        (false, _) => "undecided",
        (true, Some("always")) if any("holds") => "holds",
        (true, Some("always")) => "vacuous",
        (true, _) => "not-reached",
    };
    merged["status"] = verdict.into();
    merged["trace_len"] = Value::Null;
    merged["trace"] = Value::Null;
    merged
}

/// Merges shard reports (see the module docs); errors if they are not shards of one run. The
/// result does not depend on the order of `reports` (ties between traces go to the lower shard).
pub fn merge(reports: &[Value]) -> Result<Value, String> {
    let labels: Vec<String> = (1..=reports.len()).map(|k| format!("report {k}")).collect();
    merge_labelled(reports, &labels)
}

/// [`merge`], naming each report by its label (its file) in messages.
pub fn merge_labelled(reports: &[Value], labels: &[String]) -> Result<Value, String> {
    for (r, label) in reports.iter().zip(labels) {
        shape(r).map_err(|m| format!("{label}: {m}"))?;
    }
    let (count, missing) = consistent(reports, labels)?;
    let mut sorted: Vec<&Value> = reports.iter().collect();
    sorted.sort_by_key(|r| shard_of(r).0);
    let reports: Vec<Value> = sorted.into_iter().cloned().collect();
    let complete = missing.is_empty() && reports.iter().all(|r| r["complete"] == true);
    let sum = |key: &str| reports.iter().filter_map(|r| r[key].as_u64()).sum::<u64>();
    let max = |key: &str| reports.iter().filter_map(|r| r[key].as_u64()).max();
    let properties: Vec<Value> = (0..names(&reports[0]).len())
        .map(|i| {
            let entries: Vec<&Value> = reports.iter().map(|r| &r["properties"][i]).collect();
            merge_property(&entries, complete)
        })
        .collect();
    let failed = properties.iter().any(|p| {
        matches!(
            p["status"].as_str(),
            Some("violated" | "vacuous" | "not-reached")
        )
    });
    let exit_code = if failed {
        1
    } else if complete {
        0
    } else {
        3
    };
    let unique = sum("unique_states");
    let loops: Vec<Value> = reports
        .iter()
        .flat_map(|r| r["loops"].as_array().cloned().unwrap_or_default())
        .collect();
    let mut v = reports[0].clone();
    let stop = match (&missing[..], complete) {
        ([], true) => "every shard explored every reachable state".to_string(),
        ([], false) => "some shard is incomplete".to_string(),
        (m, _) => format!("shards missing: {m:?}"),
    };
    let fields = [
        (
            "merged",
            json!({ "shards": count, "reports": reports.len(), "missing": missing }),
        ),
        ("complete", complete.into()),
        ("stop_reason", stop.into()),
        ("boards", sum("boards").into()),
        ("unique_states", unique.into()),
        ("unique_states_is_upper_bound", (reports.len() > 1).into()),
        ("total_states", sum("total_states").into()),
        ("out_of_bounds_states", sum("out_of_bounds_states").into()),
        ("max_depth", max("max_depth").into()),
        ("elapsed_ms", max("elapsed_ms").into()),
        ("elapsed_ms_sum", sum("elapsed_ms").into()),
        (
            "collision_probability",
            collision_probability(unique).into(),
        ),
        ("properties", properties.into()),
        ("loops_found", sum("loops_found").into()),
        ("loops", loops.into()),
        ("exit_code", exit_code.into()),
    ];
    for (key, value) in fields {
        v[key] = value;
    }
    if let Some(o) = v.as_object_mut() {
        for gone in ["shard", "states_per_second", "threads"] {
            o.remove(gone);
        }
    }
    Ok(v)
}

/// The text form of a merged report.
pub fn text(v: &Value) -> String {
    let mut s = format!(
        "triggerproof merge: {} of {} shard report(s), bounds `{}`, edition {} ({} boards)\n",
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
