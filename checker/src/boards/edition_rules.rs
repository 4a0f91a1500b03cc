//! Board families for edition rules no other family reaches:
//! - CR 310.5 (mtg-2008-10-01): the second combat damage step for a first striker that
//!   assigned nothing in the first;
//! - CR 310.4b (mtg-2008-10-01): combat damage on the stack dealt by a creature that left;
//! - RB 808.1.d.1 (riftbound-1.4): a "when I die" whose kill is replaced;
//! - CR 800.4f (mtg-2024-11-08): an "unless that player pays" whose player left the game.
//!
//! Part of the smoke, standard and deep presets. Entries only.

use super::fam;
use crate::bounds::Bounds;

/// The families.
pub(super) fn families() -> Vec<Bounds> {
    // CR 800.4f (mtg-2024-11-08): three players at 2 life; P1 Shocks an opponent out of the
    // game, whose damage Tithe Collector saw: "unless that player pays" names a player who
    // left, who is never asked (the cost is not paid; P1 draws).
    let mut departed_payer = fam(
        "departed-payer",
        &[3],
        &["Tithe Collector"],
        1,
        &["Shock"],
        1,
    );
    departed_payer.life = vec![2];
    vec![
        departed_payer,
        // CR 310.2a (mtg-2008-10-01): a 0-power first striker assigns nothing in the
        // first-strike step; CR 310.5 (mtg-2008-10-01): pumped by Surge of Might there, it
        // assigns in the second.
        Bounds {
            combat: true,
            ..fam(
                "powerless-first-striker",
                &[2],
                &["Timid Duelist"],
                1,
                &["Surge of Might"],
                1,
            )
        },
        // An attacker sacrificed to Chronicle Altar while its combat damage waits on the stack
        // still deals it, and the Altar sees it: CR 310.4a (mtg-2008-10-01).
        Bounds {
            combat: true,
            ..fam(
                "sacrificed-with-damage-on-stack",
                &[2],
                &["Grizzly Bears", "Chronicle Altar"],
                2,
                &[],
                0,
            )
        },
        // RB 808.1.d.1 (riftbound-1.4): Murder on Grave Herald beside Cemetery Warden: the
        // Herald's Deathknell triggers, then is removed from the Chain.
        fam(
            "replaced-deathknell",
            &[2],
            &["Grave Herald", "Cemetery Warden"],
            2,
            &["Murder"],
            1,
        ),
    ]
}
