//! Trigger conditions (CR 603.1, 603.2, 603.8): the events and states a triggered ability waits
//! for, who or what they watch, intervening-if conditions, and the modifiers of a triggered ability.

pub use super::delayed_event::DelayedEvent;
use super::effect::Effect;
pub use super::kinds::StepName;
use super::kinds::Who;
use super::quantity::Condition;
use super::selector::{CounterKind, Selector};
use serde::{Deserialize, Serialize};

/// Who or what received damage, for "deals combat damage [to a player]" (CR 510.2).
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize, schemars::JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum Recipient {
    #[default]
    Any,
    Player,
    Creature,
}

/// A trigger event (CR 603.2): something that happens.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum TriggerEvent {
    /// "When/Whenever [selector] enters" (CR 603.6a).
    Enters(Selector),
    /// "Whenever [selector] dies": battlefield to graveyard; looks back (CR 603.10a).
    Dies(Selector),
    /// "Whenever [selector] leaves the battlefield": looks back (CR 603.6c, 603.10a).
    LeavesBattlefield(Selector),
    /// "Whenever [selector] is put into a graveyard from anywhere": never a leaves-the-battlefield
    /// ability, so it does not look back (CR 603.6c).
    PutIntoGraveyard(Selector),
    /// "Whenever [selector] is dealt damage".
    DealtDamage(Selector),
    /// "Whenever [selector] deals [combat] damage [to a player / to a creature]" (CR 120.3,
    /// 510.2): once per recipient of the event (CR 603.2c). The ability refers to the recipient
    /// ("that creature") and to the amount ("that much").
    DealsDamage {
        by: Selector,
        #[serde(default)]
        to: Recipient,
        #[serde(default)]
        combat: bool,
    },
    /// "Whenever [selector] becomes tapped" (CR 603.2f).
    BecomesTapped(Selector),
    /// "Whenever [selector] becomes untapped" (CR 603.2f).
    BecomesUntapped(Selector),
    /// "At the beginning of [whose] [step]" (CR 603.2b).
    BeginningOf { step: StepName, whose: Who },
    /// "Whenever [who] casts a [spell] spell" (CR 601.2i (mtg-2024-11-08)): in a file
    /// `spell-cast = "you"`, or with a selector of the spell, `spell-cast = { who = "you",
    /// spell = { color = "red" } }` ("whenever you cast a red spell").
    SpellCast(CastWatch),
    /// "Whenever [who] draws a card".
    CardDrawn(Who),
    /// "Whenever [who] gains life".
    LifeGained(Who),
    /// "Whenever a triggered ability [of a permanent who controls] triggers": the second part
    /// of CR 603.3b. Does not see abilities that themselves trigger on abilities triggering.
    AbilityTriggers(Who),
    /// "When [who] conquers / holds" (RB 383.4.c, 383.4.d): Conquer and Hold effects.
    Scores {
        kind: super::effect::ScoreKind,
        who: Who,
    },
    /// "Whenever [selector] attacks" (CR 508.1m, 508.3a): once per declared attacker.
    Attacks(Selector),
    /// "When [selector] defends" (Riftbound's Defend Trigger, RB 383.4.f): a unit gains the
    /// Defender designation for the first time in a combat. (In Riftbound, `Attacks` is the
    /// Attack Trigger, RB 383.4.e: a unit gains the Attacker designation.)
    Defends(Selector),
    /// "Whenever [selector] attacks alone": CR 506.5 and 508.1m, it is the only creature
    /// declared as an attacker.
    AttacksAlone(Selector),
    /// "Whenever [selector] blocks" (CR 509.1i, 509.3a).
    Blocks(Selector),
    /// "Whenever [selector] becomes blocked" (CR 509.1i, 509.3c): once per combat however many
    /// creatures block it.
    BecomesBlocked(Selector),
    /// "Whenever [selector] attacks and isn't blocked" (CR 509.1h, 509.1i): as blockers are
    /// declared, for each attacker no creature blocks.
    Unblocked(Selector),
    /// "Whenever [who] is dealt damage" (CR 120.3, combat damage or not); `combat` limits it
    /// to combat damage.
    PlayerDealtDamage {
        who: Who,
        #[serde(default)]
        combat: bool,
    },
    /// "Whenever [who] taps [selector] for mana" (a triggered mana ability when it adds mana, CR 605.1b).
    TappedForMana(Selector),
    /// "Whenever one or more [kind] counters are put on [selector]" (CR 122.6): one event per
    /// object and kind however many counters. "Enters with counters" is no such event (CR 614.1c,
    /// 122.6a... as numbered in each edition): the permanent enters with them. With `player`,
    /// "whenever [who] gets one or more [kind] counters" (CR 122.1: counters on players): it
    /// watches players only, and `on` is unused.
    CountersPut {
        #[serde(default)]
        on: Selector,
        #[serde(default)]
        kind: Option<CounterKind>,
        #[serde(default)]
        player: Option<Who>,
    },
    /// "Whenever [attachment] becomes attached to [to]" (CR 701.3a (mtg-2024-11-08)): an Aura
    /// or Equipment on the battlefield is attached to a permanent it was not attached to. An
    /// Aura entering the battlefield attached is no such event in the model.
    BecomesAttached {
        attachment: Selector,
        #[serde(default)]
        to: Selector,
    },
    /// "Whenever [selector] becomes the target of a spell or ability [who controls]" (ward's
    /// event, CR 702.21a): as a spell is cast or an ability is put on the stack with its targets
    /// (CR 601.2c, 602.2b, 603.3d), once per targeted object (CR 603.2c).
    BecomesTarget {
        of: Selector,
        #[serde(default)]
        by: Who,
    },
    /// "When [selector] is turned face up" (CR 708.8 (mtg-2024-11-08)): a face-down permanent
    /// becomes face up; being the same permanent, it does not enter the battlefield. Judged
    /// after the event, so the permanent's own face-up ability sees it.
    TurnedFaceUp(Selector),
    /// "Whenever [who] sacrifices [selector]" (CR 701.17a (mtg-2024-11-08)): a permanent is
    /// sacrificed, by paying a cost or by an effect; a leaves-the-battlefield ability, so it is
    /// judged as the permanent was (CR 603.10a (mtg-2024-11-08)).
    Sacrifices {
        #[serde(default)]
        who: Who,
        #[serde(default)]
        what: Selector,
    },
    /// "Whenever [who] loses life"; with `paid`, "whenever [who] pays life": only life paid as
    /// a cost (CR 119.4 (mtg-2024-11-08): paying life is losing life, so both see a payment).
    LosesLife {
        #[serde(default)]
        who: Who,
        #[serde(default)]
        paid: bool,
    },
    /// "Whenever [who] activates an ability" (CR 602.2 (mtg-2024-11-08); "plays an ability"
    /// in mtg-2008-10-01, 409.1i): as the ability becomes activated, its costs paid, mana
    /// abilities included.
    Activates(Who),
    /// "Whenever [of] leaves [from]": a zone change out of `from` ("whenever a creature card
    /// leaves your graveyard": `of` with `owner = you`). Leaving a graveyard looks back (CR
    /// 603.10a (mtg-2024-11-08)); 2008's look-back list (CR 410.10d (mtg-2008-10-01)) lacks it.
    /// From the battlefield, it is `leaves-battlefield`. With `to` = hand or library, "whenever
    /// [of] is put into [a hand / a library] from [from]": a public object put into a hand or
    /// library looks back in time (CR 603.10a (mtg-2024-11-08); CR 410.10d (mtg-2008-10-01),
    /// from a public zone), so a watcher that leaves in the same event still sees it.
    LeavesZone {
        from: crate::ids::Zone,
        of: Selector,
        #[serde(default)]
        to: Option<crate::ids::Zone>,
    },
    /// "When [selector] spell is countered" (CR 701.5a (mtg-2024-11-08)): a spell on the
    /// stack is countered and put into its owner's graveyard. The spell is judged as it last
    /// existed on the stack. `this` with `functions_from = "stack"` is "when this spell is
    /// countered": CR 603.10e (mtg-2024-11-08) looks back in time, so it triggers from the
    /// graveyard; editions without that rule (2008, Riftbound) judge after the event, when the
    /// card's abilities no longer function (CR 402.8 (mtg-2008-10-01)).
    SpellCountered(Selector),
    /// "When [who] loses control of [of]" (`side` lost: "whenever a creature you control
    /// becomes controlled by another player") or "whenever [who] gains control of [of]": a
    /// control change, never a zone change (the permanent stays the same object). Losing control
    /// looks back in time (CR 603.10d (mtg-2024-11-08)): `of` is judged as the permanent was
    /// just before the change, and the ability triggers for the player who lost control. So
    /// does an opponent gaining control (`side` gained, `who` opponent) under mtg-2026-01-16
    /// only (CR 603.10d (mtg-2026-01-16)); other editions judge it after the change, where the
    /// gainer controls the permanent (`rules::look_back`).
    ControlChanges {
        of: Selector,
        #[serde(default)]
        side: ControlSide,
        #[serde(default)]
        who: Who,
    },
    /// "Whenever [who] discards [what]" (CR 701.8a (mtg-2024-11-08)): a card moves from its
    /// owner's hand to their graveyard, by an effect or as a cost; once per card (CR 603.2c
    /// (mtg-2024-11-08)). `what` is judged as the card was in the hand.
    Discards {
        #[serde(default)]
        who: Who,
        #[serde(default)]
        what: Selector,
    },
    /// "Whenever [who] loses the game" (`who`: `any` player, `opponent`, `you`): in a game of
    /// three or more the loser leaves the game and the game goes on (CR 800.4 (mtg-2024-11-08)).
    /// It looks back in time (CR 603.10f (mtg-2024-11-08)): abilities of objects that left the
    /// game with the loser are seen as they were just before; 2008 has no such rule and judges
    /// it after the event (CR 410.10d (mtg-2008-10-01) lists no loss).
    LosesGame {
        #[serde(default)]
        who: Who,
    },
}

