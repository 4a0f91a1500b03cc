//! Exile "until [this] leaves the battlefield" (CR 610.3 (mtg-2024-11-08)) and the cards
//! "exiled with this" that a linked ability finds (CR 607.2a (mtg-2024-11-08)).
//!
//! Models: the exiled card remembers which object exiled it (`GameObject::exiled_by`); when
//! that object leaves the battlefield, a card exiled "until" it leaves returns at once, without
//! using the stack, to its previous zone under its owner's control (CR 610.3c (mtg-2024-11-08)),
//! a new object whose enters abilities trigger (CR 400.7 (mtg-2024-11-08)); the cards of one
//! leaving event return together (CR 610.3d (mtg-2024-11-08)). If the exiler has already left
//! when the exiling ability resolves, nothing moves (CR 610.3b (mtg-2024-11-08)). "The exiled
//! card" finds only the cards that this same object's abilities exiled (CR 607.2a).
//! Does not model: "until" events other than the source leaving the battlefield, spells with
//! an "until" exile (CR 610.3a (mtg-2024-11-08)), linked pairs other than exile-and-find (607.2b
//! and after), and several exile abilities on one card linked to different finders (any exile
//! ability of an object with a finder is linked to it).

use super::effect_env::Env;
use super::proposed::Proposed;
use super::Ctx;
use crate::edition::RuleRef;
use crate::journal::Event;
use crate::mutant::Mutant;
use crate::state::{ExileLink, ObjectId, Zone};
use crate::vocab::effect::{Destination, Objects, Until};
use crate::vocab::Effect;

/// The link an exile by this ability records, if any: "until this leaves" (CR 610.3) links to
/// the source while it is on the battlefield (`None` if it has already left: CR 610.3b, nothing
/// moves); an exile by an object with an "exiled with this" ability is linked to that object's
/// finder (CR 607.2a).
pub(crate) fn link(
    ctx: &Ctx,
    to: Destination,
    until: Option<Until>,
    env: &Env,
) -> Option<ExileLink> {
    if to != Destination::Exile {
        return None;
    }
    let on_battlefield = ctx
        .obj(env.source)
        .is_some_and(|o| o.zone == Zone::Battlefield);
    let mut link = ExileLink {
        by: env.source,
        card: env.source_card,
        back_to: None,
    };
    match until {
        // CR 610.3b (mtg-2024-11-08): the exiler left after the ability triggered (the mutant
        // exiles it anyway, linked to an object that will never leave again).
        Some(Until::ThisLeaves) => {
            if on_battlefield || ctx.mutant(Mutant::ExileUntilIgnoresLeftFirst) {
                link.back_to = Some(Zone::Battlefield);
                Some(link)
            } else {
                None
            }
        }
        // CR 607.2a (mtg-2024-11-08): linked only where the object has a finder.
        None => has_finder(ctx, env).then_some(link),
    }
}

/// Does the exiling object's card have an ability naming "the cards exiled with this"?
fn has_finder(ctx: &Ctx, env: &Env) -> bool {
    let mut finds = false;
    ctx.card(env.source_card).effects(&mut |e| {
        finds |= matches!(
            e,
            Effect::PutInto {
                what: Objects::ExiledWithThis,
                ..
            }
        )
    });
    finds
}

/// Records the link on each card the exile put into exile.
pub(crate) fn record(ctx: &mut Ctx, link: Option<ExileLink>, happened: &[(u16, Event)]) {
    let Some(link) = link else { return };
    for (_, ev) in happened {
        if let Event::ZoneChange {
            new: Some(n),
            to: Zone::Exile,
            ..
        } = ev
        {
            if let Some(o) = ctx.s.objects.get_mut(n) {
                o.exiled_by = Some(link);
            }
        }
    }
}

/// CR 607.2a (mtg-2024-11-08): the cards in exile this object's linked ability exiled (the
/// mutant: any exiled by an object of the same card).
pub(crate) fn exiled_with(ctx: &Ctx, env: &Env) -> Vec<ObjectId> {
    let by_card = ctx.mutant(Mutant::LinkedByCardName);
    ctx.s
        .objects
        .iter()
        .filter(|(_, o)| o.zone == Zone::Exile)
        .filter(|(_, o)| {
            o.exiled_by.is_some_and(|l| {
                l.back_to.is_none()
                    && (l.by == env.source || (by_card && l.card == env.source_card))
            })
        })
        .map(|(id, _)| *id)
        .collect()
}

/// CR 610.3 + CR 610.3d (mtg-2024-11-08): immediately after permanents leave the battlefield,
/// the cards exiled until they left return to their previous zone, all at once, under their
/// owners' control (CR 610.3c; the mutant: under the exiler's controller's).
pub(crate) fn return_exiled(ctx: &mut Ctx, happened: &[(u16, Event)]) {
    let mut batch = Vec::new();
    for (_, ev) in happened {
        let Event::ZoneChange {
            old,
            from: Some(Zone::Battlefield),
            controller,
            ..
        } = ev
        else {
            continue;
        };
        for (id, o) in ctx.s.objects.iter() {
            let Some(ExileLink {
                by,
                back_to: Some(zone),
                ..
            }) = o.exiled_by
            else {
                continue;
            };
            if by == *old && o.zone == Zone::Exile {
                let wrong = ctx.mutant(Mutant::ExileUntilReturnsToExilersController);
                batch.push(Proposed::Move {
                    obj: *id,
                    to: zone,
                    rule: RuleRef::ExileUntilReturns,
                    controller: wrong.then_some(*controller),
                    face_down: false,
                });
            }
        }
    }
    if !batch.is_empty() {
        super::hooks::perform(ctx, batch);
    }
}
