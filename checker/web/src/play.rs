//! Playing a board by hand: the page sends the choices made so far as indices into each
//! state's legal choices (`?path=0.3.1`); the server replays them from the start through the
//! engine's own `legal_choices` and `apply` and answers with the steps so far and the choices
//! now legal. Nothing is kept between requests. For a scenario, each expectation's witness or
//! counterexample (found by `check`) is offered as a path to show.

use crate::server::Source;
use crate::view::{cited_texts, step_view, TraceView};
use serde_json::{json, Value};
use std::collections::HashMap;
use std::sync::Arc;
use triggerproof_checker::adapter::Snapshot;
use triggerproof_checker::words;
use triggerproof_model::board::Board;
use triggerproof_model::cards::CardPool;
use triggerproof_model::{apply, legal_choices, start, Edition, Mutant, Ruleset};

/// Most choices a path may hold.
pub const MAX_PATH: usize = 400;

/// An expectation offered as "show shortest path to".
#[derive(Clone, Debug)]
pub struct Goal {
    pub label: String,
    pub verdict: String,
    pub path: Option<Vec<usize>>,
}

/// A board to play, with the goals a check found for it.
pub struct PlaySource {
    pub title: String,
    pub rules: Ruleset,
    pub board: Board,
    pub goals: Vec<Goal>,
}

impl PlaySource {
    /// A board under `edition` (and `mutant`), with `pool`.
    pub fn new(
        title: String,
        edition: Edition,
        mutant: Option<Mutant>,
        pool: Arc<CardPool>,
        board: Board,
    ) -> Result<PlaySource, String> {
        let rules = Ruleset::new(edition, pool, mutant);
        board
            .to_state(&rules.pool)
            .map_err(|e| format!("unknown card `{}`", e.0))?;
        Ok(PlaySource {
            title,
            rules,
            board,
            goals: Vec::new(),
        })
    }

    /// The game along `path`: its steps, and the choices legal at its end.
    pub fn game(&self, path: &[usize]) -> Result<Value, String> {
        let r = &self.rules;
        let s0 = self
            .board
            .to_state(&r.pool)
            .map_err(|e| format!("unknown card `{}`", e.0))?;
        let (game, journal) = start(r, &s0);
        let mut snap = Snapshot { game, journal };
        let mut steps = vec![step_view(r, 0, "start of play".into(), None, &snap)];
        for (i, &k) in path.iter().enumerate() {
            let legal = legal_choices(r, &snap.game);
            let c = legal
                .get(k)
                .ok_or_else(|| format!("step {}: there is no legal choice #{k}", i + 1))?;
            let (game, journal) = apply(r, &snap.game, c).map_err(|e| e.to_string())?;
            let choice = words::choice(c, &snap.game, &r.pool);
            let next = Snapshot { game, journal };
            steps.push(step_view(r, i + 1, choice, Some(&snap.game), &next));
            snap = next;
        }
        let choices: Vec<Value> = legal_choices(r, &snap.game)
            .iter()
            .enumerate()
            .map(|(i, c)| json!({"index": i, "text": words::choice(c, &snap.game, &r.pool)}))
            .collect();
        let goals: Vec<Value> = self
            .goals
            .iter()
            .map(|g| json!({"label": g.label, "verdict": g.verdict, "path": g.path}))
            .collect();
        let trace = TraceView {
            title: self.title.clone(),
            edition: r.edition.id().to_string(),
            mutant: r.mutant.map(|m| m.name().to_string()),
            property: None,
            rules: cited_texts(r.edition, &steps, &[]),
            steps,
        };
        Ok(
            json!({"mode": "play", "trace": trace, "choices": choices, "path": path, "expectations": goals}),
        )
    }
}

/// `"0.3.1"` as indices.
pub fn parse_path(s: &str) -> Result<Vec<usize>, String> {
    if s.is_empty() {
        return Ok(Vec::new());
    }
    let path: Vec<usize> = s
        .split('.')
        .map(|k| {
            k.parse()
                .map_err(|_| format!("bad choice index `{k}` in the path"))
        })
        .collect::<Result<_, _>>()?;
    if path.len() > MAX_PATH {
        return Err(format!("a path holds at most {MAX_PATH} choices"));
    }
    Ok(path)
}

impl Source for PlaySource {
    fn view(&self, q: &HashMap<String, String>) -> Result<Value, String> {
        let path = parse_path(q.get("path").map_or("", String::as_str))?;
        self.game(&path)
    }
}
