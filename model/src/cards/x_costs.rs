//! Cards for X costs (CR 107.3a (mtg-2024-11-08); CR 104.3c (mtg-2008-10-01)), issue 35: a red
//! instant with `{X}` in its mana cost whose effect reads the announced X. Appended after
//! every earlier card so their ids stay as they were.

use super::builtin::spell;
use crate::vocab::{CardDef, CardType as T, Effect as E, ManaCost, Quantity, Who};

/// The cards.
pub(super) fn cards() -> Vec<CardDef> {
    vec![
        // {X}{R} instant: "Each opponent loses X life." X is announced as it is cast (CR
        // 601.2b) and is the value on the stack (CR 107.3a).
        CardDef {
            mana_cost: Some(ManaCost::parse("{X}{R}").expect("a built-in mana cost")),
            ..spell(
                "Rising Flare",
                T::Instant,
                E::LoseLife {
                    who: Who::Opponent,
                    amount: Quantity::X,
                },
            )
        },
    ]
}
