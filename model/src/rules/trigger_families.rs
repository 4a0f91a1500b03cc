//! CR 603.2: does an event match a trigger event? [`matches`] judges the core kinds itself, in
//! the state after the event, or the state before it for look-back abilities (CR 603.10a), and
//! otherwise asks one matcher per rule family, tried in order. A new family of trigger events
//! adds its module's matcher at the end of [`FAMILIES`]. Above the families it asks, below
//! `trigger_detect` and `granted`, which call it. Applies 603.2c (once per occurrence), 603.2f
//! ("becomes"), 603.6a (newcomers).
//!
//! Does not model: "becomes unattached", 603.10b, 603.10c, 603.10e-g (phasing, unattaching,
//! countering, losing the game, planeswalking): the vocabulary has no such triggers.

use super::counters;
use super::look_back;
use super::select::subject_matches;
use super::select::who_matches;
use super::select::Viewer;
use super::trigger_knowledge::Views;
use super::Ctx;
use crate::journal::Event;
use crate::mutant::Mutant;
use crate::state::GameState;
use crate::state::ObjectId;
use crate::state::Target;
use crate::state::Zone;
use crate::vocab::Selector;
use crate::vocab::TriggerEvent;

/// Does a family's trigger event `te` match event `ev` for the ability seen by `me`?
type Matcher = fn(&Ctx, &Views, &TriggerEvent, &Event, Viewer) -> bool;

/// The families, in the order they are tried (append new ones at the end).
const FAMILIES: &[Matcher] = &[
    super::combat_triggers::matches,
    super::costs::matches,
    super::zones::leaves_zone_matches,
    super::counter_spell::matches,
    super::control::matches,
    super::discard::matches,
    super::multiplayer::matches,
];

/// CR 603.2: does any family's matcher say `te` matches `ev`?
fn family_matches(ctx: &Ctx, v: &Views, te: &TriggerEvent, ev: &Event, me: Viewer) -> bool {
    FAMILIES.iter().any(|f| f(ctx, v, te, ev, me))
}

