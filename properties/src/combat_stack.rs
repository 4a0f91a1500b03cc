//! Properties of combat damage on the stack, the mtg-2008-10-01 rules: the step's assignments go
//! on the stack as one object and nothing is dealt until it resolves (CR 310.1 (mtg-2008-10-01));
//! it is then dealt all at once, as assigned, even by a creature that left, and not to a
//! creature that left (CR 310.4 (mtg-2008-10-01),
//! CR 310.4a (mtg-2008-10-01), CR 310.4c (mtg-2008-10-01)); lifelink is a triggered
//! ability there, so no life is gained as part of a damage event (CR 502.68a (mtg-2008-10-01)).
//! Read from the journal, the state and the card pool only.

use crate::observe::{event, runs};
use crate::selector::{selects, Known};
use crate::{Expectation, Kind, Property, View};
use triggerproof_model::edition::{Edition, RuleRef};
use triggerproof_model::journal::{Event, Happening};
use triggerproof_model::state::{AbilityOrigin, CombatAssignment, ObjectId, Target, Zone};
use triggerproof_model::vocab::trigger::{Recipient, TriggerCondition};
use triggerproof_model::vocab::{Ability, Keyword, Selector, TriggerEvent};

const MTG_2008: &[Edition] = &[Edition::Mtg20081001];

/// The assignments of a combat damage object resolving in this step, and the journal index of
/// that entry.
fn resolving<'a>(v: &View<'a>) -> Option<(usize, &'a Vec<CombatAssignment>)> {
    v.journal
        .iter()
        .enumerate()
        .find_map(|(i, e)| match &e.what {
            Happening::CombatDamageOnStack {
                assignments,
                resolving: true,
            } => Some((i, assignments)),
            _ => None,
        })
}

fn combat_damage(e: &Happening) -> Option<(ObjectId, Target, u16)> {
    match e {
        Happening::Event(Event::Damage {
            source,
            to,
            amount,
            combat: true,
            ..
        }) => Some((*source, *to, *amount)),
        _ => None,
    }
}

/// CR 310.1 (mtg-2008-10-01): combat damage is dealt only by a combat damage object resolving:
/// no combat damage event comes before one begins to resolve in the step.
fn combat_damage_waits(v: &View) -> bool {
    let start = resolving(v).map_or(usize::MAX, |(i, _)| i);
    v.journal
        .iter()
        .enumerate()
        .all(|(i, e)| combat_damage(&e.what).is_none() || i > start)
}

fn combat_damage_put_on_stack(v: &View) -> bool {
    v.journal.iter().any(|e| {
        matches!(
            e.what,
            Happening::CombatDamageOnStack {
                resolving: false,
                ..
            }
        )
    })
}

/// Was `o` on the battlefield as the object began to resolve: there now, or moved from there
/// by this step's journal after that entry?
fn there_at_resolution(v: &View, after: usize, o: ObjectId) -> bool {
    v.state
        .object(o)
        .is_some_and(|x| x.zone == Zone::Battlefield)
        || v.journal.iter().skip(after).any(|e| {
            matches!(&e.what, Happening::Event(Event::ZoneChange { old, from: Some(Zone::Battlefield), .. }) if *old == o)
        })
}

/// CR 310.4 (mtg-2008-10-01) + CR 310.4a (mtg-2008-10-01) + CR 310.4c (mtg-2008-10-01): the resolving object deals exactly what was
/// assigned, whether or not the creature that assigned it is still there, except to a creature
/// that is no longer on the battlefield.
fn dealt_as_assigned(v: &View) -> bool {
    let Some((at, assignments)) = resolving(v) else {
        return true;
    };
    let expected: Vec<(ObjectId, Target, u16)> = assignments
        .iter()
        .filter(|a| match a.to {
            Target::Player(_) => true,
            Target::Object(o) => there_at_resolution(v, at, o),
            Target::Ability(_) => false,
        })
        .map(|a| (a.source, a.to, a.amount))
        .collect();
    // CR 419.1 (mtg-2008-10-01) + CR 502.7e (mtg-2008-10-01): damage a prevention effect such
    // as protection stopped is not dealt: each assignment less what the journal says was
    // prevented (more prevented than assigned keeps the assignment, so the check fails).
    let prevented: Vec<(ObjectId, Target, u16)> = v
        .journal
        .iter()
        .skip(at)
        .filter_map(|e| match &e.what {
            Happening::Prevented { event, .. } => combat_damage(&Happening::Event(event.clone())),
            _ => None,
        })
        .collect();
    let mut expected: Vec<(ObjectId, Target, u16)> = expected
        .into_iter()
        .filter_map(|(s, t, a)| {
            let stopped: u16 = prevented
                .iter()
                .filter(|(ps, pt, _)| *ps == s && *pt == t)
                .map(|(_, _, n)| *n)
                .sum();
            match a.checked_sub(stopped) {
                Some(0) => None,
                Some(left) => Some((s, t, left)),
                None => Some((s, t, a)),
            }
        })
        .collect();
    let mut dealt: Vec<(ObjectId, Target, u16)> = v
        .journal
        .iter()
        .skip(at)
        .filter_map(|e| combat_damage(&e.what))
        .collect();
    expected.sort_unstable();
    dealt.sort_unstable();
    expected == dealt
}

