//! Several amounts of damage in one instruction ("deals 1 damage to any target, 2 damage to
//! another target and 3 damage to a third target"): a `deal-damage` with `also` recipients,
//! each its own word "target" (CR 115.3 (mtg-2024-11-08)). The instruction acts on all of them
//! at once, one event (CR 608.2f (mtg-2024-11-08)): a lifelink source gains life once, the
//! total (CR 120.3f), and "whenever you gain life" triggers once.

use super::effect_env::{amount, Env};
use super::hooks::perform;
use super::proposed::Proposed;
use super::Ctx;
use crate::edition::RuleRef;
use crate::mutant::Mutant;
use crate::vocab::effect::{DamageTo, TargetSpec};
use crate::vocab::{Effect, Quantity};

/// Does this part of a sequence name several words "target" (a `deal-damage` with `also`)?
pub(crate) fn names_several(part: &Effect) -> bool {
    matches!(part, Effect::DealDamage { also, .. } if !also.is_empty())
}

/// Deals `amount` to the legal targets of `to`'s word and each `also` amount to its own word's
/// legal targets (CR 608.2b (mtg-2024-11-08): an illegal one is not dealt damage).
pub(crate) fn deal(ctx: &mut Ctx, to: &TargetSpec, q: &Quantity, also: &[DamageTo], env: &Env) {
    let recipients = std::iter::once((to, q)).chain(also.iter().map(|r| (&r.to, &r.amount)));
    let batch: Vec<Proposed> = recipients
        .flat_map(|(spec, q)| {
            let amount = amount(ctx, q, env);
            env.target
                .of_word(spec.word())
                .iter()
                .map(move |to| Proposed::Damage {
                    source: env.source,
                    to,
                    amount,
                    combat: false,
                })
                .collect::<Vec<_>>()
        })
        .collect();
    if batch.is_empty() {
        return;
    }
    // CR 608.2f (mtg-2024-11-08): "each such action is processed simultaneously": one batch,
    // one event. The mutant `damage-split-several-events` deals each amount as its own event.
    let batches = if ctx.mutant(Mutant::DamageSplitSeveralEvents) {
        batch.into_iter().map(|p| vec![p]).collect()
    } else {
        vec![batch]
    };
    for b in batches {
        for (idx, _) in perform(ctx, b) {
            if let Some(e) = ctx.j.entries.get_mut(usize::from(idx)) {
                if e.rule == RuleRef::DamageDealt {
                    e.rule = RuleRef::SplitDamage;
                }
            }
        }
    }
}
