//! Riftbound's battlefield in the game state (RB 190 (riftbound-1.4), combat 459-466 there): where each unit
//! is (its base or the battlefield), who controls the battlefield, who applied Contested, the
//! showdown or combat in progress there and its designations, and who scored it this turn. One
//! battlefield per game; games of MTG editions never use it.

use crate::ids::ObjectId;
use crate::ids::PlayerId;
use imbl::Vector;
use serde::{Deserialize, Serialize};

/// Where a unit on the board is (RB 144.4): its controller's base or the battlefield.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
#[serde(rename_all = "kebab-case")]
pub enum Location {
    #[default]
    Base,
    Battlefield,
}

/// A combat designation of a unit or a player (RB 464.2.c.3 (riftbound-1.4)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Designation {
    Attacker,
    Defender,
}

/// A unit's part of combat, kept on the object: a new object (RB 124 (riftbound-1.4)) starts with none.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
pub struct UnitCombat {
    /// Where the unit is.
    pub at: Location,
    /// Its designation in the combat in progress, if any.
    pub designation: Option<Designation>,
    /// Its Attack Trigger condition was checked in this combat (RB 383.4.e.2.a): it gained the
    /// Attacker designation once already.
    pub attacked: bool,
    /// The same for Defend Triggers (RB 383.4.f.2.a).
    pub defended: bool,
}

/// Where the showdown or combat at the battlefield is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Stage {
    /// No showdown or combat.
    #[default]
    None,
    /// Step 1 of combat: the abilities that establishing Attacker and Defender made pending are
    /// being placed, in the order of RB 464.2.e.1 (riftbound-1.4).
    Designating,
    /// A showdown (a combat showdown if the battlefield has a defender): players pass in
    /// sequence to close it (RB 347-348).
    Showdown,
    /// Combat damage assigned by the attacker, waiting for the defender's (RB 465.2.c (riftbound-1.4)).
    Assigning,
    /// After the combat cleanup: its chain items resolve before the combat result (RB 466.2);
    /// `recalled` if attackers were recalled (RB 466.3.d (riftbound-1.4)).
    Resolution { recalled: bool },
    /// After control is settled: its chain items resolve before combat ends (RB 466.6 (riftbound-1.4)).
    Ending,
}

/// The battlefield.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Battlefield {
    /// The player who controls it (RB 190.4 (riftbound-1.4)), if any.
    pub controller: Option<PlayerId>,
    /// The player whose unit applied Contested (RB 190.3.a (riftbound-1.4)), while it is Contested.
    pub contested_by: Option<PlayerId>,
    /// The showdown or combat in progress.
    pub stage: Stage,
    /// The Defender of the combat in progress (RB 464.2.c.2 (riftbound-1.4)); the Attacker is `contested_by`.
    /// `None` in a non-combat showdown.
    pub defender: Option<PlayerId>,
    /// Damage the attacker assigned, waiting for the defender's assignment (RB 465.2.c (riftbound-1.4)):
    /// (source, recipient, amount). In MTG's combat, the divisions announced before the
    /// defending player announces theirs (CR 510.1 (mtg-2024-11-08)): the active player's,
    /// then each earlier defending player's, the same triples.
    pub assigned: Vector<(ObjectId, ObjectId, u16)>,
    /// The players who scored this battlefield this turn, one entry per score (RB 470 (riftbound-1.4)).
    pub scored: Vector<PlayerId>,
}

impl Battlefield {
    /// Is a showdown or combat in progress here (RB 144.1.c (riftbound-1.4), RB 190.4.b (riftbound-1.4))?
    pub fn ongoing(&self) -> bool {
        self.stage != Stage::None
    }

    /// The player with `d` in the combat in progress.
    pub fn player_with(&self, d: Designation) -> Option<PlayerId> {
        let defender = self.defender?;
        match d {
            Designation::Attacker => self.contested_by,
            Designation::Defender => Some(defender),
        }
    }

    /// Every object id it refers to.
    pub fn object_refs(&self, ids: &mut imbl::OrdSet<ObjectId>) {
        for (s, r, _) in &self.assigned {
            ids.insert(*s);
            ids.insert(*r);
        }
    }
}
