//! Exile "until [this] leaves the battlefield" (CR 610.3 (mtg-2024-11-08)): a card exiled that
//! way comes back when its exiler leaves, as a new object under its owner's control (CR 610.3c
//! (mtg-2024-11-08)); and if the exiler had already left when the ability resolved, the card
//! is never exiled (CR 610.3b (mtg-2024-11-08)).
//!
//! Read here from the card pool's words and the journal of the step, not from the engine: an
//! ability whose printed effect exiles "until this leaves" is recognised by its text.

use crate::{Expectation, Kind, Property, View, MTG_603};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening};
use triggerproof_model::state::{AbilityOrigin, ObjectId, Zone};
use triggerproof_model::vocab::Effect;

/// Is the resolving ability's printed text an "exile ... until this leaves the battlefield"?
fn exiles_until(v: &View, origin: &AbilityOrigin) -> bool {
    let AbilityOrigin::Printed { card, index } = origin else {
        return false;
    };
    fn says_until(e: &Effect) -> bool {
        match e {
            Effect::PutInto { until, .. } => until.is_some(),
            Effect::Sequence(es) => es.iter().any(says_until),
            _ => false,
        }
    }
    v.pool
        .get(*card)
        .triggered()
        .find(|(i, _)| i == index)
        .is_some_and(|(_, t)| std::iter::once(&t.effect).chain(&t.modes).any(says_until))
}

/// Is `o` on the battlefield after the step?
fn on_battlefield(v: &View, o: ObjectId) -> bool {
    v.state
        .object(o)
        .is_some_and(|x| x.zone == Zone::Battlefield)
}

/// CR 610.3b (mtg-2024-11-08): a card exiled by a resolving "until this leaves" ability stays
/// in exile after the step only while that ability's source is on the battlefield (if the
/// source had left, the card must not have moved; if it leaves later, the card comes back).
fn never_exiled_past_its_exiler(v: &View) -> bool {
    let mut exiler: Option<ObjectId> = None;
    for e in v.journal.iter() {
        match &e.what {
            Happening::Resolving { instance, .. } => {
                exiler = instance
                    .as_ref()
                    .filter(|t| exiles_until(v, &t.origin))
                    .map(|t| t.source);
            }
            Happening::Resolved { .. } => exiler = None,
            Happening::Event(Event::ZoneChange {
                new: Some(n),
                to: Zone::Exile,
                ..
            }) => {
                let still_exiled = v.state.object(*n).is_some_and(|x| x.zone == Zone::Exile);
                if exiler.is_some_and(|s| still_exiled && !on_battlefield(v, s)) {
                    return false;
                }
            }
            _ => {}
        }
    }
    true
}

/// CR 610.3 + CR 610.3c (mtg-2024-11-08): a card the "until" effect returns comes back only
/// after a permanent left the battlefield in the same step, and, while it stays there, under
/// its owner's control (no control change follows it in the step).
fn returns_under_owner(v: &View) -> bool {
    let mut left = false;
    for (k, e) in v.journal.entries.iter().enumerate() {
        let Happening::Event(ev) = &e.what else {
            continue;
        };
        let Event::ZoneChange { from, to, new, .. } = ev else {
            continue;
        };
        left |= *from == Some(Zone::Battlefield);
        if e.rule != RuleRef::ExileUntilReturns {
            continue;
        }
        if !left || *from != Some(Zone::Exile) || *to != Zone::Battlefield {
            return false;
        }
        let Some(n) = new else { return false };
        let control_changed = v.journal.entries[k..].iter().any(|x| {
            matches!(&x.what, Happening::Event(Event::ControlChanged { object, .. }) if object == n)
        });
        let wrong = v
            .state
            .object(*n)
            .is_some_and(|o| o.zone == Zone::Battlefield && o.controller != o.owner);
        if wrong && !control_changed {
            return false;
        }
    }
    true
}

/// A card exiled until its exiler left comes back.
fn exiled_card_returns(v: &View) -> bool {
    v.journal.iter().any(|e| {
        e.rule == RuleRef::ExileUntilReturns
            && matches!(
                e.what,
                Happening::Event(Event::ZoneChange {
                    from: Some(Zone::Exile),
                    ..
                })
            )
    })
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step};

pub fn properties() -> Vec<Property> {
    vec![
        Property { name: "exiled-until-returns-under-owner", expectation: Always, kind: Step, statement: "A card exiled until its exiler leaves the battlefield is exiled only while the exiler is there, comes back only right after a permanent leaves, and comes back under its owner's control.", rules: &[RuleRef::ExileUntil, RuleRef::ExileUntilAlreadyLeft, RuleRef::ExileUntilReturns], editions: MTG_603, witness: Some("exiled-until-card-returns"), check: |v| never_exiled_past_its_exiler(v) && returns_under_owner(v) },
        Property { name: "exiled-until-card-returns", expectation: Sometimes, kind: Reachability, statement: "A card exiled until its exiler leaves the battlefield comes back.", rules: &[RuleRef::ExileUntil], editions: MTG_603, witness: None, check: exiled_card_returns },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use triggerproof_model::cards::builtin;
    use triggerproof_model::edition::Edition;
    use triggerproof_model::journal::Journal;
    use triggerproof_model::state::{GameObject, GameState, PlayerId};

    fn moved(old: u16, new: u16, from: Zone, to: Zone, controller: PlayerId) -> Happening {
        Happening::Event(crate::testing::zone_change(
            ObjectId(old),
            Some(ObjectId(new)),
            builtin().id("Returning Herald").unwrap(),
            Some(from),
            to,
            controller,
        ))
    }

    /// The exiler (id 0) leaves; P2's Herald returns from exile (id 1 -> 2) under `controller`.
    #[test]
    fn return_under_the_exilers_controller_violates() {
        let pool = builtin();
        let herald = pool.id("Returning Herald").unwrap();
        for (controller, ok) in [(PlayerId(1), true), (PlayerId(0), false)] {
            let mut s = GameState::new(2, 20, 0);
            let mut o = GameObject::new(herald, PlayerId(1), Zone::Battlefield);
            o.controller = controller;
            s.objects.insert(ObjectId(2), o);
            let mut j = Journal::default();
            let left = moved(0, 3, Zone::Battlefield, Zone::Exile, PlayerId(0));
            j.push(RuleRef::PutInto, left);
            let back = moved(1, 2, Zone::Exile, Zone::Battlefield, PlayerId(1));
            j.push(RuleRef::ExileUntilReturns, back);
            let v = View::new(Edition::Mtg20241108, &pool, &s, &j);
            assert_eq!(returns_under_owner(&v), ok);
            assert!(exiled_card_returns(&v));
        }
    }
}
