//! Modes, targets and removals (CR 603.3c, 603.3d, 603.4, 608.2b), in this crate's own reading of
//! targeting (CR 115): which targets exist for a target description, whether a chosen target is
//! legal, and which rule, if any, justifies removing a triggered ability from the stack.

use crate::condition::holds_at;
use crate::observe::printed;
use crate::{Expectation, Kind, Property, View, ALL, MTG, RIFTBOUND};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening, RemovalReason};
use triggerproof_model::state::ObjectId;
use triggerproof_model::state::{
    AbilityOrigin, InstanceId, PlayerId, StackObject, Target, Targets, TriggerInstance, Zone,
};
use triggerproof_model::vocab::effect::TargetSpec;
use triggerproof_model::vocab::{CardType, Effect, Selector};

/// Is object `o` a permanent `sel` picks now, for the ability of `source` controlled by `you`
/// (CR 115.1, 110.1)? Read by this crate's own selector reader (a face-down permanent is a 2/2
/// creature with no other characteristics, CR 708.2a); unknown counts as not picked.
fn permanent_matches(
    v: &View,
    sel: &Selector,
    o: ObjectId,
    source: ObjectId,
    you: PlayerId,
) -> bool {
    v.state.object(o).is_some_and(|x| {
        let known = crate::selector::Known::of(x, o == source);
        x.zone == Zone::Battlefield
            && crate::selector::selects(v.pool, sel, &known, you) == Some(true)
    })
}

/// Is `t` a legal target for `spec` now, for the ability of `source` controlled by `you`
/// (CR 115.1; "any target" is a creature or a player in this model, and a player who has lost
/// is no target)?
pub fn target_legal(
    v: &View,
    spec: &TargetSpec,
    t: Target,
    source: ObjectId,
    you: PlayerId,
) -> bool {
    match (spec.each(), t) {
        (TargetSpec::AnyTarget | TargetSpec::Player(_), Target::Player(p))
            if v.state.player(p).lost =>
        {
            false
        }
        (TargetSpec::AnyTarget, Target::Player(_)) => true,
        (TargetSpec::AnyTarget, Target::Object(o)) => {
            permanent_matches(v, &Selector::of_type(CardType::Creature), o, source, you)
        }
        (TargetSpec::Permanent(sel), Target::Object(o)) => {
            permanent_matches(v, sel, o, source, you)
        }
        (TargetSpec::Player(w), Target::Player(p)) => crate::selector::names_player(*w, p, you),
        (TargetSpec::Ability { kind, source: sel }, Target::Ability(id)) => {
            crate::stack_abilities::ability_target_legal(v, (*kind, sel), id, you)
        }
        _ => false,
    }
}

/// CR 601.2c + 115.3: as many targets as `spec` asks for, all different, each legal now.
pub fn targets_legal(
    v: &View,
    spec: &TargetSpec,
    chosen: &Targets,
    source: ObjectId,
    you: PlayerId,
) -> bool {
    let (fewest, most) = match bare(spec) {
        TargetSpec::Several { count, up_to, .. } => (if *up_to { 0 } else { *count }, *count),
        _ => (1, 1),
    };
    let all: Vec<Target> = chosen.iter().collect();
    let distinct = all.iter().enumerate().all(|(i, t)| !all[..i].contains(t));
    (fewest as usize..=most as usize).contains(&all.len())
        && distinct
        && all.iter().all(|t| target_legal(v, spec, *t, source, you))
}

/// A word's description without its word number (CR 115.3 (mtg-2024-11-08)).
fn bare(spec: &TargetSpec) -> &TargetSpec {
    match spec {
        TargetSpec::Word { of, .. } => of,
        s => s,
    }
}

/// CR 115.3 (mtg-2024-11-08): each word's targets apart, as many as it asks for, each legal.
fn words_legal(
    v: &View,
    effect: &Effect,
    chosen: &Targets,
    source: ObjectId,
    you: PlayerId,
) -> bool {
    let words = crate::target_words::words(effect);
    let in_words = chosen.words().all(|(w, _)| (w as usize) < words.len());
    in_words
        && words
            .iter()
            .enumerate()
            .all(|(w, spec)| targets_legal(v, spec, &chosen.of_word(w as u8), source, you))
}

