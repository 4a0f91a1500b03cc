//! Cards for the order of layer-6 effects (issue 32, CR 613.7 (mtg-2024-11-08)): a granter that
//! is no creature, so "creatures lose all abilities" leaves its static alone and only the
//! timestamps decide whether the creatures keep what it grants. Names are ours. Appended after
//! every earlier card so their ids stay as they were.

use super::builtin::card;
use crate::vocab::trigger::StepName;
use crate::vocab::{
    Ability, CardDef, CardType as T, Effect as E, Quantity, Selector, StaticAbility,
    TriggerEvent as Ev, TriggeredAbility, Who,
};

/// The cards, in a stable order.
pub(super) fn cards() -> Vec<CardDef> {
    // "At the beginning of your end step, you gain 1 life."
    let dusk = TriggeredAbility::on(
        Ev::BeginningOf {
            step: StepName::End,
            whose: Who::You,
        },
        E::GainLife {
            who: Who::You,
            amount: Quantity::Fixed(1),
        },
    );
    vec![
        // CR 613.1f: "Creatures you control have 'At the beginning of your end step, you gain 1
        // life.'" (an enchantment).
        card(
            "Dusk Pennant",
            &[T::Enchantment],
            (0, 0),
            vec![Ability::Static(StaticAbility::Grant {
                to: Selector::yours(T::Creature),
                ability: Box::new(dusk),
            })],
        ),
    ]
}
