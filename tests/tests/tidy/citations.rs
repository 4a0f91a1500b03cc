//! The citation check (STYLE §4): every rule number cited in the sources is in the index of
//! the edition it names, and no comment cites a rule without saying what the line enforces.
//!
//! Recognised forms:
//! - MTG, `CR 603.8`: edition `mtg-2024-11-08` unless a suffix names another edition, as in
//!   the citation `CR 603.2g (mtg-2026-01-16)` of the 2026 rules;
//! - Riftbound, `RB 383.3.a`: edition `riftbound-1.3` unless a suffix names another;
//! - continuations of one citation such as `CR 603.6, 400.7` or `CR 603.3 + CR 603.3b`, or
//!   `CR 603.7d / CR 603.7e`, and letter ranges like `CR 603.3b-d` (every letter in the range).
//!   A continuation without its own prefix needs a sub-rule (`400.7`, not `400`), so that
//!   counts in prose aren't read as rules.
//!
//! A comment citing a rule is *bare* when, apart from its citations, it holds no word except
//! filler such as "see" or "implements" (STYLE §4: grep output should explain itself).

use std::collections::BTreeMap;

/// Rule number to our one-line title, for one edition.
pub type Index = BTreeMap<String, String>;
/// Edition id (`mtg-2024-11-08`, …) to its index.
pub type Indexes = BTreeMap<String, Index>;

/// The directories whose `.rs` files are scanned for citations.
pub const SCANNED_DIRS: [&str; 4] = ["model", "properties", "checker", "tests"];
/// The edition a `CR` citation without a suffix refers to.
pub const DEFAULT_MTG_EDITION: &str = "mtg-2024-11-08";
/// The edition an `RB` citation without a suffix refers to.
pub const DEFAULT_RIFTBOUND_EDITION: &str = "riftbound-1.3";

/// Words that don't explain a citation on their own.
const FILLER: [&str; 9] = [
    "see",
    "cf",
    "per",
    "also",
    "and",
    "or",
    "implements",
    "rule",
    "simplification",
];

/// Which rulebook a citation's prefix names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Family {
    /// `CR`: the Magic Comprehensive Rules.
    Mtg,
    /// `RB`: the Riftbound Core Rules.
    Riftbound,
}

impl Family {
    fn prefix(self) -> &'static str {
        match self {
            Family::Mtg => "CR ",
            Family::Riftbound => "RB ",
        }
    }

    fn default_edition(self) -> &'static str {
        match self {
            Family::Mtg => DEFAULT_MTG_EDITION,
            Family::Riftbound => DEFAULT_RIFTBOUND_EDITION,
        }
    }

    fn owns(self, edition: &str) -> bool {
        match self {
            Family::Mtg => edition.starts_with("mtg-"),
            Family::Riftbound => edition.starts_with("riftbound-"),
        }
    }
}

/// One cited rule number.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Citation {
    pub family: Family,
    pub number: String,
    /// The edition named by a suffix, if any (inherited along a continuation).
    pub edition: Option<String>,
    /// Byte range of the citation in its line, including prefix, separator and suffix.
    pub span: (usize, usize),
}

impl Citation {
    /// The edition this citation refers to.
    pub fn edition(&self) -> &str {
        self.edition
            .as_deref()
            .unwrap_or(self.family.default_edition())
    }
}

/// Checks one source file; returns `path:line: message` for each problem.
pub fn check_source(rel: &str, text: &str, indexes: &Indexes) -> Vec<String> {
    let mut errors = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let cites = scan(line);
        for c in &cites {
            let shown = format!("{}{} ({})", c.family.prefix(), c.number, c.edition());
            if !c.family.owns(c.edition()) {
                errors.push(format!(
                    "{rel}:{}: {shown}: edition doesn't match the prefix",
                    i + 1
                ));
            } else if let Some(index) = indexes.get(c.edition()) {
                if !index.contains_key(&c.number) {
                    errors.push(format!(
                        "{rel}:{}: {shown} is not in cr-index/{}.tsv (check the number in that edition)",
                        i + 1,
                        c.edition()
                    ));
                }
            } else {
                errors.push(format!(
                    "{rel}:{}: {shown}: no index for that edition",
                    i + 1
                ));
            }
        }
        if is_bare(line, &cites) {
            errors.push(format!(
                "{rel}:{}: bare citation; say what the line enforces, as in `// CR 603.4: <words>`",
                i + 1
            ));
        }
    }
    errors
}

