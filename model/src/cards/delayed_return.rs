//! A card for the delayed word `return-to-battlefield` after `that-dies` (issue 32, root 2:
//! "return that card" finds the card in the graveyard, CR 603.7c, 400.7e (mtg-2024-11-08)).
//! Its name is ours. Appended after every earlier card, so the earlier card ids stay as they
//! were.

use super::builtin::spell;
use crate::vocab::effect::{DelayedAction, Lasts, TargetSpec};
use crate::vocab::{CardDef, CardType as T, DelayedEvent, Effect as E, Objects, Selector};

/// The cards, in a stable order.
pub(super) fn cards() -> Vec<CardDef> {
    vec![
        // "Choose target creature. When that creature dies this turn, return that card to the
        // battlefield under its owner's control." (the delayed word, not an effect in `do`).
        spell(
            "Kind Reprieve",
            T::Instant,
            E::Delayed {
                when: DelayedEvent::ThatDies,
                on: Some(Objects::Target(TargetSpec::Permanent(Selector::of_type(
                    T::Creature,
                )))),
                then: DelayedAction::ReturnToBattlefield,
                lasts: Lasts::ThisTurn,
            },
        ),
    ]
}
