//! Scenario-file checks for the words of issue 16 (h16c): `"that"` (WHO: the player the
//! trigger event names, CR 608.2h (mtg-2024-11-08)) is a word of a triggered ability's
//! `gain-life`, `lose-life`, `draw`, `{ players = "that" }` or `may_player` only, and so is
//! `"owner"` ("its owner", CR 108.3 (mtg-2024-11-08); h16w) of a printed triggered ability; a `delayed` effect refers to
//! `this`, `it` or a target, never `each` or `players` (CR 603.7c (mtg-2024-11-08)); and
//! `counter = "it"` counters the spell or ability a "becomes the target" event names, so it is
//! a word of such a triggered ability only (CR 701.5a, 702.21a (mtg-2024-11-08)).

use serde_json::Value;
use triggerproof_model::vocab::{
    CardDef, Effect, Objects, StaticAbility, TriggerCondition, TriggeredAbility, Who,
};

/// Effects whose `who` may be `"that"`.
const THAT_EFFECTS: &[&str] = &["gain-life", "lose-life", "draw"];

/// Is there a `word` (`"that"` or `"owner"`) under `v` in a place other than a triggered (or,
/// for `"that"`, delayed) ability's effect's player or its `may_player` (`path`: the keys down
/// to `v`)?
fn misplaced(word: &str, v: &Value, path: &mut Vec<String>) -> bool {
    match v {
        // `under = "owner"` is whose control a card enters under (CR 110.2a), not a player
        // word.
        Value::String(_) if word == "owner" && path.last().is_some_and(|k| k == "under") => false,
        Value::String(s) if s == word => {
            let n = path.len();
            let key = path.last().map(String::as_str);
            let parent = n.checked_sub(2).map(|i| path[i].as_str());
            let allowed = key == Some("players")
                || key == Some("may_player")
                || (word == "that" && key == Some("unless_payer"))
                || (key == Some("who") && parent.is_some_and(|p| THAT_EFFECTS.contains(&p)));
            // A spell or an activated ability has no trigger event, unless it is in a delayed
            // trigger's action ("its owner" is read for printed triggered abilities only).
            let has = |k: &str| path.iter().any(|p| p == k);
            let triggered = if word == "that" {
                has("delayed") || !(has("spell") || has("activated"))
            } else {
                !(has("delayed") || has("spell") || has("activated"))
            };
            !allowed || !triggered
        }
        Value::Object(m) => m.iter().any(|(k, x)| {
            path.push(k.clone());
            let bad = misplaced(word, x, path);
            path.pop();
            bad
        }),
        Value::Array(xs) => xs.iter().any(|x| misplaced(word, x, path)),
        _ => false,
    }
}

/// A misused word of this family, and the text to point at.
pub(crate) fn bad_that_word(card: &CardDef) -> Option<(String, &'static str)> {
    let json = serde_json::to_value(card).ok()?;
    if misplaced("that", &json, &mut Vec::new()) {
        return Some((
            "`\"that\"` names the player a trigger event names (\"that player\", \"its controller\"); expected it only as the `who` of a triggered ability's `gain-life`, `lose-life` or `draw`, as `{ players = \"that\" }`, or as its `may_player` or `unless_payer`".into(),
            "\"that\"",
        ));
    }
    if misplaced("owner", &json, &mut Vec::new()) {
        return Some((
            "`\"owner\"` names the owner of the object a trigger event names (\"its owner\", CR 108.3); expected it only as the `who` of a printed triggered ability's `gain-life`, `lose-life` or `draw`, as `{ players = \"owner\" }`, or as its `may_player`".into(),
            "\"owner\"",
        ));
    }
    if let Some(bad) = bad_unless_that(card) {
        return Some(bad);
    }
    if let Some(bad) = bad_counter_it(card) {
        return Some(bad);
    }
    let asks_nobody = card.abilities.iter().any(|a| {
        matches!(a, triggerproof_model::vocab::Ability::Triggered(t)
            if t.may_player.is_some() && !t.optional)
    });
    if asks_nobody {
        return Some((
            "`may_player` names who answers an optional ability's \"may\" (CR 608.2d); expected `optional = true` beside it".into(),
            "may_player",
        ));
    }
    let mut bad = None;
    card.effects(&mut |e| {
        if let Effect::Delayed {
            on: Some(Objects::Each(_) | Objects::Players(_)),
            ..
        } = e
        {
            bad = Some((
                "a `delayed` trigger refers to particular objects (CR 603.7c); expected `on` to be `\"this\"`, `\"it\"` or `{ target = TARGET }`".into(),
                "delayed",
            ));
        }
    });
    bad
}

