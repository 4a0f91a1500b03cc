//! Plain words for discarding as an effect (CR 701.8a-b (mtg-2024-11-08)), its trigger event,
//! and "whenever [...] is put into [a zone] from [a zone]" (CR 603.10a (mtg-2024-11-08)).

use super::{noun, quantity, subject, who};
use triggerproof_model::state::Zone;
use triggerproof_model::vocab::{Quantity, Selector, TriggerEvent, Who};

/// "[who] discard(s) N card(s) [at random]".
pub(super) fn discard(w: Who, count: &Quantity, random: bool) -> String {
    format!(
        "{} discard{} {} card(s){}",
        who(w, false),
        if w == Who::You { "" } else { "s" },
        quantity(count),
        if random {
            " at random"
        } else {
            " of their choice (discarded at once)"
        }
    )
}

/// A zone in words ("graveyard", "exile").
pub(crate) fn zone_word(z: Zone) -> &'static str {
    match z {
        Zone::Hand => "hand",
        Zone::Battlefield => "battlefield",
        Zone::Graveyard => "graveyard",
        Zone::Exile => "exile",
        Zone::Stack => "stack",
        Zone::Library => "library",
    }
}

/// "Whenever [of] leaves the [from]" / "Whenever [of] is put into a [to] from the [from]".
pub(super) fn leaves_zone(from: Zone, of: &Selector, to: Option<Zone>) -> String {
    match to {
        None => format!("Whenever {} leaves the {}", subject(of), zone_word(from)),
        Some(t) => format!(
            "Whenever {} is put into a {} from the {}",
            subject(of),
            zone_word(t),
            zone_word(from)
        ),
    }
}

/// "Whenever [who] discards [what]".
pub(super) fn event(e: &TriggerEvent) -> String {
    match e {
        TriggerEvent::Discards { who: w, what } => format!(
            "Whenever {} discard{} {}",
            who(*w, true),
            if *w == Who::You { "" } else { "s" },
            if *what == Selector::default() {
                "a card".to_string()
            } else {
                format!("a {} card", noun(what))
            }
        ),
        _ => String::new(),
    }
}
