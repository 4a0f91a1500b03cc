//! What a trigger's cause must be (CR 603.2, 603.2h, 603.6c, 603.10): an event that happened,
//! of the kind the ability waits for, never a prevented or replaced one; and an ability whose
//! source was gone before the event never triggers on it, except a leaves-the-battlefield
//! ability looking back in time (CR 603.10a). Our own reading of each trigger event's kind.

use crate::observe::{event_of, printed};
use crate::{Expectation, Kind, Property, View, MTG};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening};
use triggerproof_model::state::{ObjectId, Zone};
use triggerproof_model::vocab::trigger::FunctionsFrom;
use triggerproof_model::vocab::TriggerEvent;

/// Is `ev` an event of the kind `te` waits for (CR 603.2; 603.6a, 603.6c: zone changes)?
pub fn kind_matches(te: &TriggerEvent, ev: &Event) -> bool {
    use Zone::{Battlefield, Graveyard};
    match (te, ev) {
        (TriggerEvent::Enters(_), Event::ZoneChange { to, .. }) => *to == Battlefield,
        (TriggerEvent::Dies(_), Event::ZoneChange { from, to, .. }) => {
            *from == Some(Battlefield) && *to == Graveyard
        }
        (TriggerEvent::LeavesBattlefield(_), Event::ZoneChange { from, .. }) => {
            *from == Some(Battlefield)
        }
        (TriggerEvent::PutIntoGraveyard(_), Event::ZoneChange { to, .. }) => *to == Graveyard,
        (TriggerEvent::LeavesZone { from: z, to: t, .. }, Event::ZoneChange { from, to, .. }) => {
            *from == Some(*z) && t.is_none_or(|t| t == *to)
        }
        // CR 701.8a (mtg-2024-11-08): discarding is a card going from a hand to a graveyard.
        (TriggerEvent::Discards { .. }, Event::ZoneChange { from, to, .. }) => {
            *from == Some(Zone::Hand) && *to == Graveyard
        }
        (TriggerEvent::DealtDamage(_), Event::Damage { to, amount, .. }) => {
            *amount > 0 && matches!(to, triggerproof_model::state::Target::Object(_))
        }
        // CR 120.3, 510.2: damage dealt ("combat damage": only combat damage).
        (TriggerEvent::DealsDamage { combat: c, .. }, Event::Damage { amount, combat, .. }) => {
            *amount > 0 && (*combat || !*c)
        }
        (
            TriggerEvent::PlayerDealtDamage { combat: c, .. },
            Event::Damage {
                to: triggerproof_model::state::Target::Player(_),
                amount,
                combat,
                ..
            },
        ) => *amount > 0 && (*combat || !*c),
        // CR 508.1m: attacking; CR 509.1i, 509.3c: blocking and becoming blocked; CR 509.1h:
        // unblocked; RB 383.4.f (riftbound-1.4): gaining the Defender designation.
        (TriggerEvent::Attacks(_) | TriggerEvent::AttacksAlone(_), Event::Attacks { .. })
        | (TriggerEvent::Defends(_), Event::Defends { .. })
        | (TriggerEvent::Blocks(_) | TriggerEvent::BecomesBlocked(_), Event::Blocks { .. })
        | (TriggerEvent::Unblocked(_), Event::Unblocked { .. })
        | (TriggerEvent::CountersPut { .. }, Event::CountersPut { .. })
        // CR 701.3a (mtg-2024-11-08): an attach.
        | (TriggerEvent::BecomesAttached { .. }, Event::Attached { .. }) => true,
        | (TriggerEvent::BecomesTarget { .. }, Event::BecameTarget { .. })
        // CR 701.5a (mtg-2024-11-08): a spell countered.
        | (TriggerEvent::SpellCountered(_), Event::SpellCountered { .. })
        // CR 708.8 (mtg-2024-11-08): turned face up.
        | (TriggerEvent::TurnedFaceUp(_), Event::TurnedFaceUp { .. }) => true,
        (TriggerEvent::BecomesTapped(_), Event::Tapped(_))
        | (TriggerEvent::BecomesUntapped(_), Event::Untapped(_))
        | (TriggerEvent::BeginningOf { .. }, Event::StepBegan { .. })
        | (TriggerEvent::SpellCast(_), Event::SpellCast { .. })
        | (TriggerEvent::CardDrawn(_), Event::Drew(_))
        | (TriggerEvent::LifeGained(_), Event::LifeGained { .. })
        | (TriggerEvent::Scores { .. }, Event::Scored { .. }) => true,
        (TriggerEvent::TappedForMana(_), Event::ManaAdded { tapped, .. }) => tapped.is_some(),
        // CR 701.17a, 602.2b (mtg-2024-11-08): a sacrifice; an ability becoming activated.
        (TriggerEvent::Sacrifices { .. }, Event::Sacrificed { .. })
        | (TriggerEvent::Activates(_), Event::AbilityActivated { .. }) => true,
        // CR 119.4 (mtg-2024-11-08): life lost; "pays life" waits for paid life only.
        (TriggerEvent::LosesLife { paid: p, .. }, Event::LifeLost { amount, paid, .. }) => {
            *amount > 0 && (*paid || !*p)
        }
        // CR 603.10d (mtg-2024-11-08): a control change (lost or gained).
        (TriggerEvent::ControlChanges { .. }, Event::ControlChanged { from, to, .. }) => from != to,
        // CR 800.4a (mtg-2024-11-08): a player lost and left the game.
        (TriggerEvent::LosesGame { .. }, Event::LeftGame { .. }) => true,
        _ => false,
    }
}

