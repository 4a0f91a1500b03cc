//! The stack and the triggered abilities around it: trigger instances (waiting or on the stack),
//! delayed triggered abilities (CR 603.7), prevention shields (CR 615).

use crate::ids::ObjectId;
use crate::ids::PlayerId;
use crate::vocab::effect::DelayedAction;
use crate::vocab::{CardId, DelayedEvent, Effect};
use imbl::{OrdSet, Vector};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A target: a player or an object.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Target {
    Player(PlayerId),
    Object(ObjectId),
    /// A triggered or activated ability on the stack, by its instance id (CR 115.1 + CR 701.5a
    /// (mtg-2024-11-08): "counter target ability", "copy target triggered ability").
    Ability(InstanceId),
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Target::Player(p) => write!(f, "{p}"),
            Target::Object(o) => write!(f, "{o}"),
            Target::Ability(i) => write!(f, "ability {i}"),
        }
    }
}

/// The most targets one spell or ability may have in this model (SIMPLIFICATION, CR 115.1:
/// a card may ask for any number; bounded boards ask for at most this many).
pub const MAX_TARGETS: usize = 3;

/// The targets chosen for a spell or ability (CR 601.2c, 602.2b, 603.3d): none, one, or
/// several distinct ones (CR 115.3), in the order chosen. `Copy`, so a stack object stays cheap.
/// The second array names each slot's word "target" (0 for the first word): a spell or ability
/// that says "target" in several places chooses for each word apart (CR 115.3 (mtg-2024-11-08)).
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, Default,
)]
pub struct Targets(pub [Option<Target>; MAX_TARGETS], pub [u8; MAX_TARGETS]);

impl Targets {
    /// No target.
    pub const NONE: Targets = Targets([None; MAX_TARGETS], [0; MAX_TARGETS]);

    /// Exactly one target.
    pub fn one(t: Target) -> Targets {
        Targets::of([t])
    }

    /// The targets in order (at most `MAX_TARGETS` are kept).
    pub fn of(ts: impl IntoIterator<Item = Target>) -> Targets {
        Targets::of_words(ts.into_iter().map(|t| (0, t)))
    }

    /// The targets in order, each with the index of its word "target" (0 for the first).
    pub fn of_words(ts: impl IntoIterator<Item = (u8, Target)>) -> Targets {
        let mut a = [None; MAX_TARGETS];
        let mut w = [0; MAX_TARGETS];
        for ((slot, word), (n, t)) in a.iter_mut().zip(w.iter_mut()).zip(ts) {
            *slot = Some(t);
            *word = n;
        }
        Targets(a, w)
    }

    /// Every chosen target with the index of its word "target", in order.
    pub fn words(&self) -> impl Iterator<Item = (u8, Target)> + '_ {
        self.0
            .iter()
            .zip(self.1.iter())
            .filter_map(|(t, w)| t.map(|t| (*w, t)))
    }

    /// The targets chosen for word `word` alone (CR 115.3 (mtg-2024-11-08)), keeping their word.
    pub fn of_word(&self, word: u8) -> Targets {
        Targets::of_words(self.words().filter(|(w, _)| *w == word))
    }

    /// How many words "target" have a chosen target.
    pub fn word_count(&self) -> usize {
        self.words().map(|(w, _)| w as usize + 1).max().unwrap_or(0)
    }

    /// Every chosen target, in order.
    pub fn iter(&self) -> impl Iterator<Item = Target> + '_ {
        self.0.iter().flatten().copied()
    }

    /// The first target, if any.
    pub fn first(&self) -> Option<Target> {
        self.iter().next()
    }

    pub fn is_empty(&self) -> bool {
        self.first().is_none()
    }

    pub fn len(&self) -> usize {
        self.iter().count()
    }

    /// The same targets, each mapped by `f` (for symmetry renaming), kept in order: the
    /// targets of one word "target" are a set, always listed in `Target` order, word by word.
    pub fn map(&self, mut f: impl FnMut(Target) -> Target) -> Targets {
        let mut each: Vec<(u8, Target)> = self.words().map(|(w, t)| (w, f(t))).collect();
        each.sort();
        Targets::of_words(each)
    }
}

impl From<Option<Target>> for Targets {
    fn from(t: Option<Target>) -> Targets {
        t.map_or(Targets::NONE, Targets::one)
    }
}

impl fmt::Display for Targets {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let each: Vec<String> = self.iter().map(|t| t.to_string()).collect();
        write!(f, "{}", each.join(" and "))
    }
}

