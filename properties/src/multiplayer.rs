//! Properties of leaving a multiplayer game (issue 14, h14o): "whenever a player loses the
//! game" looks back in time (CR 603.10f (mtg-2024-11-08)): every such ability that existed
//! just before a player lost, on every permanent as it was then (those that left the game with
//! the loser included, CR 800.4a (mtg-2024-11-08)), triggers. Our own reading of the journal's
//! leaving records and the printed abilities; the engine's trigger matching is never called.

use crate::observe::{abilities_suppressed, has_abilities, newcomers};
use crate::{Expectation, Kind, Property, View, MTG_603};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Departed, Event, Happening};
use triggerproof_model::state::{AbilityOrigin, ObjectId, PlayerId};
use triggerproof_model::vocab::{CardId, StaticAbility, TriggerCondition, TriggerEvent, Who};

/// A permanent as it was just before a loss: id, card, controller, has its abilities.
type Before = (ObjectId, CardId, PlayerId, bool);

/// The journal positions of the leaving events logged together with the one at `j` (players
/// who lose at the same time leave together, CR 800.4a (mtg-2024-11-08)): the run of `LeftGame` entries around
/// `j`.
fn batch(v: &View, j: usize) -> std::ops::Range<usize> {
    let e = &v.journal.entries;
    let left = |k: usize| matches!(e[k].what, Happening::Event(Event::LeftGame { .. }));
    let mut lo = j;
    while lo > 0 && left(lo - 1) {
        lo -= 1;
    }
    let mut hi = j + 1;
    while hi < e.len() && left(hi) {
        hi += 1;
    }
    lo..hi
}

/// The permanents the losers of the batch took away, as they were just before.
fn taken(v: &View, run: std::ops::Range<usize>) -> Vec<Departed> {
    let mut out: Vec<Departed> = Vec::new();
    for e in &v.journal.entries[run] {
        if let Happening::Event(Event::LeftGame { took, .. }) = &e.what {
            for d in took {
                if !out.iter().any(|x| x.object == d.object) {
                    out.push(*d);
                }
            }
        }
    }
    out
}

/// Every permanent as it was just before the loss at `j`: those the losers took away (as
/// recorded), and those still on the battlefield that neither arrived nor changed control
/// during the step (as they are now). `None` if something makes abilities uncertain (an
/// "all creatures lose all abilities" permanent now or among those that left).
fn before_loss(v: &View, j: usize) -> Option<Vec<Before>> {
    let took = taken(v, batch(v, j));
    let suppressor = |card: CardId| {
        v.pool
            .get(card)
            .statics()
            .any(|s| *s == StaticAbility::CreaturesLoseAllAbilities)
    };
    if abilities_suppressed(v) || took.iter().any(|d| suppressor(d.card)) {
        return None;
    }
    let mut out: Vec<Before> = took
        .iter()
        .map(|d| {
            let abilities = !d.abilities_lost && !d.face_down;
            (d.object, d.card, d.controller, abilities)
        })
        .collect();
    let arrived = newcomers(v);
    let recontrolled = |id: ObjectId| {
        v.journal
            .events()
            .any(|e| matches!(e, Event::ControlChanged { object, .. } if *object == id))
    };
    for (id, o) in v.state.battlefield() {
        if took.iter().any(|d| d.object == id) || arrived.contains(&id) || recontrolled(id) {
            continue;
        }
        out.push((id, o.card, o.controller, has_abilities(v, id)));
    }
    Some(out)
}

/// Does "whenever [who] loses the game" on a permanent controlled by `you` match `loser`?
/// `None` for the words this reading leaves to others ("that player", "its owner").
fn loser_matches(who: Who, loser: PlayerId, you: PlayerId) -> Option<bool> {
    match who {
        Who::Any => Some(true),
        Who::You => Some(loser == you),
        Who::Opponent => Some(loser != you),
        Who::That | Who::Owner => None,
    }
}

/// Did printed ability `index` of `card` on `source` trigger on entry `cause` for `controller`?
fn triggered_on(
    v: &View,
    (source, card, controller): (ObjectId, CardId, PlayerId),
    index: u8,
    cause: usize,
) -> bool {
    v.journal.entries.iter().any(|e| {
        matches!(&e.what, Happening::Triggered {
            origin: AbilityOrigin::Printed { card: c, index: i },
            source: s,
            controller: p,
            cause: Some(k),
            ..
        } if *c == card && *i == index && *s == source && *p == controller
            && usize::from(*k) == cause)
    })
}

