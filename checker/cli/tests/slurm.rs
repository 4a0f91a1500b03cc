//! `triggerproof slurm` against a real Slurm: a one-node cluster on this machine
//! (`bench/slurm/up.sh`: installs `slurm-wlm` and `munge` when missing, starts munged,
//! slurmctld and slurmd as root under a temp dir), an 8-task array over the smoke preset's
//! shards submitted, waited for, resubmitted after losing a report (only that shard reruns),
//! merged, and compared with the unsharded `check --preset smoke`: the same verdicts and trace
//! lengths, completeness, exit code, boards and depth, a state sum no smaller. The daemons it
//! started are stopped when the test ends, passing or failing (`Cluster`'s `Drop`). Without
//! root (or Slurm where it cannot be installed) the test fails: it never skips.
//! Also, without Slurm: the script `slurm` prints, and a census's resources and giants.

mod common;

use common::{code, text};
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::{Duration, Instant};

const SHARDS: usize = 8;

fn scripts() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../bench/slurm")
}

/// A running test cluster; dropping it runs `down.sh`, which stops exactly its daemons.
struct Cluster {
    dir: PathBuf,
}

impl Cluster {
    fn up(dir: &Path) -> Cluster {
        let o = Command::new(scripts().join("up.sh"))
            .env("DIR", dir)
            .output()
            .expect("bench/slurm/up.sh runs");
        assert!(
            o.status.success(),
            "bench/slurm/up.sh failed (it needs root to install and start Slurm): {}\n{}",
            text(&o.stdout),
            text(&o.stderr)
        );
        Cluster {
            dir: dir.to_path_buf(),
        }
    }

    fn conf(&self) -> PathBuf {
        self.dir.join("slurm.conf")
    }

    /// A Slurm client command talking to this cluster.
    fn client(&self, program: &str) -> Command {
        let mut c = Command::new(program);
        c.env("SLURM_CONF", self.conf());
        c
    }

    /// `triggerproof ARGS` with this cluster's SLURM_CONF.
    fn triggerproof(&self, args: &[&str]) -> Output {
        self.client(env!("CARGO_BIN_EXE_triggerproof"))
            .args(args)
            .output()
            .expect("binary runs")
    }

    /// Waits until job `id` has left the queue.
    fn wait(&self, id: &str, reports: &Path, limit: Duration) {
        let start = Instant::now();
        loop {
            let o = self
                .client("squeue")
                .args(["-h", "-j", id, "-o", "%i %T"])
                .output()
                .expect("squeue runs");
            let queued = text(&o.stdout);
            // squeue errors on a job id it has forgotten; before that it lists nothing.
            if queued.trim().is_empty() {
                return;
            }
            if start.elapsed() > limit {
                panic!(
                    "job {id} still queued after {limit:?}: {queued}\nlogs:\n{}",
                    logs(reports)
                );
            }
            std::thread::sleep(Duration::from_millis(500));
        }
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        let o = Command::new(scripts().join("down.sh"))
            .arg(&self.dir)
            .output();
        if let Ok(o) = o {
            eprint!("{}", text(&o.stderr));
        }
    }
}

/// Every task's Slurm log, for failure messages.
fn logs(reports: &Path) -> String {
    let mut s = String::new();
    for e in std::fs::read_dir(reports.join("logs"))
        .into_iter()
        .flatten()
        .flatten()
    {
        s += &format!(
            "--- {}\n{}",
            e.path().display(),
            std::fs::read_to_string(e.path()).unwrap_or_default()
        );
    }
    s
}

/// The job id from `slurm --submit`'s first line, `submitted batch job ID: ...`.
fn job_id(o: &Output) -> String {
    let out = text(&o.stdout);
    assert_eq!(code(o), 0, "{out}{}", text(&o.stderr));
    out.strip_prefix("submitted batch job ")
        .and_then(|r| r.split(':').next())
        .filter(|id| !id.is_empty() && id.chars().all(|c| c.is_ascii_digit()))
        .unwrap_or_else(|| panic!("no job id in: {out}"))
        .to_string()
}

fn verdicts(v: &Value) -> Vec<(String, String, Option<u64>)> {
    v["properties"]
        .as_array()
        .expect("properties")
        .iter()
        .map(|p| {
            (
                p["name"].as_str().unwrap().to_string(),
                p["status"].as_str().unwrap().to_string(),
                p["trace_len"].as_u64(),
            )
        })
        .collect()
}

fn json(o: &Output) -> Value {
    serde_json::from_slice(&o.stdout)
        .unwrap_or_else(|e| panic!("{e}: {}{}", text(&o.stdout), text(&o.stderr)))
}

