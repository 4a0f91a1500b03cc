//! The size check (STYLE §9): files over 300 lines of non-test code and functions over 60
//! lines are printed; files over 600 lines and functions over 120 lines fail unless listed in
//! `tidy-allow.txt` with a reason.
//!
//! Non-test code is everything before a `#[cfg(test)]` module; files named `tests.rs` or under
//! a `tests/` directory inside `src/` are test code. Functions are found on the source with
//! comments, strings and character literals blanked out, so braces inside them don't count.

use std::collections::{BTreeMap, BTreeSet};

/// The source trees whose sizes are checked.
pub const SIZE_DIRS: [&str; 8] = [
    "model/src",
    "properties/src",
    "checker/explore/src",
    "checker/src",
    "checker/scenario/src",
    "checker/web/src",
    "checker/cli/src",
    "tests/src",
];
/// The allow-list, relative to the workspace root.
pub const ALLOW_LIST: &str = "tidy-allow.txt";

pub const FILE_WARN: usize = 300;
pub const FILE_LIMIT: usize = 600;
pub const FN_WARN: usize = 60;
pub const FN_LIMIT: usize = 120;

/// Failures and printed-only warnings of one run.
#[derive(Debug, Default)]
pub struct Report {
    pub errors: Vec<String>,
    pub warnings: Vec<String>,
}

/// The allow-list: `path` or `path::function`, a tab, and the reason.
#[derive(Debug, Default)]
pub struct AllowList {
    entries: BTreeMap<String, String>,
    used: BTreeSet<String>,
    known: BTreeSet<String>,
}

impl AllowList {
    /// Parses the allow-list; `#` lines and blank lines are comments.
    pub fn parse(text: &str, report: &mut Report) -> AllowList {
        let mut list = AllowList::default();
        for (i, line) in text.lines().enumerate() {
            if line.trim().is_empty() || line.starts_with('#') {
                continue;
            }
            match line.split_once('\t') {
                Some((key, reason)) if !key.is_empty() && !reason.trim().is_empty() => {
                    if list
                        .entries
                        .insert(key.to_owned(), reason.to_owned())
                        .is_some()
                    {
                        report
                            .errors
                            .push(format!("{ALLOW_LIST}:{}: `{key}` listed twice", i + 1));
                    }
                }
                _ => report.errors.push(format!(
                    "{ALLOW_LIST}:{}: expected `<path or path::function>\\t<reason>`",
                    i + 1
                )),
            }
        }
        list
    }

    /// Is `key` allowed over the limit? Remembers that the entry was needed.
    fn allows(&mut self, key: &str) -> bool {
        self.used.insert(key.to_owned());
        self.entries.contains_key(key)
    }

    /// Reports entries that name nothing (errors) or are no longer needed (warnings).
    pub fn finish(&self, report: &mut Report) {
        for key in self.entries.keys() {
            if !self.known.contains(key) {
                report.errors.push(format!(
                    "{ALLOW_LIST}: `{key}` names no checked file or function"
                ));
            } else if !self.used.contains(key) {
                report.warnings.push(format!(
                    "{ALLOW_LIST}: `{key}` is within the limits now; remove it"
                ));
            }
        }
    }
}

/// Is this file test code as a whole (a sibling `tests.rs`, or below a `tests/` directory)?
pub fn is_test_file(rel: &str) -> bool {
    let inside_src = rel.split_once("/src/").map_or(rel, |(_, r)| r);
    inside_src.rsplit('/').next() == Some("tests.rs")
        || inside_src.split('/').rev().skip(1).any(|d| d == "tests")
}

/// Checks one file's size and its functions' sizes.
pub fn check_file(rel: &str, text: &str, allow: &mut AllowList, report: &mut Report) {
    if is_test_file(rel) {
        return;
    }
    let code = code_only(text);
    let lines = non_test_lines(&code);
    allow.known.insert(rel.to_owned());
    if lines > FILE_LIMIT && !allow.allows(rel) {
        report.errors.push(format!(
            "{rel}: {lines} lines of non-test code (limit {FILE_LIMIT}): split it by sub-rule, \
             or list it in {ALLOW_LIST} with a reason"
        ));
    } else if lines > FILE_WARN {
        report.warnings.push(format!(
            "{rel}: {lines} lines of non-test code (aim under {FILE_WARN})"
        ));
    }
    for f in functions(&code).into_iter().filter(|f| f.line <= lines) {
        let key = format!("{rel}::{}", f.name);
        allow.known.insert(key.clone());
        if f.len > FN_LIMIT && !allow.allows(&key) {
            report.errors.push(format!(
                "{rel}:{}: fn {} is {} lines (limit {FN_LIMIT}): move arms into named functions, \
                 or list `{key}` in {ALLOW_LIST} with a reason",
                f.line, f.name, f.len
            ));
        } else if f.len > FN_WARN {
            report.warnings.push(format!(
                "{rel}:{}: fn {} is {} lines (aim under {FN_WARN})",
                f.line, f.name, f.len
            ));
        }
    }
}

