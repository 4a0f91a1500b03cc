//! CR 704: state-based actions, checked whenever a player would receive priority (CR 704.3) and
//! performed simultaneously as one event.
//!
//! Models: 704.5a (life 0 or less), 704.5b (drew from an empty library), 704.5d (tokens outside
//! the battlefield), 704.5f (toughness 0 or less), 704.5g (lethal damage), both on toughness with
//! counters and "until end of turn" changes, 704.5h (deathtouch damage), 704.5q (counter
//! annihilation), 704.5y (a player's older Roles on a permanent, `role.rs`), 704.5j (the legend
//! rule: its controller chooses the one to keep; 2008's 420.5e puts all of them, whoever
//! controls them, into the graveyard).
//! Does not model: the other 704.5 actions (auras, poison, ...).
//! All of one check's actions are one event (CR 704.3 (mtg-2024-11-08)): deaths, the legend
//! rule for every group (each group's choice made first), counter annihilation and a player's
//! loss; the loser leaves right after (CR 800.4a (mtg-2024-11-08)).
//! SIMPLIFICATION (CR 104.3): the game ends as soon as any player loses, also with 3-4 players.

use super::hooks::perform;
use super::proposed::Proposed;
use super::{zone_change, Ctx};
use crate::edition::RuleRef;
use crate::journal::Happening;
use crate::mutant::Mutant;
use crate::state::{Decision, GameState, ObjectId, Outcome, PlayerId, Zone};
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

/// The permanents the deciding player may keep (the first group whose choice is not made yet).
pub(crate) fn legend_choices(ctx: &Ctx) -> Vec<ObjectId> {
    let kept = |id: &ObjectId| ctx.obj(*id).is_some_and(|o| o.kept_by_legend_rule);
    group_legends(ctx, &legends(ctx))
        .into_iter()
        .find(|g| !g.iter().any(kept))
        .unwrap_or_default()
}

/// The player keeps `keep`; once every group has its kept one, the rest of every group and
/// every other applicable state-based action are performed as one event (CR 704.3, 704.5j).
pub(crate) fn keep_legend(ctx: &mut Ctx, keep: ObjectId) {
    let Decision::KeepLegend { player } = ctx.s.decision else {
        return;
    };
    ctx.s.decision = Decision::Priority(ctx.s.priority_next);
    if let Some(o) = ctx.s.objects.get_mut(&keep) {
        o.kept_by_legend_rule = true;
    }
    // CR 704.3 (mtg-2024-11-08): "performs all applicable state-based actions simultaneously
    // as a single event": while another group's choice is still to be made, nothing is
    // performed yet (the choice is journaled under 704.3).
    let rule = if legend_choices(ctx).is_empty() {
        RuleRef::SbaLegendRule
    } else {
        RuleRef::SbaOneEvent
    };
    ctx.log(rule, Happening::LegendKept { player, kept: keep });
    round(ctx);
}

/// Checks and performs the state-based actions (CR 704.3), or asks for a legend-rule choice.
pub(crate) fn check(ctx: &mut Ctx) -> Round {
    round(ctx)
}

/// What one check found, before anything is performed.
#[derive(Default)]
struct Found {
    batch: Vec<Proposed>,
    pairs: Vec<(ObjectId, u8)>,
    legendary: Vec<ObjectId>,
    deathtouched: Vec<ObjectId>,
}

