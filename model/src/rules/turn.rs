//! The turn (CR 500-514, the parts triggers depend on): advancing steps, the untap and draw
//! turn-based actions, "at the beginning of" triggers (CR 603.2b), mana emptying (CR 500.4),
//! cleanup (CR 514.2, 514.3a), and the per-turn bookkeeping of CR 603.2i.
//!
//! Combat steps are in `combat`. Does not model: the first-turn draw skip, hand size at cleanup (CR 514.1).

use super::hooks::{perform, perform_plain};
use super::proposed::Proposed;
use super::{combat, delayed, Ctx};
use crate::edition::RuleRef;
use crate::journal::Event;
use crate::mutant::Mutant;
use crate::state::{Decision, ObjectId, PlayerId, Step};

/// All players passed with an empty stack (CR 117.4): the step ends; the next one begins.
pub(crate) fn advance(ctx: &mut Ctx) {
    empty_mana(ctx);
    let (mut next, mut new_turn) = combat::next_step(ctx, ctx.s.step);
    // CR 500.8 (mtg-2024-11-08): a combat phase added after the phase that ends comes first.
    if let Some((n, t)) = super::extra_phases::next(ctx, next, new_turn) {
        (next, new_turn) = (n, t);
    }
    if ctx.s.step == Step::EndOfCombat {
        // CR 511.3: as the end of combat step ends, everything is removed from combat.
        combat::end(ctx);
    }
    if new_turn {
        match ctx.s.turn.checked_add(1) {
            Some(t) => ctx.s.turn = t,
            None => ctx.halt(crate::state::Limit::Count),
        }
        ctx.s.active = ctx.next_player(ctx.s.active);
        // CR 302.6: the new active player's permanents are no longer summoning sick.
        combat::turn_begins(ctx, ctx.s.active);
        // RB 470 (riftbound-1.4), RB 465 (riftbound-1.3): scoring counts within a turn.
        super::rb_combat::turn_begins(ctx);
        // CR 500.1 (mtg-2024-11-08): "this turn" is the new turn; its history starts empty.
        super::history::turn_begins(ctx);
        // CR 603.2i, RB 383.1.b, CR 603.2: "once each turn", "the Nth time" and "triggers only
        // once each turn" count within a turn.
        let counted: Vec<ObjectId> = ctx
            .s
            .objects
            .iter()
            .filter(|(_, o)| {
                !o.once_taken.is_empty()
                    || !o.nth_seen.is_empty()
                    || !o.triggered_once.is_empty()
                    || !o.resolved.is_empty()
            })
            .map(|(id, _)| *id)
            .collect();
        let keep_resolved = ctx.mutant(Mutant::ResolvedCountedAcrossTurns);
        for id in counted {
            if let Some(o) = ctx.s.objects.get_mut(&id) {
                o.once_taken.clear();
                o.nth_seen.clear();
                o.triggered_once.clear();
                // CR 603.7h (mtg-2024-11-08): "this turn" (the mutant keeps the count).
                if !keep_resolved {
                    o.resolved.clear();
                }
            }
        }
    }
    begin_step(ctx, next);
}

/// The current step ends: mana empties. CR 500.4: after every step. CR 300.3 (mtg-2008-10-01): only when
/// a phase ends, and each unspent mana costs its player 1 life (mana burn).
fn empty_mana(ctx: &mut Ctx) {
    let burn = ctx.sem().mana_burn;
    if burn && !ctx.s.step.ends_phase() {
        return;
    }
    // CR 500.4 (mtg-2024-11-08): the mutant keeps the mana until the turn's last step ends.
    if !burn && ctx.mutant(Mutant::ManaKeptBetweenSteps) && ctx.s.step != Step::Cleanup {
        return;
    }
    let mut lost = Vec::new();
    for (i, p) in ctx.s.players.iter().enumerate() {
        if burn && !p.mana.is_empty() {
            lost.push(Event::LifeLost {
                player: PlayerId(i as u8),
                amount: p.mana.total(),
                paid: false,
            });
        }
    }
    for ev in &lost {
        if let Event::LifeLost { player, amount, .. } = *ev {
            ctx.lose_life(player, amount);
        }
    }
    for p in ctx.s.players.iter_mut() {
        p.mana = crate::vocab::ManaPool::EMPTY;
    }
    if !lost.is_empty() {
        perform_plain(ctx, lost, RuleRef::ManaBurn);
    }
}

