//! "When this card leaves your graveyard" (CR 603.10a (mtg-2024-11-08)): an ability that
//! triggers when a card leaves a graveyard looks back in time, so a card leaving its graveyard
//! sees itself leave though its ability works only there. Read from the journal: every card
//! leaving a graveyard with such an ability triggers it, as the object that left (the one that
//! existed before the event), caused by that departure, looking back (or is journaled as not
//! triggering). The 2008 rules' look-back list (CR 410.10d (mtg-2008-10-01)) lacks it, so the
//! property is for the 2024 and later editions.

use crate::observe::printed;
use crate::{Expectation, Kind, Property, View, MTG_603};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening, NotTriggeredReason};
use triggerproof_model::state::{AbilityOrigin, Zone};
use triggerproof_model::vocab::trigger::{FunctionsFrom, TriggerCondition};
use triggerproof_model::vocab::{TriggerEvent, TriggeredAbility};

/// Is `ta` "when this card leaves your graveyard", working from the graveyard?
fn own_leaving(ta: &TriggeredAbility) -> bool {
    ta.functions_from == FunctionsFrom::Graveyard
        && matches!(
            &ta.when,
            TriggerCondition::Event(TriggerEvent::LeavesZone { from: Zone::Graveyard, of, .. }) if of.this
        )
}

/// CR 603.10a (mtg-2024-11-08): the leaving card's own ability triggers, as the object that
/// left, on that departure, looking back.
fn sees_own_leaving(v: &View) -> bool {
    let e = &v.journal.entries;
    e.iter().enumerate().all(|(i, x)| {
        let Happening::Event(Event::ZoneChange {
            old,
            card,
            from: Some(Zone::Graveyard),
            ..
        }) = &x.what
        else {
            return true;
        };
        v.pool.get(*card).triggered().all(|(k, ta)| {
            if !own_leaving(ta) {
                return true;
            }
            let mine = |o: &AbilityOrigin| {
                matches!(o, AbilityOrigin::Printed { card: c, index } if c == card && *index == k)
            };
            e[i + 1..].iter().any(|y| match &y.what {
                Happening::Triggered {
                    source,
                    origin,
                    cause: Some(c),
                    look_back,
                    ..
                } => source == old && mine(origin) && *c as usize == i && *look_back,
                // RB 383.2.c.2 (riftbound-1.3): "left at the same time" is no reason under these editions.
                Happening::NotTriggered {
                    source,
                    origin,
                    reason,
                } => {
                    source == old
                        && mine(origin)
                        && *reason != NotTriggeredReason::LeftSimultaneously
                }
                _ => false,
            })
        })
    })
}

/// A card's "leaves your graveyard" ability triggers on its own departure.
fn own_leaving_triggers(v: &View) -> bool {
    v.journal.iter().any(|x| match &x.what {
        Happening::Triggered { origin, .. } => printed(v, origin).is_some_and(own_leaving),
        _ => false,
    })
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step};

pub fn properties() -> Vec<Property> {
    vec![
        Property {
            name: "leaves-graveyard-looks-back",
            expectation: Always,
            kind: Step,
            statement: "A card's 'when this card leaves your graveyard' ability triggers on its own departure, judged before the event (looking back).",
            rules: &[RuleRef::LookBack],
            editions: MTG_603,
            witness: Some("leaves-graveyard-triggers"),
            check: sees_own_leaving,
        },
        Property {
            name: "leaves-graveyard-triggers",
            expectation: Sometimes,
            kind: Reachability,
            statement: "A card's 'leaves your graveyard' ability triggers on its own departure.",
            rules: &[RuleRef::LookBack],
            editions: MTG_603,
            witness: None,
            check: own_leaving_triggers,
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use triggerproof_model::cards::builtin;
    use triggerproof_model::journal::Journal;
    use triggerproof_model::state::{GameState, ObjectId, PlayerId};
    use triggerproof_model::Edition;

    /// The Remnant is exiled from its graveyard and nothing triggers: a violation.
    #[test]
    fn leaving_without_trigger_is_a_violation() {
        let pool = builtin();
        let card = pool.id("Restless Remnant").unwrap();
        let s = GameState::new(2, 20, 0);
        let mut j = Journal::default();
        j.push(
            RuleRef::PutInto,
            Happening::Event(crate::testing::zone_change(
                ObjectId(0),
                Some(ObjectId(1)),
                card,
                Some(Zone::Graveyard),
                Zone::Exile,
                PlayerId(0),
            )),
        );
        let v = View::new(Edition::Mtg20241108, &pool, &s, &j);
        assert!(!sees_own_leaving(&v));
    }
}
