//! Bad-input diagnostics in the rustc style: after `file:line:column: message`, the offending
//! source line with a caret under the column. Hand-written rather than `miette`/`ariadne`
//! (ARCHITECTURE.md, "Libraries"): every error here points at one position.

/// Characters of a source line shown on each side of the column; a longer line is cut there
/// with `…` so that a 1 MB line never makes a 1 MB message.
const WINDOW: usize = 60;

/// The line `line` (1-based) of `text` with a caret under `column` (1-based, in characters),
/// gutter-numbered; `None` when the line is not in `text`.
pub fn caret(text: &str, line: usize, column: usize) -> Option<String> {
    let src = text.lines().nth(line.checked_sub(1)?)?;
    let number = line.to_string();
    let pad = " ".repeat(number.len());
    let col = column.saturating_sub(1);
    let first = col.saturating_sub(WINDOW);
    let chars: Vec<char> = src.chars().skip(first).take(col - first + WINDOW).collect();
    let cut_before = first > 0;
    let cut_after = src.chars().count() > first + chars.len();
    let shown: String = chars.iter().collect();
    // Tabs stay tabs so that the caret lines up however the terminal expands them.
    let under: String = chars
        .iter()
        .take(col - first)
        .map(|c| if *c == '\t' { '\t' } else { ' ' })
        .collect();
    let (lead, lead_under) = if cut_before { ("…", " ") } else { ("", "") };
    let trail = if cut_after { "…" } else { "" };
    Some(format!(
        "{pad} |\n{number} | {lead}{shown}{trail}\n{pad} | {lead_under}{under}^"
    ))
}

/// [`caret`] for a file on disk (`None` if it can't be read).
pub fn caret_in_file(path: &str, line: usize, column: usize) -> Option<String> {
    caret(&std::fs::read_to_string(path).ok()?, line, column)
}

/// `s` with every control character but newline and tab shown as a `\u{..}` escape: an ANSI
/// escape sequence or a carriage return in a title, a name or a source line echoed from input
/// is printed as text, never acted on by the terminal. C1 controls (U+0080..U+009F) included.
pub fn escape(s: &str) -> std::borrow::Cow<'_, str> {
    let bad = |c: char| c.is_control() && c != '\n' && c != '\t';
    if !s.chars().any(bad) {
        return std::borrow::Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        if bad(c) {
            out.push_str(&format!("\\u{{{:x}}}", c as u32));
        } else {
            out.push(c);
        }
    }
    std::borrow::Cow::Owned(out)
}

/// The closest of `known` to `name` (for "did you mean"), if close enough.
pub fn suggest<'k>(name: &str, known: impl IntoIterator<Item = &'k str>) -> Option<&'k str> {
    let lower = name.to_lowercase();
    known
        .into_iter()
        .map(|k| (distance(&lower, &k.to_lowercase()), k))
        .filter(|(d, k)| *d <= 2.max(k.len() / 4))
        .min()
        .map(|(_, k)| k)
}

/// Levenshtein distance over characters.
fn distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let cur = row[j + 1];
            row[j + 1] = (prev + usize::from(ca != *cb)).min(row[j] + 1).min(cur + 1);
            prev = cur;
        }
    }
    row[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_caret_sits_under_the_column() {
        let text = "a = 1\nbattlefield = [\"Grizly Bears\"]\n";
        let shown = caret(text, 2, 17).unwrap();
        assert_eq!(
            shown,
            "  |\n2 | battlefield = [\"Grizly Bears\"]\n  |                 ^"
        );
        assert_eq!(caret(text, 9, 1), None);
        assert_eq!(caret(text, 0, 1), None);
    }

    #[test]
    fn a_long_line_is_shown_as_a_window_around_the_column() {
        let text = format!("x = [\"{}\"]", "Z".repeat(100_000));
        let shown = caret(&text, 1, 7).unwrap();
        assert!(shown.len() < 200, "{shown}");
        assert!(shown.contains('…'));
        let far = caret(&text, 1, 50_000).unwrap();
        assert!(far.len() < 400 && far.matches('…').count() == 2, "{far}");
    }
}
