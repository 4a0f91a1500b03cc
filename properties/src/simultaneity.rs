//! Simultaneity of state-based actions (issue 32, root 4): "the game checks for any of the
//! listed conditions for state-based actions, then performs all applicable state-based actions
//! simultaneously as a single event" (CR 704.3 (mtg-2024-11-08)). Read here from the journal
//! alone: a check's actions are journaled together, so
//! - a permanent put into a graveyard by the check had the counters it had when the check began:
//!   no +1/+1 and -1/-1 pair was removed from it first (CR 704.5q is one of the check's actions);
//! - a player's loss (CR 704.5a, 704.5b) is one of the check's actions: the check's deaths are
//!   not left for a later check after the loser has left (CR 800.4a (mtg-2024-11-08): leaving
//!   is not itself a state-based action). In this vocabulary a leaving player can lower a
//!   remaining creature's toughness only by taking away the Aura or Equipment on it, so a death
//!   after the loss is allowed only for a creature whose attachment left in between;
//! - every legend-rule group is settled in the same event (CR 704.5j): once the legend rule has
//!   put permanents into graveyards, no group is left waiting for its own event.

use crate::{Expectation, Kind, Property, View, MTG_603};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening, JournalEntry};
use triggerproof_model::state::{ObjectId, Outcome, PlayerId, Zone};
use triggerproof_model::vocab::Supertype;

/// The rules of CR 704.5's state-based actions the model journals (704.3's check).
fn state_based(rule: RuleRef) -> bool {
    matches!(
        rule,
        RuleRef::SbaCounters
            | RuleRef::SbaToughness
            | RuleRef::SbaLethalDamage
            | RuleRef::SbaDeathtouch
            | RuleRef::SbaLegendRule
            | RuleRef::SbaAura
            | RuleRef::SbaEquipment
            | RuleRef::SbaToken
    )
}

/// A permanent put into a graveyard by a state-based action: its old id.
fn sba_death(e: &JournalEntry) -> Option<ObjectId> {
    match &e.what {
        Happening::Event(Event::ZoneChange {
            old,
            from: Some(Zone::Battlefield),
            ..
        }) if state_based(e.rule) && e.rule != RuleRef::SbaCounters => Some(*old),
        _ => None,
    }
}

/// CR 704.3 + 704.5q: within one run of state-based-action entries (one check's event), no
/// permanent both loses counters to annihilation and is put into a graveyard.
fn dies_with_its_counters(v: &View) -> bool {
    let entries = &v.journal.entries;
    let mut i = 0;
    while i < entries.len() {
        if !state_based(entries[i].rule) {
            i += 1;
            continue;
        }
        let end = (i..entries.len())
            .find(|k| !state_based(entries[*k].rule))
            .unwrap_or(entries.len());
        let run = &entries[i..end];
        let annihilated: Vec<ObjectId> = run
            .iter()
            .filter_map(|e| match &e.what {
                Happening::Event(Event::CountersRemoved { object, .. })
                    if e.rule == RuleRef::SbaCounters =>
                {
                    Some(*object)
                }
                _ => None,
            })
            .collect();
        if run
            .iter()
            .filter_map(sba_death)
            .any(|o| annihilated.contains(&o))
        {
            return false;
        }
        i = end;
    }
    true
}

/// A permanent put into a graveyard by a state-based action had both a +1/+1 and a -1/-1
/// counter as it went (its last known counters).
fn died_with_opposite_counters(v: &View) -> bool {
    v.journal.iter().any(|e| match &e.what {
        Happening::Event(Event::ZoneChange { counters, .. }) if sba_death(e).is_some() => {
            let has = |k| counters.iter().any(|(c, n)| *c == k && *n > 0);
            has(triggerproof_model::vocab::CounterKind::PlusOne)
                && has(triggerproof_model::vocab::CounterKind::MinusOne)
        }
        _ => false,
    })
}

/// A player lost the game by a state-based action in this entry.
fn sba_loss(e: &JournalEntry) -> bool {
    matches!(e.what, Happening::GameOver(Outcome::Lost(_)))
        && matches!(e.rule, RuleRef::SbaLife | RuleRef::SbaEmptyLibrary)
}

