//! The vocabulary's words without their arguments: one fieldless variant per variant of
//! [`TriggerEvent`], [`Effect`], [`Quantity`], [`Condition`], [`StaticAbility`] and
//! [`DelayedEvent`], plus the modifiers of a triggered ability. Each `of` function is an
//! exhaustive `match` (no `_` arm), so a new vocabulary variant fails to compile until it is
//! given a word here, and then until its row of the decision table (`contexts.rs`) is decided.
//! The words carry the data enums' serde names (`rename_all = "kebab-case"`), which is how
//! errors point at them in a file and how the matrix test lists them.

use super::delayed_event::DelayedEvent;
use super::effect::{DelayedAction, Effect};
use super::quantity::{Condition, Quantity};
use super::statics::StaticAbility;
use super::trigger::{FunctionsFrom, TriggerEvent, TriggeredAbility};
use crate::ids::Zone;
use serde::{Deserialize, Serialize};

/// A trigger event's word ([`TriggerEvent`]), with two refinements that the table decides on
/// their own: "leaves [zone]" out of a hidden zone or the stack, and "when this is put into a
/// graveyard from anywhere" on an ability that doesn't function from the graveyard.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EventWord {
    Enters,
    Dies,
    LeavesBattlefield,
    PutIntoGraveyard,
    DealtDamage,
    DealsDamage,
    BecomesTapped,
    BecomesUntapped,
    BeginningOf,
    SpellCast,
    CardDrawn,
    LifeGained,
    AbilityTriggers,
    Scores,
    Attacks,
    Defends,
    AttacksAlone,
    Blocks,
    BecomesBlocked,
    Unblocked,
    PlayerDealtDamage,
    TappedForMana,
    CountersPut,
    BecomesAttached,
    BecomesTarget,
    TurnedFaceUp,
    Sacrifices,
    LosesLife,
    Activates,
    LeavesZone,
    SpellCountered,
    ControlChanges,
    Discards,
    LosesGame,
    /// `leaves-zone` with `from` = hand, library or stack.
    LeavesHiddenZoneOrStack,
    /// `put-into-graveyard` of `this` on an ability not functioning from the graveyard.
    ThisPutIntoGraveyardUnseen,
}

impl EventWord {
    /// The word of `ta`'s event (with its refinements).
    pub fn of(ta: &TriggeredAbility, e: &TriggerEvent) -> EventWord {
        use EventWord as W;
        match e {
            TriggerEvent::Enters(_) => W::Enters,
            TriggerEvent::Dies(_) => W::Dies,
            TriggerEvent::LeavesBattlefield(_) => W::LeavesBattlefield,
            TriggerEvent::PutIntoGraveyard(s)
                if s.this && ta.functions_from != FunctionsFrom::Graveyard =>
            {
                W::ThisPutIntoGraveyardUnseen
            }
            TriggerEvent::PutIntoGraveyard(_) => W::PutIntoGraveyard,
            TriggerEvent::DealtDamage(_) => W::DealtDamage,
            TriggerEvent::DealsDamage { .. } => W::DealsDamage,
            TriggerEvent::BecomesTapped(_) => W::BecomesTapped,
            TriggerEvent::BecomesUntapped(_) => W::BecomesUntapped,
            TriggerEvent::BeginningOf { .. } => W::BeginningOf,
            TriggerEvent::SpellCast(_) => W::SpellCast,
            TriggerEvent::CardDrawn(_) => W::CardDrawn,
            TriggerEvent::LifeGained(_) => W::LifeGained,
            TriggerEvent::AbilityTriggers(_) => W::AbilityTriggers,
            TriggerEvent::Scores { .. } => W::Scores,
            TriggerEvent::Attacks(_) => W::Attacks,
            TriggerEvent::Defends(_) => W::Defends,
            TriggerEvent::AttacksAlone(_) => W::AttacksAlone,
            TriggerEvent::Blocks(_) => W::Blocks,
            TriggerEvent::BecomesBlocked(_) => W::BecomesBlocked,
            TriggerEvent::Unblocked(_) => W::Unblocked,
            TriggerEvent::PlayerDealtDamage { .. } => W::PlayerDealtDamage,
            TriggerEvent::TappedForMana(_) => W::TappedForMana,
            TriggerEvent::CountersPut { .. } => W::CountersPut,
            TriggerEvent::BecomesAttached { .. } => W::BecomesAttached,
            TriggerEvent::BecomesTarget { .. } => W::BecomesTarget,
            TriggerEvent::TurnedFaceUp(_) => W::TurnedFaceUp,
            TriggerEvent::Sacrifices { .. } => W::Sacrifices,
            TriggerEvent::LosesLife { .. } => W::LosesLife,
            TriggerEvent::Activates(_) => W::Activates,
            TriggerEvent::LeavesZone {
                from: Zone::Hand | Zone::Library | Zone::Stack,
                ..
            } => W::LeavesHiddenZoneOrStack,
            TriggerEvent::LeavesZone { .. } => W::LeavesZone,
            TriggerEvent::SpellCountered(_) => W::SpellCountered,
            TriggerEvent::ControlChanges { .. } => W::ControlChanges,
            TriggerEvent::Discards { .. } => W::Discards,
            TriggerEvent::LosesGame { .. } => W::LosesGame,
        }
    }
}

