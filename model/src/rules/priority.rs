//! Priority (CR 117): who holds it, what they may do with it (cast a spell, play a land,
//! activate an ability, pass), and what happens when all players pass in succession (CR 117.4).
//!
//! Models: casting from a bounded hand, sorcery timing for non-instants, playing lands, tap and
//! sacrifice costs, mana abilities without the stack (CR 605.3b).
//! Does not model: mana costs (SIMPLIFICATION: spells and abilities cost no mana), one land per turn.

use super::{mana, rb_combat, resolve, targets, turn, zone_change, Ctx};
use crate::choice::Choice;
use crate::edition::RuleRef;
use crate::journal::{Event, Happening};
use crate::state::{Decision, GameState, ObjectId, PlayerId, StackObject, Step, Zone};
use crate::vocab::{Ability, CardType};

/// CR 117.5: the player who would receive priority does so.
pub(crate) fn give(ctx: &mut Ctx) {
    let p = ctx.s.priority_next;
    ctx.s.decision = Decision::Priority(p);
    ctx.log(RuleRef::BeforePriority, Happening::PriorityGiven(p));
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
        let spec = card.spell.as_ref().and_then(|e| e.target());
        for target in targets::options(ctx, spec, id, p) {
            out.push(Choice::CastSpell { card: id, target });
        }
    }
    for (id, o) in ctx.s.battlefield().filter(|(_, o)| o.controller == p) {
        for (i, a) in ctx.card(o.card).abilities.iter().enumerate() {
            let Ability::Activated(a) = a else { continue };
            // CR 302.6: a summoning-sick creature's {T} abilities can't be activated.
            if (a.cost.tap && (o.tapped || o.sick)) || !zone_change::has_abilities(ctx, id) {
                continue;
            }
            for target in targets::options(ctx, a.effect.target(), id, p) {
                out.push(Choice::ActivateAbility {
                    source: id,
                    index: i as u8,
                    target,
                });
            }
        }
    }
    out
}

/// Applies a priority choice of player `p`.
pub(crate) fn apply(ctx: &mut Ctx, p: PlayerId, choice: &Choice) {
    match choice {
        Choice::PassPriority => pass(ctx, p),
        Choice::CastSpell { card, target } => cast(ctx, p, *card, *target),
        Choice::PlayLand { card } => play_land(ctx, p, *card),
        Choice::ActivateAbility {
            source,
            index,
            target,
        } => activate(ctx, p, *source, *index, *target),
        Choice::StandardMove { unit, to } => rb_combat::standard_move(ctx, p, *unit, *to),
        Choice::TurnFaceUp { permanent } => super::face_up::turn_face_up(ctx, p, *permanent),
        _ => unreachable!("engine routes only priority choices here"),
    }
}

/// CR 117.3d: pass; CR 117.4: when all players pass in succession, resolve or end the step.
fn pass(ctx: &mut Ctx, p: PlayerId) {
    ctx.log(RuleRef::PassPriority, Happening::Passed(p));
    ctx.s.passes = ctx.s.passes.saturating_add(1);
    if (ctx.s.passes as usize) < ctx.s.players.len() {
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

/// CR 601.2: cast a spell; it moves to the stack as a new object and "cast" triggers see it.
fn cast(ctx: &mut Ctx, p: PlayerId, card_obj: ObjectId, target: crate::state::Targets) {
    let card = ctx.obj(card_obj).expect("legal choice").card;
    let object = zone_change::move_to_stack(ctx, card_obj);
    ctx.log(
        RuleRef::CastSpell,
        Happening::Cast {
            player: p,
            card,
            object,
        },
    );
    ctx.s.stack.push_back(StackObject::Spell {
        object,
        controller: p,
        target,
    });
    super::events::perform_plain(
        ctx,
        vec![Event::SpellCast { player: p, object }],
        RuleRef::CastSpell,
    );
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
    super::events::perform(ctx, vec![super::events::Proposed::enter(card_obj, p)]);
    after_action(ctx, p);
}

/// CR 602.2: activate an ability: pay its costs, then put it on the stack, or resolve it at
/// once if it is a mana ability (CR 605.3b).
fn activate(
    ctx: &mut Ctx,
    p: PlayerId,
    source: ObjectId,
    index: u8,
    target: crate::state::Targets,
) {
    let o = ctx.obj(source).expect("legal choice").clone();
    let Ability::Activated(a) = &ctx.card(o.card).abilities[index as usize] else {
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
    if a.cost.tap {
        super::events::perform(ctx, vec![super::events::Proposed::Tap(source)]);
    }
    if a.cost.sacrifice_self {
        super::events::perform(
            ctx,
            vec![super::events::Proposed::to_graveyard(
                source,
                RuleRef::Sacrifice,
            )],
        );
    }
    if a.mana {
        mana::activate_mana_ability(ctx, p, source, &a.effect);
    } else {
        // Out of ids: the step is cut (Decision::Halted), as for a trigger instance.
        let id = ctx.s.fresh_activated_id().unwrap_or_else(|| {
            ctx.halted = true;
            crate::state::InstanceId(u8::MAX)
        });
        ctx.s.stack.push_back(StackObject::Activated {
            id,
            source,
            card: o.card,
            index,
            controller: p,
            target,
        });
        let of = crate::state::Target::Ability(id);
        targets::become_targets(ctx, target, (p, of), RuleRef::ActivateAbility);
    }
    after_action(ctx, p);
}

/// CR 117.3c: after casting or activating, the same player receives priority.
fn after_action(ctx: &mut Ctx, p: PlayerId) {
    ctx.s.passes = 0;
    ctx.s.priority_next = p;
}