/// CR 603.10f (mtg-2024-11-08) + CR 603.10 (mtg-2024-11-08) + CR 603.3a (mtg-2024-11-08): each loss triggers every "whenever
/// [who] loses the game" ability (no intervening if) of every permanent that had it just
/// before, judged with its controller then, and controlled by that player; permanents that
/// left the game with the loser included (CR 800.4a (mtg-2024-11-08)). (A trigger its departed controller would
/// control is then never put on the stack, CR 800.4d (mtg-2024-11-08): it still triggered.)
fn loss_abilities_look_back(v: &View) -> bool {
    v.journal.entries.iter().enumerate().all(|(j, e)| {
        let Happening::Event(Event::LeftGame { player: loser, .. }) = &e.what else {
            return true;
        };
        let Some(before) = before_loss(v, j) else {
            return true;
        };
        before
            .into_iter()
            .filter(|b| b.3)
            .all(|(id, card, you, _)| {
                v.pool.get(card).triggered().all(|(index, ta)| {
                    let TriggerCondition::Event(TriggerEvent::LosesGame { who }) = ta.when else {
                        return true;
                    };
                    ta.intervening_if.is_some()
                        || loser_matches(who, *loser, you) != Some(true)
                        || triggered_on(v, (id, card, you), index, j)
                })
            })
    })
}

/// Witness: a "loses the game" ability of a permanent that left the game with the loser (or
/// was exiled or handed back as they left) triggered on that loss.
fn departed_loss_ability_triggered(v: &View) -> bool {
    v.journal.entries.iter().any(|e| {
        let Happening::Triggered {
            source,
            cause: Some(k),
            ..
        } = &e.what
        else {
            return false;
        };
        let k = usize::from(*k);
        matches!(
            v.journal.entries.get(k).map(|x| &x.what),
            Some(Happening::Event(Event::LeftGame { .. }))
        ) && taken(v, batch(v, k)).iter().any(|d| d.object == *source)
    })
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step};

pub fn properties() -> Vec<Property> {
    vec![
        Property {
            name: "loss-abilities-look-back",
            expectation: Always,
            kind: Step,
            statement: "A player's loss triggers every 'whenever [who] loses the game' ability that existed just before it, judged with its controller then, those of permanents that left the game with the loser included.",
            rules: &[RuleRef::LossLooksBack, RuleRef::LeavesGame, RuleRef::TriggerController],
            editions: MTG_603,
            witness: Some("departed-loss-ability-triggered"),
            check: loss_abilities_look_back,
        },
        Property {
            name: "departed-loss-ability-triggered",
            expectation: Sometimes,
            kind: Reachability,
            statement: "A 'loses the game' ability of a permanent that left the game with the loser triggers on that loss.",
            rules: &[RuleRef::LossLooksBack],
            editions: MTG_603,
            witness: None,
            check: departed_loss_ability_triggered,
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use triggerproof_model::cards::builtin;
    use triggerproof_model::edition::Edition;
    use triggerproof_model::journal::Journal;
    use triggerproof_model::state::{GameState, InstanceId};

    /// P3 loses, taking away the Vulture of the Table (object 5) that P1 controlled; `fired`:
    /// its ability triggered for P1 on that loss.
    fn check(fired: bool) -> bool {
        let pool = builtin();
        let vulture = pool.id("Vulture of the Table").unwrap();
        let mut j = Journal::default();
        let left = Event::LeftGame {
            player: PlayerId(2),
            took: vec![Departed {
                object: ObjectId(5),
                card: vulture,
                controller: PlayerId(0),
                abilities_lost: false,
                face_down: false,
                owner: PlayerId(2),
                default_controller: PlayerId(2),
            }],
        };
        j.push(RuleRef::LeavesGame, Happening::Event(left));
        if fired {
            let t = Happening::Triggered {
                instance: InstanceId(0),
                origin: AbilityOrigin::Printed {
                    card: vulture,
                    index: 0,
                },
                source: ObjectId(5),
                controller: PlayerId(0),
                cause: Some(0),
                look_back: true,
                additional: false,
                state_trigger: false,
            };
            j.push(RuleRef::LossLooksBack, t);
        }
        let mut s = GameState::new(3, 20, 0);
        s.players[2].lost = true;
        let v = View::new(Edition::Mtg20241108, &pool, &s, &j);
        assert_eq!(departed_loss_ability_triggered(&v), fired);
        loss_abilities_look_back(&v)
    }

    #[test]
    fn a_departed_watcher_must_trigger_for_its_controller_then() {
        assert!(check(true));
        assert!(!check(false));
    }
}
