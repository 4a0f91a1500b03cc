//! Countered spells (CR 701.5a (mtg-2024-11-08); CR 501.3a (mtg-2008-10-01); RB 425.1.a
//! (riftbound-1.4)): a spell a resolving spell or ability names as its target and removes from
//! the stack goes to the graveyard; it never enters the battlefield. And "when this spell is
//! countered" looks back in time (CR 603.10e (mtg-2024-11-08)): it triggers though its card is
//! in the graveyard.
//!
//! Read from the step's journal only: what each resolving spell or ability names (its
//! targets), and where an object it names goes as it leaves the stack. Whether a card has a
//! "when this spell is countered" ability is read from the pool.

use crate::{Expectation, Kind, Property, View, ALL, MTG_603};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening};
use triggerproof_model::state::{ObjectId, Target, Zone};
use triggerproof_model::vocab::trigger::FunctionsFrom;
use triggerproof_model::vocab::{CardId, TriggerCondition, TriggerEvent};

/// Each spell a resolving spell or ability named as a target and moved off the stack in this
/// step: (journal index of the move, the spell's object, its card, where it went).
fn removed_targets(v: &View) -> Vec<(usize, ObjectId, CardId, Zone)> {
    let mut named: Vec<ObjectId> = Vec::new();
    let mut out = Vec::new();
    for (i, e) in v.journal.entries.iter().enumerate() {
        match &e.what {
            Happening::Resolving { target, .. } => {
                named.extend(target.iter().filter_map(|t| match t {
                    Target::Object(o) => Some(o),
                    _ => None,
                }));
            }
            Happening::Event(Event::ZoneChange {
                old,
                card,
                from: Some(Zone::Stack),
                to,
                ..
            }) if named.contains(old) => out.push((i, *old, *card, *to)),
            _ => {}
        }
    }
    out
}

/// CR 701.5a (mtg-2024-11-08): a spell removed from the stack by the spell or ability that
/// targets it is countered: it goes to the graveyard and never resolves (never enters).
fn countered_spell_goes_to_graveyard(v: &View) -> bool {
    removed_targets(v)
        .iter()
        .all(|(_, _, _, to)| *to == Zone::Graveyard)
}

/// Witness: a spell countered by a spell or ability targeting it.
fn spell_countered(v: &View) -> bool {
    !removed_targets(v).is_empty()
}

/// Does the card have "when this spell is countered" (functioning on the stack)?
fn watches_own_counter(v: &View, card: CardId) -> bool {
    v.pool.get(card).triggered().any(|(_, t)| {
        t.functions_from == FunctionsFrom::Stack
            && matches!(&t.when, TriggerCondition::Event(TriggerEvent::SpellCountered(s)) if s.this)
    })
}

/// CR 603.10e (mtg-2024-11-08): a countered spell's "when this spell is countered" ability
/// looks back in time and triggers, its source the spell as it was on the stack.
fn countered_spell_ability_looks_back(v: &View) -> bool {
    removed_targets(v).iter().all(|(at, spell, card, to)| {
        *to != Zone::Graveyard
            || !watches_own_counter(v, *card)
            || v.journal.entries[*at..]
                .iter()
                .any(|e| matches!(&e.what, Happening::Triggered { source, .. } if source == spell))
    })
}

/// Witness: a countered spell with "when this spell is countered" went to the graveyard.
fn countered_spell_with_watcher(v: &View) -> bool {
    removed_targets(v)
        .iter()
        .any(|(_, _, card, to)| *to == Zone::Graveyard && watches_own_counter(v, *card))
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step};

pub fn properties() -> Vec<Property> {
    vec![
        Property { name: "countered-spell-goes-to-graveyard", expectation: Always, kind: Step, statement: "A spell countered by the spell or ability targeting it goes to the graveyard and never resolves: it never enters the battlefield.", rules: &[RuleRef::Counter], editions: ALL, witness: Some("spell-countered"), check: countered_spell_goes_to_graveyard },
        Property { name: "spell-countered", expectation: Sometimes, kind: Reachability, statement: "A spell is countered by a spell or ability targeting it.", rules: &[RuleRef::Counter], editions: ALL, witness: None, check: spell_countered },
        Property { name: "countered-spell-ability-looks-back", expectation: Always, kind: Step, statement: "A countered spell's 'when this spell is countered' ability triggers, looking back at the spell on the stack though its card is in the graveyard.", rules: &[RuleRef::CounteredLooksBack, RuleRef::Counter], editions: MTG_603, witness: Some("countered-spell-with-watcher"), check: countered_spell_ability_looks_back },
        Property { name: "countered-spell-with-watcher", expectation: Sometimes, kind: Reachability, statement: "A spell with 'when this spell is countered' is countered.", rules: &[RuleRef::CounteredLooksBack], editions: MTG_603, witness: None, check: countered_spell_with_watcher },
    ]
}
