//! Paying a spell's mana cost: CR 601.2g (mtg-2024-11-08) and CR 601.2h (mtg-2024-11-08), the
//! same numbers in the 2026 text; CR 409.1g (mtg-2008-10-01) and CR 409.1h (mtg-2008-10-01) in
//! the 2008 text. The total cost is the printed mana cost
//! (CR 601.2f; no cost changes are modelled); it is paid from the caster's pool, coloured
//! symbols with mana of their colour, generic symbols with mana of any type (CR 107.4
//! (mtg-2024-11-08)). A spell whose cost the pool can't pay is not offered (CR 601.2h: "Unpayable
//! costs can't be paid"). A card without `mana_cost` costs nothing (as before).
//!
//! How it is explored (state-space discipline). Mana abilities are activated with priority,
//! before the cast, or while casting (CR 601.2g, the paying step in `paying`); each resolves at
//! once, CR 605.3b, with its triggered mana abilities, CR 605.4a; the mana they make waits in
//! the pool and the payment spends it: one choice per distinct remaining pool, i.e. per
//! distinct multiset of mana types spent on the generic part (coloured symbols have one way to
//! be paid). Mana of one type is indistinguishable, so which "copy" pays is no choice at all.
//! Where there is no paying step (no mana ability to activate), the payment is part of the cast
//! choice (`CostPick::mana`).

use super::Ctx;
use crate::edition::RuleRef;
use crate::journal::Happening;
use crate::mutant::Mutant;
use crate::state::{ObjectId, PlayerId};
use crate::vocab::mana_pool::COLORLESS;
use crate::vocab::{ManaCost, ManaPool, ManaSymbol};

/// What `cost` asks for: coloured mana by colour, and the generic amount. Counted in `u32`
/// (255 symbols of 255 each fit), so nothing wraps.
fn needs(cost: &ManaCost) -> ([u32; 5], u32) {
    let mut colored = [0u32; 5];
    let mut generic = 0u32;
    for s in &cost.symbols {
        match s {
            ManaSymbol::Colored(c) => colored[*c as usize] += 1,
            ManaSymbol::Generic(n) => generic += u32::from(*n),
            // A total cost has no {X}: `cost_total` replaced it by its announced value.
            ManaSymbol::X => {}
        }
    }
    (colored, generic)
}

/// The ways `pool` can pay `cost`: what is spent, one entry per distinct remaining pool, in a
/// deterministic order; empty if it can't be paid (CR 601.2h (mtg-2024-11-08)).
pub fn payments(pool: &ManaPool, cost: &ManaCost) -> Vec<ManaPool> {
    let (colored, generic) = needs(cost);
    let mut fixed = ManaPool::EMPTY;
    for (i, &n) in colored.iter().enumerate() {
        // A coloured symbol is paid only with mana of its colour.
        match u8::try_from(n) {
            Ok(n) if n <= pool.0[i] => fixed.0[i] = n,
            _ => return Vec::new(),
        }
    }
    let Some(rest) = pool.checked_sub(&fixed) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut spend = fixed;
    generic_ways(&rest, 0, generic, &mut spend, &mut out);
    out
}

/// Every way to take `left` mana of any types from `rest`, from type `i` on, added to `spend`.
fn generic_ways(
    rest: &ManaPool,
    i: usize,
    left: u32,
    spend: &mut ManaPool,
    out: &mut Vec<ManaPool>,
) {
    if i > COLORLESS {
        if left == 0 {
            out.push(*spend);
        }
        return;
    }
    let later: u32 = rest.0[i + 1..].iter().map(|&n| u32::from(n)).sum();
    let most = u32::from(rest.0[i]).min(left);
    let least = left - later.min(left);
    for take in least..=most {
        // Never `None`: `take <= rest.0[i]` and `spend.0[i] + rest.0[i]` is the pool's amount.
        let before = spend.0[i];
        let Some(now) = u8::try_from(take).ok().and_then(|t| before.checked_add(t)) else {
            continue;
        };
        spend.0[i] = now;
        generic_ways(rest, i + 1, left - take, spend, out);
        spend.0[i] = before;
    }
}

/// The mana payments `p` may make to cast `card_cost` now: `[EMPTY]` for a card without a mana
/// cost (free), none if the pool can't pay it. The mutant `cast-without-paying` offers the
/// cast with nothing spent whatever the pool holds.
pub(crate) fn options(ctx: &Ctx, cost: Option<&ManaCost>, p: PlayerId) -> Vec<ManaPool> {
    let Some(cost) = cost else {
        return vec![ManaPool::EMPTY];
    };
    if ctx.mutant(Mutant::CastWithoutPaying) {
        return vec![ManaPool::EMPTY];
    }
    // CR 601.2h (mtg-2024-11-08), CR 409.1h (mtg-2008-10-01): partial payments are not allowed.
    payments(&ctx.s.player(p).mana, cost)
}

/// CR 601.2h (mtg-2024-11-08), CR 409.1h (mtg-2008-10-01): `p` pays `spend` from their pool
/// for the spell `object`; the journal says what was spent.
pub(crate) fn pay(ctx: &mut Ctx, p: PlayerId, object: ObjectId, spend: ManaPool, has_cost: bool) {
    if !has_cost {
        return;
    }
    let pool = ctx.s.player(p).mana;
    // A legal choice spends only what the pool holds (offered by `options`).
    let left = pool.checked_sub(&spend).unwrap_or(pool);
    ctx.s.players[p.index()].mana = left;
    ctx.log(
        RuleRef::PayCosts,
        Happening::ManaSpent {
            player: p,
            object,
            mana: spend,
        },
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ways(pool: &str, cost: &str) -> Vec<String> {
        let pool = ManaPool::parse(pool).unwrap();
        let cost = ManaCost::parse(cost).unwrap();
        payments(&pool, &cost)
            .iter()
            .map(|m| m.to_string())
            .collect()
    }

    #[test]
    fn one_payment_per_distinct_remaining_pool() {
        assert_eq!(ways("{R}{R}", "{1}{R}"), ["{R}{R}"]);
        assert_eq!(ways("{R}{G}{C}", "{1}{R}"), ["{R}{C}", "{R}{G}"]);
        assert!(ways("{G}{G}", "{R}").is_empty());
        assert!(ways("{R}", "{1}{R}").is_empty());
        assert_eq!(ways("{R}", "{0}"), ["no mana"]);
        assert_eq!(ways("{W}{W}{W}", "{2}").len(), 1);
    }
}
