//! Cards for one creature blocking several attackers (issue 35): "can block an additional
//! creature each combat" and "can block any number of creatures" (CR 509.1a with CR 101.1
//! (mtg-2024-11-08); CR 309.2a (mtg-2008-10-01) with CR 103.1 (mtg-2008-10-01)), and a
//! "whenever this blocks" trigger on such a creature (CR 509.3a (mtg-2024-11-08): once each combat). Names are ours.
//! Appended after every earlier card, so earlier card ids stay.

use super::builtin::{card, gain, on};
use crate::vocab::{
    CardDef, CardType as T, Effect as E, Keyword as K, ObjectRef, Quantity as Q, Selector,
    TriggerEvent as Ev, Who,
};

/// "You gain 1 life for each ...": `amount` life.
fn gain_each(amount: Q) -> E {
    E::GainLife {
        who: Who::You,
        amount,
    }
}

/// The cards.
pub(super) fn cards() -> Vec<CardDef> {
    vec![
        // "Can block an additional creature each combat. Whenever this creature blocks, you
        // gain 2 life." A 2/5: blocking two 2/2s it divides 2 between them and survives their 4.
        CardDef {
            keywords: vec![K::CanBlockAdditional],
            ..card(
                "Shieldwall Sentry",
                &[T::Creature],
                (2, 5),
                vec![on(Ev::Blocks(Selector::this()), gain(2))],
            )
        },
        // "Can block any number of creatures."
        CardDef {
            keywords: vec![K::CanBlockAnyNumber],
            ..card("Thousand-Arm Warden", &[T::Creature], (1, 4), vec![])
        },
        // "Whenever this creature becomes blocked, you gain 1 life for each creature blocking
        // it" (CR 509.1h (mtg-2024-11-08): read as the ability resolves).
        card(
            "Pack Brute",
            &[T::Creature],
            (2, 2),
            vec![on(
                Ev::BecomesBlocked(Selector::this()),
                gain_each(Q::CreaturesBlocking(ObjectRef::This)),
            )],
        ),
        // "Can block any number of creatures. Whenever this creature blocks, you gain 1 life
        // for each creature it's blocking."
        CardDef {
            keywords: vec![K::CanBlockAnyNumber],
            ..card(
                "Bulwark Tallier",
                &[T::Creature],
                (1, 4),
                vec![on(
                    Ev::Blocks(Selector::this()),
                    gain_each(Q::CreaturesBlockedBy(ObjectRef::This)),
                )],
            )
        },
    ]
}
