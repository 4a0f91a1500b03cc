//! Properties of combat (CR 506-511 and the combat keywords), read from the journal and the card
//! pool only: attackers are declared once (CR 508.1m), "attacks alone" means alone (CR 506.5),
//! combat damage is one event (CR 510.2), each combat damage step has its own strikers (CR
//! 510.4), lifelink gains once per source and event (CR 120.3f), vigilance attackers don't tap
//! (CR 702.20b), and "is dealt damage" happens once per recipient and event (CR 603.2c).

use crate::characteristics;
use crate::observe::{event, has_abilities, printed, runs};
use crate::selector::{selects, Known};
use crate::{Expectation, Kind, Property, View, MTG, MTG_603};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening, JournalEntry};
use triggerproof_model::state::{AbilityOrigin, ObjectId, Step, Target};
use triggerproof_model::vocab::trigger::TriggerCondition;
use triggerproof_model::vocab::{CardId, Keyword, TriggerEvent};

/// The card of object `id`: the object now, or the card a zone change of the journal moved.
fn card_of(v: &View, id: ObjectId) -> Option<CardId> {
    if let Some(o) = v.state.object(id) {
        return Some(o.card);
    }
    v.journal.iter().find_map(|e| match &e.what {
        Happening::Event(Event::ZoneChange { old, card, .. }) if *old == id => Some(*card),
        _ => None,
    })
}

/// Has object `id` keyword `k` as journal entry `at` happens (this crate's own reading of its
/// characteristics, CR 613.1f)? Unknown counts as having it: the properties that ask only judge
/// creatures that have it.
fn has(v: &View, id: ObjectId, k: Keyword, at: usize) -> bool {
    card_of(v, id).is_some_and(|c| characteristics::keyword_at(v, id, c, k, at) != Some(false))
}

/// CR 508.1m, 508.3a: attackers are declared once, as the declare attackers step begins; no
/// attack event follows the beginning of another step, and none names a creature twice.
fn attackers_declared_once(v: &View) -> bool {
    let mut other_step = false;
    let mut seen: Vec<ObjectId> = Vec::new();
    for e in v.journal.iter() {
        match event(e) {
            Some(Event::StepBegan { step, .. }) => other_step = *step != Step::DeclareAttackers,
            Some(Event::Attacks { attacker, .. }) => {
                if other_step || seen.contains(attacker) {
                    return false;
                }
                seen.push(*attacker);
            }
            _ => {}
        }
    }
    true
}

/// CR 508.1m, 508.3a, 603.2c: as attackers are declared, a "whenever [selector] attacks"
/// ability of a permanent triggers once for each declared attacker its selector matches (read
/// by this crate's selector reader; abilities with modifiers that may stop a trigger, and
/// selectors it can't read, are not judged).
fn attack_triggers_once_per_attacker(v: &View) -> bool {
    let attackers: Vec<ObjectId> = v
        .journal
        .iter()
        .filter_map(|e| match event(e) {
            Some(Event::Attacks { attacker, .. }) => Some(*attacker),
            _ => None,
        })
        .collect();
    if attackers.is_empty() {
        return true;
    }
    v.state.battlefield().all(|(id, o)| {
        if !has_abilities(v, id) {
            return true;
        }
        v.pool.get(o.card).triggered().all(|(index, t)| {
            let TriggerCondition::Event(TriggerEvent::Attacks(sel)) = &t.when else {
                return true;
            };
            if t.intervening_if.is_some() || t.once_each_turn || t.one_or_more || t.triggers_once_each_turn || t.nth_time.is_some() {
                return true;
            }
            let mut expected = 0;
            for a in &attackers {
                let Some(obj) = v.state.object(*a) else {
                    return true;
                };
                match selects(v.pool, sel, &Known::of(obj, *a == id), o.controller) {
                    Some(true) => expected += 1,
                    Some(false) => {}
                    None => return true,
                }
            }
            let triggered = v
                .journal
                .iter()
                .filter(|e| {
                    matches!(&e.what, Happening::Triggered { source, origin: AbilityOrigin::Printed { card, index: i }, .. }
                        if *source == id && *card == o.card && *i == index)
                })
                .count();
            triggered == expected
        })
    })
}

