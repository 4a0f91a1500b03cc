//! The committed schema is the generated one, and every scenario file in `scenarios/` validates
//! against it (a JSON Schema validator, `jsonschema`, over the file read as TOML).

use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

#[test]
fn the_committed_schema_is_the_generated_one() {
    let path = root().join("docs/scenario.schema.json");
    if std::env::var_os("TRIGGERPROOF_BLESS").is_some() {
        std::fs::write(&path, super::json()).unwrap();
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == super::json(),
        "docs/scenario.schema.json is stale: regenerate it with \
         `triggerproof schema > docs/scenario.schema.json` (or run this test with TRIGGERPROOF_BLESS=1)"
    );
}

fn scenario_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            scenario_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "toml") {
            out.push(p);
        }
    }
}

fn validator() -> jsonschema::Validator {
    let schema: serde_json::Value = serde_json::from_str(&super::json()).unwrap();
    jsonschema::validator_for(&schema).expect("the schema is a valid JSON Schema")
}

fn errors(v: &jsonschema::Validator, text: &str) -> Vec<String> {
    let doc: serde_json::Value = toml::from_str(text).expect("TOML");
    v.iter_errors(&doc)
        .map(|e| format!("{} at {}", e, e.instance_path()))
        .collect()
}

#[test]
fn every_scenario_file_validates_against_the_schema() {
    let v = validator();
    let mut files = Vec::new();
    scenario_files(&root().join("scenarios"), &mut files);
    assert!(files.len() > 100, "{} files", files.len());
    let mut bad = Vec::new();
    for f in &files {
        let errs = errors(&v, &std::fs::read_to_string(f).unwrap());
        if !errs.is_empty() {
            bad.push(format!("{}: {}", f.display(), errs.join("; ")));
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
    let template = include_str!("template.toml");
    assert!(errors(&v, template).is_empty());
}

/// The schema is not vacuous: a misspelt key, an unknown event and a wrong type are refused.
#[test]
fn the_schema_refuses_what_the_loader_refuses() {
    let v = validator();
    let base = "edition = \"mtg-2024-11-08\"\n";
    for bad in [
        "editon = 1\n",
        "[[cards]]\nname = \"X\"\ntypes = [\"creature\"]\nabilities = [{ triggered = { when = { event = { dyes = \"this\" } }, effect = \"win-game\" } }]\n",
        "[limits]\nturns = \"two\"\n",
        "[board]\n[[board.players]]\ngraveyard = \"Grizzly Bears\"\n",
    ] {
        assert!(!errors(&v, &format!("{base}{bad}")).is_empty(), "{bad}");
    }
}
