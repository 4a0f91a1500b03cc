//! Board family for the paying step of casting (CR 601.2g (mtg-2024-11-08), CR 603.3
//! (mtg-2024-11-08); CR 409.1g (mtg-2008-10-01)): the active player may control Twin Ford
//! ("{T}: Add {R}. {T}: Add {G}.") and Ford Warden ("whenever a land you control becomes
//! tapped, you gain 1 life") and hold Kindle Spark ({R}). Tapping the Ford while casting the
//! Spark puts the Warden's trigger above the Spark; tapping it with priority before casting
//! puts it on the stack (and lets it resolve) before the Spark is cast. MTG editions only
//! (Kindle Spark is red).

use super::fam;
use crate::bounds::Bounds;

pub(super) fn families() -> Vec<Bounds> {
    vec![fam(
        "paying",
        &[2],
        &["Twin Ford", "Ford Warden"],
        2,
        &["Kindle Spark"],
        1,
    )]
}
