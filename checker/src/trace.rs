//! Trace files: a counterexample or witness as a small JSON file holding the edition, mutant,
//! board and the choice sequence (readable choices plus stateright-style action indices), with
//! each step's journal and a compact view for people. `replay` re-runs one through the engine
//! alone and checks every step.

use crate::adapter::Snapshot;
use serde::{Deserialize, Serialize};
use triggerproof_model::board::Board;
use triggerproof_model::cards::{builtin, CardPool};
use triggerproof_model::journal::{Journal, JournalEntry};
use triggerproof_model::state::{GameState, StackObject, Zone};
use triggerproof_model::vocab::CardDef;
use triggerproof_model::{apply, legal_choices, start, Choice, Edition, Mutant, Ruleset};

/// The trace file format version (2: journal lines in words, with the structured entry).
pub const TRACE_VERSION: u32 = 2;

/// One journal line: the rule in this edition's numbering and what happened in words, for
/// people, and the structured entry, for programs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct JournalLine {
    pub rule: String,
    pub what: String,
    pub entry: JournalEntry,
}

/// One step of a trace.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TraceStep {
    /// The choice, in words.
    pub choice: String,
    /// The choice, as data (what `replay` applies).
    pub action: Choice,
    /// Its index among the legal choices of the state before it.
    pub action_index: usize,
    pub journal: Vec<JournalLine>,
    /// A compact view of the state after the step.
    pub view: String,
}

/// A replayable trace.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TraceFile {
    pub version: u32,
    pub edition: Edition,
    #[serde(default)]
    pub mutant: Option<Mutant>,
    /// The property it violates or witnesses, if any.
    #[serde(default)]
    pub property: Option<String>,
    pub board: Board,
    /// Cards defined by the scenario the trace comes from, added to the built-in pool (in
    /// order) to replay it; empty for the built-in pool alone.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cards: Vec<CardDef>,
    /// The journal of starting the board.
    pub start: Vec<JournalLine>,
    pub steps: Vec<TraceStep>,
}

/// The journal lines of a step from `before` (None: the start of play) to `after`, with
/// citations in `edition`'s numbering and each entry in words.
pub fn journal_lines(
    j: &Journal,
    edition: Edition,
    before: Option<&GameState>,
    after: &GameState,
    pool: &CardPool,
) -> Vec<JournalLine> {
    let words = crate::words::step_journal(j, before, after, pool);
    j.entries
        .iter()
        .zip(words)
        .map(|(e, what)| JournalLine {
            rule: edition.cite(e.rule),
            what,
            entry: e.clone(),
        })
        .collect()
}

/// A player's graveyard, exile and named library cards (top first), each only if not empty.
fn other_zones(s: &GameState, pool: &CardPool, p: triggerproof_model::state::PlayerId) -> String {
    use triggerproof_model::state::Zone;
    let mut out = String::new();
    for (zone, word) in [
        (Zone::Graveyard, "graveyard"),
        (Zone::Exile, "exile"),
        (Zone::Library, "library cards"),
    ] {
        let mut cards: Vec<(i8, String)> = s
            .in_zone(zone)
            .filter(|(_, o)| o.owner == p)
            .map(|(id, o)| {
                let name = if o.face_down {
                    "a face-down card"
                } else {
                    &pool.get(o.card).name
                };
                (o.library_pos, format!("{name} {id}"))
            })
            .collect();
        cards.sort_by_key(|(pos, _)| *pos);
        if !cards.is_empty() {
            let names: Vec<String> = cards.into_iter().map(|(_, n)| n).collect();
            out += &format!(", {word} [{}]", names.join(", "));
        }
    }
    out
}

/// A one-paragraph view of a state: life, battlefield, hands, stack, waiting triggers.
pub fn compact_view(s: &GameState, pool: &CardPool) -> String {
    let mut out = format!(
        "turn {} {:?}, {} active, {}",
        s.turn,
        s.step,
        s.active,
        crate::words::decision(&s.decision)
    );
    for p in s.player_ids() {
        let pl = s.player(p);
        let field: Vec<String> = s
            .battlefield()
            .filter(|(_, o)| o.controller == p)
            .map(|(id, o)| {
                format!(
                    "{} {id}{}",
                    pool.get(o.card).name,
                    if o.tapped { " (tapped)" } else { "" }
                )
            })
            .collect();
        out += &format!(
            "; {p}: life {}, hand {}, library {}, battlefield [{}]",
            pl.life,
            s.hand_size(p),
            s.library_size(p),
            field.join(", ")
        );
        out += &other_zones(s, pool, p);
    }
    let stack: Vec<String> = s
        .stack
        .iter()
        .map(|so| match so {
            StackObject::Spell { object, .. } => format!(
                "spell {}",
                s.object(*object)
                    .map_or("?".into(), |o| pool.get(o.card).name.clone())
            ),
            StackObject::Triggered { instance, .. } => format!(
                "{} from {} ({})",
                instance.id,
                pool.get(instance.source_card).name,
                instance.controller
            ),
            StackObject::Activated { card, .. } => format!("ability of {}", pool.get(*card).name),
            StackObject::CombatDamage { assignments, .. } => {
                format!("combat damage ({} assignments)", assignments.len())
            }
        })
        .collect();
    let waiting: Vec<String> = s
        .waiting
        .iter()
        .map(|t| {
            format!(
                "{} from {} ({})",
                t.id,
                pool.get(t.source_card).name,
                t.controller
            )
        })
        .collect();
    let graveyard = s.in_zone(Zone::Graveyard).count();
    out + &format!(
        "; stack (bottom first) [{}]; waiting [{}]; graveyards {graveyard}",
        stack.join(", "),
        waiting.join(", ")
    )
}

