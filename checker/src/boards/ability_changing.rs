//! Board families for ability-changing effects (issue 13: CR 613.1f, 611.2a, 514.2, 603.2,
//! 603.10a), part of the smoke, standard and deep presets. Entries only.

use super::fam;
use crate::bounds::Bounds;

/// The families, one per rule the earlier families don't reach.
pub(super) fn families() -> Vec<Bounds> {
    vec![
        // CR 613.1f + CR 603.2: a creature that lost its abilities until end of turn misses its
        // end-step trigger; CR 603.10a: a "dies" ability looks back at whether it had them;
        // CR 514.2: the abilities come back at cleanup.
        fam(
            "lose-abilities",
            &[2],
            &["Sunset Monk", "Mourning Acolyte"],
            1,
            &["Hushing Hex", "Wilting Curse"],
            2,
        ),
        // CR 613.1f + CR 702.15b, 702.7b, 702.2b, 702.20b: a combat keyword creature that lost
        // its abilities until end of turn has none of its keywords in combat.
        Bounds {
            combat: true,
            ..fam(
                "lost-keywords",
                &[2],
                &[
                    "Bloodbond Knight",
                    "Sunblade Duelist",
                    "Venom Asp",
                    "Watchful Sentry",
                ],
                1,
                &["Hushing Hex"],
                1,
            )
        },
    ]
}
