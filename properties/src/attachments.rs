//! Properties of attachments (CR 301.5, 303.4, 701.3a, 603.6e, 603.10a (mtg-2024-11-08); 212.2,
//! 212.4, 501.2a, 410.10f (mtg-2008-10-01)), restated over what the journal records: a
//! permanent's zone change names what it was attached to as it left, and an attach is an event
//! naming the attachment and its new host.

use crate::objects::{leavers, triggered_by};
use crate::selector::{selects, Known};
use crate::{Expectation, Kind, Property, View, MTG};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening};
use triggerproof_model::state::{Decision, ObjectId, PlayerId, Zone};
use triggerproof_model::vocab::trigger::FunctionsFrom;
use triggerproof_model::vocab::{CardId, CardType, Selector, TriggerCondition, TriggerEvent};

/// The plain "when enchanted/equipped [selector] dies" abilities of a card, by index.
fn host_death_abilities<'a>(v: &View<'a>, card: CardId) -> Vec<(u8, &'a Selector)> {
    v.pool
        .get(card)
        .triggered()
        .filter_map(|(index, ta)| match &ta.when {
            TriggerCondition::Event(TriggerEvent::Dies(s))
                if s.enchanted
                    && ta.intervening_if.is_none()
                    && !ta.once_each_turn
                    && ta.nth_time.is_none()
                    && ta.functions_from == FunctionsFrom::Battlefield =>
            {
                Some((index, s))
            }
            _ => None,
        })
        .collect()
}

/// What was attached to what, as this step's journal tells: a permanent that left while
/// attached, or one unattached (an Equipment by CR 704.5n): `(journal index, attachment,
/// card, controller, host)`.
fn attachments_seen(v: &View) -> Vec<(usize, ObjectId, CardId, PlayerId, ObjectId)> {
    let mut out: Vec<_> = leavers(v)
        .into_iter()
        .filter_map(|l| Some((l.at, l.old, l.card, l.controller, l.host?)))
        .collect();
    for (at, e) in v.journal.entries.iter().enumerate() {
        if let Happening::Event(Event::Unattached { object, from }) = &e.what {
            if let Some(o) = v.state.object(*object) {
                out.push((at, *object, o.card, o.controller, *from));
            }
        }
    }
    out
}

/// Each (attachment, its host's death) of this step where the attachment has a "when
/// enchanted creature dies" ability its selector says matches: `(attachment, host's journal
/// index, ability index)`.
fn host_deaths(v: &View) -> Vec<(ObjectId, usize, u8)> {
    let gone = leavers(v);
    let mut out = Vec::new();
    for (at, old, card, controller, host) in attachments_seen(v) {
        let Some(h) = gone
            .iter()
            .find(|h| h.old == host && h.to == Zone::Graveyard)
        else {
            continue;
        };
        // The host died earlier in the step than the attachment left, or in the same event.
        let same = same_event(v, h.at.min(at), h.at.max(at));
        if at < h.at && !same {
            continue;
        }
        for (index, sel) in host_death_abilities(v, card) {
            let k = Known {
                enchanted: Some(true),
                ..Known::from_journal(h.card, h.controller, false)
            };
            if selects(v.pool, sel, &k, controller) == Some(true) {
                out.push((old, h.at, index));
            }
        }
    }
    out
}

/// Are journal entries `x <= y` parts of one event (consecutive zone changes, CR 603.2c)?
fn same_event(v: &View, x: usize, y: usize) -> bool {
    v.journal.entries[x..=y].iter().all(|e| {
        matches!(
            &e.what,
            Happening::Event(Event::ZoneChange {
                from: Some(Zone::Battlefield),
                ..
            })
        )
    })
}

/// CR 603.10a (mtg-2024-11-08) + CR 603.6e (mtg-2024-11-08): look-back for Aura abilities;
/// CR 410.10d (mtg-2008-10-01) + CR 410.10f (mtg-2008-10-01) there. An Aura's or Equipment's "when enchanted/equipped creature dies" triggers on its host's death, looking
/// back to the Aura as it was attached just before, even when the Aura left in the same event
/// or was put into the graveyard afterwards by CR 704.5m (an Equipment stays, unattached).
pub(crate) fn aura_sees_host_die(v: &View) -> bool {
    host_deaths(v)
        .into_iter()
        .all(|(source, h_at, index)| triggered_by(v, source, index, h_at))
}

/// A creature enchanted or equipped by a permanent with a "when enchanted/equipped creature
/// dies" ability died (with the Aura, or before it).
fn enchanted_creature_died(v: &View) -> bool {
    !host_deaths(v).is_empty()
}

/// CR 603.2 (mtg-2024-11-08) + CR 701.3a (mtg-2024-11-08); CR 501.2a (mtg-2008-10-01): becoming attached is an
/// event: each permanent on the battlefield with a plain "whenever [attachment] becomes
/// attached to [host]" ability triggers for each attach its selectors pick.
fn becomes_attached_triggers(v: &View) -> bool {
    attaches(v).into_iter().all(|(at, object, to)| {
        v.state.battlefield().all(|(w, wo)| {
            if !wo.is_public() {
                return true;
            }
            v.pool.get(wo.card).triggered().all(|(index, ta)| {
                let TriggerCondition::Event(TriggerEvent::BecomesAttached { attachment, to: t }) =
                    &ta.when
                else {
                    return true;
                };
                let plain = ta.intervening_if.is_none()
                    && !ta.once_each_turn
                    && ta.nth_time.is_none()
                    && ta.functions_from == FunctionsFrom::Battlefield;
                let of = |id: ObjectId, sel: &Selector| {
                    let o = v.state.object(id)?;
                    let k = Known::of(o, id == w);
                    selects(v.pool, sel, &k, wo.controller)
                };
                match (plain, of(object, attachment), of(to, t)) {
                    (true, Some(true), Some(true)) => triggered_by(v, w, index, at),
                    _ => true,
                }
            })
        })
    })
}

