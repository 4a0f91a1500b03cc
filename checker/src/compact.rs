//! The frontier's compact encoding of a game state (`triggerproof_explore::Codec`): the
//! `GameState` in postcard's byte layout (varint integers, no field names, collections
//! flattened), instead of the persistent structure (`imbl` trees of shared, separately
//! allocated nodes), except that a struct's `bool` fields share flag bytes (`ser.rs`, `de.rs`:
//! an object's nine bools were nine bytes), and that the objects are written by hand
//! (`game.rs`: the fixed fields, one flag word, only the optional parts that are set). A
//! frontier state is decoded once, when it is expanded.
//!
//! The journal is not kept: it is the ghost record of the step that reached the state, read
//! only by the properties (evaluated when the state is discovered, before it is encoded) and
//! hashed into the state's fingerprint (which the explorer keeps beside the bytes). Expanding
//! reads the game alone (`actions`, `next_state`, `within_boundary`), so a decoded state
//! carries an empty journal and behaves exactly like the original.

mod de;
mod game;
mod ser;

use crate::adapter::Snapshot;
use crate::explore::Codec;
use triggerproof_model::journal::Journal;

/// Encodes snapshots' games in the flagged postcard layout.
pub struct GameCodec;

impl Codec<Snapshot> for GameCodec {
    fn encode(&self, state: &Snapshot, out: &mut Vec<u8>) {
        game::write(&mut ser::Writer::new(out), &state.game)
            .unwrap_or_else(|e| panic!("a game state always encodes: {e}"));
    }

