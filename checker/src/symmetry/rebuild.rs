//! The second half of the traversal of `walk.rs`: the parts of a snapshot (attackers, journal
//! entries, objects) with every id (keys included) replaced by what an [`Ids`] says, visiting
//! the same ids in the same order as `walk::visit`; `partial.rs` puts them together, and
//! [`rebuild`] (the reference, in tests) renames every part.

use super::events::{attachment, became_targets_in_order};
use super::ids::Ids;
use super::stack;
#[cfg(test)]
use super::stack::{delayed, instance, shield, stack_object};
#[cfg(test)]
use crate::snapshot::Snapshot;
use triggerproof_model::journal::{Departed, Event, Happening, Journal, JournalEntry};
#[cfg(test)]
use triggerproof_model::state::Combat;
use triggerproof_model::state::{Attacker, GameState, ObjectId, Objects};

/// The snapshot with every id (keys included) replaced by what `m` says, in traversal order:
/// the reference that `partial::rebuild_moved`, which `canonical` uses, must equal (tests).
#[cfg(test)]
pub(super) fn rebuild(s: &Snapshot, m: &mut impl Ids) -> Snapshot {
    let g = &s.game;
    let waiting = g.waiting.iter().map(|t| instance(m, t)).collect();
    let stack = g.stack.iter().map(|so| stack_object(m, so)).collect();
    let delayed = g.delayed.iter().map(|d| delayed(m, d)).collect();
    let shields = g.shields.iter().map(|sh| shield(m, sh)).collect();
    let attackers = attackers(g, m).into_iter().collect();
    let entries = entries(&s.journal, m);
    let objects = objects(g, m);
    Snapshot {
        game: GameState {
            objects,
            stack,
            waiting,
            delayed,
            shields,
            combat: Combat {
                attackers,
                first_strikers: first_strikers(m, &g.combat).into_iter().collect(),
                blocking_nothing: blocking_nothing(m, &g.combat).into_iter().collect(),
                ..g.combat.clone()
            },
            field: super::field::battlefield(m, &g.field),
            ..g.clone()
        },
        journal: Journal { entries },
    }
}

/// The attackers renamed in the id-free order (as visited), then kept in id order as the
/// engine keeps them (declaration order is id order), so a representative is a state the
/// engine makes.
pub(super) fn attackers(g: &GameState, m: &mut impl Ids) -> Vec<Attacker> {
    let order = super::attackers::in_order(g, |o| m.rank(o));
    let mut attackers: Vec<Attacker> = order.iter().map(|a| attacker(m, a)).collect();
    attackers.sort_by_key(|a| a.object);
    attackers
}

/// The journal's entries renamed, each run of "becomes the target" events back in id order.
pub(super) fn entries(j: &Journal, m: &mut impl Ids) -> Vec<JournalEntry> {
    let mut entries: Vec<JournalEntry> = j
        .entries
        .iter()
        .map(|e| JournalEntry {
            rule: e.rule,
            what: happening(m, &e.what),
        })
        .collect();
    became_targets_in_order(&mut entries);
    entries
}

/// The objects map with its keys, hosts and exilers renamed.
pub(super) fn objects(g: &GameState, m: &mut impl Ids) -> Objects {
    g.objects
        .iter()
        .map(|(id, o)| {
            let mut o = o.clone();
            super::stack::object_refs(m, &mut o);
            (m.key(*id), o)
        })
        .collect()
}

/// The first strikers of combat (CR 510.4) under the new ids, in id order as the engine keeps
/// them (each is an attacker or blocker, so already numbered).
pub(super) fn first_strikers(
    m: &mut impl Ids,
    c: &triggerproof_model::state::Combat,
) -> Vec<ObjectId> {
    let mut out: Vec<ObjectId> = c.first_strikers.iter().map(|o| m.obj(*o)).collect();
    out.sort_unstable();
    out.into_iter().collect()
}

