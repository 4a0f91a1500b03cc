//! Properties of the remaining delayed triggers and of "that player" (issue 16, h16c): "when
//! that creature dies" triggers only for the object it refers to (CR 603.7c); "at the beginning
//! of your next upkeep" only in a turn of its controller (CR 603.7b); "that player" / "its
//! controller" is the player the trigger event named as it happened (CR 608.2h), not whoever
//! controls the object when the ability resolves. Each restates the rule over the journal.

use crate::{Expectation, Kind, Property, View, MTG};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening};
use triggerproof_model::state::{
    AbilityOrigin, InstanceId, PlayerId, StackObject, Step, Target, TriggerInstance, Zone,
};
use triggerproof_model::vocab::effect::DelayedAction;
use triggerproof_model::vocab::trigger::StepName;
use triggerproof_model::vocab::{Ability, DelayedEvent, Effect, Who};

/// The instance `id` as it stands in the state after the step (waiting or on the stack).
fn instance<'a>(v: &'a View, id: InstanceId) -> Option<&'a TriggerInstance> {
    v.state.waiting.iter().find(|t| t.id == id).or_else(|| {
        v.state.stack.iter().find_map(|s| match s {
            StackObject::Triggered { instance, .. } if instance.id == id => Some(instance),
            _ => None,
        })
    })
}

/// The event journal entry `cause` records, if it is one.
fn event_at<'a>(v: &View<'a>, cause: Option<u16>) -> Option<&'a Event> {
    match &v.journal.entries.get(cause? as usize)?.what {
        Happening::Event(ev) => Some(ev),
        _ => None,
    }
}

/// Every delayed trigger that triggered in the step: (instance, event, controller, cause).
fn delayed_triggered<'a>(
    v: &'a View,
) -> impl Iterator<Item = (InstanceId, &'a DelayedEvent, PlayerId, Option<u16>)> {
    v.journal.entries.iter().filter_map(|e| match &e.what {
        Happening::Triggered {
            instance,
            origin: AbilityOrigin::Delayed { event, .. },
            controller,
            cause,
            ..
        } => Some((*instance, event, *controller, *cause)),
        _ => None,
    })
}

/// CR 603.7c: "when that creature dies" triggers on that object dying and on nothing else: its
/// cause is a death, of the object the delayed trigger (still there when it has a duration)
/// refers to. (The instance itself refers to the card in the graveyard, CR 400.7e: see
/// `object_identity`.)
fn dies_only_for_its_object(v: &View) -> bool {
    v.journal.entries.iter().all(|e| {
        let Happening::Triggered {
            instance: id,
            origin:
                AbilityOrigin::Delayed {
                    event: DelayedEvent::ThatDies,
                    ..
                },
            source,
            cause,
            ..
        } = &e.what
        else {
            return true;
        };
        if instance(v, *id).is_none() {
            return true;
        }
        let Some(Event::ZoneChange {
            old,
            from: Some(Zone::Battlefield),
            to: Zone::Graveyard,
            ..
        }) = event_at(v, *cause)
        else {
            return false;
        };
        let mut same = v
            .state
            .delayed
            .iter()
            .filter(|d| d.source == *source && matches!(d.event, DelayedEvent::ThatDies))
            .peekable();
        same.peek().is_none() || same.any(|d| d.refers.contains(old))
    })
}

fn dies_trigger_seen(v: &View) -> bool {
    delayed_triggered(v).any(|(_, e, _, _)| matches!(e, DelayedEvent::ThatDies))
}

/// Our own reading of a step name.
fn step_named(name: StepName, st: Step) -> bool {
    matches!(
        (name, st),
        (StepName::Upkeep, Step::Upkeep)
            | (StepName::Draw, Step::Draw)
            | (StepName::Combat, Step::BeginningOfCombat)
            | (StepName::EndOfCombat, Step::EndOfCombat)
            | (StepName::End, Step::End)
    )
}

/// CR 603.7b: "at the beginning of your next [step]" triggers as that step begins in a turn of
/// its controller ("an opponent's": of another player; "the next": any turn's).
fn next_step_is_whose(v: &View) -> bool {
    delayed_triggered(v).all(|(_, e, controller, cause)| {
        let DelayedEvent::NextStep { step, whose } = e else {
            return true;
        };
        match event_at(v, cause) {
            Some(Event::StepBegan {
                step: st, active, ..
            }) => {
                step_named(*step, *st)
                    && match whose {
                        Who::You => *active == controller,
                        Who::Opponent => *active != controller,
                        Who::Any | Who::That | Who::Owner => true,
                    }
            }
            _ => false,
        }
    })
}

fn next_step_seen(v: &View) -> bool {
    delayed_triggered(v).any(|(_, e, _, _)| matches!(e, DelayedEvent::NextStep { .. }))
}

/// The player an event names, read from the event itself (`None`: no player we can name).
fn named_player(ev: &Event) -> Option<PlayerId> {
    match ev {
        Event::ZoneChange { controller, .. } => Some(*controller),
        Event::Damage {
            to: Target::Player(p),
            ..
        }
        | Event::Drew(p) => Some(*p),
        Event::LifeGained { player, .. } | Event::LifeLost { player, .. } => Some(*player),
        Event::StepBegan { active, .. } => Some(*active),
        _ => None,
    }
}

