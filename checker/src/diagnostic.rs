//! Bad-input diagnostics in the rustc style: after `file:line:column: message`, the offending
//! source line with a caret under the column. Hand-written rather than `miette`/`ariadne`
//! (ARCHITECTURE.md, "Libraries"): every error here points at one position.

/// The line `line` (1-based) of `text` with a caret under `column` (1-based, in characters),
/// gutter-numbered; `None` when the line is not in `text`.
pub fn caret(text: &str, line: usize, column: usize) -> Option<String> {
    let src = text.lines().nth(line.checked_sub(1)?)?;
    let number = line.to_string();
    let pad = " ".repeat(number.len());
    // Tabs stay tabs so that the caret lines up however the terminal expands them.
    let under: String = src
        .chars()
        .take(column.saturating_sub(1))
        .map(|c| if c == '\t' { '\t' } else { ' ' })
        .collect();
    Some(format!("{pad} |\n{number} | {src}\n{pad} | {under}^"))
}

/// [`caret`] for a file on disk (`None` if it can't be read).
pub fn caret_in_file(path: &str, line: usize, column: usize) -> Option<String> {
    caret(&std::fs::read_to_string(path).ok()?, line, column)
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
}
