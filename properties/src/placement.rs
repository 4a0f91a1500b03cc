//! Properties of putting triggers on the stack (CR 603.3, 603.3a, 603.3b, 117.5, 605.4a):
//! nobody gets priority while triggers wait; APNAP two-part order, each player placing their
//! own; the controller fixed when it triggered; no trigger lost; mana triggers skip the stack.

use crate::observe::{event_of, instances, printed};
use crate::{Expectation, Kind, Property, View, ALL, MTG_603, ONE_PASS, RIFTBOUND};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening};
use triggerproof_model::state::{AbilityOrigin, Decision, PlayerId, TriggerInstance};
use triggerproof_model::vocab::TriggerEvent;

/// Is this origin placed in the second part of CR 603.3b (it triggers on an ability triggering)?
fn is_part_two(v: &View, origin: &AbilityOrigin) -> bool {
    matches!(event_of(v, origin), Some(TriggerEvent::AbilityTriggers(_)))
}

/// The CR 603.3b placement key: part, then the controller's position in APNAP order.
fn key(v: &View, origin: &AbilityOrigin, controller: PlayerId) -> (bool, usize) {
    (is_part_two(v, origin), v.state.apnap_position(controller))
}

/// CR 117.5 + CR 603.3: no player receives priority while triggered abilities wait.
fn no_priority_while_waiting(v: &View) -> bool {
    !matches!(v.state.decision, Decision::Priority(_)) || v.state.waiting.is_empty()
}

/// CR 603.3b: within a batch, placements go part one then part two, each in APNAP order; a
/// player asked to place holds the lowest waiting key.
fn apnap_order(v: &View) -> bool {
    placed_in_order(v, key)
}

/// CR 410.3 (mtg-2008-10-01), RB 383.3.d.1: one pass, players in APNAP (turn) order, each
/// placing all their own waiting abilities, whatever triggered them.
fn one_pass_order(v: &View) -> bool {
    placed_in_order(v, |v, _, controller| {
        (false, v.state.apnap_position(controller))
    })
}

/// A player places an ability that triggers on abilities triggering (part two under CR 603.3b).
fn ability_trigger_watcher_placed(v: &View) -> bool {
    v.journal.iter().any(|e| match &e.what {
        Happening::PutOnStack { origin, .. } => is_part_two(v, origin),
        _ => false,
    })
}

/// Placements within a batch never go back to a lower `key`, and a player asked to place holds
/// the lowest waiting key.
fn placed_in_order(v: &View, key: fn(&View, &AbilityOrigin, PlayerId) -> (bool, usize)) -> bool {
    let mut last: Option<(bool, usize)> = None;
    for e in &v.journal.entries {
        match &e.what {
            Happening::Triggered { .. } => last = None,
            Happening::PutOnStack {
                origin, controller, ..
            } => {
                let k = key(v, origin, *controller);
                if last.is_some_and(|l| k < l) {
                    return false;
                }
                last = Some(k);
            }
            _ => {}
        }
    }
    let Some(min) = v
        .state
        .waiting
        .iter()
        .map(|t| key(v, &t.origin, t.controller))
        .min()
    else {
        return true;
    };
    if last.is_some_and(|l| min < l) {
        return false;
    }
    match v.state.decision {
        Decision::PutTrigger { player, .. } => v
            .state
            .waiting
            .iter()
            .any(|t| t.controller == player && key(v, &t.origin, t.controller) == min),
        _ => true,
    }
}

/// CR 603.3b: each player puts the triggers they control on the stack.
fn own_triggers(v: &View) -> bool {
    v.journal.iter().all(|e| match &e.what {
        Happening::PutOnStack {
            controller, placer, ..
        } => controller == placer,
        _ => true,
    })
}

/// The source's controller just before journal entry `at` (CR 603.3a), if observable.
fn source_controller_at(
    v: &View,
    source: triggerproof_model::state::ObjectId,
    at: usize,
) -> Option<PlayerId> {
    for e in &v.journal.entries[at..] {
        if let Happening::Event(Event::ControlChanged { object, from, .. }) = &e.what {
            if *object == source {
                return Some(*from);
            }
        }
    }
    if let Some(o) = v.state.object(source) {
        return Some(o.controller);
    }
    v.journal.iter().find_map(|e| match &e.what {
        Happening::Event(Event::ZoneChange {
            old, controller, ..
        }) if *old == source => Some(*controller),
        _ => None,
    })
}

/// Is journal entry `at` a control change of `source`?
fn changes_control_of(v: &View, at: usize, source: triggerproof_model::state::ObjectId) -> bool {
    matches!(&v.journal.entries[at].what,
        Happening::Event(Event::ControlChanged { object, .. }) if *object == source)
}

