//! Spellings the scenario language no longer has: each is refused at load, at its file:line:column,
//! with the spelling that replaced it (CHANGELOG.md has a migration note for each). The check reads
//! the file's TOML tree before serde does, so an old file is never read with a new meaning: the
//! rename of `reflexive-sacrifice.another` to `sacrifice` (whose selector includes this object
//! unless it says `another = true`) is refused with the hint, not parsed with a different answer.
//!
//! Keep this list in step with CHANGELOG.md: every entry of its "Removed" sections has a rule
//! here and a test in `tests_removed.rs`.

use super::error::Source;
use super::ScenarioError;
use toml_edit::{ImDocument, Item, Key, Value};

/// The first removed spelling in `src`, if any. A file that is not TOML passes: serde reports
/// its syntax error with a position.
pub fn check(src: &Source) -> Result<(), ScenarioError> {
    let Ok(doc) = ImDocument::parse(src.text) else {
        return Ok(());
    };
    let mut found = None;
    walk_table(doc.as_table(), &mut |key, item| {
        if found.is_none() {
            found = removed(key, item).map(|m| (key.span().map_or(0, |s| s.start), m));
        }
    });
    match found {
        Some((at, message)) => Err(src.at(
            at,
            format!("{message} (removed from the scenario language; see CHANGELOG.md)"),
        )),
        None => Ok(()),
    }
}

/// Calls `f` with every key and its item, depth first, in file order.
fn walk_table(t: &toml_edit::Table, f: &mut dyn FnMut(&Key, &Item)) {
    for (name, _) in t.iter() {
        if let Some((k, item)) = t.get_key_value(name) {
            f(k, item);
            walk_item(item, f);
        }
    }
}

fn walk_item(item: &Item, f: &mut dyn FnMut(&Key, &Item)) {
    match item {
        Item::Table(t) => walk_table(t, f),
        Item::ArrayOfTables(a) => a.iter().for_each(|t| walk_table(t, f)),
        Item::Value(v) => walk_value(v, f),
        Item::None => {}
    }
}

fn walk_value(v: &Value, f: &mut dyn FnMut(&Key, &Item)) {
    match v {
        Value::InlineTable(t) => {
            for (name, _) in t.iter() {
                if let Some((k, item)) = t.get_key_value(name) {
                    f(k, item);
                    walk_item(item, f);
                }
            }
        }
        Value::Array(a) => a.iter().for_each(|v| walk_value(v, f)),
        _ => {}
    }
}

/// The keys of a table item (a `[table]` or an inline table), if it is one.
fn keys(item: &Item) -> Option<Vec<String>> {
    match item {
        Item::Table(t) => Some(t.iter().map(|(k, _)| k.to_string()).collect()),
        Item::Value(Value::InlineTable(t)) => Some(t.iter().map(|(k, _)| k.to_string()).collect()),
        _ => None,
    }
}

/// The tests of a table written inline, `k = v, ...` (for a replacement that keeps them).
fn inner(item: &Item) -> String {
    let pairs: Vec<String> = match item {
        Item::Table(t) => t
            .iter()
            .map(|(k, v)| format!("{k} = {}", v.to_string().trim()))
            .collect(),
        Item::Value(Value::InlineTable(t)) => t
            .iter()
            .map(|(k, v)| format!("{k} = {}", v.to_string().trim()))
            .collect(),
        _ => Vec::new(),
    };
    pairs.join(", ")
}

fn is_table(item: &Item) -> bool {
    keys(item).is_some()
}

fn string(item: &Item) -> Option<&str> {
    item.as_value().and_then(Value::as_str)
}

/// Condition words of the first scenario language, replaced by the condition algebra.
const OLD_CONDITIONS: [(&str, &str); 3] = [
    (
        "no-cards-in-hand",
        "{ compare = { left = { cards-in-hand = \"you\" }, op = \"equal\", right = 0 } }",
    ),
    (
        "control-no-creatures",
        "{ not = { exists = { card_type = \"creature\", controller = \"you\" } } }",
    ),
    ("source-untapped", "{ source = { tapped = false } }"),
];

/// Why `key = item` is a removed spelling, and what replaced it.
fn removed(key: &Key, item: &Item) -> Option<String> {
    let name = key.get();
    let table_keys = keys(item).unwrap_or_default();
    let has = |k: &str| table_keys.iter().any(|x| x == k);
    if let Some(s) = string(item) {
        if let Some((old, new)) = OLD_CONDITIONS.iter().find(|(old, _)| *old == s) {
            return Some(format!(
                "the condition \"{old}\" was replaced by the condition algebra: write `{name} = {new}`"
            ));
        }
        if s == "sacrificed-power" {
            return Some(format!(
                "the amount \"sacrificed-power\" was replaced by a quantity: write \
                 `{name} = {{ power-of = \"sacrificed\" }}`"
            ));
        }
    }
    let message = match name {
        "reflexive-sacrifice" if has("another") => {
            "`reflexive-sacrifice = { another = SELECTOR, ... }` was renamed `sacrifice`, and its \
             meaning changed: `sacrifice` may pick this object itself unless its selector says \
             `another = true`; for the old meaning write \
             `reflexive-sacrifice = { sacrifice = { another = true, ... }, then = ... }`"
                .to_string()
        }
        "another" if is_table(item) => format!(
            "`another = {{…}}` was replaced by `another = true` inside the selector: write \
             `{{ another = true, {} }}`",
            inner(item)
        ),
        "any" if is_table(item) => format!(
            "`any = {{…}}` was replaced by the selector itself: write `{{ {} }}`",
            inner(item)
        ),
        "life-at-most" | "life-at-least" => {
            let op = if name == "life-at-most" {
                "at-most"
            } else {
                "at-least"
            };
            format!(
                "the condition `{name} = N` was replaced by the condition algebra: write \
                 `{{ compare = {{ left = {{ life = \"you\" }}, op = \"{op}\", right = N }} }}`"
            )
        }
        "destroy-all" if matches!(item, Item::Value(Value::Array(_))) => {
            "`destroy-all = [card types]` was replaced by a selector: write \
             `destroy-all = { card_type = \"creature\" }`, or for several types \
             `destroy-all = { any_of = [{ card_type = \"creature\" }, { card_type = \"artifact\" }] }`"
                .to_string()
        }
        "deals-combat-damage" => "the event `deals-combat-damage = { by, to }` was replaced by \
             `deals-damage = { by = SELECTOR, to = RECIPIENT, combat = true }`"
            .to_string(),
        "deals-damage" if !has("by") => "the event `deals-damage = SELECTOR` was replaced by \
             `deals-damage = { by = SELECTOR }` (add `combat = true` for combat damage only)"
            .to_string(),
        "sacrifice_self" => {
            "the cost `sacrifice_self = true` was replaced by `sacrifice = \"this\"`".to_string()
        }
        "gain-control" if !has("target") => "`gain-control = TARGET` was replaced by \
             `gain-control = { target = TARGET }` (with `until = \"end-of-turn\"` for a \
             temporary change)"
            .to_string(),
        "copy-ability" if !has("of") => "`copy-ability = TARGET` was replaced by \
             `copy-ability = { of = TARGET }` (with `new_targets = true` to choose new targets)"
            .to_string(),
        _ => return None,
    };
    Some(message)
}

#[cfg(test)]
#[path = "tests_removed.rs"]
mod tests;
