//! Several "target" words on one spell or ability (CR 115.3, 608.2b (mtg-2024-11-08); CR
//! 409.1c, 413.2a (mtg-2008-10-01)), in this crate's own reading: each word of a `sequence` is
//! the first part naming it (a plain target is word 1, `word { n }` word n); the same object
//! may be chosen once for each word, never twice for one; each part acts only on its own
//! word's targets.

use crate::observe::printed;
use crate::{Expectation, Kind, Property, View, MTG};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening};
use triggerproof_model::state::{AbilityOrigin, ObjectId, Target, Targets, Zone};
use triggerproof_model::vocab::effect::TargetSpec;
use triggerproof_model::vocab::Effect;

/// The word "target" a target description stands for, from 0.
pub fn word_of(spec: &TargetSpec) -> usize {
    match spec {
        TargetSpec::Word { n, .. } => (*n as usize).max(1) - 1,
        _ => 0,
    }
}

/// The target a part of an effect names, read here apart from the engine's `target()`.
fn part_target(e: &Effect) -> Option<&TargetSpec> {
    use triggerproof_model::vocab::Objects;
    match e {
        Effect::DealDamage { to, .. } | Effect::PreventNextDamage { to, .. } => Some(to),
        Effect::Destroy(t)
        | Effect::Tap(t)
        | Effect::Untap(t)
        | Effect::FlickerUntilEndStep(t)
        | Effect::GainControl { target: t, .. }
        | Effect::Attach(t)
        | Effect::CopyAbility { of: t, .. } => Some(t),
        Effect::PutCounters { on, .. }
        | Effect::RemoveCounters { on, .. }
        | Effect::Pump { on, .. }
        | Effect::LoseAllAbilities { on }
        | Effect::Regenerate(on)
        | Effect::PutInto { what: on, .. }
        | Effect::Counter(on)
        | Effect::Unattach(on)
        | Effect::Delayed { on: Some(on), .. } => match on {
            Objects::Target(t) => Some(t),
            _ => None,
        },
        // "Target creature fights target creature": the first side that targets.
        Effect::Fight { creature, other } => [creature, other].into_iter().find_map(|o| match o {
            Objects::Target(t) => Some(t),
            _ => None,
        }),
        // "Create a Role token attached to target creature".
        Effect::CreateRole { on, .. } => match on {
            Objects::Target(t) => Some(t),
            _ => None,
        },
        Effect::Sequence(es) => es.iter().find_map(part_target),
        // Every other effect by name: one added to the vocabulary must be read here too.
        Effect::GainLife { .. }
        | Effect::LoseLife { .. }
        | Effect::Draw { .. }
        | Effect::DestroyAll(_)
        | Effect::DamageEach { .. }
        | Effect::SacrificeThis
        | Effect::CreateToken(_)
        | Effect::ExileThisAtNextEndStep
        | Effect::WhenThisLeaves(_)
        | Effect::WhenThisUntaps(_)
        | Effect::WheneverCreatureDiesThisTurn(_)
        | Effect::FlickerAll(_)
        | Effect::ExileHandFaceDownUntilEndStep
        | Effect::ReflexiveSacrifice { .. }
        | Effect::Score(_)
        | Effect::WinGame
        | Effect::DiscardHandDrawThatMany
        | Effect::ReturnItToBattlefield
        | Effect::ReturnItToBattlefieldWith(_)
        | Effect::DestroyIt
        | Effect::ReturnItToHand
        | Effect::AddMana(_)
        | Effect::Delayed { on: None, .. }
        | Effect::TapAll { .. }
        | Effect::Mill { .. }
        | Effect::Manifest { .. }
        | Effect::EachSacrifices { .. }
        | Effect::Discard { .. }
        | Effect::AdditionalCombatPhase => None,
    }
}

/// Every target a part names: its own, and a `deal-damage`'s `also` recipients' words after it
/// (one instruction naming several words, CR 608.2f (mtg-2024-11-08)).
fn part_targets(e: &Effect) -> Vec<&TargetSpec> {
    match e {
        Effect::DealDamage { to, also, .. } => std::iter::once(to)
            .chain(also.iter().map(|r| &r.to))
            .collect(),
        // CR 115.3 (mtg-2024-11-08): each side of a fight that says "target" is its own word.
        Effect::Fight { creature, other } => [creature, other]
            .into_iter()
            .filter_map(|o| match o {
                triggerproof_model::vocab::Objects::Target(t) => Some(t),
                _ => None,
            })
            .collect(),
        e => part_target(e).into_iter().collect(),
    }
}

