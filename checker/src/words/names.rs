//! Names for the things a journal or a choice refers to by id: "Upkeep Herald #0 (P1)" for an
//! object, "Upkeep Herald #0's ability (T1, P2)" for a trigger instance. Ids are reused between
//! states (the smallest free one), so a `Namer` learns them in order: the state before the
//! step, then each journal entry as it is read, then the state after.

use std::collections::BTreeMap;
use triggerproof_model::cards::CardPool;
use triggerproof_model::journal::{Event, Happening};
use triggerproof_model::state::{
    AbilityOrigin, GameState, InstanceId, ObjectId, PlayerId, StackObject, Target,
};
use triggerproof_model::vocab::CardId;

/// What a trigger instance is known by: its ability, source and controller.
#[derive(Clone, Debug)]
struct InstanceName {
    origin: AbilityOrigin,
    source: ObjectId,
    card: Option<CardId>,
    controller: PlayerId,
}

/// Ids to names, learned from states and journal entries.
pub struct Namer<'a> {
    pub pool: &'a CardPool,
    objects: BTreeMap<ObjectId, (CardId, PlayerId)>,
    instances: BTreeMap<InstanceId, InstanceName>,
    /// The stack of the last state learned, top first, in words: what resolves next.
    stack: Vec<String>,
    /// What began resolving last, for "... finishes resolving".
    pub resolving: Option<String>,
}

impl<'a> Namer<'a> {
    /// A namer that knows every object and trigger instance of `s`.
    pub fn new(pool: &'a CardPool, s: &GameState) -> Namer<'a> {
        let mut n = Namer {
            pool,
            objects: BTreeMap::new(),
            instances: BTreeMap::new(),
            stack: Vec::new(),
            resolving: None,
        };
        n.learn_state(s);
        n
    }

    /// Learns (and overrides with) every object and instance of `s`.
    pub fn learn_state(&mut self, s: &GameState) {
        for (id, o) in s.objects.iter() {
            self.objects.insert(*id, (o.card, o.controller));
        }
        let stacked = s.stack.iter().filter_map(StackObject::instance);
        for t in s.waiting.iter().chain(stacked) {
            let name = InstanceName {
                origin: t.origin.clone(),
                source: t.source,
                card: Some(t.source_card),
                controller: t.controller,
            };
            self.instances.insert(t.id, name);
        }
        self.stack = s.stack.iter().rev().map(|o| self.stack_object(o)).collect();
    }

    /// A stack object in words: "Threaten #2 (P1)" for a spell, the ability for the others.
    pub fn stack_object(&self, o: &StackObject) -> String {
        match o {
            StackObject::Spell { object, .. } => self.object(*object),
            StackObject::Triggered { instance, .. } => self.instance(instance.id),
            StackObject::Activated {
                source, controller, ..
            } => format!(
                "{}'s activated ability ({controller})",
                self.object(*source)
            ),
            StackObject::CombatDamage { assignments, .. } => {
                let each: Vec<String> = assignments
                    .iter()
                    .map(|a| format!("{} to {}", a.amount, self.target(a.to)))
                    .collect();
                format!("combat damage ({})", each.join(", "))
            }
        }
    }

    /// What is on top of the stack, as far as this namer knows.
    pub fn top(&self) -> String {
        self.stack
            .first()
            .cloned()
            .unwrap_or_else(|| "the top spell or ability".into())
    }

    /// The top of the stack has begun to resolve: the next one is below it.
    pub fn resolved_top(&mut self) {
        if !self.stack.is_empty() {
            self.resolving = Some(self.stack.remove(0));
        }
    }

    /// Learns from one journal entry, before it is described (a new object from a zone change,
    /// a new instance from a trigger).
    pub fn learn(&mut self, h: &Happening) {
        match h {
            Happening::Event(Event::ZoneChange {
                new: Some(new),
                card,
                controller,
                ..
            }) => {
                self.objects.insert(*new, (*card, *controller));
            }
            Happening::Triggered {
                instance,
                origin,
                source,
                controller,
                ..
            } => {
                let card = self.objects.get(source).map(|(c, _)| *c);
                let card = card.or(match origin {
                    AbilityOrigin::Printed { card, .. } => Some(*card),
                    _ => None,
                });
                let name = InstanceName {
                    origin: origin.clone(),
                    source: *source,
                    card,
                    controller: *controller,
                };
                self.instances.insert(*instance, name);
            }
            _ => {}
        }
    }

    /// The card an object is (or was), if known.
    pub fn card(&self, id: ObjectId) -> Option<CardId> {
        self.objects.get(&id).map(|(c, _)| *c)
    }

    /// "Upkeep Herald #0 (P1)": card name, object id, controller.
    pub fn object(&self, id: ObjectId) -> String {
        match self.objects.get(&id) {
            Some((card, p)) => format!("{} {id} ({p})", self.pool.get(*card).name),
            None => format!("object {id}"),
        }
    }

    /// The object's name, or, if the words know no such object (it left in an earlier step),
    /// the card it last was: "Pestilent Leech #3".
    pub fn object_or_card(&self, id: ObjectId, card: CardId) -> String {
        match self.objects.get(&id) {
            Some(_) => self.object(id),
            None => format!("{} {id}", self.pool.get(card).name),
        }
    }

    /// "Upkeep Herald #0's ability (T1)": whose ability a trigger instance is.
    pub fn instance(&self, id: InstanceId) -> String {
        match self.instances.get(&id) {
            Some(i) => format!("{} ({id})", self.ability_of(i)),
            None => format!("trigger {id}"),
        }
    }

    /// The controller of a trigger instance, if known.
    pub fn instance_controller(&self, id: InstanceId) -> Option<PlayerId> {
        self.instances.get(&id).map(|i| i.controller)
    }

    fn ability_of(&self, i: &InstanceName) -> String {
        let source = match i.card {
            Some(c) => format!("{} {}", self.pool.get(c).name, i.source),
            None => format!("object {}", i.source),
        };
        match i.origin {
            AbilityOrigin::Printed { .. } => format!("{source}'s ability"),
            AbilityOrigin::Delayed { .. } => format!("{source}'s delayed trigger"),
            AbilityOrigin::Reflexive { .. } => format!("{source}'s reflexive trigger"),
            AbilityOrigin::Granted { card, .. } => {
                format!("{source}'s ability granted by {}", self.pool.get(card).name)
            }
        }
    }

    /// The text of the ability an origin names, in plain words.
    pub fn ability_text(&self, origin: &AbilityOrigin) -> String {
        match origin {
            AbilityOrigin::Printed { card, index } => {
                let def = self.pool.get(*card);
                let lines = crate::describe::abilities(def);
                lines
                    .get(def.spell.iter().count() + *index as usize)
                    .cloned()
                    .unwrap_or_else(|| format!("ability {index}"))
            }
            AbilityOrigin::Delayed { event, action } => {
                let when = crate::describe::delayed_when(event);
                format!("{when}, {}.", crate::describe::delayed(action))
            }
            AbilityOrigin::Reflexive { effect } => {
                format!("when you do, {}", crate::describe::effect(effect))
            }
            AbilityOrigin::Granted { card, index } => {
                let def = self.pool.get(*card);
                let lines = crate::describe::abilities(def);
                lines
                    .get(def.spell.iter().count() + *index as usize)
                    .cloned()
                    .unwrap_or_else(|| format!("ability {index}"))
            }
        }
    }

    /// A player or an object.
    pub fn target(&self, t: Target) -> String {
        match t {
            Target::Player(p) => p.to_string(),
            Target::Object(o) => self.object(o),
            Target::Ability(i) => self.instance(i),
        }
    }
}
