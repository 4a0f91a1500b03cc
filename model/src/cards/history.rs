//! Cards for the turn's history (issue 16): "if it's the first creature to die this turn"
//! (an intervening "if" about the history, CR 603.4 (mtg-2024-11-08)), "for each creature
//! that died this turn" (a history quantity plus a number), "twice the life you lost this turn"
//! and "if this entered this turn" (CR 400.7 (mtg-2024-11-08)). Appended after every earlier
//! card so their ids stay as they were.

use super::builtin::{card, spell, trig};
use crate::vocab::{
    CardDef, CardType as T, Condition, Effect as E, History, Op, Quantity as Q, Selector,
    TriggerEvent as Ev, TriggeredAbility, Who,
};

/// "The number of creatures that died this turn".
fn died_this_turn() -> Q {
    Q::ThisTurn {
        of: History::CreaturesDied,
        who: Who::Any,
    }
}

/// The cards, in a stable order.
pub(super) fn cards() -> Vec<CardDef> {
    vec![
        // "Whenever a creature dies, if it's the first creature to die this turn, you gain 2
        // life."
        card(
            "First Blood Shrine",
            &[T::Enchantment],
            (0, 0),
            vec![trig(TriggeredAbility {
                intervening_if: Some(Condition::Compare {
                    left: died_this_turn(),
                    op: Op::Equal,
                    right: Q::Fixed(1),
                }),
                ..TriggeredAbility::on(
                    Ev::Dies(Selector::of_type(T::Creature)),
                    E::GainLife {
                        who: Who::You,
                        amount: Q::Fixed(2),
                    },
                )
            })],
        ),
        // "You gain 1 life for each creature that died this turn, plus 1 life."
        spell(
            "Ledger of the Fallen",
            T::Instant,
            E::GainLife {
                who: Who::You,
                amount: Q::Sum(vec![died_this_turn(), Q::Fixed(1)]),
            },
        ),
        // "Each opponent loses life equal to twice the life you lost this turn."
        spell(
            "Blood Price",
            T::Instant,
            E::LoseLife {
                who: Who::Opponent,
                amount: Q::Times {
                    by: 2,
                    of: Box::new(Q::ThisTurn {
                        of: History::LifeLost,
                        who: Who::You,
                    }),
                },
            },
        ),
        // "Whenever another creature dies, if this entered this turn, you gain 1 life."
        card(
            "Eager Squire",
            &[T::Creature],
            (1, 1),
            vec![trig(TriggeredAbility {
                intervening_if: Some(Condition::Source(Selector {
                    entered_this_turn: true,
                    ..Selector::default()
                })),
                ..TriggeredAbility::on(
                    Ev::Dies(Selector::of_type(T::Creature).other()),
                    E::GainLife {
                        who: Who::You,
                        amount: Q::Fixed(1),
                    },
                )
            })],
        ),
    ]
}