/// An effect's word ([`Effect`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EffectWord {
    GainLife,
    LoseLife,
    Draw,
    DealDamage,
    Destroy,
    DestroyAll,
    DamageEach,
    PutCounters,
    RemoveCounters,
    Pump,
    SacrificeThis,
    Tap,
    Untap,
    CreateToken,
    FlickerUntilEndStep,
    ExileThisAtNextEndStep,
    WhenThisLeaves,
    WhenThisUntaps,
    WheneverCreatureDiesThisTurn,
    FlickerAll,
    ExileHandFaceDownUntilEndStep,
    PreventNextDamage,
    Regenerate,
    GainControl,
    ReflexiveSacrifice,
    Score,
    WinGame,
    DiscardHandDrawThatMany,
    ReturnItToBattlefield,
    ReturnItToBattlefieldWith,
    DestroyIt,
    ReturnItToHand,
    AddMana,
    Sequence,
    Attach,
    Unattach,
    LoseAllAbilities,
    Counter,
    CopyAbility,
    Delayed,
    TapAll,
    PutInto,
    Mill,
    EachSacrifices,
    Discard,
    AdditionalCombatPhase,
    Fight,
    /// `add-mana` with coloured mana (`"{R}"`): colours are MTG only (pay8).
    AddColoredMana,
    Manifest,
    CreateRole,
}

impl EffectWord {
    pub fn of(e: &Effect) -> EffectWord {
        use EffectWord as W;
        match e {
            Effect::GainLife { .. } => W::GainLife,
            Effect::LoseLife { .. } => W::LoseLife,
            Effect::Draw { .. } => W::Draw,
            Effect::DealDamage { .. } => W::DealDamage,
            Effect::Destroy(_) => W::Destroy,
            Effect::DestroyAll(_) => W::DestroyAll,
            Effect::DamageEach { .. } => W::DamageEach,
            Effect::PutCounters { .. } => W::PutCounters,
            Effect::RemoveCounters { .. } => W::RemoveCounters,
            Effect::Pump { .. } => W::Pump,
            Effect::SacrificeThis => W::SacrificeThis,
            Effect::Tap(_) => W::Tap,
            Effect::Untap(_) => W::Untap,
            Effect::CreateToken(_) => W::CreateToken,
            Effect::FlickerUntilEndStep(_) => W::FlickerUntilEndStep,
            Effect::ExileThisAtNextEndStep => W::ExileThisAtNextEndStep,
            Effect::WhenThisLeaves(_) => W::WhenThisLeaves,
            Effect::WhenThisUntaps(_) => W::WhenThisUntaps,
            Effect::WheneverCreatureDiesThisTurn(_) => W::WheneverCreatureDiesThisTurn,
            Effect::FlickerAll(_) => W::FlickerAll,
            Effect::ExileHandFaceDownUntilEndStep => W::ExileHandFaceDownUntilEndStep,
            Effect::PreventNextDamage { .. } => W::PreventNextDamage,
            Effect::Regenerate(_) => W::Regenerate,
            Effect::GainControl { .. } => W::GainControl,
            Effect::ReflexiveSacrifice { .. } => W::ReflexiveSacrifice,
            Effect::Score(_) => W::Score,
            Effect::WinGame => W::WinGame,
            Effect::DiscardHandDrawThatMany => W::DiscardHandDrawThatMany,
            Effect::ReturnItToBattlefield => W::ReturnItToBattlefield,
            Effect::ReturnItToBattlefieldWith(_) => W::ReturnItToBattlefieldWith,
            Effect::DestroyIt => W::DestroyIt,
            Effect::ReturnItToHand => W::ReturnItToHand,
            Effect::AddMana(m) if m.has_color() => W::AddColoredMana,
            Effect::AddMana(_) => W::AddMana,
            Effect::Sequence(_) => W::Sequence,
            Effect::Attach(_) => W::Attach,
            Effect::Unattach(_) => W::Unattach,
            Effect::LoseAllAbilities { .. } => W::LoseAllAbilities,
            Effect::Counter(_) => W::Counter,
            Effect::CopyAbility { .. } => W::CopyAbility,
            Effect::Delayed { .. } => W::Delayed,
            Effect::TapAll { .. } => W::TapAll,
            Effect::PutInto { .. } => W::PutInto,
            Effect::Mill { .. } => W::Mill,
            Effect::EachSacrifices { .. } => W::EachSacrifices,
            Effect::Discard { .. } => W::Discard,
            Effect::AdditionalCombatPhase => W::AdditionalCombatPhase,
            Effect::Fight { .. } => W::Fight,
            Effect::Manifest { .. } => W::Manifest,
            Effect::CreateRole { .. } => W::CreateRole,
        }
    }

