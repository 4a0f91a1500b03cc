//! CR 603.2, 603.10: the detection pass. After a batch of events is performed, every event is
//! checked against every object's triggered abilities, in the state after it and (for look-back
//! abilities) the state before it; marks keep 603.2c's once-per-occurrence and batches.

use super::select::Viewer;
use super::trigger_event::NewInstance;
use super::trigger_event::{ability_functions, not_triggered, try_trigger, zone_of};
use super::trigger_families::matches;
use super::trigger_knowledge::Views;
use super::{additional, batched, delayed, look_back, nth_time, scoring, trigger_cause};
use super::{characteristics, Ctx};
use crate::journal::{Event, NotTriggeredReason};
use crate::mutant::Mutant;
use crate::state::{GameState, ObjectId, Zone};
use crate::vocab::{TriggerCondition, TriggerEvent};

/// Checks every event of a performed batch for triggers (CR 603.2, 603.10).
pub(crate) fn detect(ctx: &mut Ctx, before: &GameState, happened: &[(u16, Event)]) {
    let after = ctx.s.clone();
    let mut seen: Vec<(ObjectId, u8)> = Vec::new();
    let mut nth_batch: nth_time::Batch = Vec::new();
    let mut joined: batched::Joined = Vec::new();
    let revealed = ctx
        .mutant(Mutant::FaceDownLeaverLooksFaceUp)
        .then(|| look_back::revealed_leavers(before, happened));
    for (k, (idx, ev)) in happened.iter().enumerate() {
        let (dealt_again, source_total) =
            super::combat_triggers::dealt_again(&happened[..k], happened, ev);
        // A source's total damage past an amount's type cuts the step, never a clamped total.
        let source_total = source_total.unwrap_or_else(|| {
            ctx.halt(crate::state::Limit::Amount);
            0
        });
        let recipient_total = super::trigger_knowledge::recipient_total(happened, ev)
            .unwrap_or_else(|| {
                ctx.halt(crate::state::Limit::Amount);
                0
            });
        let v = Views {
            before,
            after: &after,
            damaged_again: super::combat_triggers::damaged_again(ctx, &happened[..k], ev),
            dealt_again,
            source_total,
            recipient_total,
        };
        for look_back in [false, true] {
            // CR 603.10a: look-back abilities exist and are seen as they were before the event.
            let lone = happened.len() == 1 && ctx.mutant(Mutant::LookBackOnlyInBatches);
            let state = if look_back && !ctx.mutant(Mutant::NoLookBack) && !lone {
                revealed.as_ref().unwrap_or(before)
            } else {
                &after
            };
            check_each(
                ctx,
                &v,
                state,
                (*idx, ev),
                look_back,
                (&mut seen, &mut nth_batch, &mut joined),
            );
            // CR 613.1f: abilities granted by statics, judged in the same state.
            super::granted::check(ctx, &v, state, (*idx, ev), look_back);
        }
        // Mutant `enters-looks-back`: permanents gone earlier in the step still see entrants.
        if let (
            Some(gone),
            Event::ZoneChange {
                to: Zone::Battlefield,
                ..
            },
        ) = (look_back::departed(ctx), ev)
        {
            check_each(
                ctx,
                &v,
                &gone,
                (*idx, ev),
                false,
                (&mut seen, &mut nth_batch, &mut joined),
            );
        }
        delayed::detect(ctx, &v, *idx, ev);
    }
}

/// (object, ability index) pairs already triggered in this batch.
type Marks = Vec<(ObjectId, u8)>;

/// Checks every object of `state` for abilities triggering on event `ev` (journal index `idx`).
fn check_each(
    ctx: &mut Ctx,
    v: &Views,
    state: &GameState,
    (idx, ev): (u16, &Event),
    look_back: bool,
    (seen, nth_batch, joined): (&mut Marks, &mut nth_time::Batch, &mut batched::Joined),
) {
    let ids: Vec<ObjectId> = state.objects_in_order().map(|(id, _)| id).collect();
    let reader = characteristics::AbilityReader::new(ctx.rules, state);
    for id in ids {
        check_object(
            ctx,
            v,
            &reader,
            id,
            (idx, ev),
            look_back,
            (seen, nth_batch, joined),
        );
    }
}

/// CR 603.6a: newcomers are checked too (the mutant `etb-ignores-newcomers` checks only the
/// permanents that were there before the event).
fn skips_newcomer(ctx: &Ctx, v: &Views, te: &TriggerEvent, id: ObjectId) -> bool {
    ctx.mutant(Mutant::EtbIgnoresNewcomers)
        && matches!(te, TriggerEvent::Enters(_))
        && !v.before.objects.contains_key(&id)
}

