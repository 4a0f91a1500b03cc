//! Starting values every input that brings a board goes through: scenario files, bounds files
//! and trace files (`replay`). One set of documented ranges, one set of messages, so a board
//! `replay` accepts is a board a scenario file could have named, and no starting value lies
//! where the engine's integer types could wrap.
//!
//! Ranges (documented in `scenarios/README.md`): 2 to 4 players; `active` names one of them;
//! life −9,999 to 9,999 (the engine holds life in −32,768 to 32,767 and cuts a step that would
//! pass it: exploration incomplete, never a wrapped total); library 0 to 255; at most
//! [`MAX_CARDS`] cards on a board, all players together.

use std::ops::RangeInclusive;
use triggerproof_model::board::Board;
use triggerproof_model::cards::CardPool;
use triggerproof_model::Edition;

/// Starting life totals allowed on a board.
pub const LIFE: RangeInclusive<i16> = -9_999..=9_999;

/// Players a board may have.
pub const PLAYERS: RangeInclusive<usize> = 2..=4;

/// The most cards (every zone, all players) on one starting board.
pub const MAX_CARDS: usize = 200;

/// What is wrong with a board: a message, and the text to point at when the input has
/// positions (a card name), if any.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    pub message: String,
    pub near: Option<String>,
}

impl Problem {
    fn new(message: String) -> Problem {
        Problem {
            message,
            near: None,
        }
    }
}

/// A starting life total within [`LIFE`]?
pub fn life(life: i16) -> Result<(), String> {
    if LIFE.contains(&life) {
        return Ok(());
    }
    Err(format!(
        "life = {life}; expected {} to {}",
        LIFE.start(),
        LIFE.end()
    ))
}

/// Checks a starting board against the ranges above and `pool`; `Ok(players)`.
pub fn board(
    b: &Board,
    pool: &CardPool,
    edition: Edition,
    unknown: impl Fn(&str) -> String,
) -> Result<usize, Problem> {
    combat(b.combat, edition).map_err(Problem::new)?;
    at_battlefield(b, edition).map_err(Problem::new)?;
    let n = b.players.len();
    if !PLAYERS.contains(&n) {
        return Err(Problem::new(format!(
            "the board has {n} players; expected 2 to 4 [[board.players]] tables"
        )));
    }
    if b.active as usize >= n {
        return Err(Problem::new(format!(
            "active = {}: the board has {n} players; expected 0 to {} (0 is P1)",
            b.active,
            n - 1
        )));
    }
    let mut cards = 0usize;
    for side in &b.players {
        life(side.life).map_err(Problem::new)?;
        // Library places are a byte each side of the unnamed cards (`GameObject::library_pos`).
        if side.library_top.len() > 100 {
            return Err(Problem::new(format!(
                "library_top lists {} cards; expected at most 100",
                side.library_top.len()
            )));
        }
        for name in side.cards() {
            if pool.id(triggerproof_model::board::entry(name).0).is_none() {
                return Err(Problem {
                    message: unknown(name),
                    near: Some(name.clone()),
                });
            }
        }
        cards += side.cards().count();
    }
    if cards > MAX_CARDS {
        return Err(Problem::new(format!(
            "the board has {cards} cards; expected at most {MAX_CARDS} (battlefields, hands, \
             graveyards, exile and named library cards together)"
        )));
    }
    Ok(n)
}

/// Units at the battlefield (`at_battlefield`) only on a Riftbound board with combat, and for
/// one player only (who controls the battlefield, RB 190.4 (riftbound-1.4)).
pub fn at_battlefield(b: &Board, edition: Edition) -> Result<(), String> {
    let placing = b
        .players
        .iter()
        .filter(|s| !s.at_battlefield.is_empty())
        .count();
    if placing == 0 {
        return Ok(());
    }
    if !(b.combat && edition.has_battlefield()) {
        return Err(format!(
            "at_battlefield: units at the battlefield need a Riftbound edition and combat = true \
             (the game is {edition}, combat = {}); expected at_battlefield only there",
            b.combat
        ));
    }
    if placing > 1 {
        return Err(format!(
            "at_battlefield: {placing} players have units at the battlefield; expected one (the \
             player controlling it, RB 190.4 (riftbound-1.4)): a combat starts from a move"
        ));
    }
    Ok(())
}

