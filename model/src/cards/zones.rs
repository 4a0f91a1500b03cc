//! Cards for every zone (issue 14): reanimation ("return target creature card from your
//! graveyard to your hand / to the battlefield"), exiling a creature or a card from a
//! graveyard, putting a creature on top of or under its owner's library, milling, and "leaves
//! your graveyard" abilities, on the battlefield and on the card in the graveyard (CR 603.10a
//! (mtg-2024-11-08)). Appended after every earlier card so their ids stay as they were.

use super::builtin::{card, on, spell, trig};
use crate::state::Zone;
use crate::vocab::effect::{Destination as D, TargetSpec};
use crate::vocab::trigger::FunctionsFrom;
use crate::vocab::{
    CardDef, CardType as T, Effect as E, Objects, Quantity, Selector, TriggerEvent as Ev,
    TriggeredAbility, Who,
};

/// "a creature card in your graveyard".
fn creature_card_in_your_graveyard() -> Selector {
    Selector {
        card_type: Some(T::Creature),
        zone: Some(Zone::Graveyard),
        owner: Who::You,
        ..Selector::default()
    }
}

fn target(s: Selector) -> Objects {
    Objects::Target(TargetSpec::Permanent(s))
}

fn put(what: Objects, to: D) -> E {
    E::PutInto {
        what,
        to,
        until: None,
        // Zombify's "return ... to the battlefield" states no controller: CR 110.2a
        // (mtg-2024-11-08), the player it instructs (you, who own a card in your graveyard).
        under: crate::vocab::Under::Unstated,
    }
}

fn life(who: Who, n: i16, gain: bool) -> E {
    let amount = Quantity::Fixed(n);
    if gain {
        E::GainLife { who, amount }
    } else {
        E::LoseLife { who, amount }
    }
}

/// The cards.
pub(super) fn cards() -> Vec<CardDef> {
    let creature = || Selector::of_type(T::Creature);
    vec![
        // "When this enters, return target creature card from your graveyard to your hand."
        card(
            "Grave Robber",
            &[T::Creature],
            (2, 2),
            vec![on(
                Ev::Enters(Selector::this()),
                put(target(creature_card_in_your_graveyard()), D::Hand),
            )],
        ),
        // "Return target creature card from your graveyard to the battlefield."
        spell(
            "Zombify",
            T::Sorcery,
            put(target(creature_card_in_your_graveyard()), D::Battlefield),
        ),
        // "Exile target creature."
        spell("Swift Exile", T::Instant, put(target(creature()), D::Exile)),
        // "Exile target card from a graveyard."
        spell(
            "Grave Cleanse",
            T::Instant,
            put(
                target(Selector {
                    zone: Some(Zone::Graveyard),
                    ..Selector::default()
                }),
                D::Exile,
            ),
        ),
        // "Put target creature on top of its owner's library."
        spell(
            "Lift to Top",
            T::Instant,
            put(target(creature()), D::LibraryTop),
        ),
        // "Put target creature on the bottom of its owner's library."
        spell(
            "Tide Tuck",
            T::Instant,
            put(target(creature()), D::LibraryBottom),
        ),
        // "You mill two cards."
        spell(
            "Sift the Past",
            T::Sorcery,
            E::Mill {
                who: Who::You,
                count: Quantity::Fixed(2),
            },
        ),
        // "Whenever a creature card leaves your graveyard, you gain 1 life."
        card(
            "Grave Watcher",
            &[T::Creature],
            (1, 1),
            vec![on(
                Ev::LeavesZone {
                    to: None,
                    from: Zone::Graveyard,
                    of: Selector {
                        zone: None,
                        ..creature_card_in_your_graveyard()
                    },
                },
                life(Who::You, 1, true),
            )],
        ),
        // "When this enters, you gain 2 life. When this card leaves your graveyard, each
        // opponent loses 1 life." (the second functions from the graveyard, CR 603.10a
        // (mtg-2024-11-08): it looks back, so the card leaving sees itself leave).
        card(
            "Restless Remnant",
            &[T::Creature],
            (2, 1),
            vec![
                on(Ev::Enters(Selector::this()), life(Who::You, 2, true)),
                trig(TriggeredAbility {
                    functions_from: FunctionsFrom::Graveyard,
                    ..TriggeredAbility::on(
                        Ev::LeavesZone {
                            to: None,
                            from: Zone::Graveyard,
                            of: Selector::this(),
                        },
                        life(Who::Opponent, 1, false),
                    )
                }),
            ],
        ),
    ]
}
