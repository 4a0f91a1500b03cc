//! Properties of what a triggered ability knows about its event and its source, read from the
//! rules text: "that creature" in an intervening "if" is the object its event put onto the
//! battlefield (CR 603.4, 603.6a); "that much" is the damage the player was dealt in the event
//! (CR 120.3a, 603.2c: "is dealt damage" is one occurrence per recipient, so all of it) or the
//! life gained (CR 119.3); a quantity of an ability whose source has left reads the source's
//! last known information (CR 113.7a, 608.2h).
//!
//! This crate's own readings: the event entries of one run are one event (`causes::run_ids`);
//! power and toughness are [`crate::selector::power_toughness`] (see characteristics); the
//! departed source as it last existed is the snapshot the journal's `Resolving` entry carries.

use crate::causes::run_ids;
use crate::observe::printed;
use crate::selector::{power_toughness, Known, Reader};
use crate::{Expectation, Kind, Property, View, MTG};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening};
use triggerproof_model::state::{InstanceId, ObjectId, StackObject, Target, TriggerInstance, Zone};
use triggerproof_model::vocab::{
    Effect, ObjectRef, Quantity, TriggerCondition, TriggerEvent, TriggeredAbility,
};

/// CR 603.6a + CR 603.4: the object an enters event put onto the battlefield — "that
/// creature" of an ability that triggered on it; `None` for any other event (not judged).
pub fn entering_object(v: &View, cause: Option<u16>) -> Option<ObjectId> {
    let e = v.journal.entries.get(usize::from(cause?))?;
    match &e.what {
        Happening::Event(Event::ZoneChange {
            new: Some(n),
            to: Zone::Battlefield,
            ..
        }) => Some(*n),
        _ => None,
    }
}

/// Does the ability's effect (or a mode) read "that much"?
fn reads_that_much(ta: &TriggeredAbility) -> bool {
    let mut found = false;
    let mut look = |q: &Quantity| q.walk(&mut |x| found |= *x == Quantity::ThatMuch);
    ta.effect.quantities(&mut look);
    ta.modes.iter().for_each(|m| m.quantities(&mut look));
    found
}

/// CR 120.3a + CR 603.2c + CR 119.3: the amount "that much" names for an ability with event
/// pattern `te` triggered by the event entry at `at`: all the damage dealt to that player in
/// the event (its run of entries), or the life gained. `None` for other patterns.
fn event_amount(v: &View, te: &TriggerEvent, at: usize) -> Option<u16> {
    match (te, &v.journal.entries.get(at)?.what) {
        (
            TriggerEvent::PlayerDealtDamage { .. },
            Happening::Event(Event::Damage {
                to: Target::Player(p),
                ..
            }),
        ) => {
            let runs = run_ids(v);
            let run = runs[at];
            let total = v
                .journal
                .entries
                .iter()
                .enumerate()
                .filter(|(i, _)| runs[*i] == run)
                .filter_map(|(_, e)| match &e.what {
                    Happening::Event(Event::Damage {
                        to: Target::Player(q),
                        amount,
                        ..
                    }) if q == p => Some(u32::from(*amount)),
                    _ => None,
                })
                .sum::<u32>();
            // Past an amount's range the engine cuts the step: no amount to compare with.
            u16::try_from(total).ok()
        }
        (TriggerEvent::LifeGained(_), Happening::Event(Event::LifeGained { amount, .. })) => {
            Some(*amount)
        }
        _ => None,
    }
}

/// The trigger instance `id` waiting or on the stack after the step, if it is there.
fn instance_now<'a>(v: &View<'a>, id: InstanceId) -> Option<&'a TriggerInstance> {
    v.state.waiting.iter().find(|t| t.id == id).or_else(|| {
        v.state.stack.iter().find_map(|s| match s {
            StackObject::Triggered { instance, .. } if instance.id == id => Some(instance),
            _ => None,
        })
    })
}

/// Each "that much" ability triggered in the step by damage to a player or a life gain, with
/// the amount the rules give it and the instance it made (if still waiting or on the stack).
fn that_much_triggers<'a>(v: &View<'a>) -> Vec<(u16, Option<&'a TriggerInstance>)> {
    let mut out = Vec::new();
    for e in &v.journal.entries {
        let Happening::Triggered {
            instance,
            origin,
            cause: Some(c),
            ..
        } = &e.what
        else {
            continue;
        };
        let Some(ta) = printed(v, origin).filter(|t| reads_that_much(t) && !t.one_or_more) else {
            continue;
        };
        let TriggerCondition::Event(te) = &ta.when else {
            continue;
        };
        if let Some(amount) = event_amount(v, te, usize::from(*c)) {
            out.push((amount, instance_now(v, *instance)));
        }
    }
    out
}

