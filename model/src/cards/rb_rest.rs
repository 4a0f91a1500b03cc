//! Cards for issue 32's Riftbound items: a unit with 0 Might and no abilities, which Riftbound
//! kills only once damage is marked on it (RB 142.4.b (riftbound-1.4), RB 323.5 (riftbound-1.4));
//! under Magic's rules it is a 0/0 put into the graveyard at once (CR 704.5f). Names are ours.
//! Appended after every earlier card so their ids stay as they were.

use super::builtin::card;
use crate::vocab::{CardDef, CardType as T};

/// The cards, in a stable order.
pub(super) fn cards() -> Vec<CardDef> {
    vec![
        // Might 0, no abilities.
        card("Mightless Sprout", &[T::Creature], (0, 0), vec![]),
    ]
}
