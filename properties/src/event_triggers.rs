//! Properties of event triggers (CR 603.2c, 603.2d, 603.2f, 603.2g, 603.2h, 603.2i): once per
//! occurrence, additional triggers, "becomes" only on a transition, hidden objects don't
//! trigger, prevented events trigger nothing ("only once each turn": `once_each_turn`).

use crate::observe::{event_of, has_abilities, newcomers, printed};
use crate::{Expectation, Kind, Property, View, ALL, MTG, MTG_603};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening};
use triggerproof_model::state::{AbilityOrigin, ObjectId, Target, Zone};
use triggerproof_model::vocab::trigger::FunctionsFrom;
use triggerproof_model::vocab::TriggerEvent;

/// The (index, entry) pairs of `Triggered` entries.
fn triggered<'a>(v: &'a View) -> impl Iterator<Item = (usize, &'a Happening)> {
    v.journal
        .entries
        .iter()
        .enumerate()
        .filter(|(_, e)| matches!(e.what, Happening::Triggered { .. }))
        .map(|(i, e)| (i, &e.what))
}

fn event_at<'a>(v: &'a View, i: u16) -> Option<&'a Event> {
    match &v.journal.entries.get(i as usize)?.what {
        Happening::Event(e) => Some(e),
        _ => None,
    }
}

/// CR 603.2h: a trigger's cause is an event that actually happened, of the kind the ability
/// waits for: never a prevented event, never the event a replacement stopped, except (RB
/// 808.1.d.1 (riftbound-1.4)) a permanent's own "when I die" on its replaced kill, removed at once.
fn prevented_trigger_nothing(v: &View) -> bool {
    crate::causes::prevented_or_replaced_trigger_nothing(v)
}

fn prevented_near_damage_trigger(v: &View) -> bool {
    v.journal.iter().any(|e| match &e.what {
        Happening::Prevented {
            event:
                Event::Damage {
                    to: Target::Object(o),
                    ..
                },
            ..
        } => v.state.object(*o).is_some_and(|x| {
            v.pool.get(x.card).triggered().any(|(_, t)| {
                matches!(
                    t.when,
                    triggerproof_model::vocab::TriggerCondition::Event(TriggerEvent::DealtDamage(
                        _
                    ))
                )
            })
        }),
        _ => false,
    })
}

fn replaced_event_triggers(v: &View) -> bool {
    v.journal.iter().any(|e| matches!(e.what, Happening::Replaced { .. }))
        && triggered(v).any(|(_, h)| matches!(h, Happening::Triggered { cause: Some(c), .. } if matches!(event_at(v, *c), Some(Event::ZoneChange { to: Zone::Exile, .. }))))
}

/// CR 603.2c: a watcher on the battlefield triggers once for each object that died, and no
/// ability triggers twice on one occurrence.
pub(crate) fn once_per_occurrence(v: &View) -> bool {
    let mut seen = std::collections::BTreeSet::new();
    for (_, h) in triggered(v) {
        if let Happening::Triggered {
            source,
            origin,
            cause: Some(c),
            additional: false,
            ..
        } = h
        {
            if !seen.insert((*source, format!("{origin:?}"), *c)) {
                return false;
            }
        }
    }
    let fresh = newcomers(v);
    for (i, e) in v.journal.entries.iter().enumerate() {
        let Happening::Event(Event::ZoneChange {
            old,
            card,
            from: Some(Zone::Battlefield),
            to: Zone::Graveyard,
            controller,
            ..
        }) = &e.what
        else {
            continue;
        };
        for (w, wo) in v.state.battlefield() {
            if fresh.contains(&w) || !has_abilities(v, w) || !wo.is_public() {
                continue;
            }
            for (index, ta) in v.pool.get(wo.card).triggered() {
                let Some(TriggerEvent::Dies(f)) = event_of(
                    v,
                    &AbilityOrigin::Printed {
                        card: wo.card,
                        index,
                    },
                ) else {
                    continue;
                };
                let plain = ta.intervening_if.is_none()
                    && !ta.once_each_turn
                    && !ta.one_or_more
                    && !ta.triggers_once_each_turn
                    && ta.functions_from == FunctionsFrom::Battlefield;
                // What the journal says of the dying creature: card and controller (CR 603.10a).
                let known = crate::selector::Known::from_journal(*card, *controller, false);
                let matches = !f.this
                    && *old != w
                    && crate::selector::selects(v.pool, f, &known, wo.controller) == Some(true);
                let origin = AbilityOrigin::Printed {
                    card: wo.card,
                    index,
                };
                let fired = triggered(v).any(|(_, h)| matches!(h, Happening::Triggered { source, origin: o, cause: Some(c), .. } if *source == w && *o == origin && *c as usize == i));
                if plain && matches && !fired {
                    return false;
                }
            }
        }
    }
    true
}