/// The blockers blocking nothing (CR 509.1g (mtg-2024-11-08)) renamed, in id order.
pub(super) fn blocking_nothing(
    m: &mut impl Ids,
    c: &triggerproof_model::state::Combat,
) -> Vec<ObjectId> {
    let mut out: Vec<ObjectId> = c.blocking_nothing.iter().map(|o| m.obj(*o)).collect();
    out.sort_unstable();
    out
}

fn attacker(m: &mut impl Ids, a: &Attacker) -> Attacker {
    let object = m.obj(a.object);
    Attacker {
        object,
        defender: a.defender,
        blockers: a.blockers.iter().map(|b| m.obj(*b)).collect(),
        blocked: a.blocked,
    }
}

fn event(m: &mut impl Ids, e: &Event) -> Event {
    match e {
        Event::ZoneChange { .. } => super::events::zone_change(m, e),
        Event::Damage {
            source,
            card,
            to,
            amount,
            combat,
        } => {
            let source = m.obj(*source);
            Event::Damage {
                source,
                card: *card,
                to: m.target(*to),
                amount: *amount,
                combat: *combat,
            }
        }
        Event::Attacks { attacker, defender } => Event::Attacks {
            attacker: m.obj(*attacker),
            defender: *defender,
        },
        Event::Unblocked { attacker } => Event::Unblocked {
            attacker: m.obj(*attacker),
        },
        Event::Defends { unit, attacker } => Event::Defends {
            unit: m.obj(*unit),
            attacker: *attacker,
        },
        Event::Blocks { blocker, attacker } => {
            let blocker = m.obj(*blocker);
            Event::Blocks {
                blocker,
                attacker: m.obj(*attacker),
            }
        }
        Event::Attached { .. } | Event::Unattached { .. } => attachment(m, e),
        Event::Tapped(o) => Event::Tapped(m.obj(*o)),
        Event::Untapped(o) => Event::Untapped(m.obj(*o)),
        Event::SpellCast { player, object } => Event::SpellCast {
            player: *player,
            object: m.obj(*object),
        },
        Event::BecameTarget { object, by, of } => Event::BecameTarget {
            object: m.obj(*object),
            by: *by,
            of: of.map(|x| m.target(x)),
        },
        Event::SpellCountered {
            spell,
            card,
            controller,
        } => Event::SpellCountered {
            spell: m.obj(*spell),
            card: *card,
            controller: *controller,
        },
        Event::TurnedFaceUp { object, player } => {
            let object = m.obj(*object);
            Event::TurnedFaceUp {
                object,
                player: *player,
            }
        }
        Event::ControlChanged { object, from, to } => Event::ControlChanged {
            object: m.obj(*object),
            from: *from,
            to: *to,
        },
        Event::ManaAdded {
            player,
            amount,
            tapped,
        } => Event::ManaAdded {
            player: *player,
            amount: *amount,
            tapped: tapped.map(|o| m.obj(o)),
        },
        Event::CountersPut { on, kind, count } => Event::CountersPut {
            on: m.target(*on),
            kind: *kind,
            count: *count,
        },
        Event::CountersRemoved {
            object,
            kind,
            count,
        } => Event::CountersRemoved {
            object: m.obj(*object),
            kind: *kind,
            count: *count,
        },
        Event::PtChanged {
            object,
            power,
            toughness,
        } => Event::PtChanged {
            object: m.obj(*object),
            power: *power,
            toughness: *toughness,
        },
        Event::AbilitiesChanged { object, lost } => Event::AbilitiesChanged {
            object: m.obj(*object),
            lost: *lost,
        },
        Event::Sacrificed { .. } | Event::AbilityActivated { .. } => cost_event(m, e),
        Event::Drew(_)
        | Event::LifeGained { .. }
        | Event::LifeLost { .. }
        | Event::Scored { .. }
        | Event::StepBegan { .. } => e.clone(),
        Event::LeftGame { player, took } => left_game(m, *player, took),
    }
}

