//! The events a delayed triggered ability waits for (CR 603.7 (mtg-2024-11-08);
//! CR 404.4 (mtg-2008-10-01)): a step beginning, an object it refers to leaving or dying, a
//! spell cast. Built from the small words of `kinds` and the cast trigger's [`CastWatch`].

use super::cast_watch::CastWatch;
use super::kinds::{StepName, Who};
use serde::{Deserialize, Serialize};

/// The event a delayed triggered ability waits for (CR 603.7).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum DelayedEvent {
    /// "At the beginning of the next end step".
    NextEndStep,
    /// "When [that object] leaves the battlefield".
    ObjectLeaves,
    /// "When [that object] becomes untapped".
    ObjectUntaps,
    /// "Whenever a creature dies this turn" (has a duration: CR 603.7b).
    CreatureDiesThisTurn,
    /// "At the beginning of the next [step]" (`whose = any`: the next such step of any turn,
    /// the next turn's upkeep when made after this turn's) or "of your next turn" (`you`: the
    /// first such step of a turn its controller is the active player in; `opponent`: of an
    /// opponent's turn), CR 603.7b: the next time it occurs after the delayed trigger exists.
    NextStep {
        step: StepName,
        #[serde(default)]
        whose: Who,
    },
    /// "When that creature dies": the object(s) it refers to going from the battlefield to a
    /// graveyard, and no other (CR 603.7c).
    ThatDies,
    /// "When this ability has resolved N times this turn" (CR 603.7h (mtg-2024-11-08)): made
    /// by an activated or triggered ability, created only once, during that ability's Nth
    /// resolution this turn, and triggering as that resolution ends. MTG 2024 and later only.
    Resolved { times: u8 },
    /// "When [who] next casts a [spell] spell" (`spell-cast = { who = "you", spell = { ... } }`,
    /// the cast trigger's own words): the spell cast, as it is on the stack (CR 601.2i
    /// (mtg-2024-11-08)). With `lasts = "once-this-turn"`: "when you next cast ... this turn"
    /// (CR 603.7b (mtg-2024-11-08)). Boxed: every instance of a delayed trigger on the stack
    /// carries its event, and a selector is large.
    SpellCast(Box<CastWatch>),
}
