//! Cards for protection from a quality (CR 702.16 (mtg-2024-11-08); 502.7 (mtg-2008-10-01)),
//! issue 35: a Goblin whose damage triggers, and a creature with protection from Goblins.
//! Names are ours. Appended after every earlier card so their ids stay as they were.

use super::builtin::{card, gain, on};
use crate::vocab::trigger::Recipient;
use crate::vocab::{CardDef, CardType as T, Selector, TriggerEvent as Ev};

/// The cards.
pub(super) fn cards() -> Vec<CardDef> {
    let goblin = Selector {
        subtype: Some("Goblin".to_string()),
        ..Selector::default()
    };
    vec![
        // Creature — Goblin 2/2. "Whenever this creature deals damage, you gain 1 life."
        CardDef {
            subtypes: vec!["Goblin".to_string()],
            ..card(
                "Cinder Goblin",
                &[T::Creature],
                (2, 2),
                vec![on(
                    Ev::DealsDamage {
                        by: Selector::this(),
                        to: Recipient::Any,
                        combat: false,
                    },
                    gain(1),
                )],
            )
        },
        // Creature 1/3. "Protection from Goblins."
        CardDef {
            protection: vec![goblin],
            ..card("Goblinbane Warden", &[T::Creature], (1, 3), Vec::new())
        },
    ]
}