    /// The effects nested in `e`, each with the context it is read in (relative to `e`'s).
    pub fn nested(e: &Effect) -> Vec<(&Effect, Nest)> {
        fn delayed(a: &DelayedAction) -> Option<&Effect> {
            match a {
                DelayedAction::Do(e) => Some(e),
                _ => None,
            }
        }
        match e {
            Effect::Sequence(es) => es.iter().map(|e| (e, Nest::Sequence)).collect(),
            Effect::ReflexiveSacrifice { then, .. } => vec![(&**then, Nest::Reflexive)],
            Effect::Delayed { then: a, .. }
            | Effect::WhenThisLeaves(a)
            | Effect::WhenThisUntaps(a)
            | Effect::WheneverCreatureDiesThisTurn(a) => {
                delayed(a).map(|e| (e, Nest::Delayed)).into_iter().collect()
            }
            _ => Vec::new(),
        }
    }
}

/// How an effect nests inside another.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Nest {
    Sequence,
    Reflexive,
    Delayed,
}

/// A quantity's word ([`Quantity`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum QuantityWord {
    Fixed,
    Count,
    Life,
    CardsInHand,
    PowerOf,
    ToughnessOf,
    CountersOn,
    ThatMuch,
    ThisTurn,
    Sum,
    Difference,
    Times,
    PlayerCounters,
    CreaturesBlocking,
    CreaturesBlockedBy,
    X,
}

impl QuantityWord {
    pub fn of(q: &Quantity) -> QuantityWord {
        use QuantityWord as W;
        match q {
            Quantity::Fixed(_) => W::Fixed,
            Quantity::Count(_) => W::Count,
            Quantity::Life(_) => W::Life,
            Quantity::CardsInHand(_) => W::CardsInHand,
            Quantity::PowerOf(_) => W::PowerOf,
            Quantity::ToughnessOf(_) => W::ToughnessOf,
            Quantity::CountersOn { .. } => W::CountersOn,
            Quantity::ThatMuch => W::ThatMuch,
            Quantity::ThisTurn { .. } => W::ThisTurn,
            Quantity::Sum(_) => W::Sum,
            Quantity::Difference(..) => W::Difference,
            Quantity::Times { .. } => W::Times,
            Quantity::PlayerCounters { .. } => W::PlayerCounters,
            Quantity::CreaturesBlocking(_) => W::CreaturesBlocking,
            Quantity::CreaturesBlockedBy(_) => W::CreaturesBlockedBy,
            Quantity::X => W::X,
        }
    }
}

/// A condition's word ([`Condition`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ConditionWord {
    Compare,
    Exists,
    Source,
    Not,
    All,
    AnyOf,
}

impl ConditionWord {
    pub fn of(c: &Condition) -> ConditionWord {
        use ConditionWord as W;
        match c {
            Condition::Compare { .. } => W::Compare,
            Condition::Exists(_) => W::Exists,
            Condition::Source(_) => W::Source,
            Condition::Not(_) => W::Not,
            Condition::All(_) => W::All,
            Condition::AnyOf(_) => W::AnyOf,
        }
    }

    /// The conditions and quantities directly inside `c`.
    pub fn parts(c: &Condition) -> (Vec<&Condition>, Vec<&Quantity>) {
        match c {
            Condition::Compare { left, right, .. } => (Vec::new(), vec![left, right]),
            Condition::Exists(_) | Condition::Source(_) => (Vec::new(), Vec::new()),
            Condition::Not(c) => (vec![c], Vec::new()),
            Condition::All(cs) | Condition::AnyOf(cs) => (cs.iter().collect(), Vec::new()),
        }
    }
}