/// A combat damage object resolves after a creature that assigned damage left the battlefield.
fn assigned_damage_outlives_its_source(v: &View) -> bool {
    resolving(v).is_some_and(|(at, assignments)| {
        assignments
            .iter()
            .any(|a| !there_at_resolution(v, at, a.source))
    })
}

/// CR 502.68a (mtg-2008-10-01): lifelink is a triggered ability: a damage event by a lifelink
/// source gains no life itself; the gain comes when the ability resolves.
fn lifelink_gains_by_its_trigger(v: &View) -> bool {
    runs(v).iter().all(|run| {
        let mut lifelink_damage = false;
        run.iter().all(|e| match event(e) {
            Some(Event::Damage { card, amount, .. }) => {
                lifelink_damage |= *amount > 0
                    && crate::characteristics::printed_keyword(v, *card, Keyword::Lifelink);
                true
            }
            Some(Event::LifeGained { .. }) => !lifelink_damage,
            _ => true,
        })
    })
}

fn lifelink_source_deals_damage(v: &View) -> bool {
    v.journal.iter().any(|e| {
        matches!(&e.what, Happening::Event(Event::Damage { card, amount, .. })
            if *amount > 0 && crate::characteristics::printed_keyword(v, *card, Keyword::Lifelink))
    })
}

/// The printed "whenever [a creature ...] deals combat damage to a player" abilities (`by` not
/// "this") of permanent `w` that trigger on every such event: no intervening "if", no "may", no
/// once-each-turn or "the Nth time" limit; with their indices on the card.
fn combat_damage_watchers<'a>(
    v: &View<'a>,
    w: &triggerproof_model::state::GameObject,
) -> Vec<(u8, &'a Selector)> {
    let card = v.pool.get(w.card);
    card.abilities
        .iter()
        .enumerate()
        .filter_map(|(i, a)| match a {
            Ability::Triggered(t)
                if t.intervening_if.is_none()
                    && !t.optional
                    && !t.once_each_turn
                    && !t.triggers_once_each_turn
                    && t.nth_time.is_none()
                    && t.unless_opponent_pays_life.is_none() =>
            {
                match &t.when {
                    TriggerCondition::Event(TriggerEvent::DealsDamage {
                        by,
                        to: Recipient::Player | Recipient::Any,
                        ..
                    }) if !by.this => Some((u8::try_from(i).ok()?, by)),
                    _ => None,
                }
            }
            _ => None,
        })
        .collect()
}

/// CR 310.4a (mtg-2008-10-01) + CR 310.4b (mtg-2008-10-01): combat damage on the stack is dealt
/// as assigned by a creature no longer in play, its last known information the source. So a
/// "whenever a creature you control deals combat damage to a player" permanent triggers on the
/// damage a departed creature deals to a player when the object resolves, if the creature as
/// the object recorded it (its card, its controller) is one it names. Judged for watchers that
/// have their abilities and were on the battlefield through the step.
fn departed_source_seen(v: &View) -> bool {
    let Some((at, assignments)) = resolving(v) else {
        return true;
    };
    if crate::observe::abilities_suppressed(v) {
        return true;
    }
    v.journal.iter().enumerate().skip(at).all(|(j, e)| {
        let Some((source, Target::Player(_), amount)) = combat_damage(&e.what) else {
            return true;
        };
        let Some(a) = assignments.iter().find(|a| a.source == source) else {
            return true;
        };
        if amount == 0 || there_at_resolution(v, at, source) {
            return true;
        }
        let lki = Known {
            card: a.card,
            controller: a.controller,
            owner: None,
            zone: Some(Zone::Battlefield),
            tapped: None,
            counters: None,
            pump: None,
            face_down: false,
            itself: false,
            enchanted: None,
            entered: None,
            cast_from_hand: None,
        };
        v.state.battlefield().all(|(wid, w)| {
            if !crate::observe::has_abilities(v, wid) || arrived_or_left(v, wid) {
                return true;
            }
            combat_damage_watchers(v, w).into_iter().all(|(index, by)| {
                selects(v.pool, by, &lki, w.controller) != Some(true)
                    || v.journal.iter().any(|t| {
                        matches!(&t.what, Happening::Triggered { origin: AbilityOrigin::Printed { card, index: i }, source: s, cause: Some(c), .. }
                            if *card == w.card && *i == index && *s == wid && usize::from(*c) == j)
                    })
            })
        })
    })
}

