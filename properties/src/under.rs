//! "Under your control" (CR 110.2a (mtg-2024-11-08); CR 200.6a (mtg-2008-10-01)): a card a
//! spell puts onto the battlefield "under your control" enters under that spell's controller's
//! control, whoever owns it, so its enters abilities are that player's (CR 603.3a).
//!
//! Our own reading of the journal: a spell's resolution runs from its `Resolving` entry to its
//! `Resolved` entry, and the spell's card is the one that leaves the stack in that window; its
//! printed words say whether what it puts onto the battlefield is "under your control".

use crate::{Expectation, Kind, Property, View, MTG};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening};
use triggerproof_model::state::{ObjectId, PlayerId, Zone};
use triggerproof_model::vocab::effect::Destination;
use triggerproof_model::vocab::{CardId, Effect, Under};

/// Does the spell card say "put ... onto the battlefield under your control"?
fn says_under_you(v: &View, card: CardId) -> bool {
    let mut says = false;
    if let Some(e) = &v.pool.get(card).spell {
        e.walk(&mut |e| {
            says |= matches!(
                e,
                Effect::PutInto {
                    to: Destination::Battlefield,
                    under: Under::You,
                    ..
                }
            )
        });
    }
    says
}

/// A spell being resolved: its controller, the objects it put onto the battlefield (with the
/// journal index), and its card.
type OpenSpell = (PlayerId, Vec<(ObjectId, usize)>, Option<CardId>);

/// The objects each spell resolution put onto the battlefield, with the spell's controller and
/// card: (entered object, controller, spell card, journal index of the entry).
fn spell_entries(v: &View) -> Vec<(ObjectId, PlayerId, CardId, usize)> {
    let mut out = Vec::new();
    let mut open: Option<OpenSpell> = None;
    for (k, e) in v.journal.entries.iter().enumerate() {
        match &e.what {
            Happening::Resolving {
                instance: None,
                controller,
                ..
            } => open = Some((*controller, Vec::new(), None)),
            Happening::Resolving { .. } => open = None,
            Happening::Event(Event::ZoneChange {
                new: Some(n),
                from,
                to,
                card,
                ..
            }) => {
                if let Some((_, entered, spell)) = open.as_mut() {
                    if *from == Some(Zone::Stack) {
                        *spell = Some(*card);
                    } else if *to == Zone::Battlefield && *from != Some(Zone::Battlefield) {
                        entered.push((*n, k));
                    }
                }
            }
            Happening::Resolved { .. } => {
                if let Some((p, entered, Some(card))) = open.take() {
                    out.extend(entered.into_iter().map(|(n, k)| (n, p, card, k)));
                }
            }
            _ => {}
        }
    }
    out
}

/// CR 110.2a: a card a spell put onto the battlefield "under your control", still there after
/// the step with no later control change in it, is controlled by the spell's controller.
fn enters_under_spells_controller(v: &View) -> bool {
    spell_entries(v).into_iter().all(|(n, p, card, k)| {
        if !says_under_you(v, card) {
            return true;
        }
        let changed = v.journal.entries[k..].iter().any(|e| {
            matches!(&e.what, Happening::Event(Event::ControlChanged { object, .. }) if *object == n)
        });
        changed
            || v.state
                .object(n)
                .is_none_or(|o| o.zone != Zone::Battlefield || o.controller == p)
    })
}

/// A spell put a card its controller doesn't own onto the battlefield under their control.
fn entered_under_non_owner(v: &View) -> bool {
    spell_entries(v).into_iter().any(|(n, p, card, _)| {
        says_under_you(v, card)
            && v.state
                .object(n)
                .is_some_and(|o| o.zone == Zone::Battlefield && o.owner != p && o.controller == p)
    })
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step};

pub fn properties() -> Vec<Property> {
    vec![
        Property { name: "enters-under-your-control", expectation: Always, kind: Step, statement: "A card a spell puts onto the battlefield 'under your control' enters under that spell's controller's control, whoever owns it.", rules: &[RuleRef::UnderYourControl], editions: MTG, witness: Some("entered-under-non-owner"), check: enters_under_spells_controller },
        Property { name: "entered-under-non-owner", expectation: Sometimes, kind: Reachability, statement: "A spell puts another player's card onto the battlefield under its controller's control.", rules: &[RuleRef::UnderYourControl], editions: MTG, witness: None, check: entered_under_non_owner },
    ]
}
