//! Riftbound combat damage and the combat cleanup: Step 2 of combat (RB 465 in riftbound-1.4,
//! 460 in riftbound-1.3) and the first task of Step 3 (RB 466.1 / 461.1). Step 1 and the rest
//! of Step 3 are in `rb_combat`.
//!
//! Models: each side's Might summed, a negative Might as 0 (RB 143.2.b); the Attacker assigns
//! first, then the Defender (465.2.c); every order of the opposing units is the assigning
//! player's choice, each unit given lethal damage in full before the next (465.2.c.3) and no more
//! than lethal while another unit remains (465.2.c.4); all of it dealt at once, as one event
//! (465.2.c.1.a), by the units (417.6.c.1); the combat cleanup: units with lethal damage killed
//! (their "when I die" noted first, 323.4, 808.1.d.2), every unit healed (466.1.a.1), the
//! attackers recalled to base if defenders remain (466.1.a.2).
//!
//! SIMPLIFICATION (RB 417.6.c.1): the pooled Might is split back into the units that gave it, in
//! id order, so each part of the damage has one unit as its source. SIMPLIFICATION (RB
//! 465.2.c.4): damage beyond lethal for every unit goes to the last unit of the chosen order (so
//! which unit takes it is a choice, not how it is split). Does not model: Tank, Backline,
//! Assault, Shield (815, 826, 807, 814), replacement or prevention at assignment (465.2.c.5),
//! units that can't be dealt damage (465.2.c.10).

use super::hooks::perform;
use super::proposed::Proposed;
use super::Ctx;
use crate::choice::Choice;
use crate::edition::RuleRef;
use crate::journal::{FieldHappening as F, Happening};
use crate::mutant::Mutant;
use crate::state::{Decision, Designation, Location, ObjectId, PlayerId, Stage, Target};
use std::collections::BTreeSet;

/// One part of a player's combat damage: (source, recipient, amount).
type Part = (ObjectId, ObjectId, u16);

/// A unit's Might: its power, a negative one as 0 (RB 143.2.b).
fn might(ctx: &Ctx, id: ObjectId) -> u16 {
    // Power is an i16: a non-negative one always fits a u16, exactly.
    ctx.obj(id).map_or(0, |o| {
        u16::try_from(super::characteristics::power(ctx.rules, o).max(0)).unwrap_or(0)
    })
}

/// The units with designation `d` at the battlefield, in id order.
fn designated(ctx: &Ctx, d: Designation) -> Vec<ObjectId> {
    ctx.s
        .battlefield()
        .filter(|(_, o)| o.unit.at == Location::Battlefield && o.unit.designation == Some(d))
        .map(|(id, _)| id)
        .collect()
}

/// The damage that is lethal for `id` now: non-zero damage reaching its Might, less the
/// damage already marked (RB 465.2.c.2 (riftbound-1.4)'s reminder).
fn lethal(ctx: &Ctx, id: ObjectId) -> u16 {
    let marked = ctx.obj(id).map_or(0, |o| o.damage);
    // Not a clamp: damage marked past its Might leaves 1 as the lethal amount (any damage).
    might(ctx, id).max(1).saturating_sub(marked).max(1)
}

/// The designation of `p`'s units.
fn side(ctx: &Ctx, p: PlayerId) -> Designation {
    if ctx.s.field.contested_by == Some(p) {
        Designation::Attacker
    } else {
        Designation::Defender
    }
}

fn opposite(d: Designation) -> Designation {
    match d {
        Designation::Attacker => Designation::Defender,
        Designation::Defender => Designation::Attacker,
    }
}

/// Every order of `items`.
fn orders(items: &[ObjectId]) -> Vec<Vec<ObjectId>> {
    if items.len() <= 1 {
        return vec![items.to_vec()];
    }
    let mut out = Vec::new();
    for (i, first) in items.iter().enumerate() {
        let mut rest = items.to_vec();
        rest.remove(i);
        for mut tail in orders(&rest) {
            tail.insert(0, *first);
            out.push(tail);
        }
    }
    out
}

