//! Board family for the turn's histories of draws and casts (issue 16): a watcher of the
//! second card drawn or the second spell cast this turn, "if you cast it from your hand" on a
//! creature both in the hand and in the graveyard (cast, or reanimated: not cast, CR 400.7
//! (mtg-2024-11-08)), and spells counting the draws and casts of the turn. Entries only.

use super::fam;
use crate::bounds::Bounds;

/// The families.
pub(super) fn families() -> Vec<Bounds> {
    let mut b = fam(
        "cast-history",
        &[2],
        &["Second Page Scholar", "Twin-Cast Adept"],
        1,
        &["Proud Herald", "Zombify", "Studied Recall", "Echoing Chant"],
        2,
    );
    b.graveyard = vec!["Proud Herald".into()];
    vec![b]
}
