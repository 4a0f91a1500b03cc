//! Board families for the independent properties and bug-class mutants of issue 11 (part of the
//! smoke, standard and deep presets). Entries only.

use super::fam;
use crate::bounds::Bounds;

/// The families, one per rule the earlier families don't reach.
pub(super) fn families() -> Vec<Bounds> {
    vec![
        // CR 603.4: an intervening "if" about the battlefield, for either player's watcher.
        fam(
            "intervening-kinds",
            &[2],
            &["Lonely Beacon", "Grizzly Bears"],
            2,
            &["Murder"],
            1,
        ),
        // CR 603.8, 603.3d: a state trigger beside an event trigger of its source; a targeted
        // state trigger without targets.
        fam(
            "state-sources",
            &[2],
            &["Rallying Banner", "Watchful Idol", "Grizzly Bears"],
            1,
            &["Shock"],
            1,
        ),
        // CR 603.2f: tapping a tapped creature.
        fam(
            "retap",
            &[2],
            &["Tap Watcher", "Grizzly Bears"],
            2,
            &["Twin Lash", "Snare Warden", "Warden of Choices"],
            1,
        ),
        // CR 603.6a, 603.10: a mass flicker; watchers leaving and entering together.
        fam(
            "mass-entry",
            &[2],
            &["Soul Warden", "Grizzly Bears"],
            2,
            &["Mass Blink"],
            1,
        ),
        // CR 603.6c, 603.10a: "from anywhere" destroyed together with creatures.
        fam(
            "anywhere",
            &[2],
            &["Grave Tender", "Grizzly Bears"],
            2,
            &["Planar Cleansing"],
            1,
        ),
        // CR 603.2g: a face-down card in exile with an ability working from exile; Blast Charm
        // kills at instant speed once the hand is exiled.
        fam(
            "hidden-exile",
            &[2],
            &["Doomed Scholar", "Blast Charm"],
            1,
            &["Ignorant Bliss", "Banished Mourner"],
            2,
        ),
        // Issue 16, CR 603.2c: "whenever one or more creatures die" beside creatures destroyed
        // all at once.
        fam(
            "batched-deaths",
            &[2],
            &["Mourning Choir", "Grizzly Bears"],
            2,
            &["Wrath Storm"],
            1,
        ),
        // Issue 16, CR 603.2c + CR 603.6a: "whenever one or more creatures you control enter"
        // on a creature flickered together with another.
        fam(
            "batched-entries",
            &[2],
            &["Rally Herald", "Grizzly Bears"],
            2,
            &["Mass Blink"],
            1,
        ),
        // Issue 16, CR 603.2 + CR 400.7: "this ability triggers only once each turn" on two
        // copies, and two creatures entering one after the other.
        fam(
            "triggers-once",
            &[2],
            &["Vigil Bell"],
            2,
            &["Grizzly Bears"],
            2,
        ),
        // Issue 16, CR 603.2 + CR 603.2c: the limited ability meets two creatures entering in
        // one event (a mass flicker).
        fam(
            "triggers-once-batch",
            &[2],
            &["Vigil Bell", "Grizzly Bears"],
            3,
            &["Mass Blink"],
            1,
        ),
    ]
}
