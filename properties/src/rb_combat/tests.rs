//! Each Riftbound combat property fails on a hand-built violating state or journal.

use super::*;
use triggerproof_model::cards::builtin;
use triggerproof_model::journal::Journal;
use triggerproof_model::state::{
    AbilityOrigin, GameObject, GameState, InstanceId, StackObject, Stage, Zone,
};
use triggerproof_model::Edition;

fn view<'a>(
    pool: &'a triggerproof_model::cards::CardPool,
    s: &'a GameState,
    j: &'a Journal,
) -> View<'a> {
    View::new(Edition::Riftbound14, pool, s, j)
}

fn damage(to: u16, source: u16) -> Happening {
    Happening::Event(Event::Damage {
        source: ObjectId(source),
        card: Default::default(),
        to: Target::Object(ObjectId(to)),
        amount: 1,
        combat: true,
    })
}

/// An Attack event with no designation gained in the step: a violation.
#[test]
fn attack_event_without_a_designation_gained_is_a_violation() {
    let pool = builtin();
    let s = GameState::new(2, 20, 0);
    let mut j = Journal::default();
    j.push(
        RuleRef::OncePerCombat,
        Happening::Event(Event::Attacks {
            attacker: ObjectId(0),
            defender: PlayerId(1),
        }),
    );
    assert!(!designation_triggers_once(&view(&pool, &s, &j)));
}

/// The Attacker's Attack Trigger above the Defender's Defend Trigger: a violation.
#[test]
fn attacker_trigger_above_defender_trigger_is_a_violation() {
    let pool = builtin();
    let instance = |id: u8, card: &str, controller: u8| {
        let card = pool.id(card).unwrap();
        let t = triggerproof_model::state::TriggerInstance {
            id: InstanceId(id),
            ..crate::testing::instance(
                AbilityOrigin::Printed { card, index: 0 },
                ObjectId(u16::from(id)),
                card,
                PlayerId(controller),
            )
        };
        StackObject::Triggered {
            instance: t,
            target: Default::default(),
            mode: None,
        }
    };
    let mut s = GameState::new(2, 20, 0);
    s.field.contested_by = Some(PlayerId(0));
    s.field.defender = Some(PlayerId(1));
    s.field.stage = Stage::Showdown;
    s.stack.push_back(instance(1, "Stone Sentry", 1));
    s.stack.push_back(instance(0, "Brash Raider", 0));
    let j = Journal::default();
    assert!(!attacker_places_first(&view(&pool, &s, &j)));
}

/// Combat damage in two events of one step: a violation.
#[test]
fn combat_damage_in_two_events_is_a_violation() {
    let pool = builtin();
    let s = GameState::new(2, 20, 0);
    let mut j = Journal::default();
    j.push(RuleRef::CombatDamageDealt, damage(1, 0));
    j.push(RuleRef::CombatHeal, Happening::Field(F::Healed));
    j.push(RuleRef::CombatDamageDealt, damage(0, 1));
    assert!(!combat_damage_one_event(&view(&pool, &s, &j)));
}

/// A unit still damaged after the step that dealt combat damage: a violation.
#[test]
fn damage_kept_after_combat_is_a_violation() {
    let pool = builtin();
    let mut s = GameState::new(2, 20, 0);
    let mut o = GameObject::new(
        pool.id("Scarred Veteran").unwrap(),
        PlayerId(1),
        Zone::Battlefield,
    );
    o.damage = 2;
    s.objects.insert(ObjectId(1), o);
    let mut j = Journal::default();
    j.push(RuleRef::CombatDamageDealt, damage(1, 0));
    assert!(!healed_after_combat(&view(&pool, &s, &j)));
}

/// A Conquer by a player who kept control: a violation; and a second score in a turn.
#[test]
fn conquer_without_new_control_is_a_violation() {
    let pool = builtin();
    let mut s = GameState::new(2, 20, 0);
    let mut j = Journal::default();
    j.push(
        RuleRef::CombatConquer,
        Happening::Field(F::Conquers {
            player: PlayerId(1),
        }),
    );
    assert!(!conquer_on_new_control(&view(&pool, &s, &j)));
    let j = Journal::default();
    s.field.scored.push_back(PlayerId(0));
    s.field.scored.push_back(PlayerId(0));
    assert!(!conquer_on_new_control(&view(&pool, &s, &j)));
}
