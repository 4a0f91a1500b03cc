//! Creating tokens: "create N [name] tokens" puts every token onto the battlefield at once, one
//! event with an occurrence per token (CR 111.1 (mtg-2024-11-08) +
//! CR 603.2c (mtg-2024-11-08)), so an "enters" ability triggers once per token and a "whenever one or
//! more" ability once. The creator owns and controls each (CR 111.2 (mtg-2024-11-08)).
//!
//! Does not model: tokens with characteristics chosen by the effect (each token is a card of
//! the pool, by name).

use super::hooks::perform;
use super::proposed::Proposed;
use super::Ctx;
use crate::mutant::Mutant;
use crate::state::PlayerId;

/// CR 111.1 + CR 603.2c (mtg-2024-11-08): `n` tokens named `name` enter under `controller`'s
/// control as one event (the mutant `tokens-one-at-a-time`: one event per token).
pub(crate) fn create(ctx: &mut Ctx, name: &str, n: u8, controller: PlayerId) {
    let card = ctx.rules.pool.id(name).expect("pool validated token names");
    let one = Proposed::Create {
        card,
        controller,
        attached_to: None,
    };
    if ctx.mutant(Mutant::TokensOneAtATime) {
        for _ in 0..n {
            perform(ctx, vec![one.clone()]);
        }
        return;
    }
    perform(ctx, vec![one; usize::from(n)]);
}
