//! Cards for "when this ability has resolved N times this turn" (CR 603.7h (mtg-2024-11-08);
//! issue 16). Appended after every earlier card so their ids stay as they were.

use super::builtin::{card, gain, on};
use crate::vocab::effect::{DelayedAction, Lasts};
use crate::vocab::{
    CardDef, CardType as T, DelayedEvent, Effect as E, Selector, TriggerEvent as Ev,
};

/// The cards, in a stable order.
pub(super) fn cards() -> Vec<CardDef> {
    vec![
        // "Whenever another creature enters, you gain 1 life. When this ability has resolved
        // the second time this turn, you gain 3 life."
        card(
            "Tally Warden",
            &[T::Creature],
            (1, 1),
            vec![on(
                Ev::Enters(Selector::of_type(T::Creature).other()),
                E::Sequence(vec![
                    gain(1),
                    E::Delayed {
                        when: DelayedEvent::Resolved { times: 2 },
                        on: None,
                        then: DelayedAction::Do(Box::new(gain(3))),
                        lasts: Lasts::Once,
                    },
                ]),
            )],
        ),
    ]
}
