//! Board family for protection from a quality (CR 702.16 (mtg-2024-11-08); 502.7
//! (mtg-2008-10-01)): each side may control a Goblin whose damage triggers ("whenever this
//! deals damage, you gain 1 life") and a creature with protection from Goblins, in a turn with
//! combat. The Goblin's damage to a blocking Warden is prevented and triggers nothing
//! (702.16e, 603.2h); an attacking Warden can't be blocked by the Goblin (702.16f). MTG editions
//! only (`Feature::Protection`).

use super::fam;
use crate::bounds::Bounds;

pub(super) fn families() -> Vec<Bounds> {
    let mut b = fam(
        "protection",
        &[2],
        &["Cinder Goblin", "Goblinbane Warden"],
        2,
        &[],
        0,
    );
    b.combat = true;
    vec![b]
}
