//! New targets for a copy (CR 707.10c (mtg-2024-11-08)): the copy's controller may leave any of
//! the targets unchanged, even illegal ones; a changed one must be legal. Only the copy's targets
//! are chosen: the original keeps its own, and the copy "becomes the target" of exactly its final
//! targets as it is put on the stack (CR 601.2c, 603.2c).
//!
//! Read from the step's journal (the copy made, the targets chosen and the original's as they
//! were) and the stack after it. Legality is this crate's own reading (`removal::target_legal`)
//! in the state after the step: after the copy is made, the step only puts it on the stack, has
//! its targets become targets and puts triggered abilities on the stack, none of which changes
//! what a target is.

use crate::observe::printed;
use crate::removal::target_legal;
use crate::{Expectation, Kind, Property, View, MTG_603};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening};
use triggerproof_model::state::{
    AbilityOrigin, InstanceId, ObjectId, PlayerId, StackObject, Target, Targets, Zone,
};
use triggerproof_model::vocab::effect::TargetSpec;

/// A copy whose targets were chosen in this step.
struct Chosen {
    copy: InstanceId,
    player: PlayerId,
    original: Targets,
    targets: Targets,
}

fn chosen<'a>(v: &'a View<'a>) -> impl Iterator<Item = Chosen> + 'a {
    v.journal.iter().filter_map(|e| match &e.what {
        Happening::CopyTargetsChosen {
            copy,
            player,
            original,
            targets,
        } => Some(Chosen {
            copy: *copy,
            player: *player,
            original: *original,
            targets: *targets,
        }),
        _ => None,
    })
}

/// The copy's controller and the ability it copies, from the copy's journal entry.
fn copied(v: &View, copy: InstanceId) -> Option<(InstanceId, PlayerId)> {
    v.journal.iter().find_map(|e| match &e.what {
        Happening::AbilityCopied {
            copy: c,
            of,
            controller,
        } if *c == copy => Some((*of, *controller)),
        _ => None,
    })
}

/// The targets of the triggered ability `id` on the stack after the step, with its source and
/// the target description of each word "target" (none for a modal ability).
fn on_stack<'a>(v: &View<'a>, id: InstanceId) -> Option<(Targets, ObjectId, Vec<&'a TargetSpec>)> {
    v.state.stack.iter().find_map(|so| match so {
        StackObject::Triggered {
            instance,
            target,
            mode: None,
        } if instance.id == id => {
            let words = match &instance.origin {
                AbilityOrigin::Reflexive { .. } | AbilityOrigin::Delayed { .. } => Vec::new(),
                o => printed(v, o)
                    .map(|ta| crate::target_words::words(&ta.effect))
                    .unwrap_or_default(),
            };
            Some((*target, instance.source, words))
        }
        _ => None,
    })
}

/// CR 707.10c: slot by slot, the same word "target" as the original's, and each target the
/// original's or legal for that word from the copy's controller and source (CR 707.10b); never
/// one object twice for one word (CR 115.3).
fn each_kept_or_legal(v: &View, c: &Chosen, source: ObjectId, words: &[&TargetSpec]) -> bool {
    let (was, now): (Vec<_>, Vec<_>) = (c.original.words().collect(), c.targets.words().collect());
    if was.len() != now.len() {
        return false;
    }
    let slots_ok = was.iter().zip(&now).all(|((w0, t0), (w, t))| {
        w0 == w
            && (t0 == t
                || words
                    .get(*w as usize)
                    .is_some_and(|spec| target_legal(v, spec, *t, source, c.player)))
    });
    let apart = now.iter().enumerate().all(|(i, x)| !now[..i].contains(x));
    slots_ok && apart
}

/// CR 601.2c + 603.2c: the permanents that became the target of the copy are its final
/// targets, each once (a spell on the stack is no permanent).
fn became_its_targets(v: &View, c: &Chosen) -> bool {
    let mut became: Vec<ObjectId> = v
        .journal
        .iter()
        .filter_map(|e| match &e.what {
            Happening::Event(Event::BecameTarget {
                object,
                of: Some(Target::Ability(id)),
                ..
            }) if *id == c.copy => Some(*object),
            _ => None,
        })
        .collect();
    became.sort();
    let spell = |o: ObjectId| v.state.object(o).is_some_and(|x| x.zone == Zone::Stack);
    let mut want: Vec<ObjectId> = c
        .targets
        .iter()
        .filter_map(|t| match t {
            Target::Object(o) if !spell(o) => Some(o),
            _ => None,
        })
        .collect();
    want.sort();
    want.dedup();
    became == want
}

/// The property: every copy's targets were chosen by its controller, each kept or legal; the
/// copy is on the stack with them, the original with its own; they became the copy's targets.
fn copy_targets_kept_or_legal(v: &View) -> bool {
    chosen(v).all(|c| {
        let Some((of, controller)) = copied(v, c.copy) else {
            return false;
        };
        let original_kept = on_stack(v, of).is_none_or(|(t, _, _)| t == c.original);
        let copy_ok = match on_stack(v, c.copy) {
            Some((t, source, words)) => {
                t == c.targets && (words.is_empty() || each_kept_or_legal(v, &c, source, &words))
            }
            None => true,
        };
        c.player == controller && original_kept && copy_ok && became_its_targets(v, &c)
    })
}

/// Witness: a copy was given a target the original does not have.
fn copy_retargeted(v: &View) -> bool {
    chosen(v).any(|c| c.targets != c.original)
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step};

pub fn properties() -> Vec<Property> {
    vec![
        Property { name: "copy-new-targets-legal", expectation: Always, kind: Step, statement: "A copy's targets are chosen by its controller: each the original's or another legal target for the same word; the original keeps its own, and the copy becomes the target of exactly its final targets.", rules: &[RuleRef::CopyNewTargets], editions: MTG_603, witness: Some("copy-retargeted"), check: copy_targets_kept_or_legal },
        Property { name: "copy-retargeted", expectation: Sometimes, kind: Reachability, statement: "A copy of a triggered ability is given a new target.", rules: &[RuleRef::CopyNewTargets], editions: MTG_603, witness: None, check: copy_retargeted },
    ]
}
