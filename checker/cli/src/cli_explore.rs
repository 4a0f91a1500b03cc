//! `triggerproof explore`: its arguments, and what it opens (the server and the page are in
//! `triggerproof-web`).

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::PathBuf;
use std::sync::Arc;
use triggerproof_checker::options::{parse_edition, parse_mutant, UsageError};
use triggerproof_model::{Edition, Mutant};

/// `triggerproof explore TRACE.json | SCENARIO.toml | --preset P --family F [--board N]`.
#[derive(clap::Args, Debug)]
pub struct ExploreArgs {
    /// A trace file (`check --trace-out`, JSON) or a scenario file (`.toml`).
    #[arg(value_name = "FILE", required_unless_present = "family")]
    pub file: Option<PathBuf>,
    /// Play a board of a preset's family by hand (with --family).
    #[arg(long, default_value = "smoke")]
    pub preset: String,
    /// The family whose board to play.
    #[arg(long, conflicts_with = "file")]
    pub family: Option<String>,
    /// Which of the family's (or the scenario's) boards, in enumeration order.
    #[arg(long, default_value_t = 0, allow_negative_numbers = true, value_parser = triggerproof_checker::options::whole::<usize>)]
    pub board: usize,
    /// Rule edition for a board.
    #[arg(long, default_value = "mtg-2024-11-08", value_parser = parse_edition)]
    pub edition: Edition,
    /// A deliberately wrong rule decision for a board.
    #[arg(long, value_parser = parse_mutant)]
    pub mutant: Option<Mutant>,
    /// Port to listen on (0: any free one).
    #[arg(long, default_value_t = 0, allow_negative_numbers = true, value_parser = triggerproof_checker::options::whole::<u16>)]
    pub port: u16,
    /// Address to listen on; anything but a loopback address gets a warning.
    #[arg(long, default_value_t = IpAddr::V4(Ipv4Addr::LOCALHOST))]
    pub bind: IpAddr,
}

/// Opens what `a` names and serves it until Ctrl-C.
pub fn run(a: ExploreArgs) -> Result<i32, UsageError> {
    let src: Arc<dyn triggerproof_web::server::Source> = match (&a.file, &a.family) {
        (Some(f), _) if f.extension().is_some_and(|e| e == "toml") => {
            Arc::new(triggerproof_web::scenario_source(f, a.board, a.mutant).map_err(UsageError)?)
        }
        (Some(f), _) => {
            let src = triggerproof_web::trace_source(f).map_err(UsageError)?;
            if let Some(p) = src.view.property.as_ref().filter(|p| !p.confirmed) {
                eprintln!(
                    "warning: {}: claim not confirmed: {}",
                    f.display(),
                    triggerproof_checker::diagnostic::escape(p.note.as_deref().unwrap_or(""))
                );
            }
            Arc::new(src)
        }
        (None, Some(family)) => Arc::new(
            triggerproof_web::board_source(&a.preset, family, a.board, a.edition, a.mutant)
                .map_err(UsageError)?,
        ),
        (None, None) => {
            return Err(UsageError(
                "expected a trace file, a scenario file, or --family".into(),
            ))
        }
    };
    triggerproof_web::run(src, SocketAddr::new(a.bind, a.port)).map_err(UsageError)?;
    Ok(0)
}
