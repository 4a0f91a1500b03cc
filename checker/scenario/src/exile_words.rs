//! Scenario-file checks for the words of exile "until this leaves" (CR 610.3 (mtg-2024-11-08))
//! and "the cards exiled with this" (CR 607.2a (mtg-2024-11-08)): `until` belongs to a
//! `put-into` whose `to` is `"exile"`; `"exiled-with-this"` names cards in exile, so only
//! `put-into` moves them (and a delayed trigger's `on` refers to them).

use triggerproof_model::vocab::effect::{Destination, Objects};
use triggerproof_model::vocab::{CardDef, Effect};

/// The first misused word of the card, with the word to point at.
pub(crate) fn bad_exile_word(card: &CardDef) -> Option<(String, &'static str)> {
    let mut bad = None;
    card.effects(&mut |e| {
        let found = match e {
            Effect::PutInto {
                to, until: Some(_), ..
            } if *to != Destination::Exile => Some((
                "`until` on a `put-into` that does not exile; expected `to = \"exile\"` (CR 610.3: exile until this leaves the battlefield)",
                "until",
            )),
            Effect::PutInto { .. } | Effect::Delayed { .. } => None,
            other => {
                let mut names = false;
                match other {
                    Effect::PutCounters { on, .. }
                    | Effect::RemoveCounters { on, .. }
                    | Effect::Pump { on, .. }
                    | Effect::LoseAllAbilities { on }
                    | Effect::Unattach(on)
                    | Effect::Counter(on) => names = *on == Objects::ExiledWithThis,
                    _ => {}
                }
                names.then_some((
                    "`exiled-with-this` names cards in exile; expected it only as `put-into`'s `what` or a delayed trigger's `on` (CR 607.2a)",
                    "exiled-with-this",
                ))
            }
        };
        if bad.is_none() {
            bad = found.map(|(m, w)| (m.to_string(), w));
        }
    });
    bad
}
