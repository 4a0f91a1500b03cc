//! Attachments: Auras and Equipment (CR 301.5, 303.4, 701.3 (mtg-2024-11-08); 212.2, 212.4,
//! 501.2 (mtg-2008-10-01)). An Aura spell targets what its enchant ability names and resolves
//! onto the battlefield attached to it; "attach this to target creature" (equip) moves an Aura
//! or Equipment onto a permanent it can be attached to ("becomes attached"); "unattach" takes it
//! off. The state-based actions put an Aura attached to nothing or to an illegal object into its
//! owner's graveyard (CR 704.5m) and unattach an Equipment attached illegally (CR 704.5n).
//!
//! **Models:** Auras enchanting permanents, Equipment equipping creatures, "enchanted/equipped"
//! selectors (read in `select`, looked back at in `trigger_event`), "becomes attached".
//!
//! **Does not model:** Auras enchanting players, Fortifications, an Aura put onto the battlefield
//! other than by resolving (CR 303.4f), "becomes unattached" triggers (CR 603.10c), new
//! timestamps (CR 701.3c); an Aura entering attached is not "becoming attached".

use super::proposed::Proposed;
use super::select::{self, Viewer};
use super::Ctx;
use crate::edition::RuleRef;
use crate::journal::Event;
use crate::mutant::Mutant;
use crate::state::{ObjectId, Zone};
use crate::vocab::effect::TargetSpec;
use crate::vocab::{CardType, Effect, Selector};

/// What an Aura, Equipment or other object is, for attaching (CR 303.4, 301.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    Aura,
    Equipment,
    Other,
}

/// CR 205.3: "Aura" and "Equipment" are subtypes; a face-down permanent has none (CR 708.2).
pub(crate) fn kind(ctx: &Ctx, id: ObjectId) -> Kind {
    let Some(o) = ctx.obj(id) else {
        return Kind::Other;
    };
    let card = ctx.card(o.card);
    if o.face_down {
        Kind::Other
    } else if card.has_subtype("Aura") {
        Kind::Aura
    } else if card.has_subtype("Equipment") {
        Kind::Equipment
    } else {
        Kind::Other
    }
}

/// The Aura's enchant ability: what its `spell` attaches it to (CR 303.4a); a creature if the
/// card says nothing.
fn enchant(ctx: &Ctx, id: ObjectId) -> Selector {
    let card = ctx.obj(id).map(|o| ctx.card(o.card));
    match card.and_then(|c| c.spell.as_ref()) {
        Some(Effect::Attach(TargetSpec::Permanent(sel))) => sel.clone(),
        _ => Selector::of_type(CardType::Creature),
    }
}

/// Can `attachment` be attached to `host` now? CR 303.4a + CR 303.4d: an Aura, to what its
/// enchant ability allows, never itself; CR 301.5c: an Equipment, to a creature, never itself.
pub(crate) fn legal(ctx: &Ctx, attachment: ObjectId, host: ObjectId) -> bool {
    let on_battlefield = ctx.obj(host).is_some_and(|o| o.zone == Zone::Battlefield);
    if attachment == host || !on_battlefield {
        return false;
    }
    let Some(a) = ctx.obj(attachment) else {
        return false;
    };
    let me = Viewer::of(&ctx.s, attachment, a.controller);
    let sel = match kind(ctx, attachment) {
        Kind::Aura => enchant(ctx, attachment),
        Kind::Equipment => Selector::of_type(CardType::Creature),
        Kind::Other => return false,
    };
    // CR 702.16c + CR 702.16d (mtg-2024-11-08), CR 502.7c (mtg-2008-10-01), CR 502.7d (mtg-2008-10-01): a permanent with
    // protection can't be enchanted or equipped by an Aura or Equipment with the quality; one
    // attached is then illegal (704.5m, 704.5n).
    select::matches(ctx.rules, &ctx.s, &sel, host, me)
        && !super::protection::stops(ctx, host, attachment)
}

/// CR 701.3a + CR 701.3b (mtg-2024-11-08): attach `obj` to `to`: nothing happens if it can't be
/// attached there or already is. The mutant journals the event outside the trigger check.
pub(crate) fn attach(ctx: &mut Ctx, obj: ObjectId, to: ObjectId) -> Option<(RuleRef, Event)> {
    let on_battlefield = ctx.obj(obj).is_some_and(|o| o.zone == Zone::Battlefield);
    let already = ctx.obj(obj).is_some_and(|o| o.attached_to == Some(to));
    if !on_battlefield || already || !legal(ctx, obj, to) {
        return None;
    }
    ctx.s.objects.get_mut(&obj)?.attached_to = Some(to);
    // CR 613.7e (mtg-2024-11-08): it receives a new timestamp as it becomes attached.
    super::timestamps::renewed(ctx, obj);
    let ev = Event::Attached { object: obj, to };
    if ctx.mutant(Mutant::AttachEventUnchecked) {
        ctx.log(RuleRef::Attach, crate::journal::Happening::Event(ev));
        return None;
    }
    Some((RuleRef::Attach, ev))
}

/// CR 701.3d (mtg-2024-11-08): unattach `obj`; it stays on the battlefield.
pub(crate) fn unattach(ctx: &mut Ctx, obj: ObjectId, rule: RuleRef) -> Option<(RuleRef, Event)> {
    let o = ctx.s.objects.get_mut(&obj)?;
    let from = o.attached_to.take()?;
    Some((rule, Event::Unattached { object: obj, from }))
}

/// CR 608.3c: an Aura spell that resolves is put onto the battlefield attached to its target
/// (the new permanent `new`); the model journals no "becomes attached" for it.
pub(crate) fn enters_attached(ctx: &mut Ctx, new: ObjectId, target: ObjectId) {
    if let Some(o) = ctx.s.objects.get_mut(&new) {
        o.attached_to = Some(target);
    }
}

/// The state-based actions on attachments, found in one pass over the battlefield: CR 704.5m
/// (an Aura attached to nothing or illegally goes to its owner's graveyard) and CR 704.5n (an
/// Equipment attached illegally becomes unattached).
pub(crate) fn state_based(ctx: &Ctx) -> Vec<Proposed> {
    let mut out = Vec::new();
    for (id, o) in ctx.s.battlefield() {
        let attached_ok = o.attached_to.is_some_and(|h| legal(ctx, id, h));
        match kind(ctx, id) {
            // The mutant leaves it on the battlefield.
            Kind::Aura if !attached_ok && !ctx.mutant(Mutant::AuraSbaSkipped) => {
                out.push(Proposed::to_graveyard(id, RuleRef::SbaAura))
            }
            Kind::Equipment if o.attached_to.is_some() && !attached_ok => {
                out.push(Proposed::Unattach {
                    obj: id,
                    rule: RuleRef::SbaEquipment,
                })
            }
            _ => {}
        }
    }
    out
}
