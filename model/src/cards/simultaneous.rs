//! Cards for several objects in one event (issue 16): "create two Soldier tokens" (one event,
//! an occurrence per token, CR 111.1 (mtg-2024-11-08) + CR 603.2c (mtg-2024-11-08)) and "each
//! player sacrifices a creature" (chosen in APNAP order, CR 101.4 (mtg-2024-11-08), sacrificed
//! at once, CR 701.17a (mtg-2024-11-08)), with a watcher of other creatures dying that looks
//! back at the creatures sacrificed beside it (CR 603.10a (mtg-2024-11-08)).
//! Appended after every earlier card so their ids stay as they were.

use super::builtin::{card, on, spell};
use crate::vocab::{
    CardDef, CardType as T, Effect as E, Quantity, Selector, Tokens, TriggerEvent as Ev, Who,
};

/// "Each player sacrifices a creature."
fn each_sacrifices_a_creature() -> E {
    E::EachSacrifices {
        who: Who::Any,
        what: Selector::of_type(T::Creature),
    }
}

/// The cards, in a stable order.
pub(super) fn cards() -> Vec<CardDef> {
    vec![
        // "Create two 1/1 Soldier creature tokens."
        spell(
            "Muster the Guard",
            T::Instant,
            E::CreateToken(Tokens::of("Soldier Token", 2)),
        ),
        // "Each player sacrifices a creature."
        spell("Edict of Ashes", T::Instant, each_sacrifices_a_creature()),
        // "When this creature enters, each player sacrifices a creature."
        card(
            "Grim Marauder",
            &[T::Creature],
            (3, 1),
            vec![on(
                Ev::Enters(Selector::this()),
                each_sacrifices_a_creature(),
            )],
        ),
        // "Whenever another creature dies, you gain 1 life."
        card(
            "Grieving Sentinel",
            &[T::Creature],
            (1, 1),
            vec![on(
                Ev::Dies(Selector::of_type(T::Creature).other()),
                E::GainLife {
                    who: Who::You,
                    amount: Quantity::Fixed(1),
                },
            )],
        ),
    ]
}