fn several_occurrences(v: &View) -> bool {
    let mut count = std::collections::BTreeMap::new();
    for (_, h) in triggered(v) {
        if let Happening::Triggered {
            source,
            origin: AbilityOrigin::Printed { index, .. },
            cause: Some(_),
            ..
        } = h
        {
            *count.entry((*source, *index)).or_insert(0) += 1;
        }
    }
    count.values().any(|n| *n >= 2)
}

/// CR 603.2d: an ability triggers 1 + N times, each an instance of its own, where N counts the
/// "triggers an additional time" statics naming its event, the event's object and its source
/// ("a permanent you control": an ability of a card in another zone is no permanent's, CR
/// 110.1, and triggers once). Restated in `trigger_cause` (`additional-triggers-counted`,
/// checked through `early`); here, its witness:
fn additional_seen(v: &View) -> bool {
    triggered(v).any(|(_, h)| {
        matches!(
            h,
            Happening::Triggered {
                additional: true,
                ..
            }
        )
    })
}

/// CR 603.2f: "becomes tapped/untapped" triggers only on a change of status.
fn becomes_on_transition(v: &View) -> bool {
    triggered(v).all(|(_, h)| {
        let Happening::Triggered {
            origin,
            cause: Some(c),
            ..
        } = h
        else {
            return true;
        };
        match event_of(v, origin) {
            Some(TriggerEvent::BecomesTapped(_)) => match event_at(v, *c) {
                Some(Event::Tapped(o)) => !already_tapped(v, *o, *c as usize),
                _ => false,
            },
            Some(TriggerEvent::BecomesUntapped(_)) => {
                matches!(event_at(v, *c), Some(Event::Untapped(_)))
            }
            _ => true,
        }
    })
}

/// Was `o` known to be tapped just before entry `at`: tapped earlier in the step and not
/// untapped since (then tapping it again is no change of status, CR 603.2f)?
fn already_tapped(v: &View, o: ObjectId, at: usize) -> bool {
    let mut tapped = false;
    for e in &v.journal.entries[..at] {
        match &e.what {
            Happening::Event(Event::Tapped(x)) if *x == o => tapped = true,
            Happening::Event(Event::Untapped(x)) if *x == o => tapped = false,
            _ => {}
        }
    }
    tapped
}

/// A creature already tapped is tapped again while a becomes-tapped ability watches.
fn retapped_near_watcher(v: &View) -> bool {
    let watched = v.state.battlefield().any(|(_, o)| {
        v.pool.get(o.card).triggered().any(|(_, t)| {
            matches!(
                t.when,
                triggerproof_model::vocab::TriggerCondition::Event(TriggerEvent::BecomesTapped(_))
            )
        })
    });
    let resolving_tap = v.journal.entries.iter().enumerate().any(|(i, e)| {
        matches!(&e.what, Happening::Event(Event::Tapped(o)) if v.journal.entries[i + 1..].iter().any(|x| matches!(&x.what, Happening::Resolved { .. })) && v.state.object(*o).is_some_and(|x| x.tapped))
    });
    watched
        && resolving_tap
        && v.journal
            .iter()
            .any(|e| matches!(e.what, Happening::Resolving { instance: None, .. }))
}

