//! The stateright adapter: the engine as a `stateright::Model`. Initial states are the boards'
//! started states, actions are `legal_choices`, `next_state` is `apply` (keeping the step's
//! journal as ghost data beside the state), properties come from the registry.

use crate::bounds::Limits;
use crate::explore::Judge;
use stateright::{Model, Property};
use triggerproof_model::board::Board;
use triggerproof_model::engine::apply_legal;
use triggerproof_model::{legal_choices, start, Choice, GameState, Ruleset};
use triggerproof_properties::{Expectation, View};

pub use crate::snapshot::Snapshot;

/// The game model over a set of starting boards.
pub struct GameModel {
    pub rules: Ruleset,
    /// The starting boards. Their started states are not held (a few KB each: 1.7 GB for
    /// `deep`'s 260,499 boards): [`GameModel::started`] makes one again when asked (`start` is
    /// a function of the board), and the explorer seeds from them one at a time (`Suite`'s
    /// [`Judge::init_state`]).
    pub boards: Vec<Board>,
    pub limits: Limits,
    /// The selected properties.
    pub properties: Vec<triggerproof_properties::Property>,
    /// Symmetry reduction (on in `check` unless `--no-symmetry`): initial and next states of a
    /// board without a combat phase are replaced by their canonical form (`symmetry::canonical`;
    /// see [`GameModel::reduces`]). Off unless set.
    pub symmetry: bool,
    /// The limits that cut some successor (`max_stack`, `max_objects`, or the engine limit a
    /// halted step names): the report of an incomplete run names them.
    pub cut_by: std::sync::Mutex<std::collections::BTreeSet<String>>,
    /// Each board's initial state's fingerprint and the board's index, sorted: how
    /// [`GameModel::start_of`] finds a trace's board; made on first use.
    starts: std::sync::OnceLock<Vec<(u64, usize)>>,
}

impl GameModel {
    /// Builds the model; every board's cards must be in the pool (checked by bounds validation).
    pub fn new(
        rules: Ruleset,
        boards: Vec<Board>,
        limits: Limits,
        properties: Vec<triggerproof_properties::Property>,
    ) -> GameModel {
        GameModel {
            rules,
            boards,
            limits,
            properties,
            symmetry: false,
            cut_by: Default::default(),
            starts: Default::default(),
        }
    }

    /// Board `index`'s started state, on real ids (made anew on each call).
    pub fn started(&self, index: usize) -> Snapshot {
        let s0 = self.boards[index]
            .to_state(&self.rules.pool)
            .expect("boards are validated against the pool");
        let (game, journal) = start(&self.rules, &s0);
        Snapshot { game, journal }
    }

    /// `init_states()[index]`, made alone: board `index`'s started state as the explorer keeps
    /// it ([`GameModel::view`]).
    pub fn init_state(&self, index: usize) -> Snapshot {
        let s = self.started(index);
        if self.reduces(&s.game) {
            crate::symmetry::canonical_owned(s)
        } else {
            s
        }
    }

    /// The same model with symmetry reduction on or off.
    pub fn with_symmetry(mut self, on: bool) -> GameModel {
        self.symmetry = on;
        self
    }

    /// Is `g` explored as its canonical form? Under symmetry, if its board has no combat phase:
    /// with one, a representative keeps its attackers in id order and the engine deals their
    /// damage in that order, so simultaneous events can be listed in another order than from the
    /// real state (smoke's combat families: 0.35% more states explored than classes; sound but
    /// not exact, `crate::symmetry`), so combat boards are explored on real ids. The flag is set
    /// by the board and never changes during a game.
    pub fn reduces(&self, g: &GameState) -> bool {
        self.symmetry && !g.combat.phase
    }

    /// The state the explorer keeps for `s`: its canonical form if [`GameModel::reduces`] it,
    /// else `s`.
    pub fn view(&self, s: &Snapshot) -> Snapshot {
        if self.reduces(&s.game) {
            crate::symmetry::canonical(s)
        } else {
            s.clone()
        }
    }

    /// One engine step on real ids (no canonical form): `c` must come from `actions(s)`.
    pub fn step(&self, s: &Snapshot, c: &Choice) -> Option<Snapshot> {
        let (game, journal) = apply_legal(&self.rules, &s.game, c).ok()?;
        Some(Snapshot { game, journal })
    }

    /// Evaluates property `i` on a snapshot.
    pub fn holds(&self, i: usize, s: &Snapshot) -> bool {
        if s.game.is_halted() {
            // No game state (an engine limit passed): an `always` is not violated there, a
            // `sometimes` not witnessed; the state is out of bounds, the run incomplete.
            return self.properties[i].expectation == Expectation::Always;
        }
        (self.properties[i].check)(&self.view_of(s))
    }

    /// What the properties see of a snapshot (not halted): the edition, the pool, the state
    /// and the journal of its step.
    pub fn view_of<'a>(&'a self, s: &'a Snapshot) -> View<'a> {
        View::new(self.rules.edition, &self.rules.pool, &s.game, &s.journal)
    }

