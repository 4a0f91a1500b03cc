//! Cards for manifest (CR 701.34a (mtg-2024-11-08); 701.40a (mtg-2026-01-16)), issue 35: a
//! sorcery that manifests the top card of its caster's library. Names are ours. Appended after
//! every earlier card so their ids stay as they were.

use super::builtin::spell;
use crate::vocab::{CardDef, CardType as T, Effect as E, Who};

/// The cards.
pub(super) fn cards() -> Vec<CardDef> {
    vec![
        // "Manifest the top card of your library."
        spell("Veiled Summons", T::Sorcery, E::Manifest { who: Who::You }),
    ]
}
