//! Board families for the turn's history (issue 16; part of the smoke, standard and deep
//! presets). Entries only.

use super::fam;
use crate::bounds::Bounds;

/// The families.
pub(super) fn families() -> Vec<Bounds> {
    vec![
        // CR 500.1 + CR 603.4: "if it's the first creature to die this turn" beside a token and
        // a creature dying one after the other; "for each creature that died this turn".
        fam(
            "history",
            &[2],
            &["First Blood Shrine", "Soldier Token", "Grizzly Bears"],
            2,
            &["Murder"],
            2,
        ),
    ]
}
