//! The `triggerproof` binary: parses the command line and exits with the run's code.

use clap::Parser;

/// mimalloc for the small blocks exploring allocates per state, the system allocator for large
/// vectors (`triggerproof_checker::alloc`).
#[global_allocator]
static ALLOCATOR: triggerproof_checker::alloc::Hybrid = triggerproof_checker::alloc::Hybrid;

fn main() {
    quiet_on_closed_stdout();
    let cli = triggerproof_cli::cli::Cli::parse();
    std::process::exit(triggerproof_cli::cli::main_with(cli));
}

/// A closed stdout (`triggerproof cards | head -1`) ends the process quietly, as it ends `cat`
/// or `grep`: Rust ignores SIGPIPE by default, which turns every later `println!` into a panic.
/// Output files are written before the report is printed, so none is lost this way.
fn quiet_on_closed_stdout() {
    #[cfg(unix)]
    // SAFETY: called first thing in `main`, before any other thread exists; SIG_DFL is a valid
    // disposition for SIGPIPE.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}
