//! Choices: every decision a player makes. The checker's actions are these, so a trace read
//! aloud sounds like a judge describing the game.

use crate::state::{InstanceId, ObjectId, PlayerId, Targets};
use serde::{Deserialize, Serialize};
use std::fmt;

/// One decision by the player the state names in `GameState::decision`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Choice {
    /// Pass priority (CR 117.3d).
    PassPriority,
    /// Cast the spell card in hand (CR 601.2), with its target and what pays its additional
    /// cost (paid while casting, CR 601.2h).
    CastSpell {
        card: ObjectId,
        target: Targets,
        #[serde(default)]
        pay: CostPick,
    },
    /// Play a land from hand (CR 305.1).
    PlayLand { card: ObjectId },
    /// Activate an ability of a permanent, with its target (CR 602.2, 605.3b).
    ActivateAbility {
        source: ObjectId,
        index: u8,
        target: Targets,
        #[serde(default)]
        pay: CostPick,
    },
    /// Put one of your waiting triggers on the stack next, with its target and mode (CR 603.3b-d),
    /// and for "the Nth time" met by simultaneous occurrences the one that serves (0: the one it
    /// triggered for; `k`: its `k`th alternative, RB 383.1.b).
    PutTriggerOnStack {
        trigger: InstanceId,
        target: Targets,
        mode: Option<u8>,
        #[serde(default, skip_serializing_if = "is_first")]
        occurrence: u8,
    },
    /// Decline an optional trigger as it would be put on the stack. Never legal under CR 603.5
    /// (the choice is made on resolution); offered only where "may" is decided when triggered.
    DeclineTrigger { trigger: InstanceId },
    /// Answer "may"/"unless" on resolution (CR 603.5).
    Decide(bool),
    /// For "you may sacrifice another creature": which one, or none (CR 603.12).
    Sacrifice(Option<ObjectId>),
    /// The legend rule: the legendary permanent to keep (CR 704.5j).
    KeepLegend(ObjectId),
    /// Declare attackers: each attacking creature with the player it attacks; none is a
    /// choice too (CR 508.1a, 508.1b).
    DeclareAttackers(Vec<(ObjectId, PlayerId)>),
    /// Declare blockers: each blocking creature with the attacker it blocks (CR 509.1a).
    DeclareBlockers(Vec<(ObjectId, ObjectId)>),
    /// Riftbound: a Standard Move of a unit, exhausting it, to `to` (RB 144).
    StandardMove {
        unit: ObjectId,
        to: crate::state::Location,
    },
    /// Riftbound: assign combat damage, (source, recipient, amount) for each part, from an
    /// order of the opposing units (RB 465.2.c (riftbound-1.4)).
    AssignCombatDamage(Vec<(ObjectId, ObjectId, u16)>),
    /// Turn a face-down permanent you control face up: a special action (CR 116.2b, 702.37e).
    TurnFaceUp { permanent: ObjectId },
    /// For "[who] discards N cards": the next card of your hand to discard (CR 701.8b
    /// (mtg-2024-11-08)).
    Discard(ObjectId),
    /// For "you may choose new targets for the copy": the copy's targets, each the original's
    /// or another legal one (CR 707.10c (mtg-2024-11-08)).
    NewTargets(crate::state::Targets),
    /// While casting a spell: pay its mana cost with this mana from the pool, the mana
    /// abilities activated (CR 601.2g, 601.2h (mtg-2024-11-08)).
    PayMana(crate::vocab::ManaPool),
}

/// The objects a player chose to pay a cost with (CR 601.2h (mtg-2024-11-08)): the permanent
/// sacrificed and the card discarded, where the cost asks for a choice.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
pub struct CostPick {
    pub sacrifice: Option<ObjectId>,
    pub discard: Option<ObjectId>,
    /// The mana spent from the pool on the mana cost (CR 601.2h (mtg-2024-11-08)).
    #[serde(default, skip_serializing_if = "crate::vocab::ManaPool::is_empty")]
    pub mana: crate::vocab::ManaPool,
    /// The value announced for the `{X}` in the spell's mana cost (CR 601.2b, 107.3a
    /// (mtg-2024-11-08)); 0 for a cost without `{X}`.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub x: u16,
}

