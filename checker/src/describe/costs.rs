//! Plain words for costs (CR 118 (mtg-2024-11-08)) and the trigger events of paying them:
//! "{T}, Sacrifice another creature, Pay 2 life", "Whenever you sacrifice a creature".

use super::{noun, who};
use triggerproof_model::vocab::{Cost, Selector, TriggerEvent, Who};

/// A cost as printed: its parts joined by commas (mana is free in the model).
pub(super) fn cost(c: &Cost) -> String {
    let mut parts: Vec<String> = Vec::new();
    if c.tap {
        parts.push("{T}".into());
    }
    match &c.sacrifice {
        Some(s) if s.this => parts.push("Sacrifice this".into()),
        Some(s) => parts.push(format!(
            "Sacrifice {} {}",
            if s.another { "another" } else { "a" },
            noun(s)
        )),
        None => {}
    }
    if c.life > 0 {
        parts.push(format!("Pay {} life", c.life));
    }
    if let Some(s) = &c.discard {
        if *s == Selector::default() {
            parts.push("Discard a card".into());
        } else {
            parts.push(format!("Discard a {} card", noun(s)));
        }
    }
    if parts.is_empty() {
        return "{0}".into();
    }
    parts.join(", ")
}

/// "As an additional cost to cast this spell, ..." (CR 118.8 (mtg-2024-11-08)).
pub(super) fn additional(c: &Cost) -> Option<String> {
    if c.is_free() {
        return None;
    }
    let words = cost(c).to_lowercase();
    Some(format!(
        "As an additional cost to cast this spell, {words}."
    ))
}

/// The cost family's trigger events.
pub(super) fn event(e: &TriggerEvent) -> String {
    let verb = |w: Who, you: &str, other: &str| {
        format!(
            "{} {}",
            who(w, true),
            if w == Who::You { you } else { other }
        )
    };
    match e {
        TriggerEvent::Sacrifices { who: w, what } => format!(
            "Whenever {} a {}",
            verb(*w, "sacrifice", "sacrifices"),
            noun(what)
        ),
        TriggerEvent::LosesLife {
            who: w,
            paid: false,
        } => {
            format!("Whenever {} life", verb(*w, "lose", "loses"))
        }
        TriggerEvent::LosesLife { who: w, paid: true } => {
            format!("Whenever {} life", verb(*w, "pay", "pays"))
        }
        TriggerEvent::Activates(w) => {
            format!("Whenever {} an ability", verb(*w, "activate", "activates"))
        }
        _ => String::new(),
    }
}
