//! The properties' own reading of an object's characteristics at a point of a step (CR 613.1f
//! (mtg-2024-11-08): an object that lost all its abilities has no keywords either), written
//! from the rules text and the journal, never from the engine: a keyword is printed on the card
//! (the vocabulary grants none) and kept only while the object has its abilities. Whether it
//! has them at journal entry `at` is read by undoing the later entries: "loses all abilities
//! until end of turn" and its end (CR 611.2a, 514.2), a face-down permanent turned face up (CR
//! 708.2a), a permanent with "creatures lose all abilities" on the battlefield. `None` where the
//! journal does not show it (a property then judges nothing).
//!
//! Also the properties' property of it: a creature without its abilities gains no life from its
//! damage (CR 702.15b), strikes in no first-strike step (CR 702.7b, 510.4), destroys nothing by
//! deathtouch (CR 702.2b, 704.5h) and becomes tapped when it attacks (CR 702.20b, 508.1f).

use crate::observe::{event, runs};
use crate::{Expectation, Kind, Property, View, MTG_603};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::Event;
use triggerproof_model::state::{GameObject, ObjectId, Step, Target, Zone};
use triggerproof_model::vocab::{CardId, CardType, Keyword, StaticAbility};

/// Is keyword `k` printed on `card` (the copiable text, CR 613.1a)?
pub fn printed_keyword(v: &View, card: CardId, k: Keyword) -> bool {
    v.pool.get(card).keywords.contains(&k)
}

/// Is `card` a "creatures lose all abilities" card?
fn strips_creatures(v: &View, card: CardId) -> bool {
    v.pool
        .get(card)
        .statics()
        .any(|s| *s == StaticAbility::CreaturesLoseAllAbilities)
}

/// CR 613.8a + CR 708.2a (mtg-2024-11-08): does permanent `o` strip creatures now: its card
/// says so and it has its own abilities (face down it has no text; having lost its abilities
/// until end of turn, its static doesn't exist)?
pub fn strips_now(v: &View, o: &GameObject) -> bool {
    strips_creatures(v, o.card) && !o.face_down && !o.abilities_lost
}

/// Does a change in the step's journal touch a permanent with "creatures lose all abilities"
/// (it moved, lost or regained its abilities, turned face up), so that whether it strips at a
/// point of the step is not read from the state after it?
fn stripper_changed(v: &View) -> bool {
    v.journal.entries.iter().filter_map(event).any(|e| match e {
        Event::ZoneChange { card, .. } => strips_creatures(v, *card),
        Event::AbilitiesChanged { object, .. } | Event::TurnedFaceUp { object, .. } => v
            .state
            .object(*object)
            .is_some_and(|o| strips_creatures(v, o.card)),
        _ => false,
    })
}

/// Does object `id` (of `card`) have its abilities as journal entry `at` happens?
pub fn abilities_at(v: &View, id: ObjectId, card: CardId, at: usize) -> Option<bool> {
    abilities_from(v, id, card, at + 1)
}

/// Does object `id` (of `card`) have its abilities just before journal entry `at` (before the
/// event it records: a look-back, CR 603.10)?
pub fn abilities_before(v: &View, id: ObjectId, card: CardId, at: usize) -> Option<bool> {
    abilities_from(v, id, card, at)
}

/// Does object `id` have its abilities before the journal entries from `from` on happen?
fn abilities_from(v: &View, id: ObjectId, card: CardId, from: usize) -> Option<bool> {
    let later = v.journal.entries.get(from..).unwrap_or(&[]);
    let events = || later.iter().filter_map(event);
    // CR 611.2a + CR 514.2: the first later change of its "until end of turn" loss says what
    // it was before; else it is as the object is now, or as its later zone change kept it.
    let changed = events().find_map(|e| match e {
        Event::AbilitiesChanged { object, lost } if *object == id => Some(!*lost),
        _ => None,
    });
    let moved = events().find_map(|e| match e {
        Event::ZoneChange {
            old,
            abilities_lost,
            face_down,
            ..
        } if *old == id => Some((*abilities_lost, *face_down)),
        _ => None,
    });
    let turned_up =
        events().any(|e| matches!(e, Event::TurnedFaceUp { object, .. } if *object == id));
    let now = v.state.object(id);
    let lost = match (changed, now, moved) {
        (Some(l), _, _) => l,
        (None, Some(o), _) => o.abilities_lost && o.zone == Zone::Battlefield,
        (None, None, Some((l, _))) => l,
        (None, None, None) => return None,
    };
    let face_down = turned_up
        || match (now, moved) {
            (Some(o), _) => o.face_down && o.zone == Zone::Battlefield,
            (None, Some((_, f))) => f,
            (None, None) => false,
        };
    // CR 613.1f: "creatures lose all abilities" while such a permanent is on the battlefield;
    // unknown if one moved after `at`.
    let stripper_moved =
        events().any(|e| matches!(e, Event::ZoneChange { card: c, .. } if strips_creatures(v, *c)));
    if stripper_moved || stripper_changed(v) {
        return None;
    }
    let stripped = v.pool.get(card).has_type(CardType::Creature)
        && v.state.battlefield().any(|(_, o)| strips_now(v, o));
    Some(!(lost || face_down || stripped))
}

