//! Board family for owners and controllers (CR 400.3, 108.3 (mtg-2024-11-08)): the active
//! player may steal a creature (Threaten) and destroy it (Murder), so a card another player
//! controls leaves the battlefield for its owner's graveyard.

use super::fam;
use crate::bounds::Bounds;

pub(super) fn families() -> Vec<Bounds> {
    vec![fam(
        "owners",
        &[2],
        &["Grizzly Bears"],
        1,
        &["Threaten", "Murder"],
        2,
    )]
}
