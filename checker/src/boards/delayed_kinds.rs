//! Board families for the remaining delayed triggers and "that player" (issue 16, h16c; part of
//! the smoke, standard and deep presets). Entries only.

use super::fam;
use crate::bounds::Bounds;

/// The families.
pub(super) fn families() -> Vec<Bounds> {
    vec![
        // CR 603.7b (mtg-2024-11-08): "at the beginning of your next upkeep" made by either
        // player's dying creature: the non-active player's comes in the next turn's upkeep.
        fam("next-upkeep", &[2], &["Patient Mourner"], 1, &["Murder"], 1),
        // CR 603.7c + CR 608.2h (mtg-2024-11-08): "when that creature dies this turn" beside a
        // second creature dying; "its controller" after a control change.
        fam(
            "that-creature",
            &[2],
            &["Grizzly Bears", "Grim Tallykeeper"],
            1,
            &["Marked Quarry", "Murder", "Threaten"],
            2,
        ),
        // CR 603.7b (mtg-2024-11-08): "when you next cast an instant spell this turn" beside
        // one or two instants: only the first one cast triggers it.
        fam(
            "next-cast",
            &[2],
            &[],
            0,
            &["Primed Insight", "Quick Jolt"],
            3,
        ),
    ]
}
