//! Properties of Riftbound combat (RB 459-466 in riftbound-1.4, 454-461 in riftbound-1.3), read
//! from the state and the journal only: Attack and Defend Triggers trigger on the first gain of
//! a designation, once per unit per combat (RB 383.4.e.2.a); Step 1's triggers go on the Chain
//! Attacker first, Defender last (RB 464.2.e.1 (riftbound-1.4)); combat damage is dealt as one event (RB
//! 465.2.c.1.a); the combat cleanup heals every unit (RB 466.1.a.1 (riftbound-1.4)); a Conquer comes only from a
//! player establishing control of a battlefield they had not scored this turn (RB 466.5.d (riftbound-1.4),
//! 348.2.a.1, 470). The battlefield's record of who scored it this turn is state (RB 470 (riftbound-1.4)).

use crate::combat::is_combat_damage;
use crate::observe::printed;
use crate::observe::{event, runs};
use crate::{Expectation, Kind, Property, View, RIFTBOUND};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, FieldHappening as F, Happening, JournalEntry};
use triggerproof_model::state::{Designation, ObjectId, PlayerId, Target, TriggerInstance};
use triggerproof_model::vocab::trigger::TriggerCondition;
use triggerproof_model::vocab::TriggerEvent;

fn field(e: &JournalEntry) -> Option<&F> {
    match &e.what {
        Happening::Field(f) => Some(f),
        _ => None,
    }
}

/// The unit and designation of an Attack or Defend event (RB 383.4.e, 383.4.f).
fn designation_event(e: &JournalEntry) -> Option<(ObjectId, Designation)> {
    match event(e)? {
        Event::Attacks { attacker, .. } => Some((*attacker, Designation::Attacker)),
        Event::Defends { unit, .. } => Some((*unit, Designation::Defender)),
        _ => None,
    }
}

/// RB 383.4.e, 383.4.f, 383.4.e.2.a, 383.4.f.2.a: a unit's Attack or Defend event happens only
/// in the step in which it gained that designation, and once in that step: a designation kept
/// checks nothing again.
fn designation_triggers_once(v: &View) -> bool {
    let entries = &v.journal.entries;
    let mut seen: Vec<(ObjectId, Designation)> = Vec::new();
    for (i, e) in entries.iter().enumerate() {
        let Some(key) = designation_event(e) else {
            continue;
        };
        let gained = entries[..i].iter().any(|g| {
            matches!(field(g), Some(F::Designated { unit, designation }) if (*unit, *designation) == key)
        });
        if !gained || seen.contains(&key) {
            return false;
        }
        seen.push(key);
    }
    true
}

/// Witness: an ability triggers from an Attack event and one from a Defend event in one step.
fn attack_and_defend_trigger(v: &View) -> bool {
    let caused_by = |d: Designation| {
        v.journal.iter().any(|e| match &e.what {
            Happening::Triggered { cause: Some(c), .. } => v
                .journal
                .entries
                .get(*c as usize)
                .and_then(designation_event)
                .is_some_and(|(_, x)| x == d),
            _ => false,
        })
    };
    caused_by(Designation::Attacker) && caused_by(Designation::Defender)
}

/// Does instance `t` come from an Attack or Defend Trigger (a printed "attacks"/"defends")?
fn designation_trigger(v: &View, t: &TriggerInstance) -> bool {
    printed(v, &t.origin).is_some_and(|a| {
        matches!(
            &a.when,
            TriggerCondition::Event(TriggerEvent::Attacks(_) | TriggerEvent::Defends(_))
        )
    })
}

/// The Attacker and the Defender of the combat in progress, as the battlefield records them.
fn sides(v: &View) -> Option<(PlayerId, PlayerId)> {
    let f = &v.state.field;
    Some((f.contested_by?, f.defender?))
}

/// RB 464.2.e.1 (riftbound-1.4), RB 459.2.d.1 (riftbound-1.3): the Attacker places Step 1's
/// triggers first, the Defender last: no Attack or Defend Trigger of the Defender is on the
/// Chain while one of the Attacker's waits, and none of the Attacker's is above one of the
/// Defender's.
fn attacker_places_first(v: &View) -> bool {
    let Some((a, d)) = sides(v) else {
        return true;
    };
    let on_chain: Vec<PlayerId> = v
        .state
        .stack
        .iter()
        .filter_map(|so| so.instance())
        .filter(|t| designation_trigger(v, t))
        .map(|t| t.controller)
        .collect();
    let attacker_waits = v
        .state
        .waiting
        .iter()
        .any(|t| t.controller == a && designation_trigger(v, t));
    if attacker_waits && on_chain.contains(&d) {
        return false;
    }
    // Bottom first: once a Defender's is seen, no Attacker's may follow.
    let first_defender = on_chain.iter().position(|p| *p == d);
    first_defender.is_none_or(|i| !on_chain[i..].contains(&a))
}

/// Witness: Attack or Defend Triggers of both the Attacker and the Defender on the Chain.
fn both_sides_on_chain(v: &View) -> bool {
    let Some((a, d)) = sides(v) else {
        return false;
    };
    let on = |p: PlayerId| {
        v.state
            .stack
            .iter()
            .filter_map(|so| so.instance())
            .any(|t| t.controller == p && designation_trigger(v, t))
    };
    on(a) && on(d)
}

/// RB 465.2.c.1.a (riftbound-1.4), RB 460.2.c.1.a (riftbound-1.3): all combat damage of a step
/// is dealt in one event.
fn combat_damage_one_event(v: &View) -> bool {
    runs(v)
        .iter()
        .filter(|r| r.iter().any(|e| is_combat_damage(e)))
        .count()
        <= 1
}

