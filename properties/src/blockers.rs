//! Properties of several blockers (CR 509.1a (mtg-2024-11-08), CR 510.1c (mtg-2024-11-08)): an
//! attacking creature's combat damage totals its power and goes only to the creatures blocking
//! it (to the player it attacks when unblocked); "becomes blocked" triggers once however many
//! block (CR 509.3c (mtg-2024-11-08), CR 309.4 (mtg-2008-10-01)).
//!
//! Our own reading, from the journal and the state after the step: the combat damage events of
//! the step, summed per source; a source still attacking after the step is judged with its
//! power read here (printed, its "until end of turn" change and its +1/+1 and -1/-1 counters;
//! 2 face down, CR 708.2a) and its blockers now, a recipient that left the battlefield in the
//! step counting as one of them. Steps where anything was prevented or replaced, or a
//! permanent with a static ability (which may change power) is on the battlefield, are not
//! judged. Under mtg-2008-10-01 damage is dealt as assigned from the stack (CR 310.4a (mtg-2008-10-01)),
//! possibly after the power changed, so only the two later editions are judged.

use crate::observe::printed;
use crate::{Expectation, Kind, Property, View, MTG, MTG_603};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening};
use triggerproof_model::state::{AbilityOrigin, GameObject, ObjectId, Target, Zone};
use triggerproof_model::vocab::trigger::TriggerCondition;
use triggerproof_model::vocab::CounterKind;
use triggerproof_model::vocab::TriggerEvent;

/// The combat damage of the step, per source: (source, total, recipients).
pub(crate) fn combat_damage(v: &View) -> Vec<(ObjectId, u32, Vec<Target>)> {
    let mut out: Vec<(ObjectId, u32, Vec<Target>)> = Vec::new();
    for e in v.journal.iter() {
        let Happening::Event(Event::Damage {
            source,
            to,
            amount,
            combat: true,
            ..
        }) = &e.what
        else {
            continue;
        };
        match out.iter_mut().find(|(s, _, _)| s == source) {
            Some((_, total, to_all)) => {
                *total += u32::from(*amount);
                to_all.push(*to);
            }
            None => out.push((*source, u32::from(*amount), vec![*to])),
        }
    }
    out
}

/// The power of a creature, read here: printed (2 face down), its pump, its counters.
pub(crate) fn power(v: &View, o: &GameObject) -> i32 {
    printed_and_changes(v, o, true)
}

/// The toughness of a creature, read as [`power`] is.
pub(crate) fn toughness(v: &View, o: &GameObject) -> i32 {
    printed_and_changes(v, o, false)
}

/// Power (`power`) or toughness: printed (2 face down), its pump, its counters.
fn printed_and_changes(v: &View, o: &GameObject, power: bool) -> i32 {
    let card = v.pool.get(o.card);
    let printed = match (o.face_down, power) {
        (true, _) => 2,
        (false, true) => i32::from(card.power),
        (false, false) => i32::from(card.toughness),
    };
    let pump = if power { o.pump.0 } else { o.pump.1 };
    let count = |k| {
        o.counters
            .iter()
            .filter(|(kind, _)| *kind == k)
            .map(|(_, n)| i32::from(*n))
            .sum::<i32>()
    };
    printed + i32::from(pump) + count(CounterKind::PlusOne) - count(CounterKind::MinusOne)
}

/// Did `o` leave the battlefield in this step?
pub(crate) fn left(v: &View, o: ObjectId) -> bool {
    v.journal.iter().any(|e| {
        matches!(&e.what, Happening::Event(Event::ZoneChange { old, from: Some(Zone::Battlefield), .. }) if *old == o)
    })
}

/// Is the step one this crate can judge (nothing prevented or replaced, no static ability)?
pub(crate) fn judged(v: &View) -> bool {
    let changed = v.journal.iter().any(|e| {
        matches!(
            e.what,
            Happening::Prevented { .. } | Happening::Replaced { .. }
        )
    });
    let statics = v
        .state
        .battlefield()
        .any(|(_, o)| v.pool.get(o.card).statics().next().is_some());
    !changed && !statics
}

/// CR 510.1a (mtg-2024-11-08), CR 510.1c (mtg-2024-11-08): an attacking creature assigns combat damage equal to its power;
/// unblocked, to the player it attacks; blocked, to the creatures blocking it, "divided as its
/// controller chooses among them" when two or more block it. So what one attacker deals in a
/// step totals its power and reaches only its blockers (or, unblocked, its defender). CR
/// 702.19b (mtg-2024-11-08): with trample (printed, read here), the player it attacks may get a
/// part too; CR 702.19d (mtg-2024-11-08): with no blocker left, all of it.
fn attacker_damage_totals_power(v: &View) -> bool {
    if !judged(v) {
        return true;
    }
    combat_damage(v).into_iter().all(|(source, total, to)| {
        let (Some(a), Some(o)) = (v.state.combat.attacker(source), v.state.object(source)) else {
            return true;
        };
        if o.zone != Zone::Battlefield || o.face_down {
            return true;
        }
        let recipients_ok = to.iter().all(|t| match t {
            Target::Player(p) => (!a.blocked || printed_trample(v, o)) && *p == a.defender,
            Target::Object(b) => a.blocked && (a.blockers.contains(b) || left(v, *b)),
            _ => false,
        });
        recipients_ok && i64::from(total) == i64::from(power(v, o))
    })
}

