//! Properties of the turn's history ("if a creature died this turn", "the life you gained this
//! turn"): "this turn" is the current turn (CR 500.1), so its history holds exactly what
//! happened since the turn began: life gained and lost (CR 119.3; damage to a player is a loss,
//! CR 120.3a) and creatures put into a graveyard from the battlefield (CR 700.4), tokens
//! included (a token dies before it ceases to exist, CR 111.7).
//!
//! A game with no card that reads the history (in any zone) need keep none: nothing observes
//! it, and the properties judge only games with such a card.
//!
//! This crate counts the journal's events by its own reading of those rules ([`counted`]) and
//! compares the counts with the players' histories in the state; the conditions that read the
//! history are judged at the moments CR 603.4 names by `intervening_if` with this crate's own
//! evaluator, which rewinds the history with [`counted`] too.

use crate::{Expectation, Kind, Property, View, MTG};
use triggerproof_model::cards::CardPool;
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening};
use triggerproof_model::state::{PlayerId, Step, Target, TurnHistory, Zone};
use triggerproof_model::vocab::{CardId, CardType};

/// What one event adds to the players' histories: CR 119.3 (a gain or a loss of life), CR
/// 120.3a (damage to a player is a loss), CR 700.4 + CR 111.7 (a creature, token or not, put
/// into a graveyard from the battlefield died; counted for its controller as it died).
pub fn counted(pool: &CardPool, ev: &Event) -> Vec<(PlayerId, TurnHistory)> {
    let one = |p: PlayerId, h: TurnHistory| vec![(p, h)];
    match ev {
        Event::LifeGained { player, amount } => one(
            *player,
            TurnHistory {
                life_gained: *amount,
                ..TurnHistory::default()
            },
        ),
        Event::LifeLost { player, amount, .. }
        | Event::Damage {
            to: Target::Player(player),
            amount,
            ..
        } => one(
            *player,
            TurnHistory {
                life_lost: *amount,
                ..TurnHistory::default()
            },
        ),
        Event::ZoneChange {
            card,
            from: Some(Zone::Battlefield),
            to: Zone::Graveyard,
            controller,
            ..
        } if pool.get(*card).types.contains(&CardType::Creature) => one(
            *controller,
            TurnHistory {
                creatures_died: 1,
                ..TurnHistory::default()
            },
        ),
        // CR 121.1: each card drawn is one draw, counted for the player who drew it.
        Event::Drew(p) => one(
            *p,
            TurnHistory {
                cards_drawn: 1,
                ..TurnHistory::default()
            },
        ),
        // CR 601.2i: a spell became cast, counted for the player who cast it.
        Event::SpellCast { player, .. } => one(
            *player,
            TurnHistory {
                spells_cast: 1,
                ..TurnHistory::default()
            },
        ),
        _ => Vec::new(),
    }
}

/// Does the game keep a history: is some object a card that could read it, now or through
/// what it brings into the game? (Nothing can observe the history of a game without one, and
/// the engine keeps none there.)
pub(crate) fn kept(v: &View) -> bool {
    v.reads_history(|| {
        v.state
            .objects_in_order()
            .any(|(_, o)| could_read(v.pool, o.card, &mut Vec::new()))
    })
}

/// CR 700.4 + CR 111.1 + CR 613.1f: can card `card` read the turn's history once in the game:
/// does it read it (its own text, or an ability its static grants), or can it create a token
/// that could? `seen`: the cards already asked on this path (a token making itself).
pub(crate) fn could_read(pool: &CardPool, card: CardId, seen: &mut Vec<CardId>) -> bool {
    let c = pool.get(card);
    if c.reads_history() {
        return true;
    }
    if seen.contains(&card) {
        return false;
    }
    seen.push(card);
    let mut made = Vec::new();
    c.token_names(&mut |n| made.extend(pool.id(n)));
    c.granted_token_names(&mut |n| made.extend(pool.id(n)));
    made.into_iter().any(|t| could_read(pool, t, seen))
}

/// A token whose card reads the turn's history is created after a creature died this turn.
fn history_read_by_a_later_token(v: &View) -> bool {
    let died = v
        .state
        .player_ids()
        .any(|p| v.state.player(p).history.creatures_died > 0);
    died && v.journal.events().any(|ev| {
        matches!(ev, Event::ZoneChange { card, from: None, to: Zone::Battlefield, .. }
            if v.pool.get(*card).token && v.pool.get(*card).reads_history())
    })
}

