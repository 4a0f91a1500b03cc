//! The scenario model: the game model (`adapter::GameModel`) with the scenario's ghost counters
//! beside each state, its allowed actions, and one stateright property per check: each
//! expectation, the antecedent of each `always = "A implies B"` (so that a claim about states
//! that never occur is reported as vacuous), and each registry property.

use super::ghost::Ghosts;
use super::ghost::{mark_ever, update};
use super::query::{Expr, Facts};
use super::settings::Allowed;
use stateright::{Model, Property};
use std::sync::atomic::{AtomicU64, Ordering};
use triggerproof_checker::adapter::{GameModel, Snapshot};
use triggerproof_model::state::Decision;
use triggerproof_model::Choice;
use triggerproof_properties::Expectation;

/// A state of the scenario model: the game, its last journal, and the ghost slots.
///
/// The horizon: a choice that would begin turn `limits.turns + 1` leads instead to a copy of
/// the state it was made in, marked `horizon` (the end of the last explored turn): it is not
/// expanded, and queries see the game as the last turn ends, not the next turn's beginning.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ScenarioState {
    pub snap: Snapshot,
    pub counts: Vec<u8>,
    pub horizon: bool,
}

/// One stateright property.
#[derive(Clone, Debug)]
pub enum Check {
    /// The query holds in every state.
    Always(Expr),
    /// The query holds in some state.
    Sometimes(Expr),
    /// Registry property `.0` of the game model.
    Registry(usize),
}

/// The scenario as a stateright model.
///
/// A state past `limits.max_stack` or `limits.max_objects`, or halted by an engine limit on
/// instances, rounds or ids (`Decision::Halted`: cut between two rounds of the CR 117.5
/// procedure, with no outcome), is kept and its queries checked (a violation there is still a
/// violation: the engine did produce it) but not expanded; a step cut by a number past its
/// type (`Limit::is_numeric`) is neither expanded nor judged, nor is a state where a count read
/// inside a sum passed `MAX_COUNT` (`Ghosts::past_exact`). `oversized` counts them all, and a
/// run that met one is incomplete.
pub struct ScenarioModel {
    pub game: GameModel,
    pub ghosts: Ghosts,
    pub allowed: Vec<Allowed>,
    pub checks: Vec<Check>,
    pub oversized: AtomicU64,
}

/// Was the step that produced `s` cut by a number past its type (`Limit::is_numeric`)?
fn numeric_cut(s: &ScenarioState) -> bool {
    matches!(s.snap.game.decision, Decision::Halted(l) if l.is_numeric())
}

macro_rules! slots {
    ($($i:literal),*) => {
        /// One named function pointer per check (stateright properties are plain `fn`s).
        const SLOTS: &[(&str, fn(&ScenarioModel, &ScenarioState) -> bool)] =
            &[$((concat!("check-", $i), |m, s| m.check($i, s))),*];
    };
}
slots!(
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25,
    26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49,
    50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73,
    74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97,
    98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116,
    117, 118, 119, 120, 121, 122, 123, 124, 125, 126, 127, 128, 129, 130, 131, 132, 133, 134, 135,
    136, 137, 138, 139, 140, 141, 142, 143, 144, 145, 146, 147, 148, 149, 150, 151, 152, 153, 154,
    155, 156, 157, 158, 159
);

/// How many checks one scenario model can carry.
pub const MAX_CHECKS: usize = SLOTS.len();

impl ScenarioModel {
    /// Evaluates check `i` on a state.
    pub fn check(&self, i: usize, s: &ScenarioState) -> bool {
        match &self.checks[i] {
            // A step cut by a number past its type: its numbers are those of a step stopped
            // half-way, so an `always` is not violated there and a `sometimes` not witnessed;
            // the run is incomplete (exit 3) and names the limit.
            Check::Always(_) if numeric_cut(s) || self.ghosts.past_exact(&s.counts) => true,
            Check::Sometimes(_) if numeric_cut(s) || self.ghosts.past_exact(&s.counts) => false,
            Check::Always(e) | Check::Sometimes(e) => e.eval(&self.facts(s)),
            Check::Registry(p) => self.game.holds(*p, &s.snap),
        }
    }

