//! A BFS level's states between discovery and expansion: either the states themselves, or,
//! when the model offers a [`Codec`], their compact byte encodings, packed end to end in one
//! buffer (decoded again when expanded). For a model whose states are persistent structures
//! (many small shared nodes), the packed level is a fraction of the size.

use crate::spill::{Columns, Segment};
use std::borrow::Cow;

/// A compact byte encoding of a model's states, for the frontier. `decode(encode(s))` must
/// behave like `s` for `actions`, `next_state` and `within_boundary` (it may drop ghost data
/// those never read); the state's fingerprint is kept beside the bytes, so it need not survive.
pub trait Codec<S>: Sync {
    /// Appends the encoding of `state` to `out`.
    fn encode(&self, state: &S, out: &mut Vec<u8>);
    /// The state `bytes` (one whole encoding) stands for.
    fn decode(&self, bytes: &[u8]) -> S;
}

/// One level: `(state, packed link or id, fingerprint)`, plain or encoded.
pub(crate) struct Frontier<S> {
    plain: Vec<(S, u64)>,
    /// Encoded states end to end; state `i` is `bytes[ends[i - 1]..ends[i]]`.
    bytes: Vec<u8>,
    ends: Vec<usize>,
    /// Encoded mode: per state, its link or id and its fingerprint.
    ids: Vec<u64>,
    fps: Vec<u64>,
    /// Encoded states written to disk (see `spill`), in the order they were spilled.
    segments: Vec<Segment>,
}

impl<S: Clone> Default for Frontier<S> {
    fn default() -> Self {
        Frontier::new()
    }
}

impl<S: Clone> Frontier<S> {
    pub(crate) fn new() -> Self {
        Frontier {
            plain: Vec::new(),
            bytes: Vec::new(),
            ends: Vec::new(),
            ids: Vec::new(),
            fps: Vec::new(),
            segments: Vec::new(),
        }
    }

    /// States in memory and spilled.
    pub(crate) fn len(&self) -> usize {
        let spilled: usize = self.segments.iter().map(|s| s.count).sum();
        self.resident() + spilled
    }

    /// States in memory (the ones [`Frontier::get`] reaches).
    pub(crate) fn resident(&self) -> usize {
        self.plain.len() + self.ids.len()
    }

    /// Bytes the encoded states in memory take (bytes, offsets, ids, fingerprints).
    pub(crate) fn encoded_bytes(&self) -> u64 {
        (self.bytes.len() + 24 * self.ids.len()) as u64
    }

    /// Writes the encoded states in memory to a new segment file if they take more than
    /// `limit` bytes (if the write fails they stay in memory).
    pub(crate) fn spill_over(&mut self, limit: Option<u64>) {
        if limit.is_none_or(|l| self.encoded_bytes() <= l) || self.ids.is_empty() {
            return;
        }
        let columns = Columns {
            bytes: std::mem::take(&mut self.bytes),
            ends: std::mem::take(&mut self.ends),
            ids: std::mem::take(&mut self.ids),
            fps: std::mem::take(&mut self.fps),
        };
        match Segment::write(&columns) {
            Ok(segment) => self.segments.push(segment),
            Err(_) => (self.bytes, self.ends, self.ids, self.fps) = columns.into_parts(),
        }
    }

    /// Takes the spilled segments out (the frontier then holds its resident states only).
    pub(crate) fn take_segments(&mut self) -> Vec<Segment> {
        std::mem::take(&mut self.segments)
    }

    /// The states of a spilled segment, read back into memory.
    pub(crate) fn load(segment: Segment) -> Frontier<S> {
        let c = segment
            .read()
            .unwrap_or_else(|e| panic!("reading back a spilled frontier segment: {e}"));
        let mut f = Frontier::new();
        (f.bytes, f.ends, f.ids, f.fps) = c.into_parts();
        f
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Adds a state, encoded when `codec` is given.
    pub(crate) fn push(&mut self, state: S, link: u64, fp: u64, codec: Option<&dyn Codec<S>>) {
        match codec {
            None => self.plain.push((state, link)),
            Some(c) => {
                c.encode(&state, &mut self.bytes);
                self.ends.push(self.bytes.len());
                self.ids.push(link);
                self.fps.push(fp);
            }
        }
    }

    /// State `i` (decoded if need be), its link or id, and its fingerprint if it is known.
    pub(crate) fn get(
        &self,
        i: usize,
        codec: Option<&dyn Codec<S>>,
    ) -> (Cow<'_, S>, u64, Option<u64>) {
        match codec {
            None => (Cow::Borrowed(&self.plain[i].0), self.plain[i].1, None),
            Some(c) => {
                let begin = if i == 0 { 0 } else { self.ends[i - 1] };
                let state = c.decode(&self.bytes[begin..self.ends[i]]);
                (Cow::Owned(state), self.ids[i], Some(self.fps[i]))
            }
        }
    }

    /// Keeps the first `n` states.
    pub(crate) fn truncate(&mut self, n: usize) {
        self.plain.truncate(n);
        if n < self.ids.len() {
            self.bytes
                .truncate(if n == 0 { 0 } else { self.ends[n - 1] });
            self.ends.truncate(n);
            self.ids.truncate(n);
            self.fps.truncate(n);
        }
    }

    /// Every state's link or id, to be replaced in place.
    pub(crate) fn ids_mut(&mut self) -> impl Iterator<Item = &mut u64> {
        self.plain
            .iter_mut()
            .map(|e| &mut e.1)
            .chain(self.ids.iter_mut())
    }

    /// Moves `other`'s states to the end of this level.
    pub(crate) fn append(&mut self, other: &mut Frontier<S>) {
        self.plain.append(&mut other.plain);
        let base = self.bytes.len();
        self.bytes.append(&mut other.bytes);
        self.ends.extend(other.ends.drain(..).map(|e| e + base));
        self.ids.append(&mut other.ids);
        self.fps.append(&mut other.fps);
        self.segments.append(&mut other.segments);
    }

    /// Empties the level, dropping large plain levels on `threads` threads.
    pub(crate) fn clear(&mut self, threads: usize)
    where
        S: Send,
    {
        clear_in_parallel(&mut self.plain, threads);
        self.bytes.clear();
        self.ends.clear();
        self.ids.clear();
        self.fps.clear();
    }
}

/// Levels at least this large are dropped by all threads.
const PARALLEL_DROP: usize = 4096;

/// Empties an expanded level. Dropping states can cost as much as a tenth of generating them
/// (persistent data frees node by node), and done by the driver alone it would be a serial
/// step between levels; so large levels are split and dropped by `threads` threads.
pub(crate) fn clear_in_parallel<S: Send>(level: &mut Vec<S>, threads: usize) {
    if threads <= 1 || level.len() < PARALLEL_DROP || !std::mem::needs_drop::<S>() {
        level.clear();
        return;
    }
    let len = level.len();
    // SAFETY: from here on the vector no longer owns its elements (a panic while dropping them
    // leaks the rest instead of dropping anything twice), so `all` is their only owner; it is
    // in bounds of the allocation, whose capacity is at least `len`.
    let all = unsafe {
        level.set_len(0);
        std::slice::from_raw_parts_mut(level.as_mut_ptr(), len)
    };
    std::thread::scope(|scope| {
        for part in all.chunks_mut(len.div_ceil(threads)) {
            // SAFETY: each element is in exactly one part and is dropped exactly once, here.
            scope.spawn(move || unsafe { std::ptr::drop_in_place(part) });
        }
    });
}
