//! Several targets (CR 608.2b, 115.3): a spell or ability with several targets is removed on
//! resolution only if every one of its targets is illegal; while one is legal it resolves, and
//! does nothing to the illegal ones.
//!
//! Legality is this crate's own reading (`removal::target_legal`), judged in the state after
//! the step: a removed spell or ability did nothing, so its targets are as they were when it
//! was rechecked.

use crate::observe::printed;
use crate::removal::target_legal;
use crate::{Expectation, Kind, Property, View, MTG};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening, RemovalReason};
use triggerproof_model::state::{
    AbilityOrigin, InstanceId, ObjectId, PlayerId, StackObject, Target, Targets, Zone,
};
use triggerproof_model::vocab::effect::TargetSpec;
use triggerproof_model::vocab::CardId;

/// The target description, source and controller of the spell or ability rechecked at entry
/// `at`: a triggered ability from its resolving entry, a spell from its fizzling entry after
/// `at`. `None` when it can't be told (a modal ability, a spell that resolved).
fn described<'a>(
    v: &View<'a>,
    at: usize,
    instance: Option<InstanceId>,
) -> Option<(Vec<&'a TargetSpec>, ObjectId, PlayerId)> {
    let entries = &v.journal.entries;
    match instance {
        Some(id) => entries[..at].iter().rev().find_map(|e| match &e.what {
            Happening::Resolving {
                instance: Some(t), ..
            } if t.id == id => {
                let effect = match &t.origin {
                    AbilityOrigin::Reflexive { effect } => Some(&**effect),
                    o => printed(v, o)
                        .filter(|ta| ta.modes.is_empty())
                        .map(|ta| &ta.effect),
                };
                Some((crate::target_words::words(effect?), t.source, t.controller))
            }
            _ => None,
        }),
        None => entries[at..].iter().find_map(|e| match &e.what {
            Happening::SpellFizzled { object } => {
                let (card, you) = moved(v, *object)?;
                let words = crate::target_words::words(v.pool.get(card).spell.as_ref()?);
                Some((words, *object, you))
            }
            _ => None,
        }),
    }
}

/// The card and controller of a spell that left the stack in this step (its move to the
/// graveyard names both), or of an object still in the state.
fn moved(v: &View, object: ObjectId) -> Option<(CardId, PlayerId)> {
    let from_move = v.journal.iter().find_map(|e| match &e.what {
        Happening::Event(Event::ZoneChange {
            old,
            card,
            controller,
            ..
        }) if *old == object => Some((*card, *controller)),
        _ => None,
    });
    from_move.or_else(|| v.state.object(object).map(|o| (o.card, o.controller)))
}

/// Was the spell or ability rechecked at entry `at` removed for illegal targets after it?
fn removed_after(v: &View, at: usize, instance: Option<InstanceId>) -> bool {
    v.journal.entries[at..]
        .iter()
        .any(|e| match (&e.what, instance) {
            (
                Happening::RemovedFromStack {
                    instance: x,
                    reason: RemovalReason::TargetsIllegal,
                },
                Some(id),
            ) => *x == id,
            (Happening::SpellFizzled { .. }, None) => true,
            _ => false,
        })
}

/// The rechecks of this step: (entry, instance, every target, the illegal ones).
fn rechecks<'a>(
    v: &View<'a>,
) -> impl Iterator<Item = (usize, Option<InstanceId>, Targets, Targets)> + 'a {
    v.journal
        .entries
        .iter()
        .enumerate()
        .filter_map(|(i, e)| match &e.what {
            Happening::TargetsRechecked {
                instance,
                targets,
                illegal,
            } => Some((i, *instance, *targets, *illegal)),
            _ => None,
        })
}

/// CR 608.2b: a spell or ability with several targets removed for illegal targets had every
/// target illegal.
fn removed_only_if_every_target_illegal(v: &View) -> bool {
    rechecks(v).all(|(at, instance, targets, _)| {
        if !removed_after(v, at, instance) {
            return true;
        }
        let Some((words, source, you)) = described(v, at, instance) else {
            return true;
        };
        // CR 608.2b (mtg-2024-11-08): every target of every word, each against its own word.
        targets.words().all(|(w, t)| {
            words
                .get(w as usize)
                .is_none_or(|spec| !target_legal(v, spec, t, source, you))
        })
    })
}

/// Witness: a spell or ability with several targets, some but not all illegal, resolved.
fn resolved_for_its_legal_targets(v: &View) -> bool {
    rechecks(v).any(|(at, instance, targets, illegal)| {
        !illegal.is_empty() && illegal.len() < targets.len() && !removed_after(v, at, instance)
    })
}

/// The targeted permanents (not spells) of the spells cast, abilities activated, triggered abilities and
/// copies put on the stack in this step (read from the stack after it), one entry per (object, target).
fn newly_targeted(v: &View) -> Vec<ObjectId> {
    let mut out = Vec::new();
    for e in v.journal.iter() {
        let found = v.state.stack.iter().find(|so| match (&e.what, so) {
            (Happening::Cast { object, .. }, StackObject::Spell { object: o, .. }) => o == object,
            (
                Happening::PutOnStack { instance, .. },
                StackObject::Triggered { instance: t, .. },
            ) => t.id == *instance,
            // CR 707.10c (mtg-2024-11-08): a copy is put on the stack with its targets.
            (Happening::AbilityCopied { copy, .. }, StackObject::Triggered { instance: t, .. }) => {
                t.id == *copy
            }
            (
                Happening::Activated { source, index, .. },
                StackObject::Activated {
                    source: s,
                    index: i,
                    ..
                },
            ) => s == source && i == index,
            _ => false,
        });
        if let Some(so) = found {
            // A targeted spell on the stack is no permanent (CR 110.1 (mtg-2024-11-08)).
            let spell = |o: ObjectId| v.state.object(o).is_some_and(|x| x.zone == Zone::Stack);
            let mut each: Vec<ObjectId> = so
                .target()
                .iter()
                .filter_map(|t| match t {
                    Target::Object(o) if spell(o) => None,
                    Target::Object(o) => Some(o),
                    Target::Player(_) | Target::Ability(_) => None,
                })
                .collect();
            // One object chosen for two words becomes the target once (CR 603.2c (mtg-2024-11-08)).
            each.sort();
            each.dedup();
            out.extend(each);
        }
    }
    out.sort();
    out
}