fn enters_tapped_near_watcher(v: &View) -> bool {
    let watcher = v.state.battlefield().any(|(_, o)| {
        v.pool.get(o.card).triggered().any(|(_, t)| {
            matches!(
                t.when,
                triggerproof_model::vocab::TriggerCondition::Event(TriggerEvent::BecomesTapped(_))
            )
        })
    });
    watcher && v.journal.events().any(|e| matches!(e, Event::ZoneChange { new: Some(n), to: Zone::Battlefield, .. } if v.state.object(*n).is_some_and(|o| o.tapped)))
}

/// Was `source` visible to all players when the event happened (CR 603.2g)? A source still in
/// the state hasn't moved since (a move makes a new object); one that moved later in the step
/// was in the zone its move came from: hidden if that is a hand.
fn visible_at_event(v: &View, source: ObjectId) -> bool {
    if let Some(o) = v.state.object(source) {
        return o.is_public();
    }
    let from = v.journal.events().find_map(|e| match e {
        Event::ZoneChange { old, from, .. } if *old == source => Some(*from),
        _ => None,
    });
    from.flatten().is_none_or(|z| z != Zone::Hand)
}

/// CR 603.2g: an object no one could see when the event happened never triggers, and neither
/// does an ability that works only from a hidden zone.
fn hidden_never_trigger(v: &View) -> bool {
    triggered(v).all(|(_, h)| match h {
        Happening::Triggered {
            origin: origin @ AbilityOrigin::Printed { .. },
            source,
            ..
        } => {
            let from_hand =
                printed(v, origin).is_some_and(|t| t.functions_from == FunctionsFrom::Hand);
            !from_hand && visible_at_event(v, *source)
        }
        _ => true,
    })
}

fn hidden_condition_met(v: &View) -> bool {
    let hidden_watcher = v.state.in_zone(Zone::Hand).any(|(_, o)| {
        v.pool
            .get(o.card)
            .triggered()
            .any(|(_, t)| t.functions_from == FunctionsFrom::Hand)
    });
    hidden_watcher
        && v.journal.events().any(|e| {
            matches!(
                e,
                Event::ZoneChange {
                    from: Some(Zone::Battlefield),
                    to: Zone::Graveyard,
                    ..
                }
            )
        })
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step};

/// `additional-triggers-counted` judges each printed ability's first trigger on an event.
pub fn additional_triggers_counted(v: &View) -> bool {
    let judged = crate::early::any(v, crate::readings::Marks::PRINTED_FIRST_TRIGGER);
    !judged || crate::trigger_cause::additional_counted(v)
}

/// `replaced-death-near-dies-watcher` (a witness) needs a death replaced in this step.
pub fn replaced_death_near_dies_watcher(v: &View) -> bool {
    let replaced = crate::early::any(v, crate::readings::Marks::REPLACED_TO_GRAVEYARD);
    replaced && crate::causes::replaced_death_near_watcher(v)
}

/// `triggers-once-per-occurrence` judges each first trigger on an event and each death (for
/// the dies abilities that should have triggered).
pub fn triggers_once_per_occurrence(v: &View) -> bool {
    !crate::early::any(
        v,
        crate::readings::Marks::FIRST_TRIGGER | crate::readings::Marks::DIED,
    ) || crate::event_triggers::once_per_occurrence(v)
}

