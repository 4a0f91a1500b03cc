//! The encoded frontier (`explore_compact`): the same counts, verdicts and trace lengths as the
//! plain one, at any thread count; under a state budget (which truncates encoded levels), the
//! same number of states.

use super::{config, summary};
use crate::tas::Tas;
use crate::*;
use std::sync::Mutex;

/// Encodes a state as its index in a side table: exercises the frontier's packing (offsets,
/// ids, fingerprints, truncation, appends) whatever the state type.
pub(super) struct Indexed<S>(pub(super) Mutex<Vec<S>>);

impl<S: Clone + Send> Codec<S> for Indexed<S> {
    fn encode(&self, state: &S, out: &mut Vec<u8>) {
        let mut all = self.0.lock().unwrap();
        out.extend_from_slice(&(all.len() as u64).to_le_bytes());
        // Variable lengths, so that offsets matter: one to three padding bytes.
        out.extend(std::iter::repeat_n(0xAA, 1 + all.len() % 3));
        all.push(state.clone());
    }

    fn decode(&self, bytes: &[u8]) -> S {
        let index = u64::from_le_bytes(bytes[..8].try_into().unwrap()) as usize;
        assert!(bytes[8..].iter().all(|&b| b == 0xAA) && bytes.len() == 9 + index % 3);
        self.0.lock().unwrap()[index].clone()
    }
}

#[test]
fn an_encoded_frontier_explores_exactly_what_a_plain_one_does() {
    let tas = Tas::new(5);
    let silent = |_: &Progress| {};
    for threads in [1, 2] {
        for budget in [1 << 20, 5000] {
            let cfg = config(threads).max_states(budget);
            let plain = explore(&tas, &cfg);
            let codec = Indexed(Mutex::new(Vec::new()));
            let packed = explore_compact(&tas, &cfg, &silent, &codec);
            if plain.complete {
                assert_eq!(summary(&plain), summary(&packed), "{threads} threads");
                assert_eq!(plain.loops_found, packed.loops_found);
            } else {
                // Where a cut level stops depends on the workers' timing (as without a codec).
                assert_eq!(plain.unique_states, packed.unique_states);
                assert_eq!(plain.stop_reason, packed.stop_reason);
            }
        }
    }
}

#[test]
fn a_frontier_spilled_to_disk_explores_exactly_what_a_plain_one_does() {
    let _alone = super::SPILLING.lock().unwrap_or_else(|e| e.into_inner());
    let tas = Tas::new(4);
    let silent = |_: &Progress| {};
    for threads in [1, 2] {
        let plain = explore(&tas, &config(threads));
        for share in [64, 4096] {
            let cfg = config(threads).frontier_memory(Some(share));
            let codec = Indexed(Mutex::new(Vec::new()));
            let spilled = explore_compact(&tas, &cfg, &silent, &codec);
            assert_eq!(
                summary(&plain),
                summary(&spilled),
                "{threads} threads, {share}"
            );
        }
    }
    let prefix = format!("triggerproof-frontier-{}-", std::process::id());
    let left = std::fs::read_dir(std::env::temp_dir())
        .unwrap()
        .filter(|e| {
            let name = e.as_ref().unwrap().file_name();
            name.to_string_lossy().starts_with(&prefix)
        })
        .count();
    assert_eq!(left, 0, "segment files are removed once read");
}
