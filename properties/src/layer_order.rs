//! The order of layer-6 effects, the properties' own reading (CR 613.7 (mtg-2024-11-08)):
//! "Within a layer or sublayer ... an effect with an earlier timestamp is applied before an
//! effect with a later timestamp." An ability a static grants (its permanent's timestamp, CR
//! 613.7a, 613.7d) is on a creature unless an effect removing all the creature's abilities is
//! newer: "loses all abilities until end of turn" (its own timestamp, CR 613.7b) or a permanent
//! with "creatures lose all abilities" (that permanent's). Written from the rules text, the
//! cards and the state's timestamps; never the engine's reader.
//!
//! Judged where the journal shows it plainly: as a step begins, each creature a granter's
//! static picks, present with the granter before the step began, triggers the granted "at the
//! beginning of" ability (or is journaled as not triggering) exactly when the grant is newer
//! than every removal; a step with a later zone change or change of abilities is not judged.
//! A granter that has lost its own abilities grants nothing (CR 613.8a: the grant depends on
//! its existence), and neither does a stripper strip; a face-down creature is judged as any
//! other (CR 708.2a blanks its own text, not another permanent's grant).

use crate::selector::{selects, Known};
use crate::step_begins::{names, whose};
use crate::{Expectation, Kind, Property, View, MTG_603};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening, NotTriggeredReason};
use triggerproof_model::state::{AbilityOrigin, GameObject, ObjectId};
use triggerproof_model::vocab::trigger::TriggerCondition;
use triggerproof_model::vocab::{Ability, CardType, StaticAbility, TriggerEvent};

/// Does permanent `o` strip creatures: its card says "creatures lose all abilities" and it
/// has its own abilities (CR 613.8a, 708.2a: [`crate::characteristics::strips_now`])?
fn strips(v: &View, o: &GameObject) -> bool {
    crate::characteristics::strips_now(v, o)
}

fn creature(v: &View, o: &GameObject) -> bool {
    // CR 708.2a: a face-down permanent is a creature.
    o.face_down || v.pool.get(o.card).has_type(CardType::Creature)
}

/// Does permanent `g` have its own abilities (so its grant exists at all)?
fn granter_has_abilities(v: &View, g: &GameObject) -> bool {
    let stripped = creature(v, g) && v.state.battlefield().any(|(_, e)| strips(v, e));
    !(g.face_down || g.abilities_lost || stripped)
}

/// CR 613.7: is the grant of `g` applied after every effect that removes all of `x`'s
/// abilities (so it stays on `x`)?
fn grant_is_newest(v: &View, x: &GameObject, g: &GameObject) -> bool {
    let newer = |removal: u8| removal >= g.timestamp;
    if x.abilities_lost && newer(x.lost_at) {
        return false;
    }
    !(creature(v, x)
        && v.state
            .battlefield()
            .any(|(_, e)| strips(v, e) && newer(e.timestamp)))
}

/// Is journal entry `i` followed by a change this reading would have to undo?
fn changed_after(v: &View, i: usize) -> bool {
    v.journal.entries[i + 1..].iter().any(|e| {
        matches!(
            &e.what,
            Happening::Event(
                Event::ZoneChange { .. }
                    | Event::AbilitiesChanged { .. }
                    | Event::Attached { .. }
                    | Event::TurnedFaceUp { .. }
            ) | Happening::LossRenewed { .. }
        )
    })
}

/// Each (creature, granter's card, static index, does the creature have it) for the granted
/// "at the beginning of" abilities of the step that began at journal entry `i`.
fn owed_at(v: &View, i: usize) -> Vec<(ObjectId, GameObject, u8, bool)> {
    let Happening::Event(Event::StepBegan { step, active, .. }) = &v.journal.entries[i].what else {
        return Vec::new();
    };
    let mut out: Vec<(ObjectId, GameObject, u8, bool)> = Vec::new();
    for (gid, g) in v.state.battlefield() {
        if !granter_has_abilities(v, g) {
            continue;
        }
        for (index, a) in v.pool.get(g.card).abilities.iter().enumerate() {
            let Ability::Static(StaticAbility::Grant { to, ability }) = a else {
                continue;
            };
            let TriggerCondition::Event(TriggerEvent::BeginningOf {
                step: w,
                whose: who,
            }) = &ability.when
            else {
                continue;
            };
            for (xid, x) in v.state.battlefield() {
                // CR 708.2a: a face-down creature has no text of its own, but another
                // permanent's grant still reaches it.
                if !names(*w, *step) || !whose(*who, *active, x.controller) {
                    continue;
                }
                if selects(v.pool, to, &Known::of(x, xid == gid), g.controller) != Some(true) {
                    continue;
                }
                let has = grant_is_newest(v, x, g);
                // Two granters of one card: one instance, had if either grant stays.
                match out
                    .iter_mut()
                    .find(|(o, c, k, _)| (*o, c.card, *k) == (xid, g.card, index as u8))
                {
                    Some(found) => found.3 |= has,
                    None => out.push((xid, g.clone(), index as u8, has)),
                }
            }
        }
    }
    out
}

/// CR 613.7 + CR 603.2b: as a step begins, a creature triggers an "at the beginning of"
/// ability a static grants it exactly when the grant is newer than every effect removing all
/// its abilities.
fn granted_abilities_follow_timestamps(v: &View) -> bool {
    let e = &v.journal.entries;
    e.iter().enumerate().all(|(i, x)| {
        if !matches!(x.what, Happening::Event(Event::StepBegan { .. })) || changed_after(v, i) {
            return true;
        }
        owed_at(v, i).iter().all(|(xid, g, index, has)| {
            let seen = e[i + 1..].iter().any(|y| {
                let (source, origin, cause) = match &y.what {
                    Happening::Triggered {
                        source,
                        origin,
                        cause,
                        ..
                    } => (source, origin, *cause),
                    // CR 603.2g: a permanent on the battlefield, face down or not, is seen by
                    // all players: "hidden" is no reason for it not to trigger.
                    Happening::NotTriggered { reason: NotTriggeredReason::Hidden, .. } => return false,
                    Happening::NotTriggered { source, origin, .. } => (source, origin, Some(i as u16)),
                    _ => return false,
                };
                let granted = matches!(origin, AbilityOrigin::Granted { card, index: k } if *card == g.card && k == index);
                source == xid && granted && cause == Some(i as u16)
            });
            seen == *has
        })
    })
}

/// A granted ability triggered on a creature whose abilities an older effect removed.
fn grant_newer_than_loss_seen(v: &View) -> bool {
    v.journal.entries.iter().any(|e| {
        e.rule == RuleRef::LayerTimestamps && matches!(e.what, Happening::Triggered { .. })
    })
}

use Expectation::{Always, Sometimes};
use Kind::{Invariant, Reachability};

pub fn properties() -> Vec<Property> {
    vec![
        Property { name: "granted-abilities-follow-timestamps", expectation: Always, kind: Invariant, statement: "As a step begins, a creature triggers an 'at the beginning of' ability a static grants it exactly when the grant is newer than every effect removing all its abilities (layer 6 in timestamp order).", rules: &[RuleRef::LayerTimestamps, RuleRef::AbilitiesLost, RuleRef::BeginningOfStep], editions: MTG_603, witness: Some("grant-newer-than-loss-seen"), check: granted_abilities_follow_timestamps },
        Property { name: "grant-newer-than-loss-seen", expectation: Sometimes, kind: Reachability, statement: "A granted ability triggers on a creature whose abilities an older effect removed.", rules: &[RuleRef::LayerTimestamps], editions: MTG_603, witness: None, check: grant_newer_than_loss_seen },
    ]
}
