//! Objects and zones. An object that changes zones becomes a new object with a new id (CR 400.7).

use crate::ids::{ObjectId, PlayerId, Zone};
use crate::vocab::{CardId, CounterKind};
use serde::{Deserialize, Serialize};

/// One object: a card or token in a zone.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct GameObject {
    pub card: CardId,
    pub owner: PlayerId,
    pub controller: PlayerId,
    pub zone: Zone,
    pub tapped: bool,
    pub damage: u16,
    /// Face down (exiled face down, or a face-down permanent): visible to no one (CR 603.2g, 708.2).
    pub face_down: bool,
    /// "Do this only once each turn" (CR 603.2i): the indexes of this object's abilities whose
    /// action was taken this turn, each with the controller who took it. Kept on the object, so
    /// a new object (CR 400.7) starts with none; cleared as a turn begins.
    pub once_taken: Vec<(u8, PlayerId)>,
    /// "The Nth time" (RB 383.1.b): occurrences this turn of each of this object's abilities'
    /// conditions, by ability index. A new object starts with none; cleared as a turn begins.
    pub nth_seen: Vec<(u8, u8)>,
    /// Counters on it (CR 122), by kind, each with a count of at least 1, sorted by kind.
    pub counters: Vec<(CounterKind, u8)>,
    /// "Gets +N/+N until end of turn" effects on it, summed (CR 611.2c; they end together in
    /// the cleanup step, CR 514.2). Kept on the object: a new object has none (CR 400.7).
    pub pump: (i8, i8),
    /// Not under its controller's control continuously since their most recent turn began: it
    /// can't attack (CR 302.6). Marked only in games with a combat phase.
    #[serde(default)]
    pub sick: bool,
    /// Dealt damage by a source with deathtouch since state-based actions were last checked,
    /// so CR 704.5h destroys it at the next check.
    #[serde(default)]
    pub deathtouched: bool,
    /// Riftbound: where the unit is and its part in combat (RB 144.4 (riftbound-1.4), RB 464.2.c.3 (riftbound-1.4), RB 383.4.e.2.a (riftbound-1.4)).
    #[serde(default)]
    pub unit: super::battlefield::UnitCombat,
    /// "This ability triggers only once each turn": the indexes of this object's abilities with
    /// that limit that triggered this turn. A new object starts with none (CR 400.7); cleared
    /// as a turn begins.
    #[serde(default)]
    pub triggered_once: Vec<u8>,
    /// The object this Aura or Equipment is attached to (CR 301.5a, 303.4b (mtg-2024-11-08)):
    /// "enchanted"/"equipped". Kept on the object: a new object is attached to nothing (CR
    /// 400.7); an id that no longer names a permanent is settled by CR 704.5m/704.5n.
    #[serde(default)]
    pub attached_to: Option<ObjectId>,
    /// It entered the battlefield this turn ("if this entered this turn"): set as it enters
    /// (a new object, CR 400.7 (mtg-2024-11-08)), cleared as a turn begins.
    #[serde(default)]
    pub entered_this_turn: bool,
    /// "Loses all abilities until end of turn" applies to it (CR 613.1f, 611.2a; ended in the
    /// cleanup step, CR 514.2). Kept on the object: a new object has its abilities (CR 400.7).
    #[serde(default)]
    pub abilities_lost: bool,
    /// CR 613.7 (mtg-2024-11-08): its timestamp among the battlefield's layer-6 effects: as a
    /// permanent whose statics grant or remove abilities (CR 613.7a, 613.7d, 613.7e), and, in
    /// `lost_at`, that of the "loses all abilities until end of turn" effect on it (CR
    /// 613.7b). Only the order matters: the values are kept dense from 1 (`rules::timestamps`);
    /// 0 where none is kept (a pool without grants keeps none: no order could matter).
    #[serde(default)]
    pub timestamp: u8,
    /// See `timestamp`.
    #[serde(default)]
    pub lost_at: u8,
    /// In a library, the card's place (CR 401.2 (mtg-2024-11-08): a library is an ordered
    /// pile) relative to the owner's unnamed cards: -1 just above them, -2 above that, ...; 1
    /// just below them, 2 below that. Kept dense (no gaps), so an order has one spelling; 0
    /// outside a library.
    #[serde(default)]
    pub library_pos: i8,
    /// Chosen to be sacrificed by the resolving "each player sacrifices" while later players
    /// choose (CR 101.4 (mtg-2024-11-08)); cleared as the chosen are sacrificed together.
    #[serde(default)]
    pub chosen_to_sacrifice: bool,
    /// The control-changing effects that apply to it (CR 611.2a, 613.1b), oldest first, over
    /// the player who controls it by default; `None` while none applies. Kept on the object: a
    /// new object has none (CR 400.7).
    #[serde(default)]
    pub control: Option<ControlEffects>,
    /// "When this ability has resolved N times this turn" (CR 603.7h (mtg-2024-11-08)): this
    /// object's resolutions this turn of its abilities that make such a delayed trigger, by
    /// ability index. A new object starts with none (CR 400.7); cleared as a turn begins.
    pub resolved: Vec<(u8, u8)>,
    /// It was cast from its owner's hand ("if you cast it from your hand"): set as a spell
    /// moves from the hand to the stack (CR 601.2a (mtg-2024-11-08)), kept by the permanent
    /// that spell becomes (CR 608.3a (mtg-2024-11-08)) and by nothing else: any other object is
    /// new (CR 400.7 (mtg-2024-11-08)). Kept only in games whose cards read the history.
    #[serde(default)]
    pub cast_from_hand: bool,
    /// Chosen to be discarded by the resolving "[who] discards N cards" while the discarding
    /// players choose (CR 701.8b (mtg-2024-11-08)); cleared as the chosen are discarded together.
    #[serde(default)]
    pub chosen_to_discard: bool,
    /// Chosen to be kept by the legend rule (CR 704.5j (mtg-2024-11-08)) while the choices of
    /// the check's other groups are made; CR 704.3 (mtg-2024-11-08): the check's actions are
    /// performed together, and the mark is cleared as they are.
    #[serde(default)]
    pub kept_by_legend_rule: bool,
    /// In exile: the object whose ability exiled it, when that link matters (CR 607.2a
    /// (mtg-2024-11-08): "the cards exiled with this"; CR 610.3 (mtg-2024-11-08): exiled
    /// "until" it leaves). Kept on the object: a card that leaves exile is a new object with no
    /// link (CR 400.7).
    #[serde(default)]
    pub exiled_by: Option<ExileLink>,
    /// Regeneration shields on it (CR 701.15a (mtg-2024-11-08)): each replaces one destruction
    /// this turn. Kept on the object: a permanent that leaves is a new object without them
    /// (CR 400.7); they end at cleanup (CR 514.2).
    #[serde(default)]
    pub regeneration_shields: u8,
}

