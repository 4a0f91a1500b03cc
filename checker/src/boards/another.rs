//! Board family for "another" in a condition (issue 14, h14o; CR 109.5 (mtg-2024-11-08), CR 400.7
//! (mtg-2024-11-08)): a second Kindred Sentry enters beside the first, whose "if you control
//! another creature named Kindred Sentry" sees the other object of the same card. Part of
//! every preset. Entries only.

use super::fam;
use crate::bounds::Bounds;

pub(super) fn families() -> Vec<Bounds> {
    vec![fam(
        "another-of-a-card",
        &[2],
        &["Kindred Sentry"],
        1,
        &["Kindred Sentry"],
        1,
    )]
}
