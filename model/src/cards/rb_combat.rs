//! Cards for Riftbound combat (RB 459-466 in riftbound-1.4): Attack and Defend Triggers ("when I
//! attack", "when I defend": RB 383.4.e, 383.4.f), a Deathknell ("when I die", RB 808.1.c) and
//! a unit watching its own damage, at different Might (power and toughness equal: one Might).
//! Names are ours. Appended after every earlier card, so earlier card ids stay.

use super::builtin::gain;
use super::builtin::{card, on};
use crate::vocab::{
    CardDef, CardType as T, Effect as E, Quantity, Selector, TriggerEvent as Ev, Who,
};

/// The Riftbound combat cards.
pub(super) fn rb_combat() -> Vec<CardDef> {
    let this = Selector::this;
    vec![
        // Might 2: "When I attack, you gain 1 life."
        card(
            "Brash Raider",
            &[T::Creature],
            (2, 2),
            vec![on(Ev::Attacks(this()), gain(1))],
        ),
        // Might 3: "When I defend, you gain 2 life."
        card(
            "Stone Sentry",
            &[T::Creature],
            (3, 3),
            vec![on(Ev::Defends(this()), gain(2))],
        ),
        // Might 1: "Deathknell: when I die, draw a card."
        card(
            "Grave Herald",
            &[T::Creature],
            (1, 1),
            vec![on(
                Ev::Dies(this()),
                E::Draw {
                    who: Who::You,
                    count: Quantity::Fixed(1),
                },
            )],
        ),
        // Might 3: "When I take damage, you gain 1 life."
        card(
            "Scarred Veteran",
            &[T::Creature],
            (3, 3),
            vec![on(Ev::DealtDamage(this()), gain(1))],
        ),
    ]
}
