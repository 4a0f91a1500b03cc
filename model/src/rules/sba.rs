//! CR 704: state-based actions, checked whenever a player would receive priority (CR 704.3) and
//! performed simultaneously as one event.
//!
//! Models: 704.5a (life 0 or less), 704.5b (drew from an empty library), 704.5d (tokens outside
//! the battlefield), 704.5f (toughness 0 or less), 704.5g (lethal damage), both on toughness with
//! counters and "until end of turn" changes, 704.5q (counter annihilation), 704.5j (the legend
//! rule: its controller chooses the one to keep; 2008's 420.5e puts all of them, whoever
//! controls them, into the graveyard).
//! Does not model: the other 704.5 actions (auras, poison, ...).
//! SIMPLIFICATION: with two legend-rule groups at once, the second group's choice comes after
//! the first group's event (CR 704.3 performs them together).
//! SIMPLIFICATION (CR 104.3): the game ends as soon as any player loses, also with 3-4 players.

use super::events::{perform, Proposed};
use super::{zone_change, Ctx};
use crate::edition::RuleRef;
use crate::journal::{Event, Happening};
use crate::mutant::Mutant;
use crate::state::{Decision, ObjectId, Outcome, PlayerId, Zone};
use crate::vocab::{CardType, Supertype};

/// The groups the legend rule applies to (CR 704.5j): same-named legendary permanents of one
/// controller; under 2008's 420.5e (and the mutant) of any controllers. Each group in id order,
/// groups in order of their first member.
fn legend_groups(ctx: &Ctx) -> Vec<Vec<ObjectId>> {
    if ctx.mutant(Mutant::LegendRuleSkipped) {
        return Vec::new();
    }
    let per_controller =
        ctx.sem().legend_rule_keeps_one && !ctx.mutant(Mutant::LegendRuleAcrossPlayers);
    let mut groups: Vec<(String, Option<PlayerId>, Vec<ObjectId>)> = Vec::new();
    for (id, o) in ctx.s.battlefield() {
        let card = ctx.card(o.card);
        if o.face_down || !card.supertypes.contains(&Supertype::Legendary) {
            continue;
        }
        let who = per_controller.then_some(o.controller);
        match groups
            .iter_mut()
            .find(|(n, w, _)| *n == card.name && *w == who)
        {
            Some((_, _, ids)) => ids.push(id),
            None => groups.push((card.name.clone(), who, vec![id])),
        }
    }
    groups
        .into_iter()
        .map(|(_, _, ids)| ids)
        .filter(|ids| ids.len() > 1)
        .collect()
}

/// CR 704.5j: a player must choose which legendary permanent to keep. Sets the decision and
/// returns true if so.
pub(crate) fn legend_choice_needed(ctx: &mut Ctx) -> bool {
    if !ctx.sem().legend_rule_keeps_one {
        return false;
    }
    let Some(group) = legend_groups(ctx).into_iter().next() else {
        return false;
    };
    let player = ctx.obj(group[0]).expect("a battlefield object").controller;
    ctx.s.decision = Decision::KeepLegend { player };
    true
}

/// The permanents the deciding player may keep.
pub(crate) fn legend_choices(ctx: &Ctx) -> Vec<ObjectId> {
    legend_groups(ctx).into_iter().next().unwrap_or_default()
}

/// The player keeps `keep`; the rest of its group and every other applicable state-based action
/// are performed as one event (CR 704.3, 704.5j).
pub(crate) fn keep_legend(ctx: &mut Ctx, keep: ObjectId) {
    let Decision::KeepLegend { player } = ctx.s.decision else {
        return;
    };
    ctx.s.decision = Decision::Priority(ctx.s.priority_next);
    let losers: Vec<ObjectId> = legend_choices(ctx)
        .into_iter()
        .filter(|o| *o != keep)
        .collect();
    ctx.log(
        RuleRef::SbaLegendRule,
        Happening::LegendKept { player, kept: keep },
    );
    perform_all(ctx, losers);
}

/// Performs all applicable state-based actions; true if any was performed.
pub(crate) fn check(ctx: &mut Ctx) -> bool {
    // 2008 (420.5e): every same-named legend goes, no choice.
    let legends: Vec<ObjectId> = if ctx.sem().legend_rule_keeps_one {
        Vec::new()
    } else {
        legend_groups(ctx).into_iter().flatten().collect()
    };
    perform_all(ctx, legends)
}

/// Performs the state-based actions with `legends` (legend-rule losers) among them.
fn perform_all(ctx: &mut Ctx, legends: Vec<ObjectId>) -> bool {
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
    let mut batch: Vec<Proposed> = legends
        .into_iter()
        .map(|id| Proposed::to_graveyard(id, RuleRef::SbaLegendRule))
        .collect();
    for (id, o) in ctx.s.battlefield() {
        let card = ctx.card(o.card);
        if !card.has_type(CardType::Creature) || o.face_down {
            continue;
        }
        // CR 613.4c: toughness with counters and "until end of turn" changes.
        let toughness = super::select::toughness(ctx.rules, o);
        if toughness <= 0 {
            // CR 704.5f: toughness 0 or less: put into its owner's graveyard.
            if !batch.iter().any(|p| p.object() == Some(id)) {
                batch.push(Proposed::to_graveyard(id, RuleRef::SbaToughness));
            }
        } else if i16::from(o.damage) >= toughness {
            // CR 704.5g: lethal damage: destroyed.
            if !batch.iter().any(|p| p.object() == Some(id)) {
                batch.push(Proposed::to_graveyard(id, RuleRef::SbaLethalDamage));
            }
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
