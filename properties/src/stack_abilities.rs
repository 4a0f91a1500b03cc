//! Countering and copying abilities on the stack (CR 701.5a, 707.10 (mtg-2024-11-08); ward,
//! CR 702.21a (mtg-2024-11-08)): a counter removes only what it names, leaving its source's
//! other abilities alone; a copy of a triggered ability is never an ability triggering; "counter
//! it unless that player pays" counters only when the payment was declined.
//!
//! Read from the step's journal only: what each resolving spell or ability names (its targets,
//! or the spell or ability its trigger event referred to), the removals it made, the copies it
//! put on the stack and the abilities that triggered.

use crate::observe::printed;
use crate::selector::{selects, Known};
use crate::{Expectation, Kind, Property, View, ALL, MTG, MTG_603};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening, RemovalReason};
use triggerproof_model::state::{
    Ask, Decision, InstanceId, PlayerId, StackObject, Target, Targets, TriggerInstance,
};
use triggerproof_model::vocab::effect::AbilityKind;
use triggerproof_model::vocab::{
    Effect, Selector, TriggerCondition, TriggerEvent, TriggeredAbility, Who,
};

/// Is ability `id` on the stack now a "target [kind] ability [of a source matching sel]"
/// (CR 115.1)? A source that no longer exists matches only the selector that asks nothing.
pub fn ability_target_legal(
    v: &View,
    (kind, sel): (AbilityKind, &Selector),
    id: InstanceId,
    you: PlayerId,
) -> bool {
    let found = v.state.stack.iter().find_map(|so| match so {
        StackObject::Triggered { instance, .. } if instance.id == id => {
            Some((AbilityKind::Triggered, instance.source))
        }
        StackObject::Activated { id: i, source, .. } if *i == id => {
            Some((AbilityKind::Activated, *source))
        }
        _ => None,
    });
    let Some((is, source)) = found else {
        return false;
    };
    let kind_ok = kind == AbilityKind::Any || kind == is;
    let source_ok = match v.state.object(source) {
        Some(o) => selects(v.pool, sel, &Known::of(o, false), you) == Some(true),
        None => *sel == Selector::default(),
    };
    kind_ok && source_ok
}

/// What the spell or ability resolving before entry `at` names: its targets, and the spell or
/// ability its trigger event referred to ("it").
fn named_by_resolving(v: &View, at: usize) -> (Targets, Option<Target>) {
    v.journal.entries[..at]
        .iter()
        .rev()
        .find_map(|e| match &e.what {
            Happening::Resolving {
                instance, target, ..
            } => Some((*target, instance.as_ref().and_then(|t| t.on_stack))),
            _ => None,
        })
        .unwrap_or((Targets::NONE, None))
}

/// The abilities countered in this step: (entry, id).
fn countered<'a>(v: &'a View<'a>) -> impl Iterator<Item = (usize, InstanceId)> + 'a {
    v.journal
        .entries
        .iter()
        .enumerate()
        .filter_map(|(i, e)| match &e.what {
            Happening::RemovedFromStack {
                instance,
                reason: RemovalReason::Countered,
            } => Some((i, *instance)),
            _ => None,
        })
}

/// CR 701.5a (mtg-2024-11-08): an ability is countered only by a spell or ability naming it, as
/// a target or as "it"; the other abilities of its source stay on the stack.
fn counters_only_what_it_names(v: &View) -> bool {
    countered(v).all(|(at, id)| {
        let (targets, it) = named_by_resolving(v, at);
        let me = Target::Ability(id);
        targets.iter().any(|t| t == me) || it == Some(me)
    })
}

/// Witness: an ability was countered.
fn ability_countered(v: &View) -> bool {
    countered(v).next().is_some()
}

/// The copies put on the stack in this step: (entry, copy).
fn copies<'a>(v: &'a View<'a>) -> impl Iterator<Item = (usize, InstanceId)> + 'a {
    v.journal
        .entries
        .iter()
        .enumerate()
        .filter_map(|(i, e)| match &e.what {
            Happening::AbilityCopied { copy, .. } => Some((i, *copy)),
            _ => None,
        })
}

