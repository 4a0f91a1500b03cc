//! Properties of one creature blocking several attackers: a blocker blocks at most as many
//! attackers as its text allows (CR 509.1a (mtg-2024-11-08): "one creature for it to block",
//! unless the card says otherwise, CR 101.1 (mtg-2024-11-08); CR 309.2a (mtg-2008-10-01)
//! with CR 103.1 (mtg-2008-10-01)); its combat damage totals its power and is split only among the attackers
//! it blocks (CR 510.1d (mtg-2024-11-08)); "whenever [it] blocks" triggers once each combat
//! however many it blocks (CR 509.3a (mtg-2024-11-08), CR 410.9a (mtg-2008-10-01)).
//!
//! Our own reading, from the step's journal and the state after it: the block events of the
//! step (all of a declaration's come at once), grouped per blocker; whether the blocker had
//! "can block an additional creature each combat" or "can block any number of creatures" as
//! the event happened is read by the properties' `characteristics` reader (printed, abilities
//! not lost, face up: unreadable means not judged). Damage is judged as `blockers` judges an
//! attacker's: the step's combat damage summed per source, the source's power read here.

use crate::blockers::{combat_damage, judged, left, power};
use crate::characteristics::keyword_at;
use crate::observe::printed;
use crate::{Expectation, Kind, Property, View, MTG, MTG_603};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening};
use triggerproof_model::state::{AbilityOrigin, ObjectId, Target, Zone};
use triggerproof_model::vocab::trigger::TriggerCondition;
use triggerproof_model::vocab::{Keyword, TriggerEvent};

/// The blockers named by the step's block events: (first journal index, blocker, the distinct
/// attackers it blocks).
fn blockers(v: &View) -> Vec<(usize, ObjectId, Vec<ObjectId>)> {
    let mut out: Vec<(usize, ObjectId, Vec<ObjectId>)> = Vec::new();
    for (i, e) in v.journal.entries.iter().enumerate() {
        let Happening::Event(Event::Blocks { blocker, attacker }) = &e.what else {
            continue;
        };
        match out.iter_mut().find(|(_, b, _)| b == blocker) {
            Some((_, _, on)) if !on.contains(attacker) => on.push(*attacker),
            Some(_) => {}
            None => out.push((i, *blocker, vec![*attacker])),
        }
    }
    out
}

/// How many attackers blocker `b` may block, as the block event at `at` happened: 1, 2 with
/// "can block an additional creature each combat", `None` (no limit, or not readable) with
/// "can block any number of creatures".
fn limit(v: &View, b: ObjectId, at: usize) -> Option<usize> {
    let card = v.state.object(b).map(|o| o.card)?;
    let any = keyword_at(v, b, card, Keyword::CanBlockAnyNumber, at)?;
    let additional = keyword_at(v, b, card, Keyword::CanBlockAdditional, at)?;
    match (any, additional) {
        (true, _) => None,
        (false, true) => Some(2),
        (false, false) => Some(1),
    }
}

/// CR 509.1a (mtg-2024-11-08): each blocking creature is given "one creature for it to block";
/// a creature that "can block an additional creature each combat" two, one that "can block any
/// number of creatures" any number (CR 101.1 (mtg-2024-11-08): the card's text wins).
fn blocker_within_limit(v: &View) -> bool {
    blockers(v)
        .into_iter()
        .all(|(i, b, on)| limit(v, b, i).is_none_or(|n| on.len() <= n))
}

/// One creature blocked two attackers.
fn blocker_blocks_two(v: &View) -> bool {
    blockers(v).iter().any(|(_, _, on)| on.len() >= 2)
}

/// The attackers blocker `b` blocks now, read from the combat after the step.
fn blocking_now(v: &View, b: ObjectId) -> Vec<ObjectId> {
    let attackers = v.state.combat.attackers.iter();
    attackers
        .filter(|a| a.blockers.contains(&b))
        .map(|a| a.object)
        .collect()
}

