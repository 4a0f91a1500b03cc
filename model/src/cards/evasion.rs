//! Cards for the combat keywords that change where combat damage goes (issue 35): trample
//! (CR 702.19 (mtg-2024-11-08), the same in mtg-2026-01-16; CR 502.9 (mtg-2008-10-01)), alone and beside
//! lifelink and deathtouch; and the evasion keywords flying, reach and menace (CR 702.9, 702.17,
//! 702.111 (mtg-2024-11-08)). Names are ours. Appended after every earlier card, so earlier card
//! ids stay.

use super::builtin::card;
use crate::vocab::{CardDef, CardType as T, Keyword as K};

fn with(keywords: &[K], c: CardDef) -> CardDef {
    CardDef {
        keywords: keywords.to_vec(),
        ..c
    }
}

/// The cards.
pub(super) fn cards() -> Vec<CardDef> {
    vec![
        // Trample. A 3/3: blocked by a 2/2, 2 is lethal and 1 may go over.
        with(
            &[K::Trample],
            card("Stampede Brute", &[T::Creature], (3, 3), vec![]),
        ),
        // Trample, lifelink: every point it deals, to blockers or over them, gains life.
        with(
            &[K::Trample, K::Lifelink],
            card("Thornback Boar", &[T::Creature], (3, 3), vec![]),
        ),
        // Trample, deathtouch: 1 is lethal to each blocker (CR 702.2c (mtg-2024-11-08)), but
        // not under mtg-2008-10-01, where deathtouch is a triggered ability.
        with(
            &[K::Trample, K::Deathtouch],
            card("Venomhorn Charger", &[T::Creature], (2, 2), vec![]),
        ),
        // Flying: blocked only by creatures with flying or reach (CR 702.9b (mtg-2024-11-08)).
        with(
            &[K::Flying],
            card("Cliffside Roc", &[T::Creature], (2, 2), vec![]),
        ),
        // Reach: may block a flyer (CR 702.17b (mtg-2024-11-08)).
        with(
            &[K::Reach],
            card("Canopy Spider", &[T::Creature], (1, 3), vec![]),
        ),
        // Menace: blocked by two or more creatures or not at all (CR 702.111b
        // (mtg-2024-11-08)); refused under mtg-2008-10-01.
        with(
            &[K::Menace],
            card("Gloomfang Prowler", &[T::Creature], (2, 2), vec![]),
        ),
    ]
}
