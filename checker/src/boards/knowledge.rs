//! Board families for what a triggered ability knows and for the turn's history kept for
//! later readers, and for "that card" after a zone change (issue 32; part of the smoke, standard and deep presets). Entries only.

use super::fam;
use crate::bounds::Bounds;

/// The families.
pub(super) fn families() -> Vec<Bounds> {
    vec![
        // CR 603.4 + CR 603.6a: "if that creature's power is greater / less than this
        // creature's" as a 2/2 enters beside a 1/1 and a 2/2 watcher.
        fam(
            "event-object",
            &[2],
            &["Pelt Gatherer", "Runt Shepherd"],
            2,
            &["Grizzly Bears"],
            1,
        ),
        // CR 608.2h + CR 603.4: "if that creature's power is greater than this creature's"
        // rechecked as the ability resolves, after that creature was murdered in response.
        fam(
            "event-object-departed",
            &[2],
            &["Pelt Gatherer"],
            1,
            &["Grizzly Bears", "Murder"],
            2,
        ),
        // CR 608.2h + CR 113.7a: "create X tokens, where X is its power" after it died.
        fam(
            "departed-source",
            &[2],
            &["Brood Matron"],
            1,
            &["Murder"],
            1,
        ),
        // CR 120.3a + CR 119.3: "that much" after damage to a player and after a life gain.
        fam(
            "that-much",
            &[2],
            &["Pain Mirror", "Blood Tithe"],
            2,
            &["Shock"],
            1,
        ),
        // CR 700.4 + CR 111.1 + CR 613.1f: a creature dies before a token that counts the deaths
        // of the turn is created, or beside a granter of an ability that counts them.
        fam(
            "later-reader",
            &[2],
            &["Grizzly Bears", "Banner of Remembrance"],
            2,
            &["Murder", "Call the Mourners"],
            2,
        ),
        // CR 400.7e + CR 603.7c (mtg-2024-11-08): "when that creature dies this turn, return
        // that card" finds the card in the graveyard.
        fam(
            "that-card-dies",
            &[2],
            &["Grizzly Bears"],
            1,
            &["Second Rite", "Murder"],
            2,
        ),
        // CR 603.7c + CR 400.7e (mtg-2024-11-08): the same with the delayed word
        // `return-to-battlefield`, which looks for that card in exile or the graveyard.
        fam(
            "that-card-dies-word",
            &[2],
            &["Grizzly Bears"],
            1,
            &["Kind Reprieve", "Murder"],
            2,
        ),
        // CR 608.2h + CR 113.7a + CR 603.12: "when you do, it deals damage equal to the
        // sacrificed creature's power" after the creature got +2/+2 until end of turn.
        fam(
            "reflexive-power",
            &[2],
            &["Grizzly Bears"],
            1,
            &["Heart-Piercer Manticore", "Surge of Might"],
            2,
        ),
        // CR 608.2h + CR 113.7a (mtg-2024-11-08): "whenever a creature dies, ... that
        // creature's power" after it got +2/+2 until end of turn: as it last existed.
        fam(
            "leaver-power",
            &[2],
            &["Avenging Shrine", "Grizzly Bears"],
            2,
            &["Surge of Might", "Murder"],
            2,
        ),
        // CR 608.2h + CR 113.7a (mtg-2024-11-08): "sacrifice this: it deals damage equal to
        // its power" after it got +2/+2 until end of turn.
        fam(
            "sacrificed-power",
            &[2],
            &["Powder Beetle"],
            1,
            &["Surge of Might"],
            1,
        ),
        // CR 400.7j (mtg-2024-11-08): "exile target creature; return that card at the next end
        // step" finds the card its own spell exiled.
        fam(
            "that-card-exiled",
            &[2],
            &["Grizzly Bears"],
            1,
            &["Far Journey"],
            1,
        ),
    ]
}

/// CR 113.7a + CR 608.2h (mtg-2024-11-08): "sacrifice a creature: damage equal to the
/// sacrificed creature's power" after it got +2/+2 until end of turn.
pub(super) fn cost_sacrificed() -> Bounds {
    fam(
        "cost-sacrificed-power",
        &[2],
        &["Hurling Altar", "Grizzly Bears"],
        2,
        &["Surge of Might"],
        1,
    )
}
