//! Rule editions and rule references: which rulebook the engine follows, and how each rule
//! decision is cited in that edition's numbering (numbers drift between editions).

use serde::{Deserialize, Serialize};
use std::fmt;

/// A rulebook edition. The engine consults it at each decision point; it is a value, not a fork.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Edition {
    /// MTG Comprehensive Rules of 2024-11-08 (the seed's edition).
    #[serde(rename = "mtg-2024-11-08")]
    Mtg20241108,
    /// MTG Comprehensive Rules of 2026-01-16: same trigger semantics, renumbered 603.2 letters.
    #[serde(rename = "mtg-2026-01-16")]
    Mtg20260116,
}

impl Edition {
    /// Every edition the engine supports, in a stable order.
    pub const ALL: [Edition; 2] = [Edition::Mtg20241108, Edition::Mtg20260116];

    /// The stable identifier used on the command line and in reports.
    pub fn id(self) -> &'static str {
        match self {
            Edition::Mtg20241108 => "mtg-2024-11-08",
            Edition::Mtg20260116 => "mtg-2026-01-16",
        }
    }

    /// Parses an identifier such as `mtg-2024-11-08`.
    pub fn parse(id: &str) -> Option<Edition> {
        Edition::ALL.into_iter().find(|e| e.id() == id)
    }

    /// The rule number of `rule` in this edition's numbering.
    pub fn number(self, rule: RuleRef) -> &'static str {
        let (n2024, n2026) = rule.numbers();
        match self {
            Edition::Mtg20241108 => n2024,
            Edition::Mtg20260116 => n2026,
        }
    }

    /// A citation as users see it: `CR 603.3b (mtg-2024-11-08)`.
    pub fn cite(self, rule: RuleRef) -> String {
        format!("CR {} ({})", self.number(rule), self.id())
    }
}

impl fmt::Display for Edition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