/// CR 120.3a + CR 603.2c + CR 119.3: an ability that says "that much" and triggered on damage
/// to a player or on a life gain remembers the damage dealt to that player in the event, or
/// the life gained.
fn that_much_is_the_events_amount(v: &View) -> bool {
    that_much_triggers(v)
        .into_iter()
        .all(|(amount, t)| t.is_none_or(|t| t.x == amount))
}

/// A "that much" ability triggered on a nonzero amount of damage or life.
fn that_much_of_an_event(v: &View) -> bool {
    that_much_triggers(v).iter().any(|(amount, _)| *amount > 0)
}

/// Does the quantity read only the ability's source (and constants)?
fn reads_this_only(q: &Quantity) -> bool {
    let mut this = false;
    let mut other = false;
    q.walk(&mut |x| match x {
        Quantity::PowerOf(ObjectRef::This)
        | Quantity::ToughnessOf(ObjectRef::This)
        | Quantity::CountersOn {
            object: ObjectRef::This,
            ..
        } => this = true,
        Quantity::Fixed(_)
        | Quantity::Sum(_)
        | Quantity::Difference(..)
        | Quantity::Times { .. } => {}
        _ => other = true,
    });
    this && !other
}

/// Each resolution in the step of a printed "create [count] tokens" ability whose count reads
/// its source and whose source has left the battlefield: the number the rules give (the count
/// read on the source's last known information, CR 608.2h + 113.7a) and the number created.
fn departed_source_counts(v: &View) -> Vec<(i64, i64)> {
    let resolving: Vec<usize> = v
        .journal
        .entries
        .iter()
        .enumerate()
        .filter(|(_, e)| matches!(e.what, Happening::Resolving { .. }))
        .map(|(i, _)| i)
        .collect();
    let mut out = Vec::new();
    for (k, &i) in resolving.iter().enumerate() {
        let Happening::Resolving {
            instance: Some(t), ..
        } = &v.journal.entries[i].what
        else {
            continue;
        };
        let Some(Effect::CreateToken(tokens)) = printed(v, &t.origin).map(|ta| &ta.effect) else {
            continue;
        };
        let (Some(lki), None) = (&t.source_lki, v.state.object(t.source)) else {
            continue;
        };
        if !reads_this_only(&tokens.count) {
            continue;
        }
        let reader = Reader {
            pool: v.pool,
            state: v.state,
            you: t.controller,
            source: t.source,
            source_lki: Some(Known::of(lki, true)),
            it_lki: None,
            it: None,
        };
        // The snapshot's power as this crate reads it (see characteristics).
        if power_toughness(v.pool, &Known::of(lki, true)).is_none() {
            continue;
        }
        let Some(expected) = reader.quantity(&tokens.count) else {
            continue;
        };
        let token = v.pool.id(&tokens.token);
        let end = resolving
            .get(k + 1)
            .copied()
            .unwrap_or(v.journal.entries.len());
        let created = v.journal.entries[i..end]
            .iter()
            .filter(|e| {
                matches!(&e.what, Happening::Event(Event::ZoneChange { from: None, to: Zone::Battlefield, card, .. })
                    if Some(*card) == token)
            })
            .count() as i64;
        out.push((expected.max(0), created));
    }
    out
}

/// CR 608.2h + CR 113.7a: "create X tokens, where X is its power" after the source left the
/// battlefield creates as many as its power as it last existed there.
fn departed_source_quantity_uses_last_known(v: &View) -> bool {
    departed_source_counts(v)
        .into_iter()
        .all(|(expected, created)| expected == created)
}

/// A departed source's quantity is read and is more than 0.
fn departed_source_quantity_read(v: &View) -> bool {
    departed_source_counts(v).iter().any(|(e, _)| *e > 0)
}

/// An intervening "if" that reads its event's object ("that creature") was true as the ability
/// triggered.
fn condition_reads_event_object(v: &View) -> bool {
    v.journal.entries.iter().enumerate().any(|(i, e)| {
        let Happening::Triggered {
            origin,
            controller,
            source,
            cause,
            ..
        } = &e.what
        else {
            return false;
        };
        let Some(cond) = printed(v, origin).and_then(|t| t.intervening_if.as_ref()) else {
            return false;
        };
        let it = entering_object(v, *cause);
        it.is_some()
            && crate::condition::holds_knowing_at(v, cond, (*controller, *source, it), i)
                == Some(true)
            && crate::condition::holds_knowing_at(v, cond, (*controller, *source, None), i)
                .is_none()
    })
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step};

