//! The journal of one step: every event that occurred, was prevented or replaced, every trigger
//! created with its cause, every placement, resolution and removal, each tagged with the rule
//! that decided it. Properties read the journal; they never call the engine's rules.

use crate::edition::{Edition, RuleRef};
use crate::state::{
    AbilityOrigin, InstanceId, ObjectId, Outcome, PlayerId, Step, Target, TriggerInstance, Zone,
};
use crate::vocab::CardId;
use serde::{Deserialize, Serialize};

/// A game event (typed; never a map of keys to objects).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Event {
    /// An object moved between zones. `new` is the new object (CR 400.7), `None` if it ceased to
    /// exist. `controller` is its controller just before the move (last known information).
    ZoneChange {
        old: ObjectId,
        new: Option<ObjectId>,
        card: CardId,
        from: Option<Zone>,
        to: Zone,
        controller: PlayerId,
        /// The counters it had just before the move (last known information, CR 113.7a);
        /// empty for most moves.
        #[serde(default)]
        counters: Vec<(crate::vocab::CounterKind, u8)>,
        /// What it was attached to just before the move (last known information, CR 113.7a;
        /// an Aura's look-back, CR 603.6e (mtg-2024-11-08)).
        #[serde(default)]
        attached_to: Option<ObjectId>,
        /// It had lost all abilities until end of turn just before the move (last known
        /// information, CR 113.7a; CR 603.10a looks back at the abilities it had).
        #[serde(default)]
        abilities_lost: bool,
        /// It was a face-down permanent just before the move (last known information, CR
        /// 113.7a): it had no abilities then (CR 708.2 (mtg-2024-11-08)) and is revealed as it
        /// moves (CR 708.9 (mtg-2024-11-08)).
        #[serde(default)]
        face_down: bool,
        /// Its "until end of turn" power and toughness changes just before the move (last
        /// known information, CR 113.7a; layer 7c, CR 613.4c); (0, 0) for most moves.
        #[serde(default)]
        pump: (i8, i8),
        /// Its owner (CR 108.3 (mtg-2024-11-08)): the player whose hand, graveyard or library
        /// it goes to (CR 400.3 (mtg-2024-11-08)); "its owner" in a trigger reads it.
        owner: PlayerId,
    },
    /// Damage dealt by `source` (a `card`: last known information if it left, CR 113.7a) to
    /// `to`; `combat` for combat damage (CR 510.2).
    Damage {
        source: ObjectId,
        #[serde(default)]
        card: CardId,
        to: Target,
        amount: u16,
        #[serde(default)]
        combat: bool,
    },
    /// `attacker` was declared as an attacker, attacking `defender` (CR 508.1).
    Attacks {
        attacker: ObjectId,
        defender: PlayerId,
    },
    /// `blocker` was declared as a blocker of `attacker` (CR 509.1).
    Blocks {
        blocker: ObjectId,
        attacker: ObjectId,
    },
    /// Riftbound: `unit` gained the Defender designation for the first time in this combat,
    /// against `attacker` (RB 383.4.f (riftbound-1.4), RB 464.2.c.3 (riftbound-1.4)). A unit gaining the Attacker
    /// designation is an `Attacks` event (RB 383.4.e), `defender` the Defender.
    Defends {
        unit: ObjectId,
        attacker: PlayerId,
    },
    /// No creature was declared as a blocker of `attacker`: it is unblocked (CR 509.1h).
    Unblocked {
        attacker: ObjectId,
    },
    Tapped(ObjectId),
    Untapped(ObjectId),
    Drew(PlayerId),
    LifeGained {
        player: PlayerId,
        amount: u16,
    },
    LifeLost {
        player: PlayerId,
        amount: u16,
        /// The life was paid, as a cost (CR 119.4 (mtg-2024-11-08): paying life is losing it).
        #[serde(default)]
        paid: bool,
    },
    SpellCast {
        player: PlayerId,
        object: ObjectId,
    },
    ControlChanged {
        object: ObjectId,
        from: PlayerId,
        to: PlayerId,
    },
    ManaAdded {
        player: PlayerId,
        amount: crate::vocab::ManaPool,
        tapped: Option<ObjectId>,
    },
    /// A player scored by Conquer or Hold; `point` is false when the point was replaced.
    Scored {
        player: PlayerId,
        kind: crate::vocab::ScoreKind,
        point: bool,
    },
    StepBegan {
        turn: u8,
        step: Step,
        active: PlayerId,
    },
    /// `count` counters of `kind` were put on `on`, a permanent (CR 122.6: also as it entered)
    /// or a player (CR 122.1).
    CountersPut {
        on: crate::state::Target,
        kind: crate::vocab::CounterKind,
        count: u8,
    },
    /// `count` counters of `kind` were removed from `object` (CR 122.8 in 2024-11-08).
    CountersRemoved {
        object: ObjectId,
        kind: crate::vocab::CounterKind,
        count: u8,
    },
    /// `object` gets +power/+toughness until end of turn (CR 611.2, ended at cleanup, 514.2).
    PtChanged {
        object: ObjectId,
        power: i8,
        toughness: i8,
    },
    /// `object` (an Aura or Equipment) became attached to `to` (CR 701.3a (mtg-2024-11-08)).
    Attached {
        object: ObjectId,
        to: ObjectId,
    },
    /// `object` became unattached from `from` (CR 701.3d (mtg-2024-11-08)), by an effect or the
    /// state-based action for Equipment (CR 704.5n (mtg-2024-11-08)).
    Unattached {
        object: ObjectId,
        from: ObjectId,
    },
    /// A permanent became the target of a spell or ability controlled by `by` (CR 115.1,
    /// 601.2c, 602.2b, 603.3d): one occurrence per targeted object (CR 603.2c).
    BecameTarget {
        object: ObjectId,
        by: PlayerId,
        /// The spell (its object) or ability (its id) it became the target of.
        #[serde(default)]
        of: Option<Target>,
    },
    /// `object` lost all its abilities until end of turn (`lost`, CR 613.1f, 611.2a), or got
    /// them back as that effect ended in the cleanup step (CR 514.2).
    AbilitiesChanged {
        object: ObjectId,
        lost: bool,
    },
    /// The face-down permanent `object` was turned face up by `player` (CR 116.2b
    /// (mtg-2024-11-08), CR 708.8 (mtg-2024-11-08)): the same object, no zone change.
    TurnedFaceUp {
        object: ObjectId,
        player: PlayerId,
    },
    /// `player` sacrificed `object` (CR 701.17a (mtg-2024-11-08)): the zone change journaled
    /// just before this entry, seen as a sacrifice; `object` is the permanent as it was.
    Sacrificed {
        object: ObjectId,
        card: CardId,
        player: PlayerId,
    },
    /// `player` activated ability `index` of `source`, its costs paid (CR 602.2b
    /// (mtg-2024-11-08) + CR 601.2i (mtg-2024-11-08); "played" in mtg-2008-10-01, 409.1i).
    AbilityActivated {
        player: PlayerId,
        source: ObjectId,
        index: u8,
    },
    /// The spell `spell` (its object on the stack, gone now) was countered and put into its
    /// owner's graveyard (CR 701.5a (mtg-2024-11-08)); part of the same event as that zone
    /// change. `card` and `controller` as it last existed on the stack (CR 113.7a).
    SpellCountered {
        spell: ObjectId,
        card: CardId,
        controller: PlayerId,
    },
    /// `player` lost the game and left it, the game going on (CR 800.4a (mtg-2024-11-08)):
    /// everything they owned left the game with them, their abilities on the stack ceased to
    /// exist and what they still controlled was exiled.
    LeftGame {
        player: PlayerId,
        /// The permanents the player owned or controlled, as they were just before they left
        /// (last known information, CR 113.7a (mtg-2024-11-08)): what "whenever a player loses
        /// the game" looks back at (CR 603.10f (mtg-2024-11-08)).
        #[serde(default)]
        took: Vec<Departed>,
    },
}

