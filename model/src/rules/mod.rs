//! The rule families. Each file owns one family of CR 603 (and the rules it leans on): the
//! choices it offers and the effects it applies. `engine.rs` routes into them; nothing outside
//! the crate calls them.
//!
//! [`Ctx`] is the working copy of one step: the state being changed and the journal written.
//!
//! # Layers
//!
//! The families import one way (tidy `modules_inside_each_crate_import_one_way` fails on a
//! circle). From the bottom up:
//!
//! 1. **Readings and data**: what an object is now (`characteristics`, the one reader of
//!    printed text, and an ability read by its origin), selectors and quantities (`select`),
//!    `history`, `timestamps`, `object_identity`, `counters`, what a trigger knows
//!    (`trigger_knowledge`, `intervening_if`), what an effect names (`effect_env`), who decides
//!    (`optional`, `event_owner`, `once_each_turn`), and the events a family proposes
//!    (`proposed`).
//! 2. **The seams** (`hooks`): the entry points of the layer-5 routers, as a table of function
//!    pointers ([`HOOKS`], filled here).
//! 3. **Families that act**: they propose events and carry out their part through the seams
//!    (`zones`, `zone_change`, `combat`, `combat_damage`, `rb_combat`, `control`, `targets`,
//!    `copy_targets`, `counter_spell`, `tokens`, `mass`, `discard`, `sba`, `multiplayer`,
//!    `look_back`, ...).
//! 4. **Triggering**: a new instance (`trigger_event`) and the families that create one
//!    (`state_trigger`, `reflexive`, `part_two`, `nth_time`, `deathknell`, ...), placing on the
//!    stack (`put_on_stack`), replacement (`replacement`); above them the matcher of CR 603.2
//!    (`trigger_families`), granted and delayed triggers (`granted`, `delayed`, `delayed_kinds`,
//!    `delayed_effects`), detection over a batch of events (`trigger_detect`) and `turn`.
//! 5. **The routers of the recursion**: performing events (`events`), carrying out an effect
//!    (`effects`), resolving (`resolve`), priority (`priority`); this module's procedure
//!    (CR 117.5) and `engine.rs` on top.
//!
//! A family never imports one above it. Where the rules recurse (performing an event detects
//! triggers whose rules perform events; an ability triggering is a trigger event; an effect is
//! made of effects), a lower family calls the upper entry point through `hooks`: `perform`,
//! `perform_from`, `perform_plain` and `detect` (`events`, `trigger_detect`),
//! `ability_triggered` (`part_two`) and `execute` (`effects`). A new circle is resolved by moving
//! the reading or data to the module that owns its concept (usually lower), or, for a genuinely
//! new recursion, by a new seam documented in `hooks`.

pub(crate) mod abilities;
pub(crate) mod additional;
pub(crate) mod attach;
pub(crate) mod batched;
pub(crate) mod characteristics;
pub(crate) mod combat;
pub(crate) mod combat_blocks;
pub(crate) mod combat_damage;
pub(crate) mod combat_division;
pub(crate) mod combat_triggers;
pub(crate) mod control;
pub(crate) mod copy_targets;
pub(crate) mod cost_total;
pub(crate) mod costs;
pub(crate) mod counter_spell;
pub(crate) mod counters;
pub(crate) mod damage_split;
pub(crate) mod deathknell;
pub(crate) mod delayed;
pub(crate) mod delayed_effects;
pub(crate) mod delayed_kinds;
pub(crate) mod discard;
pub(crate) mod effect_env;
pub(crate) mod effects;
pub(crate) mod evasion;
pub(crate) mod event_owner;
pub(crate) mod events;
pub(crate) mod exile_until;
pub(crate) mod extra_phases;
pub(crate) mod face_up;
pub(crate) mod fight;
pub(crate) mod granted;
pub(crate) mod hand_library;
pub(crate) mod history;
pub(crate) mod hooks;
pub(crate) mod intervening_if;
pub(crate) mod library;
pub(crate) mod look_back;
pub(crate) mod mana;
pub(crate) mod mana_pay;
pub(crate) mod manifest;
pub(crate) mod mass;
pub(crate) mod multiplayer;
pub(crate) mod nth_time;
pub(crate) mod object_identity;
pub(crate) mod once_each_turn;
pub(crate) mod optional;
pub(crate) mod part_two;
pub(crate) mod paying;
pub(crate) mod priority;
pub(crate) mod proposed;
pub(crate) mod protection;
pub(crate) mod put_on_stack;
pub(crate) mod rb_combat;
pub(crate) mod rb_combat_damage;
pub(crate) mod reflexive;
pub(crate) mod regenerate;
pub(crate) mod replacement;
pub(crate) mod resolve;
pub(crate) mod resolve_ask;
pub(crate) mod resolved_times;
pub(crate) mod role;
pub(crate) mod sacrifice_each;
pub(crate) mod sba;
pub(crate) mod scoring;
pub(crate) mod select;
pub(crate) mod stack_abilities;
pub(crate) mod state_trigger;
pub(crate) mod target_words;
pub(crate) mod targets;
pub(crate) mod timestamps;
pub(crate) mod tokens;
pub(crate) mod trigger_cause;
pub(crate) mod trigger_detect;
pub(crate) mod trigger_event;
pub(crate) mod trigger_families;
pub(crate) mod trigger_knowledge;
pub(crate) mod triggers_once;
pub(crate) mod turn;
pub(crate) mod zone_change;
pub(crate) mod zones;

