//! The game state as persistent data (`imbl`): players, objects in zones, the stack, waiting
//! triggers, delayed triggers, prevention shields, turn and priority. Everything that decides the
//! next step lives here; cloning is cheap and iteration order is deterministic.

pub mod battlefield;
pub mod combat;
pub mod object;
mod object_hash;
pub mod object_parts;
pub mod objects;
pub mod player;
pub mod stack;
pub mod turn;

use imbl::{OrdSet, Vector};
use serde::{Deserialize, Serialize};

/// Where activated abilities' ids begin on the stack; trigger instances take the ids below.
pub const ACTIVATED_IDS: u8 = 128;

pub use crate::ids::{ObjectId, PlayerId, Zone};
pub use battlefield::{Battlefield, Designation, Location, Stage, UnitCombat};
pub use combat::{Attacker, Combat, ExtraCombats};
pub use object::{ControlEffects, ControlGrant, ExileLink, GameObject};
pub use objects::Objects;
pub use player::{Player, TurnHistory};
pub use stack::{
    AbilityOrigin, CombatAssignment, DelayedTrigger, InstanceId, PreventionShield, StackObject,
    Target, Targets, TriggerInstance, MAX_TARGETS,
};
pub use turn::{Ask, Decision, Limit, Outcome, Phase, Step};

/// A complete game state.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct GameState {
    /// Players in turn order; index is the player id.
    pub players: Vector<Player>,
    /// Every object in every zone, by id (CR 400.7: a zone change makes a new id).
    pub objects: Objects,
    /// The stack, bottom first; the last element is the top.
    pub stack: Vector<StackObject>,
    /// Triggered abilities waiting to be put on the stack (CR 603.3), in trigger order.
    pub waiting: Vector<TriggerInstance>,
    /// Delayed triggered abilities that exist (CR 603.7a).
    pub delayed: Vector<DelayedTrigger>,
    /// Prevention shields ("prevent the next N damage").
    pub shields: Vector<PreventionShield>,
    pub turn: u8,
    pub active: PlayerId,
    pub step: Step,
    /// Who must decide what next.
    pub decision: Decision,
    /// Who receives priority once the CR 117.5 procedure is done.
    pub priority_next: PlayerId,
    /// Consecutive priority passes (CR 117.4).
    pub passes: u8,
    /// Whether the current step has had a player receive priority (CR 514.3a bookkeeping).
    pub priority_seen: bool,
    /// Attackers, blockers and the rest of combat (CR 506-511).
    #[serde(default)]
    pub combat: Combat,
    /// Riftbound's battlefield: control, Contested, showdowns and combat (RB 190 (riftbound-1.4), combat 459-466 there).
    #[serde(default)]
    pub field: Battlefield,
}

impl GameState {
    /// A fresh state with `n` players at `life`, each with `library` cards; player 0 is active.
    pub fn new(n: usize, life: i16, library: u8) -> GameState {
        GameState {
            players: (0..n).map(|_| Player::new(life, library)).collect(),
            objects: Objects::new(),
            stack: Vector::new(),
            waiting: Vector::new(),
            delayed: Vector::new(),
            shields: Vector::new(),
            turn: 1,
            active: PlayerId(0),
            step: Step::Main,
            decision: Decision::Priority(PlayerId(0)),
            priority_next: PlayerId(0),
            passes: 0,
            priority_seen: false,
            combat: Combat::default(),
            field: Battlefield::default(),
        }
    }

    pub fn player(&self, p: PlayerId) -> &Player {
        &self.players[p.index()]
    }

    pub fn player_ids(&self) -> impl Iterator<Item = PlayerId> {
        (0..self.players.len()).map(|i| PlayerId(i as u8))
    }

    /// Players in APNAP order starting with the active player (CR 101.4), without those who
    /// left the game (CR 800.4a (mtg-2024-11-08)).
    pub fn apnap(&self) -> Vec<PlayerId> {
        let n = self.players.len();
        (0..n)
            .map(|k| PlayerId(((self.active.index() + k) % n) as u8))
            .filter(|p| !self.player(*p).lost || self.is_over())
            .collect()
    }

    /// The position of `p` in APNAP order (0 = active player).
    pub fn apnap_position(&self, p: PlayerId) -> usize {
        let n = self.players.len();
        (p.index() + n - self.active.index()) % n
    }

    pub fn object(&self, id: ObjectId) -> Option<&GameObject> {
        self.objects.get(&id)
    }

    /// Every object, in id order (a walk over [`Objects`]' sorted slice).
    pub fn objects_in_order(
        &self,
    ) -> impl DoubleEndedIterator<Item = (ObjectId, &GameObject)> + ExactSizeIterator + Clone {
        self.objects.as_slice().iter().map(|(id, o)| (*id, o))
    }