/// The step's attach events: (journal index, attachment, host).
fn attaches(v: &View) -> Vec<(usize, ObjectId, ObjectId)> {
    v.journal
        .entries
        .iter()
        .enumerate()
        .filter_map(|(at, e)| match &e.what {
            Happening::Event(Event::Attached { object, to }) => Some((at, *object, *to)),
            _ => None,
        })
        .collect()
}

/// An Aura or Equipment became attached to a permanent.
fn something_became_attached(v: &View) -> bool {
    !attaches(v).is_empty()
}

/// CR 704.5m (mtg-2024-11-08) + CR 704.5n (mtg-2024-11-08): illegal attachments are settled;
/// CR 420.5d (mtg-2008-10-01) + CR 420.5k (mtg-2008-10-01) there. Whenever a player could act, every Aura on the battlefield is attached to a permanent, and every
/// attached Equipment to a creature, on the battlefield.
fn attachments_legal_at_rest(v: &View) -> bool {
    if !matches!(v.state.decision, Decision::Priority(_)) {
        return true;
    }
    v.state.battlefield().all(|(_, o)| {
        let card = v.pool.get(o.card);
        let has =
            |sub: &str| !o.face_down && card.subtypes.iter().any(|s| s.eq_ignore_ascii_case(sub));
        let host = o
            .attached_to
            .and_then(|h| v.state.object(h))
            .filter(|h| h.zone == Zone::Battlefield);
        if has("Aura") {
            host.is_some()
        } else if has("Equipment") && o.attached_to.is_some() {
            host.is_some_and(|h| {
                h.face_down || v.pool.get(h.card).types.contains(&CardType::Creature)
            })
        } else {
            true
        }
    })
}

/// An Aura was put into its owner's graveyard by the state-based action.
fn aura_put_into_graveyard_by_sba(v: &View) -> bool {
    v.journal.iter().any(|e| e.rule == RuleRef::SbaAura)
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step};

/// `aura-sees-enchanted-creature-die` judges each host that left the battlefield for a
/// graveyard.
pub fn aura_sees_enchanted_creature_die(v: &View) -> bool {
    !crate::early::left_battlefield(v) || crate::attachments::aura_sees_host_die(v)
}

pub fn properties() -> Vec<Property> {
    vec![
        Property {
            name: "aura-sees-enchanted-creature-die",
            expectation: Always,
            kind: Step,
            statement: "An Aura's or Equipment's 'when enchanted/equipped creature dies' triggers on that death, looking back, even if the Aura left at the same time.",
            rules: &[RuleRef::LookBack, RuleRef::AuraLooksBack, RuleRef::SbaAura],
            editions: MTG,
            witness: Some("enchanted-creature-died"),
            check: aura_sees_enchanted_creature_die,
        },
        Property {
            name: "enchanted-creature-died",
            expectation: Sometimes,
            kind: Reachability,
            statement: "A creature dies enchanted or equipped by a permanent with a 'when enchanted/equipped creature dies' ability.",
            rules: &[RuleRef::AuraLooksBack],
            editions: MTG,
            witness: None,
            check: enchanted_creature_died,
        },
        Property {
            name: "becomes-attached-triggers",
            expectation: Always,
            kind: Step,
            statement: "Each 'whenever [attachment] becomes attached to [permanent]' ability on the battlefield triggers for each attach it picks.",
            rules: &[RuleRef::Attach, RuleRef::Triggers],
            editions: MTG,
            witness: Some("something-becomes-attached"),
            check: becomes_attached_triggers,
        },
        Property {
            name: "something-becomes-attached",
            expectation: Sometimes,
            kind: Reachability,
            statement: "An Aura or Equipment becomes attached to a permanent.",
            rules: &[RuleRef::Attach],
            editions: MTG,
            witness: None,
            check: something_became_attached,
        },
        Property {
            name: "attachments-legal-when-players-act",
            expectation: Always,
            kind: Kind::Invariant,
            statement: "Whenever a player could act, every Aura is attached to a permanent and every attached Equipment to a creature.",
            rules: &[RuleRef::SbaAura, RuleRef::SbaEquipment],
            editions: MTG,
            witness: Some("aura-put-into-graveyard-by-sba"),
            check: attachments_legal_at_rest,
        },
        Property {
            name: "aura-put-into-graveyard-by-sba",
            expectation: Sometimes,
            kind: Reachability,
            statement: "An Aura attached to nothing is put into its owner's graveyard by a state-based action.",
            rules: &[RuleRef::SbaAura],
            editions: MTG,
            witness: None,
            check: aura_put_into_graveyard_by_sba,
        },
    ]
}
