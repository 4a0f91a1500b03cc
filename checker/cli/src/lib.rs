//! `triggerproof-cli`: the `triggerproof` command line, and nothing else: clap definitions of the
//! commands and their dispatch to the libraries below (`triggerproof-checker` for presets,
//! bounds files, shards, diff, mutants, listings and replay; `triggerproof-scenario` for
//! scenario files). Option types shared with those libraries (`Format`, `Explore`,
//! `UsageError`) live in `triggerproof_checker::options`; no library depends on this crate.
//!
//! - [`cli`]: the commands, their flags, `main_with` (exit code) and `check_request`.
//! - [`cli_diff`]: `triggerproof diff`'s arguments.
//! - [`cli_explore`]: `triggerproof explore`'s arguments (the server is `triggerproof-web`).
//! - [`cli_slurm`]: `triggerproof slurm`: a sharded run as a Slurm job array.

pub mod cli;
pub mod cli_diff;
pub mod cli_explore;
pub mod cli_slurm;

pub use cli::{check_request, main_with, Cli};
