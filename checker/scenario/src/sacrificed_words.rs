//! Scenario-file check for the object word `"sacrificed"`: it names the permanent sacrificed
//! for a reflexive trigger ("you may sacrifice a creature. When you do, ... equal to the
//! sacrificed creature's power", CR 603.12 (mtg-2024-11-08)), whose power is remembered as the
//! ability triggers. The engine keeps that power only: so `power-of = "sacrificed"` is a word
//! of a `reflexive-sacrifice`'s `then`, and `toughness-of` or `counters-on` of it nowhere.
//! Anywhere else it would read nothing (0): refused at load, never answered. Likewise `"it"`
//! (the object a trigger event names) in a spell's or an activated ability's own effect, which
//! has no trigger event.

use serde_json::Value;
use triggerproof_model::vocab::CardDef;

/// The first misplaced `"sacrificed"` under `v`: the quantity key it is the object of
/// (`path`: the keys down to `v`).
fn misplaced(v: &Value, path: &mut Vec<String>) -> Option<String> {
    match v {
        Value::String(s) if s == "sacrificed" || s == "it" => {
            let key = path.last().map(String::as_str)?;
            // `counters-on = { object = "sacrificed", ... }`.
            let quantity = match key {
                "object" => path.len().checked_sub(2).map(|i| path[i].as_str())?,
                k => k,
            };
            if !matches!(quantity, "power-of" | "toughness-of" | "counters-on") {
                return None;
            }
            let has = |k: &str| path.iter().any(|p| p == k);
            if s == "it" {
                // A spell's or an activated ability's own effect has no trigger event: "it"
                // names nothing there (a delayed trigger it creates has its own event).
                let own = path.first().is_some_and(|p| p == "spell")
                    || path.get(1).is_some_and(|p| p == "activated");
                let bad = own && !has("delayed") && !has("reflexive-sacrifice");
                return bad.then(|| format!("{quantity} it"));
            }
            match quantity {
                "power-of" if has("reflexive-sacrifice") => None,
                _ => Some(quantity.to_string()),
            }
        }
        Value::Object(m) => m.iter().find_map(|(k, x)| {
            path.push(k.clone());
            let bad = misplaced(x, path);
            path.pop();
            bad
        }),
        Value::Array(xs) => xs.iter().find_map(|x| misplaced(x, path)),
        _ => None,
    }
}

/// A misplaced `"sacrificed"`, and the text to point at.
pub(crate) fn bad_sacrificed_word(card: &CardDef) -> Option<(String, &'static str)> {
    let json = serde_json::to_value(card).ok()?;
    let quantity = misplaced(&json, &mut Vec::new())?;
    if let Some(q) = quantity.strip_suffix(" it") {
        let message = format!(
            "`{q}` of `\"it\"` reads the object a trigger event names (\"that creature\", CR \
             603.10a, 608.2h); a spell or an activated ability has no trigger event, so it would \
             read nothing: expected `\"this\"` (the source, as it last existed once it left, CR \
             113.7a), or a triggered ability"
        );
        return Some((message, "\"it\""));
    }
    let message = if quantity == "power-of" {
        "`power-of = \"sacrificed\"` is the power of the permanent sacrificed for a reflexive \
         trigger (\"you may sacrifice ... When you do\", CR 603.12); it is remembered only \
         there: expected it inside a `reflexive-sacrifice`'s `then`. A permanent sacrificed as \
         an activated ability's cost is not remembered (not modelled); a source that \
         sacrificed itself (`sacrifice = \"this\"`) is read as it last existed with \
         `power-of = \"this\"` (CR 113.7a, 608.2h)"
            .to_string()
    } else {
        format!(
            "`{quantity}` of `\"sacrificed\"` is not modelled: only the sacrificed permanent's \
             power is remembered for a reflexive trigger (CR 603.12); expected \
             `power-of = \"sacrificed\"` inside a `reflexive-sacrifice`'s `then`"
        )
    };
    Some((message, "\"sacrificed\""))
}

#[cfg(test)]
mod tests {
    use crate::from_str;

    fn card(ability: &str) -> String {
        format!(
            "edition = \"mtg-2024-11-08\"\n[[cards]]\nname = \"Blood Altar\"\ntypes = \
             [\"artifact\"]\n\n[[cards.abilities]]\n{ability}\n[board]\n[[board.players]]\n\
             battlefield = [\"Blood Altar\", \"Grizzly Bears\"]\n[[board.players]]\n\
             [[expect]]\nreachable = \"end\"\n"
        )
    }

    fn error(text: &str) -> String {
        let e = from_str("t.toml", text).expect_err("refused");
        format!("{}:{}: {}", e.line, e.column, e.message)
    }

    /// "Sacrifice a creature: damage equal to the sacrificed creature's power" would read 0:
    /// refused at the word, with what is modelled instead.
    #[test]
    fn sacrificed_outside_a_reflexive_trigger_is_refused_at_the_word() {
        let activated = card(
            "activated = { cost = { sacrifice = { card_type = \"creature\" } }, effect = { \
             deal-damage = { to = \"any-target\", amount = { power-of = \"sacrificed\" } } } }",
        );
        let got = error(&activated);
        assert!(
            got.starts_with("7:134: `power-of = \"sacrificed\"` is the power of the permanent"),
            "{got}"
        );
        let toughness = card(
            "triggered = { when = { event = { beginning-of = { step = \"upkeep\", whose = \
             \"you\" } } }, effect = { reflexive-sacrifice = { sacrifice = { card_type = \
             \"creature\" }, then = { gain-life = { who = \"you\", amount = { toughness-of = \
             \"sacrificed\" } } } } } }",
        );
        let got = error(&toughness);
        assert!(
            got.contains("`toughness-of` of `\"sacrificed\"` is not modelled"),
            "{got}"
        );
    }

    /// "It" in an activated ability's own effect names no trigger event's object.
    #[test]
    fn it_in_an_activated_ability_is_refused() {
        let activated = card(
            "activated = { cost = { sacrifice = { card_type = \"creature\" } }, effect = { \
             deal-damage = { to = \"any-target\", amount = { power-of = \"it\" } } } }",
        );
        let got = error(&activated);
        assert!(
            got.starts_with("7:134: `power-of` of `\"it\"` reads the object"),
            "{got}"
        );
    }

    #[test]
    fn sacrificed_power_in_a_reflexive_trigger_loads() {
        let reflexive = card(
            "triggered = { when = { event = { beginning-of = { step = \"upkeep\", whose = \
             \"you\" } } }, effect = { reflexive-sacrifice = { sacrifice = { card_type = \
             \"creature\" }, then = { gain-life = { who = \"you\", amount = { power-of = \
             \"sacrificed\" } } } } } }",
        );
        from_str("t.toml", &reflexive).unwrap_or_else(|e| panic!("{e}"));
    }
}
