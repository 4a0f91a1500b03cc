//! `triggerproof diff`: its arguments, and building the two editions' requests from them.

use std::path::PathBuf;
use triggerproof_checker::options::{parse_edition, request, Explore, Format, UsageError};
use triggerproof_model::Edition;

/// `diff --edition A --edition B [--preset P | --bounds FILE] [--family NAME]...`
#[derive(clap::Args, Debug)]
pub struct DiffArgs {
    /// The two editions: `--edition A --edition B`.
    #[arg(long = "edition", value_parser = parse_edition, num_args = 1, required = true)]
    pub editions: Vec<Edition>,
    /// Built-in bounds preset: smoke, standard, deep.
    #[arg(long, default_value = "smoke", conflicts_with = "bounds")]
    pub preset: String,
    /// Bounds file (TOML or JSON): `[limits]` and `[[families]]`.
    #[arg(long)]
    pub bounds: Option<PathBuf>,
    /// Only the preset's families with these names (repeatable).
    #[arg(long = "family")]
    pub families: Vec<String>,
    /// States explored per board and edition before that board counts as incomplete.
    #[arg(long, default_value_t = 50_000, allow_negative_numbers = true, value_parser = triggerproof_checker::options::whole::<usize>)]
    pub max_states: usize,
    #[arg(long, value_enum, default_value = "text")]
    pub format: Format,
}

/// Runs `diff`; returns its exit code (see `DiffReport::exit_code`).
/// `interrupt`: raised by SIGINT/SIGTERM; the boards not explored yet then count incomplete.
pub fn run(
    args: DiffArgs,
    interrupt: Option<triggerproof_checker::explore::StopFlag>,
) -> Result<i32, UsageError> {
    let [a, b] = args.editions[..] else {
        return Err(UsageError(format!(
            "diff needs exactly two editions (`--edition A --edition B`), got {}",
            args.editions.len()
        )));
    };
    let explore = |edition| Explore {
        edition,
        preset: args.preset.clone(),
        bounds: args.bounds.clone(),
        families: args.families.clone(),
        threads: 1,
        max_states: args.max_states as u64,
        timeout: None,
        quiet: true,
        symmetry: false,
        no_symmetry: true,
        chains: false,
        max_memory: None,
        max_boards: triggerproof_checker::bounds::MAX_BOARDS as u64,
    };
    let mut ra = request(&explore(a), None, Vec::new())?;
    ra.interrupt = interrupt;
    let rb = request(&explore(b), None, Vec::new())?;
    let r = triggerproof_checker::diff::diff(&ra, &rb, args.max_states).map_err(UsageError)?;
    triggerproof_checker::diff::print(&r, [&ra.rules, &rb.rules], args.format);
    Ok(r.exit_code())
}
