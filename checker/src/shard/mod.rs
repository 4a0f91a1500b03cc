//! Scaling past one machine: `check --shard I/N` explores the boards whose index is `I` modulo
//! `N` (in the order the families enumerate them, so every shard agrees on it), and
//! `triggerproof merge REPORT...` combines the shards' JSON reports into one verdict.
//!
//! Shards are disjoint sets of *starting boards*, not of states: two boards can reach the same
//! state, so the merged unique-state count is a sum and only an upper bound. Verdicts do not
//! depend on how boards are split: a state's properties are judged on the state alone, so
//!
//! - the merge is complete only if every shard `0..N` is present and complete;
//! - a property is violated (or witnessed) if it is in some shard, with the shortest trace
//!   among the shards;
//! - otherwise, on a complete merge, an `always` property holds if it holds in some shard (its
//!   witness was reached there) and is vacuous only if it is vacuous in every shard (its
//!   witness reached in none); a `sometimes` property is not reached; on an incomplete merge
//!   it is undecided.
//!
//! Shard indices are 0-based (`0/4` .. `3/4`), like Kubernetes Indexed Jobs and
//! `--array=0-3` in Slurm. A report without a `shard` field counts as shard `0/1`.

use crate::explore::Progress;
use crate::options::Format;
use crate::report;
use crate::run::{check_model, model_with, Outcome, Request, Verdict};
use serde_json::{json, Value};

mod fold;
mod merge;

/// One shard: `index` in `0..count`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    pub index: usize,
    pub count: usize,
}

/// Parses `I/N` with `0 <= I < N`.
pub fn parse(s: &str) -> Result<Shard, String> {
    let max = fold::MAX_SHARDS;
    let bad = || format!("`{s}`: expected I/N with 0 <= I < N <= {max}, e.g. 0/4");
    let (i, n) = s.split_once('/').ok_or_else(bad)?;
    let index: usize = i.trim().parse().map_err(|_| bad())?;
    let count: usize = n.trim().parse().map_err(|_| bad())?;
    // The range `merge` accepts, checked here too: a shard merge would refuse is never run.
    if index >= count || count as u64 > max {
        return Err(bad());
    }
    Ok(Shard { index, count })
}

/// Runs a check on the request's boards, or on one shard of them.
pub fn check(
    req: &Request,
    shard: Option<Shard>,
    progress: &(dyn Fn(&Progress) + Sync),
) -> Result<Outcome, String> {
    let Shard { index, count } = shard.unwrap_or(Shard { index: 0, count: 1 });
    check_model(req, &model_with(req, |i| i % count == index)?, progress)
}

/// The exit code of a run. A shard sees only some boards, so an unreached witness or a vacuous
/// property is no failure there (another shard may reach it; `merge` decides): a shard exits 1
/// only on a violation, 3 if incomplete, else 0.
pub fn exit_code(o: &Outcome, shard: Option<Shard>) -> i32 {
    let violated = o.properties.iter().any(|p| p.status == Verdict::Violated);
    match shard {
        None => o.exit_code(),
        Some(_) if violated => 1,
        Some(_) if !o.complete => 3,
        Some(_) => 0,
    }
}

/// The JSON report of a run, with the shard it covers and that shard's exit code.
pub fn json(o: &Outcome, shard: Option<Shard>) -> Value {
    let mut v = report::json(o);
    if let Some(s) = shard {
        v["shard"] = json!({ "index": s.index, "count": s.count });
        v["exit_code"] = exit_code(o, shard).into();
    }
    v
}

/// Prints a (shard's) report in `format`.
pub fn print(o: &Outcome, shard: Option<Shard>, format: Format) {
    match (format, shard) {
        (Format::Json, _) => crate::outln!("{}", pretty(&json(o, shard))),
        (Format::Text | Format::Html, Some(s)) => crate::out!(
            "shard {}/{}: the boards whose index is {} modulo {}; verdicts below are this \
             shard's alone, `merge` the JSON reports for the run's\n{}",
            s.index,
            s.count,
            s.index,
            s.count,
            report::text(o)
        ),
        (Format::Text | Format::Html, None) => crate::out!("{}", report::text(o)),
        (Format::Junit, _) => crate::out!("{}", report::junit(o)),
    }
}

pub(crate) fn pretty(v: &Value) -> String {
    serde_json::to_string_pretty(v).expect("json")
}

pub use merge::{merge, merge_files, text};
