//! What a triggered ability knows about its event and its source: the one place every condition
//! and quantity of a triggered ability is read through. The event's objects ("that creature",
//! "it") and amount ("that much") are fixed as it triggers (CR 603.2, 603.6a, 120.3); its
//! source, once gone, is known by its last known information (CR 113.7a, 608.2h). The intervening
//! "if" as it triggers and as it resolves (CR 603.4) and the effect's quantities as it resolves
//! (CR 608.2h) all see the same knowledge.
//!
//! Models: the new object of a zone-change event; the creature a "deals damage" ability dealt
//! damage to and the amount; the damage dealt to a recipient in one event (an "is dealt damage"
//! ability triggers once per recipient, CR 603.2c, so "that much" is all of it); the life gained
//! or lost; the source's last known information for conditions and quantities alike.
//!
//! "That creature" that left the battlefield after the ability triggered is read as it last
//! existed there (CR 608.2h, 113.7a): kept in the instance (`TriggerInstance::it_lki`) by an
//! ability that reads its power, toughness or counters.
//!
//! The event object of a leaves-the-battlefield ability ("whenever a creature dies, ... its
//! power") is read as it last existed on the battlefield (CR 608.2h, 113.7a; `leaver_lki`).

use super::object_identity::Finder::TriggeredByTheMove;
use super::select::{Reading, Viewer};

use super::Ctx;
use crate::journal::Event;
use crate::mutant::Mutant;
use crate::state::GameState;
use crate::state::{AbilityOrigin, GameObject, ObjectId, PlayerId, Target};
use crate::vocab::trigger::Recipient;
use crate::vocab::{
    Ability, CardId, ObjectRef, Quantity, StaticAbility, TriggerEvent, TriggeredAbility,
};
use imbl::Vector;

/// What an ability triggered by one event knows of it, remembered in its instance.
pub(crate) struct EventKnowledge {
    /// The objects it refers to ("that creature", "it").
    pub refers: Vector<ObjectId>,
    /// The event's amount ("that much").
    pub x: u16,
}

/// CR 603.2 + CR 120.3 (mtg-2024-11-08): what an ability with event pattern `te` triggered by
/// `ev` knows: the new object of a zone-change event (CR 603.6a); for "deals damage", the
/// creature it was dealt to and the amount — all the source's damage in the event when the
/// ability names no recipient, as that is one occurrence (CR 603.2c); for "is dealt damage", all
/// the damage the recipient was dealt in the event (one occurrence, CR 603.2c); the life gained
/// or lost (CR 119.3).
pub(crate) fn of_event(ctx: &Ctx, ev: &Event, te: &TriggerEvent, v: &Views) -> EventKnowledge {
    let know = |refers: Vector<ObjectId>, x: u16| EventKnowledge { refers, x };
    // The mutant `that-much-unknown`: "that much" after damage to a player or a life change is 0.
    let amount = |x: u16| {
        if ctx.mutant(Mutant::ThatMuchUnknown) {
            0
        } else {
            x
        }
    };
    match (ev, te) {
        // CR 400.7e (mtg-2024-11-08): the new object, found only in a public zone.
        (Event::ZoneChange { .. }, _) => {
            let found = super::object_identity::found(TriggeredByTheMove, ev);
            know(found.into_iter().collect(), 0)
        }
        (
            Event::Damage { .. },
            TriggerEvent::DealsDamage {
                to: Recipient::Any, ..
            },
        ) => know(Vector::new(), v.source_total),
        (Event::Damage { to, amount, .. }, TriggerEvent::DealsDamage { .. }) => match to {
            Target::Object(o) => know(Vector::unit(*o), *amount),
            Target::Player(_) | Target::Ability(_) => know(Vector::new(), *amount),
        },
        // CR 603.2c + CR 120.3: "is dealt damage" once per recipient: that much is all of it.
        (
            Event::Damage {
                to: Target::Object(o),
                ..
            },
            TriggerEvent::DealtDamage(_),
        ) => know(Vector::unit(*o), amount(v.recipient_total)),
        (Event::Damage { .. }, TriggerEvent::PlayerDealtDamage { .. }) => {
            know(Vector::new(), amount(v.recipient_total))
        }
        // CR 119.3 (mtg-2024-11-08): the life gained or lost.
        (Event::LifeGained { amount: a, .. }, TriggerEvent::LifeGained(_))
        | (Event::LifeLost { amount: a, .. }, TriggerEvent::LosesLife { .. }) => {
            know(Vector::new(), amount(*a))
        }
        _ => know(Vector::new(), 0),
    }
}

