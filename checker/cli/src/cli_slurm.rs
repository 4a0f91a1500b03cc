//! `triggerproof slurm`: its arguments, the `check` arguments each array task runs (rebuilt
//! from the parsed flags, so the script is the run's own), per-task resources (flags, else a
//! census, else defaults), and printing or submitting the script (`triggerproof_checker::slurm`).

use std::path::{Path, PathBuf};
use triggerproof_checker::census::selection;
use triggerproof_checker::options::{parse_mutant, parse_size, request, Explore, UsageError};
use triggerproof_checker::slurm::estimate::{self, Estimate};
use triggerproof_checker::slurm::{self, parse_time, quote, slurm_mem, slurm_time, Plan};
use triggerproof_model::Mutant;

/// Per-task time without a census or `--time`.
const DEFAULT_TIME_SECS: u64 = 3600;
/// Per-task memory without a census or `--mem`.
const DEFAULT_MEM: u64 = 2 << 30;
/// Giant boards named in the script and on stderr (the rest are counted).
const GIANTS_LISTED: usize = 20;

/// `triggerproof slurm [check flags] --shards N --dir DIR [--submit] [--partition P]
/// [--time T] [--mem M] [--census FILE|DIR]...`
#[derive(clap::Args, Debug)]
pub struct SlurmArgs {
    /// The run, as for `check` (preset or bounds file, edition, families, --symmetry,
    /// --threads per task, --max-states, --timeout, --max-memory).
    #[command(flatten)]
    pub explore: Explore,
    /// Check only these properties.
    #[arg(long = "property")]
    pub properties: Vec<String>,
    /// A deliberately wrong rule decision (see `mutants`).
    #[arg(long, value_parser = parse_mutant)]
    pub mutant: Option<Mutant>,
    /// Shards, one array task each (`--array=0-(N-1)`).
    #[arg(long, value_name = "N")]
    pub shards: usize,
    /// Shared directory (visible from every node) for the reports and logs.
    #[arg(long, value_name = "DIR")]
    pub dir: PathBuf,
    /// Submit with `sbatch` (only the shards without a complete report) and print the job id,
    /// instead of printing the script.
    #[arg(long)]
    pub submit: bool,
    /// Slurm partition.
    #[arg(long)]
    pub partition: Option<String>,
    /// Time per task (Slurm's form: MINUTES, HH:MM:SS, D-HH...). Default: from --census, else 1 hour.
    #[arg(long, value_parser = parse_time)]
    pub time: Option<u64>,
    /// Memory per task, e.g. 4G. Default: from --census, else 2G.
    #[arg(long, value_parser = parse_size)]
    pub mem: Option<u64>,
    /// `bench boards --json` reports of this run's preset, edition and --symmetry (files or
    /// directories of them, e.g. bench/deep-census.sh's DIR): per-task time and memory from
    /// them, giant boards flagged with their shard.
    #[arg(long, value_name = "FILE|DIR")]
    pub census: Vec<PathBuf>,
    /// Only these shards (a Slurm array spec, e.g. `0-63` or `0-9,20`): a slice of the run,
    /// e.g. one cluster's share. Default: all of 0..N-1.
    #[arg(long, value_name = "SPEC")]
    pub tasks: Option<String>,
    /// The `triggerproof` binary the tasks run. Default: this one.
    #[arg(long)]
    pub binary: Option<PathBuf>,
}

