//! Effects of resolving spells and abilities (CR 608.2c): each vocabulary effect turned into
//! proposed events, delayed triggers (CR 603.7), reflexive triggers (CR 603.12), and the
//! zone-change lookups of CR 603.6 ("it" is found only in the zone it went to).

use super::delayed_effects::{create_delayed, exile_hand_face_down, flicker};
use super::effect_env::{amount, players, small_amount, target_objects, Env};
use super::hooks::perform;
use super::proposed::Proposed;
use super::select::{self, Viewer};
use super::{reflexive, sba, Ctx};
use crate::edition::RuleRef;
use crate::journal::Happening;
use crate::state::Limit;
use crate::state::{ObjectId, Outcome, PlayerId, PreventionShield, Target, Zone};
use crate::vocab::effect::DelayedAction;
use crate::vocab::{DelayedEvent, Effect, Objects, Quantity, Selector, Who};
use imbl::Vector;

/// The players an effect on `on` names: the player targets, or each matching player (CR 122.1).
fn recipient_players(ctx: &Ctx, on: &Objects, env: &Env) -> Vec<PlayerId> {
    match on {
        Objects::Target(_) => env
            .target
            .iter()
            .filter_map(|t| match t {
                Target::Player(p) => Some(p),
                Target::Object(_) | Target::Ability(_) => None,
            })
            .collect(),
        Objects::Players(who) => players(ctx, *who, env),
        Objects::This | Objects::It | Objects::Each(_) | Objects::ExiledWithThis => Vec::new(),
    }
}

/// The permanents `on` names now (CR 608.2b: a target is acted on only if still legal, which
/// `resolve` checked; "it" only where the event put it, CR 603.6).
fn objects(ctx: &mut Ctx, on: &Objects, env: &Env) -> Vec<ObjectId> {
    let here = |ctx: &Ctx, o: &ObjectId| ctx.obj(*o).is_some_and(|x| x.zone == Zone::Battlefield);
    match on {
        // CR 400.7j (mtg-2024-11-08): as an earlier part of this effect left it.
        Objects::Target(_) => super::object_identity::in_this_effect(ctx, target_objects(env))
            .into_iter()
            .filter(|o| here(ctx, o))
            .collect(),
        Objects::This => Some(env.source)
            .into_iter()
            .filter(|o| here(ctx, o))
            .collect(),
        Objects::It => env
            .refers
            .iter()
            .copied()
            .filter(|o| here(ctx, o))
            .collect(),
        Objects::Each(sel) => {
            let me = Viewer::of(&ctx.s, env.source, env.controller);
            select::all(ctx.rules, &ctx.s, sel, me)
        }
        // Exiled cards are no permanents: only `put-into` moves them (CR 607.2a).
        Objects::Players(_) | Objects::ExiledWithThis => Vec::new(),
    }
}

/// Carries out `effect`.
pub(crate) fn execute(ctx: &mut Ctx, effect: &Effect, env: &Env) {
    if ctx.s.is_over() {
        return;
    }
    ctx.acting = Some((env.source, env.source_card, env.controller));
    dispatch(ctx, effect, env);
}

