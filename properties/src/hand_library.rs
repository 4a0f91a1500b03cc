//! "Whenever a creature is put into your hand from the battlefield" (CR 603.10a
//! (mtg-2024-11-08); CR 410.10d (mtg-2008-10-01): "put into a hand or library from a public
//! zone"): an ability that triggers when an object all players can see is put into a hand or
//! library looks back in time. A watcher returned in the same event as the creature (a mass
//! bounce) existed just before it, so it still triggers.
//!
//! Read from the journal: one event is a run of consecutive event entries. For every permanent
//! put from the battlefield into a hand or library, every watcher that left the battlefield in
//! the same run, with a plain "whenever [selector] is put into [that zone] from the battlefield"
//! ability whose selector surely matches the moved permanent (as the journal knows it: card,
//! controller, owner), triggers on that move, looking back, or is journaled as not triggering.
//! Riftbound has no such look-back (RB 383.2.c.2), so the property is for the MTG editions.

use crate::observe::printed;
use crate::selector::{selects, Known};
use crate::{Expectation, Kind, Property, View, MTG};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening, NotTriggeredReason};
use triggerproof_model::state::{AbilityOrigin, ObjectId, PlayerId, Zone};
use triggerproof_model::vocab::trigger::{FunctionsFrom, TriggerCondition};
use triggerproof_model::vocab::{CardId, Selector, TriggerEvent, TriggeredAbility};

/// A permanent that left the battlefield in the journal: entry index, old id, card, controller
/// just before, where it went, its new id, and whether it had lost its abilities.
struct Left {
    at: usize,
    old: ObjectId,
    card: CardId,
    controller: PlayerId,
    to: Zone,
    new: Option<ObjectId>,
    abilities_lost: bool,
    face_down: bool,
}

/// The permanents that left the battlefield, each with the number of its run of events.
fn departures(v: &View) -> Vec<(usize, Left)> {
    let mut run = 0;
    let mut inside = false;
    let mut out = Vec::new();
    for (at, e) in v.journal.entries.iter().enumerate() {
        let Happening::Event(ev) = &e.what else {
            inside = false;
            continue;
        };
        run += usize::from(!inside);
        inside = true;
        if let Event::ZoneChange {
            old,
            new,
            card,
            from: Some(Zone::Battlefield),
            to,
            controller,
            abilities_lost,
            face_down,
            ..
        } = ev
        {
            let left = Left {
                at,
                old: *old,
                card: *card,
                controller: *controller,
                to: *to,
                new: *new,
                abilities_lost: *abilities_lost,
                face_down: *face_down,
            };
            out.push((run, left));
        }
    }
    out
}

/// The watched selector of a plain "whenever [selector] is put into `to` from the
/// battlefield" ability working on the battlefield.
fn watches(ta: &TriggeredAbility, to: Zone) -> Option<&Selector> {
    let plain = ta.intervening_if.is_none()
        && !ta.once_each_turn
        && !ta.one_or_more
        && !ta.triggers_once_each_turn
        && ta.nth_time.is_none()
        && ta.functions_from == FunctionsFrom::Battlefield;
    match &ta.when {
        TriggerCondition::Event(TriggerEvent::LeavesZone {
            from: Zone::Battlefield,
            to: Some(z),
            of,
        }) if plain && *z == to => Some(of),
        _ => None,
    }
}

/// What the journal and the state after tell of the moved permanent: its card, its controller
/// just before, its owner (the owner of the card it became), that it was on the battlefield.
fn known(v: &View, m: &Left, watcher: ObjectId) -> Known {
    let mut k = Known::from_journal(m.card, m.controller, m.old == watcher);
    k.owner = m.new.and_then(|n| v.state.object(n)).map(|o| o.owner);
    k.zone = Some(Zone::Battlefield);
    k
}

