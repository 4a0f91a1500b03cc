//! A spell is cast only if its whole mana cost was paid: CR 601.2h (mtg-2024-11-08; the same
//! number in mtg-2026-01-16), CR 409.1h (mtg-2008-10-01): "The player pays the total cost ...
//! Partial payments are not allowed."
//!
//! Our own reading, from the journal of the step and the printed card: for each spell cast whose
//! card has a mana cost, the mana spent for that spell object (its `ManaSpent` entries, summed
//! by type) holds at least one mana of each colour per coloured symbol of that colour
//! (CR 107.4 (mtg-2024-11-08)), and in all exactly the cost's mana value (CR 202.3: each generic
//! {N} is N mana of any type, each coloured symbol one). The engine's rule code is never called.

use crate::{Expectation, Kind, Property, View, MTG};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::Happening;
use triggerproof_model::state::ObjectId;
use triggerproof_model::vocab::{ManaCost, ManaSymbol};

/// The mana spent for `object` in this step, by type (W U B R G C), summed exactly.
pub(crate) fn spent_for(v: &View, object: ObjectId) -> [u32; 6] {
    let mut out = [0u32; 6];
    for e in v.journal.iter() {
        if let Happening::ManaSpent {
            object: o, mana, ..
        } = &e.what
        {
            if *o == object {
                for (t, n) in out.iter_mut().zip(mana.0) {
                    *t += u32::from(n);
                }
            }
        }
    }
    out
}

/// Does `spent` pay `cost` exactly: enough of each colour, and the whole mana value?
fn pays(cost: &ManaCost, spent: &[u32; 6]) -> bool {
    let mut colour = [0u32; 5];
    let mut value = 0u32;
    for s in &cost.symbols {
        match s {
            ManaSymbol::Colored(c) => {
                colour[*c as usize] += 1;
                value += 1;
            }
            ManaSymbol::Generic(n) => value += u32::from(*n),
            // A cost with {X} is read by `x_cost` (with X as announced).
            ManaSymbol::X => return true,
        }
    }
    let total: u32 = spent.iter().sum();
    colour.iter().zip(spent).all(|(need, had)| had >= need) && total == value
}

/// Every spell with a mana cost cast in this step had it paid in full.
fn cast_only_if_paid(v: &View) -> bool {
    v.journal.iter().all(|e| match &e.what {
        Happening::Cast { card, object, .. } => match &v.pool.get(*card).mana_cost {
            Some(cost) => pays(cost, &spent_for(v, *object)),
            None => true,
        },
        _ => true,
    })
}

/// Some mana was spent on a spell's cost in this step.
fn mana_spent(v: &View) -> bool {
    v.journal
        .iter()
        .any(|e| matches!(&e.what, Happening::ManaSpent { mana, .. } if !mana.is_empty()))
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step as StepKind};

pub fn properties() -> Vec<Property> {
    vec![
        Property {
            name: "spell-cast-only-if-its-mana-cost-was-paid",
            expectation: Always,
            kind: StepKind,
            statement: "A spell with a mana cost is cast only if mana covering its whole cost (each coloured symbol with its colour, the whole mana value) was spent for it.",
            rules: &[RuleRef::PayCosts],
            editions: MTG,
            witness: Some("mana-spent-on-a-spell"),
            check: cast_only_if_paid,
        },
        Property {
            name: "mana-spent-on-a-spell",
            expectation: Sometimes,
            kind: Reachability,
            statement: "Mana from a pool is spent on a spell's mana cost.",
            rules: &[RuleRef::PayCosts],
            editions: MTG,
            witness: None,
            check: mana_spent,
        },
    ]
}