/// RB 465.2.c.3 (riftbound-1.4), RB 465.2.c.4 (riftbound-1.4): `total` damage assigned along `order`: lethal in full to each
/// unit before the next, the rest to the last. Amounts by recipient, in id order.
fn along(ctx: &Ctx, order: &[ObjectId], total: u16) -> Vec<(ObjectId, u16)> {
    let mut left = total;
    let mut out = Vec::new();
    for (k, u) in order.iter().enumerate() {
        if left == 0 {
            break;
        }
        let give = if k + 1 == order.len() {
            left
        } else {
            left.min(lethal(ctx, *u))
        };
        out.push((*u, give));
        left -= give;
    }
    out.sort();
    out
}

/// SIMPLIFICATION (RB 417.6.c.1): the amounts, recipient by recipient, taken from the sources'
/// Might in id order.
fn from_sources(ctx: &Ctx, sources: &[ObjectId], amounts: &[(ObjectId, u16)]) -> Vec<Part> {
    let mut pool: Vec<(ObjectId, u16)> = sources.iter().map(|s| (*s, might(ctx, *s))).collect();
    pool.retain(|(_, m)| *m > 0);
    let mut out = Vec::new();
    let mut i = 0;
    for (r, amount) in amounts {
        let mut need = *amount;
        while need > 0 && i < pool.len() {
            let take = need.min(pool[i].1);
            out.push((pool[i].0, *r, take));
            pool[i].1 -= take;
            need -= take;
            if pool[i].1 == 0 {
                i += 1;
            }
        }
    }
    out
}

/// RB 465.2.a (riftbound-1.4), RB 465.2.b (riftbound-1.4), RB 465.2.c (riftbound-1.4), RB 460.2.a (riftbound-1.3), RB 460.2.b (riftbound-1.3), RB 460.2.c (riftbound-1.3): every assignment of
/// `p`'s summed Might among the other side's units, one per distinct result of an order.
fn options(ctx: &Ctx, p: PlayerId) -> Vec<Vec<Part>> {
    let d = side(ctx, p);
    let sources = designated(ctx, d);
    let targets = designated(ctx, opposite(d));
    // Past an amount's type the step is cut (Decision::Halted), never a stopped sum.
    let Some(total) = sources
        .iter()
        .try_fold(0u16, |t, s| t.checked_add(might(ctx, *s)))
    else {
        ctx.halt(crate::state::Limit::Amount);
        return vec![Vec::new()];
    };
    if total == 0 || targets.is_empty() {
        return vec![Vec::new()];
    }
    let distinct: BTreeSet<Vec<(ObjectId, u16)>> = orders(&targets)
        .iter()
        .map(|o| along(ctx, o, total))
        .collect();
    distinct
        .iter()
        .map(|amounts| from_sources(ctx, &sources, amounts))
        .collect()
}

/// The assignments `p` may choose.
pub(crate) fn assignment_choices(ctx: &Ctx, p: PlayerId) -> Vec<Choice> {
    options(ctx, p)
        .into_iter()
        .map(Choice::AssignCombatDamage)
        .collect()
}

/// RB 465.1 (riftbound-1.4), RB 460.1 (riftbound-1.3): the combat showdown closed; if both
/// attacking and defending units remain, the Attacker assigns first (RB 465.2.c (riftbound-1.4)); otherwise
/// straight to the combat cleanup.
pub(crate) fn begin(ctx: &mut Ctx) {
    let both = !designated(ctx, Designation::Attacker).is_empty()
        && !designated(ctx, Designation::Defender).is_empty();
    match (both, ctx.s.field.contested_by) {
        (true, Some(attacker)) => {
            ctx.s.field.stage = Stage::Assigning;
            ask(ctx, attacker);
        }
        _ => combat_cleanup(ctx),
    }
}

/// `p` assigns: asked if they have a choice, assigned at once if not.
fn ask(ctx: &mut Ctx, p: PlayerId) {
    let mut opts = options(ctx, p);
    if opts.len() == 1 {
        let only = opts.pop().unwrap_or_default();
        assign(ctx, p, &only);
    } else {
        ctx.s.decision = Decision::AssignCombatDamage(p);
    }
}

