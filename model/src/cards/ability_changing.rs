//! Cards for ability-changing effects (issue 13, CR 613.1f): "target creature loses all
//! abilities until end of turn" (CR 611.2a, ended at cleanup, CR 514.2), and a creature whose
//! "dies" ability looks back at whether it still had its abilities (CR 603.10a). Names are ours.
//! Appended after every earlier card so their ids stay as they were.

use super::builtin::{card, on, spell};
use crate::vocab::effect::{Objects, TargetSpec};
use crate::vocab::{
    CardDef, CardType as T, Effect as E, Quantity, Selector, TriggerEvent as Ev, Who,
};

/// The cards, in a stable order.
pub(super) fn cards() -> Vec<CardDef> {
    vec![
        // CR 613.1f + CR 611.2a: "Target creature loses all abilities until end of turn."
        spell(
            "Hushing Hex",
            T::Instant,
            E::LoseAllAbilities {
                on: Objects::Target(TargetSpec::Permanent(Selector::of_type(T::Creature))),
            },
        ),
        // CR 603.10a: "When this creature dies, you gain 2 life."
        card(
            "Mourning Acolyte",
            &[T::Creature],
            (2, 2),
            vec![on(
                Ev::Dies(Selector::this()),
                E::GainLife {
                    who: Who::You,
                    amount: Quantity::Fixed(2),
                },
            )],
        ),
    ]
}
