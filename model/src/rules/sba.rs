//! CR 704: state-based actions, checked whenever a player would receive priority (CR 704.3) and
//! performed simultaneously as one event.
//!
//! Models: 704.5a (life 0 or less), 704.5b (drew from an empty library), 704.5d (tokens outside
//! the battlefield), 704.5f (toughness 0 or less), 704.5g (lethal damage), both on toughness with
//! counters and "until end of turn" changes, 704.5q (counter annihilation).
//! Does not model: the other 704.5 actions (legend rule, auras, poison, ...).
//! SIMPLIFICATION (CR 104.3): the game ends as soon as any player loses, also with 3-4 players.

use super::events::{perform, Proposed};
use super::{zone_change, Ctx};
use crate::edition::RuleRef;
use crate::journal::{Event, Happening};
use crate::state::{Decision, Outcome, PlayerId, Zone};
use crate::vocab::CardType;

/// Performs all applicable state-based actions; true if any was performed.
pub(crate) fn check(ctx: &mut Ctx) -> bool {
    if players_lose(ctx) {
        return true;
    }
    let tokens: Vec<_> = ctx
        .s
        .objects
        .iter()
        .filter(|(_, o)| o.zone != Zone::Battlefield && ctx.card(o.card).token)
        .map(|(id, o)| (*id, o.clone()))
        .collect();
    for (id, o) in &tokens {
        // CR 704.5d: a token outside the battlefield ceases to exist.
        zone_change::remove_token(ctx, *id);
        let ev = Event::ZoneChange {
            old: *id,
            new: None,
            card: o.card,
            from: Some(o.zone),
            to: o.zone,
            controller: o.controller,
            counters: o.counters.clone(),
        };
        ctx.log(RuleRef::SbaToken, Happening::Event(ev));
    }
    let mut batch = Vec::new();
    for (id, o) in ctx.s.battlefield() {
        let card = ctx.card(o.card);
        if !card.has_type(CardType::Creature) || o.face_down {
            continue;
        }
        // CR 613.4c: toughness with counters and "until end of turn" changes.
        let toughness = super::select::toughness(ctx.rules, o);
        if toughness <= 0 {
            // CR 704.5f: toughness 0 or less: put into its owner's graveyard.
            batch.push(Proposed::to_graveyard(id, RuleRef::SbaToughness));
        } else if i16::from(o.damage) >= toughness {
            // CR 704.5g: lethal damage: destroyed.
            batch.push(Proposed::to_graveyard(id, RuleRef::SbaLethalDamage));
        }
    }
    // CR 704.3: all applicable actions are performed simultaneously; annihilation removes
    // counters (no zone change), so it is journaled just before the batch.
    let annihilated = super::counters::annihilate(ctx);
    let any = !batch.is_empty();
    if any {
        perform(ctx, batch);
    }
    any || annihilated || !tokens.is_empty()
}

/// CR 704.5a, 704.5b: players at 0 or less life, or who drew from an empty library, lose.
fn players_lose(ctx: &mut Ctx) -> bool {
    let losers: Vec<PlayerId> = ctx
        .s
        .player_ids()
        .filter(|p| {
            let pl = ctx.s.player(*p);
            pl.life <= 0 || pl.drew_from_empty
        })
        .collect();
    if losers.is_empty() {
        return false;
    }
    for p in &losers {
        let pl = &mut ctx.s.players[p.index()];
        pl.lost = true;
        let rule = if pl.life <= 0 {
            RuleRef::SbaLife
        } else {
            RuleRef::SbaEmptyLibrary
        };
        ctx.log(rule, Happening::GameOver(Outcome::Lost(*p)));
    }
    let outcome = match (ctx.s.players.len(), losers.len()) {
        (2, 1) => Outcome::Won(PlayerId(1 - losers[0].0)),
        (n, k) if k == n => Outcome::Draw,
        _ => Outcome::Lost(losers[0]),
    };
    end_game(ctx, outcome, RuleRef::SbaLife);
    true
}

/// The game ends with `outcome`.
pub(crate) fn end_game(ctx: &mut Ctx, outcome: Outcome, rule: RuleRef) {
    ctx.s.decision = Decision::GameOver(outcome);
    ctx.log(rule, Happening::GameOver(outcome));
}
