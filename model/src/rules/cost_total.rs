//! The total cost of a spell (CR 601.2f (mtg-2024-11-08), the same number in the 2026 text;
//! CR 409.1f (mtg-2008-10-01)): what `mana_pay` is asked to pay. Today that is the mana cost
//! with its `{X}` replaced by the value the caster announces (CR 601.2b (mtg-2024-11-08); CR
//! 409.1b (mtg-2008-10-01)). This file is the one seam between WHAT is paid and HOW it is paid
//! (`mana_pay`): [`total_cost`] computes it, [`options`] hands it to `mana_pay::options`.
//!
//! Models: `{X}` in a spell's mana cost (CR 107.3a (mtg-2024-11-08);
//! CR 104.3c (mtg-2008-10-01)), X announced as part of casting and kept by the spell on the stack; the
//! spell's own effect reads it as the quantity `"x"` (CR 107.3a: "While a spell is on the
//! stack, any X in its mana cost ... equals the announced value"); anywhere else X is 0 (CR
//! 107.3g (mtg-2024-11-08)), which the model never needs to read: "x" is refused at load
//! outside an instant's or sorcery's own `spell` effect.
//!
//! How it is explored. X is a choice of the cast, bounded by what the caster's pool can pay:
//! 0 <= X <= (mana in the pool - the rest of the cost) / (number of {X} symbols). Any larger X
//! is a cost that can't be paid (CR 601.2h (mtg-2024-11-08): "Unpayable costs can't be paid"),
//! so the bound is the rule's, not a cut: nothing is clamped. One choice per X and per distinct
//! payment of that total (`mana_pay`).
//!
//! Does not model: cost increases and reductions (CR 601.2f), X in activated abilities' costs
//! (CR 107.3k), X defined by a spell's text (CR 107.3c), X read by another object or by an
//! enters trigger (CR 107.3e, 107.3m), mana value (CR 202.3e).

use super::{mana_pay, Ctx};
use crate::edition::RuleRef;
use crate::journal::Happening;
use crate::mutant::Mutant;
use crate::state::{ObjectId, PlayerId};
use crate::vocab::{ManaCost, ManaPool, ManaSymbol};

/// The number of `{X}` symbols in `cost`, and the mana the rest of it asks for, exactly.
fn split(cost: &ManaCost) -> (u32, u32) {
    let mut xs = 0u32;
    let mut rest = 0u32;
    for s in &cost.symbols {
        match s {
            ManaSymbol::X => xs += 1,
            ManaSymbol::Colored(_) => rest += 1,
            ManaSymbol::Generic(n) => rest += u32::from(*n),
        }
    }
    (xs, rest)
}

/// Does `cost` have an `{X}`?
fn has_x(cost: &ManaCost) -> bool {
    cost.symbols.contains(&ManaSymbol::X)
}

/// The largest X `pool` could pay for `cost` (0 without `{X}`, or if even X = 0 is too
/// much): CR 601.2h (mtg-2024-11-08), a larger X is a cost that can't be paid.
pub fn max_x(cost: &ManaCost, pool: &ManaPool) -> u16 {
    let (xs, rest) = split(cost);
    let have = u32::from(pool.total());
    match have.checked_sub(rest) {
        // At most 1,530 (a pool's whole mana), so it fits a u16.
        Some(left) if xs > 0 => u16::try_from(left / xs).unwrap_or(0),
        _ => 0,
    }
}

/// CR 601.2f (mtg-2024-11-08), CR 409.1f (mtg-2008-10-01): the total cost of casting a spell
/// whose mana cost is `cost` with X announced as `x`: each `{X}` becomes `x` generic mana
/// (CR 107.3a (mtg-2024-11-08)). Written as generic symbols of at most 255 each.
pub fn total_cost(cost: &ManaCost, x: u16) -> ManaCost {
    let mut symbols = Vec::with_capacity(cost.symbols.len());
    for s in &cost.symbols {
        match s {
            ManaSymbol::X => {
                let mut left = x;
                while left > 0 {
                    let n = u8::try_from(left).unwrap_or(u8::MAX);
                    symbols.push(ManaSymbol::Generic(n));
                    left -= u16::from(n);
                }
            }
            other => symbols.push(*other),
        }
    }
    if symbols.is_empty() {
        symbols.push(ManaSymbol::Generic(0));
    }
    ManaCost { symbols }
}

/// The ways `p` may announce X and pay the total cost of a spell whose mana cost is `cost`
/// now: `(x, spent)` pairs, `x` 0 for a cost without `{X}`. A card without a mana cost is free
/// (`[(0, EMPTY)]`, as `mana_pay::options` says). The mutant `x-not-paid` offers any X up to
/// the pool's whole mana and pays the cost as if X were 0.
pub(crate) fn options(ctx: &Ctx, cost: Option<&ManaCost>, p: PlayerId) -> Vec<(u16, ManaPool)> {
    let Some(cost) = cost else {
        return vec![(0, ManaPool::EMPTY)];
    };
    let pool = ctx.s.player(p).mana;
    let free_x = ctx.mutant(Mutant::XNotPaid);
    // The mutant lets X run up to the pool's whole mana and pays the cost as if X were 0.
    let most = if free_x && has_x(cost) {
        pool.total()
    } else {
        max_x(cost, &pool)
    };
    let mut out = Vec::new();
    // CR 601.2b (mtg-2024-11-08), CR 409.1b (mtg-2008-10-01): the caster announces X; CR
    // 601.2h: only a total cost the pool can pay is offered.
    for x in 0..=most {
        let total = total_cost(cost, if free_x { 0 } else { x });
        for spent in mana_pay::options(ctx, Some(&total), p) {
            out.push((x, spent));
        }
    }
    out
}

/// CR 601.2b (mtg-2024-11-08), CR 409.1b (mtg-2008-10-01): `p` announces `x` for the `{X}`
/// of the spell `object`, which keeps it while on the stack (CR 107.3a (mtg-2024-11-08)).
pub(crate) fn announce(ctx: &mut Ctx, p: PlayerId, object: ObjectId, x: u16, has_x: bool) {
    if !has_x {
        return;
    }
    ctx.log(
        RuleRef::AnnounceX,
        Happening::XAnnounced {
            player: p,
            object,
            x,
        },
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn x_ranges_over_what_the_pool_can_pay() {
        let cost = ManaCost::parse("{X}{R}").unwrap();
        let pool = ManaPool::parse("{R}{R}{G}").unwrap();
        assert_eq!(max_x(&cost, &pool), 2);
        assert_eq!(max_x(&ManaCost::parse("{X}{X}{R}").unwrap(), &pool), 1);
        assert_eq!(max_x(&ManaCost::parse("{2}{R}").unwrap(), &pool), 0);
        assert_eq!(max_x(&ManaCost::parse("{X}{3}{R}").unwrap(), &pool), 0);
        assert_eq!(total_cost(&cost, 2).to_string(), "{2}{R}");
        assert_eq!(total_cost(&cost, 0).to_string(), "{R}");
        assert_eq!(
            total_cost(&ManaCost::parse("{X}").unwrap(), 0).to_string(),
            "{0}"
        );
        assert_eq!(total_cost(&cost, 300).to_string(), "{255}{45}{R}");
    }
}
