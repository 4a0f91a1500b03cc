//! Effects: what a resolving spell or ability does, including the effects that create delayed
//! (CR 603.7) and reflexive (CR 603.12) triggered abilities.

use super::trigger::{DelayedEvent, Filter};
use serde::{Deserialize, Serialize};

/// Players relative to the ability's controller ("you").
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, Default,
)]
#[serde(rename_all = "kebab-case")]
pub enum Who {
    /// Any player (in effects: each player).
    #[default]
    Any,
    /// The ability's controller.
    You,
    /// An opponent of the controller (in effects: each opponent).
    Opponent,
}

/// How a point is scored (RB 464).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ScoreKind {
    /// Taking control of a battlefield not yet scored this turn (RB 464.1).
    Conquer,
    /// Keeping control of a battlefield through your beginning phase (RB 464.2).
    Hold,
}

/// What a targeted effect may target (CR 115).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TargetSpec {
    /// "any target": a creature or a player.
    AnyTarget,
    /// "target [permanent matching filter]".
    Permanent(Filter),
    /// "target player" / "target opponent".
    Player(Who),
}

/// How much: a fixed number, or a number remembered when a reflexive trigger was created.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Amount {
    Fixed(u8),
    /// The power of the creature sacrificed for the reflexive trigger (last known information).
    SacrificedPower,
}

/// What a delayed triggered ability does to the object(s) it refers to (CR 603.7c).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DelayedAction {
    /// Return the exiled card(s) to the battlefield under their owner's control.
    ReturnToBattlefield,
    /// Exile the permanent (if it is still on the battlefield).
    ExileIt,
    /// Return the exiled cards to their owner's hand, then that player draws a card.
    ReturnToHandThenDraw,
    /// The controller gains N life (refers to no object).
    GainLife(u8),
    /// Each opponent of the controller loses N life (refers to no object).
    OpponentsLoseLife(u8),
}

/// An effect of a spell or ability.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Effect {
    /// [who] gains N life.
    GainLife { who: Who, amount: u8 },
    /// [who] loses N life.
    LoseLife { who: Who, amount: u8 },
    /// [who] draws N cards.
    Draw { who: Who, count: u8 },
    /// This source deals N damage to the target.
    DealDamage { to: TargetSpec, amount: Amount },
    /// Destroy the target permanent.
    Destroy(TargetSpec),
    /// Destroy all permanents having any of these card types.
    DestroyAll(Vec<super::CardType>),
    /// Sacrifice this permanent.
    SacrificeThis,
    /// Tap the target permanent.
    Tap(TargetSpec),
    /// Untap the target permanent.
    Untap(TargetSpec),
    /// Create a token, by card name.
    CreateToken(String),
    /// Exile the target permanent; return it at the beginning of the next end step (CR 603.7).
    FlickerUntilEndStep(TargetSpec),
    /// Create a delayed trigger "at the beginning of the next end step, exile this" (CR 603.7c).
    ExileThisAtNextEndStep,
    /// Create a delayed trigger "when this permanent leaves the battlefield, [action]".
    WhenThisLeaves(DelayedAction),
    /// Create a delayed trigger "when this permanent becomes untapped, [action]" (CR 603.7a).
    WhenThisUntaps(DelayedAction),
    /// Create a delayed trigger "whenever a creature dies this turn, [action]" (CR 603.7b).
    WheneverCreatureDiesThisTurn(DelayedAction),
    /// Exile your hand face down; at the beginning of the next end step return those cards to
    /// your hand, then draw a card.
    ExileHandFaceDownUntilEndStep,
    /// Prevent the next N damage that would be dealt to the target this turn (CR 615).
    PreventNextDamage { to: TargetSpec, amount: u8 },
    /// Gain control of the target permanent.
    GainControl(TargetSpec),
    /// "You may sacrifice another [filter]. When you do, [then]" (CR 603.12).
    ReflexiveSacrifice { another: Filter, then: Box<Effect> },
    /// You score a point by Conquer or Hold (RB 464.1, 464.2): the model's stand-in for taking
    /// or keeping a battlefield.
    Score(ScoreKind),
    /// You win the game (CR 104.2b).
    WinGame,
    /// Discard your hand, then draw that many cards.
    DiscardHandDrawThatMany,
    /// Return the object this zone-change trigger refers to from the zone it went to, to the
    /// battlefield under its owner's control (CR 603.6: only if it is still in that zone).
    ReturnItToBattlefield,
    /// Destroy the object this zone-change trigger refers to, if still in the zone it went to (CR 603.6).
    DestroyIt,
    /// Return the object this zone-change trigger refers to, to its owner's hand (CR 603.6).
    ReturnItToHand,
    /// Add N mana to your mana pool.
    AddMana(u8),
    /// Do each effect in order.
    Sequence(Vec<Effect>),
}

impl Effect {
    /// The target this effect asks for, if any (the first, for a sequence).
    pub fn target(&self) -> Option<&TargetSpec> {
        match self {
            Effect::DealDamage { to, .. } | Effect::PreventNextDamage { to, .. } => Some(to),
            Effect::Destroy(t)
            | Effect::Tap(t)
            | Effect::Untap(t)
            | Effect::FlickerUntilEndStep(t)
            | Effect::GainControl(t) => Some(t),
            Effect::Sequence(es) => es.iter().find_map(Effect::target),
            _ => None,
        }
    }

    /// The delayed event this effect creates a delayed trigger for, if any.
    pub fn creates_delayed(&self) -> Option<DelayedEvent> {
        match self {
            Effect::FlickerUntilEndStep(_)
            | Effect::ExileThisAtNextEndStep
            | Effect::ExileHandFaceDownUntilEndStep => Some(DelayedEvent::NextEndStep),
            Effect::WhenThisLeaves(_) => Some(DelayedEvent::ObjectLeaves),
            Effect::WhenThisUntaps(_) => Some(DelayedEvent::ObjectUntaps),
            Effect::WheneverCreatureDiesThisTurn(_) => Some(DelayedEvent::CreatureDiesThisTurn),
            Effect::Sequence(es) => es.iter().find_map(Effect::creates_delayed),
            _ => None,
        }
    }
}
