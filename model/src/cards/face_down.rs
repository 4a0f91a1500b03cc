//! Cards for face-down permanents turned face up (CR 708.8 (mtg-2024-11-08), CR 702.37e
//! (mtg-2024-11-08)): a creature with an enters ability and a "when this is turned face up"
//! ability, and a watcher of any permanent turned face up. A board puts a permanent face down
//! with `face-down NAME`. Names are ours. Appended after every earlier card, so the earlier card
//! ids stay as they were.

use super::builtin::gain;
use super::builtin::{card, on};
use crate::vocab::{CardDef, CardType as T, Selector, TriggerEvent as Ev};

/// The face-down cards.
pub(super) fn cards() -> Vec<CardDef> {
    vec![
        // "When this creature enters, you gain 1 life. When this creature is turned face up,
        // you gain 3 life."
        CardDef {
            subtypes: vec!["Human".into(), "Rogue".into()],
            ..card(
                "Masked Herald",
                &[T::Creature],
                (3, 3),
                vec![
                    on(Ev::Enters(Selector::this()), gain(1)),
                    on(Ev::TurnedFaceUp(Selector::this()), gain(3)),
                ],
            )
        },
        // "Whenever a permanent is turned face up, you gain 1 life."
        card(
            "Unmasking Oracle",
            &[T::Enchantment],
            (0, 0),
            vec![on(Ev::TurnedFaceUp(Selector::default()), gain(1))],
        ),
    ]
}