/// The rule family that carries out each kind of effect.
fn dispatch(ctx: &mut Ctx, effect: &Effect, env: &Env) {
    match effect {
        Effect::GainLife { .. }
        | Effect::LoseLife { .. }
        | Effect::Draw { .. }
        | Effect::DealDamage { .. } => amounts(ctx, effect, env),
        Effect::Destroy(_) => on_target(ctx, env, |o| Proposed::to_graveyard(o, RuleRef::Destroy)),
        Effect::DestroyAll(sel) => destroy_all(ctx, sel, env),
        Effect::DamageEach { to, amount: q } => damage_each(ctx, to, q, env),
        Effect::PutCounters { .. } | Effect::RemoveCounters { .. } => on_objects(ctx, effect, env),
        Effect::Pump { .. } | Effect::LoseAllAbilities { .. } => on_objects(ctx, effect, env),
        Effect::Regenerate(_) | Effect::Fight { .. } => on_objects(ctx, effect, env),
        Effect::SacrificeThis => sacrifice_this(ctx, env),
        Effect::AdditionalCombatPhase => super::extra_phases::add_combat(ctx),
        Effect::Tap(_) => on_target(ctx, env, Proposed::Tap),
        Effect::Untap(_) => on_target(ctx, env, Proposed::Untap),
        Effect::CreateToken(t) => {
            let n = small_amount(ctx, &t.count, env, crate::state::Limit::Amount);
            super::tokens::create(ctx, &t.token, n, env.controller)
        }
        Effect::FlickerUntilEndStep(_) => flicker(ctx, env),
        Effect::FlickerAll(f) => super::mass::flicker_all(ctx, env, f),
        Effect::TapAll { each, untap } => super::mass::tap_all(ctx, env, each, *untap),
        Effect::EachSacrifices { .. } => super::sacrifice_each::sacrifice_chosen(ctx, env),
        Effect::ExileThisAtNextEndStep => create_delayed(
            ctx,
            env,
            DelayedEvent::NextEndStep,
            DelayedAction::ExileIt,
            Vector::unit(env.source),
            false,
        ),
        Effect::WhenThisLeaves(action) => create_delayed(
            ctx,
            env,
            DelayedEvent::ObjectLeaves,
            action.clone(),
            Vector::unit(env.source),
            false,
        ),
        Effect::WhenThisUntaps(action) => create_delayed(
            ctx,
            env,
            DelayedEvent::ObjectUntaps,
            action.clone(),
            Vector::unit(env.source),
            false,
        ),
        Effect::WheneverCreatureDiesThisTurn(action) => create_delayed(
            ctx,
            env,
            DelayedEvent::CreatureDiesThisTurn,
            action.clone(),
            Vector::new(),
            true,
        ),
        Effect::ExileHandFaceDownUntilEndStep => exile_hand_face_down(ctx, env),
        Effect::Delayed { .. } => super::delayed_effects::create_from(ctx, env, effect),
        Effect::PreventNextDamage { amount, .. } => {
            for t in env.target.iter() {
                ctx.s.shields.push_back(PreventionShield {
                    protects: t,
                    remaining: *amount,
                });
            }
        }
        Effect::GainControl { until, .. } => on_target(ctx, env, |obj| Proposed::GainControl {
            obj,
            to: env.controller,
            until: *until,
            source: env.source,
        }),
        Effect::ReflexiveSacrifice { then, .. } => reflexive_sacrifice(ctx, env, then),
        Effect::Score(kind) => score(ctx, *kind, env),
        Effect::WinGame => {
            ctx.s.players[env.controller.index()].won = true;
            sba::end_game(ctx, Outcome::Won(env.controller), RuleRef::WinGame);
        }
        Effect::DiscardHandDrawThatMany => discard_hand_draw(ctx, env),
        Effect::PutInto {
            what,
            to,
            until,
            under,
        } => super::zones::put_into(ctx, what, (*to, *under), *until, env),
        // CR 701.8a (mtg-2024-11-08): the cards the players chose, discarded at once.
        Effect::Discard { .. } => super::discard::discard_chosen(ctx),
        Effect::Mill { who, count } => super::zones::mill(ctx, *who, count, env),
        Effect::Manifest { who } => super::manifest::manifest(ctx, *who, env),
        Effect::CreateRole { role, on } => {
            let hosts = objects(ctx, on, env);
            super::role::create(ctx, role, hosts, env.controller)
        }
        Effect::ReturnItToBattlefield => on_it(ctx, env, Proposed::enter),
        Effect::ReturnItToBattlefieldWith(kind) => {
            on_it(ctx, env, |obj, controller| Proposed::EnterWithCounter {
                obj,
                controller,
                kind: *kind,
            })
        }
        Effect::ReturnItToHand => on_it(ctx, env, |obj, _| Proposed::Move {
            obj,
            to: Zone::Hand,
            rule: RuleRef::ZoneChangeTrigger,
            controller: None,
            face_down: false,
        }),
        Effect::DestroyIt => on_it(ctx, env, |o, _| Proposed::to_graveyard(o, RuleRef::Destroy)),
        Effect::AddMana(n) => ctx.add_mana(env.controller, *n),
        Effect::Sequence(es) => super::target_words::sequence(ctx, es, env),
        // CR 701.3a + CR 702.6a (mtg-2024-11-08): attach the source to the target.
        Effect::Attach(_) => on_target(ctx, env, |to| Proposed::Attach {
            obj: env.source,
            to,
        }),
        Effect::Unattach(on) => {
            // CR 701.3d (mtg-2024-11-08): one event for all of them.
            let batch = objects(ctx, on, env)
                .into_iter()
                .map(|obj| Proposed::Unattach {
                    obj,
                    rule: RuleRef::Unattach,
                })
                .collect();
            perform(ctx, batch);
        }
        Effect::Counter(_) | Effect::CopyAbility { .. } => stack(ctx, effect, env),
    }
}

