//! Cards for linked abilities across a blink (issue 14, h14o; CR 607.2a (mtg-2024-11-08) + CR 400.7
//! (mtg-2024-11-08)): an instant that exiles and returns creatures at once, so a Fiend Hunter
//! can become a new object while its first self's abilities are still waiting. Appended after
//! every earlier card so their ids stay as they were.

use super::builtin::spell;
use crate::vocab::{CardDef, CardType as T, Effect as E, Selector};

/// The cards, in a stable order.
pub(super) fn cards() -> Vec<CardDef> {
    vec![
        // "Exile each creature you control, then return those cards to the battlefield under
        // their owners' control." An instant: cast while an enters ability waits on the stack.
        spell(
            "Flicker Rush",
            T::Instant,
            E::FlickerAll(Selector::yours(T::Creature)),
        ),
    ]
}
