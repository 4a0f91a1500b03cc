//! Cards for Riftbound's trigger rules: scoring triggers (RB 383.4.c, 383.4.d), Conquer and Hold
//! effects and a replacement that takes the point away, and "the first time each turn"
//! (RB 383.1.b). The scoring cards play under every edition, so `diff` can show what
//! RB 383.4.c.2.c changes against CR 603.2h.

use super::builtin::{card, on, spell, trig};
use crate::vocab::statics::StaticAbility as S;
use crate::vocab::trigger::StepName;
use crate::vocab::{
    Ability, CardDef, CardType as T, Effect as E, Quantity, ScoreKind, Selector,
    TriggerEvent as Ev, TriggeredAbility, Who,
};

fn when_you(kind: ScoreKind, effect: E) -> Ability {
    on(
        Ev::Scores {
            kind,
            who: Who::You,
        },
        effect,
    )
}

/// The scoring cards.
pub(super) fn scoring() -> Vec<CardDef> {
    vec![
        // A Conquer effect of a unit (RB 383.4.c.2.a).
        card(
            "Vanguard Captain",
            &[T::Creature],
            (2, 2),
            vec![when_you(
                ScoreKind::Conquer,
                E::Draw {
                    who: Who::You,
                    count: Quantity::Fixed(1),
                },
            )],
        ),
        // A Hold effect (RB 383.4.d.2.b).
        card(
            "Keep Warden",
            &[T::Creature],
            (1, 3),
            vec![when_you(
                ScoreKind::Hold,
                E::GainLife {
                    who: Who::You,
                    amount: Quantity::Fixed(2),
                },
            )],
        ),
        // The model's stand-in for taking a battlefield (RB 464.1).
        spell("Banner Raid", T::Sorcery, E::Score(ScoreKind::Conquer)),
        // The model's stand-in for holding one through your beginning phase (RB 464.2).
        card(
            "Stalwart Keep",
            &[T::Enchantment],
            (0, 0),
            vec![on(
                Ev::BeginningOf {
                    step: StepName::Upkeep,
                    whose: Who::You,
                },
                E::Score(ScoreKind::Hold),
            )],
        ),
        // A replacement of the point (CR 614.1; RB 383.4.c.2.c says the effect still triggers).
        card(
            "Oath of Denial",
            &[T::Enchantment],
            (0, 0),
            vec![Ability::Static(S::OpponentsGainNoPoints)],
        ),
        // RB 383.1.b: "the first time a land dies each turn": of lands dying together, the
        // controller picks the one that serves (it is the one returned).
        card(
            "First Rites",
            &[T::Enchantment],
            (0, 0),
            vec![trig(TriggeredAbility {
                nth_time: Some(1),
                ..TriggeredAbility::on(Ev::Dies(Selector::of_type(T::Land)), E::ReturnItToHand)
            })],
        ),
    ]
}