/// The index of the step's last journal entry that began a turn (its untap step), if any.
pub(crate) fn turn_began_at(v: &View) -> Option<usize> {
    v.journal.entries.iter().rposition(|e| {
        matches!(
            e.what,
            Happening::Event(Event::StepBegan {
                step: Step::Untap,
                ..
            })
        )
    })
}

/// A turn history's counts, wide enough that a journal's sum is exact (never clamped at the
/// state's `u8`/`u16` fields: a sum past them must compare unequal, not equal).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Sums {
    pub life_gained: u64,
    pub life_lost: u64,
    pub creatures_died: u64,
    pub cards_drawn: u64,
    pub spells_cast: u64,
}

impl Sums {
    pub(crate) fn of(h: TurnHistory) -> Sums {
        Sums {
            life_gained: u64::from(h.life_gained),
            life_lost: u64::from(h.life_lost),
            creatures_died: u64::from(h.creatures_died),
            cards_drawn: u64::from(h.cards_drawn),
            spells_cast: u64::from(h.spells_cast),
        }
    }

    /// Adds one event's counts (a journal has far fewer than 2^48 entries of at most 2^16).
    fn add(&mut self, h: TurnHistory) {
        let h = Sums::of(h);
        self.life_gained += h.life_gained;
        self.life_lost += h.life_lost;
        self.creatures_died += h.creatures_died;
        self.cards_drawn += h.cards_drawn;
        self.spells_cast += h.spells_cast;
    }
}

/// The players' histories summed over the journal's events from entry `from` on, exactly.
pub(crate) fn summed(v: &View, from: usize) -> Vec<Sums> {
    let mut out = vec![Sums::default(); v.state.players.len()];
    for e in &v.journal.entries[from..] {
        let Happening::Event(ev) = &e.what else {
            continue;
        };
        for (p, h) in counted(v.pool, ev) {
            out[p.index()].add(h);
        }
    }
    out
}

/// CR 500.1: a step that began a turn leaves each player's history holding exactly what
/// happened after that beginning (nothing of the turns before).
fn starts_empty_each_turn(v: &View) -> bool {
    let Some(at) = turn_began_at(v) else {
        return true;
    };
    let expected = summed(v, at);
    v.state
        .player_ids()
        .all(|p| Sums::of(v.state.player(p).history) == expected[p.index()])
}

/// CR 119.3 + CR 120.3a + CR 700.4: whatever the step did this turn is in the history (each
/// count at least the step's own events since the turn began: the history only grows within a
/// turn).
pub(crate) fn counts_every_event(v: &View) -> bool {
    if !kept(v) {
        return true;
    }
    let expected = summed(v, turn_began_at(v).unwrap_or(0));
    v.state.player_ids().all(|p| {
        let (h, e) = (Sums::of(v.state.player(p).history), expected[p.index()]);
        h.life_gained >= e.life_gained
            && h.life_lost >= e.life_lost
            && h.creatures_died >= e.creatures_died
            && h.cards_drawn >= e.cards_drawn
            && h.spells_cast >= e.spells_cast
    })
}

/// A token creature died (its death is in the history though the token is gone).
fn token_died(v: &View) -> bool {
    kept(v)
        && v.journal.events().any(|ev| {
        matches!(ev, Event::ZoneChange { card, from: Some(Zone::Battlefield), to: Zone::Graveyard, .. }
            if v.pool.get(*card).token && v.pool.get(*card).types.contains(&CardType::Creature))
    })
}

/// A turn began after a creature had died in the turn before (the history had something to
/// forget): the step begins a turn and the state before it had a death counted.
fn turn_began_after_a_death(v: &View) -> bool {
    turn_began_at(v).is_some()
        && kept(v)
        && v.state.turn > 1
        && v.state.objects_in_order().any(|(_, o)| {
            o.zone == Zone::Graveyard && v.pool.get(o.card).types.contains(&CardType::Creature)
        })
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step as StepKind};

