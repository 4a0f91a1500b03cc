//! Priority (CR 117): who holds it, what they may do with it (cast a spell, play a land,
//! activate an ability, pass), and what happens when all players pass in succession (CR 117.4).
//!
//! Models: casting from a bounded hand, sorcery timing for non-instants, playing lands, costs
//! paid while casting and activating (`costs`), mana abilities without the stack (CR 605.3b).
//! Mana costs of spells are paid from the pool (`mana_pay`), mana abilities activated with
//! priority or while casting (`paying`). Does not model: mana costs of
//! activated abilities (SIMPLIFICATION: abilities cost no mana), one land per turn.

use super::{
    cost_total, costs, mana, mana_pay, rb_combat, resolve, targets, turn, zone_change, Ctx,
};
use crate::choice::{Choice, CostPick};
use crate::edition::RuleRef;
use crate::journal::{Event, Happening};
use crate::mutant::Mutant;
use crate::state::{Decision, GameState, ObjectId, PlayerId, StackObject, Step, Targets, Zone};
use crate::vocab::{Ability, CardType};

/// CR 117.5: the player who would receive priority does so. CR 800.4j (mtg-2024-11-08) (CR
/// 600.4f (mtg-2008-10-01)): if that is the active player who has left the game, the next player
/// in turn order still in it receives priority instead (the mutant gives it to the departed one).
pub(crate) fn give(ctx: &mut Ctx) {
    let mut p = ctx.s.priority_next;
    let mut rule = RuleRef::BeforePriority;
    if ctx.s.player(p).lost && !ctx.mutant(Mutant::DepartedActivePlayerGetsPriority) {
        p = ctx.next_player(p);
        ctx.s.priority_next = p;
        rule = RuleRef::DepartedActivePlayer;
    }
    ctx.s.decision = Decision::Priority(p);
    ctx.log(rule, Happening::PriorityGiven(p));
}

/// Can `p` act at sorcery speed now (main step, own turn, empty stack)?
fn sorcery_timing(s: &GameState, p: PlayerId) -> bool {
    s.step == Step::Main && s.active == p && s.stack.is_empty()
}

/// The choices of the player holding priority, in a deterministic order.
pub(crate) fn choices(ctx: &Ctx, p: PlayerId) -> Vec<Choice> {
    let mut out = vec![Choice::PassPriority];
    // RB 308.1.a: in a showdown only Action and Reaction plays, which the vocabulary lacks.
    if !rb_combat::plays_allowed(ctx) {
        return out;
    }
    out.extend(rb_combat::move_choices(ctx, p));
    out.extend(super::face_up::choices(ctx, p));
    let sorcery = sorcery_timing(&ctx.s, p);
    for (id, o) in ctx.s.in_zone(Zone::Hand).filter(|(_, o)| o.owner == p) {
        let card = ctx.card(o.card);
        if card.has_type(CardType::Land) {
            if sorcery {
                out.push(Choice::PlayLand { card: id });
            }
            continue;
        }
        // A drawn library card stands for an unknown card: the model gives it no type, and a
        // card with no card type is not a spell to cast (CR 601.2 casts spells; 300.1 types).
        if card.types.is_empty() {
            continue;
        }
        if !(card.has_type(CardType::Instant) || sorcery) {
            continue;
        }
        let words = card.spell.as_ref().map_or(Vec::new(), |e| e.target_words());
        // CR 601.2h (mtg-2024-11-08): castable only if its additional cost can be paid.
        let pays = costs::options(ctx, &card.additional_cost.0, (id, p));
        // CR 601.2h (mtg-2024-11-08), CR 409.1h (mtg-2008-10-01): and its mana cost, from the
        // pool; one choice per value of X and distinct payment of the total cost (CR 601.2b,
        // 601.2f (mtg-2024-11-08), `cost_total`).
        let manas = match super::paying::step_applies(ctx, p, o.card) {
            // CR 601.2g (mtg-2024-11-08), CR 409.1g (mtg-2008-10-01): mana abilities may be
            // activated while casting; the payment is chosen in that step (`paying`).
            true => vec![(0, crate::vocab::ManaPool::EMPTY)],
            false => cost_total::options(ctx, card.mana_cost.as_ref(), p),
        };
        for target in targets::options(ctx, &words, id, p) {
            for &pay in &pays {
                for &(x, mana) in &manas {
                    out.push(Choice::CastSpell {
                        card: id,
                        target,
                        pay: CostPick { mana, x, ..pay },
                    });
                }
            }
        }
    }
    // CR 613.1f: the activated abilities each permanent has now.
    let reader = super::characteristics::AbilityReader::new(ctx.rules, &ctx.s);
    for (id, o) in ctx.s.battlefield().filter(|(_, o)| o.controller == p) {
        for (i, a) in reader.activated(id) {
            // CR 302.6: a summoning-sick creature's {T} abilities can't be activated.
            if a.cost.tap && (o.tapped || o.sick) {
                continue;
            }
            // CR 602.2b + CR 601.2h (mtg-2024-11-08): only if its cost can be paid.
            let pays = costs::options(ctx, &a.cost, (id, p));
            for target in targets::options(ctx, &a.effect.target_words(), id, p) {
                for &pay in &pays {
                    out.push(Choice::ActivateAbility {
                        source: id,
                        index: i,
                        target,
                        pay,
                    });
                }
            }
        }
    }
    out
}

