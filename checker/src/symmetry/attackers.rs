//! The attackers of a snapshot for symmetry reduction: an order of them that doesn't depend on
//! ids. They are visited after everything else, so attackers alike in every field are ordered
//! by where the rest of the snapshot first names them (their first slot), which a renaming
//! keeps; only attackers named nowhere else and alike in everything may tie, and those are
//! interchangeable.

use triggerproof_model::state::{Attacker, GameState, ObjectId};

/// The attackers in an order that doesn't depend on ids (the engine keeps them in declaration
/// order, which is id order): by the attacking object's fields, the player attacked, whether it
/// is blocked, its blockers' fields, and then by `rank` of the attacker and of its blockers
/// (the first slot while numbering slots; the new id while renaming, which orders objects
/// alike in every field by their first slot).
pub(super) fn in_order(g: &GameState, rank: impl Fn(ObjectId) -> u32) -> Vec<Attacker> {
    let fields_of = |o: ObjectId| g.object(o).map(super::fields);
    let mut out: Vec<&Attacker> = g.combat.attackers.iter().collect();
    out.sort_by_cached_key(|a| {
        (
            fields_of(a.object),
            a.defender,
            a.blocked,
            a.blockers.iter().map(|b| fields_of(*b)).collect::<Vec<_>>(),
            rank(a.object),
            a.blockers.iter().map(|b| rank(*b)).collect::<Vec<_>>(),
        )
    });
    out.into_iter().cloned().collect()
}
