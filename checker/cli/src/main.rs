//! The `triggerproof` binary: parses the command line and exits with the run's code.

use clap::Parser;

/// mimalloc for the small blocks exploring allocates per state, the system allocator for large
/// vectors (`triggerproof_checker::alloc`).
#[global_allocator]
static ALLOCATOR: triggerproof_checker::alloc::Hybrid = triggerproof_checker::alloc::Hybrid;

fn main() {
    let cli = triggerproof_cli::cli::Cli::parse();
    std::process::exit(triggerproof_cli::cli::main_with(cli));
}