/// Did `o` move in this step's journal (so whether it watched the whole step is not read from
/// the state after it)?
fn arrived_or_left(v: &View, o: ObjectId) -> bool {
    v.journal.iter().any(|e| {
        matches!(event(e), Some(Event::ZoneChange { old, new, .. }) if *old == o || *new == Some(o))
    })
}

/// Combat damage from the stack by a creature no longer on the battlefield reaches a player.
fn departed_source_hits_player(v: &View) -> bool {
    resolving(v).is_some_and(|(at, _)| {
        v.journal.iter().skip(at).any(|e| {
            combat_damage(&e.what).is_some_and(|(source, to, amount)| {
                matches!(to, Target::Player(_)) && amount > 0 && !there_at_resolution(v, at, source)
            })
        })
    })
}

use Expectation::{Always, Sometimes};
use Kind::{Invariant, Reachability};

pub fn properties() -> Vec<Property> {
    vec![
        Property { name: "combat-damage-waits-on-the-stack", expectation: Always, kind: Invariant, statement: "Combat damage is dealt only when the combat damage object on the stack resolves.", rules: &[RuleRef::CombatDamageOnStack], editions: MTG_2008, witness: Some("combat-damage-put-on-the-stack"), check: combat_damage_waits },
        Property { name: "combat-damage-put-on-the-stack", expectation: Sometimes, kind: Reachability, statement: "Combat damage assignments go on the stack.", rules: &[RuleRef::CombatDamageOnStack], editions: MTG_2008, witness: None, check: combat_damage_put_on_stack },
        Property { name: "combat-damage-dealt-as-assigned", expectation: Always, kind: Invariant, statement: "Combat damage on the stack is dealt as assigned, even by a creature that left, and not to a creature that left.", rules: &[RuleRef::CombatDamage], editions: MTG_2008, witness: Some("assigned-damage-outlives-its-source"), check: dealt_as_assigned },
        Property { name: "assigned-damage-outlives-its-source", expectation: Sometimes, kind: Reachability, statement: "Combat damage resolves after a creature that assigned it left the battlefield.", rules: &[RuleRef::CombatDamage], editions: MTG_2008, witness: None, check: assigned_damage_outlives_its_source },
        Property { name: "departed-combat-source-seen", expectation: Always, kind: Invariant, statement: "Combat damage from the stack by a creature no longer in play triggers 'whenever a creature ... deals combat damage to a player' abilities that name it as it last was.", rules: &[RuleRef::CombatDamage], editions: MTG_2008, witness: Some("departed-source-hits-player"), check: departed_source_seen },
        Property { name: "departed-source-hits-player", expectation: Sometimes, kind: Reachability, statement: "Combat damage from the stack by a creature no longer on the battlefield is dealt to a player.", rules: &[RuleRef::CombatDamage], editions: MTG_2008, witness: None, check: departed_source_hits_player },
        Property { name: "lifelink-gains-by-its-trigger", expectation: Always, kind: Invariant, statement: "Lifelink is a triggered ability: no life is gained as part of a damage event by a lifelink source.", rules: &[RuleRef::Lifelink], editions: MTG_2008, witness: Some("lifelink-source-deals-damage"), check: lifelink_gains_by_its_trigger },
        Property { name: "lifelink-source-deals-damage", expectation: Sometimes, kind: Reachability, statement: "A source with lifelink deals damage.", rules: &[RuleRef::Lifelink], editions: MTG_2008, witness: None, check: lifelink_source_deals_damage },
    ]
}
