//! Regeneration (CR 701.15 (mtg-2024-11-08); the same rule is 701.19 in mtg-2026-01-16 and
//! 501.5 in mtg-2008-10-01): "regenerate [permanent]" gives it a regeneration shield, a
//! replacement effect used up by the permanent's next destruction this turn. Instead of going
//! to the graveyard the permanent has its damage removed, is tapped and is removed from
//! combat. The destruction never happens, so nothing triggers on it (CR 603.2h): no "dies" and
//! no "leaves the battlefield"; the tapping may trigger its own abilities.
//!
//! Models: shields from a resolving spell or ability (CR 701.15a (mtg-2024-11-08)), kept on
//! the permanent (a permanent that leaves is a new object without them, CR 400.7), one used
//! per destruction: by a destroy effect (CR 701.7a (mtg-2024-11-08)), lethal damage (CR 704.5g)
//! or deathtouch (CR 704.5h); never by a sacrifice (CR 701.17a (mtg-2024-11-08)) or toughness 0
//! (CR 704.5f), which are not destruction. Unused shields end in the cleanup step (CR 514.2).
//! Does not model: regeneration by a static ability (CR 701.15b (mtg-2024-11-08)), "can't be
//! regenerated" (CR 701.15c (mtg-2024-11-08)), and the controller's choice between a shield
//! and another replacement of the same destruction (CR 616.1): the shield applies first.
//! Riftbound has no regeneration rule: the word is refused under its editions.

use super::proposed::Proposed;
use super::Ctx;
use crate::edition::RuleRef;
use crate::journal::{Event, Happening};
use crate::mutant::Mutant;
use crate::state::{Limit, ObjectId, Zone};

/// CR 701.15a (mtg-2024-11-08): a resolving "regenerate" gives `obj` one more shield.
pub(crate) fn shield(ctx: &mut Ctx, obj: ObjectId) {
    let Some(o) = ctx.s.objects.get_mut(&obj) else {
        return;
    };
    match o.regeneration_shields.checked_add(1) {
        Some(n) => o.regeneration_shields = n,
        None => ctx.halt(Limit::Count),
    }
}

/// Is a move to the graveyard under `rule` a destruction, which a shield may replace?
/// CR 701.7a (mtg-2024-11-08): a destroy effect; CR 704.5g + CR 704.5h: lethal damage and
/// deathtouch destroy ("regeneration can replace this event"). CR 704.5f: toughness 0 or less
/// is not destruction ("regeneration can't replace this event"), nor is a sacrifice (CR
/// 701.17a (mtg-2024-11-08)), as an effect or a cost (CR 601.2h). The mutant `regeneration-replaces-any-death` lets shields
/// replace those too.
fn is_destruction(ctx: &Ctx, rule: RuleRef) -> bool {
    matches!(
        rule,
        RuleRef::Destroy | RuleRef::SbaLethalDamage | RuleRef::SbaDeathtouch
    ) || (ctx.mutant(Mutant::RegenerationReplacesAnyDeath)
        && matches!(
            rule,
            RuleRef::SbaToughness | RuleRef::Sacrifice | RuleRef::PayCosts
        ))
}

/// CR 701.15a (mtg-2024-11-08): if `obj` is a permanent with a shield and `rule` destroys it,
/// the shield is used and the destruction replaced: `Some(event)` is what happens instead (its
/// tapping, `None` inside if it was already tapped). `None` if no shield applies.
pub(crate) fn replace(ctx: &mut Ctx, obj: ObjectId, rule: RuleRef) -> Option<Option<Proposed>> {
    let o = ctx.obj(obj)?;
    if o.zone != Zone::Battlefield || o.regeneration_shields == 0 || !is_destruction(ctx, rule) {
        return None;
    }
    let o = o.clone();
    let destroyed = super::proposed::zone_change_of(obj, &o, Zone::Graveyard);
    // CR 701.15a (mtg-2024-11-08): instead remove all damage marked on it and its controller
    // taps it; if it's attacking or blocking, remove it from combat.
    // CR 701.19a (mtg-2026-01-16) says the same.
    // CR 501.5a (mtg-2008-10-01): "remove all damage from it and tap it", with no word on who
    // taps, which nothing in the model reads.
    ctx.log(
        RuleRef::Regenerate,
        Happening::Replaced {
            event: destroyed,
            with: Event::Tapped(obj),
            by: obj,
        },
    );
    if let Some(m) = ctx.s.objects.get_mut(&obj) {
        m.regeneration_shields -= 1;
        m.damage = 0;
        // CR 704.5h: the deathtouch damage is removed with the rest.
        m.deathtouched = false;
    }
    ctx.s.combat.remove(obj);
    if ctx.mutant(Mutant::RegeneratedStillDies) {
        return Some(Some(Proposed::to_graveyard(obj, rule)));
    }
    Some((!o.tapped).then_some(Proposed::Tap(obj)))
}

/// CR 514.2: in the cleanup step "this turn" effects end: every unused shield is gone.
pub(crate) fn end_of_turn(ctx: &mut Ctx) {
    let shielded: Vec<ObjectId> = ctx
        .s
        .objects
        .iter()
        .filter(|(_, o)| o.regeneration_shields > 0)
        .map(|(id, _)| *id)
        .collect();
    for id in shielded {
        if let Some(o) = ctx.s.objects.get_mut(&id) {
            o.regeneration_shields = 0;
        }
    }
}