pub fn properties() -> Vec<Property> {
    vec![
        Property { name: "that-much-is-the-events-amount", expectation: Always, kind: Step, statement: "An ability that says 'that much' and triggered on damage to a player or a life gain remembers the damage dealt to that player in the event, or the life gained.", rules: &[RuleRef::DamageDealt, RuleRef::OncePerOccurrence], editions: MTG, witness: Some("that-much-of-an-event"), check: that_much_is_the_events_amount },
        Property { name: "that-much-of-an-event", expectation: Sometimes, kind: Reachability, statement: "A 'that much' ability triggers on damage dealt to a player or on a life gain.", rules: &[RuleRef::DamageDealt, RuleRef::OncePerOccurrence], editions: MTG, witness: None, check: that_much_of_an_event },
        Property { name: "departed-source-quantity-uses-last-known", expectation: Always, kind: Step, statement: "'Create X tokens, where X is its power' after its source left the battlefield creates as many as the source's power as it last existed there.", rules: &[RuleRef::LastKnownInformation], editions: MTG, witness: Some("departed-source-quantity-read"), check: departed_source_quantity_uses_last_known },
        Property { name: "departed-source-quantity-read", expectation: Sometimes, kind: Reachability, statement: "A token count read from a source that left the battlefield is more than 0.", rules: &[RuleRef::LastKnownInformation], editions: MTG, witness: None, check: departed_source_quantity_read },
        Property { name: "intervening-if-reads-that-creature", expectation: Sometimes, kind: Reachability, statement: "An intervening 'if' about the creature that entered ('that creature') is true as the ability triggers.", rules: &[RuleRef::InterveningIf, RuleRef::EntersTrigger], editions: MTG, witness: None, check: condition_reads_event_object },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use triggerproof_model::cards::builtin;
    use triggerproof_model::edition::Edition;
    use triggerproof_model::journal::Journal;
    use triggerproof_model::state::{AbilityOrigin, GameObject, GameState, PlayerId};

    fn instance(card: triggerproof_model::vocab::CardId, source: ObjectId) -> TriggerInstance {
        crate::testing::instance(
            AbilityOrigin::Printed { card, index: 0 },
            source,
            card,
            PlayerId(0),
        )
    }

    /// Pain Mirror triggered on 2 damage to its controller: remembering 0 is caught, 2 holds.
    #[test]
    fn that_much_forgotten_is_caught() {
        let pool = builtin();
        let mirror = pool.id("Pain Mirror").unwrap();
        let shock = pool.id("Shock").unwrap();
        let mut s = GameState::new(2, 20, 0);
        s.objects.insert(
            ObjectId(0),
            GameObject::new(mirror, PlayerId(0), Zone::Battlefield),
        );
        let mut j = Journal::default();
        j.push(
            RuleRef::DamageDealt,
            Happening::Event(Event::Damage {
                source: ObjectId(5),
                card: shock,
                to: Target::Player(PlayerId(0)),
                amount: 2,
                combat: false,
            }),
        );
        j.push(
            RuleRef::Triggers,
            Happening::Triggered {
                instance: InstanceId(0),
                origin: AbilityOrigin::Printed {
                    card: mirror,
                    index: 0,
                },
                source: ObjectId(0),
                controller: PlayerId(0),
                cause: Some(0),
                look_back: false,
                additional: false,
                state_trigger: false,
            },
        );
        s.waiting.push_back(instance(mirror, ObjectId(0)));
        let v = View::new(Edition::Mtg20241108, &pool, &s, &j);
        assert!(!that_much_is_the_events_amount(&v));
        assert!(that_much_of_an_event(&v));
        s.waiting[0].x = 2;
        let v = View::new(Edition::Mtg20241108, &pool, &s, &j);
        assert!(that_much_is_the_events_amount(&v));
    }

    /// Brood Matron's dies ability resolving with the Matron gone: no token is caught, two hold.
    #[test]
    fn a_departed_sources_power_read_as_nothing_is_caught() {
        let pool = builtin();
        let matron = pool.id("Brood Matron").unwrap();
        let soldier = pool.id("Soldier Token").unwrap();
        let s = GameState::new(2, 20, 0);
        let mut t = instance(matron, ObjectId(0));
        t.source_lki = Some(Box::new(GameObject::new(
            matron,
            PlayerId(0),
            Zone::Battlefield,
        )));
        let resolving = Happening::Resolving {
            instance: Some(t),
            controller: PlayerId(0),
            target: Default::default(),
        };
        let mut j = Journal::default();
        j.push(RuleRef::Triggers, resolving.clone());
        let v = View::new(Edition::Mtg20241108, &pool, &s, &j);
        assert!(!departed_source_quantity_uses_last_known(&v));
        assert!(departed_source_quantity_read(&v));
        for id in [1, 2] {
            j.push(
                RuleRef::Triggers,
                Happening::Event(crate::testing::zone_change(
                    ObjectId(id),
                    Some(ObjectId(id)),
                    soldier,
                    None,
                    Zone::Battlefield,
                    PlayerId(0),
                )),
            );
        }
        let v = View::new(Edition::Mtg20241108, &pool, &s, &j);
        assert!(departed_source_quantity_uses_last_known(&v));
    }
}
