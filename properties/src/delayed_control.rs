//! Who controls a delayed triggered ability and what it affects (CR 603.7c, 603.7d, 603.7e):
//! created by a resolving spell or ability, it is controlled by that spell's or ability's
//! controller and its source is that ability's source; when it triggers it keeps that
//! controller; as it resolves it affects only the objects it refers to (a referred object that
//! changed zones is a new object it no longer finds, CR 400.7).

use crate::{Expectation, Kind, Property, View, MTG};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening};
use triggerproof_model::state::AbilityOrigin;

/// CR 603.7d + 603.7e: a delayed trigger created while an ability resolves is controlled by that
/// ability's controller (fixed when it triggered, CR 603.3a) and has its source; one created by
/// a spell is controlled by the player the spell resolves for.
fn created_with_creator(v: &View) -> bool {
    v.journal.entries.iter().enumerate().all(|(k, e)| {
        let Happening::DelayedCreated {
            controller, source, ..
        } = &e.what
        else {
            return true;
        };
        let creator = v.journal.entries[..k]
            .iter()
            .rev()
            .find_map(|x| match &x.what {
                Happening::Resolving {
                    instance,
                    controller,
                    ..
                } => Some((instance.as_ref(), *controller)),
                _ => None,
            });
        match creator {
            Some((Some(t), _)) => t.controller == *controller && t.source == *source,
            Some((None, c)) => c == *controller,
            None => true,
        }
    })
}

/// CR 603.7d-e: a delayed ability that triggers is controlled by its delayed trigger's controller.
fn triggers_for_its_controller(v: &View) -> bool {
    v.journal.entries.iter().enumerate().all(|(i, e)| {
        let Happening::Triggered {
            origin: AbilityOrigin::Delayed { event, .. },
            source,
            controller,
            ..
        } = &e.what
        else {
            return true;
        };
        let in_state = v
            .state
            .delayed
            .iter()
            .find(|d| d.event == *event && d.source == *source)
            .map(|d| d.controller);
        let created = v.journal.entries[..i]
            .iter()
            .rev()
            .find_map(|x| match &x.what {
                Happening::DelayedCreated {
                    event: ev,
                    source: s,
                    controller,
                } if ev == event && s == source => Some(*controller),
                _ => None,
            });
        created.or(in_state).is_none_or(|c| c == *controller)
    })
}

/// CR 603.7c: as a delayed ability that refers to objects resolves, the only objects it moves
/// are those it refers to.
fn affects_only_its_objects(v: &View) -> bool {
    let mut current: Option<&triggerproof_model::state::TriggerInstance> = None;
    for e in &v.journal.entries {
        match &e.what {
            Happening::Resolving { instance, .. } => current = instance.as_ref(),
            Happening::Resolved { .. } => current = None,
            Happening::Triggered { .. } => current = None,
            Happening::Event(Event::ZoneChange { old, .. }) => {
                if let Some(t) = current {
                    let delayed = matches!(t.origin, AbilityOrigin::Delayed { .. });
                    if delayed && !t.refers.is_empty() && !t.refers.contains(old) {
                        return false;
                    }
                }
            }
            _ => {}
        }
    }
    true
}

/// A delayed trigger is created by a resolving triggered ability.
fn created_by_ability(v: &View) -> bool {
    v.journal.entries.iter().enumerate().any(|(k, e)| {
        matches!(e.what, Happening::DelayedCreated { .. })
            && v.journal.entries[..k]
                .iter()
                .rev()
                .find_map(|x| match &x.what {
                    Happening::Resolving { instance, .. } => Some(instance.is_some()),
                    _ => None,
                })
                == Some(true)
    })
}

/// A delayed ability referring to an object resolves.
fn referring_resolves(v: &View) -> bool {
    v.journal.iter().any(|e| {
        matches!(&e.what, Happening::Resolving { instance: Some(t), .. }
            if matches!(t.origin, AbilityOrigin::Delayed { .. }) && !t.refers.is_empty())
    })
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step};

pub fn properties() -> Vec<Property> {
    vec![
        Property { name: "delayed-trigger-object-and-controller", expectation: Always, kind: Step, statement: "A delayed triggered ability is controlled by the controller of the spell or ability that created it, has that ability's source, triggers for that player, and moves only the objects it refers to, never a new object the card became.", rules: &[RuleRef::DelayedObject, RuleRef::DelayedFromSpell, RuleRef::DelayedFromAbility], editions: MTG, witness: Some("delayed-trigger-referring-resolves"), check: |v| created_with_creator(v) && triggers_for_its_controller(v) && affects_only_its_objects(v) },
        Property { name: "delayed-trigger-created-by-ability", expectation: Sometimes, kind: Reachability, statement: "A resolving triggered ability creates a delayed triggered ability.", rules: &[RuleRef::DelayedFromAbility], editions: MTG, witness: None, check: created_by_ability },
        Property { name: "delayed-trigger-referring-resolves", expectation: Sometimes, kind: Reachability, statement: "A delayed triggered ability referring to an object resolves.", rules: &[RuleRef::DelayedObject], editions: MTG, witness: None, check: referring_resolves },
    ]
}
