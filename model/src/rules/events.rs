//! Performing events: a batch of simultaneous proposed events goes through replacement and
//! prevention (CR 614, 615), is performed, journaled, and then checked for triggers against the
//! state after the event, or before it for look-back abilities (CR 603.2, 603.10).

use super::proposed::Proposed;
use super::{counters, replacement, state_trigger, zone_change, Ctx};
use crate::edition::RuleRef;
use crate::journal::{Event, Happening};
use crate::mutant::Mutant;
use crate::state::{ObjectId, PlayerId, Target, Zone};
use crate::vocab::{CardId, CounterKind, ScoreKind};

/// Performs one batch of simultaneous events and checks triggers. Returns the events that
/// actually happened, with their journal indices.
pub(crate) fn perform(ctx: &mut Ctx, batch: Vec<Proposed>) -> Vec<(u16, Event)> {
    let before = ctx.s.clone();
    perform_from(ctx, before, batch)
}

/// [`perform`], for a batch that is part of a larger simultaneous event begun at `before`
/// (look-back abilities are judged on it, CR 603.10).
pub(crate) fn perform_from(
    ctx: &mut Ctx,
    before: crate::state::GameState,
    batch: Vec<Proposed>,
) -> Vec<(u16, Event)> {
    let mut happened = Vec::new();
    // CR 614 + CR 615: replacement and prevention apply before the event happens.
    let batch: Vec<Proposed> = batch
        .into_iter()
        .filter_map(|p| replacement::apply(ctx, p))
        .collect();
    // The batch's events are journaled consecutively: one simultaneous event (CR 603.2c).
    let mut events = Vec::new();
    for p in batch {
        events.clear();
        perform_one(ctx, p, &mut events);
        for (rule, ev) in events.drain(..) {
            let idx = ctx.log(rule, Happening::Event(ev.clone()));
            happened.push((idx, ev));
        }
    }
    // CR 120.3f, 702.15b: lifelink damage also gains life, as part of the same event.
    super::combat::lifelink(ctx, &mut happened);
    super::trigger_detect::detect(ctx, &before, &happened);
    // CR 603.8: state triggers trigger as soon as the state matches, even mid-resolution.
    state_trigger::check(ctx);
    // CR 610.3 (mtg-2024-11-08): cards exiled until a leaver left return right after.
    super::exile_until::return_exiled(ctx, &happened);
    // CR 611.2b (mtg-2024-11-08): "for as long as" control ends the moment its condition does.
    super::control::end_lapsed(ctx);
    happened
}

/// Logs events that no replacement in the vocabulary applies to, then checks triggers.
pub(crate) fn perform_plain(ctx: &mut Ctx, events: Vec<Event>, rule: RuleRef) -> Vec<(u16, Event)> {
    let before = ctx.s.clone();
    let happened: Vec<(u16, Event)> = events
        .into_iter()
        .map(|ev| (ctx.log(rule, Happening::Event(ev.clone())), ev))
        .collect();
    super::trigger_detect::detect(ctx, &before, &happened);
    happened
}

