//! Cards for attachments (issue 13): an Aura whose ability watches the creature it enchants
//! (CR 303.4, 608.3c, 603.6e, 603.10a, 704.5m (mtg-2024-11-08)) and an Equipment with an equip
//! ability and "becomes attached" / "equipped creature" abilities (CR 301.5, 701.3a, 702.6a,
//! 704.5n (mtg-2024-11-08)). Names are ours. Appended after every earlier card, so the earlier
//! card ids stay as they were.

use super::builtin::gain;
use super::builtin::{card, on};
use crate::vocab::effect::TargetSpec;
use crate::vocab::{
    Ability, ActivatedAbility, CardDef, CardType as T, Cost, Effect as E, Selector,
    TriggerEvent as Ev,
};

/// "enchanted creature" / "equipped creature".
fn host() -> Selector {
    Selector {
        enchanted: true,
        ..Selector::default()
    }
}

/// The attachment cards.
pub(super) fn attachments() -> Vec<CardDef> {
    vec![
        // "Enchant creature. When enchanted creature dies, you gain 2 life."
        CardDef {
            subtypes: vec!["Aura".into()],
            spell: Some(E::Attach(TargetSpec::Permanent(Selector::of_type(
                T::Creature,
            )))),
            ..card(
                "Mourning Shroud",
                &[T::Enchantment],
                (0, 0),
                vec![on(Ev::Dies(host()), gain(2))],
            )
        },
        // "Whenever this becomes attached to a creature, you gain 1 life. Whenever equipped
        // creature dies, you gain 1 life. Equip ({T} here: SIMPLIFICATION, a stand-in for the
        // mana cost that keeps a turn's equips finite)."
        CardDef {
            subtypes: vec!["Equipment".into()],
            ..card(
                "Hero's Blade",
                &[T::Artifact],
                (0, 0),
                vec![
                    on(
                        Ev::BecomesAttached {
                            attachment: Selector::this(),
                            to: Selector::of_type(T::Creature),
                        },
                        gain(1),
                    ),
                    on(Ev::Dies(host()), gain(1)),
                    Ability::Activated(ActivatedAbility {
                        cost: Cost {
                            tap: true,
                            ..Cost::default()
                        },
                        effect: E::Attach(TargetSpec::Permanent(Selector::yours(T::Creature))),
                        mana: false,
                    }),
                ],
            )
        },
    ]
}
