//! TAS(K), the triggered-ability-stack benchmark (`shared/bench/tas/README.md`), as a
//! `stateright::Model`, matching the Promela model of `gen_pml.py` transition for transition.
//!
//! Players A (active, 0) and N (1); creature `i` is owned by `i % 2`, and is a *watcher*
//! ("whenever a creature dies, you gain 1 life", sees its own death) when `(i / 2) % 2 == 0`,
//! otherwise a *drawer* ("when you have no cards in hand, draw a card", a CR 603.8 state trigger
//! that does not retrigger while pending or on the stack). Hands and lives saturate at
//! `hmax`/`lmax`. Invariant: no drawer is pending or on the stack more than once in total.

use stateright::{Model, Property};
use std::hash::{Hash, Hasher};

/// Stack capacity, as in the Promela model.
pub const STACK_MAX: usize = 24;

/// Exact `(K, distinct states, transitions)` agreed by six tools, default parameters.
pub const EXPECTED_COUNTS: [(u8, u64, u64); 4] = [
    (3, 262, 350),
    (4, 2_635, 3_862),
    (5, 132_457, 191_429),
    (6, 9_080_327, 12_858_660),
];

/// TAS(K) with its parameters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tas {
    /// Number of creatures, 1..=8.
    pub k: u8,
    /// Initial hand size of each player.
    pub h0: u8,
    /// Hand size cap.
    pub hmax: u8,
    /// Initial life of each player.
    pub l0: u8,
    /// Life cap.
    pub lmax: u8,
}

/// A TAS state. Stack slots at and above `len` are always 0.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TasState {
    /// Bit `i`: creature `i` is alive.
    pub alive: u8,
    /// Bit `i`: creature `i`'s ability is pending (waiting to be put on the stack).
    pub pending: u8,
    /// Cards in hand, per player.
    pub hand: [u8; 2],
    /// Life, per player.
    pub life: [u8; 2],
    /// Number of abilities on the stack.
    pub len: u8,
    /// The stack, bottom first: the creature whose ability each entry is.
    pub stack: [u8; STACK_MAX],
}

impl Hash for TasState {
    /// Hashes four words consistent with the derived `Eq`: the counters, then the stack's 24
    /// bytes as they are (it used to pack them into 96 bits a nibble at a time: a 24-step loop
    /// on 128-bit integers per successor, 6-7% of a TAS(6) run, for one word fewer to absorb).
    fn hash<H: Hasher>(&self, state: &mut H) {
        let head = u64::from_le_bytes([
            self.alive,
            self.pending,
            self.hand[0],
            self.hand[1],
            self.life[0],
            self.life[1],
            self.len,
            0,
        ]);
        state.write_u64(head);
        for word in self.stack.chunks_exact(8) {
            let mut bytes = [0u8; 8];
            bytes.copy_from_slice(word);
            state.write_u64(u64::from_le_bytes(bytes));
        }
    }
}

/// A TAS action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TasAction {
    /// Put creature `i`'s pending ability on the stack.
    Place(u8),
    /// Resolve the top of the stack.
    Resolve,
    /// `player` spends a card to kill `creature`.
    Kill {
        /// Who pays the card.
        player: u8,
        /// Who dies.
        creature: u8,
    },
}

impl Tas {
    /// TAS(K) with the default parameters H0=1, HMAX=2, L0=0, LMAX=3.
    pub fn new(k: u8) -> Self {
        assert!((1..=8).contains(&k), "TAS supports 1..=8 creatures");
        Tas {
            k,
            h0: 1,
            hmax: 2,
            l0: 0,
            lmax: 3,
        }
    }

    /// The "6s" variant: K=6, H0=2, HMAX=3.
    pub fn six_s() -> Self {
        Tas {
            h0: 2,
            hmax: 3,
            ..Tas::new(6)
        }
    }

    fn is_watcher(i: u8) -> bool {
        (i / 2).is_multiple_of(2)
    }

    fn all(&self) -> u8 {
        ((1u16 << self.k) - 1) as u8
    }

    /// Creatures 0, 1, 4, 5.
    fn watchers(&self) -> u8 {
        0b0011_0011 & self.all()
    }

    /// Creatures 2, 3, 6, 7.
    fn drawers(&self) -> u8 {
        0b1100_1100 & self.all()
    }

    /// Creatures owned by A: the even ones.
    fn a_owned(&self) -> u8 {
        0b0101_0101 & self.all()
    }

    /// The creatures with an ability on the stack, as a bit mask (one pass over the stack).
    fn on_stack(s: &TasState) -> u8 {
        s.stack[..usize::from(s.len)]
            .iter()
            .fold(0, |mask, &c| mask | 1u8 << c)
    }

