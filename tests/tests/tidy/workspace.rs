//! Finding the workspace root, walking its source trees and reading files, for the tidy checks.

use std::fs;
use std::path::{Path, PathBuf};

/// The library crates whose every source file must open with a `//!` module doc (STYLE §1).
pub const DOCUMENTED_SOURCE_DIRS: [&str; 7] = [
    "model/src",
    "properties/src",
    "checker/explore/src",
    "checker/src",
    "checker/scenario/src",
    "checker/web/src",
    "checker/cli/src",
];

/// The workspace root: the parent of this crate's manifest directory.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// Reads a file, panicking with its path when it can't.
pub fn read(path: &Path) -> String {
    fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
}

/// Every `.rs` file under `dir`, recursively, in a stable (sorted) order. Skips hidden
/// directories and `target`. A missing directory yields nothing.
pub fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    collect(dir, &mut out);
    out.sort();
    out
}

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name().to_string_lossy().into_owned();
        if path.is_dir() {
            if !name.starts_with('.') && name != "target" {
                collect(&path, out);
            }
        } else if name.ends_with(".rs") {
            out.push(path);
        }
    }
}

/// `path` relative to `root`, with `/` separators: the form used in messages and allow-lists.
pub fn rel(root: &Path, path: &Path) -> String {
    let rel = path.strip_prefix(root).unwrap_or(path);
    rel.components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect::<Vec<_>>()
        .join("/")
}

/// Does this source text open with a `//!` module doc on its first line?
pub fn starts_with_module_doc(text: &str) -> bool {
    text.trim_start_matches('\u{feff}')
        .lines()
        .next()
        .is_some_and(|line| line.starts_with("//!"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn module_doc_must_be_the_first_line() {
        assert!(starts_with_module_doc("//! The engine.\nfn f() {}\n"));
        assert!(starts_with_module_doc(
            "\u{feff}//! With a byte-order mark.\n"
        ));
        assert!(!starts_with_module_doc("// A plain comment.\n"));
        assert!(!starts_with_module_doc("/// An item doc.\n"));
        assert!(!starts_with_module_doc("\n//! Doc on the second line.\n"));
        assert!(!starts_with_module_doc("use std::fs;\n"));
        assert!(!starts_with_module_doc(""));
    }

    #[test]
    fn relative_paths_use_forward_slashes() {
        let root = Path::new("/w");
        assert_eq!(
            rel(root, Path::new("/w/model/src/lib.rs")),
            "model/src/lib.rs"
        );
    }
}