/// CR 603.10a (mtg-2024-11-08): every watcher leaving with the moved permanent triggers on it.
fn watcher_leaving_too_sees_it(v: &View) -> bool {
    let left = departures(v);
    let e = &v.journal.entries;
    left.iter()
        .filter(|(_, m)| matches!(m.to, Zone::Hand | Zone::Library))
        .all(|(run, m)| {
            left.iter()
                .filter(|(r, w)| r == run && !w.abilities_lost && !w.face_down)
                .all(|(_, w)| {
                    v.pool.get(w.card).triggered().all(|(k, ta)| {
                        let Some(of) = watches(ta, m.to) else {
                            return true;
                        };
                        if selects(v.pool, of, &known(v, m, w.old), w.controller) != Some(true) {
                            return true;
                        }
                        let origin = AbilityOrigin::Printed {
                            card: w.card,
                            index: k,
                        };
                        e[m.at + 1..].iter().any(|y| match &y.what {
                            Happening::Triggered {
                                source,
                                origin: o,
                                cause: Some(c),
                                look_back,
                                ..
                            } => {
                                *source == w.old
                                    && *o == origin
                                    && *c as usize == m.at
                                    && *look_back
                            }
                            // "Left at the same time" is Riftbound's reason (RB 383.2.c.2), no
                            // reason under these editions.
                            Happening::NotTriggered {
                                source,
                                origin: o,
                                reason,
                            } => {
                                *source == w.old
                                    && *o == origin
                                    && *reason != NotTriggeredReason::LeftSimultaneously
                            }
                            _ => false,
                        })
                    })
                })
        })
}

/// A "put into a hand or library from the battlefield" ability triggers while its source left
/// the battlefield in that step.
fn watcher_leaving_too_triggers(v: &View) -> bool {
    v.journal.iter().any(|x| match &x.what {
        Happening::Triggered {
            origin,
            source,
            look_back: true,
            ..
        } => {
            let into = |z| printed(v, origin).and_then(|ta| watches(ta, z)).is_some();
            let gone = v
                .state
                .object(*source)
                .is_none_or(|o| o.zone != Zone::Battlefield);
            (into(Zone::Hand) || into(Zone::Library)) && gone
        }
        _ => false,
    })
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step};

pub fn properties() -> Vec<Property> {
    vec![
        Property {
            name: "put-into-hand-looks-back",
            expectation: Always,
            kind: Step,
            statement: "A 'whenever a creature is put into a hand or library from the battlefield' ability triggers for every matching permanent returned in the same event as its source, judged before the event (looking back).",
            rules: &[RuleRef::LookBack],
            editions: MTG,
            witness: Some("put-into-hand-watcher-leaves-too"),
            check: watcher_leaving_too_sees_it,
        },
        Property {
            name: "put-into-hand-watcher-leaves-too",
            expectation: Sometimes,
            kind: Reachability,
            statement: "A 'put into a hand or library from the battlefield' ability triggers though its source left the battlefield in the same step.",
            rules: &[RuleRef::LookBack],
            editions: MTG,
            witness: None,
            check: watcher_leaving_too_triggers,
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use triggerproof_model::cards::builtin;
    use triggerproof_model::journal::Journal;
    use triggerproof_model::state::GameState;
    use triggerproof_model::Edition;

    fn bounce(old: u16, new: u16, card: CardId) -> Happening {
        Happening::Event(crate::testing::zone_change(
            ObjectId(old),
            Some(ObjectId(new)),
            card,
            Some(Zone::Battlefield),
            Zone::Hand,
            PlayerId(0),
        ))
    }

    /// The watcher and a creature are returned together and the watcher's ability does not
    /// trigger: a violation.
    #[test]
    fn watcher_returned_too_without_trigger_is_a_violation() {
        let pool = builtin();
        let sage = pool.id("Tidewatch Sage").unwrap();
        let bears = pool.id("Grizzly Bears").unwrap();
        let s = GameState::new(2, 20, 0);
        let mut j = Journal::default();
        j.push(RuleRef::PutInto, bounce(0, 2, sage));
        j.push(RuleRef::PutInto, bounce(1, 3, bears));
        let v = View::new(Edition::Mtg20241108, &pool, &s, &j);
        // Owners unknown in this bare state: nothing is sure, so nothing is demanded.
        assert!(watcher_leaving_too_sees_it(&v));
        let mut s2 = s.clone();
        for (id, card) in [(2, sage), (3, bears)] {
            let o = triggerproof_model::state::GameObject::new(card, PlayerId(0), Zone::Hand);
            s2.objects.insert(ObjectId(id), o);
        }
        let v = View::new(v.edition, v.pool, &s2, v.journal);
        assert!(!watcher_leaving_too_sees_it(&v));
    }
}
