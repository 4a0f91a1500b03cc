//! `triggerproof schema`: the JSON Schema of the scenario file format, derived (schemars) from
//! the same types and serde attributes the loader reads (`file::ScenarioFile` and the model's
//! vocabulary), doc comments as descriptions. Committed as `docs/scenario.schema.json` for
//! editors (Even Better TOML / taplo); a test keeps the committed file equal to this output.
//!
//! The schema checks shape and names (keys, words, value types); the loader checks more
//! (names of cards, queries, bounds, removed spellings), so a file the schema accepts may still
//! be refused, with its position, at load.

/// The schema, as pretty JSON with a final newline (the committed file's exact text).
pub fn json() -> String {
    let mut schema = schemars::schema_for!(super::file::ScenarioFile);
    schema.insert(
        "title".into(),
        format!(
            "triggerproof scenario file ({})",
            triggerproof_checker::VERSION
        )
        .into(),
    );
    let mut s = serde_json::to_string_pretty(&schema).expect("a schema serializes");
    s.push('\n');
    s
}

#[cfg(test)]
#[path = "tests_schema.rs"]
mod tests;