/// CR 510.1a (mtg-2024-11-08): a blocking creature assigns combat damage equal to its power;
/// CR 510.1d (mtg-2024-11-08): to the creatures it's blocking, all to one it blocks alone,
/// "divided as its controller chooses among them" when it blocks two or more. So what one
/// blocker deals in a step totals its power and reaches only attackers it blocks (one that
/// left the battlefield in the step counts as one of them).
fn blocker_damage_totals_power(v: &View) -> bool {
    if !judged(v) {
        return true;
    }
    combat_damage(v).into_iter().all(|(source, total, to)| {
        let on = blocking_now(v, source);
        let Some(o) = v.state.object(source) else {
            return true;
        };
        if on.is_empty() || o.zone != Zone::Battlefield || o.face_down {
            return true;
        }
        let recipients_ok = to.iter().all(|t| match t {
            Target::Object(a) => on.contains(a) || left(v, *a),
            _ => false,
        });
        recipients_ok && i64::from(total) == i64::from(power(v, o))
    })
}

/// A blocker's combat damage reached two attackers it blocks at once.
fn blocker_damage_divided(v: &View) -> bool {
    combat_damage(v).into_iter().any(|(source, _, to)| {
        let on = blocking_now(v, source);
        let reached = on
            .iter()
            .filter(|a| to.contains(&Target::Object(**a)))
            .count();
        reached >= 2
    })
}