    /// Is `g` within `max_stack` and `max_objects` (`Limits`), and not halted by an engine limit
    /// (`Decision::Halted`)? Past them the exploration is cut.
    pub fn within_limits(&self, g: &GameState) -> bool {
        let cut = match g.decision {
            triggerproof_model::state::Decision::Halted(limit) => {
                Some(format!("engine limit: {limit}"))
            }
            _ if g.stack.len() + g.waiting.len() > self.limits.max_stack as usize => {
                Some("max_stack".to_string())
            }
            _ if g.objects.len() > self.limits.max_objects as usize => {
                Some("max_objects".to_string())
            }
            _ => None,
        };
        match cut {
            None => true,
            Some(why) => {
                if let Ok(mut set) = self.cut_by.lock() {
                    set.insert(why);
                }
                false
            }
        }
    }

    /// The limits that cut some successor so far, in words (empty if none did).
    pub fn cut_reasons(&self) -> Vec<String> {
        self.cut_by
            .lock()
            .map(|set| set.iter().cloned().collect())
            .unwrap_or_default()
    }

    /// The board a trace's first state started from (under symmetry, the board whose start has
    /// that canonical form).
    pub fn board_of(&self, first: &Snapshot) -> Option<&Board> {
        self.start_of(first).map(|(b, _)| b)
    }

    /// The board whose start is `first` (its canonical form under `--symmetry`), and that
    /// start on real ids. The first call fingerprints every board's initial state; each call
    /// then makes only the starts whose fingerprint is `first`'s, and compares them whole.
    pub fn start_of(&self, first: &Snapshot) -> Option<(&Board, Snapshot)> {
        let starts = self.starts.get_or_init(|| {
            let mut starts: Vec<(u64, usize)> = (0..self.boards.len())
                .map(|i| (crate::explore::fingerprint(&self.init_state(i)), i))
                .collect();
            starts.sort_unstable();
            starts
        });
        let fp = crate::explore::fingerprint(first);
        let from = starts.partition_point(|&(f, _)| f < fp);
        starts[from..]
            .iter()
            .take_while(|&&(f, _)| f == fp)
            .find(|&&(_, i)| self.init_state(i) == *first)
            .map(|&(_, i)| (&self.boards[i], self.started(i)))
    }

    /// Is the state past the bounds (explored no further)?
    pub fn beyond_horizon(&self, s: &Snapshot) -> bool {
        s.game.turn > self.limits.turns
    }
}

macro_rules! property_slots {
    ($($i:literal),*) => {
        /// One function pointer per registry slot (stateright properties are plain `fn`s), for
        /// any model that is a [`GameModel`] underneath (`census::Peaks` wraps one).
        fn slots<M: AsRef<GameModel>>() -> [fn(&M, &Snapshot) -> bool; MAX_PROPERTIES] {
            [$(|m, s| m.as_ref().holds($i, s)),*]
        }
    };
}
property_slots!(
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25,
    26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49,
    50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73,
    74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97,
    98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116,
    117, 118, 119, 120, 121, 122, 123, 124, 125, 126, 127, 128, 129, 130, 131, 132, 133, 134, 135,
    136, 137, 138, 139, 140, 141, 142, 143, 144, 145, 146, 147, 148, 149, 150, 151, 152, 153, 154,
    155, 156, 157, 158, 159, 160, 161, 162, 163, 164, 165, 166, 167, 168, 169, 170, 171, 172, 173,
    174, 175, 176, 177, 178, 179, 180, 181, 182, 183, 184, 185, 186, 187, 188, 189, 190, 191, 192,
    193, 194, 195, 196, 197, 198, 199, 200, 201, 202, 203, 204, 205, 206, 207, 208, 209, 210, 211,
    212, 213, 214, 215, 216, 217, 218, 219, 220, 221, 222, 223, 224, 225, 226, 227, 228, 229, 230,
    231, 232, 233, 234, 235, 236, 237, 238, 239, 240, 241, 242, 243, 244, 245, 246, 247, 248, 249,
    250, 251, 252, 253, 254, 255, 256, 257, 258, 259, 260, 261, 262, 263, 264, 265, 266, 267, 268,
    269, 270, 271, 272, 273, 274, 275, 276, 277, 278, 279, 280, 281, 282, 283, 284, 285, 286, 287,
    288, 289, 290, 291, 292, 293, 294, 295, 296, 297, 298, 299, 300, 301, 302, 303, 304, 305, 306,
    307, 308, 309, 310, 311, 312, 313, 314, 315, 316, 317, 318, 319
);

/// How many properties one model can carry (320 since the evasion properties took the
/// registry past 256 under 2024 and 2026).
pub const MAX_PROPERTIES: usize = 320;

