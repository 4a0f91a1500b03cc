//! Properties of granted triggered abilities (CR 613.1f, 603.2, 603.10a): a permanent has an
//! ability a static grants it only while the granter is on the battlefield, and a "dies"
//! ability granted to a creature is looked back at: it triggers if the creature had it
//! immediately before dying, even when the granter died in the same event. Our own reading
//! of the journal and the cards' texts, with the properties' own selector reader.

use crate::causes::run_ids;
use crate::observe::abilities_suppressed;
use crate::selector::{selects, Known};
use crate::{Expectation, Kind, Property, View, MTG};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening};
use triggerproof_model::state::{AbilityOrigin, ObjectId, PlayerId, Zone};
use triggerproof_model::vocab::trigger::TriggerCondition;
use triggerproof_model::vocab::{Ability, CardId, StaticAbility, TriggerEvent};

/// A creature's death the rules say its granted ability must see: (journal position of the
/// death, the dying object, the granter's card, the granting static's index).
type Owed = (usize, ObjectId, CardId, u8);

/// A permanent that left the battlefield in this step: (position, object, card, controller,
/// whether it had lost its abilities).
fn leavers(v: &View) -> Vec<(usize, ObjectId, CardId, PlayerId, bool)> {
    v.journal
        .entries
        .iter()
        .enumerate()
        .filter_map(|(j, e)| match &e.what {
            Happening::Event(Event::ZoneChange {
                old,
                card,
                from: Some(Zone::Battlefield),
                controller,
                abilities_lost,
                ..
            }) => Some((j, *old, *card, *controller, *abilities_lost)),
            _ => None,
        })
        .collect()
}

/// Did `id` enter the battlefield in this step (a new object, CR 400.7)?
fn entered(v: &View, id: ObjectId) -> bool {
    v.journal.entries.iter().any(|e| {
        matches!(&e.what, Happening::Event(Event::ZoneChange { new: Some(n), to: Zone::Battlefield, .. }) if *n == id)
    })
}

/// CR 603.10a + CR 613.1f: each creature death with a granter that left the battlefield at
/// the same time or later (so it was there, with its abilities, just before the death), whose
/// grant picks the creature and quotes a "dies" ability about it.
fn owed(v: &View) -> Vec<Owed> {
    // "All creatures lose all abilities" would take the grant or the granted ability away.
    if abilities_suppressed(v) || v.state.is_halted() {
        return Vec::new();
    }
    let left = leavers(v);
    let runs = run_ids(v);
    let mut out = Vec::new();
    for &(j, x, xc, xp, x_lost) in &left {
        let died = matches!(
            &v.journal.entries[j].what,
            Happening::Event(Event::ZoneChange {
                to: Zone::Graveyard,
                ..
            })
        );
        if !died || x_lost {
            continue;
        }
        for &(k, g, gc, gp, g_lost) in &left {
            // At the event or later: it was there just before (one simultaneous event is one
            // run of event entries, CR 603.10a looks back at the moment before it).
            if (k < j && runs[k] != runs[j]) || g_lost || entered(v, g) {
                continue;
            }
            for (index, a) in v.pool.get(gc).abilities.iter().enumerate() {
                let Ability::Static(StaticAbility::Grant { to, ability }) = a else {
                    continue;
                };
                let TriggerCondition::Event(TriggerEvent::Dies(about)) = &ability.when else {
                    continue;
                };
                let granted = selects(v.pool, to, &Known::from_journal(xc, xp, g == x), gp);
                let about_it = selects(v.pool, about, &Known::from_journal(xc, xp, true), xp);
                if granted == Some(true)
                    && about_it == Some(true)
                    && ability.intervening_if.is_none()
                {
                    out.push((j, x, gc, index as u8));
                }
            }
        }
    }
    out
}

/// Is there a permanent of `card` on the battlefield now (not one that entered this step), or
/// one that left the battlefield in the event at journal position `at` or later?
fn granter_there(v: &View, card: CardId, at: usize) -> bool {
    let stayed = v
        .state
        .battlefield()
        .any(|(id, o)| o.card == card && !entered(v, id));
    let runs = run_ids(v);
    let later = |k: usize| k >= at || runs.get(k) == runs.get(at);
    stayed
        || leavers(v)
            .iter()
            .any(|&(k, _, c, _, _)| c == card && later(k))
}