/// A permanent as it was just before a player who owned or controlled it left the game (CR
/// 800.4a (mtg-2024-11-08)): it left the game, was exiled, or went back to another player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Departed {
    pub object: ObjectId,
    pub card: CardId,
    pub controller: PlayerId,
    /// It had lost all abilities until end of turn (CR 613.1f (mtg-2024-11-08)).
    pub abilities_lost: bool,
    /// It was face down: no abilities (CR 708.2 (mtg-2024-11-08)).
    pub face_down: bool,
    /// Its owner.
    pub owner: PlayerId,
    /// The player who controlled it by default, with no control-changing effect (the player it
    /// entered the battlefield under).
    pub default_controller: PlayerId,
}

/// Why a trigger instance left the stack without resolving, or never reached it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RemovalReason {
    /// No legal target or mode when put on the stack (CR 603.3c, 603.3d).
    NoLegalChoice,
    /// Intervening-if false on resolution (CR 603.4).
    InterveningIfFalse,
    /// Every target illegal on resolution (CR 608.2b).
    TargetsIllegal,
    /// Waiting, never placed: a simultaneous instance of the same "the Nth time" ability was
    /// chosen to serve instead (RB 383.1.b).
    NotChosen,
    /// Countered by a spell or ability (CR 701.5a (mtg-2024-11-08)): it never resolves.
    Countered,
    /// A "when I die" ability whose source's kill was replaced: the source never reached the
    /// trash (RB 808.1.d.1 (riftbound-1.4)).
    NotKilled,
}