macro_rules! rule_refs {
    ($($(#[$doc:meta])* $name:ident => $n2024:literal, $n2026:literal;)*) => {
        /// A rule the engine decides by, independent of any edition's numbering. Each journal
        /// entry carries one; `Edition::number` gives its number in a given edition.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        pub enum RuleRef { $($(#[$doc])* $name,)* }

        impl RuleRef {
            /// Every rule reference, in declaration order.
            pub const ALL: &'static [RuleRef] = &[$(RuleRef::$name,)*];

            /// (number in mtg-2024-11-08, number in mtg-2026-01-16).
            pub fn numbers(self) -> (&'static str, &'static str) {
                match self { $(RuleRef::$name => ($n2024, $n2026),)* }
            }
        }
    };
}

rule_refs! {
    /// APNAP order of players.
    ApnapOrder => "101.4", "101.4";
    /// A loop of mandatory actions draws the game.
    MandatoryLoop => "104.4b", "104.4b";
    /// Priority passes; all players pass in succession.
    PassPriority => "117.3d", "117.3d";
    /// All players passed: the top object resolves or the step ends.
    AllPassed => "117.4", "117.4";
    /// SBAs and triggers before a player receives priority.
    BeforePriority => "117.5", "117.5";
    /// Drawing a card.
    Draw => "121.1", "121.1";
    /// Gaining life.
    GainLife => "119.3", "119.3";
    /// Damage dealt.
    DamageDealt => "120.3", "120.3";
    /// A zone change makes a new object.
    NewObject => "400.7", "400.7";
    /// Playing a land.
    PlayLand => "305.1", "305.1";
    /// Casting a spell.
    CastSpell => "601.2", "601.2";
    /// Activating an ability.
    ActivateAbility => "602.2", "602.2";
    /// Step begins: "at the beginning of" triggers.
    BeginningOfStep => "603.2b", "603.2b";
    /// Once per occurrence; several occurrences trigger several times.
    OncePerOccurrence => "603.2c", "603.2c";
    /// Additional triggers.
    AdditionalTrigger => "603.2d", "603.2d";
    /// "Becomes" triggers only on the transition.
    BecomesTrigger => "603.2f", "603.2e";
    /// Hidden objects don't trigger.
    HiddenNoTrigger => "603.2g", "603.2f";
    /// Prevented or replaced events trigger nothing.
    PreventedNoTrigger => "603.2h", "603.2g";
    /// "Do this only once each turn."
    OnceEachTurn => "603.2i", "603.2h";
    /// An event or state matches a trigger condition.
    Triggers => "603.2", "603.2";
    /// Triggered abilities go on the stack the next time a player would receive priority.
    PutOnStack => "603.3", "603.3";
    /// Controller of a triggered ability: the source's controller when it triggered.
    TriggerController => "603.3a", "603.3a";
    /// Two-part APNAP placement.
    ApnapPlacement => "603.3b", "603.3b";
    /// Modal triggered abilities choose modes on placement.
    ModalTrigger => "603.3c", "603.3c";
    /// No legal target: removed from the stack.
    NoLegalTargets => "603.3d", "603.3d";
    /// Intervening "if".
    InterveningIf => "603.4", "603.4";
    /// "May" and "unless" are chosen on resolution.
    OptionalOnResolution => "603.5", "603.5";
    /// Zone-change triggers find their object only in the zone it went to.
    ZoneChangeTrigger => "603.6", "603.6";
    /// Enters-the-battlefield abilities see newcomers.
    EntersTrigger => "603.6a", "603.6a";
    /// Continuous effects apply on entry.
    EntersModified => "603.6b", "603.6b";
    /// Leaves-the-battlefield abilities.
    LeavesTrigger => "603.6c", "603.6c";
    /// "Enters tapped" is a static ability.
    EntersTapped => "603.6d", "603.6d";
    /// Delayed triggered abilities.
    DelayedTrigger => "603.7", "603.7";
    /// A delayed trigger exists only once created.
    DelayedCreated => "603.7a", "603.7a";
    /// A delayed trigger triggers once unless it has a duration.
    DelayedOnce => "603.7b", "603.7b";
    /// A delayed trigger's object must still be where expected.
    DelayedObject => "603.7c", "603.7c";
    /// Delayed trigger created by a spell: controller of the spell.
    DelayedFromSpell => "603.7d", "603.7d";
    /// Delayed trigger created by an ability: controller of that ability.
    DelayedFromAbility => "603.7e", "603.7e";
    /// State triggers.
    StateTrigger => "603.8", "603.8";
    /// Look back in time.
    LookBack => "603.10a", "603.10a";
    /// Reflexive triggers.
    Reflexive => "603.12", "603.12";
    /// Resolution checks targets.
    ResolveTargets => "608.2b", "608.2b";
    /// Resolving a spell or ability.
    Resolve => "608.2", "608.2";
    /// Permanent spells enter on resolution.
    PermanentResolves => "608.3", "608.3";
    /// Triggered mana abilities resolve immediately.
    TriggeredManaAbility => "605.4a", "605.4a";
    /// Activated mana abilities don't use the stack.
    ActivatedManaAbility => "605.3b", "605.3b";
    /// Replacement effects.
    Replacement => "614.1", "614.1";
    /// Prevention effects.
    Prevention => "615.1", "615.1";
    /// Destroy.
    Destroy => "701.7a", "701.8a";
    /// Sacrifice.
    Sacrifice => "701.17a", "701.21a";
    /// SBA: zero or less life.
    SbaLife => "704.5a", "704.5a";
    /// SBA: drew from an empty library.
    SbaEmptyLibrary => "704.5b", "704.5b";
    /// SBA: a token outside the battlefield ceases to exist.
    SbaToken => "704.5d", "704.5d";
    /// SBA: toughness zero or less.
    SbaToughness => "704.5f", "704.5f";
    /// SBA: lethal damage.
    SbaLethalDamage => "704.5g", "704.5g";
    /// Mana empties between steps.
    ManaEmpties => "500.4", "500.5";
    /// Untap step.
    UntapStep => "502.3", "502.3";
    /// Draw step.
    DrawStep => "504.1", "504.1";
    /// Cleanup removes damage.
    CleanupDamage => "514.2", "514.2";
    /// Cleanup gets priority only if something happened.
    CleanupPriority => "514.3a", "514.3a";
    /// Winning the game by an effect.
    WinGame => "104.2b", "104.2b";
    /// Face-down permanents have no abilities.
    FaceDown => "708.2", "708.2";
}