/// Which side of a control change a [`TriggerEvent::ControlChanges`] watches.
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Serialize,
    Deserialize,
    Default,
    schemars::JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum ControlSide {
    /// The player who controlled the permanent before the change ("loses control").
    #[default]
    Lost,
    /// The player who controls it after the change ("gains control").
    Gained,
}

impl TriggerEvent {
    /// "Whenever [by] deals damage": any recipient, combat damage or not.
    pub fn deals_damage(by: Selector) -> TriggerEvent {
        TriggerEvent::DealsDamage {
            by,
            to: Recipient::Any,
            combat: false,
        }
    }

    /// Does the event name a player that "that player" can read (CR 608.2h (mtg-2024-11-08)):
    /// the event's player, or the controller of its object (for "becomes the target", the
    /// controller of the targeting spell or ability, ward's payer, CR 702.21a (mtg-2024-11-08))?
    /// The engine records it as the ability triggers (`rules::event_owner::event_player`);
    /// the events here are those it records a player for.
    pub fn names_player(&self) -> bool {
        use TriggerEvent as E;
        match self {
            E::Enters(_)
            | E::Dies(_)
            | E::LeavesBattlefield(_)
            | E::PutIntoGraveyard(_)
            | E::LeavesZone { .. }
            | E::Discards { .. }
            | E::DealtDamage(_)
            | E::DealsDamage { .. }
            | E::PlayerDealtDamage { .. }
            | E::BecomesTapped(_)
            | E::BecomesUntapped(_)
            | E::TappedForMana(_)
            | E::Attacks(_)
            | E::AttacksAlone(_)
            | E::BeginningOf { .. }
            | E::SpellCast(_)
            | E::CardDrawn(_)
            | E::LifeGained(_)
            | E::LosesLife { .. }
            | E::Scores { .. }
            | E::ControlChanges { .. }
            | E::BecomesTarget { .. }
            | E::Sacrifices { .. }
            | E::LosesGame { .. } => true,
            E::AbilityTriggers(_)
            | E::Defends(_)
            | E::Blocks(_)
            | E::BecomesBlocked(_)
            | E::Unblocked(_)
            | E::CountersPut { .. }
            | E::BecomesAttached { .. }
            | E::TurnedFaceUp(_)
            | E::Activates(_)
            | E::SpellCountered(_) => false,
        }
    }