/// `combat = true` only under an edition whose combat the model follows: an MTG combat phase
/// (`Edition::has_combat`) or Riftbound's battlefield (`Edition::has_battlefield`).
pub fn combat(combat: bool, edition: Edition) -> Result<(), String> {
    if !combat || edition.allows_combat() {
        return Ok(());
    }
    Err(format!(
        "combat = true: the model has no combat for {edition}; expected combat = false or an \
         edition of {}",
        Edition::ALL
            .iter()
            .filter(|e| e.allows_combat())
            .map(|e| e.id())
            .collect::<Vec<_>>()
            .join(", ")
    ))
}

/// Every token card some card of `pool` creates is in `pool`.
pub fn tokens(pool: &CardPool) -> Result<(), String> {
    match pool.missing_tokens().first() {
        None => Ok(()),
        Some(token) => Err(format!(
            "unknown token card `{token}`; expected a card of the pool or of the file's cards"
        )),
    }
}

/// Reads an input file as UTF-8 text; invalid UTF-8 is reported at its line and column.
pub fn read_text(path: &std::path::Path) -> Result<String, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("{}: cannot read: {e}", path.display()))?;
    String::from_utf8(bytes).map_err(|e| {
        let good = &e.as_bytes()[..e.utf8_error().valid_up_to()];
        let line = good.iter().filter(|&&b| b == b'\n').count() + 1;
        let start = good.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
        let column = String::from_utf8_lossy(&good[start..]).chars().count() + 1;
        format!(
            "{}:{line}:{column}: invalid UTF-8 (byte {:#04x}); expected UTF-8 text",
            path.display(),
            e.as_bytes()[good.len()]
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use triggerproof_model::board::Side;
    use triggerproof_model::cards::builtin;

    const E: Edition = Edition::Mtg20241108;

    #[test]
    fn combat_only_where_the_model_has_it() {
        let pool = builtin();
        let unknown = |n: &str| format!("unknown {n}");
        let mut b = Board::two(Side::new(&[], &[]), Side::new(&[], &[]));
        b.combat = true;
        assert_eq!(board(&b, &pool, E, unknown), Ok(2));
        assert_eq!(board(&b, &pool, Edition::Riftbound14, unknown), Ok(2));
        // CR 306.1 (mtg-2008-10-01): the 2008 rules have a combat phase (damage on the stack).
        assert_eq!(board(&b, &pool, Edition::Mtg20081001, unknown), Ok(2));
        b.players[1].at_battlefield = vec!["Grizzly Bears".into()];
        assert_eq!(board(&b, &pool, Edition::Riftbound13, unknown), Ok(2));
        assert!(board(&b, &pool, E, unknown).is_err());
        b.players[0].at_battlefield = vec!["Grizzly Bears".into()];
        assert!(board(&b, &pool, Edition::Riftbound13, unknown).is_err());
    }

    #[test]
    fn ranges_are_checked() {
        let pool = builtin();
        let unknown = |n: &str| format!("unknown {n}");
        let mut b = Board::two(Side::new(&[], &[]), Side::new(&[], &[]));
        assert_eq!(board(&b, &pool, E, unknown), Ok(2));
        b.players[0].life = 10_000;
        assert!(board(&b, &pool, E, unknown).is_err());
        b.players[0].life = 20;
        b.active = 2;
        assert!(board(&b, &pool, E, unknown).is_err());
        b.active = 0;
        b.players[1].hand = vec!["Grizzly Bears".into(); MAX_CARDS + 1];
        assert!(board(&b, &pool, E, unknown).is_err());
        b.players.clear();
        assert!(board(&b, &pool, E, unknown).is_err());
    }
}
