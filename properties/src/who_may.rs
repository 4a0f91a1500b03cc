//! "Its owner" and "that player may" (CR 108.3, 608.2d, 608.2h (mtg-2024-11-08)): an ability
//! reading "its owner" remembers, as it triggers, the owner of the object its event moved (not
//! the player who controlled it); "that player may" / "its owner may" is answered by that
//! player, never by the ability's controller for them.

use crate::observe::{instances, printed};
use crate::{Expectation, Kind, Property, View, MTG};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening};
use triggerproof_model::state::{Ask, Decision, TriggerInstance};
use triggerproof_model::vocab::Who;

/// CR 108.3 (mtg-2024-11-08): an instance that remembers "its owner" for a moved object
/// remembers the owner the move recorded.
fn owner_recorded(v: &View) -> bool {
    v.journal.entries.iter().all(|e| {
        let Happening::Triggered {
            instance,
            cause: Some(c),
            ..
        } = &e.what
        else {
            return true;
        };
        let Some(Happening::Event(Event::ZoneChange { owner, .. })) =
            v.journal.entries.get(*c as usize).map(|x| &x.what)
        else {
            return true;
        };
        instances(v)
            .find(|t| t.id == *instance)
            .and_then(|t| t.that_owner)
            .is_none_or(|o| o == *owner)
    })
}

/// The player an optional ability's text names to answer its "may", if not "you".
fn named_chooser(v: &View, t: &TriggerInstance) -> Option<Who> {
    printed(v, &t.origin)
        .filter(|ta| ta.optional)
        .and_then(|ta| ta.may_player)
}

/// CR 608.2d (mtg-2024-11-08): a resolving "that player may" asks that player (as the event
/// named them when it triggered), "its owner may" the owner.
fn asks_the_named_player(v: &View) -> bool {
    let Decision::Resolve {
        player,
        ask: Ask::May,
    } = v.state.decision
    else {
        return true;
    };
    v.journal.entries.iter().all(|e| match &e.what {
        Happening::Resolving {
            instance: Some(t), ..
        } => {
            let named = match named_chooser(v, t) {
                Some(Who::That) => t.that_player,
                Some(Who::Owner) => t.that_owner,
                _ => None,
            };
            named.is_none_or(|p| p == player)
        }
        _ => true,
    })
}

fn who_may_is_named(v: &View) -> bool {
    owner_recorded(v) && asks_the_named_player(v)
}

/// Witness: a "that player may" question is asked of a player other than the ability's
/// controller.
fn another_player_may(v: &View) -> bool {
    let Decision::Resolve {
        player,
        ask: Ask::May,
    } = v.state.decision
    else {
        return false;
    };
    v.journal.entries.iter().any(|e| {
        matches!(&e.what, Happening::Resolving { instance: Some(t), .. }
            if named_chooser(v, t).is_some() && t.controller != player)
    })
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step};

pub fn properties() -> Vec<Property> {
    vec![
        Property {
            name: "that-player-may-decides",
            expectation: Always,
            kind: Step,
            statement: "'That player may' is answered by the player the trigger event named, and 'its owner' is the moved object's owner, never the ability's controller in their place.",
            rules: &[RuleRef::ChoosingPlayer, RuleRef::EventPlayer],
            editions: MTG,
            witness: Some("another-player-may"),
            check: who_may_is_named,
        },
        Property {
            name: "another-player-may",
            expectation: Sometimes,
            kind: Reachability,
            statement: "A 'that player may' question is asked of a player other than the ability's controller.",
            rules: &[RuleRef::ChoosingPlayer],
            editions: MTG,
            witness: None,
            check: another_player_may,
        },
    ]
}