impl GameModel {
    /// The properties as stateright's `Property`s of `M`, a model that is this one underneath:
    /// slot `i` reads `self.properties[i]`.
    pub fn stateright_properties<M>(&self) -> Vec<Property<M>>
    where
        M: Model<State = Snapshot> + AsRef<GameModel>,
    {
        assert!(
            self.properties.len() <= MAX_PROPERTIES,
            "at most {MAX_PROPERTIES} properties per run"
        );
        let slots = slots::<M>();
        self.properties
            .iter()
            .zip(slots)
            .map(|(p, f)| match p.expectation {
                Expectation::Always => Property::always(p.name, f),
                Expectation::Sometimes => Property::sometimes(p.name, f),
            })
            .collect()
    }
}

/// The explorer's "judge this state" hook for any model that is a [`GameModel`] underneath and
/// whose properties are its [`GameModel::stateright_properties`]: one [`View`] per judged
/// state, read by every undecided property (what each slot's [`GameModel::holds`] says, in one
/// call).
///
/// Judged per transition: a snapshot's journal is the ghost record of the step that reached it
/// (`actions`, `next_state` and `within_boundary` read only the game), so the explorer stores
/// and fingerprints the game alone, and judges every successor, new or already seen, while its
/// journal is at hand. Two snapshots with the same game reached by different steps are one
/// state; each step property is still read on every step. (stateright's own checkers, `check
/// --engine`, and the scenario models hash the whole snapshot, journal included, and judge each
/// distinct snapshot once: the same verdicts, more states.)
pub struct Suite;

impl<M> Judge<M> for Suite
where
    M: Model<State = Snapshot> + AsRef<GameModel> + Sync,
{
    fn conditions(
        &self,
        model: &M,
        _props: &[Property<M>],
        state: &Snapshot,
        indices: &[usize],
        holds: &mut Vec<bool>,
    ) {
        let m = model.as_ref();
        if state.game.is_halted() {
            // As in `GameModel::holds`: nothing violated, nothing witnessed.
            let always = |i: usize| m.properties[i].expectation == Expectation::Always;
            holds.extend(indices.iter().map(|&i| always(i)));
            return;
        }
        let view = m.view_of(state);
        holds.extend(indices.iter().map(|&i| (m.properties[i].check)(&view)));
    }

    fn per_transition(&self) -> bool {
        true
    }

    fn stored_fingerprint(&self, state: &Snapshot) -> u64 {
        crate::explore::fingerprint(&state.game)
    }

    /// The boards' initial states one at a time (`M`'s `init_states()` are its game model's).
    fn init_count(&self, model: &M) -> Option<usize> {
        Some(model.as_ref().boards.len())
    }

    fn init_state(&self, model: &M, index: usize) -> Snapshot {
        model.as_ref().init_state(index)
    }
}

/// [`Suite`] as it judged before properties were judged per transition: each distinct snapshot,
/// game and journal, is stored and judged once (the journal in the fingerprint). The same
/// verdicts and trace lengths, more states; kept to compare the two (`tests/tests/per_transition.rs`).
pub struct WholeSnapshots;

impl<M> Judge<M> for WholeSnapshots
where
    M: Model<State = Snapshot> + AsRef<GameModel> + Sync,
{
    fn conditions(
        &self,
        model: &M,
        props: &[Property<M>],
        state: &Snapshot,
        indices: &[usize],
        holds: &mut Vec<bool>,
    ) {
        Suite.conditions(model, props, state, indices, holds);
    }

    fn init_count(&self, model: &M) -> Option<usize> {
        Judge::<M>::init_count(&Suite, model)
    }

    fn init_state(&self, model: &M, index: usize) -> Snapshot {
        Judge::<M>::init_state(&Suite, model, index)
    }
}

impl AsRef<GameModel> for GameModel {
    fn as_ref(&self) -> &GameModel {
        self
    }
}

impl Model for GameModel {
    type State = Snapshot;
    type Action = Choice;

    fn init_states(&self) -> Vec<Snapshot> {
        (0..self.boards.len()).map(|i| self.init_state(i)).collect()
    }

    fn actions(&self, s: &Snapshot, actions: &mut Vec<Choice>) {
        if !self.beyond_horizon(s) {
            actions.extend(legal_choices(&self.rules, &s.game));
        }
    }

    fn next_state(&self, s: &Snapshot, c: Choice) -> Option<Snapshot> {
        // `c` comes from `actions`, i.e. from `legal_choices`: no need to check it again.
        let (game, journal) = apply_legal(&self.rules, &s.game, &c).ok()?;
        let next = Snapshot { game, journal };
        Some(if self.reduces(&next.game) {
            crate::symmetry::canonical_owned(next)
        } else {
            next
        })
    }

    fn properties(&self) -> Vec<Property<Self>> {
        self.stateright_properties()
    }

    fn within_boundary(&self, s: &Snapshot) -> bool {
        self.within_limits(&s.game)
    }

    fn format_action(&self, c: &Choice) -> String {
        c.to_string()
    }
}
