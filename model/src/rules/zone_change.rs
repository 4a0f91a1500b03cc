//! Zone changes and object identity (CR 400.7, 603.6): a moved card becomes a new object; which
//! abilities an object has as it enters (CR 603.6b) and whether it enters tapped (CR 603.6d).
//!
//! Models: new ids on every zone change, tokens, "enters tapped", "creatures lose all abilities"
//! applied from the moment a permanent is on the battlefield, face-down exile.
//! Does not model: counters, auras (CR 603.6e), phasing.

use super::Ctx;
use crate::cards::LIBRARY_CARD;
use crate::journal::Event;
use crate::mutant::Mutant;
use crate::state::{GameObject, ObjectId, PlayerId, Zone};
use crate::vocab::{CardId, StaticAbility};

/// A new id for an object, never one still referred to or named in this step (CR 400.7).
fn fresh_id(ctx: &mut Ctx) -> ObjectId {
    // CR 400.7: a new object never takes the id of one the step's journal may name (else the
    // journal would name two objects by one id); ids freed within the step are in `named`.
    if !ctx.start_named {
        ctx.start_named = true;
        let start = ctx.start.referenced_ids();
        ctx.named.extend(start);
    }
    // Out of object ids: the step is cut (Decision::Halted).
    let id = ctx.s.fresh_object_id(&ctx.named).unwrap_or_else(|| {
        ctx.halt(crate::state::Limit::Ids);
        ObjectId(u16::MAX)
    });
    ctx.named.insert(id);
    id
}

/// Moves an object to `to`. Returns the zone-change event, or `None` if the object is gone.
pub(crate) fn move_object(
    ctx: &mut Ctx,
    obj: ObjectId,
    to: Zone,
    controller: Option<PlayerId>,
    face_down: bool,
    extra_counter: Option<crate::vocab::CounterKind>,
) -> Option<Event> {
    let old = ctx.s.objects.get(&obj)?.clone();
    ctx.named.insert(obj);
    // CR 607.2a (mtg-2024-11-08): a linked card leaving exile; the journal keeps its link, which
    // the new object has no more (CR 400.7 (mtg-2024-11-08)).
    if let (Zone::Exile, Some(link)) = (old.zone, old.exiled_by) {
        let left = crate::journal::Happening::LeftExileLinked { object: obj, link };
        ctx.log(crate::edition::RuleRef::LinkedAbilities, left);
    }
    let new_id = fresh_id(ctx);
    super::intervening_if::record_lki(ctx, obj, &old);
    ctx.s.objects.remove(&obj);
    // CR 506.4: leaving the battlefield removes it from combat.
    ctx.s.combat.remove(obj);
    // CR 400.3 (mtg-2024-11-08): a card goes to its owner's hand or graveyard (the mutant: to
    // its controller's).
    let leaving =
        old.zone == Zone::Battlefield && matches!(to, Zone::Hand | Zone::Graveyard | Zone::Library);
    let owner = if leaving && ctx.mutant(Mutant::ControllersZone) {
        old.controller
    } else {
        old.owner
    };
    let mut new = GameObject::new(old.card, owner, to);
    // CR 708.9 (mtg-2024-11-08): a face-down permanent leaving the battlefield is revealed: it
    // arrives face up unless the move itself is face down.
    new.face_down = face_down;
    if to == Zone::Battlefield {
        new.controller = controller.unwrap_or(old.owner);
        // CR 603.6d: "enters tapped" is static and part of the entering event.
        new.tapped = super::characteristics::entering_statics(ctx.rules, &ctx.s, &new)
            .any(|s| *s == StaticAbility::EntersTapped);
        // CR 614.1c: "enters with counters" is a replacement applied as it enters.
        super::counters::on_entering(ctx, &mut new, extra_counter);
    }
    if to == Zone::Battlefield {
        super::combat::arrived(ctx, &mut new);
        super::history::entered(ctx, &mut new);
        // CR 613.7d (mtg-2024-11-08): a new object on the battlefield, a new timestamp.
        super::timestamps::entered(ctx, &mut new);
    }
    super::history::carry_cast_mark(ctx, &old, &mut new);
    ctx.s.objects.insert(new_id, new);
    super::history::moved(ctx, &old, to);
    if ctx.mutant(Mutant::TracksObjectAcrossZones) {
        retarget_references(ctx, obj, new_id);
    }
    Some(Event::ZoneChange {
        old: obj,
        new: Some(new_id),
        card: old.card,
        from: Some(old.zone),
        to,
        controller: old.controller,
        counters: old.counters,
        attached_to: old.attached_to,
        abilities_lost: old.abilities_lost,
        face_down: old.face_down && old.zone == Zone::Battlefield,
        pump: old.pump,
        owner: old.owner,
    })
}

/// Mutant `tracks-object-across-zones`: references to the old object follow the card.
fn retarget_references(ctx: &mut Ctx, old: ObjectId, new: ObjectId) {
    for t in ctx.s.waiting.iter_mut() {
        for r in t.refers.iter_mut() {
            if *r == old {
                *r = new;
            }
        }
    }
    for st in ctx.s.stack.iter_mut() {
        if let crate::state::StackObject::Triggered { instance, .. } = st {
            for r in instance.refers.iter_mut() {
                if *r == old {
                    *r = new;
                }
            }
        }
    }
}

