//! Board families for costs (issue 14: CR 118, 601.2h, 601.2i, 602.2b, 119.4 (mtg-2024-11-08)),
//! part of the smoke, standard and deep presets. Entries only.

use super::fam;
use crate::bounds::Bounds;

/// The families, one per kind of cost.
pub(super) fn families() -> Vec<Bounds> {
    vec![
        // CR 601.2h + CR 601.2i: Bone Splinters sacrificing a creature as it is cast, a
        // sacrifice outlet sacrificing another creature, and a "whenever you sacrifice a
        // permanent" watcher: the payment's triggers go on the stack above the spell.
        fam(
            "sacrifice-costs",
            &[2],
            &["Altar Acolyte", "Sacrifice Witness"],
            2,
            &["Bone Splinters"],
            1,
        ),
        // CR 119.4 + CR 602.2b: "{T}, Pay 2 life" beside "whenever you pay life" and "whenever
        // you activate an ability" watchers.
        fam(
            "life-costs",
            &[2],
            &["Bloodlore Tome", "Toll Keeper", "Activation Watcher"],
            2,
            &[],
            0,
        ),
    ]
}
