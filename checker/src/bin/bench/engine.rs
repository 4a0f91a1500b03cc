//! `bench engine`: the bare game engine's rate over a preset's reachable states, streamed.
//!
//! The states are found first (untimed) by a plain BFS whose queue is a file: each state is
//! appended in the frontier's own encoding (`GameCodec`, a length before each), so memory holds
//! the visited fingerprints and one block of decoded states, never the whole state space (the
//! `Vec` of every state peaked at 6.7 GB on `standard`). Each thread count then replays the
//! file: a block of states is read and decoded (untimed), and the threads expand it (timed:
//! `legal_choices` + `apply` + the fingerprint of every successor, nothing stored), taking
//! chunks of 64 states from a shared cursor. A decoded state carries an empty journal, which
//! expanding never reads (`compact.rs`), so the replay expands exactly the checker's states
//! (found by the game alone, as `check` stores them: `adapter::Suite`).

use serde_json::json;
use stateright::Model;
use std::collections::HashSet;
use std::fs::File;
use std::io::{BufReader, BufWriter, Read, Write};
use std::os::unix::fs::FileExt;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};
use triggerproof_checker::adapter::{GameModel, Snapshot};
use triggerproof_checker::compact::GameCodec;
use triggerproof_checker::explore::{fingerprint, Codec};

/// States per grab of the replay cursor.
const CHUNK: usize = 64;
/// States decoded at once: the replay's resident share (a few MB of decoded states).
const BLOCK: usize = 16_384;

/// The reachable states of a model, encoded end to end in an unnamed temporary file.
pub struct Reachable {
    file: File,
    states: usize,
}

/// One line per thread count, the states found once.
pub fn run(m: &GameModel, name: &str, threads: &[usize]) -> Vec<serde_json::Value> {
    let r = reachable(m);
    threads.iter().map(|&t| rate(m, &r, name, t)).collect()
}

/// Reads a file from its own position (`pread`): a cloned handle would share the writer's.
struct At<'f> {
    file: &'f File,
    at: u64,
}

impl Read for At<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.file.read_at(buf, self.at)?;
        self.at += n as u64;
        Ok(n)
    }
}

