//! Cards for object identity across zones (issue 32, root 2): a delayed "when that creature
//! dies, return that card" (CR 603.7c, 400.7e (mtg-2024-11-08)) and "exile target creature;
//! return that card at the beginning of the next end step with a +1/+1 counter" (CR 400.7j
//! (mtg-2024-11-08)). Names are ours. Appended after every earlier card so their ids stay as
//! they were.

use super::builtin::spell;
use crate::vocab::effect::{DelayedAction, Destination, Lasts, TargetSpec};
use crate::vocab::Selector;
use crate::vocab::{CardDef, CardType as T, CounterKind, DelayedEvent, Effect as E, Objects};

fn target_creature() -> Objects {
    Objects::Target(TargetSpec::Permanent(Selector::of_type(T::Creature)))
}

/// The cards, in a stable order.
pub(super) fn cards() -> Vec<CardDef> {
    vec![
        // "When target creature dies this turn, return that card to the battlefield under its
        // owner's control."
        spell(
            "Second Rite",
            T::Instant,
            E::Delayed {
                when: DelayedEvent::ThatDies,
                on: Some(target_creature()),
                then: DelayedAction::Do(Box::new(E::ReturnItToBattlefield)),
                lasts: Lasts::ThisTurn,
            },
        ),
        // "Exile target creature. At the beginning of the next end step, return that card to
        // the battlefield under its owner's control with a +1/+1 counter on it."
        spell(
            "Far Journey",
            T::Instant,
            E::Sequence(vec![
                E::PutInto {
                    what: target_creature(),
                    to: Destination::Exile,
                    until: None,
                    under: crate::vocab::Under::Unstated,
                },
                E::Delayed {
                    when: DelayedEvent::NextEndStep,
                    on: Some(target_creature()),
                    then: DelayedAction::Do(Box::new(E::ReturnItToBattlefieldWith(
                        CounterKind::PlusOne,
                    ))),
                    lasts: Lasts::Once,
                },
            ]),
        ),
    ]
}