/// CR 704.3 (mtg-2024-11-08): the conditions are all read on one state, before any action.
fn find(ctx: &Ctx) -> Found {
    let mut f = Found::default();
    for (id, o) in ctx.s.battlefield() {
        let card = ctx.card(o.card);
        if o.deathtouched {
            f.deathtouched.push(id);
        }
        if !o.counters.is_empty() && !ctx.mutant(Mutant::CountersNeverAnnihilate) {
            f.pairs
                .extend(super::counters::opposite_pair(o).map(|n| (id, n)));
        }
        if !o.face_down && card.is_legendary() && !ctx.mutant(Mutant::LegendRuleSkipped) {
            f.legendary.push(id);
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
                f.batch
                    .push(Proposed::to_graveyard(id, RuleRef::SbaLethalDamage));
            }
            continue;
        }
        // Mutant `toughness-zero-survives`: 704.5f skipped; lethal damage only.
        if toughness <= 0 && ctx.mutant(Mutant::ToughnessZeroSurvives) {
            if o.damage > 0 {
                f.batch
                    .push(Proposed::to_graveyard(id, RuleRef::SbaLethalDamage));
            }
        } else if toughness <= 0 {
            // CR 704.5f: toughness 0 or less: put into its owner's graveyard.
            f.batch
                .push(Proposed::to_graveyard(id, RuleRef::SbaToughness));
        } else if i32::from(o.damage) >= i32::from(toughness) {
            // CR 704.5g: lethal damage: destroyed.
            f.batch
                .push(Proposed::to_graveyard(id, RuleRef::SbaLethalDamage));
        } else if o.deathtouched {
            // CR 704.5h: dealt damage by a deathtouch source since the last check: destroyed.
            f.batch
                .push(Proposed::to_graveyard(id, RuleRef::SbaDeathtouch));
        }
    }
    // CR 704.5m + CR 704.5n (mtg-2024-11-08): Auras and Equipment attached illegally.
    f.batch.extend(super::attach::state_based(ctx));
    // CR 303.7a + CR 704.5y (mtg-2024-11-08): a player's older Roles on one permanent.
    f.batch.extend(super::role::state_based(ctx));
    f
}

/// CR 704.5j (2008: 420.5e): the legends the legend rule puts into graveyards, or `Err` with
/// the controller who must first choose one to keep (the decision is set by the caller).
/// CR 704.3 (mtg-2024-11-08): every group is settled in the same event, so the choices of all
/// groups are made first (each kept one is marked) and performed together; the mutant
/// `legend-groups-one-by-one` settles each group as soon as its choice is made.
fn legend_losers(ctx: &Ctx, legendary: &[ObjectId]) -> Result<Vec<ObjectId>, PlayerId> {
    if legendary.len() < 2 {
        return Ok(Vec::new());
    }
    let named: Vec<_> = legendary
        .iter()
        .filter_map(|id| {
            let o = ctx.obj(*id)?;
            Some((*id, ctx.card(o.card).name.as_str(), o.controller))
        })
        .collect();
    let groups = group_legends(ctx, &named);
    if !ctx.sem().legend_rule_keeps_one {
        // CR 420.5e (mtg-2008-10-01): all of them go.
        return Ok(groups.into_iter().flatten().collect());
    }
    let kept = |g: &Vec<ObjectId>| {
        g.iter()
            .find(|o| ctx.obj(**o).is_some_and(|x| x.kept_by_legend_rule))
            .copied()
    };
    let one_by_one = ctx.mutant(Mutant::LegendGroupsOneByOne);
    let any_kept = groups.iter().any(|g| kept(g).is_some());
    let mut losers = Vec::new();
    for g in &groups {
        match kept(g) {
            Some(k) => losers.extend(g.iter().filter(|o| **o != k)),
            None if one_by_one && any_kept => {}
            None => return Err(ctx.obj(g[0]).expect("a permanent").controller),
        }
    }
    Ok(losers)
}

