//! CR 603.7: delayed triggered abilities. Created during resolution; they exist only from then on
//! (603.7a), trigger once unless they have a duration (603.7b), act on their objects only where
//! expected (603.7c), and are controlled per 603.7d-e.
//!
//! Models: "at the beginning of the next end step", "when [this] leaves the battlefield",
//! "when [that object] becomes untapped", "whenever a creature dies this turn"; and, in
//! `delayed_kinds`, "at the beginning of [your] next [step]", "when that creature dies" and
//! "when you next cast a [spell] spell"; "when you next ... this turn" triggers once, and ends
//! unused at cleanup (603.7b).
//! 603.7h is in `resolved_times`.
//! Does not model: 603.7f-g (delayed triggers from static abilities); with several
//! simultaneous occurrences the first in event order is used (SIMPLIFICATION (CR 603.7b): the
//! controller's choice among them is not offered).

use super::trigger_event::{not_triggered, trigger, NewInstance};
use super::trigger_knowledge::Views;
use super::{trigger_cause, Ctx};
use crate::edition::RuleRef;
use crate::journal::{Event, Happening, NotTriggeredReason};
use crate::mutant::Mutant;
use crate::state::{AbilityOrigin, DelayedTrigger, ObjectId, PlayerId, Step, Zone};
use crate::vocab::effect::DelayedAction;
use crate::vocab::{CardId, CardType, DelayedEvent};
use imbl::Vector;

/// Who creates a delayed trigger: the resolving spell or ability's source and controller.
pub(crate) struct Creator {
    pub controller: PlayerId,
    pub source: ObjectId,
    pub source_card: CardId,
    pub is_spell: bool,
}

/// CR 603.7a: the delayed trigger comes into existence now.
pub(crate) fn create(
    ctx: &mut Ctx,
    by: &Creator,
    event: DelayedEvent,
    action: DelayedAction,
    refers: Vector<ObjectId>,
    this_turn: bool,
) {
    // CR 603.7d (spell) / CR 603.7e (ability): source and controller of the creator.
    let rule = if by.is_spell {
        RuleRef::DelayedFromSpell
    } else {
        RuleRef::DelayedFromAbility
    };
    ctx.log(
        rule,
        Happening::DelayedCreated {
            event: event.clone(),
            controller: by.controller,
            source: by.source,
        },
    );
    ctx.s.delayed.push_back(DelayedTrigger {
        event,
        action,
        controller: by.controller,
        source: by.source,
        source_card: by.source_card,
        refers,
        this_turn: this_turn.then_some(ctx.s.turn),
        // CR 603.7b: no stated duration, it triggers only once.
        once: !this_turn,
    });
    if ctx.mutant(Mutant::DelayedSeesEarlierEvents) {
        see_earlier_events(ctx);
    }
}

/// Mutant `delayed-sees-earlier-events`: re-check events already journaled in this resolution.
fn see_earlier_events(ctx: &mut Ctx) {
    let start = ctx
        .j
        .entries
        .iter()
        .rposition(|e| matches!(e.what, Happening::Resolving { .. }))
        .unwrap_or(0);
    let earlier: Vec<(u16, Event)> = ctx.j.entries[start..]
        .iter()
        .enumerate()
        .filter_map(|(i, e)| match &e.what {
            // In range unless the step is already cut: `Ctx::log` cuts a journal past 16 bits.
            Happening::Event(ev) => Some(((start + i) as u16, ev.clone())),
            _ => None,
        })
        .collect();
    let last = ctx.s.delayed.len() - 1;
    for (idx, ev) in earlier {
        if last < ctx.s.delayed.len() && occurs(ctx, &ctx.s.delayed[last], &ev) {
            fire(ctx, last, idx, None);
            break;
        }
    }
}

/// Does `ev` match the delayed trigger's event?
fn occurs(ctx: &Ctx, d: &DelayedTrigger, ev: &Event) -> bool {
    match (&d.event, ev) {
        (
            DelayedEvent::NextEndStep,
            Event::StepBegan {
                step: Step::End, ..
            },
        ) => true,
        (
            DelayedEvent::ObjectLeaves,
            Event::ZoneChange {
                old,
                from: Some(Zone::Battlefield),
                ..
            },
        ) => d.refers.contains(old),
        (DelayedEvent::ObjectUntaps, Event::Untapped(o)) => d.refers.contains(o),
        (
            DelayedEvent::NextStep { .. } | DelayedEvent::ThatDies | DelayedEvent::SpellCast(_),
            _,
        ) => super::delayed_kinds::occurs(ctx, d, ev),
        (
            DelayedEvent::CreatureDiesThisTurn,
            Event::ZoneChange {
                card,
                from: Some(Zone::Battlefield),
                to: Zone::Graveyard,
                ..
            },
        ) => ctx.card(*card).has_type(CardType::Creature),
        _ => false,
    }
}

