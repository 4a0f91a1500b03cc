//! Cards granting a triggered ability (issue 13, CR 613.1f): "creatures you control have
//! '[triggered ability]'"; the granted "dies" ability looks back at whether the creature had it
//! immediately before it died (CR 603.10a). Names are ours. Appended after every earlier card
//! so their ids stay as they were.

use super::builtin::card;
use crate::vocab::{
    Ability, CardDef, CardType as T, Effect as E, Quantity, Selector, StaticAbility,
    TriggerEvent as Ev, TriggeredAbility, Who,
};

/// The cards, in a stable order.
pub(super) fn cards() -> Vec<CardDef> {
    // "When this creature dies, you gain 1 life."
    let dies = TriggeredAbility::on(
        Ev::Dies(Selector::this()),
        E::GainLife {
            who: Who::You,
            amount: Quantity::Fixed(1),
        },
    );
    vec![
        // CR 613.1f: "Creatures you control have 'When this creature dies, you gain 1 life.'"
        card(
            "Vigil Banneret",
            &[T::Creature],
            (1, 1),
            vec![Ability::Static(StaticAbility::Grant {
                to: Selector::yours(T::Creature),
                ability: Box::new(dies),
            })],
        ),
    ]
}
