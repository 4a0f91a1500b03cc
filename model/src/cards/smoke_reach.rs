//! Cards that let the smoke preset reach two mtg-2008-10-01 combat rules: a first striker with
//! no power, which assigns no damage in the first-strike step and so assigns in the second
//! (CR 310.2a (mtg-2008-10-01), CR 310.5 (mtg-2008-10-01)), and a sacrifice outlet that also
//! watches combat damage, so a creature can leave while its damage waits on the stack and the
//! watcher still sees that damage (CR 310.4a (mtg-2008-10-01), CR 310.4b (mtg-2008-10-01)); and
//! an "unless that player pays" whose player can leave the game before it resolves (CR 800.4f
//! (mtg-2024-11-08)). Names are ours. Appended after every earlier card, so the earlier card ids stay as they were.

use super::builtin::{card, gain, on};
use crate::vocab::trigger::Recipient;
use crate::vocab::{
    Ability, ActivatedAbility, CardDef, CardType as T, Cost, Effect as E, Keyword, Quantity,
    Selector, TriggerEvent as Ev, TriggeredAbility, Who,
};

/// The cards.
pub(super) fn cards() -> Vec<CardDef> {
    vec![
        // First strike; 0/2.
        CardDef {
            keywords: vec![Keyword::FirstStrike],
            ..card("Timid Duelist", &[T::Creature], (0, 2), vec![])
        },
        // "Whenever a creature you control deals combat damage to a player, you gain 1 life."
        // "Sacrifice a creature: Draw a card."
        card(
            "Chronicle Altar",
            &[T::Artifact],
            (0, 0),
            vec![
                on(
                    Ev::DealsDamage {
                        by: Selector::yours(T::Creature),
                        to: Recipient::Player,
                        combat: true,
                    },
                    gain(1),
                ),
                Ability::Activated(ActivatedAbility {
                    cost: Cost {
                        sacrifice: Some(Selector::of_type(T::Creature)),
                        ..Cost::default()
                    },
                    effect: E::Draw {
                        who: Who::You,
                        count: Quantity::Fixed(1),
                    },
                    mana: false,
                }),
            ],
        ),
        // "Whenever an opponent is dealt damage, draw a card unless that player pays 1 life."
        card(
            "Tithe Collector",
            &[T::Enchantment],
            (0, 0),
            vec![Ability::Triggered(TriggeredAbility {
                unless_opponent_pays_life: Some(1),
                unless_payer: Who::That,
                ..TriggeredAbility::on(
                    Ev::PlayerDealtDamage {
                        who: Who::Opponent,
                        combat: false,
                    },
                    E::Draw {
                        who: Who::You,
                        count: Quantity::Fixed(1),
                    },
                )
            })],
        ),
    ]
}
