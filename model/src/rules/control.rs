//! Control changes (CR 611.2a, 514.2, 603.10d): "gain control of target permanent [until end of
//! turn]" changes a permanent's controller without moving it (it stays the same object, so no
//! enters or leaves ability sees it); control gained until end of turn returns in the cleanup
//! step; "when [who] loses / gains control of [selector]" triggers on the change, and losing
//! control looks back in time: the ability is judged as the permanent was just before the
//! change and triggers for the player who lost control (CR 603.10d; the same look-back in
//! 2008 is CR 410.10d (mtg-2008-10-01)).
//!
//! Models: indefinite and until-end-of-turn control effects kept on the permanent, newest last
//! (CR 613.7 (mtg-2024-11-08)); the until-end-of-turn ones all end together, and every one
//! giving a player control ends when that player leaves the game (CR 800.4a (mtg-2024-11-08));
//! the controller is then the newest effect left's player, or its default controller.
//! "For as long as you control [this]" (CR 611.2b (mtg-2024-11-08);
//! CR 418.3d (mtg-2008-10-01)): the effect remembers its source (this object, CR 400.7); it does nothing if
//! its player doesn't control the source on the battlefield as it would begin, and ends the
//! moment that stops being so (the source leaves, or another player gains control of it),
//! checked after every event; its end is a control change like any other.
//! Does not model: "for as long as" conditions other than controlling the effect's source.

use super::characteristics::printed_event;
use super::hooks::{perform, perform_from};
use super::proposed::Proposed;
use super::select::subject_matches;
use super::select::{who_matches, Viewer};
use super::trigger_knowledge::Views;
use super::{combat, Ctx};
use crate::edition::RuleRef;
use crate::journal::Event;
use crate::mutant::Mutant;
use crate::state::{ControlEffects, ControlGrant, ObjectId, PlayerId, Zone};
use crate::vocab::trigger::ControlSide;
use crate::vocab::{Controlled, Duration, TriggerEvent};