use crate::edition::RuleRef;
use crate::journal::{Happening, Journal};
use crate::mutant::Mutant;
use crate::ruleset::Ruleset;
use crate::state::{Decision, GameObject, GameState, Limit, ObjectId, Outcome, PlayerId};
use crate::vocab::{CardDef, CardId};
use imbl::OrdSet;

/// The most rounds of the CR 117.5 procedure one step may take; past it the step is cut
/// ([`Decision::Halted`]), never ended as a draw.
pub const MAX_ROUNDS: usize = 200;

/// The round of the CR 117.5 procedure from which a step watches for a state repeating (a
/// mandatory loop, CR 104.4b): later than any finite procedure of the card pool needs, so the
/// comparisons cost nothing on ordinary steps.
const LOOP_CHECK_FROM: usize = 16;

/// The most trigger instances (waiting or on the stack) and stack objects at once (instance ids
/// are a byte); past it the step is cut ([`Decision::Halted`]), never ended as a draw.
pub const MAX_INSTANCES: usize = 192;

/// The seams' table ([`hooks`]): the entry points above the rule families that lower families
/// reach through it. Filled here, by the router, the one module that sees every family.
pub(crate) static HOOKS: hooks::Hooks = hooks::Hooks {
    perform: events::perform,
    perform_from: events::perform_from,
    perform_plain: events::perform_plain,
    detect: trigger_detect::detect,
    ability_triggered: part_two::ability_triggered,
    execute: effects::execute,
};

/// The working copy of one step.
pub(crate) struct Ctx<'r> {
    pub rules: &'r Ruleset,
    /// The seams' table ([`HOOKS`]).
    pub hooks: &'static hooks::Hooks,
    pub s: GameState,
    pub j: Journal,
    /// Object ids named in this step's journal: never reused within the step.
    pub named: OrdSet<ObjectId>,
    /// The state the step started from: every id it refers to may be named in this step's
    /// journal (a resolving ability's departed source, say), so none is reused within the step.
    /// Borrowed, not cloned: only read, at the step's first new object.
    pub start: &'r GameState,
    /// Have the start's ids been added to `named` (at the step's first new object)?
    pub start_named: bool,
    /// An engine limit was passed in this step (a count past its type, more than
    /// [`MAX_INSTANCES`] instances, more than [`MAX_ROUNDS`] rounds): the step ends
    /// [`Decision::Halted`] and the state is no game state. The first limit passed is named; a
    /// cell, so that readers holding `&Ctx` (a quantity past its type) can cut the step too.
    pub halted: std::cell::Cell<Option<Limit>>,
    /// The source of the effect being carried out, with its card and the effect's controller:
    /// the last known information of a source that left (CR 113.7a), e.g. for lifelink.
    pub acting: Option<(ObjectId, CardId, PlayerId)>,
    /// The targets the controller of a resolving copy effect chose for the copy (CR 707.10c
    /// (mtg-2024-11-08)), until the copy is made.
    pub copy_targets: Option<crate::state::Targets>,
}

