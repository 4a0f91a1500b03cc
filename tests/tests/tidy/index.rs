//! The CR index files, `cr-index/<edition>.tsv` (STYLE §4): loading them, checking their
//! format, and, when the rules texts are at hand, checking that every number exists in its
//! edition and that no title copies the rule's wording.

use std::path::Path;

use crate::citations::{Index, Indexes};
use crate::workspace;

/// Longest title allowed, in words: a title names the rule, it doesn't restate it.
pub const MAX_TITLE_WORDS: usize = 12;
/// A title sharing this many consecutive words with its rule's text counts as copied.
pub const COPIED_RUN: usize = 6;

/// A rules text an index can be checked against.
pub struct Source {
    pub edition: &'static str,
    /// Relative to the rules directory.
    pub file: &'static str,
    /// For a file holding several versions, the marker lines around this version's part.
    pub part: Option<(&'static str, &'static str)>,
}

/// The rules texts at hand: the MTG rules, and the Riftbound v1.3 excerpts with the full v1.3
/// and v1.4 texts (a full text is read whole: the empty start marker begins at the first line,
/// the NUL end marker never ends). An edition's sources are checked together (the full v1.3
/// extraction mangles a few rule numbers, e.g. 391, which the excerpts keep).
pub const SOURCES: [Source; 6] = [
    Source {
        edition: "mtg-2024-11-08",
        file: "mtg/MagicCompRules_2024-11-08.txt",
        part: None,
    },
    Source {
        edition: "mtg-2026-01-16",
        file: "mtg/MagicCompRules_2026-01-16.txt",
        part: None,
    },
    Source {
        edition: "mtg-2008-10-01",
        file: "mtg/MagicCompRules_2008-10-01.txt",
        part: None,
    },
    Source {
        edition: "riftbound-1.3",
        file: "riftbound/riftbound_core_rules_v1.3_v1.4_excerpts.txt",
        part: Some(("A. CORE RULES v1.3", "B. CORE RULES v1.4")),
    },
    Source {
        edition: "riftbound-1.3",
        file: "riftbound/riftbound_core_rules_v1.3.txt",
        part: Some(("", "\u{0}")),
    },
    Source {
        edition: "riftbound-1.4",
        file: "riftbound/riftbound_core_rules_v1.4.txt",
        part: Some(("", "\u{0}")),
    },
];

/// Loads every `*.tsv` in `dir`; returns the indexes and any format errors.
pub fn load_all(dir: &Path) -> (Indexes, Vec<String>) {
    let (mut indexes, mut errors) = (Indexes::new(), Vec::new());
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot list {}: {e}", dir.display()))
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "tsv"))
        .collect();
    files.sort();
    for path in files {
        let edition = path
            .file_stem()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        let (index, mut errs) = parse(&edition, &workspace::read(&path));
        errors.append(&mut errs);
        indexes.insert(edition, index);
    }
    (indexes, errors)
}

/// Parses and checks one index file: `<number>\t<title>` lines, in rule order, no duplicates.
pub fn parse(edition: &str, text: &str) -> (Index, Vec<String>) {
    let (mut index, mut errors) = (Index::new(), Vec::new());
    let riftbound = match edition {
        e if e.starts_with("mtg-") => false,
        e if e.starts_with("riftbound-") => true,
        _ => {
            errors.push(format!(
                "cr-index/{edition}.tsv: edition id must start with mtg- or riftbound-"
            ));
            false
        }
    };
    if !text.is_empty() && !text.ends_with('\n') {
        errors.push(format!("cr-index/{edition}.tsv: missing final newline"));
    }
    let mut previous: Option<String> = None;
    for (i, line) in text.lines().enumerate() {
        let at = format!("cr-index/{edition}.tsv:{}", i + 1);
        let Some((number, title)) = line.split_once('\t') else {
            errors.push(format!("{at}: expected `<rule number>\\t<title>`"));
            continue;
        };
        if !well_formed(number, riftbound) {
            errors.push(format!(
                "{at}: `{number}` is not a rule number of this rulebook"
            ));
            continue;
        }
        let words = title.split_whitespace().count();
        if words == 0 || title.contains('\t') || title.trim() != title {
            errors.push(format!("{at}: title must be one trimmed phrase"));
        } else if words > MAX_TITLE_WORDS {
            errors.push(format!(
                "{at}: title has {words} words; keep it under {MAX_TITLE_WORDS}"
            ));
        }
        if let Some(prev) = &previous {
            if rule_order(prev) >= rule_order(number) {
                errors.push(format!(
                    "{at}: `{number}` is out of order or repeated (after `{prev}`)"
                ));
            }
        }
        previous = Some(number.to_owned());
        index.insert(number.to_owned(), title.to_owned());
    }
    (index, errors)
}

