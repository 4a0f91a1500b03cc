//! The rule families. Each file owns one family of CR 603 (and the rules it leans on): the
//! choices it offers and the effects it applies. `engine.rs` routes into them; nothing outside
//! the crate calls them.
//!
//! [`Ctx`] is the working copy of one step: the state being changed and the journal written.

pub(crate) mod delayed;
pub(crate) mod effects;
pub(crate) mod events;
pub(crate) mod intervening_if;
pub(crate) mod look_back;
pub(crate) mod mana;
pub(crate) mod nth_time;
pub(crate) mod once_each_turn;
pub(crate) mod optional;
pub(crate) mod part_two;
pub(crate) mod priority;
pub(crate) mod put_on_stack;
pub(crate) mod reflexive;
pub(crate) mod replacement;
pub(crate) mod resolve;
pub(crate) mod sba;
pub(crate) mod scoring;
pub(crate) mod state_trigger;
pub(crate) mod targets;
pub(crate) mod trigger_event;
pub(crate) mod turn;
pub(crate) mod zone_change;

use crate::edition::RuleRef;
use crate::engine::Ruleset;
use crate::journal::{Happening, Journal};
use crate::mutant::Mutant;
use crate::state::{Decision, GameObject, GameState, ObjectId, PlayerId};
use crate::vocab::{CardDef, CardId};
use imbl::OrdSet;

/// The most rounds of the CR 117.5 procedure one step may take before it counts as a loop.
const MAX_ROUNDS: usize = 200;

/// The most trigger instances and stack objects at once before the procedure counts as a loop
/// (instance ids are a byte).
const MAX_INSTANCES: usize = 192;

/// The working copy of one step.
pub(crate) struct Ctx<'r> {
    pub rules: &'r Ruleset,
    pub s: GameState,
    pub j: Journal,
    /// Object ids named in this step's journal: never reused within the step.
    pub named: OrdSet<ObjectId>,
}

impl<'r> Ctx<'r> {
    pub fn new(rules: &'r Ruleset, s: &GameState) -> Ctx<'r> {
        Ctx {
            rules,
            s: s.clone(),
            j: Journal::default(),
            named: OrdSet::new(),
        }
    }

    pub fn card(&self, id: CardId) -> &'r CardDef {
        self.rules.pool.get(id)
    }

    pub fn obj(&self, id: ObjectId) -> Option<&GameObject> {
        self.s.objects.get(&id)
    }

    /// The edition's decisions at the engine's decision points (`semantics.rs`).
    pub fn sem(&self) -> crate::semantics::Semantics {
        self.rules.edition.semantics()
    }

    pub fn mutant(&self, m: Mutant) -> bool {
        self.rules.mutant == Some(m)
    }

    pub fn log(&mut self, rule: RuleRef, what: Happening) -> u16 {
        self.j.push(rule, what)
    }

    /// Runs the procedure of CR 117.5 / 704.3 until a player must decide: state-based actions,
    /// then waiting triggers onto the stack, repeated; then priority.
    pub fn settle(&mut self) {
        for _ in 0..MAX_ROUNDS {
            if self.s.is_over() || !matches!(self.s.decision, Decision::Priority(_)) {
                return;
            }
            if self.s.stack.len() + self.s.waiting.len() > MAX_INSTANCES {
                break;
            }
            // CR 704.3: state-based actions first, as one event, repeated until none.
            if sba::check(self) {
                self.note_cleanup_action();
                continue;
            }
            state_trigger::check(self);
            // CR 603.3: waiting triggers go on the stack before anyone receives priority.
            if !self.s.waiting.is_empty() && !self.mutant(Mutant::PriorityWithWaitingTriggers) {
                self.note_cleanup_action();
                if put_on_stack::next_placement(self) {
                    return;
                }
                continue;
            }
            if self.s.step == crate::state::Step::Cleanup && !self.s.priority_seen {
                // CR 514.3a: nothing happened in cleanup, so no one receives priority.
                turn::advance(self);
                continue;
            }
            priority::give(self);
            return;
        }
        // Only an engine that re-triggers without end gets here: a loop of mandatory actions
        // inside one procedure (CR 104.4b): the game is a draw.
        sba::end_game(self, crate::state::Outcome::Draw, RuleRef::MandatoryLoop);
    }

    /// CR 514.3a: remember that something happened during the cleanup step.
    fn note_cleanup_action(&mut self) {
        if self.s.step == crate::state::Step::Cleanup {
            self.s.priority_seen = true;
        }
    }

    /// The player after `p` in turn order.
    pub fn next_player(&self, p: PlayerId) -> PlayerId {
        PlayerId(((p.index() + 1) % self.s.players.len()) as u8)
    }
}
