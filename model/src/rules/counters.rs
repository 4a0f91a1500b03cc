//! Counters (CR 122) and "until end of turn" power/toughness changes (CR 611.2a): putting and
//! removing counters, "enters with counters" (CR 614.1c, a replacement whose counters count as
//! put on it, CR 122.6), +1/+1 and -1/-1 annihilation (CR 704.5q), and pumps that end in the
//! cleanup step (CR 514.2).

use super::Ctx;
use crate::edition::RuleRef;
use crate::journal::{Event, Happening};
use crate::mutant::Mutant;
use crate::state::{GameObject, ObjectId, PlayerId, Target, Zone};
use crate::vocab::{CounterKind, StaticAbility, TriggerEvent};

/// Puts `count` counters of `kind` on a permanent or a player (CR 122.1); none on a permanent
/// that is gone, none on a player who has left the game.
pub(crate) fn put(
    ctx: &mut Ctx,
    on: Target,
    kind: CounterKind,
    count: u8,
) -> Option<(RuleRef, Event)> {
    let obj = match on {
        Target::Object(obj) => obj,
        Target::Player(p) => return put_on_player(ctx, p, kind, count),
        // Counters go on objects and players only (CR 122.1), never on an ability.
        Target::Ability(_) => return None,
    };
    let o = ctx.s.objects.get_mut(&obj)?;
    if o.zone != Zone::Battlefield || count == 0 {
        return None;
    }
    let Some(n) = o.counters_of(kind).checked_add(count) else {
        // Past the type: the step is cut (Decision::Halted), never a wrong count.
        ctx.halt(crate::state::Limit::Counters);
        return None;
    };
    o.set_counters(kind, n);
    let ev = Event::CountersPut { on, kind, count };
    Some((RuleRef::Counters, ev))
}

/// Does a "counters are put on" trigger (`te`) see a counters-put event (`ev`): of its kind,
/// on a permanent its selector picks (`object`), or, with `player`, on a player it names?
pub(crate) fn sees(
    ctx: &Ctx,
    te: &TriggerEvent,
    ev: &Event,
    controller: PlayerId,
    object: impl Fn(ObjectId) -> bool,
) -> bool {
    let (TriggerEvent::CountersPut { kind, player, .. }, Event::CountersPut { on, kind: k, .. }) =
        (te, ev)
    else {
        return false;
    };
    if kind.is_some_and(|x| x != *k) {
        return false;
    }
    match (*player, *on) {
        (None, Target::Object(o)) => object(o),
        // CR 122.1 (mtg-2024-11-08): a player who gets counters is no permanent.
        (None, Target::Player(_)) => ctx.mutant(Mutant::PlayerCountersTriggerPermanentWatchers),
        (Some(w), Target::Player(p)) => super::select::who_matches(w, p, controller),
        (Some(_), Target::Object(_)) | (_, Target::Ability(_)) => false,
    }
}

/// CR 122.1: "a counter is a marker placed on an object or player"; a player gets counters.
fn put_on_player(
    ctx: &mut Ctx,
    p: PlayerId,
    kind: CounterKind,
    count: u8,
) -> Option<(RuleRef, Event)> {
    let pl = ctx.s.players.get_mut(p.index())?;
    if pl.lost || count == 0 {
        return None;
    }
    let Some(n) = pl.counters_of(kind).checked_add(count) else {
        ctx.halt(crate::state::Limit::Counters);
        return None;
    };
    pl.set_counters(kind, n);
    let ev = Event::CountersPut {
        on: Target::Player(p),
        kind,
        count,
    };
    Some((RuleRef::Counters, ev))
}

/// Removes up to `count` counters of `kind` from `obj`; no event if it had none.
pub(crate) fn remove(
    ctx: &mut Ctx,
    obj: ObjectId,
    kind: CounterKind,
    count: u8,
) -> Option<(RuleRef, Event)> {
    let o = ctx.s.objects.get_mut(&obj)?;
    let had = o.counters_of(kind);
    let gone = had.min(count);
    if o.zone != Zone::Battlefield || gone == 0 {
        return None;
    }
    o.set_counters(kind, had - gone);
    let ev = Event::CountersRemoved {
        object: obj,
        kind,
        count: gone,
    };
    Some((RuleRef::Counters, ev))
}