fn attackers_declared(v: &View) -> bool {
    v.journal
        .iter()
        .any(|e| matches!(event(e), Some(Event::Attacks { .. })))
}

/// CR 506.5: an "attacks alone" ability triggers only in a step where one creature was
/// declared as an attacker.
fn alone_means_alone(v: &View) -> bool {
    let attackers = v
        .journal
        .iter()
        .filter(|e| matches!(event(e), Some(Event::Attacks { .. })))
        .count();
    attackers <= 1 || !attacked_alone(v)
}

/// Did a printed ability whose trigger event passes `is` trigger in this step?
fn any_triggered(v: &View, is: impl Fn(&TriggerEvent) -> bool) -> bool {
    v.journal.iter().any(|e| match &e.what {
        Happening::Triggered { origin, .. } => printed(v, origin)
            .is_some_and(|t| matches!(&t.when, TriggerCondition::Event(ev) if is(ev))),
        _ => false,
    })
}

fn attacked_alone(v: &View) -> bool {
    any_triggered(v, |e| matches!(e, TriggerEvent::AttacksAlone(_)))
}

pub(crate) fn is_combat_damage(e: &JournalEntry) -> bool {
    matches!(event(e), Some(Event::Damage { combat: true, .. }))
}

/// CR 510.2: the combat damage of a step is dealt at once: between its first and its last
/// damage, the journal shows only events (no trigger was checked in between).
fn combat_damage_is_one_event(v: &View) -> bool {
    let entries = &v.journal.entries;
    let (Some(first), Some(last)) = (
        entries.iter().position(is_combat_damage),
        entries.iter().rposition(is_combat_damage),
    ) else {
        return true;
    };
    entries[first..=last]
        .iter()
        .all(|e| matches!(e.what, Happening::Event(_)))
}

fn combat_damage_dealt(v: &View) -> bool {
    v.journal.iter().any(is_combat_damage)
}

/// CR 510.4 (mtg-2024-11-08): in the first-strike combat damage step only creatures with first
/// or double strike deal combat damage; in the step after it, only "the remaining attackers and
/// blockers that had neither first strike nor double strike as the first combat damage step
/// began", and those that currently have double strike.
///
/// A step's journal can't see the step before it, so "had ... as the first step began" is read
/// from the record the state keeps (`Combat::first_strikers`) — checked here where it is made:
/// in the step the first-strike step begins, every creature recorded had first or double strike
/// as it began (this property's own keyword reading), and every creature that dealt combat
/// damage in it and is still in combat is recorded.
fn strikers_match_their_step(v: &View) -> bool {
    let mut step = None;
    // Where the first-strike step began in this step's journal, if it did.
    let mut first_began = None;
    let recorded = &v.state.combat.first_strikers;
    let card_of = |o: ObjectId| v.state.object(o).map(|x| x.card);
    let each_event = v
        .journal
        .entries
        .iter()
        .enumerate()
        .all(|(i, e)| match event(e) {
            Some(Event::StepBegan { step: s, .. }) => {
                step = Some(*s);
                if *s == Step::FirstStrikeDamage {
                    first_began = Some(i);
                }
                true
            }
            Some(Event::Damage {
                source,
                card,
                combat: true,
                ..
            }) => {
                // CR 613.1f: the keywords it has as it deals the damage (unknown: not judged).
                let has = |k| characteristics::keyword_at(v, *source, *card, k, i);
                match step {
                    Some(Step::FirstStrikeDamage) => {
                        let struck = has(Keyword::FirstStrike)
                            .zip(has(Keyword::DoubleStrike))
                            .map(|(f, d)| f || d);
                        let in_combat = v.state.combat.in_combat(*source);
                        struck != Some(false) && (!in_combat || recorded.contains(source))
                    }
                    Some(Step::CombatDamage) => {
                        has(Keyword::DoubleStrike) != Some(false) || !recorded.contains(source)
                    }
                    _ => true,
                }
            }
            _ => true,
        });
    // The record holds only creatures that had first or double strike as the first step began.
    let record_made_right = first_began.is_none_or(|at| {
        recorded.iter().all(|o| {
            let Some(card) = card_of(*o) else { return true };
            let has = |k| characteristics::keyword_at(v, *o, card, k, at);
            has(Keyword::FirstStrike) != Some(false) || has(Keyword::DoubleStrike) != Some(false)
        })
    });
    each_event && record_made_right
}

