//! Output files (`--trace-out`, `--trace-dir`, new scenario files): checked before any
//! exploration starts, and written without destroying what the run doesn't own. Over a regular
//! file (or at a new path) the bytes go to a temporary file in the same directory, which is
//! synced and renamed over the target: two runs writing one path never interleave, and a full
//! disk leaves the previous file whole (the error names the file). A character device, FIFO or
//! socket is written directly (renaming over it would replace the node with a regular file); a
//! directory or block device is refused, and so is any output that is one of the run's inputs
//! (same device and inode, whatever the names).

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

/// What an output path names now, which decides how it is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// Nothing there yet, or a regular file (through any symlinks): temporary file + rename.
    File,
    /// A character device, FIFO or socket: opened and written directly, never replaced.
    Stream,
}

/// The [`Kind`] at `path`, or why nothing may be written there.
fn kind(path: &Path) -> Result<Kind, String> {
    use std::os::unix::fs::FileTypeExt;
    let meta = match std::fs::metadata(path) {
        Ok(m) => m,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Kind::File),
        Err(e) => return Err(format!("{}: cannot inspect: {e}", path.display())),
    };
    let t = meta.file_type();
    if t.is_dir() {
        Err(format!(
            "{}: is a directory; expected a file path",
            path.display()
        ))
    } else if t.is_file() {
        Ok(Kind::File)
    } else if t.is_char_device() || t.is_fifo() || t.is_socket() {
        Ok(Kind::Stream)
    } else {
        Err(format!(
            "{}: is a block device; expected a regular file, a FIFO or a character device",
            path.display()
        ))
    }
}

/// Writes `bytes` to the output `path`: atomically over a regular file or at a new path
/// (through a symlink, the file it names is replaced, not the link), directly into a
/// character device, FIFO or socket; a directory or block device is refused.
pub fn write_output(path: &Path, bytes: &[u8]) -> Result<(), String> {
    match kind(path)? {
        Kind::Stream => std::fs::OpenOptions::new()
            .write(true)
            .open(path)
            .and_then(|mut f| f.write_all(bytes).and_then(|()| f.flush()))
            .map_err(|e| format!("{}: cannot write: {e}", path.display())),
        Kind::File => {
            let is_link = std::fs::symlink_metadata(path).is_ok_and(|m| m.is_symlink());
            match is_link.then(|| std::fs::canonicalize(path)) {
                Some(Ok(target)) => write_atomic(&target, bytes),
                _ => write_atomic(path, bytes),
            }
        }
    }
}

/// Refuses an output `path` that is one of `inputs` (same device and inode: another name, a
/// hard link or a symlink for an input is caught too).
pub fn refuse_inputs(path: &Path, inputs: &[PathBuf]) -> Result<(), String> {
    use std::os::unix::fs::MetadataExt;
    let Ok(out) = std::fs::metadata(path) else {
        return Ok(());
    };
    for input in inputs {
        if let Ok(m) = std::fs::metadata(input) {
            if (m.dev(), m.ino()) == (out.dev(), out.ino()) {
                return Err(format!(
                    "{}: is an input of this run ({}); expected a separate output file",
                    path.display(),
                    input.display()
                ));
            }
        }
    }
    Ok(())
}

/// Can a file be written at `path`? A character device, FIFO or socket can (it is written
/// directly); otherwise its directory exists and takes a new file, and `path` is not a
/// directory. Checked before exploring, so a bad path fails at once.
pub fn check_file_path(path: &Path) -> Result<(), String> {
    if kind(path)? == Kind::Stream {
        return Ok(());
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
/// not pass for this run's); true if there was one. Only a regular file is removed: a device,
/// FIFO, socket or symlink at `path` is left as it is.
pub fn remove_stale(path: &Path) -> Result<bool, String> {
    if !std::fs::symlink_metadata(path).is_ok_and(|m| m.is_file()) {
        return Ok(false);
    }
    match std::fs::remove_file(path) {
        Ok(()) => Ok(true),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(false),
        Err(e) => Err(format!(
            "{}: cannot remove the old file: {e}",
            path.display()
        )),
    }
}

/// The first failed write to standard output (`cards > /dev/full`), kept so the command ends
/// with an error message and a failing exit code instead of `println!`'s panic.
static STDOUT_FAILED: std::sync::OnceLock<String> = std::sync::OnceLock::new();

/// Writes `args` to standard output and flushes, control characters escaped
/// ([`crate::diagnostic::escape`]: nothing echoed from input drives the terminal); a failure is
/// recorded (see [`stdout_failure`]) and later writes are skipped. Used through [`out!`](crate::out) and
/// [`outln!`](crate::outln) by every report the CLI prints.
pub fn stdout_write(args: std::fmt::Arguments) {
    if STDOUT_FAILED.get().is_some() {
        return;
    }
    let text = std::fmt::format(args);
    let text = crate::diagnostic::escape(&text);
    let mut out = std::io::stdout().lock();
    if let Err(e) = out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        let _ = STDOUT_FAILED.set(e.to_string());
    }
}

/// Why writing to standard output failed, if it did.
pub fn stdout_failure() -> Option<&'static str> {
    STDOUT_FAILED.get().map(String::as_str)
}

/// `print!` that records a failed write instead of panicking ([`output::stdout_write`]).
#[macro_export]
macro_rules! out {
    ($($t:tt)*) => { $crate::output::stdout_write(format_args!($($t)*)) };
}

/// `println!` that records a failed write instead of panicking ([`output::stdout_write`]).
#[macro_export]
macro_rules! outln {
    () => { $crate::output::stdout_write(format_args!("\n")) };
    ($($t:tt)*) => { $crate::output::stdout_write(format_args!("{}\n", format_args!($($t)*))) };
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