impl<'r> Ctx<'r> {
    pub fn new(rules: &'r Ruleset, s: &'r GameState) -> Ctx<'r> {
        Ctx {
            rules,
            hooks: &HOOKS,
            s: s.clone(),
            j: Journal::default(),
            named: OrdSet::new(),
            start: s,
            start_named: false,
            halted: std::cell::Cell::new(None),
            acting: None,
            copy_targets: None,
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

    /// Do this game's turns have an MTG combat phase (CR 506)?
    pub fn combat_phase(&self) -> bool {
        self.s.combat.phase && self.rules.edition.has_combat()
    }

    /// Has this game Riftbound's battlefield (RB 190 (riftbound-1.4), combat 459-466 there)?
    pub fn has_field(&self) -> bool {
        self.s.combat.phase && self.rules.edition.has_battlefield()
    }

    pub fn mutant(&self, m: Mutant) -> bool {
        self.rules.mutant == Some(m)
    }

    /// Journals `what`; its index. A step longer than 16-bit indexes name is cut
    /// (`Limit::Count`): the index returned then is never read from a game state.
    pub fn log(&mut self, rule: RuleRef, what: Happening) -> u16 {
        self.j.push(rule, what).unwrap_or_else(|| {
            self.halt(Limit::Count);
            u16::MAX
        })
    }

    /// Runs the procedure of CR 117.5 / 704.3 until a player must decide: state-based actions,
    /// then waiting triggers onto the stack, repeated; then priority. A step that passed an
    /// engine limit ends [`Decision::Halted`]: out of every bound, never a rules outcome.
    pub fn settle(&mut self) {
        let done = self.procedure();
        // CR 613.7: only the order of timestamps is a fact of the game.
        timestamps::compact(self);
        if !done {
            self.halt(Limit::Rounds);
        }
        if self.past_limits() {
            self.halt(Limit::Instances);
        }
        if let Some(limit) = self.halted.get() {
            self.s.decision = Decision::Halted(limit);
        }
    }

    /// The procedure's rounds; false if it did not finish within [`MAX_ROUNDS`].
    fn procedure(&mut self) -> bool {
        let mut seen: Vec<GameState> = Vec::new();
        for round in 0..MAX_ROUNDS {
            if self.past_limits() {
                return true;
            }
            if self.s.is_over() || !matches!(self.s.decision, Decision::Priority(_)) {
                return true;
            }
            timestamps::compact(self);
            if round >= LOOP_CHECK_FROM && self.mandatory_loop(&mut seen) {
                return true;
            }
            // CR 704.3: state-based actions first, as one event, repeated until none; a
            // legend-rule choice (CR 704.5j) is asked before that event.
            match sba::check(self) {
                sba::Round::Performed => {
                    self.note_cleanup_action();
                    continue;
                }
                sba::Round::Choose => return true,
                sba::Round::Nothing => {}
            }
            state_trigger::check(self);
            // CR 603.3: waiting triggers go on the stack before anyone receives priority.
            if !self.s.waiting.is_empty() && !self.mutant(Mutant::PriorityWithWaitingTriggers) {
                self.note_cleanup_action();
                if put_on_stack::next_placement(self) {
                    return true;
                }
                continue;
            }
            if self.s.step == crate::state::Step::Cleanup && !self.s.priority_seen {
                // CR 514.3a: nothing happened in cleanup, so no one receives priority.
                turn::advance(self);
                continue;
            }
            // RB 323 (riftbound-1.4), RB 453 (riftbound-1.4): the battlefield's cleanup tasks before anyone receives priority.
            if self.has_field() && rb_combat::cleanup(self) {
                continue;
            }
            priority::give(self);
            return true;
        }
        // A procedure that has not finished after MAX_ROUNDS rounds may be a mandatory loop
        // (CR 104.4b) or only a long one: the engine cannot tell, so the step is cut.
        false
    }

    /// CR 104.4b: the procedure is back in a state it was in at the start of an earlier round
    /// of this step. No player decides anything inside it and the engine is a function of the
    /// state, so it would repeat forever: a loop of mandatory actions, and the game is a draw.
    fn mandatory_loop(&mut self, seen: &mut Vec<GameState>) -> bool {
        if seen.contains(&self.s) {
            sba::end_game(self, Outcome::Draw, RuleRef::MandatoryLoop);
            return true;
        }
        seen.push(self.s.clone());
        false
    }

    /// Has this step passed an engine limit?
    fn past_limits(&self) -> bool {
        self.halted.get().is_some() || self.s.stack.len() + self.s.waiting.len() > MAX_INSTANCES
    }

    /// Cuts the step ([`Decision::Halted`]): `limit` was passed. The first limit named stays.
    pub fn halt(&self, limit: Limit) {
        if self.halted.get().is_none() {
            self.halted.set(Some(limit));
        }
    }

    /// `player`'s life changes by `delta`; past the range of the type, the step is cut (life
    /// never wraps: a wrapped total would make a player lose or win by no rule).
    pub fn change_life(&mut self, player: PlayerId, delta: i32) {
        let life = &mut self.s.players[player.index()].life;
        match i16::try_from(i32::from(*life) + delta) {
            Ok(v) => *life = v,
            Err(_) => self.halt(Limit::Life),
        }
        if delta != 0 {
            history::life_changed(self, player, delta);
        }
    }

    /// `player`'s life is reduced by `amount` (damage, loss, mana burn), as [`Ctx::change_life`].
    pub fn lose_life(&mut self, player: PlayerId, amount: u16) {
        self.change_life(player, -i32::from(amount));
    }

    /// `amount` mana is added to `player`'s pool, by type (CR 106.4 (mtg-2024-11-08)); past
    /// 255 of one type, the step is cut.
    pub fn add_mana(&mut self, player: PlayerId, amount: crate::vocab::ManaPool) {
        let mana = &mut self.s.players[player.index()].mana;
        match mana.checked_add(&amount) {
            Some(v) => *mana = v,
            None => self.halt(Limit::ManaOrPoints),
        }
    }

    /// CR 514.3a: remember that something happened during the cleanup step.
    fn note_cleanup_action(&mut self) {
        if self.s.step == crate::state::Step::Cleanup {
            self.s.priority_seen = true;
        }
    }

    /// The player after `p` in turn order still in the game (CR 800.4k (mtg-2024-11-08):
    /// a player who left takes no turns).
    pub fn next_player(&self, p: PlayerId) -> PlayerId {
        let n = self.s.players.len();
        (1..=n)
            .map(|k| PlayerId(((p.index() + k) % n) as u8))
            .find(|q| !self.s.player(*q).lost)
            .unwrap_or(p)
    }
}
