//! Properties of reflexive triggers (CR 603.12): "when you do" triggers only if the action
//! happened during the resolution of the ability that created it; a sacrifice a replacement
//! modified (CR 614.6) was still taken.

use crate::observe::printed;
use crate::{Expectation, Kind, Property, View, MTG_603, NOT_2008};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening};
use triggerproof_model::state::{
    AbilityOrigin, InstanceId, PlayerId, StackObject, TriggerInstance, Zone,
};
use triggerproof_model::vocab::{
    CardId, CardType, CounterKind, Effect, ObjectRef, Quantity, Selector,
};

/// Is `ev` a sacrifice by `controller`: a permanent they control moved from the battlefield to
/// its owner's graveyard (CR 701.17a)?
fn is_sacrifice(ev: &Event, controller: PlayerId) -> bool {
    matches!(ev, Event::ZoneChange { from: Some(Zone::Battlefield), to: Zone::Graveyard, controller: c, .. } if *c == controller)
}

/// CR 603.12: a reflexive trigger is preceded, in the same resolution, by its action (a permanent
/// of its controller sacrificed). A sacrifice that a replacement modified (exiled instead) was
/// still the action taken, in its modified form (CR 701.17a + CR 614.6).
fn only_if_action_taken(v: &View) -> bool {
    v.journal.entries.iter().enumerate().all(|(i, e)| {
        let Happening::Triggered {
            origin: AbilityOrigin::Reflexive { .. },
            controller,
            ..
        } = &e.what
        else {
            return true;
        };
        let Some(start) = v.journal.entries[..i]
            .iter()
            .rposition(|e| matches!(e.what, Happening::Resolving { .. }))
        else {
            return false;
        };
        v.journal.entries[start..i].iter().any(|e| match &e.what {
            Happening::Event(ev) => is_sacrifice(ev, *controller),
            Happening::Replaced { event, .. } => is_sacrifice(event, *controller),
            _ => false,
        })
    })
}

/// Does the sacrificed card (controlled by `controlled_by` as it was sacrificed) match the
/// sacrifice selector for an ability controlled by `you`? Read from what the journal shows.
fn card_matches(
    v: &View,
    f: &Selector,
    card: CardId,
    controlled_by: PlayerId,
    you: PlayerId,
) -> bool {
    let known = crate::selector::Known::from_journal(card, controlled_by, false);
    crate::selector::selects(v.pool, f, &known, you) == Some(true)
}

/// CR 603.12 + CR 701.17a: "you may sacrifice another [filter]" sacrifices only a permanent
/// matching the filter, never the ability's own source, and one its controller controls.
fn sacrifice_matches_filter(v: &View) -> bool {
    let e = &v.journal.entries;
    let mut resolving: Option<&TriggerInstance> = None;
    let mut sacrificed = false;
    for x in e {
        match &x.what {
            Happening::Resolving { instance, .. } => {
                resolving = instance.as_ref();
                sacrificed = false;
            }
            Happening::Resolved { .. } => resolving = None,
            Happening::Event(Event::ZoneChange {
                old,
                card,
                from: Some(Zone::Battlefield),
                controller,
                ..
            })
            | Happening::Replaced {
                event:
                    Event::ZoneChange {
                        old,
                        card,
                        from: Some(Zone::Battlefield),
                        controller,
                        ..
                    },
                ..
            } if x.rule == RuleRef::Sacrifice && !sacrificed => {
                let Some(t) = resolving else { continue };
                let Some(Effect::ReflexiveSacrifice { sacrifice, .. }) =
                    printed(v, &t.origin).map(|ta| &ta.effect)
                else {
                    continue;
                };
                sacrificed = true;
                let ok = *old != t.source
                    && *controller == t.controller
                    && card_matches(v, sacrifice, *card, *controller, t.controller);
                if !ok {
                    return false;
                }
            }
            _ => {}
        }
    }
    true
}

/// A permanent is sacrificed for a reflexive ability whose filter is not "creature".
fn non_creature_sacrificed(v: &View) -> bool {
    let mut resolving: Option<&TriggerInstance> = None;
    v.journal.entries.iter().any(|x| match &x.what {
        Happening::Resolving { instance, .. } => {
            resolving = instance.as_ref();
            false
        }
        Happening::Event(Event::ZoneChange { from: Some(Zone::Battlefield), .. }) if x.rule == RuleRef::Sacrifice => {
            resolving.and_then(|t| printed(v, &t.origin)).is_some_and(|ta| matches!(&ta.effect, Effect::ReflexiveSacrifice { sacrifice, .. } if sacrifice.card_type != Some(CardType::Creature)))
        }
        _ => false,
    })
}

/// The properties' own reading of a creature's power as its zone change kept it (CR 113.7a):
/// layer 7a, the printed power, or 2 for a face-down permanent (CR 708.2a); layer 7c, its
/// +1/+1 and -1/-1 counters (CR 122.1a) and its "until end of turn" changes (CR 613.4c).
pub(crate) fn power_as_it_left(v: &View, ev: &Event) -> Option<i16> {
    let Event::ZoneChange {
        card,
        from: Some(Zone::Battlefield),
        counters,
        face_down,
        pump,
        ..
    } = ev
    else {
        return None;
    };
    let base = if *face_down {
        2
    } else {
        i16::from(v.pool.get(*card).power)
    };
    let of = |k| {
        counters
            .iter()
            .filter(|(c, _)| *c == k)
            .map(|(_, n)| i16::from(*n))
            .sum::<i16>()
    };
    Some(base + of(CounterKind::PlusOne) - of(CounterKind::MinusOne) + i16::from(pump.0))
}

