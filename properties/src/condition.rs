//! A second, independent evaluator of game-state conditions (CR 603.4 intervening "if", CR 603.8
//! states) at any point of a step: the state after the step is "rewound" to just before a
//! journal entry by undoing the journal's later events (zone changes, control changes, taps,
//! counters, draws, casts, life changes), and the condition is read on that rewound game by this
//! crate's own three-valued selector reader ([`crate::selector`]). Written from the rules text:
//! it shares no code with the engine.
//!
//! What the journal does not show stays unknown: a permanent that left during the step is known
//! by its card, controller and zone (not its tapped status or counters), and a permanent whose
//! counters or power changed during the step has those unknown before the change. A condition
//! that asks an unknown answers `None`, and the properties don't judge. Conditions about the
//! source use its last known information once it has left (CR 113.7a, 608.2h).

use crate::selector::{Known, Reader, World};
use crate::View;
use std::collections::BTreeMap;
use triggerproof_model::cards::CardPool;
use triggerproof_model::journal::{Event, Happening};
use triggerproof_model::state::{ObjectId, PlayerId, Step, Target, TurnHistory, Zone};
use triggerproof_model::vocab::Condition;

/// The game just before a journal entry: objects as known, life totals and hand sizes.
pub struct Rewound {
    objects: BTreeMap<ObjectId, Known>,
    life: BTreeMap<PlayerId, i32>,
    /// Cards drawn or cast that the objects don't show (a drawn card's object is new; a cast
    /// card's hand object is gone): added to the hand counts.
    hand_adjust: BTreeMap<PlayerId, i16>,
    players: usize,
    /// Each player's history of the turn; `None` once rewound past the turn's beginning.
    history: Option<BTreeMap<PlayerId, TurnHistory>>,
}

impl World for Rewound {
    fn known_objects(&self) -> Vec<(ObjectId, Known)> {
        self.objects.iter().map(|(i, k)| (*i, k.clone())).collect()
    }
    fn known(&self, id: ObjectId) -> Option<Known> {
        self.objects.get(&id).cloned()
    }
    fn life(&self, p: PlayerId) -> Option<i16> {
        // Every rewound total was a real one, within the type; a value outside is not known.
        self.life.get(&p).and_then(|l| i16::try_from(*l).ok())
    }
    fn hand_size(&self, p: PlayerId) -> Option<i16> {
        let mut n = self.hand_adjust.get(&p).copied().unwrap_or(0);
        for k in self.objects.values() {
            if k.zone == Some(Zone::Hand) && k.owner.unwrap_or(k.controller) == p {
                n += 1;
            }
        }
        Some(n)
    }
    fn player_count(&self) -> usize {
        self.players
    }
    fn history(&self, p: PlayerId) -> Option<TurnHistory> {
        self.history.as_ref()?.get(&p).copied()
    }
}

impl Rewound {
    /// The game just before journal entry `at` (`at == len` is the state after the step).
    pub fn at(v: &View, at: usize) -> Rewound {
        let s = v.state;
        let mut r = Rewound {
            objects: World::known_objects(s).into_iter().collect(),
            life: s
                .player_ids()
                .map(|p| (p, i32::from(s.player(p).life)))
                .collect(),
            hand_adjust: BTreeMap::new(),
            players: s.players.len(),
            history: Some(s.player_ids().map(|p| (p, s.player(p).history)).collect()),
        };
        for i in (at..v.journal.entries.len()).rev() {
            r.undo(&v.journal.entries[i].what);
            if let Happening::Event(ev) = &v.journal.entries[i].what {
                r.undo_history(v.pool, ev);
            }
        }
        r
    }

    /// Undoes what one event added to the turn's history (CR 119.3, 120.3a, 700.4 as this crate
    /// reads them in [`crate::history`]); before the turn began, the history is unknown.
    fn undo_history(&mut self, pool: &CardPool, ev: &Event) {
        if matches!(
            ev,
            Event::StepBegan {
                step: Step::Untap,
                ..
            }
        ) {
            self.history = None;
            return;
        }
        let Some(h) = self.history.as_mut() else {
            return;
        };
        for (p, delta) in crate::history::counted(pool, ev) {
            let e = h.entry(p).or_default();
            // Exact or unknown: a count smaller than the event it undoes is a history the
            // journal contradicts (`turn-history-counts-every-death-and-life-change` says so),
            // never a clamp to 0 that a condition would then read as true.
            let undone = (|| {
                Some(TurnHistory {
                    life_gained: e.life_gained.checked_sub(delta.life_gained)?,
                    life_lost: e.life_lost.checked_sub(delta.life_lost)?,
                    creatures_died: e.creatures_died.checked_sub(delta.creatures_died)?,
                    cards_drawn: e.cards_drawn.checked_sub(delta.cards_drawn)?,
                    spells_cast: e.spells_cast.checked_sub(delta.spells_cast)?,
                })
            })();
            match undone {
                Some(u) => *e = u,
                None => {
                    self.history = None;
                    return;
                }
            }
        }
    }

