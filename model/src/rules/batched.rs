//! "Whenever one or more [selector] [event]": CR 603.2c (mtg-2024-11-08) says an ability
//! triggers once each time its trigger event occurs; one event that moves, taps or damages
//! several objects at once is one event, so a "one or more" ability triggers once for it,
//! however many of its occurrences match. The instance refers to every matching object ("those
//! creatures") and counts them ("that many").
//!
//! Models: the first matching occurrence of a performed batch triggers the ability (with its
//! additional instances, CR 603.2d); each later matching occurrence of the same batch joins
//! the instances already created instead of triggering again.
//!
//! Does not model: "one or more" across several events of one resolution (each performed batch
//! is its own event).

use super::Ctx;
use crate::state::{InstanceId, ObjectId};
use imbl::Vector;

/// One "one or more" ability of one object, seen in the batch being checked, with the
/// instances it created (none if it was refused, e.g. by its intervening "if").
pub(crate) type Joined = Vec<(ObjectId, u8, Vec<InstanceId>)>;

/// CR 603.2c: has this object's "one or more" ability `index` already been met by an earlier
/// occurrence of this event?
pub(crate) fn already_met(joined: &Joined, id: ObjectId, index: u8) -> bool {
    joined.iter().any(|(o, k, _)| *o == id && *k == index)
}

/// CR 603.2c: a later occurrence of the same event joins the instances created for it: they
/// refer to its object too, and "that many" counts it.
pub(crate) fn join(
    ctx: &mut Ctx,
    joined: &Joined,
    id: ObjectId,
    index: u8,
    refers: Vector<ObjectId>,
) {
    let Some((_, _, instances)) = joined.iter().find(|(o, k, _)| *o == id && *k == index) else {
        return;
    };
    let mut over = false;
    for t in ctx.s.waiting.iter_mut() {
        if instances.contains(&t.id) {
            for r in refers.iter() {
                if !t.refers.contains(r) {
                    t.refers.push_back(*r);
                }
            }
            match t.x.checked_add(1) {
                Some(x) => t.x = x,
                None => over = true,
            }
        }
    }
    if over {
        ctx.halt(crate::state::Limit::Amount);
    }
}
