//! Board family for counters on players (CR 122.1 (mtg-2024-11-08)): a watcher of players
//! getting counters and a watcher of counters put on permanents, with a spell giving target
//! player experience counters and one giving you one and reading how many you have. MTG
//! editions only (the Riftbound editions cite no counter rule).

use super::fam;
use crate::bounds::Bounds;

pub(super) fn families() -> Vec<Bounds> {
    vec![fam(
        "player-counters",
        &[2],
        &["Experience Mentor", "Tally Keeper"],
        2,
        &["Lesson of Experience", "Gather Wisdom"],
        1,
    )]
}