/// Does `spec` have any legal target now?
/// CR 601.2c: "up to N" can always be chosen with none. CR 115.3: "N targets" needs N
/// different legal ones.
pub fn any_target(v: &View, spec: &TargetSpec, source: ObjectId, you: PlayerId) -> bool {
    let players = v.state.player_ids().map(Target::Player);
    let objects = v.state.battlefield().map(|(id, _)| Target::Object(id));
    let needed = match bare(spec) {
        TargetSpec::Several { up_to: true, .. } => 0,
        TargetSpec::Several { count, .. } => *count as usize,
        _ => 1,
    };
    players
        .chain(objects)
        .filter(|t| target_legal(v, spec, *t, source, you))
        .count()
        >= needed
}

/// The effects an ability may have: one per mode, or its single effect.
fn effects<'a>(v: &View<'a>, origin: &'a AbilityOrigin) -> Vec<&'a Effect> {
    match (origin, printed(v, origin)) {
        (AbilityOrigin::Reflexive { effect }, _) => vec![effect],
        (_, Some(ta)) if !ta.modes.is_empty() => ta.modes.iter().collect(),
        (_, Some(ta)) => vec![&ta.effect],
        _ => Vec::new(),
    }
}

/// Is some mode of the ability available now, with a legal target if it needs one (CR 603.3c,
/// 603.3d)?
fn has_legal_choice(v: &View, origin: &AbilityOrigin, source: ObjectId, you: PlayerId) -> bool {
    let fx = effects(v, origin);
    fx.is_empty()
        || fx.iter().any(|e| {
            crate::target_words::words(e)
                .iter()
                .all(|s| any_target(v, s, source, you))
        })
}

/// The source of instance `id`, from its triggering in this step.
fn source_of(v: &View, id: InstanceId) -> Option<ObjectId> {
    v.journal.iter().find_map(|e| match &e.what {
        Happening::Triggered {
            instance, source, ..
        } if *instance == id => Some(*source),
        _ => None,
    })
}

/// The ability, source and controller of instance `id`, from its placement before entry `at`
/// (`None` when it triggered in an earlier step: then the removal is not judged).
fn placed_as<'a>(
    v: &View<'a>,
    id: InstanceId,
    at: usize,
) -> Option<(&'a AbilityOrigin, ObjectId, PlayerId)> {
    v.journal.entries[..at]
        .iter()
        .rev()
        .find_map(|e| match &e.what {
            Happening::PutOnStack {
                instance,
                origin,
                controller,
                ..
            } if *instance == id => Some((origin, source_of(v, id)?, *controller)),
            _ => None,
        })
}

/// The instance `id` as it began resolving before entry `at`.
fn resolving<'a>(v: &View<'a>, id: InstanceId, at: usize) -> Option<&'a TriggerInstance> {
    v.journal.entries[..at]
        .iter()
        .rev()
        .find_map(|e| match &e.what {
            Happening::Resolving {
                instance: Some(t), ..
            } if t.id == id => Some(t),
            _ => None,
        })
}

