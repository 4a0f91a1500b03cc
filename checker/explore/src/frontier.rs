//! A BFS level's states between discovery and expansion: either the states themselves, or,
//! when the model offers a [`Codec`], their compact byte encodings, packed end to end in one
//! buffer (decoded again when expanded). For a model whose states are persistent structures
//! (many small shared nodes), the packed level is a fraction of the size.

use crate::prefault::Prefault;
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

    /// Bytes the level's buffers hold allocated (capacities, not lengths; plain states count
    /// their inline size only).
    pub(crate) fn allocated_bytes(&self) -> u64 {
        (self.plain.capacity() * std::mem::size_of::<(S, u64)>()
            + self.bytes.capacity()
            + 8 * (self.ends.capacity() + self.ids.capacity() + self.fps.capacity())) as u64
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

    /// Reserves room for `n` more states (encoded if `encoded`; their bytes estimated from the
    /// states already here), to be faulted in by the workers (`prefault.rs`).
    pub(crate) fn reserve_room(&mut self, n: usize, encoded: bool, prefault: &mut Prefault) {
        if !encoded {
            prefault.reserve(&mut self.plain, n);
            return;
        }
        prefault.reserve(&mut self.ends, n);
        prefault.reserve(&mut self.ids, n);
        prefault.reserve(&mut self.fps, n);
        if let Some(per_state) = self.bytes.len().checked_div(self.ends.len()) {
            prefault.reserve(&mut self.bytes, n * per_state);
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

    /// The link or id of state `i` (in memory).
    #[inline]
    pub(crate) fn id_at(&self, i: usize) -> u64 {
        match self.plain.get(i) {
            Some(e) => e.1,
            None => self.ids[i],
        }
    }

    /// Replaces the link or id of state `i` (in memory).
    #[inline]
    pub(crate) fn set_id_at(&mut self, i: usize, id: u64) {
        match self.plain.get_mut(i) {
            Some(e) => e.1 = id,
            None => self.ids[i] = id,
        }
    }

    /// Appends encoded states `range` of `other`, in one copy per column.
    fn push_encoded_run(&mut self, other: &Frontier<S>, range: std::ops::Range<usize>) {
        if range.is_empty() {
            return;
        }
        let begin = if range.start == 0 {
            0
        } else {
            other.ends[range.start - 1]
        };
        let base = self.bytes.len();
        let end = other.ends[range.end - 1];
        self.bytes.extend_from_slice(&other.bytes[begin..end]);
        let ends = &other.ends[range.clone()];
        self.ends.extend(ends.iter().map(|&e| e - begin + base));
        self.ids.extend_from_slice(&other.ids[range.clone()]);
        self.fps.extend_from_slice(&other.fps[range]);
    }

    /// Appends encoded state `i` of `other`.
    fn push_encoded_from(&mut self, other: &Frontier<S>, i: usize) {
        self.push_encoded_run(other, i..i + 1);
    }

    /// Moves the states that break the ascending order of `order(id)` to `out` (in their
    /// order), so that those left ascend: a state stays if it is not below the last one kept.
    /// In place: the states kept after the first one moved shift down.
    pub(crate) fn split_descents(&mut self, out: &mut Frontier<S>, order: impl Fn(u64) -> u64) {
        let n = self.resident();
        let Some(first) = (1..n).find(|&i| order(self.id_at(i)) < order(self.id_at(i - 1))) else {
            return;
        };
        let mut last = order(self.id_at(first - 1));
        let mut keep = |id: u64| {
            let stays = order(id) >= last;
            if stays {
                last = order(id);
            }
            stays
        };
        if !self.plain.is_empty() {
            // Few move out: cloning them is cheaper than moving every other state.
            let mut at = 0;
            self.plain.retain(|e| {
                at += 1;
                let stays = at <= first || keep(e.1);
                if !stays {
                    out.plain.push(e.clone());
                }
                stays
            });
            return;
        }
        let (mut kept, mut end) = (first, self.ends[first - 1]);
        for i in first..n {
            if !keep(self.ids[i]) {
                out.push_encoded_from(self, i);
                continue;
            }
            let begin = self.ends[i - 1];
            self.bytes.copy_within(begin..self.ends[i], end);
            end += self.ends[i] - begin;
            (self.ends[kept], self.ids[kept], self.fps[kept]) = (end, self.ids[i], self.fps[i]);
            kept += 1;
        }
        self.truncate(kept);
    }

    /// Sorts the states in memory by `order(id)` (meant for small levels: encoded states are
    /// copied once).
    pub(crate) fn sort_by_id(&mut self, order: impl Fn(u64) -> u64) {
        self.plain.sort_unstable_by_key(|e| order(e.1));
        if !self.ids.is_empty() {
            let mut perm: Vec<usize> = (0..self.ids.len()).collect();
            perm.sort_unstable_by_key(|&i| order(self.ids[i]));
            let mut sorted = Frontier::new();
            for i in perm {
                sorted.push_encoded_from(self, i);
            }
            *self = sorted;
        }
    }

    /// Moves the states of `parts` (each ascending in `order(id)`, ids distinct) to the end of
    /// this level, merged in ascending order; a single non-empty part is simply appended.
    pub(crate) fn append_merged(
        &mut self,
        parts: &mut [&mut Frontier<S>],
        order: impl Fn(u64) -> u64,
    ) {
        let mut busy: Vec<&mut Frontier<S>> = parts
            .iter_mut()
            .filter(|p| p.resident() > 0)
            .map(|p| &mut **p)
            .collect();
        if busy.len() <= 1 {
            if let Some(p) = busy.pop() {
                self.append(p);
            }
            return;
        }
        let mut plain: Vec<_> = busy.iter_mut().map(|p| p.plain.drain(..)).collect();
        let out = &mut self.plain;
        merge(
            &mut plain,
            |d| d.as_slice().first().map(|e| order(e.1)),
            |d, bound| {
                let n = d.as_slice().partition_point(|e| order(e.1) <= bound);
                out.extend(d.by_ref().take(n));
            },
        );
        drop(plain);
        let mut cursors: Vec<(&Frontier<S>, usize)> = busy.iter().map(|p| (&**p, 0)).collect();
        merge(
            &mut cursors,
            |&(p, at)| p.ids.get(at).map(|&id| order(id)),
            |(p, at), bound| {
                let n = p.ids[*at..].partition_point(|&id| order(id) <= bound);
                self.push_encoded_run(p, *at..*at + n);
                *at += n;
            },
        );
        for p in busy {
            p.bytes.clear();
            p.ends.clear();
            p.ids.clear();
            p.fps.clear();
        }
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

/// Merges ascending sequences `parts`: `head` reads a part's least key (`None` once it is
/// exhausted), `take(part, bound)` moves the part's leading run of keys up to `bound` to the
/// output. Runs are moved whole, from the least head up to the second least, so consecutive
/// states of one worker (the successors of one chunk) are copied at once, not one by one.
fn merge<P>(parts: &mut [P], head: impl Fn(&P) -> Option<u64>, mut take: impl FnMut(&mut P, u64)) {
    loop {
        let (mut least, mut second) = (None, u64::MAX);
        for (k, part) in parts.iter().enumerate() {
            let Some(h) = head(part) else { continue };
            match least {
                Some((l, _)) if h >= l => second = second.min(h),
                Some((l, _)) => (least, second) = (Some((h, k)), l),
                None => least = Some((h, k)),
            }
        }
        let Some((_, k)) = least else { return };
        take(&mut parts[k], second);
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
