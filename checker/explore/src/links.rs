//! Dense state ids and one predecessor link per state (parent id + action index), from which
//! traces are rebuilt.
//!
//! Ids are handed out in discovery order when the level driver collects the workers' new
//! states, so all states of BFS level `d` have smaller ids than those of level `d + 1`. A link
//! is packed into one `u64`: the parent id in the high 40 bits and, in the low 24 bits, the
//! index of the action in `Model::actions(parent)` (17 bits) and the number of forced steps
//! that followed it (7 bits, see `chains.rs`: each the only action of a state, index 0). An
//! initial state has the all-ones parent and stores its index in `Model::init_states()` in
//! the low 24 bits.

const ACTION_BITS: u32 = 24;
const ACTION_MASK: u64 = (1 << ACTION_BITS) - 1;
const ROOT_PARENT: u64 = (1 << 40) - 1;
/// Bits of the low field that count forced steps after the action.
const FORCED_BITS: u32 = 7;
/// The most forced steps one link records (a forced chain is cut, and its state stored, there).
pub(crate) const MAX_FORCED: usize = (1 << FORCED_BITS) - 1;
/// The largest action index a step link holds.
const MAX_STEP_ACTION: usize = (1 << (ACTION_BITS - FORCED_BITS)) - 1;

/// A decoded link.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Link {
    /// An initial state: index into `init_states()`.
    Root(usize),
    /// Reached from state `parent` by the action at `action` in `actions(parent)`, then
    /// `forced` steps each taking the only action of its state (index 0).
    Step {
        parent: u64,
        action: usize,
        forced: usize,
    },
}

impl Link {
    /// A step of one action, no forced step after it.
    pub(crate) fn step(parent: u64, action: usize) -> Link {
        Link::Step {
            parent,
            action,
            forced: 0,
        }
    }

    /// Packs the link; panics if an index does not fit (2^24 initial states, 2^17 actions
    /// from one state, [`MAX_FORCED`] forced steps).
    pub(crate) fn pack(self) -> u64 {
        let (parent, low) = match self {
            Link::Root(index) => {
                assert!(
                    (index as u64) <= ACTION_MASK,
                    "more than 2^24 initial states are not supported"
                );
                (ROOT_PARENT, index as u64)
            }
            Link::Step {
                parent,
                action,
                forced,
            } => {
                assert!(
                    action <= MAX_STEP_ACTION,
                    "more than 2^17 actions from one state are not supported"
                );
                assert!(
                    forced <= MAX_FORCED,
                    "a forced chain is longer than its cap"
                );
                (parent, ((action as u64) << FORCED_BITS) | forced as u64)
            }
        };
        (parent << ACTION_BITS) | low
    }

    /// Packed link `word` with `forced` forced steps instead of its own (a step link).
    #[inline]
    pub(crate) fn with_forced(word: u64, forced: usize) -> u64 {
        match Link::unpack(word) {
            Link::Step { parent, action, .. } => Link::Step {
                parent,
                action,
                forced,
            }
            .pack(),
            root => root.pack(),
        }
    }

    /// The lesser of a recorded `(depth, link)` and another, by depth, then [`Link::key`].
    #[inline]
    pub(crate) fn least_at(
        found: Option<(usize, u64)>,
        (depth, link): (usize, u64),
    ) -> (usize, u64) {
        match found {
            Some((d, l)) if (d, Link::key(l)) <= (depth, Link::key(link)) => (d, l),
            _ => (depth, link),
        }
    }

    /// The packed link `word` as a key ordered like the canonical order of states (see
    /// `canonical.rs`): an initial state by its index, before every step; a step by (parent
    /// id, action index).
    #[inline(always)]
    pub(crate) fn key(word: u64) -> u64 {
        word.wrapping_add(1 << ACTION_BITS)
    }

    /// The packed link whose [`Link::key`] is `key`.
    #[inline(always)]
    pub(crate) fn from_key(key: u64) -> u64 {
        key.wrapping_sub(1 << ACTION_BITS)
    }

    pub(crate) fn unpack(word: u64) -> Link {
        let parent = word >> ACTION_BITS;
        let index = (word & ACTION_MASK) as usize;
        if parent == ROOT_PARENT {
            Link::Root(index)
        } else {
            Link::Step {
                parent,
                action: index >> FORCED_BITS,
                forced: index & MAX_FORCED,
            }
        }
    }
}

/// Predecessor links, indexed by state id. Written only by the level driver, between worker
/// runs, when it gives ids to the states the workers found.
pub(crate) struct Links {
    words: Vec<u64>,
}

impl Links {
    /// Empty, with room reserved for `expected` states.
    pub(crate) fn with_capacity(expected: u64) -> Self {
        Links {
            words: Vec::with_capacity(usize::try_from(expected).unwrap_or(0)),
        }
    }

    /// Stores the link of a new state and returns the state's id.
    #[inline]
    pub(crate) fn push(&mut self, link: u64) -> u64 {
        self.words.push(link);
        self.words.len() as u64 - 1
    }

    /// Reserves room for `n` more links, to be faulted in by the workers (`prefault.rs`).
    pub(crate) fn reserve_room(&mut self, n: usize, prefault: &mut super::prefault::Prefault) {
        prefault.reserve(&mut self.words, n);
    }

    /// Bytes allocated for links.
    pub(crate) fn allocated_bytes(&self) -> u64 {
        (self.words.capacity() * 8) as u64
    }

    /// Number of states stored.
    pub(crate) fn len(&self) -> u64 {
        self.words.len() as u64
    }

    /// The link of state `id`.
    pub(crate) fn get(&self, id: u64) -> Link {
        Link::unpack(self.words[id as usize])
    }

    /// The initial-state index and the action indices leading to state `id`.
    pub(crate) fn path(&self, mut id: u64) -> (usize, Vec<usize>) {
        let mut actions = Vec::new();
        loop {
            match self.get(id) {
                Link::Root(init) => {
                    actions.reverse();
                    return (init, actions);
                }
                Link::Step {
                    parent,
                    action,
                    forced,
                } => {
                    actions.extend(std::iter::repeat_n(0, forced));
                    actions.push(action);
                    id = parent;
                }
            }
        }
    }

    /// The initial-state index and the action indices of the transition of packed link `word`:
    /// the path to its parent, then its action (a root link: the initial state alone).
    pub(crate) fn path_of_link(&self, word: u64) -> (usize, Vec<usize>) {
        match Link::unpack(word) {
            Link::Root(init) => (init, Vec::new()),
            Link::Step {
                parent,
                action,
                forced,
            } => {
                let (init, mut actions) = self.path(parent);
                actions.push(action);
                actions.extend(std::iter::repeat_n(0, forced));
                (init, actions)
            }
        }
    }

    /// BFS depth of state `id` (0 for an initial state): the steps of its path.
    pub(crate) fn depth(&self, mut id: u64) -> usize {
        let mut depth = 0;
        while let Link::Step { parent, forced, .. } = self.get(id) {
            depth += 1 + forced;
            id = parent;
        }
        depth
    }
}
