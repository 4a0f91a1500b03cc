//! Resolving the top object of the stack (CR 608): targets rechecked (608.2b), intervening if
//! rechecked (603.4), "may"/"unless" asked (603.5), once-each-turn honoured (603.2i), the
//! controller fixed at trigger time used (603.3a), then the effect; permanent spells enter
//! (608.3).

use super::characteristics::{effect_of, printed};
use super::delayed_effects::execute_delayed;
use super::effect_env::Env;
use super::effects::execute;
use super::hooks::perform;
use super::proposed::Proposed;
use super::resolve_ask::resolving_controller;
use super::resolve_ask::Answer;
use super::resolve_ask::{ask, each_chose, Asked};
use super::{intervening_if, targets, Ctx};
use crate::edition::RuleRef;
use crate::journal::{Event, Happening, RemovalReason};
use crate::mutant::Mutant;
use crate::state::{
    AbilityOrigin, Decision, ObjectId, StackObject, Targets, TriggerInstance, Zone,
};
use crate::vocab::Ability;

/// Resolves the top of the stack, or asks its question first.
pub(crate) fn resolve_top(ctx: &mut Ctx, answer: Option<Answer>) {
    let top = ctx
        .s
        .stack
        .back()
        .cloned()
        .expect("resolve_top with a non-empty stack");
    let instance = top.instance().map(|t| t.id);
    let controller = resolving_controller(ctx, &top);
    ctx.log(
        RuleRef::Resolve,
        Happening::Resolving {
            instance: top.instance().cloned(),
            controller,
            target: top.target(),
        },
    );
    match &top {
        StackObject::Spell {
            object, target, x, ..
        } => {
            if !spell_top(ctx, (*object, *x), *target, controller, answer) {
                return; // a player must choose
            }
        }
        StackObject::Activated {
            id,
            source,
            card,
            index,
            target,
            source_lki,
            sacrificed_lki,
            ..
        } => {
            let Some(Ability::Activated(a)) =
                super::characteristics::ability_text(ctx.rules, *card, *index)
            else {
                unreachable!()
            };
            let copier = (*target, controller);
            if !super::copy_targets::chose(ctx, Some(&a.effect), copier, answer) {
                return; // the copy's controller chooses its targets
            }
            ctx.s.stack.pop_back();
            let (legal, all_illegal) = recheck(
                ctx,
                &a.effect.target_words(),
                *target,
                (*source, None),
                controller,
            );
            if !all_illegal {
                // CR 608.2h + CR 113.7a (mtg-2024-11-08): a source that left is read as it
                // last existed on the battlefield (kept by `intervening_if::record_lki`).
                let env = Env {
                    source_lki: source_lki.clone(),
                    sacrificed_lki: sacrificed_lki.clone(),
                    ..env_for(*source, *card, legal, controller, false)
                };
                execute(ctx, &a.effect, &env);
            } else if !ctx.sem().illegal_targets_remove
                && !ctx.mutant(Mutant::RbActivatedFizzleSkipsEffect)
            {
                // RB 406.5 (riftbound-1.3) + RB 406.5 (riftbound-1.4): an ability is executed
                // "just like a Spell"; RB 359.3.e.1 (riftbound-1.3) + RB 359.3.e.1
                // (riftbound-1.4): the spell resolves even if all its targets are illegal;
                // RB 359.3.e.6 (riftbound-1.4): the instructions on them are ignored, the rest
                // carried out (the mutant does nothing at all).
                let h = Happening::TargetIgnored {
                    instance: Some(*id),
                };
                ctx.log(RuleRef::ResolvesWithIllegalTargets, h);
                let env = Env {
                    source_lki: source_lki.clone(),
                    sacrificed_lki: sacrificed_lki.clone(),
                    ..env_for(*source, *card, legal, controller, false)
                };
                execute(ctx, &a.effect, &env);
            } else if ctx.sem().illegal_targets_remove
                && !ctx.mutant(Mutant::ActivatedFizzleResolves)
            {
                // CR 608.2b (mtg-2024-11-08): every target illegal: it doesn't resolve; it is
                // removed from the stack, as a triggered ability is (the mutant journals it as
                // resolved).
                let h = Happening::RemovedFromStack {
                    instance: *id,
                    reason: RemovalReason::TargetsIllegal,
                };
                ctx.log(RuleRef::ResolveTargets, h);
                return finish(ctx, Some(*id));
            }
        }
        StackObject::Triggered {
            instance: t,
            target,
            mode,
        } => {
            if !resolve_trigger(ctx, t, *target, *mode, controller, answer) {
                return; // a question is pending
            }
        }
        StackObject::CombatDamage { assignments, .. } => {
            super::combat_damage::resolve(ctx, assignments);
        }
    }
    finish(ctx, instance);
}