/// CR 603.2: does `te` match `ev` for the ability of `source`, controlled by `controller`?
pub(crate) fn matches(ctx: &Ctx, v: &Views, te: &TriggerEvent, ev: &Event, me: Viewer) -> bool {
    let r = ctx.rules;
    let controller = me.controller;
    let subj = |subj: &Selector, s: &GameState, obj: ObjectId| subject_matches(r, s, subj, obj, me);
    match (te, ev) {
        (
            TriggerEvent::Enters(sj),
            Event::ZoneChange {
                new: Some(n),
                to: Zone::Battlefield,
                ..
            },
        ) => subj(sj, v.after, *n),
        // Mutant: a death replaced by exile still counts as dying (CR 603.2h says it doesn't).
        (
            TriggerEvent::Dies(sj),
            Event::ZoneChange {
                old,
                from: Some(Zone::Battlefield),
                to: Zone::Exile,
                ..
            },
        ) if ctx.mutant(Mutant::ReplacedDiesTriggers) => {
            super::replacement::death_replaced(ctx, *old) && subj(sj, v.before, *old)
        }
        (
            TriggerEvent::Dies(sj),
            Event::ZoneChange {
                old,
                new,
                from: Some(Zone::Battlefield),
                to: Zone::Graveyard,
                ..
            },
        )
        | (
            TriggerEvent::LeavesBattlefield(sj),
            Event::ZoneChange {
                old,
                new,
                from: Some(Zone::Battlefield),
                ..
            },
        ) => look_back::leaver_matches(ctx, v, sj, (*old, *new), me),
        (
            TriggerEvent::PutIntoGraveyard(sj),
            Event::ZoneChange {
                old,
                new: Some(n),
                to: Zone::Graveyard,
                ..
            },
        ) => look_back::arrival_matches(ctx, v, sj, (*old, *n), me),
        (
            TriggerEvent::DealtDamage(sj),
            Event::Damage {
                to: Target::Object(o),
                ..
            },
        ) => !v.damaged_again && subj(sj, v.after, *o),
        (TriggerEvent::BecomesTapped(sj), Event::Tapped(o)) => subj(sj, v.after, *o),
        // CR 603.2f: entering tapped is not becoming tapped (unless the mutant says so).
        (
            TriggerEvent::BecomesTapped(sj),
            Event::ZoneChange {
                new: Some(n),
                to: Zone::Battlefield,
                ..
            },
        ) => {
            ctx.mutant(Mutant::BecomesOnEtb)
                && v.after.object(*n).is_some_and(|o| o.tapped)
                && subj(sj, v.after, *n)
        }
        (TriggerEvent::BecomesUntapped(sj), Event::Untapped(o)) => subj(sj, v.after, *o),
        (TriggerEvent::BecomesTarget { of, by }, Event::BecameTarget { object, by: p, .. }) => {
            who_matches(*by, *p, controller) && subj(of, v.after, *object)
        }
        (
            TriggerEvent::BeginningOf { step, whose },
            Event::StepBegan {
                step: st, active, ..
            },
        ) => begins(ctx, *step, *st, *whose, *active, controller),
        // CR 601.2i (mtg-2024-11-08): the spell cast, as it is on the stack ("a red spell").
        (TriggerEvent::SpellCast(w), Event::SpellCast { player, object }) => {
            who_matches(w.who, *player, controller) && subj(&w.spell, v.after, *object)
        }
        (TriggerEvent::CardDrawn(w), Event::Drew(p)) => who_matches(*w, *p, controller),
        (TriggerEvent::LifeGained(w), Event::LifeGained { player, .. }) => {
            who_matches(*w, *player, controller)
        }
        (
            TriggerEvent::Scores { kind, who },
            Event::Scored {
                player, kind: k, ..
            },
        ) => kind == k && who_matches(*who, *player, controller),
        (TriggerEvent::CountersPut { on, .. }, Event::CountersPut { .. }) => {
            counters::sees(ctx, te, ev, controller, |o| subj(on, v.after, o))
        }
        // CR 701.3a (mtg-2024-11-08): "becomes attached" sees the attachment and its new host.
        (
            TriggerEvent::BecomesAttached { attachment, to },
            Event::Attached { object, to: host },
        ) => subj(attachment, v.after, *object) && subj(to, v.after, *host),
        (_, Event::TurnedFaceUp { object, .. }) => {
            super::face_up::matches(ctx, v.after, te, *object, me)
        }
        (
            TriggerEvent::TappedForMana(sj),
            Event::ManaAdded {
                tapped: Some(o), ..
            },
        ) => subj(sj, v.after, *o),
        _ => family_matches(ctx, v, te, ev, me),
    }
}

/// CR 603.2b: once per step that begins, an added combat phase's too (CR 500.8
/// (mtg-2024-11-08)); the mutant lets an added one trigger nothing.
fn begins(
    ctx: &Ctx,
    step: crate::vocab::trigger::StepName,
    st: crate::state::Step,
    whose: crate::vocab::Who,
    active: crate::state::PlayerId,
    controller: crate::state::PlayerId,
) -> bool {
    step_matches(step, st)
        && who_matches(whose, active, controller)
        && !super::extra_phases::suppressed(ctx, st)
}

/// CR 603.2b: does the "at the beginning of" step name `s` name step `st`?
pub(crate) fn step_matches(s: crate::vocab::trigger::StepName, st: crate::state::Step) -> bool {
    use crate::state::Step;
    use crate::vocab::trigger::StepName;
    matches!(
        (s, st),
        (StepName::Upkeep, Step::Upkeep)
            | (StepName::Draw, Step::Draw)
            | (StepName::End, Step::End)
            | (StepName::Combat, Step::BeginningOfCombat)
            | (StepName::EndOfCombat, Step::EndOfCombat)
    )
}
