//! CR 704: state-based actions, checked whenever a player would receive priority (CR 704.3) and
//! performed simultaneously as one event.
//!
//! Models: 704.5a (life 0 or less), 704.5b (drew from an empty library), 704.5d (tokens outside
//! the battlefield), 704.5f (toughness 0 or less), 704.5g (lethal damage), both on toughness with
//! counters and "until end of turn" changes, 704.5h (deathtouch damage), 704.5q (counter annihilation), 704.5j (the legend
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
use crate::vocab::CardType;

/// What one round of state-based actions did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Round {
    /// No state-based action applied.
    Nothing,
    /// They were performed, as one event.
    Performed,
    /// A player must first choose the legend to keep (CR 704.5j); the decision is set.
    Choose,
}

/// Groups same-named legendary permanents (each `(id, name, controller)`): per controller
/// (CR 704.5j), or of any controllers under 2008's 420.5e (and the mutant). Groups of two or
/// more, in order of their first member; members in id order.
fn group_legends(ctx: &Ctx, legends: &[(ObjectId, &str, PlayerId)]) -> Vec<Vec<ObjectId>> {
    let per_controller =
        ctx.sem().legend_rule_keeps_one && !ctx.mutant(Mutant::LegendRuleAcrossPlayers);
    let mut groups: Vec<(&str, Option<PlayerId>, Vec<ObjectId>)> = Vec::new();
    for &(id, name, controller) in legends {
        let who = per_controller.then_some(controller);
        match groups.iter_mut().find(|(n, w, _)| *n == name && *w == who) {
            Some((_, _, ids)) => ids.push(id),
            None => groups.push((name, who, vec![id])),
        }
    }
    groups
        .into_iter()
        .map(|(_, _, ids)| ids)
        .filter(|ids| ids.len() > 1)
        .collect()
}

/// The legendary permanents on the battlefield, as `(id, name, controller)`.
fn legends<'r>(ctx: &Ctx<'r>) -> Vec<(ObjectId, &'r str, PlayerId)> {
    if ctx.mutant(Mutant::LegendRuleSkipped) {
        return Vec::new();
    }
    ctx.s
        .battlefield()
        .filter(|(_, o)| !o.face_down && ctx.card(o.card).is_legendary())
        .map(|(id, o)| (id, ctx.card(o.card).name.as_str(), o.controller))
        .collect()
}

/// The permanents the deciding player may keep (the first group needing a choice).
pub(crate) fn legend_choices(ctx: &Ctx) -> Vec<ObjectId> {
    group_legends(ctx, &legends(ctx))
        .into_iter()
        .next()
        .unwrap_or_default()
}

/// The player keeps `keep`; the rest of its group and every other applicable state-based action
/// are performed as one event (CR 704.3, 704.5j).
pub(crate) fn keep_legend(ctx: &mut Ctx, keep: ObjectId) {
    let Decision::KeepLegend { player } = ctx.s.decision else {
        return;
    };
    ctx.s.decision = Decision::Priority(ctx.s.priority_next);
    ctx.log(
        RuleRef::SbaLegendRule,
        Happening::LegendKept { player, kept: keep },
    );
    round(ctx, Some(keep));
}

/// Checks and performs the state-based actions (CR 704.3), or asks for a legend-rule choice.
pub(crate) fn check(ctx: &mut Ctx) -> Round {
    round(ctx, None)
}

