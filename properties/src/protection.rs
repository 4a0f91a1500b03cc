//! Properties of protection from a quality (CR 702.16 (mtg-2024-11-08), CR 702.16
//! (mtg-2026-01-16), CR 502.7 (mtg-2008-10-01)), read with our own eyes: "DEBT" — a protected permanent is dealt no damage
//! by a source with the quality (702.16e), so that damage triggers nothing (603.2h); it is never
//! enchanted or equipped by an Aura or Equipment with the quality once state-based actions are
//! done (702.16c-d, 704.5m-n), never blocked by a creature with it (702.16f), and never becomes
//! the target of a spell, or of an ability from a source, with it (702.16b).
//!
//! The qualities are the card's printed `protection` selectors, read by the properties' own
//! selector reader (`selector::selects`) from the protected permanent's point of view, and only
//! while it has its abilities (`characteristics::abilities_at`, CR 613.1f). What the journal and
//! the state don't show (a source that left with no trace, an unknown test) is not judged.
//! The engine's rule code is never called.

use crate::characteristics::abilities_at;
use crate::observe::event;
use crate::selector::{selects, Known};
use crate::{Expectation, Kind, Property, View, MTG};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening};
use triggerproof_model::state::{Decision, GameObject, ObjectId, PlayerId, StackObject, Target};
use triggerproof_model::vocab::CardId;

/// The card object `id` is known as at the step: its card in the state after it, else the card
/// the journal's zone change moving it names.
fn known_card(v: &View, id: ObjectId) -> Option<(CardId, PlayerId)> {
    if let Some(o) = v.state.object(id) {
        return Some((o.card, o.controller));
    }
    v.journal.entries.iter().find_map(|e| match event(e) {
        Some(Event::ZoneChange {
            old,
            card,
            controller,
            ..
        }) if *old == id => Some((*card, *controller)),
        _ => None,
    })
}

/// Is `host` known as a card with printed protection? Nothing else can be protected, so each
/// check asks this first: a lookup by card, where scanning the whole pool for protection on
/// every state cost 3.5% of `standard`'s CPU (docs/benchmarks.md).
fn printed_protection(v: &View, host: ObjectId) -> bool {
    known_card(v, host).is_some_and(|(card, _)| !v.pool.get(card).protection.is_empty())
}

/// What is known of object `id` at the step: as it is in the state after it, else as the
/// journal's zone change moving it remembers it (its card and controller then).
fn known(v: &View, id: ObjectId) -> Option<(CardId, PlayerId, Option<GameObject>)> {
    if let Some(o) = v.state.object(id) {
        return Some((o.card, o.controller, Some(o.clone())));
    }
    known_card(v, id).map(|(card, controller)| (card, controller, None))
}

/// Does permanent `host` (journal position `at`) have protection from the object `source` is
/// known as? `None` when not known.
fn protected(v: &View, host: ObjectId, at: usize, source: &Known) -> Option<bool> {
    let (card, controller, _) = known(v, host)?;
    let qualities = &v.pool.get(card).protection;
    if qualities.is_empty() {
        return Some(false);
    }
    if !abilities_at(v, host, card, at)? {
        return Some(false);
    }
    let mut unknown = false;
    for q in qualities {
        match selects(v.pool, q, source, controller) {
            Some(true) => return Some(true),
            None => unknown = true,
            Some(false) => {}
        }
    }
    (!unknown).then_some(false)
}

/// The object `id` as a source, from `host`'s point of view ("this" is `host`).
fn as_source(v: &View, id: ObjectId, host: ObjectId) -> Option<Known> {
    let (card, controller, now) = known(v, id)?;
    Some(match now {
        Some(o) => Known::of(&o, id == host),
        None => as_card(card, controller, id == host),
    })
}

/// A departed source: its card and controller only.
fn as_card(card: CardId, controller: PlayerId, itself: bool) -> Known {
    let mut o = GameObject::new(
        card,
        controller,
        triggerproof_model::state::Zone::Battlefield,
    );
    o.controller = controller;
    let mut k = Known::of(&o, itself);
    // Only its card and controller are known: the rest is unknown, not the defaults.
    k.zone = None;
    k.tapped = None;
    k.counters = None;
    k.pump = None;
    k.owner = None;
    k.entered = None;
    k.cast_from_hand = None;
    k
}