/// The sources of the combat damage dealt in this step after journal entry `from`, or put on
/// the stack after it as one combat damage object (CR 310.1 (mtg-2008-10-01)).
fn combat_sources_after(v: &View, from: usize) -> Vec<ObjectId> {
    let mut out = Vec::new();
    for e in v.journal.iter().skip(from) {
        match &e.what {
            Happening::Event(Event::Damage {
                source,
                combat: true,
                ..
            }) => out.push(*source),
            Happening::CombatDamageOnStack {
                assignments,
                resolving: false,
            } => out.extend(assignments.iter().map(|a| a.source)),
            _ => {}
        }
    }
    out
}

/// Where the (second or only) combat damage step began in this step's journal, if it did.
fn combat_damage_step_began(v: &View) -> Option<usize> {
    v.journal.iter().position(|e| {
        matches!(
            event(e),
            Some(Event::StepBegan {
                step: Step::CombatDamage,
                ..
            })
        )
    })
}

/// CR 510.4 (mtg-2024-11-08), CR 310.5 (mtg-2008-10-01) + CR 310.2a (mtg-2008-10-01): the
/// combat damage step after a first-strike step is for the creatures that did not strike in the
/// first (2008: "didn't assign combat damage in the first step"). So as it begins, every
/// unblocked attacker still on the battlefield that is not recorded as having struck first, with
/// power above 0 (this crate's own reading of printed power, counters and pumps) and attacking a
/// player still in the game, assigns combat damage: it is a source of the damage dealt (or, under
/// 2008, put on the stack) in this step. The record (`Combat::first_strikers`) is judged where it
/// is made by `strikers-match-their-damage-step`.
///
/// CR 510.1 (mtg-2024-11-08): when the step ends with the active player still to announce how
/// an attacker blocked by several creatures divides its damage, nothing is dealt yet (all of it
/// is dealt at once after the announcement, CR 510.2): not judged.
fn second_step_assigns_the_rest(v: &View) -> bool {
    let Some(began) = combat_damage_step_began(v) else {
        return true;
    };
    if matches!(
        v.state.decision,
        triggerproof_model::state::Decision::AssignCombatDamage(_)
    ) {
        return true;
    }
    let sources = combat_sources_after(v, began);
    let recorded = &v.state.combat.first_strikers;
    v.state
        .combat
        .attackers
        .iter()
        .filter(|a| !a.blocked && !recorded.contains(&a.object))
        .filter(|a| !v.state.player(a.defender).lost)
        .all(|a| {
            let Some(o) = v.state.object(a.object) else {
                return true;
            };
            let power = crate::selector::power_toughness(v.pool, &Known::of(o, false));
            o.zone != triggerproof_model::state::Zone::Battlefield
                || power.is_none_or(|(p, _)| p <= 0)
                || sources.contains(&a.object)
        })
}

/// A creature with first or double strike printed on it assigns combat damage as the step after
/// the first-strike step begins.
fn first_striker_in_second_step(v: &View) -> bool {
    combat_damage_step_began(v).is_some_and(|began| {
        combat_sources_after(v, began).iter().any(|o| {
            card_of(v, *o).is_some_and(|c| {
                characteristics::printed_keyword(v, c, Keyword::FirstStrike)
                    || characteristics::printed_keyword(v, c, Keyword::DoubleStrike)
            })
        })
    })
}

fn first_strike_step(v: &View) -> bool {
    v.journal.iter().any(|e| {
        matches!(
            event(e),
            Some(Event::StepBegan {
                step: Step::FirstStrikeDamage,
                ..
            })
        )
    })
}