/// An anonymous file: created in the temporary directory and unlinked at once, so the kernel
/// frees it when the process ends, however it ends.
fn scratch_file() -> File {
    let path = std::env::temp_dir().join(format!("triggerproof-bench-{}", std::process::id()));
    let file = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .create_new(true)
        .open(&path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    std::fs::remove_file(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    file
}

/// Appends `s` to `out`: its length (4 bytes) and its encoding.
fn put(out: &mut impl Write, s: &Snapshot, buf: &mut Vec<u8>) {
    buf.clear();
    GameCodec.encode(s, buf);
    let len = u32::try_from(buf.len()).expect("a state under 4 GB");
    out.write_all(&len.to_le_bytes())
        .and_then(|()| out.write_all(buf))
        .unwrap_or_else(|e| panic!("writing the bench's state file: {e}"));
}

/// The next state of `input`, decoded, or `None` at its end.
fn get(input: &mut impl Read, buf: &mut Vec<u8>) -> Option<Snapshot> {
    let mut len = [0u8; 4];
    match input.read_exact(&mut len) {
        Ok(()) => {}
        Err(e) if e.kind() == std::io::ErrorKind::UnexpectedEof => return None,
        Err(e) => panic!("reading the bench's state file: {e}"),
    }
    buf.resize(u32::from_le_bytes(len) as usize, 0);
    input
        .read_exact(buf)
        .unwrap_or_else(|e| panic!("reading the bench's state file: {e}"));
    Some(GameCodec.decode(buf))
}

/// Every state reachable in `m` (within the boundary), by a plain single-threaded BFS whose
/// queue is the file itself: states are read back from its front while new ones are appended.
fn reachable(m: &GameModel) -> Reachable {
    let file = scratch_file();
    let mut seen = HashSet::new();
    let mut writer = BufWriter::with_capacity(1 << 20, file.try_clone().expect("a file handle"));
    let mut buf = Vec::new();
    let mut states = 0usize;
    for s in m.init_states() {
        if m.within_boundary(&s) && seen.insert(fingerprint(&s.game)) {
            put(&mut writer, &s, &mut buf);
            states += 1;
        }
    }
    let (mut read, mut actions, mut inbuf) = (0usize, Vec::new(), Vec::new());
    let mut reader = BufReader::with_capacity(1 << 20, At { file: &file, at: 0 });
    while read < states {
        // The reader only reads what the writer has handed to the file.
        writer.flush().expect("writing the bench's state file");
        let known = states;
        while read < known {
            let s = get(&mut reader, &mut inbuf).expect("a state written before");
            read += 1;
            m.actions(&s, &mut actions);
            for a in actions.drain(..) {
                if let Some(n) = m.next_state(&s, a) {
                    if m.within_boundary(&n) && seen.insert(fingerprint(&n.game)) {
                        put(&mut writer, &n, &mut buf);
                        states += 1;
                    }
                }
            }
        }
    }
    writer.flush().expect("writing the bench's state file");
    Reachable { file, states }
}

/// Expands every state once: successors generated and fingerprinted, nothing stored.
pub(super) fn expand_all(m: &GameModel, states: &[Snapshot]) -> (u64, u64) {
    let mut actions = Vec::new();
    let (mut successors, mut mix) = (0u64, 0u64);
    for s in states {
        m.actions(s, &mut actions);
        for a in actions.drain(..) {
            if let Some(n) = m.next_state(s, a) {
                if m.within_boundary(&n) {
                    successors += 1;
                    mix ^= fingerprint(&n.game);
                }
            }
        }
    }
    (successors, mix)
}

/// Expands `states` on `threads` threads; their successors and checksum.
fn expand_parallel(m: &GameModel, states: &[Snapshot], threads: usize) -> (u64, u64) {
    let cursor = AtomicUsize::new(0);
    let worker = || {
        let mut total = (0, 0);
        loop {
            let begin = cursor.fetch_add(CHUNK, Ordering::Relaxed).min(states.len());
            let part = &states[begin..states.len().min(begin + CHUNK)];
            if part.is_empty() {
                return total;
            }
            let (n, mix) = expand_all(m, part);
            total = (total.0 + n, total.1 ^ mix);
        }
    };
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads.max(1)).map(|_| scope.spawn(worker)).collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("worker"))
            .fold((0, 0), |a, p| (a.0 + p.0, a.1 ^ p.1))
    })
}

/// The replay at one thread count: only the expansions are timed.
fn rate(m: &GameModel, r: &Reachable, name: &str, threads: usize) -> serde_json::Value {
    let mut input = BufReader::with_capacity(
        1 << 20,
        At {
            file: &r.file,
            at: 0,
        },
    );
    let (mut buf, mut block) = (Vec::new(), Vec::with_capacity(BLOCK));
    let (mut secs, mut successors, mut checksum, mut states) = (Duration::ZERO, 0, 0, 0);
    loop {
        block.clear();
        block.extend(std::iter::from_fn(|| get(&mut input, &mut buf)).take(BLOCK));
        if block.is_empty() {
            break;
        }
        states += block.len();
        let start = Instant::now();
        let (n, mix) = expand_parallel(m, &block, threads);
        secs += start.elapsed();
        successors += n;
        checksum ^= mix;
    }
    assert_eq!(states, r.states, "the replay read every state found");
    let secs = secs.as_secs_f64();
    json!({
        "model": format!("preset {name}"),
        "engine": "bare-engine",
        "threads": threads,
        "states": states,
        "transitions": successors,
        "checksum": checksum,
        "secs": secs,
        "states_per_sec": states as f64 / secs,
    })
}
