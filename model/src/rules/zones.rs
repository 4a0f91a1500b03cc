//! Moving cards between zones by effects (CR 400.3 (mtg-2024-11-08), 400.7 (mtg-2024-11-08)):
//! one parameterized effect, "put [objects] into [zone]", for "return target card from your
//! graveyard to your hand / to the battlefield" (reanimation), "exile target card from a
//! graveyard", "exile target creature", "put target creature on the top or bottom of its
//! owner's library"; and milling (CR 701.13a (mtg-2024-11-08)).
//!
//! Models: every moved card goes to its owner's zone as a new object (its enters-the-battlefield
//! abilities trigger like any other's, CR 603.6a (mtg-2024-11-08)); all the objects of one
//! effect move in one event (CR 603.2c). A card put onto the battlefield enters under its
//! owner's control, or with `under = "you"` under the effect's controller's (CR 110.2a
//! (mtg-2024-11-08)); its enters abilities are then that player's (CR 603.3a).
//! Does not model: choosing the order of several cards put into a library at once (CR
//! 401.4 (mtg-2024-11-08): they go in id order).

use super::effect_env::{target_objects, Env};
use super::hooks::perform;
use super::proposed::Proposed;
use super::select::{self, Viewer};
use super::Ctx;
use crate::edition::RuleRef;
use crate::journal::Event;
use crate::state::{ObjectId, Zone};
use crate::vocab::effect::{Destination, Until};
use crate::vocab::{Objects, TriggerEvent, Under, Who};

/// The objects `what` names as the effect resolves: targets still legal (checked by
/// `resolve`, CR 608.2b), the source or the event's object if they still exist (CR 400.7: a
/// moved one is a new object, not found), each object a selector picks in its zone.
fn named_objects(ctx: &mut Ctx, what: &Objects, env: &Env) -> Vec<ObjectId> {
    let exists = |o: &ObjectId| ctx.obj(*o).is_some_and(|x| x.zone != Zone::Stack);
    match what {
        // CR 400.7j (mtg-2024-11-08): as an earlier part of this effect left it.
        Objects::Target(_) => super::object_identity::in_this_effect(ctx, target_objects(env)),
        Objects::This => Some(env.source).into_iter().filter(exists).collect(),
        Objects::It => env.refers.iter().copied().filter(exists).collect(),
        Objects::Each(sel) => {
            let me = Viewer::of(&ctx.s, env.source, env.controller);
            select::all(ctx.rules, &ctx.s, sel, me)
        }
        Objects::Players(_) => Vec::new(),
        Objects::ExiledWithThis => super::exile_until::exiled_with(ctx, env),
    }
}

/// CR 400.3 (mtg-2024-11-08): "put [what] into [to]", every object in one event.
pub(crate) fn put_into(
    ctx: &mut Ctx,
    what: &Objects,
    (to, under): (Destination, Under),
    until: Option<Until>,
    env: &Env,
) {
    // CR 110.2a (mtg-2024-11-08): the object enters under the control the effect states: "under
    // its owner's control" is its owner's; "under your control", or an effect that states
    // neither (a built-in card's; a scenario file must say), the effect's controller's, the
    // player it instructs (CR 200.6a (mtg-2008-10-01): a permanent's controller is the player
    // who put it into play). The mutant `under-your-control-ignored` puts it under its owner's
    // control anyway.
    let controller = (to == Destination::Battlefield
        && under != Under::Owner
        && !ctx.mutant(crate::mutant::Mutant::UnderYourControlIgnored))
    .then_some(env.controller);
    let rule = if controller.is_some() {
        RuleRef::UnderYourControl
    } else {
        RuleRef::PutInto
    };
    let link = super::exile_until::link(ctx, to, until, env);
    if link.is_none() && until.is_some() {
        return; // CR 610.3b (mtg-2024-11-08): the exiler left first; nothing moves.
    }
    let batch: Vec<Proposed> = named_objects(ctx, what, env)
        .into_iter()
        .map(|obj| {
            let zone = match to {
                Destination::Hand => Zone::Hand,
                Destination::Battlefield => Zone::Battlefield,
                Destination::Graveyard => Zone::Graveyard,
                Destination::Exile => Zone::Exile,
                Destination::LibraryTop | Destination::LibraryBottom => {
                    // CR 401.2 (mtg-2024-11-08): on the top or the bottom of the library.
                    let bottom = to == Destination::LibraryBottom;
                    return Proposed::PutInLibrary { obj, bottom };
                }
            };
            Proposed::Move {
                obj,
                to: zone,
                rule,
                controller,
                face_down: false,
            }
        })
        .collect();
    if !batch.is_empty() {
        let happened = perform(ctx, batch);
        super::exile_until::record(ctx, link, &happened);
    }
}

/// CR 701.13a (mtg-2024-11-08): each player `who` names mills `count` cards, all in one event.
pub(crate) fn mill(ctx: &mut Ctx, who: Who, count: &crate::vocab::Quantity, env: &Env) {
    let count = super::effect_env::amount(ctx, count, env);
    let batch: Vec<Proposed> = ctx
        .s
        .player_ids()
        .filter(|p| select::who_matches(who, *p, env.controller))
        .flat_map(|p| std::iter::repeat_n(Proposed::Mill(p), count as usize))
        .collect();
    if !batch.is_empty() {
        perform(ctx, batch);
    }
}

/// CR 603.2 + CR 603.10a (mtg-2024-11-08): "whenever [of] leaves [from]" matches a zone change
/// out of `from` (into `to`, if it names a zone: "is put into a hand / library from"); the
/// leaving object is judged as it last existed there (in the state before).
pub(crate) fn leaves_zone_matches(
    ctx: &Ctx,
    v: &super::trigger_knowledge::Views,
    te: &TriggerEvent,
    ev: &Event,
    me: Viewer,
) -> bool {
    match (te, ev) {
        (
            TriggerEvent::LeavesZone { from, of, to },
            Event::ZoneChange {
                old,
                from: Some(z),
                to: into,
                ..
            },
        ) if z == from && to.is_none_or(|t| t == *into) => {
            select::matches(ctx.rules, v.before, of, *old, me)
        }
        _ => false,
    }
}