/// CR 707.10 + CR 603.2 (mtg-2024-11-08): a copy of a triggered ability is put on the stack,
/// not triggered: its being put there is no ability triggering, so no ability triggers with the
/// copy as its cause ("whenever a triggered ability triggers", CR 603.3b's second part), and the
/// copy is never journaled as triggering. Events the copy makes happen may trigger abilities:
/// a permanent becoming the copy's target triggers its ward (CR 702.21a (mtg-2024-11-08): the
/// copy is itself an ability, CR 707.10), caused by that event, not by the copy.
fn copy_never_triggers(v: &View) -> bool {
    copies(v).all(|(at, copy)| {
        v.journal.iter().skip(at).all(|e| match &e.what {
            Happening::Triggered {
                cause, instance, ..
            } => *cause != Some(at as u16) && *instance != copy,
            _ => true,
        })
    })
}

/// Witness: a triggered ability was copied while an ability that triggers on abilities
/// triggering was on the battlefield (its antecedent with teeth).
fn copied_beside_watcher(v: &View) -> bool {
    let watcher = v.state.battlefield().any(|(_, o)| {
        v.pool
            .get(o.card)
            .triggered()
            .any(|(_, ta)| ta.is_part_two())
    });
    watcher && copies(v).next().is_some()
}

/// The "counter it unless that player pays" abilities paid for in this step: (entry of the
/// answer, the ability's id).
fn paid_unless_counters<'a>(v: &'a View<'a>) -> impl Iterator<Item = (usize, InstanceId)> + 'a {
    v.journal
        .entries
        .iter()
        .enumerate()
        .filter_map(|(i, e)| match &e.what {
            Happening::OptionChosen {
                instance: Some(id),
                yes: true,
                ..
            } => Some((i, *id)),
            _ => None,
        })
        .filter(|(i, id)| {
            v.journal.entries[..*i].iter().any(|e| match &e.what {
                Happening::Resolving {
                    instance: Some(t), ..
                } if t.id == *id => printed(v, &t.origin).is_some_and(|ta| {
                    ta.unless_opponent_pays_life.is_some()
                        && matches!(ta.effect, Effect::Counter(_))
                }),
                _ => false,
            })
        })
}

/// CR 702.21a (mtg-2024-11-08) + CR 118.12a: "counter it unless that player pays": once the
/// player paid, nothing is countered by it.
fn ward_counters_only_unpaid(v: &View) -> bool {
    paid_unless_counters(v).all(|(at, _)| {
        v.journal.iter().skip(at).all(|e| {
            let spell_countered = matches!(e.what, Happening::Event(Event::ZoneChange { .. }))
                && e.rule == RuleRef::Counter;
            let ability_countered = matches!(
                e.what,
                Happening::RemovedFromStack {
                    reason: RemovalReason::Countered,
                    ..
                }
            );
            !spell_countered && !ability_countered
        })
    })
}

/// Witness: a player paid for a "counter it unless" ability.
fn ward_paid(v: &View) -> bool {
    paid_unless_counters(v).next().is_some()
}

/// Is `ta` ward's "counter it unless that player pays" (CR 702.21a (mtg-2024-11-08)): a "becomes
/// the target" ability whose "unless" is paid by "that player"?
fn is_ward(ta: &TriggeredAbility) -> bool {
    ta.unless_opponent_pays_life.is_some()
        && ta.unless_payer == Who::That
        && matches!(
            ta.when,
            TriggerCondition::Event(TriggerEvent::BecomesTarget { .. })
        )
}

/// Who controls the spell or ability `it` (what a ward ability's event made its permanent the
/// target of): read on the stack, or, for a spell that left it in this step, from the journal's
/// record of its move. `None` when neither shows it.
fn controller_of(v: &View, it: Target) -> Option<PlayerId> {
    let on_stack = v.state.stack.iter().find_map(|so| match (so, it) {
        (
            StackObject::Spell {
                object, controller, ..
            },
            Target::Object(o),
        ) if *object == o => Some(*controller),
        (StackObject::Activated { id, controller, .. }, Target::Ability(a)) if *id == a => {
            Some(*controller)
        }
        (StackObject::Triggered { instance, .. }, Target::Ability(a)) if instance.id == a => {
            Some(instance.controller)
        }
        _ => None,
    });
    on_stack.or_else(|| {
        v.journal.iter().find_map(|e| match (&e.what, it) {
            (
                Happening::Event(Event::ZoneChange {
                    old, controller, ..
                }),
                Target::Object(o),
            ) if *old == o => Some(*controller),
            _ => None,
        })
    })
}

