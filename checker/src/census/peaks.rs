//! [`Peaks`]: the game model as the explorer sees it, plus the largest stack (trigger instances
//! waiting and stack objects) and object count among the states it offered — what `bench
//! boards` reports so a preset's `Limits` can be set from what its boards reach. Optionally
//! ([`Peaks::counting_games`]) it also counts how many of the states differ only by their step
//! journal (`bench boards --reductions`): a measurement, never a change to what is explored.

use crate::adapter::{GameModel, Snapshot};
use stateright::{Model, Property};
use std::collections::HashSet;
use std::hash::{Hash, Hasher};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use triggerproof_model::Choice;

/// Delegates everything to `inner`; `within_boundary` also records the peaks.
pub struct Peaks {
    pub inner: GameModel,
    stack: AtomicUsize,
    objects: AtomicUsize,
    halted: AtomicUsize,
    /// With `counting_games`: the fingerprints of the states' games (journal dropped) and of
    /// their games' own canonical forms (journal emptied, then renamed).
    games: Option<Mutex<Games>>,
}

/// Fingerprints of the explored states with their journals set aside.
#[derive(Default)]
struct Games {
    /// Of the state's game as explored (its ids named with the help of its journal).
    as_explored: HashSet<u64>,
    /// Of the canonical form of the game with an empty journal (equal to `as_explored`'s
    /// without symmetry).
    canonical: HashSet<u64>,
}

/// How many distinct games the explored states hold (`Peaks::counting_games`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct GameCounts {
    /// Distinct games once the journal is dropped.
    pub without_journal: u64,
    /// Distinct canonical forms of the games with an empty journal (under `--symmetry`; the
    /// same as `without_journal` without it).
    pub canonical_without_journal: u64,
}

fn fingerprint(v: &impl Hash) -> u64 {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    v.hash(&mut h);
    h.finish()
}

/// What the states offered to `within_boundary` reached (successors past the limits included,
/// so a peak above a limit says by how much the first step past it went).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Reached {
    /// Most trigger instances waiting plus stack objects in one state.
    pub stack: usize,
    /// Most objects in one state.
    pub objects: usize,
    /// States the engine halted (its own instance or round limit).
    pub halted: usize,
}

impl Peaks {
    pub fn new(inner: GameModel) -> Peaks {
        Peaks {
            inner,
            stack: AtomicUsize::new(0),
            objects: AtomicUsize::new(0),
            halted: AtomicUsize::new(0),
            games: None,
        }
    }

    /// Also counts the distinct games among the states (slower: two hashes and one canonical
    /// form per state offered).
    pub fn counting_games(mut self) -> Peaks {
        self.games = Some(Mutex::new(Games::default()));
        self
    }

    /// The distinct games counted, if `counting_games`.
    pub fn game_counts(&self) -> Option<GameCounts> {
        let g = self.games.as_ref()?.lock().ok()?;
        Some(GameCounts {
            without_journal: g.as_explored.len() as u64,
            canonical_without_journal: g.canonical.len() as u64,
        })
    }

    fn count_game(&self, s: &Snapshot) {
        let Some(games) = &self.games else { return };
        let bare = Snapshot {
            game: s.game.clone(),
            journal: Default::default(),
        };
        let canonical = if self.inner.symmetry {
            fingerprint(&crate::symmetry::canonical(&bare).game)
        } else {
            fingerprint(&bare.game)
        };
        let as_explored = fingerprint(&s.game);
        if let Ok(mut g) = games.lock() {
            g.as_explored.insert(as_explored);
            g.canonical.insert(canonical);
        }
    }

    /// The peaks so far.
    pub fn reached(&self) -> Reached {
        Reached {
            stack: self.stack.load(Ordering::Relaxed),
            objects: self.objects.load(Ordering::Relaxed),
            halted: self.halted.load(Ordering::Relaxed),
        }
    }

    fn record(&self, s: &Snapshot) {
        let g = &s.game;
        if g.is_halted() {
            self.halted.fetch_add(1, Ordering::Relaxed);
            return;
        }
        for (peak, v) in [
            (&self.stack, g.stack.len() + g.waiting.len()),
            (&self.objects, g.objects.len()),
        ] {
            // Read first: a peak rarely grows, and a plain load keeps the line shared.
            if v > peak.load(Ordering::Relaxed) {
                peak.fetch_max(v, Ordering::Relaxed);
            }
        }
    }
}

impl AsRef<GameModel> for Peaks {
    fn as_ref(&self) -> &GameModel {
        &self.inner
    }
}

impl Model for Peaks {
    type State = Snapshot;
    type Action = Choice;

    fn init_states(&self) -> Vec<Snapshot> {
        self.inner.init_states()
    }

    fn actions(&self, s: &Snapshot, actions: &mut Vec<Choice>) {
        self.inner.actions(s, actions)
    }

    fn next_state(&self, s: &Snapshot, c: Choice) -> Option<Snapshot> {
        self.inner.next_state(s, c)
    }

    fn properties(&self) -> Vec<Property<Self>> {
        self.inner.stateright_properties()
    }

    fn within_boundary(&self, s: &Snapshot) -> bool {
        self.record(s);
        let within = self.inner.within_boundary(s);
        if within {
            self.count_game(s);
        }
        within
    }

    fn format_action(&self, c: &Choice) -> String {
        c.to_string()
    }
}
