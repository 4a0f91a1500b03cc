//! Board family for Role tokens (CR 303.7a, 704.5y (mtg-2024-11-08)): P1 may control Grizzly
//! Bears and Costume Trunk ("{T}: create a Lantern Role token attached to target creature you
//! control"; the Lantern Role: "when this Role is put into a graveyard from the battlefield, you
//! gain 1 life") and hold Role Call (a Thorn Role the same way). A second Role of P1 on the
//! Bears puts the older one into the graveyard as a state-based action, where the token ceases
//! to exist (CR 704.5d) after its leaves ability saw it go. MTG 2024 and 2026 only
//! (`Feature::Roles`).

use super::fam;
use crate::bounds::Bounds;

pub(super) fn families() -> Vec<Bounds> {
    vec![fam(
        "role",
        &[2],
        &["Grizzly Bears", "Costume Trunk"],
        2,
        &["Role Call"],
        1,
    )]
}
