//! Cards for the stack and targets (issue 14, h14s): "counter target spell" and "when this spell
//! is countered" (CR 701.5a, 603.10e (mtg-2024-11-08)). Appended after every earlier card so
//! their ids stay as they were. Mana costs are free in the model.

use super::builtin::gain;
use super::builtin::{card, on, spell, trig};
use crate::vocab::effect::{AbilityKind, Objects, TargetSpec};
use crate::vocab::trigger::FunctionsFrom;
use crate::vocab::{
    CardDef, CardType as T, Effect as E, Selector, TriggerEvent as Ev, TriggeredAbility,
};

/// The cards, in a stable order.
pub(super) fn cards() -> Vec<CardDef> {
    vec![
        // CR 701.5a (mtg-2024-11-08): "Counter target spell."
        spell(
            "Cancel",
            T::Instant,
            E::Counter(Objects::Target(TargetSpec::Ability {
                kind: AbilityKind::Spell,
                source: Selector::default(),
            })),
        ),
        // CR 603.10e (mtg-2024-11-08): "When this spell is countered, you gain 3 life." (it
        // looks back to the spell on the stack) and "When this creature enters, you gain 1 life."
        card(
            "Stubborn Wurm",
            &[T::Creature],
            (3, 3),
            vec![
                trig(TriggeredAbility {
                    functions_from: FunctionsFrom::Stack,
                    ..TriggeredAbility::on(Ev::SpellCountered(Selector::this()), gain(3))
                }),
                on(Ev::Enters(Selector::this()), gain(1)),
            ],
        ),
    ]
}