/// Identity of one trigger instance while it waits or is on the stack.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct InstanceId(pub u8);

impl fmt::Display for InstanceId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "T{}", self.0)
    }
}

/// Which ability a trigger instance is an instance of.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AbilityOrigin {
    /// A printed triggered ability: the card and the ability's index on it.
    Printed { card: CardId, index: u8 },
    /// A delayed triggered ability (CR 603.7).
    Delayed {
        event: DelayedEvent,
        action: DelayedAction,
    },
    /// A reflexive triggered ability (CR 603.12) with its effect (boxed: an effect is large
    /// and every trigger instance carries its origin).
    Reflexive { effect: Box<Effect> },
    /// A triggered ability granted by a static ability (CR 613.1f): `index` is the granting
    /// static's index on `card`, the granter's card; the instance's source is the object that
    /// has the ability.
    Granted { card: CardId, index: u8 },
}

/// A triggered ability that has triggered: waiting to be put on the stack, or on it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TriggerInstance {
    pub id: InstanceId,
    pub origin: AbilityOrigin,
    /// The source object as it was when the ability triggered (it may have left since).
    pub source: ObjectId,
    pub source_card: CardId,
    /// CR 603.3a: the source's controller when it triggered (603.7d-e for delayed ones).
    pub controller: PlayerId,
    /// A state trigger (CR 603.8).
    pub state_trigger: bool,
    /// Triggers on another ability triggering: placed in the second part of CR 603.3b.
    pub part_two: bool,
    /// Objects the ability refers to: the object of a zone-change trigger in its new zone
    /// (CR 603.6), or the objects a delayed trigger refers to (CR 603.7c).
    pub refers: Vector<ObjectId>,
    /// A number remembered at trigger time (the sacrificed creature's power, CR 603.12).
    pub x: u16,
    /// The spell or ability the trigger event refers to ("that spell or ability": the one that
    /// made a permanent become its target, for ward's "counter it", CR 702.21a (mtg-2024-11-08)).
    #[serde(default)]
    pub on_stack: Option<Target>,
    /// The source's last known information once it has left the battlefield (CR 113.7a): the
    /// object as it last existed there. `None` while it is still there (or if it never was a
    /// permanent).
    pub source_lki: Option<Box<super::GameObject>>,
    /// The object its event refers to ("that creature") as it last existed on the battlefield,
    /// once it has left (CR 608.2h, 113.7a (mtg-2024-11-08)); kept only for an ability that
    /// reads that object's power, toughness or counters.
    #[serde(default)]
    pub it_lki: Option<Box<super::GameObject>>,
    /// "That player": the player its trigger event names, recorded when it triggered (the
    /// event's player, or the controller of the event's object as it last existed, CR 608.2h
    /// (mtg-2024-11-08)). `None` for an event that names no player.
    #[serde(default)]
    pub that_player: Option<PlayerId>,
    /// "Its owner": the owner of the object its trigger event names, recorded when it
    /// triggered (CR 108.3 (mtg-2024-11-08)). `None` unless the ability names its owner.
    #[serde(default)]
    pub that_owner: Option<PlayerId>,
    /// RB 383.1.b: "the Nth time" met by several simultaneous occurrences triggers once; the
    /// other occurrences wait here, each as the instance would be had it served (same ability,
    /// source and controller, its own event knowledge). Its controller picks the one that
    /// serves as it puts the ability on the Chain. Empty for every other instance.
    #[serde(default)]
    pub alternatives: Vec<TriggerInstance>,
}

impl TriggerInstance {
    pub(super) fn object_refs(&self, ids: &mut OrdSet<ObjectId>) {
        ids.insert(self.source);
        ids.extend(self.refers.iter().copied());
        for alt in &self.alternatives {
            alt.object_refs(ids);
        }
    }
}

