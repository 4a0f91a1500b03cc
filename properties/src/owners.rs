//! Owners' zones (CR 400.3 (mtg-2024-11-08); CR 217.1a (mtg-2008-10-01)): a card leaving the
//! battlefield for a hand, graveyard or library goes to its OWNER's, never to the zone of the
//! player who controlled it (CR 108.3 (mtg-2024-11-08): ownership never changes). Read from
//! the journal and the state after it: the new object a card becomes in a hand, graveyard or
//! library has the owner its zone-change event recorded for the card, and so does every later
//! move of that new object in the same step.

use crate::{Expectation, Kind, Property, View, MTG};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening};
use triggerproof_model::state::{ObjectId, PlayerId, Zone};

/// A card's move from the battlefield to a hand, graveyard or library: (new object, to,
/// owner, controller as it left).
fn leaving(ev: &Event) -> Option<(ObjectId, Zone, PlayerId, PlayerId)> {
    match ev {
        Event::ZoneChange {
            new: Some(n),
            from: Some(Zone::Battlefield),
            to: to @ (Zone::Hand | Zone::Graveyard | Zone::Library),
            owner,
            controller,
            ..
        } => Some((*n, *to, *owner, *controller)),
        _ => None,
    }
}

/// CR 400.3 (mtg-2024-11-08): the card arrives in its owner's zone (the new object is its
/// owner's) and keeps that owner when it moves on.
fn goes_to_owners_zone(v: &View) -> bool {
    let e = &v.journal.entries;
    e.iter().enumerate().all(|(i, x)| {
        let Happening::Event(ev) = &x.what else {
            return true;
        };
        let Some((n, to, owner, _)) = leaving(ev) else {
            return true;
        };
        let moved_on = e[i + 1..].iter().find_map(|y| match &y.what {
            Happening::Event(Event::ZoneChange { old, owner: o, .. }) if *old == n => Some(*o),
            _ => None,
        });
        match moved_on {
            Some(o) => o == owner,
            None => v
                .state
                .objects
                .get(&n)
                .is_none_or(|o| o.zone != to || o.owner == owner),
        }
    })
}

/// A card another player controlled leaves the battlefield for a hand, graveyard or library.
fn stolen_card_leaves(v: &View) -> bool {
    v.journal.iter().any(|x| match &x.what {
        Happening::Event(ev) => leaving(ev).is_some_and(|(_, _, o, c)| o != c),
        _ => false,
    })
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step};

pub fn properties() -> Vec<Property> {
    vec![
        Property {
            name: "leaves-to-owners-zone",
            expectation: Always,
            kind: Step,
            statement: "A card leaving the battlefield for a hand, graveyard or library goes to its owner's, never its controller's.",
            rules: &[RuleRef::PutInto],
            editions: MTG,
            witness: Some("stolen-card-leaves"),
            check: goes_to_owners_zone,
        },
        Property {
            name: "stolen-card-leaves",
            expectation: Sometimes,
            kind: Reachability,
            statement: "A card controlled by a player other than its owner leaves the battlefield for a hand, graveyard or library.",
            rules: &[RuleRef::PutInto],
            editions: MTG,
            witness: None,
            check: stolen_card_leaves,
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use triggerproof_model::cards::builtin;
    use triggerproof_model::journal::Journal;
    use triggerproof_model::state::{GameObject, GameState};
    use triggerproof_model::Edition;

    /// P1 owns the Bears P0 controlled; it dies. Is the property kept when the graveyard's
    /// card is `in_graveyard_of`'s?
    fn holds_when_owned_by(in_graveyard_of: u8) -> bool {
        let pool = builtin();
        let card = pool.id("Grizzly Bears").unwrap();
        let mut s = GameState::new(2, 20, 0);
        let owner = PlayerId(in_graveyard_of);
        s.objects
            .insert(ObjectId(1), GameObject::new(card, owner, Zone::Graveyard));
        let mut ev = crate::testing::zone_change(
            ObjectId(0),
            Some(ObjectId(1)),
            card,
            Some(Zone::Battlefield),
            Zone::Graveyard,
            PlayerId(0),
        );
        if let Event::ZoneChange { owner, .. } = &mut ev {
            *owner = PlayerId(1);
        }
        let mut j = Journal::default();
        j.push(RuleRef::Destroy, Happening::Event(ev));
        let v = View::new(Edition::Mtg20241108, &pool, &s, &j);
        assert!(stolen_card_leaves(&v));
        goes_to_owners_zone(&v)
    }

    #[test]
    fn the_owners_graveyard_holds_and_the_controllers_is_a_violation() {
        assert!(holds_when_owned_by(1));
        assert!(!holds_when_owned_by(0));
    }
}
