//! Board families for simultaneity (issue 32, root 4): the state-based actions of one check
//! performed as one event (CR 704.3 (mtg-2024-11-08)) and the cleanup step's endings as one
//! event (CR 514.2 (mtg-2024-11-08)), and one instruction's several amounts of damage as one
//! event (CR 608.2f (mtg-2024-11-08)); part of the smoke, standard and deep presets. Entries
//! only.

use super::fam;
use crate::bounds::Bounds;

/// The families.
pub(super) fn families() -> Vec<Bounds> {
    // CR 704.3 + CR 704.5a + CR 800.4a: "each creature gets -2/-2, you lose 2 life" at a table
    // of three at 2 life: the caster's loss and the creatures' deaths are one check.
    let mut loss = fam(
        "loss-with-deaths",
        &[3],
        &["Grizzly Bears"],
        1,
        &["Ruinous Pact"],
        1,
    );
    loss.life = vec![2];
    vec![
        // CR 514.2 + CR 603.10d + CR 514.3a: Brief Treason and Hushing Hex on Homesick Hound:
        // control and the lost abilities end in one cleanup event (nothing triggers); Treason
        // alone makes the Hound trigger in cleanup, so a second cleanup step follows.
        fam(
            "cleanup-at-once",
            &[2],
            &["Homesick Hound"],
            1,
            &["Brief Treason", "Hushing Hex"],
            2,
        ),
        // CR 608.2f + CR 120.3f: Forked Leech's 1 damage to a creature and 2 to a player are
        // one event: one life gain of 3, its "whenever you gain life" once.
        fam("damage-split", &[2], &["Forked Leech"], 1, &[], 0),
        // CR 704.3 + CR 704.5q + CR 704.5f: an Ooze entering with two +1/+1 counters, then two
        // -1/-1 counters: the second dies at toughness 0 with a +1/+1 and a -1/-1 counter,
        // watched by "whenever a creature with a +1/+1 counter on it dies".
        fam(
            "sba-one-event",
            &[2],
            &["Veterans' Cairn"],
            1,
            &["Sprouting Ooze", "Blight Drop"],
            3,
        ),
        loss,
        // CR 704.3 + CR 704.5j: two legends of two names, two of each on a battlefield as the
        // game starts: both groups' choices, then one event.
        fam(
            "legend-groups",
            &[2],
            &["Captain Vess", "Warden Ilsa"],
            4,
            &[],
            0,
        ),
    ]
}
