//! Cards for the rules a fidelity review found the engine reading wrong (issue 11): an
//! intervening "if" at the beginning of the draw step (CR 603.2b, 504.1), one about the source
//! after it left (CR 603.4, 113.7a), "put into a graveyard from anywhere" on its own card
//! (CR 603.6c), an ability working from the graveyard next to an additional-trigger effect
//! (CR 603.2d, 110.1), a reflexive sacrifice of a non-creature (CR 603.12, 701.17a), and a
//! "when this leaves" ability that Riftbound does not note before the move (RB 383.2.c.2).
//! Appended after every earlier card, so the earlier card ids stay as they were.

use super::builtin::gain;
use super::builtin::{card, trig};
use crate::vocab::trigger::{FunctionsFrom, StepName};
use crate::vocab::{
    CardDef, CardType as T, Condition, Effect as E, Selector, TriggerEvent as Ev, TriggeredAbility,
    Who,
};

/// The fidelity cards.
pub(super) fn fidelity() -> Vec<CardDef> {
    vec![
        // "At the beginning of your draw step, if you have no cards in hand, you gain 2 life."
        card(
            "Dawn Scribe",
            &[T::Creature],
            (1, 1),
            vec![trig(TriggeredAbility {
                intervening_if: Some(Condition::no_cards_in_hand()),
                ..TriggeredAbility::on(
                    Ev::BeginningOf {
                        step: StepName::Draw,
                        whose: Who::You,
                    },
                    gain(2),
                )
            })],
        ),
        // "At the beginning of your upkeep, if this creature is untapped, you gain 2 life."
        card(
            "Vigilant Idol",
            &[T::Creature],
            (1, 1),
            vec![trig(TriggeredAbility {
                intervening_if: Some(Condition::source_untapped()),
                ..TriggeredAbility::on(
                    Ev::BeginningOf {
                        step: StepName::Upkeep,
                        whose: Who::You,
                    },
                    gain(2),
                )
            })],
        ),
        // "When this card is put into a graveyard from anywhere, you gain 3 life."
        card(
            "Wandering Ember",
            &[T::Creature],
            (1, 1),
            vec![trig(TriggeredAbility {
                functions_from: FunctionsFrom::Graveyard,
                ..TriggeredAbility::on(Ev::PutIntoGraveyard(Selector::this()), gain(3))
            })],
        ),
        // From the graveyard: "When a creature enters, you gain 1 life."
        card(
            "Restless Spirit",
            &[T::Creature],
            (1, 1),
            vec![trig(TriggeredAbility {
                functions_from: FunctionsFrom::Graveyard,
                ..TriggeredAbility::on(Ev::Enters(Selector::of_type(T::Creature)), gain(1))
            })],
        ),
        // "When this creature leaves the battlefield, you gain 2 life." (Riftbound: not a
        // Deathknell, RB 808.1.c.)
        card(
            "Parting Spirit",
            &[T::Creature],
            (1, 1),
            vec![trig(TriggeredAbility::on(
                Ev::LeavesBattlefield(Selector::this()),
                gain(2),
            ))],
        ),
        // "When this creature enters, you may sacrifice another artifact. When you do, you gain
        // 2 life."
        card(
            "Scrap Feeder",
            &[T::Creature],
            (2, 2),
            vec![trig(TriggeredAbility::on(
                Ev::Enters(Selector::this()),
                E::ReflexiveSacrifice {
                    sacrifice: Selector::of_type(T::Artifact).other(),
                    then: Box::new(gain(2)),
                },
            ))],
        ),
    ]
}
