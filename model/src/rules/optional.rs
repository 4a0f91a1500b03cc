//! CR 603.5: "may" and "unless" in triggered abilities. Such abilities go on the stack
//! regardless; the choice is made as the ability resolves.
//!
//! Models: "you may [effect]" answered by the controller; "[effect] unless an opponent pays N
//! life" offered to each opponent in turn (CR 101.4 order) until one pays (CR 118.12a); the
//! payers may also be "any player" (every player in turn order), "you" or "that player".
//! Riftbound decides some before the ability is on the Chain: a leading "you may" (RB 383.3.a)
//! and leaving a "once each turn" ability off it (RB 383.3.f.1 (riftbound-1.3)); declined
//! there, watchers see it only when placed ([`seen_when_placed`]).
//! Does not model: "unless" with mana payments.

use super::characteristics::printed;
use super::Ctx;
use crate::mutant::Mutant;
use crate::semantics::MayTiming;
use crate::state::{Ask, PlayerId, TriggerInstance};
use crate::vocab::{TriggeredAbility, Who};

/// The question a resolving printed ability asks, and who answers it.
pub(crate) fn question(
    ctx: &Ctx,
    ta: &TriggeredAbility,
    t: &TriggerInstance,
    controller: PlayerId,
) -> Option<(PlayerId, Ask)> {
    if ta.optional {
        return Some((controller, Ask::May));
    }
    let first = unless_payers(ctx, ta, t, controller).first().copied()?;
    ta.unless_opponent_pays_life
        .map(|life| (first, Ask::Unless { life }))
}

/// CR 603.5 + CR 118.12a + CR 101.4: who may pay for "unless [WHO] pays", in the order they
/// are asked: for "an opponent", each opponent of `controller`, in APNAP order (the mutant asks
/// only the next player in turn order); for "any player", every player in APNAP order, the
/// controller included (the mutant skips the controller); "you" or "that player": that one.
pub(crate) fn unless_payers(
    ctx: &Ctx,
    ta: &TriggeredAbility,
    t: &TriggerInstance,
    controller: PlayerId,
) -> Vec<PlayerId> {
    let order = ctx.s.apnap();
    let payers = match ta.unless_payer {
        Who::Opponent if ctx.mutant(Mutant::UnlessNextOpponentOnly) => {
            vec![ctx.next_player(controller)]
        }
        Who::Opponent => order.into_iter().filter(|p| *p != controller).collect(),
        // CR 118.12a (mtg-2024-11-08) + CR 101.4 (mtg-2024-11-08): "any player" is every
        // player; they decide in APNAP order.
        Who::Any if ctx.mutant(Mutant::AnyPayerSkipsController) => {
            order.into_iter().filter(|p| *p != controller).collect()
        }
        Who::Any => order,
        Who::You => vec![controller],
        // Mutant: ward's "unless that player pays" offered to every opponent in turn, as if
        // it said "an opponent" (CR 702.21a ignored).
        Who::That if ctx.mutant(Mutant::WardAsksEveryOpponent) => {
            order.into_iter().filter(|p| *p != controller).collect()
        }
        // CR 608.2h (mtg-2024-11-08): "that player" is the one the event named; CR 702.21a
        // (mtg-2024-11-08): for ward, the controller of the targeting spell or ability, alone.
        Who::That => t.that_player.into_iter().collect(),
        // CR 108.3 (mtg-2024-11-08): "its owner", the owner of the object the event named.
        Who::Owner => t.that_owner.into_iter().collect(),
    };
    // CR 800.4f (mtg-2024-11-08): a player who left the game doesn't pay, nor choose whether to
    // pay: they are never asked (`resolve_ask::ask` journals an "unless" nobody could pay). The
    // mutant asks them.
    // SIMPLIFICATION (CR 600.4d (mtg-2008-10-01)): the 2008 rules hand a departed player's
    // choice to another player the controller picks; here, as in later editions, it is not paid.
    let gone =
        |p: &PlayerId| ctx.s.player(*p).lost && !ctx.mutant(Mutant::DepartedPlayerAskedToPay);
    payers.into_iter().filter(|p| !gone(p)).collect()
}

/// The player an "unless that player pays" / "unless its owner pays" names who has left the
/// game, if so (CR 800.4f (mtg-2024-11-08)).
pub(crate) fn departed_payer(
    ctx: &Ctx,
    ta: &TriggeredAbility,
    t: &TriggerInstance,
) -> Option<PlayerId> {
    let named = match ta.unless_payer {
        Who::That => t.that_player,
        Who::Owner => t.that_owner,
        _ => None,
    };
    named.filter(|p| ctx.s.player(*p).lost)
}

/// Is `ta` ward (CR 702.21a (mtg-2024-11-08)): "whenever this becomes the target of a spell or
/// ability ..., counter it unless that player pays"?
pub(crate) fn is_ward(ta: &TriggeredAbility) -> bool {
    ta.unless_opponent_pays_life.is_some()
        && ta.unless_payer == Who::That
        && matches!(
            ta.when,
            crate::vocab::TriggerCondition::Event(crate::vocab::TriggerEvent::BecomesTarget { .. })
        )
}

/// The player asked after `declined` declined to pay, if any is left.
pub(crate) fn next_payer(
    ctx: &Ctx,
    (ta, t): (&TriggeredAbility, &TriggerInstance),
    controller: PlayerId,
    declined: PlayerId,
) -> Option<PlayerId> {
    let payers = unless_payers(ctx, ta, t, controller);
    let at = payers.iter().position(|p| *p == declined)?;
    payers.get(at + 1).copied()
}

/// A leading "you may" decided before the ability is on the Chain (RB 383.3.a).
pub(crate) fn optional_before_the_chain(ctx: &Ctx, t: &TriggerInstance) -> bool {
    let optional = printed(ctx, t).is_some_and(|ta| ta.optional);
    let before = match ctx.sem().may {
        MayTiming::BeforeTheChain => !ctx.mutant(Mutant::RbMayOnResolution),
        MayTiming::OnResolution => ctx.mutant(Mutant::MayDecidedAtTrigger),
    };
    optional && before
}

/// RB 383.3.f.1 (riftbound-1.3): a "once each turn" ability may be left off the Chain (the
/// mutant makes it mandatory).
pub(crate) fn once_each_turn_declinable(ctx: &Ctx, t: &TriggerInstance) -> bool {
    ctx.sem().once_each_turn_declinable
        && !ctx.mutant(Mutant::RbOnceEachTurnMandatory)
        && printed(ctx, t).is_some_and(|ta| ta.once_each_turn)
}

/// Do abilities watching abilities trigger see `t` only once it is placed?
/// RB 383.3.a.2 (riftbound-1.4): a leading "may" declined during finalization has not
/// triggered; RB 383.3.f.2 (riftbound-1.3): nor has a "once each turn" ability left off the Chain (the mutants let
/// watchers see them as they trigger).
pub(crate) fn seen_when_placed(ctx: &Ctx, t: &TriggerInstance) -> bool {
    let may = ctx.sem().declined_never_triggered
        && !ctx.mutant(Mutant::RbDeclinedMaySeen)
        && optional_before_the_chain(ctx, t);
    let once = once_each_turn_declinable(ctx, t) && !ctx.mutant(Mutant::RbDeclinedOnceSeen);
    may || once
}
