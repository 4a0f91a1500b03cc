//! "Each player sacrifices a [selector]": each player the effect names chooses one permanent
//! they control that matches, the active player first and then the others in turn order, each
//! seeing the earlier choices (CR 101.4 (mtg-2024-11-08)); then every chosen permanent is
//! sacrificed at once (CR 701.17a (mtg-2024-11-08)): one event with an occurrence per permanent
//! (CR 603.2c (mtg-2024-11-08)), so dies abilities of the sacrificed look back at each other
//! (CR 603.10a (mtg-2024-11-08)) and a "whenever one or more creatures die" triggers once.
//!
//! A player with exactly one matching permanent has no choice to make; one with none
//! sacrifices nothing. The choices made so far are marked on the chosen objects
//! (`GameObject::chosen_to_sacrifice`) while later players choose.
//!
//! Does not model: "each player sacrifices two" (one each); choices of a spell's or ability's
//! effect other than the top-level one (a `sequence` containing it sacrifices nothing).

use super::effect_env::Env;
use super::hooks::perform;
use super::proposed::Proposed;
use super::select::{self, who_matches, Viewer};
use super::Ctx;
use crate::edition::RuleRef;
use crate::mutant::Mutant;
use crate::state::{Ask, Decision, ObjectId, PlayerId, StackObject, Zone};
use crate::vocab::{Effect, Selector, Who};

/// The permanents `player` controls that `what` picks, from `controller`'s point of view, that
/// are not yet chosen.
fn candidates(
    ctx: &Ctx,
    what: &Selector,
    (source, controller): (ObjectId, PlayerId),
    player: PlayerId,
) -> Vec<ObjectId> {
    let me = Viewer::of(&ctx.s, source, controller);
    select::all(ctx.rules, &ctx.s, what, me)
        .into_iter()
        .filter(|o| {
            ctx.obj(*o).is_some_and(|x| {
                x.zone == Zone::Battlefield && x.controller == player && !x.chosen_to_sacrifice
            })
        })
        .collect()
}

/// Has `player` already chosen a permanent to sacrifice?
fn has_chosen(ctx: &Ctx, player: PlayerId) -> bool {
    ctx.s
        .objects
        .values()
        .any(|o| o.chosen_to_sacrifice && o.controller == player)
}

fn mark(ctx: &mut Ctx, o: ObjectId) {
    if let Some(x) = ctx.s.objects.get_mut(&o) {
        x.chosen_to_sacrifice = true;
    }
}

/// CR 101.4 (mtg-2024-11-08): the players choose in APNAP order. Records `answer` (the asked
/// player's choice), then makes the forced choices; returns false when a player must choose
/// (the decision is set), true when every player has chosen.
pub(crate) fn choose(
    ctx: &mut Ctx,
    (who, what): (Who, &Selector),
    (source, controller): (ObjectId, PlayerId),
    answer: Option<ObjectId>,
) -> bool {
    if let Some(o) = answer {
        mark(ctx, o);
    }
    for p in ctx.s.apnap() {
        if !who_matches(who, p, controller) || has_chosen(ctx, p) {
            continue;
        }
        let c = candidates(ctx, what, (source, controller), p);
        match c.as_slice() {
            [] => {}
            [only] => mark(ctx, *only),
            _ => {
                ctx.s.decision = Decision::Resolve {
                    player: p,
                    ask: Ask::SacrificeEach,
                };
                return false;
            }
        }
    }
    true
}

/// The choices open to the player asked: their matching permanents not yet chosen.
pub(crate) fn choices(ctx: &Ctx, player: PlayerId) -> Vec<ObjectId> {
    match resolving(ctx) {
        Some((_, what, at)) => candidates(ctx, &what, at, player),
        None => Vec::new(),
    }
}

/// The top object's "each player sacrifices" effect, with its source and controller.
fn resolving(ctx: &Ctx) -> Option<(Who, Selector, (ObjectId, PlayerId))> {
    let top = ctx.s.stack.back()?;
    let effect = match top {
        StackObject::Spell { object, .. } => ctx.card(ctx.obj(*object)?.card).spell.as_ref(),
        StackObject::Triggered {
            instance: t, mode, ..
        } => super::characteristics::effect_of(ctx, t, *mode),
        _ => None,
    };
    let source = match top {
        StackObject::Spell { object, .. } => *object,
        other => other.instance()?.source,
    };
    match effect? {
        Effect::EachSacrifices { who, what } => {
            Some((*who, what.clone(), (source, top.controller())))
        }
        _ => None,
    }
}

/// CR 701.17a + CR 603.2c (mtg-2024-11-08): every chosen permanent is sacrificed at once (the
/// mutant `sacrificed-one-at-a-time`: one event per player, in APNAP order).
pub(crate) fn sacrifice_chosen(ctx: &mut Ctx, _env: &Env) {
    let mut chosen: Vec<(usize, ObjectId)> = ctx
        .s
        .objects
        .iter()
        .filter(|(_, o)| o.chosen_to_sacrifice)
        .map(|(id, o)| (ctx.s.apnap_position(o.controller), *id))
        .collect();
    chosen.sort();
    for (_, o) in &chosen {
        if let Some(x) = ctx.s.objects.get_mut(o) {
            x.chosen_to_sacrifice = false;
        }
    }
    let batch = chosen
        .into_iter()
        .map(|(_, o)| Proposed::to_graveyard(o, RuleRef::Sacrifice));
    if ctx.mutant(Mutant::SacrificedOneAtATime) {
        for p in batch {
            perform(ctx, vec![p]);
        }
        return;
    }
    perform(ctx, batch.collect());
}