/// Is the removal of `instance` at entry `at` for `reason` allowed by the rules? CR 603.3d /
/// 603.3c: no mode with a legal target; CR 603.4: its intervening "if" is false; CR 608.2b: it
/// has targets. `None` when the instance can't be found.
pub fn removal_justified(v: &View, at: usize, instance: InstanceId, reason: RemovalReason) -> bool {
    let t = resolving(v, instance, at);
    match reason {
        RemovalReason::NoLegalChoice => placed_as(v, instance, at)
            .is_none_or(|(origin, source, you)| !has_legal_choice(v, origin, source, you)),
        RemovalReason::InterveningIfFalse => t.is_some_and(|t| {
            printed(v, &t.origin)
                .and_then(|ta| ta.intervening_if.as_ref())
                .is_some_and(|c| holds_at(v, c, t.controller, t.source, at) != Some(true))
        }),
        RemovalReason::TargetsIllegal => match t {
            Some(t) => effects(v, &t.origin).iter().any(|e| e.target().is_some()),
            // An activated ability (no trigger instance): it was put on the stack with targets.
            None => resolving_targets(v, at).is_some_and(|(_, ts)| !ts.is_empty()),
        },
        // RB 383.1.b: a simultaneous occurrence of a "the Nth time" ability, withdrawn as
        // another occurrence of it is put on the Chain.
        // CR 701.5a (mtg-2024-11-08): countered while a spell or ability resolved.
        RemovalReason::Countered => v.journal.entries[..at]
            .iter()
            .any(|e| matches!(e.what, Happening::Resolving { .. })),
        // RB 808.1.d.1 (riftbound-1.4): a "when I die" ability whose source's death was
        // replaced in this step, so it never reached the trash.
        RemovalReason::NotKilled => crate::causes::own_death_replaced(v, instance),
        RemovalReason::NotChosen => v.journal.iter().any(|e| {
            matches!(&e.what, Happening::PutOnStack { origin, instance: i, .. }
                if *i != instance && printed(v, origin).is_some_and(|ta| ta.nth_time.is_some()))
        }),
    }
}

/// Every removal in this step is allowed by the rule it cites.
pub fn removals_justified(v: &View) -> bool {
    v.journal
        .entries
        .iter()
        .enumerate()
        .all(|(i, e)| match &e.what {
            Happening::RemovedFromStack { instance, reason } => {
                removal_justified(v, i, *instance, *reason)
            }
            _ => true,
        })
}

/// CR 603.3d: an ability removed for having no legal choice had none when put on the stack.
pub(crate) fn no_choice_removal_justified(v: &View) -> bool {
    v.journal
        .entries
        .iter()
        .enumerate()
        .all(|(i, e)| match &e.what {
            Happening::RemovedFromStack {
                instance,
                reason: RemovalReason::NoLegalChoice,
            } => removal_justified(v, i, *instance, RemovalReason::NoLegalChoice),
            _ => true,
        })
}

/// CR 603.3c + 115.1: each triggered ability put on the stack this step has a mode that exists
/// and, if that mode targets, a legal target for it.
pub(crate) fn mode_available(v: &View) -> bool {
    let placed = |id: InstanceId| {
        v.journal
            .iter()
            .any(|e| matches!(e.what, Happening::PutOnStack { instance, .. } if instance == id))
    };
    v.state.stack.iter().all(|so| {
        let StackObject::Triggered {
            instance: t,
            target,
            mode,
        } = so
        else {
            return true;
        };
        if !placed(t.id) {
            return true;
        }
        let fx = effects(v, &t.origin);
        let effect = match (printed(v, &t.origin), mode) {
            (Some(ta), Some(m)) if !ta.modes.is_empty() => ta.modes.get(*m as usize),
            (Some(ta), None) if !ta.modes.is_empty() => None,
            (_, None) => fx.first().copied(),
            (_, Some(_)) => None,
        };
        let Some(effect) = effect else {
            return fx.is_empty();
        };
        match effect.target() {
            Some(_) => words_legal(v, effect, target, t.source, t.controller),
            None => target.is_empty(),
        }
    })
}

/// CR 608.2b: an ability removed for illegal targets has targets.
fn illegal_target_removal_justified(v: &View) -> bool {
    v.journal
        .entries
        .iter()
        .enumerate()
        .all(|(i, e)| match &e.what {
            Happening::RemovedFromStack {
                instance,
                reason: RemovalReason::TargetsIllegal,
            } => removal_justified(v, i, *instance, RemovalReason::TargetsIllegal),
            _ => true,
        })
}

fn removed_for(v: &View, r: RemovalReason) -> bool {
    v.journal
        .iter()
        .any(|e| matches!(e.what, Happening::RemovedFromStack { reason, .. } if reason == r))
}

fn modal_placed(v: &View) -> bool {
    v.state.stack.iter().any(|so| {
        matches!(so, StackObject::Triggered { mode: Some(_), instance, .. }
            if v.journal.iter().any(|e| matches!(e.what, Happening::PutOnStack { instance: i, .. } if i == instance.id)))
    })
}