/// Has the creature trample printed (face up)? Our own reading: the card's keyword list.
pub(crate) fn printed_trample(v: &View, o: &GameObject) -> bool {
    use triggerproof_model::vocab::Keyword;
    !o.face_down && crate::characteristics::printed_keyword(v, o.card, Keyword::Trample)
}

/// One source's combat damage was dealt to two or more different creatures at once (only an
/// attacker blocked by several can: a blocker blocks one attacker in the model).
fn damage_divided(v: &View) -> bool {
    combat_damage(v).into_iter().any(|(_, _, to)| {
        to.iter()
            .filter(|t| matches!(t, Target::Object(_)))
            .any(|t| to.iter().any(|u| matches!(u, Target::Object(_)) && u != t))
    })
}

/// The attackers named by the block events of the step, with how many blockers each.
fn blocked_attackers(v: &View) -> Vec<(ObjectId, usize)> {
    let mut out: Vec<(ObjectId, usize)> = Vec::new();
    for e in v.journal.iter() {
        if let Happening::Event(Event::Blocks { attacker, .. }) = &e.what {
            match out.iter_mut().find(|(a, _)| a == attacker) {
                Some((_, n)) => *n += 1,
                None => out.push((*attacker, 1)),
            }
        }
    }
    out
}

/// How many times each printed "becomes blocked" ability triggered in the step, per source and
/// ability.
fn becomes_blocked_triggers(v: &View) -> Vec<usize> {
    let mut out: Vec<((ObjectId, AbilityOrigin), usize)> = Vec::new();
    for e in v.journal.iter() {
        let Happening::Triggered { source, origin, .. } = &e.what else {
            continue;
        };
        let is = printed(v, origin).is_some_and(|t| {
            matches!(
                t.when,
                TriggerCondition::Event(TriggerEvent::BecomesBlocked(_))
            )
        });
        if !is {
            continue;
        }
        let key = (*source, origin.clone());
        match out.iter_mut().find(|(k, _)| *k == key) {
            Some((_, n)) => *n += 1,
            None => out.push((key, 1)),
        }
    }
    out.into_iter().map(|(_, n)| n).collect()
}

/// CR 509.3c (mtg-2024-11-08): "Whenever [a creature] becomes blocked" triggers "only once each
/// combat for that creature, even if it's blocked by multiple creatures";
/// CR 309.4 (mtg-2008-10-01): "only at the first point the creature becomes blocked that combat". So one
/// such ability triggers, as blockers are declared, at most once per attacker that became
/// blocked, however many block it.
fn becomes_blocked_once_per_attacker(v: &View) -> bool {
    let attackers = blocked_attackers(v).len();
    becomes_blocked_triggers(v)
        .into_iter()
        .all(|n| n <= attackers)
}

/// A "becomes blocked" ability triggered as two or more creatures blocked one attacker.
fn becomes_blocked_by_several(v: &View) -> bool {
    blocked_attackers(v).iter().any(|(_, n)| *n >= 2) && !becomes_blocked_triggers(v).is_empty()
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step};

pub fn properties() -> Vec<Property> {
    vec![
        Property {
            name: "attacker-damage-totals-power",
            expectation: Always,
            kind: Step,
            statement: "Each attacking creature's combat damage in a step totals its power (when nothing prevents or replaces it) and goes only to the creatures blocking it, or to the player it attacks when unblocked or, with trample, beside or instead of its blockers.",
            rules: &[RuleRef::DamageDivided, RuleRef::CombatDamage],
            editions: MTG_603,
            witness: Some("attacker-damage-divided"),
            check: attacker_damage_totals_power,
        },
        Property {
            name: "attacker-damage-divided",
            expectation: Sometimes,
            kind: Reachability,
            statement: "An attacking creature blocked by several creatures deals its combat damage to two of them at once.",
            rules: &[RuleRef::DamageDivided],
            editions: MTG_603,
            witness: None,
            check: damage_divided,
        },
        Property {
            name: "becomes-blocked-once-per-attacker",
            expectation: Always,
            kind: Step,
            statement: "A 'whenever ... becomes blocked' ability triggers at most once for each attacker that becomes blocked, however many creatures block it.",
            rules: &[RuleRef::BecomesBlockedOnce],
            editions: MTG,
            witness: Some("becomes-blocked-by-several"),
            check: becomes_blocked_once_per_attacker,
        },
        Property {
            name: "becomes-blocked-by-several",
            expectation: Sometimes,
            kind: Reachability,
            statement: "A 'becomes blocked' ability triggers as two creatures block one attacker.",
            rules: &[RuleRef::BecomesBlockedOnce],
            editions: MTG,
            witness: None,
            check: becomes_blocked_by_several,
        },
    ]
}
