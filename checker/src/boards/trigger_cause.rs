//! Board families for the statics that change how events cause abilities to trigger (issue 16:
//! suppression, CR 101.1 (mtg-2024-11-08); restricted additional triggers, CR 603.2d
//! (mtg-2024-11-08) and 603.2e (mtg-2024-11-08)), part of the smoke, standard and deep presets.
//! Also "tap all" (CR 603.2c: one event, an occurrence per permanent). Entries only.

use super::fam;
use crate::bounds::Bounds;

/// The families.
pub(super) fn families() -> Vec<Bounds> {
    vec![
        // Creatures entering (Stilling Orb) and entering or dying (Hush Keeper) cause no
        // triggers; a creature cast beside an enters watcher and killed beside a dies watcher.
        fam(
            "suppressed-triggers",
            &[2],
            &[
                "Stilling Orb",
                "Hush Keeper",
                "Soul Warden",
                "Mourning Choir",
            ],
            2,
            &["Grizzly Bears", "Murder"],
            1,
        ),
        // "Don't cause abilities of permanents your opponents control to trigger" beside an
        // additional trigger for yours (Mother of Silence), on either side of an enters watcher.
        fam(
            "opponent-suppression",
            &[2],
            &["Mother of Silence", "Soul Warden"],
            2,
            &["Grizzly Bears"],
            1,
        ),
        // "An artifact or creature entering" (Harmonic Engine, two of them: two additional
        // instances) and "a Wizard entering under your control" (Wizard Dean).
        fam(
            "restricted-additional",
            &[2],
            &["Harmonic Engine", "Wizard Dean", "Soul Warden"],
            2,
            &["Grizzly Bears", "Wizard Dean"],
            1,
        ),
        // "A creature dying" (Grim Conductor) beside a dies watcher and a delayed "whenever a
        // creature dies this turn" (never an additional time, CR 603.2e (mtg-2024-11-08)).
        fam(
            "additional-deaths",
            &[2],
            &["Grim Conductor", "Mourning Choir", "Grizzly Bears"],
            2,
            &["Blood Pact", "Murder"],
            2,
        ),
        // "Tap all creatures" beside a "whenever a creature becomes tapped" watcher: one event,
        // one trigger per creature tapped (CR 603.2c).
        fam(
            "tap-all",
            &[2],
            &["Tap Watcher", "Grizzly Bears"],
            2,
            &["Slumber Wave"],
            1,
        ),
    ]
}