/// `p`'s assignment. The Attacker's waits for the Defender's; then all of it is dealt at once
/// (RB 465.2.c.1.a (riftbound-1.4), RB 465.2.d (riftbound-1.4)), and the combat cleanup follows (RB 465.3 (riftbound-1.4): no FEPR between).
pub(crate) fn assign(ctx: &mut Ctx, p: PlayerId, parts: &[Part]) {
    ctx.log(
        RuleRef::AssignCombatDamage,
        Happening::Field(F::Assigned {
            player: p,
            damage: parts.to_vec(),
        }),
    );
    if ctx.s.field.contested_by == Some(p) {
        ctx.s.field.assigned = parts.iter().copied().collect();
        if let Some(defender) = ctx.s.field.defender {
            ask(ctx, defender);
        }
        return;
    }
    let mut all: Vec<Part> = ctx.s.field.assigned.iter().copied().collect();
    all.extend_from_slice(parts);
    ctx.s.field.assigned.clear();
    ctx.s.decision = Decision::Priority(ctx.s.priority_next);
    deal(ctx, all);
    combat_cleanup(ctx);
}

/// RB 465.2.c.1.a (riftbound-1.4), RB 460.2.c.1.a (riftbound-1.3): the assigned damage is
/// dealt simultaneously, one event, the units its sources (RB 417.6.c.1); the mutant deals it
/// unit by unit, each part its own event.
fn deal(ctx: &mut Ctx, all: Vec<Part>) {
    let batch: Vec<Proposed> = all
        .into_iter()
        .filter(|(_, _, n)| *n > 0)
        .map(|(source, r, amount)| Proposed::Damage {
            source,
            to: Target::Object(r),
            amount,
            combat: true,
        })
        .collect();
    if batch.is_empty() {
        return;
    }
    if ctx.mutant(Mutant::RbCombatDamageUnitByUnit) {
        for p in batch {
            perform(ctx, vec![p]);
        }
    } else {
        perform(ctx, batch);
    }
}

/// RB 466.1 (riftbound-1.4), RB 461.1 (riftbound-1.3): the combat cleanup. Units with lethal
/// damage are killed, their "when I die" noted first (RB 323.4, 323.5, 808.1.d.2, in the zone
/// change); then every unit is healed (466.1.a.1; the mutant forgets) and the attackers at the
/// battlefield are recalled if defenders are still there (466.1.a.2).
fn combat_cleanup(ctx: &mut Ctx) {
    let doomed: Vec<Proposed> = ctx
        .s
        .battlefield()
        .filter(|(id, o)| o.damage > 0 && o.damage >= might(ctx, *id))
        .map(|(id, _)| Proposed::to_graveyard(id, RuleRef::SbaLethalDamage))
        .collect();
    if !doomed.is_empty() {
        perform(ctx, doomed);
    }
    let damaged: Vec<ObjectId> = ctx
        .s
        .objects
        .iter()
        .filter(|(_, o)| o.damage > 0)
        .map(|(id, _)| *id)
        .collect();
    if !ctx.mutant(Mutant::RbNoHealAfterCombat) {
        for id in &damaged {
            if let Some(o) = ctx.s.objects.get_mut(id) {
                o.damage = 0;
            }
        }
        ctx.log(RuleRef::CombatHeal, Happening::Field(F::Healed));
    }
    let defenders = !designated(ctx, Designation::Defender).is_empty();
    let attackers = designated(ctx, Designation::Attacker);
    let recalled = defenders && !attackers.is_empty();
    if recalled {
        for a in attackers {
            if let Some(o) = ctx.s.objects.get_mut(&a) {
                o.unit.at = Location::Base;
            }
            ctx.log(
                RuleRef::RecallAttackers,
                Happening::Field(F::Recalled { unit: a }),
            );
        }
    }
    ctx.s.field.stage = Stage::Resolution { recalled };
}
