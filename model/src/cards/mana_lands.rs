//! Cards for paying mana costs (CR 601.2h (mtg-2024-11-08); CR 409.1h (mtg-2008-10-01)),
//! issue 35: lands whose mana ability adds one mana of a colour (CR 106.1b, 605.1a). Appended
//! after every earlier card so their ids stay as they were.

use super::builtin::{card, gain, on, tap_ability};
use crate::vocab::TriggerEvent as Ev;
use crate::vocab::{CardDef, CardType as T, Color, Effect as E, ManaPool, Selector};

/// The cards.
pub(super) fn cards() -> Vec<CardDef> {
    vec![
        // Land: "{T}: Add {R}."
        card(
            "Cinder Flat",
            &[T::Land],
            (0, 0),
            vec![tap_ability(E::AddMana(ManaPool::one(Color::Red)), true)],
        ),
        // Land: "{T}: Add {G}."
        card(
            "Moss Glade",
            &[T::Land],
            (0, 0),
            vec![tap_ability(E::AddMana(ManaPool::one(Color::Green)), true)],
        ),
        // Land: "{T}: Add {R}. {T}: Add {G}." (two mana abilities; one mana a turn)
        card(
            "Twin Ford",
            &[T::Land],
            (0, 0),
            vec![
                tap_ability(E::AddMana(ManaPool::one(Color::Red)), true),
                tap_ability(E::AddMana(ManaPool::one(Color::Green)), true),
            ],
        ),
        // Enchantment: "Whenever a land you control becomes tapped, you gain 1 life." A land
        // tapped for mana while casting a spell (CR 601.2g (mtg-2024-11-08)) triggers it, and
        // it goes on the stack above that spell (CR 603.3).
        card(
            "Ford Warden",
            &[T::Enchantment],
            (0, 0),
            vec![on(Ev::BecomesTapped(Selector::yours(T::Land)), gain(1))],
        ),
    ]
}