/// CR 120.3f, 702.15b: in one event, each lifelink source that dealt damage makes its
/// controller gain the total it dealt, once: the event's lifelink gains are exactly one per
/// such source, each equal to one source's total.
pub(crate) fn lifelink_once_per_source(v: &View) -> bool {
    let entries = &v.journal.entries;
    runs(v).iter().all(|run| {
        let mut totals: Vec<(ObjectId, u32)> = Vec::new();
        let mut gains: Vec<u32> = Vec::new();
        for e in run {
            let at = entries
                .iter()
                .position(|x| std::ptr::eq(x, *e))
                .unwrap_or(0);
            match event(e) {
                // CR 613.1f: lifelink as the source has it when it deals the damage.
                Some(Event::Damage {
                    source,
                    card,
                    amount,
                    ..
                }) if *amount > 0
                    && characteristics::keyword_at(v, *source, *card, Keyword::Lifelink, at)
                        != Some(false) =>
                {
                    match totals.iter_mut().find(|(s, _)| s == source) {
                        Some((_, t)) => *t += u32::from(*amount),
                        None => totals.push((*source, u32::from(*amount))),
                    }
                }
                Some(Event::LifeGained { amount, .. }) if e.rule == RuleRef::Lifelink => {
                    gains.push(u32::from(*amount))
                }
                _ => {}
            }
        }
        let mut expected: Vec<u32> = totals.into_iter().map(|(_, t)| t).collect();
        expected.sort_unstable();
        gains.sort_unstable();
        expected == gains
    })
}

fn lifelink_gained(v: &View) -> bool {
    v.journal.iter().any(|e| e.rule == RuleRef::Lifelink)
}

/// CR 702.20b: attacking doesn't cause a creature with vigilance to tap.
fn vigilance_stays_untapped(v: &View) -> bool {
    let vigilant: Vec<ObjectId> = v
        .journal
        .entries
        .iter()
        .enumerate()
        .filter_map(|(i, e)| match event(e) {
            Some(Event::Attacks { attacker, .. }) if has(v, *attacker, Keyword::Vigilance, i) => {
                Some(*attacker)
            }
            _ => None,
        })
        .collect();
    !v.journal
        .iter()
        .any(|e| matches!(event(e), Some(Event::Tapped(o)) if vigilant.contains(o)))
}

fn vigilant_attack(v: &View) -> bool {
    v.journal.entries.iter().enumerate().any(|(i, e)| {
        matches!(event(e), Some(Event::Attacks { attacker, .. }) if characteristics::keyword_at(v, *attacker, card_of(v, *attacker).unwrap_or_default(), Keyword::Vigilance, i) == Some(true))
    })
}

/// CR 704.5h, 702.2b: a creature dealt damage by a deathtouch source is destroyed by the next
/// check of state-based actions, so it is gone when triggers are next put on the stack or a
/// player next receives priority.
fn deathtouch_destroys(v: &View) -> bool {
    use triggerproof_model::state::Decision;
    if !matches!(
        v.state.decision,
        Decision::Priority(_) | Decision::PutTrigger { .. }
    ) {
        return true;
    }
    v.journal
        .entries
        .iter()
        .enumerate()
        .all(|(i, e)| match event(e) {
            // CR 613.1f: deathtouch as the source has it when it deals the damage.
            Some(Event::Damage {
                source,
                card,
                to: Target::Object(o),
                amount,
                ..
            }) if *amount > 0
                && characteristics::keyword_at(v, *source, *card, Keyword::Deathtouch, i)
                    == Some(true) =>
            {
                v.state.object(*o).is_none_or(|x| {
                    x.zone != triggerproof_model::state::Zone::Battlefield
                        || !v
                            .pool
                            .get(x.card)
                            .has_type(triggerproof_model::vocab::CardType::Creature)
                })
            }
            _ => true,
        })
}

fn deathtouch_killed(v: &View) -> bool {
    v.journal.iter().any(|e| e.rule == RuleRef::SbaDeathtouch)
}

