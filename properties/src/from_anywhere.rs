//! "When this card is put into a graveyard from anywhere" (CR 603.6c, 603.10a, 400.7): never a
//! leaves-the-battlefield ability, so it doesn't look back in time; the card in the graveyard is
//! a new object, and its ability (working from the graveyard) sees its own arrival. Read from
//! the journal: every card arriving in a graveyard with such an ability triggers it, as the new
//! object, caused by that arrival (or is journaled as not triggering), and no such ability ever
//! triggers looking back.

use crate::observe::printed;
use crate::{Expectation, Kind, Property, View, MTG_603};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening};
use triggerproof_model::state::{AbilityOrigin, Zone};
use triggerproof_model::vocab::trigger::{FunctionsFrom, TriggerCondition};
use triggerproof_model::vocab::{TriggerEvent, TriggeredAbility};

/// Is `ta` "when this card is put into a graveyard from anywhere", working from the graveyard?
fn own_arrival(ta: &TriggeredAbility) -> bool {
    ta.functions_from == FunctionsFrom::Graveyard
        && matches!(
            &ta.when,
            TriggerCondition::Event(TriggerEvent::PutIntoGraveyard(s)) if s.this
        )
}

/// CR 603.6c + CR 400.7: the arriving card's own ability triggers, as the new object, on that
/// arrival; CR 603.10a: it never looks back.
fn sees_own_arrival(v: &View) -> bool {
    let e = &v.journal.entries;
    let no_look_back = e.iter().all(|x| match &x.what {
        Happening::Triggered {
            origin, look_back, ..
        } => !(*look_back && printed(v, origin).is_some_and(own_arrival)),
        _ => true,
    });
    no_look_back
        && e.iter().enumerate().all(|(i, x)| {
            let Happening::Event(Event::ZoneChange {
                new: Some(n),
                card,
                to: Zone::Graveyard,
                ..
            }) = &x.what
            else {
                return true;
            };
            v.pool.get(*card).triggered().all(|(k, ta)| {
                if !own_arrival(ta) {
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
                        ..
                    } => source == n && mine(origin) && *c as usize == i,
                    Happening::NotTriggered { source, origin, .. } => source == n && mine(origin),
                    _ => false,
                })
            })
        })
}

/// A card's "put into a graveyard from anywhere" ability triggers on its own arrival.
fn own_arrival_triggers(v: &View) -> bool {
    v.journal.iter().any(|x| match &x.what {
        Happening::Triggered { origin, .. } => printed(v, origin).is_some_and(own_arrival),
        _ => false,
    })
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step};

pub fn properties() -> Vec<Property> {
    vec![
        Property {
            name: "from-anywhere-sees-own-arrival",
            expectation: Always,
            kind: Step,
            statement: "A card's 'when this is put into a graveyard from anywhere' ability triggers on its own arrival, as the new object, without looking back.",
            rules: &[RuleRef::LeavesTrigger, RuleRef::LookBack, RuleRef::NewObject],
            editions: MTG_603,
            witness: Some("from-anywhere-triggers"),
            check: sees_own_arrival,
        },
        Property {
            name: "from-anywhere-triggers",
            expectation: Sometimes,
            kind: Reachability,
            statement: "A card's 'put into a graveyard from anywhere' ability triggers on its own arrival.",
            rules: &[RuleRef::LeavesTrigger],
            editions: MTG_603,
            witness: None,
            check: own_arrival_triggers,
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

    /// The Ember arrives in the graveyard and nothing triggers: a violation.
    #[test]
    fn arrival_without_trigger_is_a_violation() {
        let pool = builtin();
        let card = pool.id("Wandering Ember").unwrap();
        let s = GameState::new(2, 20, 0);
        let mut j = Journal::default();
        j.push(
            RuleRef::Destroy,
            Happening::Event(crate::testing::zone_change(
                ObjectId(0),
                Some(ObjectId(1)),
                card,
                Some(Zone::Battlefield),
                Zone::Graveyard,
                PlayerId(0),
            )),
        );
        let v = View::new(Edition::Mtg20241108, &pool, &s, &j);
        assert!(!sees_own_arrival(&v));
    }
}