/// Runs `slurm`; the exit code.
pub fn run(mut a: SlurmArgs) -> Result<i32, UsageError> {
    // A task's CPUs are the cluster node's, not this machine's: `check`'s default (this
    // machine's available parallelism) would ask Slurm for as many per task. Without an explicit
    // `--threads`, a task uses one CPU (`--cpus-per-task=1`).
    if !std::env::args().any(|x| x == "--threads" || x.starts_with("--threads=")) {
        a.explore.threads = 1;
    }
    let req = request(&a.explore, a.mutant, a.properties.clone())?;
    if a.shards == 0 || a.shards > 1_000_000 {
        return Err(UsageError(format!(
            "--shards {}; expected 1 to 1000000",
            a.shards
        )));
    }
    let err = |e: String| UsageError(e);
    let tasks = match &a.tasks {
        Some(spec) => slurm::parse_array(spec, a.shards).map_err(err)?,
        None => (0..a.shards).collect(),
    };
    let run = estimate::Run {
        source: &req.source,
        edition: req.rules.edition.id(),
        symmetry: req.symmetry,
    };
    let census = if a.census.is_empty() {
        None
    } else {
        Some(estimate::read(&a.census, &run, a.shards).map_err(err)?)
    };
    let boards = match &census {
        Some(c) => c.boards_in_preset,
        None => selection(&req, None).len() as u64,
    };
    let time_secs = a
        .time
        .or(census.as_ref().map(|c| c.time_secs(a.explore.threads)))
        .unwrap_or(DEFAULT_TIME_SECS);
    let mem_bytes = a
        .mem
        .or(census.as_ref().map(Estimate::mem_bytes))
        .unwrap_or(DEFAULT_MEM);
    std::fs::create_dir_all(a.dir.join("logs"))
        .map_err(|e| err(format!("{}: {e}", a.dir.display())))?;
    let dir = a
        .dir
        .canonicalize()
        .map_err(|e| err(format!("{}: {e}", a.dir.display())))?;
    let binary = match &a.binary {
        Some(b) => b.clone(),
        None => std::env::current_exe().map_err(|e| err(format!("this binary's path: {e}")))?,
    };
    let mut notes = vec![format!(
        "{} boards in {} shards (~{} per task).",
        boards,
        a.shards,
        boards.div_ceil(a.shards as u64)
    )];
    if boards < a.shards as u64 {
        notes.push(format!(
            "{} of the shards hold no board (--shards above the {boards} boards).",
            a.shards as u64 - boards
        ));
    }
    notes.extend(resource_notes(&a, census.as_ref(), time_secs, mem_bytes));
    let plan = Plan {
        binary,
        dir,
        check_args: check_args(&a, time_secs, mem_bytes),
        shards: a.shards,
        tasks: slurm::ranges(&tasks),
        threads: a.explore.threads,
        partition: a.partition.clone(),
        time_secs,
        mem_bytes,
        job_name: format!("triggerproof-{}", job_label(&req.source)),
        generated_by: std::iter::once("triggerproof".to_string())
            .chain(std::env::args().skip(1).map(|s| quote(&s)))
            .collect::<Vec<_>>()
            .join(" "),
        notes,
    };
    for n in &plan.notes {
        eprintln!("note: {n}");
    }
    let script = slurm::script(&plan);
    if !a.submit {
        print!("{script}");
        eprintln!("afterwards: {}", slurm::merge_command(&plan));
        return Ok(0);
    }
    submit(&plan, &script, &tasks)
}

/// Writes the script to DIR/triggerproof-array.sh and submits the shards still to run.
fn submit(plan: &Plan, script: &str, tasks: &[usize]) -> Result<i32, UsageError> {
    let path = plan.dir.join("triggerproof-array.sh");
    std::fs::write(&path, script).map_err(|e| UsageError(format!("{}: {e}", path.display())))?;
    // Of the chosen shards, those without a complete report (`pending` is sorted).
    let missing = slurm::pending(&plan.dir, plan.shards);
    let pending: Vec<usize> = tasks
        .iter()
        .copied()
        .filter(|i| missing.binary_search(i).is_ok())
        .collect();
    let merge = slurm::merge_command(plan);
    if pending.is_empty() {
        println!(
            "every shard of {} (of {}) has a complete report in {}: nothing to submit",
            plan.tasks,
            plan.shards,
            plan.dir.display()
        );
        println!("afterwards: {merge}");
        return Ok(0);
    }
    let array = (pending.len() < tasks.len()).then(|| slurm::ranges(&pending));
    let id = slurm::submit(&path, array.as_deref()).map_err(UsageError)?;
    println!(
        "submitted batch job {id}: {} of {} shards ({}), script {}",
        pending.len(),
        plan.shards,
        array.as_deref().unwrap_or(&plan.tasks),
        path.display()
    );
    println!("afterwards: {merge}");
    println!(
        "or queued behind it: sbatch --dependency=afterany:{id} --output={} --wrap={}",
        quote(&format!("{}/merged.txt", plan.dir.display())),
        quote(&merge)
    );
    Ok(0)
}