    fn add_life(&mut self, p: PlayerId, n: i32) {
        *self.life.entry(p).or_insert(0) += n;
    }

    /// Undoes one journal entry.
    fn undo(&mut self, what: &Happening) {
        match what {
            Happening::Event(ev) => self.undo_event(ev),
            // Casting moved the card from its caster's hand to the stack (CR 601.2a).
            Happening::Cast { player, object, .. } => {
                self.objects.remove(object);
                *self.hand_adjust.entry(*player).or_insert(0) += 1;
            }
            _ => {}
        }
    }

    fn undo_event(&mut self, ev: &Event) {
        match ev {
            Event::ZoneChange {
                old,
                new,
                card,
                from,
                controller,
                ..
            } => {
                // CR 400.7: the new object didn't exist before; the old one was in `from`.
                let after = new.and_then(|n| self.objects.remove(&n));
                if let Some(z) = from {
                    let mut k = Known::from_journal(*card, *controller, false);
                    k.zone = Some(*z);
                    k.owner = after.and_then(|a| a.owner);
                    self.objects.insert(*old, k);
                }
            }
            Event::ControlChanged { object, from, .. } => {
                if let Some(k) = self.objects.get_mut(object) {
                    k.controller = *from;
                }
            }
            Event::Tapped(o) | Event::Untapped(o) => {
                if let Some(k) = self.objects.get_mut(o) {
                    k.tapped = Some(matches!(ev, Event::Untapped(_)));
                }
            }
            Event::CountersPut {
                on: Target::Object(object),
                ..
            }
            | Event::CountersRemoved { object, .. } => {
                if let Some(k) = self.objects.get_mut(object) {
                    k.counters = None;
                }
            }
            Event::PtChanged { object, .. } => {
                if let Some(k) = self.objects.get_mut(object) {
                    k.pump = None;
                }
            }
            Event::Drew(p) => *self.hand_adjust.entry(*p).or_insert(0) -= 1,
            Event::LifeGained { player, amount } => self.add_life(*player, -i32::from(*amount)),
            Event::LifeLost { player, amount, .. } => self.add_life(*player, i32::from(*amount)),
            Event::Damage {
                to: Target::Player(p),
                amount,
                ..
            } => self.add_life(*p, i32::from(*amount)),
            _ => {}
        }
    }
}

/// The source as it last existed in the zone it left during this step, if it did (CR 113.7a).
fn last_known(v: &View, source: ObjectId) -> Option<Known> {
    let k = v.journal.entries.iter().position(|e| {
        matches!(&e.what, Happening::Event(Event::ZoneChange { old, from: Some(_), .. }) if *old == source)
    })?;
    let mut known = Rewound::at(v, k).objects.get(&source).cloned()?;
    // A tap or untap earlier in the step tells its status as it left.
    for e in &v.journal.entries[..k] {
        match &e.what {
            Happening::Event(Event::Tapped(o)) if *o == source => known.tapped = Some(true),
            Happening::Event(Event::Untapped(o)) if *o == source => known.tapped = Some(false),
            _ => {}
        }
    }
    known.itself = true;
    Some(known)
}

/// Does `cond` hold just before journal entry `at`, for an ability controlled by `you` whose
/// source is `source`? `None` when the journal doesn't show what it asks.
pub fn holds_at(
    v: &View,
    cond: &Condition,
    you: PlayerId,
    source: ObjectId,
    at: usize,
) -> Option<bool> {
    holds_knowing_at(v, cond, (you, source, None), at)
}

