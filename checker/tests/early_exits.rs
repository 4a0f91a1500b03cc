//! The properties' early exits (`triggerproof_properties::early`) change no verdict: over every
//! state `smoke` reaches under mtg-2024-11-08, each guarded property's check returns what its
//! full check (the property without the guard) returns. The comparison is shown able to fail
//! by a guard that is wrong on purpose.

use stateright::Model;
use std::collections::{HashSet, VecDeque};
use triggerproof_checker::adapter::{GameModel, Snapshot};
use triggerproof_checker::explore::fingerprint;
use triggerproof_checker::suite_cost::preset_model;
use triggerproof_properties::registry::GUARDED;
use triggerproof_properties::View;

type Check = fn(&View) -> bool;

/// Each property's check beside its reference, over every reachable state: per pair, the
/// number of states where the two differ (with the first such state's journal length).
fn disagreements(m: &GameModel, pairs: &[(Check, Check)]) -> (usize, Vec<u64>) {
    let mut seen = HashSet::new();
    let mut queue: VecDeque<Snapshot> = VecDeque::new();
    for s in m.init_states() {
        if m.within_boundary(&s) && seen.insert(fingerprint(&s)) {
            queue.push_back(s);
        }
    }
    let mut differ = vec![0u64; pairs.len()];
    let mut states = 0;
    let mut actions = Vec::new();
    while let Some(s) = queue.pop_front() {
        states += 1;
        if !s.game.is_halted() {
            let v = m.view_of(&s);
            for (k, (new, old)) in pairs.iter().enumerate() {
                differ[k] += u64::from(new(&v) != old(&v));
            }
        }
        m.actions(&s, &mut actions);
        for a in actions.drain(..) {
            if let Some(n) = m.next_state(&s, a) {
                if m.within_boundary(&n) && seen.insert(fingerprint(&n)) {
                    queue.push_back(n);
                }
            }
        }
    }
    (states, differ)
}

#[test]
fn early_exits_keep_every_verdict_on_smoke() {
    let m = preset_model("smoke", "mtg-2024-11-08").expect("smoke");
    let mut names = Vec::new();
    let mut pairs: Vec<(Check, Check)> = Vec::new();
    for (name, full) in GUARDED {
        let p = m
            .properties
            .iter()
            .find(|p| p.name == *name)
            .unwrap_or_else(|| panic!("guarded property `{name}` not checked under 2024"));
        names.push(name.to_string());
        pairs.push((p.check, *full));
    }
    // A guard wrong on purpose: a step of fewer than two journal entries taken for a witness.
    fn broken(v: &View) -> bool {
        v.journal.entries.len() < 2
            || triggerproof_properties::event_triggers::replaced_death_near_dies_watcher(v)
    }
    let witness = m
        .properties
        .iter()
        .find(|p| p.name == "replaced-death-near-dies-watcher")
        .expect("witness")
        .check;
    pairs.push((broken, witness));
    let (states, differ) = disagreements(&m, &pairs);
    assert_eq!(
        states, 1_236_968,
        "smoke 2024's distinct snapshots, journal included (tests/tests/per_transition.rs)"
    );
    let (last, guarded) = differ.split_last().expect("pairs");
    assert!(*last > 0, "the comparison must be able to fail");
    let wrong: Vec<String> = names
        .iter()
        .zip(guarded)
        .filter(|(_, d)| **d > 0)
        .map(|(n, d)| format!("{n}: {d} states"))
        .collect();
    assert!(wrong.is_empty(), "early exits changed verdicts: {wrong:?}");
}
