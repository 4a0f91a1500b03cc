//! Cards for regeneration (CR 701.15a (mtg-2024-11-08); 701.19a in mtg-2026-01-16, 501.5a in
//! mtg-2008-10-01), issue 35: an instant that gives a creature a regeneration shield.
//! Appended after every earlier card so their ids stay as they were.

use super::builtin::spell;
use crate::vocab::effect::TargetSpec;
use crate::vocab::{CardDef, CardType as T, Effect as E, Objects, Selector};

/// The cards.
pub(super) fn cards() -> Vec<CardDef> {
    vec![
        // "Regenerate target creature." (The next time it would be destroyed this turn, instead
        // remove all damage from it, tap it and remove it from combat.)
        spell(
            "Verdant Reprieve",
            T::Instant,
            E::Regenerate(Objects::Target(TargetSpec::Permanent(Selector::of_type(
                T::Creature,
            )))),
        ),
    ]
}
