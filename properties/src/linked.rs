//! Linked abilities (CR 607.2a (mtg-2024-11-08)): "the exiled card" of an ability linked to an
//! exiling one means only the cards that this same object's exiling ability put into exile; a
//! new object of the same card (after a blink, CR 400.7 (mtg-2024-11-08)) is another object
//! with no link to them.
//!
//! Read from the card pool's words and the journal of the step: the journal records, for each
//! linked card leaving exile, which object exiled it; we check that a resolving "the exiled
//! card" ability moves only cards its own source exiled.

use crate::{Expectation, Kind, Property, View, MTG};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening};
use triggerproof_model::state::{AbilityOrigin, ObjectId, TriggerInstance, Zone};
use triggerproof_model::vocab::effect::Objects;
use triggerproof_model::vocab::Effect;

/// Does the printed ability say "the exiled card" (the cards exiled with this)?
fn finds_exiled_with_this(v: &View, origin: &AbilityOrigin) -> bool {
    let AbilityOrigin::Printed { card, index } = origin else {
        return false;
    };
    fn says(e: &Effect) -> bool {
        match e {
            Effect::PutInto {
                what: Objects::ExiledWithThis,
                ..
            } => true,
            Effect::Sequence(es) => es.iter().any(says),
            _ => false,
        }
    }
    v.pool
        .get(*card)
        .triggered()
        .find(|(i, _)| i == index)
        .is_some_and(|(_, t)| std::iter::once(&t.effect).chain(&t.modes).any(says))
}

/// The object whose ability exiled `card` (a card leaving exile in this step), as the journal
/// recorded its link: `None` if it had no link to anything.
fn exiler_of(v: &View, card: ObjectId) -> Option<ObjectId> {
    v.journal.iter().find_map(|e| match &e.what {
        Happening::LeftExileLinked { object, link }
            if *object == card && link.back_to.is_none() =>
        {
            Some(link.by)
        }
        _ => None,
    })
}

/// The cards each resolving "the exiled card" ability moved out of exile: the instance and the
/// old objects, from its `Resolving` entry to the next resolution or the end of the step.
fn returns<'a>(v: &View<'a>) -> Vec<(&'a TriggerInstance, Vec<ObjectId>)> {
    let e = &v.journal.entries;
    let mut out = Vec::new();
    for (i, x) in e.iter().enumerate() {
        let Happening::Resolving {
            instance: Some(t), ..
        } = &x.what
        else {
            continue;
        };
        if !finds_exiled_with_this(v, &t.origin) {
            continue;
        }
        let end = e[i + 1..]
            .iter()
            .position(|y| {
                matches!(
                    &y.what,
                    Happening::Resolved { .. } | Happening::Resolving { .. }
                )
            })
            .map_or(e.len(), |k| i + 1 + k);
        let moved = e[i + 1..end]
            .iter()
            .filter_map(|y| match &y.what {
                Happening::Event(Event::ZoneChange {
                    old,
                    from: Some(Zone::Exile),
                    ..
                }) => Some(*old),
                _ => None,
            })
            .collect();
        out.push((t, moved));
    }
    out
}

/// CR 607.2a (mtg-2024-11-08) + CR 400.7 (mtg-2024-11-08): a resolving "the exiled card" ability moves only
/// cards that its own source (the same object) exiled with its linked ability.
fn returns_only_its_own(v: &View) -> bool {
    returns(v).into_iter().all(|(t, moved)| {
        moved
            .into_iter()
            .all(|card| exiler_of(v, card) == Some(t.source))
    })
}

/// Witness: a "the exiled card" ability returns a card its source exiled.
fn linked_card_returned(v: &View) -> bool {
    returns(v).into_iter().any(|(_, moved)| !moved.is_empty())
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step};

pub fn properties() -> Vec<Property> {
    vec![
        Property {
            name: "exiled-card-is-this-objects",
            expectation: Always,
            kind: Step,
            statement: "'The exiled card' returns only cards that this same object's linked ability exiled, never those of another object of its card (a blinked one is new).",
            rules: &[RuleRef::LinkedAbilities],
            editions: MTG,
            witness: Some("linked-exiled-card-returned"),
            check: returns_only_its_own,
        },
        Property {
            name: "linked-exiled-card-returned",
            expectation: Sometimes,
            kind: Reachability,
            statement: "A 'the exiled card' ability returns a card its source exiled.",
            rules: &[RuleRef::LinkedAbilities],
            editions: MTG,
            witness: None,
            check: linked_card_returned,
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use triggerproof_model::cards::builtin;
    use triggerproof_model::edition::Edition;
    use triggerproof_model::journal::Journal;
    use triggerproof_model::state::{ExileLink, GameState, PlayerId};

    /// Fiend Hunter object 10's leaves ability (index 1) resolves and returns the card object
    /// 1 (to object 2), which the journal says object `by` exiled.
    fn check(by: u16) -> bool {
        let pool = builtin();
        let hunter = pool.id("Fiend Hunter").unwrap();
        let herald = pool.id("Returning Herald").unwrap();
        let t = crate::testing::instance(
            AbilityOrigin::Printed {
                card: hunter,
                index: 1,
            },
            ObjectId(10),
            hunter,
            PlayerId(0),
        );
        let mut j = Journal::default();
        let resolving = Happening::Resolving {
            instance: Some(t),
            controller: PlayerId(0),
            target: Default::default(),
        };
        j.push(RuleRef::LinkedAbilities, resolving);
        let link = ExileLink {
            by: ObjectId(by),
            card: hunter,
            back_to: None,
        };
        let left = Happening::LeftExileLinked {
            object: ObjectId(1),
            link,
        };
        j.push(RuleRef::LinkedAbilities, left);
        let back = crate::testing::zone_change(
            ObjectId(1),
            Some(ObjectId(2)),
            herald,
            Some(Zone::Exile),
            Zone::Battlefield,
            PlayerId(1),
        );
        j.push(RuleRef::LinkedAbilities, Happening::Event(back));
        let s = GameState::new(2, 20, 0);
        let v = View::new(Edition::Mtg20241108, &pool, &s, &j);
        assert!(linked_card_returned(&v));
        returns_only_its_own(&v)
    }

    #[test]
    fn a_card_another_hunter_object_exiled_is_not_returned() {
        assert!(check(10));
        assert!(!check(11));
    }
}
