//! Properties of counters on players (CR 122.1 (mtg-2024-11-08): "a counter is a marker placed
//! on an object or player"): a player getting counters is an event of its own kind, seen by
//! "whenever a player gets one or more counters" abilities once per event (CR 603.2c
//! (mtg-2024-11-08): one event, one trigger), and never by an ability watching counters put on
//! permanents (a player is no permanent). Our own reading of who matches.

use crate::observe::{abilities_suppressed, event_of};
use crate::{Expectation, Kind, Property, View, MTG};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening};
use triggerproof_model::state::{AbilityOrigin, ObjectId, PlayerId, Target, Zone};
use triggerproof_model::vocab::{CounterKind, TriggerEvent, Who};

/// The journal indices of counters put on a player, with the player and the kind.
fn player_gets(v: &View) -> Vec<(u16, PlayerId, CounterKind)> {
    v.journal
        .iter()
        .enumerate()
        .filter_map(|(i, e)| match &e.what {
            Happening::Event(Event::CountersPut {
                on: Target::Player(p),
                kind,
                ..
            }) => Some((i as u16, *p, *kind)),
            _ => None,
        })
        .collect()
}

/// Does a "whenever [who] gets counters" ability controlled by `you` see player `p` (our own
/// reading of you / an opponent / a player)?
fn who_sees(who: Who, p: PlayerId, you: PlayerId) -> bool {
    match who {
        Who::Any => true,
        Who::You => p == you,
        Who::Opponent => p != you,
        // "That player" is an effect's word only; no watcher names it.
        Who::That | Who::Owner => false,
    }
}

/// A permanent that stayed put through the step: on the battlefield face up after it, and no
/// zone or control change of it in the journal (so it watched the whole step, under one
/// controller).
fn steady(v: &View, id: ObjectId) -> bool {
    let here = v
        .state
        .object(id)
        .is_some_and(|o| o.zone == Zone::Battlefield && !o.face_down);
    here && !v.journal.iter().any(|e| match &e.what {
        Happening::Event(Event::ZoneChange { old, new, .. }) => *old == id || *new == Some(id),
        Happening::Event(Event::ControlChanged { object, .. }) => *object == id,
        _ => false,
    })
}

/// CR 122.1 (mtg-2024-11-08) + CR 603.2 (mtg-2024-11-08): counters put on a player trigger no
/// ability waiting for counters put on a permanent; and each steady "whenever [who] gets
/// counters" ability that sees the player and the kind triggers exactly once for the event.
fn player_counters_trigger_player_watchers_once(v: &View) -> bool {
    let gets = player_gets(v);
    let caused_by = |c: u16| gets.iter().find(|g| g.0 == c);
    let never_permanent_watchers = v.journal.iter().all(|e| match &e.what {
        Happening::Triggered {
            origin,
            cause: Some(c),
            ..
        } if caused_by(*c).is_some() => matches!(
            event_of(v, origin),
            Some(TriggerEvent::CountersPut {
                player: Some(_),
                ..
            })
        ),
        _ => true,
    });
    if !never_permanent_watchers {
        return false;
    }
    if abilities_suppressed(v) {
        return true;
    }
    gets.iter().all(|(c, p, kind)| {
        v.state.battlefield().all(|(id, o)| {
            if !steady(v, id) {
                return true;
            }
            let card = v.pool.get(o.card);
            card.abilities.iter().enumerate().all(|(index, a)| {
                let triggerproof_model::vocab::Ability::Triggered(t) = a else {
                    return true;
                };
                let triggerproof_model::vocab::TriggerCondition::Event(TriggerEvent::CountersPut {
                    kind: k,
                    player: Some(who),
                    ..
                }) = &t.when
                else {
                    return true;
                };
                let sees = k.is_none_or(|k| k == *kind) && who_sees(*who, *p, o.controller);
                let times = v
                    .journal
                    .iter()
                    .filter(|e| {
                        matches!(&e.what, Happening::Triggered {
                            origin: AbilityOrigin::Printed { card: oc, index: oi },
                            source,
                            cause: Some(x),
                            ..
                        } if *source == id && *oc == o.card && *oi as usize == index && x == c)
                    })
                    .count();
                times == usize::from(sees)
            })
        })
    })
}

/// Witness: a player gets counters and an ability triggers on it.
fn player_got_counters_and_triggered(v: &View) -> bool {
    let gets = player_gets(v);
    v.journal.iter().any(|e| {
        matches!(&e.what, Happening::Triggered { cause: Some(c), .. } if gets.iter().any(|g| g.0 == *c))
    })
}

use Expectation::{Always, Sometimes};
use Kind::{Invariant, Reachability};

pub fn properties() -> Vec<Property> {
    vec![
        Property { name: "player-counters-trigger-player-watchers-once", expectation: Always, kind: Invariant, statement: "Counters put on a player trigger each 'whenever a player gets counters' ability that sees that player once per event, and never an ability watching counters put on permanents.", rules: &[RuleRef::Counters, RuleRef::Triggers], editions: MTG, witness: Some("player-got-counters-and-triggered"), check: player_counters_trigger_player_watchers_once },
        Property { name: "player-got-counters-and-triggered", expectation: Sometimes, kind: Reachability, statement: "A player gets counters and an ability triggers on it.", rules: &[RuleRef::Counters], editions: MTG, witness: None, check: player_got_counters_and_triggered },
    ]
}
