//! The merge as a fold: reports are added one at a time and only what the merged report needs
//! is kept (per property its best trace so far; sums, maxima, loops), so `triggerproof merge`
//! reads the thousands of reports of a `deep` run (~0.3-0.5 MB of JSON each) in the memory of
//! one. The result is what [`super::merge`] has always given: independent of the order the
//! reports come in (ties between traces go to the lower shard).

use crate::explore::collision_probability;
use serde_json::{json, Value};

/// One property's entries so far.
struct Prop {
    /// The lowest shard's entry, without its trace (the fields every shard shares).
    template: (u64, Value),
    /// The shortest violation / witness: (trace length, shard, entry).
    violated: Option<(u64, u64, Value)>,
    witnessed: Option<(u64, u64, Value)>,
    holds: bool,
    /// A shard ran on a `--family` selection and did not reach the witness there.
    selection: bool,
}

/// The merge so far.
pub struct Merger {
    /// The first report's label and the fields every report must share with it.
    first: Option<(String, Vec<Value>, bool, Vec<String>)>,
    count: u64,
    seen: Vec<bool>,
    reports: usize,
    all_complete: bool,
    /// The lowest shard's report without its properties and loops: the merged report's base.
    base: Option<(u64, Value)>,
    sums: [u64; 6],
    depth: Option<u64>,
    elapsed: Option<u64>,
    loops: Vec<(u64, Vec<Value>)>,
    props: Vec<Prop>,
}

const SHARED: [&str; 7] = [
    "schema", "version", "edition", "mutant", "source", "bounds", "limits",
];
const SUMMED: [&str; 6] = [
    "boards",
    "unique_states",
    "total_states",
    "out_of_bounds_states",
    "loops_found",
    "elapsed_ms",
];

impl Default for Merger {
    fn default() -> Self {
        Merger {
            first: None,
            count: 0,
            seen: Vec::new(),
            reports: 0,
            all_complete: true,
            base: None,
            sums: [0; 6],
            depth: None,
            elapsed: None,
            loops: Vec::new(),
            props: Vec::new(),
        }
    }
}

fn keep_shortest(best: &mut Option<(u64, u64, Value)>, len: u64, shard: u64, p: &Value) {
    if best.as_ref().is_none_or(|b| (len, shard) < (b.0, b.1)) {
        *best = Some((len, shard, p.clone()));
    }
}

impl Merger {
    /// Adds one report (named `label` in messages); errors if it is not a shard report or not
    /// a shard of the same run as the first.
    pub fn add(&mut self, mut r: Value, label: &str) -> Result<(), String> {
        shape(&r).map_err(|m| format!("{label}: {m}"))?;
        let symmetry = r["symmetry"].as_bool().unwrap_or(false);
        let (index, n) = shard_of(&r);
        match &self.first {
            None => {
                let shared = SHARED.iter().map(|k| r[*k].clone()).collect();
                let list = names(&r).iter().map(|s| s.to_string()).collect();
                self.first = Some((label.to_string(), shared, symmetry, list));
                self.count = n;
                self.seen = vec![false; n as usize];
            }
            Some((one, shared, sym, list)) => {
                for (key, v) in SHARED.iter().zip(shared) {
                    if r[*key] != *v {
                        return Err(format!(
                            "{label}: `{key}` differs from {one}: {} here, {} there",
                            brief(&r[*key]),
                            brief(v)
                        ));
                    }
                }
                if symmetry != *sym {
                    return Err(format!(
                        "{label}: `--symmetry` differs from {one} (shards of one run share it)"
                    ));
                }
                if names(&r) != *list {
                    return Err(format!("{label}: property list differs from {one}"));
                }
            }
        }
        if n != self.count || index >= n {
            let count = self.count;
            return Err(format!("{label}: shard {index}/{n}, expected ?/{count}"));
        }
        if std::mem::replace(&mut self.seen[index as usize], true) {
            return Err(format!("{label}: shard {index}/{n} given twice"));
        }
        self.reports += 1;
        self.all_complete &= r["complete"] == true;
        for (sum, key) in self.sums.iter_mut().zip(SUMMED) {
            *sum += r[key].as_u64().unwrap_or(0);
        }
        let max = |m: Option<u64>, v: Option<u64>| match (m, v) {
            (Some(a), Some(b)) => Some(a.max(b)),
            (a, b) => a.or(b),
        };
        self.depth = max(self.depth, r["max_depth"].as_u64());
        self.elapsed = max(self.elapsed, r["elapsed_ms"].as_u64());
        self.add_properties(&r, index);
        let loops = r["loops"].as_array().cloned().unwrap_or_default();
        self.loops.push((index, loops));
        if self.base.as_ref().is_none_or(|b| index < b.0) {
            // Replaced in `finish`; nulled here (not removed) so the keys keep their places.
            r["properties"] = Value::Null;
            r["loops"] = Value::Null;
            self.base = Some((index, r));
        }
        Ok(())
    }

