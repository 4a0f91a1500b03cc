//! Properties of the statics that change how an event causes abilities to trigger, restated
//! from the card texts and the rules: "[objects] entering / dying don't cause abilities [of
//! sources] to trigger" (card text over the triggering rule: CR 101.1 (mtg-2024-11-08),
//! CR 103.1 (mtg-2008-10-01), RB 002), and "that ability triggers an additional time" for the event,
//! object and source the text names (CR 603.2d (mtg-2024-11-08)), never for delayed or reflexive
//! triggers (CR 603.2e (mtg-2024-11-08), CR 603.2d (mtg-2026-01-16)).
//!
//! The properties read the statics of the permanents on the battlefield after the step; a step
//! in which a permanent with such a static left the battlefield, or one whose abilities the
//! statics read left its place, is not judged (what it looked like then is not known).

use crate::observe::has_abilities;
use crate::readings::Holder;
use crate::selector::{selects, Known};
use crate::{Expectation, Kind, Property, View, ALL, MTG_603};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening, NotTriggeredReason};
use triggerproof_model::state::{AbilityOrigin, ObjectId, Zone};
use triggerproof_model::vocab::{CauseEvent, Selector, StaticAbility, TriggerCause};

/// Is it a static that changes triggering: (its cause, whether it suppresses)?
fn modifying(s: &StaticAbility) -> Option<(TriggerCause, bool)> {
    match s {
        StaticAbility::SuppressTriggers(c) => Some((c.clone(), true)),
        other => other.additional_cause().map(|c| (c.into_owned(), false)),
    }
}

/// The statics on the battlefield after the step, or `None` when a permanent with one left the
/// battlefield during the step (its static may have applied to the step's events). Read once
/// per view (`readings`).
fn holders<'v>(v: &'v View) -> Option<&'v [Holder]> {
    v.holders(|| find_holders(v)).as_deref()
}

fn find_holders(v: &View) -> Option<Vec<Holder>> {
    let left = v.journal.entries.iter().any(|e| match &e.what {
        Happening::Event(Event::ZoneChange {
            card,
            from: Some(Zone::Battlefield),
            ..
        }) => v.pool.get(*card).statics().any(|s| modifying(s).is_some()),
        _ => false,
    });
    if left {
        return None;
    }
    let mut out = Vec::new();
    for (id, o) in v.state.battlefield() {
        // Only a permanent with such a static is asked whether it has its abilities.
        let statics = || v.pool.get(o.card).statics();
        if !statics().any(|s| modifying(s).is_some()) || !has_abilities(v, id) {
            continue;
        }
        for s in statics() {
            if let Some((cause, suppress)) = modifying(s) {
                out.push(Holder {
                    id,
                    controller: o.controller,
                    cause,
                    suppress,
                });
            }
        }
    }
    Some(out)
}

/// Does the holder's cause name the event at journal index `c`? `None` when unknown.
fn names_event(v: &View, h: &Holder, c: u16) -> Option<bool> {
    let Some(Happening::Event(e)) = v.journal.entries.get(c as usize).map(|x| &x.what) else {
        return Some(false);
    };
    let you = h.controller;
    match (h.cause.event, e) {
        // CR 603.6a (mtg-2024-11-08): the permanent that entered, as it is now.
        (
            CauseEvent::Enters,
            Event::ZoneChange {
                new: Some(n),
                to: Zone::Battlefield,
                ..
            },
        ) => {
            let o = v.state.object(*n).filter(|o| o.zone == Zone::Battlefield)?;
            selects(v.pool, &h.cause.object, &Known::of(o, *n == h.id), you)
        }
        // CR 700.4 (mtg-2024-11-08): dying is battlefield to graveyard; the creature as the
        // journal last saw it.
        (
            CauseEvent::Dies,
            Event::ZoneChange {
                old,
                card,
                controller,
                from: Some(Zone::Battlefield),
                to: Zone::Graveyard,
                ..
            },
        ) => {
            let k = Known::from_journal(*card, *controller, *old == h.id);
            selects(v.pool, &h.cause.object, &k, you)
        }
        _ => Some(false),
    }
}

/// Does the holder's cause name the abilities of `source` (`None` for a delayed trigger)?
fn names_source(v: &View, h: &Holder, source: Option<ObjectId>) -> Option<bool> {
    let Some(source) = source else {
        // A delayed trigger is no ability of an object (CR 603.2e (mtg-2024-11-08)): only a
        // static naming every ability names it.
        return Some(h.cause.source == Selector::default());
    };
    let o = v.state.object(source)?;
    selects(
        v.pool,
        &h.cause.source,
        &Known::of(o, source == h.id),
        h.controller,
    )
}

