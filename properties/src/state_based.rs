//! State-based actions owed a property of their own (issue 16): a creature with toughness 0
//! or less is put into its owner's graveyard (CR 704.5f (mtg-2024-11-08); in 2008:
//! CR 420.5b (mtg-2008-10-01)) before any player receives priority
//! (CR 117.5 (mtg-2024-11-08)), whether or not it has damage.
//!
//! Toughness is read by the properties' own reader (`selector::power_toughness`: printed
//! toughness, counters, "until end of turn" changes; a face-down creature is 2/2).

use crate::selector::{power_toughness, Known};
use crate::{Expectation, Kind, Property, View, MTG};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::state::Decision;
use triggerproof_model::vocab::CardType;

/// CR 704.5f + CR 117.5: when a player has priority, no creature on the battlefield has
/// toughness 0 or less.
fn no_toughness_zero_creature(v: &View) -> bool {
    if !matches!(v.state.decision, Decision::Priority(_)) {
        return true;
    }
    v.state.battlefield().all(|(_, o)| {
        let creature = o.face_down || v.pool.get(o.card).types.contains(&CardType::Creature);
        !creature || power_toughness(v.pool, &Known::of(o, false)).is_none_or(|pt| pt.1 > 0)
    })
}

/// A creature's toughness became 0 or less and it was put into a graveyard for it.
fn toughness_zero_seen(v: &View) -> bool {
    v.journal.iter().any(|e| e.rule == RuleRef::SbaToughness)
}

use Expectation::{Always, Sometimes};
use Kind::{Invariant, Reachability};

pub fn properties() -> Vec<Property> {
    vec![
        Property {
            name: "toughness-zero-leaves",
            expectation: Always,
            kind: Invariant,
            statement: "When a player has priority, no creature on the battlefield has toughness 0 or less (it was put into its owner's graveyard, damage or not).",
            rules: &[RuleRef::SbaToughness, RuleRef::BeforePriority],
            editions: MTG,
            witness: Some("toughness-zero-put-into-graveyard"),
            check: no_toughness_zero_creature,
        },
        Property {
            name: "toughness-zero-put-into-graveyard",
            expectation: Sometimes,
            kind: Reachability,
            statement: "A creature with toughness 0 or less is put into its owner's graveyard by the state-based action.",
            rules: &[RuleRef::SbaToughness],
            editions: MTG,
            witness: None,
            check: toughness_zero_seen,
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use triggerproof_model::cards::builtin;
    use triggerproof_model::journal::Journal;
    use triggerproof_model::state::{GameObject, GameState, ObjectId, PlayerId, Zone};
    use triggerproof_model::Edition;

    /// A 2/2 with -2/-2 still on the battlefield when a player has priority is a violation.
    #[test]
    fn a_toughness_zero_creature_at_priority_violates() {
        let pool = builtin();
        let bears = pool.id("Grizzly Bears").unwrap();
        let mut s = GameState::new(2, 20, 0);
        let mut o = GameObject::new(bears, PlayerId(0), Zone::Battlefield);
        o.pump = (-2, -2);
        s.objects.insert(ObjectId(0), o);
        s.decision = Decision::Priority(PlayerId(0));
        let j = Journal::default();
        let v = View::new(Edition::Mtg20241108, &pool, &s, &j);
        assert!(!no_toughness_zero_creature(&v));
        let mut t = s.clone();
        t.objects.get_mut(&ObjectId(0)).unwrap().pump = (-1, -1);
        let v = View::new(v.edition, v.pool, &t, v.journal);
        assert!(no_toughness_zero_creature(&v));
    }
}
