//! Board families for granted triggered abilities (issue 13: CR 613.1f, 603.2, 603.10a), part of
//! the smoke, standard and deep presets. Entries only.

use super::fam;
use crate::bounds::Bounds;

/// The families, one per rule the earlier families don't reach.
pub(super) fn families() -> Vec<Bounds> {
    vec![
        // CR 613.1f + CR 603.10a: a granted "dies" ability, the granter dying together with the
        // creature (a wrath) or alone; CR 613.1f: losing all abilities removes the granted one.
        fam(
            "granted-trigger",
            &[2],
            &["Vigil Banneret", "Grizzly Bears"],
            2,
            &["Wrath Storm", "Hushing Hex"],
            1,
        ),
    ]
}
