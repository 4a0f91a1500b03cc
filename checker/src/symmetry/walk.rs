//! One traversal of every object id and trigger-instance id a snapshot holds, in an order fixed
//! by the snapshot's shape (sequence positions and field order), never by id values: the
//! waiting triggers, the stack, the delayed triggers and the shields, then the journal entries,
//! then the attackers.
//! The keys of the objects map are not visited here (their order is the id order); `rebuild.rs`
//! maps them with [`Ids::key`].

pub(super) use super::ids::Ids;
use crate::snapshot::Snapshot;

/// The parts of a snapshot the traversal visits one after the other, each ended by
/// [`Ids::part_done`]; then the hosts and exilers, which the objects map holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Part {
    Waiting,
    Stack,
    Delayed,
    Shields,
    Journal,
    Attackers,
    Field,
}

impl Part {
    pub(super) const ALL: [Part; 7] = [
        Part::Waiting,
        Part::Stack,
        Part::Delayed,
        Part::Shields,
        Part::Journal,
        Part::Attackers,
        Part::Field,
    ];
}

/// Reads every reference in traversal order (no keys, nothing built). `rebuild.rs` visits the
/// same ids; only this order numbers the slots.
pub(super) fn visit(s: &Snapshot, m: &mut impl Ids) {
    let g = &s.game;
    for t in &g.waiting {
        read::instance(m, t);
    }
    m.part_done();
    for so in &g.stack {
        read::stack_object(m, so);
        super::sets::stack_object_targets(m, g, so);
    }
    m.part_done();
    for d in &g.delayed {
        m.obj(d.source);
        d.refers.iter().for_each(|o| {
            m.obj(*o);
        });
    }
    m.part_done();
    for sh in &g.shields {
        m.target(sh.protects);
    }
    m.part_done();
    let mut entries = s.journal.entries.iter().peekable();
    while let Some(e) = entries.next() {
        if let Some((first, of)) = super::sets::became_target(e) {
            // A run of "becomes the target" events: one spell's or ability's targets, as a set.
            let mut run = vec![first];
            while let Some((o, _)) = entries
                .peek()
                .and_then(|e| super::sets::became_target(e))
                .filter(|(_, x)| *x == of)
            {
                run.push(o);
                entries.next();
            }
            for _ in &run {
                of.map(|x| m.target(x));
            }
            super::sets::objects(m, g, run.into_iter());
            continue;
        }
        read::happening(m, &e.what, g);
    }
    m.part_done();
    for a in super::attackers::in_order(g, |o| m.rank(o)) {
        m.obj(a.object);
        a.blockers.iter().for_each(|b| {
            m.obj(*b);
        });
    }
    // CR 510.4: the first strikers are attackers or blockers, already numbered above.
    g.combat.first_strikers.iter().for_each(|o| {
        m.obj(*o);
    });
    // CR 509.1g (mtg-2024-11-08): blockers whose attackers left, still blocking.
    g.combat.blocking_nothing.iter().for_each(|o| {
        m.obj(*o);
    });
    m.part_done();
    super::field::battlefield(m, &g.field);
    m.part_done();
    super::sets::hosts(m, g);
    super::exiled::exilers(m, g);
}

/// The read-only traversal of [`visit`]: every id, nothing built.
mod read {
    use super::Ids;
    use triggerproof_model::journal::{Event, Happening};
    use triggerproof_model::state::{GameState, StackObject, TriggerInstance};

    pub(super) fn instance(m: &mut impl Ids, t: &TriggerInstance) {
        m.inst(t.id);
        m.obj(t.source);
        t.refers.iter().for_each(|o| {
            m.obj(*o);
        });
        t.on_stack.map(|x| m.target(x));
        lki(m, &t.source_lki);
        lki(m, &t.it_lki);
        // RB 383.1.b: the alternative occurrences, in the order `stack::instance` renames them.
        t.alternatives.iter().for_each(|a| instance(m, a));
    }

    /// The objects a last-known copy names: its host, its exiler and the sources of its "for
    /// as long as" control effects (CR 611.2b (mtg-2024-11-08)), in the order
    /// `stack::object_refs` renames them.
    pub(super) fn lki(m: &mut impl Ids, o: &Option<Box<triggerproof_model::state::GameObject>>) {
        if let Some(o) = o {
            o.attached_to.map(|h| m.obj(h));
            o.exiled_by.map(|l| m.obj(l.by));
            for src in crate::symmetry::exiled::control_sources(o) {
                m.obj(src);
            }
        }
    }

    pub(super) fn stack_object(m: &mut impl Ids, so: &StackObject) {
        match so {
            StackObject::Spell { object: o, .. } => {
                m.obj(*o);
            }
            StackObject::Activated {
                id,
                source: o,
                source_lki,
                sacrificed_lki,
                ..
            } => {
                m.inst(*id);
                m.obj(*o);
                lki(m, source_lki);
                lki(m, sacrificed_lki);
            }
            StackObject::Triggered { instance: t, .. } => instance(m, t),
            StackObject::CombatDamage { assignments, .. } => {
                for a in assignments {
                    m.obj(a.source);
                    m.target(a.to);
                }
            }
        }
    }