/// The parts of an effect: a sequence's, or the effect itself.
fn parts(e: &Effect) -> Vec<&Effect> {
    match e {
        Effect::Sequence(es) => es.iter().collect(),
        e => vec![e],
    }
}

/// Each word "target" of an effect, in order: the description its first part gives.
pub fn words(e: &Effect) -> Vec<&TargetSpec> {
    let mut out: Vec<&TargetSpec> = Vec::new();
    for spec in parts(e).into_iter().flat_map(part_targets) {
        if word_of(spec) == out.len() {
            out.push(spec);
        }
    }
    out
}

/// The effect and source of the spell or ability resolving at entry `at`: a triggered ability
/// from its instance, a spell from its move off the stack after it.
fn resolving<'a>(v: &View<'a>, at: usize) -> Option<(&'a Effect, ObjectId, Targets)> {
    let Happening::Resolving {
        instance, target, ..
    } = &v.journal.entries[at].what
    else {
        return None;
    };
    match instance {
        Some(t) => {
            let effect = match &t.origin {
                AbilityOrigin::Reflexive { .. } => None,
                o => printed(v, o)
                    .filter(|ta| ta.modes.is_empty())
                    .map(|ta| &ta.effect),
            };
            Some((effect?, t.source, *target))
        }
        None => v.journal.entries[at..].iter().find_map(|e| match &e.what {
            Happening::Event(Event::ZoneChange {
                old,
                card,
                from: Some(Zone::Stack),
                ..
            }) => Some((v.pool.get(*card).spell.as_ref()?, *old, *target)),
            _ => None,
        }),
    }
}

/// The damage the source dealt between entry `at` and the end of that resolution, one entry
/// per recipient per event.
fn damage_dealt(v: &View, at: usize, source: ObjectId) -> Vec<Target> {
    let mut out = Vec::new();
    for e in &v.journal.entries[at + 1..] {
        match &e.what {
            Happening::Resolved { .. } | Happening::Resolving { .. } => break,
            Happening::Event(Event::Damage { source: s, to, .. }) if *s == source => out.push(*to),
            _ => {}
        }
    }
    out
}

/// CR 115.3 (mtg-2024-11-08): no target chosen twice for one word.
fn apart_in_each_word(target: &Targets) -> bool {
    let all: Vec<(u8, Target)> = target.words().collect();
    all.iter().enumerate().all(|(i, t)| !all[..i].contains(t))
}

/// CR 115.3 + CR 608.2b (mtg-2024-11-08): as a spell or ability resolves, no word has a
/// target twice; with several words, each target is dealt damage at most once per damage part
/// of its own words: a part never acts on another word's target.
fn target_words_kept_apart(v: &View) -> bool {
    (0..v.journal.entries.len()).all(|at| {
        let Some((effect, source, target)) = resolving(v, at) else {
            return true;
        };
        if !apart_in_each_word(&target) {
            return false;
        }
        if words(effect).len() < 2 {
            return true;
        }
        let dealt = damage_dealt(v, at, source);
        let damaging = |w: u8| {
            parts(effect)
                .into_iter()
                .filter(|p| matches!(p, Effect::DealDamage { .. }))
                .filter(|p| part_targets(p).iter().any(|s| word_of(s) == w as usize))
                .count()
        };
        let mut recipients: Vec<Target> = dealt.clone();
        recipients.dedup();
        recipients.iter().all(|r| {
            let times = dealt.iter().filter(|t| *t == r).count();
            let allowed: usize = target
                .words()
                .filter(|(_, t)| t == r)
                .map(|(w, _)| damaging(w))
                .sum();
            times <= allowed
        })
    })
}

/// Witness: a spell or ability with targets for two words "target" resolves.
fn two_words_resolved(v: &View) -> bool {
    (0..v.journal.entries.len()).any(|at| {
        resolving(v, at).is_some_and(|(e, _, target)| {
            words(e).len() >= 2 && target.words().any(|(w, _)| w >= 1)
        })
    })
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step};

pub fn properties() -> Vec<Property> {
    vec![
        Property { name: "target-words-kept-apart", expectation: Always, kind: Step, statement: "A spell or ability with several 'target' words never has one target twice for one word, and each part acts only on its own word's targets.", rules: &[RuleRef::TargetWords, RuleRef::ResolveTargets], editions: MTG, witness: Some("two-target-words-resolved"), check: target_words_kept_apart },
        Property { name: "two-target-words-resolved", expectation: Sometimes, kind: Reachability, statement: "A spell or ability with targets for two 'target' words resolves.", rules: &[RuleRef::TargetWords], editions: MTG, witness: None, check: two_words_resolved },
    ]
}
