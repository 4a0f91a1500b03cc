//! Board families for countering and copying abilities and for ward (issue 14: CR 701.5a,
//! 707.10, 702.21a (mtg-2024-11-08)), part of the smoke, standard and deep presets. Entries only.

use super::fam;
use crate::bounds::Bounds;

/// The families, one per rule.
pub(super) fn families() -> Vec<Bounds> {
    vec![
        // CR 701.5a: Stifle on one of a creature's two enters triggers (the other still
        // resolves), or on Blast Charm's activated ability.
        fam(
            "counter-abilities",
            &[2],
            &["Blast Charm"],
            1,
            &["Twin Herald", "Stifle"],
            2,
        ),
        // CR 707.10: a Resonator copies an enters trigger beside a "whenever a triggered
        // ability you control triggers" watcher, which sees the trigger but not the copy.
        fam(
            "copy-abilities",
            &[2],
            &["Strionic Resonator", "Trigger Echo"],
            2,
            &["Twin Herald"],
            1,
        ),
        // CR 702.21a: Shock aimed at a ward creature: countered unless its caster pays 2 life;
        // with three players, the other opponent is never asked.
        fam("ward", &[2, 3], &["Ward Drake"], 1, &["Shock"], 1),
    ]
}
