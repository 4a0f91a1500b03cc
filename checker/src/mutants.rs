//! `triggerproof mutants`: runs the checker once per mutant and prints the kill matrix (mutant
//! by property, with the shortest counterexample's length). A mutant no property kills on a
//! complete exploration is a hole in the property suite: exit 1. One not killed on a cut
//! exploration (`--timeout`, which bounds the whole matrix, or a budget) is undecided: exit 3.

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
    /// Its exploration was complete (else, not killed, it is undecided rather than a survivor).
    pub complete: bool,
    /// Why its exploration stopped.
    pub stop_reason: String,
    pub unique_states: u64,
    pub elapsed_ms: u128,
}

/// Runs every mutant on the request's bounds, each under the edition whose rule it gets wrong
/// (`Mutant::edition`).
pub fn matrix(req: &Request) -> Result<Vec<Row>, String> {
    let mut rows = Vec::new();
    for &m in Mutant::ALL {
        if req.deadline.passed() {
            rows.push(not_started(
                m,
                "time budget (--timeout) reached before this mutant's run",
            ));
            continue;
        }
        if req.interrupt.as_ref().is_some_and(|f| f.is_raised()) {
            rows.push(not_started(
                m,
                "interrupted (SIGINT/SIGTERM) before this mutant's run",
            ));
            continue;
        }
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
            complete: o.complete,
            stop_reason: o.stop_reason.clone(),
            unique_states: o.unique_states,
            elapsed_ms: t.elapsed().as_millis(),
        });
    }
    Ok(rows)
}

/// The row of a mutant whose run was not started (`why`: the command's `--timeout` had
/// passed, or it was interrupted).
fn not_started(m: Mutant, why: &str) -> Row {
    Row {
        mutant: m.name(),
        edition: m.edition().id(),
        describes: m.describe(),
        killed_by: Vec::new(),
        complete: false,
        stop_reason: why.into(),
        unique_states: 0,
        elapsed_ms: 0,
    }
}

/// `mutants --list`: every mutant, its edition and what it gets wrong, without exploring.
pub fn list(format: Format) -> i32 {
    if format == Format::Json {
        let rows: Vec<serde_json::Value> = Mutant::ALL
            .iter()
            .map(|m| {
                serde_json::json!({
                    "mutant": m.name(),
                    "edition": m.edition().id(),
                    "describes": m.describe(),
                })
            })
            .collect();
        println!("{}", serde_json::Value::Array(rows));
        return 0;
    }
    let width = Mutant::ALL
        .iter()
        .map(|m| m.name().len())
        .max()
        .unwrap_or(0);
    for m in Mutant::ALL {
        println!(
            "{:<width$}  {:<16}  {}",
            m.name(),
            m.edition().id(),
            m.describe()
        );
    }
    println!(
        "{} mutants (`triggerproof mutants` runs the kill matrix)",
        Mutant::ALL.len()
    );
    0
}

/// Prints the matrix; exit 1 if a mutant survives, else 3 if one is undecided, else 0.
pub fn run(req: &Request, format: Format) -> Result<i32, String> {
    let t = Instant::now();
    let rows = matrix(req)?;
    let open = |r: &&Row| r.killed_by.is_empty();
    let survivors = rows.iter().filter(open).filter(|r| r.complete).count();
    let undecided = rows.iter().filter(open).filter(|r| !r.complete).count();
    match format {
        Format::Json => crate::outln!(
            "{}",
            serde_json::to_string_pretty(&serde_json::json!({
                "version": crate::VERSION,
                "rows": rows,
                "survivors": survivors,
                "undecided": undecided,
                "elapsed_ms": t.elapsed().as_millis()
            }))
            .expect("json")
        ),
        _ => print_text(req, &rows, survivors, undecided, t),
    }
    Ok(match (survivors, undecided) {
        (0, 0) => 0,
        (0, _) => 3,
        _ => 1,
    })
}

fn print_text(req: &Request, rows: &[Row], survivors: usize, undecided: usize, t: Instant) {
    crate::outln!(
        "triggerproof {} kill matrix ({} mutants, bounds `{}`):",
        crate::VERSION,
        rows.len(),
        req.source
    );
    for r in rows {
        let kills = match (r.killed_by.is_empty(), r.complete) {
            (false, _) => r
                .killed_by
                .iter()
                .map(|(p, n)| format!("{p} ({n} steps)"))
                .collect::<Vec<_>>()
                .join(", "),
            (true, true) => "SURVIVES".to_string(),
            (true, false) => format!("UNDECIDED (incomplete: {})", r.stop_reason),
        };
        crate::outln!("  {:<36} {:<15} {kills}", r.mutant, r.edition);
    }
    crate::outln!(
        "{} killed, {survivors} survived, {undecided} undecided, {:.1}s",
        rows.len() - survivors - undecided,
        t.elapsed().as_secs_f64()
    );
}
