//! Symmetry reduction (`triggerproof check`, on unless `--no-symmetry`): states that differ only by which object
//! ids (and trigger-instance ids) name which objects are one state. Two Grizzly Bears under one
//! controller are interchangeable: shocking the first or the second gives two states that are
//! the same board with the names swapped, and [`canonical`] maps both to one representative.
//!
//! # The canonical form
//! Every id occurrence outside the objects map is a *slot*: the traversal of `walk.rs` visits
//! the waiting triggers, the stack, the delayed triggers, the shields, the journal entries and
//! then the attackers (in an order by their fields and first slots, not their ids; kept in id
//! order in the result, as the engine keeps them), each in sequence order and each field in a fixed order, and numbers the ids it
//! meets 0, 1, 2, ... The slot numbers depend on the shape of the snapshot, not on id values.
//! Sets the engine keeps in id order (a spell's several targets, a run of "becomes the target"
//! events, the hosts of Auras and Equipment) are visited by their members' fields and by where
//! a first traversal, which skips them, names them (`sets.rs`).
//! Then:
//! - live objects (keys of `GameState::objects`) are sorted by every field of the object
//!   (zone, owner, controller, card, tapped, damage, face down, ...) and then by their first slot
//!   (unreferenced ones last), and numbered 0..n;
//! - ids referred to but no longer objects (a departed trigger source, the old id of a zone
//!   change in the journal) follow, numbered n.. in the order of their first slot;
//! - trigger-instance ids are numbered 0.. in the order of their first slot (waiting triggers
//!   first, then the stack, then instances only the journal names).
//!
//! Every reference in the game state and in the journal is rewritten through these maps. The
//! result does not depend on the old ids: two different ids never share a slot, so two live
//! objects tie only if they are equal in every field and neither is referred to anywhere, and
//! then swapping them changes nothing. So two snapshots related by a renaming of ids have the
//! same canonical form, and `canonical(canonical(s)) == canonical(s)`.
//!
//! # Why the properties give the same verdict on a state and its canonical form
//! A renaming is a bijection applied to every id at once, so it preserves equality between
//! ids, every object's fields, the order of every sequence (stack, waiting triggers, journal,
//! `refers`) and every journal index (`cause`). A property that reads fields, sequence
//! positions and journal indices and compares ids only for equality (`==`, lookups, set
//! membership) is invariant under it. Checked for each file of `properties/src/` (the
//! properties see only the `View` of `lib.rs`):
//! - `observe.rs`: lookups by id (`object`), `any`/`all` over the battlefield, `rposition` over
//!   the journal by instance-id equality. No order.
//! - `event_triggers.rs`: `BTreeSet` of `(source, origin, cause)` and `BTreeMap` keyed by
//!   `(source, index)`, both used only for membership and counting (their iteration order,
//!   which is the id order, is never read); `newcomers` is a `Vec` used with `contains`.
//! - `placement.rs`: `.min()` over `(part two, APNAP position)` keys, not ids; instance ids by
//!   equality. `zone_change.rs`, `delayed.rs`, `scoring.rs`, `riftbound.rs`: ids by equality,
//!   journal runs by index. `intervening_if.rs`, `optional.rs`, `reflexive.rs`,
//!   `state_trigger.rs` (`BTreeSet` for duplicates only): likewise. `combat.rs`: ids by
//!   equality (`contains`, `==`), tuples of ids for duplicates only, journal runs by index.
//!   `condition.rs`: a `BTreeMap` by id of the rewound game, only looked up and counted (its
//!   order never read); `causes.rs`, `removal.rs`, `delayed_control.rs`: ids by equality,
//!   journal runs by index.
//!
//! No property uses the order of ids. (`format!("{origin:?}")` keys hold no ids:
//! `AbilityOrigin` names cards and effects, never objects.)
//!
//! With combat, a representative keeps its attackers in id order (as the engine does), and the
//! engine deals their damage and announces their attacks in that order: from a representative
//! it may list simultaneous events in another order than from the real state, and those orders
//! can reach the waiting triggers. Measured on smoke with the combat families: 286,422 classes,
//! 287,423 states explored (1,001 more, 0.35%; sound, as every representative is a renaming of
//! a real state, but not exact). So combat boards are not reduced (`GameModel::reduces`);
//! `tests/tests/symmetry.rs` measures exactness without them.
//!
//! # What the reduction assumes of the engine, and what was measured
//! Exploring representatives is exact if the engine commutes with renaming: a renamed state's
//! successors are the renamed successors. The engine compares ids for equality, and the
//! smallest free id it gives a new object or instance matters only through the order it puts
//! that object in. But it also
//! *walks objects in id order* (trigger detection, "destroy all", state-based actions, the
//! first replacement effect found), and that order fixes the order in which simultaneous
//! events are journaled and their triggers wait. A representative whose ids put two different
//! cards in the other order (Grizzly Bears before Blood Artifact, say, where the board listed
//! the Artifact first) has its Planar Cleansing destroy them in the other order: the same
//! events, triggers and board, listed in another order. Measured (`tests/tests/symmetry.rs`):
//! on the smoke preset the full state space (321,653 states) falls into 196,409 classes and
//! the reduced run explores exactly 196,409 states; the two sets of canonical forms differ in
//! 555 classes (0.3%), and coincide once the order of journal entries and waiting triggers is
//! ignored. (Other editions on smoke: 731 of 181,625 for 2008, 389 of 165,607 for either
//! Riftbound; standard: 779 of 587,910; each time with equal counts, and equal sets once that
//! order is ignored.) Every property's verdict and trace
//! length is equal with and without the flag on smoke (every edition) and standard, and so is
//! the kill matrix of the 32 mutants on smoke (killing properties, counterexample lengths).
//! Those are measurements on these presets, not a proof for every board; hence:
//! - traces are rebuilt on real engine ids (`crate::realize`): from the board's own start, each
//!   step takes a legal choice whose canonical successor is the next explored state; where the
//!   engine's order makes none match, a breadth-first search of that board's real states finds
//!   the nearest state with the trace's verdict (shortest from that board, so its length may
//!   differ), so every trace written replays through `triggerproof replay` and shows the same
//!   violation or witness; a trace that neither finds is reported on stderr and not written;
//! - a mandatory loop found under symmetry returns to a *renaming* of its entry (the same
//!   forced sequence repeats forever), so its cycle can be shorter than without the flag;
//! - it is on by default in `check` (`--no-symmetry` turns it off) and applies only to boards
//!   without a combat phase (`GameModel::reduces`): on combat boards it was sound but explored
//!   more states than classes (below), so they are explored on real ids.
//!
//! Players are never permuted: the active player and the turn order tell seats apart, and the
//! engine and the properties read both (APNAP order), so two boards that differ only by which
//! seat holds what are not explored as one.

