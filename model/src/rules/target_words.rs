//! Several "target" words on one spell or ability (CR 115.3 (mtg-2024-11-08),
//! CR 409.1c (mtg-2008-10-01)): each part of a `sequence` acts only on the targets of its own word, the
//! ones still legal as it resolves (CR 608.2b (mtg-2024-11-08)).

use super::effect_env::Env;
use super::hooks::execute;
use super::Ctx;
use crate::mutant::Mutant;
use crate::vocab::Effect;

/// Carries out the parts of a sequence in order; a part naming a target acts on its word's
/// targets alone (the mutant gives every part all of them).
pub(super) fn sequence(ctx: &mut Ctx, parts: &[Effect], env: &Env) {
    for part in parts {
        match part.target() {
            // CR 115.3 (mtg-2024-11-08) + CR 608.2b (mtg-2024-11-08): "target creature" and
            // "target player" are two words; each part affects its own word's legal targets.
            // A `deal-damage` with `also` names several words: it picks each word's targets.
            Some(_) if super::damage_split::names_several(part) => execute(ctx, part, env),
            Some(spec) if !ctx.mutant(Mutant::TargetWordsShared) => {
                let mut own = env.clone();
                own.target = env.target.of_word(spec.word());
                execute(ctx, part, &own);
            }
            _ => execute(ctx, part, env),
        }
    }
}
