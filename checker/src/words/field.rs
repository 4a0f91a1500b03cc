//! Riftbound's battlefield in words: Standard Moves, showdowns, designations, assigned combat
//! damage, control and Conquer.

use super::names::Namer;
use triggerproof_model::journal::FieldHappening as F;
use triggerproof_model::state::{Designation, Location, ObjectId};

fn place(to: Location) -> &'static str {
    match to {
        Location::Base => "its base",
        Location::Battlefield => "the battlefield",
    }
}

/// Assigned combat damage: "2 from Brash Raider #0 to Stone Sentry #3".
pub fn parts(damage: &[(ObjectId, ObjectId, u16)], n: &Namer) -> String {
    if damage.is_empty() {
        return "no damage".into();
    }
    let each: Vec<String> = damage
        .iter()
        // CR 702.19b (mtg-2024-11-08): a part to the attacker itself is a trampler's damage to
        // the player it attacks (`combat_division`).
        .map(|(s, r, a)| match s == r {
            true => format!("{a} from {} to the player it attacks", n.object(*s)),
            false => format!("{a} from {} to {}", n.object(*s), n.object(*r)),
        })
        .collect();
    each.join(", ")
}

/// A battlefield happening in words.
pub fn happening(f: &F, n: &Namer) -> String {
    match f {
        F::Moved { player, unit, to } => format!(
            "{player} moves {} to {}, exhausting it (Standard Move)",
            n.object(*unit),
            place(*to)
        ),
        F::Contested { player } => format!("{player} contests the battlefield"),
        F::ShowdownBegins {
            focus,
            defender: None,
        } => format!("a showdown begins at the battlefield; {focus} has Focus"),
        F::ShowdownBegins {
            focus,
            defender: Some(d),
        } => format!("combat begins at the battlefield: {focus} attacks, {d} defends"),
        F::Designated { unit, designation } => format!(
            "{} is {}",
            n.object(*unit),
            match designation {
                Designation::Attacker => "an attacker",
                Designation::Defender => "a defender",
            }
        ),
        F::DesignationLost { unit } => format!("{} loses its designation", n.object(*unit)),
        F::Assigned { player, damage } => {
            format!("{player} assigns combat damage: {}", parts(damage, n))
        }
        F::Healed => "every unit is healed".into(),
        F::Recalled { unit } => format!("{} is recalled to its base", n.object(*unit)),
        F::Result { winner: Some(p) } => format!("{p} wins the combat"),
        F::Result { winner: None } => "the combat has no result".into(),
        F::ControlEstablished { player, .. } => {
            format!("{player} establishes control of the battlefield")
        }
        F::Conquers { player } => format!("{player} conquers the battlefield"),
        F::ControlLost { player } => format!("{player} loses control of the battlefield"),
        F::Ended => "the showdown or combat ends".into(),
    }
}