/// `unless_payer = "that"` ("unless that player pays", ward's payer, CR 702.21a
/// (mtg-2024-11-08)) needs an "unless" payment and an event that names a player (CR 608.2h
/// (mtg-2024-11-08)): the event's player or the controller of its object (the controller of the
/// targeting spell or ability for "becomes the target"). Checked for printed and granted
/// triggered abilities.
fn bad_unless_that(card: &CardDef) -> Option<(String, &'static str)> {
    let granted = card.statics().filter_map(|s| match s {
        StaticAbility::Grant { ability, .. } => Some(ability.as_ref()),
        _ => None,
    });
    let abilities: Vec<&TriggeredAbility> =
        card.triggered().map(|(_, t)| t).chain(granted).collect();
    for t in abilities
        .into_iter()
        .filter(|t| t.unless_payer == Who::That)
    {
        if t.unless_opponent_pays_life.is_none() {
            return Some((
                "`unless_payer` names who may pay an \"unless\" cost (CR 118.12a); expected `unless_opponent_pays_life` beside it".into(),
                "unless_payer",
            ));
        }
        let names = matches!(&t.when, TriggerCondition::Event(e) if e.names_player());
        if !names {
            return Some((
                "`unless_payer = \"that\"` is \"unless that player pays\", the player the trigger event names (CR 608.2h; ward: the controller of the targeting spell or ability, CR 702.21a); for this ability's `when` the model gives \"that player\" no meaning (a state, or an event whose player it does not hand on as \"that player\": `blocks`, `counters-put`, `activates`, `spell-countered` — not modelled); expected an event with a player or the controller of its object, or `unless_payer` = `opponent`, `any` or `you`".into(),
                "unless_payer",
            ));
        }
    }
    None
}

/// `counter = "it"` written as the effect (or a part of a top-level `sequence`) of `e`.
fn counter_it_here(e: &Effect) -> usize {
    match e {
        Effect::Counter(Objects::It) => 1,
        Effect::Sequence(es) => es.iter().map(counter_it_here).sum(),
        _ => 0,
    }
}

/// `counter = "it"` anywhere in `e`, nested effects included.
fn counter_it_anywhere(e: &Effect) -> usize {
    let mut n = 0;
    e.walk(&mut |x| n += usize::from(matches!(x, Effect::Counter(Objects::It))));
    n
}

/// `counter = "it"` ("counter it", CR 701.5a (mtg-2024-11-08)) reads the spell or ability on
/// the stack that the trigger event names, and the only event that names one is "becomes the
/// target of a spell or ability" (ward, CR 702.21a (mtg-2024-11-08)): the engine records it
/// for that event alone, of a printed ability. Anywhere else (a spell, an activated ability, a
/// granted ability, a delayed or reflexive
/// effect, a triggered ability on any other event such as `blocks` or `spell-cast`) "it" would
/// name nothing and the counter would silently do nothing: refused.
fn bad_counter_it(card: &CardDef) -> Option<(String, &'static str)> {
    let granted = card.statics().filter_map(|s| match s {
        StaticAbility::Grant { ability, .. } => Some(ability.as_ref()),
        _ => None,
    });
    // The engine records the targeting spell or ability for printed abilities only (a granted
    // one's instance keeps none).
    let allowed: usize = card
        .triggered()
        .map(|(_, t)| t)
        .filter(|t| {
            matches!(
                &t.when,
                TriggerCondition::Event(
                    triggerproof_model::vocab::TriggerEvent::BecomesTarget { .. }
                )
            )
        })
        .map(|t| counter_it_here(&t.effect) + t.modes.iter().map(counter_it_here).sum::<usize>())
        .sum();
    let mut total = 0;
    card.effects(&mut |e| total += usize::from(matches!(e, Effect::Counter(Objects::It))));
    total += granted
        .map(|t| {
            counter_it_anywhere(&t.effect) + t.modes.iter().map(counter_it_anywhere).sum::<usize>()
        })
        .sum::<usize>();
    (total > allowed).then(|| (
        "`counter = \"it\"` counters the spell or ability the trigger event names, and only `becomes-target` names one (\"becomes the target of a spell or ability\", ward: CR 701.5a, 702.21a); here it is on another event (such as `blocks` or `spell-cast`), or not a triggered ability's own effect (a spell, an activated ability, a granted ability, a delayed or reflexive effect), where it would counter nothing; expected a `becomes-target` triggered ability, or `{ target = { ability = { ... } } }` to counter a chosen spell or ability on the stack".into(),
        "counter",
    ))
}
