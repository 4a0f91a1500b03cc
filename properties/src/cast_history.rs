//! Properties of "if you cast it from your hand" (CR 601.2a: casting moves the card from where
//! it is, here the hand, to the stack; CR 608.3a: a permanent spell resolving becomes the
//! permanent): the record belongs to the spell object and the permanent it becomes, and to no
//! other object (CR 400.7: a card that changes zones is a new object with no memory of its
//! previous existence). A creature returned from a graveyard to the battlefield was not cast.
//!
//! This crate reads the journal: a zone change from a hand to the stack that the step's
//! casting names is a spell cast from hand; any other zone change makes an object that was not.
//! A game with no card that reads the history (in any zone) need keep none: the properties
//! judge only games with such a card. The counts of cards drawn and spells cast this turn are
//! judged with the rest of the history in `history.rs` (and at the moments CR 603.4 names in
//! `intervening_if.rs`).

use crate::{Expectation, Kind, Property, View, MTG};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening};
use triggerproof_model::state::{ObjectId, Zone};

/// Does the game keep a history: is some object a card that reads it?
fn kept(v: &View) -> bool {
    crate::history::kept(v)
}

/// The objects the step's castings put on the stack (CR 601.2a: from the caster's hand).
fn cast_this_step(v: &View) -> Vec<ObjectId> {
    v.journal
        .entries
        .iter()
        .filter_map(|e| match &e.what {
            Happening::Cast { object, .. } => Some(*object),
            _ => None,
        })
        .collect()
}

/// The step's zone changes as (new object, from, to).
fn moves<'a>(v: &'a View) -> impl Iterator<Item = (ObjectId, Option<Zone>, Zone)> + 'a {
    v.journal.events().filter_map(|ev| match ev {
        Event::ZoneChange {
            new: Some(n),
            from,
            to,
            ..
        } => Some((*n, *from, *to)),
        _ => None,
    })
}

/// CR 601.2a + CR 608.3a + CR 400.7: only a spell on the stack or a permanent carries the mark
/// "cast from hand"; a spell the step cast from a hand carries it; an object the step made by
/// any other move (a reanimated creature, a card put into a graveyard or exile) does not.
fn only_the_cast_object(v: &View) -> bool {
    if !kept(v) {
        return true;
    }
    let placed = v
        .state
        .objects
        .values()
        .all(|o| !o.cast_from_hand || matches!(o.zone, Zone::Stack | Zone::Battlefield));
    let cast = cast_this_step(v);
    placed
        && moves(v).all(|(n, from, to)| {
            let Some(o) = v.state.objects.get(&n) else {
                return true;
            };
            if o.zone != to {
                return true;
            }
            match (from, to) {
                (Some(Zone::Hand), Zone::Stack) if cast.contains(&n) => o.cast_from_hand,
                // A spell becoming a permanent keeps what it was (judged as it was cast).
                (Some(Zone::Stack), Zone::Battlefield) => true,
                _ => !o.cast_from_hand,
            }
        })
}

/// A spell left the stack for another zone than the battlefield (it resolved or was countered)
/// or a creature card was put onto the battlefield from a graveyard, in a game that keeps the
/// record: the moments a mark could wrongly survive.
fn cast_card_moved_on(v: &View) -> bool {
    let spell_left = moves(v).any(|(_, from, to)| {
        from == Some(Zone::Stack) && !matches!(to, Zone::Stack | Zone::Battlefield)
    });
    kept(v) && (spell_left || reanimated(v))
}

/// A creature card was put onto the battlefield from a graveyard in a game that keeps the record.
fn reanimated(v: &View) -> bool {
    kept(v)
        && moves(v).any(|(_, from, to)| from == Some(Zone::Graveyard) && to == Zone::Battlefield)
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step as StepKind};

pub fn properties() -> Vec<Property> {
    vec![
        Property { name: "cast-from-hand-only-on-the-cast-object", expectation: Always, kind: StepKind, statement: "Only a spell cast from a hand, and the permanent it becomes, is marked as cast from hand; every other new object (a reanimated creature, a card put into a graveyard) is not.", rules: &[RuleRef::CastSpell, RuleRef::NewObject, RuleRef::TurnHistory], editions: MTG, witness: Some("cast-card-moves-on-or-reanimated"), check: only_the_cast_object },
        Property { name: "cast-card-moves-on-or-reanimated", expectation: Sometimes, kind: Reachability, statement: "A spell leaves the stack for a graveyard or exile, or a creature card is put onto the battlefield from a graveyard, in a game that reads the history.", rules: &[RuleRef::CastSpell, RuleRef::NewObject], editions: MTG, witness: None, check: cast_card_moved_on },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use triggerproof_model::cards::builtin;
    use triggerproof_model::edition::Edition;
    use triggerproof_model::journal::Journal;
    use triggerproof_model::state::{GameObject, GameState, PlayerId};

    /// A reanimated creature still marked as cast from hand: violated; unmarked: held. A card
    /// in a graveyard with the mark: violated.
    #[test]
    fn a_mark_on_a_new_object_is_caught() {
        let pool = builtin();
        let herald = pool.id("Proud Herald").unwrap();
        let mut s = GameState::new(2, 20, 0);
        let mut o = GameObject::new(herald, PlayerId(0), Zone::Battlefield);
        o.cast_from_hand = true;
        s.objects.insert(ObjectId(2), o);
        let mut j = Journal::default();
        j.push(
            RuleRef::PutInto,
            Happening::Event(crate::testing::zone_change(
                ObjectId(1),
                Some(ObjectId(2)),
                herald,
                Some(Zone::Graveyard),
                Zone::Battlefield,
                PlayerId(0),
            )),
        );
        let view = |s: &GameState, j: &Journal| {
            only_the_cast_object(&View::new(Edition::Mtg20241108, &pool, s, j))
        };
        assert!(!view(&s, &j));
        let mut fresh = s.clone();
        fresh.objects.get_mut(&ObjectId(2)).unwrap().cast_from_hand = false;
        assert!(view(&fresh, &j));
        let mut gy = fresh.clone();
        let mut dead = GameObject::new(herald, PlayerId(0), Zone::Graveyard);
        dead.cast_from_hand = true;
        gy.objects.insert(ObjectId(3), dead);
        assert!(!view(&gy, &Journal::default()));
    }
}