mod attackers;
mod events;
mod exiled;
mod field;
mod ids;
mod partial;
mod rebuild;
mod sets;
mod stack;
mod walk;

use crate::snapshot::Snapshot;
use ids::Ids;
use triggerproof_model::state::{GameObject, InstanceId, ObjectId, PlayerId, Zone};
use triggerproof_model::vocab::CardId;

/// "Not seen" in the slot tables.
const NONE: u32 = u32::MAX;

/// The first slot of each id (object ids and instance ids), from one traversal.
#[derive(Default)]
struct FirstSlots {
    next: u32,
    obj: Vec<u32>,
    inst: Vec<u32>,
    /// `None` in the first traversal (sets skipped); then that traversal's ranks (`combined`), by
    /// which a set's members are ordered (`sets.rs`).
    outside_sets: Option<Vec<u32>>,
    /// The first slots of ids met first in the journal (`walk::Part::Journal`), numbered apart
    /// from `next` so that the game's slots do not depend on the journal: the journal is the
    /// ghost record of the step, and the game's canonical form must be the same whatever step
    /// reached it (the explorer stores the game alone, `adapter::Suite`).
    jnext: u32,
    jobj: Vec<u32>,
    jinst: Vec<u32>,
    /// The id at each slot (an instance id with `INST` set).
    seq: Vec<u32>,
    /// Where each part of the traversal (`walk::Part`) ends in `seq`.
    ends: Vec<usize>,
}

