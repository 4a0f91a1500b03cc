//! CR 603.2d: "that ability triggers an additional time". A static ability of a permanent says
//! that a triggered ability of a permanent its controller controls triggers once more when a
//! permanent entering the battlefield caused it; each additional instance is independent.
//!
//! Does not model: additional triggers for other events (dies) or restricted to a subtype.

use super::{zone_change, Ctx};
use crate::journal::Event;
use crate::mutant::Mutant;
use crate::state::{PlayerId, Zone};
use crate::vocab::StaticAbility;

/// CR 603.2d: each "triggers an additional time" static of a permanent `controller` controls,
/// when a permanent entering the battlefield caused the trigger.
pub(crate) fn additional_times(ctx: &Ctx, ev: &Event, controller: PlayerId) -> usize {
    if ctx.mutant(Mutant::AdditionalTriggerIgnored)
        || !matches!(
            ev,
            Event::ZoneChange {
                to: Zone::Battlefield,
                ..
            }
        )
    {
        return 0;
    }
    ctx.s
        .battlefield()
        .filter(|(_, o)| o.controller == controller)
        .map(|(id, o)| {
            let n = ctx
                .card(o.card)
                .statics()
                .filter(|s| **s == StaticAbility::EntersTriggersAdditionalTime)
                .count();
            // The abilities check scans the battlefield: only for objects that would count.
            if n > 0 && zone_change::has_abilities(ctx, id) {
                n
            } else {
                0
            }
        })
        .sum()
}