/// Why an ability whose condition was met did not trigger.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum NotTriggeredReason {
    /// Intervening-if false at trigger time (CR 603.4).
    InterveningIfFalse,
    /// The source was never visible to all players (CR 603.2g).
    Hidden,
    /// The "once each turn" action was already taken (CR 603.2i).
    OnceEachTurnUsed,
    /// A state trigger already waiting or on the stack (CR 603.8).
    StateLatched,
    /// The source left the zone its ability works from in the same event (RB 383.2.c.2).
    LeftSimultaneously,
    /// The event was replaced or prevented (CR 603.2h): a replaced point gained by scoring.
    Replaced,
    /// "This ability triggers only once each turn": this object's ability already triggered
    /// this turn (CR 603.2, 400.7).
    TriggeredThisTurn,
    /// A static says event `cause` (a journal index) doesn't cause this ability to trigger;
    /// `by` is the permanent with the static (CR 101.1 (mtg-2024-11-08)).
    Suppressed { cause: u16, by: ObjectId },
    /// "The Nth time": this occurrence is simultaneous with the one instance `of` triggered
    /// for, and joins it as an alternative its controller may pick to serve (RB 383.1.b).
    AlternativeOccurrence { of: InstanceId },
}

/// What happened.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Happening {
    Event(Event),
    /// `player` declared `count` attacking creatures (CR 508.1) or, `blockers`, blocking ones
    /// (CR 509.1); the attack and block events follow.
    Declared {
        player: PlayerId,
        blockers: bool,
        count: u8,
    },
    /// CR 310.1 (mtg-2008-10-01): combat damage assignments put on the stack as one object
    /// (`resolving` false), or that object beginning to resolve (CR 310.4 (mtg-2008-10-01)).
    CombatDamageOnStack {
        assignments: Vec<crate::state::CombatAssignment>,
        resolving: bool,
    },
    /// The legend rule: `player` chose to keep `kept` (CR 704.5j); the rest of its group goes
    /// to the graveyard in the state-based actions' event that follows.
    LegendKept {
        player: PlayerId,
        kept: ObjectId,
    },
    /// An event that did not happen because a prevention effect stopped it (CR 615).
    Prevented {
        event: Event,
        by: Target,
    },
    /// An event replaced by another (CR 614); the replacement appears as its own `Event`.
    Replaced {
        event: Event,
        with: Event,
        by: ObjectId,
    },
    /// A combat phase was added to the turn directly after the phase `after` (CR 500.8
    /// (mtg-2024-11-08)), or (`begins`) an added combat phase begins, the turn going on as if
    /// `after` had just ended once no more are added.
    CombatPhaseAdded {
        after: crate::state::Phase,
        begins: bool,
    },
    /// A trigger instance came into being.
    Triggered {
        instance: InstanceId,
        origin: AbilityOrigin,
        source: ObjectId,
        controller: PlayerId,
        /// Index in this journal of the event entry that caused it, if any.
        cause: Option<u16>,
        look_back: bool,
        additional: bool,
        state_trigger: bool,
    },
    NotTriggered {
        origin: AbilityOrigin,
        source: ObjectId,
        reason: NotTriggeredReason,
    },
    /// A trigger put on the stack: batch placement order, 603.3b part and the placer's APNAP position.
    PutOnStack {
        instance: InstanceId,
        origin: AbilityOrigin,
        controller: PlayerId,
        placer: PlayerId,
        part_two: bool,
        apnap: u8,
    },
    /// A triggered mana ability resolved without using the stack (CR 605.4a).
    ManaAbilityResolved {
        instance: InstanceId,
    },
    RemovedFromStack {
        instance: InstanceId,
        reason: RemovalReason,
    },
    /// A spell or ability began resolving: the trigger instance as it stood on the stack (its
    /// controller fixed when it triggered), and the controller it resolves for.
    Resolving {
        instance: Option<TriggerInstance>,
        controller: PlayerId,
        /// The targets it was put on the stack with (CR 601.2c, 602.2b, 603.3d).
        #[serde(default)]
        target: crate::state::Targets,
    },
    /// The top object finished resolving.
    Resolved {
        instance: Option<InstanceId>,
    },
    /// A spell whose targets are all illegal is removed without resolving (CR 608.2b).
    SpellFizzled {
        object: ObjectId,
    },
    /// A "may"/"unless" answer given on resolution (CR 603.5).
    /// A resolving spell or ability's target was illegal and is ignored; it resolves anyway (RB
    /// 359.3.e.1; CR 608.2b when some other target is still legal).
    TargetIgnored {
        instance: Option<InstanceId>,
    },
    OptionChosen {
        instance: Option<InstanceId>,
        player: PlayerId,
        yes: bool,
    },
    /// An "unless [a player] pays" that no player could pay as the ability resolved: the player
    /// it names (`player`) has left the game (CR 800.4f (mtg-2024-11-08): that cost is not
    /// paid), or its event named none. Nobody paid, so the effect happens (CR 118.12a).
    UnlessUnpaid {
        instance: InstanceId,
        player: Option<PlayerId>,
    },
    DelayedCreated {
        event: crate::vocab::DelayedEvent,
        controller: PlayerId,
        source: ObjectId,
    },
    DelayedEnded {
        event: crate::vocab::DelayedEvent,
        source: ObjectId,
    },
    /// A "once each turn" instruction was carried out (CR 603.2i).
    OnceEachTurnTaken {
        controller: PlayerId,
        card: CardId,
        index: u8,
    },
    /// An instruction skipped because it was already done this turn (CR 603.2i).
    OnceEachTurnSkipped {
        instance: InstanceId,
    },
    /// An ability or effect still finds the object `old` became by moving, `new` (CR 400.7e,
    /// 400.7j (mtg-2024-11-08)): the entry's rule says which exception of CR 400.7 it is.
    ObjectFound {
        old: ObjectId,
        new: ObjectId,
    },
    /// An ability keeps `object` (of `card`), which has left the battlefield, as it last existed
    /// there, with that power and toughness, "until end of turn" changes and counters included
    /// (CR 113.7a, 608.2h (mtg-2024-11-08)): "that creature" of a leaves-the-battlefield
    /// ability, or the source of an activated ability sacrificed to pay its cost.
    LastKnown {
        object: ObjectId,
        card: CardId,
        power: i16,
        toughness: i16,
    },
    /// A zone-change trigger's object could not be found in the zone it went to (CR 603.6).
    ObjectNotFound {
        instance: Option<InstanceId>,
        object: ObjectId,
    },
    Cast {
        player: PlayerId,
        card: CardId,
        object: ObjectId,
    },
    /// CR 601.2b (mtg-2024-11-08), CR 409.1b (mtg-2008-10-01): `player` announced `x` for the
    /// `{X}` in the spell `object`'s mana cost (CR 107.3a (mtg-2024-11-08)).
    XAnnounced {
        player: PlayerId,
        object: ObjectId,
        x: u16,
    },
    /// CR 601.2h (mtg-2024-11-08): `player` paid `mana` from their pool for the spell `object`'s
    /// mana cost.
    ManaSpent {
        player: PlayerId,
        object: ObjectId,
        mana: crate::vocab::ManaPool,
    },
    Activated {
        player: PlayerId,
        source: ObjectId,
        index: u8,
    },
    PlayedLand {
        player: PlayerId,
        object: ObjectId,
    },
    Passed(PlayerId),
    PriorityGiven(PlayerId),
    GameOver(Outcome),
    /// Riftbound: what the battlefield, a showdown or a combat did (RB 144 (riftbound-1.4), RB 190 (riftbound-1.4), RB 323 (riftbound-1.4), combat 459-466 there).
    Field(FieldHappening),
    /// CR 608.2b: as the top object of the stack resolves, some of its targets are illegal:
    /// every target chosen for it, and the illegal ones. Logged only when it has several targets
    /// and one is illegal.
    TargetsRechecked {
        instance: Option<InstanceId>,
        targets: crate::state::Targets,
        illegal: crate::state::Targets,
    },
    /// A copy of triggered ability `of` was put on the stack as instance `copy`, controlled by
    /// `controller` (CR 707.10 (mtg-2024-11-08)): not triggered, so nothing that watches
    /// abilities triggering sees it.
    AbilityCopied {
        copy: InstanceId,
        of: InstanceId,
        controller: PlayerId,
    },
    /// `object`, a card in exile linked to the object whose ability exiled it, is leaving exile
    /// (logged just before its zone change): the link, last known information the new object
    /// no longer has (CR 607.2a (mtg-2024-11-08), CR 400.7 (mtg-2024-11-08)).
    LeftExileLinked {
        object: ObjectId,
        link: crate::state::ExileLink,
    },
    /// `object`, already without its abilities until end of turn, lost them again: the newer
    /// effect's timestamp replaces the older one's (CR 613.7b (mtg-2024-11-08)), so grants
    /// made since the first loss are removed too. Nothing else changes.
    LossRenewed {
        object: ObjectId,
    },
    /// The targets `player` chose for copy `copy` before it was put on the stack, each the
    /// original's (`original`, as the original has them) or another legal one (CR 707.10c
    /// (mtg-2024-11-08)).
    CopyTargetsChosen {
        copy: InstanceId,
        player: PlayerId,
        original: crate::state::Targets,
        targets: crate::state::Targets,
    },
}

