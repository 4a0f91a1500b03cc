//! The parameterized delayed triggers (CR 603.7): "at the beginning of [your] next [step]",
//! "when that creature dies [this turn]" created for a target, with a duration of once, this
//! turn or "until end of your next turn" (CR 603.7b); and "that player" / "its controller": the
//! player a trigger event names, recorded when the ability triggers (CR 608.2h).

use super::delayed_effects::create_delayed;
use super::effect_env::{target_objects, Env};
use super::Ctx;
use crate::journal::Event;
use crate::mutant::Mutant;
use crate::state::{DelayedTrigger, ObjectId, PlayerId, Zone};
use crate::vocab::effect::Lasts;
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
            super::trigger_families::step_matches(*step, *st)
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
