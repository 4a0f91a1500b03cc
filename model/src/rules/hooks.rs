//! The seams of the rule families' recursion, inverted: the few entry points that lower families
//! call but that sit above them, reached through a table of function pointers ([`Hooks`]) that
//! the router (`rules::mod`, [`super::HOOKS`]) fills once, like rustc's query providers.
//!
//! An event-driven engine is recursive by nature: performing an event detects triggers and
//! checks state triggers, whose rules perform events again; resolving carries out effects that
//! perform events and resolve copies. Direct calls would put every family in one import circle.
//! Here the families import this module (and the data they pass: `proposed`, `effect_env`),
//! never the families above them; the table's signatures are the only thing they know of those.
//! A family above an entry point's module calls it directly (`resolve` calls
//! `effects::execute`, `events` calls `trigger_detect::detect`).
//!
//! The seams:
//! - [`perform`], [`perform_from`], [`perform_plain`]: performing events (`events`: replacement,
//!   zone changes, trigger detection, state triggers), asked for by every family that changes
//!   the game.
//! - [`detect`]: checking triggers on events a family logged itself (`trigger_detect`: every
//!   trigger family's matcher and the new instances), for events performed outside `events`.
//! - [`ability_triggered`]: an ability triggering is itself a trigger event (CR 603.3b, second
//!   part: `part_two`), so creating an instance (`trigger_event`) may trigger more.
//! - [`execute`]: carrying out an effect (`effects`, which routes each kind of effect to its
//!   family), asked for by effects made of effects (a sequence, a delayed trigger's action).

use super::effect_env::Env;
use super::proposed::Proposed;
use super::Ctx;
use crate::edition::RuleRef;
use crate::journal::Event;
use crate::state::{GameState, PlayerId};
use crate::vocab::Effect;

/// The events that actually happened, with their journal indices.
pub(crate) type Happened = Vec<(u16, Event)>;

/// The entry points above the rule families, filled by the router ([`super::HOOKS`]).
pub(crate) struct Hooks {
    /// `events::perform`.
    pub perform: fn(&mut Ctx, Vec<Proposed>) -> Happened,
    /// `events::perform_from`.
    pub perform_from: fn(&mut Ctx, GameState, Vec<Proposed>) -> Happened,
    /// `events::perform_plain`.
    pub perform_plain: fn(&mut Ctx, Vec<Event>, RuleRef) -> Happened,
    /// `trigger_detect::detect`.
    pub detect: fn(&mut Ctx, &GameState, &[(u16, Event)]),
    /// `part_two::ability_triggered`.
    pub ability_triggered: fn(&mut Ctx, u16, PlayerId),
    /// `effects::execute`.
    pub execute: fn(&mut Ctx, &Effect, &Env),
}

/// Performs one batch of simultaneous events and checks triggers (`events::perform`). Returns
/// the events that actually happened, with their journal indices.
pub(crate) fn perform(ctx: &mut Ctx, batch: Vec<Proposed>) -> Vec<(u16, Event)> {
    (ctx.hooks.perform)(ctx, batch)
}

/// [`perform`], for a batch that is part of a larger simultaneous event begun at `before`
/// (`events::perform_from`).
pub(crate) fn perform_from(
    ctx: &mut Ctx,
    before: GameState,
    batch: Vec<Proposed>,
) -> Vec<(u16, Event)> {
    (ctx.hooks.perform_from)(ctx, before, batch)
}

/// Logs events no replacement applies to, then checks triggers (`events::perform_plain`).
pub(crate) fn perform_plain(ctx: &mut Ctx, events: Vec<Event>, rule: RuleRef) -> Vec<(u16, Event)> {
    (ctx.hooks.perform_plain)(ctx, events, rule)
}

/// Carries out `effect` (`effects::execute`).
pub(crate) fn execute(ctx: &mut Ctx, effect: &Effect, env: &Env) {
    (ctx.hooks.execute)(ctx, effect, env)
}

/// Checks triggers on the events `happened`, judged after them or, looking back, in `before`
/// (`trigger_detect::detect`).
pub(crate) fn detect(ctx: &mut Ctx, before: &GameState, happened: &[(u16, Event)]) {
    (ctx.hooks.detect)(ctx, before, happened)
}

/// CR 603.3b, second part: abilities that trigger on the ability of journal entry `entry`
/// triggering (`part_two::ability_triggered`).
pub(crate) fn ability_triggered(ctx: &mut Ctx, entry: u16, trigger_controller: PlayerId) {
    (ctx.hooks.ability_triggered)(ctx, entry, trigger_controller)
}