    fn add_properties(&mut self, r: &Value, shard: u64) {
        let entries = r["properties"].as_array().map(Vec::as_slice).unwrap_or(&[]);
        for (i, p) in entries.iter().enumerate() {
            let mut bare = p.clone();
            bare["trace"] = Value::Null;
            if self.props.len() <= i {
                self.props.push(Prop {
                    template: (shard, bare.clone()),
                    violated: None,
                    witnessed: None,
                    holds: false,
                    selection: false,
                });
            }
            let prop = &mut self.props[i];
            if shard < prop.template.0 {
                prop.template = (shard, bare);
            }
            let len = p["trace_len"].as_u64().unwrap_or(u64::MAX);
            match p["status"].as_str().unwrap_or("undecided") {
                "violated" => keep_shortest(&mut prop.violated, len, shard, p),
                "witnessed" => keep_shortest(&mut prop.witnessed, len, shard, p),
                "holds" => prop.holds = true,
                "vacuous-on-selection" => prop.selection = true,
                _ => {}
            }
        }
    }

    /// The merged report (see the module docs of [`super`]).
    pub fn finish(mut self) -> Result<Value, String> {
        let (_, mut v) = self.base.take().ok_or("no reports to merge")?;
        let missing: Vec<u64> = (0..self.count)
            .filter(|i| !self.seen[*i as usize])
            .collect();
        let complete = missing.is_empty() && self.all_complete;
        let properties: Vec<Value> = self
            .props
            .into_iter()
            .map(|p| merged_property(p, complete))
            .collect();
        let failed = properties.iter().any(|p| {
            matches!(
                p["status"].as_str(),
                Some("violated" | "vacuous" | "not-reached")
            )
        });
        let exit_code = match (failed, complete) {
            (true, _) => 1,
            (false, true) => 0,
            (false, false) => 3,
        };
        self.loops.sort_by_key(|l| l.0);
        let loops: Vec<Value> = self.loops.into_iter().flat_map(|l| l.1).collect();
        let stop = match (&missing[..], complete) {
            ([], true) => "every shard explored every reachable state".to_string(),
            ([], false) => "some shard is incomplete".to_string(),
            (m, _) => format!("shards missing: {}", ranges(m)),
        };
        let [boards, unique, total, oob, loops_found, elapsed_sum] = self.sums;
        let fields = [
            (
                "merged",
                json!({ "shards": self.count, "reports": self.reports, "missing": missing }),
            ),
            ("complete", complete.into()),
            ("stop_reason", stop.into()),
            ("boards", boards.into()),
            ("unique_states", unique.into()),
            ("unique_states_is_upper_bound", (self.reports > 1).into()),
            ("total_states", total.into()),
            ("out_of_bounds_states", oob.into()),
            ("max_depth", self.depth.into()),
            ("elapsed_ms", self.elapsed.into()),
            ("elapsed_ms_sum", elapsed_sum.into()),
            (
                "collision_probability",
                collision_probability(unique).into(),
            ),
            ("properties", properties.into()),
            ("loops_found", loops_found.into()),
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
}

/// One property's merged verdict: its shortest violation, else its shortest witness, else
/// holds (some shard reached its witness) or vacuous / not reached on a complete merge, else
/// undecided.
fn merged_property(p: Prop, complete: bool) -> Value {
    if let Some((_, _, e)) = p.violated.or(p.witnessed) {
        return e;
    }
    let mut merged = p.template.1;
    let verdict = match (complete, merged["expectation"].as_str()) {
        (false, _) => "undecided",
        (true, Some("always")) if p.holds => "holds",
        (true, _) if p.selection => "vacuous-on-selection",
        (true, Some("always")) => "vacuous",
        (true, _) => "not-reached",
    };
    merged["status"] = verdict.into();
    merged["trace_len"] = Value::Null;
    merged["trace"] = Value::Null;
    merged
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
    for p in props {
        let status = p["status"].as_str().unwrap_or("");
        if !STATUSES.contains(&status) {
            return Err(format!(
                "property `{}`: status {}; expected one of {}",
                p["name"].as_str().unwrap_or(""),
                brief(&p["status"]),
                STATUSES.join(", ")
            ));
        }
        if status == "undecided" && r["complete"] == true {
            return Err(format!(
                "property `{}` is undecided on a report marked complete; {want}",
                p["name"].as_str().unwrap_or("")
            ));
        }
    }
    Ok(())
}

/// The statuses a shard report's properties may have (`run::Verdict`, kebab-case).
const STATUSES: [&str; 7] = [
    "holds",
    "violated",
    "vacuous",
    "witnessed",
    "not-reached",
    "vacuous-on-selection",
    "undecided",
];

/// A JSON value for a message: compact, at most 120 characters, control characters escaped
/// (JSON escapes them).
fn brief(v: &Value) -> String {
    let s = v.to_string();
    match s.char_indices().nth(120) {
        Some((cut, _)) => format!("{}…", &s[..cut]),
        None => s,
    }
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

/// Shard numbers as ascending ranges, `0-15, 32, 40-16383`: a slice of 16,384 shards would
/// otherwise print thousands of numbers.
fn ranges(sorted: &[u64]) -> String {
    let mut out: Vec<String> = Vec::new();
    let mut i = 0;
    while i < sorted.len() {
        let mut j = i;
        while j + 1 < sorted.len() && sorted[j + 1] == sorted[j] + 1 {
            j += 1;
        }
        out.push(match j - i {
            0 => sorted[i].to_string(),
            _ => format!("{}-{}", sorted[i], sorted[j]),
        });
        i = j + 1;
    }
    out.join(", ")
}

#[cfg(test)]
mod range_tests {
    #[test]
    fn missing_shards_print_as_ranges() {
        assert_eq!(super::ranges(&[0, 1, 2, 5, 7, 8]), "0-2, 5, 7-8");
        assert_eq!(super::ranges(&[3]), "3");
        assert_eq!(super::ranges(&[]), "");
    }
}