/// Performs one proposed event; pushes what happened (an object entering with counters also
/// had counters put on it, CR 122.6).
fn perform_one(ctx: &mut Ctx, p: Proposed, out: &mut Vec<(RuleRef, Event)>) {
    let moved = match p {
        Proposed::Move {
            obj,
            to,
            rule,
            controller,
            face_down,
        } => zone_change::move_object(ctx, obj, to, controller, face_down, None).map(|e| (rule, e)),
        Proposed::EnterWithCounter {
            obj,
            controller,
            kind,
        } => zone_change::move_object(
            ctx,
            obj,
            Zone::Battlefield,
            Some(controller),
            false,
            Some(kind),
        )
        .map(|e| (RuleRef::ZoneChangeTrigger, e)),
        Proposed::Create {
            card,
            controller,
            attached_to,
        } => Some((
            RuleRef::NewObject,
            zone_change::create(ctx, card, controller, attached_to),
        )),
        Proposed::PutInLibrary { obj, bottom } => {
            super::library::put_into(ctx, obj, bottom).map(|e| (RuleRef::LibraryOrder, e))
        }
        // CR 704.5q + CR 704.3 (mtg-2024-11-08): N of each kind removed, as part of the
        // check's one event; a permanent put into a graveyard in it keeps them (it left first).
        Proposed::Annihilate { obj, count } => {
            for kind in [CounterKind::PlusOne, CounterKind::MinusOne] {
                let removed = counters::remove(ctx, obj, kind, count);
                out.extend(removed.map(|(_, e)| (RuleRef::SbaCounters, e)));
            }
            return;
        }
        // CR 701.13a (mtg-2024-11-08): an empty library mills nothing.
        Proposed::Mill(p) => super::library::take_top(ctx, p, Zone::Graveyard)
            .flatten()
            .map(|e| (RuleRef::Mill, e)),
        Proposed::LeaveGame(obj) => {
            zone_change::leave_game(ctx, obj).map(|e| (RuleRef::LeavesGame, e))
        }
        other => {
            out.extend(perform_change(ctx, other));
            return;
        }
    };
    if let Some((rule, ev)) = moved {
        let entered = match ev {
            Event::ZoneChange {
                new: Some(n),
                to: Zone::Battlefield,
                ..
            } => Some(n),
            _ => None,
        };
        let sacrificed = super::costs::sacrificed(rule, &ev);
        // CR 701.5a (mtg-2024-11-08): a spell countered into the graveyard, one event with it.
        let countered = super::counter_spell::countered_event(rule, &ev);
        out.push((rule, ev));
        out.extend(sacrificed.map(|e| (rule, e)));
        out.extend(countered.map(|e| (RuleRef::Counter, e)));
        // CR 122.6: entering with counters is counters being put on it.
        if let (Some(n), false) = (entered, ctx.mutant(Mutant::EntersWithCountersUnseen)) {
            let counters = ctx.obj(n).map(|o| o.counters.clone()).unwrap_or_default();
            for (kind, count) in counters {
                let ev = Event::CountersPut {
                    on: Target::Object(n),
                    kind,
                    count,
                };
                out.push((RuleRef::EntersWithCounters, ev));
            }
        }
    }
}

/// Performs a proposed event other than a zone change or token creation.
fn perform_change(ctx: &mut Ctx, p: Proposed) -> Option<(RuleRef, Event)> {
    match p {
        Proposed::Move { .. }
        | Proposed::EnterWithCounter { .. }
        | Proposed::Create { .. }
        | Proposed::PutInLibrary { .. }
        | Proposed::LeaveGame(_)
        | Proposed::Mill(_) => {
            unreachable!("zone changes are performed by perform_one")
        }
        Proposed::PutCounters { on, kind, count } => counters::put(ctx, on, kind, count),
        Proposed::RemoveCounters { obj, kind, count } => counters::remove(ctx, obj, kind, count),
        Proposed::Annihilate { .. } => unreachable!("annihilation is performed by perform_one"),
        Proposed::Damage {
            source,
            to,
            amount,
            combat,
        } => {
            let rule = if combat {
                RuleRef::CombatDamage
            } else {
                RuleRef::DamageDealt
            };
            Some((rule, damage(ctx, source, to, amount, combat)))
        }
        Proposed::Tap(o) => {
            set_tapped(ctx, o, true).then_some((RuleRef::Triggers, Event::Tapped(o)))
        }
        Proposed::Untap(o) => {
            set_tapped(ctx, o, false).then_some((RuleRef::Triggers, Event::Untapped(o)))
        }
        Proposed::Draw(p) => draw(ctx, p).map(|e| (RuleRef::Draw, e)),
        Proposed::GainLife { player, amount } => {
            // CR 119.9 (mtg-2024-11-08): "If a player gains 0 life, no life gain event has
            // occurred, and these abilities won't trigger": nothing happens, nothing is journaled.
            let no_event = amount == 0 && !ctx.sem().zero_life_gain_is_event;
            if no_event && !ctx.mutant(Mutant::ZeroLifeGainTriggers) {
                return None;
            }
            ctx.change_life(player, i32::from(amount));
            Some((RuleRef::GainLife, Event::LifeGained { player, amount }))
        }
        Proposed::LoseLife { player, amount } => {
            ctx.lose_life(player, amount);
            let paid = false;
            Some((
                RuleRef::GainLife,
                Event::LifeLost {
                    player,
                    amount,
                    paid,
                },
            ))
        }
        // CR 119.4 (mtg-2024-11-08): paying life is losing that much life.
        Proposed::PayLife {
            player,
            amount,
            rule,
        } => {
            ctx.lose_life(player, amount);
            let paid = true;
            Some((
                rule,
                Event::LifeLost {
                    player,
                    amount,
                    paid,
                },
            ))
        }
        Proposed::Score {
            player,
            kind,
            point,
        } => {
            if point {
                let p = &mut ctx.s.players[player.index()];
                match p.points.checked_add(1) {
                    Some(v) => p.points = v,
                    // Past the type: the step is cut (Decision::Halted), never a wrong count.
                    None => ctx.halt(crate::state::Limit::ManaOrPoints),
                }
            }
            let rule = match kind {
                ScoreKind::Conquer => RuleRef::Conquer,
                ScoreKind::Hold => RuleRef::Hold,
            };
            Some((
                rule,
                Event::Scored {
                    player,
                    kind,
                    point,
                },
            ))
        }
        Proposed::Attach { obj, to } => super::attach::attach(ctx, obj, to),
        Proposed::Unattach { obj, rule } => super::attach::unattach(ctx, obj, rule),
        Proposed::GainControl {
            obj,
            to,
            until,
            source,
        } => super::control::gain(ctx, obj, to, until, source),
        Proposed::ControlEnds { obj, ending } => super::control::end(ctx, obj, ending),
    }
}

