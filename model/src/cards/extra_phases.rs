//! Cards for added combat phases (CR 500.8 (mtg-2024-11-08), 300.7 (mtg-2008-10-01)), issue
//! 35: a creature whose attack adds a combat phase after this one and whose "at the beginning of
//! combat" ability triggers in each, and a sorcery adding one after the main phase. Appended
//! after every earlier card so their ids stay as they were.

use super::builtin::{card, gain, spell, trig};
use crate::vocab::trigger::StepName;
use crate::vocab::{
    CardDef, CardType as T, Effect as E, Selector, TriggerEvent as Ev, TriggeredAbility, Who,
};

/// The cards.
pub(super) fn cards() -> Vec<CardDef> {
    vec![
        // "At the beginning of combat on your turn, you gain 1 life. Whenever this creature
        // attacks, after this phase there is an additional combat phase. This ability triggers
        // only once each turn."
        card(
            "Onslaught Drummer",
            &[T::Creature],
            (2, 2),
            vec![
                trig(TriggeredAbility::on(
                    Ev::BeginningOf {
                        step: StepName::Combat,
                        whose: Who::You,
                    },
                    gain(1),
                )),
                trig(TriggeredAbility {
                    triggers_once_each_turn: true,
                    ..TriggeredAbility::on(Ev::Attacks(Selector::this()), E::AdditionalCombatPhase)
                }),
            ],
        ),
        // "After this main phase, there is an additional combat phase." (The model's one main
        // phase stands for both: the added combat phase comes before the turn's own.)
        spell("Relentless Charge", T::Sorcery, E::AdditionalCombatPhase),
    ]
}