/// Applies a priority choice of player `p`.
pub(crate) fn apply(ctx: &mut Ctx, p: PlayerId, choice: &Choice) {
    match choice {
        Choice::PassPriority => pass(ctx, p),
        Choice::CastSpell { card, target, pay } => cast(ctx, p, *card, (*target, *pay)),
        Choice::PlayLand { card } => play_land(ctx, p, *card),
        Choice::ActivateAbility {
            source,
            index,
            target,
            pay,
        } => activate(ctx, p, (*source, *index), (*target, *pay)),
        Choice::StandardMove { unit, to } => rb_combat::standard_move(ctx, p, *unit, *to),
        Choice::TurnFaceUp { permanent } => super::face_up::turn_face_up(ctx, p, *permanent),
        _ => unreachable!("engine routes only priority choices here"),
    }
}

/// CR 117.3d: pass; CR 117.4: when all players pass in succession, resolve or end the step.
fn pass(ctx: &mut Ctx, p: PlayerId) {
    ctx.log(RuleRef::PassPriority, Happening::Passed(p));
    // In range: `passes` is reset below once it reaches the players still in the game (at most
    // 4, `checker::validate::PLAYERS`), so it never passes 4.
    ctx.s.passes += 1;
    // CR 800.4a + CR 117.4 (mtg-2024-11-08): only players still in the game pass in succession.
    let in_game = ctx.s.players.iter().filter(|pl| !pl.lost).count();
    if (ctx.s.passes as usize) < in_game {
        ctx.s.priority_next = ctx.next_player(p);
        return;
    }
    ctx.s.passes = 0;
    if ctx.s.stack.is_empty() && rb_combat::showdown_open(ctx) {
        // RB 347.2.a (riftbound-1.4), RB 347.3.a (riftbound-1.3): all passed in sequence: the showdown closes.
        rb_combat::showdown_closes(ctx);
    } else if ctx.s.stack.is_empty() {
        turn::advance(ctx);
    } else {
        resolve::resolve_top(ctx, None);
    }
}