/// Countering and copying (CR 701.5a, 707.10 (mtg-2024-11-08)).
fn stack(ctx: &mut Ctx, effect: &Effect, env: &Env) {
    super::stack_abilities::execute(ctx, effect, env);
}

/// Effects with an amount: life, cards, damage (the amount read as the effect happens).
fn amounts(ctx: &mut Ctx, effect: &Effect, env: &Env) {
    match effect {
        Effect::GainLife { who, amount: q } => {
            let amount = amount(ctx, q, env);
            each_player(ctx, *who, env, |player| Proposed::GainLife {
                player,
                amount,
            })
        }
        Effect::LoseLife { who, amount: q } => {
            let amount = amount(ctx, q, env);
            each_player(ctx, *who, env, |player| Proposed::LoseLife {
                player,
                amount,
            })
        }
        Effect::Draw { who, count } => {
            for _ in 0..amount(ctx, count, env) {
                each_player(ctx, *who, env, Proposed::Draw);
            }
        }
        Effect::DealDamage {
            amount: q, also, ..
        } if also.is_empty() => {
            let amount = amount(ctx, q, env);
            // CR 603.2c: damage dealt to several targets at once is one event.
            let batch: Vec<Proposed> = env
                .target
                .iter()
                .map(|to| Proposed::Damage {
                    source: env.source,
                    to,
                    amount,
                    combat: false,
                })
                .collect();
            if !batch.is_empty() {
                perform(ctx, batch);
            }
        }
        Effect::DealDamage { to, amount, also } => {
            super::damage_split::deal(ctx, to, amount, also, env)
        }
        _ => unreachable!("amounts takes life, draw and damage effects only"),
    }
}

/// Counters and "until end of turn" changes on the objects an effect names (CR 122.1, 611.2a).
fn on_objects(ctx: &mut Ctx, effect: &Effect, env: &Env) {
    match effect {
        Effect::PutCounters { on, kind, count } | Effect::RemoveCounters { on, kind, count } => {
            let put = matches!(effect, Effect::PutCounters { .. });
            let (kind, count) = (*kind, small_amount(ctx, count, env, Limit::Counters));
            let mut batch: Vec<Proposed> = objects(ctx, on, env)
                .into_iter()
                .map(|obj| match put {
                    true => Proposed::PutCounters {
                        on: Target::Object(obj),
                        kind,
                        count,
                    },
                    false => Proposed::RemoveCounters { obj, kind, count },
                })
                .collect();
            // CR 122.1: players get counters too (put only; removing from players is not modelled).
            if put {
                let to_players = recipient_players(ctx, on, env).into_iter();
                batch.extend(to_players.map(|p| Proposed::PutCounters {
                    on: Target::Player(p),
                    kind,
                    count,
                }));
            }
            perform(ctx, batch);
        }
        Effect::Pump {
            on,
            power,
            toughness,
        } => {
            // CR 611.2c: the affected set is fixed as the effect begins.
            for obj in objects(ctx, on, env) {
                super::counters::pump(ctx, obj, *power, *toughness);
            }
        }
        Effect::LoseAllAbilities { on } => {
            // CR 611.2c: the affected set is fixed as the effect begins.
            for obj in objects(ctx, on, env) {
                super::abilities::lose_all(ctx, obj);
            }
        }
        Effect::Regenerate(on) => {
            // CR 701.15a (mtg-2024-11-08): a shield on each permanent named now.
            for obj in objects(ctx, on, env) {
                super::regenerate::shield(ctx, obj);
            }
        }
        // CR 701.12a (mtg-2024-11-08): a fight acts on its two creatures.
        Effect::Fight { creature, other } => super::fight::fight(ctx, creature, other, env),
        _ => unreachable!("on_objects takes counter and until-end-of-turn effects only"),
    }
}

/// Performs `f` for each player `who` names, as one event.
pub(super) fn each_player(ctx: &mut Ctx, who: Who, env: &Env, f: impl Fn(PlayerId) -> Proposed) {
    let batch = players(ctx, who, env).into_iter().map(f).collect();
    perform(ctx, batch);
}

