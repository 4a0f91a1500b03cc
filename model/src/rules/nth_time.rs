//! RB 383.1.b: "the Nth time [event] each turn". The ability triggers only on the Nth occurrence
//! of its condition this turn; if that occurrence is one of several simultaneous ones, the
//! ability triggers once: one instance, journaled once and seen once by abilities watching
//! abilities trigger, which carries the other occurrences as alternatives. Its controller picks
//! the occurrence that serves as they put it on the Chain.
//!
//! Models: the count per object and ability (as "once each turn" is kept), cleared each turn. The MTG editions have no such rule; the same cards behave the same there.

use super::trigger_event::NewInstance;
use super::Ctx;
use crate::edition::RuleRef;
use crate::journal::NotTriggeredReason;
use crate::journal::{Happening, RemovalReason};
use crate::mutant::Mutant;
use crate::state::{GameObject, InstanceId, ObjectId, TriggerInstance};

/// The most alternatives one instance carries: with the occurrence it triggered for, each is
/// numbered by a u8 (`put_on_stack::choices`, [`serving`]).
pub(crate) const MAX_ALTERNATIVES: usize = u8::MAX as usize;

/// The (source, ability) pairs that reached their Nth occurrence in one batch, with the
/// instance that triggered for it once there is one.
pub(crate) type Batch = Vec<(ObjectId, u8, Option<InstanceId>)>;

/// What one occurrence does to a "the Nth time" ability.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Occurs {
    /// Not the Nth occurrence, nor simultaneous with it: no trigger.
    No,
    /// The ability triggers (a new instance).
    Triggers,
    /// Simultaneous with the Nth, whose instance is named: an alternative to it.
    AlternativeTo(InstanceId),
}

/// Counts one occurrence for ability `index` of object `id` (`o` as it is seen) and says what it
/// does: the Nth triggers; a later one of the same batch as the Nth is an alternative to the
/// instance that triggered (or triggers itself if none did; the mutants make every one trigger).
/// The count is the object's own: a copy of the card, or the card as a new object after a zone
/// change (CR 400.7 as Riftbound's objects follow it), counts apart (the mutant shares one count
/// among the objects of a card and controller).
pub(crate) fn occurs(
    ctx: &mut Ctx,
    id: ObjectId,
    o: &GameObject,
    index: u8,
    n: u8,
    batch: &mut Batch,
) -> Occurs {
    let own = |x: &GameObject| {
        x.nth_seen
            .iter()
            .find(|(i, _)| *i == index)
            .map_or(0, |(_, k)| *k)
    };
    let current = ctx.s.object(id).map_or_else(|| own(o), own);
    let shared: Option<u8> = if ctx.mutant(Mutant::NthTimePerCard) {
        ctx.s
            .objects
            .iter()
            .filter(|(j, x)| **j != id && x.card == o.card && x.controller == o.controller)
            .try_fold(0u8, |acc, (_, x)| acc.checked_add(own(x)))
    } else {
        Some(0)
    };
    // A count is never clamped: one past 255 occurrences in a turn cuts the step
    // (`Limit::Count`), as the other counts do.
    let counts = shared
        .and_then(|sh| current.checked_add(sh))
        .and_then(|before| {
            let mine = current.checked_add(1)?;
            Some((before, before.checked_add(1)?, mine))
        });
    let Some((before, seen, mine)) = counts else {
        ctx.halt(crate::state::Limit::Count);
        return Occurs::No;
    };
    if let Some(x) = ctx.s.objects.get_mut(&id) {
        x.nth_seen.retain(|(i, _)| *i != index);
        x.nth_seen.push((index, mine));
        x.nth_seen.sort_unstable();
    }
    if seen == n && before < n {
        batch.push((id, index, None));
        return Occurs::Triggers;
    }
    let Some(first) = batch.iter().find(|(s, i, _)| *s == id && *i == index) else {
        return Occurs::No;
    };
    let separate =
        ctx.mutant(Mutant::NthTimeEveryInstance) || ctx.mutant(Mutant::NthTimeAlternativesTrigger);
    match first.2 {
        // RB 383.1.b: the ability triggers only once, for the occurrence its controller picks.
        Some(of) if !separate => Occurs::AlternativeTo(of),
        _ => Occurs::Triggers,
    }
}