/// CR 608.2h, at trigger time: an instance remembers as "that player" the player its event
/// named then (for an object that left: its controller as it last existed).
fn recorded_as_named(v: &View) -> bool {
    v.journal.entries.iter().all(|e| match &e.what {
        Happening::Triggered {
            instance: id,
            cause,
            ..
        } => {
            let recorded = instance(v, *id).and_then(|t| t.that_player);
            match (recorded, event_at(v, *cause).and_then(named_player)) {
                (Some(r), Some(n)) => r == n,
                _ => true,
            }
        }
        _ => true,
    })
}

/// "That player" loses or gains life in the effect, or draws: the kind of event it makes.
fn that_player_effect(e: &Effect) -> Option<fn(&Event) -> Option<PlayerId>> {
    match e {
        Effect::LoseLife { who: Who::That, .. } => Some(|ev| match ev {
            Event::LifeLost { player, .. } => Some(*player),
            _ => None,
        }),
        Effect::GainLife { who: Who::That, .. } => Some(|ev| match ev {
            Event::LifeGained { player, .. } => Some(*player),
            _ => None,
        }),
        Effect::Draw { who: Who::That, .. } => Some(|ev| match ev {
            Event::Drew(p) => Some(*p),
            _ => None,
        }),
        _ => None,
    }
}

/// The effect of a resolving instance, from the pool (printed) or the delayed action.
fn effect_of<'a>(v: &'a View, t: &'a TriggerInstance) -> Option<&'a Effect> {
    match &t.origin {
        AbilityOrigin::Printed { card, index } => {
            match v.pool.get(*card).abilities.get(*index as usize)? {
                Ability::Triggered(ta) if ta.modes.is_empty() => Some(&ta.effect),
                _ => None,
            }
        }
        AbilityOrigin::Delayed {
            action: DelayedAction::Do(e),
            ..
        } => Some(e),
        _ => None,
    }
}

/// CR 608.2h, at resolution: the effect acts on the player remembered, whoever controls or
/// owns the object now.
fn acts_on_recorded(v: &View) -> bool {
    let Some((at, t)) = v
        .journal
        .entries
        .iter()
        .enumerate()
        .find_map(|(i, e)| match &e.what {
            Happening::Resolving {
                instance: Some(t), ..
            } => Some((i, t)),
            _ => None,
        })
    else {
        return true;
    };
    let (Some(p), Some(pick)) = (t.that_player, effect_of(v, t).and_then(that_player_effect))
    else {
        return true;
    };
    v.journal.entries[at..]
        .iter()
        .filter_map(|e| match &e.what {
            Happening::Event(ev) => pick(ev),
            _ => None,
        })
        .all(|q| q == p)
}

fn that_player_is_named(v: &View) -> bool {
    recorded_as_named(v) && acts_on_recorded(v)
}

/// Witness: an ability naming "that player" resolves for a player other than its controller.
fn that_player_other_seen(v: &View) -> bool {
    v.journal.entries.iter().any(|e| {
        matches!(&e.what, Happening::Resolving { instance: Some(t), .. }
            if t.that_player.is_some_and(|p| p != t.controller))
    })
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step as StepKind};

pub fn properties() -> Vec<Property> {
    vec![
        Property { name: "that-creature-dies-only-for-its-object", expectation: Always, kind: StepKind, statement: "A delayed 'when that creature dies' triggers only when the object it refers to dies.", rules: &[RuleRef::DelayedObject], editions: MTG, witness: Some("that-creature-dies-trigger-triggers"), check: dies_only_for_its_object },
        Property { name: "that-creature-dies-trigger-triggers", expectation: Sometimes, kind: Reachability, statement: "A delayed 'when that creature dies' triggers.", rules: &[RuleRef::DelayedObject], editions: MTG, witness: None, check: dies_trigger_seen },
        Property { name: "your-next-step-is-yours", expectation: Always, kind: StepKind, statement: "A delayed 'at the beginning of your next [step]' triggers only as that step begins in a turn of its controller.", rules: &[RuleRef::DelayedOnce], editions: MTG, witness: Some("next-step-delayed-triggers"), check: next_step_is_whose },
        Property { name: "next-step-delayed-triggers", expectation: Sometimes, kind: Reachability, statement: "A delayed 'at the beginning of your next [step]' triggers.", rules: &[RuleRef::DelayedOnce], editions: MTG, witness: None, check: next_step_seen },
        Property { name: "that-player-is-the-event-player", expectation: Always, kind: StepKind, statement: "'That player' / 'its controller' is the player the trigger event named as it happened, whoever controls the object as the ability resolves.", rules: &[RuleRef::EventPlayer], editions: MTG, witness: Some("that-player-other-than-controller"), check: that_player_is_named },
        Property { name: "that-player-other-than-controller", expectation: Sometimes, kind: Reachability, statement: "An ability naming 'that player' resolves for a player other than its controller.", rules: &[RuleRef::EventPlayer], editions: MTG, witness: None, check: that_player_other_seen },
    ]
}
