//! Libraries as ordered piles (CR 401.2 (mtg-2024-11-08)): drawing the top card (CR 121.1
//! (mtg-2024-11-08)), milling (CR 701.17a (mtg-2026-01-16)), and putting a card on the top or
//! the bottom of its owner's library.
//!
//! A player's library is a block of `Player::library` unnamed cards (whose identity is not
//! modelled) with named cards above and below it: objects in [`Zone::Library`] ordered by
//! `GameObject::library_pos` (negative above the block, positive below, dense). A board
//! without named library cards keeps the unnamed block alone, as before.
//!
//! Models: the top card is drawn or milled first; "put on the top/bottom of its owner's
//! library" (CR 400.3 (mtg-2024-11-08): the owner's library).
//! Does not model: looking at, revealing or shuffling a library; several cards put into one
//! position at once in an order their owner chooses (CR 401.4 (mtg-2024-11-08)): they go one
//! by one in the order the effect lists them.

use super::{zone_change, Ctx};
use crate::state::{GameState, ObjectId, PlayerId, Zone};

/// What the top of `p`'s library is.
enum Top {
    Named(ObjectId),
    Unnamed,
    Empty,
}

/// The named cards of `p`'s library, top first.
pub(crate) fn named(s: &GameState, p: PlayerId) -> Vec<(ObjectId, i8)> {
    let mut v: Vec<(ObjectId, i8)> = s
        .in_zone(Zone::Library)
        .filter(|(_, o)| o.owner == p)
        .map(|(id, o)| (id, o.library_pos))
        .collect();
    v.sort_by_key(|(_, pos)| *pos);
    v
}

/// CR 401.2 (mtg-2024-11-08): the top card of `p`'s library.
fn top(s: &GameState, p: PlayerId) -> Top {
    let cards = named(s, p);
    match cards.first() {
        Some((id, pos)) if *pos < 0 => Top::Named(*id),
        _ if s.player(p).library > 0 => Top::Unnamed,
        Some((id, _)) => Top::Named(*id),
        None => Top::Empty,
    }
}

/// Renumbers `p`'s named library cards densely (-k..-1 above the unnamed block, 1..m below),
/// so one order has one spelling in the state. Past the 127 places a side of the block holds
/// (`GameObject::library_pos` is a byte), the step is cut (`Limit::Count`), never wrapped.
pub(crate) fn renumber(ctx: &mut Ctx, p: PlayerId) {
    let cards = named(&ctx.s, p);
    let above = cards.iter().filter(|(_, pos)| *pos < 0).count();
    let (Ok(above), Ok(_)) = (i8::try_from(above), i8::try_from(cards.len() - above)) else {
        return ctx.halt(crate::state::Limit::Count);
    };
    let mut next_below = 1i8;
    for (k, (id, pos)) in cards.into_iter().enumerate() {
        let new = if pos < 0 {
            // In range: k < above <= 127 for the cards above the block (listed first).
            k as i8 - above
        } else {
            next_below += 1;
            next_below - 1
        };
        if let Some(o) = ctx.s.objects.get_mut(&id) {
            o.library_pos = new;
        }
    }
}

/// CR 121.1 (mtg-2024-11-08): `p` takes the top card of their library into `to` (their hand
/// for a draw, their graveyard for a mill). `false` if the library is empty.
pub(crate) fn take_top(
    ctx: &mut Ctx,
    p: PlayerId,
    to: Zone,
) -> Option<Option<crate::journal::Event>> {
    match top(&ctx.s, p) {
        Top::Empty => None,
        Top::Unnamed => {
            ctx.s.players[p.index()].library -= 1;
            if to == Zone::Hand {
                zone_change::put_drawn_card(ctx, p);
                Some(None)
            } else {
                Some(Some(zone_change::put_unnamed_card(ctx, p, to)))
            }
        }
        Top::Named(id) => {
            let ev = zone_change::move_object(ctx, id, to, None, false, None);
            renumber(ctx, p);
            Some(ev)
        }
    }
}

/// CR 401.2 (mtg-2024-11-08): the top card of `p`'s library as an object an effect can move
/// (CR 701.34a (mtg-2024-11-08): manifest turns that card face down): a named card is itself;
/// the block's top unnamed card becomes a library object of its own (the unnamed card, placed
/// just above the block, so the order is kept). `None` for an empty library.
pub(crate) fn top_object(ctx: &mut Ctx, p: PlayerId) -> Option<ObjectId> {
    match top(&ctx.s, p) {
        Top::Empty => None,
        Top::Named(id) => Some(id),
        Top::Unnamed => {
            ctx.s.players[p.index()].library -= 1;
            let id = zone_change::put_unnamed_in_library(ctx, p);
            renumber(ctx, p);
            Some(id)
        }
    }
}

/// Puts object `obj` on the top (or the bottom) of its owner's library (CR 400.3
/// (mtg-2024-11-08)). Returns the zone-change event, or `None` if it is gone.
pub(crate) fn put_into(
    ctx: &mut Ctx,
    obj: ObjectId,
    bottom: bool,
) -> Option<crate::journal::Event> {
    let ev = zone_change::move_object(ctx, obj, Zone::Library, None, false, None)?;
    if let crate::journal::Event::ZoneChange { new: Some(n), .. } = &ev {
        let owner = ctx.s.objects.get(n).map(|o| o.owner);
        if let Some(owner) = owner {
            let cards = named(&ctx.s, owner);
            let others = cards.iter().filter(|(id, _)| id != n);
            let pos = if bottom {
                others
                    .map(|(_, p)| *p)
                    .max()
                    .unwrap_or(0)
                    .max(0)
                    .checked_add(1)
            } else {
                others
                    .map(|(_, p)| *p)
                    .min()
                    .unwrap_or(0)
                    .min(0)
                    .checked_sub(1)
            };
            // Past a byte's places on that side of the block: cut, never wrapped.
            let Some(pos) = pos else {
                ctx.halt(crate::state::Limit::Count);
                return Some(ev);
            };
            if let Some(o) = ctx.s.objects.get_mut(n) {
                o.library_pos = pos;
            }
            renumber(ctx, owner);
        }
    }
    Some(ev)
}