/// Both tests, three-valued.
fn names(v: &View, h: &Holder, cause: u16, source: Option<ObjectId>) -> Option<bool> {
    match (names_event(v, h, cause), names_source(v, h, source)) {
        (Some(false), _) | (_, Some(false)) => Some(false),
        (Some(true), Some(true)) => Some(true),
        _ => None,
    }
}

/// The source an origin's ability belongs to, as the statics read it.
fn own_source(origin: &AbilityOrigin, source: ObjectId) -> Option<ObjectId> {
    match origin {
        AbilityOrigin::Printed { .. } | AbilityOrigin::Granted { .. } => Some(source),
        AbilityOrigin::Delayed { .. } | AbilityOrigin::Reflexive { .. } => None,
    }
}

/// CR 101.1 (mtg-2024-11-08): an event a static says doesn't cause abilities [of the sources
/// it names] to trigger triggers none of them.
pub(crate) fn suppressed_trigger_nothing(v: &View) -> bool {
    let Some(hs) = holders(v) else { return true };
    v.journal.entries.iter().all(|e| {
        let Happening::Triggered {
            source,
            origin,
            cause: Some(c),
            ..
        } = &e.what
        else {
            return true;
        };
        let src = own_source(origin, *source);
        !hs.iter()
            .any(|h| h.suppress && names(v, h, *c, src) == Some(true))
    })
}

/// CR 101.1 (mtg-2024-11-08): an ability the journal says a static stopped is one that static
/// names: its event, the event's object and the ability's source (everything else triggers).
pub(crate) fn suppression_names_what_it_stops(v: &View) -> bool {
    let Some(hs) = holders(v) else { return true };
    v.journal.entries.iter().all(|e| {
        let Happening::NotTriggered {
            origin,
            source,
            reason: NotTriggeredReason::Suppressed { cause, by },
        } = &e.what
        else {
            return true;
        };
        let src = own_source(origin, *source);
        let mine: Vec<&Holder> = hs.iter().filter(|h| h.id == *by && h.suppress).collect();
        if mine.is_empty() {
            // The named permanent has no suppressing static now: only if it is gone.
            return v.state.object(*by).is_none();
        }
        mine.iter().any(|h| names(v, h, *cause, src) != Some(false))
    })
}

/// May a static have stopped the ability of `source` triggering on the event at journal index
/// `cause` (for properties that expect it to trigger)? `true` when not known.
pub fn may_be_suppressed(v: &View, cause: usize, source: ObjectId) -> bool {
    let Some(hs) = holders(v) else { return true };
    let Ok(c) = u16::try_from(cause) else {
        return true;
    };
    hs.iter()
        .any(|h| h.suppress && names(v, h, c, Some(source)) != Some(false))
}

fn suppressed_seen(v: &View) -> bool {
    v.journal.entries.iter().any(|e| {
        matches!(
            e.what,
            Happening::NotTriggered {
                reason: NotTriggeredReason::Suppressed { .. },
                ..
            }
        )
    })
}

/// CR 603.2d (mtg-2024-11-08): an ability triggers once, plus once for each "triggers an
/// additional time" static naming its event, the event's object and its source; each is an
/// instance of its own. `true` when not judged.
pub fn additional_counted(v: &View) -> bool {
    let Some(hs) = holders(v) else { return true };
    let entries = &v.journal.entries;
    entries.iter().all(|e| {
        let Happening::Triggered {
            source,
            origin: origin @ AbilityOrigin::Printed { .. },
            cause: Some(c),
            additional: false,
            ..
        } = &e.what
        else {
            return true;
        };
        let mut extra = 0;
        for h in hs.iter().filter(|h| !h.suppress) {
            match names(v, h, *c, Some(*source)) {
                Some(true) => extra += 1,
                Some(false) => {}
                None => return true,
            }
        }
        let n = entries
            .iter()
            .filter(|x| matches!(&x.what, Happening::Triggered { source: s, origin: o, cause: Some(cc), .. } if s == source && o == origin && cc == c))
            .count();
        n == 1 + extra
    })
}

