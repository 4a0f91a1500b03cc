//! The `triggerproof` binary: parses the command line and exits with the run's code.

use clap::Parser;

/// Exploration allocates and frees persistent-collection nodes for every state: mimalloc's
/// thread-local free lists do that far cheaper than glibc's malloc (see checker/Cargo.toml).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    let cli = triggerproof_checker::cli::Cli::parse();
    std::process::exit(triggerproof_checker::cli::main_with(cli));
}