/// CR 603.2h: every printed ability's cause is an event that happened, of the kind it waits for:
/// never a prevented event, and never the event a replacement stopped (a "dies" replaced by
/// "exile instead" triggers no dies ability; the exile may trigger its own abilities).
pub fn prevented_or_replaced_trigger_nothing(v: &View) -> bool {
    // CR 119.9 (mtg-2024-11-08): a 0-life gain is no event at all, so never one in the journal.
    let journaled_zero_gain = v.journal.iter().any(|e| match &e.what {
        Happening::Event(ev) => zero_life_gain(v, ev),
        _ => false,
    });
    !journaled_zero_gain
        && v.journal.iter().all(|e| {
            let Happening::Triggered {
                instance,
                origin,
                source,
                cause: Some(c),
                ..
            } = &e.what
            else {
                return true;
            };
            let Some(te) = event_of(v, origin) else {
                return true;
            };
            match &v.journal.entries[*c as usize].what {
                Happening::Event(ev) => kind_matches(te, ev) && !zero_life_gain(v, ev),
                // RB 808.1.d.1 + RB 808.1.d.2 (riftbound-1.4): a permanent's own "when I die"
                // triggers as it is to be killed; its kill replaced, it is removed at once.
                Happening::Replaced { .. } => {
                    matches!(te, TriggerEvent::Dies(s) if s.this)
                        && own_death_replaced(v, *instance)
                        && v.journal.iter().any(|r| {
                            matches!(r.what, Happening::RemovedFromStack { instance: i, .. } if i == *instance)
                        })
                        && replaced_death_of(v, *c, *source)
                }
                // An ability triggering, or (RB 383.3.a.2 (riftbound-1.4)) one finalized.
                Happening::Triggered { .. } | Happening::PutOnStack { .. } => {
                    matches!(te, TriggerEvent::AbilityTriggers(_))
                }
                _ => false,
            }
        })
}

/// RB 808.1.d.1 (riftbound-1.4): did `instance` trigger in this step on the replaced death of
/// its own source (so it never reached the trash, and is removed)? Only under riftbound-1.4:
/// elsewhere a replaced death triggers nothing (CR 603.2h; 808.1.d.1 (riftbound-1.3)).
pub fn own_death_replaced(v: &View, instance: triggerproof_model::state::InstanceId) -> bool {
    v.edition == triggerproof_model::Edition::Riftbound14
        && v.journal.iter().any(|e| {
            matches!(&e.what, Happening::Triggered { instance: i, source, cause: Some(c), .. }
                if *i == instance && replaced_death_of(v, *c, *source))
        })
}

/// Is journal entry `at` the replaced death (battlefield to graveyard) of `source`?
fn replaced_death_of(v: &View, at: u16, source: ObjectId) -> bool {
    matches!(
        v.journal.entries.get(at as usize).map(|e| &e.what),
        Some(Happening::Replaced {
            event: Event::ZoneChange {
                old,
                from: Some(Zone::Battlefield),
                to: Zone::Graveyard,
                ..
            },
            ..
        }) if *old == source
    )
}

/// CR 119.9 (mtg-2024-11-08): "If a player gains 0 life, no life gain event has occurred, and
/// these abilities won't trigger" (the same in 2026-01-16). Our reading: under those editions a
/// 0-life gain is never a cause. The 2008 rules (215) say nothing of it; Riftbound has no life.
fn zero_life_gain(v: &View, ev: &Event) -> bool {
    use triggerproof_model::Edition::{Mtg20241108, Mtg20260116};
    matches!(v.edition, Mtg20241108 | Mtg20260116)
        && matches!(ev, Event::LifeGained { amount: 0, .. })
}

/// A death replaced by exile, with a dies watcher on the battlefield.
pub fn replaced_death_near_watcher(v: &View) -> bool {
    let watcher = v.state.battlefield().any(|(_, o)| {
        v.pool.get(o.card).triggered().any(|(_, t)| {
            matches!(
                t.when,
                triggerproof_model::vocab::TriggerCondition::Event(TriggerEvent::Dies(_))
            )
        })
    });
    watcher
        && v.journal.iter().any(|e| {
            matches!(
                &e.what,
                Happening::Replaced {
                    event: Event::ZoneChange {
                        to: Zone::Graveyard,
                        ..
                    },
                    ..
                }
            )
        })
}

