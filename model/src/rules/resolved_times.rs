//! CR 603.7h (mtg-2024-11-08): "when this ability has resolved N times this turn". An activated
//! or triggered ability may make a delayed trigger that triggers when the ability has resolved
//! a number of times in a turn; it is created only once, during the appropriate resolution.
//!
//! Models: the resolutions are counted on the ability's source object, per ability, as the
//! resolving ability reaches its "when this ability has resolved N times" part (a new object
//! counts afresh, CR 400.7; the count is cleared as a turn begins). During the Nth resolution
//! the delayed trigger is created and triggers as that resolution ends (waiting to be put on
//! the stack when a player would next receive priority, CR 117.5).
//! SIMPLIFICATION (CR 603.7h (mtg-2024-11-08)): an ability whose source has left the
//! battlefield counts nothing (there is no object to keep its count on), and two abilities of one card with the
//! same "resolved N times" text share one count.

use super::effect_env::Env;
use super::trigger_event::{trigger, NewInstance};
use super::Ctx;
use crate::edition::RuleRef;
use crate::journal::Happening;
use crate::mutant::Mutant;
use crate::state::{AbilityOrigin, Zone};
use crate::vocab::{Ability, DelayedEvent, Effect};

/// The delayed trigger `effect` ("when this ability has resolved `times` times this turn,
/// [then]") is reached by a resolving ability: counts this resolution, and on the Nth creates
/// the delayed trigger, which triggers at once.
pub(super) fn reached(ctx: &mut Ctx, env: &Env, effect: &Effect) {
    let Effect::Delayed {
        when: when @ DelayedEvent::Resolved { times },
        then,
        ..
    } = effect
    else {
        return;
    };
    let Some(index) = ability_index(ctx, env, effect) else {
        return;
    };
    let Some(o) = ctx.s.objects.get_mut(&env.source) else {
        return;
    };
    if o.zone != Zone::Battlefield || o.card != env.source_card {
        return;
    }
    let mut over = false;
    let count = match o.resolved.iter_mut().find(|(i, _)| *i == index) {
        Some((_, c)) => {
            // Past the type the step is cut, never a count stuck at 255.
            match c.checked_add(1) {
                Some(v) => *c = v,
                None => over = true,
            }
            *c
        }
        None => {
            o.resolved.push((index, 1));
            o.resolved.sort_unstable();
            1
        }
    };
    if over {
        return ctx.halt(crate::state::Limit::Count);
    }
    // CR 603.7h (mtg-2024-11-08): created only once, during the Nth resolution (the mutant:
    // during every resolution from the Nth on).
    let due = if ctx.mutant(Mutant::ResolvedFromNthOn) {
        count >= *times
    } else {
        count == *times
    };
    if !due {
        return;
    }
    ctx.log(
        RuleRef::ResolvedTimes,
        Happening::DelayedCreated {
            event: when.clone(),
            controller: env.controller,
            source: env.source,
        },
    );
    trigger(
        ctx,
        NewInstance::of(
            AbilityOrigin::Delayed {
                event: when.clone(),
                action: then.clone(),
            },
            (env.source, env.source_card),
            env.controller,
        ),
    );
}

/// The index, on the source's card, of the ability whose effect holds `effect`.
fn ability_index(ctx: &Ctx, env: &Env, effect: &Effect) -> Option<u8> {
    // CR 113.7a: the resolving ability's text, found on its source's card.
    super::characteristics::text_abilities(ctx.rules, env.source_card)
        .iter()
        .position(|a| {
            let own = match a {
                Ability::Triggered(t) => std::iter::once(&t.effect).chain(&t.modes).collect(),
                Ability::Activated(a) => vec![&a.effect],
                Ability::Static(_) => Vec::new(),
            };
            let mut found = false;
            own.iter()
                .for_each(|e| e.walk(&mut |x| found |= x == effect));
            found
        })
        // In range: at most 255 abilities a card (the scenario checker refuses more).
        .map(|i| i as u8)
}
