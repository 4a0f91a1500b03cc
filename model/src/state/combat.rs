//! Combat in the game state (CR 506-511): whether turns have a combat phase, and the attacking
//! creatures with the player each attacks and the creatures blocking them. Summoning sickness
//! and deathtouch damage are marked on the objects (`GameObject::sick`, `deathtouched`).

use crate::ids::ObjectId;
use crate::ids::PlayerId;
use imbl::Vector;
use serde::{Deserialize, Serialize};

/// One attacking creature (CR 506.4, 508.1, 509.1h).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Attacker {
    pub object: ObjectId,
    /// The player it attacks (CR 508.1b).
    pub defender: PlayerId,
    /// The creatures blocking it (a creature blocking several attackers is in each one's list).
    pub blockers: Vec<ObjectId>,
    /// A blocked creature (CR 509.1h): stays blocked when its blockers leave combat.
    pub blocked: bool,
}

/// The combat part of a game state.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub struct Combat {
    /// Do this game's turns have a combat phase? Boards say so; without one the turn goes from
    /// the main phase to the end step, as it always did in the model.
    pub phase: bool,
    /// The attacking creatures, in declaration order (empty outside combat).
    pub attackers: Vector<Attacker>,
    /// Were attackers declared this combat (CR 508.8), even if all have left combat since?
    pub declared: bool,
    /// The attackers and blockers that had first strike or double strike as the first-strike
    /// combat damage step began (CR 510.4): they deal no damage in the step after it unless they
    /// have double strike then. Kept in id order; empty outside that part of combat.
    pub first_strikers: Vector<ObjectId>,
    /// Combat phases added to this turn by effects (CR 500.8 (mtg-2024-11-08)).
    pub extra: ExtraCombats,
    /// Blocking creatures whose attackers have all left combat: CR 509.1g (mtg-2024-11-08): a
    /// blocker "remains a blocking creature until it's removed from combat or the combat phase
    /// ends", though blocking no creature (CR 510.1d: it then assigns no combat damage). In id
    /// order; empty outside combat and while every blocker blocks an attacker.
    #[serde(default)]
    pub blocking_nothing: Vector<ObjectId>,
}

/// Combat phases added to the turn by an effect "after this phase, there is an additional
/// combat phase" (CR 500.8 (mtg-2024-11-08); CR 300.7 (mtg-2008-10-01)): each is added
/// directly after the phase the effect resolved in. All added combat phases are alike, so the
/// most-recent-first order among those added after one phase needs no list: a count does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub struct ExtraCombats {
    /// Combat phases waiting, by the phase they come directly after (indexed by
    /// [`crate::state::Phase::index`]: beginning, main, combat, ending).
    pub after: [u8; 4],
    /// In an added combat phase: the phase the run of added combat phases it belongs to came
    /// after. When it ends and none was added after it, the turn goes on as if that phase had
    /// just ended. `None` in the turn's own combat phase and outside combat.
    pub resume: Option<crate::state::Phase>,
}

impl Combat {
    /// The attack record of `o`, if it is attacking.
    pub fn attacker(&self, o: ObjectId) -> Option<&Attacker> {
        self.attackers.iter().find(|a| a.object == o)
    }

    /// The attacker `o` blocks, if it is blocking.
    pub fn blocked_by(&self, o: ObjectId) -> Option<&Attacker> {
        self.attackers.iter().find(|a| a.blockers.contains(&o))
    }

    /// Is `o` a blocking creature (CR 509.1g (mtg-2024-11-08)), blocking an attacker or, its
    /// attackers gone, none?
    pub fn blocking(&self, o: ObjectId) -> bool {
        self.blocked_by(o).is_some() || self.blocking_nothing.contains(&o)
    }

    /// Is `o` attacking or blocking (CR 506.4)?
    pub fn in_combat(&self, o: ObjectId) -> bool {
        self.attacker(o).is_some() || self.blocking(o)
    }

    /// CR 506.4: an object that leaves the battlefield or changes controller is removed from
    /// combat; an attacker it blocked stays blocked (CR 509.1h).
    pub fn remove(&mut self, o: ObjectId) {
        if let Some(gone) = self.attackers.iter().find(|a| a.object == o).cloned() {
            self.attackers.retain(|a| a.object != o);
            // CR 509.1g (mtg-2024-11-08): its blockers stay blocking creatures; one blocking
            // no other attacker now blocks nothing.
            for b in gone.blockers {
                if self.blocked_by(b).is_none() && !self.blocking_nothing.contains(&b) {
                    let at = self.blocking_nothing.iter().filter(|x| **x < b).count();
                    self.blocking_nothing.insert(at, b);
                }
            }
        }
        if self.blocking_nothing.contains(&o) {
            self.blocking_nothing.retain(|b| *b != o);
        }
        if self.attackers.iter().any(|a| a.blockers.contains(&o)) {
            for a in self.attackers.iter_mut() {
                a.blockers.retain(|b| *b != o);
            }
        }
        // The record of first strikers (CR 510.4) keeps only creatures still in combat here.
        if self.first_strikers.iter().any(|f| !self.in_combat(*f)) {
            let kept = self.first_strikers.iter().copied();
            let kept: Vector<ObjectId> = kept.filter(|f| self.in_combat(*f)).collect();
            self.first_strikers = kept;
        }
    }

    /// Every object id the combat refers to.
    pub fn object_refs(&self, ids: &mut imbl::OrdSet<ObjectId>) {
        for a in &self.attackers {
            ids.insert(a.object);
            ids.extend(a.blockers.iter().copied());
        }
        ids.extend(self.first_strikers.iter().copied());
        ids.extend(self.blocking_nothing.iter().copied());
    }
}