/// `turn-history-counts-every-death-and-life-change` asks each count to be at least what the
/// step's events add up to: nothing counted, nothing to ask (the counts are unsigned).
pub fn turn_history_counts(v: &View) -> bool {
    // The full check itself holds where no object reads the history (`history::kept`).
    if !crate::history::kept(v) {
        return true;
    }
    let expected = crate::history::summed(v, crate::history::turn_began_at(v).unwrap_or(0));
    expected
        .iter()
        .all(|t| *t == crate::history::Sums::default())
        || crate::history::counts_every_event(v)
}

pub fn properties() -> Vec<Property> {
    vec![
        Property { name: "turn-history-starts-empty-each-turn", expectation: Always, kind: StepKind, statement: "As a turn begins, each player's history of the turn holds only what happened since it began.", rules: &[RuleRef::TurnHistory], editions: MTG, witness: Some("turn-begins-after-a-death"), check: starts_empty_each_turn },
        Property { name: "turn-begins-after-a-death", expectation: Sometimes, kind: Reachability, statement: "A turn begins after a creature died in an earlier one.", rules: &[RuleRef::TurnHistory], editions: MTG, witness: None, check: turn_began_after_a_death },
        Property { name: "turn-history-counts-every-death-and-life-change", expectation: Always, kind: StepKind, statement: "Every life gain, life loss (damage included) and creature death (tokens included) of a step is in its player's history of the turn.", rules: &[RuleRef::TurnHistory], editions: MTG, witness: Some("token-creature-dies"), check: turn_history_counts },
        Property { name: "history-read-by-a-later-token", expectation: Sometimes, kind: Reachability, statement: "A token that reads the turn's history is created after a creature died this turn.", rules: &[RuleRef::TurnHistory], editions: MTG, witness: None, check: history_read_by_a_later_token },
        Property { name: "token-creature-dies", expectation: Sometimes, kind: Reachability, statement: "A token creature dies.", rules: &[RuleRef::TurnHistory], editions: MTG, witness: None, check: token_died },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use triggerproof_model::cards::builtin;
    use triggerproof_model::edition::Edition;
    use triggerproof_model::journal::Journal;
    use triggerproof_model::state::{GameObject, GameState, ObjectId};

    /// A turn begins with last turn's death still counted: violated; with the count cleared,
    /// held. A token's death missing from the count: violated.
    #[test]
    fn a_history_carried_into_a_new_turn_or_missing_a_token_is_caught() {
        let pool = builtin();
        let shrine = pool.id("First Blood Shrine").unwrap();
        let token = pool.id("Soldier Token").unwrap();
        let mut s = GameState::new(2, 20, 0);
        s.objects.insert(
            ObjectId(0),
            GameObject::new(shrine, PlayerId(0), Zone::Battlefield),
        );
        s.players[1].history.creatures_died = 1;
        let mut j = Journal::default();
        j.push(
            RuleRef::TurnHistory,
            Happening::Event(Event::StepBegan {
                turn: 2,
                step: Step::Untap,
                active: PlayerId(1),
            }),
        );
        let view = |s: &GameState, j: &Journal| {
            starts_empty_each_turn(&View::new(Edition::Mtg20241108, &pool, s, j))
        };
        assert!(!view(&s, &j));
        let mut cleared = s.clone();
        cleared.players[1].history = TurnHistory::default();
        assert!(view(&cleared, &j));
        let mut died = Journal::default();
        died.push(
            RuleRef::TurnHistory,
            Happening::Event(crate::testing::zone_change(
                ObjectId(1),
                Some(ObjectId(2)),
                token,
                Some(Zone::Battlefield),
                Zone::Graveyard,
                PlayerId(1),
            )),
        );
        let v = View::new(Edition::Mtg20241108, &pool, &cleared, &died);
        assert!(!counts_every_event(&v));
        assert!(token_died(&v));
    }

    /// A card that creates a token reading the history, and a granter of an ability reading it,
    /// could read it; a plain creature could not.
    #[test]
    fn token_makers_and_granters_could_read_the_history() {
        let pool = builtin();
        let could = |name: &str| could_read(&pool, pool.id(name).unwrap(), &mut Vec::new());
        assert!(could("Call the Mourners"));
        assert!(could("Banner of Remembrance"));
        assert!(could("Mourner Token"));
        assert!(!could("Grizzly Bears"));
        assert!(!pool
            .get(pool.id("Call the Mourners").unwrap())
            .reads_history());
    }
}
