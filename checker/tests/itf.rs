//! ITF traces read back with an independent ITF reader (the `itf` crate) and compared with the
//! native trace and its replay: the same states, the same choices, the same boards.

use serde::Deserialize;
use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;
use triggerproof_checker::boards::presets::preset;
use triggerproof_checker::run::{check, Request, Verdict};
use triggerproof_checker::trace::{replay, TraceFile};
use triggerproof_model::cards::builtin;
use triggerproof_model::{Edition, Mutant, Ruleset};

#[derive(Deserialize, Debug)]
struct Object {
    card: String,
    controller: String,
    zone: String,
    tapped: bool,
    attached_to: BTreeSet<i64>,
    counters: BTreeMap<String, i64>,
}

#[derive(Deserialize, Debug)]
struct Item {
    card: String,
    controller: String,
}

#[derive(Deserialize, Debug)]
struct Line {
    rule: String,
    what: String,
}

/// The ITF state variables this test reads (see the README's "ITF traces").
#[derive(Deserialize, Debug)]
struct State {
    turn: i64,
    step: String,
    active: String,
    life: BTreeMap<String, i64>,
    library: BTreeMap<String, i64>,
    objects: BTreeMap<i64, Object>,
    stack: Vec<Item>,
    waiting: Vec<Item>,
    action: String,
    journal: Vec<Line>,
}

/// The counterexample `mutant` gives to `property` on the smoke `family` (2024 rules).
fn counterexample(mutant: &str, family: &str, property: &str) -> TraceFile {
    let p = preset("smoke").unwrap();
    let req = Request {
        rules: Ruleset::new(
            Edition::Mtg20241108,
            Arc::new(builtin()),
            Mutant::parse(mutant),
        ),
        source: "smoke".into(),
        families: p
            .families
            .into_iter()
            .filter(|f| f.name == family)
            .collect(),
        selection: false,
        limits: p.limits,
        properties: vec![property.into()],
        threads: 1,
        max_states: 1 << 22,
        deadline: triggerproof_checker::deadline::Deadline::NONE,
        stop_when_decided: false,
        stop_on_violation: false,
        symmetry: false,
        chains: false,
        max_memory: None,
        interrupt: None,
    };
    let o = check(&req, &|_| {}).unwrap();
    let p = o
        .properties
        .iter()
        .find(|p| p.status == Verdict::Violated)
        .unwrap();
    p.trace.clone().unwrap()
}

/// The ap-triggers-on-top counterexample on the sweepers family: three steps, two triggers.
#[test]
fn itf_reads_back_as_the_native_trace() {
    let t = counterexample("ap-triggers-on-top", "sweepers", "apnap-two-part-order");
    let itf = reads_back(&t);
    // The failing state: P2's trigger at the bottom, P1's on top (the mutant's order).
    let last = &itf.states.last().unwrap().value;
    let stack: Vec<(&str, &str)> = last
        .stack
        .iter()
        .map(|x| (&x.card[..], &x.controller[..]))
        .collect();
    assert_eq!(stack, [("Doomed Scholar", "P2"), ("Blood Artifact", "P1")]);
}

/// An Aura left attached to nothing by the `aura-sba-skipped` mutant: the ITF states say what
/// it is attached to until its host leaves.
#[test]
fn itf_says_what_each_aura_is_attached_to() {
    let t = counterexample(
        "aura-sba-skipped",
        "attachments",
        "attachments-legal-when-players-act",
    );
    let itf = reads_back(&t);
    assert!(itf
        .states
        .iter()
        .any(|s| s.value.objects.values().any(|o| !o.attached_to.is_empty())));
}

/// Writes `t` as ITF, reads it back with the `itf` crate and compares every state with the
/// native trace's replay.
fn reads_back(t: &TraceFile) -> itf::Trace<State> {
    let value = triggerproof_checker::itf::to_itf(t, "cex.itf.json").unwrap();
    let text = serde_json::to_string_pretty(&value).unwrap();
    // The encodings of ADR-015, as written.
    assert!(text.contains("\"#bigint\": \"20\""));
    assert!(text.contains("\"#map\""));
    assert_eq!(value["#meta"]["format"], "ITF");
    assert_eq!(value["states"][2]["#meta"]["index"], 2);
    let itf: itf::Trace<State> = itf::trace_from_str(&text).expect("an ITF reader reads it");
    assert_eq!(itf.vars.len(), triggerproof_checker::itf::VARS.len());
    let (rules, snaps) = replay(t, Arc::new(t.pool().unwrap())).unwrap();
    assert_eq!(itf.states.len(), t.steps.len() + 1);
    for (i, (st, snap)) in itf.states.iter().zip(&snaps).enumerate() {
        let (s, g) = (&st.value, &snap.game);
        assert_eq!(st.meta.index, Some(i as u64));
        assert_eq!(s.turn, i64::from(g.turn));
        assert_eq!(s.step, format!("{:?}", g.step).to_lowercase());
        assert_eq!(s.active, g.active.to_string());
        match i {
            0 => assert_eq!(s.action, "start of play"),
            _ => assert_eq!(s.action, t.steps[i - 1].choice),
        }
        let journal = if i == 0 {
            &t.start
        } else {
            &t.steps[i - 1].journal
        };
        let itf_journal: Vec<(&str, &str)> = s
            .journal
            .iter()
            .map(|l| (&l.rule[..], &l.what[..]))
            .collect();
        let native: Vec<(&str, &str)> =
            journal.iter().map(|l| (&l.rule[..], &l.what[..])).collect();
        assert_eq!(itf_journal, native, "journal of state {i}");
        for p in g.player_ids() {
            assert_eq!(s.life[&p.to_string()], i64::from(g.player(p).life));
            assert_eq!(s.library[&p.to_string()], i64::from(g.player(p).library));
        }
        assert_eq!(s.objects.len(), g.objects.len());
        for (id, o) in g.objects.iter() {
            let x = &s.objects[&i64::from(id.0)];
            assert_eq!(x.card, rules.pool.get(o.card).name);
            assert_eq!(x.controller, o.controller.to_string());
            assert_eq!(x.tapped, o.tapped);
            assert_eq!(x.zone, serde_json::to_value(o.zone).unwrap());
            let host: BTreeSet<i64> = o.attached_to.iter().map(|h| i64::from(h.0)).collect();
            assert_eq!(x.attached_to, host);
            let counters: BTreeMap<String, i64> = o
                .counters
                .iter()
                .map(|(k, n)| {
                    (
                        serde_json::to_value(k)
                            .unwrap()
                            .as_str()
                            .unwrap()
                            .to_string(),
                        i64::from(*n),
                    )
                })
                .collect();
            assert_eq!(x.counters, counters);
        }
        let stack: Vec<String> = g.stack.iter().map(|o| o.controller().to_string()).collect();
        assert_eq!(
            s.stack
                .iter()
                .map(|x| x.controller.clone())
                .collect::<Vec<_>>(),
            stack
        );
        assert_eq!(s.waiting.len(), g.waiting.len());
    }
    itf
}