#[test]
fn smoke_array_on_a_real_slurm_merges_to_the_unsharded_run() {
    let start = Instant::now();
    let root = std::env::temp_dir().join(format!("triggerproof-slurm-test-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    std::fs::create_dir_all(&root).unwrap();
    let reports = root.join("reports");
    let cluster = Cluster::up(&root.join("cluster"));
    let shards = SHARDS.to_string();
    let submit = [
        "slurm",
        "--preset",
        "smoke",
        "--shards",
        &shards,
        "--dir",
        reports.to_str().unwrap(),
        "--time",
        "10",
        "--mem",
        "1G",
        "--quiet",
        "--submit",
    ];
    let id = job_id(&cluster.triggerproof(&submit));
    cluster.wait(&id, &reports, Duration::from_secs(150));
    for i in 0..SHARDS {
        let exit = std::fs::read_to_string(reports.join(format!("shard-{i}.exit")));
        assert_eq!(
            exit.ok().as_deref().map(str::trim),
            Some("0"),
            "shard {i}: no complete report\n{}",
            logs(&reports)
        );
    }
    // Resumable: with every report there nothing is submitted; a lost one alone reruns.
    let again = cluster.triggerproof(&submit);
    assert!(
        text(&again.stdout).contains("nothing to submit"),
        "{}",
        text(&again.stdout)
    );
    std::fs::remove_file(reports.join("shard-3.json")).unwrap();
    let rerun = cluster.triggerproof(&submit);
    assert!(
        text(&rerun.stdout).contains(": 1 of 8 shards"),
        "{}",
        text(&rerun.stdout)
    );
    let before = std::fs::metadata(reports.join("shard-5.json"))
        .unwrap()
        .modified()
        .unwrap();
    cluster.wait(&job_id(&rerun), &reports, Duration::from_secs(60));
    assert!(
        reports.join("shard-3.json").exists(),
        "shard 3 reran\n{}",
        logs(&reports)
    );
    let after = std::fs::metadata(reports.join("shard-5.json"))
        .unwrap()
        .modified()
        .unwrap();
    assert_eq!(before, after, "a complete shard was skipped, not rerun");
    // Merged against one unsharded run.
    let mut files: Vec<String> = (0..SHARDS)
        .map(|i| {
            reports
                .join(format!("shard-{i}.json"))
                .display()
                .to_string()
        })
        .collect();
    files.insert(0, "--format".into());
    files.insert(1, "json".into());
    let mut args = vec!["merge"];
    args.extend(files.iter().map(String::as_str));
    let merged = json(&cluster.triggerproof(&args));
    let whole =
        json(&cluster.triggerproof(&["check", "--preset", "smoke", "--format", "json", "--quiet"]));
    assert_eq!(verdicts(&merged), verdicts(&whole), "verdicts");
    for key in ["complete", "exit_code", "boards", "max_depth"] {
        assert_eq!(merged[key], whole[key], "{key}");
    }
    assert_eq!(merged["complete"], true);
    assert_eq!(merged["exit_code"], 0);
    assert!(
        merged["unique_states"].as_u64() >= whole["unique_states"].as_u64(),
        "a sum over shards is at least one run's states: {} < {}",
        merged["unique_states"],
        whole["unique_states"]
    );
    drop(cluster);
    let _ = std::fs::remove_dir_all(&root);
    eprintln!("slurm test: {:.1} s", start.elapsed().as_secs_f64());
}

#[test]
fn the_script_is_the_runs_own_and_resources_come_from_the_census() {
    let dir = common::tmp("slurm", "plan");
    let census = common::tmp("slurm", "census.json");
    // Two sampled boards of smoke's; the 2 M-state one is a giant (index 5: shard 5 of 8).
    let rows = r#"[
        {"index": 2, "family": "apnap", "board": "b", "states": 1000, "cpu_secs": 1.0, "complete": true},
        {"index": 5, "family": "apnap", "board": "g", "states": 2000000, "cpu_secs": 399.0, "complete": true}]"#;
    let body = format!(
        r#"{{"run": {{"source": "smoke", "edition": "mtg-2024-11-08", "symmetry": true,
           "boards_in_preset": 80}}, "rows": {rows}}}"#
    );
    std::fs::write(&census, body).unwrap();
    let o = common::run(&[
        "slurm",
        "--preset",
        "smoke",
        "--symmetry",
        "--family",
        "apnap",
        "--shards",
        "8",
        "--dir",
        dir.to_str().unwrap(),
        "--census",
        census.to_str().unwrap(),
        "--partition",
        "short",
        "--quiet",
    ]);
    let (script, err) = (text(&o.stdout), text(&o.stderr));
    assert_eq!(code(&o), 0, "{err}");
    for want in [
        "#SBATCH --array=0-7\n",
        "#SBATCH --partition=short\n",
        "#SBATCH --cpus-per-task=1\n",
        " check --edition mtg-2024-11-08 --preset smoke --family apnap --symmetry --threads 1 ",
        r#"--shard "$I/$N" --format json --quiet > "$tmp""#,
        "merge ",
    ] {
        assert!(script.contains(want), "{want:?} not in:\n{script}");
    }
    // 10 boards per task at a mean of 200 s: heaviest 2,000 + 399 s, x2, whole minutes.
    assert!(script.contains("#SBATCH --time=0-01:20:00\n"), "{script}");
    assert!(
        err.contains("GIANT board 5 (apnap: 2000000 states") && err.contains("shard 5"),
        "{err}"
    );
    // A census of another run (here: without symmetry) is refused.
    let o = common::run(&[
        "slurm",
        "--preset",
        "smoke",
        "--no-symmetry",
        "--shards",
        "8",
        "--dir",
        dir.to_str().unwrap(),
        "--census",
        census.to_str().unwrap(),
    ]);
    assert_eq!(code(&o), 2);
    assert!(text(&o.stderr).contains("symmetry"), "{}", text(&o.stderr));
}
