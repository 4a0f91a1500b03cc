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
    // CR 800.4 (mtg-2024-11-08): players who left take no part. At 1 life, P1 may Shock a
    // player (themself included) out of the game before combat, or a double striker's first
    // strike may; then nobody attacks the departed (CR 508.1b), the double striker's second
    // hit isn't assigned to them (CR 800.4e), priority skips them (CR 800.4j), and a creature
    // P1 took for good with Threaten goes back when P1 leaves (CR 800.4a).
    let departed = Bounds {
        combat: true,
        life: vec![1],
        ..fam(
            "departed",
            &[3],
            &["Twinblade Fencer"],
            1,
            &["Shock", "Threaten"],
            2,
        )
    };
    vec![f, departed]
}
