//! Board family for manifest (CR 701.34a (mtg-2024-11-08); 701.40a (mtg-2026-01-16)): P1 may
//! hold Veiled Summons ("manifest the top card of your library") with Masked Herald (an enters
//! ability and a "when turned face up" ability) on top of their library, and either player may
//! control Soul Warden ("whenever another creature enters, you gain 1 life"). The Herald enters
//! face down, so the Warden sees a 2/2 creature enter and the Herald's own enters ability never
//! triggers; turned face up later, only its "turned face up" ability does (CR 708.8
//! (mtg-2024-11-08)). MTG 2024 and 2026 only (`Feature::Manifest`).

use super::fam;
use crate::bounds::Bounds;

pub(super) fn families() -> Vec<Bounds> {
    let mut b = fam(
        "manifest",
        &[2],
        &["Soul Warden"],
        1,
        &["Veiled Summons"],
        1,
    );
    b.library_top = vec!["Masked Herald".into()];
    vec![b]
}