/// Notes the instance that triggered for the Nth occurrence of `(id, index)` in this batch.
pub(crate) fn triggered(batch: &mut Batch, id: ObjectId, index: u8, instance: InstanceId) {
    if let Some(e) = batch.iter_mut().find(|(s, i, _)| *s == id && *i == index) {
        e.2.get_or_insert(instance);
    }
}

/// RB 383.1.b: a simultaneous occurrence joins instance `of` as an alternative condition; it
/// doesn't trigger the ability again (journaled as not triggered, for this reason).
pub(crate) fn join(ctx: &mut Ctx, of: InstanceId, new: NewInstance) {
    let (origin, source) = (new.origin.clone(), new.source);
    let mut alt = super::trigger_event::instance_of(ctx, of, new);
    let Some(pos) = ctx.s.waiting.iter().position(|t| t.id == of) else {
        return;
    };
    let mut t = ctx.s.waiting[pos].clone();
    // Occurrences are numbered in a u8 at placement (0: the one it triggered for, `k`: the
    // `k`th alternative): a 255th alternative cuts the step (`Limit::Count`), so every number
    // `put_on_stack::choices` offers fits.
    if t.alternatives.len() >= MAX_ALTERNATIVES {
        return ctx.halt(crate::state::Limit::Count);
    }
    // CR 113.7a: the same source, known as the instance knows it.
    alt.source_lki.clone_from(&t.source_lki);
    t.alternatives.push(alt);
    ctx.s.waiting.set(pos, t);
    let h = Happening::NotTriggered {
        origin,
        source,
        reason: NotTriggeredReason::AlternativeOccurrence { of },
    };
    // RB 383.1.b (riftbound-1.4): one of several simultaneous occurrences serves; the ability
    // triggers once.
    ctx.log(RuleRef::NthTime, h);
}

/// RB 383.1.b: the instance as it is with occurrence `k` serving (0: the one it triggered for;
/// `k`: its `k`th alternative), keeping its name.
pub(crate) fn serving(mut t: TriggerInstance, k: u8) -> TriggerInstance {
    let alternatives = std::mem::take(&mut t.alternatives);
    let alt = k
        .checked_sub(1)
        .and_then(|i| alternatives.into_iter().nth(usize::from(i)));
    match alt {
        Some(alt) => TriggerInstance { id: t.id, ..alt },
        None => t,
    }
}

/// Mutant `nth-time-alternatives-trigger`: every occurrence triggered its own instance;
/// `placed` is the chosen one and the other waiting instances of the same ability and
/// controller are withdrawn (under `nth-time-every-instance` all are kept).
pub(crate) fn withdraw_alternatives(ctx: &mut Ctx, placed: &TriggerInstance) {
    if !ctx.mutant(Mutant::NthTimeAlternativesTrigger) {
        return;
    }
    let others: Vec<_> = ctx
        .s
        .waiting
        .iter()
        .filter(|t| t.origin == placed.origin && t.controller == placed.controller)
        .map(|t| t.id)
        .collect();
    for id in others {
        // By position: imbl 5.0.0's `Vector::retain` crashed here (a use after free while
        // dropping the removed element, seen under the nth-time family).
        if let Some(pos) = ctx.s.waiting.iter().position(|t| t.id == id) {
            ctx.s.waiting.remove(pos);
        }
        let h = Happening::RemovedFromStack {
            instance: id,
            reason: RemovalReason::NotChosen,
        };
        ctx.log(RuleRef::NthTime, h);
    }
}

#[cfg(test)]
mod tests {
    use super::MAX_ALTERNATIVES;

    /// `join` refuses an alternative past `MAX_ALTERNATIVES`, so the last occurrence number
    /// (`MAX_ALTERNATIVES`: 0 is the occurrence the instance triggered for) fits a u8.
    #[test]
    fn every_occurrence_number_fits_a_u8() {
        assert_eq!(u8::try_from(MAX_ALTERNATIVES), Ok(u8::MAX));
    }
}