/// Marks an instance id in `FirstSlots::seq`.
const INST: u32 = 1 << 31;

fn note(table: &mut Vec<u32>, i: usize, slot: u32) {
    if table.len() <= i {
        table.resize(i + 1, NONE);
    }
    if table[i] == NONE {
        table[i] = slot;
    }
}

impl FirstSlots {
    /// Whether the traversal is in the journal (the parts end in `walk::Part::ALL`'s order).
    fn in_journal(&self) -> bool {
        walk::Part::ALL.get(self.ends.len()) == Some(&walk::Part::Journal)
    }

    /// The first slot of object `i` outside the journal, else its journal slot after every
    /// other (`NONE` if met nowhere).
    fn obj_slot(&self, i: usize) -> (u32, u32) {
        let at = |t: &Vec<u32>| t.get(i).copied().unwrap_or(NONE);
        (at(&self.obj), at(&self.jobj))
    }

    /// [`FirstSlots::obj_slot`] as one rank: the game's slots first, then the journal's. Objects
    /// the game tells apart are ordered by the game alone; the journal only orders objects alike
    /// in the game (interchangeable there: either order gives the same game), so that the
    /// journal is renamed canonically too.
    fn combined(&self, i: usize) -> u32 {
        match self.obj_slot(i) {
            (NONE, NONE) => NONE,
            (NONE, journal) => JOURNAL | journal,
            (game, _) => game,
        }
    }
}

/// Marks a rank that is a journal slot (`FirstSlots::combined`): after every game slot.
const JOURNAL: u32 = 1 << 31;

impl Ids for FirstSlots {
    fn obj(&mut self, id: ObjectId) -> ObjectId {
        if self.in_journal() {
            note(&mut self.jobj, id.0 as usize, self.jnext);
            self.jnext += 1;
        } else {
            note(&mut self.obj, id.0 as usize, self.next);
            self.next += 1;
        }
        self.seq.push(u32::from(id.0));
        id
    }
    fn inst(&mut self, id: InstanceId) -> InstanceId {
        if self.in_journal() {
            note(&mut self.jinst, id.0 as usize, self.jnext);
            self.jnext += 1;
        } else {
            note(&mut self.inst, id.0 as usize, self.next);
            self.next += 1;
        }
        self.seq.push(u32::from(id.0) | INST);
        id
    }
    fn part_done(&mut self) {
        self.ends.push(self.seq.len());
    }
    fn key(&mut self, id: ObjectId) -> ObjectId {
        id
    }
    fn rank(&self, id: ObjectId) -> u32 {
        self.combined(id.0 as usize)
    }
    fn set_rank(&self, id: ObjectId) -> u32 {
        let table = self.outside_sets.as_ref().unwrap_or(&self.obj);
        table.get(id.0 as usize).copied().unwrap_or(NONE)
    }
    fn sets(&self) -> bool {
        self.outside_sets.is_some()
    }
}

/// A renaming: new id by old id.
struct Renaming {
    obj: Vec<u16>,
    inst: Vec<u8>,
}

impl Ids for Renaming {
    fn obj(&mut self, id: ObjectId) -> ObjectId {
        ObjectId(self.obj[id.0 as usize])
    }
    fn inst(&mut self, id: InstanceId) -> InstanceId {
        InstanceId(self.inst[id.0 as usize])
    }
    fn rank(&self, id: ObjectId) -> u32 {
        u32::from(self.obj[id.0 as usize])
    }
    fn key(&mut self, id: ObjectId) -> ObjectId {
        self.obj(id)
    }
}

