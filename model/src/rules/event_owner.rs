//! "That player" as an ability triggers (CR 608.2h (mtg-2024-11-08): the player its event
//! names, [`event_player`]), "its owner" and "that player may" (issue 16, h16w): the owner of
//! the object a trigger event names, recorded as the ability triggers
//! (CR 108.3 (mtg-2024-11-08): ownership never changes; CR 608.2h (mtg-2024-11-08): the
//! event's object as it was), and the player who answers an optional ability's "may" when the
//! text names someone other than "you" (CR 608.2d (mtg-2024-11-08): the player the effect
//! offers the choice to makes it).

use super::characteristics::printed;
use super::Ctx;
use crate::journal::{Event, Happening};
use crate::mutant::Mutant;
use crate::state::AbilityOrigin;
use crate::state::{Ask, ObjectId, PlayerId, Target, TriggerInstance};
use crate::vocab::effect::DelayedAction;
use crate::vocab::{Effect, Objects, Who};

/// Does the effect name "its owner" (`Who::Owner`) as a player?
fn names_owner(e: &Effect) -> bool {
    match e {
        Effect::GainLife { who, .. } | Effect::LoseLife { who, .. } | Effect::Draw { who, .. } => {
            *who == Who::Owner
        }
        Effect::PutCounters {
            on: Objects::Players(who),
            ..
        } => *who == Who::Owner,
        Effect::Sequence(es) => es.iter().any(names_owner),
        Effect::ReflexiveSacrifice { then, .. } => names_owner(then),
        _ => false,
    }
}

/// Does the instance's printed ability name "its owner" (in its effect or as who may)?
fn reads_owner(ctx: &Ctx, t: &TriggerInstance) -> bool {
    printed(ctx, t).is_some_and(|ta| {
        names_owner(&ta.effect)
            || ta.modes.iter().any(names_owner)
            || ta.may_player == Some(Who::Owner)
    })
}

/// CR 108.3 + CR 608.2h (mtg-2024-11-08): the owner of the object the trigger event (journal
/// entry `cause`) names, as it triggers: a moved object's owner as the move recorded it, or
/// the owner of the object dealt damage, tapped, untapped or attacking.
pub(crate) fn event_owner(ctx: &Ctx, t: &TriggerInstance, cause: Option<u16>) -> Option<PlayerId> {
    if !reads_owner(ctx, t) {
        return None;
    }
    let Happening::Event(ev) = &ctx.j.entries.get(cause? as usize)?.what else {
        return None;
    };
    let owner_of = |o: &ObjectId| ctx.obj(*o).map(|x| x.owner);
    match ev {
        // Mutant `owner-read-as-controller`: "its owner" is the player who controlled it.
        Event::ZoneChange {
            controller, owner, ..
        } => Some(if ctx.mutant(Mutant::OwnerReadAsController) {
            *controller
        } else {
            *owner
        }),
        Event::Damage {
            to: Target::Object(o),
            ..
        } => owner_of(o),
        Event::Tapped(o) | Event::Untapped(o) | Event::Attacks { attacker: o, .. } => owner_of(o),
        _ => None,
    }
}

/// CR 608.2d (mtg-2024-11-08): who answers the "may" of `t`'s ability: "that player may" asks
/// the player its event named, "its owner may" the owner (the mutant asks the ability's
/// controller, as for "you may"). Other questions are asked of `asked`.
pub(super) fn who_may(
    ctx: &Ctx,
    t: &TriggerInstance,
    (asked, ask): (PlayerId, Ask),
) -> (PlayerId, Ask) {
    if !matches!(ask, Ask::May) || ctx.mutant(Mutant::MayAskedOfController) {
        return (asked, ask);
    }
    let named = match printed(ctx, t).and_then(|ta| ta.may_player) {
        Some(Who::That) => t.that_player,
        Some(Who::Owner) => t.that_owner,
        _ => None,
    };
    (named.unwrap_or(asked), ask)
}

/// Does the effect name "that player" (`Who::That`)?
fn names_that(e: &Effect) -> bool {
    match e {
        Effect::GainLife { who, .. } | Effect::LoseLife { who, .. } | Effect::Draw { who, .. } => {
            *who == Who::That
        }
        Effect::PutCounters {
            on: Objects::Players(who),
            ..
        } => *who == Who::That,
        Effect::Sequence(es) => es.iter().any(names_that),
        Effect::ReflexiveSacrifice { then, .. } => names_that(then),
        Effect::Delayed {
            then: DelayedAction::Do(e),
            ..
        } => names_that(e),
        _ => false,
    }
}

/// Does the instance's ability name "that player"? Only those remember the player (so no
/// other instance's state grows).
fn reads_that(ctx: &Ctx, t: &TriggerInstance) -> bool {
    match &t.origin {
        AbilityOrigin::Delayed {
            action: DelayedAction::Do(e),
            ..
        } => names_that(e),
        _ => super::characteristics::printed(ctx, t).is_some_and(|ta| {
            names_that(&ta.effect)
                || ta.modes.iter().any(names_that)
                || ta.may_player == Some(Who::That)
                || (ta.unless_opponent_pays_life.is_some() && ta.unless_payer == Who::That)
        }),
    }
}

/// CR 608.2h (mtg-2024-11-08): the player the trigger event (journal entry `cause`) names,
/// determined as it triggers: the event's player, or the controller of its object then (as it
/// last existed on the battlefield, for one that left: CR 603.10a).
pub(crate) fn event_player(ctx: &Ctx, t: &TriggerInstance, cause: Option<u16>) -> Option<PlayerId> {
    if !reads_that(ctx, t) {
        return None;
    }
    let Happening::Event(ev) = &ctx.j.entries.get(cause? as usize)?.what else {
        return None;
    };
    let controller_of = |o: &ObjectId| ctx.obj(*o).map(|x| x.controller);
    match ev {
        Event::ZoneChange { controller, .. } => Some(*controller),
        Event::Damage {
            to: Target::Player(p),
            ..
        } => Some(*p),
        Event::Damage {
            to: Target::Object(o),
            ..
        } => controller_of(o),
        Event::Drew(p) => Some(*p),
        Event::LifeGained { player, .. }
        | Event::LifeLost { player, .. }
        | Event::SpellCast { player, .. }
        | Event::ManaAdded { player, .. }
        | Event::Scored { player, .. } => Some(*player),
        Event::StepBegan { active, .. } => Some(*active),
        // CR 701.17a (mtg-2024-11-08): the sacrificer (who controlled the permanent); CR
        // 603.10f (mtg-2024-11-08): "whenever a player loses the game": the player who left
        // (asked nothing once gone, CR 800.4f (mtg-2024-11-08)).
        Event::Sacrificed { player, .. } | Event::LeftGame { player, .. } => Some(*player),
        Event::ControlChanged { to, .. } => Some(*to),
        // CR 702.21a (mtg-2024-11-08): ward's "that player" is the one who controls the spell
        // or ability its permanent became the target of.
        Event::BecameTarget { by, .. } => Some(*by),
        Event::Tapped(o) | Event::Untapped(o) | Event::Attacks { attacker: o, .. } => {
            controller_of(o)
        }
        _ => None,
    }
}