    fn decode(&self, bytes: &[u8]) -> Snapshot {
        let mut reader = de::Reader::new(bytes);
        let game = game::read(&mut reader)
            .unwrap_or_else(|e| panic!("the frontier decodes what it encoded: {e}"));
        debug_assert!(reader.is_done(), "a frontier state decodes whole");
        Snapshot {
            game,
            journal: Journal::default(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explore::fingerprint;
    use crate::options::{request, Explore};
    use clap::Parser;
    use stateright::Model;
    use std::collections::HashSet;

    /// The checker's model of the `smoke` preset, as `check --preset smoke` builds it.
    fn smoke() -> crate::adapter::GameModel {
        preset(&["--preset", "smoke"])
    }

    /// The checker's model for `check` arguments.
    fn preset(words: &[&str]) -> crate::adapter::GameModel {
        #[derive(Parser)]
        struct Args {
            #[command(flatten)]
            explore: Explore,
        }
        let args = Args::parse_from(std::iter::once("test").chain(words.iter().copied()));
        let req = request(&args.explore, None, Vec::new()).unwrap_or_else(|e| panic!("{}", e.0));
        crate::run::model(&req).unwrap()
    }

    /// The binary form of the vocabulary's hand-written serde types (every field, in order)
    /// reads back equal: the frontier holds them inside reflexive trigger instances.
    #[test]
    fn selectors_and_quantities_round_trip_in_postcard() {
        use triggerproof_model::vocab::{
            CardType, Cmp, CounterKind, CounterTest, ObjectRef, Quantity, Selector,
        };
        let sel = Selector {
            another: true,
            name: Some("Grizzly Bears".into()),
            counters: Some(CounterTest {
                kind: CounterKind::MinusOne,
                count: Cmp::Exactly(1),
            }),
            any_of: vec![Selector::this()],
            not: Some(Box::new(Selector::of_type(CardType::Land))),
            ..Selector::default()
        };
        let bytes = postcard::to_allocvec(&sel).unwrap();
        assert_eq!(postcard::from_bytes::<Selector>(&bytes).unwrap(), sel);
        for q in [
            Quantity::Fixed(-3),
            Quantity::Count(sel.clone()),
            Quantity::CountersOn {
                object: ObjectRef::It,
                kind: CounterKind::Charge,
            },
        ] {
            let bytes = postcard::to_allocvec(&q).unwrap();
            assert_eq!(postcard::from_bytes::<Quantity>(&bytes).unwrap(), q);
        }
    }

    /// Struct fields that are bools share flag bytes (nine take two); bools anywhere else
    /// (options, tuples, sequences, newtypes, enum payloads) stay a byte; nested structs keep
    /// their own flags, and everything reads back equal.
    #[test]
    fn struct_bools_are_flag_bits_and_read_back() {
        use serde::{Deserialize, Serialize};
        #[derive(Serialize, Deserialize, PartialEq, Debug, Clone)]
        struct Inner {
            a: bool,
            n: u32,
            b: bool,
        }
        #[derive(Serialize, Deserialize, PartialEq, Debug)]
        enum Kind {
            Unit,
            Flag(bool),
            Pair(bool, i8),
            Named { x: bool, inner: Inner, y: bool },
        }
        #[derive(Serialize, Deserialize, PartialEq, Debug)]
        struct Outer {
            f: [bool; 0],
            b0: bool,
            inner: Inner,
            b1: bool,
            b2: bool,
            b3: bool,
            b4: bool,
            b5: bool,
            b6: bool,
            b7: bool,
            b8: bool,
            maybe: Option<bool>,
            list: Vec<bool>,
            pair: (bool, bool),
            kinds: Vec<Kind>,
            text: String,
            signed: i64,
            big: u64,
        }
        let inner = Inner {
            a: true,
            n: 300,
            b: false,
        };
        let value = Outer {
            f: [],
            b0: true,
            inner: inner.clone(),
            b1: false,
            b2: true,
            b3: true,
            b4: false,
            b5: false,
            b6: true,
            b7: false,
            b8: true,
            maybe: Some(true),
            list: vec![true, false],
            pair: (false, true),
            kinds: vec![
                Kind::Unit,
                Kind::Flag(true),
                Kind::Pair(true, -3),
                Kind::Named {
                    x: true,
                    inner,
                    y: true,
                },
            ],
            text: "Grizzly Bears".into(),
            signed: -70_000,
            big: u64::MAX,
        };
        let mut bytes = Vec::new();
        serde::Serialize::serialize(&value, &mut ser::Writer::new(&mut bytes)).unwrap();
        let mut reader = de::Reader::new(&bytes);
        let back = Outer::deserialize(&mut reader).unwrap();
        assert!(reader.is_done());
        assert_eq!(back, value);
        let plain = postcard::to_allocvec(&value).unwrap();
        // Nine top-level bools in two bytes (7 saved); the two bools of each `Inner` and of the
        // struct variant in one byte each (1 saved, three times).
        assert_eq!(plain.len() - bytes.len(), 10, "{plain:?} {bytes:?}");
    }

    #[test]
    fn every_smoke_state_round_trips_with_its_fingerprint() {
        let m = smoke();
        let codec = GameCodec;
        let mut seen = HashSet::new();
        let mut level: Vec<Snapshot> = m.init_states();
        let (mut states, mut bytes, mut actions) = (0usize, 0usize, Vec::new());
        while !level.is_empty() {
            let mut next = Vec::new();
            for s in level {
                if !m.within_boundary(&s) || !seen.insert(fingerprint(&s)) {
                    continue;
                }
                let mut encoded = Vec::new();
                codec.encode(&s, &mut encoded);
                let back = codec.decode(&encoded);
                assert_eq!(back.game, s.game);
                assert_eq!(fingerprint(&back.game), fingerprint(&s.game));
                let whole = Snapshot {
                    game: back.game.clone(),
                    journal: s.journal.clone(),
                };
                assert_eq!(fingerprint(&whole), fingerprint(&s));
                // Expanding the decoded state (empty journal) is expanding the original.
                m.actions(&back, &mut actions);
                let choices = std::mem::take(&mut actions);
                m.actions(&s, &mut actions);
                assert_eq!(choices, actions);
                for c in actions.drain(..) {
                    let (a, b) = (m.next_state(&s, c.clone()), m.next_state(&back, c));
                    assert_eq!(a, b);
                    next.extend(a);
                }
                states += 1;
                bytes += encoded.len();
            }
            level = next;
        }
        assert!(states > 100_000, "the whole smoke preset: {states} states");
        let mean = bytes as f64 / states as f64;
        eprintln!("{states} states, {mean:.1} bytes per encoded game state");
        // 2026-11-26: 167.3 bytes on smoke (911,885 states), down from 208.9 once a struct's
        // bools became flag bits (ser.rs: an object's nine bools took nine bytes). A bound, not a
        // pin: it catches a field that multiplies the size, not the next byte.
        assert!(mean < 200.0, "{mean:.1} bytes per encoded state");
    }

    /// The codec's own CPU per state on the smoke preset's first levels (encode, then decode,
    /// each timed alone in thread CPU time; `cargo test --release -p triggerproof-checker codec_throughput --
    /// --ignored --nocapture`): a measurement for A/B runs, not a timed test.
    #[test]
    #[ignore]
    fn codec_throughput() {
        let m = smoke();
        let codec = GameCodec;
        let mut seen = HashSet::new();
        let (mut level, mut all, mut actions) = (m.init_states(), Vec::new(), Vec::new());
        while !level.is_empty() && all.len() < 300_000 {
            let mut next = Vec::new();
            for s in level {
                if m.within_boundary(&s) && seen.insert(fingerprint(&s)) {
                    m.actions(&s, &mut actions);
                    next.extend(actions.drain(..).filter_map(|c| m.next_state(&s, c)));
                    all.push(s);
                }
            }
            level = next;
        }
        let (mut bytes, mut ends) = (Vec::new(), Vec::new());
        let mut best = (f64::MAX, f64::MAX);
        // This thread's CPU seconds (the machine is shared: wall time would count the others).
        let cpu = || {
            #[repr(C)]
            struct Timespec {
                sec: i64,
                nsec: i64,
            }
            extern "C" {
                fn clock_gettime(clock: i32, ts: *mut Timespec) -> i32;
            }
            const CLOCK_THREAD_CPUTIME_ID: i32 = 3;
            let mut ts = Timespec { sec: 0, nsec: 0 };
            // SAFETY: `ts` is a valid, writable timespec.
            unsafe { clock_gettime(CLOCK_THREAD_CPUTIME_ID, &mut ts) };
            ts.sec as f64 + ts.nsec as f64 * 1e-9
        };
        for _ in 0..5 {
            bytes.clear();
            ends.clear();
            let t = cpu();
            for s in &all {
                codec.encode(s, &mut bytes);
                ends.push(bytes.len());
            }
            let enc = cpu() - t;
            let t = cpu();
            let mut begin = 0;
            for &end in &ends {
                std::hint::black_box(codec.decode(&bytes[begin..end]));
                begin = end;
            }
            best = (best.0.min(enc), best.1.min(cpu() - t));
        }
        let per = |secs: f64| secs * 1e9 / all.len() as f64;
        eprintln!(
            "{} states, {:.1} bytes each: encode {:.0} ns, decode {:.0} ns per state (best of 5)",
            all.len(),
            bytes.len() as f64 / all.len() as f64,
            per(best.0),
            per(best.1)
        );
    }

    /// The default frontier share is a quarter of the budget, at most `FRONTIER_SHARE`, so deep
    /// levels spill instead of growing with the run (issue 18, target 1).
    #[test]
    fn the_frontier_spills_past_a_fixed_share_by_default() {
        use crate::run::{frontier_share, FRONTIER_SHARE};
        assert_eq!(frontier_share(None), FRONTIER_SHARE);
        assert_eq!(frontier_share(Some(18 << 30)), FRONTIER_SHARE);
        assert_eq!(frontier_share(Some(32 << 20)), 8 << 20);
    }

    /// The game's frontier written to disk in segments of a few states and read back explores
    /// the same states, with the same verdicts and trace lengths, as one kept in memory.
    #[test]
    fn a_spilled_game_frontier_explores_what_a_resident_one_does() {
        use crate::explore::{explore_compact, Config, Status};
        let m = preset(&["--preset", "smoke", "--family", "undying"]);
        let silent = |_: &crate::explore::Progress| {};
        let summary = |r: &crate::explore::ModelReport<crate::adapter::GameModel>| {
            let verdicts: Vec<_> = r
                .properties
                .iter()
                .map(|p| match &p.status {
                    Status::Violated { trace } | Status::Found { trace } => Some(trace.len()),
                    _ => None,
                })
                .collect();
            (r.unique_states, r.transitions, r.max_depth, verdicts)
        };
        for threads in [1, 2] {
            let cfg = Config::default().threads(threads).stop_when_decided(false);
            let resident = explore_compact(&m, &cfg, &silent, &GameCodec);
            assert!(resident.complete && resident.unique_states > 1000);
            let cfg = cfg.frontier_memory(Some(16 << 10));
            let spilled = explore_compact(&m, &cfg, &silent, &GameCodec);
            assert_eq!(summary(&resident), summary(&spilled), "{threads} threads");
        }
    }
}