/// CR 120.3: damage to a creature is marked on it; damage to a player makes them lose life.
/// Damage from a deathtouch source is remembered for CR 704.5h.
fn damage(ctx: &mut Ctx, source: ObjectId, to: Target, amount: u16, combat: bool) -> Event {
    if let Target::Object(o) = to {
        super::combat::note_deathtouch(ctx, source, o, amount);
    }
    match to {
        Target::Player(p) => ctx.lose_life(p, amount),
        Target::Object(o) => {
            if let Some(obj) = ctx.s.objects.get_mut(&o) {
                match obj.damage.checked_add(amount) {
                    Some(v) => obj.damage = v,
                    // Past the type: the step is cut (Decision::Halted), never a wrong count.
                    None => ctx.halt(crate::state::Limit::Damage),
                }
            }
        }
        // Damage is never dealt to an ability (no target description allows it).
        Target::Ability(_) => {}
    }
    Event::Damage {
        source,
        card: super::combat::source_lki(ctx, source).map_or(CardId(0), |(c, _)| c),
        to,
        amount,
        combat,
    }
}

/// Taps or untaps a permanent; false if it already was (CR 603.2f: no transition, no event).
fn set_tapped(ctx: &mut Ctx, o: ObjectId, tapped: bool) -> bool {
    match ctx.s.objects.get_mut(&o) {
        Some(obj) if obj.zone == Zone::Battlefield && obj.tapped != tapped => {
            obj.tapped = tapped;
            true
        }
        // Mutant `retap-becomes-tapped`: tapping a tapped permanent is reported as an event.
        Some(obj) if obj.zone == Zone::Battlefield && tapped => {
            ctx.rules.mutant == Some(crate::mutant::Mutant::RetapBecomesTapped)
        }
        _ => false,
    }
}

/// CR 121.1: draw the top card; from an empty library no card is drawn, and the player is
/// marked for CR 704.5b.
fn draw(ctx: &mut Ctx, p: PlayerId) -> Option<Event> {
    // CR 401.2 (mtg-2024-11-08): the top card, named or not (`library.rs`).
    if super::library::take_top(ctx, p, Zone::Hand).is_none() {
        ctx.s.players[p.index()].drew_from_empty = true;
        return None;
    }
    super::history::drew(ctx, p);
    Some(Event::Drew(p))
}
