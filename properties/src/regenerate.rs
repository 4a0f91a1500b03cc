//! Properties of regeneration (CR 701.15a (mtg-2024-11-08); 701.19a in mtg-2026-01-16, 501.5a
//! in mtg-2008-10-01): a regeneration shield replaces a destruction, so the creature never goes
//! to the graveyard in that event and nothing sees it die (CR 603.2h); and it replaces only
//! destruction, never the state-based action for toughness 0 or less (CR 704.5f).
//!
//! Our own reading, from the journal: the journal entry cited with the regeneration rule names
//! the zone change it stopped (the creature, with what it had then: last known information).
//! The events performed with it are the entries that follow it up to the first entry that is
//! no event, no replacement and no prevention (one simultaneous event is journaled
//! consecutively, its replacements first). The engine's rule code is never called.

use crate::{Expectation, Kind, Property, View, MTG};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening};
use triggerproof_model::state::Zone;
use triggerproof_model::vocab::{CardId, CounterKind};

/// The regenerations of this step: (journal position, the zone change they stopped).
fn regenerations<'v>(v: &'v View) -> impl Iterator<Item = (usize, &'v Event)> {
    v.journal
        .iter()
        .enumerate()
        .filter_map(|(i, e)| match &e.what {
            Happening::Replaced { event, .. } if e.rule == RuleRef::Regenerate => Some((i, event)),
            _ => None,
        })
}

/// The toughness the creature had as it would have been destroyed, read from what the stopped
/// zone change remembers: printed (or 2 face down, CR 708.2a (mtg-2024-11-08)), its "until end
/// of turn" change and its +1/+1 and -1/-1 counters (CR 613.4c). Static abilities that change
/// toughness are not read: no board that regenerates has one.
fn toughness_then(
    v: &View,
    card: CardId,
    face_down: bool,
    pump: i8,
    counters: &[(CounterKind, u8)],
) -> i32 {
    let printed = if face_down {
        2
    } else {
        i32::from(v.pool.get(card).toughness)
    };
    let count = |k| {
        counters
            .iter()
            .filter(|(kind, _)| *kind == k)
            .map(|(_, n)| i32::from(*n))
            .sum::<i32>()
    };
    printed + i32::from(pump) + count(CounterKind::PlusOne) - count(CounterKind::MinusOne)
}

/// CR 701.15a (mtg-2024-11-08): "the next time [it] would be destroyed this turn, instead
/// remove all damage marked on it and its controller taps it": a regenerated creature does not
/// leave the battlefield in the event whose destruction was replaced, so it never dies there
/// and no "dies" or "leaves the battlefield" ability sees it (CR 603.2h). CR 704.5f:
/// "regeneration can't replace" toughness 0 or less: a regenerated creature had toughness
/// above 0 as it would have been destroyed.
fn regenerated_creature_never_dies(v: &View) -> bool {
    regenerations(v).all(|(i, stopped)| {
        let Event::ZoneChange {
            old,
            card,
            from: Some(Zone::Battlefield),
            to: Zone::Graveyard,
            face_down,
            pump,
            counters,
            ..
        } = stopped
        else {
            // Only a move from the battlefield to a graveyard is a destruction to replace.
            return false;
        };
        let same_event = v.journal.entries[i + 1..].iter().take_while(|e| {
            matches!(
                e.what,
                Happening::Event(_) | Happening::Replaced { .. } | Happening::Prevented { .. }
            )
        });
        let stayed = !same_event.into_iter().any(|e| {
            matches!(&e.what, Happening::Event(Event::ZoneChange { old: o, from: Some(Zone::Battlefield), .. })
                if o == old)
        });
        stayed && toughness_then(v, *card, *face_down, pump.1, counters) > 0
    })
}

/// A regeneration shield replaced a destruction.
fn regenerated(v: &View) -> bool {
    regenerations(v).next().is_some()
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step};

pub fn properties() -> Vec<Property> {
    vec![
        Property {
            name: "regenerated-creature-never-dies",
            expectation: Always,
            kind: Step,
            statement: "A creature whose destruction a regeneration shield replaced stays on the battlefield through that event (nothing sees it die), and the shield replaced a destruction, never toughness 0 or less.",
            rules: &[RuleRef::Regenerate, RuleRef::PreventedNoTrigger, RuleRef::SbaToughness],
            editions: MTG,
            witness: Some("regeneration-replaces-destruction"),
            check: regenerated_creature_never_dies,
        },
        Property {
            name: "regeneration-replaces-destruction",
            expectation: Sometimes,
            kind: Reachability,
            statement: "A regeneration shield replaces a creature's destruction.",
            rules: &[RuleRef::Regenerate],
            editions: MTG,
            witness: None,
            check: regenerated,
        },
    ]
}
