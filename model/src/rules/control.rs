//! Control changes (CR 611.2a, 514.2, 603.10d): "gain control of target permanent [until end of
//! turn]" changes a permanent's controller without moving it (it stays the same object, so no
//! enters or leaves ability sees it); control gained until end of turn returns in the cleanup
//! step; "when [who] loses / gains control of [selector]" triggers on the change, and losing
//! control looks back in time: the ability is judged as the permanent was just before the
//! change and triggers for the player who lost control (CR 603.10d; the same look-back in
//! 2008 is CR 410.10d (mtg-2008-10-01)).
//!
//! Models: indefinite and until-end-of-turn control; several until-end-of-turn effects on one
//! permanent all end together, returning it to the player who controlled it before the first.
//! Does not model: "for as long as" durations; a control effect ending when its controller
//! leaves the game (CR 800.4a (mtg-2024-11-08)).

use super::events::{perform, Proposed};
use super::select::{who_matches, Viewer};
use super::trigger_event::{printed_event, subject_matches, Views};
use super::{combat, Ctx};
use crate::edition::RuleRef;
use crate::journal::Event;
use crate::mutant::Mutant;
use crate::state::{ObjectId, PlayerId, Zone};
use crate::vocab::trigger::ControlSide;
use crate::vocab::{Duration, TriggerEvent};

/// Performs a control change of `obj` to `to` (CR 611.2a): nothing if `to` already controls it.
/// An until-end-of-turn change remembers who controls it when it ends (the first such effect's
/// former controller); an indefinite change overrides any earlier temporary one.
pub(crate) fn gain(
    ctx: &mut Ctx,
    obj: ObjectId,
    to: PlayerId,
    until: Duration,
) -> Option<(RuleRef, Event)> {
    let o = ctx.s.objects.get_mut(&obj)?;
    let from = o.controller;
    if o.zone != Zone::Battlefield || from == to {
        return None;
    }
    o.controller = to;
    o.control_returns = match until {
        // CR 611.2a: the later effect wins while both last; both end at cleanup.
        Duration::UntilEndOfTurn => Some(o.control_returns.unwrap_or(from)),
        Duration::Indefinitely => None,
    };
    // CR 506.4, 302.6: removed from combat, and newly controlled.
    combat::control_changed(ctx, obj);
    Some((
        RuleRef::Triggers,
        Event::ControlChanged {
            object: obj,
            from,
            to,
        },
    ))
}

/// CR 514.2 + CR 611.2a: "until end of turn" control ends in the cleanup step; each permanent
/// returns to the player it came from, one simultaneous event (the mutant `control-never-returns`
/// keeps it with the player who gained it).
pub(crate) fn end_until_end_of_turn(ctx: &mut Ctx) {
    if ctx.mutant(Mutant::ControlNeverReturns) {
        return;
    }
    let returning: Vec<(ObjectId, PlayerId)> = ctx
        .s
        .objects
        .iter()
        .filter_map(|(id, o)| o.control_returns.map(|p| (*id, p)))
        .collect();
    if returning.is_empty() {
        return;
    }
    let batch = returning
        .into_iter()
        .map(|(obj, to)| Proposed::GainControl {
            obj,
            to,
            until: Duration::Indefinitely,
        })
        .collect();
    perform(ctx, batch);
}

/// CR 603.2 + CR 603.10d: does a control-change pattern match `ev` for the ability seen by
/// `me`? "Loses control" names the former controller and, looking back, reads the permanent
/// before the change; "gains control" names the new one and reads it after.
pub(crate) fn matches(ctx: &Ctx, v: &Views, te: &TriggerEvent, ev: &Event, me: Viewer) -> bool {
    let (
        TriggerEvent::ControlChanges { of, side, who },
        Event::ControlChanged { object, from, to },
    ) = (te, ev)
    else {
        return false;
    };
    let (player, state) = match side {
        ControlSide::Lost => (*from, v.before),
        ControlSide::Gained => (*to, v.after),
    };
    who_matches(*who, player, me.controller) && subject_matches(ctx.rules, state, of, *object, me)
}

/// CR 603.10d: is this a lose-control ability (it looks back in time)? The mutant
/// `control-loss-judged-after` judges it after the change, as an ordinary trigger.
pub(crate) fn loss_judged_after(ctx: &Ctx, te: &TriggerEvent) -> bool {
    matches!(
        te,
        TriggerEvent::ControlChanges {
            side: ControlSide::Lost,
            ..
        }
    ) && ctx.mutant(Mutant::ControlLossJudgedAfter)
}

/// Is `origin` a printed "when [who] loses control of" ability (cited as CR 603.10d's look-back)?
pub(crate) fn is_loss_ability(ctx: &Ctx, origin: &crate::state::AbilityOrigin) -> bool {
    matches!(
        printed_event(ctx, origin),
        Some(TriggerEvent::ControlChanges {
            side: ControlSide::Lost,
            ..
        })
    )
}
