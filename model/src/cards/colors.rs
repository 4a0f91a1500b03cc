//! Cards for colour (CR 105.2, 202.2 (mtg-2024-11-08); CR 203.2 (mtg-2008-10-01)), issue 35: a
//! watcher of red spells, a red and a green instant (their colours from their mana costs), and
//! a card whose colour comes from its colour indicator. Appended after every earlier card so
//! their ids stay as they were.

use super::builtin::{card, gain, on, spell};
use crate::vocab::trigger::CastWatch;
use crate::vocab::{
    CardDef, CardType as T, Color, ColorTest, Effect as E, ManaCost, Quantity, Selector,
    TriggerEvent as Ev, Who,
};

fn cost(text: &str) -> Option<ManaCost> {
    Some(ManaCost::parse(text).expect("a built-in mana cost"))
}

/// "Whenever [who] casts a [colour] spell".
pub(super) fn casts(who: Who, color: ColorTest) -> Ev {
    Ev::SpellCast(CastWatch {
        who,
        spell: Selector {
            color: Some(color),
            ..Selector::default()
        },
    })
}

/// The cards.
pub(super) fn cards() -> Vec<CardDef> {
    vec![
        // {1}{R} enchantment: "Whenever you cast a red spell, you gain 1 life."
        CardDef {
            mana_cost: cost("{1}{R}"),
            ..card(
                "Ember Votary",
                &[T::Enchantment],
                (0, 0),
                vec![on(casts(Who::You, ColorTest::Red), gain(1))],
            )
        },
        // {R} instant: "Each opponent loses 1 life." Red by its mana cost (CR 202.2).
        CardDef {
            mana_cost: cost("{R}"),
            ..spell(
                "Kindle Spark",
                T::Instant,
                E::LoseLife {
                    who: Who::Opponent,
                    amount: Quantity::Fixed(1),
                },
            )
        },
        // {G} instant: "You gain 1 life." Green by its mana cost.
        CardDef {
            mana_cost: cost("{G}"),
            ..spell("Verdant Sip", T::Instant, gain(1))
        },
        // No mana cost, a red colour indicator (CR 202.2e, 204.1): "You gain 2 life."
        CardDef {
            colors: vec![Color::Red],
            ..spell("Ashen Omen", T::Sorcery, gain(2))
        },
    ]
}
