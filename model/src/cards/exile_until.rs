//! Cards for exile "until this leaves the battlefield" (CR 610.3 (mtg-2024-11-08)) and linked
//! abilities (CR 607.2a (mtg-2024-11-08)), issue 14: one exiler of each wording, and a creature
//! with an enters ability so its return is seen (CR 400.7 (mtg-2024-11-08): a new object).
//! Appended after every earlier card so their ids stay as they were.

use super::builtin::{card, gain, on, trig};
use crate::vocab::effect::{Destination as D, TargetSpec, Until};
use crate::vocab::{
    CardDef, CardType as T, Effect as E, Objects, Selector, TriggerEvent as Ev, TriggeredAbility,
    Who,
};

/// The cards.
pub(super) fn cards() -> Vec<CardDef> {
    let opponents_creature = Selector {
        controller: Who::Opponent,
        ..Selector::of_type(T::Creature)
    };
    let another_creature = Selector {
        another: true,
        ..Selector::of_type(T::Creature)
    };
    vec![
        // "When this creature enters, exile target creature an opponent controls until this
        // creature leaves the battlefield."
        card(
            "Banisher Priest",
            &[T::Creature],
            (2, 2),
            vec![on(
                Ev::Enters(Selector::this()),
                E::PutInto {
                    what: Objects::Target(TargetSpec::Permanent(opponents_creature)),
                    to: D::Exile,
                    until: Some(Until::ThisLeaves),
                    under: crate::vocab::Under::Unstated,
                },
            )],
        ),
        // "When this creature enters, you may exile another target creature." + "When this
        // creature leaves the battlefield, return the exiled card to the battlefield under its
        // owner's control."
        card(
            "Fiend Hunter",
            &[T::Creature],
            (1, 3),
            vec![
                trig(TriggeredAbility {
                    optional: true,
                    ..TriggeredAbility::on(
                        Ev::Enters(Selector::this()),
                        E::PutInto {
                            what: Objects::Target(TargetSpec::Permanent(another_creature)),
                            to: D::Exile,
                            until: None,
                            under: crate::vocab::Under::Unstated,
                        },
                    )
                }),
                on(
                    Ev::LeavesBattlefield(Selector::this()),
                    E::PutInto {
                        what: Objects::ExiledWithThis,
                        to: D::Battlefield,
                        until: None,
                        under: crate::vocab::Under::Owner,
                    },
                ),
            ],
        ),
        // "When this creature enters, you gain 1 life."
        card(
            "Returning Herald",
            &[T::Creature],
            (1, 1),
            vec![on(Ev::Enters(Selector::this()), gain(1))],
        ),
    ]
}