/// One round: every applicable action found in one pass over the battlefield, performed as one
/// event; `keep` is the legend its controller chose to keep, if a choice was made.
fn round(ctx: &mut Ctx, keep: Option<ObjectId>) -> Round {
    if players_lose(ctx) {
        return Round::Performed;
    }
    let tokens = remove_tokens(ctx);
    let mut batch = Vec::new();
    let mut legendary = Vec::new();
    let mut pairs = Vec::new();
    let mut deathtouched = Vec::new();
    for (id, o) in ctx.s.battlefield() {
        let card = ctx.card(o.card);
        if o.deathtouched {
            deathtouched.push(id);
        }
        if !o.counters.is_empty() {
            pairs.extend(super::counters::opposite_pair(o).map(|n| (id, n)));
        }
        if !o.face_down && card.is_legendary() && !ctx.mutant(Mutant::LegendRuleSkipped) {
            legendary.push((id, card.name.as_str(), o.controller));
        }
        // CR 708.2a (mtg-2024-11-08): a face-down permanent is a 2/2 creature.
        if !(card.has_type(CardType::Creature) || o.face_down) {
            continue;
        }
        // CR 613.4c: toughness with counters and "until end of turn" changes.
        let toughness = super::characteristics::toughness(ctx.rules, o);
        if !ctx.sem().toughness_zero_dies && !ctx.mutant(Mutant::RbToughnessZeroKills) {
            // RB 323.5 (riftbound-1.4) + RB 142.4.b (riftbound-1.4): only units with lethal
            // damage are killed, and lethal damage is a non-zero amount reaching the Might
            // (RB 143.2.a (riftbound-1.3) says the same); a Might below 0 counts as 0
            // (RB 143.2.b). No damage, no kill: Riftbound has no toughness rule.
            if o.damage > 0 && i32::from(o.damage) >= i32::from(toughness.max(0)) {
                batch.push(Proposed::to_graveyard(id, RuleRef::SbaLethalDamage));
            }
            continue;
        }
        // Mutant `toughness-zero-survives`: 704.5f skipped; lethal damage only.
        if toughness <= 0 && ctx.mutant(Mutant::ToughnessZeroSurvives) {
            if o.damage > 0 {
                batch.push(Proposed::to_graveyard(id, RuleRef::SbaLethalDamage));
            }
        } else if toughness <= 0 {
            // CR 704.5f: toughness 0 or less: put into its owner's graveyard.
            batch.push(Proposed::to_graveyard(id, RuleRef::SbaToughness));
        } else if i32::from(o.damage) >= i32::from(toughness) {
            // CR 704.5g: lethal damage: destroyed.
            batch.push(Proposed::to_graveyard(id, RuleRef::SbaLethalDamage));
        } else if o.deathtouched {
            // CR 704.5h: dealt damage by a deathtouch source since the last check: destroyed.
            batch.push(Proposed::to_graveyard(id, RuleRef::SbaDeathtouch));
        }
    }
    // CR 704.5m + CR 704.5n (mtg-2024-11-08): Auras and Equipment attached illegally.
    batch.extend(super::attach::state_based(ctx));
    // CR 704.5h: "since the last time state-based actions were checked".
    super::combat::forget_deathtouch(ctx, &deathtouched);
    let groups = if legendary.len() > 1 {
        group_legends(ctx, &legendary)
    } else {
        Vec::new()
    };
    // CR 704.5j: the controller keeps one (asked first); CR 420.5e (mtg-2008-10-01): all go.
    let losers: Vec<ObjectId> = match (ctx.sem().legend_rule_keeps_one, keep) {
        (true, None) if !groups.is_empty() => {
            let player = ctx.obj(groups[0][0]).expect("a permanent").controller;
            ctx.s.decision = Decision::KeepLegend { player };
            return Round::Choose;
        }
        (true, Some(k)) => groups
            .into_iter()
            .find(|g| g.contains(&k))
            .unwrap_or_default()
            .into_iter()
            .filter(|o| *o != k)
            .collect(),
        (true, None) => Vec::new(),
        (false, _) => groups.into_iter().flatten().collect(),
    };
    for o in losers {
        batch.retain(|p| p.object() != Some(o));
        batch.push(Proposed::to_graveyard(o, RuleRef::SbaLegendRule));
    }
    // CR 704.3: all applicable actions are performed simultaneously; annihilation removes
    // counters (no zone change), so it is journaled just before the batch.
    let annihilated = super::counters::annihilate(ctx, &pairs);
    let any = !batch.is_empty();
    if any {
        perform(ctx, batch);
    }
    if any || annihilated || tokens {
        Round::Performed
    } else {
        Round::Nothing
    }
}

/// CR 704.5d: tokens outside the battlefield cease to exist. True if any did.
fn remove_tokens(ctx: &mut Ctx) -> bool {
    let tokens: Vec<_> = ctx
        .s
        .objects
        .iter()
        .filter(|(_, o)| o.zone != Zone::Battlefield && ctx.card(o.card).token)
        .map(|(id, o)| (*id, o.clone()))
        .collect();
    for (id, o) in &tokens {
        zone_change::remove_token(ctx, *id);
        let ev = Event::ZoneChange {
            old: *id,
            new: None,
            card: o.card,
            from: Some(o.zone),
            to: o.zone,
            controller: o.controller,
            counters: o.counters.clone(),
            attached_to: o.attached_to,
            abilities_lost: o.abilities_lost,
            face_down: o.face_down,
            owner: o.owner,
        };
        ctx.log(RuleRef::SbaToken, Happening::Event(ev));
    }
    !tokens.is_empty()
}

/// CR 704.5a, 704.5b: players at 0 or less life, or who drew from an empty library, lose.
fn players_lose(ctx: &mut Ctx) -> bool {
    let losers: Vec<PlayerId> = ctx
        .s
        .player_ids()
        .filter(|p| {
            let pl = ctx.s.player(*p);
            !pl.lost && (pl.life <= 0 || pl.drew_from_empty)
        })
        .collect();
    if losers.is_empty() {
        return false;
    }
    // CR 104.5 (mtg-2024-11-08) + CR 800.4 (mtg-2024-11-08): with three or more players, the
    // losers leave and the game goes on while two or more remain.
    let goes_on = super::multiplayer::game_goes_on(ctx, &losers);
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
    if goes_on {
        super::multiplayer::leave(ctx, &losers);
        return true;
    }
    let outcome = match (ctx.s.players.len(), losers.len()) {
        (2, 1) => Outcome::Won(PlayerId(1 - losers[0].0)),
        (n, k) if k == n => Outcome::Draw,
        // CR 104.2a (mtg-2024-11-08): the one player left wins.
        (n, _) if n >= 3 && super::multiplayer::multiplayer_rules(ctx) => {
            let outcome = super::multiplayer::last_standing(ctx, &losers);
            end_game(ctx, outcome, RuleRef::LastPlayerWins);
            return true;
        }
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
