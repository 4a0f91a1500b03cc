//! Properties of trample (CR 702.19b (mtg-2024-11-08), the same in mtg-2026-01-16): a blocked attacker
//! deals combat damage to the player it attacks only once each creature blocking it has been
//! assigned lethal damage, counting the damage already marked on it and, from a source with
//! deathtouch, any amount (CR 702.2c (mtg-2024-11-08)).
//!
//! Our own reading, from the journal of the step and the state after it: a blocked attacker
//! still in combat that dealt combat damage to a player; each of its blockers must then have
//! left the battlefield in the step (destroyed by lethal damage), have damage marked at least
//! its toughness (printed, "until end of turn" change and counters, read here), or have been
//! dealt damage in the step by a source with deathtouch printed on it. Judged where
//! `attacker-damage-totals-power` is: nothing prevented or replaced, no static ability on the
//! battlefield, the two later editions (under mtg-2008-10-01 damage is dealt from the stack).

use crate::blockers::{combat_damage, judged, left, toughness};
use crate::characteristics::printed_keyword;
use crate::{Expectation, Kind, Property, View, MTG_603};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening};
use triggerproof_model::state::{ObjectId, Target, Zone};
use triggerproof_model::vocab::Keyword;

/// Was `b` dealt damage in the step by a source with deathtouch printed on it?
fn dealt_deathtouch(v: &View, b: ObjectId) -> bool {
    v.journal.iter().any(|e| match &e.what {
        Happening::Event(Event::Damage {
            source, to, amount, ..
        }) if *to == Target::Object(b) && *amount > 0 => v
            .state
            .object(*source)
            .is_some_and(|s| !s.face_down && printed_keyword(v, s.card, Keyword::Deathtouch)),
        _ => false,
    })
}

/// Was blocker `b` assigned lethal damage, as seen after the step?
fn lethal_reached(v: &View, b: ObjectId) -> bool {
    if left(v, b) || dealt_deathtouch(v, b) {
        return true;
    }
    match v.state.object(b) {
        Some(o) if o.zone == Zone::Battlefield => i32::from(o.damage) >= toughness(v, o),
        // Gone before the step: no longer blocking (CR 506.4), nothing to judge.
        _ => true,
    }
}

/// CR 702.19b (mtg-2024-11-08): "Once all those blocking creatures are assigned lethal damage,
/// any excess damage is assigned as its controller chooses among those blocking creatures and
/// the player ... the creature is attacking"; otherwise the player gets none.
fn trample_lethal_first(v: &View) -> bool {
    if !judged(v) {
        return true;
    }
    combat_damage(v).into_iter().all(|(source, _, to)| {
        let Some(a) = v.state.combat.attacker(source) else {
            return true;
        };
        let to_player = to.iter().any(|t| matches!(t, Target::Player(_)));
        !a.blocked || !to_player || a.blockers.iter().all(|b| lethal_reached(v, *b))
    })
}

/// A blocked attacker dealt combat damage to a player and to a creature blocking it at once.
fn trampled_over(v: &View) -> bool {
    combat_damage(v).into_iter().any(|(source, _, to)| {
        v.state.combat.attacker(source).is_some_and(|a| a.blocked)
            && to.iter().any(|t| matches!(t, Target::Player(_)))
            && to.iter().any(|t| matches!(t, Target::Object(_)))
    })
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step};

pub fn properties() -> Vec<Property> {
    vec![
        Property {
            name: "trample-lethal-first",
            expectation: Always,
            kind: Step,
            statement: "A blocked attacker deals combat damage to the player it attacks only when each creature blocking it is dealt lethal damage (counting damage already marked; any amount from deathtouch).",
            rules: &[RuleRef::Trample, RuleRef::DeathtouchLethal],
            editions: MTG_603,
            witness: Some("trampled-over"),
            check: trample_lethal_first,
        },
        Property {
            name: "trampled-over",
            expectation: Sometimes,
            kind: Reachability,
            statement: "A blocked attacker with trample deals combat damage to its blocker and the player it attacks at once.",
            rules: &[RuleRef::Trample],
            editions: MTG_603,
            witness: None,
            check: trampled_over,
        },
    ]
}
