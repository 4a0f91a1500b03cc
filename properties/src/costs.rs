//! Costs (CR 601.2h, 601.2i, 602.2b, 117.5 (mtg-2024-11-08); 409.1h-i in mtg-2008-10-01): a
//! spell's or ability's cost is paid in full before it becomes cast or activated, and what the
//! payment triggers waits until a player would receive priority: it goes on the stack after the
//! spell or ability became cast, above it.
//!
//! Read from the step's journal only: the payments (entries journaled under the rule of paying
//! the total cost), the moment the spell became cast or the ability activated (its event), the
//! abilities the payments triggered and where they were put; the card's printed cost from the
//! pool.

use crate::{Expectation, Kind, Property, View, MTG};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening};
use triggerproof_model::state::{InstanceId, ObjectId, PlayerId, StackObject, Zone};
use triggerproof_model::vocab::{Ability, CardId, Cost};

/// Is entry `i` a payment of a cost (journaled under CR 601.2h's rule)?
fn is_payment(v: &View, i: usize) -> bool {
    let e = &v.journal.entries[i];
    e.rule == RuleRef::PayCosts && matches!(e.what, Happening::Event(_))
}

/// Is entry `i` a spell becoming cast or an ability becoming activated?
fn becomes_cast(v: &View, i: usize) -> bool {
    matches!(
        v.journal.entries[i].what,
        Happening::Event(Event::SpellCast { .. } | Event::AbilityActivated { .. })
    )
}

/// The card of object `o`: as it is now, or as the journal saw it leave.
fn card_of(v: &View, o: ObjectId) -> Option<CardId> {
    if let Some(obj) = v.state.object(o) {
        return Some(obj.card);
    }
    v.journal.iter().find_map(|e| match &e.what {
        Happening::Event(Event::ZoneChange { old, card, .. }) if *old == o => Some(*card),
        _ => None,
    })
}

/// The cost printed for what became cast at entry `at`, with its payer.
fn printed_cost<'a>(v: &View<'a>, at: usize) -> Option<(&'a Cost, PlayerId)> {
    match &v.journal.entries[at].what {
        Happening::Event(Event::SpellCast { player, object }) => {
            let card = card_of(v, *object)?;
            Some((&v.pool.get(card).additional_cost.0, *player))
        }
        Happening::Event(Event::AbilityActivated {
            player,
            source,
            index,
        }) => {
            let card = card_of(v, *source)?;
            match v.pool.get(card).abilities.get(*index as usize)? {
                Ability::Activated(a) => Some((&a.cost, *player)),
                _ => None,
            }
        }
        _ => None,
    }
}

/// Does `ev` pay part of `cost` for `payer` (CR 118.1 (mtg-2024-11-08): the instructions it
/// gives carried out)? Which part: 0 sacrifice, 1 discard, 2 life.
fn pays_part(ev: &Event, payer: PlayerId) -> Option<usize> {
    match ev {
        Event::Sacrificed { player, .. } if *player == payer => Some(0),
        Event::ZoneChange {
            from: Some(Zone::Hand),
            to: Zone::Graveyard,
            controller,
            ..
        } if *controller == payer => Some(1),
        Event::LifeLost {
            player, paid: true, ..
        } if *player == payer => Some(2),
        _ => None,
    }
}

/// CR 601.2h + CR 601.2i (mtg-2024-11-08), 602.2b: no cost is paid after a spell became cast
/// or an ability activated in the same step, and each part of a printed sacrifice, discard or
/// life cost was paid before it became so.
fn cost_paid_before_cast(v: &View) -> bool {
    let n = v.journal.entries.len();
    let casts: Vec<usize> = (0..n).filter(|&i| becomes_cast(v, i)).collect();
    let Some(&first) = casts.first() else {
        return true;
    };
    if (first..n).any(|i| is_payment(v, i)) {
        return false;
    }
    casts.iter().all(|&at| {
        let Some((cost, payer)) = printed_cost(v, at) else {
            return true;
        };
        let mut paid = [false; 3];
        for e in &v.journal.entries[..at] {
            if let Happening::Event(ev) = &e.what {
                if let Some(k) = pays_part(ev, payer) {
                    paid[k] = true;
                }
            }
        }
        let need = [
            cost.sacrifice.is_some(),
            cost.discard.is_some(),
            cost.life > 0,
        ];
        need.iter().zip(paid).all(|(n, p)| !n || p)
    })
}

/// Witness: a spell with an additional cost was cast, its cost paid.
fn spell_with_cost_cast(v: &View) -> bool {
    v.journal.iter().enumerate().any(|(at, e)| {
        matches!(e.what, Happening::Event(Event::SpellCast { .. }))
            && printed_cost(v, at).is_some_and(|(c, _)| *c != Cost::default())
    })
}

