//! Renaming the ids of the stack and what waits beside it for symmetry reduction: trigger
//! instances, stack objects (spells, abilities, combat damage on the stack), delayed triggers
//! and prevention shields, and the combat damage happenings that list assignments.

use super::ids::Ids;
use triggerproof_model::journal::Happening;
use triggerproof_model::state::{
    CombatAssignment, DelayedTrigger, GameObject, PreventionShield, StackObject, TriggerInstance,
};

/// A last-known copy of an object with the objects it names renamed, in the order
/// `walk::read::lki` visits them (see [`object_refs`]).
pub(super) fn lki(m: &mut impl Ids, o: &Option<Box<GameObject>>) -> Option<Box<GameObject>> {
    o.clone().map(|mut o| {
        object_refs(m, &mut o);
        o
    })
}

/// Renames the other objects an object names: its host (CR 301.5a (mtg-2024-11-08)), the
/// object whose ability exiled it (CR 607.2a (mtg-2024-11-08)) and the sources of its "for as
/// long as you control" control effects (CR 611.2b (mtg-2024-11-08)), in that order, for a
/// live object and for a last-known copy alike.
pub(super) fn object_refs(m: &mut impl Ids, o: &mut GameObject) {
    o.attached_to = o.attached_to.map(|h| m.obj(h));
    if let Some(l) = o.exiled_by.as_mut() {
        l.by = m.obj(l.by);
    }
    if let Some(c) = o.control.as_mut() {
        for g in c.grants.iter_mut() {
            g.as_long_as = g.as_long_as.map(|src| m.obj(src));
        }
    }
}

pub(super) fn instance(m: &mut impl Ids, t: &TriggerInstance) -> TriggerInstance {
    let id = m.inst(t.id);
    let source = m.obj(t.source);
    let refers = t.refers.iter().map(|o| m.obj(*o)).collect();
    let on_stack = t.on_stack.map(|x| m.target(x));
    let source_lki = lki(m, &t.source_lki);
    let it_lki = lki(m, &t.it_lki);
    // RB 383.1.b: the alternative occurrences name the instance and its objects too.
    let alternatives = t.alternatives.iter().map(|a| instance(m, a)).collect();
    TriggerInstance {
        id,
        source,
        refers,
        on_stack,
        source_lki,
        it_lki,
        that_player: t.that_player,
        alternatives,
        ..t.clone()
    }
}

pub(super) fn stack_object(m: &mut impl Ids, so: &StackObject) -> StackObject {
    match so {
        StackObject::Spell {
            object,
            controller,
            target,
            x,
        } => {
            let object = m.obj(*object);
            StackObject::Spell {
                object,
                controller: *controller,
                target: m.opt_target(*target),
                x: *x,
            }
        }
        StackObject::Triggered {
            instance: t,
            target,
            mode,
        } => {
            let instance = instance(m, t);
            StackObject::Triggered {
                instance,
                target: m.opt_target(*target),
                mode: *mode,
            }
        }
        StackObject::Activated {
            id,
            source,
            card,
            index,
            controller,
            target,
            source_lki,
            sacrificed_lki,
        } => {
            let id = m.inst(*id);
            let source = m.obj(*source);
            let source_lki = lki(m, source_lki);
            let sacrificed_lki = lki(m, sacrificed_lki);
            let target = m.opt_target(*target);
            StackObject::Activated {
                id,
                source,
                card: *card,
                index: *index,
                controller: *controller,
                target,
                source_lki,
                sacrificed_lki,
            }
        }
        StackObject::CombatDamage {
            assignments,
            active,
        } => StackObject::CombatDamage {
            assignments: assignments.iter().map(|a| assignment(m, a)).collect(),
            active: *active,
        },
    }
}

fn assignment(m: &mut impl Ids, a: &CombatAssignment) -> CombatAssignment {
    CombatAssignment {
        source: m.obj(a.source),
        to: m.target(a.to),
        ..*a
    }
}

pub(super) fn delayed(m: &mut impl Ids, d: &DelayedTrigger) -> DelayedTrigger {
    let source = m.obj(d.source);
    let refers = d.refers.iter().map(|o| m.obj(*o)).collect();
    DelayedTrigger {
        source,
        refers,
        ..d.clone()
    }
}

pub(super) fn shield(m: &mut impl Ids, sh: &PreventionShield) -> PreventionShield {
    PreventionShield {
        protects: m.target(sh.protects),
        remaining: sh.remaining,
    }
}

/// The combat damage assignments put on the stack or resolving (CR 310.1 (mtg-2008-10-01)).
pub(super) fn combat_damage(m: &mut impl Ids, h: &Happening) -> Happening {
    let Happening::CombatDamageOnStack {
        assignments,
        resolving,
    } = h
    else {
        return h.clone();
    };
    Happening::CombatDamageOnStack {
        assignments: assignments.iter().map(|a| assignment(m, a)).collect(),
        resolving: *resolving,
    }
}

/// A resolving spell or ability, or a copy of an ability put on the stack, renamed.
pub(super) fn resolving_or_copied(m: &mut impl Ids, h: &Happening) -> Happening {
    match h {
        Happening::Resolving {
            instance: t,
            controller,
            target,
        } => Happening::Resolving {
            instance: t.as_ref().map(|t| instance(m, t)),
            controller: *controller,
            target: m.opt_target(*target),
        },
        Happening::AbilityCopied {
            copy,
            of,
            controller,
        } => Happening::AbilityCopied {
            of: m.inst(*of),
            copy: m.inst(*copy),
            controller: *controller,
        },
        other => other.clone(),
    }
}
