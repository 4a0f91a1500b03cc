//! Cards for "another" in a condition (issue 14, h14o): "another" is any object other than the
//! ability's source, another object of the same card included (CR 109.5 (mtg-2024-11-08) + CR 400.7
//! (mtg-2024-11-08): each object is its own). Appended after every earlier card so their ids
//! stay as they were.

use super::builtin::{card, gain, trig};
use crate::vocab::{
    CardDef, CardType as T, Condition, Selector, TriggerEvent as Ev, TriggeredAbility, Who,
};

/// The cards, in a stable order.
pub(super) fn cards() -> Vec<CardDef> {
    let another_sentry = Selector {
        another: true,
        name: Some("Kindred Sentry".to_string()),
        controller: Who::You,
        ..Selector::of_type(T::Creature)
    };
    vec![
        // "When this creature enters, if you control another creature named Kindred Sentry,
        // you gain 2 life." A second Sentry entering sees the first (CR 603.4 (mtg-2024-11-08)).
        card(
            "Kindred Sentry",
            &[T::Creature],
            (1, 1),
            vec![trig(TriggeredAbility {
                intervening_if: Some(Condition::Exists(another_sentry)),
                ..TriggeredAbility::on(Ev::Enters(Selector::this()), gain(2))
            })],
        ),
    ]
}