/// Number of lines before the first `#[cfg(test)]` module (all lines if there is none).
pub fn non_test_lines(code: &str) -> usize {
    let lines: Vec<&str> = code.lines().collect();
    for (i, line) in lines.iter().enumerate() {
        if line.trim() != "#[cfg(test)]" {
            continue;
        }
        let item = lines[i + 1..]
            .iter()
            .map(|l| l.trim())
            .find(|l| !l.is_empty() && !l.starts_with("#["));
        let is_mod = item.is_some_and(|l| {
            let l = l
                .strip_prefix("pub")
                .map_or(l, |r| r.trim_start_matches(|c| c != ' ').trim_start());
            l.starts_with("mod ")
        });
        if is_mod {
            return i;
        }
    }
    lines.len()
}

/// A function found in the source.
#[derive(Debug, PartialEq, Eq)]
pub struct Function {
    pub name: String,
    /// 1-based line of its `fn` keyword.
    pub line: usize,
    /// Lines from the `fn` keyword to the closing brace, inclusive.
    pub len: usize,
}

/// Every function with a body, in `code` already passed through [`code_only`].
pub fn functions(code: &str) -> Vec<Function> {
    let b = code.as_bytes();
    let line_of = |pos: usize| 1 + b[..pos].iter().filter(|c| **c == b'\n').count();
    let is_ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    let mut out = Vec::new();
    let mut i = 0;
    while i + 2 < b.len() {
        let keyword = &b[i..i + 2] == b"fn"
            && (i == 0 || !is_ident(b[i - 1]))
            && b[i + 2].is_ascii_whitespace();
        if !keyword {
            i += 1;
            continue;
        }
        let name_start = i
            + 2
            + b[i + 2..]
                .iter()
                .take_while(|c| c.is_ascii_whitespace())
                .count();
        let name_len = b[name_start..].iter().take_while(|c| is_ident(**c)).count();
        if name_len > 0 && !b[name_start].is_ascii_digit() {
            if let Some(close) = body_end(b, name_start + name_len) {
                let name =
                    String::from_utf8_lossy(&b[name_start..name_start + name_len]).into_owned();
                let (line, end_line) = (line_of(i), line_of(close));
                out.push(Function {
                    name,
                    line,
                    len: end_line - line + 1,
                });
            }
        }
        i = name_start;
    }
    out
}

/// From just after a function's name: the position of its body's closing brace, or `None`
/// for a declaration without a body.
fn body_end(b: &[u8], from: usize) -> Option<usize> {
    let mut depth = 0i32;
    let mut open = None;
    for (j, c) in b.iter().enumerate().skip(from) {
        match c {
            b'(' | b'[' => depth += 1,
            b')' | b']' => depth -= 1,
            b';' if depth == 0 => return None,
            b'{' if depth == 0 => {
                open = Some(j);
                break;
            }
            _ => {}
        }
    }
    let mut braces = 0i32;
    for (j, c) in b.iter().enumerate().skip(open?) {
        match c {
            b'{' => braces += 1,
            b'}' => {
                braces -= 1;
                if braces == 0 {
                    return Some(j);
                }
            }
            _ => {}
        }
    }
    None
}

/// The source with comments, string and character literals replaced by spaces (newlines kept).
pub fn code_only(text: &str) -> String {
    let c: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < c.len() {
        match literal_or_comment_end(&c, i) {
            Some(end) => {
                out.extend(
                    c[i..end]
                        .iter()
                        .map(|&ch| if ch == '\n' { '\n' } else { ' ' }),
                );
                i = end;
            }
            None => {
                out.push(c[i]);
                i += 1;
            }
        }
    }
    out
}

/// If a comment or literal starts at `i`, the index just past its end.
fn literal_or_comment_end(c: &[char], i: usize) -> Option<usize> {
    let at = |k: usize| c.get(k).copied();
    let find = |from: usize, ch: char| {
        c[from.min(c.len())..]
            .iter()
            .position(|&x| x == ch)
            .map(|p| from + p)
    };
    let is_ident = |k: usize| at(k).is_some_and(|ch| ch.is_alphanumeric() || ch == '_');
    match (c[i], at(i + 1)) {
        ('/', Some('/')) => Some(find(i, '\n').unwrap_or(c.len())),
        ('/', Some('*')) => Some(block_comment_end(c, i)),
        ('"', _) => Some(string_end(c, i + 1)),
        ('\'', Some('\\')) => Some(find(i + 3, '\'').map_or(c.len(), |p| p + 1)),
        ('\'', Some(_)) if at(i + 2) == Some('\'') => Some(i + 3),
        ('r', Some('"' | '#')) => {
            let prefix_ok =
                i == 0 || !is_ident(i - 1) || (c[i - 1] == 'b' && (i < 2 || !is_ident(i - 2)));
            if prefix_ok {
                raw_string_end(c, i + 1)
            } else {
                None
            }
        }
        _ => None,
    }
}

/// Past the closing quote of a string whose body starts at `i`.
fn string_end(c: &[char], mut i: usize) -> usize {
    while i < c.len() {
        match c[i] {
            '\\' => i += 2,
            '"' => return i + 1,
            _ => i += 1,
        }
    }
    c.len()
}

