//! Cards for "its owner" and "that player may" (issue 16, h16w: CR 108.3, 608.2d, 608.2h
//! (mtg-2024-11-08)). Appended after every earlier card so their ids stay as they were.

use super::builtin::{card, trig};
use crate::vocab::{
    CardDef, CardType as T, Effect as E, Quantity as Q, Selector, TriggerEvent as Ev,
    TriggeredAbility, Who,
};

/// "Whenever a creature dies, [effect]".
fn creature_dies(effect: E) -> TriggeredAbility {
    TriggeredAbility::on(Ev::Dies(Selector::of_type(T::Creature)), effect)
}

/// The cards, in a stable order.
pub(super) fn cards() -> Vec<CardDef> {
    vec![
        // Fecundity: "Whenever a creature dies, that creature's controller may draw a card."
        // CR 608.2d (mtg-2024-11-08): that player, not the enchantment's controller, chooses.
        card(
            "Fecundity",
            &[T::Enchantment],
            (0, 0),
            vec![trig(TriggeredAbility {
                optional: true,
                may_player: Some(Who::That),
                ..creature_dies(E::Draw {
                    who: Who::That,
                    count: Q::Fixed(1),
                })
            })],
        ),
        // "Whenever a creature dies, its owner gains 1 life." (CR 108.3 (mtg-2024-11-08): a
        // stolen creature's owner, not the player who controlled it.)
        card(
            "Mourning Bell",
            &[T::Artifact],
            (0, 0),
            vec![trig(creature_dies(E::GainLife {
                who: Who::Owner,
                amount: Q::Fixed(1),
            }))],
        ),
    ]
}
