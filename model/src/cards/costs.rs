//! Cards for costs (issue 14: CR 118, 601.2h, 601.2i, 602.2b (mtg-2024-11-08)): a spell with
//! "sacrifice a creature" as an additional cost, one with "discard a card", activated abilities
//! that sacrifice another creature or pay life, and watchers of sacrificing, paying or losing
//! life and activating. Appended after every earlier card so their ids stay as they were.
//! Mana costs are free in the model.

use super::builtin::gain;
use super::builtin::{card, on, spell};
use crate::vocab::effect::TargetSpec;
use crate::vocab::{
    Ability, ActivatedAbility, AdditionalCost, CardDef, CardType as T, Cost, Effect as E, Quantity,
    Selector, TriggerEvent as Ev, Who,
};

fn activated(cost: Cost, effect: E) -> Ability {
    Ability::Activated(ActivatedAbility {
        cost,
        effect,
        mana: false,
    })
}

/// A spell whose additional cost is `cost`.
fn with_cost(cost: Cost, c: CardDef) -> CardDef {
    CardDef {
        additional_cost: AdditionalCost(cost),
        ..c
    }
}

/// The cards, in a stable order.
pub(super) fn cards() -> Vec<CardDef> {
    vec![
        // CR 118.8 (mtg-2024-11-08): "As an additional cost to cast this spell, sacrifice a
        // creature. Destroy target creature." (Bone Splinters; its {B} is free here).
        with_cost(
            Cost {
                sacrifice: Some(Selector::of_type(T::Creature)),
                ..Cost::default()
            },
            spell(
                "Bone Splinters",
                T::Sorcery,
                E::Destroy(TargetSpec::Permanent(Selector::of_type(T::Creature))),
            ),
        ),
        // "As an additional cost to cast this spell, discard a card. You gain 2 life."
        with_cost(
            Cost {
                discard: Some(Selector::default()),
                ..Cost::default()
            },
            spell("Ashen Bargain", T::Instant, gain(2)),
        ),
        // A sacrifice outlet with a harmless effect: "Sacrifice another creature: You gain 1
        // life." (Viscera Seer's scry is not modelled.)
        card(
            "Altar Acolyte",
            &[T::Creature],
            (1, 1),
            vec![activated(
                Cost {
                    sacrifice: Some(Selector::of_type(T::Creature).other()),
                    ..Cost::default()
                },
                gain(1),
            )],
        ),
        // CR 119.4 (mtg-2024-11-08): "{T}, Pay 2 life: Draw a card."
        card(
            "Bloodlore Tome",
            &[T::Artifact],
            (0, 0),
            vec![activated(
                Cost {
                    tap: true,
                    life: 2,
                    ..Cost::default()
                },
                E::Draw {
                    who: Who::You,
                    count: Quantity::Fixed(1),
                },
            )],
        ),
        // CR 701.17a (mtg-2024-11-08): "Whenever you sacrifice a permanent, you gain 1 life."
        card(
            "Sacrifice Witness",
            &[T::Creature],
            (1, 1),
            vec![on(
                Ev::Sacrifices {
                    who: Who::You,
                    what: Selector::default(),
                },
                gain(1),
            )],
        ),
        // CR 119.4 (mtg-2024-11-08): "Whenever you pay life, each opponent loses 1 life."
        card(
            "Toll Keeper",
            &[T::Enchantment],
            (0, 0),
            vec![on(
                Ev::LosesLife {
                    who: Who::You,
                    paid: true,
                },
                E::LoseLife {
                    who: Who::Opponent,
                    amount: Quantity::Fixed(1),
                },
            )],
        ),
        // "Whenever you lose life, you gain 1 life." (paid life is lost life too).
        card(
            "Wound Ledger",
            &[T::Enchantment],
            (0, 0),
            vec![on(
                Ev::LosesLife {
                    who: Who::You,
                    paid: false,
                },
                gain(1),
            )],
        ),
        // CR 602.2b (mtg-2024-11-08): "Whenever you activate an ability, you gain 1 life."
        card(
            "Activation Watcher",
            &[T::Enchantment],
            (0, 0),
            vec![on(Ev::Activates(Who::You), gain(1))],
        ),
    ]
}
