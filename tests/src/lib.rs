//! Test fixtures shared by the integration tests: a `Play` driver that starts a board, feeds
//! player choices to the engine, keeps every journal, and answers questions in CR terms.

use std::sync::Arc;
use triggerproof_model::board::{Board, Side};
use triggerproof_model::cards::builtin;
use triggerproof_model::journal::{Event, Happening, Journal};
use triggerproof_model::state::{AbilityOrigin, Decision, ObjectId, PlayerId, Target, Zone};
use triggerproof_model::{
    apply, legal_choices, start, Choice, Edition, GameState, Mutant, Ruleset,
};

/// A game being played step by step in a test.
pub struct Play {
    pub rules: Ruleset,
    pub state: GameState,
    pub journals: Vec<Journal>,
}

/// Player one and player two.
pub const P1: PlayerId = PlayerId(0);
pub const P2: PlayerId = PlayerId(1);

/// A side with these permanents and hand cards.
pub fn side(battlefield: &[&str], hand: &[&str]) -> Side {
    Side::new(battlefield, hand)
}

impl Play {
    /// Starts `board` under the seed edition, optionally with a mutant.
    pub fn with(board: Board, mutant: Option<Mutant>) -> Play {
        let rules = Ruleset::new(Edition::Mtg20241108, Arc::new(builtin()), mutant);
        let s0 = board.to_state(&rules.pool).expect("fixture cards exist");
        let (state, j) = start(&rules, &s0);
        Play {
            rules,
            state,
            journals: vec![j],
        }
    }

    pub fn new(board: Board) -> Play {
        Play::with(board, None)
    }

    /// A two-player game in P1's main step.
    pub fn two(p1: Side, p2: Side) -> Play {
        Play::new(Board::two(p1, p2))
    }

    /// Applies a choice, which must be legal.
    pub fn choose(&mut self, c: Choice) -> &Journal {
        let legal = legal_choices(&self.rules, &self.state);
        assert!(
            legal.contains(&c),
            "{c} is not legal at {:?}; legal: {legal:?}",
            self.state.decision
        );
        let (s, j) = apply(&self.rules, &self.state, &c).expect("legal choice applies");
        self.state = s;
        self.journals.push(j);
        self.journals.last().unwrap()
    }

    /// The object id of the first object of card `name` in `zone`.
    pub fn find(&self, name: &str, zone: Zone) -> ObjectId {
        self.try_find(name, zone)
            .unwrap_or_else(|| panic!("no {name} in {zone:?}"))
    }

    pub fn try_find(&self, name: &str, zone: Zone) -> Option<ObjectId> {
        let card = self.rules.pool.id(name)?;
        self.state
            .objects
            .iter()
            .find(|(_, o)| o.card == card && o.zone == zone)
            .map(|(id, _)| *id)
    }

    /// Casts the spell `name` from the deciding player's hand.
    pub fn cast(&mut self, name: &str, target: Option<Target>) {
        let card = self.find(name, Zone::Hand);
        self.choose(Choice::CastSpell {
            card,
            target: target.into(),
            pay: Default::default(),
        });
    }

    /// Passes priority until the decision is no longer a priority decision of an unchanged
    /// stack, i.e. until the top of the stack resolves or the step ends.
    pub fn pass_round(&mut self) {
        let n = self.state.players.len();
        for _ in 0..n {
            if !matches!(self.state.decision, Decision::Priority(_)) {
                return;
            }
            self.choose(Choice::PassPriority);
        }
    }

    /// Passes, placing triggers in the first legal way and answering `yes`, until the stack is
    /// empty and a player has priority.
    pub fn resolve_all(&mut self, yes: bool) {
        for _ in 0..200 {
            match self.state.decision {
                Decision::Priority(_) if self.state.stack.is_empty() => return,
                Decision::Priority(_) => self.pass_round(),
                Decision::PutTrigger { .. }
                | Decision::KeepLegend { .. }
                | Decision::DeclareAttackers(_)
                | Decision::DeclareBlockers(_)
                | Decision::AssignCombatDamage(_)
                | Decision::PayMana(_) => {
                    let c = legal_choices(&self.rules, &self.state)[0].clone();
                    self.choose(c);
                }
                Decision::Resolve { .. } => {
                    let c = legal_choices(&self.rules, &self.state);
                    let pick = if yes { c.last() } else { c.first() };
                    self.choose(pick.unwrap().clone());
                }
                Decision::GameOver(_) | Decision::Halted(_) => return,
            }
        }
        panic!("stack did not empty");
    }

    /// Every journal entry so far.
    pub fn entries(&self) -> impl Iterator<Item = &Happening> {
        self.journals
            .iter()
            .flat_map(|j| j.entries.iter().map(|e| &e.what))
    }

    /// How many times an ability of card `name` triggered so far.
    pub fn triggered(&self, name: &str) -> usize {
        let card = self.rules.pool.id(name).expect("card exists");
        self.entries()
            .filter(|h| matches!(h, Happening::Triggered { origin: AbilityOrigin::Printed { card: c, .. }, .. } if *c == card))
            .count()
    }

    /// How many delayed or reflexive triggers triggered so far.
    pub fn triggered_where(&self, f: impl Fn(&AbilityOrigin) -> bool) -> usize {
        self.entries()
            .filter(|h| matches!(h, Happening::Triggered { origin, .. } if f(origin)))
            .count()
    }

    pub fn life(&self, p: PlayerId) -> i16 {
        self.state.player(p).life
    }

    /// Did any journal record this event?
    pub fn saw_event(&self, f: impl Fn(&Event) -> bool) -> bool {
        self.entries()
            .any(|h| matches!(h, Happening::Event(e) if f(e)))
    }
}
