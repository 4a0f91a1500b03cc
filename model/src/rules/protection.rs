//! Protection from a quality (CR 702.16 (mtg-2024-11-08), CR 702.16
//! (mtg-2026-01-16), CR 502.7 (mtg-2008-10-01)): the one reading of "does permanent P have protection from object O?", asked
//! by the families that act on its four parts (DEBT): damage (`replacement`, 702.16e), being
//! enchanted or equipped (`attach`, 702.16c-d, and so the state-based actions 704.5m/704.5n),
//! being blocked (`combat`, 702.16f) and being targeted (`targets`, 702.16b; rechecked on
//! resolution, 608.2b).
//!
//! A quality is a selector (`CardDef::protection`), read from the protected permanent's point of
//! view: `you` is its controller, `this` the permanent itself. The protected permanent's
//! protections are read through `characteristics` (CR 613.1f: none without its abilities, none
//! face down).
//!
//! Does not model: protection on players, "protection from everything" or from a player
//! (702.16j-k), granting protection by an effect (no keyword is granted in the vocabulary),
//! 702.16n-p's Auras that "don't remove" themselves. A source that has left is matched as its
//! last known information where the model keeps it (the object on the stack or as it left, the
//! acting effect's card, a 2008 combat damage assignment), as a card on the battlefield under
//! its last controller; without any, it matches no quality (SIMPLIFICATION).

use super::characteristics::AbilityReader;
use super::select::{self, Viewer};
use super::Ctx;
use crate::state::{GameObject, ObjectId, StackObject, Zone};
use std::borrow::Cow;

/// Does permanent `host` have protection from object `source` now (CR 702.16a)? `source` is
/// read as it is now, or as it last existed if it left ([`source_view`]).
pub(crate) fn protected_from(ctx: &Ctx, host: ObjectId, source: ObjectId) -> bool {
    let qualities = AbilityReader::new(ctx.rules, &ctx.s).protections(host);
    if qualities.is_empty() {
        return false;
    }
    let Some(h) = ctx.obj(host) else {
        return false;
    };
    let Some(seen) = source_view(ctx, source) else {
        return false;
    };
    // The quality is read from the protected permanent's point of view.
    let me = Viewer::of(&ctx.s, host, h.controller);
    // CR 702.16g (mtg-2024-11-08): protection from A and from B is two protections.
    qualities
        .iter()
        .any(|q| select::object_matches(ctx.rules, q, (source, &seen), source == host, me))
}

/// Does `host` have protection from `source` for one of the parts other than damage (CR
/// 702.16b-d, 702.16f)? The mutant `protection-only-against-damage` says never.
pub(crate) fn stops(ctx: &Ctx, host: ObjectId, source: ObjectId) -> bool {
    !ctx.mutant(crate::mutant::Mutant::ProtectionOnlyAgainstDamage)
        && protected_from(ctx, host, source)
}

/// The source as it is now, or its last known information (CR 113.7a (mtg-2024-11-08)).
fn source_view<'c>(ctx: &'c Ctx, source: ObjectId) -> Option<Cow<'c, GameObject>> {
    if let Some(o) = ctx.obj(source) {
        return Some(Cow::Borrowed(o));
    }
    let kept = ctx
        .s
        .waiting
        .iter()
        .chain(ctx.s.stack.iter().filter_map(|so| match so {
            StackObject::Triggered { instance, .. } => Some(instance),
            _ => None,
        }));
    for t in kept {
        if t.source == source {
            if let Some(lki) = &t.source_lki {
                return Some(Cow::Borrowed(lki));
            }
        }
    }
    for so in ctx.s.stack.iter() {
        match so {
            StackObject::Activated {
                source: s,
                source_lki: Some(lki),
                ..
            } if *s == source => return Some(Cow::Borrowed(lki)),
            StackObject::CombatDamage { assignments, .. } => {
                if let Some(a) = assignments.iter().find(|a| a.source == source) {
                    return Some(Cow::Owned(as_permanent(a.card, a.controller)));
                }
            }
            _ => {}
        }
    }
    ctx.acting
        .filter(|(s, _, _)| *s == source)
        .map(|(_, card, controller)| Cow::Owned(as_permanent(card, controller)))
}

/// A card on the battlefield under `controller`: what the model knows of a departed source.
fn as_permanent(card: crate::vocab::CardId, controller: crate::state::PlayerId) -> GameObject {
    let mut o = GameObject::new(card, controller, Zone::Battlefield);
    o.controller = controller;
    o
}