/// The spell on top of the stack resolves, once each player who must choose has chosen
/// (`false` while a choice is pending); its effect reads X as announced (CR 107.3a
/// (mtg-2024-11-08)).
fn spell_top(
    ctx: &mut Ctx,
    (object, x): (ObjectId, u16),
    target: Targets,
    controller: crate::state::PlayerId,
    answer: Option<Answer>,
) -> bool {
    let effect = ctx.card(ctx.obj(object).expect("spell").card).spell.clone();
    if !each_chose(ctx, effect.as_ref(), (object, controller), answer) {
        return false; // a player must choose what to sacrifice
    }
    let card = ctx.obj(object).expect("spell").card;
    let env = Env {
        spell_x: x,
        ..env_for(object, card, Targets::NONE, controller, true)
    };
    if !super::discard::chose(ctx, effect.as_ref(), &env, answer) {
        return false; // a player must choose what to discard
    }
    if !super::copy_targets::chose(ctx, effect.as_ref(), (target, controller), answer) {
        return false; // the copy's controller chooses its targets
    }
    resolve_spell(ctx, (object, x), target, controller);
    true
}

fn finish(ctx: &mut Ctx, instance: Option<crate::state::InstanceId>) {
    ctx.log(RuleRef::Resolve, Happening::Resolved { instance });
    ctx.s.priority_next = ctx.s.active;
    if !ctx.s.is_over() {
        ctx.s.decision = Decision::Priority(ctx.s.active);
    }
}

/// CR 608.2b: the targets still legal as it resolves, and whether it is removed for illegal
/// targets (only if it has targets and every one is illegal; the mutant removes it when any is).
/// An illegal target of one that resolves is logged as ignored: it is not affected.
fn recheck(
    ctx: &mut Ctx,
    words: &[&crate::vocab::effect::TargetSpec],
    target: Targets,
    (source, instance): (ObjectId, Option<crate::state::InstanceId>),
    controller: crate::state::PlayerId,
) -> (Targets, bool) {
    let (legal, all_illegal) = targets::recheck(ctx, words, target, source, controller);
    // Logged for several targets only: a single target's fate is the removal itself.
    if legal.len() < target.len() && target.len() > 1 {
        // CR 608.2b: each target is checked again; the illegal ones won't be affected.
        let illegal = Targets::of_words(target.words().filter(|t| !legal.words().any(|l| l == *t)));
        let h = Happening::TargetsRechecked {
            instance,
            targets: target,
            illegal,
        };
        // RB 359.3.e.1: in Riftbound it resolves anyway, ignoring them.
        let rule = match ctx.sem().illegal_targets_remove {
            true => RuleRef::ResolveTargets,
            false => RuleRef::ResolvesWithIllegalTargets,
        };
        ctx.log(rule, h);
        if ctx.mutant(Mutant::FizzleWhenAnyTargetIllegal) {
            return (Targets::NONE, true);
        }
    }
    (legal, all_illegal)
}

fn env_for(
    source: ObjectId,
    card: crate::vocab::CardId,
    target: Targets,
    controller: crate::state::PlayerId,
    is_spell: bool,
) -> Env {
    Env {
        controller,
        source,
        source_card: card,
        target,
        x: 0,
        refers: Default::default(),
        is_spell,
        instance: None,
        sacrifice: None,
        on_stack: None,
        that_player: None,
        that_owner: None,
        source_lki: None,
        it_lki: None,
        sacrificed_lki: None,
        spell_x: 0,
    }
}

