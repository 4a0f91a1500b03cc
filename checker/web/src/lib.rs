//! `triggerproof-web`: traces in a browser. `triggerproof explore` serves one page on
//! 127.0.0.1 that shows a trace step by step (or lets a designer play a board by hand), and
//! `check --format html` writes the same step view into one self-contained report file.
//!
//! - [`view`]: what the page shows, as data (a trace replayed through the engine).
//! - [`server`]: the HTTP server (axum): the page, its assets and `/api/view`.
//! - [`assets`]: the page, script and style, embedded in the binary.
//! - [`rules_text`]: the text of each cited rule per edition, generated from the rules files.
//! - [`report`]: the self-contained HTML report.
//!
//! Depends on the game-checking library and the model; nothing depends on it but the CLI.
//! It never writes to disk.

pub mod assets;
pub mod report;
pub mod rules_text;
pub mod server;
pub mod view;

use std::collections::HashMap;
use std::net::SocketAddr;
use std::path::Path;
use std::sync::Arc;
use triggerproof_checker::trace::TraceFile;

/// A trace file, replayed once at start-up.
pub struct TraceSource {
    pub view: view::TraceView,
}

impl server::Source for TraceSource {
    fn view(&self, _: &HashMap<String, String>) -> Result<serde_json::Value, String> {
        Ok(serde_json::json!({"mode": "trace", "trace": self.view}))
    }
}

/// Reads and replays a trace file; errors name the file (and line and column for bad JSON).
pub fn trace_source(path: &Path) -> Result<TraceSource, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("{}: cannot read: {e}", path.display()))?;
    let t: TraceFile = serde_json::from_str(&text)
        .map_err(|e| format!("{}:{}:{}: {e}", path.display(), e.line(), e.column()))?;
    let title = path
        .file_name()
        .map_or("trace".to_string(), |n| n.to_string_lossy().into_owned());
    let view = view::trace_view(&t, &title).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(TraceSource { view })
}

/// Serves `src` on `addr` until Ctrl-C, printing the URL on stdout first (and a warning on
/// stderr when the address is not a loopback one).
pub fn run(src: Arc<dyn server::Source>, addr: SocketAddr) -> Result<(), String> {
    if !addr.ip().is_loopback() {
        eprintln!(
            "warning: listening on {addr}: anyone who can reach this address can browse the explorer"
        );
    }
    let ready = |bound: SocketAddr| {
        println!("triggerproof explore: open http://{bound}/  (Ctrl-C to stop)");
        use std::io::Write;
        let _ = std::io::stdout().flush();
    };
    server::serve(src, addr, ready, std::future::pending())
}
