//! Cards for the turn's histories of draws and casts (issue 16): "if it's the second card you
//! drew this turn" and "if it's the second spell you cast this turn" (intervening "if"s about
//! the history, CR 603.4 (mtg-2024-11-08)), "for each card you drew this turn" and "for each
//! spell cast this turn" (quantities read as the effect is applied, CR 608.2h
//! (mtg-2024-11-08)), and "when this enters, if you cast it from your hand" (CR 601.2a
//! (mtg-2024-11-08)). Appended after every earlier card so their ids stay as they were.

use super::builtin::{card, spell, trig};
use crate::vocab::{
    CardDef, CardType as T, Condition, Effect as E, History, Op, Quantity as Q, Selector,
    TriggerEvent as Ev, TriggeredAbility, Who,
};

/// "The number of [of] [who] this turn".
fn this_turn(of: History, who: Who) -> Q {
    Q::ThisTurn { of, who }
}

/// "If it's the second [of] you [did] this turn": the count, read as the event happens, is 2.
fn second(of: History) -> Option<Condition> {
    Some(Condition::Compare {
        left: this_turn(of, Who::You),
        op: Op::Equal,
        right: Q::Fixed(2),
    })
}

fn gain(amount: Q) -> E {
    E::GainLife {
        who: Who::You,
        amount,
    }
}

/// The cards, in a stable order.
pub(super) fn cards() -> Vec<CardDef> {
    vec![
        // "Whenever you draw a card, if it's the second card you drew this turn, you gain 2
        // life."
        card(
            "Second Page Scholar",
            &[T::Creature],
            (1, 1),
            vec![trig(TriggeredAbility {
                intervening_if: second(History::CardsDrawn),
                ..TriggeredAbility::on(Ev::CardDrawn(Who::You), gain(Q::Fixed(2)))
            })],
        ),
        // "Whenever you cast a spell, if it's the second spell you cast this turn, each
        // opponent loses 2 life."
        card(
            "Twin-Cast Adept",
            &[T::Creature],
            (1, 1),
            vec![trig(TriggeredAbility {
                intervening_if: second(History::SpellsCast),
                ..TriggeredAbility::on(
                    Ev::SpellCast(crate::vocab::trigger::CastWatch::by(Who::You)),
                    E::LoseLife {
                        who: Who::Opponent,
                        amount: Q::Fixed(2),
                    },
                )
            })],
        ),
        // "When this creature enters, if you cast it from your hand, you gain 3 life."
        card(
            "Proud Herald",
            &[T::Creature],
            (2, 2),
            vec![trig(TriggeredAbility {
                intervening_if: Some(Condition::Source(Selector {
                    cast_from_hand: true,
                    ..Selector::default()
                })),
                ..TriggeredAbility::on(Ev::Enters(Selector::this()), gain(Q::Fixed(3)))
            })],
        ),
        // "Draw a card. Then you gain 1 life for each card you drew this turn."
        spell(
            "Studied Recall",
            T::Sorcery,
            E::Sequence(vec![
                E::Draw {
                    who: Who::You,
                    count: Q::Fixed(1),
                },
                gain(this_turn(History::CardsDrawn, Who::You)),
            ]),
        ),
        // "You gain 1 life for each spell cast this turn."
        spell(
            "Echoing Chant",
            T::Instant,
            gain(this_turn(History::SpellsCast, Who::Any)),
        ),
    ]
}