/// An object on the stack.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum StackObject {
    /// A spell: the card object is in the stack zone.
    Spell {
        object: ObjectId,
        controller: PlayerId,
        target: Targets,
        /// The value announced for the `{X}` in its mana cost (CR 107.3a (mtg-2024-11-08));
        /// 0 for a cost without `{X}`.
        #[serde(default)]
        x: u16,
    },
    /// A triggered ability, with the target and mode chosen when it was put on the stack.
    Triggered {
        instance: TriggerInstance,
        target: Targets,
        mode: Option<u8>,
    },
    /// An activated ability; `id` names it on the stack as a target (from the trigger
    /// instances' ids: one numbering for every ability on the stack).
    Activated {
        id: InstanceId,
        source: ObjectId,
        card: CardId,
        index: u8,
        controller: PlayerId,
        target: Targets,
        /// Its source as it last existed on the battlefield once it has left (CR 113.7a,
        /// 608.2h (mtg-2024-11-08)), sacrificed to pay the cost or later; kept only by an
        /// ability whose effect reads its source's power, toughness or counters.
        #[serde(default)]
        source_lki: Option<Box<super::GameObject>>,
        /// The permanent sacrificed to pay its cost ("sacrifice a creature: ... the sacrificed
        /// creature's power"), as it last existed on the battlefield (CR 113.7a, 608.2h
        /// (mtg-2024-11-08)); kept only by an ability whose effect reads it.
        #[serde(default)]
        sacrificed_lki: Option<Box<super::GameObject>>,
    },
    /// CR 310.1 (mtg-2008-10-01): every combat damage assignment of a combat damage step, on
    /// the stack as one object; not a spell or ability (CR 310.3 (mtg-2008-10-01)). `active`:
    /// the active player, who assigned the attackers' damage first.
    CombatDamage {
        assignments: Vec<CombatAssignment>,
        active: PlayerId,
    },
}

/// One creature's combat damage as assigned (CR 310.2 (mtg-2008-10-01)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CombatAssignment {
    pub source: ObjectId,
    /// The source's card and controller as it was assigned: its last known information if it
    /// leaves before the damage is dealt (CR 310.4b (mtg-2008-10-01)).
    pub card: CardId,
    pub controller: PlayerId,
    pub to: Target,
    pub amount: u16,
}

impl StackObject {
    pub fn controller(&self) -> PlayerId {
        match self {
            StackObject::Spell { controller, .. } | StackObject::Activated { controller, .. } => {
                *controller
            }
            StackObject::Triggered { instance, .. } => instance.controller,
            StackObject::CombatDamage { active, .. } => *active,
        }
    }

    pub fn instance(&self) -> Option<&TriggerInstance> {
        match self {
            StackObject::Triggered { instance, .. } => Some(instance),
            _ => None,
        }
    }

    /// The id of an ability on the stack (triggered or activated), what "target ability" names.
    pub fn ability_id(&self) -> Option<InstanceId> {
        match self {
            StackObject::Triggered { instance, .. } => Some(instance.id),
            StackObject::Activated { id, .. } => Some(*id),
            _ => None,
        }
    }

    pub fn target(&self) -> Targets {
        match self {
            StackObject::Spell { target, .. }
            | StackObject::Triggered { target, .. }
            | StackObject::Activated { target, .. } => *target,
            StackObject::CombatDamage { .. } => Targets::NONE,
        }
    }

    pub(super) fn object_refs(&self, ids: &mut OrdSet<ObjectId>) {
        match self {
            StackObject::Spell { object, .. } => {
                ids.insert(*object);
            }
            StackObject::Triggered { instance, .. } => instance.object_refs(ids),
            StackObject::Activated { source, .. } => {
                ids.insert(*source);
            }
            StackObject::CombatDamage { assignments, .. } => {
                for a in assignments {
                    ids.insert(a.source);
                    if let Target::Object(o) = a.to {
                        ids.insert(o);
                    }
                }
            }
        }
        for t in self.target().iter() {
            if let Target::Object(o) = t {
                ids.insert(o);
            }
        }
        if let Some(Target::Object(o)) = self.instance().and_then(|t| t.on_stack) {
            ids.insert(o);
        }
    }
}

/// A delayed triggered ability waiting for its event (CR 603.7).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DelayedTrigger {
    pub event: DelayedEvent,
    pub action: DelayedAction,
    /// CR 603.7d-e: the controller of the spell or ability that created it, as it resolved.
    pub controller: PlayerId,
    /// CR 603.7d-e: the source of the spell or ability that created it.
    pub source: ObjectId,
    pub source_card: CardId,
    /// The objects it refers to (CR 603.7c).
    pub refers: Vector<ObjectId>,
    /// "This turn": the turn it lasts for (it ends in that turn's cleanup step); `None`: no
    /// stated duration.
    pub this_turn: Option<u8>,
    /// It triggers only once, the next time its event occurs (CR 603.7b (mtg-2024-11-08)): no
    /// stated duration, or "when you next ... this turn" (then `this_turn` ends it unused).
    pub once: bool,
}

/// A prevention shield: "prevent the next N damage that would be dealt to [it] this turn".
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PreventionShield {
    pub protects: Target,
    pub remaining: u8,
}
