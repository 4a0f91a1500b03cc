//! Per-task resources of a Slurm array from a census (`bench boards --json` reports, e.g. the
//! ones `bench/deep-census.sh` writes): the time and memory the heaviest task needs, the whole
//! run's CPU, and the giant boards, named with the shard of N they land in (board sharding
//! cannot split a board: such a shard is as heavy as its board).
//!
//! A census samples boards (rows), each explored on its own. With `B` boards in the preset and
//! `N` shards a task holds about `B / N` boards; the typical task is that many sample means,
//! the heaviest the typical task plus the largest sampled board. A sample can miss rarer giants:
//! the estimate is a floor, and says so.

use serde_json::Value;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// Resident bytes per stored state a `check` of `deep` keeps (README: 341 B/state measured at
/// 3 M states, session 13), rounded up for headroom.
pub const BYTES_PER_STATE: u64 = 400;
/// Resident memory of a `check` process before any state (binary, tables, one board).
pub const BASE_BYTES: u64 = 128 << 20;
/// A board of at least this many states (or cut at the census's cap) is flagged as giant.
pub const GIANT_STATES: u64 = 1_000_000;
/// Time and memory asked for are the heaviest task's estimate times this.
pub const MARGIN: f64 = 2.0;
/// The least time asked for per task, in seconds.
pub const MIN_TIME_SECS: u64 = 600;

/// One sampled board, as `bench boards --json` reports it.
#[derive(Clone, Debug, PartialEq)]
pub struct Board {
    pub index: u64,
    pub family: String,
    pub board: String,
    pub states: u64,
    pub cpu_secs: f64,
    pub complete: bool,
}

/// What the census says about a run split into `shards` tasks.
#[derive(Clone, Debug)]
pub struct Estimate {
    /// The census files read.
    pub files: usize,
    /// Distinct sampled boards.
    pub sampled: usize,
    pub boards_in_preset: u64,
    pub shards: usize,
    /// The whole run, extrapolated: states (a sum over boards) and CPU seconds.
    pub total_states: f64,
    pub total_cpu_secs: f64,
    /// The typical task (mean), and the heaviest (typical plus the largest sampled board).
    pub task_states: f64,
    pub task_cpu_secs: f64,
    pub heaviest_states: f64,
    pub heaviest_cpu_secs: f64,
    /// Boards of at least [`GIANT_STATES`] states or cut at the census's cap, heaviest first.
    pub giants: Vec<Board>,
}

impl Estimate {
    /// Seconds of wall time to ask per task with `threads` workers: the heaviest task's CPU
    /// over the threads, times [`MARGIN`], at least [`MIN_TIME_SECS`], in whole minutes.
    pub fn time_secs(&self, threads: usize) -> u64 {
        let t = self.heaviest_cpu_secs / threads.max(1) as f64 * MARGIN;
        (t.ceil() as u64).max(MIN_TIME_SECS).div_ceil(60) * 60
    }

    /// Bytes of memory to ask per task: [`BASE_BYTES`] plus the heaviest task's states at
    /// [`BYTES_PER_STATE`], times [`MARGIN`], in whole MiB.
    pub fn mem_bytes(&self) -> u64 {
        let b = (BASE_BYTES as f64 + self.heaviest_states * BYTES_PER_STATE as f64) * MARGIN;
        (b.ceil() as u64).div_ceil(1 << 20) << 20
    }
}

/// What the run must match for a census to describe it.
pub struct Run<'a> {
    pub source: &'a str,
    pub edition: &'a str,
    pub symmetry: bool,
}