/// A step begins: its "at the beginning of" abilities trigger as it begins (CR 603.2b), then its
/// turn-based actions happen (CR 502.3 untap, CR 504.1 draw, CR 514.2 cleanup).
pub(crate) fn begin_step(ctx: &mut Ctx, step: Step) {
    // CR 514.3a (mtg-2024-11-08): "another cleanup step begins" (journaled under that rule).
    let again = step == Step::Cleanup && ctx.s.step == Step::Cleanup && ctx.s.priority_seen;
    ctx.s.step = step;
    ctx.s.passes = 0;
    ctx.s.priority_seen = false;
    ctx.s.priority_next = ctx.s.active;
    ctx.s.decision = Decision::Priority(ctx.s.active);
    let ev = Event::StepBegan {
        turn: ctx.s.turn,
        step,
        active: ctx.s.active,
    };
    match step {
        Step::Untap => {
            perform_plain(ctx, vec![ev], RuleRef::BeginningOfStep);
            // CR 502.3: the active player untaps their permanents; no one gets priority.
            let ap = ctx.s.active;
            let tapped: Vec<ObjectId> = ctx
                .s
                .battlefield()
                .filter(|(_, o)| o.controller == ap && o.tapped)
                .map(|(id, _)| id)
                .collect();
            perform(ctx, tapped.into_iter().map(Proposed::Untap).collect());
            advance(ctx);
        }
        Step::Draw => {
            // CR 603.2b + CR 504.1: the step begins, so its "at the beginning of" abilities
            // trigger (in the state as it began), then the active player draws (the mutant draws
            // first, so an intervening "if" about the hand sees the drawn card).
            let draw = Proposed::Draw(ctx.s.active);
            if ctx.mutant(Mutant::DrawBeforeStepTriggers) {
                perform(ctx, vec![draw]);
                perform_plain(ctx, vec![ev], RuleRef::BeginningOfStep);
            } else {
                perform_plain(ctx, vec![ev], RuleRef::BeginningOfStep);
                perform(ctx, vec![draw]);
            }
        }
        Step::Cleanup => {
            let rule = if again {
                RuleRef::CleanupPriority
            } else {
                RuleRef::BeginningOfStep
            };
            perform_plain(ctx, vec![ev], rule);
            // CR 514.2 (mtg-2024-11-08): "the following actions happen simultaneously": damage
            // wears off and every "until end of turn" effect ends, as one event, so a look-back
            // ability (a control change's, CR 603.10d) sees the state before all of them. The
            // mutant `cleanup-ends-one-by-one` judges the control change after the others ended.
            let before = ctx.s.clone();
            let damaged: Vec<ObjectId> = ctx
                .s
                .objects
                .iter()
                .filter(|(_, o)| o.damage > 0)
                .map(|(id, _)| *id)
                .collect();
            for id in damaged {
                if let Some(o) = ctx.s.objects.get_mut(&id) {
                    o.damage = 0;
                }
            }
            // CR 514.2 + CR 611.2a: "until end of turn" changes end (the mutant keeps them).
            if !ctx.mutant(Mutant::PumpOutlastsTurn) {
                super::counters::end_pumps(ctx);
            }
            // CR 514.2 + CR 611.2a: "loses all abilities until end of turn" ends (the mutant
            // keeps it).
            if !ctx.mutant(Mutant::AbilitiesLostOutlastTurn) {
                super::abilities::end_losses(ctx);
            }
            // CR 514.2 + CR 611.2a: control gained "until end of turn" returns.
            let before = if ctx.mutant(Mutant::CleanupEndsOneByOne) {
                ctx.s.clone()
            } else {
                before
            };
            super::control::end_until_end_of_turn(ctx, before);
            ctx.s.shields.clear();
            // CR 514.2: unused regeneration shields end with the turn (the mutant keeps them).
            if !ctx.mutant(Mutant::RegenerationOutlastsTurn) {
                super::regenerate::end_of_turn(ctx);
            }
            delayed::expire(ctx);
        }
        Step::DeclareAttackers => {
            perform_plain(ctx, vec![ev], RuleRef::BeginningOfStep);
            // CR 508.1: the active player declares attackers first.
            combat::begin_declare_attackers(ctx);
        }
        Step::DeclareBlockers => {
            perform_plain(ctx, vec![ev], RuleRef::BeginningOfStep);
            // CR 509.1, 802.4: the defending players declare blockers first.
            combat::begin_declare_blockers(ctx);
        }
        Step::FirstStrikeDamage | Step::CombatDamage => {
            perform_plain(ctx, vec![ev], RuleRef::BeginningOfStep);
            combat::refire_attacks(ctx);
            // CR 510.1-510.2: combat damage is assigned and dealt, then priority (CR 510.3).
            combat::deal(ctx, step);
        }
        Step::Upkeep | Step::Main | Step::BeginningOfCombat | Step::EndOfCombat | Step::End => {
            perform_plain(ctx, vec![ev], RuleRef::BeginningOfStep);
        }
    }
}
