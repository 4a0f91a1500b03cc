//! CR 603.5: "may" and "unless" in triggered abilities. Such abilities go on the stack
//! regardless; the choice is made as the ability resolves.
//!
//! Models: "you may [effect]" answered by the controller; "[effect] unless an opponent pays N
//! life" offered to each opponent in turn (CR 101.4 order) until one pays (CR 118.12a).
//! Does not model: "unless" with mana payments.

use super::Ctx;
use crate::mutant::Mutant;
use crate::state::{Ask, PlayerId};
use crate::vocab::TriggeredAbility;

/// The question a resolving printed ability asks, and who answers it.
pub(crate) fn question(
    ctx: &Ctx,
    ta: &TriggeredAbility,
    controller: PlayerId,
) -> Option<(PlayerId, Ask)> {
    if ta.optional {
        return Some((controller, Ask::May));
    }
    let first = unless_payers(ctx, controller).first().copied()?;
    ta.unless_opponent_pays_life
        .map(|life| (first, Ask::Unless { life }))
}

/// CR 603.5 + CR 118.12a + CR 101.4: who may pay for "unless an opponent pays", in the order
/// they are asked: each opponent of `controller`, in APNAP order (the mutant asks only the
/// next player in turn order).
pub(crate) fn unless_payers(ctx: &Ctx, controller: PlayerId) -> Vec<PlayerId> {
    if ctx.mutant(Mutant::UnlessNextOpponentOnly) {
        return vec![ctx.next_player(controller)];
    }
    ctx.s
        .apnap()
        .into_iter()
        .filter(|p| *p != controller)
        .collect()
}

/// The opponent asked after `declined` declined to pay, if any is left.
pub(crate) fn next_payer(ctx: &Ctx, controller: PlayerId, declined: PlayerId) -> Option<PlayerId> {
    let payers = unless_payers(ctx, controller);
    let at = payers.iter().position(|p| *p == declined)?;
    payers.get(at + 1).copied()
}
