//! Static abilities that matter to triggers: replacement and prevention effects (CR 614, 615),
//! "lose all abilities" (CR 603.6b), "triggers an additional time" (CR 603.2d), and
//! "enters tapped" (CR 603.6d), granting a triggered ability (CR 613.1f).

use super::selector::{CounterKind, Selector};
use serde::{Deserialize, Serialize};

/// A static ability of a permanent on the battlefield.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum StaticAbility {
    /// "Prevent all damage that would be dealt to this permanent" (CR 615).
    PreventDamageToThis,
    /// "If a [selector] would die, exile it instead" (CR 614).
    ExileInsteadOfDying(Selector),
    /// "This permanent enters with N [kind] counters on it" (CR 614.1c: a replacement effect,
    /// not a trigger; CR 122.6: it counts as counters being put on it).
    EntersWithCounters { kind: CounterKind, count: u8 },
    /// "All creatures lose all abilities" (CR 603.6b applies it on entry).
    CreaturesLoseAllAbilities,
    /// "If a permanent entering the battlefield causes a triggered ability of a permanent you
    /// control to trigger, that ability triggers an additional time" (CR 603.2d).
    EntersTriggersAdditionalTime,
    /// "This permanent enters tapped" (CR 603.6d: static, part of the entering event).
    EntersTapped,
    /// "If an opponent would gain a point, they gain no point instead" (a replacement, CR 614;
    /// RB 383.4.c.2.c: the Conquer or Hold still happened).
    OpponentsGainNoPoints,
    /// "[Objects] [event] don't cause abilities [of sources] to trigger" (CR 101.1
    /// (mtg-2024-11-08): the card's text overrides CR 603.2 (mtg-2024-11-08) for that event).
    SuppressTriggers(TriggerCause),
    /// "If [an object] [event] causes a triggered ability of [a source] to trigger, that
    /// ability triggers an additional time" (CR 603.2d (mtg-2024-11-08)): only the abilities
    /// the source has, never delayed or reflexive ones (CR 603.2e (mtg-2024-11-08)).
    AdditionalTrigger(TriggerCause),
    /// "[Selector] have '[triggered ability]'" (CR 613.1f, layer 6: an ability-adding effect):
    /// each permanent the selector picks, judged for this permanent, has the ability while this
    /// is on the battlefield with its abilities (CR 603.2; CR 603.10a looks back for leavers).
    Grant {
        to: Selector,
        ability: Box<super::TriggeredAbility>,
    },
}

/// Which event a trigger-modifying static watches.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum CauseEvent {
    /// An object entering the battlefield (CR 603.6a (mtg-2024-11-08)).
    Enters,
    /// A creature dying: put into a graveyard from the battlefield (CR 700.4 (mtg-2024-11-08)).
    Dies,
}

/// What a trigger-modifying static names: the event, the object it happens to, and the
/// objects whose triggered abilities it changes, both read from the static's controller.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TriggerCause {
    pub event: CauseEvent,
    /// The object the event happens to ("an artifact or creature entering").
    #[serde(default)]
    pub object: Selector,
    /// The objects whose triggered abilities it names ("a permanent you control": a
    /// selector with `zone = "battlefield"`); the default is any ability.
    #[serde(default)]
    pub source: Selector,
}

impl TriggerCause {
    /// Echo Chamber's text: "a permanent entering ... a permanent you control" (CR 110.1).
    pub fn permanent_enters_yours() -> TriggerCause {
        TriggerCause {
            event: CauseEvent::Enters,
            object: Selector::default(),
            source: Selector {
                controller: super::Who::You,
                zone: Some(crate::ids::Zone::Battlefield),
                ..Selector::default()
            },
        }
    }
}

impl StaticAbility {
    /// The additional-trigger static it is, if it is one: the older word
    /// `EntersTriggersAdditionalTime` is Echo Chamber's cause.
    pub fn additional_cause(&self) -> Option<std::borrow::Cow<'_, TriggerCause>> {
        match self {
            StaticAbility::AdditionalTrigger(c) => Some(std::borrow::Cow::Borrowed(c)),
            StaticAbility::EntersTriggersAdditionalTime => Some(std::borrow::Cow::Owned(
                TriggerCause::permanent_enters_yours(),
            )),
            _ => None,
        }
    }
}
