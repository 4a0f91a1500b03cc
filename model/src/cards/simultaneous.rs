//! Cards for several objects in one event (issue 16): "create two Soldier tokens" (one event,
//! an occurrence per token, CR 111.1 (mtg-2024-11-08) + CR 603.2c (mtg-2024-11-08)).
//! Appended after every earlier card so their ids stay as they were.

use super::builtin::spell;
use crate::vocab::{CardDef, CardType as T, Effect as E, Tokens};

/// The cards, in a stable order.
pub(super) fn cards() -> Vec<CardDef> {
    vec![
        // "Create two 1/1 Soldier creature tokens."
        spell(
            "Muster the Guard",
            T::Instant,
            E::CreateToken(Tokens::of("Soldier Token", 2)),
        ),
    ]
}
