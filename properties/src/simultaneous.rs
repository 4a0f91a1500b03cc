//! Several objects in one event (issue 16): "create two tokens" puts both tokens onto the
//! battlefield at once, one event with an occurrence per token (CR 111.1 (mtg-2024-11-08) +
//! CR 603.2c (mtg-2024-11-08)), so a "whenever one or more" ability triggers once for them and
//! an "enters" ability once per token.
//!
//!
//! "Each player sacrifices a creature": the permanents the players chose are sacrificed at
//! once (CR 701.17a (mtg-2024-11-08) + CR 603.2c (mtg-2024-11-08)), so their dies abilities
//! look back at each other (CR 603.10a (mtg-2024-11-08)). Only that instruction makes several
//! players sacrifice during one resolution ("sacrifice this" and a reflexive sacrifice are the
//! controller's own), so: the sacrifices of different players in one resolution are one event.
//!
//! One event is read from the journal as a run of consecutive event entries (a trigger check
//! after an event ends its run, as in `batched`). A resolution is the span from its
//! `Resolving` entry to its `Resolved` entry.

use crate::{Expectation, Kind, Property, View, ALL, MTG};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening, JournalEntry as Entry};
use triggerproof_model::state::{PlayerId, Zone};

/// For each journal entry, the number of the run of consecutive events it belongs to.
fn runs(v: &View) -> Vec<Option<usize>> {
    let mut run = 0;
    let mut inside = false;
    v.journal
        .entries
        .iter()
        .map(|e| {
            if matches!(e.what, Happening::Event(_)) {
                run += usize::from(!inside);
                inside = true;
                Some(run)
            } else {
                inside = false;
                None
            }
        })
        .collect()
}

/// Is entry `e` a token being created (an object entering from no zone)?
fn created(e: &Happening) -> bool {
    matches!(e, Happening::Event(Event::ZoneChange { from: None, .. }))
}

/// Is entry `e` a permanent being sacrificed? Its controller as it left, if so.
fn sacrificed(e: &Entry) -> Option<PlayerId> {
    match (&e.what, e.rule) {
        (
            Happening::Event(Event::ZoneChange {
                from: Some(Zone::Battlefield),
                controller,
                ..
            }),
            RuleRef::Sacrifice,
        ) => Some(*controller),
        _ => None,
    }
}

/// For each resolution in the journal, the runs (and controllers) of the entries `pick` picks.
fn per_resolution<T: Copy>(
    v: &View,
    pick: impl Fn(&Entry) -> Option<T>,
) -> Vec<Vec<(Option<usize>, T)>> {
    let runs = runs(v);
    let mut out = Vec::new();
    let mut open: Option<Vec<(Option<usize>, T)>> = None;
    for (i, e) in v.journal.entries.iter().enumerate() {
        match &e.what {
            Happening::Resolving { .. } => open = Some(Vec::new()),
            Happening::Resolved { .. } => out.extend(open.take()),
            _ => {
                if let (Some(o), Some(t)) = (open.as_mut(), pick(e)) {
                    o.push((runs[i], t));
                }
            }
        }
    }
    out.extend(open);
    out
}

/// CR 701.17a + CR 603.2c: the permanents of different players sacrificed in one resolution
/// leave in one event.
pub(crate) fn sacrificed_together(v: &View) -> bool {
    per_resolution(v, sacrificed)
        .iter()
        .all(|r| r.iter().all(|a| r.iter().all(|b| a.1 == b.1 || a.0 == b.0)))
}

/// Two players' permanents are sacrificed in one resolution.
fn several_sacrificed(v: &View) -> bool {
    per_resolution(v, sacrificed)
        .iter()
        .any(|r| r.iter().any(|a| r.iter().any(|b| a.1 != b.1)))
}

/// For each resolution in the journal, the runs of the tokens it created.
fn creations(v: &View) -> Vec<Vec<Option<usize>>> {
    let runs = runs(v);
    let mut out = Vec::new();
    let mut open: Option<Vec<Option<usize>>> = None;
    for (i, e) in v.journal.entries.iter().enumerate() {
        match &e.what {
            Happening::Resolving { .. } => open = Some(Vec::new()),
            Happening::Resolved { .. } => out.extend(open.take()),
            w if created(w) => {
                if let Some(o) = open.as_mut() {
                    o.push(runs[i]);
                }
            }
            _ => {}
        }
    }
    out.extend(open);
    out
}

/// CR 111.1 + CR 603.2c: the tokens one resolving effect creates enter in one event.
pub(crate) fn created_together(v: &View) -> bool {
    creations(v)
        .iter()
        .all(|r| r.windows(2).all(|w| w[0] == w[1]))
}

/// A resolution creates two or more tokens.
fn several_created(v: &View) -> bool {
    creations(v).iter().any(|r| r.len() >= 2)
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step as StepKind};

