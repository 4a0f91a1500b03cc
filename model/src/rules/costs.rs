//! Costs (CR 118 (mtg-2024-11-08); 424 in mtg-2008-10-01): what a spell's additional cost or an
//! activated ability's cost asks the player to do. The cost is paid in full while the spell is
//! cast or the ability activated (CR 601.2h (mtg-2024-11-08), 602.2b), after it is on the stack
//! and before it becomes cast (CR 601.2i (mtg-2024-11-08)). Paying performs real events: a
//! sacrificed permanent dies, paid life is lost, a discarded card goes to the graveyard. What
//! they trigger waits, like every trigger, until a player would receive priority (CR 117.5
//! (mtg-2024-11-08)), so it goes on the stack above the spell or ability, with the "whenever
//! you cast" triggers of the same cast.
//!
//! Models: `{T}`, "sacrifice [selector]" ("this", or a permanent the player controls, chosen),
//! "pay N life" (only with that much life), "discard a [selector] card" (chosen); the trigger
//! events "whenever [who] sacrifices [selector]", "whenever [who] loses / pays life" and
//! "whenever [who] activates an ability".
//! Does not model: mana costs (SIMPLIFICATION: spells and abilities cost no mana), X costs,
//! removing counters as a cost, several sacrifices or discards for one cost, alternative costs,
//! cost increases and reductions, optional additional costs (kicker).

use super::hooks::{perform, perform_plain};
use super::proposed::Proposed;
use super::select::subject_matches;
use super::select::{self, who_matches, Viewer};
use super::trigger_knowledge::Views;
use super::Ctx;
use crate::choice::{Choice, CostPick};
use crate::edition::RuleRef;
use crate::journal::Event;
use crate::state::{ObjectId, PlayerId, Zone};
use crate::vocab::{Cost, TriggerEvent};

/// The ways `p` can pay `cost` for a spell or ability of `source`, in a stable order; empty if
/// it can't be paid. CR 118.3 (mtg-2024-11-08): no paying without the resources to pay fully.
pub(crate) fn options(ctx: &Ctx, cost: &Cost, (source, p): (ObjectId, PlayerId)) -> Vec<CostPick> {
    // CR 119.4 (mtg-2024-11-08): life can be paid only with at least that much life.
    if cost.life > 0 && ctx.s.players[p.index()].life < i16::from(cost.life) {
        return Vec::new();
    }
    let me = Viewer::of(&ctx.s, source, p);
    let sacrifices: Vec<Option<ObjectId>> = match &cost.sacrifice {
        None => vec![None],
        Some(sel) if sel.this => vec![None],
        // CR 701.17a (mtg-2024-11-08): a player sacrifices only permanents they control.
        Some(sel) => ctx
            .s
            .battlefield()
            .filter(|(id, o)| o.controller == p && select::matches(ctx.rules, &ctx.s, sel, *id, me))
            .map(|(id, _)| Some(id))
            .collect(),
    };
    let discards: Vec<Option<ObjectId>> = match &cost.discard {
        None => vec![None],
        // CR 701.8a (mtg-2024-11-08): a card from the player's own hand (not the spell itself,
        // which is on the stack by then, CR 601.2a (mtg-2024-11-08)).
        Some(sel) => ctx
            .s
            .in_zone(Zone::Hand)
            .filter(|(id, o)| {
                o.owner == p && *id != source && select::matches(ctx.rules, &ctx.s, sel, *id, me)
            })
            .map(|(id, _)| Some(id))
            .collect(),
    };
    let mut out = Vec::new();
    for sacrifice in &sacrifices {
        for discard in &discards {
            out.push(CostPick {
                sacrifice: *sacrifice,
                discard: *discard,
                mana: crate::vocab::ManaPool::EMPTY,
                x: 0,
            });
        }
    }
    out
}

