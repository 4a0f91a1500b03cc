//! A spell with `{X}` in its mana cost is paid with X as its caster announced it: CR 107.3a
//! (mtg-2024-11-08; the same number in mtg-2026-01-16): "the controller of that spell ...
//! chooses and announces the value of X as part of casting the spell"; CR 601.2f: "The total
//! cost is the mana cost ... plus all additional costs and cost increases, and minus all cost
//! reductions"; CR 601.2h: "The player pays the total cost". The 2008 text says the same in
//! CR 104.3c (mtg-2008-10-01) for {X}, CR 409.1b (mtg-2008-10-01) for announcing it,
//! CR 409.1f (mtg-2008-10-01) for the total cost and CR 409.1h (mtg-2008-10-01) for paying it.
//!
//! Our own reading, from the step's journal and the printed card: each spell cast whose mana
//! cost has `{X}` had exactly one value of X announced for it, and the mana spent for it (its
//! `ManaSpent` entries, summed) covers each coloured symbol with its colour and totals exactly
//! the printed cost with every `{X}` counted as the announced value. The engine's rule code is
//! never called.

use crate::{Expectation, Kind, Property, View, MTG};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::Happening;
use triggerproof_model::state::ObjectId;
use triggerproof_model::vocab::{ManaCost, ManaSymbol};

/// The values of X announced for `object` in this step.
fn announced(v: &View, object: ObjectId) -> Vec<u16> {
    v.journal
        .iter()
        .filter_map(|e| match &e.what {
            Happening::XAnnounced { object: o, x, .. } if *o == object => Some(*x),
            _ => None,
        })
        .collect()
}

/// Does `paid` cover `cost` with X = `x`: each colour, and the whole amount exactly?
fn pays_with_x(cost: &ManaCost, x: u16, paid: &[u64; 6]) -> bool {
    let mut colour = [0u64; 5];
    let mut total = 0u64;
    for s in &cost.symbols {
        match s {
            ManaSymbol::Colored(c) => {
                colour[*c as usize] += 1;
                total += 1;
            }
            ManaSymbol::Generic(n) => total += u64::from(*n),
            ManaSymbol::X => total += u64::from(x),
        }
    }
    colour.iter().zip(paid).all(|(need, had)| had >= need) && paid.iter().sum::<u64>() == total
}

/// Every spell with `{X}` cast in this step had one X announced and that total cost paid.
fn x_paid_as_announced(v: &View) -> bool {
    v.journal.iter().all(|e| match &e.what {
        Happening::Cast { card, object, .. } => match &v.pool.get(*card).mana_cost {
            Some(cost) if cost.symbols.contains(&ManaSymbol::X) => {
                match announced(v, *object).as_slice() {
                    [x] => pays_with_x(
                        cost,
                        *x,
                        &crate::mana_paid::spent_for(v, *object).map(u64::from),
                    ),
                    _ => false,
                }
            }
            _ => true,
        },
        _ => true,
    })
}

/// A spell was cast with X announced as 1 or more.
fn x_above_zero(v: &View) -> bool {
    v.journal
        .iter()
        .any(|e| matches!(&e.what, Happening::XAnnounced { x, .. } if *x >= 1))
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step as StepKind};

pub fn properties() -> Vec<Property> {
    vec![
        Property {
            name: "x-spell-pays-x-as-announced",
            expectation: Always,
            kind: StepKind,
            statement: "A spell with {X} in its mana cost is cast with one value of X announced, and the mana spent for it is its mana cost with each {X} counted as that value (each coloured symbol paid with its colour).",
            rules: &[RuleRef::AnnounceX, RuleRef::PayCosts],
            editions: MTG,
            witness: Some("x-announced-above-zero"),
            check: x_paid_as_announced,
        },
        Property {
            name: "x-announced-above-zero",
            expectation: Sometimes,
            kind: Reachability,
            statement: "A spell is cast with X announced as 1 or more.",
            rules: &[RuleRef::AnnounceX],
            editions: MTG,
            witness: None,
            check: x_above_zero,
        },
    ]
}