/// Moves a card from hand to the stack as it is cast (CR 601.2a); returns the new object.
pub(crate) fn move_to_stack(ctx: &mut Ctx, obj: ObjectId) -> ObjectId {
    let ev = move_object(ctx, obj, Zone::Stack, None, false, None).expect("card in hand");
    match ev {
        Event::ZoneChange { new: Some(n), .. } => n,
        _ => unreachable!("move_object returns a zone change with a new object"),
    }
}

/// A token enters the battlefield under `controller`'s control (an Aura token attached to
/// `attached_to`, CR 303.4b (mtg-2024-11-08): it enters attached).
pub(crate) fn create(
    ctx: &mut Ctx,
    card: CardId,
    controller: PlayerId,
    attached_to: Option<ObjectId>,
) -> Event {
    let id = fresh_id(ctx);
    let mut o = GameObject::new(card, controller, Zone::Battlefield);
    o.attached_to = attached_to;
    o.tapped = super::characteristics::entering_statics(ctx.rules, &ctx.s, &o)
        .any(|s| *s == StaticAbility::EntersTapped);
    super::counters::on_entering(ctx, &mut o, None);
    super::combat::arrived(ctx, &mut o);
    super::history::entered(ctx, &mut o);
    // CR 613.7d (mtg-2024-11-08): a token receives its timestamp as it enters.
    super::timestamps::entered(ctx, &mut o);
    ctx.s.objects.insert(id, o);
    Event::ZoneChange {
        old: id,
        new: Some(id),
        card,
        from: None,
        to: Zone::Battlefield,
        controller,
        counters: Vec::new(),
        attached_to: None,
        abilities_lost: false,
        face_down: false,
        pump: (0, 0),
        owner: controller,
    }
}

/// The drawn card: an unnamed card enters `p`'s hand.
pub(crate) fn put_drawn_card(ctx: &mut Ctx, p: PlayerId) {
    let id = fresh_id(ctx);
    let card = ctx
        .rules
        .pool
        .id(LIBRARY_CARD)
        .expect("every pool has the library card");
    ctx.s
        .objects
        .insert(id, GameObject::new(card, p, Zone::Hand));
}

/// An unnamed library card is put into `to` (a mill puts it into the graveyard): a new object
/// with a fresh id; the card it was in the library has an id of its own that names nothing.
pub(crate) fn put_unnamed_card(ctx: &mut Ctx, p: PlayerId, to: Zone) -> Event {
    let old = fresh_id(ctx);
    let id = fresh_id(ctx);
    let card = ctx
        .rules
        .pool
        .id(LIBRARY_CARD)
        .expect("every pool has the library card");
    ctx.s.objects.insert(id, GameObject::new(card, p, to));
    Event::ZoneChange {
        old,
        new: Some(id),
        card,
        from: Some(Zone::Library),
        to,
        controller: p,
        counters: Vec::new(),
        attached_to: None,
        abilities_lost: false,
        face_down: false,
        pump: (0, 0),
        owner: p,
    }
}

/// The top unnamed card of `p`'s library becomes an object of its own in the library, just
/// above the unnamed block (the caller took it off the block's count), so an effect can move it.
pub(crate) fn put_unnamed_in_library(ctx: &mut Ctx, p: PlayerId) -> ObjectId {
    let id = fresh_id(ctx);
    let card = ctx
        .rules
        .pool
        .id(LIBRARY_CARD)
        .expect("every pool has the library card");
    let mut o = GameObject::new(card, p, Zone::Library);
    // Above every card already above the block: `library::renumber` makes the places dense.
    o.library_pos = i8::MIN;
    ctx.s.objects.insert(id, o);
    id
}

/// CR 704.5d: a token outside the battlefield ceases to exist.
pub(crate) fn remove_token(ctx: &mut Ctx, obj: ObjectId) {
    ctx.named.insert(obj);
    ctx.s.combat.remove(obj);
    ctx.s.objects.remove(&obj);
}

/// CR 800.4a (mtg-2024-11-08): an object leaves the game with its owner and ceases to exist.
/// From the battlefield that is a zone change (CR 603.6c (mtg-2024-11-08): leaves-the-battlefield
/// abilities trigger on it, looking back, CR 603.10a): journaled with no new object and `to` its
/// old zone, as for an object that ceased to exist. Returns that event for a permanent only.
pub(crate) fn leave_game(ctx: &mut Ctx, obj: ObjectId) -> Option<Event> {
    let old = ctx.s.objects.get(&obj)?.clone();
    ctx.named.insert(obj);
    super::intervening_if::record_lki(ctx, obj, &old);
    ctx.s.objects.remove(&obj);
    // CR 506.4: leaving the battlefield removes it from combat.
    ctx.s.combat.remove(obj);
    (old.zone == Zone::Battlefield).then_some(super::proposed::zone_change_of(obj, &old, old.zone))
}
