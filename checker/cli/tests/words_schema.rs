//! `triggerproof words [WORD]` and `triggerproof schema` from the command line: a word in full,
//! an unknown word refused (exit 2), the schema equal to the committed docs/scenario.schema.json.

// The shared helpers this file doesn't all use (`tmp`).
#[allow(dead_code)]
mod common;

use common::{code, run, text};

#[test]
fn words_explains_a_word_and_refuses_an_unknown_one() {
    let o = run(&["words", "graveyard"]);
    assert_eq!(code(&o), 0, "{}", text(&o.stderr));
    let t = text(&o.stdout);
    assert!(
        t.contains("board player key") && t.contains("CR 404.1"),
        "{t}"
    );
    let all = run(&["words"]);
    assert_eq!(code(&all), 0);
    assert!(text(&all.stdout).contains("reflexive-sacrifice"));
    let bad = run(&["words", "librar_top"]);
    assert_eq!(code(&bad), 2);
    assert!(text(&bad.stderr).contains("did you mean `library_top`"));
}

#[test]
fn schema_prints_the_committed_schema() {
    let o = run(&["schema"]);
    assert_eq!(code(&o), 0, "{}", text(&o.stderr));
    let committed = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../docs/scenario.schema.json"
    ))
    .unwrap();
    assert!(
        text(&o.stdout) == committed,
        "docs/scenario.schema.json is stale"
    );
}