/// The recipient an "is dealt damage" ability's trigger answers, from its cause.
fn damaged_by_cause(v: &View, cause: Option<u16>) -> Option<Target> {
    match v.journal.entries.get(usize::from(cause?))?.what {
        Happening::Event(Event::Damage { to, .. }) => Some(to),
        _ => None,
    }
}

/// CR 603.2c: "[this / a player] is dealt damage" happens once to a recipient in one event,
/// however many sources deal the damage: an ability triggers on it once per recipient and run.
fn dealt_damage_once_per_event(v: &View) -> bool {
    let run_of: Vec<usize> = {
        let mut run = 0;
        let mut prev_event = false;
        v.journal
            .iter()
            .map(|e| {
                let is_event = event(e).is_some();
                if is_event && !prev_event {
                    run += 1;
                }
                prev_event = is_event;
                run
            })
            .collect()
    };
    let mut seen: Vec<(ObjectId, u8, usize, Target)> = Vec::new();
    for e in v.journal.iter() {
        let Happening::Triggered {
            origin,
            source,
            cause,
            ..
        } = &e.what
        else {
            continue;
        };
        let watches_damage = printed(v, origin).is_some_and(|t| {
            matches!(
                t.when,
                TriggerCondition::Event(
                    TriggerEvent::DealtDamage(_) | TriggerEvent::PlayerDealtDamage { .. }
                )
            )
        });
        let (true, Some(to), Some(c)) = (watches_damage, damaged_by_cause(v, *cause), cause) else {
            continue;
        };
        let index = match origin {
            triggerproof_model::state::AbilityOrigin::Printed { index, .. } => *index,
            _ => continue,
        };
        let key = (*source, index, run_of[usize::from(*c)], to);
        if seen.contains(&key) {
            return false;
        }
        seen.push(key);
    }
    true
}

fn player_dealt_damage_triggered(v: &View) -> bool {
    any_triggered(v, |e| matches!(e, TriggerEvent::PlayerDealtDamage { .. }))
}

use Expectation::{Always, Sometimes};
use Kind::{Invariant, Reachability};

/// `lifelink-gains-once-per-source` compares, per run of events, lifelink damage with lifelink
/// gains: with neither damage nor a life gain, both sides are empty.
pub fn lifelink_gains_once_per_source(v: &View) -> bool {
    let judged = crate::early::any(v, crate::readings::Marks::DAMAGE_OR_GAIN);
    !judged || crate::combat::lifelink_once_per_source(v)
}