/// `#*"…"#*` starting at `i` (just after the `r`): past its end, or `None` if not a raw string.
fn raw_string_end(c: &[char], i: usize) -> Option<usize> {
    let hashes = c[i..].iter().take_while(|&&ch| ch == '#').count();
    if c.get(i + hashes) != Some(&'"') {
        return None;
    }
    let mut j = i + hashes + 1;
    while j < c.len() {
        if c[j] == '"'
            && c[j + 1..]
                .iter()
                .take(hashes)
                .filter(|&&ch| ch == '#')
                .count()
                == hashes
        {
            return Some(j + 1 + hashes);
        }
        j += 1;
    }
    Some(c.len())
}

/// Past the end of a (possibly nested) block comment starting at `i`.
fn block_comment_end(c: &[char], mut i: usize) -> usize {
    let mut depth = 0;
    while i + 1 < c.len() {
        match (c[i], c[i + 1]) {
            ('/', '*') => {
                depth += 1;
                i += 2;
            }
            ('*', '/') => {
                depth -= 1;
                i += 2;
                if depth == 0 {
                    return i;
                }
            }
            _ => i += 1,
        }
    }
    c.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A function of `body_lines` lines in total, named `name`.
    fn function(name: &str, body_lines: usize) -> String {
        let mut f = format!("fn {name}() {{\n");
        for _ in 0..body_lines.saturating_sub(2) {
            f.push_str("    let _ = 1;\n");
        }
        f.push_str("}\n");
        f
    }

    fn run(rel: &str, text: &str, allow: &str) -> Report {
        let mut report = Report::default();
        let mut list = AllowList::parse(allow, &mut report);
        check_file(rel, text, &mut list, &mut report);
        list.finish(&mut report);
        report
    }

    #[test]
    fn literals_and_comments_hide_their_braces() {
        let src = "fn a() { let s = \"}\"; let c = '}'; let r = r#\"}\"#; /* } /* } */ */ // }\n}\nfn b<'x>(v: &'x [u8; 2]) {}\n";
        let f = functions(&code_only(src));
        assert_eq!(
            f,
            [
                Function {
                    name: "a".into(),
                    line: 1,
                    len: 2
                },
                Function {
                    name: "b".into(),
                    line: 3,
                    len: 1
                }
            ]
        );
        assert!(functions(&code_only("trait T { fn decl(&self); }\n")).is_empty());
        assert_eq!(code_only("x // y\nz"), "x     \nz");
    }

    #[test]
    fn test_modules_do_not_count() {
        let src =
            "//! doc\nfn a() {}\n#[cfg(test)]\n#[allow(unused)]\nmod tests {\n    fn t() {}\n}\n";
        assert_eq!(non_test_lines(src), 2);
        assert_eq!(non_test_lines("#[cfg(test)]\nfn only_in_tests() {}\n"), 2);
        assert!(is_test_file("model/src/rules/tests.rs"));
        assert!(is_test_file("model/src/rules/tests/delayed.rs"));
        assert!(!is_test_file("tests/src/lib.rs"));
        assert!(!is_test_file("model/src/rules/delayed.rs"));
    }

    #[test]
    fn long_files_and_functions_fail_unless_allowed() {
        let long_fn = function("apply", FN_LIMIT + 1);
        let report = run("model/src/x.rs", &long_fn, "");
        assert_eq!(report.errors.len(), 1, "{:?}", report.errors);
        assert!(report.errors[0].starts_with("model/src/x.rs:1: fn apply is 121 lines"));
        let allowed = run(
            "model/src/x.rs",
            &long_fn,
            "model/src/x.rs::apply\tone match over every choice\n",
        );
        assert!(allowed.errors.is_empty(), "{:?}", allowed.errors);
        assert_eq!(allowed.warnings.len(), 1);

        let long_file = "const X: u8 = 0;\n".repeat(FILE_LIMIT + 1);
        assert_eq!(run("model/src/y.rs", &long_file, "").errors.len(), 1);
        assert!(run(
            "model/src/y.rs",
            &long_file,
            "model/src/y.rs\tregistry of uniform entries\n"
        )
        .errors
        .is_empty());
        let medium = "const X: u8 = 0;\n".repeat(FILE_WARN + 1);
        let report = run("model/src/y.rs", &medium, "");
        assert!(report.errors.is_empty() && report.warnings.len() == 1);
    }

    #[test]
    fn allow_list_entries_need_reasons_and_targets() {
        let report = run(
            "model/src/x.rs",
            "fn a() {}\n",
            "# comment\nmodel/src/x.rs\n\nmodel/src/gone.rs\told\n",
        );
        assert_eq!(report.errors.len(), 2, "{:?}", report.errors);
        assert!(report.errors[0].contains(":2: expected"));
        assert!(report.errors[1].contains("`model/src/gone.rs` names no checked file"));
        let stale = run(
            "model/src/x.rs",
            "fn a() {}\n",
            "model/src/x.rs::a\tonce long\n",
        );
        assert!(stale.errors.is_empty());
        assert!(stale.warnings[0].contains("within the limits now"));
    }
}
