//! Cards for several targets (issue 14): one "target" word asking for up to N different targets
//! (CR 115.3, 601.2c), rechecked one by one on resolution (CR 608.2b). Appended after every
//! earlier card so their ids stay as they were.

use super::builtin::spell;
use crate::vocab::effect::TargetSpec;
use crate::vocab::{CardDef, CardType as T, Effect as E, Selector};

/// The cards, in a stable order.
pub(super) fn cards() -> Vec<CardDef> {
    vec![
        // CR 608.2b: "Destroy up to two target creatures." If one target is illegal on
        // resolution, the other is still destroyed.
        spell(
            "Double Doom",
            T::Instant,
            E::Destroy(TargetSpec::Several {
                count: 2,
                up_to: true,
                of: Box::new(TargetSpec::Permanent(Selector::of_type(T::Creature))),
            }),
        ),
    ]
}
