//! Trigger events of combat (CR 508.1m, 509.1i, 510.2) and of damage being dealt: which attack,
//! block and damage events a triggered ability's event pattern matches. The other event
//! patterns are in `trigger_event`.

use super::select::subject_matches;
use super::select::who_matches;
use super::trigger_knowledge::Views;
use super::Ctx;
use crate::journal::Event;
use crate::mutant::Mutant;
use crate::state::{ObjectId, Target};
use crate::vocab::trigger::Recipient;
use crate::vocab::{Selector, TriggerEvent};

/// CR 603.2: does the combat or player-damage pattern `te` match `ev` for the ability of
/// `source`, controlled by `controller`? False for every other pattern.
pub(crate) fn matches(
    ctx: &Ctx,
    v: &Views,
    te: &TriggerEvent,
    ev: &Event,
    me: super::select::Viewer,
) -> bool {
    let r = ctx.rules;
    let controller = me.controller;
    let subj = |subj: &Selector, s: &crate::state::GameState, obj: ObjectId| {
        subject_matches(r, s, subj, obj, me)
    };
    match (te, ev) {
        // CR 508.1m, 508.3a: an attack trigger triggers for each declared attacker it matches.
        (TriggerEvent::Attacks(sj), Event::Attacks { attacker, .. }) => {
            subj(sj, v.after, *attacker)
                && (!ctx.mutant(Mutant::AttackTriggersOncePerDeclaration)
                    || first_match(v, |o| subj(sj, v.after, o)) == Some(*attacker))
        }
        // RB 383.4.f: a Defend Trigger, for each unit gaining the Defender designation.
        (TriggerEvent::Defends(sj), Event::Defends { unit, .. }) => subj(sj, v.after, *unit),
        // CR 506.5: "attacks alone": the only creature declared as an attacker (the mutant
        // forgets the others).
        (TriggerEvent::AttacksAlone(sj), Event::Attacks { attacker, .. }) => {
            (v.after.combat.attackers.len() == 1 || ctx.mutant(Mutant::AloneAmongOthers))
                && subj(sj, v.after, *attacker)
        }
        // CR 509.3a (mtg-2024-11-08): "Whenever [a creature] blocks" triggers "only once each
        // combat for that creature, even if it blocks multiple creatures";
        // CR 410.9a (mtg-2008-10-01) the same. Judged on the block event of the first attacker it blocks
        // (the mutant triggers for each attacker it blocks).
        (TriggerEvent::Blocks(sj), Event::Blocks { blocker, attacker }) => {
            subj(sj, v.after, *blocker)
                && (ctx.mutant(Mutant::BlocksTriggerPerAttacker)
                    || first_blocked(v, *blocker).is_none_or(|a| a == *attacker))
        }
        // CR 509.3c (mtg-2024-11-08): "becomes blocked" triggers "only once each combat for
        // that creature, even if it's blocked by multiple creatures"; CR 309.4 (mtg-2008-10-01):
        // "only at the first point the creature becomes blocked that combat". Judged on the
        // block event of its first blocker (the mutant triggers for each blocker).
        (TriggerEvent::BecomesBlocked(sj), Event::Blocks { attacker, blocker }) => {
            subj(sj, v.after, *attacker)
                && (ctx.mutant(Mutant::BecomesBlockedPerBlocker)
                    || first_blocker(v, *attacker).is_none_or(|b| b == *blocker))
        }
        (TriggerEvent::Unblocked(sj), Event::Unblocked { attacker }) => {
            subj(sj, v.after, *attacker)
        }
        // CR 510.2, 603.2c: once per source of the damage event, or, for "to a player / to a
        // creature", once per recipient of that kind ("combat damage": only combat damage).
        (
            TriggerEvent::DealsDamage { by, to, combat },
            Event::Damage {
                source,
                to: t,
                combat: c,
                ..
            },
        ) => {
            (*c || !*combat)
                && (*to != Recipient::Any || !v.dealt_again)
                && recipient_matches(ctx, v, *to, *t)
                && (subj(by, v.after, *source)
                    || subj(by, v.before, *source)
                    || departed_source_matches(ctx, v, by, *source, me))
        }
        (
            TriggerEvent::PlayerDealtDamage { who, combat },
            Event::Damage {
                to: Target::Player(p),
                combat: c,
                ..
            },
        ) => !v.damaged_again && (*c || !*combat) && who_matches(*who, *p, controller),
        _ => false,
    }
}

