//! Renaming only what changes: [`rebuild_moved`] takes the snapshot by value and rebuilds just
//! the parts in which some id gets a new name (`Moved`), moving every other part over as it
//! is. The result equals `rebuild::rebuild`'s (checked on every sampled state by
//! `tests.rs`): a part none of whose ids moves is already what renaming it would give, once
//! its id-ordered runs are in id order (the "becomes the target" runs and the attackers,
//! which the engine keeps so).

use super::ids::Ids;
use super::rebuild;
use super::stack::{delayed, instance, shield, stack_object};
use super::walk::Part;
use crate::snapshot::Snapshot;

/// Which parts of a snapshot hold an id that a renaming changes.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Moved {
    /// By [`Part`], in `Part::ALL`'s order.
    pub parts: [bool; 7],
    /// The objects map: a key, a host or an exiler.
    pub objects: bool,
}

impl Moved {
    fn part(&self, p: Part) -> bool {
        self.parts[p as usize]
    }
}

/// `s` with every id replaced by what `m` says, rebuilding only the parts `moved` names.
pub(super) fn rebuild_moved(s: Snapshot, m: &mut impl Ids, moved: &Moved) -> Snapshot {
    let Snapshot { mut game, journal } = s;
    let g = &mut game;
    if moved.part(Part::Waiting) {
        g.waiting = g.waiting.iter().map(|t| instance(m, t)).collect();
    }
    if moved.part(Part::Stack) {
        g.stack = g.stack.iter().map(|so| stack_object(m, so)).collect();
    }
    if moved.part(Part::Delayed) {
        g.delayed = g.delayed.iter().map(|d| delayed(m, d)).collect();
    }
    if moved.part(Part::Shields) {
        g.shields = g.shields.iter().map(|sh| shield(m, sh)).collect();
    }
    let in_id_order = g
        .combat
        .attackers
        .iter()
        .zip(g.combat.attackers.iter().skip(1))
        .all(|(a, b)| a.object <= b.object);
    if moved.part(Part::Attackers) || !in_id_order {
        g.combat.attackers = rebuild::attackers(g, m).into_iter().collect();
        // Each first striker (CR 510.4) is an attacker or a blocker, so its id moves only here.
        g.combat.first_strikers = rebuild::first_strikers(m, &g.combat).into_iter().collect();
    }
    if !g.combat.blocking_nothing.is_empty() {
        g.combat.blocking_nothing = rebuild::blocking_nothing(m, &g.combat)
            .into_iter()
            .collect();
    }
    let journal = if moved.part(Part::Journal) {
        triggerproof_model::journal::Journal {
            entries: rebuild::entries(&journal, m),
        }
    } else {
        let mut journal = journal;
        super::events::became_targets_in_order(&mut journal.entries);
        journal
    };
    if moved.objects {
        g.objects = rebuild::objects(g, m);
    }
    if moved.part(Part::Field) {
        g.field = super::field::battlefield(m, &g.field);
    }
    Snapshot { game, journal }
}
