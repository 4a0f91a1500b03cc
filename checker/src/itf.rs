//! Traces in the Informal Trace Format of Apalache (ITF, ADR-015), for `--trace-format itf`:
//! `#meta`, `vars`, and `states`, each with `#meta.index`. Integers are written as
//! `{"#bigint": "..."}` (as Apalache writes them), sets as `{"#set": [...]}`, maps as
//! `{"#map": [[key, value], ...]}`, records as JSON objects and sequences as arrays. The
//! mapping of the game state to variables is in the README ("ITF traces").

use crate::trace::{journal_lines, replay, TraceFile};
use serde_json::{json, Map, Value};
use std::sync::Arc;
use triggerproof_model::cards::CardPool;
use triggerproof_model::state::{GameState, StackObject, Target, TriggerInstance};

/// The state variables, in the order every state lists them.
pub const VARS: [&str; 14] = [
    "turn",
    "step",
    "active",
    "decision",
    "life",
    "points",
    "mana",
    "library",
    "objects",
    "stack",
    "waiting",
    "action",
    "journal",
    "player_counters",
];

fn int(n: impl Into<i64>) -> Value {
    json!({"#bigint": n.into().to_string()})
}

fn map(pairs: Vec<(Value, Value)>) -> Value {
    json!({"#map": pairs.into_iter().map(|(k, v)| json!([k, v])).collect::<Vec<_>>()})
}

fn target(t: Option<Target>) -> Value {
    match t {
        None => json!({"#set": []}),
        Some(Target::Player(p)) => json!({"#set": [p.to_string()]}),
        Some(Target::Object(o)) => json!({"#set": [int(o.0)]}),
        Some(Target::Ability(i)) => json!({"#set": [format!("ability {i}")]}),
    }
}

fn instance(t: &TriggerInstance, pool: &CardPool) -> Map<String, Value> {
    let mut m = Map::new();
    m.insert("instance".into(), int(t.id.0));
    m.insert("source".into(), int(t.source.0));
    m.insert("card".into(), pool.get(t.source_card).name.clone().into());
    m.insert("controller".into(), t.controller.to_string().into());
    m
}

fn stack_item(o: &StackObject, pool: &CardPool, s: &GameState) -> Value {
    let mut m = match o {
        StackObject::Spell { object, .. } => {
            let mut m = Map::new();
            m.insert("kind".into(), "spell".into());
            m.insert("object".into(), int(object.0));
            let card = s.object(*object).map(|x| pool.get(x.card).name.clone());
            m.insert("card".into(), card.unwrap_or_default().into());
            m
        }
        StackObject::Triggered { instance: t, .. } => {
            let mut m = instance(t, pool);
            m.insert("kind".into(), "triggered".into());
            m
        }
        StackObject::Activated { source, card, .. } => {
            let mut m = Map::new();
            m.insert("kind".into(), "activated".into());
            m.insert("source".into(), int(source.0));
            m.insert("card".into(), pool.get(*card).name.clone().into());
            m
        }
        StackObject::CombatDamage { assignments, .. } => {
            let mut m = Map::new();
            m.insert("kind".into(), "combat-damage".into());
            let each: Vec<Value> = assignments
                .iter()
                .map(|a| {
                    json!({"source": int(a.source.0), "card": pool.get(a.card).name,
                           "to": target(Some(a.to)), "amount": a.amount})
                })
                .collect();
            m.insert("assignments".into(), Value::Array(each));
            m
        }
    };
    m.insert("controller".into(), o.controller().to_string().into());
    m.insert("target".into(), target(o.target().first()));
    let all: Vec<Value> = o.target().iter().map(|t| target(Some(t))).collect();
    m.insert("targets".into(), Value::Array(all));
    Value::Object(m)
}

fn decision(s: &GameState) -> Value {
    let player = crate::words::decider(s).map_or(String::new(), |p| p.to_string());
    json!({"player": player, "text": crate::words::decision(&s.decision)})
}