/// CR 601.2: cast a spell; it moves to the stack as a new object (CR 601.2a), its additional
/// cost is paid (CR 601.2h (mtg-2024-11-08)), then it becomes cast and "cast" triggers see it
/// (CR 601.2i (mtg-2024-11-08)); what the cost triggered waits for priority, with them.
fn cast(ctx: &mut Ctx, p: PlayerId, card_obj: ObjectId, (target, pay): (Targets, CostPick)) {
    let card = ctx.obj(card_obj).expect("legal choice").card;
    let cost = &ctx.card(card).additional_cost.0;
    let paying = super::paying::step_applies(ctx, p, card);
    let early = ctx.mutant(Mutant::CostTriggersPlacedMidCast) && !paying;
    if early {
        costs::pay(ctx, p, cost, card_obj, pay);
        costs::place_at_once(ctx);
    }
    let object = zone_change::move_to_stack(ctx, card_obj);
    ctx.s.stack.push_back(StackObject::Spell {
        object,
        controller: p,
        target,
        x: pay.x,
    });
    // CR 601.2b (mtg-2024-11-08), CR 409.1b (mtg-2008-10-01): X is announced first; CR 107.3a
    // (mtg-2024-11-08): the spell keeps it while on the stack.
    let has_x = crate::vocab::cost_x::x_symbols(ctx.card(card)) > 0;
    cost_total::announce(ctx, p, object, pay.x, has_x);
    if paying {
        // CR 601.2g (mtg-2024-11-08), CR 409.1g (mtg-2008-10-01): the spell is on the stack;
        // its caster has a chance to activate mana abilities before paying.
        ctx.s.decision = crate::state::Decision::PayMana(p);
        return;
    }
    // CR 601.2h (mtg-2024-11-08), CR 409.1h (mtg-2008-10-01): the total cost is paid from the
    // pool, before the spell becomes cast.
    let has_cost = ctx.card(card).mana_cost.is_some();
    mana_pay::pay(ctx, p, object, pay.mana, has_cost);
    become_cast(ctx, p, (card_obj, object), (target, pay), early);
}

/// The paying step's choices (CR 601.2g-h (mtg-2024-11-08)): activate a mana ability, the step
/// going on, or pay the mana cost, the spell then becoming cast.
pub(crate) fn apply_paying(ctx: &mut Ctx, p: PlayerId, choice: &Choice) {
    let Choice::PayMana(spend) = choice else {
        return super::paying::activate_choice(ctx, p, choice);
    };
    let Some(object) = super::paying::pay(ctx, p, *spend) else {
        return;
    };
    let target = match ctx.s.stack.back() {
        Some(StackObject::Spell { target, .. }) => *target,
        _ => Targets::NONE,
    };
    ctx.s.decision = Decision::Priority(p);
    become_cast(
        ctx,
        p,
        (object, object),
        (target, CostPick::default()),
        false,
    );
}

/// CR 601.2h + CR 601.2i (mtg-2024-11-08): the additional cost is paid and the spell `object`
/// (from the hand's `card_obj`) becomes cast; its targets become targeted.
fn become_cast(
    ctx: &mut Ctx,
    p: PlayerId,
    (card_obj, object): (ObjectId, ObjectId),
    (target, pay): (Targets, CostPick),
    early: bool,
) {
    let card = ctx.obj(object).expect("on the stack").card;
    let cost = &ctx.card(card).additional_cost.0;
    let late = ctx.mutant(Mutant::CostPaidAfterCast);
    if !early && !late {
        costs::pay(ctx, p, cost, card_obj, pay);
    }
    // CR 601.2a + CR 601.2i (mtg-2024-11-08): a spell cast from the hand (the only zone the
    // vocabulary casts from) is marked so, and counted among the spells cast this turn.
    super::history::cast(ctx, p, object);
    ctx.log(
        RuleRef::CastSpell,
        Happening::Cast {
            player: p,
            card,
            object,
        },
    );
    super::hooks::perform_plain(
        ctx,
        vec![Event::SpellCast { player: p, object }],
        RuleRef::CastSpell,
    );
    if late {
        costs::pay(ctx, p, cost, card_obj, pay);
    }
    let of = crate::state::Target::Object(object);
    targets::become_targets(ctx, target, (p, of), RuleRef::CastSpell);
    after_action(ctx, p);
}

