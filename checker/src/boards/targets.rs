//! Board families for several targets (issue 14: CR 115.3, 601.2c, 608.2b), part of the smoke,
//! standard and deep presets. Entries only.

use super::fam;
use crate::bounds::Bounds;

/// The families, one per rule the earlier families don't reach.
pub(super) fn families() -> Vec<Bounds> {
    vec![
        // CR 608.2b: "destroy up to two target creatures", one of them shocked in response: it
        // resolves for the other.
        fam(
            "several-targets",
            &[2],
            &["Grizzly Bears"],
            2,
            &["Double Doom", "Shock"],
            2,
        ),
    ]
}
