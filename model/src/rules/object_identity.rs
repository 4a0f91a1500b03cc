//! Object identity across zones (CR 400.7 (mtg-2024-11-08)): a moved object is a new object
//! with no memory of its previous existence, and the rules list exactly which readers can still
//! find the new one. This is the one place that answers "can this ability or effect still find
//! the object it referred to, after that object changed zones?": every rule family that
//! follows an object across a zone change asks here, naming the exception it relies on.
//!
//! The list, clause by clause (numbers as in mtg-2024-11-08 and mtg-2026-01-16, which agree):
//! - 400.7a changes from spells and abilities to a permanent spell, 400.7b granted abilities
//!   of a permanent spell, 400.7c prevention of its damage, 400.7d the permanent reading the
//!   spell it was: no reader asks (the vocabulary has no effect on a spell on the stack, no
//!   prevention from a spell's damage, no "if it was kicked").
//! - 400.7e an ability that triggers on the move finds the new object in the zone it moved to,
//!   if that zone is public: [`Finder::TriggeredByTheMove`] (zone-change triggers, and the
//!   delayed "when that creature dies" / "when it leaves the battlefield").
//! - 400.7f an Aura's "when enchanted permanent leaves" finding the Aura in the graveyard: no
//!   reader asks (the vocabulary has no such ability).
//! - 400.7g-i casting or playing a card by a permission: no reader asks (no such effect).
//! - 400.7j other parts of the effect that moved an object to a public zone find it:
//!   [`Finder::OtherPartOfTheEffect`] ("exile target creature; return that card at the
//!   beginning of the next end step"); its second sentence (a cost that moved an object) has no
//!   reader: no effect reads what its cost sacrificed or discarded.
//! - 400.7k madness, 400.7m stickers: no reader asks (neither is modelled).
//!
//! Every other reader finds nothing: "this" after its source moved, a target after it moved by
//! another effect, a delayed trigger's object that left the zone it was expected in (CR 603.7c).
//!
//! Does not model: mtg-2008-10-01's list (217.1c) differs: its exception (2) does not say
//! "public zone", and it has no counterpart of 400.7j; the engine applies the 2024 list to every
//! MTG edition and to Riftbound (SIMPLIFICATION (CR 400.7 (mtg-2024-11-08))).

use super::Ctx;
use crate::edition::RuleRef;
use crate::journal::{Event, Happening};
use crate::mutant::Mutant;
use crate::state::{ObjectId, Zone};
use imbl::Vector;

/// Which exception of CR 400.7 a reader relies on to follow an object it referred to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Finder {
    /// CR 400.7e (mtg-2024-11-08): an ability that triggered on the move itself.
    TriggeredByTheMove,
    /// CR 400.7j (mtg-2024-11-08): another part of the effect that moved the object.
    OtherPartOfTheEffect,
}

/// CR 400.2 (mtg-2024-11-08): the library and the hand are hidden zones; the graveyard, the
/// battlefield, the stack and exile are public.
pub(crate) fn is_public(zone: Zone) -> bool {
    !zone.is_hidden()
}

/// The new object `ev` (a zone change) made, if a reader relying on `finder` can find it;
/// `None` for any other event.
pub(crate) fn found(finder: Finder, ev: &Event) -> Option<ObjectId> {
    let Event::ZoneChange {
        new: Some(n), to, ..
    } = ev
    else {
        return None;
    };
    let finds = match finder {
        // CR 400.7e (mtg-2024-11-08): "in the zone it moved to ..., if that zone is a public
        // zone".
        Finder::TriggeredByTheMove => is_public(*to),
        // CR 400.7j (mtg-2024-11-08): "to a public zone".
        Finder::OtherPartOfTheEffect => is_public(*to),
    };
    finds.then_some(*n)
}

/// CR 400.7e (mtg-2024-11-08): what a delayed ability waiting for its object's move ("when
/// that creature dies", "when it leaves the battlefield") refers to once journal entry `cause`
/// triggered it: the new object, in the public zone it moved to; nothing in a hidden zone (the
/// mutant `delayed-dies-loses-card` keeps the object that left, found nowhere).
pub(crate) fn after_its_move(ctx: &Ctx, refers: &Vector<ObjectId>, cause: u16) -> Vector<ObjectId> {
    let Some(Happening::Event(ev @ Event::ZoneChange { old, .. })) =
        ctx.j.entries.get(cause as usize).map(|e| &e.what)
    else {
        return refers.clone();
    };
    if !refers.contains(old) || ctx.mutant(Mutant::DelayedDiesLosesCard) {
        return refers.clone();
    }
    found(Finder::TriggeredByTheMove, ev).into_iter().collect()
}

/// CR 400.7j (mtg-2024-11-08): the objects `objects` as a later part of the resolving spell or
/// ability's effect finds them: each one an earlier part moved to a public zone (followed
/// through every move of this resolution) is the object it became there; one it moved to a
/// hidden zone is found nowhere; the others are themselves.
pub(crate) fn in_this_effect(ctx: &mut Ctx, objects: Vec<ObjectId>) -> Vec<ObjectId> {
    if ctx.mutant(Mutant::OtherPartLosesMovedCard) {
        // The mutant: a later part looks for the object that left, found nowhere.
        return objects;
    }
    let start = ctx
        .j
        .entries
        .iter()
        .rposition(|e| matches!(e.what, Happening::Resolving { .. }))
        .unwrap_or(0);
    let moves: Vec<Event> = ctx.j.entries[start..]
        .iter()
        .filter_map(|e| match &e.what {
            Happening::Event(ev @ Event::ZoneChange { .. }) => Some(ev.clone()),
            _ => None,
        })
        .collect();
    let mut out = Vec::new();
    for o in objects {
        let mut now = Some(o);
        for ev in &moves {
            if let (Some(n), Event::ZoneChange { old, .. }) = (now, ev) {
                if *old == n {
                    now = found(Finder::OtherPartOfTheEffect, ev);
                }
            }
        }
        match now {
            Some(n) if n != o => {
                // CR 400.7j (mtg-2024-11-08): the journal says which object it found.
                let h = Happening::ObjectFound { old: o, new: n };
                ctx.log(RuleRef::FoundByTheMovingEffect, h);
                out.push(n);
            }
            Some(n) => out.push(n),
            None => {}
        }
    }
    out
}
