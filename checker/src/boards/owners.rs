//! Board family for owners and controllers (CR 400.3, 108.3 (mtg-2024-11-08)): the active
//! player may steal a creature (Threaten) and destroy it (Murder), so a card another player
//! controls leaves the battlefield for its owner's graveyard; Fecundity ("that creature's
//! controller may draw", CR 608.2d) and Mourning Bell ("its owner gains 1 life") watch.

use super::fam;
use crate::bounds::Bounds;

pub(super) fn families() -> Vec<Bounds> {
    vec![fam(
        "owners",
        &[2],
        &["Grizzly Bears", "Fecundity", "Mourning Bell"],
        1,
        &["Threaten", "Murder"],
        2,
    )]
}