    /// The selector of the objects the event watches, if it watches objects.
    pub fn selector(&self) -> Option<&Selector> {
        match self {
            TriggerEvent::Enters(s)
            | TriggerEvent::Dies(s)
            | TriggerEvent::LeavesBattlefield(s)
            | TriggerEvent::PutIntoGraveyard(s)
            | TriggerEvent::DealtDamage(s)
            | TriggerEvent::BecomesTapped(s)
            | TriggerEvent::BecomesUntapped(s)
            | TriggerEvent::TappedForMana(s)
            | TriggerEvent::Attacks(s)
            | TriggerEvent::Defends(s)
            | TriggerEvent::AttacksAlone(s)
            | TriggerEvent::Blocks(s)
            | TriggerEvent::BecomesBlocked(s)
            | TriggerEvent::Unblocked(s)
            | TriggerEvent::DealsDamage { by: s, .. }
            | TriggerEvent::CountersPut { on: s, .. }
            | TriggerEvent::BecomesAttached { attachment: s, .. }
            | TriggerEvent::BecomesTarget { of: s, .. }
            | TriggerEvent::TurnedFaceUp(s)
            | TriggerEvent::Sacrifices { what: s, .. }
            | TriggerEvent::LeavesZone { of: s, .. }
            | TriggerEvent::SpellCountered(s)
            | TriggerEvent::ControlChanges { of: s, .. }
            | TriggerEvent::Discards { what: s, .. }
            | TriggerEvent::SpellCast(CastWatch { spell: s, .. }) => Some(s),
            TriggerEvent::BeginningOf { .. }
            | TriggerEvent::CardDrawn(_)
            | TriggerEvent::LifeGained(_)
            | TriggerEvent::AbilityTriggers(_)
            | TriggerEvent::PlayerDealtDamage { .. }
            | TriggerEvent::Scores { .. }
            | TriggerEvent::LosesLife { .. }
            | TriggerEvent::LosesGame { .. }
            | TriggerEvent::Activates(_) => None,
        }
    }
}