/// CR 603.3a: a printed trigger is controlled by its source's controller when it triggered, and
/// resolves for that player.
fn controller_fixed(v: &View) -> bool {
    v.journal
        .entries
        .iter()
        .enumerate()
        .all(|(i, e)| match &e.what {
            Happening::Triggered {
                origin: AbilityOrigin::Printed { .. },
                source,
                controller,
                look_back,
                cause,
                ..
            } => {
                // CR 603.10d: an ability triggering on its source's own control change looks
                // back: its controller is the source's just before the change.
                let at = match cause.map(usize::from) {
                    Some(c) if *look_back && changes_control_of(v, c, *source) => c,
                    _ => i + 1,
                };
                source_controller_at(v, *source, at).is_none_or(|c| c == *controller)
            }
            Happening::Resolving {
                instance: Some(t),
                controller,
                ..
            } => t.controller == *controller,
            _ => true,
        })
}

/// Does a later entry of the journal account for `t`'s instance?
fn accounted(v: &View, from: usize, id: triggerproof_model::state::InstanceId) -> bool {
    // RB 383.3.a: a leading "may" declined before the Chain never triggered.
    let declines = RIFTBOUND.contains(&v.edition);
    v.journal.entries[from..].iter().any(|e| match &e.what {
        Happening::OptionChosen {
            instance: Some(i),
            yes: false,
            ..
        } if declines => *i == id,
        Happening::PutOnStack { instance, .. }
        | Happening::ManaAbilityResolved { instance }
        | Happening::RemovedFromStack { instance, .. } => *instance == id,
        _ => false,
    })
}

fn exists(v: &View, id: triggerproof_model::state::InstanceId) -> bool {
    instances(v).any(|t: &TriggerInstance| t.id == id)
}

/// CR 603.3 + 603.3c + 603.3d + 603.4 + 608.2b: every instance that triggers waits, is put on
/// the stack, or is removed by a rule that allows it, and every removal is justified by its rule.
fn no_trigger_lost(v: &View) -> bool {
    crate::removal::removals_justified(v)
        && v.journal
            .entries
            .iter()
            .enumerate()
            .all(|(i, e)| match &e.what {
                Happening::Triggered {
                    instance,
                    controller,
                    ..
                } => accounted(v, i + 1, *instance) || exists(v, *instance) || left(v, *controller),
                Happening::PutOnStack {
                    instance,
                    controller,
                    ..
                } => {
                    exists(v, *instance)
                        || left(v, *controller)
                        || v.journal.entries[i + 1..].iter().any(|e| match &e.what {
                            Happening::Resolving {
                                instance: Some(t), ..
                            } => t.id == *instance,
                            Happening::RemovedFromStack { instance: x, .. } => x == instance,
                            _ => false,
                        })
                }
                _ => true,
            })
}

/// CR 800.4a (mtg-2024-11-08) + CR 800.4d (mtg-2024-11-08): `p` left the game, and with them
/// every ability they controlled on the stack or waiting to be put there.
fn left(v: &View, p: PlayerId) -> bool {
    v.journal.iter().any(|e| {
        matches!(&e.what, Happening::Event(triggerproof_model::journal::Event::LeftGame { player, .. }) if *player == p)
    })
}

/// CR 605.4a: a triggered mana ability never waits and never uses the stack.
pub(crate) fn mana_skips_stack(v: &View) -> bool {
    !instances(v).any(|t| printed(v, &t.origin).is_some_and(|ta| ta.mana))
}

fn several_players_waiting(v: &View) -> bool {
    let mut cs = v.state.waiting.iter().map(|t| t.controller);
    let Some(first) = cs.next() else { return false };
    cs.any(|c| c != first)
}

fn placed(v: &View, f: impl Fn(&AbilityOrigin, PlayerId) -> bool) -> bool {
    v.journal.iter().any(|e| matches!(&e.what, Happening::PutOnStack { origin, controller, .. } if f(origin, *controller)))
}

fn nonactive_placed(v: &View) -> bool {
    placed(v, |_, c| c != v.state.active)
}

fn part_two_placed(v: &View) -> bool {
    placed(v, |o, _| is_part_two(v, o))
}

fn control_changed_with_pending(v: &View) -> bool {
    v.journal.events().any(|e| match e {
        Event::ControlChanged { object, .. } => instances(v).any(|t| t.source == *object),
        _ => false,
    })
}

fn mana_trigger_resolved(v: &View) -> bool {
    v.journal
        .iter()
        .any(|e| matches!(e.what, Happening::ManaAbilityResolved { .. }))
}

fn trigger_placed(v: &View) -> bool {
    placed(v, |_, _| true)
}

use Expectation::{Always, Sometimes};
use Kind::{Invariant, Reachability, Step};