/// CR 603.2e (mtg-2024-11-08) + CR 603.2d (mtg-2026-01-16): "triggers an additional time" is
/// about the abilities an object has, never delayed or reflexive triggers.
fn never_delayed(v: &View) -> bool {
    v.journal.entries.iter().all(|e| match &e.what {
        Happening::Triggered {
            origin, additional, ..
        } => !*additional || matches!(origin, AbilityOrigin::Printed { .. }),
        _ => true,
    })
}

/// A delayed trigger triggers on a creature dying while a "creature dying ... an additional
/// time" static is on the battlefield.
pub(crate) fn delayed_near_additional(v: &View) -> bool {
    let Some(hs) = holders(v) else { return false };
    v.journal.entries.iter().any(|e| match &e.what {
        Happening::Triggered {
            origin: AbilityOrigin::Delayed { .. },
            cause: Some(c),
            ..
        } => hs
            .iter()
            .any(|h| !h.suppress && names_event(v, h, *c) == Some(true)),
        _ => false,
    })
}

/// An additional instance from a static restricted by its object (not every permanent).
fn restricted_additional_seen(v: &View) -> bool {
    let Some(hs) = holders(v) else { return false };
    let restricted = hs
        .iter()
        .any(|h| !h.suppress && h.cause.object != Selector::default());
    restricted
        && v.journal.entries.iter().any(|e| {
            matches!(
                e.what,
                Happening::Triggered {
                    additional: true,
                    ..
                }
            )
        })
}

/// `suppression-names-what-it-stops` judges each ability the journal says a static stopped.
pub fn guarded_suppression_names_what_it_stops(v: &View) -> bool {
    let judged = crate::early::any(v, crate::readings::Marks::SUPPRESSED);
    !judged || crate::trigger_cause::suppression_names_what_it_stops(v)
}

/// `suppressed-event-triggers-nothing-named` judges each trigger on an event.
pub fn suppressed_event_triggers_nothing_named(v: &View) -> bool {
    let judged = crate::early::any(v, crate::readings::Marks::CAUSED_TRIGGER);
    !judged || crate::trigger_cause::suppressed_trigger_nothing(v)
}

/// `delayed-trigger-near-additional-static` (a witness) needs a delayed trigger on an event.
pub fn delayed_trigger_near_additional_static(v: &View) -> bool {
    let delayed = crate::early::any(v, crate::readings::Marks::DELAYED_CAUSED_TRIGGER);
    delayed && crate::trigger_cause::delayed_near_additional(v)
}

pub fn properties() -> Vec<Property> {
    use Expectation::*;
    use Kind::*;
    #[rustfmt::skip]
    let out = vec![
        Property { name: "suppressed-event-triggers-nothing-named", expectation: Always, kind: Step, statement: "An event a static says doesn't cause abilities [of the sources it names] to trigger triggers none of them.", rules: &[RuleRef::TriggerSuppressed], editions: ALL, witness: Some("trigger-suppressed-seen"), check: suppressed_event_triggers_nothing_named },
        Property { name: "suppression-names-what-it-stops", expectation: Always, kind: Step, statement: "An ability a static stopped is one the static names (event, object, source); everything else still triggers.", rules: &[RuleRef::TriggerSuppressed], editions: ALL, witness: Some("trigger-suppressed-seen"), check: guarded_suppression_names_what_it_stops },
        Property { name: "trigger-suppressed-seen", expectation: Sometimes, kind: Reachability, statement: "A static stops an ability triggering.", rules: &[RuleRef::TriggerSuppressed], editions: ALL, witness: None, check: suppressed_seen },
        Property { name: "additional-trigger-never-delayed", expectation: Always, kind: Step, statement: "'Triggers an additional time' never applies to delayed or reflexive triggers.", rules: &[RuleRef::AdditionalTrigger], editions: MTG_603, witness: Some("delayed-trigger-near-additional-static"), check: never_delayed },
        Property { name: "delayed-trigger-near-additional-static", expectation: Sometimes, kind: Reachability, statement: "A delayed trigger triggers on an event an additional-trigger static names.", rules: &[RuleRef::AdditionalTrigger], editions: MTG_603, witness: None, check: delayed_trigger_near_additional_static },
        Property { name: "restricted-additional-trigger-seen", expectation: Sometimes, kind: Reachability, statement: "An additional-trigger static restricted to some objects adds an instance.", rules: &[RuleRef::AdditionalTrigger], editions: MTG_603, witness: None, check: restricted_additional_seen },
    ];
    out
}
