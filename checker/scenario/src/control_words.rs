//! Scenario-file checks for the words of control durations (CR 611.2b (mtg-2024-11-08)):
//! `{ as-long-as-you-control = "this" }` watches the ability's source on the battlefield, so a
//! spell's own effect can't use it (a spell on the stack is never a permanent you control: the
//! duration would never begin); `under = "you"` belongs to a `put-into` onto the battlefield
//! (CR 110.2a (mtg-2024-11-08): the control a card enters under).

use triggerproof_model::vocab::effect::Destination;
use triggerproof_model::vocab::{CardDef, Duration, Effect};

/// The first misused word of the card, with the word to point at.
pub(crate) fn bad_control_word(card: &CardDef) -> Option<(String, &'static str)> {
    // CR 110.2a (mtg-2024-11-08): `under` says who controls a card entering the battlefield.
    let mut bad = None;
    card.effects(&mut |e| {
        if let Effect::PutInto { to, under, .. } = e {
            let onto = *to == Destination::Battlefield;
            if onto && under.is_unstated() {
                // Changed in wave 9: the language read an absent `under` as "its owner's";
                // CR 110.2a reads an effect that states neither as the instructed player's.
                bad.get_or_insert((
                    "a `put-into` onto the battlefield says whose control the card enters under: expected `under = \"owner\"` (\"under its owner's control\", what an absent `under` meant before) or `under = \"you\"` (\"under your control\"; CR 110.2a: an effect that states neither puts it under the control of the player it instructs, its controller)".to_string(),
                    "put-into",
                ));
            } else if !onto && !under.is_unstated() {
                bad.get_or_insert((
                    "`under` on a `put-into` that does not put onto the battlefield; expected `to = \"battlefield\"` (CR 110.2a: the control a card enters the battlefield under; elsewhere a card goes to its owner's zone, CR 400.3)".to_string(),
                    "under",
                ));
            }
        }
    });
    if bad.is_some() {
        return bad;
    }
    let spell = card.spell.as_ref()?;
    spell.walk(&mut |e| {
        if let Effect::GainControl {
            until: Duration::AsLongAsYouControl(_),
            ..
        } = e
        {
            bad.get_or_insert((
                "`as-long-as-you-control = \"this\"` on a spell's own effect: a spell is never a permanent its controller controls, so the duration would never begin (CR 611.2b); expected it on a permanent's triggered or activated ability".to_string(),
                "as-long-as-you-control",
            ));
        }
    });
    bad
}