/// Has object `id` (of `card`) keyword `k` as journal entry `at` happens (CR 613.1f)?
pub fn keyword_at(v: &View, id: ObjectId, card: CardId, k: Keyword, at: usize) -> Option<bool> {
    if !printed_keyword(v, card, k) {
        return Some(false);
    }
    abilities_at(v, id, card, at)
}

/// Was a combat damage or attack event by a creature with a printed keyword that it had lost?
fn lost_keyword_fought(v: &View) -> bool {
    v.journal.entries.iter().enumerate().any(|(i, e)| {
        let (id, card) = match event(e) {
            Some(Event::Damage {
                source,
                card,
                combat: true,
                ..
            }) => (*source, *card),
            Some(Event::Attacks { attacker, .. }) => match v.state.object(*attacker) {
                Some(o) => (*attacker, o.card),
                None => return false,
            },
            _ => return false,
        };
        Keyword::ALL
            .iter()
            .any(|k| printed_keyword(v, card, *k) && abilities_at(v, id, card, i) == Some(false))
    })
}

/// CR 702.15b, 702.7b, 702.2b, 702.20b + CR 613.1f: a creature without its abilities has none
/// of its printed keywords' effects. In each run of events, life is gained by lifelink only for
/// a source that had lifelink; a first-strike damage step begins only with a combatant that has
/// first or double strike; a creature destroyed by deathtouch was dealt damage by a source with
/// it; an attacker without vigilance becomes tapped.
fn lost_abilities_lose_keywords(v: &View) -> bool {
    lifelink_needs_lifelink(v)
        && first_strike_needs_striker(v)
        && deathtouch_needs_deathtouch(v)
        && attackers_without_vigilance_tap(v)
}

/// CR 702.15b: a lifelink gain in a run follows damage by a source that had lifelink then.
fn lifelink_needs_lifelink(v: &View) -> bool {
    let entries = &v.journal.entries;
    runs(v).iter().all(|run| {
        let mut unknown = false;
        let mut lifelinked = false;
        for e in run {
            let i = entries
                .iter()
                .position(|x| std::ptr::eq(x, *e))
                .unwrap_or(0);
            if let Some(Event::Damage {
                source,
                card,
                amount,
                ..
            }) = event(e)
            {
                match keyword_at(v, *source, *card, Keyword::Lifelink, i) {
                    Some(true) => lifelinked |= *amount > 0,
                    Some(false) => {}
                    None => unknown = true,
                }
            }
        }
        let gained = run.iter().any(|e| e.rule == RuleRef::Lifelink);
        unknown || !gained || lifelinked
    })
}

/// CR 510.4 + CR 702.7b: a first-strike combat damage step begins only when an attacking or
/// blocking creature has first or double strike as it begins.
fn first_strike_needs_striker(v: &View) -> bool {
    v.journal.entries.iter().enumerate().all(|(i, e)| {
        if !matches!(
            event(e),
            Some(Event::StepBegan {
                step: Step::FirstStrikeDamage,
                ..
            })
        ) {
            return true;
        }
        // A permanent that left after it began may have been a combatant: not judged.
        let left = v.journal.entries[i..].iter().any(|x| {
            matches!(
                event(x),
                Some(Event::ZoneChange {
                    from: Some(Zone::Battlefield),
                    ..
                })
            )
        });
        if left {
            return true;
        }
        let combat = &v.state.combat;
        let fighters = combat
            .attackers
            .iter()
            .flat_map(|a| std::iter::once(a.object).chain(a.blockers.iter().copied()));
        let mut any_unknown = false;
        for id in fighters {
            let Some(o) = v.state.object(id) else {
                any_unknown = true;
                continue;
            };
            for k in [Keyword::FirstStrike, Keyword::DoubleStrike] {
                match keyword_at(v, id, o.card, k, i) {
                    Some(true) => return true,
                    Some(false) => {}
                    None => any_unknown = true,
                }
            }
        }
        // Combat ended in this step (the state no longer lists the combatants): not judged.
        any_unknown || combat.attackers.is_empty()
    })
}

/// CR 702.2b + CR 704.5h: a creature destroyed by deathtouch was dealt damage in this step by
/// a source that had deathtouch then.
fn deathtouch_needs_deathtouch(v: &View) -> bool {
    let entries = &v.journal.entries;
    entries.iter().all(|e| {
        let Some(Event::ZoneChange { old, .. }) = event(e) else {
            return true;
        };
        if e.rule != RuleRef::SbaDeathtouch {
            return true;
        }
        let mut damaged = entries
            .iter()
            .enumerate()
            .filter_map(|(i, d)| match event(d) {
                Some(Event::Damage {
                    source,
                    card,
                    to: Target::Object(to),
                    amount,
                    ..
                }) if to == old && *amount > 0 => {
                    Some(keyword_at(v, *source, *card, Keyword::Deathtouch, i))
                }
                _ => None,
            });
        // No damage in this step's journal: dealt in an earlier step, not judged.
        let mut any = false;
        let ok = damaged.any(|k| {
            any = true;
            k != Some(false)
        });
        ok || !any
    })
}

