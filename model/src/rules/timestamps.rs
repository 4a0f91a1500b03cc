//! Timestamps of layer-6 effects (CR 613.7 (mtg-2024-11-08)): within layer 6 (CR 613.1f) an
//! effect with an earlier timestamp applies before one with a later timestamp, so an ability
//! granted after all abilities were removed stays, and one granted before is removed.
//!
//! Models: a permanent whose statics grant or remove abilities gets a timestamp as it enters
//! the battlefield (CR 613.7d), as it becomes attached (CR 613.7e) and as it turns face up (CR
//! 613.7f); its static effects have its timestamp (CR 613.7a: no effect creates statics in
//! the vocabulary). "Loses all abilities until end of turn" gets one as it is created (CR
//! 613.7b), kept on the affected object (`GameObject::lost_at`). Only the order matters: the
//! values are kept dense from 1 ([`compact`]), so two games differing only in how many
//! timestamps were handed out are one state. A pool without any grant keeps none (every
//! timestamp 0): with nothing added in layer 6, the order of removals changes nothing.
//! SIMPLIFICATION (CR 613.7m): permanents given timestamps at the same time (a starting board,
//! several entering at once) are ordered by object id, not in APNAP order by their
//! controllers' choice.

use super::Ctx;
use crate::state::{GameObject, ObjectId, Zone};

/// Does the pool keep timestamps (does it grant abilities at all)?
pub(crate) fn kept(ctx: &Ctx) -> bool {
    ctx.rules.timestamps
}

/// Is `o` a permanent whose own timestamp orders a layer-6 effect (a granter or a remover)?
fn stamped(ctx: &Ctx, o: &GameObject) -> bool {
    ctx.rules.stamped.get(o.card.0 as usize) == Some(&true)
}

/// The next timestamp: later than every one kept in the state. The values are dense (see
/// [`compact`]), so a `u8` runs out only with more than 255 timestamped effects at once; then
/// the step is cut (`Limit::Count`), never given a timestamp equal to an older one (which would
/// leave the order of two effects undecided, CR 613.7).
fn next(ctx: &Ctx) -> u8 {
    let newest = ctx
        .s
        .objects_in_order()
        .filter(|(_, o)| o.zone == Zone::Battlefield)
        .map(|(_, o)| o.timestamp.max(o.lost_at))
        .max()
        .unwrap_or(0);
    newest.checked_add(1).unwrap_or_else(|| {
        ctx.halt(crate::state::Limit::Count);
        newest
    })
}

/// CR 613.7d (mtg-2024-11-08): `o` is entering the battlefield (not yet in the state): it
/// receives a timestamp if its statics are layer-6 effects.
pub(crate) fn entered(ctx: &Ctx, o: &mut GameObject) {
    if kept(ctx) && stamped(ctx, o) {
        o.timestamp = next(ctx);
    }
}

/// CR 613.7e + CR 613.7f (mtg-2024-11-08): permanent `id` receives a new timestamp (it became
/// attached, or turned face up).
pub(crate) fn renewed(ctx: &mut Ctx, id: ObjectId) {
    if !kept(ctx) {
        return;
    }
    let t = next(ctx);
    let stamps = ctx
        .s
        .object(id)
        .is_some_and(|o| o.zone == Zone::Battlefield && stamped(ctx, o));
    if let (true, Some(o)) = (stamps, ctx.s.objects.get_mut(&id)) {
        o.timestamp = t;
    }
}

/// CR 613.7b (mtg-2024-11-08): "loses all abilities until end of turn" on `id` is created now:
/// its timestamp is the newest. A second such effect on the same object is newer still, and
/// since it removes everything the first did, the object keeps only the newer one.
pub(crate) fn lost(ctx: &mut Ctx, id: ObjectId) {
    if !kept(ctx) {
        return;
    }
    let t = next(ctx);
    if let Some(o) = ctx.s.objects.get_mut(&id) {
        o.lost_at = t;
    }
}

