//! Static abilities that matter to triggers: replacement and prevention effects (CR 614, 615),
//! "lose all abilities" (CR 603.6b), "triggers an additional time" (CR 603.2d), and
//! "enters tapped" (CR 603.6d), granting a triggered ability (CR 613.1f).

use super::selector::{CounterKind, Selector};
use serde::{Deserialize, Serialize};

/// A static ability of a permanent on the battlefield.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
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
    /// "[Selector] have '[triggered ability]'" (CR 613.1f, layer 6: an ability-adding effect):
    /// each permanent the selector picks, judged for this permanent, has the ability while this
    /// is on the battlefield with its abilities (CR 603.2; CR 603.10a looks back for leavers).
    Grant {
        to: Selector,
        ability: Box<super::TriggeredAbility>,
    },
}