/// CR 614.1c: "this permanent enters with N [kind] counters" applies as `new` enters (CR 122.6
/// makes them counters put on it; `events::perform_one` reports them). `extra` is a counter the
/// effect itself puts ("return it with a +1/+1 counter on it").
pub(crate) fn on_entering(ctx: &mut Ctx, new: &mut GameObject, extra: Option<CounterKind>) {
    let own: Vec<(CounterKind, u8)> =
        super::characteristics::entering_statics(ctx.rules, &ctx.s, new)
            .filter_map(|s| match s {
                StaticAbility::EntersWithCounters { kind, count } => Some((*kind, *count)),
                _ => None,
            })
            .collect();
    for (kind, count) in own.into_iter().chain(extra.map(|k| (k, 1))) {
        match new.counters_of(kind).checked_add(count) {
            Some(n) => new.set_counters(kind, n),
            None => ctx.halt(crate::state::Limit::Counters),
        }
    }
}

/// CR 704.5q: N, the smaller of a permanent's +1/+1 and -1/-1 counter counts, if it has both.
pub(crate) fn opposite_pair(o: &GameObject) -> Option<u8> {
    let n = o
        .counters_of(CounterKind::PlusOne)
        .min(o.counters_of(CounterKind::MinusOne));
    (n > 0).then_some(n)
}

/// CR 704.5q: each permanent of `pairs` (found by [`opposite_pair`]) loses N of each kind.
/// Returns whether anything was removed. (2008 numbers the same rule 420.5n.)
pub(crate) fn annihilate(ctx: &mut Ctx, pairs: &[(ObjectId, u8)]) -> bool {
    if ctx.mutant(Mutant::CountersNeverAnnihilate) {
        return false;
    }
    for (id, n) in pairs {
        for kind in [CounterKind::PlusOne, CounterKind::MinusOne] {
            if let Some((_, ev)) = remove(ctx, *id, kind, *n) {
                ctx.log(RuleRef::SbaCounters, Happening::Event(ev));
            }
        }
    }
    !pairs.is_empty()
}

/// "Gets +P/+T until end of turn" (CR 611.2a): lasts until the cleanup step (CR 514.2).
pub(crate) fn pump(ctx: &mut Ctx, obj: ObjectId, power: i8, toughness: i8) {
    let Some(o) = ctx.s.objects.get_mut(&obj) else {
        return;
    };
    if o.zone != Zone::Battlefield {
        return;
    }
    match (o.pump.0.checked_add(power), o.pump.1.checked_add(toughness)) {
        (Some(p), Some(t)) => o.pump = (p, t),
        _ => {
            ctx.halt(crate::state::Limit::Counters);
            return;
        }
    }
    let ev = Event::PtChanged {
        object: obj,
        power,
        toughness,
    };
    ctx.log(RuleRef::UntilEndOfTurn, Happening::Event(ev));
}

/// CR 514.2: "until end of turn" effects end in the cleanup step; the journal records each
/// change undone.
pub(crate) fn end_pumps(ctx: &mut Ctx) {
    let pumped: Vec<(ObjectId, (i8, i8))> = ctx
        .s
        .objects
        .iter()
        .filter(|(_, o)| o.pump != (0, 0))
        .map(|(id, o)| (*id, o.pump))
        .collect();
    for (id, (p, t)) in pumped {
        if let Some(o) = ctx.s.objects.get_mut(&id) {
            o.pump = (0, 0);
        }
        let ev = Event::PtChanged {
            object: id,
            // -128 negated is 128, past an i8: the step is cut, never a clamped change.
            power: p.checked_neg().unwrap_or_else(|| {
                ctx.halt(crate::state::Limit::Count);
                0
            }),
            toughness: t.checked_neg().unwrap_or_else(|| {
                ctx.halt(crate::state::Limit::Count);
                0
            }),
        };
        ctx.log(RuleRef::CleanupDamage, Happening::Event(ev));
    }
}
