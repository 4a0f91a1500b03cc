//! The parameterized delayed triggers (CR 603.7): "at the beginning of [your] next [step]",
//! "when that creature dies [this turn]" created for a target, with a duration of once, this
//! turn or "until end of your next turn" (CR 603.7b); and "that player" / "its controller": the
//! player a trigger event names, recorded when the ability triggers (CR 608.2h).

use super::delayed_effects::create_delayed;
use super::effect_env::{target_objects, Env};
use super::Ctx;
use crate::journal::{Event, Happening};
use crate::mutant::Mutant;
use crate::state::{
    AbilityOrigin, DelayedTrigger, ObjectId, PlayerId, Target, TriggerInstance, Zone,
};
use crate::vocab::effect::{DelayedAction, Lasts};
use crate::vocab::{DelayedEvent, Effect, Objects, Who};
use imbl::Vector;

/// CR 603.7a: the effect "create a delayed trigger" resolves; it refers to the objects `on`
/// names now (CR 603.7c: those objects, and no later object of the same card).
pub(super) fn create_from(ctx: &mut Ctx, env: &Env, effect: &Effect) {
    let Effect::Delayed {
        when,
        on,
        then,
        lasts,
    } = effect
    else {
        return;
    };
    if matches!(when, DelayedEvent::Resolved { .. }) {
        // CR 603.7h (mtg-2024-11-08): made only during the Nth resolution.
        return super::resolved_times::reached(ctx, env, effect);
    }
    let (on, lasts) = (on.as_ref(), *lasts);
    let refers: Vector<ObjectId> = match on {
        // CR 400.7j (mtg-2024-11-08): a target an earlier part of this effect moved is found
        // as the object it became in a public zone.
        Some(Objects::Target(_)) => {
            super::object_identity::in_this_effect(ctx, target_objects(env)).into()
        }
        Some(Objects::This) => Vector::unit(env.source),
        Some(Objects::It) => env.refers.clone(),
        Some(Objects::ExiledWithThis) => super::exile_until::exiled_with(ctx, env).into(),
        Some(Objects::Each(_)) | Some(Objects::Players(_)) | None => Vector::new(),
    };
    let before = ctx.s.delayed.len();
    create_delayed(
        ctx,
        env,
        when.clone(),
        then.clone(),
        refers,
        lasts != Lasts::Once,
    );
    if lasts == Lasts::YourNextTurn {
        // CR 603.7b (mtg-2024-11-08): "until end of your next turn" lasts through the cleanup
        // step of the first later turn its controller is the active player in.
        let Some(turn) = ctx.s.turn.checked_add(turns_until(ctx, env.controller)) else {
            return ctx.halt(crate::state::Limit::Count);
        };
        if let Some(d) = ctx.s.delayed.get_mut(before) {
            d.this_turn = Some(turn);
        }
    }
}

/// How many turns from now until `p`'s next turn begins (1 to the number of players).
fn turns_until(ctx: &Ctx, p: PlayerId) -> u8 {
    // In range: at most 4 players (`checker::validate::PLAYERS`).
    let n = ctx.s.players.len() as u8;
    let ahead = (p.0 + n - ctx.s.active.0) % n;
    if ahead == 0 {
        n
    } else {
        ahead
    }
}

/// Does `ev` match one of the parameterized delayed events?
pub(super) fn occurs(ctx: &Ctx, d: &DelayedTrigger, ev: &Event) -> bool {
    match (&d.event, ev) {
        // CR 603.7b (mtg-2024-11-08): the next time the step begins (every step that begins
        // after its creation is later than it); "your next" only in its controller's turn.
        (
            DelayedEvent::NextStep { step, whose },
            Event::StepBegan {
                step: st, active, ..
            },
        ) => {
            let whose = if ctx.mutant(Mutant::NextStepAnyPlayer) {
                Who::Any
            } else {
                *whose
            };
            super::turn::step_matches(*step, *st)
                && super::select::who_matches(whose, *active, d.controller)
        }
        // CR 603.7c (mtg-2024-11-08): "that creature" is the object it refers to, no other.
        (
            DelayedEvent::ThatDies,
            Event::ZoneChange {
                old,
                from: Some(Zone::Battlefield),
                to: Zone::Graveyard,
                card,
                ..
            },
        ) => {
            d.refers.contains(old)
                || (ctx.mutant(Mutant::DelayedDiesAnyCreature)
                    && ctx.card(*card).has_type(crate::vocab::CardType::Creature))
        }
        _ => false,
    }
}

/// Does the effect name "that player" (`Who::That`)?
fn names_that(e: &Effect) -> bool {
    match e {
        Effect::GainLife { who, .. } | Effect::LoseLife { who, .. } | Effect::Draw { who, .. } => {
            *who == Who::That
        }
        Effect::PutCounters {
            on: Objects::Players(who),
            ..
        } => *who == Who::That,
        Effect::Sequence(es) => es.iter().any(names_that),
        Effect::ReflexiveSacrifice { then, .. } => names_that(then),
        Effect::Delayed {
            then: DelayedAction::Do(e),
            ..
        } => names_that(e),
        _ => false,
    }
}

/// Does the instance's ability name "that player"? Only those remember the player (so no
/// other instance's state grows).
fn reads_that(ctx: &Ctx, t: &TriggerInstance) -> bool {
    match &t.origin {
        AbilityOrigin::Delayed {
            action: DelayedAction::Do(e),
            ..
        } => names_that(e),
        _ => super::put_on_stack::printed(ctx, t).is_some_and(|ta| {
            names_that(&ta.effect)
                || ta.modes.iter().any(names_that)
                || ta.may_player == Some(Who::That)
                || (ta.unless_opponent_pays_life.is_some() && ta.unless_payer == Who::That)
        }),
    }
}

/// CR 608.2h (mtg-2024-11-08): the player the trigger event (journal entry `cause`) names,
/// determined as it triggers: the event's player, or the controller of its object then (as it
/// last existed on the battlefield, for one that left: CR 603.10a).
pub(crate) fn event_player(ctx: &Ctx, t: &TriggerInstance, cause: Option<u16>) -> Option<PlayerId> {
    if !reads_that(ctx, t) {
        return None;
    }
    let Happening::Event(ev) = &ctx.j.entries.get(cause? as usize)?.what else {
        return None;
    };
    let controller_of = |o: &ObjectId| ctx.obj(*o).map(|x| x.controller);
    match ev {
        Event::ZoneChange { controller, .. } => Some(*controller),
        Event::Damage {
            to: Target::Player(p),
            ..
        } => Some(*p),
        Event::Damage {
            to: Target::Object(o),
            ..
        } => controller_of(o),
        Event::Drew(p) => Some(*p),
        Event::LifeGained { player, .. }
        | Event::LifeLost { player, .. }
        | Event::SpellCast { player, .. }
        | Event::ManaAdded { player, .. }
        | Event::Scored { player, .. } => Some(*player),
        Event::StepBegan { active, .. } => Some(*active),
        Event::ControlChanged { to, .. } => Some(*to),
        // CR 702.21a (mtg-2024-11-08): ward's "that player" is the one who controls the spell
        // or ability its permanent became the target of.
        Event::BecameTarget { by, .. } => Some(*by),
        Event::Tapped(o) | Event::Untapped(o) | Event::Attacks { attacker: o, .. } => {
            controller_of(o)
        }
        _ => None,
    }
}
