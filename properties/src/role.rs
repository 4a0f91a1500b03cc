//! Role tokens (CR 303.7a (mtg-2024-11-08), the same number in 2026): "If a permanent has more
//! than one Role controlled by the same player attached to it, each of those Roles except the
//! one with the most recent timestamp is put into its owner's graveyard. This is a state-based
//! action" (CR 704.5y), checked whenever a player would receive priority (CR 704.3).
//!
//! Our own reading, from the state and the card pool (never the engine's rule code): a Role is
//! a face-up permanent whose card has the subtypes Aura and Role; when a player holds priority,
//! no permanent has two Roles of one controller attached.

use crate::{Expectation, Kind, Property, View, MTG_603};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening};
use triggerproof_model::state::{Decision, ObjectId, PlayerId, Zone};

/// Is a card of the pool a Role (the subtypes Aura and Role, CR 303.7)?
fn role_card(v: &View, card: triggerproof_model::vocab::CardId) -> bool {
    let c = v.pool.get(card);
    ["Aura", "Role"]
        .iter()
        .all(|t| c.subtypes.iter().any(|s| s == t))
}

/// The Roles on the battlefield: (the permanent each is attached to, its controller).
fn roles(v: &View) -> Vec<(ObjectId, PlayerId)> {
    v.state
        .objects_in_order()
        .filter(|(_, o)| o.zone == Zone::Battlefield && !o.face_down && role_card(v, o.card))
        .filter_map(|(_, o)| Some((o.attached_to?, o.controller)))
        .collect()
}

/// CR 303.7a + CR 704.5y: with priority held, one Role per controller per permanent.
fn one_role_per_player_on_a_permanent(v: &View) -> bool {
    if !matches!(v.state.decision, Decision::Priority(_)) {
        return true;
    }
    let r = roles(v);
    r.iter()
        .enumerate()
        .all(|(i, a)| !r[i + 1..].iter().any(|b| b == a))
}

/// Witness: a Role left the battlefield for a graveyard while another Role of the same player
/// stays on the permanent it was attached to.
fn a_role_gave_way(v: &View) -> bool {
    let now = roles(v);
    v.journal.entries.iter().any(|e| match &e.what {
        Happening::Event(Event::ZoneChange {
            card,
            from: Some(Zone::Battlefield),
            to: Zone::Graveyard,
            attached_to: Some(host),
            controller,
            ..
        }) => role_card(v, *card) && now.contains(&(*host, *controller)),
        _ => false,
    })
}

use Expectation::{Always, Sometimes};
use Kind::{Invariant, Reachability};

pub fn properties() -> Vec<Property> {
    vec![
        Property {
            name: "one-role-per-player-on-a-permanent",
            expectation: Always,
            kind: Invariant,
            statement: "Whenever a player has priority, no permanent has two Roles controlled by the same player attached to it: the state-based action put all but the newest into the graveyard.",
            rules: &[RuleRef::Role, RuleRef::SbaRole],
            editions: MTG_603,
            witness: Some("a-role-gave-way"),
            check: one_role_per_player_on_a_permanent,
        },
        Property {
            name: "a-role-gave-way",
            expectation: Sometimes,
            kind: Reachability,
            statement: "A Role is put into a graveyard while another Role of the same player stays on the permanent.",
            rules: &[RuleRef::Role],
            editions: MTG_603,
            witness: None,
            check: a_role_gave_way,
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use triggerproof_model::cards::builtin;
    use triggerproof_model::journal::Journal;
    use triggerproof_model::state::{GameObject, GameState};

    /// Two Lantern Roles of P1 on one Grizzly Bears while P1 has priority violate it.
    #[test]
    fn two_roles_of_one_player_on_a_creature_violate() {
        let pool = builtin();
        let bears = pool.id("Grizzly Bears").expect("in the pool");
        let lantern = pool.id("Lantern Role").expect("in the pool");
        let mut state = GameState::new(2, 20, 0);
        state.objects.insert(
            ObjectId(0),
            GameObject::new(bears, PlayerId(0), Zone::Battlefield),
        );
        for id in [1, 2] {
            let mut o = GameObject::new(lantern, PlayerId(0), Zone::Battlefield);
            o.attached_to = Some(ObjectId(0));
            state.objects.insert(ObjectId(id), o);
        }
        state.decision = Decision::Priority(PlayerId(0));
        let journal = Journal::default();
        let v = View::new(
            triggerproof_model::Edition::Mtg20241108,
            &pool,
            &state,
            &journal,
        );
        assert!(!one_role_per_player_on_a_permanent(&v));
    }
}