/// The permanents a leaving player took away in an id-free order (by what they were), as
/// `walk::visit` visits them.
pub(super) fn departed_in_order(took: &[Departed]) -> Vec<&Departed> {
    let mut v: Vec<&Departed> = took.iter().collect();
    v.sort_by_key(|d| (d.card, d.controller, d.abilities_lost, d.face_down));
    v
}

/// A player leaving the game (h14o): the permanents they took away, renamed in the id-free
/// order, then listed in id order as the engine lists them.
fn left_game(
    m: &mut impl Ids,
    player: triggerproof_model::state::PlayerId,
    took: &[Departed],
) -> Event {
    let mut took: Vec<Departed> = departed_in_order(took)
        .into_iter()
        .map(|d| Departed {
            object: m.obj(d.object),
            ..*d
        })
        .collect();
    took.sort_by_key(|d| d.object);
    Event::LeftGame { player, took }
}

/// The events of paying costs (h14c): a sacrifice, an activation.
fn cost_event(m: &mut impl Ids, e: &Event) -> Event {
    match e {
        Event::Sacrificed {
            object,
            card,
            player,
        } => Event::Sacrificed {
            object: m.obj(*object),
            card: *card,
            player: *player,
        },
        Event::AbilityActivated {
            player,
            source,
            index,
        } => Event::AbilityActivated {
            player: *player,
            source: m.obj(*source),
            index: *index,
        },
        _ => unreachable!("only cost events are routed here"),
    }
}

fn happening(m: &mut impl Ids, h: &Happening) -> Happening {
    use Happening as H;
    match h {
        H::Event(e) => H::Event(event(m, e)),
        H::Field(f) => H::Field(super::field::happening(m, f)),
        H::Prevented { event: e, by } => {
            let e = event(m, e);
            H::Prevented {
                event: e,
                by: m.target(*by),
            }
        }
        H::Replaced { event: e, with, by } => {
            let e = event(m, e);
            let with = event(m, with);
            H::Replaced {
                event: e,
                with,
                by: m.obj(*by),
            }
        }
        H::Triggered {
            instance,
            origin,
            source,
            controller,
            cause,
            look_back,
            additional,
            state_trigger,
        } => {
            let instance = m.inst(*instance);
            H::Triggered {
                instance,
                origin: origin.clone(),
                source: m.obj(*source),
                controller: *controller,
                cause: *cause,
                look_back: *look_back,
                additional: *additional,
                state_trigger: *state_trigger,
            }
        }
        H::NotTriggered {
            origin,
            source,
            reason,
        } => H::NotTriggered {
            origin: origin.clone(),
            source: m.obj(*source),
            reason: super::events::not_triggered(m, *reason),
        },
        H::PutOnStack {
            instance,
            origin,
            controller,
            placer,
            part_two,
            apnap,
        } => H::PutOnStack {
            instance: m.inst(*instance),
            origin: origin.clone(),
            controller: *controller,
            placer: *placer,
            part_two: *part_two,
            apnap: *apnap,
        },
        H::Resolving { .. } | H::AbilityCopied { .. } => stack::resolving_or_copied(m, h),
        H::DelayedCreated {
            event: e,
            controller,
            source,
        } => H::DelayedCreated {
            event: e.clone(),
            controller: *controller,
            source: m.obj(*source),
        },
        H::DelayedEnded { event: e, source } => H::DelayedEnded {
            event: e.clone(),
            source: m.obj(*source),
        },
        H::ObjectFound { old, new } => H::ObjectFound {
            old: m.obj(*old),
            new: m.obj(*new),
        },
        H::ObjectNotFound { instance, object } => {
            let instance = instance.map(|i| m.inst(i));
            H::ObjectNotFound {
                instance,
                object: m.obj(*object),
            }
        }
        H::Cast {
            player,
            card,
            object,
        } => H::Cast {
            player: *player,
            card: *card,
            object: m.obj(*object),
        },
        H::XAnnounced { player, object, x } => H::XAnnounced {
            player: *player,
            object: m.obj(*object),
            x: *x,
        },
        H::ManaSpent {
            player,
            object,
            mana,
        } => H::ManaSpent {
            player: *player,
            object: m.obj(*object),
            mana: *mana,
        },
        H::Activated {
            player,
            source,
            index,
        } => H::Activated {
            player: *player,
            source: m.obj(*source),
            index: *index,
        },
        H::PlayedLand { player, object } => H::PlayedLand {
            player: *player,
            object: m.obj(*object),
        },
        H::CombatDamageOnStack { .. } => stack::combat_damage(m, h),
        _ => by_instance(m, h),
    }
}

