//! The rules in force ([`Ruleset`]): the edition, the card pool as that edition reads it, and
//! (for mutation testing) one wrong rule decision, with what the rule families read of the pool
//! once per ruleset. Below the rule families, which read it; the engine routes on top.

use crate::cards::CardPool;
use crate::edition::Edition;
use crate::mutant::Mutant;
use std::sync::Arc;

/// The rules in force: edition, card pool, and (for mutation testing) one wrong rule decision.
#[derive(Clone, Debug)]
pub struct Ruleset {
    pub edition: Edition,
    pub pool: Arc<CardPool>,
    pub mutant: Option<Mutant>,
    /// The pool's cards that read the turn's history (`CardDef::reads_history`): the history is
    /// kept only while one of them is in the game (`rules::history`).
    pub history_readers: Arc<std::collections::BTreeSet<crate::vocab::CardId>>,
    /// By card id: does the pool's card have "creatures lose all abilities" (CR 603.6b)? Read
    /// by `rules::zone_change` (a permanent's card, not a scan of its statics, per question).
    pub loses_all: Arc<Vec<bool>>,
}

impl Ruleset {
    /// The pool is read as the edition reads keywords: under mtg-2008-10-01 lifelink and
    /// deathtouch are triggered abilities, written out on the cards (`keyword_reading`).
    pub fn new(edition: Edition, pool: Arc<CardPool>, mutant: Option<Mutant>) -> Ruleset {
        let pool = match crate::cards::keyword_reading::written_out(edition, &pool) {
            Some(read) => Arc::new(read),
            None => pool,
        };
        let history_readers = pool
            .iter()
            .filter(|(_, c)| c.reads_history())
            .map(|(id, _)| id)
            .collect();
        let loses_all = pool
            .iter()
            .map(|(_, c)| {
                c.statics()
                    .any(|s| *s == crate::vocab::StaticAbility::CreaturesLoseAllAbilities)
            })
            .collect();
        Ruleset {
            edition,
            pool,
            mutant,
            history_readers: Arc::new(history_readers),
            loses_all: Arc::new(loses_all),
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