/// A static ability's word ([`StaticAbility`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum StaticWord {
    PreventDamageToThis,
    ExileInsteadOfDying,
    EntersWithCounters,
    CreaturesLoseAllAbilities,
    EntersTriggersAdditionalTime,
    EntersTapped,
    OpponentsGainNoPoints,
    SuppressTriggers,
    AdditionalTrigger,
    Grant,
}

impl StaticWord {
    pub fn of(s: &StaticAbility) -> StaticWord {
        use StaticWord as W;
        match s {
            StaticAbility::PreventDamageToThis => W::PreventDamageToThis,
            StaticAbility::ExileInsteadOfDying(_) => W::ExileInsteadOfDying,
            StaticAbility::EntersWithCounters { .. } => W::EntersWithCounters,
            StaticAbility::CreaturesLoseAllAbilities => W::CreaturesLoseAllAbilities,
            StaticAbility::EntersTriggersAdditionalTime => W::EntersTriggersAdditionalTime,
            StaticAbility::EntersTapped => W::EntersTapped,
            StaticAbility::OpponentsGainNoPoints => W::OpponentsGainNoPoints,
            StaticAbility::SuppressTriggers(_) => W::SuppressTriggers,
            StaticAbility::AdditionalTrigger(_) => W::AdditionalTrigger,
            StaticAbility::Grant { .. } => W::Grant,
        }
    }
}

/// A delayed trigger's event word ([`DelayedEvent`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DelayedWord {
    NextEndStep,
    ObjectLeaves,
    ObjectUntaps,
    CreatureDiesThisTurn,
    NextStep,
    ThatDies,
    Resolved,
    SpellCast,
}

impl DelayedWord {
    pub fn of(d: &DelayedEvent) -> DelayedWord {
        use DelayedWord as W;
        match d {
            DelayedEvent::NextEndStep => W::NextEndStep,
            DelayedEvent::ObjectLeaves => W::ObjectLeaves,
            DelayedEvent::ObjectUntaps => W::ObjectUntaps,
            DelayedEvent::CreatureDiesThisTurn => W::CreatureDiesThisTurn,
            DelayedEvent::NextStep { .. } => W::NextStep,
            DelayedEvent::ThatDies => W::ThatDies,
            DelayedEvent::Resolved { .. } => W::Resolved,
            DelayedEvent::SpellCast(_) => W::SpellCast,
        }
    }
}

/// A modifier of a triggered ability ([`TriggeredAbility`]'s fields other than `when` and
/// `effect`), named by its key; `state` is a state trigger (`when = { state = ... }`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ModifierWord {
    State,
    InterveningIf,
    Modes,
    Optional,
    UnlessOpponentPaysLife,
    UnlessPayer,
    OnceEachTurn,
    NthTime,
    FunctionsFrom,
    Mana,
    OneOrMore,
    TriggersOnceEachTurn,
    MayPlayer,
}

impl ModifierWord {
    /// The modifiers `ta` uses (those away from their defaults).
    pub fn of(ta: &TriggeredAbility) -> Vec<ModifierWord> {
        use ModifierWord as W;
        // Destructured, so that a new field fails to compile until it is listed.
        let TriggeredAbility {
            when,
            intervening_if,
            effect: _,
            modes,
            optional,
            unless_opponent_pays_life,
            unless_payer,
            once_each_turn,
            nth_time,
            functions_from,
            mana,
            one_or_more,
            triggers_once_each_turn,
            may_player,
        } = ta;
        let used = [
            (W::State, matches!(when, super::TriggerCondition::State(_))),
            (W::InterveningIf, intervening_if.is_some()),
            (W::Modes, !modes.is_empty()),
            (W::Optional, *optional),
            (
                W::UnlessOpponentPaysLife,
                unless_opponent_pays_life.is_some(),
            ),
            (W::UnlessPayer, *unless_payer != super::Who::Opponent),
            (W::OnceEachTurn, *once_each_turn),
            (W::NthTime, nth_time.is_some()),
            (
                W::FunctionsFrom,
                *functions_from != FunctionsFrom::Battlefield,
            ),
            (W::Mana, *mana),
            (W::OneOrMore, *one_or_more),
            (W::TriggersOnceEachTurn, *triggers_once_each_turn),
            (W::MayPlayer, may_player.is_some()),
        ];
        used.into_iter()
            .filter(|(_, u)| *u)
            .map(|(w, _)| w)
            .collect()
    }
}