/// The happenings that name at most one instance or object (and those naming none).
fn by_instance(m: &mut impl Ids, h: &Happening) -> Happening {
    use Happening as H;
    match h {
        H::LastKnown {
            object,
            card,
            power,
            toughness,
        } => H::LastKnown {
            object: m.obj(*object),
            card: *card,
            power: *power,
            toughness: *toughness,
        },
        H::LegendKept { player, kept } => H::LegendKept {
            player: *player,
            kept: m.obj(*kept),
        },
        H::ManaAbilityResolved { instance } => H::ManaAbilityResolved {
            instance: m.inst(*instance),
        },
        H::RemovedFromStack { instance, reason } => H::RemovedFromStack {
            instance: m.inst(*instance),
            reason: *reason,
        },

        H::Resolved { instance } => H::Resolved {
            instance: instance.map(|i| m.inst(i)),
        },
        H::SpellFizzled { object } => H::SpellFizzled {
            object: m.obj(*object),
        },
        H::TargetIgnored { instance } => H::TargetIgnored {
            instance: instance.map(|i| m.inst(i)),
        },
        H::TargetsRechecked {
            instance,
            targets,
            illegal,
        } => H::TargetsRechecked {
            instance: instance.map(|i| m.inst(i)),
            targets: m.opt_target(*targets),
            illegal: m.opt_target(*illegal),
        },
        H::OptionChosen {
            instance,
            player,
            yes,
        } => H::OptionChosen {
            instance: instance.map(|i| m.inst(i)),
            player: *player,
            yes: *yes,
        },
        H::UnlessUnpaid { instance, player } => H::UnlessUnpaid {
            instance: m.inst(*instance),
            player: *player,
        },
        H::OnceEachTurnSkipped { instance } => H::OnceEachTurnSkipped {
            instance: m.inst(*instance),
        },
        H::LossRenewed { object } => H::LossRenewed {
            object: m.obj(*object),
        },
        H::LeftExileLinked { object, link } => H::LeftExileLinked {
            object: m.obj(*object),
            link: triggerproof_model::state::ExileLink {
                by: m.obj(link.by),
                ..*link
            },
        },
        H::CopyTargetsChosen {
            copy,
            player,
            original,
            targets,
        } => H::CopyTargetsChosen {
            copy: m.inst(*copy),
            player: *player,
            original: m.opt_target(*original),
            targets: m.opt_target(*targets),
        },
        H::OnceEachTurnTaken { .. }
        | H::CombatPhaseAdded { .. }
        | H::Declared { .. }
        | H::Passed(_)
        | H::PriorityGiven(_)
        | H::GameOver(_) => h.clone(),
        H::Event(_)
        | H::Prevented { .. }
        | H::Replaced { .. }
        | H::Triggered { .. }
        | H::NotTriggered { .. }
        | H::PutOnStack { .. }
        | H::Resolving { .. }
        | H::AbilityCopied { .. }
        | H::DelayedCreated { .. }
        | H::DelayedEnded { .. }
        | H::ObjectFound { .. }
        | H::ObjectNotFound { .. }
        | H::Cast { .. }
        | H::ManaSpent { .. }
        | H::XAnnounced { .. }
        | H::Activated { .. }
        | H::PlayedLand { .. }
        | H::CombatDamageOnStack { .. }
        | H::Field(_) => unreachable!("mapped by `happening`"),
    }
}
