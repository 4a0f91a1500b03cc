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
        // CR 613.7: layer 6 in timestamp order: a non-creature granter entering after "creatures
        // lose all abilities" (or one already there when it enters, or when a creature loses
        // its abilities until end of turn) decides whether the creature has the granted ability
        // at its end step.
        fam(
            "grant-timestamps",
            &[2],
            &["Ability Eater", "Dusk Pennant", "Grizzly Bears"],
            3,
            &["Dusk Pennant", "Ability Eater", "Hushing Hex"],
            1,
        ),
        // CR 708.2a + CR 613.8a: a face-down Ability Eater (a 2/2 creature without text) strips
        // nothing and still gets Dusk Pennant's grant, older or newer than it.
        fam(
            "face-down-grant",
            &[2],
            &["Dusk Pennant", "face-down Ability Eater"],
            2,
            &[],
            0,
        ),
    ]
}
