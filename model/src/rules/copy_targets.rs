//! New targets for a copy (CR 707.10c (mtg-2024-11-08), the same number in mtg-2026-01-16; the
//! 2008 rules' 503.10c gives it to copies of spells and activated abilities only, which the
//! model does not copy): "copy target triggered ability. You may choose new targets for the
//! copy."
//!
//! Models: as the copy effect resolves, before the copy is put on the stack, its controller
//! chooses the copy's targets: each of the original's targets is kept (even one that became
//! illegal) or changed to another target legal for the same word "target", judged from the
//! copy's controller and its source (the original's, CR 707.10b); the same object is not chosen
//! twice for one word (CR 115.3). One question offers every such combination, the original's
//! targets first; with no alternative at all it is not asked. The copy is then put on the stack
//! with those targets, which become its targets (CR 601.2c). The original keeps its own.
//! Does not model: new targets for a copy made by an effect nested in a sequence or a "when you
//! do" (the scenario language refuses `new_targets` there), changing the mode or the number of
//! targets (neither may change, CR 707.10).

use super::characteristics::effect_of;
use super::resolve_ask::Answer;
use super::Ctx;
use crate::edition::RuleRef;
use crate::journal::Happening;
use crate::mutant::Mutant;
use crate::state::{
    Ask, Decision, InstanceId, ObjectId, PlayerId, StackObject, Target, Targets, Zone,
};
use crate::vocab::Effect;

/// For a resolving "copy target triggered ability; you may choose new targets" (the whole
/// effect), whether the copier has chosen (false: they are asked). `target`: the resolving
/// object's targets, the ability to copy among them.
pub(crate) fn chose(
    ctx: &mut Ctx,
    effect: Option<&Effect>,
    (target, copier): (Targets, PlayerId),
    answer: Option<Answer>,
) -> bool {
    let Some(Effect::CopyAbility {
        new_targets: true, ..
    }) = effect
    else {
        return true;
    };
    if let Some(Answer::NewTargets(chosen)) = answer {
        ctx.copy_targets = Some(chosen);
        return true;
    }
    let Some(of) = copied(target) else {
        return true;
    };
    if options(ctx, of, copier).len() <= 1 {
        return true; // nothing to choose: the copy keeps its targets
    }
    // CR 707.10c (mtg-2024-11-08): the copy's controller chooses.
    ctx.s.decision = Decision::Resolve {
        player: copier,
        ask: Ask::NewTargets,
    };
    false
}

/// The ability a copy effect targets: the first ability among `target`.
fn copied(target: Targets) -> Option<InstanceId> {
    target.iter().find_map(|t| match t {
        Target::Ability(id) => Some(id),
        _ => None,
    })
}

/// The copy's possible targets, asked of the player deciding: every combination of, for each
/// of the original's targets, that target or another legal one for its word (the original's
/// first).
pub(crate) fn choices(ctx: &Ctx) -> Vec<Targets> {
    let Some(top) = ctx.s.stack.back() else {
        return Vec::new();
    };
    let (copier, target) = (top.controller(), top.target());
    copied(target).map_or(Vec::new(), |of| options(ctx, of, copier))
}

/// CR 707.10c (mtg-2024-11-08): each target kept or changed to a legal one, word by word; CR
/// 115.3 (mtg-2024-11-08): never the same object twice for one word.
fn options(ctx: &Ctx, of: InstanceId, copier: PlayerId) -> Vec<Targets> {
    let Some(StackObject::Triggered {
        instance,
        target,
        mode,
    }) = ctx.s.stack.iter().find(|so| so.ability_id() == Some(of))
    else {
        return Vec::new();
    };
    let words = effect_of(ctx, instance, *mode).map_or(Vec::new(), Effect::target_words);
    let mut out = vec![Vec::<(u8, Target)>::new()];
    for (w, kept) in target.words() {
        let Some(spec) = words.get(w as usize).or(words.first()) else {
            return vec![*target];
        };
        let mut each = vec![kept];
        each.extend(
            candidates(ctx)
                .filter(|t| *t != kept)
                .filter(|t| legal(ctx, spec, *t, (instance.source, copier))),
        );
        out = out
            .into_iter()
            .flat_map(|sofar| {
                each.iter()
                    .filter(|t| !sofar.contains(&(w, **t)))
                    .map(|t| {
                        let mut next = sofar.clone();
                        next.push((w, *t));
                        next
                    })
                    .collect::<Vec<_>>()
            })
            .collect();
    }
    out.into_iter().map(Targets::of_words).collect()
}

/// Is `t` a legal target for the word (the mutant: any permanent or player will do).
fn legal(
    ctx: &Ctx,
    spec: &crate::vocab::effect::TargetSpec,
    t: Target,
    (source, copier): (ObjectId, PlayerId),
) -> bool {
    if ctx.mutant(Mutant::CopyNewTargetUnchecked) {
        return match t {
            Target::Player(p) => !ctx.s.player(p).lost,
            Target::Object(o) => ctx.obj(o).is_some_and(|x| x.zone == Zone::Battlefield),
            Target::Ability(_) => false,
        };
    }
    super::targets::legal(ctx, spec, t, source, copier)
}

/// Everything that might be a target: players, objects off the stack, abilities and spells on
/// it, in the order the first choice of targets lists them.
fn candidates<'a>(ctx: &'a Ctx) -> impl Iterator<Item = Target> + 'a {
    let objects = ctx
        .s
        .objects
        .iter()
        .filter(|(_, o)| o.zone != Zone::Stack)
        .map(|(id, _)| Target::Object(*id));
    ctx.s
        .player_ids()
        .map(Target::Player)
        .chain(objects)
        .chain(super::targets::abilities(ctx))
        .chain(super::counter_spell::spells(ctx))
}

/// The copy's targets as it is made: the chosen ones, if its controller chose, else the
/// original's. Logs the choice (CR 707.10c (mtg-2024-11-08)) when new targets were allowed.
pub(crate) fn for_copy(
    ctx: &mut Ctx,
    (copy, of): (InstanceId, InstanceId),
    (original, controller): (Targets, PlayerId),
    new_targets: bool,
) -> Targets {
    let chosen = ctx.copy_targets.take().unwrap_or(original);
    if new_targets && !original.is_empty() {
        let h = Happening::CopyTargetsChosen {
            copy,
            player: controller,
            original,
            targets: chosen,
        };
        ctx.log(RuleRef::CopyNewTargets, h);
    }
    // Mutant: one target list shared by the original and its copy; changing the copy's
    // targets changes the original's (CR 707.10c: only the copy's are chosen).
    if chosen != original && ctx.mutant(Mutant::CopyTargetsShared) {
        for so in ctx.s.stack.iter_mut() {
            if let StackObject::Triggered {
                instance, target, ..
            } = so
            {
                if instance.id == of {
                    *target = chosen;
                }
            }
        }
    }
    chosen
}
