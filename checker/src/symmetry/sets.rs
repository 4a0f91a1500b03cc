//! Sets of references that the engine keeps in id order — a spell's several targets, a run of
//! "becomes the target" events, what each Aura or Equipment is attached to — visited for slot
//! numbering in an order that doesn't depend on ids.
//!
//! Visiting such a set in its stored order would number its members' slots by their ids, and
//! two members alike in every field would then be told apart by id: one class, two canonical
//! forms. Instead a first traversal skips every set ([`Ids::sets`] is false) and notes where
//! the rest of the snapshot first names each object; the real traversal visits a set's
//! members by their fields and then by that first slot ([`Ids::set_rank`]). Members alike in
//! both are named nowhere else and interchangeable, so either order gives the same form.

use super::fields;
use super::ids::Ids;
use crate::snapshot::Snapshot;
use triggerproof_model::journal::{Event, Happening, JournalEntry};
use triggerproof_model::state::{GameState, ObjectId, StackObject, Target, Targets};

/// Whether `s` holds a set of two or more references, so the first traversal is needed.
pub(super) fn any(s: &Snapshot) -> bool {
    let g = &s.game;
    g.stack.iter().any(|so| so.target().len() > 1)
        || g.objects.values().any(|o| o.attached_to.is_some())
        || super::exiled::any(g)
        || s.journal
            .entries
            .windows(2)
            .any(|w| became_target(&w[0]).is_some() && became_target(&w[1]).is_some())
        || s.journal.entries.iter().any(|e| match e.what {
            Happening::TargetsRechecked {
                targets, illegal, ..
            } => targets.len() > 1 || illegal.len() > 1,
            Happening::Resolving { target, .. } => target.len() > 1,
            _ => false,
        })
}

/// The object a "becomes the target" entry names, and the spell or ability it became the
/// target of.
pub(super) fn became_target(e: &JournalEntry) -> Option<(ObjectId, Option<Target>)> {
    match e.what {
        Happening::Event(Event::BecameTarget { object, of, .. }) => Some((object, of)),
        _ => None,
    }
}

/// Visits the objects of a set: players first (by seat), then objects by their fields
/// (departed ones last) and by [`Ids::set_rank`]. Skipped in the first traversal.
pub(super) fn objects(m: &mut impl Ids, g: &GameState, ids: impl Iterator<Item = ObjectId>) {
    let mut each: Vec<ObjectId> = ids.collect();
    if each.len() > 1 && !m.sets() {
        return;
    }
    each.sort_by_cached_key(|o| {
        (
            g.object(*o).map(fields).is_none(),
            g.object(*o).map(fields),
            m.set_rank(*o),
        )
    });
    for o in each {
        m.obj(o);
    }
}

/// Visits a set of targets as [`objects`] does, players and abilities first.
pub(super) fn targets(m: &mut impl Ids, g: &GameState, t: Targets) {
    if t.len() < 2 {
        m.opt_target(t);
        return;
    }
    if !m.sets() {
        return;
    }
    for t in t.iter() {
        if !matches!(t, Target::Object(_)) {
            m.target(t);
        }
    }
    objects(
        m,
        g,
        t.iter().filter_map(|t| match t {
            Target::Object(o) => Some(o),
            Target::Player(_) | Target::Ability(_) => None,
        }),
    );
}

/// The targets of a stack object, as a set.
pub(super) fn stack_object_targets(m: &mut impl Ids, g: &GameState, so: &StackObject) {
    targets(m, g, so.target());
}

/// What each Aura or Equipment is attached to (CR 301.5a, 303.4b): visited in the order of the
/// attachments' fields, then the hosts' fields and where the rest of the snapshot names them
/// (never ids), so equal hosts are told apart by what is attached to them, and a departed host
/// (until CR 704.5m/704.5n settle it) is renamed too. Skipped in the first traversal.
pub(super) fn hosts(m: &mut impl Ids, g: &GameState) {
    if !m.sets() {
        return;
    }
    let mut hosts: Vec<_> = g
        .objects
        .values()
        .filter_map(|o| {
            o.attached_to
                .map(|h| (fields(o), g.object(h).map(fields), m.set_rank(h), h))
        })
        .collect();
    hosts.sort_by(|a, b| (&a.0, &a.1, a.2).cmp(&(&b.0, &b.1, b.2)));
    for (.., h) in hosts {
        m.obj(h);
    }
}
