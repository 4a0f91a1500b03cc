//! Scenario errors: every bad input names the file, line and column, the offending value and
//! what was expected. Positions come from TOML spans (byte ranges) and, inside a query string,
//! from the offset within the string.

use std::fmt;
use std::ops::Range;

/// A bad scenario: `file:line:column: message`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScenarioError {
    pub file: String,
    pub line: usize,
    pub column: usize,
    pub message: String,
}

impl fmt::Display for ScenarioError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}:{}: {}",
            self.file, self.line, self.column, self.message
        )
    }
}

impl std::error::Error for ScenarioError {}

/// The source text of one file, for turning byte offsets into lines and columns.
pub struct Source<'a> {
    pub file: &'a str,
    pub text: &'a str,
}

impl<'a> Source<'a> {
    /// An error at byte `offset` (clamped to the text, and back to a character boundary).
    pub fn at(&self, offset: usize, message: impl Into<String>) -> ScenarioError {
        let (line, column) = line_col(self.text, offset);
        ScenarioError {
            file: self.file.to_string(),
            line,
            column,
            message: shorten(&message.into()),
        }
    }

    /// An error at the start of `span`.
    pub fn span(&self, span: &Range<usize>, message: impl Into<String>) -> ScenarioError {
        self.at(span.start, message)
    }

    /// The position of the quoted string `value` inside `span` (a card name in a list, say),
    /// else its first position in the file, else the start of the span. (The span of a table
    /// such as `[board]` covers its header only, not its sub-tables.)
    pub fn find(&self, span: &Range<usize>, value: &str) -> usize {
        let end = span.end.min(self.text.len());
        let start = span.start.min(end);
        let quoted = |hay: &str| {
            ['"', '\'']
                .iter()
                .find_map(|q| hay.find(&format!("{q}{value}{q}")))
        };
        let within = self
            .text
            .get(start..end)
            .and_then(quoted)
            .map(|i| start + i);
        within.or_else(|| quoted(self.text)).unwrap_or(start)
    }

    /// The byte offset in the file of character offset `inner` of the string value at `span`,
    /// when the string is written without escapes (else the start of the string).
    pub fn inside_string(&self, span: &Range<usize>, inner: usize) -> usize {
        let raw = self.text.get(span.clone()).unwrap_or("");
        let open = if raw.starts_with("'''") || raw.starts_with("\"\"\"") {
            3 + usize::from(raw[3..].starts_with('\n'))
        } else {
            1
        };
        let escaped = raw.starts_with('"') && raw.contains('\\');
        if escaped || raw.len() < open {
            return span.start;
        }
        span.start + open + inner
    }
}

/// 1-based line and column (in characters) of byte `offset` in `text`.
pub fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let mut at = offset.min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    let before = &text[..at];
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    (line, before[line_start..].chars().count() + 1)
}

pub use triggerproof_checker::diagnostic::suggest;

/// ", did you mean `X`?" or nothing.
pub fn did_you_mean<'k>(name: &str, known: impl IntoIterator<Item = &'k str>) -> String {
    suggest(name, known)
        .map(|s| format!("; did you mean `{s}`?"))
        .unwrap_or_default()
}

/// A message with every word longer than 80 characters cut to its first 40 (a 1 MB card
/// name in a message helps nobody).
pub fn shorten(message: &str) -> String {
    if message.len() <= 200 {
        return message.to_string();
    }
    let mut out = String::new();
    let mut word = String::new();
    let flush = |out: &mut String, word: &mut String| {
        let n = word.chars().count();
        if n > 80 {
            out.extend(word.chars().take(40));
            out.push_str(&format!("…({n} characters)"));
        } else {
            out.push_str(word);
        }
        word.clear();
    };
    for c in message.chars() {
        if c.is_whitespace() || c == '`' || c == '"' {
            flush(&mut out, &mut word);
            out.push(c);
        } else {
            word.push(c);
        }
    }
    flush(&mut out, &mut word);
    out
}

/// The TOML parser's message, with what it leaves vague said plainly: an unterminated string,
/// and the range of a number that does not fit.
pub fn plain_toml(message: &str) -> String {
    let ranges = [
        ("expected i16", "expected an integer from -32768 to 32767"),
        ("expected u8", "expected an integer from 0 to 255"),
        ("expected u16", "expected an integer from 0 to 65535"),
        ("expected u32", "expected an integer from 0 to 4294967295"),
        (
            "expected u64",
            "expected an integer from 0 to 18446744073709551615",
        ),
        ("expected i8", "expected an integer from -128 to 127"),
    ];
    let mut m = message.to_string();
    for (vague, plain) in ranges {
        m = m.replace(vague, plain);
    }
    if m.contains("wanted string or table") {
        m = m.replace(
            "wanted string or table",
            "expected a quoted name (a string), not a number or a list",
        );
    }
    if m.contains("invalid basic string") || m.contains("invalid literal string") {
        m.push_str(" (an unterminated string? a quoted string must close on its own line)");
    }
    if m.contains("number too large") {
        m.push_str(" (integers fit in -9223372036854775808 to 9223372036854775807)");
    }
    m
}

