//! The record of what a run wrote in a `--trace-dir`: `DIR/.triggerproof-traces` lists, one a
//! line, the trace files (relative to DIR) the last run wrote. The next run removes those of
//! them it did not rewrite, so a stale trace never sits beside this run's, while files the
//! runs never wrote (anything not listed) are left alone.

use std::path::{Component, Path, PathBuf};

/// The manifest's name inside the trace directory.
pub const MANIFEST: &str = ".triggerproof-traces";

/// A listed name that stays inside the directory (no `..`, no root): a tampered manifest
/// can't make a run remove a file elsewhere.
fn inside(name: &str) -> Option<PathBuf> {
    let p = PathBuf::from(name);
    let plain = p.components().all(|c| matches!(c, Component::Normal(_)));
    (plain && !name.is_empty()).then_some(p)
}

/// Removes the files the previous manifest lists that are not in `written` (regular files
/// only), then records `written`. Returns how many were removed.
pub fn replace_manifest(dir: &Path, written: &[PathBuf]) -> Result<usize, String> {
    let manifest = dir.join(MANIFEST);
    let old = std::fs::read_to_string(&manifest).unwrap_or_default();
    let mut removed = 0;
    for name in old.lines().filter_map(inside) {
        if written.contains(&name) {
            continue;
        }
        if triggerproof_checker::output::remove_stale(&dir.join(&name))? {
            removed += 1;
        }
    }
    let mut text = String::new();
    for w in written {
        text.push_str(&w.to_string_lossy());
        text.push('\n');
    }
    triggerproof_checker::output::write_output(&manifest, text.as_bytes())?;
    Ok(removed)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_listed_names_inside_the_directory_are_removed() {
        let dir = std::env::temp_dir().join(format!("tp-trace-dir-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        for f in ["a.1.json", "b.1.json", "mine.txt"] {
            std::fs::write(dir.join(f), "x").unwrap();
        }
        std::fs::write(
            dir.join(MANIFEST),
            "a.1.json\nb.1.json\n../outside\n/etc/x\n",
        )
        .unwrap();
        let n = replace_manifest(&dir, &[PathBuf::from("a.1.json")]).unwrap();
        assert_eq!(n, 1);
        assert!(dir.join("a.1.json").exists() && dir.join("mine.txt").exists());
        assert!(!dir.join("b.1.json").exists());
        assert_eq!(
            std::fs::read_to_string(dir.join(MANIFEST)).unwrap(),
            "a.1.json\n"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
