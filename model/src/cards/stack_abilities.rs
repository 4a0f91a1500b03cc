//! Cards for countering and copying abilities and for ward (issue 14: CR 701.5a, 707.10,
//! 702.21a (mtg-2024-11-08)). Appended after every earlier card so their ids stay as they were.
//! Mana costs are free in the model (the Resonator's {2} is not paid).

use super::builtin::gain;
use super::builtin::{card, on, spell};
use crate::vocab::effect::{AbilityKind, Objects, TargetSpec};
use crate::vocab::{
    Ability, ActivatedAbility, CardDef, CardType as T, Cost, Effect as E, Selector,
    TriggerEvent as Ev, TriggeredAbility, Who,
};

/// The cards, in a stable order.
pub(super) fn cards() -> Vec<CardDef> {
    vec![
        // CR 701.5a (mtg-2024-11-08): "Counter target activated or triggered ability."
        spell(
            "Stifle",
            T::Instant,
            E::Counter(Objects::Target(TargetSpec::Ability {
                kind: AbilityKind::Any,
                source: Selector::default(),
            })),
        ),
        // Two abilities of one source on the stack at once: countering one leaves the other.
        card(
            "Twin Herald",
            &[T::Creature],
            (1, 1),
            vec![
                on(Ev::Enters(Selector::this()), gain(1)),
                on(Ev::Enters(Selector::this()), gain(2)),
            ],
        ),
        // CR 707.10 + CR 707.10c (mtg-2024-11-08): "{T}: Copy target triggered ability you
        // control. You may choose new targets for the copy."
        card(
            "Strionic Resonator",
            &[T::Artifact],
            (0, 0),
            vec![Ability::Activated(ActivatedAbility {
                cost: Cost {
                    tap: true,
                    ..Cost::default()
                },
                effect: E::CopyAbility {
                    of: TargetSpec::Ability {
                        kind: AbilityKind::Triggered,
                        source: Selector::default().controlled_by(Who::You),
                    },
                    new_targets: true,
                },
                mana: false,
            })],
        ),
        // CR 702.21a (mtg-2024-11-08): "Ward—Pay 2 life.": "counter it unless that player
        // pays", that player being the one who controls the targeting spell or ability.
        card(
            "Ward Drake",
            &[T::Creature],
            (2, 2),
            vec![Ability::Triggered(TriggeredAbility {
                unless_opponent_pays_life: Some(2),
                unless_payer: Who::That,
                ..TriggeredAbility::on(
                    Ev::BecomesTarget {
                        of: Selector::this(),
                        by: Who::Opponent,
                    },
                    E::Counter(Objects::It),
                )
            })],
        ),
    ]
}