#[allow(clippy::too_many_arguments)]
fn check_object(
    ctx: &mut Ctx,
    v: &Views,
    reader: &characteristics::AbilityReader,
    id: ObjectId,
    (idx, ev): (u16, &Event),
    look_back: bool,
    (seen, nth_batch, joined): (&mut Marks, &mut nth_time::Batch, &mut batched::Joined),
) {
    let state = reader.state();
    let o = state.object(id).expect("id from this state");
    let rules = ctx.rules;
    // Whether the object has its abilities depends only on `state`, `v` and `ev`, none of which
    // triggering changes: decided once, on the first ability that needs it.
    let mut functions: Option<bool> = None;
    // CR 613.1f + CR 603.10a: the card's triggered abilities, each judged below through
    // `ability_functions` (the object has them in the state the event is judged in).
    for (index, ta) in characteristics::text_triggered(rules, o.card) {
        let TriggerCondition::Event(te) = &ta.when else {
            continue;
        };
        if ta.is_part_two() || o.zone != zone_of(ta.functions_from) {
            continue;
        }
        let looks_back = look_back::looks_back(ctx, ta);
        let gone = v.after.object(id).is_none_or(|a| a.zone != o.zone);
        let left_with_it = look_back::left_with_it(ta, look_back, looks_back, gone);
        if looks_back != look_back && !left_with_it {
            continue;
        }
        if !*functions.get_or_insert_with(|| ability_functions(ctx, v, reader, id, ev)) {
            continue;
        }
        if skips_newcomer(ctx, v, te, id) {
            continue;
        }
        // CR 303.4b + CR 301.5a (mtg-2024-11-08): "enchanted"/"equipped" is what the source is
        // attached to in the state the ability is checked in (before the event for look-back).
        let me = Viewer {
            source: id,
            controller: o.controller,
            host: o.attached_to,
        };
        if !matches(ctx, v, te, ev, me) {
            continue;
        }
        // CR 101.1 (mtg-2024-11-08): a static says this event doesn't cause it to trigger.
        let origin = NewInstance::printed(id, o, index).origin;
        if trigger_cause::stops(ctx, v, (idx, ev), (id, o), origin) {
            continue;
        }
        if look_back::attachment_trigger_lost(ctx, ta, look_back, gone) {
            continue;
        }
        let replaced_point = scoring::replaced_point(ev);
        if replaced_point.is_some() && !scoring::triggers_despite_replacement(ctx) {
            // CR 603.2h: in MTG a replaced event triggers nothing.
            let origin = NewInstance::printed(id, o, index).origin;
            not_triggered(ctx, origin, id, NotTriggeredReason::Replaced);
            continue;
        }
        if left_with_it {
            // RB 383.2.c.2: its source left at the same time.
            let origin = NewInstance::printed(id, o, index).origin;
            not_triggered(ctx, origin, id, NotTriggeredReason::LeftSimultaneously);
            continue;
        }
        // RB 383.1.b: "the Nth time" triggers on the Nth occurrence this turn only.
        let nth = match ta.nth_time {
            Some(n) => nth_time::occurs(ctx, id, o, index, n, nth_batch),
            None => nth_time::Occurs::Triggers,
        };
        if nth == nth_time::Occurs::No {
            continue;
        }
        // CR 603.2c: "one or more" triggers once per event; a later matching occurrence of the
        // same event joins the instances (the mutant: once per matching object).
        let batch = ta.one_or_more && !ctx.mutant(Mutant::BatchTriggersPerObject);
        if batch && batched::already_met(joined, id, index) {
            let refers = super::trigger_knowledge::of_event(ctx, ev, te, v).refers;
            batched::join(ctx, joined, id, index, refers);
            continue;
        }
        // CR 603.2c: once per occurrence (the mutant: once per event batch).
        if ctx.mutant(Mutant::OneTriggerPerEvent) {
            if seen.contains(&(id, index)) {
                continue;
            }
            seen.push((id, index));
        }
        // CR 603.2d + CR 110.1: "an ability of a permanent you control" only: an ability of a
        // card in another zone triggers once (the mutant gives it the extra instance too).
        let extra = additional::additional_times(ctx, v, ev, (id, o));
        let times = 1 + extra;
        let mut created = Vec::new();
        for k in 0..times {
            let new = NewInstance {
                despite_replacement: replaced_point,
                look_back,
                additional: k > 0,
                ..event_instance(ctx, v, (ta, te), (id, o, index), (idx, ev))
            };
            if let nth_time::Occurs::AlternativeTo(of) = nth {
                // RB 383.1.b (riftbound-1.4): simultaneous with the Nth occurrence, it joins the
                // one instance as a condition its controller may pick; nothing triggers again.
                nth_time::join(ctx, of, new);
                break;
            }
            created.extend(try_trigger(ctx, ta, o, new));
        }
        if let (Some(_), Some(first)) = (ta.nth_time, created.first()) {
            nth_time::triggered(nth_batch, id, index, *first);
        }
        if batch {
            joined.push((id, index, created));
        }
    }
}

/// The instance ability `index` of `id` (`o` as seen) would be on event `ev` (journal index
/// `idx`): what it knows of its event (CR 603.4, 608.2h).
fn event_instance(
    ctx: &Ctx,
    v: &Views,
    (ta, te): (&crate::vocab::TriggeredAbility, &TriggerEvent),
    (id, o, index): (ObjectId, &crate::state::GameObject, u8),
    (idx, ev): (u16, &Event),
) -> NewInstance {
    let super::trigger_knowledge::EventKnowledge { refers, x } =
        super::trigger_knowledge::of_event(ctx, ev, te, v);
    NewInstance {
        // CR 603.2c: "that many" of a "one or more" ability counts the occurrences.
        x: super::trigger_knowledge::remembered_amount(ta, x),
        cause: Some(idx),
        refers,
        // CR 608.2h + CR 113.7a (mtg-2024-11-08): a leaver read as it last existed.
        it_lki: super::trigger_knowledge::leaver_lki(ctx, ev, ta, v),
        on_stack: match ev {
            Event::BecameTarget { of, .. } => *of,
            _ => None,
        },
        ..NewInstance::printed(id, o, index)
    }
}
