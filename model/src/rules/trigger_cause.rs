//! Statics that change whether or how often an event causes abilities to trigger: "[objects]
//! entering / dying don't cause abilities [of sources] to trigger" (no rule of its own in any
//! edition: the card's text overrides the triggering rule, CR 101.1 (mtg-2024-11-08),
//! CR 103.1 (mtg-2008-10-01), RB 002), and the cause a "triggers an additional time" static names (CR
//! 603.2d (mtg-2024-11-08), counted in `additional`).
//!
//! Models: the event (entering, dying), the object it happens to and the triggered abilities'
//! sources, each read from the static's controller; the statics of permanents with their
//! abilities in the state the event's object is examined in (after entering, CR 603.6a
//! (mtg-2024-11-08); before dying, looking back, CR 603.10a (mtg-2024-11-08)). A suppression
//! that names no source also stops delayed triggers (they are abilities too); one that names
//! sources does not, as a delayed trigger is no ability of its source (CR 603.2e
//! (mtg-2024-11-08)).
//!
//! Does not model: other events (attacking, casting), statics that suppress only some kinds of
//! abilities, or suppressing reflexive triggers (none waits for entering or dying).

use super::select::{self, Viewer};
use super::trigger_knowledge::Views;
use super::{characteristics, Ctx};
use crate::journal::{Event, NotTriggeredReason};
use crate::mutant::Mutant;
use crate::state::{AbilityOrigin, GameObject, GameState, ObjectId, Zone};
use crate::vocab::{CauseEvent, StaticAbility, TriggerCause};

/// The object an event happens to, and the state in which it and the statics are read.
pub(crate) fn event_object<'a>(
    v: &Views<'a>,
    event: CauseEvent,
    ev: &Event,
) -> Option<(ObjectId, &'a GameState)> {
    match (event, ev) {
        // CR 603.6a (mtg-2024-11-08): entering is seen after the event.
        (
            CauseEvent::Enters,
            Event::ZoneChange {
                new: Some(n),
                to: Zone::Battlefield,
                ..
            },
        ) => Some((*n, v.after)),
        // CR 700.4 (mtg-2024-11-08) + CR 603.10a (mtg-2024-11-08): dying is battlefield to
        // graveyard, seen as the object last existed.
        (
            CauseEvent::Dies,
            Event::ZoneChange {
                old,
                from: Some(Zone::Battlefield),
                to: Zone::Graveyard,
                ..
            },
        ) => Some((*old, v.before)),
        _ => None,
    }
}

/// The permanent with a static, the static's controller and the state it is read in.
#[derive(Clone, Copy)]
pub(crate) struct Holder<'a> {
    pub id: ObjectId,
    pub object: &'a GameObject,
    pub state: &'a GameState,
}

impl Holder<'_> {
    fn viewer(&self) -> Viewer {
        Viewer::of(self.state, self.id, self.object.controller)
    }
}

/// Does `cause`, as the static of `holder` reads it, name event `ev`?
pub(crate) fn names_event(
    ctx: &Ctx,
    v: &Views,
    cause: &TriggerCause,
    holder: Holder,
    ev: &Event,
) -> bool {
    let Some((obj, s)) = event_object(v, cause.event, ev) else {
        return false;
    };
    // Mutant: the object the static names is not checked ("an artifact or creature" ignored).
    ctx.mutant(Mutant::AdditionalTriggerObjectIgnored)
        || select::matches(ctx.rules, s, &cause.object, obj, holder.viewer())
}

/// Does `cause`, as the static of `holder` reads it, name the triggered abilities of `source`
/// (as `source` is in the state its ability is checked in)?
pub(crate) fn names_source(
    ctx: &Ctx,
    cause: &TriggerCause,
    holder: Holder,
    source: (ObjectId, &GameObject),
) -> bool {
    select::object_matches(
        ctx.rules,
        &cause.source,
        source,
        source.0 == holder.id,
        holder.viewer(),
    )
}

/// The permanents with their abilities in the state event `ev` is read in, with their
/// statics of the kind `pick` takes.
pub(crate) fn holders<'a, T>(
    ctx: &'a Ctx,
    v: &Views<'a>,
    ev: &Event,
    pick: impl Fn(&StaticAbility) -> Option<T> + 'a,
) -> Vec<(Holder<'a>, T)> {
    let s = match ev {
        Event::ZoneChange {
            from: Some(Zone::Battlefield),
            to: Zone::Graveyard,
            ..
        } => v.before,
        _ => v.after,
    };
    let mut out = Vec::new();
    let reader = characteristics::AbilityReader::new(ctx.rules, s);
    for (id, o) in s.battlefield() {
        // CR 613.1f: the statics the permanent has in the state the event is judged in.
        let found: Vec<T> = reader.statics(id).filter_map(&pick).collect();
        if found.is_empty() {
            continue;
        }
        for t in found {
            out.push((
                Holder {
                    id,
                    object: o,
                    state: s,
                },
                t,
            ));
        }
    }
    out
}

/// The suppressing static of a permanent that stops `source`'s ability triggering on `ev`, if
/// any (`source` is `None` for a delayed trigger, which only a static naming no source stops).
pub(crate) fn suppressed_by(
    ctx: &Ctx,
    v: &Views,
    ev: &Event,
    source: Option<(ObjectId, &GameObject)>,
) -> Option<ObjectId> {
    if ctx.mutant(Mutant::SuppressionIgnored) {
        return None;
    }
    let every_event = ctx.mutant(Mutant::SuppressionEveryEvent);
    let every_source = ctx.mutant(Mutant::SuppressionEveryTrigger);
    let statics = holders(ctx, v, ev, |s| match s {
        StaticAbility::SuppressTriggers(c) => Some(c.clone()),
        _ => None,
    });
    statics
        .into_iter()
        .find(|(h, cause)| {
            // CR 101.1 (mtg-2024-11-08): the static overrides triggering for the event it
            // names (the mutant: for every event).
            let event = every_event || names_event(ctx, v, cause, *h, ev);
            // CR 603.2e (mtg-2024-11-08): a static naming sources names their abilities only
            // (the mutant: every ability the event triggers).
            let named = every_source
                || match source {
                    Some(src) => names_source(ctx, cause, *h, src),
                    None => cause.source == crate::vocab::Selector::default(),
                };
            event && named
        })
        .map(|(h, _)| h.id)
}

/// CR 101.1 (mtg-2024-11-08): does a static stop printed ability `index` of `source` triggering
/// on event `ev` (journal index `idx`)? If so, journals why.
pub(crate) fn stops(
    ctx: &mut Ctx,
    v: &Views,
    (idx, ev): (u16, &Event),
    (id, o): (ObjectId, &GameObject),
    origin: AbilityOrigin,
) -> bool {
    let Some(by) = suppressed_by(ctx, v, ev, Some((id, o))) else {
        return false;
    };
    let reason = NotTriggeredReason::Suppressed { cause: idx, by };
    super::trigger_event::not_triggered(ctx, origin, id, reason);
    true
}