fn is_zero(x: &u16) -> bool {
    *x == 0
}

impl fmt::Display for CostPick {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(o) = self.sacrifice {
            write!(f, " sacrificing {o}")?;
        }
        if let Some(o) = self.discard {
            write!(f, " discarding {o}")?;
        }
        if self.x > 0 {
            write!(f, " with X = {}", self.x)?;
        }
        if !self.mana.is_empty() {
            write!(f, " paying {}", self.mana)?;
        }
        Ok(())
    }
}

fn target_suffix(t: &Targets) -> String {
    if t.is_empty() {
        String::new()
    } else {
        format!(" targeting {t}")
    }
}

impl fmt::Display for Choice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Choice::PassPriority => write!(f, "pass priority"),
            Choice::CastSpell { card, target, pay } => {
                write!(f, "cast {card}{}{pay}", target_suffix(target))
            }
            Choice::PlayLand { card } => write!(f, "play land {card}"),
            Choice::ActivateAbility {
                source,
                index,
                target,
                pay,
            } => {
                write!(
                    f,
                    "activate ability {index} of {source}{}{pay}",
                    target_suffix(target)
                )
            }
            Choice::PutTriggerOnStack {
                trigger,
                target,
                mode,
                occurrence,
            } => {
                write!(f, "put {trigger} on the stack{}", target_suffix(target))?;
                if *occurrence > 0 {
                    write!(f, " for simultaneous occurrence {}", occurrence + 1)?;
                }
                match mode {
                    Some(m) => write!(f, " choosing mode {m}"),
                    None => Ok(()),
                }
            }
            Choice::DeclineTrigger { trigger } => write!(f, "decline {trigger}"),
            Choice::Decide(true) => write!(f, "yes"),
            Choice::Decide(false) => write!(f, "no"),
            Choice::Sacrifice(Some(o)) => write!(f, "sacrifice {o}"),
            Choice::Sacrifice(None) => write!(f, "sacrifice nothing"),
            Choice::KeepLegend(o) => write!(f, "keep {o} (legend rule)"),
            Choice::DeclareAttackers(a) if a.is_empty() => write!(f, "attack with nothing"),
            Choice::DeclareAttackers(a) => {
                let each: Vec<String> = a.iter().map(|(o, p)| format!("{o} at {p}")).collect();
                write!(f, "attack with {}", each.join(", "))
            }
            Choice::DeclareBlockers(b) if b.is_empty() => write!(f, "block with nothing"),
            Choice::DeclareBlockers(b) => {
                let each: Vec<String> = b.iter().map(|(o, a)| format!("{a} with {o}")).collect();
                write!(f, "block {}", each.join(", "))
            }
            Choice::StandardMove { unit, to } => {
                let to = match to {
                    crate::state::Location::Base => "base",
                    crate::state::Location::Battlefield => "the battlefield",
                };
                write!(f, "move {unit} to {to}")
            }
            Choice::TurnFaceUp { permanent } => write!(f, "turn {permanent} face up"),
            Choice::AssignCombatDamage(d) => {
                let each: Vec<String> = d
                    .iter()
                    // CR 702.19b (mtg-2024-11-08): a part to the attacker itself is the
                    // trampler's damage to the player it attacks.
                    .map(|(s, r, n)| match s == r {
                        true => format!("{n} from {s} to the player it attacks"),
                        false => format!("{n} from {s} to {r}"),
                    })
                    .collect();
                write!(f, "assign combat damage: {}", each.join(", "))
            }
            Choice::Discard(o) => write!(f, "discard {o}"),
            Choice::NewTargets(t) => {
                let each: Vec<String> = t.iter().map(|t| t.to_string()).collect();
                write!(f, "copy's targets: {}", each.join(", "))
            }
            Choice::PayMana(m) => write!(f, "pay {m}"),
        }
    }
}

/// The first occurrence serves: the default, left out of traces.
fn is_first(k: &u8) -> bool {
    *k == 0
}