/// The amount the new instance of `ta` keeps of what it knows (`x`): "that many" of a "one or
/// more" ability counts the occurrences (CR 603.2c), starting at 1; an ability that never reads
/// "that much" keeps 0, so that states differing only in a number nothing reads stay one state.
pub(crate) fn remembered_amount(ta: &TriggeredAbility, known: u16) -> u16 {
    if ta.one_or_more {
        1
    } else if ta.reads_that_much() {
        known
    } else {
        0
    }
}

/// CR 603.2c: all the damage dealt to `ev`'s recipient in the whole event `all` (0 if `ev` is
/// no damage).
/// `None` when the total passes what an amount carries (the caller cuts the step, never clamps).
pub(crate) fn recipient_total(all: &[(u16, Event)], ev: &Event) -> Option<u16> {
    let Event::Damage { to, .. } = ev else {
        return Some(0);
    };
    all.iter()
        .filter_map(|(_, e)| match e {
            Event::Damage {
                to: t, amount: a, ..
            } if t == to => Some(*a),
            _ => None,
        })
        .try_fold(0u16, |n, a| n.checked_add(a))
}

/// CR 608.2h + CR 113.7a (mtg-2024-11-08): "that creature" of an ability that triggered on it
/// leaving the battlefield ("whenever a creature dies, ... that creature's power") is read as
/// it last existed there, "until end of turn" changes and counters included (the Kresh the
/// Bloodbraided ruling; CR 603.10a judges the trigger on the same object): the object just
/// before the event, kept only by an ability that reads it. The mutant
/// `leaver-event-object-read-in-new-zone` keeps nothing, so the card in its new zone is read.
pub(crate) fn leaver_lki(
    ctx: &Ctx,
    ev: &Event,
    ta: &TriggeredAbility,
    v: &Views,
) -> Option<Box<GameObject>> {
    let Event::ZoneChange {
        old,
        from: Some(crate::state::Zone::Battlefield),
        ..
    } = ev
    else {
        return None;
    };
    if ctx.mutant(Mutant::LeaverEventObjectReadInNewZone) || !reads_event_object_of(ta) {
        return None;
    }
    let last = v.before.object(*old)?;
    (last.zone == crate::state::Zone::Battlefield).then(|| lki(last))
}

/// The last known information a condition can read of a permanent (CR 113.7a): its
/// characteristics and status; what no condition reads (damage, per-turn bookkeeping) is
/// dropped so that states differing only there stay one state.
pub(crate) fn lki(last: &GameObject) -> Box<GameObject> {
    Box::new(GameObject {
        damage: 0,
        once_taken: Vec::new(),
        nth_seen: Vec::new(),
        triggered_once: Vec::new(),
        resolved: Vec::new(),
        ..last.clone()
    })
}

/// Does the triggered ability of `origin` read its event object's power, toughness or counters
/// ("that creature's power")?
pub(crate) fn reads_event_object(rules: &crate::Ruleset, origin: &AbilityOrigin) -> bool {
    let ta = match origin {
        AbilityOrigin::Printed { card, index } => {
            match super::characteristics::ability_text(rules, *card, *index) {
                Some(Ability::Triggered(ta)) => ta,
                _ => return false,
            }
        }
        AbilityOrigin::Granted { card, index } => {
            match super::characteristics::ability_text(rules, *card, *index) {
                Some(Ability::Static(StaticAbility::Grant { ability, .. })) => ability,
                _ => return false,
            }
        }
        _ => return false,
    };
    reads_event_object_of(ta)
}

