//! The `triggerproof` binary: parses the command line and exits with the run's code.

use clap::Parser;

fn main() {
    let cli = triggerproof_checker::cli::Cli::parse();
    std::process::exit(triggerproof_checker::cli::main_with(cli));
}
