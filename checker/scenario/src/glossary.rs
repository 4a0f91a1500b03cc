//! `triggerproof words [WORD]`: the vocabulary reference. The list of words comes from the
//! enums and structs themselves (the names serde reads, [`glossary_names`](super::glossary_names)),
//! and each word's row (where it may appear, its rule, its meaning, an example) from
//! [`ENTRIES`](super::glossary_table::ENTRIES); the tests fail when the two disagree, so a new
//! variant can't ship undocumented, and every example must load.

use super::glossary_table::ENTRIES;
use std::fmt::Write;

pub use super::glossary_kind::{Entry, Kind};

/// The rows, in the order of the types' own names (so the listing follows the source).
pub fn entries() -> Vec<&'static Entry> {
    Kind::ALL
        .iter()
        .flat_map(|k| {
            k.names()
                .iter()
                .filter_map(move |w| ENTRIES.iter().find(|e| e.kind == *k && e.word == *w))
        })
        .collect()
}

fn detail(s: &mut String, e: &Entry) {
    let _ = writeln!(s, "{} ({})", e.word, e.kind.name());
    let _ = writeln!(s, "  meaning: {}", e.meaning);
    if e.rule != "-" {
        let _ = writeln!(s, "  rule:    {}", e.rule);
    }
    let _ = writeln!(s, "  where:   {}", e.kind.place());
    let _ = writeln!(s, "  example: {}", e.example);
}

/// The reference: every word by kind, or one word in full. `Err` names an unknown word.
pub fn text(word: Option<&str>) -> Result<String, String> {
    let mut s = String::new();
    let all = entries();
    match word {
        Some(w) => {
            let found: Vec<_> = all.iter().filter(|e| e.word == w).collect();
            if found.is_empty() {
                let hint = super::error::suggest(w, all.iter().map(|e| e.word))
                    .map(|x| format!("; did you mean `{x}`?"))
                    .unwrap_or_default();
                return Err(format!(
                    "`{w}` is not a word of the scenario language{hint} (`triggerproof words` lists them all)"
                ));
            }
            for e in found {
                detail(&mut s, e);
            }
        }
        None => {
            for k in Kind::ALL {
                let _ = writeln!(s, "{} — {}:", k.plural(), k.place());
                for e in all.iter().filter(|e| e.kind == k) {
                    let _ = writeln!(s, "  {:<36} {}", e.word, e.meaning);
                }
                let _ = writeln!(s);
            }
            let _ = writeln!(
                s,
                "`triggerproof words WORD` shows a word's rule, where it may appear and an example."
            );
        }
    }
    Ok(s)
}

#[cfg(test)]
#[path = "tests_glossary.rs"]
mod tests;