/// CR 613.7d: the permanents of a starting board have been there since before the game:
/// each one without a timestamp receives one, in object id order (see the module's
/// SIMPLIFICATION).
pub(crate) fn stamp_board(ctx: &mut Ctx) {
    if !kept(ctx) {
        return;
    }
    let ids: Vec<ObjectId> = ctx
        .s
        .objects_in_order()
        .filter(|(_, o)| o.zone == Zone::Battlefield && o.timestamp == 0 && stamped(ctx, o))
        .map(|(id, _)| id)
        .collect();
    for id in ids {
        let t = next(ctx);
        if let Some(o) = ctx.s.objects.get_mut(&id) {
            o.timestamp = t;
        }
    }
}

/// Renumbers the kept timestamps 1, 2, ... in their order (only the order is a fact of the
/// game), and clears any kept outside the battlefield.
pub(crate) fn compact(ctx: &mut Ctx) {
    if !kept(ctx) {
        return;
    }
    let mut used: Vec<u8> = Vec::new();
    for (_, o) in ctx.s.objects_in_order() {
        if o.zone == Zone::Battlefield {
            let lost_at = if o.abilities_lost { o.lost_at } else { 0 };
            used.extend([o.timestamp, lost_at].into_iter().filter(|t| *t != 0));
        }
    }
    used.sort_unstable();
    used.dedup();
    if used
        .iter()
        .enumerate()
        .all(|(i, t)| usize::from(*t) == i + 1)
        && ctx.s.objects_in_order().all(|(_, o)| {
            let outside = o.zone != Zone::Battlefield;
            (!outside || o.timestamp == 0) && ((o.abilities_lost && !outside) || o.lost_at == 0)
        })
    {
        return;
    }
    let rank = |t: u8| -> u8 {
        if t == 0 {
            0
        } else {
            used.binary_search(&t).map_or(0, |i| i as u8 + 1)
        }
    };
    let ids: Vec<ObjectId> = ctx.s.objects_in_order().map(|(id, _)| id).collect();
    for id in ids {
        let Some(o) = ctx.s.objects.get(&id) else {
            continue;
        };
        let new = if o.zone == Zone::Battlefield {
            (
                rank(o.timestamp),
                if o.abilities_lost { rank(o.lost_at) } else { 0 },
            )
        } else {
            (0, 0)
        };
        if (o.timestamp, o.lost_at) != new {
            let o = ctx.s.objects.get_mut(&id).expect("listed above");
            (o.timestamp, o.lost_at) = new;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::{GameState, Limit, PlayerId};
    use crate::Ruleset;

    /// A board of `stamped` granters with timestamps 1..=stamped, and one more without one.
    fn board(rules: &Ruleset, stamped: u16) -> GameState {
        let card = rules.pool.id("Dusk Pennant").expect("a built-in granter");
        let mut s = GameState::new(2, 20, 0);
        for i in 0..=stamped {
            let mut o = GameObject::new(card, PlayerId(0), Zone::Battlefield);
            o.timestamp = u8::try_from(i).expect("at most 255");
            s.objects.insert(ObjectId(i + 1), o);
        }
        s
    }

    #[test]
    fn the_256th_timestamp_cuts_the_step_instead_of_repeating_one() {
        let rules = Ruleset::standard();
        assert!(rules.timestamps, "the standard pool grants abilities");
        let s = board(&rules, 254);
        let mut ctx = Ctx::new(&rules, &s);
        stamp_board(&mut ctx);
        assert_eq!(ctx.halted.get(), None);
        assert_eq!(ctx.s.object(ObjectId(1)).map(|o| o.timestamp), Some(255));
        let s = board(&rules, 255);
        let mut ctx = Ctx::new(&rules, &s);
        stamp_board(&mut ctx);
        assert_eq!(ctx.halted.get(), Some(Limit::Count));
    }
}
