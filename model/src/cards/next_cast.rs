//! Cards for a delayed trigger that waits for a spell being cast, "when you next cast an instant
//! spell this turn" (CR 603.7, 603.7b (mtg-2024-11-08)), and a free instant to cast after it.
//! Appended after every earlier card so their ids stay as they were.

use super::builtin::spell;
use crate::vocab::cast_watch::CastWatch;
use crate::vocab::effect::{DelayedAction, Lasts};
use crate::vocab::{CardDef, CardType as T, DelayedEvent, Effect as E, Quantity as Q, Selector};
use crate::vocab::{Who, Who::Opponent};

/// The cards, in a stable order.
pub(super) fn cards() -> Vec<CardDef> {
    vec![
        // "When you next cast an instant spell this turn, you gain 2 life."
        spell(
            "Primed Insight",
            T::Sorcery,
            E::Delayed {
                when: DelayedEvent::SpellCast(Box::new(CastWatch {
                    who: Who::You,
                    spell: Selector::of_type(T::Instant),
                })),
                on: None,
                then: DelayedAction::GainLife(2),
                lasts: Lasts::OnceThisTurn,
            },
        ),
        // "Each opponent loses 1 life."
        spell(
            "Quick Jolt",
            T::Instant,
            E::LoseLife {
                who: Opponent,
                amount: Q::Fixed(1),
            },
        ),
    ]
}