/// CR 704.3 + CR 800.4a: after a player's state-based loss, no creature dies by 704.5f/g/h in
/// the same step unless an Aura or Equipment attached to it left the battlefield in between.
fn loss_with_the_other_actions(v: &View) -> bool {
    let Some(loss) = v.journal.iter().position(sba_loss) else {
        return true;
    };
    let after = &v.journal.entries[loss..];
    let mut unattached: Vec<ObjectId> = Vec::new();
    for e in after {
        match &e.what {
            Happening::Event(Event::ZoneChange {
                attached_to: Some(host),
                from: Some(Zone::Battlefield),
                ..
            }) => unattached.push(*host),
            Happening::Event(Event::ZoneChange { old, .. })
                if matches!(
                    e.rule,
                    RuleRef::SbaToughness | RuleRef::SbaLethalDamage | RuleRef::SbaDeathtouch
                ) && !unattached.contains(old) =>
            {
                return false;
            }
            _ => {}
        }
    }
    true
}

/// A creature died by a state-based action and a player lost by one, in the same step.
fn loss_and_death_together(v: &View) -> bool {
    let death = v.journal.iter().any(|e| {
        sba_death(e).is_some() && matches!(e.rule, RuleRef::SbaToughness | RuleRef::SbaLethalDamage)
    });
    death && v.journal.iter().any(sba_loss)
}

/// The groups (name, controller) the legend rule took permanents from in this step.
fn legend_groups(v: &View) -> Vec<(String, PlayerId)> {
    let mut groups = Vec::new();
    for e in v
        .journal
        .iter()
        .filter(|e| e.rule == RuleRef::SbaLegendRule)
    {
        if let Happening::Event(Event::ZoneChange {
            card, controller, ..
        }) = &e.what
        {
            let g = (v.pool.get(*card).name.clone(), *controller);
            if !groups.contains(&g) {
                groups.push(g);
            }
        }
    }
    groups
}

/// CR 704.3 + 704.5j: once the legend rule has performed its event in a step, no player
/// controls two legendary permanents with the same name (every group went in that event).
fn legend_groups_together(v: &View) -> bool {
    if legend_groups(v).is_empty() {
        return true;
    }
    let mut seen: Vec<(&str, PlayerId)> = Vec::new();
    for (_, o) in v.state.battlefield() {
        let card = v.pool.get(o.card);
        if o.face_down || !card.supertypes.contains(&Supertype::Legendary) {
            continue;
        }
        let key = (card.name.as_str(), o.controller);
        if seen.contains(&key) {
            return false;
        }
        seen.push(key);
    }
    true
}

/// The legend rule settled two groups in one step.
fn two_legend_groups_at_once(v: &View) -> bool {
    legend_groups(v).len() >= 2
}

use Expectation::{Always, Sometimes};
use Kind::{Invariant, Reachability};

pub fn properties() -> Vec<Property> {
    vec![
        Property { name: "sba-dies-with-its-counters", expectation: Always, kind: Invariant, statement: "A permanent put into a graveyard by a state-based action loses no counters to annihilation in the same check first: the check's actions are one event.", rules: &[RuleRef::SbaOneEvent, RuleRef::SbaCounters], editions: MTG_603, witness: Some("sba-died-with-opposite-counters"), check: dies_with_its_counters },
        Property { name: "sba-died-with-opposite-counters", expectation: Sometimes, kind: Reachability, statement: "A permanent put into a graveyard by a state-based action had a +1/+1 and a -1/-1 counter as it went.", rules: &[RuleRef::SbaOneEvent, RuleRef::SbaCounters], editions: MTG_603, witness: None, check: died_with_opposite_counters },
        Property { name: "sba-loss-with-the-other-actions", expectation: Always, kind: Invariant, statement: "A player's state-based loss is performed with the check's other actions: no creature dies by a later check of the same step for a reason that held at the loss.", rules: &[RuleRef::SbaOneEvent, RuleRef::SbaLife, RuleRef::LeavesGame], editions: MTG_603, witness: Some("sba-loss-and-death-together"), check: loss_with_the_other_actions },
        Property { name: "sba-loss-and-death-together", expectation: Sometimes, kind: Reachability, statement: "A player loses and a creature dies by state-based actions in the same step.", rules: &[RuleRef::SbaOneEvent, RuleRef::SbaLife], editions: MTG_603, witness: None, check: loss_and_death_together },
        Property { name: "legend-groups-settled-together", expectation: Always, kind: Invariant, statement: "Once the legend rule has put permanents into graveyards in a step, no player controls two legendary permanents with the same name: every group is settled in the one event.", rules: &[RuleRef::SbaOneEvent, RuleRef::SbaLegendRule], editions: MTG_603, witness: Some("two-legend-groups-at-once"), check: legend_groups_together },
        Property { name: "two-legend-groups-at-once", expectation: Sometimes, kind: Reachability, statement: "The legend rule settles two groups in one step.", rules: &[RuleRef::SbaOneEvent, RuleRef::SbaLegendRule], editions: MTG_603, witness: None, check: two_legend_groups_at_once },
    ]
}