    /// CR 603.8 check: every alive drawer whose owner has no cards and which is neither pending
    /// nor on the stack triggers. In masks: the alive drawers of the players with empty hands,
    /// not pending; the stack is only read when there is one (it was a loop over the drawers
    /// with a lazily read stack, ~10% of a TAS(6) run's samples).
    fn state_check(&self, s: &mut TasState) {
        let empty = (if s.hand[0] == 0 { self.a_owned() } else { 0 })
            | (if s.hand[1] == 0 { !self.a_owned() } else { 0 });
        let triggered = s.alive & self.drawers() & empty & !s.pending;
        if triggered != 0 {
            s.pending |= triggered & !Tas::on_stack(s);
        }
    }

    fn resolve(&self, s: &mut TasState) {
        s.len -= 1;
        let top = std::mem::take(&mut s.stack[s.len as usize]);
        let owner = usize::from(top % 2);
        if Tas::is_watcher(top) {
            s.life[owner] = (s.life[owner] + 1).min(self.lmax);
        } else {
            s.hand[owner] = (s.hand[owner] + 1).min(self.hmax);
        }
    }

    /// The invariant: each drawer is pending or on the stack at most once in total (one pass
    /// over the stack: no drawer twice on it, none both on it and pending).
    pub fn drawers_at_most_once(&self, s: &TasState) -> bool {
        let drawers = self.drawers();
        let mut seen = 0u8;
        for &c in &s.stack[..usize::from(s.len)] {
            let bit = 1u8 << c;
            if drawers & bit != 0 && seen & bit != 0 {
                return false;
            }
            seen |= bit;
        }
        seen & drawers & s.pending == 0
    }
}

impl Model for Tas {
    type State = TasState;
    type Action = TasAction;

    fn init_states(&self) -> Vec<TasState> {
        let mut s = TasState {
            alive: self.all(),
            pending: 0,
            hand: [self.h0; 2],
            life: [self.l0; 2],
            len: 0,
            stack: [0; STACK_MAX],
        };
        self.state_check(&mut s);
        vec![s]
    }

    fn actions(&self, s: &TasState, actions: &mut Vec<TasAction>) {
        let a_pending = s.pending & self.a_owned() != 0;
        for i in 0..self.k {
            let is_pending = s.pending & (1 << i) != 0;
            if is_pending && (i % 2 == 0 || !a_pending) && usize::from(s.len) < STACK_MAX {
                actions.push(TasAction::Place(i));
            }
        }
        if s.pending != 0 {
            return;
        }
        if s.len > 0 {
            actions.push(TasAction::Resolve);
        }
        for player in 0..2u8 {
            for creature in (0..self.k).filter(|&i| s.alive & (1 << i) != 0) {
                if s.hand[usize::from(player)] > 0 {
                    actions.push(TasAction::Kill { player, creature });
                }
            }
        }
    }

    fn next_state(&self, s: &TasState, action: TasAction) -> Option<TasState> {
        let mut n = s.clone();
        match action {
            TasAction::Place(i) => {
                n.pending &= !(1 << i);
                n.stack[usize::from(n.len)] = i;
                n.len += 1;
            }
            TasAction::Resolve => self.resolve(&mut n),
            TasAction::Kill { player, creature } => {
                n.hand[usize::from(player)] -= 1;
                n.pending |= n.alive & self.watchers();
                n.alive &= !(1 << creature);
            }
        }
        self.state_check(&mut n);
        Some(n)
    }

    fn properties(&self) -> Vec<Property<Self>> {
        vec![Property::always(
            "no drawer pending or stacked twice",
            |m: &Tas, s: &TasState| m.drawers_at_most_once(s),
        )]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use stateright::Checker;

    #[test]
    fn initial_state_matches_the_readme() {
        let tas = Tas::new(4);
        let init = &tas.init_states()[0];
        assert_eq!(
            (init.alive, init.pending, init.hand, init.life),
            (0b1111, 0, [1, 1], [0, 0])
        );
        assert_eq!(tas.watchers(), 0b0011);
        assert_eq!(tas.drawers(), 0b1100);
    }

    #[test]
    fn kill_triggers_every_watcher_alive_before_the_death() {
        let tas = Tas::new(4);
        let init = tas.init_states().remove(0);
        let kill = TasAction::Kill {
            player: 0,
            creature: 0,
        };
        let next = tas.next_state(&init, kill).unwrap();
        // A's hand is now empty: drawer 2 (owned by A) triggers; watchers 0 and 1 triggered.
        assert_eq!(
            (next.alive, next.pending, next.hand),
            (0b1110, 0b0111, [0, 1])
        );
        let mut actions = Vec::new();
        tas.actions(&next, &mut actions);
        // APNAP: only A's pending abilities (0 and 2) may be placed first.
        assert_eq!(actions, vec![TasAction::Place(0), TasAction::Place(2)]);
    }

    #[test]
    fn stateright_bfs_agrees_on_tas3_and_tas4() {
        for (k, states, _) in &EXPECTED_COUNTS[..2] {
            let checker = Tas::new(*k).checker().spawn_bfs().join();
            assert_eq!(checker.unique_state_count() as u64, *states, "K={k}");
            checker.assert_properties();
        }
    }
}
