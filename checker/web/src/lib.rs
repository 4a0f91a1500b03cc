//! `triggerproof-web`: traces in a browser. `triggerproof explore` serves one page on
//! 127.0.0.1 that shows a trace step by step (or lets a designer play a board by hand), and
//! `check --format html` writes the same step view into one self-contained report file.
//!
//! - [`view`]: what the page shows, as data (a trace replayed through the engine).
//! - [`server`]: the HTTP server (axum): the page, its assets and `/api/view`.
//! - [`assets`]: the page, script and style, embedded in the binary.
//! - [`rules_text`]: the text of each cited rule per edition, generated from the rules files.
//! - [`report`]: the self-contained HTML report.
//! - [`play`]: playing a board (of a preset's family or a scenario) by hand.
//!
//! Depends on the game-checking library and the model; nothing depends on it but the CLI.
//! It never writes to disk.

pub mod assets;
pub mod play;
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
        triggerproof_checker::outln!(
            "triggerproof explore: open http://{bound}/  (Ctrl-C to stop)"
        );
        use std::io::Write;
        let _ = std::io::stdout().flush();
    };
    server::serve(src, addr, ready, std::future::pending())
}

/// A board of a preset's family to play by hand.
pub fn board_source(
    preset: &str,
    family: &str,
    index: usize,
    edition: triggerproof_model::Edition,
    mutant: Option<triggerproof_model::Mutant>,
) -> Result<play::PlaySource, String> {
    use triggerproof_checker::boards;
    let p = boards::presets::preset(preset).ok_or_else(|| format!("unknown preset `{preset}`"))?;
    let names: Vec<&str> = p.families.iter().map(|f| f.name.as_str()).collect();
    let bounds = p
        .families
        .iter()
        .find(|f| f.name == family)
        .ok_or_else(|| {
            format!(
                "unknown family `{family}`; expected one of: {}",
                names.join(", ")
            )
        })?;
    let pool = Arc::new(triggerproof_model::cards::builtin());
    let rules = triggerproof_model::Ruleset::new(edition, pool.clone(), mutant);
    let all = boards::playable(&rules, boards::enumerate(bounds));
    let n = all.len();
    let board = all.into_iter().nth(index).ok_or_else(|| {
        format!(
            "family `{family}` has {n} playable boards under {edition}; --board is 0 to {}",
            n.saturating_sub(1)
        )
    })?;
    let title = format!("{preset} / {family} / board {index}");
    play::PlaySource::new(title, edition, mutant, pool, board)
}

/// A scenario's board to play by hand, with each expectation's witness or counterexample (from
/// a check of the scenario) as a path to show.
pub fn scenario_source(
    path: &Path,
    index: usize,
    mutant: Option<triggerproof_model::Mutant>,
) -> Result<play::PlaySource, String> {
    let sc = triggerproof_scenario::load(path).map_err(|e| e.to_string())?;
    let n = sc.boards.len();
    let board = sc.boards.get(index).cloned().ok_or_else(|| {
        format!(
            "{}: {n} boards; --board is 0 to {}",
            path.display(),
            n.saturating_sub(1)
        )
    })?;
    let opts = triggerproof_scenario::Options {
        threads: 1,
        max_states: sc.max_states,
        deadline: triggerproof_checker::deadline::Deadline::after(Some(
            std::time::Duration::from_secs(60),
        )),
        mutant,
        max_memory: None,
        interrupt: None,
    };
    let o = triggerproof_scenario::check::run_once(&sc, mutant, &opts, &|_| {});
    let goals = o
        .expectations
        .iter()
        .map(|e| play::Goal {
            label: format!("line {}: {} {}", e.line, e.kind, e.query),
            verdict: format!("{:?}", e.verdict).to_lowercase(),
            path: e
                .trace
                .as_ref()
                .filter(|t| t.board == board)
                .map(|t| t.steps.iter().map(|s| s.action_index).collect()),
        })
        .collect();
    let title = sc
        .title
        .clone()
        .unwrap_or_else(|| path.display().to_string());
    let mut src = play::PlaySource::new(title, sc.edition, mutant, sc.pool.clone(), board)?;
    src.goals = goals;
    Ok(src)
}