/// Checks one event against every existing delayed trigger.
pub(crate) fn detect(ctx: &mut Ctx, v: &Views, idx: u16, ev: &Event) {
    let mut i = 0;
    while i < ctx.s.delayed.len() {
        if occurs(ctx, &ctx.s.delayed[i], ev) {
            // CR 101.1 (mtg-2024-11-08): a static naming no source says the event causes no
            // ability to trigger, delayed ones included.
            if let Some(by) = trigger_cause::suppressed_by(ctx, v, ev, None) {
                let d = &ctx.s.delayed[i];
                let origin = AbilityOrigin::Delayed {
                    event: d.event.clone(),
                    action: d.action.clone(),
                };
                let source = d.source;
                let reason = NotTriggeredReason::Suppressed { cause: idx, by };
                not_triggered(ctx, origin, source, reason);
            } else if fire(ctx, i, idx, Some((v, ev))) {
                continue; // removed: the next one slid into slot i
            }
        }
        i += 1;
    }
}

/// Mutant `additional-trigger-on-delayed`: the additional-trigger statics of its controller's
/// permanents are applied to a delayed trigger as to "a triggered ability you control" (CR
/// 603.2e (mtg-2024-11-08) says they apply only to abilities an object has).
fn extra_for_delayed(ctx: &Ctx, d: &DelayedTrigger, seen: Option<(&Views, &Event)>) -> usize {
    let Some((v, ev)) = seen.filter(|_| ctx.mutant(Mutant::AdditionalTriggerOnDelayed)) else {
        return 0;
    };
    trigger_cause::holders(ctx, v, ev, |s| s.additional_cause().map(|c| c.into_owned()))
        .iter()
        .filter(|(h, c)| {
            h.object.controller == d.controller && trigger_cause::names_event(ctx, v, c, *h, ev)
        })
        .count()
}

/// The delayed trigger at `i` triggers; returns whether it was removed (CR 603.7b).
fn fire(ctx: &mut Ctx, i: usize, cause: u16, seen: Option<(&Views, &Event)>) -> bool {
    let d = ctx.s.delayed[i].clone();
    for k in 0..=extra_for_delayed(ctx, &d, seen) {
        fire_once(ctx, &d, cause, k > 0);
    }
    // CR 603.7b: without a stated duration it triggers only once; so does "when you next ...
    // this turn", whose duration only ends it unused.
    let remove = if d.once && d.this_turn.is_some() {
        !ctx.mutant(Mutant::NextThisTurnRepeats)
    } else if d.once {
        !ctx.mutant(Mutant::DelayedFiresTwice)
    } else {
        ctx.mutant(Mutant::DelayedIgnoresDuration)
    };
    if remove {
        ctx.s.delayed.remove(i);
        // CR 603.7b (mtg-2024-11-08), RB 391 (riftbound-1.4): "when you next ... this turn"
        // acts only at the next occurrence within its window, then is gone.
        let rule = if d.once && d.this_turn.is_some() {
            RuleRef::DelayedNextThisTurn
        } else {
            RuleRef::DelayedOnce
        };
        ctx.log(
            rule,
            Happening::DelayedEnded {
                event: d.event,
                source: d.source,
            },
        );
    }
    remove
}

/// One instance of the delayed trigger `d`, caused by journal entry `cause`.
fn fire_once(ctx: &mut Ctx, d: &DelayedTrigger, cause: u16, additional: bool) {
    // CR 400.7e (mtg-2024-11-08): an ability triggered by its object's move finds the new
    // object in the public zone it moved to ("return that card").
    let refers = super::object_identity::after_its_move(ctx, &d.refers, cause);
    trigger(
        ctx,
        NewInstance {
            cause: Some(cause),
            additional,
            refers,
            ..NewInstance::of(
                AbilityOrigin::Delayed {
                    event: d.event.clone(),
                    action: d.action.clone(),
                },
                (d.source, d.source_card),
                d.controller,
            )
        },
    );
}

/// At cleanup, delayed triggers lasting "this turn" end.
pub(crate) fn expire(ctx: &mut Ctx) {
    let turn = ctx.s.turn;
    let ended: Vec<DelayedTrigger> = ctx
        .s
        .delayed
        .iter()
        .filter(|d| d.this_turn == Some(turn))
        .cloned()
        .collect();
    // Not `Vector::retain`: imbl 5.0.0's crashed in our use (see rules/nth_time.rs).
    ctx.s.delayed = ctx
        .s
        .delayed
        .iter()
        .filter(|d| d.this_turn != Some(turn))
        .cloned()
        .collect();
    for d in ended {
        // CR 603.7b (mtg-2024-11-08): a stated duration ends at cleanup ("this turn"); so does
        // an unused "when you next ... this turn" (RB 391 (riftbound-1.4): its window closes).
        let rule = if d.once {
            RuleRef::DelayedNextThisTurn
        } else {
            RuleRef::DelayedOnce
        };
        ctx.log(
            rule,
            Happening::DelayedEnded {
                event: d.event,
                source: d.source,
            },
        );
    }
}

/// Mutant `delayed-follows-card`: a permanent of the delayed trigger's source card in `zone`,
/// standing in for a referred object that left. CR 603.7c: the ability "won't do anything" then;
/// the correct engine never calls for a stand-in.
pub(crate) fn follows_card(
    ctx: &Ctx,
    env: &super::effect_env::Env,
    zone: crate::state::Zone,
) -> Option<crate::state::ObjectId> {
    if !ctx.mutant(crate::mutant::Mutant::DelayedFollowsCard) {
        return None;
    }
    ctx.s
        .in_zone(zone)
        .find(|(_, o)| o.card == env.source_card)
        .map(|(id, _)| id)
}
