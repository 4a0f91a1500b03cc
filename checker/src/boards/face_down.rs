//! Board families for face-down permanents (CR 708.2 (mtg-2024-11-08)): a face-down creature
//! with an enters ability and a "when turned face up" ability, which its controller may turn
//! face up at any priority (CR 116.2b (mtg-2024-11-08)), and a face-down creature with a dies
//! ability, murdered face down (CR 708.9 (mtg-2024-11-08): revealed; CR 603.10a
//! (mtg-2024-11-08): its ability looks back at a permanent with no abilities). MTG editions
//! only: the Riftbound editions play none of these boards.

use super::fam;
use crate::bounds::Bounds;

pub(super) fn families() -> Vec<Bounds> {
    vec![fam(
        "face-down",
        &[2],
        &["face-down Masked Herald", "face-down Gravedigger Imp"],
        1,
        &["Murder"],
        1,
    )]
}
