//! Properties of zone-change triggers (CR 603.6, 603.6a, 603.6b, 603.10a, 400.7): a zone-change
//! trigger refers to the new object in the zone it went to; enters abilities see the entering
//! permanents; "lose all abilities" applies on entry; leaves-the-battlefield abilities look back.

use crate::observe::{abilities_suppressed, event_of, has_abilities, instances};
use crate::{Expectation, Kind, Property, View, ALL, MTG};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening};
use triggerproof_model::state::{AbilityOrigin, ObjectId, PlayerId, Zone};
use triggerproof_model::vocab::trigger::FunctionsFrom;
use triggerproof_model::vocab::{CardId, CardType, Selector, StaticAbility, TriggerEvent};

/// CR 603.6 + CR 400.7: an object a zone-change trigger refers to is, while it exists, in the
/// zone the event put it in (an object that moved again is a new object).
pub(crate) fn refers_to_new_object(v: &View) -> bool {
    instances(v).all(|t| {
        let expected: fn(Zone) -> bool = match event_of(v, &t.origin) {
            Some(TriggerEvent::Enters(_)) => |z| z == Zone::Battlefield,
            Some(TriggerEvent::Dies(_) | TriggerEvent::PutIntoGraveyard(_)) => {
                |z| z == Zone::Graveyard
            }
            Some(TriggerEvent::LeavesBattlefield(_)) => |z| z != Zone::Battlefield,
            _ => return true,
        };
        t.refers
            .iter()
            .all(|o| v.state.object(*o).is_none_or(|x| expected(x.zone)))
    })
}

fn object_not_found(v: &View) -> bool {
    v.journal
        .iter()
        .any(|e| matches!(e.what, Happening::ObjectNotFound { .. }))
}

fn caused_by(v: &View, source: ObjectId, cause: usize) -> bool {
    v.journal.iter().any(|e| matches!(&e.what, Happening::Triggered { source: s, cause: Some(c), .. } if *s == source && *c as usize == cause))
}

/// Is the ability plain enough that every matching event must trigger it (no intervening "if",
/// no "once each turn", no "the Nth time", working from the battlefield)?
fn plain(ta: &triggerproof_model::vocab::TriggeredAbility) -> bool {
    ta.intervening_if.is_none()
        && !ta.once_each_turn
        && !ta.one_or_more
        && !ta.triggers_once_each_turn
        && ta.nth_time.is_none()
        && ta.functions_from == FunctionsFrom::Battlefield
}

/// Does entrant `n`, as it was just after entering (journal entry `at`), match `subj` for
/// watcher `w` controlled by `you`? `None` when the journal doesn't show what `subj` asks.
fn enters_subject_ok(
    v: &View,
    subj: &Selector,
    (n, at): (ObjectId, usize),
    w: ObjectId,
    you: PlayerId,
) -> Option<bool> {
    use crate::selector::World;
    let mut k = crate::condition::Rewound::at(v, at + 1).known(n)?;
    k.itself = n == w;
    crate::selector::selects(v.pool, subj, &k, you)
}

/// CR 603.6a: enters abilities trigger on "each permanent on the battlefield after the event",
/// including permanents entering at the same time: every plain enters ability of a permanent on
/// the battlefield after the event triggers for each entrant it matches; and no enters ability
/// of a permanent that left before or with the event triggers on it.
pub(crate) fn etb_sees_newcomers(v: &View) -> bool {
    let runs = crate::causes::run_ids(v);
    let entered: Vec<(usize, ObjectId)> = v
        .journal
        .entries
        .iter()
        .enumerate()
        .filter_map(|(i, e)| match &e.what {
            Happening::Event(Event::ZoneChange {
                new: Some(n),
                to: Zone::Battlefield,
                ..
            }) => Some((i, *n)),
            _ => None,
        })
        .collect();
    let no_gone_watcher = v.journal.iter().all(|e| match &e.what {
        Happening::Triggered {
            origin,
            source,
            cause: Some(c),
            ..
        } if matches!(event_of(v, origin), Some(TriggerEvent::Enters(_))) => {
            crate::causes::departure(v, *source).is_none_or(|d| runs[d] > runs[*c as usize])
        }
        _ => true,
    });
    no_gone_watcher
        && entered.iter().all(|&(i, n)| {
            // Watchers: on the battlefield now and since this event (not entered in a later one).
            v.state.battlefield().all(|(w, wo)| {
                let later = entered.iter().any(|&(j, m)| m == w && runs[j] > runs[i]);
                if later || !wo.is_public() || !has_abilities(v, w) {
                    return true;
                }
                v.pool.get(wo.card).triggered().all(|(index, ta)| {
                    let origin = AbilityOrigin::Printed {
                        card: wo.card,
                        index,
                    };
                    let Some(TriggerEvent::Enters(subj)) = event_of(v, &origin) else {
                        return true;
                    };
                    !plain(ta)
                        || enters_subject_ok(v, subj, (n, i), w, wo.controller) != Some(true)
                        || caused_by(v, w, i)
                        || crate::trigger_cause::may_be_suppressed(v, i, w)
                })
            })
        })
}