/// Does reflexive effect `effect` read "the sacrificed creature's power"?
fn reads_sacrificed_power(effect: &Effect) -> bool {
    let mut found = false;
    effect.quantities(&mut |q| {
        q.walk(&mut |x| found |= *x == Quantity::PowerOf(ObjectRef::Sacrificed))
    });
    found
}

/// CR 608.2h + CR 113.7a (mtg-2024-11-08): a reflexive ability that reads "the sacrificed
/// creature's power" knows the power it had as it last existed on the battlefield (counters
/// and "until end of turn" changes included, CR 613.4c; below 0 it deals none, CR 107.1b),
/// remembered in its instance as it triggers.
fn reflexive_power_is_last_known(v: &View) -> bool {
    v.journal.entries.iter().all(|e| {
        let Happening::Triggered {
            instance,
            origin: AbilityOrigin::Reflexive { effect },
            cause,
            ..
        } = &e.what
        else {
            return true;
        };
        let sacrificed = match cause.and_then(|c| v.journal.entries.get(usize::from(c))) {
            Some(x) => match &x.what {
                Happening::Event(ev) | Happening::Replaced { event: ev, .. } => ev,
                _ => return true,
            },
            None => return true,
        };
        let (Some(p), Some(t)) = (power_as_it_left(v, sacrificed), instance_in(v, *instance))
        else {
            return true;
        };
        !reads_sacrificed_power(effect) || i32::from(t.x) == i32::from(p.max(0))
    })
}

/// The instance `id` as it stands after the step (waiting or on the stack).
pub(crate) fn instance_in<'a>(v: &'a View, id: InstanceId) -> Option<&'a TriggerInstance> {
    v.state.waiting.iter().find(|t| t.id == id).or_else(|| {
        v.state.stack.iter().find_map(|s| match s {
            StackObject::Triggered { instance, .. } if instance.id == id => Some(instance),
            _ => None,
        })
    })
}

/// A reflexive ability reading the sacrificed creature's power triggers for a creature that
/// had an "until end of turn" change as it was sacrificed.
fn pumped_creature_sacrificed(v: &View) -> bool {
    v.journal.entries.iter().any(|e| {
        let Happening::Triggered {
            origin: AbilityOrigin::Reflexive { effect },
            cause: Some(c),
            ..
        } = &e.what
        else {
            return false;
        };
        reads_sacrificed_power(effect)
            && v.journal.entries.get(usize::from(*c)).is_some_and(|x| {
                matches!(&x.what, Happening::Event(Event::ZoneChange { pump, .. }) if pump.0 != 0)
            })
    })
}

fn reflexive_triggered(v: &View) -> bool {
    v.journal.iter().any(|e| {
        matches!(
            e.what,
            Happening::Triggered {
                origin: AbilityOrigin::Reflexive { .. },
                ..
            }
        )
    })
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step};

pub fn properties() -> Vec<Property> {
    vec![
        Property {
            name: "reflexive-only-if-action-taken",
            expectation: Always,
            kind: Step,
            statement:
                "A reflexive ability triggers only if its action happened during that resolution.",
            rules: &[RuleRef::Reflexive],
            editions: NOT_2008,
            witness: Some("reflexive-trigger-seen"),
            check: only_if_action_taken,
        },
        Property {
            name: "sacrifice-matches-its-filter",
            expectation: Always,
            kind: Step,
            statement: "'You may sacrifice another [filter]' sacrifices only another permanent you control that matches the filter.",
            rules: &[RuleRef::Reflexive, RuleRef::Sacrifice],
            editions: NOT_2008,
            witness: Some("non-creature-sacrificed"),
            check: sacrifice_matches_filter,
        },
        Property {
            name: "non-creature-sacrificed",
            expectation: Sometimes,
            kind: Reachability,
            statement: "A reflexive ability whose filter is not 'creature' has a permanent sacrificed for it.",
            rules: &[RuleRef::Sacrifice],
            editions: NOT_2008,
            witness: None,
            check: non_creature_sacrificed,
        },
        Property {
            name: "reflexive-power-is-last-known",
            expectation: Always,
            kind: Step,
            statement: "A reflexive ability dealing 'the sacrificed creature's power' knows the power the creature had as it last existed on the battlefield, counters and 'until end of turn' changes included.",
            rules: &[RuleRef::Reflexive],
            editions: MTG_603,
            witness: Some("pumped-creature-sacrificed"),
            check: reflexive_power_is_last_known,
        },
        Property {
            name: "pumped-creature-sacrificed",
            expectation: Sometimes,
            kind: Reachability,
            statement: "A reflexive ability reading the sacrificed creature's power triggers for a creature with an 'until end of turn' change.",
            rules: &[RuleRef::Reflexive],
            editions: MTG_603,
            witness: None,
            check: pumped_creature_sacrificed,
        },
        Property {
            name: "reflexive-trigger-seen",
            expectation: Sometimes,
            kind: Reachability,
            statement: "A reflexive ability triggers.",
            rules: &[RuleRef::Reflexive],
            editions: NOT_2008,
            witness: None,
            check: reflexive_triggered,
        },
    ]
}
