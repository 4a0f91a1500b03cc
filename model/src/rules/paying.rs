//! The paying step of casting a spell: CR 601.2g (mtg-2024-11-08), the same number in the 2026
//! text; CR 409.1g (mtg-2008-10-01) in the 2008 text. The spell is on the stack already (CR
//! 601.2a (mtg-2024-11-08)); its caster may now activate mana abilities (CR 605.3a
//! (mtg-2024-11-08)), each resolving at once (CR 605.3b (mtg-2024-11-08)), and then pays the
//! total cost (CR 601.2h (mtg-2024-11-08)). What the mana abilities' costs trigger (a land
//! "becomes tapped") waits like every trigger until a player would receive priority (CR 603.3
//! (mtg-2024-11-08)), after the spell became cast (CR 601.2i (mtg-2024-11-08)): so it goes on
//! the stack above the spell and resolves first.
//!
//! How it is explored (state-space discipline). The step is entered only where it can matter:
//! the spell has a mana cost and its caster has a mana ability that can be activated now and
//! after which the cost can still be paid. Otherwise the cast choice itself names the payment
//! from the pool (`mana_pay`), one step as before. In the step the choices are: pay now, one
//! choice per distinct payment from the pool (`Choice::PayMana`), or activate one more mana
//! ability, offered only if the cost can still be paid afterwards (a bounded look-ahead over
//! the caster's remaining mana abilities), so no casting is ever left half done. Mana
//! abilities can still be activated with priority before casting (CR 605.3a): both orders are
//! explored, since they put tapping triggers on different sides of the spell.
//!
//! Does not model (SIMPLIFICATION, in `triggerproof limits`): mana abilities whose cost has
//! neither {T} nor "sacrifice this" are activated with priority only, never while paying
//! (nothing bounds how often they could be activated); a spell with a sacrifice or discard
//! additional cost, or with {X} in its mana cost, is paid from the pool (its mana abilities
//! activated with priority before);
//! Riftbound keeps paying from the pool (its rules have no such step).

use super::characteristics::AbilityReader;
use super::{costs, mana, mana_pay, Ctx};
use crate::choice::{Choice, CostPick};
use crate::edition::{Game, RuleRef};
use crate::journal::Happening;
use crate::state::{GameState, ObjectId, PlayerId, StackObject, Targets};
use crate::vocab::{ActivatedAbility, CardId, ManaCost};

/// How many mana abilities the look-ahead activates at most: more than any board holds.
const LOOK_AHEAD: usize = 8;

/// One mana ability `p` may activate while paying: its source, index and what pays its cost.
type ManaActivation = (ObjectId, u8, CostPick);

/// The mana abilities `p` may activate now while paying (CR 605.3a (mtg-2024-11-08)): those of
/// permanents they control whose cost can be paid and bounds their use ({T} or "sacrifice
/// this").
fn mana_activations(ctx: &Ctx, p: PlayerId) -> Vec<ManaActivation> {
    let reader = AbilityReader::new(ctx.rules, &ctx.s);
    let mut out = Vec::new();
    for (id, o) in ctx.s.battlefield().filter(|(_, o)| o.controller == p) {
        for (i, a) in reader.activated(id) {
            if !a.mana || !bounded(a) {
                continue;
            }
            // CR 302.6: a summoning-sick creature's {T} abilities can't be activated.
            if a.cost.tap && (o.tapped || o.sick) {
                continue;
            }
            for pick in costs::options(ctx, &a.cost, (id, p)) {
                out.push((id, i, pick));
            }
        }
    }
    out
}

/// Can the ability be activated only a bounded number of times ({T}, or "sacrifice this")?
fn bounded(a: &ActivatedAbility) -> bool {
    a.cost.tap || a.cost.sacrifice.as_ref().is_some_and(|s| s.this)
}

/// CR 605.3b (mtg-2024-11-08): `p` activates the mana ability `index` of `source` while
/// paying: its cost is paid, it is activated and resolves at once; what it triggers waits.
fn activate(ctx: &mut Ctx, p: PlayerId, (source, index, pick): ManaActivation) {
    let Some(o) = ctx.obj(source) else { return };
    let ability = super::characteristics::ability_text(ctx.rules, o.card, index);
    let Some(crate::vocab::Ability::Activated(a)) = ability else {
        return;
    };
    ctx.log(
        RuleRef::ManaAbilitiesWhileCasting,
        Happening::Activated {
            player: p,
            source,
            index,
        },
    );
    costs::pay(ctx, p, &a.cost, source, pick);
    costs::activated(ctx, p, source, index);
    mana::activate_mana_ability(ctx, p, source, &a.effect);
}