fn etb_seen(v: &View) -> bool {
    v.journal.iter().any(|e| matches!(&e.what, Happening::Triggered { origin, .. } if matches!(event_of(v, origin), Some(TriggerEvent::Enters(s)) if s.this)))
}

/// CR 603.6b: a creature entering while "creatures lose all abilities" applies never has its
/// own abilities trigger on its entering.
pub(crate) fn lose_abilities_on_entry(v: &View) -> bool {
    if !abilities_suppressed(v) {
        return true;
    }
    v.journal
        .entries
        .iter()
        .enumerate()
        .all(|(i, e)| match &e.what {
            Happening::Event(Event::ZoneChange {
                new: Some(n),
                card,
                to: Zone::Battlefield,
                ..
            }) => !v.pool.get(*card).has_type(CardType::Creature) || !caused_by(v, *n, i),
            _ => true,
        })
}

fn enters_while_suppressed(v: &View) -> bool {
    abilities_suppressed(v)
        && v.journal.events().any(|e| matches!(e, Event::ZoneChange { card, to: Zone::Battlefield, .. } if v.pool.get(*card).triggered().next().is_some() && v.pool.get(*card).has_type(CardType::Creature)))
}

/// One object that left the battlefield in a batch: journal index, old id, card, controller, to.
type Leaver = (usize, ObjectId, CardId, PlayerId, Zone);

/// The runs of consecutive event entries (each run is one simultaneous event), as leavers.
fn leaver_runs(v: &View) -> Vec<Vec<Leaver>> {
    let mut runs = vec![Vec::new()];
    for (i, e) in v.journal.entries.iter().enumerate() {
        match &e.what {
            Happening::Event(Event::ZoneChange {
                old,
                card,
                from: Some(Zone::Battlefield),
                to,
                controller,
                ..
            }) => {
                runs.last_mut()
                    .unwrap()
                    .push((i, *old, *card, *controller, *to));
            }
            Happening::Event(_) => {}
            _ => runs.push(Vec::new()),
        }
    }
    runs.retain(|r| !r.is_empty());
    runs
}

/// Had the leaver lost all abilities until end of turn as it left (the journal's record of it)?
fn lost_abilities(v: &View, w: &Leaver) -> bool {
    matches!(
        v.journal.entries[w.0].what,
        Happening::Event(Event::ZoneChange {
            abilities_lost: true,
            ..
        })
    )
}

/// Was the leaver of journal entry `i` a face-down permanent (CR 708.2 (mtg-2024-11-08): with
/// no abilities, name or subtypes)? Its selector tests are left undemanded.
fn left_face_down(v: &View, i: usize) -> bool {
    matches!(
        v.journal.entries[i].what,
        Happening::Event(Event::ZoneChange {
            face_down: true,
            ..
        })
    )
}

fn subject_ok(v: &View, subj: &Selector, w: &Leaver, c: &Leaver) -> bool {
    // What the journal says of a leaver: its card and its controller as it left (CR 603.10a).
    let known = crate::selector::Known::from_journal(c.2, c.3, c.1 == w.1);
    crate::selector::selects(v.pool, subj, &known, w.3).unwrap_or(false)
}

/// Does the intervening "if" of `ta` hold both before and after the leaving event (so that it
/// triggers under any reading of when it is checked)? CR 603.4, 603.10.
fn condition_surely_true(
    v: &View,
    ta: &triggerproof_model::vocab::TriggeredAbility,
    w: &Leaver,
    run: &[Leaver],
) -> bool {
    let Some(cond) = &ta.intervening_if else {
        return true;
    };
    let first = run.first().map_or(0, |l| l.0);
    let last = run.last().map_or(0, |l| l.0) + 1;
    [first, last]
        .iter()
        .all(|&at| crate::condition::holds_at(v, cond, w.3, w.1, at) == Some(true))
}

/// CR 603.10a + 603.6c: the dies and leaves-the-battlefield abilities of a permanent leaving the
/// battlefield look back in time: each sees every object leaving in the same event, itself
/// included (an intervening "if" true throughout doesn't change that).
pub(crate) fn look_back(v: &View) -> bool {
    let suppressed = |run: &[Leaver]| {
        abilities_suppressed(v)
            || run.iter().any(|l| {
                v.pool
                    .get(l.2)
                    .statics()
                    .any(|s| *s == StaticAbility::CreaturesLoseAllAbilities)
            })
    };
    leaver_runs(v)
        .iter()
        .filter(|run| !suppressed(run))
        .all(|run| {
            // CR 613.1f: a leaver that had lost all abilities until end of turn had no dies or
            // leaves ability to look back with; CR 708.2 (mtg-2024-11-08): nor had a leaver that
            // was face down.
            run.iter()
                .filter(|w| !lost_abilities(v, w) && !left_face_down(v, w.0))
                .all(|w| {
                    v.pool.get(w.2).triggered().all(|(index, ta)| {
                        let plain = !ta.once_each_turn
                            && !ta.one_or_more
                            && !ta.triggers_once_each_turn
                            && ta.nth_time.is_none()
                            && ta.functions_from == FunctionsFrom::Battlefield
                            && condition_surely_true(v, ta, w, run);
                        let (subj, to_graveyard) =
                            match event_of(v, &AbilityOrigin::Printed { card: w.2, index }) {
                                Some(TriggerEvent::Dies(subj)) => (subj, true),
                                Some(TriggerEvent::LeavesBattlefield(subj)) => (subj, false),
                                _ => return true,
                            };
                        !plain
                            || run
                                .iter()
                                .filter(|c| {
                                    (!to_graveyard || c.4 == Zone::Graveyard)
                                        && !left_face_down(v, c.0)
                                        && subject_ok(v, subj, w, c)
                                })
                                .all(|c| caused_by(v, w.1, c.0))
                    })
                })
        })
}

