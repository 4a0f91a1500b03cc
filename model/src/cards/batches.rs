//! Cards for batched triggers and the "triggers only once each turn" limit (issue 16): a
//! "whenever one or more creatures die" watcher counting the batch, a "whenever one or more
//! creatures you control enter" creature, a limited enters watcher and a spell destroying every
//! creature at once (one event, CR 603.2c). Appended after every earlier card so their ids stay
//! as they were.

use super::builtin::{card, spell, trig};
use crate::vocab::{
    CardDef, CardType as T, Effect as E, Quantity, Selector, TriggerEvent as Ev, TriggeredAbility,
    Who,
};

fn creature() -> Selector {
    Selector::of_type(T::Creature)
}

/// The cards.
pub(super) fn cards() -> Vec<CardDef> {
    vec![
        // "Whenever one or more creatures die, you gain that many life."
        card(
            "Mourning Choir",
            &[T::Enchantment],
            (0, 0),
            vec![trig(TriggeredAbility {
                one_or_more: true,
                ..TriggeredAbility::on(
                    Ev::Dies(creature()),
                    E::GainLife {
                        who: Who::You,
                        amount: Quantity::ThatMuch,
                    },
                )
            })],
        ),
        // "Whenever one or more creatures you control enter, you gain 1 life."
        card(
            "Rally Herald",
            &[T::Creature],
            (1, 1),
            vec![trig(TriggeredAbility {
                one_or_more: true,
                ..TriggeredAbility::on(
                    Ev::Enters(Selector::yours(T::Creature)),
                    E::GainLife {
                        who: Who::You,
                        amount: Quantity::Fixed(1),
                    },
                )
            })],
        ),
        // "Whenever a creature enters, you gain 1 life. This ability triggers only once each turn."
        card(
            "Vigil Bell",
            &[T::Artifact],
            (0, 0),
            vec![trig(TriggeredAbility {
                triggers_once_each_turn: true,
                ..TriggeredAbility::on(
                    Ev::Enters(creature()),
                    E::GainLife {
                        who: Who::You,
                        amount: Quantity::Fixed(1),
                    },
                )
            })],
        ),
        // "Destroy all creatures."
        spell("Wrath Storm", T::Sorcery, E::DestroyAll(creature())),
    ]
}
