//! Scenario-file check for the object word `"sacrificed"`: it names the permanent sacrificed
//! for a reflexive trigger ("you may sacrifice a creature. When you do, ... equal to the
//! sacrificed creature's power", CR 603.12 (mtg-2024-11-08)), whose power is remembered as the
//! ability triggers, and the permanent an activated ability sacrificed as its cost
//! ("sacrifice a creature: ... the sacrificed creature's power"), kept as it last existed (CR
//! 113.7a, 608.2h). So `power-of = "sacrificed"` is a word of a `reflexive-sacrifice`'s `then`
//! (only the power is remembered there), and any reading of it a word of such an activated
//! ability's effect. Anywhere else it would read nothing (0): refused at load, never answered. Likewise `"it"`
//! (the object a trigger event names) in a spell's or an activated ability's own effect, which
//! has no trigger event.

use serde_json::Value;
use triggerproof_model::vocab::CardDef;

/// Does the activated ability `a` (its JSON) sacrifice another permanent as its cost
/// ("sacrifice a creature:"), not itself?
fn sacrifices_another(a: &Value) -> bool {
    match a.get("cost").and_then(|c| c.get("sacrifice")) {
        None | Some(Value::Null) => false,
        Some(Value::String(s)) => s != "this",
        Some(sel) => sel.get("this") != Some(&Value::Bool(true)),
    }
}

/// The first misplaced `"sacrificed"` under `v`: the quantity key it is the object of
/// (`path`: the keys down to `v`).
fn misplaced(v: &Value, path: &mut Vec<String>, cost_sacrifice: bool) -> Option<String> {
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
                // CR 113.7a + 608.2h (mtg-2024-11-08): an activated ability that sacrificed
                // another permanent as its cost keeps it as it last existed.
                _ if cost_sacrifice && !has("reflexive-sacrifice") => None,
                _ => Some(quantity.to_string()),
            }
        }
        Value::Object(m) => {
            let at_activated = path.last().is_some_and(|k| k == "activated");
            let cost_sacrifice = cost_sacrifice || (at_activated && sacrifices_another(v));
            m.iter().find_map(|(k, x)| {
                path.push(k.clone());
                let bad = misplaced(x, path, cost_sacrifice);
                path.pop();
                bad
            })
        }
        Value::Array(xs) => xs.iter().find_map(|x| misplaced(x, path, cost_sacrifice)),
        _ => None,
    }
}

/// A misplaced `"sacrificed"`, and the text to point at.
pub(crate) fn bad_sacrificed_word(card: &CardDef) -> Option<(String, &'static str)> {
    let json = serde_json::to_value(card).ok()?;
    let quantity = misplaced(&json, &mut Vec::new(), false)?;
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
         there, or in an activated ability whose cost sacrifices another permanent \
         (\"sacrifice a creature: ...\"): expected one of those; a source that \
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

    /// "Sacrifice a creature: damage equal to the sacrificed creature's power" loads (the cost's
    /// creature is kept as it last existed); without such a cost "sacrificed" names nothing and
    /// would read 0: refused at the word, with what is modelled instead.
    #[test]
    fn sacrificed_outside_a_reflexive_trigger_or_a_sacrifice_cost_is_refused_at_the_word() {
        let cost = card(
            "activated = { cost = { sacrifice = { card_type = \"creature\" } }, effect = { \
             deal-damage = { to = \"any-target\", amount = { power-of = \"sacrificed\" } } } }",
        );
        from_str("t.toml", &cost).expect("a cost's sacrificed creature is read");
        let tap = card(
            "activated = { cost = { tap = true }, effect = { deal-damage = { to = \
             \"any-target\", amount = { power-of = \"sacrificed\" } } } }",
        );
        let got = error(&tap);
        assert!(
            got.contains("`power-of = \"sacrificed\"` is the power of the permanent"),
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
