//! `bench boards` output: the rows as a text table (heaviest first, then totals) or as one
//! JSON object.

use super::Row;
use crate::bounds::Limits;
use serde_json::{json, Value};

/// The totals of a census: boards, states (a sum over boards), CPU, how many complete, and
/// the largest peaks.
fn totals(rows: &[Row]) -> Value {
    json!({
        "boards": rows.len(),
        "states": rows.iter().map(|r| r.states).sum::<u64>(),
        "complete": rows.iter().filter(|r| r.complete).count(),
        "incomplete": rows.iter().filter(|r| !r.complete).count(),
        "out_of_bounds": rows.iter().map(|r| r.out_of_bounds).sum::<u64>(),
        "cpu_secs": rows.iter().map(|r| r.cpu_secs).sum::<f64>(),
        "max_depth": rows.iter().map(|r| r.depth).max().unwrap_or(0),
        "peak_stack": rows.iter().map(|r| r.peak_stack).max().unwrap_or(0),
        "peak_objects": rows.iter().map(|r| r.peak_objects).max().unwrap_or(0),
    })
}

/// The census as one JSON object: what was run (`about`), the limits, rows and totals.
pub fn json(about: Value, limits: &Limits, rows: &[Row]) -> Value {
    json!({
        "run": about,
        "limits": limits,
        "rows": rows,
        "totals": totals(rows),
    })
}

/// The census as a table, heaviest board first, then a totals line.
pub fn text(limits: &Limits, rows: &[Row]) -> String {
    let mut out = format!(
        "limits: turns {}, max_stack {}, max_objects {}\n{:>8} {:<22} {:>11} {:>5} {:>9} {:>5} {:>7} {:<10} board\n",
        limits.turns, limits.max_stack, limits.max_objects,
        "index", "family", "states", "depth", "cpu s", "stack", "objects", "status"
    );
    for r in rows {
        let status = if r.complete {
            "complete".to_string()
        } else if r.out_of_bounds > 0 {
            format!("oob {}", r.out_of_bounds)
        } else {
            "CUT".to_string()
        };
        out += &format!(
            "{:>8} {:<22} {:>11} {:>5} {:>9.2} {:>5} {:>7} {:<10} {}\n",
            r.index,
            r.family,
            r.states,
            r.depth,
            r.cpu_secs,
            r.peak_stack,
            r.peak_objects,
            status,
            r.board
        );
        if !r.complete {
            out += &format!("{:>8} ^ incomplete: {}\n", "", r.stop);
        }
    }
    let t = totals(rows);
    out += &format!(
        "total: {} boards, {} states (a sum over boards), {} complete, {} incomplete, {:.2} s CPU, depth <= {}, stack <= {}, objects <= {}\n",
        t["boards"], t["states"], t["complete"], t["incomplete"],
        t["cpu_secs"].as_f64().unwrap_or(0.0), t["max_depth"], t["peak_stack"], t["peak_objects"]
    );
    out
}