/// Can `p` still pay `cost` in a game like `s`, activating at most `depth` more mana abilities?
fn payable(ctx: &Ctx, p: PlayerId, cost: &ManaCost, depth: usize) -> bool {
    if !mana_pay::payments(&ctx.s.player(p).mana, cost).is_empty() {
        return true;
    }
    depth > 0
        && mana_activations(ctx, p)
            .into_iter()
            .any(|m| after(ctx, p, m, |next| payable(next, p, cost, depth - 1)))
}

/// `judge` of the game after `p` activates `m`; a step cut at an engine limit counts as true
/// (the real step is then explored and reported incomplete, never hidden).
fn after(ctx: &Ctx, p: PlayerId, m: ManaActivation, judge: impl Fn(&Ctx) -> bool) -> bool {
    let before: GameState = ctx.s.clone();
    let mut next = Ctx::new(ctx.rules, &before);
    activate(&mut next, p, m);
    next.halted.get().is_some() || judge(&next)
}

/// The spell on top of the stack being cast, and its mana cost.
fn paid_spell<'a>(ctx: &Ctx<'a>) -> Option<(ObjectId, &'a ManaCost)> {
    let Some(StackObject::Spell { object, .. }) = ctx.s.stack.back() else {
        return None;
    };
    let cost = ctx.card(ctx.obj(*object)?.card).mana_cost.as_ref()?;
    Some((*object, cost))
}

/// Does casting `card` (its mana cost `cost`) go through the paying step? CR 601.2g
/// (mtg-2024-11-08), CR 409.1g (mtg-2008-10-01): only where a mana ability can be activated
/// and leave the cost payable (see the module doc for what stays paid from the pool).
pub(crate) fn step_applies(ctx: &Ctx, p: PlayerId, card: CardId) -> bool {
    let def = ctx.card(card);
    let Some(cost) = def.mana_cost.as_ref() else {
        return false;
    };
    let extra = &def.additional_cost.0;
    // A spell with {X} is paid from the pool, its X announced against it (`cost_total`):
    // SIMPLIFICATION, in `triggerproof limits`.
    if ctx.rules.edition.game() == Game::Riftbound
        || extra.sacrifice.is_some()
        || extra.discard.is_some()
        || cost.symbols.contains(&crate::vocab::ManaSymbol::X)
    {
        return false;
    }
    mana_activations(ctx, p)
        .into_iter()
        .any(|m| after(ctx, p, m, |next| payable(next, p, cost, LOOK_AHEAD)))
}

/// The choices of `p` in the paying step: each distinct payment from the pool, then each mana
/// ability that leaves the cost payable (CR 601.2g-h (mtg-2024-11-08)).
pub(crate) fn choices(ctx: &Ctx, p: PlayerId) -> Vec<Choice> {
    let Some((_, cost)) = paid_spell(ctx) else {
        return Vec::new();
    };
    let mut out: Vec<Choice> = mana_pay::payments(&ctx.s.player(p).mana, cost)
        .into_iter()
        .map(Choice::PayMana)
        .collect();
    for m in mana_activations(ctx, p) {
        if after(ctx, p, m, |next| payable(next, p, cost, LOOK_AHEAD)) {
            out.push(Choice::ActivateAbility {
                source: m.0,
                index: m.1,
                target: Targets::NONE,
                pay: m.2,
            });
        }
    }
    out
}

/// Applies a paying-step choice that activates a mana ability; the step goes on.
pub(crate) fn activate_choice(ctx: &mut Ctx, p: PlayerId, choice: &Choice) {
    if let Choice::ActivateAbility {
        source, index, pay, ..
    } = choice
    {
        activate(ctx, p, (*source, *index, *pay));
    }
}

/// CR 601.2h (mtg-2024-11-08), CR 409.1h (mtg-2008-10-01): the mana cost of the spell on top
/// of the stack is paid with `spend`; the spell being paid for.
pub(crate) fn pay(ctx: &mut Ctx, p: PlayerId, spend: crate::vocab::ManaPool) -> Option<ObjectId> {
    let (object, _) = paid_spell(ctx)?;
    mana_pay::pay(ctx, p, object, spend, true);
    if ctx.mutant(crate::mutant::Mutant::PayingTriggersBelowSpell) {
        below_spell(ctx);
    }
    Some(object)
}

/// Mutant `paying-triggers-below-spell`: what paying triggered goes on the stack under the
/// spell, as in engines that pay before the spell is on the stack. The correct engine never
/// calls this: CR 601.2a + CR 603.3 (mtg-2024-11-08) put the spell there first.
fn below_spell(ctx: &mut Ctx) {
    let Some(spell) = ctx.s.stack.pop_back() else {
        return;
    };
    costs::place_at_once(ctx);
    ctx.s.stack.push_back(spell);
}