fn resolve_spell(
    ctx: &mut Ctx,
    (object, x): (ObjectId, u16),
    target: Targets,
    controller: crate::state::PlayerId,
) {
    ctx.s.stack.pop_back();
    let card_id = ctx.obj(object).expect("spell object on the stack").card;
    let card = ctx.card(card_id);
    if card.is_permanent() {
        resolve_permanent(ctx, object, target, controller);
        return;
    }
    let effect = card.spell.as_ref();
    let (legal, all_illegal) = recheck(
        ctx,
        &effect.map_or(Vec::new(), |e| e.target_words()),
        target,
        (object, None),
        controller,
    );
    if all_illegal && ctx.sem().illegal_targets_remove {
        // CR 608.2b: all its targets are illegal: it doesn't resolve.
        ctx.log(RuleRef::ResolveTargets, Happening::SpellFizzled { object });
    } else if let Some(e) = effect {
        if all_illegal {
            // RB 359.3.e.1: it resolves anyway; the instruction on the illegal target does nothing.
            let h = Happening::TargetIgnored { instance: None };
            ctx.log(RuleRef::ResolvesWithIllegalTargets, h);
        }
        // CR 107.3a (mtg-2024-11-08): the spell's effect reads X as announced.
        let env = Env {
            spell_x: x,
            ..env_for(object, card_id, legal, controller, true)
        };
        execute(ctx, e, &env);
    }
    if ctx.obj(object).is_some_and(|o| o.zone == Zone::Stack) {
        perform(ctx, vec![Proposed::to_graveyard(object, RuleRef::Resolve)]);
    }
}

/// CR 608.3a: a permanent spell enters the battlefield under its controller's control;
/// CR 608.3b + CR 608.3c: an Aura spell whose target is illegal doesn't resolve, else it
/// enters attached to its target.
fn resolve_permanent(
    ctx: &mut Ctx,
    object: ObjectId,
    targets: Targets,
    controller: crate::state::PlayerId,
) {
    let card = ctx.card(ctx.obj(object).expect("spell object on the stack").card);
    let Some(spec @ crate::vocab::effect::TargetSpec::Permanent(_)) =
        card.spell.as_ref().and_then(|e| e.target())
    else {
        perform(ctx, vec![Proposed::enter(object, controller)]);
        return;
    };
    // An Aura spell has one target (CR 303.4a): the first chosen.
    let host = match targets.first() {
        Some(t @ crate::state::Target::Object(o))
            if targets::legal(ctx, spec, t, object, controller) =>
        {
            o
        }
        _ => {
            ctx.log(RuleRef::ResolveTargets, Happening::SpellFizzled { object });
            perform(ctx, vec![Proposed::to_graveyard(object, RuleRef::Resolve)]);
            return;
        }
    };
    let entered = perform(ctx, vec![Proposed::enter(object, controller)]);
    for (_, ev) in entered {
        if let Event::ZoneChange {
            new: Some(n),
            to: Zone::Battlefield,
            ..
        } = ev
        {
            super::attach::enters_attached(ctx, n, host);
        }
    }
}

fn remove(ctx: &mut Ctx, t: &TriggerInstance, reason: RemovalReason, rule: RuleRef) {
    ctx.s.stack.pop_back();
    ctx.log(
        rule,
        Happening::RemovedFromStack {
            instance: t.id,
            reason,
        },
    );
}