/// What Riftbound's battlefield, a showdown or a combat did (no trigger watches these; the
/// events they cause, attacks, defends, damage and deaths, are `Event`s).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FieldHappening {
    /// `player` made a Standard Move of `unit` to `to`, exhausting it (RB 144).
    Moved {
        player: PlayerId,
        unit: ObjectId,
        to: crate::state::Location,
    },
    /// `player`'s unit applied Contested to the battlefield (RB 190.3.a (riftbound-1.4)).
    Contested { player: PlayerId },
    /// A showdown began, `focus` having Focus (RB 345); with `defender`, a combat showdown and
    /// the combat with it (RB 464.2), `focus` the Attacker.
    ShowdownBegins {
        focus: PlayerId,
        defender: Option<PlayerId>,
    },
    /// `unit` gained `designation` (RB 464.2.c.3 (riftbound-1.4), RB 323.2.a (riftbound-1.4)).
    Designated {
        unit: ObjectId,
        designation: crate::state::Designation,
    },
    /// `unit` lost its designation (RB 323.2.c).
    DesignationLost { unit: ObjectId },
    /// `player` assigned combat damage: (source, recipient, amount) (RB 465.2.c (riftbound-1.4)).
    Assigned {
        player: PlayerId,
        damage: Vec<(ObjectId, ObjectId, u16)>,
    },
    /// Every unit's damage was removed (RB 466.1.a.1 (riftbound-1.4)).
    Healed,
    /// `unit` was recalled to its base (RB 466.1.a.2 (riftbound-1.4)).
    Recalled { unit: ObjectId },
    /// The combat's result: its winner, or none ("No Result", RB 466.3.d (riftbound-1.4)).
    Result { winner: Option<PlayerId> },
    /// `player` established control of the battlefield, which `from` controlled (RB 190.4 (riftbound-1.4),
    /// 466.5, 348.2.a).
    ControlEstablished {
        player: PlayerId,
        from: Option<PlayerId>,
    },
    /// Establishing control is a Conquer for `player`, who had not scored the battlefield this
    /// turn (RB 466.5.d (riftbound-1.4), RB 348.2.a.1 (riftbound-1.4)); the scoring event follows.
    Conquers { player: PlayerId },
    /// `player` lost control of the battlefield (RB 190.4.c (riftbound-1.4), RB 323.6 (riftbound-1.4), RB 466.5.b (riftbound-1.4)).
    ControlLost { player: PlayerId },
    /// The showdown or combat ended; designations were removed (RB 348 (riftbound-1.4), RB 466.7.a (riftbound-1.4)).
    Ended,
}

/// One journal line: what happened and the rule that decided it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct JournalEntry {
    pub rule: RuleRef,
    pub what: Happening,
}

/// Everything one step did, in order.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub struct Journal {
    pub entries: Vec<JournalEntry>,
}

impl Journal {
    /// Appends an entry; its index, or `None` past the 65,536 entries a 16-bit index names
    /// (the engine then cuts the step, `Limit::Count`: entries refer to each other by index).
    pub fn push(&mut self, rule: RuleRef, what: Happening) -> Option<u16> {
        self.entries.push(JournalEntry { rule, what });
        u16::try_from(self.entries.len() - 1).ok()
    }

    pub fn iter(&self) -> impl Iterator<Item = &JournalEntry> {
        self.entries.iter()
    }

    /// Events that occurred in this step.
    pub fn events(&self) -> impl Iterator<Item = &Event> {
        self.entries.iter().filter_map(|e| match &e.what {
            Happening::Event(ev) => Some(ev),
            _ => None,
        })
    }

    /// Citation for entry `i` in `edition`.
    pub fn cite(&self, i: usize, edition: Edition) -> String {
        edition.cite(self.entries[i].rule)
    }
}