/// Acts on every target object at once (one event with one occurrence each, CR 603.2c).
fn on_target(ctx: &mut Ctx, env: &Env, f: impl Fn(ObjectId) -> Proposed) {
    let batch: Vec<Proposed> = target_objects(env).into_iter().map(f).collect();
    if !batch.is_empty() {
        perform(ctx, batch);
    }
}

/// CR 603.6: a zone-change trigger acts on its object only if it is still in the zone it went to.
fn on_it(ctx: &mut Ctx, env: &Env, f: impl Fn(ObjectId, PlayerId) -> Proposed) {
    for &o in env.refers.iter() {
        match ctx.obj(o) {
            Some(obj) => {
                let owner = obj.owner;
                perform(ctx, vec![f(o, owner)]);
            }
            None => {
                let h = Happening::ObjectNotFound {
                    instance: env.instance,
                    object: o,
                };
                ctx.log(RuleRef::ZoneChangeTrigger, h);
            }
        }
    }
}

fn destroy_all(ctx: &mut Ctx, sel: &Selector, env: &Env) {
    // CR 603.2c: one event with several occurrences.
    let me = Viewer::of(&ctx.s, env.source, env.controller);
    let batch = select::all(ctx.rules, &ctx.s, sel, me)
        .into_iter()
        .map(|id| Proposed::to_graveyard(id, RuleRef::Destroy))
        .collect();
    perform(ctx, batch);
}

/// CR 120.3, 603.2c: damage dealt to each matching permanent at once: one event.
fn damage_each(ctx: &mut Ctx, sel: &Selector, q: &Quantity, env: &Env) {
    let amount = amount(ctx, q, env);
    let me = Viewer::of(&ctx.s, env.source, env.controller);
    let batch = select::all(ctx.rules, &ctx.s, sel, me)
        .into_iter()
        .map(|id| Proposed::Damage {
            source: env.source,
            to: crate::state::Target::Object(id),
            amount,
            combat: false,
        })
        .collect();
    perform(ctx, batch);
}

fn sacrifice_this(ctx: &mut Ctx, env: &Env) {
    let here = ctx
        .obj(env.source)
        .is_some_and(|o| o.zone == Zone::Battlefield && o.controller == env.controller);
    if here {
        perform(
            ctx,
            vec![Proposed::to_graveyard(env.source, RuleRef::Sacrifice)],
        );
    }
}

fn discard_hand_draw(ctx: &mut Ctx, env: &Env) {
    let hand: Vec<ObjectId> = ctx
        .s
        .in_zone(Zone::Hand)
        .filter(|(_, o)| o.owner == env.controller)
        .map(|(id, _)| id)
        .collect();
    let n = hand.len();
    perform(
        ctx,
        hand.into_iter()
            .map(|o| Proposed::to_graveyard(o, RuleRef::NewObject))
            .collect(),
    );
    for _ in 0..n {
        perform(ctx, vec![Proposed::Draw(env.controller)]);
    }
}

/// "You may sacrifice another creature. When you do, ..." (CR 603.12).
fn reflexive_sacrifice(ctx: &mut Ctx, env: &Env, then: &Effect) {
    // CR 608.2h + CR 113.7a (mtg-2024-11-08): "its power" is the sacrificed creature's last
    // known information: its current power (counters and "until end of turn" changes
    // included, CR 613.4c) read through the characteristics reader just before it leaves.
    let power = env
        .sacrifice
        .and_then(|o| ctx.s.object(o))
        .map(|o| super::characteristics::power(ctx.rules, o));
    let sacrificed = env.sacrifice.and_then(|o| {
        let happened = perform(ctx, vec![Proposed::to_graveyard(o, RuleRef::Sacrifice)]);
        happened.into_iter().next()
    });
    reflexive::check(
        ctx,
        then,
        (env.source, env.source_card),
        env.controller,
        sacrificed.zip(power),
    );
}

/// "You conquer" / "you hold": scoring, whose point a replacement may take (RB 464.1).
fn score(ctx: &mut Ctx, kind: crate::vocab::ScoreKind, env: &Env) {
    let p = Proposed::Score {
        player: env.controller,
        kind,
        point: true,
    };
    perform(ctx, vec![p]);
}
