//! Proposed events: what a rule family asks to happen, before replacement and prevention
//! (CR 614, 615). Data only, below every family that proposes events and below `events`, which
//! performs them (a family reaches `events::perform` through `hooks::perform`).

use crate::edition::RuleRef;
use crate::journal::Event;
use crate::state::{ObjectId, PlayerId, Target, Zone};
use crate::vocab::{CardId, CounterKind, ScoreKind};

/// An event about to happen, before replacement and prevention.
#[derive(Clone, Debug)]
pub(crate) enum Proposed {
    /// Move an object to a zone; `controller` when it enters the battlefield (default: owner).
    Move {
        obj: ObjectId,
        to: Zone,
        rule: RuleRef,
        controller: Option<PlayerId>,
        face_down: bool,
    },
    /// Put an object on the top (or bottom) of its owner's library (CR 401.2 (mtg-2024-11-08)).
    PutInLibrary {
        obj: ObjectId,
        bottom: bool,
    },
    /// A player puts the top card of their library into their graveyard (CR 701.13a
    /// (mtg-2024-11-08)): one card of a mill.
    Mill(PlayerId),
    /// Move an object to the battlefield with an extra counter on it ("return it with a +1/+1
    /// counter on it": it enters with it, CR 614.1c, 122.6).
    EnterWithCounter {
        obj: ObjectId,
        controller: PlayerId,
        kind: CounterKind,
    },
    /// Put counters on a permanent or a player (CR 122.1).
    PutCounters {
        on: Target,
        kind: CounterKind,
        count: u8,
    },
    /// Remove up to `count` counters from a permanent.
    RemoveCounters {
        obj: ObjectId,
        kind: CounterKind,
        count: u8,
    },
    /// CR 704.5q: the state-based action removing N +1/+1 and N -1/-1 counters, performed
    /// with the other state-based actions of its check (CR 704.3); nothing if the permanent
    /// left in that same event.
    Annihilate {
        obj: ObjectId,
        count: u8,
    },
    /// A token is created on the battlefield; an Aura token `attached_to` a permanent enters
    /// attached to it (a Role, CR 303.7 (mtg-2024-11-08)).
    Create {
        card: CardId,
        controller: PlayerId,
        attached_to: Option<ObjectId>,
    },
    Damage {
        source: ObjectId,
        to: Target,
        amount: u16,
        combat: bool,
    },
    Tap(ObjectId),
    Untap(ObjectId),
    Draw(PlayerId),
    GainLife {
        player: PlayerId,
        amount: u16,
    },
    LoseLife {
        player: PlayerId,
        amount: u16,
    },
    /// Pay life (CR 119.4 (mtg-2024-11-08)): lose it, as a cost; `rule` is the payment's.
    PayLife {
        player: PlayerId,
        amount: u16,
        rule: RuleRef,
    },
    GainControl {
        obj: ObjectId,
        to: PlayerId,
        until: crate::vocab::Duration,
        /// The effect's source, for "for as long as you control [this]" (CR 611.2b).
        source: ObjectId,
    },
    /// An object leaves the game with its owner (CR 800.4a (mtg-2024-11-08)).
    LeaveGame(ObjectId),
    /// Control effects on a permanent end (CR 514.2, 800.4a (mtg-2024-11-08)).
    ControlEnds {
        obj: ObjectId,
        ending: Ending,
    },
    /// `point` false: the point gained by scoring was replaced (CR 614; RB 383.4.c.2.c).
    Score {
        player: PlayerId,
        kind: ScoreKind,
        point: bool,
    },
    /// Attach an Aura or Equipment to a permanent (CR 701.3a (mtg-2024-11-08)).
    Attach {
        obj: ObjectId,
        to: ObjectId,
    },
    /// Unattach it (CR 701.3d (mtg-2024-11-08)), by an effect or a state-based action.
    Unattach {
        obj: ObjectId,
        rule: RuleRef,
    },
}

impl Proposed {
    /// The object a zone change moves, if it is one.
    pub fn object(&self) -> Option<ObjectId> {
        match self {
            Proposed::Move { obj, .. } | Proposed::EnterWithCounter { obj, .. } => Some(*obj),
            _ => None,
        }
    }

    pub fn to_graveyard(obj: ObjectId, rule: RuleRef) -> Proposed {
        Proposed::Move {
            obj,
            to: Zone::Graveyard,
            rule,
            controller: None,
            face_down: false,
        }
    }

    pub fn enter(obj: ObjectId, controller: PlayerId) -> Proposed {
        Proposed::Move {
            obj,
            to: Zone::Battlefield,
            rule: RuleRef::PermanentResolves,
            controller: Some(controller),
            face_down: false,
        }
    }
}

/// Which control effects end on a permanent: the "until end of turn" ones (CR 514.2), or every
/// one giving a player control (CR 800.4a (mtg-2024-11-08): that player left the game).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Ending {
    UntilEndOfTurn,
    GivenTo(PlayerId),
    /// The "for as long as you control [X]" ones whose player no longer controls X (CR 611.2b
    /// (mtg-2024-11-08)).
    Lapsed,
}

/// The zone change of `old`, as it was (`o`), from its zone to `to` with no new object: what a
/// replacement proposes ("exile it instead", a regeneration's would-be destruction) and what a
/// permanent leaving the game or a token ceasing to exist is journaled as (`to` its own zone).
/// Its last known status rides along (CR 603.10a: counters, attachment, pumps, control).
pub(crate) fn zone_change_of(old: ObjectId, o: &crate::state::GameObject, to: Zone) -> Event {
    Event::ZoneChange {
        old,
        new: None,
        card: o.card,
        from: Some(o.zone),
        to,
        controller: o.controller,
        counters: o.counters.clone(),
        attached_to: o.attached_to,
        abilities_lost: o.abilities_lost,
        face_down: o.face_down,
        pump: o.pump,
        owner: o.owner,
    }
}
