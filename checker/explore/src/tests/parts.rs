//! Unit tests of the explorer's parts: fingerprints, the table, links, cycle finding.

use super::super::fingerprint::{fingerprint, FingerprintHasher, ZERO_REMAP};
use super::super::keys::{KeySlot, KeyTable};
use super::super::links::{Link, Links};
use super::super::loops::{find_cycles, ForcedEdge};
use super::super::report::collision_probability;
use super::super::table::{FpTable, Insert};
use std::collections::HashSet;
use std::hash::Hasher;

#[test]
fn fingerprints_are_stable_nonzero_and_spread() {
    assert_eq!(fingerprint(&(1u8, 2u8)), fingerprint(&(1u8, 2u8)));
    assert_ne!(fingerprint(&[1u8, 0]), fingerprint(&[1u8]));
    assert_ne!(fingerprint(&(1u32, 0u32)), fingerprint(&(0u32, 1u32)));
    let all: HashSet<u64> = (0u32..200_000).map(|i| fingerprint(&i)).collect();
    assert_eq!(all.len(), 200_000);
    assert!(!all.contains(&0));
    // Low bits (the table's home slots) are spread: every 1024-bucket is hit.
    let buckets: HashSet<u64> = (0u32..20_000).map(|i| fingerprint(&i) & 1023).collect();
    assert_eq!(buckets.len(), 1024);
    let mut h = FingerprintHasher::default();
    h.write(&[]);
    assert_ne!(h.finish(), 0);
    assert_ne!(ZERO_REMAP, 0);
}

#[test]
fn table_inserts_once_and_fills_up() {
    for shared in [false, true] {
        let table = FpTable::new(10, 10);
        let insert = |fp: u64| match shared {
            true => table.insert_shared(fp, || Some(fp as usize)),
            false => table.insert_single_writer(fp),
        };
        assert_eq!(table.capacity(), 1024);
        let new = |entry: usize, fp: u64| Insert::New(if shared { fp as usize } else { entry });
        // A fingerprint's home is its high bits scaled to the table: its top 10 bits here.
        let (a, b) = ((5 << 54) | 1, (5 << 54) | 2);
        assert_eq!(insert(a), new(5, a));
        assert_eq!(insert(a), Insert::Present);
        assert_eq!(insert(b), new(6, b)); // same home slot, probes on
        assert_eq!(insert(b), Insert::Present);
        for fp in 1..=1024u64 {
            insert(fp * 7919);
        }
        assert_eq!(insert(u64::MAX), Insert::Full);
    }
}

#[test]
fn a_refused_claim_inserts_nothing() {
    let mut table = FpTable::new(10, 10);
    assert_eq!(table.insert_shared(5, || None), Insert::Full);
    assert_eq!(table.insert_shared(5, || Some(9)), Insert::New(9));
    let mut claimed = false;
    let present = table.insert_shared(5, || {
        claimed = true;
        Some(1)
    });
    assert_eq!(present, Insert::Present);
    assert!(!claimed, "a present fingerprint claims nothing");
    let grown = table.grown();
    assert_eq!(
        grown.insert_single_writer(5),
        Insert::Present,
        "growth keeps it"
    );
}