/// CR 601.2h (mtg-2024-11-08), 602.2b: `p` pays `cost` of a spell or ability of `source`, each
/// part an event of its own; `pick` names what the player chose to sacrifice and discard.
pub(crate) fn pay(ctx: &mut Ctx, p: PlayerId, cost: &Cost, source: ObjectId, pick: CostPick) {
    if cost.tap {
        perform(ctx, vec![Proposed::Tap(source)]);
    }
    let victim = match &cost.sacrifice {
        Some(sel) if sel.this => Some(source),
        Some(_) => pick.sacrifice,
        None => None,
    };
    if let Some(v) = victim {
        // CR 701.17a (mtg-2024-11-08): sacrificed, it dies (and is seen as sacrificed).
        perform(ctx, vec![Proposed::to_graveyard(v, RuleRef::PayCosts)]);
    }
    if let (Some(_), Some(card)) = (&cost.discard, pick.discard) {
        // CR 701.8a (mtg-2024-11-08): discarding moves the card to its owner's graveyard.
        perform(ctx, vec![Proposed::to_graveyard(card, RuleRef::PayCosts)]);
    }
    if cost.life > 0 {
        // CR 119.4 (mtg-2024-11-08): paying life is losing that much life.
        let (player, amount, rule) = (p, cost.life, RuleRef::PayCosts);
        perform(
            ctx,
            vec![Proposed::PayLife {
                player,
                amount: amount.into(),
                rule,
            }],
        );
    }
}

/// CR 602.2b + CR 601.2i (mtg-2024-11-08): the ability becomes activated, its costs paid:
/// "whenever you activate an ability" triggers now.
pub(crate) fn activated(ctx: &mut Ctx, player: PlayerId, source: ObjectId, index: u8) {
    let ev = Event::AbilityActivated {
        player,
        source,
        index,
    };
    perform_plain(ctx, vec![ev], RuleRef::ActivateAbility);
}

/// The sacrifice a zone change journaled under `rule` also is: a permanent leaving the
/// battlefield for a sacrifice (CR 701.17a (mtg-2024-11-08)), by an effect or as a cost.
pub(crate) fn sacrificed(rule: RuleRef, ev: &Event) -> Option<Event> {
    match ev {
        Event::ZoneChange {
            old,
            card,
            from: Some(Zone::Battlefield),
            controller,
            ..
        } if matches!(rule, RuleRef::Sacrifice | RuleRef::PayCosts) => Some(Event::Sacrificed {
            object: *old,
            card: *card,
            player: *controller,
        }),
        _ => None,
    }
}

/// Mutant `cost-triggers-placed-mid-cast`: what the cost triggered goes on the stack at once,
/// before the spell or ability is there. The correct engine never calls this: CR 601.2i + CR
/// 117.5 (mtg-2024-11-08) hold them until a player would receive priority.
pub(crate) fn place_at_once(ctx: &mut Ctx) {
    while let Some(t) = ctx.s.waiting.front().cloned() {
        let pick = super::put_on_stack::choices(ctx, t.controller, false)
            .into_iter()
            .find(|c| matches!(c, Choice::PutTriggerOnStack { trigger, .. } if *trigger == t.id));
        match pick {
            Some(c) => super::put_on_stack::place(ctx, t.controller, &c),
            None => break,
        }
    }
}

/// CR 603.2: does one of the cost family's trigger events `te` match `ev` for the ability seen
/// by `me`? False for every other pattern.
pub(crate) fn matches(ctx: &Ctx, v: &Views, te: &TriggerEvent, ev: &Event, me: Viewer) -> bool {
    let you = me.controller;
    match (te, ev) {
        // CR 701.17a + CR 603.10a (mtg-2024-11-08): the sacrificed permanent as it last was.
        (TriggerEvent::Sacrifices { who, what }, Event::Sacrificed { object, player, .. }) => {
            who_matches(*who, *player, you)
                && subject_matches(ctx.rules, v.before, what, *object, me)
        }
        // CR 119.4 (mtg-2024-11-08): paid life is lost life; "pays life" sees payments only.
        (
            TriggerEvent::LosesLife { who, paid },
            Event::LifeLost {
                player, paid: p, ..
            },
        ) => (!*paid || *p) && who_matches(*who, *player, you),
        // CR 602.2b (mtg-2024-11-08): "whenever [who] activates an ability".
        (TriggerEvent::Activates(who), Event::AbilityActivated { player, .. }) => {
            who_matches(*who, *player, you)
        }
        _ => false,
    }
}