/// `check`'s arguments for every task: the run's own flags, plus a time and memory budget
/// just inside the task's (so a task cut short still writes its report, marked incomplete).
fn check_args(a: &SlurmArgs, time_secs: u64, mem_bytes: u64) -> Vec<String> {
    let x = &a.explore;
    let mut v = vec!["--edition".to_string(), x.edition.id().to_string()];
    match &x.bounds {
        Some(b) => {
            let abs = b.canonicalize().unwrap_or_else(|_| b.clone());
            v.extend(["--bounds".into(), abs.display().to_string()]);
            v.extend(["--max-boards".into(), x.max_boards.to_string()]);
        }
        None => v.extend(["--preset".into(), x.preset.clone()]),
    }
    for f in &x.families {
        v.extend(["--family".into(), f.clone()]);
    }
    // Explicit either way: symmetry is the default, and a script should say what it ran.
    v.push(
        if x.symmetry_on() {
            "--symmetry"
        } else {
            "--no-symmetry"
        }
        .into(),
    );
    if x.chains {
        v.push("--chains".into());
    }
    let timeout = x
        .timeout
        .unwrap_or(time_secs - (time_secs / 20).clamp(time_secs.min(10) / 2, 300));
    let max_memory = x.max_memory.unwrap_or(mem_bytes / 10 * 9);
    v.extend([
        "--threads".into(),
        x.threads.to_string(),
        "--max-states".into(),
        x.max_states.to_string(),
        "--timeout".into(),
        timeout.to_string(),
        "--max-memory".into(),
        max_memory.to_string(),
    ]);
    for p in &a.properties {
        v.extend(["--property".into(), p.clone()]);
    }
    if let Some(m) = a.mutant {
        v.extend(["--mutant".into(), m.name().into()]);
    }
    v
}

/// Where the time and memory come from, and the giant boards.
fn resource_notes(a: &SlurmArgs, c: Option<&Estimate>, time: u64, mem: u64) -> Vec<String> {
    let asked = format!(
        "per task: --time={} --mem={}",
        slurm_time(time),
        slurm_mem(mem)
    );
    let Some(c) = c else {
        let from = match (a.time, a.mem) {
            (Some(_), Some(_)) => "from --time and --mem",
            _ => "no --census: defaults where --time/--mem are not given (1 hour, 2G); `bench boards --json` (bench/deep-census.sh) gives estimates",
        };
        return vec![format!("{asked} ({from}).")];
    };
    let mut v = vec![
        format!(
            "census: {} boards sampled in {} file(s) of {}: whole run ~{:.3e} states, ~{:.1} CPU-hours \
             (a floor: a sample misses rarer giants).",
            c.sampled, c.files, c.boards_in_preset, c.total_states, c.total_cpu_secs / 3600.0
        ),
        format!(
            "census: typical task ~{:.0} states, {:.1} s CPU; heaviest ~{:.0} states, {:.1} s CPU (the largest sampled board added).",
            c.task_states, c.task_cpu_secs, c.heaviest_states, c.heaviest_cpu_secs
        ),
        format!(
            "{asked} ({}; census: {}x the heaviest task at {} B/state + {} MiB).",
            if a.time.is_some() || a.mem.is_some() { "flags override the census" } else { "from the census" },
            estimate::MARGIN,
            estimate::BYTES_PER_STATE,
            estimate::BASE_BYTES >> 20
        ),
    ];
    if time < c.time_secs(a.explore.threads) || mem < c.mem_bytes() {
        v.push(format!(
            "WARNING: below the census's estimate (--time={} --mem={}): the heaviest tasks may end incomplete.",
            slurm_time(c.time_secs(a.explore.threads)),
            slurm_mem(c.mem_bytes())
        ));
    }
    for g in c.giants.iter().take(GIANTS_LISTED) {
        let size = if g.complete {
            format!("{} states, {:.0} s CPU", g.states, g.cpu_secs)
        } else {
            format!(
                "cut at the census's cap past {} states ({:.0} s CPU): size unknown",
                g.states, g.cpu_secs
            )
        };
        v.push(format!(
            "GIANT board {} ({}: {}) lands in shard {}: a board is never split; if that task ends \
             incomplete, rerun it alone with more: sbatch --array={} --time=... --mem=... {}",
            g.index,
            g.family,
            size,
            g.index % a.shards as u64,
            g.index % a.shards as u64,
            quote(&a.dir.join("triggerproof-array.sh").display().to_string())
        ));
    }
    if c.giants.len() > GIANTS_LISTED {
        v.push(format!(
            "... and {} more giant boards.",
            c.giants.len() - GIANTS_LISTED
        ));
    }
    v
}

/// A job-name-safe label for the run: the preset, or the bounds file's stem.
fn job_label(source: &str) -> String {
    let stem = Path::new(source)
        .file_stem()
        .map_or(source.to_string(), |s| s.to_string_lossy().into_owned());
    stem.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' {
                c
            } else {
                '_'
            }
        })
        .collect()
}