/// For toml's "wanted exactly 1 element" (a table naming one word of an enum, given several
/// keys): the message naming the table's keys, when `at` is the start of an inline table.
pub fn one_word_table(text: &str, at: usize) -> Option<String> {
    let rest = text.get(at..)?;
    if rest.starts_with('[') {
        return Some(header_keys(rest));
    }
    if !rest.starts_with('{') {
        return dotted_keys(rest);
    }
    // The matching brace, skipping quoted strings.
    let (mut depth, mut quote, mut escaped, mut end) = (0usize, None, false, None);
    for (i, c) in rest.char_indices() {
        match quote {
            Some(q) => {
                if escaped {
                    escaped = false;
                } else if c == '\\' && q == '"' {
                    escaped = true;
                } else if c == q {
                    quote = None;
                }
            }
            None => match c {
                '"' | '\'' => quote = Some(c),
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = Some(i + 1);
                        break;
                    }
                }
                _ => {}
            },
        }
    }
    let doc: toml_edit::DocumentMut = format!("v = {}", &rest[..end?]).parse().ok()?;
    let keys: Vec<String> = doc
        .get("v")?
        .as_inline_table()?
        .iter()
        .map(|(k, _)| format!("`{k}`"))
        .collect();
    Some(format!(
        "expected a table with exactly one key (the word), found {}: {}",
        keys.len(),
        keys.join(", ")
    ))
}

/// [`one_word_table`] for a standard table: the keys under its header (`rest` starts there)
/// up to the next header, and its sub-tables' first names.
fn header_keys(rest: &str) -> String {
    let mut lines = rest.lines();
    let header = lines
        .next()
        .unwrap_or("")
        .trim()
        .trim_matches(['[', ']'])
        .to_string();
    let mut keys: Vec<String> = Vec::new();
    let mut push = |k: &str| {
        let k = format!("`{}`", k.trim().trim_matches('"'));
        if !keys.contains(&k) {
            keys.push(k);
        }
    };
    let mut in_sub = false;
    for l in lines {
        let l = l.trim();
        if let Some(h) = l.strip_prefix('[') {
            let h = h.trim_matches(['[', ']']);
            match h.strip_prefix(&format!("{header}.")) {
                Some(sub) => push(sub.split('.').next().unwrap_or(sub)),
                None => break,
            }
            in_sub = true;
        } else if let Some((k, _)) = l.split_once('=') {
            if !l.starts_with('#') && !in_sub {
                push(k.split('.').next().unwrap_or(k));
            }
        }
    }
    format!(
        "expected a table with exactly one key (the word), found {}: {}",
        keys.len(),
        keys.join(", ")
    )
}

/// [`one_word_table`] for a table written with dotted keys (`when.event.enters = ...` beside
/// `when.other = ...`, `rest` starting at the first): the deepest prefix with several keys
/// below it, up to the next header.
fn dotted_keys(rest: &str) -> Option<String> {
    let key = |l: &str| -> Option<Vec<String>> {
        let (k, _) = l.split_once('=')?;
        Some(
            k.split('.')
                .map(|s| s.trim().trim_matches('"').to_string())
                .collect(),
        )
    };
    let first = key(rest.lines().next()?)?;
    let paths: Vec<Vec<String>> = rest
        .lines()
        .map(str::trim)
        .take_while(|l| !l.starts_with('['))
        .filter(|l| !l.starts_with('#'))
        .filter_map(key)
        .collect();
    (1..first.len()).rev().find_map(|n| {
        let prefix = &first[..n];
        let mut below: Vec<String> = Vec::new();
        for p in paths.iter().filter(|p| p.len() > n && p[..n] == *prefix) {
            let k = format!("`{}`", p[n]);
            if !below.contains(&k) {
                below.push(k);
            }
        }
        (below.len() > 1).then(|| {
            format!(
                "expected `{}` to hold exactly one key (the word), found {}: {}",
                prefix.join("."),
                below.len(),
                below.join(", ")
            )
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_of_several_words_names_its_keys() {
        let t = "x = { destroy = { a = \"}\" }, zz = true }";
        let at = t.find('{').unwrap();
        assert_eq!(
            one_word_table(t, at).unwrap(),
            "expected a table with exactly one key (the word), found 2: `destroy`, `zz`"
        );
        assert_eq!(one_word_table(t, 0), None);
        let t = "when.event.enters = \"this\"\nwhen.zz = true\neffect = 1\n";
        assert_eq!(
            one_word_table(t, 0).unwrap(),
            "expected `when` to hold exactly one key (the word), found 2: `event`, `zz`"
        );
        let t = "[[cards.abilities]]\nzz = 1\n[cards.abilities.triggered]\nwhen = 1\n[[cards]]\n";
        assert_eq!(
            one_word_table(t, 0).unwrap(),
            "expected a table with exactly one key (the word), found 2: `zz`, `triggered`"
        );
    }

    #[test]
    fn line_col_counts_characters_and_survives_any_offset() {
        let t = "ab\ncé\nx";
        assert_eq!(line_col(t, 0), (1, 1));
        assert_eq!(line_col(t, 3), (2, 1));
        assert_eq!(line_col(t, 5), (2, 2)); // inside `é`: back to its start
        assert_eq!(line_col(t, 999), (3, 2));
    }

    #[test]
    fn suggestions_are_close_names_only() {
        let known = ["Grizzly Bears", "Shock"];
        assert_eq!(suggest("Grizly Bears", known), Some("Grizzly Bears"));
        assert_eq!(suggest("Wrath of God", known), None);
    }
}
