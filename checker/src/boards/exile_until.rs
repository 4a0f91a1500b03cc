//! Board family for exile "until this leaves the battlefield" (CR 610.3 (mtg-2024-11-08)) and
//! linked abilities (CR 607.2a (mtg-2024-11-08)): P2 controls Returning Herald (an enters
//! ability, so its return as a new object is seen); P1 casts Banisher Priest or Fiend Hunter
//! and may exile the exiler with Swift Exile, before or after its enters ability resolves (CR
//! 610.3b: the Priest's card is then never exiled; the Hunter's is exiled for good).
//! Banisher Priest is MTG 2024 and later (`Feature::ExileUntil`); Fiend Hunter every MTG
//! edition (CR 407.2a (mtg-2008-10-01)).

use super::fam;
use crate::bounds::Bounds;

pub(super) fn families() -> Vec<Bounds> {
    vec![fam(
        "exile-until",
        &[2],
        &["Returning Herald"],
        1,
        &["Banisher Priest", "Fiend Hunter", "Swift Exile"],
        2,
    )]
}