pub fn properties() -> Vec<Property> {
    vec![
        Property { name: "attackers-declared-once", expectation: Always, kind: Invariant, statement: "Attack triggers see attackers only as they are declared: no attack event after another step began, none naming a creature twice.", rules: &[RuleRef::AttackTriggers], editions: MTG, witness: Some("attackers-declared"), check: attackers_declared_once },
        Property { name: "attack-triggers-once-per-attacker", expectation: Always, kind: Invariant, statement: "As attackers are declared, each \"whenever [selector] attacks\" ability triggers once per declared attacker its selector matches.", rules: &[RuleRef::AttackTriggers, RuleRef::OncePerOccurrence], editions: MTG, witness: Some("attackers-declared"), check: attack_triggers_once_per_attacker },
        Property { name: "attackers-declared", expectation: Sometimes, kind: Reachability, statement: "Attackers are declared.", rules: &[RuleRef::DeclareAttackers], editions: MTG, witness: None, check: attackers_declared },
        Property { name: "attacks-alone-means-alone", expectation: Always, kind: Invariant, statement: "An \"attacks alone\" ability triggers only when one creature was declared as an attacker.", rules: &[RuleRef::AttacksAlone], editions: MTG, witness: Some("attacked-alone"), check: alone_means_alone },
        Property { name: "attacked-alone", expectation: Sometimes, kind: Reachability, statement: "An \"attacks alone\" ability triggers.", rules: &[RuleRef::AttacksAlone], editions: MTG, witness: None, check: attacked_alone },
        Property { name: "combat-damage-is-one-event", expectation: Always, kind: Invariant, statement: "The combat damage of a step is dealt at once: no trigger is checked between its first and last damage.", rules: &[RuleRef::CombatDamage], editions: MTG, witness: Some("combat-damage-dealt"), check: combat_damage_is_one_event },
        Property { name: "combat-damage-dealt", expectation: Sometimes, kind: Reachability, statement: "Combat damage is dealt.", rules: &[RuleRef::CombatDamage], editions: MTG, witness: None, check: combat_damage_dealt },
        Property { name: "strikers-match-their-damage-step", expectation: Always, kind: Invariant, statement: "First and double strikers deal combat damage in the first-strike step; the step after it is for those that had neither as the first step began, and double strikers.", rules: &[RuleRef::FirstStrikeStep], editions: MTG_603, witness: Some("first-strike-step"), check: strikers_match_their_step },
        Property { name: "second-step-assigns-the-rest", expectation: Always, kind: Invariant, statement: "As the combat damage step after a first-strike step begins, every unblocked attacker that did not strike (2008: assign damage) in the first step and has power above 0 assigns combat damage.", rules: &[RuleRef::FirstStrikeStep], editions: MTG, witness: Some("first-striker-in-second-step"), check: second_step_assigns_the_rest },
        Property { name: "first-striker-in-second-step", expectation: Sometimes, kind: Reachability, statement: "A creature with first or double strike printed on it assigns combat damage in the step after the first-strike step.", rules: &[RuleRef::FirstStrikeStep], editions: MTG, witness: None, check: first_striker_in_second_step },
        Property { name: "first-strike-step", expectation: Sometimes, kind: Reachability, statement: "A first-strike combat damage step begins.", rules: &[RuleRef::FirstStrikeStep], editions: MTG_603, witness: None, check: first_strike_step },
        Property { name: "lifelink-gains-once-per-source", expectation: Always, kind: Invariant, statement: "Each lifelink source's damage in one event gains its controller the total it dealt, as one life gain.", rules: &[RuleRef::Lifelink], editions: MTG_603, witness: Some("lifelink-gained"), check: lifelink_gains_once_per_source },
        Property { name: "lifelink-gained", expectation: Sometimes, kind: Reachability, statement: "Lifelink gains life.", rules: &[RuleRef::Lifelink], editions: MTG_603, witness: None, check: lifelink_gained },
        Property { name: "vigilance-attacks-untapped", expectation: Always, kind: Invariant, statement: "Attacking never taps a creature with vigilance.", rules: &[RuleRef::Vigilance], editions: MTG, witness: Some("vigilant-attack"), check: vigilance_stays_untapped },
        Property { name: "vigilant-attack", expectation: Sometimes, kind: Reachability, statement: "A creature with vigilance attacks.", rules: &[RuleRef::Vigilance], editions: MTG, witness: None, check: vigilant_attack },
        Property { name: "deathtouch-destroys", expectation: Always, kind: Invariant, statement: "A creature dealt damage by a deathtouch source is gone when a player next receives priority.", rules: &[RuleRef::SbaDeathtouch], editions: MTG_603, witness: Some("deathtouch-killed"), check: deathtouch_destroys },
        Property { name: "deathtouch-killed", expectation: Sometimes, kind: Reachability, statement: "Deathtouch damage destroys a creature that survived the damage itself.", rules: &[RuleRef::SbaDeathtouch], editions: MTG_603, witness: None, check: deathtouch_killed },
        Property { name: "dealt-damage-once-per-event", expectation: Always, kind: Invariant, statement: "An \"is dealt damage\" ability triggers once per recipient of one event, however many sources dealt it damage.", rules: &[RuleRef::OncePerOccurrence], editions: MTG, witness: Some("player-dealt-damage-triggered"), check: dealt_damage_once_per_event },
        Property { name: "player-dealt-damage-triggered", expectation: Sometimes, kind: Reachability, statement: "A \"player is dealt damage\" ability triggers.", rules: &[RuleRef::OncePerOccurrence], editions: MTG, witness: None, check: player_dealt_damage_triggered },
    ]
}