/// Performs a control change of `obj` to `to` (CR 611.2a): a new control effect, the newest
/// (CR 613.7 (mtg-2024-11-08)); an event only if the controller changes. A player who has left
/// the game gains nothing (CR 800.4b (mtg-2024-11-08)).
pub(crate) fn gain(
    ctx: &mut Ctx,
    obj: ObjectId,
    to: PlayerId,
    until: Duration,
    source: ObjectId,
) -> Option<(RuleRef, Event)> {
    // CR 800.4b (mtg-2024-11-08): no object changes to the control of a departed player.
    if ctx.s.player(to).lost {
        return None;
    }
    let as_long_as = match until {
        // CR 611.2b (mtg-2024-11-08): "If the 'for as long as' duration never starts, the
        // effect does nothing" (CR 418.3d (mtg-2008-10-01)): `to` must control the source on
        // the battlefield now (the mutant `as-long-as-outlives` begins it anyway).
        Duration::AsLongAsYouControl(Controlled::This) => {
            if !holds(ctx, source, to) && !ctx.mutant(Mutant::AsLongAsOutlives) {
                return None;
            }
            Some(source)
        }
        Duration::Indefinitely | Duration::UntilEndOfTurn => None,
    };
    let o = ctx.s.objects.get_mut(&obj)?;
    let from = o.controller;
    if o.zone != Zone::Battlefield {
        return None;
    }
    // A grant to the player who controls it by default, over no other, changes nothing.
    if o.control.is_none() && from == to {
        return None;
    }
    let mut c = o.control.take().unwrap_or(ControlEffects {
        default: from,
        grants: Vec::new(),
    });
    // CR 611.2a: the later effect wins while both last; "until end of turn" ones end at cleanup.
    c.grants.push(ControlGrant {
        to,
        until_end_of_turn: until == Duration::UntilEndOfTurn,
        as_long_as,
    });
    o.controller = to;
    o.control = Some(c);
    if from == to {
        return None;
    }
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

pub(crate) use super::proposed::Ending;

/// Ends the control effects `ending` names on `obj`; its controller is then the newest effect
/// left's player, or the one who controls it by default. An event if that changed.
pub(crate) fn end(ctx: &mut Ctx, obj: ObjectId, ending: Ending) -> Option<(RuleRef, Event)> {
    let mut c = ctx.s.objects.get(&obj)?.control.clone()?;
    c.grants.retain(|g| match ending {
        Ending::UntilEndOfTurn => !g.until_end_of_turn,
        Ending::GivenTo(p) => g.to != p,
        Ending::Lapsed => !lapsed(&ctx.s, g),
    });
    let o = ctx.s.objects.get_mut(&obj)?;
    let from = o.controller;
    let to = c.controller();
    o.controller = to;
    o.control = (!c.grants.is_empty()).then_some(c);
    if from == to {
        return None;
    }
    combat::control_changed(ctx, obj);
    let rule = match ending {
        // CR 514.2 (mtg-2024-11-08): one of the cleanup step's simultaneous endings.
        Ending::UntilEndOfTurn => RuleRef::CleanupDamage,
        Ending::GivenTo(_) => RuleRef::LeavesGame,
        // CR 611.2b (mtg-2024-11-08): its "for as long as" duration is over.
        Ending::Lapsed => RuleRef::AsLongAs,
    };
    Some((
        rule,
        Event::ControlChanged {
            object: obj,
            from,
            to,
        },
    ))
}

/// CR 514.2 + CR 611.2a: "until end of turn" control ends in the cleanup step: each permanent
/// goes back to the player an effect still left gives it to, or its default controller, one
/// simultaneous event begun at `before`, with the cleanup step's other endings (the mutant
/// `control-never-returns` keeps it with the player who gained it).
pub(crate) fn end_until_end_of_turn(ctx: &mut Ctx, before: crate::state::GameState) {
    if ctx.mutant(Mutant::ControlNeverReturns) {
        return;
    }
    let returning: Vec<ObjectId> = ctx
        .s
        .objects
        .iter()
        .filter(|(_, o)| {
            o.control
                .as_ref()
                .is_some_and(|c| c.grants.iter().any(|g| g.until_end_of_turn))
        })
        .map(|(id, _)| *id)
        .collect();
    if returning.is_empty() {
        return;
    }
    let batch = returning
        .into_iter()
        .map(|obj| Proposed::ControlEnds {
            obj,
            ending: Ending::UntilEndOfTurn,
        })
        .collect();
    perform_from(ctx, before, batch);
    // CR 800.4c (mtg-2024-11-08): a permanent whose control effect ended, with no other one
    // left, and whose default controller has left the game, is exiled.
    let orphaned: Vec<Proposed> = ctx
        .s
        .battlefield()
        .filter(|(_, o)| ctx.s.player(o.controller).lost)
        .map(|(obj, _)| Proposed::Move {
            obj,
            to: Zone::Exile,
            rule: RuleRef::LeavesGame,
            controller: None,
            face_down: false,
        })
        .collect();
    if !orphaned.is_empty() {
        perform(ctx, orphaned);
    }
}

/// Does `player` control `obj` on the battlefield (the condition "for as long as you control
/// [this]" reads, CR 611.2b (mtg-2024-11-08))?
fn holds(ctx: &Ctx, obj: ObjectId, player: PlayerId) -> bool {
    ctx.obj(obj)
        .is_some_and(|o| o.zone == Zone::Battlefield && o.controller == player)
}

/// Is `g` a "for as long as you control [X]" effect whose player no longer controls X?
fn lapsed(s: &crate::state::GameState, g: &ControlGrant) -> bool {
    g.as_long_as.is_some_and(|src| {
        !s.object(src)
            .is_some_and(|o| o.zone == Zone::Battlefield && o.controller == g.to)
    })
}

/// CR 611.2b (mtg-2024-11-08): after every event, each control effect lasting "for as long as"
/// its player controls a permanent that player no longer controls ends, at once (one event for
/// all of them; an ending that takes another source away ends its effects in the next check).
/// The mutant `as-long-as-outlives` keeps them, as if the duration were "indefinitely".
pub(crate) fn end_lapsed(ctx: &mut Ctx) {
    if ctx.mutant(Mutant::AsLongAsOutlives) {
        return;
    }
    let ending: Vec<Proposed> = ctx
        .s
        .battlefield()
        .filter(|(_, o)| {
            o.control
                .as_ref()
                .is_some_and(|c| c.grants.iter().any(|g| lapsed(&ctx.s, g)))
        })
        .map(|(obj, _)| Proposed::ControlEnds {
            obj,
            ending: Ending::Lapsed,
        })
        .collect();
    if !ending.is_empty() {
        perform(ctx, ending);
    }
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
        // CR 603.10d (mtg-2026-01-16): an opponent gaining control looks back, so the object
        // is read as it was before the change.
        ControlSide::Gained if opponent_gain_looks_back(ctx, te) => (*to, v.before),
        ControlSide::Gained => (*to, v.after),
    };
    who_matches(*who, player, me.controller) && subject_matches(ctx.rules, state, of, *object, me)
}

/// Is `te` "whenever an opponent gains control of [of]"?
pub(crate) fn is_opponent_gain(te: &TriggerEvent) -> bool {
    matches!(
        te,
        TriggerEvent::ControlChanges {
            side: ControlSide::Gained,
            who: crate::vocab::Who::Opponent,
            ..
        }
    )
}

/// CR 603.10d (mtg-2026-01-16): "Abilities that trigger ... when a player's opponent gains
/// control of an object from that player look back in time": judged before the change, for
/// the player who lost control. CR 603.10d (mtg-2024-11-08) names only losing control, so
/// there the ability is judged after the change (CR 603.10), where its controller is the
/// gainer, no opponent of themself. The mutant `opponent-gain-judged-after` ignores the 2026
/// clause.
pub(crate) fn opponent_gain_looks_back(ctx: &Ctx, te: &TriggerEvent) -> bool {
    is_opponent_gain(te)
        && ctx.sem().opponent_gain_looks_back
        && !ctx.mutant(Mutant::OpponentGainJudgedAfter)
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

/// Is `origin` a printed "when [who] loses control of" ability, or (CR 603.10d
/// (mtg-2026-01-16)) "when an opponent gains control of" one (cited as CR 603.10d's look-back)?
pub(crate) fn is_loss_ability(ctx: &Ctx, origin: &crate::state::AbilityOrigin) -> bool {
    match printed_event(ctx, origin) {
        Some(TriggerEvent::ControlChanges {
            side: ControlSide::Lost,
            ..
        }) => true,
        Some(te) => opponent_gain_looks_back(ctx, te),
        None => false,
    }
}