/// [`holds_at`] for an ability that knows its event's object `it` ("that creature", CR 603.4 +
/// 603.6a): `(you, source, it)`.
pub fn holds_knowing_at(
    v: &View,
    cond: &Condition,
    (you, source, it): (PlayerId, ObjectId, Option<ObjectId>),
    at: usize,
) -> Option<bool> {
    let world = Rewound::at(v, at);
    let reader = Reader {
        pool: v.pool,
        state: &world,
        you,
        source,
        source_lki: last_known(v, source),
        it,
        it_lki: None,
    };
    reader.holds(cond)
}

/// [`holds_knowing_at`] as triggered ability `t` resolves at entry `at`: "that creature" is its
/// event's object, and once that object has left the battlefield, the snapshot of it as it last
/// existed there that the instance carries (CR 608.2h + CR 113.7a (mtg-2024-11-08)), read by
/// this crate's reader.
pub fn holds_on_resolution(
    v: &View,
    cond: &Condition,
    t: &triggerproof_model::state::TriggerInstance,
    at: usize,
) -> Option<bool> {
    let world = Rewound::at(v, at);
    let reader = Reader {
        pool: v.pool,
        state: &world,
        you: t.controller,
        source: t.source,
        source_lki: last_known(v, t.source),
        it: t.refers.front().copied(),
        it_lki: t.it_lki.as_deref().map(|o| Known::of(o, false)),
    };
    reader.holds(cond)
}

#[cfg(test)]
mod tests {
    use super::*;
    use triggerproof_model::cards::builtin;
    use triggerproof_model::edition::{Edition, RuleRef};
    use triggerproof_model::journal::Journal;
    use triggerproof_model::state::{GameObject, GameState};
    use triggerproof_model::vocab::{CardType, Selector};

    #[test]
    fn rewinding_a_death_restores_the_creature() {
        let pool = builtin();
        let bears = pool.id("Grizzly Bears").unwrap();
        let mut s = GameState::new(2, 20, 0);
        s.objects.insert(
            ObjectId(1),
            GameObject::new(bears, PlayerId(0), Zone::Graveyard),
        );
        let mut j = Journal::default();
        j.push(
            RuleRef::Destroy,
            Happening::Event(crate::testing::zone_change(
                ObjectId(0),
                Some(ObjectId(1)),
                bears,
                Some(Zone::Battlefield),
                Zone::Graveyard,
                PlayerId(0),
            )),
        );
        let v = View::new(Edition::Mtg20241108, &pool, &s, &j);
        let creature = Selector::of_type(CardType::Creature)
            .controlled_by(triggerproof_model::vocab::Who::You);
        let none = Condition::control_none(creature);
        assert_eq!(
            holds_at(&v, &none, PlayerId(0), ObjectId(9), 0),
            Some(false)
        );
        assert_eq!(holds_at(&v, &none, PlayerId(0), ObjectId(9), 1), Some(true));
        // Last known information: it left, tapped or not, unobservably.
        let untapped = Condition::source_untapped();
        assert_eq!(holds_at(&v, &untapped, PlayerId(0), ObjectId(0), 0), None);
        assert_eq!(holds_at(&v, &untapped, PlayerId(0), ObjectId(0), 1), None);
    }

    #[test]
    fn rewinding_a_draw_and_a_life_loss() {
        let pool = builtin();
        let bears = pool.id("Grizzly Bears").unwrap();
        let mut s = GameState::new(2, 20, 0);
        s.objects
            .insert(ObjectId(0), GameObject::new(bears, PlayerId(0), Zone::Hand));
        // After the step: one card (the drawn one) and 5 life (20 before the loss of 15).
        s.players[0].life = 5;
        let mut j = Journal::default();
        j.push(RuleRef::Draw, Happening::Event(Event::Drew(PlayerId(0))));
        j.push(
            RuleRef::Draw,
            Happening::Event(Event::LifeLost {
                player: PlayerId(0),
                amount: 15,
                paid: false,
            }),
        );
        let v = View::new(Edition::Mtg20241108, &pool, &s, &j);
        let empty = Condition::no_cards_in_hand();
        assert_eq!(
            holds_at(&v, &empty, PlayerId(0), ObjectId(9), 2),
            Some(false)
        );
        assert_eq!(
            holds_at(&v, &empty, PlayerId(0), ObjectId(9), 0),
            Some(true)
        );
        let low = Condition::life_at_most(5);
        assert_eq!(holds_at(&v, &low, PlayerId(0), ObjectId(9), 2), Some(true));
        assert_eq!(holds_at(&v, &low, PlayerId(0), ObjectId(9), 1), Some(false));
    }
}