fn no_choice_removed(v: &View) -> bool {
    removed_for(v, RemovalReason::NoLegalChoice)
}

fn illegal_removed(v: &View) -> bool {
    removed_for(v, RemovalReason::TargetsIllegal)
}

/// The last spell or ability to begin resolving before entry `at`: its entry and the targets
/// it was put on the stack with.
fn resolving_targets(v: &View, at: usize) -> Option<(usize, Targets)> {
    v.journal.entries[..at]
        .iter()
        .enumerate()
        .rev()
        .find_map(|(i, e)| match &e.what {
            Happening::Resolving { target, .. } => Some((i, *target)),
            _ => None,
        })
}

/// Has object `o` left its zone before journal entry `at`, as far as the step shows? It is no
/// object of the game now (CR 400.7: a moved object is a new one) and no move of it, or of a
/// new object given its id, is journaled from `at` on.
fn gone_before(v: &View, o: ObjectId, at: usize) -> bool {
    let moved_later = v.journal.entries[at..].iter().any(|e| {
        matches!(&e.what, Happening::Event(Event::ZoneChange { old, new, .. })
            if *old == o || *new == Some(o))
    });
    !moved_later && v.state.object(o).is_none()
}

/// The spells and abilities that began resolving in this step with every target an object that
/// had already left its zone: the entry of each, and the entry that ends it (its `Resolved`,
/// or the end of the journal).
fn every_target_gone(v: &View) -> Vec<(usize, usize)> {
    let e = &v.journal.entries;
    e.iter()
        .enumerate()
        .filter_map(|(r, x)| match &x.what {
            Happening::Resolving { target, .. } if !target.is_empty() => {
                let gone = target.iter().all(|t| match t {
                    Target::Object(o) => gone_before(v, o, r),
                    _ => false,
                });
                let end = e[r..]
                    .iter()
                    .position(|y| matches!(y.what, Happening::Resolved { .. }))
                    .map_or(e.len(), |k| r + k);
                gone.then_some((r, end))
            }
            _ => None,
        })
        .collect()
}

/// CR 608.2b (mtg-2024-11-08), CR 413.2a (mtg-2008-10-01): a spell or ability, activated
/// abilities included, whose every target has left the zone it was in doesn't resolve: the
/// journal removes it (a spell fizzles, an ability is removed for illegal targets) before it
/// ends.
fn every_target_gone_removed(v: &View) -> bool {
    every_target_gone(v).into_iter().all(|(r, end)| {
        v.journal.entries[r..end].iter().any(|e| {
            matches!(
                e.what,
                Happening::SpellFizzled { .. }
                    | Happening::RemovedFromStack {
                        reason: RemovalReason::TargetsIllegal,
                        ..
                    }
            )
        })
    })
}

/// Witness: an activated ability began resolving with every target gone: no trigger instance,
/// and no spell left the stack or fizzled while it resolved.
fn activated_with_every_target_gone(v: &View) -> bool {
    every_target_gone(v).into_iter().any(|(r, end)| {
        let e = &v.journal.entries;
        let spell = e[r..end].iter().any(|x| {
            matches!(
                x.what,
                Happening::SpellFizzled { .. }
                    | Happening::Event(Event::ZoneChange {
                        from: Some(Zone::Stack),
                        ..
                    })
            )
        });
        matches!(&e[r].what, Happening::Resolving { instance: None, .. }) && !spell
    })
}

/// RB 406.5 (riftbound-1.4) + RB 359.3.e.1 (riftbound-1.4), and the same numbers in
/// riftbound-1.3: an ability is executed just like a spell, and a spell resolves even if all its
/// targets are illegal: a spell or ability whose
/// every target left its zone is never removed or fizzled; the journal says its targets were
/// ignored and it resolves.
fn every_target_gone_still_resolves(v: &View) -> bool {
    every_target_gone(v).into_iter().all(|(r, end)| {
        let part = &v.journal.entries[r..end];
        let removed = part.iter().any(|e| {
            matches!(
                e.what,
                Happening::SpellFizzled { .. }
                    | Happening::RemovedFromStack {
                        reason: RemovalReason::TargetsIllegal,
                        ..
                    }
            )
        });
        let ignored = part
            .iter()
            .any(|e| matches!(e.what, Happening::TargetIgnored { .. }));
        !removed && ignored
    })
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step};