pub fn properties() -> Vec<Property> {
    vec![
        Property { name: "prevented-events-trigger-nothing", expectation: Always, kind: Step, statement: "An event that is prevented or replaced triggers nothing; only events that happen are causes. Under riftbound-1.4 a permanent's own 'when I die' is the exception: it triggers as its kill begins, and if the kill is replaced it is removed from the Chain.", rules: &[RuleRef::PreventedNoTrigger, RuleRef::Prevention, RuleRef::Replacement, RuleRef::DeathknellKillReplaced], editions: ALL, witness: Some("damage-prevented-near-damage-trigger"), check: prevented_trigger_nothing },
        Property { name: "replaced-death-near-dies-watcher", expectation: Sometimes, kind: Reachability, statement: "A death is replaced by exile while a dies ability is on the battlefield.", rules: &[RuleRef::PreventedNoTrigger, RuleRef::Replacement], editions: ALL, witness: None, check: replaced_death_near_dies_watcher },
        Property { name: "damage-prevented-near-damage-trigger", expectation: Sometimes, kind: Reachability, statement: "Damage to a permanent with an is-dealt-damage trigger is prevented.", rules: &[RuleRef::PreventedNoTrigger], editions: ALL, witness: None, check: prevented_near_damage_trigger },
        Property { name: "replacement-event-triggers", expectation: Sometimes, kind: Reachability, statement: "An event is replaced and the replacing event triggers an ability.", rules: &[RuleRef::Replacement, RuleRef::PreventedNoTrigger], editions: ALL, witness: None, check: replaced_event_triggers },
        Property { name: "triggers-once-per-occurrence", expectation: Always, kind: Step, statement: "An ability triggers once for each occurrence of its event, never twice for one.", rules: &[RuleRef::OncePerOccurrence], editions: MTG, witness: Some("ability-triggers-on-several-occurrences"), check: triggers_once_per_occurrence },
        Property { name: "ability-triggers-on-several-occurrences", expectation: Sometimes, kind: Reachability, statement: "One ability triggers several times in one step.", rules: &[RuleRef::OncePerOccurrence], editions: MTG, witness: None, check: several_occurrences },
        Property { name: "additional-triggers-counted", expectation: Always, kind: Step, statement: "With N 'triggers an additional time' effects, an enters trigger triggers 1 + N independent times.", rules: &[RuleRef::AdditionalTrigger, RuleRef::Permanent], editions: MTG_603, witness: Some("additional-trigger-seen"), check: additional_triggers_counted },
        Property { name: "additional-trigger-seen", expectation: Sometimes, kind: Reachability, statement: "An ability triggers an additional time.", rules: &[RuleRef::AdditionalTrigger], editions: MTG_603, witness: None, check: additional_seen },
        Property { name: "becomes-triggers-only-on-transition", expectation: Always, kind: Step, statement: "A 'becomes tapped/untapped' ability triggers only when the status changes, never on entering in it.", rules: &[RuleRef::BecomesTrigger, RuleRef::EntersTapped], editions: MTG, witness: Some("permanent-enters-tapped-near-watcher"), check: becomes_on_transition },
        Property { name: "tapped-creature-tapped-again-near-watcher", expectation: Sometimes, kind: Reachability, statement: "A spell taps a creature while a becomes-tapped ability watches (it may be tapped already).", rules: &[RuleRef::BecomesTrigger], editions: MTG, witness: None, check: retapped_near_watcher },
        Property { name: "permanent-enters-tapped-near-watcher", expectation: Sometimes, kind: Reachability, statement: "A permanent enters tapped while a becomes-tapped ability is on the battlefield.", rules: &[RuleRef::BecomesTrigger], editions: MTG, witness: None, check: enters_tapped_near_watcher },
        Property { name: "hidden-objects-never-trigger", expectation: Always, kind: Step, statement: "An ability of an object no player can see never triggers.", rules: &[RuleRef::HiddenNoTrigger], editions: ALL, witness: Some("hidden-ability-condition-met"), check: hidden_never_trigger },
        Property { name: "hidden-ability-condition-met", expectation: Sometimes, kind: Reachability, statement: "A creature dies while a card in a hand has an ability watching for it.", rules: &[RuleRef::HiddenNoTrigger], editions: ALL, witness: None, check: hidden_condition_met },
    ]
}
