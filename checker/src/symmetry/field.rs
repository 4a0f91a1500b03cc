//! Renaming the object ids of Riftbound's battlefield: its happenings in the journal and the
//! combat damage an Attacker assigned (`Battlefield::assigned`), in field order.

use super::ids::Ids;
use triggerproof_model::journal::FieldHappening as F;
use triggerproof_model::state::{Battlefield, ObjectId};

type Part = (ObjectId, ObjectId, u16);

fn parts(m: &mut impl Ids, parts: &[Part]) -> Vec<Part> {
    parts
        .iter()
        .map(|(s, r, n)| {
            let s = m.obj(*s);
            (s, m.obj(*r), *n)
        })
        .collect()
}

/// The happening with its ids renamed (visited in field order).
pub(super) fn happening(m: &mut impl Ids, f: &F) -> F {
    match f {
        F::Moved { player, unit, to } => F::Moved {
            player: *player,
            unit: m.obj(*unit),
            to: *to,
        },
        F::Designated { unit, designation } => F::Designated {
            unit: m.obj(*unit),
            designation: *designation,
        },
        F::DesignationLost { unit } => F::DesignationLost { unit: m.obj(*unit) },
        F::Recalled { unit } => F::Recalled { unit: m.obj(*unit) },
        F::Assigned { player, damage } => F::Assigned {
            player: *player,
            damage: parts(m, damage),
        },
        F::Contested { .. }
        | F::ShowdownBegins { .. }
        | F::Healed
        | F::Result { .. }
        | F::ControlEstablished { .. }
        | F::Conquers { .. }
        | F::ControlLost { .. }
        | F::Ended => f.clone(),
    }
}

/// The battlefield with the ids of its assigned damage renamed.
pub(super) fn battlefield(m: &mut impl Ids, b: &Battlefield) -> Battlefield {
    let assigned: Vec<Part> = b.assigned.iter().copied().collect();
    Battlefield {
        assigned: parts(m, &assigned).into_iter().collect(),
        ..b.clone()
    }
}
