//! Scenario-file checks for several "target" words (CR 115.3 (mtg-2024-11-08)): a `word`
//! target is numbered from 2, only inside a `sequence` or as a `deal-damage` recipient in
//! `also` (each the next word), in order (word n after word n - 1), and all words together ask
//! for at most the model's limit of targets.

use triggerproof_model::vocab::effect::TargetSpec;
use triggerproof_model::vocab::{CardDef, Effect};

/// What is wrong with one effect's target words, if anything.
fn bad_words(e: &Effect) -> Option<String> {
    let max = triggerproof_model::state::MAX_TARGETS;
    let parts: Vec<&Effect> = match e {
        Effect::Sequence(es) => es.iter().collect(),
        Effect::DealDamage { also, .. } if !also.is_empty() => vec![e],
        _ => return None,
    };
    // CR 608.2f (mtg-2024-11-08): each `also` recipient of a `deal-damage` is its own word.
    for p in &parts {
        if let Effect::DealDamage { to, also, .. } = p {
            let words: Vec<u8> = std::iter::once(to)
                .chain(also.iter().map(|r| &r.to))
                .map(TargetSpec::word)
                .collect();
            if words.windows(2).any(|w| w[1] != w[0] + 1) {
                return Some("a `deal-damage` recipient in `also` naming an earlier word; expected each one the next word \"target\" (`word { n = 2, .. }`, then 3)".into());
            }
        }
    }
    let mut seen = 0usize;
    for spec in parts.iter().flat_map(|p| p.recipients_targets()) {
        if let TargetSpec::Word { n, of } = spec {
            if *n < 2 || *n as usize > max {
                return Some(format!(
                    "`word` number {n}; expected 2 to {max} (a plain target is word 1)"
                ));
            }
            if matches!(**of, TargetSpec::Word { .. }) {
                return Some("`word` inside `word`; expected `of` to be one target word".into());
            }
        }
        let w = spec.word() as usize;
        if w > seen {
            return Some(format!(
                "`word` {} before word {}; expected the words numbered in the order the parts name them",
                w + 1,
                seen + 1
            ));
        }
        if w == seen {
            seen += 1;
        }
    }
    let total: usize = e.target_words().iter().map(|s| s.count().1 as usize).sum();
    (total > max).then(|| {
        format!("the `word` targets ask for {total} targets in all; expected at most {max}")
    })
}

/// Does this part name a `word` target?
fn names_word(e: &Effect) -> bool {
    !matches!(e, Effect::Sequence(_)) && matches!(e.target(), Some(TargetSpec::Word { .. }))
}

/// The first misused `word` target on a card, if any: a `word` anywhere but a part of a
/// `sequence` (every effect is visited, the parts of sequences too).
pub(crate) fn bad_target_word(card: &CardDef) -> Option<String> {
    let mut bad = None;
    let (mut named, mut in_sequences) = (0, 0);
    card.effects(&mut |e| {
        if bad.is_none() {
            bad = bad_words(e);
        }
        named += usize::from(names_word(e));
        if let Effect::Sequence(es) = e {
            in_sequences += es.iter().filter(|p| names_word(p)).count();
        }
    });
    // Words named by `also` recipients are allowed outside a sequence: they are not counted.
    bad.or_else(|| (named > in_sequences).then(|| "`word` outside a `sequence`; expected a plain target (the first word \"target\"), or `word` in a later part of a `sequence`".into()))
}

/// Where the key `word` is written in `text` (not inside a longer name), if anywhere.
pub(crate) fn word_key_at(text: &str) -> Option<usize> {
    text.match_indices("word").map(|(i, _)| i).find(|&i| {
        let before = text[..i].chars().next_back();
        let after = text[i + 4..].trim_start();
        !before.is_some_and(|c| c.is_alphanumeric() || c == '-' || c == '_')
            && after.starts_with('=')
    })
}

#[cfg(test)]
mod tests {
    /// A scenario whose one card's `spell` is `spell`.
    fn with_spell(spell: &str) -> String {
        format!(
            "edition = \"mtg-2024-11-08\"\n[[cards]]\nname = \"Test Volley\"\ntypes = [\"instant\"]\nspell = {spell}\n[board]\n[[board.players]]\nhand = [\"Test Volley\"]\n[[board.players]]\n[[expect]]\nnever = 'life(P2) < 0'\n"
        )
    }

    fn error(spell: &str) -> String {
        let e = crate::from_str("t.toml", &with_spell(spell)).expect_err("bad input");
        format!("{}:{}: {}", e.line, e.column, e.message)
    }

    #[test]
    fn two_words_in_a_sequence_are_valid() {
        let ok = "{ sequence = [ { tap = { permanent = {} } }, { deal-damage = { to = { word = { n = 2, of = { player = \"any\" } } }, amount = 2 } } ] }";
        assert!(crate::from_str("t.toml", &with_spell(ok)).is_ok());
    }

    #[test]
    fn split_damage_names_the_next_words() {
        let ok = "{ deal-damage = { to = { permanent = {} }, amount = 1, also = [ { to = { word = { n = 2, of = { player = \"any\" } } }, amount = 2 } ] } }";
        assert!(crate::from_str("t.toml", &with_spell(ok)).is_ok());
        let same = "{ deal-damage = { to = { permanent = {} }, amount = 1, also = [ { to = \"any-target\", amount = 2 } ] } }";
        assert!(
            error(same).contains("naming an earlier word"),
            "{}",
            error(same)
        );
    }

    #[test]
    fn a_word_outside_a_sequence_points_at_it() {
        let bad = "{ deal-damage = { to = { word = { n = 2, of = { player = \"any\" } } }, amount = 2 } }";
        let got = error(bad);
        assert!(
            got.starts_with("5:34: `word` outside a `sequence`"),
            "{got}"
        );
    }

    #[test]
    fn words_out_of_order_or_too_many() {
        let skip = "{ sequence = [ { tap = { permanent = {} } }, { untap = { word = { n = 3, of = { permanent = {} } } } } ] }";
        assert!(
            error(skip).contains("`word` 3 before word 2"),
            "{}",
            error(skip)
        );
        let many = "{ sequence = [ { destroy = { several = { count = 3, of = { permanent = {} } } } }, { tap = { word = { n = 2, of = { permanent = {} } } } } ] }";
        assert!(error(many).contains("4 targets in all"), "{}", error(many));
        let one = "{ sequence = [ { tap = { permanent = {} } }, { untap = { word = { n = 1, of = { permanent = {} } } } } ] }";
        assert!(error(one).contains("`word` number 1"), "{}", error(one));
    }
}