/// The permanents that became the target of something in this step, one entry per occurrence.
fn became_targets(v: &View) -> Vec<ObjectId> {
    let mut out: Vec<ObjectId> = v
        .journal
        .iter()
        .filter_map(|e| match &e.what {
            Happening::Event(Event::BecameTarget { object, .. }) => Some(*object),
            _ => None,
        })
        .collect();
    out.sort();
    out
}

/// CR 601.2c + 603.2c: each permanent targeted by a spell or ability put on the stack becomes
/// its target once: one occurrence per targeted object, per spell or ability.
pub(crate) fn becomes_target_once_per_object(v: &View) -> bool {
    newly_targeted(v) == became_targets(v)
}

/// Witness: one step in which two different permanents became targets.
fn several_became_targets(v: &View) -> bool {
    let b = became_targets(v);
    b.windows(2).any(|w| w[0] != w[1])
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step};

/// `becomes-target-once-per-object` compares the permanents targeted by what the step put on
/// the stack with those that became targets: with nothing put on the stack and no one becoming
/// a target, both lists are empty.
pub fn guarded_becomes_target_once_per_object(v: &View) -> bool {
    let judged = crate::readings::Marks::PUT_ON_STACK
        | crate::readings::Marks::CAST_COPIED_ACTIVATED
        | crate::readings::Marks::BECAME_TARGET;
    !crate::early::any(v, judged) || crate::targets::becomes_target_once_per_object(v)
}

pub fn properties() -> Vec<Property> {
    vec![
        Property { name: "removed-only-if-every-target-illegal", expectation: Always, kind: Step, statement: "A spell or ability with several targets is removed on resolution only if every one of its targets is illegal.", rules: &[RuleRef::ResolveTargets], editions: MTG, witness: Some("resolved-for-legal-targets"), check: removed_only_if_every_target_illegal },
        Property { name: "becomes-target-once-per-object", expectation: Always, kind: Step, statement: "Each permanent targeted by a spell or ability put on the stack becomes its target exactly once.", rules: &[RuleRef::CastSpell, RuleRef::OncePerOccurrence], editions: MTG, witness: Some("several-permanents-became-targets"), check: guarded_becomes_target_once_per_object },
        Property { name: "several-permanents-became-targets", expectation: Sometimes, kind: Reachability, statement: "Two permanents become targets in one step.", rules: &[RuleRef::OncePerOccurrence], editions: MTG, witness: None, check: several_became_targets },
        Property { name: "resolved-for-legal-targets", expectation: Sometimes, kind: Reachability, statement: "A spell or ability with several targets, some illegal, resolves for the legal ones.", rules: &[RuleRef::ResolveTargets], editions: MTG, witness: None, check: resolved_for_its_legal_targets },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use triggerproof_model::cards::builtin;
    use triggerproof_model::journal::Journal;
    use triggerproof_model::state::{GameObject, GameState, Target, Zone};
    use triggerproof_model::Edition;

    fn view<'a>(
        pool: &'a triggerproof_model::cards::CardPool,
        s: &'a GameState,
        j: &'a Journal,
    ) -> View<'a> {
        View::new(Edition::Mtg20241108, pool, s, j)
    }

    /// A spell with two targets removed though one target is a creature still on the
    /// battlefield: a violation.
    #[test]
    fn removal_with_a_legal_target_left_is_a_violation() {
        let pool = builtin();
        let bears = pool.id("Grizzly Bears").unwrap();
        let doom = pool.id("Double Doom").unwrap();
        let mut s = GameState::new(2, 20, 0);
        let on_field = GameObject::new(bears, PlayerId(1), Zone::Battlefield);
        s.objects.insert(ObjectId(5), on_field);
        let mut j = Journal::default();
        let (legal, gone) = (Target::Object(ObjectId(5)), Target::Object(ObjectId(6)));
        j.push(
            RuleRef::ResolveTargets,
            Happening::TargetsRechecked {
                instance: None,
                targets: Targets::of([legal, gone]),
                illegal: Targets::one(gone),
            },
        );
        j.push(
            RuleRef::ResolveTargets,
            Happening::SpellFizzled {
                object: ObjectId(9),
            },
        );
        j.push(
            RuleRef::Resolve,
            Happening::Event(crate::testing::zone_change(
                ObjectId(9),
                Some(ObjectId(10)),
                doom,
                Some(Zone::Stack),
                Zone::Graveyard,
                PlayerId(0),
            )),
        );
        assert!(!removed_only_if_every_target_illegal(&view(&pool, &s, &j)));
    }

    /// A permanent becoming the target with nothing on the stack targeting it: a violation.
    #[test]
    fn becoming_a_target_of_nothing_is_a_violation() {
        let pool = builtin();
        let s = GameState::new(2, 20, 0);
        let mut j = Journal::default();
        j.push(
            RuleRef::CastSpell,
            Happening::Event(Event::BecameTarget {
                object: ObjectId(3),
                by: PlayerId(0),
                of: None,
            }),
        );
        assert!(!becomes_target_once_per_object(&view(&pool, &s, &j)));
    }
}
