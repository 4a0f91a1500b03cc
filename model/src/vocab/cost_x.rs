//! The `{X}` of a spell's mana cost and the quantity `"x"` its effect reads (CR 107.3a
//! (mtg-2024-11-08), the same number in the 2026 text; CR 104.3c (mtg-2008-10-01)): the load
//! check that ties them together. A spell reading "x" must have `{X}` in its mana cost, where
//! its caster announces the value (CR 601.2b (mtg-2024-11-08); CR 409.1b (mtg-2008-10-01)); an X
//! defined by the spell's text or chosen later (CR 107.3c, 107.3f) is not modelled, so a spell
//! without `{X}` that reads "x" is refused rather than read as 0.
//!
//! Data only: announcing, paying and reading X are in `rules::cost_total`.

use super::{CardDef, ManaSymbol, Quantity};

/// How many `{X}` symbols `card`'s mana cost has.
pub fn x_symbols(card: &CardDef) -> usize {
    card.mana_cost.as_ref().map_or(0, |c| {
        c.symbols.iter().filter(|s| **s == ManaSymbol::X).count()
    })
}

/// Does `card`'s `spell` effect read "x"?
pub fn reads_x(card: &CardDef) -> bool {
    let mut found = false;
    if let Some(e) = &card.spell {
        e.quantities(&mut |q: &Quantity| q.walk(&mut |x| found |= *x == Quantity::X));
    }
    found
}

/// `Err` (what to write instead) if `card`'s spell reads "x" without an `{X}` in its mana cost.
pub fn check(card: &CardDef) -> Result<(), String> {
    if reads_x(card) && x_symbols(card) == 0 {
        return Err(format!(
            "`{}`'s spell reads \"x\" but its mana cost has no {{X}}: X is the value its caster \
             announces for {{X}} (CR 107.3a (mtg-2024-11-08)); write `mana_cost = \"{{X}}...\"` \
             (an X defined by the text or chosen on resolution, CR 107.3c/107.3f, is not \
             modelled)",
            card.name
        ));
    }
    Ok(())
}
