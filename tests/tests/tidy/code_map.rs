//! The code-map check: every source path ARCHITECTURE.md's code map names exists. Under each
//! crate heading (`` ### `model/` ``), a backticked name ending in `.rs` or `/` (`engine.rs`,
//! `state/`, `vocab/kinds.rs`) must be the end of a file or directory path inside that crate's
//! directory, at a path-component boundary, or a path from the workspace root (`cr-index/`).
//! Other backticked words (types, commands, rule numbers) and paths outside the workspace
//! (`../shared/rules/`) are left alone.

/// A path the code map names: its 1-based line, the crate directory of its heading, the name.
#[derive(Debug, PartialEq)]
pub struct Named {
    pub line: usize,
    pub dir: String,
    pub name: String,
}

/// The paths named in the `## Code map` section of `text`.
pub fn named_paths(text: &str) -> Vec<Named> {
    let mut out = Vec::new();
    let mut in_map = false;
    let mut dir: Option<String> = None;
    for (i, line) in text.lines().enumerate() {
        if let Some(title) = line.strip_prefix("## ") {
            in_map = title.trim() == "Code map";
            dir = None;
            continue;
        }
        if !in_map {
            continue;
        }
        if let Some(heading) = line.strip_prefix("### ") {
            dir = backticked(heading)
                .first()
                .map(|d| d.trim_end_matches('/').to_string());
            continue;
        }
        let Some(dir) = &dir else { continue };
        for name in backticked(line).into_iter().filter(|n| is_path(n)) {
            out.push(Named {
                line: i + 1,
                dir: dir.clone(),
                name: name.to_string(),
            });
        }
    }
    out
}

/// The backticked spans of one line.
fn backticked(line: &str) -> Vec<&str> {
    line.split('`').skip(1).step_by(2).collect()
}

/// A relative source path: ends in `.rs` or `/`, made of path characters only.
fn is_path(name: &str) -> bool {
    (name.ends_with(".rs") || name.ends_with('/'))
        && !name.starts_with('/')
        && !name.contains("..")
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.' | '/'))
}

/// Does one of `paths` (relative, `/`-separated, directories ending in `/`) end with `name` at
/// a component boundary?
pub fn exists(name: &str, paths: &[String]) -> bool {
    paths
        .iter()
        .any(|p| p == name || p.ends_with(&format!("/{name}")))
}

#[cfg(test)]
mod tests {
    use super::*;

    const MAP: &str = "# A\n## Code map\n### `model/`\n`state/` (x), `engine.rs` and \
                       `Ruleset`, `a/b.rs`, `../x/`.\n### `tests/`\n`tidy.rs`\n## Glossary\n`no.rs`\n";

    #[test]
    fn paths_are_read_under_their_crate_heading_only() {
        let names: Vec<(String, String)> = named_paths(MAP)
            .into_iter()
            .map(|n| (n.dir, n.name))
            .collect();
        let want = [
            ("model", "state/"),
            ("model", "engine.rs"),
            ("model", "a/b.rs"),
            ("tests", "tidy.rs"),
        ];
        let want: Vec<(String, String)> = want
            .iter()
            .map(|(d, n)| (d.to_string(), n.to_string()))
            .collect();
        assert_eq!(names, want);
    }

    #[test]
    fn a_name_must_end_a_path_at_a_component_boundary() {
        let paths = vec!["src/a/b.rs".to_string(), "src/state/".to_string()];
        assert!(exists("b.rs", &paths));
        assert!(exists("a/b.rs", &paths));
        assert!(exists("state/", &paths));
        assert!(!exists("ab.rs", &paths));
        assert!(!exists("c.rs", &paths));
    }
}
