//! The listing commands (`properties`, `cards`, `limits`) and `replay`.

use crate::describe;
use crate::options::Format;
use crate::trace::{replay as replay_trace, TraceFile};
use std::path::Path;
use std::sync::Arc;
use triggerproof_model::cards::builtin;
use triggerproof_model::Edition;
use triggerproof_properties::{registry, View};

/// `triggerproof properties`: the properties restating rules of `edition`, with its citations
/// and every edition each applies to.
pub fn properties(edition: Edition, format: Format) -> i32 {
    let all = registry::for_edition(edition);
    if format == Format::Json {
        let v: Vec<serde_json::Value> = all
            .iter()
            .map(|p| serde_json::json!({"name": p.name, "expectation": p.expectation, "kind": p.kind, "rules": p.citations(edition), "statement": p.statement, "witness": p.witness, "editions": p.editions.iter().map(|e| e.id()).collect::<Vec<_>>()}))
            .collect();
        crate::outln!("{}", serde_json::to_string_pretty(&v).expect("json"));
    } else {
        for p in &all {
            let editions: Vec<&str> = p.editions.iter().map(|e| e.id()).collect();
            crate::outln!(
                "{} ({:?}, {:?}) [{}]\n    {}\n    editions: {}",
                p.name,
                p.expectation,
                p.kind,
                p.citations(edition).join(", "),
                p.statement,
                editions.join(", ")
            );
        }
    }
    0
}

/// `triggerproof limits`: every gap the model leaves out (JSON: topic and text).
pub fn limits(format: Format) -> i32 {
    use crate::gaps::GAPS;
    if format == Format::Json {
        let rows: Vec<serde_json::Value> = GAPS
            .iter()
            .map(|g| serde_json::json!({"topic": g.topic, "text": g.text}))
            .collect();
        println!("{}", serde_json::Value::Array(rows));
    } else {
        print!("{}", crate::gaps::list_text());
    }
    0
}

/// `triggerproof cards`.
pub fn cards(format: Format) -> i32 {
    let pool = builtin();
    let rows: Vec<(String, String, Vec<String>)> = pool
        .iter()
        .map(|(_, c)| {
            let types = c
                .supertypes
                .iter()
                .map(|t| format!("{t:?}").to_lowercase())
                .chain(c.types.iter().map(|t| format!("{t:?}").to_lowercase()))
                .collect::<Vec<_>>()
                .join(" ");
            let types = if c.subtypes.is_empty() {
                types
            } else {
                format!("{types} - {}", c.subtypes.join(" "))
            };
            let pt = if c
                .types
                .iter()
                .any(|t| matches!(t, triggerproof_model::vocab::CardType::Creature))
            {
                format!(" {}/{}", c.power, c.toughness)
            } else {
                String::new()
            };
            (
                c.name.clone(),
                format!("{types}{pt}{}", if c.token { " token" } else { "" }),
                describe::abilities(c),
            )
        })
        .collect();
    if format == Format::Json {
        let v: Vec<serde_json::Value> = rows
            .iter()
            .map(|(n, t, a)| serde_json::json!({"name": n, "type": t, "abilities": a}))
            .collect();
        crate::outln!("{}", serde_json::to_string_pretty(&v).expect("json"));
    } else {
        for (n, t, a) in rows {
            crate::outln!("{n} ({t})");
            for line in a {
                crate::outln!("    {line}");
            }
        }
    }
    0
}

/// `triggerproof replay FILE`: 0 replayed (and the property verdict printed), 2 if it stops.
pub fn replay(path: &Path) -> Result<i32, crate::options::UsageError> {
    let err = |m: String| crate::options::UsageError(m);
    let text = crate::validate::read_text(path).map_err(err)?;
    let t: TraceFile = serde_json::from_str(&text).map_err(|e| {
        err(format!(
            "{}:{}:{}: {e}",
            path.display(),
            e.line(),
            e.column()
        ))
    })?;
    let pool = t
        .pool()
        .map_err(|m| err(format!("{}: {m}", path.display())))?;
    let (rules, snaps) = replay_trace(&t, Arc::new(pool)).map_err(|e| {
        err(format!(
            "{}: replay stops at step {}: {}",
            path.display(),
            e.step,
            e.message
        ))
    })?;
    let verdict =
        claimed_verdict(&t, &rules, &snaps).map_err(|m| err(format!("{}: {m}", path.display())))?;
    crate::outln!(
        "replaying {} ({} steps, edition {}{})",
        path.display(),
        t.steps.len(),
        t.edition,
        t.mutant
            .map(|m| format!(", mutant {}", m.name()))
            .unwrap_or_default()
    );
    crate::out!("{}", crate::replay_text::text(&t, &rules, &snaps));
    if let Some(line) = verdict {
        crate::outln!("{line}");
    }
    Ok(0)
}

/// The verdict a trace claims, checked at its last state: a trace naming an `always` property
/// is a counterexample and must end in a state violating it; one naming a `sometimes`
/// property is a witness and must end where it holds. `Ok(line to print)`; `Err(why the
/// claim is not confirmed)`. `replay` and the explorer's page (`triggerproof-web`) both use it.
pub fn claimed_verdict(
    t: &TraceFile,
    rules: &triggerproof_model::Ruleset,
    snaps: &[crate::adapter::Snapshot],
) -> Result<Option<String>, String> {
    let Some(name) = &t.property else {
        return Ok(None);
    };
    let p = registry::find(name).ok_or_else(|| format!("unknown property `{name}`"))?;
    let last = snaps.last().expect("at least the start");
    let holds = (p.check)(&View::new(
        rules.edition,
        &rules.pool,
        &last.game,
        &last.journal,
    ));
    let claims_hold = p.expectation == triggerproof_properties::Expectation::Sometimes;
    if holds != claims_hold {
        let what = if claims_hold {
            "a witness"
        } else {
            "a counterexample"
        };
        return Err(format!(
            "the trace claims to be {what} of {name} ({:?}), but its last state {} it \
             (truncated or edited?)",
            p.expectation,
            if holds { "satisfies" } else { "violates" }
        ));
    }
    Ok(Some(format!(
        "property {name} ({:?}) at the last state: {}",
        p.expectation,
        if holds { "true" } else { "false" }
    )))
}
