//! CR 603.5: "may" and "unless" in triggered abilities. Such abilities go on the stack
//! regardless; the choice is made as the ability resolves.
//!
//! Models: "you may [effect]" answered by the controller; "[effect] unless an opponent pays N
//! life" answered by the next opponent in turn order.
//! Does not model: "unless" with mana payments.

use super::Ctx;
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
    ta.unless_opponent_pays_life
        .map(|life| (ctx.next_player(controller), Ask::Unless { life }))
}