/// The `.json` files `path` names: itself, or the ones directly in it (sorted).
fn files(path: &Path) -> Result<Vec<PathBuf>, String> {
    if !path.is_dir() {
        return Ok(vec![path.to_path_buf()]);
    }
    let mut v: Vec<PathBuf> = std::fs::read_dir(path)
        .map_err(|e| format!("{}: {e}", path.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    v.sort();
    if v.is_empty() {
        return Err(format!("{}: no census (.json) files in it", path.display()));
    }
    Ok(v)
}

/// Reads the census files (or directories of them) and estimates `shards` tasks of `run`.
/// Refuses a census of another preset, edition or symmetry setting (its sizes would not be
/// this run's).
pub fn read(paths: &[PathBuf], run: &Run, shards: usize) -> Result<Estimate, String> {
    let mut rows: BTreeMap<u64, Board> = BTreeMap::new();
    let mut boards_in_preset = 0;
    let mut n = 0;
    for f in paths
        .iter()
        .map(|p| files(p))
        .collect::<Result<Vec<_>, _>>()?
        .concat()
    {
        let name = f.display().to_string();
        let text = crate::validate::read_text(&f)?;
        let v: Value = serde_json::from_str(&text)
            .map_err(|e| format!("{name}:{}:{}: {e}", e.line(), e.column()))?;
        let about = &v["run"];
        let expect = [
            ("source", Value::from(run.source)),
            ("edition", Value::from(run.edition)),
            ("symmetry", Value::from(run.symmetry)),
        ];
        for (key, want) in expect {
            if about[key] != want {
                return Err(format!(
                    "{name}: a census of {key} {} but this run has {want} \
                     (expected `bench boards --json` output of the same preset, edition and --symmetry)",
                    about[key]
                ));
            }
        }
        boards_in_preset = about["boards_in_preset"].as_u64().ok_or_else(|| {
            format!("{name}: expected run.boards_in_preset (bench boards --json)")
        })?;
        for r in v["rows"]
            .as_array()
            .ok_or_else(|| format!("{name}: expected rows"))?
        {
            let b =
                board(r).ok_or_else(|| format!("{name}: a row without index/states/cpu_secs"))?;
            rows.insert(b.index, b);
        }
        n += 1;
    }
    Ok(estimate(
        rows.into_values().collect(),
        n,
        boards_in_preset,
        shards,
    ))
}

fn board(r: &Value) -> Option<Board> {
    Some(Board {
        index: r["index"].as_u64()?,
        family: r["family"].as_str()?.to_string(),
        board: r["board"].as_str().unwrap_or("").to_string(),
        states: r["states"].as_u64()?,
        cpu_secs: r["cpu_secs"].as_f64()?,
        complete: r["complete"].as_bool()?,
    })
}

/// The estimate from sampled boards (see the module docs).
pub fn estimate(rows: Vec<Board>, files: usize, boards_in_preset: u64, shards: usize) -> Estimate {
    let k = rows.len().max(1) as f64;
    let mean_states = rows.iter().map(|r| r.states as f64).sum::<f64>() / k;
    let mean_cpu = rows.iter().map(|r| r.cpu_secs).sum::<f64>() / k;
    let per_task = boards_in_preset as f64 / shards.max(1) as f64;
    let max_states = rows.iter().map(|r| r.states).max().unwrap_or(0) as f64;
    let max_cpu = rows.iter().map(|r| r.cpu_secs).fold(0.0, f64::max);
    let mut giants: Vec<Board> = rows
        .iter()
        .filter(|r| r.states >= GIANT_STATES || !r.complete)
        .cloned()
        .collect();
    giants.sort_by(|a, b| b.states.cmp(&a.states).then(a.index.cmp(&b.index)));
    let (task_states, task_cpu_secs) = (mean_states * per_task, mean_cpu * per_task);
    Estimate {
        files,
        sampled: rows.len(),
        boards_in_preset,
        shards,
        total_states: mean_states * boards_in_preset as f64,
        total_cpu_secs: mean_cpu * boards_in_preset as f64,
        task_states,
        task_cpu_secs,
        heaviest_states: task_states + max_states,
        heaviest_cpu_secs: task_cpu_secs + max_cpu,
        giants,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(index: u64, states: u64, cpu_secs: f64, complete: bool) -> Board {
        Board {
            index,
            family: "f".into(),
            board: String::new(),
            states,
            cpu_secs,
            complete,
        }
    }

    #[test]
    fn the_heaviest_task_is_the_typical_one_plus_the_largest_board() {
        let rows = vec![
            row(3, 1_000, 1.0, true),
            row(7, 3_000, 3.0, true),
            row(9, 2_000_000, 100.0, true),
            row(11, 3_000_000, 200.0, false),
        ];
        let e = estimate(rows, 1, 400, 100);
        // 4 boards per task, mean 1,251,000 states and 76 s each.
        assert_eq!(e.task_states, 5_004_000.0);
        assert_eq!(e.heaviest_states, 8_004_000.0);
        assert_eq!(e.heaviest_cpu_secs, 304.0 + 200.0);
        assert_eq!(e.time_secs(1), 1_020); // 1,008 s rounded up to whole minutes
        assert_eq!(e.time_secs(4), MIN_TIME_SECS);
        let want = (BASE_BYTES as f64 + 8_004_000.0 * 400.0) * 2.0;
        assert!(e.mem_bytes() as f64 >= want && (e.mem_bytes() as f64) < want + (1 << 20) as f64);
        let giants: Vec<u64> = e.giants.iter().map(|g| g.index).collect();
        assert_eq!(
            giants,
            [11, 9],
            "the cut board and the 2 M one, heaviest first"
        );
        assert_eq!(e.total_cpu_secs, 76.0 * 400.0);
    }
}