/// The abilities a payment triggered in this step: (entry of the payment, instance).
fn triggered_by_payment(v: &View) -> Vec<(usize, InstanceId)> {
    v.journal
        .iter()
        .filter_map(|e| match &e.what {
            Happening::Triggered {
                instance,
                cause: Some(c),
                ..
            } if (*c as usize) < v.journal.entries.len() && is_payment(v, *c as usize) => {
                Some((*c as usize, *instance))
            }
            _ => None,
        })
        .collect()
}

/// Position on the stack (bottom 0) of what became cast at entry `at`, if still there.
fn cast_position(v: &View, at: usize) -> Option<usize> {
    v.state
        .stack
        .iter()
        .position(|so| match (&v.journal.entries[at].what, so) {
            (
                Happening::Event(Event::SpellCast { object, .. }),
                StackObject::Spell { object: o, .. },
            ) => o == object,
            (
                Happening::Event(Event::AbilityActivated { source, index, .. }),
                StackObject::Activated {
                    source: s,
                    index: i,
                    ..
                },
            ) => s == source && i == index,
            _ => false,
        })
}

/// CR 601.2i + CR 117.5 (mtg-2024-11-08): an ability triggered by paying a cost is put on the
/// stack only after the spell or ability became cast or activated, so it sits above it.
fn cost_triggers_wait(v: &View) -> bool {
    let n = v.journal.entries.len();
    triggered_by_payment(v).into_iter().all(|(paid_at, id)| {
        let cast_at = (paid_at..n).find(|&i| becomes_cast(v, i));
        let placed_at = (0..n).find(|&i| {
            matches!(v.journal.entries[i].what, Happening::PutOnStack { instance, .. } if instance == id)
        });
        let order_ok = match (placed_at, cast_at) {
            (Some(p), Some(c)) => p > c,
            (Some(_), None) => false,
            (None, _) => true,
        };
        let above = match (cast_at.and_then(|c| cast_position(v, c)), trigger_position(v, id)) {
            (Some(s), Some(t)) => t > s,
            _ => true,
        };
        order_ok && above
    })
}

/// Position on the stack (bottom 0) of trigger instance `id`, if there.
fn trigger_position(v: &View, id: InstanceId) -> Option<usize> {
    v.state
        .stack
        .iter()
        .position(|so| matches!(so, StackObject::Triggered { instance, .. } if instance.id == id))
}

/// Witness: paying a cost triggered an ability.
fn cost_triggered(v: &View) -> bool {
    !triggered_by_payment(v).is_empty()
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step};

pub fn properties() -> Vec<Property> {
    vec![
        Property { name: "cost-paid-before-cast", expectation: Always, kind: Step, statement: "A spell's or ability's cost is paid in full before it becomes cast or activated; nothing is paid after.", rules: &[RuleRef::PayCosts, RuleRef::BecomesCast], editions: MTG, witness: Some("spell-with-additional-cost-cast"), check: cost_paid_before_cast },
        Property { name: "spell-with-additional-cost-cast", expectation: Sometimes, kind: Reachability, statement: "A spell with an additional cost is cast.", rules: &[RuleRef::AdditionalCost], editions: MTG, witness: None, check: spell_with_cost_cast },
        Property { name: "cost-triggers-wait-for-priority", expectation: Always, kind: Step, statement: "An ability triggered by paying a cost goes on the stack only after the spell or ability became cast or activated, above it.", rules: &[RuleRef::BecomesCast, RuleRef::BeforePriority], editions: MTG, witness: Some("cost-payment-triggered"), check: cost_triggers_wait },
        Property { name: "cost-payment-triggered", expectation: Sometimes, kind: Reachability, statement: "Paying a cost triggers an ability.", rules: &[RuleRef::PayCosts], editions: MTG, witness: None, check: cost_triggered },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use triggerproof_model::cards::builtin;
    use triggerproof_model::journal::Journal;
    use triggerproof_model::state::GameState;
    use triggerproof_model::Edition;

    /// A payment journaled after the spell became cast violates `cost-paid-before-cast`.
    #[test]
    fn payment_after_cast_is_caught() {
        let pool = builtin();
        let s = GameState::new(2, 20, 0);
        let mut j = Journal::default();
        let p = PlayerId(0);
        let object = ObjectId(9);
        j.push(
            RuleRef::CastSpell,
            Happening::Event(Event::SpellCast { player: p, object }),
        );
        let paid = Event::LifeLost {
            player: p,
            amount: 2,
            paid: true,
        };
        j.push(RuleRef::PayCosts, Happening::Event(paid));
        let v = View::new(Edition::Mtg20241108, &pool, &s, &j);
        assert!(!cost_paid_before_cast(&v));
    }
}