/// `mana-triggers-skip-the-stack` reads the waiting and stacked trigger instances.
pub fn mana_triggers_skip_the_stack(v: &View) -> bool {
    crate::early::nothing_pending(v) || crate::placement::mana_skips_stack(v)
}

pub fn properties() -> Vec<Property> {
    vec![
        Property { name: "no-priority-while-triggers-wait", expectation: Always, kind: Invariant, statement: "No player receives priority while triggered abilities are waiting to be put on the stack.", rules: &[RuleRef::BeforePriority, RuleRef::PutOnStack], editions: ALL, witness: Some("trigger-put-on-stack"), check: no_priority_while_waiting },
        Property { name: "trigger-put-on-stack", expectation: Sometimes, kind: Reachability, statement: "A triggered ability is put on the stack.", rules: &[RuleRef::PutOnStack], editions: ALL, witness: None, check: trigger_placed },
        Property { name: "apnap-two-part-order", expectation: Always, kind: Step, statement: "Triggers go on the stack in two parts, each in APNAP order; the player asked to place holds the earliest waiting trigger.", rules: &[RuleRef::ApnapPlacement, RuleRef::ApnapOrder], editions: MTG_603, witness: Some("several-players-have-waiting-triggers"), check: apnap_order },
        Property { name: "several-players-have-waiting-triggers", expectation: Sometimes, kind: Reachability, statement: "Triggers of two or more players wait at the same time.", rules: &[RuleRef::ApnapPlacement], editions: ALL, witness: None, check: several_players_waiting },
        Property { name: "each-player-places-own-triggers", expectation: Always, kind: Step, statement: "Each player puts on the stack the triggered abilities they control, and no one else's.", rules: &[RuleRef::ApnapPlacement], editions: ALL, witness: Some("nonactive-player-places-trigger"), check: own_triggers },
        Property { name: "nonactive-player-places-trigger", expectation: Sometimes, kind: Reachability, statement: "A non-active player puts a triggered ability on the stack.", rules: &[RuleRef::ApnapPlacement], editions: ALL, witness: None, check: nonactive_placed },
        Property { name: "part-two-trigger-placed", expectation: Sometimes, kind: Reachability, statement: "An ability that triggered on another ability triggering is put on the stack.", rules: &[RuleRef::ApnapPlacement], editions: MTG_603, witness: None, check: part_two_placed },
        Property { name: "one-pass-apnap-order", expectation: Always, kind: Step, statement: "Triggers go on the stack (Chain) in one pass, players in APNAP (turn) order, whatever triggered them.", rules: &[RuleRef::ApnapPlacement, RuleRef::ApnapOrder], editions: ONE_PASS, witness: Some("ability-trigger-watcher-placed"), check: one_pass_order },
        Property { name: "ability-trigger-watcher-placed", expectation: Sometimes, kind: Reachability, statement: "An ability that triggered on another ability triggering is placed.", rules: &[RuleRef::ApnapPlacement], editions: ONE_PASS, witness: None, check: ability_trigger_watcher_placed },
        Property { name: "trigger-controller-fixed-when-triggered", expectation: Always, kind: Step, statement: "A triggered ability is controlled by its source's controller at the time it triggered, and resolves for that player.", rules: &[RuleRef::TriggerController], editions: ALL, witness: Some("control-changes-with-trigger-pending"), check: controller_fixed },
        Property { name: "control-changes-with-trigger-pending", expectation: Sometimes, kind: Reachability, statement: "Control of a permanent changes while a trigger from it is waiting or on the stack.", rules: &[RuleRef::TriggerController], editions: ALL, witness: None, check: control_changed_with_pending },
        Property { name: "no-trigger-lost", expectation: Always, kind: Step, statement: "Every triggered ability waits, goes on the stack, or is removed by a rule that allows it.", rules: &[RuleRef::PutOnStack, RuleRef::ModalTrigger, RuleRef::NoLegalTargets, RuleRef::InterveningIf, RuleRef::ResolveTargets], editions: ALL, witness: Some("trigger-put-on-stack"), check: no_trigger_lost },
        Property { name: "mana-triggers-skip-the-stack", expectation: Always, kind: Invariant, statement: "A triggered mana ability never waits and never goes on the stack.", rules: &[RuleRef::TriggeredManaAbility], editions: ALL, witness: Some("triggered-mana-ability-resolves"), check: mana_triggers_skip_the_stack },
        Property { name: "triggered-mana-ability-resolves", expectation: Sometimes, kind: Reachability, statement: "A triggered mana ability resolves.", rules: &[RuleRef::TriggeredManaAbility], editions: ALL, witness: None, check: mana_trigger_resolved },
    ]
}