/// A table grown from a huge-page-backed one (released 2 MiB part by part while it is copied)
/// keeps every fingerprint, including clusters that wrap around the end.
#[test]
fn growing_a_large_table_keeps_every_fingerprint() {
    let mut table = FpTable::new(1 << 20, 1 << 22);
    let len = table.capacity() as u64;
    // The least fingerprint whose home is the last slot.
    let last = ((u128::from(len - 1) << 64).div_ceil(u128::from(len))) as u64;
    let fps: Vec<u64> = (1..=600_000u64)
        .map(|i| i.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
        .chain((0..40).map(|i| last + i)) // one cluster at the last slot, wrapping
        .collect();
    for &fp in &fps {
        assert!(matches!(table.insert_single_writer(fp), Insert::New(_)));
    }
    let grown = table.grown();
    assert_eq!(grown.capacity() as u64, 2 * len);
    for &fp in &fps {
        assert_eq!(grown.insert_single_writer(fp), Insert::Present, "{fp:#x}");
    }
}

/// Two workers offering the same states with different keys, as `worker::offer` does: every
/// state is new exactly once, and its key entry holds the least key offered (thread 0's),
/// whoever inserted it.
#[test]
fn keys_are_least_under_concurrent_inserts() {
    let table = FpTable::new(100_000, 100_000);
    let keys = KeyTable::for_states(100_000);
    let news: Vec<Vec<(u64, usize)>> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..2u64)
            .map(|t| {
                let (table, keys) = (&table, &keys);
                s.spawn(move || {
                    let mut mine = Vec::new();
                    for i in 0..100_000u64 {
                        let (fp, key) = (fingerprint(&i), i * 2 + t);
                        let claim = || match keys.offer(fp, key) {
                            KeySlot::Entry(i) => Some(i),
                            KeySlot::Overflow => panic!("room for all"),
                        };
                        match table.insert_shared(fp, claim) {
                            Insert::New(entry) => mine.push((i, entry)),
                            Insert::Present => {
                                assert!(keys.lower(fp, key), "new in this run: has an entry");
                            }
                            Insert::Full => panic!("room for all"),
                        }
                    }
                    mine
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    assert_eq!(news.iter().map(Vec::len).sum::<usize>(), 100_000);
    for (i, entry) in news.into_iter().flatten() {
        assert_eq!(keys.take(entry), i * 2);
    }
    for i in 0..100_000u64 {
        assert!(
            !keys.lower(fingerprint(&i), 0),
            "every entry taken: all older now"
        );
    }
}

#[test]
fn links_round_trip() {
    let mut links = Links::with_capacity(0);
    let root = links.push(Link::Root(2).pack());
    let a = links.push(Link::step(root, 7).pack());
    let b = links.push(Link::step(a, 0).pack());
    let c = links.push(
        Link::Step {
            parent: b,
            action: 3,
            forced: 2,
        }
        .pack(),
    );
    assert_eq!(links.len(), 4);
    assert_eq!(links.path(b), (2, vec![7, 0]));
    assert_eq!(links.path(c), (2, vec![7, 0, 3, 0, 0]));
    assert_eq!(
        (links.depth(root), links.depth(b), links.depth(c)),
        (0, 2, 5)
    );
    let big = Link::Step {
        parent: (1 << 40) - 2,
        action: (1 << 17) - 1,
        forced: super::super::links::MAX_FORCED,
    };
    assert_eq!(Link::unpack(big.pack()), big);
    assert_eq!(
        Link::unpack(Link::Root((1 << 24) - 1).pack()),
        Link::Root((1 << 24) - 1)
    );
    // Keys order steps by (parent, action, forced steps), after every initial state.
    let keys = [Link::Root(5), Link::step(0, 9), Link::step(1, 0)].map(|l| Link::key(l.pack()));
    assert!(keys[0] < keys[1] && keys[1] < keys[2]);
}

#[test]
fn cycles_of_a_functional_graph() {
    let edge = |src_fp, dst_fp| ForcedEdge {
        src_fp,
        src_id: src_fp,
        dst_fp,
        steps: 1,
        least_fp: dst_fp,
    };
    // 1 -> 2 -> 3 -> 2 (cycle 2, 3); 4 -> 4; 5 -> 6 (6 has no edge).
    let edges = [edge(1, 2), edge(2, 3), edge(3, 2), edge(4, 4), edge(5, 6)];
    let mut cycles = find_cycles(&edges);
    cycles.iter_mut().for_each(|c| c.sort());
    cycles.sort();
    assert_eq!(cycles, vec![vec![1, 2], vec![3]]);
}

#[test]
fn collision_bound_is_the_birthday_bound() {
    assert_eq!(collision_probability(0), 0.0);
    assert_eq!(collision_probability(1), 0.0);
    let p = collision_probability(9_080_327);
    assert!((p - 9_080_327f64 * 9_080_326f64 / 2f64.powi(65)).abs() < 1e-18);
    assert!(p > 2.2e-6 && p < 2.3e-6);
    assert_eq!(collision_probability(u64::MAX), 1.0);
}

#[test]
fn levels_are_dropped_in_parallel_exactly_once() {
    use super::super::frontier::clear_in_parallel;
    use std::sync::Arc;
    let token = Arc::new(());
    for (len, threads) in [(10, 2), (4096, 2), (10_001, 2), (10_001, 3), (20_000, 1)] {
        let mut level: Vec<Arc<()>> = (0..len).map(|_| Arc::clone(&token)).collect();
        let capacity = level.capacity();
        clear_in_parallel(&mut level, threads);
        assert!(level.is_empty() && level.capacity() == capacity);
        assert_eq!(Arc::strong_count(&token), 1, "len {len}, {threads} threads");
        level.push(Arc::clone(&token));
        assert_eq!(Arc::strong_count(&token), 2);
    }
}