    /// What queries see of a state.
    pub fn facts<'a>(&'a self, s: &'a ScenarioState) -> Facts<'a> {
        Facts {
            game: &s.snap.game,
            pool: &self.game.rules.pool,
            counts: &s.counts,
            horizon: s.horizon,
        }
    }

    /// May the deciding player make this choice?
    fn allows(&self, s: &ScenarioState, c: &Choice) -> bool {
        let Decision::Priority(p) = s.snap.game.decision else {
            return true;
        };
        let a = self.allowed.get(p.index()).copied().unwrap_or(Allowed::ALL);
        match c {
            Choice::CastSpell { .. } => a.cast,
            Choice::PlayLand { .. } => a.play_land,
            Choice::ActivateAbility { .. } => a.activate,
            Choice::TurnFaceUp { .. } => a.turn_face_up,
            _ => true,
        }
    }
}

impl Model for ScenarioModel {
    type State = ScenarioState;
    type Action = Choice;

    fn init_states(&self) -> Vec<ScenarioState> {
        self.game
            .boards
            .iter()
            .enumerate()
            .map(|(i, board)| {
                let snap = self.game.started(i);
                let mut counts = vec![0; self.ghosts.specs.len()];
                let s0 = board
                    .to_state(&self.game.rules.pool)
                    .expect("boards are validated against the pool");
                let turns = self.game.limits.turns;
                update(
                    &self.ghosts,
                    &self.game.rules.pool,
                    turns,
                    &s0,
                    &snap.game,
                    &snap.journal,
                    &mut counts,
                );
                ScenarioState {
                    snap,
                    counts,
                    horizon: false,
                }
            })
            .collect()
    }

    fn actions(&self, s: &ScenarioState, actions: &mut Vec<Choice>) {
        if s.horizon {
            return;
        }
        if !self.game.within_boundary(&s.snap) {
            self.oversized.fetch_add(1, Ordering::Relaxed);
            return;
        }
        if self.ghosts.past_exact(&s.counts) {
            // A count read inside a sum passed what it can hold exactly: the sums reading it
            // are unknown here and beyond, so the path is cut and the run incomplete.
            self.oversized.fetch_add(1, Ordering::Relaxed);
            if let Ok(mut set) = self.game.cut_by.lock() {
                set.insert(format!(
                    "a count read inside a sum passed {} (the most a count holds exactly)",
                    super::ghost::MAX_COUNT
                ));
            }
            return;
        }
        let mut all = Vec::new();
        self.game.actions(&s.snap, &mut all);
        actions.extend(all.into_iter().filter(|c| self.allows(s, c)));
    }

    fn next_state(&self, s: &ScenarioState, c: Choice) -> Option<ScenarioState> {
        let snap = self.game.next_state(&s.snap, c)?;
        if self.game.beyond_horizon(&snap) && !snap.game.is_over() {
            let mut counts = s.counts.clone();
            mark_ever(
                &self.ghosts,
                &self.game.rules.pool,
                &s.snap.game,
                &mut counts,
                true,
            );
            return Some(ScenarioState {
                snap: s.snap.clone(),
                counts,
                horizon: true,
            });
        }
        let mut counts = s.counts.clone();
        let turns = self.game.limits.turns;
        update(
            &self.ghosts,
            &self.game.rules.pool,
            turns,
            &s.snap.game,
            &snap.game,
            &snap.journal,
            &mut counts,
        );
        Some(ScenarioState {
            snap,
            counts,
            horizon: false,
        })
    }

    fn properties(&self) -> Vec<Property<Self>> {
        assert!(
            self.checks.len() <= MAX_CHECKS,
            "at most {MAX_CHECKS} checks"
        );
        self.checks
            .iter()
            .enumerate()
            .map(|(i, c)| {
                let (name, f) = SLOTS[i];
                let always = match c {
                    Check::Always(_) => true,
                    Check::Sometimes(_) => false,
                    Check::Registry(p) => {
                        self.game.properties[*p].expectation == Expectation::Always
                    }
                };
                if always {
                    Property::always(name, f)
                } else {
                    Property::sometimes(name, f)
                }
            })
            .collect()
    }

    fn format_action(&self, c: &Choice) -> String {
        c.to_string()
    }
}