/// Every citation in a line, in order.
pub fn scan(line: &str) -> Vec<Citation> {
    let b = line.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i + 3 <= b.len() {
        let family = match &b[i..i + 3] {
            b"CR " => Some(Family::Mtg),
            b"RB " => Some(Family::Riftbound),
            _ => None,
        };
        let at_word_start = i == 0 || !b[i - 1].is_ascii_alphanumeric();
        if let (Some(family), true) = (family, at_word_start) {
            if let Some(end) = citation_group(b, i, family, &mut out) {
                i = end;
                continue;
            }
        }
        i += 1;
    }
    out
}

/// Parses a citation starting with its prefix at `start`, plus any continuations.
fn citation_group(
    b: &[u8],
    start: usize,
    family: Family,
    out: &mut Vec<Citation>,
) -> Option<usize> {
    let (number, pos) = rule_number(b, start + 3, family)?;
    let (edition, mut pos) = suffix(b, pos);
    out.push(Citation {
        family,
        number,
        edition: edition.clone(),
        span: (start, pos),
    });
    loop {
        if let Some(end) = letter_range(b, pos, out) {
            pos = end;
            continue;
        }
        let Some(next) = continuation(b, pos, family) else {
            break;
        };
        let (number, after_number) = next;
        let (own_edition, end) = suffix(b, after_number);
        let edition = own_edition.or_else(|| edition.clone());
        out.push(Citation {
            family,
            number,
            edition,
            span: (pos, end),
        });
        pos = end;
    }
    Some(pos)
}

/// `, 400.7` / ` + CR 603.3b` / ` / 603.7e` after a citation: the next number and its end.
fn continuation(b: &[u8], pos: usize, family: Family) -> Option<(String, usize)> {
    let p = skip_spaces(b, pos);
    let p = [",", "/", "+", "&", "and ", "or "]
        .iter()
        .find(|sep| b[p..].starts_with(sep.as_bytes()))
        .map(|sep| p + sep.len())?;
    let p = skip_spaces(b, p);
    if b[p..].starts_with(family.prefix().as_bytes()) {
        return rule_number(b, p + 3, family);
    }
    // Without its own prefix a continuation must be a sub-rule, not a bare count.
    rule_number(b, p, family).filter(|(n, _)| n.contains('.'))
}

/// `-e` or `–e` right after a number ending in a letter: pushes every letter up to `e`.
fn letter_range(b: &[u8], pos: usize, out: &mut Vec<Citation>) -> Option<usize> {
    let dash = if b[pos..].starts_with(b"-") {
        1
    } else if b[pos..].starts_with("–".as_bytes()) {
        "–".len()
    } else {
        return None;
    };
    let last = out.last()?.clone();
    let from = *last.number.as_bytes().last()?;
    let to = *b.get(pos + dash)?;
    let ends_word = !matches!(b.get(pos + dash + 1), Some(c) if c.is_ascii_alphanumeric());
    if !from.is_ascii_lowercase() || !to.is_ascii_lowercase() || to <= from || !ends_word {
        return None;
    }
    let stem = &last.number[..last.number.len() - 1];
    // The CR skips the letters l and o.
    for letter in (from + 1..=to).filter(|c| *c != b'l' && *c != b'o') {
        let number = format!("{stem}{}", letter as char);
        out.push(Citation {
            number,
            span: (pos, pos + dash + 1),
            ..last.clone()
        });
    }
    Some(pos + dash + 1)
}

