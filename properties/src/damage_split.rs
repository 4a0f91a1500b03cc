//! Several amounts of damage in one instruction (issue 32, root 4): "Some spells and abilities
//! include actions taken on multiple players and/or objects. In most cases, each such action is
//! processed simultaneously" (CR 608.2f (mtg-2024-11-08)). A card whose one damage instruction
//! names several recipients with their own amounts ("deals 1 damage to target creature and 2
//! damage to target player") deals them as one event. Read here from the journal alone: one
//! event's parts are journaled together, so, within one resolution, the damage its source
//! deals is consecutive entries: no life gain from lifelink (CR 120.3f) and no trigger comes
//! between two of them.

use crate::{Expectation, Kind, Property, View, MTG_603};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening};
use triggerproof_model::state::ObjectId;
use triggerproof_model::vocab::Effect;

/// Does `source`'s card deal damage by one instruction alone, and does that instruction name
/// several recipients with amounts of their own (a `deal-damage` with `also`)?
fn splits_damage(v: &View, source: ObjectId) -> bool {
    let Some(o) = v.state.object(source) else {
        return false;
    };
    let (mut split, mut other) = (0, 0);
    v.pool.get(o.card).effects(&mut |e| match e {
        Effect::DealDamage { also, .. } if !also.is_empty() => split += 1,
        Effect::DealDamage { .. } | Effect::DamageEach { .. } => other += 1,
        _ => {}
    });
    split == 1 && other == 0
}

/// For each resolution in this step's journal, the entry indices of the damage each source
/// whose card splits damage dealt in it (in journal order, per source).
fn split_damage_runs(v: &View) -> Vec<Vec<usize>> {
    let entries = &v.journal.entries;
    let mut out = Vec::new();
    for (at, e) in entries.iter().enumerate() {
        if !matches!(e.what, Happening::Resolving { .. }) {
            continue;
        }
        let end = entries[at + 1..]
            .iter()
            .position(|x| {
                matches!(
                    x.what,
                    Happening::Resolved { .. } | Happening::Resolving { .. }
                )
            })
            .map_or(entries.len(), |k| at + 1 + k);
        let mut by_source: Vec<(ObjectId, Vec<usize>)> = Vec::new();
        for (k, x) in entries.iter().enumerate().take(end).skip(at + 1) {
            if let Happening::Event(Event::Damage {
                source,
                combat: false,
                ..
            }) = x.what
            {
                match by_source.iter_mut().find(|(s, _)| *s == source) {
                    Some((_, ks)) => ks.push(k),
                    None => by_source.push((source, vec![k])),
                }
            }
        }
        out.extend(
            by_source
                .into_iter()
                .filter(|(s, _)| splits_damage(v, *s))
                .map(|(_, ks)| ks),
        );
    }
    out
}

/// CR 608.2f: the damage of one split instruction is one event: consecutive journal entries.
fn split_damage_one_event(v: &View) -> bool {
    split_damage_runs(v)
        .iter()
        .all(|ks| ks.windows(2).all(|w| w[1] == w[0] + 1))
}

/// A split instruction dealt damage to two recipients or more.
fn split_damage_dealt(v: &View) -> bool {
    split_damage_runs(v).iter().any(|ks| ks.len() >= 2)
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step};

pub fn properties() -> Vec<Property> {
    vec![
        Property { name: "split-damage-one-event", expectation: Always, kind: Step, statement: "Damage one instruction deals to several recipients, each its own amount, is one event: nothing (a lifelink gain, a trigger) comes between its parts.", rules: &[RuleRef::SplitDamage, RuleRef::Lifelink], editions: MTG_603, witness: Some("split-damage-dealt"), check: split_damage_one_event },
        Property { name: "split-damage-dealt", expectation: Sometimes, kind: Reachability, statement: "One instruction deals damage to two recipients or more, each its own amount.", rules: &[RuleRef::SplitDamage], editions: MTG_603, witness: None, check: split_damage_dealt },
    ]
}
