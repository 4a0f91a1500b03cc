//! Spilling an encoded BFS level to disk: when the level being built holds more encoded bytes
//! than `Config::frontier_memory`, its states are written out as one sequential segment file
//! (in `std::env::temp_dir()`), and read back, one segment at a time, when the level is
//! expanded. The fingerprint table and the links stay in memory; only the queue streams (the
//! scheme of TLC's disk-backed queue). Segment files are removed once read, or when dropped.

use std::fs::File;
use std::io::{BufReader, BufWriter, Read, Write};
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};

/// Distinguishes the segment files of one process.
static NEXT: AtomicU64 = AtomicU64::new(0);

/// One spilled part of a level: `count` states in a file.
pub(crate) struct Segment {
    path: PathBuf,
    pub(crate) count: usize,
}

/// The columns of an encoded level (see `Frontier`).
pub(crate) struct Columns {
    pub(crate) bytes: Vec<u8>,
    pub(crate) ends: Vec<usize>,
    pub(crate) ids: Vec<u64>,
    pub(crate) fps: Vec<u64>,
}

impl Columns {
    /// `(bytes, ends, ids, fps)`.
    pub(crate) fn into_parts(self) -> (Vec<u8>, Vec<usize>, Vec<u64>, Vec<u64>) {
        (self.bytes, self.ends, self.ids, self.fps)
    }
}

impl Segment {
    /// Writes the columns to a new segment file (sequentially, in one pass).
    pub(crate) fn write(c: &Columns) -> std::io::Result<Segment> {
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        let name = format!("triggerproof-frontier-{}-{n}.seg", std::process::id());
        let path = std::env::temp_dir().join(name);
        let mut out = BufWriter::with_capacity(1 << 20, File::create(&path)?);
        out.write_all(&(c.ends.len() as u64).to_le_bytes())?;
        out.write_all(&(c.bytes.len() as u64).to_le_bytes())?;
        for column in [&c.ids, &c.fps] {
            for v in column.iter() {
                out.write_all(&v.to_le_bytes())?;
            }
        }
        for e in &c.ends {
            out.write_all(&(*e as u64).to_le_bytes())?;
        }
        out.write_all(&c.bytes)?;
        out.flush()?;
        Ok(Segment {
            path,
            count: c.ends.len(),
        })
    }

    /// Reads the segment back and removes its file.
    pub(crate) fn read(self) -> std::io::Result<Columns> {
        let mut input = BufReader::with_capacity(1 << 20, File::open(&self.path)?);
        let mut word = [0u8; 8];
        let mut next = |input: &mut BufReader<File>| -> std::io::Result<u64> {
            input.read_exact(&mut word)?;
            Ok(u64::from_le_bytes(word))
        };
        let count = next(&mut input)? as usize;
        let len = next(&mut input)? as usize;
        let mut column = |input: &mut BufReader<File>| -> std::io::Result<Vec<u64>> {
            (0..count).map(|_| next(input)).collect()
        };
        let ids = column(&mut input)?;
        let fps = column(&mut input)?;
        let ends = column(&mut input)?
            .into_iter()
            .map(|e| e as usize)
            .collect();
        let mut bytes = vec![0u8; len];
        input.read_exact(&mut bytes)?;
        Ok(Columns {
            bytes,
            ends,
            ids,
            fps,
        })
    }
}

impl Drop for Segment {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.path);
    }
}
