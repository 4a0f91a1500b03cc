//! The word × edition matrix, listed from the vocabulary enums (the same listing as the word ×
//! context matrix): every cell decided, every refusal naming its word, edition and rule, and
//! the column agreeing with `Edition::playable` on the built-in cards.

use super::{check_card_in, needs, supported_in, Need};
use crate::cards::builtin;
use crate::edition::Edition;
use crate::vocab::contexts_tests::all_words;

#[test]
fn every_word_under_every_edition_has_a_decision() {
    let words = all_words();
    let mut refused = Vec::new();
    for w in &words {
        for e in Edition::ALL {
            if let Err(why) = supported_in(*w, e) {
                assert!(why.contains(&format!("`{}`", w.name())), "{why}");
                assert!(why.contains(e.id()), "{why}");
                assert!(why.contains("What the model leaves out"), "{why}");
                refused.push(format!("{} under {}", w.name(), e.id()));
            }
        }
    }
    // 131 words × 5 editions; 85 refused. Under 2008: the 8 words of its lacking features
    // (2 additional-trigger statics, reflexive-sacrifice, once_each_turn, nth_time, defends,
    // copy-ability, resolved) and the 3 point words; under 2024 and 2026: nth_time, defends
    // and the 3 point words; under each Riftbound edition 30 words (state, 2
    // additional-trigger statics, 6 counter words, pump and lose-all-abilities, 4 combat
    // events, turned-face-up, 3 attachment words, copy-ability, 6 zone words, 3 cost events,
    // resolved, regenerate, additional-combat-phase). 11 + 5 + 5 + 32 + 32. Fight (no 2008 or
    // Riftbound rule): one more word, refused under 2008 and both Riftbound editions.
    // Coloured add-mana (Riftbound has no coloured mana): one more, refused under both. The
    // quantity "x" (X comes from a mana cost, which Riftbound's costs are not): one more,
    // refused under both Riftbound editions. Wave 9: manifest and create-role (no 2008 or
    // Riftbound rule: 3 refusals each), creatures-blocking and creatures-blocked-by (no blockers
    // in Riftbound: 2 each), the delayed cast event and `once-this-turn` (every edition).
    assert_eq!(
        words.len(),
        139,
        "a word was added or removed: decide its edition row"
    );
    assert_eq!(
        refused.len(),
        102,
        "a decision changed: say why in the commit\n{}",
        refused.join("\n")
    );
    let points = words.iter().filter(|w| needs(**w) == Need::Points).count();
    assert_eq!(points, 3, "score, scores, opponents-gain-no-points");
}

#[test]
fn a_built_in_card_refused_by_the_edition_column_is_unplayable_there_or_scores() {
    let pool = builtin();
    for (_, card) in pool.iter() {
        for e in Edition::ALL {
            if let Err(r) = check_card_in(card, e) {
                let points = r.message.contains("points");
                let unplayable = e.playable(&pool, [card.name.as_str()]).is_err();
                assert!(
                    points || unplayable,
                    "{} refused under {e} but playable: {}",
                    card.name,
                    r.message
                );
            }
        }
    }
}

/// CR 701.15a (mtg-2024-11-08): `regenerate` is an MTG word; under Riftbound (no such rule)
/// a card using it is refused, naming the word and the rule, and is unplayable.
#[test]
fn regenerate_is_refused_under_riftbound_only() {
    let pool = builtin();
    let (_, card) = pool
        .iter()
        .find(|(_, c)| c.name == "Verdant Reprieve")
        .expect("a built-in regeneration card");
    for e in Edition::ALL {
        let refused = check_card_in(card, e);
        let riftbound = e.game() == crate::edition::Game::Riftbound;
        assert_eq!(refused.is_err(), riftbound, "{e}");
        if let Err(r) = refused {
            assert_eq!(r.word, "regenerate");
            // The rule as the first edition that has it numbers it (501.5a in 2008).
            let cited = r.message.contains("Regeneration") && r.message.contains("501.5a");
            assert!(cited, "{}", r.message);
            assert!(e.playable(&pool, ["Verdant Reprieve"]).is_err());
        }
    }
}

/// CR 701.12a (mtg-2024-11-08), 701.14a (mtg-2026-01-16): `fight` has no rule in the 2008 text
/// nor in Riftbound's: a card using it is refused there, citing the rule in every edition that
/// has it, and is unplayable.
#[test]
fn fight_is_refused_under_2008_and_riftbound() {
    let pool = builtin();
    let (_, card) = pool
        .iter()
        .find(|(_, c)| c.name == "Fang Duel")
        .expect("a built-in fight card");
    for e in Edition::ALL {
        let refused = check_card_in(card, e);
        let has = matches!(e, Edition::Mtg20241108 | Edition::Mtg20260116);
        assert_eq!(refused.is_err(), !has, "{e}");
        if let Err(r) = refused {
            assert_eq!(r.word, "fight");
            let cited = r.message.contains("701.12a") && r.message.contains("701.14a");
            assert!(cited, "{}", r.message);
            assert!(e.playable(&pool, ["Fang Duel"]).is_err());
        }
    }
}
