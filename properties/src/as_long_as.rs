//! "For as long as you control [this]" control effects (CR 611.2b (mtg-2024-11-08);
//! CR 418.3d (mtg-2008-10-01)): such an effect never outlives its player's control of the permanent it
//! names. It does nothing if that control is already over as it would begin, and it ends the
//! moment that control does, so no state ever shows it in force without that control.
//!
//! Our own reading of the state's control effects: a permanent under a control effect that
//! names a source, whose player doesn't control that source on the battlefield, is a violation;
//! the witness is a control change the journal records under CR 611.2b.

use crate::{Expectation, Kind, Property, View, MTG};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening};
use triggerproof_model::state::Zone;

/// CR 611.2b: every "for as long as [player] controls [source]" control effect in force on a
/// permanent has its player controlling that source, which is on the battlefield (a source that
/// left is a new object elsewhere, CR 400.7, which that player controls no longer).
fn never_outlives_control(v: &View) -> bool {
    v.state.battlefield().all(|(_, o)| {
        o.control.as_ref().is_none_or(|c| {
            c.grants.iter().all(|g| {
                g.as_long_as.is_none_or(|src| {
                    v.state
                        .object(src)
                        .is_some_and(|s| s.zone == Zone::Battlefield && s.controller == g.to)
                })
            })
        })
    })
}

/// A "for as long as" control effect ended: a control change the journal records under
/// CR 611.2b (its duration over).
fn as_long_as_ended(v: &View) -> bool {
    v.journal.iter().any(|e| {
        e.rule == RuleRef::AsLongAs
            && matches!(e.what, Happening::Event(Event::ControlChanged { .. }))
    })
}

use Expectation::{Always, Sometimes};
use Kind::{Invariant, Reachability};

pub fn properties() -> Vec<Property> {
    vec![
        Property { name: "as-long-as-never-outlives", expectation: Always, kind: Invariant, statement: "A control effect lasting 'for as long as you control [this]' is never in force while its player doesn't control that permanent on the battlefield: it does nothing if that is already so as it would begin, and ends the moment it becomes so.", rules: &[RuleRef::AsLongAs], editions: MTG, witness: Some("as-long-as-control-ended"), check: never_outlives_control },
        Property { name: "as-long-as-control-ended", expectation: Sometimes, kind: Reachability, statement: "A control effect lasting 'for as long as you control [this]' ends because its player lost control of that permanent, and the controlled permanent goes back.", rules: &[RuleRef::AsLongAs], editions: MTG, witness: None, check: as_long_as_ended },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use triggerproof_model::cards::builtin;
    use triggerproof_model::edition::Edition;
    use triggerproof_model::journal::Journal;
    use triggerproof_model::state::{
        ControlEffects, ControlGrant, GameObject, GameState, ObjectId, PlayerId,
    };

    /// P2's Homesick Hound (id 0) taken by P1 for as long as P1 controls object 1, and object
    /// 1 as `source` says (`None`: gone).
    fn board(source: Option<(Zone, PlayerId)>) -> (triggerproof_model::cards::CardPool, GameState) {
        let pool = builtin();
        let hound = pool.id("Homesick Hound").unwrap();
        let siren = pool.id("Covetous Siren").unwrap();
        let mut g = GameState::new(2, 20, 0);
        let mut o = GameObject::new(hound, PlayerId(1), Zone::Battlefield);
        o.controller = PlayerId(0);
        o.control = Some(ControlEffects {
            default: PlayerId(1),
            grants: vec![ControlGrant {
                to: PlayerId(0),
                until_end_of_turn: false,
                as_long_as: Some(ObjectId(1)),
            }],
        });
        g.objects.insert(ObjectId(0), o);
        if let Some((zone, controller)) = source {
            let mut s = GameObject::new(siren, PlayerId(0), zone);
            s.controller = controller;
            g.objects.insert(ObjectId(1), s);
        }
        (pool, g)
    }

    fn holds(source: Option<(Zone, PlayerId)>) -> bool {
        let (pool, g) = board(source);
        let j = Journal::default();
        let v = View::new(Edition::Mtg20241108, &pool, &g, &j);
        never_outlives_control(&v)
    }

    #[test]
    fn the_effect_lasts_only_while_its_player_controls_the_source() {
        assert!(holds(Some((Zone::Battlefield, PlayerId(0)))));
        assert!(!holds(Some((Zone::Battlefield, PlayerId(1)))));
        assert!(!holds(Some((Zone::Graveyard, PlayerId(0)))));
        assert!(!holds(None));
    }
}
