//! Cards for multiplayer (issue 14, h14p): "unless any player pays" (CR 118.12a, 101.4
//! (mtg-2024-11-08)). Appended after every earlier card so their ids stay as they were.

use super::builtin::{card, trig};
use crate::vocab::{
    CardDef, CardType as T, Effect as E, Quantity, Selector, TriggerEvent as Ev, TriggeredAbility,
    Who,
};

/// The cards, in a stable order.
pub(super) fn cards() -> Vec<CardDef> {
    vec![
        // Rhystic-style (CR 118.12a (mtg-2024-11-08)): "When this creature enters, draw a card
        // unless any player pays 1 life." Any player, its controller included, may pay.
        card(
            "Rhystic Scribe",
            &[T::Creature],
            (1, 1),
            vec![trig(TriggeredAbility {
                unless_opponent_pays_life: Some(1),
                unless_payer: Who::Any,
                ..TriggeredAbility::on(
                    Ev::Enters(Selector::this()),
                    E::Draw {
                        who: Who::You,
                        count: Quantity::Fixed(1),
                    },
                )
            })],
        ),
    ]
}

/// The cards for "whenever [who] loses the game" (CR 603.10f (mtg-2024-11-08)), appended.
pub(super) fn loss_watchers() -> Vec<CardDef> {
    vec![
        // "Whenever an opponent loses the game, you gain 3 life."
        card(
            "Vulture of the Table",
            &[T::Creature],
            (1, 1),
            vec![super::builtin::on(
                Ev::LosesGame { who: Who::Opponent },
                super::builtin::gain(3),
            )],
        ),
        // "Whenever a player loses the game, you gain 1 life."
        card(
            "Funeral Bell",
            &[T::Artifact],
            (0, 0),
            vec![super::builtin::on(
                Ev::LosesGame { who: Who::Any },
                super::builtin::gain(1),
            )],
        ),
        // "Each opponent loses 2 life." (an instant to end an opponent at a table of three).
        super::builtin::spell(
            "Final Toll",
            T::Instant,
            E::LoseLife {
                who: Who::Opponent,
                amount: Quantity::Fixed(2),
            },
        ),
    ]
}
