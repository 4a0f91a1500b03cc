//! State-based actions owed a property of their own (issue 16): a creature with toughness 0
//! or less is put into its owner's graveyard (CR 704.5f (mtg-2024-11-08); in 2008:
//! CR 420.5b (mtg-2008-10-01)) before any player receives priority
//! (CR 117.5 (mtg-2024-11-08)), whether or not it has damage.
//!
//! Riftbound has no such rule: a unit is killed only with lethal damage marked, "a non-zero
//! amount greater than or equal to that Unit's Might" (RB 142.4.b (riftbound-1.4); RB 143.2.a
//! (riftbound-1.3), RB 323.5 (riftbound-1.4)), so a unit nobody damaged is never killed by the
//! board check, whatever its Might.
//!
//! Toughness is read by the properties' own reader (`selector::power_toughness`: printed
//! toughness, counters, "until end of turn" changes; a face-down creature is 2/2).

use crate::selector::{power_toughness, Known};
use crate::{Expectation, Kind, Property, View, MTG, RIFTBOUND};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening};
use triggerproof_model::state::{Decision, Target, Zone};
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

/// RB 323.5 (riftbound-1.4) + RB 142.4.b (riftbound-1.4): a unit the board check kills (a move
/// from the board to the trash the journal gives to a state-based kill, not to an effect) was
/// dealt non-zero damage earlier in the same step. In the model's Riftbound a unit's Might
/// never changes (no counters, no P/T changes: those cards are unplayable there), so damage
/// marked in an earlier step that was not lethal then is not lethal now.
fn killed_units_were_damaged(v: &View) -> bool {
    let entries: Vec<_> = v.journal.iter().collect();
    entries.iter().enumerate().all(|(i, e)| {
        let state_based = matches!(
            e.rule,
            RuleRef::SbaToughness | RuleRef::SbaLethalDamage | RuleRef::SbaDeathtouch
        );
        let Happening::Event(Event::ZoneChange {
            old,
            from: Some(Zone::Battlefield),
            to: Zone::Graveyard,
            ..
        }) = e.what
        else {
            return true;
        };
        !state_based || entries[..i].iter().any(|d| {
            matches!(d.what, Happening::Event(Event::Damage { to: Target::Object(t), amount, .. })
                    if t == old && amount > 0)
        })
    })
}

/// A unit dealt damage was killed by the board check.
fn damaged_unit_killed(v: &View) -> bool {
    v.journal.iter().any(|e| e.rule == RuleRef::SbaLethalDamage)
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
        Property {
            name: "rb-killed-only-with-lethal-damage",
            expectation: Always,
            kind: Invariant,
            statement: "Riftbound: a unit is killed by the board check only with damage marked on it, non-zero and reaching its Might; a unit with 0 Might and no damage stays (no toughness rule).",
            rules: &[RuleRef::SbaLethalDamage, RuleRef::MightAtLeastZero],
            editions: RIFTBOUND,
            witness: Some("rb-damaged-unit-killed"),
            check: killed_units_were_damaged,
        },
        Property {
            name: "rb-damaged-unit-killed",
            expectation: Sometimes,
            kind: Reachability,
            statement: "Riftbound: a unit with lethal damage marked is killed by the board check.",
            rules: &[RuleRef::SbaLethalDamage],
            editions: RIFTBOUND,
            witness: None,
            check: damaged_unit_killed,
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

    /// Riftbound: a unit killed by the board check with no damage dealt to it is a violation.
    #[test]
    fn an_undamaged_unit_killed_violates() {
        let pool = builtin();
        let bears = pool.id("Grizzly Bears").unwrap();
        let s = GameState::new(2, 20, 0);
        let kill = Happening::Event(Event::ZoneChange {
            old: ObjectId(0),
            new: Some(ObjectId(1)),
            card: bears,
            from: Some(Zone::Battlefield),
            to: Zone::Graveyard,
            controller: PlayerId(0),
            counters: Vec::new(),
            attached_to: None,
            abilities_lost: false,
            pump: (0, 0),
            face_down: false,
            owner: PlayerId(0),
        });
        let mut j = Journal::default();
        j.push(RuleRef::SbaToughness, kill.clone());
        let v = View::new(Edition::Riftbound14, &pool, &s, &j);
        assert!(!killed_units_were_damaged(&v));
        let mut j = Journal::default();
        let damage = Event::Damage {
            source: ObjectId(2),
            card: bears,
            to: Target::Object(ObjectId(0)),
            amount: 1,
            combat: false,
        };
        j.push(RuleRef::DamageDealt, Happening::Event(damage));
        j.push(RuleRef::SbaLethalDamage, kill);
        let v = View::new(Edition::Riftbound14, &pool, &s, &j);
        assert!(killed_units_were_damaged(&v));
    }
}
