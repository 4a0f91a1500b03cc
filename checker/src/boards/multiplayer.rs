//! Board family for multiplayer (issue 14, h14p): three players at 1 life, "draw a card unless
//! any player pays 1 life" (CR 118.12a (mtg-2024-11-08)), where paying loses the game and the
//! payer leaves it while the others play on (CR 800.4a (mtg-2024-11-08)), watched by
//! "whenever [who] loses the game" abilities (CR 603.10f (mtg-2024-11-08)).

use super::fam;
use crate::bounds::Bounds;

pub(super) fn families() -> Vec<Bounds> {
    let mut f = fam(
        "multiplayer",
        &[3],
        &["Funeral Bell", "Vulture of the Table"],
        1,
        &["Rhystic Scribe", "Final Toll"],
        1,
    );
    f.life = vec![1];
    vec![f]
}
