//! Cards for several "target" words on one spell (CR 115.3, 608.2b (mtg-2024-11-08)): each
//! part of the spell acts on its own word's targets. Appended after every earlier card so their
//! ids stay as they were.

use super::builtin::spell;
use crate::vocab::effect::TargetSpec;
use crate::vocab::{CardDef, CardType as T, Effect as E, Quantity, Selector, Who};

/// The cards, in a stable order.
pub(super) fn cards() -> Vec<CardDef> {
    let creature = TargetSpec::Permanent(Selector::of_type(T::Creature));
    let player = TargetSpec::Word {
        n: 2,
        of: Box::new(TargetSpec::Player(Who::Any)),
    };
    vec![
        // "Split Volley deals 2 damage to target creature and 2 damage to target player." Two
        // words: if the creature is gone on resolution, the player is still dealt 2.
        spell(
            "Split Volley",
            T::Instant,
            E::Sequence(vec![
                E::DealDamage {
                    to: creature,
                    amount: Quantity::Fixed(2),
                    also: Vec::new(),
                },
                E::DealDamage {
                    to: player,
                    amount: Quantity::Fixed(2),
                    also: Vec::new(),
                },
            ]),
        ),
    ]
}