/// CR 310.4a (mtg-2008-10-01) + CR 310.4b (mtg-2008-10-01): combat damage on the stack is
/// dealt as assigned by a creature no longer in play, which is its last known information: the
/// card and controller the resolving combat damage object recorded for it (the mutant sees no
/// source, so no "deals combat damage" ability triggers).
/// SIMPLIFICATION (CR 310.4b (mtg-2008-10-01)): the departed source is judged as its card with
/// that controller, without the counters or effects it had as it left.
fn departed_source_matches(
    ctx: &Ctx,
    v: &Views,
    by: &Selector,
    source: ObjectId,
    me: super::select::Viewer,
) -> bool {
    if !ctx.sem().combat_damage_on_stack || ctx.mutant(Mutant::DepartedCombatSourceUnseen) {
        return false;
    }
    let assigned = v.before.stack.iter().rev().find_map(|so| match so {
        crate::state::StackObject::CombatDamage { assignments, .. } => {
            assignments.iter().find(|a| a.source == source)
        }
        _ => None,
    });
    let Some(a) = assigned else {
        return false;
    };
    let in_play = v
        .before
        .object(source)
        .is_some_and(|o| o.zone == crate::state::Zone::Battlefield && o.card == a.card);
    if in_play {
        return false;
    }
    let mut lki =
        crate::state::GameObject::new(a.card, a.controller, crate::state::Zone::Battlefield);
    lki.controller = a.controller;
    let mut s = v.before.clone();
    s.objects.insert(source, lki);
    subject_matches(ctx.rules, &s, by, source, me)
}

/// The first declared blocker of `attacker` (the block events are announced in that order).
fn first_blocker(v: &Views, attacker: ObjectId) -> Option<ObjectId> {
    v.after
        .combat
        .attacker(attacker)
        .and_then(|a| a.blockers.first().copied())
}

/// The first attacker `blocker` blocks (the block events are announced in attack order).
fn first_blocked(v: &Views, blocker: ObjectId) -> Option<ObjectId> {
    v.after
        .combat
        .attackers
        .iter()
        .find(|a| a.blockers.contains(&blocker))
        .map(|a| a.object)
}

/// Mutant `attack-triggers-once-per-declaration`: the first declared attacker that matches.
fn first_match(v: &Views, matches: impl Fn(ObjectId) -> bool) -> Option<ObjectId> {
    v.after
        .combat
        .attackers
        .iter()
        .map(|a| a.object)
        .find(|o| matches(*o))
}

/// Is the damage's recipient of the kind a "deals combat damage to ..." ability names? A
/// creature is judged as it was when the damage was dealt.
fn recipient_matches(ctx: &Ctx, v: &Views, r: Recipient, to: Target) -> bool {
    match (r, to) {
        (Recipient::Any, _) | (Recipient::Player, Target::Player(_)) => true,
        (Recipient::Creature, Target::Object(o)) => v.before.object(o).is_some_and(|obj| {
            obj.face_down
                || ctx
                    .card(obj.card)
                    .has_type(crate::vocab::CardType::Creature)
        }),
        _ => false,
    }
}

/// CR 603.2c: "is dealt damage" happens once to a recipient in one event, however many
/// sources deal it damage at once (the mutant counts each source).
pub(crate) fn damaged_again(ctx: &Ctx, earlier: &[(u16, Event)], ev: &Event) -> bool {
    let Event::Damage { to, .. } = ev else {
        return false;
    };
    !ctx.mutant(Mutant::DealtDamagePerSource)
        && earlier
            .iter()
            .any(|(_, e)| matches!(e, Event::Damage { to: t, .. } if t == to))
}

/// CR 603.2c: "[a source] deals damage" happens once for a source in one event, however many
/// recipients it reaches at once; `total` is all the damage it deals in the event.
/// `None` for the total if it passes the u16 an amount is (the caller cuts the step).
pub(crate) fn dealt_again(
    earlier: &[(u16, Event)],
    all: &[(u16, Event)],
    ev: &Event,
) -> (bool, Option<u16>) {
    let Event::Damage { source, .. } = ev else {
        return (false, Some(0));
    };
    let by_source = |e: &Event| match e {
        Event::Damage {
            source: s, amount, ..
        } if s == source => Some(*amount),
        _ => None,
    };
    let again = earlier.iter().any(|(_, e)| by_source(e).is_some());
    let total = all
        .iter()
        .filter_map(|(_, e)| by_source(e))
        .try_fold(0u16, u16::checked_add);
    (again, total)
}