/// The simultaneous event (run of consecutive event entries) each journal index belongs to.
/// Read once per view (`readings`).
pub fn run_ids<'v>(v: &'v View) -> &'v [usize] {
    v.run_ids(|| {
        let mut run = 0;
        let mut out = Vec::with_capacity(v.journal.entries.len());
        let mut in_run = false;
        for e in &v.journal.entries {
            let is_event = matches!(e.what, Happening::Event(_));
            if is_event && !in_run {
                run += 1;
            }
            in_run = is_event;
            out.push(run);
        }
        out
    })
}

/// The journal index at which `o` left the battlefield, if it did in this step.
pub fn departure(v: &View, o: ObjectId) -> Option<usize> {
    v.journal.entries.iter().position(|e| {
        matches!(&e.what, Happening::Event(Event::ZoneChange { old, from: Some(Zone::Battlefield), .. }) if *old == o)
    })
}

/// CR 603.10 + 603.10a + 603.6c: an ability of a permanent that left the battlefield before the
/// event never triggers on it; one that left in the same event triggers on it only if it is a
/// leaves-the-battlefield ability (which looks back in time). "From anywhere" and enters
/// abilities don't look back; a card's own "put into a graveyard from anywhere" is its new
/// object's (CR 603.6c).
fn gone_sources_never_trigger(v: &View) -> bool {
    let runs = run_ids(v);
    v.journal.iter().all(|e| {
        let Happening::Triggered {
            origin,
            source,
            cause: Some(c),
            ..
        } = &e.what
        else {
            return true;
        };
        let Some(ta) = printed(v, origin) else {
            return true;
        };
        if ta.functions_from != FunctionsFrom::Battlefield {
            return true;
        }
        let Some(d) = departure(v, *source) else {
            return true;
        };
        let c = *c as usize;
        // CR 603.10f (mtg-2024-11-08): a "loses the game" ability looks back at the permanents
        // that left the game with the loser (CR 800.4a: they left just before the loss's event).
        let with_loser = v.journal.entries[d].rule == RuleRef::LeavesGame
            && matches!(event_of(v, origin), Some(TriggerEvent::LosesGame { .. }));
        if with_loser {
            return true;
        }
        if runs[d] != runs[c] {
            return d > c;
        }
        matches!(
            event_of(v, origin),
            Some(
                TriggerEvent::Dies(_)
                    | TriggerEvent::LeavesBattlefield(_)
                    | TriggerEvent::PutIntoGraveyard(_)
                    | TriggerEvent::Sacrifices { .. }
                    // CR 603.10a (mtg-2024-11-08): put into a hand or library from the battlefield.
                    | TriggerEvent::LeavesZone {
                        from: Zone::Battlefield,
                        to: Some(Zone::Hand | Zone::Library),
                        ..
                    }
            )
        ) && !matches!(event_of(v, origin), Some(TriggerEvent::PutIntoGraveyard(s)) if !s.this)
    })
}

/// A permanent with a "from anywhere" or enters ability leaves the battlefield in the same event
/// as another object goes to a graveyard or enters: the case where it must not look back.
fn non_look_back_leaver_with_event(v: &View) -> bool {
    let runs = run_ids(v);
    v.journal.entries.iter().enumerate().any(|(i, e)| {
        let Happening::Event(Event::ZoneChange {
            old,
            card,
            from: Some(Zone::Battlefield),
            ..
        }) = &e.what
        else {
            return false;
        };
        v.pool.get(*card).triggered().any(|(_, ta)| {
            let te = match &ta.when {
                triggerproof_model::vocab::TriggerCondition::Event(te) => te,
                _ => return false,
            };
            let candidate = matches!(
                te,
                TriggerEvent::PutIntoGraveyard(s) | TriggerEvent::Enters(s) if !s.this
            );
            candidate
                && v.journal.entries.iter().enumerate().any(|(j, x)| {
                    j != i
                        && runs[j] == runs[i]
                        && matches!(&x.what, Happening::Event(ev @ Event::ZoneChange { old: o, .. }) if o != old && kind_matches(te, ev))
                })
        })
    })
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step};

pub fn properties() -> Vec<Property> {
    vec![
        Property { name: "gone-sources-never-trigger", expectation: Always, kind: Step, statement: "An ability of a permanent that left the battlefield before an event never triggers on it; one that left with it does only if it looks back (leaves-the-battlefield abilities).", rules: &[RuleRef::LookBack, RuleRef::LeavesTrigger, RuleRef::EntersTrigger], editions: MTG, witness: Some("non-look-back-leaver-with-event"), check: gone_sources_never_trigger },
        Property { name: "non-look-back-leaver-with-event", expectation: Sometimes, kind: Reachability, statement: "A permanent with a 'from anywhere' or enters ability leaves in the same event as another object goes to a graveyard or enters.", rules: &[RuleRef::LookBack, RuleRef::LeavesTrigger], editions: MTG, witness: None, check: non_look_back_leaver_with_event },
    ]
}
