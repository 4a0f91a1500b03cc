//! Cards for Role tokens (CR 303.7 (mtg-2024-11-08), 111.10j), issue 35: two Role tokens
//! (colourless Aura Role enchantment tokens; names and text are ours, not the predefined
//! Roles'), an artifact and a sorcery that each create one attached to a creature, and a
//! watcher of Auras put into a graveyard. Appended after every earlier card so their ids stay as
//! they were.

use super::builtin::{card, gain, on, spell};
use crate::vocab::effect::TargetSpec;
use crate::vocab::{
    Ability, ActivatedAbility, CardDef, CardType as T, Cost, Effect as E, Objects, Selector,
    TriggerEvent as Ev, Who,
};

/// A Role token named `name` with `abilities` (the Aura and Role subtypes, a token).
fn role(name: &str, abilities: Vec<Ability>) -> CardDef {
    CardDef {
        token: true,
        subtypes: vec!["Aura".into(), "Role".into()],
        ..card(name, &[T::Enchantment], (0, 0), abilities)
    }
}

/// "Create a [name] Role token attached to target creature you control."
fn create(name: &str) -> E {
    E::CreateRole {
        role: name.into(),
        on: Objects::Target(TargetSpec::Permanent(Selector::yours(T::Creature))),
    }
}

/// The cards.
pub(super) fn cards() -> Vec<CardDef> {
    // "Is put into a graveyard from the battlefield": the model's `dies` event is exactly that
    // zone change, for any permanent, and looks back (CR 603.6c, 603.10a (mtg-2024-11-08)).
    let to_graveyard = Ev::Dies;
    vec![
        // Role token. "When this Role is put into a graveyard from the battlefield, you gain 1
        // life."
        role(
            "Lantern Role",
            vec![on(to_graveyard(Selector::this()), gain(1))],
        ),
        // Role token, no other text.
        role("Thorn Role", vec![]),
        // "{T}: Create a Lantern Role token attached to target creature you control."
        card(
            "Costume Trunk",
            &[T::Artifact],
            (0, 0),
            vec![Ability::Activated(ActivatedAbility {
                cost: Cost {
                    tap: true,
                    ..Cost::default()
                },
                effect: create("Lantern Role"),
                mana: false,
            })],
        ),
        // "Create a Thorn Role token attached to target creature you control."
        spell("Role Call", T::Sorcery, create("Thorn Role")),
        // "Whenever an Aura is put into a graveyard from the battlefield, you gain 1 life."
        card(
            "Veil Keeper",
            &[T::Enchantment],
            (0, 0),
            vec![on(
                to_graveyard(Selector {
                    subtype: Some("Aura".into()),
                    ..Selector::default()
                }),
                E::GainLife {
                    who: Who::You,
                    amount: crate::vocab::Quantity::Fixed(1),
                },
            )],
        ),
    ]
}
