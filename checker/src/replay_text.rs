//! The text of `triggerproof replay`: each step's choice and journal in words with citations,
//! runs of "pass priority" steps folded into one line, and the board after each step.

use crate::adapter::Snapshot;
use crate::trace::{compact_view, journal_lines, TraceFile};
use std::fmt::Write;
use triggerproof_model::{Choice, Ruleset};

/// The replay of `t` (already run through the engine: `snaps`, start first) as text.
pub fn text(t: &TraceFile, rules: &Ruleset, snaps: &[Snapshot]) -> String {
    let mut s = String::new();
    let lines = |i: usize, routine: bool| {
        let before = i.checked_sub(1).map(|b| &snaps[b].game);
        let snap = &snaps[i];
        journal_lines(
            &snap.journal,
            rules.edition,
            before,
            &snap.game,
            &rules.pool,
        )
        .into_iter()
        .filter(move |l| routine || !crate::words::is_routine(&l.entry.what))
    };
    for l in lines(0, true) {
        let _ = writeln!(s, "    {}: {}", l.rule, l.what);
    }
    let mut i = 0;
    while i < t.steps.len() {
        let run = t.steps[i..]
            .iter()
            .take_while(|st| st.action == Choice::PassPriority)
            .count();
        if run >= 2 {
            let players: Vec<_> = (i..i + run)
                .filter_map(|k| crate::words::decider(&snaps[k].game))
                .collect();
            let last = &snaps[i + run].journal;
            let _ = writeln!(
                s,
                "steps {}-{}: {}",
                i + 1,
                i + run,
                crate::words::folded_passes(&players, last)
            );
            for k in i..i + run {
                for l in lines(k + 1, false) {
                    let _ = writeln!(s, "    {}: {}", l.rule, l.what);
                }
            }
            i += run;
        } else {
            let _ = writeln!(s, "step {}: {}", i + 1, t.steps[i].choice);
            for l in lines(i + 1, true) {
                let _ = writeln!(s, "    {}: {}", l.rule, l.what);
            }
            i += 1;
        }
        let _ = writeln!(s, "    => {}", compact_view(&snaps[i].game, &rules.pool));
    }
    s
}