/// Does the activated ability `index` of `card` read the power, toughness or counters of
/// `which`: its source ("sacrifice this: ... its power", `This`) or the permanent its cost
/// sacrificed ("sacrifice a creature: ... the sacrificed creature's power", `Sacrificed`)?
pub(crate) fn activated_reads(
    rules: &crate::Ruleset,
    card: CardId,
    index: u8,
    which: ObjectRef,
) -> bool {
    let Some(Ability::Activated(a)) = super::characteristics::ability_text(rules, card, index)
    else {
        return false;
    };
    let mut found = false;
    a.effect.quantities(&mut |q: &Quantity| {
        q.walk(&mut |x| {
            found |= match x {
                Quantity::PowerOf(o) | Quantity::ToughnessOf(o) => *o == which,
                Quantity::CountersOn { object, .. } => *object == which,
                _ => false,
            }
        })
    });
    found
}

/// Does `ta` read its event object's power, toughness or counters ("that creature's power")?
fn reads_event_object_of(ta: &TriggeredAbility) -> bool {
    let mut found = false;
    let mut look = |q: &Quantity| {
        q.walk(&mut |x| {
            found |= matches!(
                x,
                Quantity::PowerOf(ObjectRef::It)
                    | Quantity::ToughnessOf(ObjectRef::It)
                    | Quantity::CountersOn {
                        object: ObjectRef::It,
                        ..
                    }
            )
        })
    };
    if let Some(c) = &ta.intervening_if {
        c.quantities().for_each(&mut look);
    }
    ta.effect.quantities(&mut look);
    ta.modes.iter().for_each(|m| m.quantities(&mut look));
    found
}

/// What one triggered ability knows as a condition or quantity of it is read: its source and
/// controller, the source's last known information once it has left, and its event's objects
/// and amount.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Knows<'a> {
    pub source: ObjectId,
    pub controller: PlayerId,
    /// The source as it last existed on the battlefield, once it has left (CR 113.7a).
    pub source_lki: Option<&'a GameObject>,
    /// The objects its event refers to.
    pub refers: &'a Vector<ObjectId>,
    /// The first of them as it last existed on the battlefield, once it has left (CR 608.2h).
    pub it_lki: Option<&'a GameObject>,
    /// The permanent sacrificed to pay an activated ability's cost, as it last existed.
    pub sacrificed_lki: Option<&'a GameObject>,
    /// Its event's amount, or the number remembered for a reflexive trigger (CR 603.12).
    pub x: u16,
}

/// How a condition or quantity of the ability that `k` describes is read now: CR 113.7a + CR
/// 608.2h (mtg-2024-11-08), a source that left is read as it last existed (attached to what its
/// last known information says); CR 603.4 + CR 603.6a, "that creature" is the event's object.
pub(crate) fn reading<'a>(ctx: &Ctx, k: Knows<'a>) -> Reading<'a> {
    let mut me = Viewer::of(&ctx.s, k.source, k.controller);
    if ctx.s.object(k.source).is_none() {
        me.host = k.source_lki.and_then(|o| o.attached_to);
    }
    // CR 608.2h + CR 113.7a: "that creature" that left is read as it last existed (the
    // mutant reads it as no object).
    let it_lki = k
        .it_lki
        .filter(|_| !ctx.mutant(Mutant::EventObjectForgetsLki));
    Reading {
        me,
        source_lki: k.source_lki,
        it: k.refers.front().copied(),
        it_lki,
        sacrificed_lki: k.sacrificed_lki,
        x: k.x,
        spell_x: 0,
    }
}

/// The state in which an event's object is examined: before for objects that left.
pub(crate) struct Views<'a> {
    pub before: &'a GameState,
    pub after: &'a GameState,
    /// The event is damage to a recipient an earlier damage of the same event already reached.
    pub damaged_again: bool,
    /// The event is damage by a source that already dealt damage earlier in the same event.
    pub dealt_again: bool,
    /// The damage the event's source deals in the whole event (0 if it is no damage).
    pub source_total: u16,
    /// The damage the event's recipient is dealt in the whole event (0 if it is no damage).
    pub recipient_total: u16,
}
