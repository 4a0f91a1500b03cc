//! Board families for several objects in one event (issue 16; part of the smoke, standard and
//! deep presets). Entries only.

use super::fam;
use crate::bounds::Bounds;

/// The families.
pub(super) fn families() -> Vec<Bounds> {
    vec![
        // CR 111.1 + CR 603.2c: two tokens created at once beside an "enters" watcher (once per
        // token) and a "whenever one or more creatures you control enter" watcher (once).
        fam(
            "tokens-at-once",
            &[2],
            &["Soul Warden", "Rally Herald"],
            2,
            &["Muster the Guard"],
            1,
        ),
        // CR 101.4 + CR 701.17a + CR 603.10a: each player sacrifices a creature (a choice for
        // a player with two), all at once: a watcher of other creatures dying sacrificed
        // beside another sees it; "whenever one or more creatures die" triggers once.
        fam(
            "each-sacrifices",
            &[2],
            &["Grieving Sentinel", "Grizzly Bears", "Mourning Choir"],
            2,
            &["Edict of Ashes"],
            1,
        ),
    ]
}