/// `603`, `603.2`, `603.2h` for MTG; `383`, `383.3`, `383.3.a`, `383.3.a.1` for Riftbound.
pub fn well_formed(number: &str, riftbound: bool) -> bool {
    let mut parts = number.split('.');
    let head = parts.next().unwrap_or_default();
    if head.len() != 3 || !head.bytes().all(|c| c.is_ascii_digit()) {
        return false;
    }
    let rest: Vec<&str> = parts.collect();
    if !riftbound {
        return match rest.as_slice() {
            [] => true,
            [sub] => {
                let digits = sub.trim_end_matches(|c: char| c.is_ascii_lowercase());
                !digits.is_empty()
                    && digits.bytes().all(|c| c.is_ascii_digit())
                    && sub.len() - digits.len() <= 1
            }
            _ => false,
        };
    }
    rest.iter().enumerate().all(|(i, seg)| {
        if i % 2 == 0 {
            !seg.is_empty() && seg.bytes().all(|c| c.is_ascii_digit())
        } else {
            seg.len() == 1 && seg.bytes().all(|c| c.is_ascii_lowercase())
        }
    })
}

/// Sort key putting rule numbers in rulebook order: `603.2` < `603.2a` < `603.10`.
pub fn rule_order(number: &str) -> Vec<(u32, String)> {
    number
        .split('.')
        .map(|seg| {
            let digits: String = seg.chars().take_while(char::is_ascii_digit).collect();
            (digits.parse().unwrap_or(0), seg[digits.len()..].to_owned())
        })
        .collect()
}

/// Rule numbers and their text in a Comprehensive Rules file. The last occurrence wins, so
/// the body beats the table of contents.
pub fn mtg_rules(text: &str) -> Index {
    let mut rules = Index::new();
    for line in text.lines() {
        if let Some((number, rest)) = numbered_line(line.trim_start_matches('\u{feff}'), false) {
            rules.insert(number, rest.to_owned());
        }
    }
    rules
}

/// Rule numbers and their text in the part of a Riftbound file between two marker lines.
/// Wrapped lines are joined to the rule they continue.
pub fn riftbound_rules(text: &str, start: &str, end: &str) -> Index {
    let mut rules = Index::new();
    let mut current: Option<String> = None;
    let lines = text
        .lines()
        .skip_while(|l| !l.starts_with(start))
        .take_while(|l| !l.starts_with(end));
    for line in lines {
        if let Some((number, rest)) = numbered_line(line.trim_start_matches('*'), true) {
            rules.entry(number.clone()).or_default().push_str(rest);
            current = Some(number);
        } else if let Some(number) = &current {
            let text = rules.entry(number.clone()).or_default();
            text.push(' ');
            text.push_str(line);
        }
    }
    rules
}

/// `603.2h An ability …` / `603. Handling …` / `383.3.a. If …`: the number and the rest.
fn numbered_line(line: &str, riftbound: bool) -> Option<(String, &str)> {
    let (head, rest) = line.split_once(' ').unwrap_or((line, ""));
    let number = head.strip_suffix('.').unwrap_or(head);
    let numbered = head.ends_with('.') || (!riftbound && number.len() > 3);
    (numbered && well_formed(number, riftbound)).then(|| (number.to_owned(), rest))
}

/// Checks an index against its edition's rules text: every number exists, no title is copied.
pub fn check_against(edition: &str, index: &Index, rules: &Index) -> Vec<String> {
    let mut errors = Vec::new();
    for (number, title) in index {
        match rules.get(number) {
            None => errors.push(format!(
                "cr-index/{edition}.tsv: {number} is not a rule of {edition}"
            )),
            Some(text) => {
                if let Some(run) = shared_run(title, text, COPIED_RUN) {
                    errors.push(format!(
                        "cr-index/{edition}.tsv: {number}: title copies the rule text (\"{run}\"); use our own words"
                    ));
                }
            }
        }
    }
    errors
}

