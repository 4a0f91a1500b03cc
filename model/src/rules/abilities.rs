//! Ability-changing effects (CR 613.1f, layer 6): "target creature loses all abilities until
//! end of turn" (a continuous effect with a duration, CR 611.2a, ended in the cleanup step,
//! CR 514.2) and statics granting a triggered ability ("creatures you control have '...'").
//! An ability triggers only if its object has it when the event happens (CR 603.2), as it
//! last existed for leaves-the-battlefield abilities (CR 603.10a); an ability already
//! triggered exists independently of its source (CR 113.7a), so losing abilities later does
//! not touch it.
//!
//! Models: losing all abilities until end of turn (printed ones, and granted ones granted
//! before it: layer 6 applies in timestamp order, CR 613.7, `rules::timestamps`), "creatures
//! lose all abilities" likewise, granted triggered abilities read at event time (before it, for
//! leaves-the-battlefield abilities: a creature leaving together with its granter still had
//! the ability).
//! Does not model: granting static or activated abilities, or keywords.

use super::Ctx;
use crate::edition::RuleRef;
use crate::journal::{Event, Happening};
use crate::state::{ObjectId, Zone};

/// "[It] loses all abilities until end of turn" (CR 613.1f, 611.2a). Only a permanent on the
/// battlefield is affected; losing them again renews the effect's timestamp (journaled where
/// timestamps are kept, CR 613.7b).
pub(crate) fn lose_all(ctx: &mut Ctx, obj: ObjectId) {
    let Some(o) = ctx.s.objects.get_mut(&obj) else {
        return;
    };
    if o.zone != Zone::Battlefield {
        return;
    }
    if o.abilities_lost {
        // CR 613.7b (mtg-2024-11-08): the new effect is newer, and removes grants made since
        // the first: its timestamp replaces the older one's, journaled.
        super::timestamps::lost(ctx, obj);
        if super::timestamps::kept(ctx) {
            let renewed = Happening::LossRenewed { object: obj };
            ctx.log(RuleRef::LayerTimestamps, renewed);
        }
        return;
    }
    o.abilities_lost = true;
    // CR 613.7b (mtg-2024-11-08): the effect's timestamp is the time it is created.
    super::timestamps::lost(ctx, obj);
    let ev = Event::AbilitiesChanged {
        object: obj,
        lost: true,
    };
    ctx.log(RuleRef::AbilitiesLost, Happening::Event(ev));
}

/// CR 514.2: "until end of turn" effects end in the cleanup step: every permanent that lost its
/// abilities gets them back, each change journaled.
pub(crate) fn end_losses(ctx: &mut Ctx) {
    let lost: Vec<ObjectId> = ctx
        .s
        .objects
        .iter()
        .filter(|(_, o)| o.abilities_lost)
        .map(|(id, _)| *id)
        .collect();
    for id in lost {
        if let Some(o) = ctx.s.objects.get_mut(&id) {
            o.abilities_lost = false;
        }
        let ev = Event::AbilitiesChanged {
            object: id,
            lost: false,
        };
        ctx.log(RuleRef::CleanupDamage, Happening::Event(ev));
    }
}