    fn event(m: &mut impl Ids, e: &Event) {
        match e {
            Event::ZoneChange {
                old,
                new,
                attached_to,
                ..
            } => {
                m.obj(*old);
                new.map(|n| m.obj(n));
                attached_to.map(|h| m.obj(h));
            }
            Event::Damage { source, to, .. } => {
                m.obj(*source);
                m.target(*to);
            }
            Event::CountersPut { on, .. } => {
                m.target(*on);
            }
            Event::Attacks { attacker: o, .. }
            | Event::Unblocked { attacker: o }
            | Event::Defends { unit: o, .. } => {
                m.obj(*o);
            }
            Event::Blocks { blocker, attacker } => {
                m.obj(*blocker);
                m.obj(*attacker);
            }
            Event::BecameTarget { object, of, .. } => {
                m.obj(*object);
                of.map(|x| m.target(x));
            }
            Event::Attached { object, to: host } | Event::Unattached { object, from: host } => {
                m.obj(*object);
                m.obj(*host);
            }
            Event::Tapped(o)
            | Event::Untapped(o)
            | Event::SpellCast { object: o, .. }
            | Event::TurnedFaceUp { object: o, .. }
            | Event::SpellCountered { spell: o, .. }
            | Event::ControlChanged { object: o, .. }
            | Event::CountersRemoved { object: o, .. }
            | Event::PtChanged { object: o, .. }
            | Event::AbilitiesChanged { object: o, .. }
            | Event::Sacrificed { object: o, .. }
            | Event::AbilityActivated { source: o, .. }
            | Event::ManaAdded {
                tapped: Some(o), ..
            } => {
                m.obj(*o);
            }
            Event::ManaAdded { tapped: None, .. }
            | Event::Drew(_)
            | Event::LifeGained { .. }
            | Event::LifeLost { .. }
            | Event::Scored { .. }
            | Event::StepBegan { .. } => {}
            Event::LeftGame { took, .. } => {
                for d in crate::symmetry::rebuild::departed_in_order(took) {
                    m.obj(d.object);
                }
            }
        }
    }

    pub(super) fn happening(m: &mut impl Ids, h: &Happening, g: &GameState) {
        use Happening as H;
        match h {
            H::Event(e) => event(m, e),
            H::Prevented { event: e, by } => {
                event(m, e);
                m.target(*by);
            }
            H::Replaced { event: e, with, by } => {
                event(m, e);
                event(m, with);
                m.obj(*by);
            }
            H::Triggered {
                instance, source, ..
            } => {
                m.inst(*instance);
                m.obj(*source);
            }
            H::NotTriggered { source, reason, .. } => {
                m.obj(*source);
                super::super::events::not_triggered(m, *reason);
            }
            H::DelayedCreated { source: o, .. }
            | H::DelayedEnded { source: o, .. }
            | H::Activated { source: o, .. }
            | H::SpellFizzled { object: o }
            | H::Cast { object: o, .. }
            | H::ManaSpent { object: o, .. }
            | H::XAnnounced { object: o, .. }
            | H::LegendKept { kept: o, .. }
            | H::PlayedLand { object: o, .. } => {
                m.obj(*o);
            }
            H::PutOnStack { instance: i, .. }
            | H::ManaAbilityResolved { instance: i }
            | H::RemovedFromStack { instance: i, .. }
            | H::OnceEachTurnSkipped { instance: i }
            | H::UnlessUnpaid { instance: i, .. } => {
                m.inst(*i);
            }
            H::Resolving {
                instance, target, ..
            } => {
                if let Some(t) = instance {
                    super::read::instance(m, t);
                }
                super::super::sets::targets(m, g, *target);
            }
            H::AbilityCopied { copy, of, .. } => {
                m.inst(*of);
                m.inst(*copy);
            }
            H::LossRenewed { object } => {
                m.obj(*object);
            }
            H::LeftExileLinked { object, link } => {
                m.obj(*object);
                m.obj(link.by);
            }
            H::Resolved { instance: i }
            | H::TargetIgnored { instance: i }
            | H::OptionChosen { instance: i, .. } => {
                i.map(|i| m.inst(i));
            }
            H::ObjectFound { old, new } => {
                m.obj(*old);
                m.obj(*new);
            }
            H::LastKnown { object, .. } => {
                m.obj(*object);
            }
            H::ObjectNotFound { instance, object } => {
                instance.map(|i| m.inst(i));
                m.obj(*object);
            }
            H::CombatDamageOnStack { assignments, .. } => {
                for a in assignments {
                    m.obj(a.source);
                    m.target(a.to);
                }
            }
            H::Field(f) => {
                super::super::field::happening(m, f);
            }
            H::TargetsRechecked {
                instance,
                targets,
                illegal,
            } => {
                instance.map(|i| m.inst(i));
                super::super::sets::targets(m, g, *targets);
                super::super::sets::targets(m, g, *illegal);
            }
            H::CopyTargetsChosen {
                copy,
                original,
                targets,
                ..
            } => {
                m.inst(*copy);
                super::super::sets::targets(m, g, *original);
                super::super::sets::targets(m, g, *targets);
            }
            H::OnceEachTurnTaken { .. }
            | H::CombatPhaseAdded { .. }
            | H::Declared { .. }
            | H::Passed(_)
            | H::PriorityGiven(_)
            | H::GameOver(_) => {}
        }
    }
}
