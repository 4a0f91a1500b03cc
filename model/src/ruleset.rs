//! The rules in force ([`Ruleset`]): the edition, the card pool as that edition reads it, and
//! (for mutation testing) one wrong rule decision, with what the rule families read of the pool
//! once per ruleset. Below the rule families, which read it; the engine routes on top.

use crate::cards::CardPool;
use crate::edition::Edition;
use crate::mutant::Mutant;
use crate::vocab::CardId;
use std::collections::BTreeSet;
use std::sync::Arc;

/// The rules in force: edition, card pool, and (for mutation testing) one wrong rule decision.
#[derive(Clone, Debug)]
pub struct Ruleset {
    pub edition: Edition,
    pub pool: Arc<CardPool>,
    pub mutant: Option<Mutant>,
    /// The pool's cards that could read the turn's history, tokens they create and abilities
    /// they grant included ([`history_readers`]): the history is kept while one of them is in
    /// the game (`rules::history`).
    pub history_readers: Arc<std::collections::BTreeSet<crate::vocab::CardId>>,
    /// By card id: does the pool's card have "creatures lose all abilities" (CR 603.6b)? Read
    /// by `rules::zone_change` (a permanent's card, not a scan of its statics, per question).
    pub loses_all: Arc<Vec<bool>>,
    /// Does the pool grant abilities (a static "[objects] have '...'")? Then the order of
    /// layer-6 effects matters and timestamps are kept (CR 613.7, `rules::timestamps`).
    pub timestamps: bool,
    /// By card id: is the card's timestamp one of a layer-6 effect (it grants abilities or has
    /// "creatures lose all abilities")? All false when `timestamps` is.
    pub stamped: Arc<Vec<bool>>,
}

impl Ruleset {
    /// The pool is read as the edition reads keywords: under mtg-2008-10-01 lifelink and
    /// deathtouch are triggered abilities, written out on the cards (`keyword_reading`).
    pub fn new(edition: Edition, pool: Arc<CardPool>, mutant: Option<Mutant>) -> Ruleset {
        let pool = match crate::cards::keyword_reading::written_out(edition, &pool) {
            Some(read) => Arc::new(read),
            None => pool,
        };
        let history_readers = history_readers(&pool, mutant);
        let loses_all = pool
            .iter()
            .map(|(_, c)| {
                c.statics()
                    .any(|s| *s == crate::vocab::StaticAbility::CreaturesLoseAllAbilities)
            })
            .collect::<Vec<bool>>();
        let grants = |c: &crate::vocab::CardDef| {
            c.statics()
                .any(|s| matches!(s, crate::vocab::StaticAbility::Grant { .. }))
        };
        // CR 303.7a (mtg-2024-11-08): which of a player's Roles on a permanent stays is decided
        // by their timestamps, so a pool with a Role keeps them too.
        let role = |c: &crate::vocab::CardDef| c.has_subtype("Role");
        let timestamps = pool.iter().any(|(_, c)| grants(c) || role(c));
        let stamped = pool
            .iter()
            .zip(&loses_all)
            .map(|((_, c), l)| timestamps && (*l || grants(c) || role(c)))
            .collect();
        Ruleset {
            edition,
            pool,
            mutant,
            history_readers: Arc::new(history_readers),
            loses_all: Arc::new(loses_all),
            timestamps,
            stamped: Arc::new(stamped),
        }
    }

    /// The seed edition with the built-in pool and no mutant.
    pub fn standard() -> Ruleset {
        Ruleset::new(
            Edition::Mtg20241108,
            Arc::new(crate::cards::builtin()),
            None,
        )
    }
}

/// CR 500.1 + CR 700.4 (mtg-2024-11-08): the pool's cards that could read the turn's history
/// once in the game: a card that reads it, printed or in an ability its static grants (CR
/// 613.1f (mtg-2024-11-08)), or one that can create a token of such a card (CR 111.1
/// (mtg-2024-11-08)), however many creations away. The mutant `history-only-while-reader`
/// counts only cards whose own printed text reads it.
fn history_readers(pool: &CardPool, mutant: Option<Mutant>) -> BTreeSet<CardId> {
    if mutant == Some(Mutant::HistoryOnlyWhileReader) {
        return pool
            .iter()
            .filter(|(_, c)| c.reads_history_printed())
            .map(|(id, _)| id)
            .collect();
    }
    let mut set: BTreeSet<CardId> = pool
        .iter()
        .filter(|(_, c)| c.reads_history())
        .map(|(id, _)| id)
        .collect();
    loop {
        let mut grew = false;
        for (id, c) in pool.iter() {
            if set.contains(&id) {
                continue;
            }
            let mut creates_reader = false;
            let mut each = |n: &str| creates_reader |= pool.id(n).is_some_and(|t| set.contains(&t));
            c.token_names(&mut each);
            c.granted_token_names(&mut each);
            if creates_reader {
                set.insert(id);
                grew = true;
            }
        }
        if !grew {
            return set;
        }
    }
}
