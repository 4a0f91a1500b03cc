//! Keywords that an edition defines as triggered abilities. Under mtg-2008-10-01 lifelink means
//! "Whenever this permanent deals damage, you gain that much life" (CR 502.68a (mtg-2008-10-01))
//! and deathtouch "Whenever this permanent deals damage to a creature, destroy that creature"
//! (CR 502.63a (mtg-2008-10-01)); later editions make both static (CR 702.15b, 702.2b). Under
//! such an edition the pool the engine and the properties read writes those abilities out on
//! every card with the keyword, after its printed abilities, so they trigger, wait and resolve
//! like any printed triggered ability.

use super::CardPool;
use crate::edition::Edition;
use crate::vocab::trigger::Recipient;
use crate::vocab::{
    Ability, Effect, Keyword, Quantity, Selector, TriggerEvent, TriggeredAbility, Who,
};

/// The triggered ability that `k` means under `edition`, if that edition defines it as one.
pub fn triggered_meaning(edition: Edition, k: Keyword) -> Option<TriggeredAbility> {
    if edition != Edition::Mtg20081001 {
        return None;
    }
    let deals = |to| TriggerEvent::DealsDamage {
        by: Selector::this(),
        to,
        combat: false,
    };
    match k {
        // CR 502.68a (mtg-2008-10-01): lifelink is a triggered ability.
        Keyword::Lifelink => Some(TriggeredAbility::on(
            deals(Recipient::Any),
            Effect::GainLife {
                who: Who::You,
                amount: Quantity::ThatMuch,
            },
        )),
        // CR 502.63a (mtg-2008-10-01): deathtouch is a triggered ability.
        Keyword::Deathtouch => Some(TriggeredAbility::on(
            deals(Recipient::Creature),
            Effect::DestroyIt,
        )),
        Keyword::FirstStrike | Keyword::DoubleStrike | Keyword::Vigilance => None,
        // CR 502.9a (mtg-2008-10-01): trample is a static ability there too.
        Keyword::Trample => None,
        // CR 502.4b (mtg-2008-10-01): flying (and reach, 502.70b there) restricts blocks
        // there too; menace is not in those rules (refused at load, `Feature::Menace`).
        Keyword::Flying | Keyword::Reach | Keyword::Menace => None,
        // CR 309.2a (mtg-2008-10-01) + CR 103.1 (mtg-2008-10-01): blocking several
        // attackers is a static permission there too.
        Keyword::CanBlockAdditional | Keyword::CanBlockAnyNumber => None,
    }
}

/// The pool as `edition` reads it: each keyword that the edition defines as a triggered ability
/// written out as one on the cards that have it (once: a pool already written out is returned
/// unchanged). `None` when nothing changes.
pub fn written_out(edition: Edition, pool: &CardPool) -> Option<CardPool> {
    let mut out = pool.clone();
    let mut changed = false;
    for card in out.cards.iter_mut() {
        for k in card.keywords.clone() {
            let Some(ta) = triggered_meaning(edition, k) else {
                continue;
            };
            let ability = Ability::Triggered(ta);
            if !card.abilities.contains(&ability) {
                card.abilities.push(ability);
                changed = true;
            }
        }
    }
    changed.then_some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lifelink_is_written_out_once_and_only_under_2008() {
        let pool = crate::cards::builtin();
        let id = pool.id("Bloodbond Knight").expect("a lifelink card");
        let before = pool.get(id).abilities.len();
        assert!(written_out(Edition::Mtg20241108, &pool).is_none());
        let read = written_out(Edition::Mtg20081001, &pool).expect("2008 writes lifelink out");
        assert_eq!(read.get(id).abilities.len(), before + 1);
        assert!(
            written_out(Edition::Mtg20081001, &read).is_none(),
            "idempotent"
        );
    }
}
