//! "Do this only once each turn" (CR 603.2i), counted per object: the ability triggers only if
//! its source's controller has not yet taken the action that turn, and the action is that of
//! this ability of this object. Two copies of a card are two objects, and a permanent that left
//! and came back is a new object with no memory of the old one (CR 400.7): each has its own
//! count.
//!
//! The count is read from the journal: an action belongs to the ability whose instance was
//! resolving when it was taken (the last `Resolving` entry before it). Within a step every
//! action, trigger and refusal is judged against the actions taken earlier in that step; an
//! action of an earlier step of the turn is known from the object itself, which keeps the
//! indexes of its abilities whose action was taken (state, not engine code).

use crate::observe::printed;
use crate::{Expectation, Kind, Property, View};
use triggerproof_model::Edition;

/// CR 603.2i and RB 383.3.e.1 (riftbound-1.4) count the action taken; riftbound-1.3 limits
/// triggering instead (RB 383.3.f, `riftbound_choices`).
const ACTION_COUNTED: &[Edition] = &[
    Edition::Mtg20241108,
    Edition::Mtg20260116,
    Edition::Riftbound14,
];
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Happening, NotTriggeredReason};
use triggerproof_model::state::{AbilityOrigin, ObjectId, PlayerId};

/// One object's ability, and the player who took (or would take) its action.
type Mark = (ObjectId, u8, PlayerId);

/// Is `origin` a printed ability with "do this only once each turn"?
fn is_once(v: &View, origin: &AbilityOrigin) -> bool {
    printed(v, origin).is_some_and(|t| t.once_each_turn)
}

/// Every action taken in this step, with its journal index and whose it was; `None` if an
/// action can't be attributed to a resolving printed ability of the same card and index.
fn actions(v: &View) -> Option<Vec<(usize, Mark)>> {
    let mut resolving: Option<(ObjectId, AbilityOrigin)> = None;
    let mut out = Vec::new();
    for (i, e) in v.journal.entries.iter().enumerate() {
        match &e.what {
            Happening::Resolving { instance, .. } => {
                resolving = instance.as_ref().map(|t| (t.source, t.origin.clone()));
            }
            Happening::OnceEachTurnTaken {
                controller,
                card,
                index,
            } => {
                let Some((src, AbilityOrigin::Printed { card: c, index: k })) = &resolving else {
                    return None;
                };
                if c != card || k != index {
                    return None;
                }
                out.push((i, (*src, *index, *controller)));
            }
            _ => {}
        }
    }
    Some(out)
}

/// Was `mark`'s action taken in an earlier step of this turn? The object records it, and no
/// action of this step (at or after `from`) accounts for the record.
fn taken_earlier(v: &View, acts: &[(usize, Mark)], mark: Mark, from: usize) -> bool {
    let (source, index, controller) = mark;
    let recorded = v
        .state
        .object(source)
        .is_some_and(|o| o.once_taken.contains(&(index, controller)));
    recorded && !acts.iter().any(|(j, m)| *j >= from && *m == mark)
}

/// A refusal at journal entry `i` of `source`'s ability `index` is justified only by that
/// object's own action: taken earlier in this step, or recorded on the object (a departed
/// source can't be looked at, and is not judged).
fn refused_by_own_action(
    v: &View,
    acts: &[(usize, Mark)],
    i: usize,
    source: ObjectId,
    index: u8,
) -> bool {
    let here = acts
        .iter()
        .any(|(j, (s, k, _))| *j < i && *s == source && *k == index);
    let recorded = v
        .state
        .object(source)
        .is_none_or(|o| o.once_taken.iter().any(|(k, _)| *k == index));
    here || recorded
}

