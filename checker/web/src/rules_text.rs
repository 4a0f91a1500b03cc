//! The text of every rule the project cites, per edition, shown when a journal line's citation
//! is hovered or clicked. `rules/<edition>.tsv` (number, tab, text) is generated from the rules
//! files the project indexes (`../shared/rules/`) for the numbers in `cr-index/<edition>.tsv`,
//! checked in, and embedded in the binary; the test `rule_texts_are_current` regenerates it
//! (`TRIGGERPROOF_BLESS=1` writes it) when the rules files are beside the clone.

use std::collections::BTreeMap;
use triggerproof_model::Edition;

/// The embedded texts of one edition's cited rules.
pub fn embedded(e: Edition) -> &'static str {
    match e.id() {
        "mtg-2008-10-01" => include_str!("../rules/mtg-2008-10-01.tsv"),
        "mtg-2024-11-08" => include_str!("../rules/mtg-2024-11-08.tsv"),
        "mtg-2026-01-16" => include_str!("../rules/mtg-2026-01-16.tsv"),
        "riftbound-1.3" => include_str!("../rules/riftbound-1.3.tsv"),
        _ => include_str!("../rules/riftbound-1.4.tsv"),
    }
}

/// Number to text for edition `e`.
pub fn texts(e: Edition) -> BTreeMap<String, String> {
    embedded(e)
        .lines()
        .filter_map(|l| l.split_once('\t'))
        .map(|(n, t)| (n.to_string(), t.to_string()))
        .collect()
}

/// The rules file (under `../shared/rules/`) each edition's text comes from.
pub fn source(e: Edition) -> &'static str {
    match e.id() {
        "mtg-2008-10-01" => "mtg/MagicCompRules_2008-10-01.txt",
        "mtg-2024-11-08" => "mtg/MagicCompRules_2024-11-08.txt",
        "mtg-2026-01-16" => "mtg/MagicCompRules_2026-01-16.txt",
        "riftbound-1.3" => "riftbound/riftbound_core_rules_v1.3.txt",
        _ => "riftbound/riftbound_core_rules_v1.4.txt",
    }
}

/// Longest text kept for one rule, in characters.
const MAX_CHARS: usize = 1500;

/// The leading rule number of a line ("603.3b", "383.3.a.1"), without its trailing dot.
fn leading_number(line: &str) -> Option<&str> {
    let token = line.split_whitespace().next()?;
    let token = token.trim_end_matches('.');
    let bytes = token.as_bytes();
    let ok = bytes.len() >= 3
        && bytes[..3].iter().all(u8::is_ascii_digit)
        && (bytes.len() == 3 || bytes[3] == b'.')
        && token.chars().all(|c| c.is_ascii_alphanumeric() || c == '.');
    ok.then_some(token)
}

/// Generates `rules/<edition>.tsv` from a rules file's text and the numbers to keep: each
/// rule's paragraph (its line and the lines after it up to a blank line or the next numbered
/// line), the longest where a number appears twice (a table of contents).
pub fn generate(rules_file: &str, numbers: &[&str]) -> String {
    let mut found: BTreeMap<&str, String> = BTreeMap::new();
    let lines: Vec<&str> = rules_file.lines().collect();
    for (i, line) in lines.iter().enumerate() {
        let Some(n) = leading_number(line) else {
            continue;
        };
        if !numbers.contains(&n) {
            continue;
        }
        let mut text = line.trim().to_string();
        for next in &lines[i + 1..] {
            if next.trim().is_empty() || leading_number(next).is_some() {
                break;
            }
            text.push(' ');
            text.push_str(next.trim());
        }
        let text: String = text.replace('\t', " ").chars().take(MAX_CHARS).collect();
        if found.get(n).is_none_or(|t| t.len() < text.len()) {
            found.insert(n, text);
        }
    }
    numbers
        .iter()
        .filter_map(|n| found.get(n).map(|t| format!("{n}\t{t}\n")))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    #[test]
    fn numbers_are_read_from_both_numberings() {
        assert_eq!(leading_number("603.3b If multiple"), Some("603.3b"));
        assert_eq!(leading_number("603. Handling"), Some("603"));
        assert_eq!(leading_number("383.3.a.1. The decision"), Some("383.3.a.1"));
        assert_eq!(leading_number("Example: 603"), None);
        assert_eq!(leading_number("1234 x"), None);
    }

    #[test]
    fn paragraphs_run_to_the_next_number() {
        let text = "383.3. When a Condition\nis met.\n383.3.a. If\n\n603.1 x\n";
        let out = generate(text, &["383.3", "603.1"]);
        assert_eq!(
            out,
            "383.3\t383.3. When a Condition is met.\n603.1\t603.1 x\n"
        );
    }

    /// The checked-in texts are what the rules files give (they live outside the repository:
    /// `$TRIGGERPROOF_RULES_DIR`, else `../shared/rules` beside it). Without them, as in a clone
    /// on its own, there is nothing to compare with: skipped, as the tidy index check does, unless
    /// `TRIGGERPROOF_REQUIRE_RULES` is set (`.ci/run` sets it): then a missing text fails.
    #[test]
    fn rule_texts_are_current() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let shared = std::env::var_os("TRIGGERPROOF_RULES_DIR")
            .map_or_else(|| root.join("../shared/rules"), std::path::PathBuf::from);
        if !shared.is_dir() {
            assert!(
                std::env::var_os("TRIGGERPROOF_REQUIRE_RULES").is_none(),
                "no rules texts at {} and TRIGGERPROOF_REQUIRE_RULES is set",
                shared.display()
            );
            println!("skipped: no rules texts at {}", shared.display());
            return;
        }
        let mut stale = Vec::new();
        for e in Edition::ALL {
            let index = std::fs::read_to_string(root.join(format!("cr-index/{}.tsv", e.id())))
                .expect("cr-index file");
            let numbers: Vec<&str> = index.lines().filter_map(|l| l.split('\t').next()).collect();
            let rules = std::fs::read_to_string(shared.join(source(e))).expect("rules file");
            let text = generate(&rules, &numbers);
            let path = root.join(format!("checker/web/rules/{}.tsv", e.id()));
            if std::env::var_os("TRIGGERPROOF_BLESS").is_some() {
                std::fs::write(&path, &text).expect("write");
            } else if std::fs::read_to_string(&path).ok().as_deref() != Some(text.as_str()) {
                stale.push(path.display().to_string());
            }
        }
        assert!(
            stale.is_empty(),
            "stale: {stale:?}; run TRIGGERPROOF_BLESS=1 cargo test --release -p triggerproof-web rule_texts"
        );
    }
}
