//! Properties of control changes (CR 611.2a, 514.2, 603.10d (mtg-2024-11-08); in 2008,
//! CR 410.10d (mtg-2008-10-01)): control gained until end of turn is given back in the cleanup step, and an
//! ability that triggers on its controller losing control of its own permanent (or, CR 603.10d
//! (mtg-2026-01-16), on an opponent gaining control of it) triggers for the player who lost
//! control. Our own reading of the journal's control-change records.

use crate::causes::run_ids;
use crate::characteristics::abilities_before;
use crate::observe::abilities_suppressed;
use crate::{Expectation, Kind, Property, View, MTG};
use triggerproof_model::edition::{Edition, RuleRef};
use triggerproof_model::journal::{Event, Happening};
use triggerproof_model::state::{AbilityOrigin, ObjectId, PlayerId, Step, Zone};
use triggerproof_model::vocab::trigger::ControlSide;
use triggerproof_model::vocab::{TriggerCondition, TriggerEvent, Who};

/// The journal position of the last cleanup step beginning in this step, if any.
fn cleanup_began(v: &View) -> Option<usize> {
    v.journal.entries.iter().rposition(|e| {
        matches!(
            e.what,
            Happening::Event(Event::StepBegan {
                step: Step::Cleanup,
                ..
            })
        )
    })
}

/// CR 514.2 + CR 611.2a: once a cleanup step has begun, no permanent is still under control
/// gained "until end of turn".
fn control_until_end_of_turn_ends_at_cleanup(v: &View) -> bool {
    cleanup_began(v).is_none()
        || v.state.battlefield().all(|(_, o)| {
            o.control
                .as_ref()
                .is_none_or(|c| c.grants.iter().all(|g| !g.until_end_of_turn))
        })
}

/// A cleanup step gave a permanent back to the player it was taken from: a control change after
/// the cleanup began, of a permanent that is still the same object on the battlefield.
fn control_returned_at_cleanup(v: &View) -> bool {
    let Some(at) = cleanup_began(v) else {
        return false;
    };
    v.journal.entries[at..].iter().any(|e| {
        matches!(&e.what, Happening::Event(Event::ControlChanged { object, .. })
            if v.state.object(*object).is_some_and(|o| o.zone == Zone::Battlefield))
    })
}

/// The printed "when you lose control of this" abilities of `id`'s card (no intervening if), and
/// under mtg-2026-01-16 its "when an opponent gains control of this" ones:
/// each ability's index. With `before`, only if the permanent had its abilities just before
/// journal entry `before` (our own reading, `characteristics::abilities_before`; none when
/// unknown): CR 603.10d looks back, so a permanent that had no abilities then has no such
/// ability to trigger, whatever it has after.
fn own_loss_abilities(v: &View, id: ObjectId, before: Option<usize>) -> Vec<u8> {
    let Some(o) = v.state.object(id) else {
        return Vec::new();
    };
    let had = match before {
        Some(at) => abilities_before(v, id, o.card, at) == Some(true),
        None => !(o.abilities_lost || o.face_down || abilities_suppressed(v)),
    };
    if !had {
        return Vec::new();
    }
    // CR 603.10d (mtg-2026-01-16): "or when a player's opponent gains control of an object
    // from that player": under that edition its own "when an opponent gains control of this"
    // looks back too, and so triggers for the player who lost control (every other player is
    // an opponent here). CR 603.10d (mtg-2024-11-08) has no such clause.
    let gain_looks_back = v.edition == Edition::Mtg20260116;
    v.pool
        .get(o.card)
        .triggered()
        .filter(|(_, ta)| {
            let TriggerCondition::Event(TriggerEvent::ControlChanges { of, side, who }) = &ta.when
            else {
                return false;
            };
            let looks_back = match side {
                ControlSide::Lost => matches!(who, Who::You | Who::Any),
                ControlSide::Gained => gain_looks_back && *who == Who::Opponent,
            };
            ta.intervening_if.is_none() && looks_back && of.is_this()
        })
        .map(|(index, _)| index)
        .collect()
}

/// Did the printed ability `index` of `id` trigger on journal entry `cause`, for `controller`?
fn triggered_for(v: &View, id: ObjectId, index: u8, cause: usize, controller: PlayerId) -> bool {
    let card = v.state.object(id).map(|o| o.card);
    v.journal.entries.iter().any(|e| {
        matches!(&e.what, Happening::Triggered {
            origin: AbilityOrigin::Printed { card: c, index: i },
            source,
            controller: p,
            cause: Some(k),
            ..
        } if Some(*c) == card && *i == index && *source == id && *p == controller
            && usize::from(*k) == cause)
    })
}

/// CR 603.10d + CR 603.3a: a permanent's own "when you lose control of this" ability looks back
/// in time: each control change of the permanent (still the same object) triggers it once,
/// controlled by the player who lost control, if the permanent had its abilities just before
/// the event (the start of its run of simultaneous events): one that had none then (lost until
/// end of turn, face down, "creatures lose all abilities") triggers nothing, even if it gets
/// them back in the same event (CR 514.2: cleanup's "until end of turn" effects end at once).
fn control_loss_trigger_looks_back(v: &View) -> bool {
    let runs = run_ids(v);
    v.journal
        .entries
        .iter()
        .enumerate()
        .all(|(j, e)| match &e.what {
            // CR 514.2: abilities given back in the cleanup step that ended control came back
            // with it, in one event: just before it, the permanent had none.
            Happening::Event(Event::ControlChanged { object, from, to })
                if from != to && !crate::cleanup::abilities_returned_with(v, j, *object) =>
            {
                let start = runs.iter().position(|r| *r == runs[j]).unwrap_or(j);
                own_loss_abilities(v, *object, Some(start))
                    .into_iter()
                    .all(|index| triggered_for(v, *object, index, j, *from))
            }
            _ => true,
        })
}

