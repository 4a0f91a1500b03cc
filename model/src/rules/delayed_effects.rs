//! Effects that create delayed triggers ("return it at the beginning of the next end step", CR
//! 603.7; the parameterized kinds of `delayed_kinds` created for a target, with a duration of
//! once, this turn or "until end of your next turn", CR 603.7b) and what a delayed trigger does when it resolves: it acts only on the objects it
//! refers to, CR 603.7c.

use super::delayed::{self, Creator};
use super::effect_env::{players, target_objects, Env};
use super::hooks::perform;
use super::object_identity::Finder::OtherPartOfTheEffect;
use super::proposed::Proposed;
use super::Ctx;
use crate::edition::RuleRef;
use crate::journal::{Event, Happening};
use crate::mutant::Mutant;
use crate::state::{ObjectId, PlayerId, Zone};
use crate::vocab::effect::DelayedAction;
use crate::vocab::effect::Lasts;
use crate::vocab::Effect;
use crate::vocab::Objects;
use crate::vocab::{DelayedEvent, Who};
use imbl::Vector;

pub(super) fn creator(env: &Env) -> Creator {
    Creator {
        controller: env.controller,
        source: env.source,
        source_card: env.source_card,
        is_spell: env.is_spell,
    }
}

pub(super) fn create_delayed(
    ctx: &mut Ctx,
    env: &Env,
    event: DelayedEvent,
    action: DelayedAction,
    refers: Vector<ObjectId>,
    this_turn: bool,
) {
    delayed::create(ctx, &creator(env), event, action, refers, this_turn);
}

/// CR 400.7j (mtg-2024-11-08): the objects the moves of `happened` made, as the other parts of
/// the same effect find them (in a public zone only).
pub(super) fn new_objects(happened: &[(u16, Event)]) -> Vector<ObjectId> {
    happened
        .iter()
        .filter_map(|(_, e)| super::object_identity::found(OtherPartOfTheEffect, e))
        .collect()
}

/// Exile target; return it at the beginning of the next end step (CR 603.7).
pub(super) fn flicker(ctx: &mut Ctx, env: &Env) {
    let Some(o) = target_objects(env).first().copied() else {
        return;
    };
    let happened = perform(
        ctx,
        vec![Proposed::Move {
            obj: o,
            to: Zone::Exile,
            rule: RuleRef::NewObject,
            controller: None,
            face_down: false,
        }],
    );
    let exiled = new_objects(&happened);
    create_delayed(
        ctx,
        env,
        DelayedEvent::NextEndStep,
        DelayedAction::ReturnToBattlefield,
        exiled,
        false,
    );
}

pub(super) fn exile_hand_face_down(ctx: &mut Ctx, env: &Env) {
    let hand: Vec<ObjectId> = ctx
        .s
        .in_zone(Zone::Hand)
        .filter(|(_, o)| o.owner == env.controller)
        .map(|(id, _)| id)
        .collect();
    let batch = hand
        .into_iter()
        .map(|obj| Proposed::Move {
            obj,
            to: Zone::Exile,
            rule: RuleRef::NewObject,
            controller: None,
            face_down: true,
        })
        .collect();
    let happened = perform(ctx, batch);
    let exiled = new_objects(&happened);
    create_delayed(
        ctx,
        env,
        DelayedEvent::NextEndStep,
        DelayedAction::ReturnToHandThenDraw,
        exiled,
        false,
    );
}

/// What a delayed trigger does to the objects it refers to (CR 603.7c).
pub(crate) fn execute_delayed(ctx: &mut Ctx, action: &DelayedAction, env: &Env) {
    match action {
        // CR 603.7c + CR 400.7e (mtg-2024-11-08): "return that card" finds it where the event
        // or effect that created the delayed trigger put it: exile (flicker, exile until) or the
        // graveyard ("when that creature dies"). A card that moved again is a new object (400.7),
        // so it is found in neither.
        // Mutant: looked for in exile only, so after "when that creature dies" it does nothing.
        DelayedAction::ReturnToBattlefield if ctx.mutant(Mutant::ReturnLooksOnlyInExile) => {
            on_it_in(ctx, env, &[Zone::Exile], Proposed::enter)
        }
        DelayedAction::ReturnToBattlefield => {
            on_it_in(ctx, env, &[Zone::Exile, Zone::Graveyard], Proposed::enter)
        }
        DelayedAction::ExileIt => {
            on_it_in(ctx, env, &[Zone::Battlefield], |obj, _| Proposed::Move {
                obj,
                to: Zone::Exile,
                rule: RuleRef::DelayedObject,
                controller: None,
                face_down: false,
            })
        }
        DelayedAction::ReturnToHandThenDraw => {
            on_it_in(ctx, env, &[Zone::Exile], |obj, _| Proposed::Move {
                obj,
                to: Zone::Hand,
                rule: RuleRef::DelayedObject,
                controller: None,
                face_down: false,
            });
            perform(ctx, vec![Proposed::Draw(env.controller)]);
        }
        DelayedAction::GainLife(n) => {
            let batch = players(ctx, Who::You, env)
                .into_iter()
                .map(|player| Proposed::GainLife {
                    player,
                    amount: u16::from(*n),
                })
                .collect();
            perform(ctx, batch);
        }
        DelayedAction::OpponentsLoseLife(n) => {
            let batch = players(ctx, Who::Opponent, env)
                .into_iter()
                .map(|player| Proposed::LoseLife {
                    player,
                    amount: u16::from(*n),
                })
                .collect();
            perform(ctx, batch);
        }
        // CR 603.7c: "it" is the object it refers to, found only where it is expected.
        DelayedAction::Do(effect) => super::hooks::execute(ctx, effect, env),
    }
}

/// CR 603.7c: the delayed trigger affects its objects only if they are still in one of `zones`
/// (the first is where a card it follows is looked for under the mutant `delayed-follows-card`).
fn on_it_in(ctx: &mut Ctx, env: &Env, zones: &[Zone], f: impl Fn(ObjectId, PlayerId) -> Proposed) {
    let zone = zones[0];
    let mut batch = Vec::new();
    for &o in env.refers.iter() {
        match ctx.obj(o) {
            Some(obj) if zones.contains(&obj.zone) => batch.push(f(o, obj.owner)),
            _ if super::delayed::follows_card(ctx, env, zone).is_some() => {
                // Mutant `delayed-follows-card`: the card's new object stands in for it.
                let n = super::delayed::follows_card(ctx, env, zone).expect("checked");
                let owner = ctx.obj(n).map_or(env.controller, |x| x.owner);
                batch.push(f(n, owner));
            }
            _ => {
                let h = Happening::ObjectNotFound {
                    instance: env.instance,
                    object: o,
                };
                ctx.log(RuleRef::DelayedObject, h);
            }
        }
    }
    perform(ctx, batch);
}

/// CR 603.7a: the effect "create a delayed trigger" resolves; it refers to the objects `on`
/// names now (CR 603.7c: those objects, and no later object of the same card).
pub(crate) fn create_from(ctx: &mut Ctx, env: &Env, effect: &Effect) {
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
    if lasts == Lasts::OnceThisTurn {
        // CR 603.7b (mtg-2024-11-08): "when you next ... this turn" triggers only once, the
        // next time its event occurs; "this turn" ends it unused at this turn's cleanup.
        if let Some(d) = ctx.s.delayed.get_mut(before) {
            d.once = true;
        }
    }
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