/// The first run of `n` consecutive words of `title` that also appears in `text`.
pub fn shared_run(title: &str, text: &str, n: usize) -> Option<String> {
    let words = |s: &str| -> Vec<String> {
        s.to_lowercase()
            .replace('’', "'")
            .split(|c: char| !(c.is_alphanumeric() || c == '\''))
            .filter(|w| !w.is_empty())
            .map(str::to_owned)
            .collect()
    };
    let haystack = format!(" {} ", words(text).join(" "));
    let title = words(title);
    title
        .windows(n)
        .map(|run| run.join(" "))
        .find(|run| haystack.contains(&format!(" {run} ")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn well_formed_numbers_follow_each_rulebook() {
        for n in ["603", "603.2", "603.2h", "603.10a"] {
            assert!(well_formed(n, false), "{n}");
        }
        for n in ["60", "603.", "603.2hh", "603.h", "603.2.a", "abc"] {
            assert!(!well_formed(n, false), "{n}");
        }
        for n in ["383", "383.3", "383.3.a", "383.4.c.2.a", "359.3.f.3.a.1"] {
            assert!(well_formed(n, true), "{n}");
        }
        for n in ["383.a", "383.3.ab", "383.3.a.b", "383.3a"] {
            assert!(!well_formed(n, true), "{n}");
        }
    }

    #[test]
    fn rule_order_is_numeric_then_by_letter() {
        let mut v = vec![
            "603.10",
            "603.2a",
            "603",
            "603.2",
            "117.5",
            "383.3.a.1",
            "383.3.a",
        ];
        v.sort_by_key(|n| rule_order(n));
        assert_eq!(
            v,
            [
                "117.5",
                "383.3.a",
                "383.3.a.1",
                "603",
                "603.2",
                "603.2a",
                "603.10"
            ]
        );
    }

    #[test]
    fn malformed_index_lines_are_reported() {
        let text = "603.2\tGood title\n603.2\tRepeated\n603.1\tOut of order\n603.4 no tab\n\
                    603.x\tBad number\n603.5\t\n603.6\tone two three four five six seven eight nine ten eleven twelve thirteen\n";
        let (index, errors) = parse("mtg-2024-11-08", text);
        assert_eq!(index.len(), 4);
        let expected = [
            ":2: `603.2` is out of order or repeated",
            ":3: `603.1` is out of order",
            ":4: expected",
            ":5: `603.x` is not a rule number",
            ":6: title must be one trimmed phrase",
            ":7: title has 13 words",
        ];
        assert_eq!(errors.len(), expected.len(), "{errors:?}");
        for (e, want) in errors.iter().zip(expected) {
            assert!(e.contains(want), "{e} should contain {want}");
        }
        assert!(parse("cr-2024", "603\tx\n").1[0].contains("edition id"));
        assert!(parse("mtg-2024-11-08", "603\tx").1[0].contains("final newline"));
    }

    #[test]
    fn sources_parse_and_mismatches_are_reported() {
        let mtg =
            "Contents\n603. Handling Triggered Abilities\n\n603. Handling Triggered Abilities\n\
                   603.1. Triggered abilities have a trigger condition and an effect.\n\
                   603.2h An ability triggers only if its trigger event actually occurs.\n\
                   1. Not a rule\n";
        let rules = mtg_rules(mtg);
        assert_eq!(rules.keys().collect::<Vec<_>>(), ["603", "603.1", "603.2h"]);
        let index: Index = [
            ("603.1", "Condition plus effect"),
            (
                "603.2h",
                "Only triggers if its trigger event actually occurs",
            ),
            ("603.9", "Missing"),
        ]
        .into_iter()
        .map(|(n, t)| (n.to_owned(), t.to_owned()))
        .collect();
        let errors = check_against("mtg-2024-11-08", &index, &rules);
        assert_eq!(errors.len(), 2, "{errors:?}");
        assert!(errors[0].contains("603.2h: title copies the rule text"));
        assert!(errors[1].contains("603.9 is not a rule"));

        let rb = "A. CORE RULES v1.3\n*383.3.a. If a Triggered Ability says\n\"you may\" first.\nB. CORE RULES v1.4\n383.9. Later\n";
        let rules = riftbound_rules(rb, "A. CORE", "B. CORE");
        assert_eq!(rules.keys().collect::<Vec<_>>(), ["383.3.a"]);
        assert!(rules["383.3.a"].ends_with("\"you may\" first."));
    }
}