/// CR 613.1f + CR 603.2: a granted ability triggers only if a granter of its card was on the
/// battlefield at the event; CR 603.10a: a creature dying together with its granter still
/// had the granted "dies" ability, so it triggers.
pub(crate) fn granted_trigger_only_while_granted(v: &View) -> bool {
    let triggered: Vec<(CardId, u8, ObjectId, Option<u16>)> = v
        .journal
        .entries
        .iter()
        .filter_map(|e| match &e.what {
            Happening::Triggered {
                origin: AbilityOrigin::Granted { card, index },
                source,
                cause,
                ..
            } => Some((*card, *index, *source, *cause)),
            _ => None,
        })
        .collect();
    let only_while = triggered
        .iter()
        .all(|&(card, _, _, cause)| cause.is_none_or(|c| granter_there(v, card, usize::from(c))));
    let looked_back = owed(v).iter().all(|&(j, x, gc, index)| {
        triggered.iter().any(|&(card, i, source, cause)| {
            card == gc && i == index && source == x && cause == Some(j as u16)
        })
    });
    only_while && looked_back
}

/// A creature died together with (or before) the permanent granting it a "dies" ability.
fn granted_dies_with_granter(v: &View) -> bool {
    !owed(v).is_empty()
}

use Expectation::{Always, Sometimes};
use Kind::{Invariant, Reachability};

/// `granted-trigger-only-while-granted` judges each granted ability's trigger and each
/// leaver owed a look-back trigger: with neither, nothing is judged.
pub fn guarded_granted_trigger_only_while_granted(v: &View) -> bool {
    let granted = crate::early::any(v, crate::readings::Marks::GRANTED_TRIGGER);
    !(granted || crate::early::left_battlefield(v))
        || crate::granted::granted_trigger_only_while_granted(v)
}

pub fn properties() -> Vec<Property> {
    vec![
        Property { name: "granted-trigger-only-while-granted", expectation: Always, kind: Invariant, statement: "A granted triggered ability triggers only while a granter is on the battlefield; a creature dying together with its granter still triggers its granted dies ability (look-back).", rules: &[RuleRef::AbilitiesLost, RuleRef::LookBack], editions: MTG, witness: Some("granted-dies-with-granter"), check: guarded_granted_trigger_only_while_granted },
        Property { name: "granted-dies-with-granter", expectation: Sometimes, kind: Reachability, statement: "A creature dies together with the permanent granting it a dies ability.", rules: &[RuleRef::LookBack], editions: MTG, witness: None, check: granted_dies_with_granter },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use triggerproof_model::cards::builtin;
    use triggerproof_model::edition::Edition;
    use triggerproof_model::journal::Journal;
    use triggerproof_model::state::{GameState, InstanceId};

    fn dies(old: u16, new: u16, card: CardId) -> Happening {
        Happening::Event(crate::testing::zone_change(
            ObjectId(old),
            Some(ObjectId(new)),
            card,
            Some(Zone::Battlefield),
            Zone::Graveyard,
            PlayerId(0),
        ))
    }

    fn granted(card: CardId, source: u16, cause: u16) -> Happening {
        Happening::Triggered {
            instance: InstanceId(source as u8),
            origin: AbilityOrigin::Granted { card, index: 0 },
            source: ObjectId(source),
            controller: PlayerId(0),
            cause: Some(cause),
            look_back: true,
            additional: false,
            state_trigger: false,
        }
    }

    /// A wrath kills Vigil Banneret (id 0) and Grizzly Bears (id 1) at once: both had the
    /// granted dies ability just before, so both must trigger (CR 603.10a).
    #[test]
    fn a_granter_dying_at_the_same_time_still_grants() {
        let pool = builtin();
        let banneret = pool.id("Vigil Banneret").unwrap();
        let bears = pool.id("Grizzly Bears").unwrap();
        let s = GameState::new(2, 20, 0);
        let mut j = Journal::default();
        j.push(RuleRef::Destroy, dies(0, 10, banneret));
        j.push(RuleRef::Destroy, dies(1, 11, bears));
        j.push(RuleRef::LookBack, granted(banneret, 0, 0));
        let v = View::new(Edition::Mtg20241108, &pool, &s, &j);
        assert!(granted_dies_with_granter(&v));
        // The Bears' granted ability is missing (the grant read after the wrath).
        assert!(!granted_trigger_only_while_granted(&v));
        let mut j2 = j.clone();
        j2.push(RuleRef::LookBack, granted(banneret, 1, 1));
        let v = View::new(v.edition, v.pool, v.state, &j2);
        assert!(granted_trigger_only_while_granted(&v));
    }

    /// The Bears die alone, with no Banneret anywhere: a granted trigger is a violation.
    #[test]
    fn no_granter_no_granted_trigger() {
        let pool = builtin();
        let banneret = pool.id("Vigil Banneret").unwrap();
        let bears = pool.id("Grizzly Bears").unwrap();
        let s = GameState::new(2, 20, 0);
        let mut j = Journal::default();
        j.push(RuleRef::Destroy, dies(1, 11, bears));
        j.push(RuleRef::LookBack, granted(banneret, 1, 0));
        let v = View::new(Edition::Mtg20241108, &pool, &s, &j);
        assert!(!granted_dies_with_granter(&v));
        assert!(!granted_trigger_only_while_granted(&v));
    }
}