/// How many times each printed "whenever [a creature] blocks" ability triggered in the step,
/// per source and ability.
fn blocks_triggers(v: &View) -> Vec<usize> {
    let mut out: Vec<((ObjectId, AbilityOrigin), usize)> = Vec::new();
    for e in v.journal.iter() {
        let Happening::Triggered { source, origin, .. } = &e.what else {
            continue;
        };
        let is = printed(v, origin)
            .is_some_and(|t| matches!(t.when, TriggerCondition::Event(TriggerEvent::Blocks(_))));
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

/// CR 509.3a (mtg-2024-11-08): "Whenever [a creature] blocks" "generally triggers only once
/// each combat for that creature, even if it blocks multiple creatures";
/// CR 410.9a (mtg-2008-10-01): "only once each combat". So one such ability triggers, as blockers are
/// declared, at most once per creature that blocked, however many attackers each blocks.
fn blocks_trigger_once_per_blocker(v: &View) -> bool {
    let creatures = blockers(v).len();
    blocks_triggers(v).into_iter().all(|n| n <= creatures)
}

/// A "whenever ... blocks" ability triggered as one creature blocked two attackers.
fn blocks_trigger_with_two(v: &View) -> bool {
    blocker_blocks_two(v) && !blocks_triggers(v).is_empty()
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step};

pub fn properties() -> Vec<Property> {
    vec![
        Property {
            name: "blocker-within-limit",
            expectation: Always,
            kind: Step,
            statement: "A blocking creature blocks one attacker, or two if it can block an additional creature, or any number if it can block any number of creatures.",
            rules: &[RuleRef::BlockSeveral, RuleRef::DeclareBlockers],
            editions: MTG,
            witness: Some("blocker-blocks-two"),
            check: blocker_within_limit,
        },
        Property {
            name: "blocker-blocks-two",
            expectation: Sometimes,
            kind: Reachability,
            statement: "One creature blocks two attackers.",
            rules: &[RuleRef::BlockSeveral],
            editions: MTG,
            witness: None,
            check: blocker_blocks_two,
        },
        Property {
            name: "blocker-damage-totals-power",
            expectation: Always,
            kind: Step,
            statement: "Each blocking creature's combat damage in a step totals its power (when nothing prevents or replaces it) and is split only among the attackers it blocks.",
            rules: &[RuleRef::BlockerDamageDivided, RuleRef::CombatDamage],
            editions: MTG_603,
            witness: Some("blocker-damage-divided"),
            check: blocker_damage_totals_power,
        },
        Property {
            name: "blocker-damage-divided",
            expectation: Sometimes,
            kind: Reachability,
            statement: "A creature blocking two attackers deals its combat damage to both at once.",
            rules: &[RuleRef::BlockerDamageDivided],
            editions: MTG_603,
            witness: None,
            check: blocker_damage_divided,
        },
        Property {
            name: "blocks-trigger-once-per-blocker",
            expectation: Always,
            kind: Step,
            statement: "A 'whenever ... blocks' ability triggers at most once for each creature that blocks, however many attackers it blocks.",
            rules: &[RuleRef::BlocksOnce],
            editions: MTG,
            witness: Some("blocks-trigger-with-two"),
            check: blocks_trigger_once_per_blocker,
        },
        Property {
            name: "blocks-trigger-with-two",
            expectation: Sometimes,
            kind: Reachability,
            statement: "A 'whenever ... blocks' ability triggers as one creature blocks two attackers.",
            rules: &[RuleRef::BlocksOnce],
            editions: MTG,
            witness: None,
            check: blocks_trigger_with_two,
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use triggerproof_model::cards::builtin;
    use triggerproof_model::edition::Edition;
    use triggerproof_model::journal::Journal;
    use triggerproof_model::state::{Attacker, GameObject, GameState, PlayerId};

    /// P1's two Grizzly Bears (ids 0, 1) attacking P2, blocked by P2's `blocker` (id 2); the
    /// step's journal: its block events and the combat damage `dealt` by the blocker.
    fn judge(blocker: &str, dealt: &[(u16, u16)], check: fn(&View) -> bool) -> bool {
        let pool = builtin();
        let bears = pool.id("Grizzly Bears").unwrap();
        let card = pool.id(blocker).unwrap();
        let mut g = GameState::new(2, 20, 0);
        for id in [0, 1] {
            g.objects.insert(
                ObjectId(id),
                GameObject::new(bears, PlayerId(0), Zone::Battlefield),
            );
            g.combat.attackers.push_back(Attacker {
                object: ObjectId(id),
                defender: PlayerId(1),
                blockers: vec![ObjectId(2)],
                blocked: true,
            });
        }
        g.objects.insert(
            ObjectId(2),
            GameObject::new(card, PlayerId(1), Zone::Battlefield),
        );
        let mut j = Journal::default();
        for a in [0, 1] {
            let ev = Event::Blocks {
                blocker: ObjectId(2),
                attacker: ObjectId(a),
            };
            j.push(RuleRef::BlockTriggers, Happening::Event(ev));
        }
        for (to, amount) in dealt {
            let ev = Event::Damage {
                source: ObjectId(2),
                card,
                to: Target::Object(ObjectId(*to)),
                amount: *amount,
                combat: true,
            };
            j.push(RuleRef::CombatDamage, Happening::Event(ev));
        }
        let v = View::new(Edition::Mtg20241108, &pool, &g, &j);
        check(&v)
    }

    #[test]
    fn a_creature_without_the_text_blocks_one_attacker() {
        assert!(!judge("Grizzly Bears", &[], blocker_within_limit));
        assert!(judge("Shieldwall Sentry", &[], blocker_within_limit));
        assert!(judge("Thousand-Arm Warden", &[], blocker_within_limit));
        assert!(judge("Shieldwall Sentry", &[], blocker_blocks_two));
    }

    #[test]
    fn a_blocker_of_two_divides_its_power() {
        let check = blocker_damage_totals_power;
        assert!(judge("Shieldwall Sentry", &[(0, 1), (1, 1)], check));
        assert!(judge("Shieldwall Sentry", &[(0, 2)], check));
        assert!(!judge("Shieldwall Sentry", &[(0, 2), (1, 2)], check));
        assert!(judge(
            "Shieldwall Sentry",
            &[(0, 1), (1, 1)],
            blocker_damage_divided
        ));
    }
}