/// The ward abilities asked in this view: (the instance, the player asked), for each answer
/// journaled in the step and for the question pending now.
fn ward_asks<'a>(v: &'a View<'a>) -> Vec<(&'a TriggerInstance, PlayerId)> {
    let e = &v.journal.entries;
    let mut out: Vec<_> = e
        .iter()
        .enumerate()
        .filter_map(|(i, x)| match &x.what {
            Happening::OptionChosen {
                instance: Some(id),
                player,
                ..
            } => e[..i].iter().rev().find_map(|y| match &y.what {
                Happening::Resolving {
                    instance: Some(t), ..
                } if t.id == *id => Some((t, *player)),
                _ => None,
            }),
            _ => None,
        })
        .collect();
    if let (
        Decision::Resolve {
            player,
            ask: Ask::Unless { .. },
        },
        Some(StackObject::Triggered { instance, .. }),
    ) = (&v.state.decision, v.state.stack.back())
    {
        out.push((instance, *player));
    }
    out.retain(|(t, _)| printed(v, &t.origin).is_some_and(is_ward));
    out
}

/// CR 702.21a (mtg-2024-11-08): ward is "counter that spell or ability unless that player
/// pays": the player asked to pay is the one who controls the spell or ability its permanent
/// became the target of, and no other opponent.
fn ward_asks_only_that_player(v: &View) -> bool {
    ward_asks(v).into_iter().all(|(t, asked)| {
        match t.on_stack.and_then(|it| controller_of(v, it)) {
            Some(that) => asked == that,
            None => true,
        }
    })
}

/// Witness: a ward ability asks for its payment in a game of three or more players (where
/// another opponent could be asked).
fn ward_asked_among_several_opponents(v: &View) -> bool {
    v.state.players.len() > 2 && !ward_asks(v).is_empty()
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step};

pub fn properties() -> Vec<Property> {
    vec![
        Property { name: "counter-removes-only-what-it-names", expectation: Always, kind: Step, statement: "An ability is countered only by a spell or ability that names it; its source's other abilities stay on the stack.", rules: &[RuleRef::Counter], editions: ALL, witness: Some("ability-countered"), check: counters_only_what_it_names },
        Property { name: "ability-countered", expectation: Sometimes, kind: Reachability, statement: "An ability on the stack is countered.", rules: &[RuleRef::Counter], editions: ALL, witness: None, check: ability_countered },
        Property { name: "copied-ability-never-triggers", expectation: Always, kind: Step, statement: "A copy of a triggered ability is not an ability triggering: no ability triggers on its being copied and the copy is never journaled as triggering (events it causes, such as a permanent becoming its target, may trigger ward).", rules: &[RuleRef::CopyAbility], editions: MTG_603, witness: Some("ability-copied-beside-watcher"), check: copy_never_triggers },
        Property { name: "ability-copied-beside-watcher", expectation: Sometimes, kind: Reachability, statement: "A triggered ability is copied while a 'whenever an ability triggers' permanent is on the battlefield.", rules: &[RuleRef::CopyAbility], editions: MTG_603, witness: None, check: copied_beside_watcher },
        Property { name: "ward-counters-only-unpaid", expectation: Always, kind: Step, statement: "A 'counter it unless that player pays' ability counters nothing once the player paid.", rules: &[RuleRef::Counter], editions: MTG, witness: Some("ward-paid"), check: ward_counters_only_unpaid },
        Property { name: "ward-asks-only-that-player", expectation: Always, kind: Step, statement: "Ward's 'counter it unless that player pays' asks only the player who controls the spell or ability that targeted its permanent, never another opponent.", rules: &[RuleRef::Ward], editions: MTG, witness: Some("ward-asked-among-several-opponents"), check: ward_asks_only_that_player },
        Property { name: "ward-asked-among-several-opponents", expectation: Sometimes, kind: Reachability, statement: "A ward ability asks for its payment in a game of three or more players.", rules: &[RuleRef::Ward], editions: MTG, witness: None, check: ward_asked_among_several_opponents },
        Property { name: "ward-paid", expectation: Sometimes, kind: Reachability, statement: "A player pays for a 'counter it unless' ability.", rules: &[RuleRef::Counter], editions: MTG, witness: None, check: ward_paid },
    ]
}