pub use super::cast_watch::CastWatch;

/// What a triggered ability waits for: an event, or a state (CR 603.8).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum TriggerCondition {
    Event(TriggerEvent),
    State(Condition),
}

/// A printed triggered ability: "[When/Whenever/At] [condition], [if ...], [effect]".
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TriggeredAbility {
    pub when: TriggerCondition,
    /// Intervening "if" (CR 603.4).
    #[serde(default)]
    pub intervening_if: Option<Condition>,
    /// The effect; a modal ability lists one effect per mode (CR 603.3c).
    pub effect: Effect,
    /// Modes: if non-empty, the controller picks one of these on placement and `effect` is unused.
    #[serde(default)]
    pub modes: Vec<Effect>,
    /// "You may ..." (CR 603.5): chosen on resolution.
    #[serde(default)]
    pub optional: bool,
    /// "... unless [an opponent] pays N life" (CR 603.5): chosen on resolution by that player.
    #[serde(default)]
    pub unless_opponent_pays_life: Option<u8>,
    /// Who may pay for "unless" (CR 118.12a): `opponent` (default: "an opponent", each opponent
    /// in turn), `any` ("any player", every player in turn order from the active player, the
    /// controller included), `you`, or `that` ("that player", the player the event names).
    #[serde(default = "unless_payer_default")]
    pub unless_payer: super::effect::Who,
    /// "Do this only once each turn" (CR 603.2i).
    #[serde(default)]
    pub once_each_turn: bool,
    /// "The Nth time [event] each turn" (RB 383.1.b): triggers only on the Nth occurrence; of
    /// several simultaneous ones, the controller picks the one that serves.
    #[serde(default)]
    pub nth_time: Option<u8>,
    /// The zone the ability functions from (default: battlefield). Abilities of cards in a hidden
    /// zone see events but don't trigger (CR 603.2g).
    #[serde(default)]
    pub functions_from: FunctionsFrom,
    /// A triggered mana ability (CR 605.1b): resolves at once, never uses the stack.
    #[serde(default)]
    pub mana: bool,
    /// "Whenever one or more [selector] [event]": triggers once per event however many of its
    /// occurrences match (CR 603.2c: one event); "it"/"those" are every matching object and
    /// `"that-much"` is how many matched.
    #[serde(default)]
    pub one_or_more: bool,
    /// "This ability triggers only once each turn": once it has triggered, this object's
    /// ability doesn't trigger again that turn; a new object is fresh (CR 400.7).
    #[serde(default)]
    pub triggers_once_each_turn: bool,
    /// Who answers the "may" of an `optional` ability: `None` for "you may"; `that` for "that
    /// player may", `owner` for "its owner may" (CR 608.2d (mtg-2024-11-08): the player the
    /// effect offers the choice to makes it).
    #[serde(default)]
    pub may_player: Option<Who>,
}