/// Resolves a triggered ability. Returns false if a question must be answered first.
fn resolve_trigger(
    ctx: &mut Ctx,
    t: &TriggerInstance,
    target: Targets,
    mode: Option<u8>,
    controller: crate::state::PlayerId,
    answer: Option<Answer>,
) -> bool {
    let ta = printed(ctx, t);
    if departed_source_fizzles(ctx, t) {
        remove(
            ctx,
            t,
            RemovalReason::TargetsIllegal,
            RuleRef::ResolveTargets,
        );
        return true;
    }
    if stale_state_trigger(ctx, t) {
        remove(
            ctx,
            t,
            RemovalReason::InterveningIfFalse,
            RuleRef::InterveningIf,
        );
        return true;
    }
    if let Some(cond) = ta.and_then(|ta| ta.intervening_if.as_ref()) {
        if !still_holds(ctx, t, controller, cond) {
            remove(
                ctx,
                t,
                RemovalReason::InterveningIfFalse,
                RuleRef::InterveningIf,
            );
            return true;
        }
    }
    let effect = effect_of(ctx, t, mode).cloned();
    let (target, all_illegal) = recheck(
        ctx,
        &effect.as_ref().map_or(Vec::new(), |e| e.target_words()),
        target,
        (t.source, Some(t.id)),
        controller,
    );
    if all_illegal {
        if ctx.sem().illegal_targets_remove {
            // CR 608.2b: every target illegal: removed without doing anything.
            remove(
                ctx,
                t,
                RemovalReason::TargetsIllegal,
                RuleRef::ResolveTargets,
            );
            return true;
        }
        // RB 359.3.e.1: it resolves anyway; its instruction on the illegal target does nothing.
        ctx.log(
            RuleRef::ResolvesWithIllegalTargets,
            Happening::TargetIgnored {
                instance: Some(t.id),
            },
        );
    }
    let mut env = Env {
        controller,
        source: t.source,
        source_card: t.source_card,
        target,
        x: t.x,
        refers: t.refers.clone(),
        is_spell: false,
        instance: Some(t.id),
        sacrifice: None,
        on_stack: t.on_stack,
        that_player: t.that_player,
        that_owner: t.that_owner,
        source_lki: t.source_lki.clone(),
        it_lki: t.it_lki.clone(),
        sacrificed_lki: None,
        spell_x: 0,
    };
    match ask(ctx, t, controller, effect.as_ref(), answer) {
        Asked::Pending => return false,
        Asked::Declined => {
            ctx.s.stack.pop_back();
            return true;
        }
        Asked::Go(sacrifice) => env.sacrifice = sacrifice,
    }
    if !each_chose(ctx, effect.as_ref(), (t.source, controller), answer) {
        return false;
    }
    if !super::discard::chose(ctx, effect.as_ref(), &env, answer) {
        return false;
    }
    if !super::copy_targets::chose(ctx, effect.as_ref(), (env.target, controller), answer) {
        return false;
    }
    if let AbilityOrigin::Delayed { action, .. } = &t.origin {
        execute_delayed(ctx, action, &env);
    } else if let Some(e) = effect {
        if super::once_each_turn::allows(ctx, t) {
            execute(ctx, &e, &env);
        }
    }
    ctx.s.stack.pop_back();
    true
}

/// Does the intervening "if" `cond` of `t` still hold as it resolves (true where it isn't
/// checked again)?
fn still_holds(
    ctx: &Ctx,
    t: &TriggerInstance,
    controller: crate::state::PlayerId,
    cond: &crate::vocab::Condition,
) -> bool {
    // CR 603.4 / CR 410.8 (mtg-2008-10-01): checked again on resolution (the mutant checks only once).
    // RB 383.3.e (1.3) / 383.2.a.1 (1.4): part of the condition, checked only when it
    // triggered (the mutant checks again).
    let rechecked = if ctx.sem().intervening_if_rechecked {
        !ctx.mutant(Mutant::InterveningIfCheckedOnce)
    } else {
        ctx.mutant(Mutant::RbInterveningRechecked)
    };
    // CR 603.4 + CR 113.7a: a condition about a departed source uses its last known
    // information, and "that creature" is the event's object (`trigger_knowledge`).
    let k = super::trigger_knowledge::Knows {
        source: t.source,
        controller: intervening_if::you(ctx, controller),
        source_lki: t.source_lki.as_deref(),
        refers: &t.refers,
        it_lki: t.it_lki.as_deref(),
        sacrificed_lki: None,
        x: t.x,
    };
    !rechecked || intervening_if::holds_knowing(ctx, cond, k)
}

/// Mutant `state-trigger-rechecked-on-resolution`: a state trigger whose state no longer holds
/// is removed as it resolves. CR 603.8 checks the state only to trigger; the correct engine
/// never removes it here.
fn stale_state_trigger(ctx: &Ctx, t: &TriggerInstance) -> bool {
    if !t.state_trigger || !ctx.mutant(Mutant::StateTriggerRecheckedOnResolution) {
        return false;
    }
    match printed(ctx, t).map(|ta| &ta.when) {
        Some(crate::vocab::TriggerCondition::State(c)) => {
            !intervening_if::holds(ctx, c, t.controller, t.source)
        }
        _ => false,
    }
}

/// Mutant `departed-source-fizzles`: a printed ability whose source left the battlefield is
/// removed as if its targets were illegal. CR 608.2b removes only an ability with targets, all
/// illegal; the source leaving changes nothing (CR 113.7a).
fn departed_source_fizzles(ctx: &Ctx, t: &TriggerInstance) -> bool {
    ctx.mutant(Mutant::DepartedSourceFizzles)
        && printed(ctx, t).is_some()
        && ctx
            .obj(t.source)
            .is_none_or(|o| o.zone != Zone::Battlefield)
}
