//! Countering and copying spells and abilities on the stack (CR 701.5a, 707.10 (mtg-2024-11-08);
//! 701.6a in 2026-01-16, 501.3a and 503.10 in 2008-10-01, RB 425.1.a): "counter target
//! activated or triggered ability", ward's "counter it" and "copy target triggered ability".
//!
//! Models: a countered ability is removed from the stack and never resolves; its source's other
//! abilities stay where they are; a countered spell goes to its owner's graveyard. A copy of a
//! triggered ability is put on the stack directly, with the same mode and targets (or new ones
//! its controller chose, `copy_targets`, CR 707.10c (mtg-2024-11-08)), controlled by the
//! copier: it was not triggered, so "whenever an ability triggers" watchers don't see it.
//! Does not model: copying spells or activated abilities.

use super::effect_env::Env;
use super::Ctx;
use crate::edition::RuleRef;
use crate::journal::{Happening, RemovalReason};
use crate::mutant::Mutant;
use crate::state::{InstanceId, ObjectId, PlayerId, StackObject, Target};
use crate::vocab::effect::Objects;

/// A counter or copy effect as it resolves.
pub(crate) fn execute(ctx: &mut Ctx, effect: &crate::vocab::Effect, env: &Env) {
    match effect {
        crate::vocab::Effect::Counter(on) => counter_each(ctx, on, env),
        crate::vocab::Effect::CopyAbility { new_targets, .. } => copy_each(ctx, env, *new_targets),
        _ => {}
    }
}

/// "Counter target ability" / "counter it": each object meant, if still on the stack.
fn counter_each(ctx: &mut Ctx, on: &Objects, env: &Env) {
    let meant: Vec<Target> = match on {
        Objects::Target(_) => env.target.iter().collect(),
        Objects::It => env.on_stack.into_iter().collect(),
        Objects::This | Objects::Each(_) | Objects::Players(_) | Objects::ExiledWithThis => {
            Vec::new()
        }
    };
    for t in meant {
        counter(ctx, t);
    }
}

/// CR 701.5a (mtg-2024-11-08): to counter a spell or ability is to remove it from the stack; it
/// never resolves; a countered spell goes to its owner's graveyard. Nothing else of its source
/// is touched (the mutant removes every ability of the same source).
fn counter(ctx: &mut Ctx, t: Target) {
    match t {
        Target::Ability(id) => {
            let Some(pos) = ctx
                .s
                .stack
                .iter()
                .position(|so| so.ability_id() == Some(id))
            else {
                return;
            };
            let so = ctx.s.stack.remove(pos);
            log_countered(ctx, id);
            if ctx.mutant(Mutant::CounterRemovesSourceAbilities) {
                let source = ability_source(&so);
                while let Some(pos) = ctx
                    .s
                    .stack
                    .iter()
                    .position(|o| o.ability_id().is_some() && ability_source(o) == source)
                {
                    let other = ctx.s.stack.remove(pos);
                    let other_id = other.ability_id().expect("an ability");
                    log_countered(ctx, other_id);
                }
            }
        }
        Target::Object(o) => {
            let Some(pos) = ctx
                .s
                .stack
                .iter()
                .position(|so| matches!(so, StackObject::Spell { object, .. } if *object == o))
            else {
                return;
            };
            let so = ctx.s.stack.remove(pos);
            let controller = match so {
                StackObject::Spell { controller, .. } => controller,
                _ => unreachable!("found as a spell"),
            };
            super::counter_spell::to_graveyard(ctx, o, controller);
        }
        Target::Player(_) => {}
    }
}

fn ability_source(so: &StackObject) -> Option<ObjectId> {
    match so {
        StackObject::Triggered { instance, .. } => Some(instance.source),
        StackObject::Activated { source, .. } => Some(*source),
        _ => None,
    }
}

fn log_countered(ctx: &mut Ctx, id: InstanceId) {
    let reason = RemovalReason::Countered;
    let h = Happening::RemovedFromStack {
        instance: id,
        reason,
    };
    ctx.log(RuleRef::Counter, h);
}

/// "Copy target triggered ability": each targeted triggered ability still on the stack.
fn copy_each(ctx: &mut Ctx, env: &Env, new_targets: bool) {
    for t in env.target.iter() {
        if let Target::Ability(id) = t {
            copy(ctx, id, env.controller, new_targets);
        }
    }
}

/// CR 707.10 (mtg-2024-11-08): a copy of the triggered ability is put on the stack with the
/// same mode and targets, controlled by the copier; it was never triggered (CR 603.2
/// (mtg-2024-11-08)), so abilities that trigger on abilities triggering don't see it (the
/// mutant lets them).
fn copy(ctx: &mut Ctx, of: InstanceId, controller: PlayerId, new_targets: bool) {
    let Some(StackObject::Triggered {
        instance,
        target,
        mode,
    }) = ctx
        .s
        .stack
        .iter()
        .find(|so| so.ability_id() == Some(of))
        .cloned()
    else {
        return;
    };
    // Out of ids: the step is cut (Decision::Halted), as for a trigger instance.
    let Some(copy) = ctx.s.fresh_instance_id() else {
        ctx.halt(crate::state::Limit::Ids);
        return;
    };
    let h = Happening::AbilityCopied {
        copy,
        of,
        controller,
    };
    let entry = ctx.log(RuleRef::CopyAbility, h);
    // CR 707.10c (mtg-2024-11-08): its targets as its controller decided, before it is put on
    // the stack.
    let original = target;
    let target = super::copy_targets::for_copy(ctx, (copy, of), (target, controller), new_targets);
    let mut instance = instance;
    instance.id = copy;
    instance.controller = controller;
    ctx.s.stack.push_back(StackObject::Triggered {
        instance,
        target,
        mode,
    });
    // CR 707.10c (mtg-2024-11-08): put on the stack with its targets; they become its targets
    // (the mutant: the original's, as if they were chosen after it was put on the stack).
    let by = (controller, Target::Ability(copy));
    let became = match ctx.mutant(Mutant::CopyBecomesOriginalTargets) {
        true => original,
        false => target,
    };
    let rule = match new_targets {
        true => RuleRef::CopyNewTargets,
        false => RuleRef::CopyAbility,
    };
    super::targets::become_targets(ctx, became, by, rule);
    if ctx.mutant(Mutant::CopySeenAsTriggering) {
        super::part_two::ability_triggered(ctx, entry, controller);
    }
}
