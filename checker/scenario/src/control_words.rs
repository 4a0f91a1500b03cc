//! Scenario-file checks for the words of control durations (CR 611.2b (mtg-2024-11-08)):
//! `{ as-long-as-you-control = "this" }` watches the ability's source on the battlefield, so a
//! spell's own effect can't use it (a spell on the stack is never a permanent you control: the
//! duration would never begin); `under = "you"` belongs to a `put-into` onto the battlefield
//! (CR 110.2a (mtg-2024-11-08): the control a card enters under).

use triggerproof_model::vocab::effect::Destination;
use triggerproof_model::vocab::{CardDef, Duration, Effect, Under};

/// The first misused word of the card, with the word to point at.
pub(crate) fn bad_control_word(card: &CardDef) -> Option<(String, &'static str)> {
    // CR 110.2a (mtg-2024-11-08): `under` says who controls a card entering the battlefield.
    let mut bad = None;
    card.effects(&mut |e| {
        if let Effect::PutInto {
            to, under: Under::You, ..
        } = e
        {
            if *to != Destination::Battlefield {
                bad.get_or_insert((
                    "`under = \"you\"` on a `put-into` that does not put onto the battlefield; expected `to = \"battlefield\"` (CR 110.2a: the control a card enters the battlefield under)".to_string(),
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