/// Builds a trace file from explored snapshots and choices.
pub fn build(
    rules: &Ruleset,
    board: &Board,
    states: &[Snapshot],
    actions: &[Choice],
    indices: &[usize],
    property: Option<&str>,
) -> TraceFile {
    let steps = actions
        .iter()
        .enumerate()
        .map(|(i, a)| TraceStep {
            choice: crate::words::choice(a, &states[i].game, &rules.pool),
            action: a.clone(),
            action_index: indices[i],
            journal: journal_lines(
                &states[i + 1].journal,
                rules.edition,
                Some(&states[i].game),
                &states[i + 1].game,
                &rules.pool,
            ),
            view: compact_view(&states[i + 1].game, &rules.pool),
        })
        .collect();
    TraceFile {
        version: TRACE_VERSION,
        edition: rules.edition,
        mutant: rules.mutant,
        property: property.map(str::to_string),
        board: board.clone(),
        cards: Vec::new(),
        start: journal_lines(
            &states[0].journal,
            rules.edition,
            None,
            &states[0].game,
            &rules.pool,
        ),
        steps,
    }
}

impl TraceFile {
    /// The pool the trace was made with: the built-in pool plus the trace's own cards.
    pub fn pool(&self) -> Result<CardPool, String> {
        let mut pool = builtin();
        for c in &self.cards {
            pool.add(c.clone())
                .map_err(|d| format!("duplicate card name `{}` in the trace", d.0))?;
        }
        Ok(pool)
    }
}

/// Where and why a replay stopped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayError {
    /// 0 for the board itself, else the 1-based step.
    pub step: usize,
    pub message: String,
}

/// Re-runs `t` through the engine alone; returns the snapshots (start first).
pub fn replay(
    t: &TraceFile,
    pool: std::sync::Arc<CardPool>,
) -> Result<(Ruleset, Vec<Snapshot>), ReplayError> {
    if t.version != TRACE_VERSION {
        return Err(ReplayError {
            step: 0,
            message: format!(
                "trace version {} (this build reads {TRACE_VERSION})",
                t.version
            ),
        });
    }
    let rules = Ruleset::new(t.edition, pool, t.mutant);
    // The board and the card pool go through the checks a scenario file's go through.
    let at_board = |message: String| ReplayError {
        step: 0,
        message: format!("board: {message}"),
    };
    crate::validate::tokens(&rules.pool).map_err(at_board)?;
    crate::validate::board(&t.board, &rules.pool, t.edition, |n| {
        format!("unknown card `{n}`")
    })
    .map_err(|p| at_board(p.message))?;
    let s0 = t.board.to_state(&rules.pool).map_err(|e| ReplayError {
        step: 0,
        message: format!("unknown card `{}`", e.0),
    })?;
    let (game, journal) = start(&rules, &s0);
    let mut snaps = vec![Snapshot { game, journal }];
    for (i, step) in t.steps.iter().enumerate() {
        let cur = &snaps.last().unwrap().game;
        let legal = legal_choices(&rules, cur);
        // The words a trace records are the plain-words rendering of the action in the state it
        // was taken from; anything else was edited by hand.
        let words = crate::words::choice(&step.action, cur, &rules.pool);
        if step.choice != words {
            return Err(ReplayError {
                step: i + 1,
                message: format!(
                    "the choice's words `{}` are not the engine's words for its action (`{words}`)",
                    step.choice
                ),
            });
        }
        if legal.get(step.action_index) != Some(&step.action) {
            let message = format!(
                "choice `{}` is not legal choice #{} here (legal: {})",
                step.choice,
                step.action_index,
                legal
                    .iter()
                    .map(|c| c.to_string())
                    .collect::<Vec<_>>()
                    .join("; ")
            );
            return Err(ReplayError {
                step: i + 1,
                message,
            });
        }
        let (game, journal) = apply(&rules, cur, &step.action).map_err(|e| ReplayError {
            step: i + 1,
            message: e.to_string(),
        })?;
        // The structured entries and citations must match; the words may be worded anew.
        let same = journal.entries.len() == step.journal.len()
            && journal
                .entries
                .iter()
                .zip(&step.journal)
                .all(|(e, l)| *e == l.entry && rules.edition.cite(e.rule) == l.rule);
        if !same {
            return Err(ReplayError {
                step: i + 1,
                message: "the journal differs from the one recorded in the trace".into(),
            });
        }
        snaps.push(Snapshot { game, journal });
    }
    Ok((rules, snaps))
}
