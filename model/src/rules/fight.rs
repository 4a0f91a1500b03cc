//! Fight (CR 701.12 (mtg-2024-11-08); the same rule is 701.14 in mtg-2026-01-16; the 2008
//! rules and Riftbound's text have none, so the word is refused there at load): "[creature]
//! fights [other]": each of the two creatures deals damage equal to its power to the other
//! (CR 701.12a), both in one simultaneous event, so each "is dealt damage" and "deals damage"
//! ability sees its own damage in that one event (CR 603.2c). If either creature has left the
//! battlefield, is no longer a creature, or is an illegal target of the resolving spell or
//! ability, neither fights nor deals damage (CR 701.12b). A creature that fights itself deals
//! itself damage equal to twice its power (CR 701.12c). The damage is not combat damage (CR
//! 701.12d).
//!
//! The amounts are read as the fight happens (power with counters and "until end of turn"
//! changes, CR 208.3); a negative power deals 0 (CR 107.1b), and 0 damage is no damage at all
//! (CR 120.8 (mtg-2024-11-08)): no event, nothing triggers. Twice a power past what an event
//! carries cuts the step (`Limit::Amount`), never clamped.

use super::effect_env::{target_objects, Env};
use super::hooks::perform;
use super::proposed::Proposed;
use super::Ctx;
use crate::edition::RuleRef;
use crate::mutant::Mutant;
use crate::state::{Limit, ObjectId, Target, Zone};
use crate::vocab::{CardType, Objects};

/// The one creature a side of a fight names, if it is still a creature on the battlefield.
/// CR 701.12b (mtg-2024-11-08): gone, no creature, or an illegal target (the targets in `env`
/// are the ones still legal, CR 608.2b): `None`, and then neither creature fights.
fn fighter(ctx: &mut Ctx, side: &Objects, env: &Env) -> Option<ObjectId> {
    let named = match side {
        Objects::This => Some(env.source),
        Objects::It => env.refers.front().copied(),
        Objects::Target(spec) => {
            let word = Env {
                target: env.target.of_word(spec.word()),
                ..env.clone()
            };
            super::object_identity::in_this_effect(ctx, target_objects(&word))
                .first()
                .copied()
        }
        // Refused at load (`vocab::fight::check`): a fight names one creature a side.
        Objects::Each(_) | Objects::Players(_) | Objects::ExiledWithThis => None,
    }?;
    let o = ctx.obj(named)?;
    let creature = o.face_down || ctx.card(o.card).has_type(CardType::Creature);
    (o.zone == Zone::Battlefield && creature).then_some(named)
}

/// The damage a fighter deals: its power now, 0 if negative (CR 107.1b (mtg-2024-11-08)).
fn power_of(ctx: &Ctx, o: ObjectId) -> u16 {
    ctx.obj(o).map_or(0, |obj| {
        let p = super::characteristics::power(ctx.rules, obj);
        u16::try_from(p.max(0)).unwrap_or(0)
    })
}

/// Carries out "[creature] fights [other]".
pub(crate) fn fight(ctx: &mut Ctx, creature: &Objects, other: &Objects, env: &Env) {
    let a = fighter(ctx, creature, env);
    let b = fighter(ctx, other, env);
    // CR 701.12b (mtg-2024-11-08): "If one or both creatures ... are no longer on the
    // battlefield or are no longer creatures ... neither of them fights or deals damage".
    let (Some(a), Some(b)) = (a, b) else {
        return;
    };
    let (rule, batch) = if a == b {
        // CR 701.12c (mtg-2024-11-08): "it deals damage to itself equal to twice its power".
        let Some(twice) = power_of(ctx, a).checked_mul(2) else {
            ctx.halt(Limit::Amount);
            return;
        };
        (RuleRef::FightItself, vec![hit(a, a, twice)])
    } else {
        // CR 701.12a (mtg-2024-11-08): "Each of those creatures deals damage equal to its
        // power to the other creature", at once: one event (CR 603.2c).
        let (pa, pb) = (power_of(ctx, a), power_of(ctx, b));
        (RuleRef::Fight, vec![hit(a, b, pa), hit(b, a, pb)])
    };
    // CR 120.8 (mtg-2024-11-08): "If a source would deal 0 damage, it does not deal damage at
    // all": no event for it.
    let batch: Vec<Proposed> = batch
        .into_iter()
        .filter(|p| !matches!(p, Proposed::Damage { amount: 0, .. }))
        .collect();
    if batch.is_empty() {
        return;
    }
    // The mutant `fight-two-events` deals each creature's damage as its own event.
    let batches = if ctx.mutant(Mutant::FightTwoEvents) {
        batch.into_iter().map(|p| vec![p]).collect()
    } else {
        vec![batch]
    };
    for b in batches {
        for (idx, _) in perform(ctx, b) {
            if let Some(e) = ctx.j.entries.get_mut(usize::from(idx)) {
                if e.rule == RuleRef::DamageDealt {
                    e.rule = rule;
                }
            }
        }
    }
}

/// CR 701.12d (mtg-2024-11-08): fight damage "isn't combat damage".
fn hit(source: ObjectId, to: ObjectId, amount: u16) -> Proposed {
    Proposed::Damage {
        source,
        to: Target::Object(to),
        amount,
        combat: false,
    }
}