/// CR 508.1f + CR 702.20b: an attacker declared without vigilance becomes tapped in the same
/// run of events.
fn attackers_without_vigilance_tap(v: &View) -> bool {
    let entries = &v.journal.entries;
    entries.iter().enumerate().all(|(i, e)| {
        let Some(Event::Attacks { attacker, .. }) = event(e) else {
            return true;
        };
        let Some(o) = v.state.object(*attacker) else {
            return true;
        };
        if keyword_at(v, *attacker, o.card, Keyword::Vigilance, i) != Some(false) {
            return true;
        }
        entries
            .iter()
            .any(|t| matches!(event(t), Some(Event::Tapped(x)) if x == attacker))
    })
}

/// CR 614.12 + CR 614.1d + CR 613.1f (mtg-2024-11-08): "enters tapped" applies only if the
/// permanent has it as it would exist on the battlefield, with the effects that already exist:
/// a creature entering while a permanent that strips creatures is there, or entering face down
/// (CR 708.2a), enters untapped. Judged on a permanent still there after the step, not tapped
/// or untapped later in it, in a step where no stripper changed.
fn enters_tapped_only_with_its_abilities(v: &View) -> bool {
    let entries = &v.journal.entries;
    if stripper_changed(v) {
        return true;
    }
    entries.iter().enumerate().all(|(i, e)| {
        let Some(Event::ZoneChange {
            new: Some(n),
            card,
            to: Zone::Battlefield,
            ..
        }) = event(e)
        else {
            return true;
        };
        let Some(o) = v.state.object(*n).filter(|o| o.zone == Zone::Battlefield) else {
            return true;
        };
        let later = entries[i + 1..].iter().filter_map(event).any(|x| {
            matches!(x, Event::Tapped(t) | Event::Untapped(t) if t == n)
                || matches!(x, Event::TurnedFaceUp { object, .. } if object == n)
        });
        if later {
            return true;
        }
        let creature = v.pool.get(*card).has_type(CardType::Creature);
        let stripped = creature && v.state.battlefield().any(|(_, w)| strips_now(v, w));
        let has = !(o.face_down || stripped);
        let printed = v
            .pool
            .get(*card)
            .statics()
            .any(|s| *s == StaticAbility::EntersTapped);
        o.tapped == (has && printed)
    })
}

/// A creature with "enters tapped" enters while a permanent strips creatures.
fn stripped_creature_entered(v: &View) -> bool {
    v.journal.entries.iter().filter_map(event).any(|e| {
        matches!(e, Event::ZoneChange { new: Some(n), card, to: Zone::Battlefield, .. }
            if v.pool.get(*card).statics().any(|s| *s == StaticAbility::EntersTapped)
                && v.state.object(*n).is_some_and(|o| !o.tapped)
                && v.state.battlefield().any(|(_, w)| strips_now(v, w)))
    })
}

use Expectation::{Always, Sometimes};
use Kind::{Invariant, Reachability};

pub fn properties() -> Vec<Property> {
    vec![
        Property { name: "lost-abilities-lose-keywords", expectation: Always, kind: Invariant, statement: "A creature without its abilities has no keywords: its damage gains no life by lifelink and destroys nothing by deathtouch, it strikes in no first-strike step, and attacking taps it.", rules: &[RuleRef::AbilitiesLost, RuleRef::Lifelink, RuleRef::FirstStrikeStep, RuleRef::SbaDeathtouch, RuleRef::Vigilance], editions: MTG_603, witness: Some("lost-keyword-fought"), check: lost_abilities_lose_keywords },
        Property { name: "enters-tapped-only-with-its-abilities", expectation: Always, kind: Invariant, statement: "A permanent enters tapped by its own 'enters tapped' only if it has that ability as it would exist on the battlefield: not face down, and not a creature entering where creatures lose all abilities.", rules: &[RuleRef::EntersTapped, RuleRef::AbilitiesLost, RuleRef::FaceDown], editions: MTG_603, witness: Some("stripped-creature-entered"), check: enters_tapped_only_with_its_abilities },
        Property { name: "stripped-creature-entered", expectation: Sometimes, kind: Reachability, statement: "A creature with 'enters tapped' enters untapped while a permanent strips creatures of their abilities.", rules: &[RuleRef::EntersTapped, RuleRef::AbilitiesLost], editions: MTG_603, witness: None, check: stripped_creature_entered },
        Property { name: "lost-keyword-fought", expectation: Sometimes, kind: Reachability, statement: "A creature whose printed keyword it has lost attacks or deals combat damage.", rules: &[RuleRef::AbilitiesLost], editions: MTG_603, witness: None, check: lost_keyword_fought },
    ]
}
