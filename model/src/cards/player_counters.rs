//! Cards for counters on players (CR 122.1 (mtg-2024-11-08): "a counter is a marker placed on an
//! object or player"): spells that give a player experience counters, one reading how many a
//! player has, a watcher of players getting counters and a watcher of counters put on
//! permanents. Names are ours. Appended after every earlier card, so the earlier card ids stay
//! as they were.

use super::builtin::{card, on, spell};
use crate::vocab::effect::{Objects, TargetSpec};
use crate::vocab::{
    CardDef, CardType as T, CounterKind as K, Effect as E, Quantity, Selector, TriggerEvent as Ev,
    Who,
};

fn gain(amount: Quantity) -> E {
    E::GainLife {
        who: Who::You,
        amount,
    }
}

/// The counters-on-players cards.
pub(super) fn cards() -> Vec<CardDef> {
    vec![
        // "Whenever a player gets one or more counters, you gain 1 life."
        card(
            "Experience Mentor",
            &[T::Enchantment],
            (0, 0),
            vec![on(
                Ev::CountersPut {
                    on: Selector::default(),
                    kind: None,
                    player: Some(Who::Any),
                },
                gain(Quantity::Fixed(1)),
            )],
        ),
        // "Whenever one or more counters are put on a permanent, you gain 2 life."
        card(
            "Tally Keeper",
            &[T::Enchantment],
            (0, 0),
            vec![on(
                Ev::CountersPut {
                    on: Selector::default(),
                    kind: None,
                    player: None,
                },
                gain(Quantity::Fixed(2)),
            )],
        ),
        // "Target player gets two experience counters."
        spell(
            "Lesson of Experience",
            T::Sorcery,
            E::PutCounters {
                on: Objects::Target(TargetSpec::Player(Who::Any)),
                kind: K::Experience,
                count: Quantity::Fixed(2),
            },
        ),
        // "You get an experience counter, then you gain life equal to the number of experience
        // counters you have."
        spell(
            "Gather Wisdom",
            T::Sorcery,
            E::Sequence(vec![
                E::PutCounters {
                    on: Objects::Players(Who::You),
                    kind: K::Experience,
                    count: Quantity::Fixed(1),
                },
                gain(Quantity::PlayerCounters {
                    player: Who::You,
                    kind: K::Experience,
                }),
            ]),
        ),
    ]
}