/// Every field of an object, in the canonical order's priority. Destructured in full, so a new
/// field of `GameObject` does not compile until it is placed here.
#[allow(clippy::type_complexity)]
pub(crate) fn fields(
    o: &GameObject,
) -> (
    Zone,
    PlayerId,
    PlayerId,
    CardId,
    bool,
    u16,
    bool,
    &[(u8, PlayerId)],
    &[(u8, u8)],
    &[(triggerproof_model::vocab::CounterKind, u8)],
    (i8, i8),
    (
        bool,
        bool,
        triggerproof_model::state::UnitCombat,
        &[u8],
        bool,
        bool,
        bool,
        i8,
        bool,
        ControlFields,
        // Fields added since: per-turn records, per-resolution marks and exile links (the
        // exiler's id is renamed, never compared: see `exiled`).
        (
            &[(u8, u8)],
            bool,
            bool,
            bool,
            Option<(CardId, Option<Zone>)>,
            (u8, u8),
            u8,
        ),
    ),
) {
    let GameObject {
        card,
        owner,
        controller,
        zone,
        tapped,
        damage,
        face_down,
        once_taken,
        nth_seen,
        counters,
        pump,
        sick,
        deathtouched,
        unit,
        triggered_once,
        attached_to,
        entered_this_turn,
        abilities_lost,
        library_pos,
        chosen_to_sacrifice,
        control,
        resolved,
        cast_from_hand,
        chosen_to_discard,
        kept_by_legend_rule,
        exiled_by,
        timestamp,
        lost_at,
        regeneration_shields,
    } = o;
    (
        *zone,
        *owner,
        *controller,
        *card,
        *tapped,
        *damage,
        *face_down,
        once_taken,
        nth_seen,
        counters,
        *pump,
        // Attached or not: the host's id is renamed, never compared (see `walk::visit`).
        (
            *sick,
            *deathtouched,
            *unit,
            triggered_once,
            attached_to.is_some(),
            *entered_this_turn,
            *abilities_lost,
            // A library is ordered: its place is a field, kept by every renaming.
            *library_pos,
            *chosen_to_sacrifice,
            control_fields(control),
            (
                resolved,
                *cast_from_hand,
                *chosen_to_discard,
                *kept_by_legend_rule,
                // Linked or not: the exiler's id is renamed, never compared (see `exiled`).
                exiled_by.map(|l| (l.card, l.back_to)),
                // CR 613.7: timestamps order effects, not players: kept by every renaming.
                (*timestamp, *lost_at),
                *regeneration_shields,
            ),
        ),
    )
}

/// A permanent's control effects as fields: each grant's player, "until end of turn", and
/// whether it lasts "for as long as" its player controls a source (CR 611.2b (mtg-2024-11-08)):
/// that source's id is renamed, never compared (see `exiled`).
type ControlFields = Option<(PlayerId, Vec<(PlayerId, bool, bool)>)>;

fn control_fields(control: &Option<triggerproof_model::state::ControlEffects>) -> ControlFields {
    control.as_ref().map(|c| {
        (
            c.default,
            c.grants
                .iter()
                .map(|g| (g.to, g.until_end_of_turn, g.as_long_as.is_some()))
                .collect(),
        )
    })
}

impl Renaming {
    /// Whether the id at a slot (`FirstSlots::seq`) gets a new name.
    fn moves(&self, at: u32) -> bool {
        if at & INST != 0 {
            let i = (at & !INST) as usize;
            self.inst.get(i).is_none_or(|n| usize::from(*n) != i)
        } else {
            self.obj_moves(at as u16)
        }
    }

    fn obj_moves(&self, id: u16) -> bool {
        self.obj.get(id as usize).is_none_or(|n| *n != id)
    }

    /// Which parts of `s` hold an id this renaming changes (the parts as `first` saw them).
    fn moved(&self, s: &Snapshot, first: &FirstSlots) -> partial::Moved {
        let mut m = partial::Moved::default();
        let mut start = 0;
        for (i, end) in first.ends.iter().take(m.parts.len()).enumerate() {
            m.parts[i] = first.seq[start..*end].iter().any(|at| self.moves(*at));
            start = *end;
        }
        m.objects = s.game.objects.iter().any(|(id, o)| {
            self.obj_moves(id.0)
                || o.attached_to.is_some_and(|h| self.obj_moves(h.0))
                || o.exiled_by.is_some_and(|l| self.obj_moves(l.by.0))
                || exiled::control_sources(o).any(|src| self.obj_moves(src.0))
        });
        m
    }
}