/// CR 603.2i + CR 400.7: per object and ability, the action is taken at most once a turn; the
/// ability doesn't trigger once it was taken; it is refused ("already done") only when that
/// object's own ability took it.
fn honoured(v: &View) -> bool {
    let Some(acts) = actions(v) else {
        return false;
    };
    let before = |i: usize, m: Mark| acts.iter().any(|(j, x)| *j < i && *x == m);
    let each_once = acts.iter().all(|(i, m)| !before(*i, *m));
    let e = &v.journal.entries;
    each_once
        && e.iter().enumerate().all(|(i, x)| match &x.what {
            Happening::Triggered {
                source,
                origin: origin @ AbilityOrigin::Printed { index, .. },
                controller,
                ..
            } if is_once(v, origin) => {
                let m = (*source, *index, *controller);
                !before(i, m) && !taken_earlier(v, &acts, m, i)
            }
            Happening::NotTriggered {
                source,
                origin: AbilityOrigin::Printed { index, .. },
                reason: NotTriggeredReason::OnceEachTurnUsed,
            } => refused_by_own_action(v, &acts, i, *source, *index),
            Happening::OnceEachTurnSkipped { instance } => {
                let t = e[..i].iter().rev().find_map(|y| match &y.what {
                    Happening::Resolving {
                        instance: Some(t), ..
                    } if t.id == *instance => Some(t),
                    _ => None,
                });
                match t.map(|t| (t.source, &t.origin)) {
                    Some((source, AbilityOrigin::Printed { index, .. })) => {
                        refused_by_own_action(v, &acts, i, source, *index)
                    }
                    _ => false,
                }
            }
            _ => true,
        })
}

/// A "once each turn" ability's event happens after its action was taken that turn.
fn exercised(v: &View) -> bool {
    v.journal.iter().any(|e| {
        matches!(
            e.what,
            Happening::OnceEachTurnSkipped { .. }
                | Happening::NotTriggered {
                    reason: NotTriggeredReason::OnceEachTurnUsed,
                    ..
                }
        )
    })
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step};

pub fn properties() -> Vec<Property> {
    vec![
        Property {
            name: "once-each-turn-honoured",
            expectation: Always,
            kind: Step,
            statement: "Per object, an ability whose 'do this only once each turn' action was taken this turn doesn't trigger, the action is taken at most once, and only that object's own action stops it.",
            rules: &[RuleRef::OnceEachTurn, RuleRef::NewObject],
            editions: ACTION_COUNTED,
            witness: Some("once-each-turn-exercised"),
            check: honoured,
        },
        Property {
            name: "once-each-turn-exercised",
            expectation: Sometimes,
            kind: Reachability,
            statement: "A 'once each turn' ability's event happens after its action was taken that turn.",
            rules: &[RuleRef::OnceEachTurn],
            editions: ACTION_COUNTED,
            witness: None,
            check: exercised,
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use triggerproof_model::cards::builtin;
    use triggerproof_model::journal::Journal;
    use triggerproof_model::state::{GameObject, GameState, Zone};
    use triggerproof_model::Edition;

    /// Two Lifelink Shrines: the second's ability refused although only the first took its action.
    #[test]
    fn refusal_by_another_objects_action_is_a_violation() {
        let pool = builtin();
        let card = pool.id("Lifelink Shrine").unwrap();
        let mut s = GameState::new(2, 20, 0);
        let mut first = GameObject::new(card, PlayerId(0), Zone::Battlefield);
        first.once_taken.push((0, PlayerId(0)));
        s.objects.insert(ObjectId(0), first);
        s.objects.insert(
            ObjectId(1),
            GameObject::new(card, PlayerId(0), Zone::Battlefield),
        );
        let mut j = Journal::default();
        j.push(
            RuleRef::OnceEachTurn,
            Happening::NotTriggered {
                origin: AbilityOrigin::Printed { card, index: 0 },
                source: ObjectId(1),
                reason: NotTriggeredReason::OnceEachTurnUsed,
            },
        );
        let v = View::new(Edition::Mtg20241108, &pool, &s, &j);
        assert!(!honoured(&v));
        let mut k = j.clone();
        k.entries[0].what = Happening::NotTriggered {
            origin: AbilityOrigin::Printed { card, index: 0 },
            source: ObjectId(0),
            reason: NotTriggeredReason::OnceEachTurnUsed,
        };
        let v = View::new(v.edition, v.pool, v.state, &k);
        assert!(honoured(&v));
    }
}
