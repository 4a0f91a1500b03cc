//! The attackers of a snapshot for symmetry reduction: an order of them that doesn't depend on
//! ids.

use triggerproof_model::state::{Attacker, GameState, ObjectId};

/// The attackers in an order that doesn't depend on ids (the engine keeps them in declaration
/// order, which is id order): by the attacking object's fields, the player attacked, whether it
/// is blocked, and its blockers' fields. Attackers that tie are alike in all of it.
pub(super) fn in_order(g: &GameState) -> Vec<&Attacker> {
    let fields_of = |o: ObjectId| g.object(o).map(super::fields);
    let mut out: Vec<&Attacker> = g.combat.attackers.iter().collect();
    out.sort_by_cached_key(|a| {
        (
            fields_of(a.object),
            a.defender,
            a.blocked,
            a.blockers.iter().map(|b| fields_of(*b)).collect::<Vec<_>>(),
        )
    });
    out
}