fn leaver_saw_others(v: &View) -> bool {
    leaver_runs(v).iter().any(|run| {
        run.iter()
            .any(|w| run.iter().any(|c| c.1 != w.1 && caused_by(v, w.1, c.0)))
    })
}

use Expectation::{Always, Sometimes};
use Kind::{Invariant, Reachability, Step};

/// `abilities-lost-on-entry` judges each new object put onto the battlefield.
pub fn abilities_lost_on_entry(v: &View) -> bool {
    let judged = crate::early::any(v, crate::readings::Marks::ENTERED);
    !judged || crate::zone_change::lose_abilities_on_entry(v)
}

/// `leaves-abilities-look-back` judges each run of objects leaving the battlefield.
pub fn leaves_abilities_look_back(v: &View) -> bool {
    !crate::early::left_battlefield(v) || crate::zone_change::look_back(v)
}

/// `zone-change-trigger-finds-only-new-object` reads the waiting and stacked instances.
pub fn zone_change_trigger_finds_only_new_object(v: &View) -> bool {
    crate::early::nothing_pending(v) || crate::zone_change::refers_to_new_object(v)
}

/// `enters-abilities-see-newcomers` judges each trigger on an event (for a watcher gone before
/// it) and each permanent put onto the battlefield.
pub fn enters_abilities_see_newcomers(v: &View) -> bool {
    !crate::early::any(
        v,
        crate::readings::Marks::CAUSED_TRIGGER | crate::readings::Marks::ENTERED,
    ) || crate::zone_change::etb_sees_newcomers(v)
}

pub fn properties() -> Vec<Property> {
    vec![
        Property { name: "zone-change-trigger-finds-only-new-object", expectation: Always, kind: Invariant, statement: "A zone-change trigger refers to the object in the zone it went to; an object that moved again is a new object it can't find.", rules: &[RuleRef::ZoneChangeTrigger, RuleRef::NewObject], editions: MTG, witness: Some("zone-change-object-not-found"), check: zone_change_trigger_finds_only_new_object },
        Property { name: "zone-change-object-not-found", expectation: Sometimes, kind: Reachability, statement: "An ability looks for an object that has left the zone it went to.", rules: &[RuleRef::ZoneChangeTrigger], editions: MTG, witness: None, check: object_not_found },
        Property { name: "enters-abilities-see-newcomers", expectation: Always, kind: Step, statement: "Enters abilities of every permanent on the battlefield after an event, entrants included, trigger for each permanent entering; none of a permanent that had left.", rules: &[RuleRef::EntersTrigger], editions: ALL, witness: Some("enters-ability-triggers"), check: enters_abilities_see_newcomers },
        Property { name: "enters-ability-triggers", expectation: Sometimes, kind: Reachability, statement: "A permanent's own enters ability triggers.", rules: &[RuleRef::EntersTrigger], editions: ALL, witness: None, check: etb_seen },
        Property { name: "abilities-lost-on-entry", expectation: Always, kind: Step, statement: "A creature entering while creatures lose all abilities never triggers on its own entering.", rules: &[RuleRef::EntersModified], editions: MTG, witness: Some("creature-enters-while-abilities-lost"), check: abilities_lost_on_entry },
        Property { name: "creature-enters-while-abilities-lost", expectation: Sometimes, kind: Reachability, statement: "A creature with a triggered ability enters while creatures lose all abilities.", rules: &[RuleRef::EntersModified], editions: MTG, witness: None, check: enters_while_suppressed },
        Property { name: "leaves-abilities-look-back", expectation: Always, kind: Step, statement: "Dies and leaves-the-battlefield abilities of a permanent leaving look back: each sees every object leaving with it, itself included.", rules: &[RuleRef::LookBack, RuleRef::LeavesTrigger], editions: MTG, witness: Some("leaver-sees-simultaneous-deaths"), check: leaves_abilities_look_back },
        Property { name: "leaver-sees-simultaneous-deaths", expectation: Sometimes, kind: Reachability, statement: "A permanent that left with others triggers on another's death.", rules: &[RuleRef::LookBack], editions: MTG, witness: None, check: leaver_saw_others },
    ]
}
