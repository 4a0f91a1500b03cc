//! `triggerproof mutants`: runs the checker once per mutant and prints the kill matrix (mutant
//! by property, with the shortest counterexample's length). A mutant no property kills is a
//! hole in the property suite: exit 1.

use crate::explore::Progress;
use crate::options::Format;
use crate::run::{check, Request, Verdict};
use serde::Serialize;
use std::time::Instant;
use triggerproof_model::{Mutant, Ruleset};

/// One mutant's row.
#[derive(Clone, Debug, Serialize)]
pub struct Row {
    pub mutant: &'static str,
    pub edition: &'static str,
    pub describes: &'static str,
    /// (property, counterexample length) for each property that killed it.
    pub killed_by: Vec<(&'static str, usize)>,
    pub unique_states: u64,
    pub elapsed_ms: u128,
}

/// Runs every mutant on the request's bounds, each under the edition whose rule it gets wrong
/// (`Mutant::edition`).
pub fn matrix(req: &Request) -> Result<Vec<Row>, String> {
    let mut rows = Vec::new();
    for &m in Mutant::ALL {
        let mut r = req.clone();
        r.rules = Ruleset::new(m.edition(), req.rules.pool.clone(), Some(m));
        r.stop_when_decided = true;
        let t = Instant::now();
        let o = check(&r, &|_: &Progress| {})?;
        let killed_by = o
            .properties
            .iter()
            .filter(|p| p.status == Verdict::Violated)
            .map(|p| (p.name, p.trace_len.unwrap_or(0)))
            .collect();
        rows.push(Row {
            mutant: m.name(),
            edition: m.edition().id(),
            describes: m.describe(),
            killed_by,
            unique_states: o.unique_states,
            elapsed_ms: t.elapsed().as_millis(),
        });
    }
    Ok(rows)
}

/// Prints the matrix; exit 1 if a mutant survives.
pub fn run(req: &Request, format: Format) -> Result<i32, String> {
    let t = Instant::now();
    let rows = matrix(req)?;
    let survivors = rows.iter().filter(|r| r.killed_by.is_empty()).count();
    match format {
        Format::Json => println!("{}", serde_json::to_string_pretty(&serde_json::json!({"rows": rows, "survivors": survivors, "elapsed_ms": t.elapsed().as_millis()})).expect("json")),
        _ => {
            println!("kill matrix ({} mutants, bounds `{}`):", rows.len(), req.source);
            for r in &rows {
                let kills = if r.killed_by.is_empty() { "SURVIVES".to_string() } else { r.killed_by.iter().map(|(p, n)| format!("{p} ({n} steps)")).collect::<Vec<_>>().join(", ") };
                println!("  {:<36} {:<15} {kills}", r.mutant, r.edition);
            }
            println!("{} killed, {survivors} survived, {:.1}s", rows.len() - survivors, t.elapsed().as_secs_f64());
        }
    }
    Ok(if survivors == 0 { 0 } else { 1 })
}