/// One ITF state: the game after a step, the step's choice and journal.
fn state(i: usize, s: &GameState, pool: &CardPool, action: &str, journal: Value) -> Value {
    let per_player = |f: &dyn Fn(usize) -> i64| {
        map(s
            .player_ids()
            .map(|p| (Value::from(p.to_string()), int(f(p.index()))))
            .collect())
    };
    let objects = s
        .objects
        .iter()
        .map(|(id, o)| {
            let rec = json!({
                "card": pool.get(o.card).name,
                "owner": o.owner.to_string(),
                "controller": o.controller.to_string(),
                "zone": serde_json::to_value(o.zone).expect("zone"),
                "tapped": o.tapped,
                "damage": int(o.damage),
                "face_down": o.face_down,
                // Its place in a library (CR 401.2 (mtg-2024-11-08)): negative above the
                // unnamed cards, positive below; 0 elsewhere.
                "library_pos": int(o.library_pos),
                "attached_to": target(o.attached_to.map(Target::Object)),
                "counters": map(o
                    .counters
                    .iter()
                    .map(|(k, n)| (serde_json::to_value(k).expect("counter kind"), int(*n)))
                    .collect()),
            });
            (int(id.0), rec)
        })
        .collect();
    json!({
        "#meta": {"index": i},
        "turn": int(s.turn),
        "step": serde_json::to_value(s.step).expect("step"),
        "active": s.active.to_string(),
        "decision": decision(s),
        "life": per_player(&|p| s.players[p].life.into()),
        "points": per_player(&|p| s.players[p].points.into()),
        "mana": per_player(&|p| s.players[p].mana.total().into()),
        // The library's size, named cards included (each named one is an object in `library`).
        "library": per_player(&|p| {
            (s.library_size(triggerproof_model::state::PlayerId(p as u8)) as u64)
                .try_into()
                .unwrap_or(i64::MAX)
        }),
        "objects": map(objects),
        "stack": s.stack.iter().map(|o| stack_item(o, pool, s)).collect::<Vec<_>>(),
        "waiting": s.waiting.iter().map(|t| Value::Object(instance(t, pool))).collect::<Vec<_>>(),
        "action": action,
        "journal": journal,
        // CR 122.1: counters on players, per player a map from kind to count.
        "player_counters": map(s
            .player_ids()
            .map(|p| {
                let kinds = s.players[p.index()].counters.iter();
                let kinds = kinds.map(|(k, n)| (Value::from(k.word()), int(*n))).collect();
                (Value::from(p.to_string()), map(kinds))
            })
            .collect()),
    })
}

/// The ITF form of a trace (replayed through the engine to get every state); `source` names
/// the file it came from.
pub fn to_itf(t: &TraceFile, source: &str) -> Result<Value, String> {
    let pool = Arc::new(t.pool()?);
    let (rules, snaps) =
        replay(t, pool).map_err(|e| format!("replay stops at step {}: {}", e.step, e.message))?;
    let mut states = Vec::with_capacity(snaps.len());
    for (i, snap) in snaps.iter().enumerate() {
        let before = i.checked_sub(1).map(|b| &snaps[b].game);
        let lines = journal_lines(
            &snap.journal,
            rules.edition,
            before,
            &snap.game,
            &rules.pool,
        );
        let journal: Vec<Value> = lines
            .iter()
            .map(|l| json!({"rule": l.rule, "what": l.what}))
            .collect();
        let action = match i {
            0 => "start of play".to_string(),
            _ => t.steps[i - 1].choice.clone(),
        };
        states.push(state(i, &snap.game, &rules.pool, &action, json!(journal)));
    }
    let description = format!(
        "triggerproof trace, edition {}{}{}",
        t.edition,
        t.mutant
            .map(|m| format!(", mutant {}", m.name()))
            .unwrap_or_default(),
        t.property
            .as_ref()
            .map(|p| format!(", property {p}"))
            .unwrap_or_default()
    );
    Ok(json!({
        "#meta": {
            "format": "ITF",
            "format-description": "https://apalache-mc.org/docs/adr/015adr-trace.html",
            "source": source,
            "description": description,
        },
        "vars": VARS,
        "states": states,
    }))
}