/// A rule number at `pos`: `603`, `603.2`, `603.10a` (MTG) or `383.3.a.1` (Riftbound).
fn rule_number(b: &[u8], pos: usize, family: Family) -> Option<(String, usize)> {
    let digits = |p: usize| {
        b[p.min(b.len())..]
            .iter()
            .take_while(|c| c.is_ascii_digit())
            .count()
    };
    if digits(pos) != 3 {
        return None;
    }
    let mut end = pos + 3;
    let is_letter_segment = |p: usize| {
        b.get(p).is_some_and(u8::is_ascii_lowercase)
            && !matches!(b.get(p + 1), Some(c) if c.is_ascii_alphanumeric())
    };
    loop {
        if b.get(end) != Some(&b'.') {
            break;
        }
        let n = digits(end + 1);
        if n > 0 {
            end += 1 + n;
            if family == Family::Mtg {
                if is_letter_segment(end) {
                    end += 1;
                }
                break;
            }
        } else if family == Family::Riftbound && is_letter_segment(end + 1) {
            end += 2;
        } else {
            break;
        }
    }
    Some((String::from_utf8_lossy(&b[pos..end]).into_owned(), end))
}

/// An edition suffix ` (mtg-2026-01-16)` at `pos`: the edition and the position after it.
fn suffix(b: &[u8], pos: usize) -> (Option<String>, usize) {
    let open = if b[pos..].starts_with(b" (") {
        pos + 2
    } else if b[pos..].starts_with(b"(") {
        pos + 1
    } else {
        return (None, pos);
    };
    let Some(len) = b[open..].iter().position(|c| *c == b')') else {
        return (None, pos);
    };
    let id = String::from_utf8_lossy(&b[open..open + len]).into_owned();
    if id.starts_with("mtg-") || id.starts_with("riftbound-") {
        (Some(id), open + len + 1)
    } else {
        (None, pos)
    }
}

fn skip_spaces(b: &[u8], mut pos: usize) -> usize {
    while b.get(pos) == Some(&b' ') {
        pos += 1;
    }
    pos
}

/// Is some citation of this line inside a `//` comment that says nothing else?
pub fn is_bare(line: &str, cites: &[Citation]) -> bool {
    let Some(comment) = comment_start(line) else {
        return false;
    };
    if !cites.iter().any(|c| c.span.0 >= comment) {
        return false;
    }
    let mut text = line.as_bytes()[comment..].to_vec();
    for c in cites.iter().filter(|c| c.span.0 >= comment) {
        text[c.span.0 - comment..c.span.1 - comment].fill(b' ');
    }
    let text = String::from_utf8_lossy(&text).to_lowercase();
    !text
        .split(|c: char| !c.is_alphabetic())
        .any(|w| w.chars().count() >= 2 && !FILLER.contains(&w))
}

