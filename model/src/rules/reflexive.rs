//! CR 603.12: reflexive triggered abilities ("you may sacrifice another creature. When you do,
//! ..."). Created by a resolving ability, checked immediately, and triggered only if the action
//! happened during that resolution.
//!
//! Does not model: 603.12a ("any number of times" costs).

use super::trigger_event::{trigger, NewInstance};
use super::Ctx;
use crate::journal::Event;
use crate::mutant::Mutant;
use crate::state::{AbilityOrigin, ObjectId, PlayerId, Zone};
use crate::vocab::{CardId, Effect};

/// What the resolving ability did for its reflexive trigger: the sacrifice event, if any, with
/// the sacrificed permanent's power read just before it left.
pub(crate) fn check(
    ctx: &mut Ctx,
    then: &Effect,
    source: (ObjectId, CardId),
    controller: PlayerId,
    sacrificed: Option<((u16, Event), i16)>,
) {
    let happened = match &sacrificed {
        Some((
            (
                idx,
                Event::ZoneChange {
                    card,
                    from: Some(Zone::Battlefield),
                    counters,
                    face_down,
                    ..
                },
            ),
            power,
        )) => {
            // CR 608.2h + CR 113.7a: "its power" is the sacrificed creature's as it last
            // existed, read by the caller before it left (the mutant reads the card and the
            // counters the zone change kept, without "until end of turn" changes).
            let p = if ctx.mutant(Mutant::ReflexivePowerWithoutPumps) {
                super::characteristics::last_known_power(ctx.rules, *card, counters, *face_down)
            } else {
                *power
            };
            Some((*idx, p.max(0).unsigned_abs()))
        }
        _ => None,
    };
    // CR 603.12: it triggers only if the action happened during this resolution.
    let (cause, x) = match happened {
        Some(h) => (Some(h.0), h.1),
        None if ctx.mutant(Mutant::ReflexiveWithoutAction) => (None, 0),
        None => return,
    };
    trigger(
        ctx,
        NewInstance {
            cause,
            x,
            ..NewInstance::of(
                AbilityOrigin::Reflexive {
                    effect: Box::new(then.clone()),
                },
                source,
                controller,
            )
        },
    );
}