/// CR 305.1: play a land (a special action: no stack).
fn play_land(ctx: &mut Ctx, p: PlayerId, card_obj: ObjectId) {
    ctx.log(
        RuleRef::PlayLand,
        Happening::PlayedLand {
            player: p,
            object: card_obj,
        },
    );
    super::hooks::perform(ctx, vec![super::proposed::Proposed::enter(card_obj, p)]);
    after_action(ctx, p);
}

/// CR 602.2: activate an ability: announce it and put it on the stack (CR 602.2a), pay its
/// costs (CR 602.2b + CR 601.2h (mtg-2024-11-08)), and it becomes activated; a mana ability
/// resolves at once instead (CR 605.3b).
fn activate(
    ctx: &mut Ctx,
    p: PlayerId,
    (source, index): (ObjectId, u8),
    (target, pay): (Targets, CostPick),
) {
    let o = ctx.obj(source).expect("legal choice").clone();
    let Some(Ability::Activated(a)) =
        super::characteristics::ability_text(ctx.rules, o.card, index)
    else {
        unreachable!("legal choice names an activated ability")
    };
    ctx.log(
        RuleRef::ActivateAbility,
        Happening::Activated {
            player: p,
            source,
            index,
        },
    );
    let sacrificed_lki = sacrificed_for(ctx, (&o, index), &a.cost, pay);
    let early = ctx.mutant(Mutant::CostTriggersPlacedMidCast);
    let late = ctx.mutant(Mutant::CostPaidAfterCast) && !a.mana;
    if early {
        costs::pay(ctx, p, &a.cost, source, pay);
        costs::place_at_once(ctx);
    }
    if a.mana {
        if !early {
            costs::pay(ctx, p, &a.cost, source, pay);
        }
        costs::activated(ctx, p, source, index);
        mana::activate_mana_ability(ctx, p, source, &a.effect);
        return after_action(ctx, p);
    }
    // Out of ids: the step is cut (Decision::Halted), as for a trigger instance.
    let id = ctx.s.fresh_activated_id().unwrap_or_else(|| {
        ctx.halt(crate::state::Limit::Ids);
        crate::state::InstanceId(u8::MAX)
    });
    ctx.s.stack.push_back(StackObject::Activated {
        id,
        source,
        card: o.card,
        index,
        controller: p,
        target,
        source_lki: None,
        sacrificed_lki,
    });
    if !early && !late {
        costs::pay(ctx, p, &a.cost, source, pay);
    }
    costs::activated(ctx, p, source, index);
    if late {
        costs::pay(ctx, p, &a.cost, source, pay);
    }
    let of = crate::state::Target::Ability(id);
    targets::become_targets(ctx, target, (p, of), RuleRef::ActivateAbility);
    after_action(ctx, p);
}

/// CR 113.7a + CR 608.2h (mtg-2024-11-08): the permanent the player chose to sacrifice to pay
/// the cost of ability `index` of `source` ("sacrifice a creature: ... the sacrificed
/// creature's power"), kept as it last existed on the battlefield if the effect reads it; the
/// journal says so. The mutant `cost-sacrificed-forgotten` keeps nothing.
fn sacrificed_for(
    ctx: &mut Ctx,
    (source, index): (&crate::state::GameObject, u8),
    cost: &crate::vocab::Cost,
    pay: CostPick,
) -> Option<Box<crate::state::GameObject>> {
    let other = cost.sacrifice.as_ref().is_some_and(|sel| !sel.this);
    let victim = pay.sacrifice.filter(|_| other)?;
    if ctx.mutant(Mutant::CostSacrificedForgotten)
        || !super::trigger_knowledge::activated_reads(
            ctx.rules,
            source.card,
            index,
            crate::vocab::ObjectRef::Sacrificed,
        )
    {
        return None;
    }
    let last = ctx.obj(victim)?.clone();
    super::intervening_if::note_lki(ctx, victim, &last);
    Some(super::trigger_knowledge::lki(&last))
}

/// CR 117.3c: after casting or activating, the same player receives priority.
fn after_action(ctx: &mut Ctx, p: PlayerId) {
    ctx.s.passes = 0;
    ctx.s.priority_next = p;
}
