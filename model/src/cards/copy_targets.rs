//! Cards for new targets for a copy (issue 14: CR 707.10c (mtg-2024-11-08)): a creature whose
//! enters trigger targets a creature, for Strionic Resonator to copy and aim elsewhere.
//! Appended after every earlier card so their ids stay as they were.

use super::builtin::{card, on};
use crate::vocab::effect::TargetSpec;
use crate::vocab::{CardDef, CardType as T, Effect as E, Quantity, Selector, TriggerEvent as Ev};

/// The cards, in a stable order.
pub(super) fn cards() -> Vec<CardDef> {
    vec![
        // "When this enters, it deals 2 damage to target creature." A copy may keep the target
        // or choose another creature (even this one), never a player or a noncreature.
        card(
            "Spark Hatchling",
            &[T::Creature],
            (1, 1),
            vec![on(
                Ev::Enters(Selector::this()),
                E::DealDamage {
                    to: TargetSpec::Permanent(Selector::of_type(T::Creature)),
                    amount: Quantity::Fixed(2),
                    also: Vec::new(),
                },
            )],
        ),
    ]
}
