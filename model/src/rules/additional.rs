//! CR 603.2d: "that ability triggers an additional time". A static ability of a permanent says
//! that a triggered ability of the objects it names triggers once more when the event it names
//! (a permanent entering, a creature dying, restricted to the objects it names) caused it; each
//! additional instance is independent, and several such statics each add one (CR 603.2d
//! (mtg-2024-11-08): count the triggerings, then trigger that many times).
//!
//! Models: only abilities an object has, never delayed or reflexive ones (CR 603.2e
//! (mtg-2024-11-08), CR 603.2d (mtg-2026-01-16)); which event, object and source, read by
//! `trigger_cause`.
//!
//! Does not model: additional triggers for events other than entering and dying.

use super::trigger_cause::{self, Holder};
use super::trigger_knowledge::Views;
use super::Ctx;
use crate::journal::Event;
use crate::mutant::Mutant;
use crate::state::{GameObject, ObjectId};

/// CR 603.2d: how many "triggers an additional time" statics name the ability of `source` (as
/// it is where its ability is checked) triggering on `ev`.
pub(crate) fn additional_times(
    ctx: &Ctx,
    v: &Views,
    ev: &Event,
    source: (ObjectId, &GameObject),
) -> usize {
    if ctx.mutant(Mutant::AdditionalTriggerIgnored) {
        return 0;
    }
    // The statics' source selectors name "a permanent" (CR 110.1); the mutant reads every
    // source as if it were on the battlefield.
    let anywhere;
    let source = if ctx.mutant(Mutant::AdditionalTriggerAnyZone) {
        anywhere = GameObject {
            zone: crate::state::Zone::Battlefield,
            ..source.1.clone()
        };
        (source.0, &anywhere)
    } else {
        source
    };
    let statics =
        trigger_cause::holders(ctx, v, ev, |s| s.additional_cause().map(|c| c.into_owned()));
    statics
        .iter()
        .filter(|(h, cause)| counts(ctx, v, ev, cause, *h, source))
        .count()
}

/// Does the static's cause name this event and this source?
fn counts(
    ctx: &Ctx,
    v: &Views,
    ev: &Event,
    cause: &crate::vocab::TriggerCause,
    holder: Holder,
    source: (ObjectId, &GameObject),
) -> bool {
    trigger_cause::names_event(ctx, v, cause, holder, ev)
        && trigger_cause::names_source(ctx, cause, holder, source)
}