/// Witness: combat damage dealt to two different units in one step.
fn damage_to_two_units(v: &View) -> bool {
    let mut to: Vec<ObjectId> = Vec::new();
    for e in v.journal.iter() {
        if let Some(Event::Damage {
            to: Target::Object(o),
            combat: true,
            ..
        }) = event(e)
        {
            if !to.contains(o) {
                to.push(*o);
            }
        }
    }
    to.len() >= 2
}

/// RB 466.1.a.1 (riftbound-1.4), RB 461.1.a.1 (riftbound-1.3): the combat cleanup, in the step
/// that dealt combat damage, heals every unit: no permanent keeps damage after it.
fn healed_after_combat(v: &View) -> bool {
    if !v.journal.iter().any(is_combat_damage) {
        return true;
    }
    v.state.battlefield().all(|(_, o)| o.damage == 0)
}

/// Witness: a unit dealt combat damage is still on the board after the step.
fn survives_combat_damage(v: &View) -> bool {
    v.journal.iter().any(|e| match event(e) {
        Some(Event::Damage {
            to: Target::Object(o),
            combat: true,
            amount,
            ..
        }) => *amount > 0 && v.state.object(*o).is_some(),
        _ => false,
    })
}

/// RB 466.5.d (riftbound-1.4), RB 348.2.a.1 (riftbound-1.4), 470 (riftbound-1.4), RB 461.5.d (riftbound-1.3), RB 348.2.a.1 (riftbound-1.3), RB 465 (riftbound-1.3): a
/// Conquer follows the same player establishing control of the battlefield from someone else,
/// in the same step, and nobody scores the battlefield twice in a turn.
fn conquer_on_new_control(v: &View) -> bool {
    let entries = &v.journal.entries;
    let each = entries.iter().enumerate().all(|(i, e)| match field(e) {
        Some(F::Conquers { player }) => entries[..i].iter().any(|g| {
            matches!(field(g), Some(F::ControlEstablished { player: p, from })
                if p == player && *from != Some(*player))
        }),
        _ => true,
    });
    let scored = &v.state.field.scored;
    let once = scored
        .iter()
        .enumerate()
        .all(|(i, p)| !scored.iter().skip(i + 1).any(|q| q == p));
    each && once
}

/// Witness: a player conquers the battlefield.
fn conquers(v: &View) -> bool {
    v.journal
        .iter()
        .any(|e| matches!(field(e), Some(F::Conquers { .. })))
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step};

pub fn properties() -> Vec<Property> {
    vec![
        Property { name: "rb-designation-triggers-once", expectation: Always, kind: Step, statement: "An Attack or Defend event happens only as a unit gains that designation, once per unit.", rules: &[RuleRef::AttackTriggers, RuleRef::DefendTriggers, RuleRef::OncePerCombat], editions: RIFTBOUND, witness: Some("rb-attack-and-defend-triggers"), check: designation_triggers_once },
        Property { name: "rb-attack-and-defend-triggers", expectation: Sometimes, kind: Reachability, statement: "An Attack Trigger and a Defend Trigger trigger in one step.", rules: &[RuleRef::AttackTriggers, RuleRef::DefendTriggers], editions: RIFTBOUND, witness: None, check: attack_and_defend_trigger },
        Property { name: "rb-attacker-places-first", expectation: Always, kind: Kind::Invariant, statement: "Step 1's Attack and Defend Triggers go on the Chain Attacker first, Defender last.", rules: &[RuleRef::CombatPlacement], editions: RIFTBOUND, witness: Some("rb-both-sides-on-the-chain"), check: attacker_places_first },
        Property { name: "rb-both-sides-on-the-chain", expectation: Sometimes, kind: Reachability, statement: "Attack or Defend Triggers of both the Attacker and the Defender are on the Chain.", rules: &[RuleRef::CombatPlacement], editions: RIFTBOUND, witness: None, check: both_sides_on_chain },
        Property { name: "rb-combat-damage-one-event", expectation: Always, kind: Step, statement: "All combat damage of a combat is dealt in one event.", rules: &[RuleRef::CombatDamageDealt], editions: RIFTBOUND, witness: Some("rb-combat-damage-to-two-units"), check: combat_damage_one_event },
        Property { name: "rb-combat-damage-to-two-units", expectation: Sometimes, kind: Reachability, statement: "Combat damage is dealt to two units at once.", rules: &[RuleRef::CombatDamageDealt], editions: RIFTBOUND, witness: None, check: damage_to_two_units },
        Property { name: "rb-healed-after-combat", expectation: Always, kind: Step, statement: "No unit keeps damage past the combat cleanup.", rules: &[RuleRef::CombatHeal], editions: RIFTBOUND, witness: Some("rb-unit-survives-combat-damage"), check: healed_after_combat },
        Property { name: "rb-unit-survives-combat-damage", expectation: Sometimes, kind: Reachability, statement: "A unit dealt combat damage survives the combat.", rules: &[RuleRef::CombatHeal], editions: RIFTBOUND, witness: None, check: survives_combat_damage },
        Property { name: "rb-conquer-on-new-control", expectation: Always, kind: Step, statement: "A Conquer follows its player establishing control of the battlefield, at most once a turn.", rules: &[RuleRef::CombatConquer, RuleRef::ShowdownConquer, RuleRef::ScoreOncePerTurn], editions: RIFTBOUND, witness: Some("rb-conquers"), check: conquer_on_new_control },
        Property { name: "rb-conquers", expectation: Sometimes, kind: Reachability, statement: "A player conquers the battlefield.", rules: &[RuleRef::CombatConquer], editions: RIFTBOUND, witness: None, check: conquers },
    ]
}

#[cfg(test)]
mod tests;