/// One check: every applicable action found on one state, performed as one event (CR 704.3).
fn round(ctx: &mut Ctx) -> Round {
    // CR 704.3 + CR 704.5a (mtg-2024-11-08): a player's loss is one of the check's actions. A
    // loss that ends the game ends it at once; otherwise the other actions are performed with
    // it, and the loser leaves right after (CR 800.4a (mtg-2024-11-08): leaving is not itself
    // a state-based action). The mutant `loss-before-other-sbas` performs the loss alone first.
    let losers = losing_players(ctx);
    let goes_on = super::multiplayer::game_goes_on(ctx, &losers);
    if !losers.is_empty() && (!goes_on || ctx.mutant(Mutant::LossBeforeOtherSbas)) {
        lose(ctx, &losers, goes_on, None);
        return Round::Performed;
    }
    let f = find(ctx);
    let legend_losers = match legend_losers(ctx, &f.legendary) {
        Ok(l) => l,
        Err(player) => {
            ctx.s.decision = Decision::KeepLegend { player };
            return Round::Choose;
        }
    };
    let before = ctx.s.clone();
    let tokens = remove_tokens(ctx);
    // CR 704.5h: "since the last time state-based actions were checked".
    super::combat::forget_deathtouch(ctx, &f.deathtouched);
    let mut batch = f.batch;
    for o in legend_losers {
        batch.retain(|p| p.object() != Some(o));
        batch.push(Proposed::to_graveyard(o, RuleRef::SbaLegendRule));
    }
    clear_kept(ctx);
    // CR 704.3 (mtg-2024-11-08): "performs all applicable state-based actions simultaneously
    // as a single event": CR 704.5q's removal is part of the batch, after the zone changes, so
    // a permanent that dies in the same check dies with both kinds of counters. The mutant
    // `sba-annihilation-first` removes them first, as an event of its own.
    let annihilated = !f.pairs.is_empty();
    if ctx.mutant(Mutant::SbaAnnihilationFirst) {
        super::counters::annihilate(ctx, &f.pairs);
    } else {
        batch.extend(
            f.pairs
                .iter()
                .map(|&(obj, count)| Proposed::Annihilate { obj, count }),
        );
    }
    let any = !batch.is_empty();
    if any {
        perform(ctx, batch);
    }
    if !losers.is_empty() {
        lose(ctx, &losers, goes_on, Some(&before));
    }
    if any || annihilated || tokens || !losers.is_empty() {
        Round::Performed
    } else {
        Round::Nothing
    }
}

/// The legend rule's kept marks are spent once the check is performed.
fn clear_kept(ctx: &mut Ctx) {
    let kept: Vec<ObjectId> = ctx
        .s
        .objects
        .iter()
        .filter(|(_, o)| o.kept_by_legend_rule)
        .map(|(id, _)| *id)
        .collect();
    for id in kept {
        if let Some(o) = ctx.s.objects.get_mut(&id) {
            o.kept_by_legend_rule = false;
        }
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
        let ev = super::proposed::zone_change_of(*id, o, o.zone);
        ctx.log(RuleRef::SbaToken, Happening::Event(ev));
    }
    !tokens.is_empty()
}

/// CR 704.5a, 704.5b: the players at 0 or less life, or who drew from an empty library.
fn losing_players(ctx: &Ctx) -> Vec<PlayerId> {
    ctx.s
        .player_ids()
        .filter(|p| {
            let pl = ctx.s.player(*p);
            !pl.lost && (pl.life <= 0 || pl.drew_from_empty)
        })
        .collect()
}

/// `losers` lose the game. CR 104.5 (mtg-2024-11-08) + CR 800.4 (mtg-2024-11-08): with three
/// or more players (`goes_on`), the losers leave and the game goes on while two or more
/// remain; `before` is the state before the check's event, which "loses the game" abilities
/// look back to (CR 603.10f (mtg-2024-11-08)).
fn lose(ctx: &mut Ctx, losers: &[PlayerId], goes_on: bool, before: Option<&GameState>) {
    for p in losers {
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
        super::multiplayer::leave(ctx, losers, before);
        return;
    }
    let outcome = match (ctx.s.players.len(), losers.len()) {
        (2, 1) => Outcome::Won(PlayerId(1 - losers[0].0)),
        (n, k) if k == n => Outcome::Draw,
        // CR 104.2a (mtg-2024-11-08): the one player left wins.
        (n, _) if n >= 3 && super::multiplayer::multiplayer_rules(ctx) => {
            let outcome = super::multiplayer::last_standing(ctx, losers);
            end_game(ctx, outcome, RuleRef::LastPlayerWins);
            return;
        }
        _ => Outcome::Lost(losers[0]),
    };
    end_game(ctx, outcome, RuleRef::SbaLife);
}

/// The game ends with `outcome`.
pub(crate) fn end_game(ctx: &mut Ctx, outcome: Outcome, rule: RuleRef) {
    ctx.s.decision = Decision::GameOver(outcome);
    ctx.log(rule, Happening::GameOver(outcome));
}