/// CR 702.16e + CR 603.2h: no damage event of the step is dealt to a permanent by a source it
/// had protection from (the damage is prevented, so it happens not at all and triggers nothing).
fn damage_from_protected_source_prevented(v: &View) -> bool {
    v.journal.entries.iter().enumerate().all(|(i, e)| {
        let Some(Event::Damage {
            source,
            card,
            to: Target::Object(host),
            amount,
            ..
        }) = event(e)
        else {
            return true;
        };
        if *amount == 0 || !printed_protection(v, *host) {
            return true;
        }
        let seen = match known(v, *source) {
            Some((_, controller, None)) => Some(as_card(*card, controller, source == host)),
            Some((_, _, Some(o))) => Some(Known::of(&o, source == host)),
            None => None,
        };
        seen.is_none_or(|k| protected(v, *host, i, &k) != Some(true))
    })
}

/// The source of the spell or ability `of` (a spell: the spell; an ability: its source).
fn targeting_source(v: &View, of: Target) -> Option<ObjectId> {
    match of {
        Target::Object(spell) => Some(spell),
        Target::Ability(id) => v.state.stack.iter().find_map(|so| match so {
            StackObject::Triggered { instance, .. } if instance.id == id => Some(instance.source),
            StackObject::Activated { id: a, source, .. } if *a == id => Some(*source),
            _ => None,
        }),
        Target::Player(_) => None,
    }
}

/// CR 702.16b, 702.16f: no permanent blocked by, or made the target of, a creature or a spell or
/// ability (source) with a quality it has protection from; CR 702.16c-d + 704.5m-n: after the
/// step (state-based actions done) no Aura or Equipment with such a quality is attached to it.
fn protected_never_targeted_blocked_or_attached(v: &View) -> bool {
    let end = v.journal.entries.len();
    // State-based actions are done when a player receives priority (CR 117.5).
    let sba_done = matches!(v.state.decision, Decision::Priority(_));
    let attached_ok = !sba_done
        || v.state.battlefield().all(|(id, o)| {
            o.attached_to.is_none_or(|host| {
                !printed_protection(v, host)
                    || protected(v, host, end, &Known::of(o, id == host)) != Some(true)
            })
        });
    attached_ok
        && v.journal.entries.iter().enumerate().all(|(i, e)| {
            let (host, source) = match event(e) {
                Some(Event::Blocks { blocker, attacker }) => (*attacker, Some(*blocker)),
                Some(Event::BecameTarget {
                    object,
                    of: Some(of),
                    ..
                }) => (*object, targeting_source(v, *of)),
                _ => return true,
            };
            if !printed_protection(v, host) {
                return true;
            }
            let seen = source.and_then(|s| as_source(v, s, host));
            seen.is_none_or(|k| protected(v, host, i, &k) != Some(true))
        })
}

/// Protection prevented some damage.
fn protection_prevented(v: &View) -> bool {
    v.journal.entries.iter().any(|e| {
        e.rule == RuleRef::ProtectionDamage && matches!(e.what, Happening::Prevented { .. })
    })
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step};

pub fn properties() -> Vec<Property> {
    vec![
        Property {
            name: "protected-damage-prevented",
            expectation: Always,
            kind: Step,
            statement: "A permanent is never dealt damage by a source with a quality it has protection from: that damage is prevented, so it happens not at all and triggers nothing.",
            rules: &[RuleRef::ProtectionDamage, RuleRef::PreventedNoTrigger],
            editions: MTG,
            witness: Some("protection-prevents-damage"),
            check: damage_from_protected_source_prevented,
        },
        Property {
            name: "protected-never-targeted-blocked-or-attached",
            expectation: Always,
            kind: Step,
            statement: "A permanent with protection is never blocked by a creature, nor made the target of a spell or of an ability from a source, with the quality; after state-based actions no Aura or Equipment with the quality is attached to it.",
            rules: &[
                RuleRef::ProtectionTarget,
                RuleRef::ProtectionBlock,
                RuleRef::ProtectionEnchant,
                RuleRef::ProtectionEquip,
                RuleRef::SbaAura,
                RuleRef::SbaEquipment,
            ],
            editions: MTG,
            witness: Some("protection-prevents-damage"),
            check: protected_never_targeted_blocked_or_attached,
        },
        Property {
            name: "protection-prevents-damage",
            expectation: Sometimes,
            kind: Reachability,
            statement: "Protection prevents damage from a source with the quality.",
            rules: &[RuleRef::ProtectionDamage],
            editions: MTG,
            witness: None,
            check: protection_prevented,
        },
    ]
}