/// `tokens-created-together` judges the tokens each resolution created: with none created,
/// every resolution's list is empty.
pub fn tokens_created_together(v: &View) -> bool {
    !crate::early::any(v, crate::readings::Marks::CREATED)
        || crate::simultaneous::created_together(v)
}

/// `each-player-sacrifices-together` judges the permanents each resolution sacrificed: with
/// nothing leaving the battlefield, every resolution's list is empty.
pub fn each_player_sacrifices_together(v: &View) -> bool {
    !crate::early::left_battlefield(v) || crate::simultaneous::sacrificed_together(v)
}

pub fn properties() -> Vec<Property> {
    vec![
        Property {
            name: "tokens-created-together",
            expectation: Always,
            kind: StepKind,
            statement: "The tokens one resolving effect creates enter the battlefield in one event (one occurrence each), so 'one or more' watchers trigger once for them.",
            rules: &[RuleRef::TokensCreated, RuleRef::BatchedTrigger],
            editions: ALL,
            witness: Some("several-tokens-created"),
            check: tokens_created_together,
        },
        Property {
            name: "several-tokens-created",
            expectation: Sometimes,
            kind: Reachability,
            statement: "One resolving effect creates two or more tokens.",
            rules: &[RuleRef::TokensCreated],
            editions: ALL,
            witness: None,
            check: several_created,
        },
        Property {
            name: "each-player-sacrifices-together",
            expectation: Always,
            kind: StepKind,
            statement: "The permanents different players sacrifice during one resolution ('each player sacrifices') leave the battlefield in one event.",
            rules: &[RuleRef::Sacrifice, RuleRef::BatchedTrigger],
            editions: MTG,
            witness: Some("players-sacrificed-together"),
            check: each_player_sacrifices_together,
        },
        Property {
            name: "players-sacrificed-together",
            expectation: Sometimes,
            kind: Reachability,
            statement: "Permanents of two players are sacrificed during one resolution.",
            rules: &[RuleRef::Sacrifice, RuleRef::ApnapOrder],
            editions: MTG,
            witness: None,
            check: several_sacrificed,
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use triggerproof_model::cards::builtin;
    use triggerproof_model::journal::Journal;
    use triggerproof_model::state::{GameState, ObjectId};
    use triggerproof_model::vocab::CardId;
    use triggerproof_model::Edition;

    fn moved(card: CardId, old: u16, from: Option<Zone>, controller: u8) -> Happening {
        let to = if from.is_none() {
            Zone::Battlefield
        } else {
            Zone::Graveyard
        };
        let (old, new) = (ObjectId(old), Some(ObjectId(old + 10)));
        Happening::Event(crate::testing::zone_change(
            old,
            new,
            card,
            from,
            to,
            PlayerId(controller),
        ))
    }

    fn resolving() -> Happening {
        Happening::Resolving {
            instance: None,
            controller: PlayerId(0),
            target: Default::default(),
        }
    }

    /// A gap (a trigger check that logged something) between two tokens or two players'
    /// sacrifices of one resolution is a violation; one run is not.
    #[test]
    fn split_events_of_one_resolution_violate() {
        let pool = builtin();
        let token = pool.id("Soldier Token").unwrap();
        let bears = pool.id("Grizzly Bears").unwrap();
        let s = GameState::new(2, 20, 0);
        let gap = Happening::Passed(PlayerId(0));
        let mut split = Journal::default();
        split.push(RuleRef::Resolve, resolving());
        split.push(RuleRef::TokensCreated, moved(token, 1, None, 0));
        split.push(RuleRef::Triggers, gap.clone());
        split.push(RuleRef::TokensCreated, moved(token, 2, None, 0));
        split.push(
            RuleRef::Sacrifice,
            moved(bears, 3, Some(Zone::Battlefield), 0),
        );
        split.push(RuleRef::Triggers, gap.clone());
        split.push(
            RuleRef::Sacrifice,
            moved(bears, 4, Some(Zone::Battlefield), 1),
        );
        let v = View::new(Edition::Mtg20241108, &pool, &s, &split);
        assert!(!created_together(&v) && !sacrificed_together(&v));
        assert!(several_created(&v) && several_sacrificed(&v));
        let mut one = Journal::default();
        one.push(RuleRef::Resolve, resolving());
        one.push(RuleRef::TokensCreated, moved(token, 1, None, 0));
        one.push(RuleRef::TokensCreated, moved(token, 2, None, 0));
        one.push(RuleRef::Triggers, gap.clone());
        one.push(
            RuleRef::Sacrifice,
            moved(bears, 3, Some(Zone::Battlefield), 0),
        );
        one.push(
            RuleRef::Sacrifice,
            moved(bears, 4, Some(Zone::Battlefield), 1),
        );
        let v = View::new(v.edition, v.pool, v.state, &one);
        assert!(created_together(&v) && sacrificed_together(&v));
    }
}
