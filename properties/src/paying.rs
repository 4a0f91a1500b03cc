//! A trigger caused while paying a spell's cost goes on the stack above that spell: CR 601.2a
//! (mtg-2024-11-08): casting starts by moving the card to the stack, where it is the topmost
//! object; CR 601.2g (mtg-2024-11-08): mana abilities are activated after that, while casting;
//! CR 603.3 (mtg-2024-11-08): a triggered ability waits until a player would next receive
//! priority, which is after the spell became cast (CR 601.2i (mtg-2024-11-08)). The 2026 text
//! has the same numbers; the 2008 text has CR 409.1a (mtg-2008-10-01), CR 409.1g
//! (mtg-2008-10-01), CR 409.1i (mtg-2008-10-01) and CR 410.3 (mtg-2008-10-01).
//!
//! Our own reading, from the state after a step and its journal: in a step in which a spell
//! became cast, every triggered ability the step put on the stack sits above that spell (a
//! trigger has no way to get under a spell that was already on the stack before it). The
//! witness: such a trigger that triggered in an earlier step (while the spell was being paid
//! for: nothing else keeps a trigger waiting across a step that ends with priority) is put on
//! the stack above the spell in the step it becomes cast. The engine's rule code is never called.

use crate::{Expectation, Kind, Property, View, MTG};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::Happening;
use triggerproof_model::state::{InstanceId, ObjectId, StackObject};

/// Where the spell `object` is on the stack (0 = bottom), if there.
fn spell_at(v: &View, object: ObjectId) -> Option<usize> {
    v.state
        .stack
        .iter()
        .position(|o| matches!(o, StackObject::Spell { object: s, .. } if *s == object))
}

/// Where the triggered ability `id` is on the stack, if there.
fn trigger_at(v: &View, id: InstanceId) -> Option<usize> {
    v.state
        .stack
        .iter()
        .position(|o| matches!(o, StackObject::Triggered { instance, .. } if instance.id == id))
}

/// The spells cast in this step and the triggers it put on the stack.
fn cast_and_placed(v: &View) -> (Vec<ObjectId>, Vec<InstanceId>) {
    let mut cast = Vec::new();
    let mut placed = Vec::new();
    for e in v.journal.iter() {
        match &e.what {
            Happening::Cast { object, .. } => cast.push(*object),
            Happening::PutOnStack { instance, .. } => placed.push(*instance),
            _ => {}
        }
    }
    (cast, placed)
}

/// Every trigger put on the stack in the step a spell became cast is above that spell.
fn placed_above_the_cast_spell(v: &View) -> bool {
    let (cast, placed) = cast_and_placed(v);
    cast.iter().all(|&s| {
        let Some(at) = spell_at(v, s) else {
            return true;
        };
        placed
            .iter()
            .all(|&t| trigger_at(v, t).is_none_or(|above| above > at))
    })
}

/// A trigger that was waiting from an earlier step (triggered while the spell was paid for)
/// goes on the stack above the spell in the step it becomes cast.
fn paying_trigger_above(v: &View) -> bool {
    let (cast, placed) = cast_and_placed(v);
    let new_here: Vec<InstanceId> = v
        .journal
        .iter()
        .filter_map(|e| match &e.what {
            Happening::Triggered { instance, .. } => Some(*instance),
            _ => None,
        })
        .collect();
    cast.iter().any(|&s| {
        spell_at(v, s).is_some_and(|at| {
            placed
                .iter()
                .any(|t| !new_here.contains(t) && trigger_at(v, *t).is_some_and(|above| above > at))
        })
    })
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step as StepKind};

pub fn properties() -> Vec<Property> {
    vec![
        Property {
            name: "trigger-from-paying-goes-above-the-spell",
            expectation: Always,
            kind: StepKind,
            statement: "In the step a spell becomes cast, every triggered ability put on the stack (what paying its cost triggered included, a land tapped for mana while casting) goes above the spell, which was on the stack since casting began.",
            rules: &[RuleRef::ManaAbilitiesWhileCasting, RuleRef::BecomesCast],
            editions: MTG,
            witness: Some("trigger-from-paying-above-the-spell"),
            check: placed_above_the_cast_spell,
        },
        Property {
            name: "trigger-from-paying-above-the-spell",
            expectation: Sometimes,
            kind: Reachability,
            statement: "A trigger that triggered while a spell's mana cost was being paid (a land tapped for mana while casting) goes on the stack above the spell.",
            rules: &[RuleRef::ManaAbilitiesWhileCasting],
            editions: MTG,
            witness: None,
            check: paying_trigger_above,
        },
    ]
}
