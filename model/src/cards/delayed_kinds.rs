//! Cards for the remaining delayed triggers and "that player" (issue 16, h16c): "at the
//! beginning of your next upkeep" (CR 603.7b (mtg-2024-11-08)), "when that creature dies this
//! turn" made for a target (CR 603.7c (mtg-2024-11-08)), "its controller" read as the event
//! named them (CR 608.2h (mtg-2024-11-08)). Appended after every earlier card so their ids stay
//! as they were.

use super::builtin::{card, on, spell};
use crate::vocab::effect::{DelayedAction, Lasts, TargetSpec};
use crate::vocab::trigger::StepName;
use crate::vocab::{
    CardDef, CardType as T, DelayedEvent, Effect as E, Objects, Quantity as Q, Selector,
    TriggerEvent as Ev, Who,
};

fn creature() -> Selector {
    Selector::of_type(T::Creature)
}

/// The cards, in a stable order.
pub(super) fn cards() -> Vec<CardDef> {
    vec![
        // "When this creature dies, at the beginning of your next upkeep, you gain 2 life."
        card(
            "Patient Mourner",
            &[T::Creature],
            (1, 1),
            vec![on(
                Ev::Dies(Selector::this()),
                E::Delayed {
                    when: DelayedEvent::NextStep {
                        step: StepName::Upkeep,
                        whose: Who::You,
                    },
                    on: None,
                    then: DelayedAction::Do(Box::new(E::GainLife {
                        who: Who::You,
                        amount: Q::Fixed(2),
                    })),
                    lasts: Lasts::Once,
                },
            )],
        ),
        // "Choose target creature. When that creature dies this turn, its controller loses 2
        // life."
        spell(
            "Marked Quarry",
            T::Instant,
            E::Delayed {
                when: DelayedEvent::ThatDies,
                on: Some(Objects::Target(TargetSpec::Permanent(creature()))),
                then: DelayedAction::Do(Box::new(E::LoseLife {
                    who: Who::That,
                    amount: Q::Fixed(2),
                })),
                lasts: Lasts::ThisTurn,
            },
        ),
        // "Whenever a creature dies, its controller loses 1 life."
        card(
            "Grim Tallykeeper",
            &[T::Enchantment],
            (0, 0),
            vec![on(
                Ev::Dies(creature()),
                E::LoseLife {
                    who: Who::That,
                    amount: Q::Fixed(1),
                },
            )],
        ),
    ]
}