/// A permanent with a "when you lose control of this" ability changed control.
fn control_loss_trigger_happened(v: &View) -> bool {
    v.journal.iter().any(|e| {
        matches!(&e.what, Happening::Event(Event::ControlChanged { object, .. })
            if !own_loss_abilities(v, *object, None).is_empty())
    })
}

use Expectation::{Always, Sometimes};
use Kind::{Invariant, Reachability, Step as StepKind};

pub fn properties() -> Vec<Property> {
    vec![
        Property { name: "control-until-end-of-turn-ends-at-cleanup", expectation: Always, kind: Invariant, statement: "Once a cleanup step begins, no permanent is still under control gained until end of turn: it went back to the player it was taken from, as the same object.", rules: &[RuleRef::CleanupDamage, RuleRef::UntilEndOfTurn], editions: MTG, witness: Some("control-returned-at-cleanup"), check: control_until_end_of_turn_ends_at_cleanup },
        Property { name: "control-returned-at-cleanup", expectation: Sometimes, kind: Reachability, statement: "A cleanup step gives a permanent back to the player its control was taken from until end of turn.", rules: &[RuleRef::CleanupDamage], editions: MTG, witness: None, check: control_returned_at_cleanup },
        Property { name: "control-loss-trigger-looks-back", expectation: Always, kind: StepKind, statement: "A permanent's own 'when you lose control of this' ability (and, under mtg-2026-01-16, its 'when an opponent gains control of this' ability) triggers on each change of its control, for the player who lost control, if the permanent had its abilities just before the change.", rules: &[RuleRef::ControlLookBack, RuleRef::TriggerController], editions: MTG, witness: Some("control-loss-trigger-happened"), check: control_loss_trigger_looks_back },
        Property { name: "control-loss-trigger-happened", expectation: Sometimes, kind: Reachability, statement: "A permanent with a 'when you lose control of this' ability changes control.", rules: &[RuleRef::ControlLookBack], editions: MTG, witness: None, check: control_loss_trigger_happened },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use triggerproof_model::cards::builtin;
    use triggerproof_model::edition::Edition;
    use triggerproof_model::journal::Journal;
    use triggerproof_model::state::{GameObject, GameState, InstanceId};

    fn changed(object: ObjectId, from: PlayerId, to: PlayerId) -> Happening {
        Happening::Event(Event::ControlChanged { object, from, to })
    }

    /// P2's Homesick Hound (id 0), now controlled by `controller`.
    fn hound(controller: PlayerId) -> (triggerproof_model::cards::CardPool, GameState) {
        let pool = builtin();
        let card = pool.id("Homesick Hound").unwrap();
        let mut s = GameState::new(2, 20, 0);
        let mut o = GameObject::new(card, PlayerId(1), Zone::Battlefield);
        o.controller = controller;
        s.objects.insert(ObjectId(0), o);
        (pool, s)
    }

    #[test]
    fn a_lose_control_trigger_for_the_new_controller_violates() {
        let (pool, s) = hound(PlayerId(0));
        let card = pool.id("Homesick Hound").unwrap();
        let triggered = |controller| Happening::Triggered {
            instance: InstanceId(0),
            origin: AbilityOrigin::Printed { card, index: 0 },
            source: ObjectId(0),
            controller,
            cause: Some(0),
            look_back: true,
            additional: false,
            state_trigger: false,
        };
        for (controller, ok) in [(PlayerId(1), true), (PlayerId(0), false)] {
            let mut j = Journal::default();
            j.push(
                RuleRef::Triggers,
                changed(ObjectId(0), PlayerId(1), PlayerId(0)),
            );
            j.push(RuleRef::ControlLookBack, triggered(controller));
            let v = View::new(Edition::Mtg20241108, &pool, &s, &j);
            assert_eq!(control_loss_trigger_looks_back(&v), ok);
            assert!(control_loss_trigger_happened(&v));
        }
    }

    #[test]
    fn control_kept_past_cleanup_violates() {
        use triggerproof_model::state::{ControlEffects, ControlGrant};
        let (pool, mut s) = hound(PlayerId(0));
        s.objects.get_mut(&ObjectId(0)).unwrap().control = Some(ControlEffects {
            default: PlayerId(1),
            grants: vec![ControlGrant {
                to: PlayerId(0),
                until_end_of_turn: true,
                as_long_as: None,
            }],
        });
        let mut j = Journal::default();
        j.push(
            RuleRef::BeginningOfStep,
            Happening::Event(Event::StepBegan {
                turn: 1,
                step: Step::Cleanup,
                active: PlayerId(0),
            }),
        );
        let v = View::new(Edition::Mtg20241108, &pool, &s, &j);
        assert!(!control_until_end_of_turn_ends_at_cleanup(&v));
    }
}