    /// Objects in a zone, in id order.
    pub fn in_zone(&self, zone: Zone) -> impl Iterator<Item = (ObjectId, &GameObject)> {
        self.objects_in_order().filter(move |(_, o)| o.zone == zone)
    }

    pub fn battlefield(&self) -> impl Iterator<Item = (ObjectId, &GameObject)> {
        self.in_zone(Zone::Battlefield)
    }

    /// Cards in `p`'s hand.
    pub fn hand_size(&self, p: PlayerId) -> usize {
        self.in_zone(Zone::Hand)
            .filter(|(_, o)| o.owner == p)
            .count()
    }

    /// Cards in `p`'s library: the unnamed ones and the named ones (objects in the library).
    pub fn library_size(&self, p: PlayerId) -> usize {
        self.player(p).library as usize
            + self
                .in_zone(Zone::Library)
                .filter(|(_, o)| o.owner == p)
                .count()
    }

    /// Triggered abilities waiting to be put on the stack.
    pub fn waiting_triggers(&self) -> &Vector<TriggerInstance> {
        &self.waiting
    }

    pub fn is_over(&self) -> bool {
        matches!(self.decision, Decision::GameOver(_))
    }

    /// Did the step that produced this state pass an engine limit ([`Decision::Halted`])?
    pub fn is_halted(&self) -> bool {
        matches!(self.decision, Decision::Halted(_))
    }

    /// Every object id some part of the state still refers to: objects themselves, stack items,
    /// waiting and delayed triggers, shields. A new object never reuses one of these (CR 400.7).
    pub fn referenced_ids(&self) -> OrdSet<ObjectId> {
        let mut ids: OrdSet<ObjectId> = self.objects.keys().copied().collect();
        // CR 607.2a + CR 610.3 (mtg-2024-11-08): an exiler's id stays taken while a card is
        // linked to it, so no new object inherits the link.
        ids.extend(
            self.objects
                .values()
                .filter_map(|o| o.exiled_by.map(|l| l.by)),
        );
        // CR 611.2b (mtg-2024-11-08): a "for as long as you control" source's id stays taken.
        ids.extend(self.objects.values().flat_map(|o| {
            o.control
                .iter()
                .flat_map(|c| c.grants.iter().filter_map(|g| g.as_long_as))
        }));
        for s in &self.stack {
            s.object_refs(&mut ids);
        }
        for t in &self.waiting {
            t.object_refs(&mut ids);
        }
        for d in &self.delayed {
            ids.insert(d.source);
            ids.extend(d.refers.iter().copied());
        }
        self.combat.object_refs(&mut ids);
        self.field.object_refs(&mut ids);
        for sh in &self.shields {
            if let Target::Object(o) = sh.protects {
                ids.insert(o);
            }
        }
        ids
    }

    /// The smallest object id referred to nowhere, and not in `also_taken` (ids named earlier in
    /// the same step's journal). Reusing the smallest free id keeps states canonical, so a
    /// repeating mandatory sequence revisits the same state and is detected as a loop.
    /// `None` if all 65,536 ids are taken.
    pub fn fresh_object_id(&self, also_taken: &OrdSet<ObjectId>) -> Option<ObjectId> {
        let taken = self.referenced_ids();
        // A closed range: an open `0u16..` wraps around in release builds and never ends.
        (0u16..=u16::MAX)
            .map(ObjectId)
            .find(|id| !taken.contains(id) && !also_taken.contains(id))
    }

    /// The smallest trigger-instance id not in use; `None` if all 256 are.
    pub fn fresh_instance_id(&self) -> Option<InstanceId> {
        let used: OrdSet<InstanceId> = self
            .waiting
            .iter()
            .map(|t| t.id)
            .chain(self.stack.iter().filter_map(StackObject::ability_id))
            .collect();
        // A closed range: an open `0u8..` wraps around in release builds and never ends.
        (0u8..=u8::MAX)
            .map(InstanceId)
            .find(|id| !used.contains(id))
    }

    /// The first activated-ability id above the trigger instances' range not on the stack:
    /// activated abilities are numbered apart, so a trigger's id never depends on whether an
    /// activated ability was on the stack when it triggered (no states split by naming alone).
    pub fn fresh_activated_id(&self) -> Option<InstanceId> {
        let used: OrdSet<InstanceId> = self
            .stack
            .iter()
            .filter_map(StackObject::ability_id)
            .collect();
        (ACTIVATED_IDS..=u8::MAX)
            .map(InstanceId)
            .find(|id| !used.contains(id))
    }
}