fn unless_payer_default() -> super::effect::Who {
    super::effect::Who::Opponent
}

/// Where a printed triggered ability functions.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default, schemars::JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum FunctionsFrom {
    #[default]
    Battlefield,
    Hand,
    Graveyard,
    Exile,
    /// On the stack, as a spell (CR 113.6 (mtg-2024-11-08)): "when this spell is countered".
    Stack,
}

impl TriggeredAbility {
    /// Does the ability read its event's amount ("that much"), in its intervening "if", its
    /// effect or a mode?
    pub fn reads_that_much(&self) -> bool {
        let mut found = false;
        let mut look =
            |q: &super::Quantity| q.walk(&mut |x| found |= *x == super::Quantity::ThatMuch);
        if let Some(c) = &self.intervening_if {
            c.quantities().for_each(&mut look);
        }
        self.effect.quantities(&mut look);
        self.modes.iter().for_each(|m| m.quantities(&mut look));
        found
    }

    /// Does the ability read the turn's history: its trigger condition (a state, or an event
    /// whose selector asks "entered this turn" or "cast from your hand"), its intervening "if",
    /// or an effect of it?
    pub fn reads_history(&self) -> bool {
        let when = match &self.when {
            TriggerCondition::State(c) => c.reads_history(),
            TriggerCondition::Event(ev) => ev.selector().is_some_and(|s| {
                let mut found = false;
                s.walk(&mut |x| found |= x.entered_this_turn || x.cast_from_hand);
                found
            }),
        };
        when || self
            .intervening_if
            .as_ref()
            .is_some_and(Condition::reads_history)
            || self.effect.reads_history()
            || self.modes.iter().any(Effect::reads_history)
    }

    /// A mandatory event trigger with no modifiers.
    pub fn on(event: TriggerEvent, effect: Effect) -> TriggeredAbility {
        TriggeredAbility {
            when: TriggerCondition::Event(event),
            intervening_if: None,
            effect,
            modes: Vec::new(),
            optional: false,
            unless_opponent_pays_life: None,
            unless_payer: super::effect::Who::Opponent,
            once_each_turn: false,
            nth_time: None,
            functions_from: FunctionsFrom::Battlefield,
            mana: false,
            one_or_more: false,
            triggers_once_each_turn: false,
            may_player: None,
        }
    }

    /// A state trigger (CR 603.8).
    pub fn on_state(condition: Condition, effect: Effect) -> TriggeredAbility {
        TriggeredAbility {
            when: TriggerCondition::State(condition),
            ..TriggeredAbility::on(TriggerEvent::SpellCast(CastWatch::by(Who::You)), effect)
        }
    }

    /// Is this the second part of CR 603.3b (triggers on another ability triggering)?
    pub fn is_part_two(&self) -> bool {
        matches!(
            self.when,
            TriggerCondition::Event(TriggerEvent::AbilityTriggers(_))
        )
    }

    /// Is this a "when this leaves the battlefield / dies" ability about its own object?
    pub fn about_itself(&self) -> bool {
        matches!(
            &self.when,
            TriggerCondition::Event(
                TriggerEvent::Dies(s) | TriggerEvent::LeavesBattlefield(s)
            ) if s.this
        )
    }

    /// Is this "when this dies" (Riftbound's Deathknell, "when I die": RB 808.1.c)?
    pub fn about_own_death(&self) -> bool {
        matches!(&self.when, TriggerCondition::Event(TriggerEvent::Dies(s)) if s.this)
    }

    /// Does this ability look back in time (CR 603.10a)?
    pub fn looks_back(&self) -> bool {
        matches!(
            self.when,
            TriggerCondition::Event(
                TriggerEvent::Dies(_)
                    | TriggerEvent::LeavesBattlefield(_)
                    | TriggerEvent::Sacrifices { .. }
                    | TriggerEvent::LeavesZone { .. }
                    | TriggerEvent::ControlChanges {
                        side: ControlSide::Lost,
                        ..
                    }
                    | TriggerEvent::LosesGame { .. }
            )
        )
    }
}
