//! Cards for discarding as an effect (CR 701.8a-b (mtg-2024-11-08)) and for public objects put
//! into a hand or library (CR 603.10a (mtg-2024-11-08)): a spell making each player discard, a
//! creature making each opponent discard as it enters, a watcher of discards, a watcher of
//! creatures returned to its controller's hand, a watcher of permanents put into a library, and
//! a mass bounce. Appended after every earlier card so their ids stay as they were.

use super::builtin::{card, gain, on, spell};
use crate::state::Zone;
use crate::vocab::effect::Destination as D;
use crate::vocab::{
    CardDef, CardType as T, Effect as E, Objects, Quantity, Selector, TriggerEvent as Ev, Who,
};

fn discard(who: Who, n: i16, random: bool) -> E {
    E::Discard {
        who,
        count: Quantity::Fixed(n),
        random,
    }
}

/// "Whenever [of] is put into [to] from the battlefield".
fn put_from_battlefield(of: Selector, to: Zone) -> Ev {
    Ev::LeavesZone {
        from: Zone::Battlefield,
        of,
        to: Some(to),
    }
}

/// The cards.
pub(super) fn cards() -> Vec<CardDef> {
    let creature = || Selector::of_type(T::Creature);
    vec![
        // "Each player discards a card."
        spell("Wrack the Mind", T::Sorcery, discard(Who::Any, 1, false)),
        // "Each opponent discards two cards."
        spell("Mind Sludge", T::Sorcery, discard(Who::Opponent, 2, false)),
        // "Each player discards a card at random."
        spell("Scatter Thoughts", T::Sorcery, discard(Who::Any, 1, true)),
        // "When this enters, each opponent discards a card."
        card(
            "Gnawing Rats",
            &[T::Creature],
            (1, 1),
            vec![on(
                Ev::Enters(Selector::this()),
                discard(Who::Opponent, 1, false),
            )],
        ),
        // "Whenever a player discards a card, you gain 1 life."
        card(
            "Ledger of Loss",
            &[T::Creature],
            (1, 1),
            vec![on(
                Ev::Discards {
                    who: Who::Any,
                    what: Selector::default(),
                },
                gain(1),
            )],
        ),
        // "Whenever a creature is put into your hand from the battlefield, you gain 1 life."
        card(
            "Tidewatch Sage",
            &[T::Creature],
            (1, 1),
            vec![on(
                put_from_battlefield(
                    Selector {
                        owner: Who::You,
                        ..creature()
                    },
                    Zone::Hand,
                ),
                gain(1),
            )],
        ),
        // "Whenever a permanent is put into a library from the battlefield, you gain 1 life."
        card(
            "Deep Archivist",
            &[T::Creature],
            (1, 1),
            vec![on(
                put_from_battlefield(Selector::default(), Zone::Library),
                gain(1),
            )],
        ),
        // "Return all creatures to their owners' hands."
        spell(
            "Tidal Recall",
            T::Sorcery,
            E::PutInto {
                what: Objects::Each(creature()),
                to: D::Hand,
                until: None,
                under: crate::vocab::Under::Unstated,
            },
        ),
    ]
}
