//! Board families for "when this ability has resolved N times this turn" (CR 603.7h
//! (mtg-2024-11-08); issue 16; part of the smoke, standard and deep presets). Entries only.

use super::fam;
use crate::bounds::Bounds;

/// The families.
pub(super) fn families() -> Vec<Bounds> {
    // Two tokens at once make an "another creature enters" watcher trigger twice (CR 603.2c):
    // its second resolution creates, once, the delayed trigger of CR 603.7h; a third creature
    // entering (Grizzly Bears) makes a third resolution, which creates nothing.
    vec![fam(
        "resolved-times",
        &[2],
        &["Tally Warden"],
        1,
        &["Muster the Guard", "Grizzly Bears"],
        2,
    )]
}