/// The control-changing effects on a permanent (CR 611.2a (mtg-2024-11-08), 613.1b
/// (mtg-2024-11-08)): the later one wins while both apply; its controller is the newest grant's
/// player, or `default` when no grant is left.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct ControlEffects {
    /// Who controls it by default: the player it entered the battlefield under.
    pub default: PlayerId,
    /// The effects giving a player control, oldest first.
    pub grants: Vec<ControlGrant>,
}

/// One control-changing effect: to whom, and whether it ends in the cleanup step (CR 514.2) or
/// when `to` no longer controls the permanent `as_long_as` (CR 611.2b (mtg-2024-11-08)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct ControlGrant {
    pub to: PlayerId,
    pub until_end_of_turn: bool,
    /// "For as long as you control [this]": the permanent (this object, CR 400.7) `to` must
    /// go on controlling.
    #[serde(default)]
    pub as_long_as: Option<ObjectId>,
}

impl ControlEffects {
    /// The controller these effects give (CR 613.7 (mtg-2024-11-08): the newest wins).
    pub fn controller(&self) -> PlayerId {
        self.grants.last().map_or(self.default, |g| g.to)
    }
}

/// Which object exiled a card, and where it goes back when that object leaves the battlefield.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct ExileLink {
    /// The exiling ability's source, as the object it was (CR 400.7).
    pub by: ObjectId,
    /// The exiler's card (what a mutant keys the link by).
    pub card: crate::vocab::CardId,
    /// `Some(zone)`: exiled "until [by] leaves the battlefield", it returns to `zone` then (CR
    /// 610.3 (mtg-2024-11-08)); `None`: it stays, for a linked ability to find (CR 607.2a).
    pub back_to: Option<Zone>,
}

impl GameObject {
    pub fn new(card: CardId, owner: PlayerId, zone: Zone) -> GameObject {
        GameObject {
            card,
            owner,
            controller: owner,
            zone,
            tapped: false,
            damage: 0,
            face_down: false,
            once_taken: Vec::new(),
            nth_seen: Vec::new(),
            counters: Vec::new(),
            pump: (0, 0),
            sick: false,
            deathtouched: false,
            unit: Default::default(),
            triggered_once: Vec::new(),
            attached_to: None,
            entered_this_turn: false,
            abilities_lost: false,
            timestamp: 0,
            lost_at: 0,
            library_pos: 0,
            chosen_to_sacrifice: false,
            control: None,
            resolved: Vec::new(),
            cast_from_hand: false,
            chosen_to_discard: false,
            kept_by_legend_rule: false,
            exiled_by: None,
            regeneration_shields: 0,
        }
    }

    /// The number of `kind` counters on it.
    pub fn counters_of(&self, kind: CounterKind) -> u8 {
        count_of(&self.counters, kind)
    }

    /// Sets the number of `kind` counters (0 removes the entry), keeping the list sorted.
    pub fn set_counters(&mut self, kind: CounterKind, n: u8) {
        set_count(&mut self.counters, kind, n)
    }

    /// Is the object visible to all players (CR 603.2g)?
    pub fn is_public(&self) -> bool {
        !self.face_down && !self.zone.is_hidden()
    }
}

/// The number of `kind` counters in a sorted counter list (an object's or a player's, CR 122.1).
pub(crate) fn count_of(counters: &[(CounterKind, u8)], kind: CounterKind) -> u8 {
    counters
        .iter()
        .find(|(k, _)| *k == kind)
        .map_or(0, |(_, n)| *n)
}

/// Sets the number of `kind` counters in a sorted counter list (0 removes the entry).
pub(crate) fn set_count(counters: &mut Vec<(CounterKind, u8)>, kind: CounterKind, n: u8) {
    match counters.binary_search_by_key(&kind, |(k, _)| *k) {
        Ok(i) if n == 0 => {
            counters.remove(i);
        }
        Ok(i) => counters[i].1 = n,
        Err(_) if n == 0 => {}
        Err(i) => counters.insert(i, (kind, n)),
    }
}