/// `unavailable-mode-never-chosen` judges each stacked trigger put on the stack in this step.
pub fn unavailable_mode_never_chosen(v: &View) -> bool {
    !crate::early::any(v, crate::readings::Marks::PUT_ON_STACK) || crate::removal::mode_available(v)
}

/// `no-legal-choice-removal-justified` judges each removal for having no legal choice.
pub fn no_legal_choice_removal_justified(v: &View) -> bool {
    !crate::early::any(v, crate::readings::Marks::REMOVED_NO_CHOICE)
        || crate::removal::no_choice_removal_justified(v)
}

pub fn properties() -> Vec<Property> {
    vec![
        Property { name: "unavailable-mode-never-chosen", expectation: Always, kind: Step, statement: "A triggered ability put on the stack has a mode that exists and, if it targets, a legal target for it.", rules: &[RuleRef::ModalTrigger, RuleRef::NoLegalTargets], editions: ALL, witness: Some("modal-trigger-placed"), check: unavailable_mode_never_chosen },
        Property { name: "modal-trigger-placed", expectation: Sometimes, kind: Reachability, statement: "A modal triggered ability is put on the stack with a mode.", rules: &[RuleRef::ModalTrigger], editions: ALL, witness: None, check: modal_placed },
        Property { name: "no-legal-choice-removal-justified", expectation: Always, kind: Step, statement: "A triggered ability is removed for having no legal mode or target only when it has none.", rules: &[RuleRef::NoLegalTargets, RuleRef::ModalTrigger], editions: ALL, witness: Some("trigger-removed-for-no-legal-choice"), check: no_legal_choice_removal_justified },
        Property { name: "trigger-removed-for-no-legal-choice", expectation: Sometimes, kind: Reachability, statement: "A triggered ability with no legal target is removed as it is put on the stack.", rules: &[RuleRef::NoLegalTargets], editions: ALL, witness: None, check: no_choice_removed },
        Property { name: "illegal-target-removal-justified", expectation: Always, kind: Step, statement: "A triggered ability is removed on resolution for illegal targets only if it targets.", rules: &[RuleRef::ResolveTargets], editions: MTG, witness: Some("trigger-removed-for-illegal-targets"), check: illegal_target_removal_justified },
        Property { name: "every-target-gone-removed", expectation: Always, kind: Step, statement: "A spell or ability, activated abilities included, whose every target left its zone before it resolved doesn't resolve: it is journaled as removed.", rules: &[RuleRef::ResolveTargets], editions: MTG, witness: Some("activated-every-target-gone"), check: every_target_gone_removed },
        Property { name: "activated-every-target-gone", expectation: Sometimes, kind: Reachability, statement: "An activated ability begins to resolve after every one of its targets left its zone.", rules: &[RuleRef::ResolveTargets], editions: MTG, witness: None, check: activated_with_every_target_gone },
        Property { name: "every-target-gone-still-resolves", expectation: Always, kind: Step, statement: "Under Riftbound a spell or ability, activated abilities included, whose every target left its zone resolves anyway, its targets ignored.", rules: &[RuleRef::ResolvesWithIllegalTargets], editions: RIFTBOUND, witness: Some("rb-activated-every-target-gone"), check: every_target_gone_still_resolves },
        Property { name: "rb-activated-every-target-gone", expectation: Sometimes, kind: Reachability, statement: "Under Riftbound an activated ability begins to resolve after every one of its targets left its zone.", rules: &[RuleRef::ResolvesWithIllegalTargets], editions: RIFTBOUND, witness: None, check: activated_with_every_target_gone },
        Property { name: "trigger-removed-for-illegal-targets", expectation: Sometimes, kind: Reachability, statement: "A triggered ability whose target became illegal is removed as it resolves.", rules: &[RuleRef::ResolveTargets], editions: MTG, witness: None, check: illegal_removed },
    ]
}
