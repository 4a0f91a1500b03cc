//! Every rule number the engine shows users (`RuleRef` per edition) is in that edition's
//! checked-in citation index (`cr-index/<edition>.tsv`).

use std::collections::HashSet;
use triggerproof_model::{Edition, RuleRef};

fn index(edition: Edition) -> HashSet<String> {
    let path = format!(
        "{}/../cr-index/{}.tsv",
        env!("CARGO_MANIFEST_DIR"),
        edition.id()
    );
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| l.split('\t').next().unwrap().to_string())
        .collect()
}

#[test]
fn every_rule_ref_number_is_in_its_edition_index() {
    let mut missing = Vec::new();
    for e in Edition::ALL {
        let idx = index(e);
        for r in RuleRef::ALL {
            let Some(n) = e.number(*r) else { continue };
            if !idx.contains(n) {
                missing.push(format!("{} {:?} -> {n}", e.id(), r));
            }
        }
    }
    assert!(missing.is_empty(), "numbers not in the index: {missing:#?}");
}