/// Byte offset of the first `//` outside a string literal, if any.
fn comment_start(line: &str) -> Option<usize> {
    let b = line.as_bytes();
    let (mut in_string, mut i) = (false, 0);
    while i + 1 < b.len() {
        match (in_string, b[i]) {
            (true, b'\\') => i += 1,
            (_, b'"') => in_string = !in_string,
            (false, b'/') if b[i + 1] == b'/' => return Some(i),
            _ => {}
        }
        i += 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Builds a citation string without writing one literally (this file is scanned too).
    fn cite(prefix: &str, rest: &str) -> String {
        [prefix, " ", rest].concat()
    }

    fn indexes() -> Indexes {
        let mut all = Indexes::new();
        let mut add = |ed: &str, numbers: &[&str]| {
            let index = numbers
                .iter()
                .map(|n| ((*n).to_owned(), "title".to_owned()))
                .collect();
            all.insert(ed.to_owned(), index);
        };
        add(
            "mtg-2024-11-08",
            &[
                "400.7", "603.3b", "603.3c", "603.3d", "603.4", "603.6", "603.2i",
            ],
        );
        add("mtg-2026-01-16", &["603.2h", "603.4"]);
        add("riftbound-1.3", &["383.3.a", "383.3.f"]);
        add("riftbound-1.4", &["383.3.a", "383.3.e"]);
        all
    }

    fn errors(line: &str) -> Vec<String> {
        check_source("f.rs", &format!("fn f() {{}}\n{line}\n"), &indexes())
    }

    #[test]
    fn numbers_parse_by_family() {
        let numbers = |s: &str| scan(s).into_iter().map(|c| c.number).collect::<Vec<_>>();
        assert_eq!(numbers(&cite("CR", "603.10a: look back.")), ["603.10a"]);
        assert_eq!(numbers(&cite("CR", "603.4.")), ["603.4"]);
        assert_eq!(numbers(&cite("RB", "383.4.c.2.a, then")), ["383.4.c.2.a"]);
        assert_eq!(numbers(&cite("RB", "383.3.a. Next")), ["383.3.a"]);
        assert!(scan(&cite("XCR", "603.4")).is_empty());
        assert!(scan(&cite("CR", "6034")).is_empty());
        assert!(scan(&cite("CR", "60")).is_empty());
    }

    #[test]
    fn indexed_numbers_pass() {
        assert_eq!(
            errors(&format!("// {}: intervening if", cite("CR", "603.4"))),
            Vec::<String>::new()
        );
        assert_eq!(
            errors(&format!("// {}: may", cite("RB", "383.3.a"))),
            Vec::<String>::new()
        );
    }

    #[test]
    fn unindexed_numbers_fail_with_file_and_line() {
        let made_up = cite("CR", "603.13");
        let e = errors(&format!("// {made_up}: made up"));
        assert_eq!(e.len(), 1);
        let want =
            format!("f.rs:2: {made_up} (mtg-2024-11-08) is not in cr-index/mtg-2024-11-08.tsv");
        assert!(e[0].starts_with(&want), "{e:?}");
    }

    #[test]
    fn a_suffix_selects_the_edition() {
        let old = cite("CR", "603.2i");
        assert!(errors(&format!("// {old}: once each turn")).is_empty());
        assert_eq!(
            errors(&format!("// {old} (mtg-2026-01-16): once each turn")).len(),
            1
        );
        assert!(errors(&format!("// {} (mtg-2026-01-16): ok", cite("CR", "603.2h"))).is_empty());
        assert_eq!(
            errors(&format!(
                "// {} (riftbound-1.4): gone",
                cite("RB", "383.3.f")
            ))
            .len(),
            1
        );
        let unknown = errors(&format!("// {} (mtg-1999-01-01): old", cite("CR", "603.4")));
        assert!(
            unknown[0].contains("no index for that edition"),
            "{unknown:?}"
        );
        let mixed = errors(&format!(
            "// {} (riftbound-1.3): wrong prefix",
            cite("CR", "383")
        ));
        assert!(
            mixed[0].contains("edition doesn't match the prefix"),
            "{mixed:?}"
        );
    }

    #[test]
    fn continuations_and_ranges_are_checked() {
        assert!(errors(&format!("// zone change ({}, 400.7)", cite("CR", "603.6"))).is_empty());
        assert_eq!(
            errors(&format!("// zone change ({}, 400.8)", cite("CR", "603.6"))).len(),
            1
        );
        assert_eq!(
            errors(&format!(
                "// two parts: {} + {}",
                cite("CR", "603.6"),
                cite("CR", "603.5")
            ))
            .len(),
            1
        );
        assert!(errors(&format!("// placement: {}-d", cite("CR", "603.3b"))).is_empty());
        assert_eq!(
            errors(&format!("// placement: {}–e", cite("CR", "603.3b"))).len(),
            1
        );
        // A bare count after a comma is prose, not a rule.
        assert!(errors(&format!("// {}, 300 states", cite("CR", "603.4"))).is_empty());
    }

    #[test]
    fn bare_comment_citations_fail() {
        for bare in [
            "// {}",
            "/// {}.",
            "//! See {}.",
            "let x = 1; // {}",
            "// SIMPLIFICATION ({}):",
        ] {
            let line = bare.replace("{}", &cite("CR", "603.4"));
            let e = errors(&line);
            assert_eq!(e.len(), 1, "{line}: {e:?}");
            assert!(e[0].contains("bare citation"), "{e:?}");
        }
    }

    #[test]
    fn explained_or_non_comment_citations_are_not_bare() {
        let c = cite("CR", "603.4");
        for ok in [
            "// {}: checked twice",
            "/// Implements {}: the recheck.",
            "// {} example.",
            "let s = \"{}\";",
        ] {
            let line = ok.replace("{}", &c);
            assert!(errors(&line).is_empty(), "{line}");
        }
    }
}
