//! Output files (`--trace-out`, `--trace-dir`, new scenario files): checked before any
//! exploration starts, and written atomically: the bytes go to a temporary file in the same
//! directory, which is synced and renamed over the target. Two runs writing one path never
//! interleave, and a full disk leaves the previous file whole (the error names the file).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// A temporary name beside `path`, unique in this process and across processes.
fn temp_beside(path: &Path) -> PathBuf {
    static NEXT: AtomicU64 = AtomicU64::new(0);
    let name = path
        .file_name()
        .map_or("out".into(), |n| n.to_string_lossy().into_owned());
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    path.with_file_name(format!(".{name}.{}-{n}.tmp", std::process::id()))
}

/// Writes `bytes` to `path` atomically (temporary file in the same directory, then rename).
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), String> {
    let tmp = temp_beside(path);
    let result = (|| {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
        std::fs::rename(&tmp, path)
    })();
    result.map_err(|e| {
        let _ = std::fs::remove_file(&tmp);
        format!("{}: cannot write: {e}", path.display())
    })
}

/// Can a file be written at `path`? Its directory exists and takes a new file, and `path` is
/// not a directory. Checked before exploring, so a bad path fails at once.
pub fn check_file_path(path: &Path) -> Result<(), String> {
    if path.is_dir() {
        return Err(format!(
            "{}: is a directory; expected a file path",
            path.display()
        ));
    }
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    if !dir.is_dir() {
        return Err(format!(
            "{}: no such directory `{}`; expected an existing directory",
            path.display(),
            dir.display()
        ));
    }
    probe(&dir).map_err(|e| format!("{}: cannot write there: {e}", path.display()))
}

/// Creates `dir` (and parents) if needed and checks a file can be written in it.
pub fn check_dir(dir: &Path) -> Result<(), String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: cannot create: {e}", dir.display()))?;
    probe(dir).map_err(|e| format!("{}: cannot write there: {e}", dir.display()))
}

/// Writes and removes a temporary file in `dir`.
fn probe(dir: &Path) -> std::io::Result<()> {
    let tmp = temp_beside(&dir.join("probe"));
    std::fs::File::create(&tmp)?;
    std::fs::remove_file(&tmp)
}

/// Removes an old output at `path` that this run has nothing to write to (a stale trace must
/// not pass for this run's); true if there was one.
pub fn remove_stale(path: &Path) -> Result<bool, String> {
    match std::fs::remove_file(path) {
        Ok(()) => Ok(true),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(false),
        Err(e) => Err(format!(
            "{}: cannot remove the old file: {e}",
            path.display()
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn atomic_write_replaces_and_leaves_no_temporary() {
        let dir = std::env::temp_dir().join(format!("tp-output-{}", std::process::id()));
        check_dir(&dir).unwrap();
        let p = dir.join("t.json");
        write_atomic(&p, b"one").unwrap();
        write_atomic(&p, b"two").unwrap();
        assert_eq!(std::fs::read(&p).unwrap(), b"two");
        let left: Vec<_> = std::fs::read_dir(&dir).unwrap().collect();
        assert_eq!(left.len(), 1);
        assert!(check_file_path(&dir.join("nodir/x.json")).is_err());
        assert!(check_file_path(&dir).is_err());
        assert!(remove_stale(&p).unwrap());
        assert!(!remove_stale(&p).unwrap());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
