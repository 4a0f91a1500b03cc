//! Discarding as an effect (CR 701.8a-b (mtg-2024-11-08); in 2026 it is CR 701.9 (mtg-2026-01-16); the 2008
//! rules define it in the glossary only): "[who] discards N cards" moves cards from each named
//! player's hand to their graveyard. By default the discarding player chooses which cards (CR
//! 701.8b (mtg-2024-11-08)); a random discard is explored as every outcome. The players choose
//! one card at a time, in APNAP order (CR 101.4 (mtg-2024-11-08)), the chosen cards marked
//! (`GameObject::chosen_to_discard`); then every chosen card is discarded at once, one event
//! with an occurrence per card (CR 603.2c (mtg-2024-11-08)).
//!
//! Also the trigger event "whenever [who] discards [what]": any card moving from its owner's
//! hand to their graveyard, by this effect, as a cost or by "discard your hand" (in the model
//! nothing else moves a card from a hand to a graveyard).
//!
//! Models: a player with no more cards than N has no choice (discards the hand); an empty hand
//! discards nothing. Does not model: "target player discards" (a player target), another player
//! choosing the discarded card ("look at target player's hand and choose"), "discard a
//! [selector] card" as an effect, madness-like replacements of the discard.

use super::effect_env::{amount, players, Env};
use super::hooks::perform;
use super::proposed::Proposed;
use super::resolve_ask::Answer;
use super::select::subject_matches;
use super::select::{who_matches, Viewer};
use super::trigger_knowledge::Views;
use super::Ctx;
use crate::edition::RuleRef;
use crate::journal::Event;
use crate::state::{Ask, Decision, ObjectId, PlayerId, Zone};
use crate::vocab::{Effect, Quantity, TriggerEvent, Who};

/// The cards in `player`'s hand, chosen or not.
fn hand(ctx: &Ctx, player: PlayerId, chosen: bool) -> Vec<ObjectId> {
    ctx.s
        .in_zone(Zone::Hand)
        .filter(|(_, o)| o.owner == player && o.chosen_to_discard == chosen)
        .map(|(id, _)| id)
        .collect()
}

fn mark(ctx: &mut Ctx, o: ObjectId) {
    if let Some(x) = ctx.s.objects.get_mut(&o) {
        x.chosen_to_discard = true;
    }
}

/// CR 701.8b + CR 101.4 (mtg-2024-11-08): the discarding players choose in APNAP order, one
/// card at a time. Records `answer` (the asked player's card), then makes the forced choices;
/// false when a player must choose (the decision is set), true when every player has chosen.
pub(crate) fn choose(
    ctx: &mut Ctx,
    (who, count, random): (Who, &Quantity, bool),
    env: &Env,
    answer: Option<ObjectId>,
) -> bool {
    if let Some(o) = answer {
        mark(ctx, o);
    }
    let n = amount(ctx, count, env) as usize;
    let named = players(ctx, who, env);
    for p in ctx.s.apnap() {
        if !named.contains(&p) {
            continue;
        }
        // Not a clamp: "discard N" discards what the hand holds (CR 701.8a (mtg-2024-11-08));
        // `left` is what is still to choose, 0 once the marked cards reach N.
        let left = n.saturating_sub(hand(ctx, p, true).len());
        let open = hand(ctx, p, false);
        if left == 0 || open.is_empty() {
            continue;
        }
        if open.len() <= left {
            // No choice: every remaining card of the hand goes.
            open.into_iter().for_each(|o| mark(ctx, o));
            continue;
        }
        ctx.s.decision = Decision::Resolve {
            player: p,
            ask: Ask::Discard { random },
        };
        return false;
    }
    true
}

/// The choices open to the player asked: the cards of their hand not yet chosen.
pub(crate) fn choices(ctx: &Ctx, player: PlayerId) -> Vec<ObjectId> {
    hand(ctx, player, false)
}

/// CR 701.8b (mtg-2024-11-08): for a resolving "discard" effect (at its top level), every
/// discarding player has chosen (false: a player is asked).
pub(crate) fn chose(
    ctx: &mut Ctx,
    effect: Option<&Effect>,
    env: &Env,
    answer: Option<Answer>,
) -> bool {
    let Some(Effect::Discard { who, count, random }) = effect else {
        return true;
    };
    let answer = match answer {
        Some(Answer::Discard(o)) => Some(o),
        _ => None,
    };
    choose(ctx, (*who, count, *random), env, answer)
}

/// CR 701.8a + CR 603.2c (mtg-2024-11-08): every chosen card is discarded at once.
pub(crate) fn discard_chosen(ctx: &mut Ctx) {
    let chosen: Vec<ObjectId> = ctx
        .s
        .objects
        .iter()
        .filter(|(_, o)| o.chosen_to_discard)
        .map(|(id, _)| *id)
        .collect();
    for o in &chosen {
        if let Some(x) = ctx.s.objects.get_mut(o) {
            x.chosen_to_discard = false;
        }
    }
    let batch: Vec<Proposed> = chosen
        .into_iter()
        .map(|o| Proposed::to_graveyard(o, RuleRef::Discard))
        .collect();
    if !batch.is_empty() {
        perform(ctx, batch);
    }
}

/// CR 603.2 + CR 701.8a (mtg-2024-11-08): "whenever [who] discards [what]" matches a card
/// moving from its owner's hand to their graveyard; the card judged as it was in the hand.
pub(crate) fn matches(ctx: &Ctx, v: &Views, te: &TriggerEvent, ev: &Event, me: Viewer) -> bool {
    match (te, ev) {
        (
            TriggerEvent::Discards { who, what },
            Event::ZoneChange {
                old,
                from: Some(Zone::Hand),
                to: Zone::Graveyard,
                ..
            },
        ) => {
            let owner = v.before.object(*old).map(|o| o.owner);
            owner.is_some_and(|p| who_matches(*who, p, me.controller))
                && subject_matches(ctx.rules, v.before, what, *old, me)
        }
        _ => false,
    }
}
