//! Board families for the stack and targets (issue 14, h14s): "counter target spell" beside a
//! "when this spell is countered" creature (CR 701.5a, 603.10e (mtg-2024-11-08)), part of the
//! smoke, standard and deep presets. Entries only.

use super::fam;
use crate::bounds::Bounds;

/// The families, one per rule.
pub(super) fn families() -> Vec<Bounds> {
    vec![
        // CR 701.5a: a creature spell with "when this spell is countered" and an enters ability,
        // and Cancel to counter it (or not): it enters, or goes to the graveyard and its
        // countered ability triggers where CR 603.10e looks back.
        fam(
            "counter-spell",
            &[2],
            &[],
            0,
            &["Stubborn Wurm", "Cancel"],
            2,
        ),
    ]
}
