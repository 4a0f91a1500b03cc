//! Cards for simultaneity (issue 32, root 4): a second legend, so two legend-rule groups can
//! form at once (CR 704.5j, settled as one event, CR 704.3), a spell after which a player's
//! loss and creatures' deaths are state-based actions of one check (CR 704.3, 704.5a, 704.5f),
//! and a lifelink creature dealing two amounts of damage in one instruction (CR 608.2f).
//! Names are ours. Appended after every earlier card, so the earlier card ids stay as they were.

use super::builtin::{card, on, spell};
use crate::vocab::effect::{DamageTo, Objects, TargetSpec};
use crate::vocab::{
    Ability, ActivatedAbility, CardDef, CardType as T, Cost, Effect as E, Keyword, Quantity,
    Selector, Supertype, TriggerEvent as Ev, Who,
};

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
        // Lifelink. "Whenever you gain life, each opponent loses 1 life." "{T}: This creature
        // deals 1 damage to target creature and 2 damage to target player." One instruction,
        // one event (CR 608.2f): one life gain of 3, one trigger.
        CardDef {
            keywords: vec![Keyword::Lifelink],
            ..card(
                "Forked Leech",
                &[T::Creature],
                (1, 2),
                vec![
                    on(
                        Ev::LifeGained(Who::You),
                        E::LoseLife {
                            who: Who::Opponent,
                            amount: Quantity::Fixed(1),
                        },
                    ),
                    Ability::Activated(ActivatedAbility {
                        cost: Cost {
                            tap: true,
                            ..Cost::default()
                        },
                        effect: E::DealDamage {
                            to: TargetSpec::Permanent(Selector::of_type(T::Creature)),
                            amount: Quantity::Fixed(1),
                            also: vec![DamageTo {
                                to: TargetSpec::Word {
                                    n: 2,
                                    of: Box::new(TargetSpec::Player(Who::Any)),
                                },
                                amount: Quantity::Fixed(2),
                            }],
                        },
                        mana: false,
                    }),
                ],
            )
        },
    ]
}
