//! Cards for simultaneity (issue 32, root 4): a second legend, so two legend-rule groups can
//! form at once (CR 704.5j, settled as one event, CR 704.3), and a spell after which a player's
//! loss and creatures' deaths are state-based actions of one check (CR 704.3, 704.5a, 704.5f).
//! Names are ours. Appended after every earlier card, so the earlier card ids stay as they were.

use super::builtin::{card, spell};
use crate::vocab::effect::Objects;
use crate::vocab::{CardDef, CardType as T, Effect as E, Quantity, Selector, Supertype, Who};

/// The cards.
pub(super) fn cards() -> Vec<CardDef> {
    vec![
        // A vanilla legendary creature (a second name for the legend rule).
        CardDef {
            subtypes: vec!["Human".into(), "Knight".into()],
            supertypes: vec![Supertype::Legendary],
            ..card("Warden Ilsa", &[T::Creature], (2, 2), vec![])
        },
        // "Each creature gets -2/-2 until end of turn. You lose 2 life."
        spell(
            "Ruinous Pact",
            T::Sorcery,
            E::Sequence(vec![
                E::Pump {
                    on: Objects::Each(Selector::of_type(T::Creature)),
                    power: -2,
                    toughness: -2,
                },
                E::LoseLife {
                    who: Who::You,
                    amount: Quantity::Fixed(2),
                },
            ]),
        ),
    ]
}