/// The canonical representative of `s`'s symmetry class (see the module docs).
pub fn canonical(s: &Snapshot) -> Snapshot {
    canonical_owned(s.clone())
}

/// [`canonical`], taking the snapshot: the parts the renaming leaves unchanged (all of them,
/// when it is the identity) are moved over, not rebuilt.
pub fn canonical_owned(s: Snapshot) -> Snapshot {
    match renaming(&s) {
        None => s,
        Some((mut r, first)) => {
            let moved = r.moved(&s, &first);
            partial::rebuild_moved(s, &mut r, &moved)
        }
    }
}

/// The renaming to `s`'s canonical form and the slot numbering it came from; `None` if it is
/// the identity.
fn renaming(s: &Snapshot) -> Option<(Renaming, FirstSlots)> {
    let mut first = FirstSlots {
        outside_sets: Some(Vec::new()),
        ..FirstSlots::default()
    };
    if sets::any(s) {
        let mut outside = FirstSlots::default();
        walk::visit(s, &mut outside);
        let n = outside.obj.len().max(outside.jobj.len());
        first.outside_sets = Some((0..n).map(|i| outside.combined(i)).collect());
    }
    walk::visit(s, &mut first);
    debug_assert_eq!(first.ends.len(), walk::Part::ALL.len());
    let slot = |table: &Vec<u32>, i: usize| table.get(i).copied().unwrap_or(NONE);
    // Live objects: fields, then first slot outside the journal (unreferenced ones, `NONE`,
    // last), then their host's first slot (an Aura or Equipment named nowhere is told apart by
    // what it is attached to), then the first slot in the journal. Ties are only between
    // equal unreferenced objects, which either order renames alike; objects equal in the game
    // and told apart only by the journal get the same game either way.
    let mut live: Vec<(_, (u32, u32, u32), u16)> = s
        .game
        .objects
        .iter()
        .map(|(id, o)| {
            let host = o
                .attached_to
                .map_or(NONE, |h| slot(&first.obj, h.0 as usize));
            let (game, journal) = first.obj_slot(id.0 as usize);
            (fields(o), (game, host, journal), id.0)
        })
        .collect();
    live.sort_unstable_by(|a, b| (&a.0, a.1).cmp(&(&b.0, b.1)));
    // Ids that are no longer objects: those the game names first (by first slot), then those
    // only the journal names (by journal slot).
    let mut dead: Vec<((u32, u32), u16)> = (0..first.obj.len().max(first.jobj.len()))
        .map(|i| (first.obj_slot(i), i as u16))
        .filter(|(sl, i)| *sl != (NONE, NONE) && !s.game.objects.contains_key(&ObjectId(*i)))
        .collect();
    dead.sort_unstable();
    let max_obj = live
        .iter()
        .map(|l| l.2 as usize)
        .chain(dead.iter().map(|d| d.1 as usize))
        .max()
        .map_or(0, |m| m + 1);
    let mut obj = vec![u16::MAX; max_obj];
    let mut identity = true;
    for (new, old) in live
        .iter()
        .map(|l| l.2)
        .chain(dead.iter().map(|d| d.1))
        .enumerate()
    {
        obj[old as usize] = new as u16;
        identity &= old as usize == new;
    }
    // Instances likewise: the game's first, then those only the journal names.
    let inst_slot = |i: usize| (slot(&first.inst, i), slot(&first.jinst, i));
    let n_inst = first.inst.len().max(first.jinst.len());
    let mut insts: Vec<((u32, u32), u8)> = (0..n_inst)
        .map(|i| (inst_slot(i), i as u8))
        .filter(|(sl, _)| *sl != (NONE, NONE))
        .collect();
    insts.sort_unstable();
    let mut inst = vec![u8::MAX; n_inst];
    for (new, (_, old)) in insts.iter().enumerate() {
        inst[*old as usize] = new as u8;
        identity &= *old as usize == new;
    }
    (!identity).then_some((Renaming { obj, inst }, first))
}

#[cfg(test)]
mod tests;
