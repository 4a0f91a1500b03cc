//! Rule editions and rule references: which rulebook the engine follows, and how each rule
//! decision is cited in that edition's numbering (numbers drift between editions, and some
//! rules exist in only some editions). What each edition *decides* differently lives in
//! `semantics.rs`.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A rulebook edition. The engine consults it at each decision point; it is a value, not a fork.
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
    schemars::JsonSchema,
)]
pub enum Edition {
    /// MTG Comprehensive Rules of 2008-10-01: triggers in 404/410, state-based *effects* in 420.
    #[serde(rename = "mtg-2008-10-01")]
    Mtg20081001,
    /// MTG Comprehensive Rules of 2024-11-08 (the seed's edition).
    #[serde(rename = "mtg-2024-11-08")]
    Mtg20241108,
    /// MTG Comprehensive Rules of 2026-01-16: same trigger semantics, renumbered 603.2 letters.
    #[serde(rename = "mtg-2026-01-16")]
    Mtg20260116,
    /// Riftbound Core Rules v1.3: triggered abilities in 383, the Chain and Pending Items.
    #[serde(rename = "riftbound-1.3")]
    Riftbound13,
    /// Riftbound Core Rules v1.4 ("Vendetta"): 383 revised ("may" at finalization, N times).
    #[serde(rename = "riftbound-1.4")]
    Riftbound14,
}

/// The game an edition's rules are for; decides the citation prefix (`CR` or `RB`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Game {
    Mtg,
    Riftbound,
}

impl Edition {
    /// Every edition the engine supports, oldest MTG first, then Riftbound.
    pub const ALL: [Edition; 5] = [
        Edition::Mtg20081001,
        Edition::Mtg20241108,
        Edition::Mtg20260116,
        Edition::Riftbound13,
        Edition::Riftbound14,
    ];

    /// The stable identifier used on the command line and in reports.
    pub fn id(self) -> &'static str {
        match self {
            Edition::Mtg20081001 => "mtg-2008-10-01",
            Edition::Mtg20241108 => "mtg-2024-11-08",
            Edition::Mtg20260116 => "mtg-2026-01-16",
            Edition::Riftbound13 => "riftbound-1.3",
            Edition::Riftbound14 => "riftbound-1.4",
        }
    }

    /// Parses an identifier such as `mtg-2024-11-08`.
    pub fn parse(id: &str) -> Option<Edition> {
        Edition::ALL.into_iter().find(|e| e.id() == id)
    }

    /// Which game the edition's rules are for.
    pub fn game(self) -> Game {
        match self {
            Edition::Riftbound13 | Edition::Riftbound14 => Game::Riftbound,
            _ => Game::Mtg,
        }
    }

    /// The rule number of `rule` in this edition's numbering, or `None` where the edition has
    /// no such rule (the engine then follows the edition's general rules, see `semantics.rs`).
    pub fn number(self, rule: RuleRef) -> Option<&'static str> {
        let n = rule.numbers();
        let s = match self {
            Edition::Mtg20081001 => n.mtg2008,
            Edition::Mtg20241108 => n.mtg2024,
            Edition::Mtg20260116 => n.mtg2026,
            Edition::Riftbound13 => n.rb13,
            Edition::Riftbound14 => n.rb14,
        };
        (!s.is_empty()).then_some(s)
    }

    /// A citation as users see it: `CR 603.3b (mtg-2024-11-08)`, `RB 383.3.a (riftbound-1.3)`,
    /// or `no rule in riftbound-1.3 (model: Triggers)` where the edition has none.
    pub fn cite(self, rule: RuleRef) -> String {
        let prefix = match self.game() {
            Game::Mtg => "CR",
            Game::Riftbound => "RB",
        };
        match self.number(rule) {
            Some(n) => format!("{prefix} {n} ({})", self.id()),
            None => format!("no rule in {} (model: {rule:?})", self.id()),
        }
    }
}

impl fmt::Display for Edition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// A rule's number in each edition; `""` where the edition has no such rule.
#[derive(Clone, Copy, Debug)]
pub struct Numbers {
    pub mtg2008: &'static str,
    pub mtg2024: &'static str,
    pub mtg2026: &'static str,
    pub rb13: &'static str,
    pub rb14: &'static str,
}

macro_rules! rule_refs {
    ($($(#[$doc:meta])* $name:ident => $n2024:literal, $n2026:literal, $n2008:literal, $rb13:literal, $rb14:literal;)*) => {
        /// A rule the engine decides by, independent of any edition's numbering. Each journal
        /// entry carries one; `Edition::number` gives its number in a given edition.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        pub enum RuleRef { $($(#[$doc])* $name,)* }

        impl RuleRef {
            /// Every rule reference, in declaration order.
            pub const ALL: &'static [RuleRef] = &[$(RuleRef::$name,)*];

            /// The rule's number in every edition.
            pub fn numbers(self) -> Numbers {
                match self { $(RuleRef::$name => Numbers {
                    mtg2008: $n2008, mtg2024: $n2024, mtg2026: $n2026, rb13: $rb13, rb14: $rb14,
                },)* }
            }
        }
    };
}

// Columns: mtg-2024-11-08, mtg-2026-01-16, mtg-2008-10-01, riftbound-1.3, riftbound-1.4.
rule_refs! {
    /// APNAP order of players.
    ApnapOrder => "101.4", "101.4", "103.4", "303.2.a", "303.2.a";
    /// A loop of mandatory actions draws the game.
    MandatoryLoop => "104.4b", "104.4b", "102.4b", "", "";
    /// Priority passes; all players pass in succession.
    PassPriority => "117.3d", "117.3d", "408.1c", "338.1.c.1", "338.1.b.1";
    /// All players passed: the top object resolves or the step ends.
    AllPassed => "117.4", "117.4", "408.1c", "339.1", "339.1";
    /// SBAs and triggers before a player receives priority.
    BeforePriority => "117.5", "117.5", "408.1b", "335", "334";
    /// Drawing a card.
    Draw => "121.1", "121.1", "423.1", "", "";
    /// Gaining life.
    GainLife => "119.3", "119.3", "215.3", "", "";
    /// Damage dealt.
    DamageDealt => "120.3", "120.3", "212.3g", "417.1.b", "417.1.b";
    /// A zone change makes a new object.
    NewObject => "400.7", "400.7", "217.1c", "110", "124";
    /// An ability triggered by an object's move finds the new object in a public zone.
    FoundAfterItsMove => "400.7e", "400.7e", "217.1c", "", "";
    /// Other parts of an effect find the object it moved to a public zone.
    FoundByTheMovingEffect => "400.7j", "400.7j", "", "", "";
    /// Playing a land.
    PlayLand => "305.1", "305.1", "408.2d", "", "";
    /// Casting a spell.
    CastSpell => "601.2", "601.2", "409.1", "353", "353";
    /// Activating an ability.
    ActivateAbility => "602.2", "602.2", "409.1", "377.3", "377.3";
    /// Step begins: "at the beginning of" triggers.
    BeginningOfStep => "603.2b", "603.2b", "300.5", "315.2.a.1", "315.2.a.1";
    /// Once per occurrence; several occurrences trigger several times.
    OncePerOccurrence => "603.2c", "603.2c", "410.6", "", "";
    /// Additional triggers.
    AdditionalTrigger => "603.2d", "603.2d", "", "", "";
    /// "Becomes" triggers only on the transition.
    BecomesTrigger => "603.2f", "603.2e", "", "", "";
    /// Hidden objects don't trigger.
    HiddenNoTrigger => "603.2g", "603.2f", "410.2a", "385.1", "385.1";
    /// Prevented or replaced events trigger nothing.
    PreventedNoTrigger => "603.2h", "603.2g", "410.7", "", "370.1.a.1";
    /// "Do this only once each turn."
    OnceEachTurn => "603.2i", "603.2h", "", "383.3.f", "383.3.e";
    /// An event or state matches a trigger condition.
    Triggers => "603.2", "603.2", "410.2", "383.2", "383.2";
    /// Triggered abilities go on the stack the next time a player would receive priority.
    PutOnStack => "603.3", "603.3", "404.2", "383.3", "383.3";
    /// Controller of a triggered ability: the source's controller when it triggered.
    TriggerController => "603.3a", "603.3a", "410.2", "188.4.a", "191.4.a";
    /// Two-part APNAP placement.
    ApnapPlacement => "603.3b", "603.3b", "410.3", "383.3.d.1", "383.3.d.1";
    /// The second part of CR 603.3b: abilities that triggered on an ability triggering go on last.
    ApnapPartTwo => "603.3b", "603.3b", "", "", "";
    /// Modal triggered abilities choose modes on placement.
    ModalTrigger => "603.3c", "603.3c", "410.4a", "402.1", "402.2";
    /// No legal target: removed from the stack.
    NoLegalTargets => "603.3d", "603.3d", "410.4", "402.3", "402.4";
    /// Intervening "if".
    InterveningIf => "603.4", "603.4", "410.8", "383.3.e", "383.2.a.1";
    /// "May" and "unless" are chosen on resolution.
    OptionalOnResolution => "603.5", "603.5", "410.5", "", "383.3.a.3";
    /// Zone-change triggers find their object only in the zone it went to.
    ZoneChangeTrigger => "603.6", "603.6", "410.10", "", "";
    /// Enters-the-battlefield abilities see newcomers.
    EntersTrigger => "603.6a", "603.6a", "410.10a", "383.2.c.1", "383.2.c.1";
    /// Continuous effects apply on entry.
    EntersModified => "603.6b", "603.6b", "410.10b", "", "";
    /// Leaves-the-battlefield abilities.
    LeavesTrigger => "603.6c", "603.6c", "410.10c", "", "";
    /// "Enters tapped" is a static ability.
    EntersTapped => "603.6d", "603.6d", "410.10e", "", "";
    /// Delayed triggered abilities.
    DelayedTrigger => "603.7", "603.7", "404.4", "390.2", "390.2";
    /// A delayed trigger exists only once created.
    DelayedCreated => "603.7a", "603.7a", "404.4a", "", "";
    /// A delayed trigger triggers once unless it has a duration.
    DelayedOnce => "603.7b", "603.7b", "404.4b", "", "";
    /// "When you next [event] this turn": triggered once, then gone; unused, gone at cleanup.
    DelayedNextThisTurn => "603.7b", "603.7b", "404.4b", "391", "391";
    /// A delayed trigger's object must still be where expected.
    DelayedObject => "603.7c", "603.7c", "404.4d", "", "";
    /// Delayed trigger created by a spell: controller of the spell.
    DelayedFromSpell => "603.7d", "603.7d", "404.4e", "", "";
    /// Delayed trigger created by an ability: controller of that ability.
    DelayedFromAbility => "603.7e", "603.7e", "404.4e", "", "";
    /// State triggers.
    StateTrigger => "603.8", "603.8", "410.11", "", "";
    /// Look back in time.
    LookBack => "603.10a", "603.10a", "410.10d", "", "";
    /// Reflexive triggers.
    Reflexive => "603.12", "603.12", "", "387", "387";
    /// Resolution checks targets.
    ResolveTargets => "608.2b", "608.2b", "413.2a", "", "";
    /// Resolving a spell or ability.
    Resolve => "608.2", "608.2", "413.2", "340.1", "340.1";
    /// Permanent spells enter on resolution.
    PermanentResolves => "608.3", "608.3", "413.2i", "359.2", "337.2";
    /// Triggered mana abilities resolve immediately.
    TriggeredManaAbility => "605.4a", "605.4a", "411.3", "400.2", "400.2";
    /// Activated mana abilities don't use the stack.
    ActivatedManaAbility => "605.3b", "605.3b", "406.4", "400.2", "400.2";
    /// Replacement effects.
    Replacement => "614.1", "614.1", "419.1", "370.1.a", "370.1.b";
    /// Prevention effects.
    Prevention => "615.1", "615.1", "419.1", "", "437.4";
    /// Destroy.
    Destroy => "701.7a", "701.8a", "501.4a", "", "";
    /// Regeneration: a shield replaces the next destruction this turn (tap, remove damage,
    /// remove from combat). No Riftbound rule.
    Regenerate => "701.15a", "701.19a", "501.5a", "", "";
    /// Fight: each of two creatures deals damage equal to its power to the other. No 2008 or
    /// Riftbound rule.
    Fight => "701.12a", "701.14a", "", "", "";
    /// Fight: a creature gone, no longer a creature or an illegal target: neither fights.
    FightGone => "701.12b", "701.14b", "", "", "";
    /// Fight: a creature fighting itself deals itself twice its power.
    FightItself => "701.12c", "701.14c", "", "", "";
    /// Sacrifice.
    Sacrifice => "701.17a", "701.21a", "501.6a", "", "";
    /// SBA: zero or less life.
    SbaLife => "704.5a", "704.5a", "420.5a", "", "";
    /// SBA: drew from an empty library.
    SbaEmptyLibrary => "704.5b", "704.5b", "420.5g", "", "";
    /// SBA: a token outside the battlefield ceases to exist.
    SbaToken => "704.5d", "704.5d", "420.5f", "", "";
    /// SBA: toughness zero or less.
    SbaToughness => "704.5f", "704.5f", "420.5b", "", "";
    /// SBA: lethal damage.
    SbaLethalDamage => "704.5g", "704.5g", "420.5c", "323.5", "323.5";
    /// Legend rule: same-named legendary permanents of one controller (2008: all of them).
    SbaLegendRule => "704.5j", "704.5j", "420.5e", "", "";
    /// +1/+1 and -1/-1 counters annihilate in pairs.
    SbaCounters => "704.5q", "704.5q", "420.5n", "", "";
    /// All the state-based actions of one check are performed at once, as one event.
    SbaOneEvent => "704.3", "704.3", "420.3", "", "";
    /// Counters put on or removed from a permanent; +1/+1 and -1/-1 counters change P/T.
    Counters => "122.1", "122.1", "200.10", "", "";
    /// A permanent entering with counters has counters put on it.
    EntersWithCounters => "122.6", "122.6", "200.10c", "", "";
    /// "Enters with" is a replacement effect, not a trigger.
    EntersWithReplacement => "614.1c", "614.1c", "419.1c", "", "";
    /// "Until end of turn" effects last as stated.
    UntilEndOfTurn => "611.2a", "611.2a", "418.3a", "", "";
    /// Power and toughness with counters and effects (layer 7c; 2008: layer 6).
    PowerToughness => "613.4c", "613.4c", "418.5a", "", "";
    /// Mana empties between steps.
    ManaEmpties => "500.4", "500.5", "300.3", "317.2.d", "317.2.d";
    /// Untap step.
    UntapStep => "502.3", "502.3", "302.2", "315.1.b", "315.1.b";
    /// Draw step.
    DrawStep => "504.1", "504.1", "304.1", "315.4.b", "315.4.b";
    /// Cleanup removes damage.
    CleanupDamage => "514.2", "514.2", "314.2", "317.2.b", "317.2.b";
    /// Cleanup gets priority only if something happened.
    CleanupPriority => "514.3a", "514.3a", "314.3", "317.2.f", "317.2.f";
    /// One instruction acting on several players or objects acts on them simultaneously
    /// (several amounts of damage from one "deals" instruction: one event).
    SplitDamage => "608.2f", "608.2f", "", "", "";
    /// Winning the game by an effect.
    WinGame => "104.2b", "104.2b", "102.2b", "", "";
    /// An ability resolves although its targets are illegal, ignoring them (Riftbound).
    ResolvesWithIllegalTargets => "", "", "", "359.3.e.1", "359.3.e.1";
    /// "The Nth time": of simultaneous occurrences, the controller picks the one that serves.
    NthTime => "", "", "", "383.1.b", "383.1.b";
    /// Mana burn: unspent mana lost at the end of a phase costs life (2008 only).
    ManaBurn => "", "", "300.3", "", "";
    /// Scoring by Conquer: a point for taking a battlefield (Riftbound).
    Conquer => "", "", "", "464.1", "469.1";
    /// Scoring by Hold: a point for keeping a battlefield (Riftbound).
    Hold => "", "", "", "464.2", "469.2";
    /// Conquer effects trigger even if the point is negated or replaced.
    ConquerTriggersDespiteReplacement => "", "", "", "383.4.c.2.c", "383.4.c.2.c";
    /// Hold effects trigger even if the point is negated or replaced.
    HoldTriggersDespiteReplacement => "", "", "", "383.4.d.2.c", "383.4.d.2.c";
    /// Leaving the zone an ability works from at the same time as its condition is met: no trigger.
    LeftSimultaneously => "", "", "", "383.2.c.2", "383.2.c.2";
    /// A "when I die" (Deathknell) trigger is noted before the card moves to the trash.
    Deathknell => "", "", "", "808.1.d.2", "808.1.d.2";
    /// A "when I die" ability whose kill was replaced triggered, and is removed from the Chain.
    DeathknellKillReplaced => "", "", "", "", "808.1.d.1";
    /// A leading "you may" declined before the ability is on the stack/chain: it never triggered.
    DeclineWhenTriggered => "", "", "", "383.3.a", "383.3.a.2";
    /// Last known information of an object that left its zone.
    LastKnownInformation => "113.7a", "113.7a", "", "", "";
    /// "Unless [a player] does something": that player may; if they don't, the effect happens.
    Unless => "118.12a", "118.12a", "", "", "";
    /// A player who left the game doesn't pay a cost an object asks of them.
    DepartedPlayerCost => "800.4f", "800.4f", "", "", "";
    /// A permanent is a card or token on the battlefield.
    Permanent => "110.1", "110.1", "", "", "";
    /// Summoning sickness: a creature can attack only if controlled since its controller's turn began.
    SummoningSickness => "302.6", "302.6", "212.3f", "", "";
    /// Effects add phases directly after the phase they name; the latest added comes first.
    ExtraPhase => "500.8", "500.8", "300.7", "", "";
    /// The combat phase and its steps.
    CombatPhase => "506.1", "506.1", "306.1", "", "";
    /// A creature that leaves the battlefield or changes controller is removed from combat.
    RemovedFromCombat => "506.4", "506.4", "306.4", "", "";
    /// "Attacks alone": the only creature declared as an attacker.
    AttacksAlone => "506.5", "506.5", "306.5", "", "";
    /// The active player declares attackers.
    DeclareAttackers => "508.1", "508.1", "308.1", "", "";
    /// Attacking causes creatures to become tapped.
    AttackersTap => "508.1f", "508.1f", "308.2c", "", "";
    /// Abilities that trigger on attackers being declared.
    AttackTriggers => "508.1m", "508.1m", "308.3", "383.4.e", "383.4.e";
    /// No attackers: the declare blockers and combat damage steps are skipped.
    NoAttackers => "508.8", "508.8", "308.5", "", "";
    /// Defending players declare blockers.
    DeclareBlockers => "509.1", "509.1", "309.1", "", "";
    /// Abilities that trigger on blockers being declared.
    BlockTriggers => "509.1i", "509.1i", "309.3", "", "";
    /// Combat damage assignments go on the stack as one object (2008 only).
    CombatDamageOnStack => "", "", "310.1", "", "";
    /// Combat damage is dealt all at once.
    CombatDamage => "510.2", "510.2", "310.4", "", "";
    /// A first-strike combat damage step, then one for the rest.
    FirstStrikeStep => "510.4", "510.4", "310.5", "", "";
    /// Creatures are removed from combat as the end of combat step ends.
    EndOfCombat => "511.3", "511.3", "311.2", "", "";
    /// Lifelink: the damage also gains its controller that much life (2008: a triggered
    /// ability, "whenever this permanent deals damage, you gain that much life").
    Lifelink => "702.15b", "702.15b", "502.68a", "", "";
    /// Vigilance: attacking doesn't tap the creature.
    Vigilance => "702.20b", "702.20b", "502.14b", "", "";
    /// SBA: a creature dealt damage by a deathtouch source is destroyed.
    SbaDeathtouch => "704.5h", "704.5h", "", "", "";
    /// Attacking several players; each defending player blocks in APNAP order.
    AttackMultiplePlayers => "802.4", "802.4", "602.4", "", "";
    /// Riftbound: a unit's Standard Move, exhausting it as the cost.
    StandardMove => "", "", "", "144.2", "144.2";
    /// Riftbound: no Standard Move during a showdown or combat.
    NoMoveInShowdown => "", "", "", "144.1.c", "144.1.c";
    /// Riftbound: a unit moving to a battlefield its controller doesn't control applies Contested.
    Contested => "", "", "", "187.3.a.1", "190.3.a.1";
    /// Riftbound: a player with no units at a battlefield loses control of it at the next cleanup.
    LoseControl => "", "", "", "187.4.c", "190.4.c";
    /// Riftbound: a combat is staged where units of two opposing players are present.
    CombatStaged => "", "", "", "323.9", "323.9";
    /// Riftbound: a staged showdown begins in a neutral open state.
    ShowdownBegins => "", "", "", "323.11", "323.12";
    /// Riftbound: a staged combat begins in a neutral open state.
    CombatBegins => "", "", "", "323.13", "323.13";
    /// Riftbound: only Action and Reaction cards and abilities are played in a showdown.
    ShowdownTiming => "", "", "", "308.1.a", "308.1.a";
    /// Riftbound: a showdown ends when all players pass in sequence.
    ShowdownCloses => "", "", "", "347.3.a", "347.2.a";
    /// Riftbound: a non-combat showdown ends with the only player with units there establishing control.
    ShowdownControl => "", "", "", "348.2.a", "348.2.a";
    /// Riftbound: establishing control after a showdown is a Conquer if not yet scored this turn.
    ShowdownConquer => "", "", "", "348.2.a.1", "348.2.a.1";
    /// Riftbound: start of combat effects, before Attacker and Defender are established.
    StartOfCombat => "", "", "", "", "464.2.b";
    /// Riftbound: the Attacker, the Defender and their units' designations.
    EstablishDesignations => "", "", "", "459.2.b", "464.2.c.3";
    /// Riftbound: the Attacker gains Focus.
    AttackerFocus => "", "", "", "459.2.c", "464.2.d";
    /// Riftbound: units arriving at or leaving the combat's battlefield gain or lose designations.
    DesignationCleanup => "", "", "", "323.2.a", "323.2.a";
    /// Riftbound: units away from the combat's battlefield lose their designations.
    DesignationLost => "", "", "", "323.2.c", "323.2.c";
    /// Riftbound: "When I defend" abilities trigger as a unit gains the Defender designation.
    DefendTriggers => "", "", "", "383.4.f", "383.4.f";
    /// Riftbound: attack and defend trigger conditions are checked once per unit per combat.
    OncePerCombat => "", "", "", "383.4.e.2.a", "383.4.e.2.a";
    /// Riftbound: step 1 triggers are placed Attacker first, then non-defenders in turn order, Defender last.
    CombatPlacement => "", "", "", "459.2.d.1", "464.2.e.1";
    /// Riftbound: each player assigns their units' summed Might among the other's units, Attacker first.
    AssignCombatDamage => "", "", "", "460.2.c", "465.2.c";
    /// A creature blocked by several divides its combat damage among them as its controller chooses.
    DamageDivided => "510.1c", "510.1c", "310.2c", "", "";
    /// "Becomes blocked" triggers once per combat, however many creatures block.
    BecomesBlockedOnce => "509.3c", "509.3c", "309.4", "", "";
    /// Trample: lethal damage to every blocker before any damage goes to the player attacked.
    Trample => "702.19b", "702.19b", "502.9b", "", "";
    /// Trample: a blocked attacker whose blockers all left combat damages the player attacked.
    TrampleUnblocked => "702.19d", "702.19d", "502.9c", "", "";
    /// Deathtouch: any nonzero assigned combat damage counts as lethal for the assignment.
    DeathtouchLethal => "702.2c", "702.2c", "", "", "";
    /// Flying and reach: a flyer is blocked only by creatures with flying or reach.
    Flying => "702.9b", "702.9b", "502.4b", "", "";
    /// Menace: blocked by two or more creatures or by none.
    Menace => "702.111b", "702.111b", "", "", "";
    /// A declaration of blockers that disobeys a restriction is illegal.
    BlockRestrictions => "509.1b", "509.1b", "309.2a", "", "";
    /// A creature that can block additional creatures blocks each attacker chosen for it.
    BlockSeveral => "509.1g", "509.1g", "309.2e", "", "";
    /// A creature blocking several divides its combat damage among them as its controller chooses.
    BlockerDamageDivided => "510.1d", "510.1d", "310.2d", "", "";
    /// "Whenever [a creature] blocks" triggers once per combat, however many it blocks.
    BlocksOnce => "509.3a", "509.3a", "410.9a", "", "";
    /// Riftbound: a negative Might counts as 0 when summed for combat damage.
    MightAtLeastZero => "", "", "", "143.2.b", "143.2.b";
    /// Riftbound: lethal damage in full to a unit before the next one.
    LethalInFull => "", "", "", "460.2.c.3", "465.2.c.3";
    /// Riftbound: no more than lethal damage to a unit while others remain.
    NoExcessDamage => "", "", "", "460.2.c.4", "465.2.c.4";
    /// Riftbound: assigned combat damage is dealt simultaneously.
    CombatDamageDealt => "", "", "", "460.2.c.1.a", "465.2.c.1.a";
    /// Riftbound: combat damage has the opposing units as its sources.
    CombatDamageSources => "", "", "", "417.6.c.1", "417.6.c.1";
    /// Riftbound: the combat cleanup heals all units.
    CombatHeal => "", "", "", "461.1.a.1", "466.1.a.1";
    /// Riftbound: the combat cleanup recalls attackers if defenders remain.
    RecallAttackers => "", "", "", "461.1.a.2", "466.1.a.2";
    /// Riftbound: the combat result: won, lost or "No Result".
    CombatResult => "", "", "", "461.3", "466.3";
    /// Riftbound: after combat the player with units remaining establishes control.
    EstablishControl => "", "", "", "461.5", "466.5";
    /// Riftbound: establishing control after combat is a Conquer if not yet scored this turn.
    CombatConquer => "", "", "", "461.5.d", "466.5.d";
    /// Riftbound: a player scores each battlefield at most once per turn.
    ScoreOncePerTurn => "", "", "", "465", "470";
    /// Riftbound: combat ends; designations are removed from all units and players.
    CombatEnds => "", "", "", "461.7.a", "466.7.a";
    /// Face-down permanents have no abilities.
    FaceDown => "708.2", "708.2", "504.2", "", "";
    /// "Whenever one or more ...": one event triggers the ability once, however many occurrences match.
    BatchedTrigger => "603.2c", "603.2c", "410.6", "383.2.c", "383.2.c";
    /// "This ability triggers only once each turn": a printed limit on triggering, per object.
    TriggersOnlyOnceEachTurn => "603.2", "603.2", "410.2", "383.2", "383.2";
    /// Attaching an Aura or Equipment to an object ("becomes attached").
    Attach => "701.3a", "701.3a", "501.2a", "", "";
    /// Unattaching: it stays on the battlefield, attached to nothing.
    Unattach => "701.3d", "701.3d", "501.2d", "", "";
    /// An Aura spell resolves onto the battlefield attached to its target.
    AuraEntersAttached => "608.3c", "608.3c", "212.4d", "", "";
    /// SBA: an Aura attached illegally or to nothing goes to its owner's graveyard.
    SbaAura => "704.5m", "704.5m", "420.5d", "", "";
    /// SBA: an Equipment attached to an illegal permanent becomes unattached.
    SbaEquipment => "704.5n", "704.5n", "420.5k", "", "";
    /// An Aura's leaves ability finds the moved cards; the Aura looks back.
    AuraLooksBack => "603.6e", "603.6e", "410.10f", "", "";
    /// A static ability says an event doesn't cause abilities to trigger: card text overrides
    /// the triggering rule (no edition has a rule of its own for it).
    TriggerSuppressed => "101.1", "101.1", "103.1", "002", "002";
    /// "This turn": what happened since the current turn began, counted per turn.
    TurnHistory => "500.1", "500.1", "300.1", "", "";
    /// Layer 6: an effect removes all of an object's abilities (until end of turn).
    AbilitiesLost => "613.1f", "613.1f", "418.5a", "", "";
    /// Within a layer, effects apply in timestamp order: a grant newer than a removal of all
    /// abilities stays.
    LayerTimestamps => "613.7", "613.7", "418.5a", "", "";
    /// Turning a face-down permanent face up: a special action any time its controller has
    /// priority (2008: any time they could play an instant).
    TurnFaceUp => "116.2b", "116.2b", "502.26d", "", "";
    /// Turned face up: the same permanent, so nothing "enters"; its own "when turned face up"
    /// abilities see the event.
    TurnedFaceUp => "708.8", "708.8", "504.5", "", "";
    /// Manifest: the top card of a library is put onto the battlefield face down, a 2/2
    /// creature with no name, text, subtypes or mana cost (no 2008 or Riftbound rule).
    Manifest => "701.34a", "701.40a", "", "", "";
    /// A manifested permanent is turned face up only if its card is a creature card (an
    /// instant or sorcery card stays face down, 701.34g).
    ManifestTurnUp => "701.34b", "701.40b", "", "", "";
    /// Roles: Aura tokens with the subtype Role; a player's newest Role on a permanent stays
    /// (no 2008 or Riftbound rule).
    Role => "303.7a", "303.7a", "", "", "";
    /// SBA: of one player's Roles on one permanent, all but the newest go to the graveyard.
    SbaRole => "704.5y", "704.5y", "", "", "";
    /// Countering a spell or ability: removed from the stack, it never resolves.
    Counter => "701.5a", "701.6a", "501.3a", "425.1.a", "425.1.a";
    /// Ward: "counter it unless that player pays", that player being the one who controls the
    /// targeting spell or ability (no ward in 2008 or Riftbound).
    Ward => "702.21a", "702.21a", "", "", "";
    /// Copying an ability: the copy is put on the stack, not triggered or activated.
    CopyAbility => "707.10", "707.10", "", "", "";
    /// Paying the total cost while casting or activating (h14c).
    PayCosts => "601.2h", "601.2h", "409.1h", "", "";
    /// Mana abilities activated while casting, before the cost is paid.
    ManaAbilitiesWhileCasting => "601.2g", "601.2g", "409.1g", "", "";
    /// Announcing the value of X for a spell's {X} as it is cast.
    AnnounceX => "601.2b", "601.2b", "409.1b", "", "";
    /// The spell becomes cast (the ability activated); cost triggers wait for priority.
    BecomesCast => "601.2i", "601.2i", "409.1i", "", "";
    /// Paying life is losing that much life, only with enough life.
    PayLife => "119.4", "119.4", "215.4", "", "";
    /// Discarding: hand to graveyard.
    Discard => "701.8a", "701.9a", "", "", "";
    /// A spell's additional cost.
    AdditionalCost => "118.8", "118.8", "409.1f", "", "";
    /// A library is one ordered pile: draws and mills take its top card; cards are put on
    /// its top or bottom.
    LibraryOrder => "401.2", "401.2", "217.2b", "", "";
    /// Milling: cards from the top of a library into its owner's graveyard (no 2008 keyword).
    Mill => "701.13a", "701.17a", "", "", "";
    /// An effect moves an object to its owner's zone: a new object there.
    PutInto => "400.3", "400.3", "217.1a", "", "";
    /// A spell or ability on the stack is no legal target for itself.
    NotItself => "115.5", "115.5", "415.6", "355.9.c", "355.9.c";
    /// "When this spell is countered" looks back in time.
    CounteredLooksBack => "603.10e", "603.10e", "", "", "";
    /// "That player" / "its controller": the player the trigger event named, as it was then.
    EventPlayer => "608.2h", "608.2h", "413.2f", "", "";
    /// An effect puts tokens onto the battlefield; several at once are one event.
    TokensCreated => "111.1", "111.1", "216.1", "177", "180";
    /// Look back in time: an ability that triggers on a player losing control of an object.
    ControlLookBack => "603.10d", "603.10d", "410.10d", "", "";
    /// A delayed trigger made for an ability's Nth resolution this turn is created only once.
    ResolvedTimes => "603.7h", "603.7h", "", "", "";
    /// A zone change "until" an event: a second effect returns the object when it happens.
    ExileUntil => "610.3", "610.3", "", "", "";
    /// The "until" event already happened after the ability triggered: the object doesn't move.
    ExileUntilAlreadyLeft => "610.3b", "610.3b", "", "", "";
    /// An object returned by an "until" effect comes back under its owner's control.
    ExileUntilReturns => "610.3c", "610.3c", "", "", "";
    /// Linked abilities: "the exiled cards" means those exiled by the linked ability.
    LinkedAbilities => "607.2a", "607.2a", "407.2a", "", "";
    /// A player leaves a multiplayer game: what they own leaves, what they control is exiled.
    LeavesGame => "800.4a", "800.4a", "600.4a", "", "";
    /// A departed active player's turn goes on: priority goes to the next player still in it.
    DepartedActivePlayer => "800.4j", "800.4j", "600.4f", "", "";
    /// Combat damage that would be assigned to a departed player isn't assigned.
    NoDamageToDeparted => "800.4e", "800.4e", "", "", "";
    /// The active player announces which player each attacker attacks.
    AttackWhom => "508.1b", "508.1b", "", "", "";
    /// Look back in time: an ability that triggers on a player losing the game.
    LossLooksBack => "603.10f", "603.10f", "", "", "";
    /// The last player left in the game wins.
    LastPlayerWins => "104.2a", "104.2a", "102.2a", "", "";
    /// The player an effect offers a choice to makes it ("that player may").
    ChoosingPlayer => "608.2d", "608.2d", "413.2c", "", "";
    /// Each word "target" is chosen apart: one object once per word, never twice for one.
    TargetWords => "115.3", "115.3", "409.1c", "", "";
    /// Protection: damage from a source with the quality is prevented.
    ProtectionDamage => "702.16e", "702.16e", "502.7e", "", "";
    /// Protection: no target of a spell, or an ability from a source, with the quality.
    ProtectionTarget => "702.16b", "702.16b", "502.7b", "", "";
    /// Protection: not enchanted by an Aura with the quality.
    ProtectionEnchant => "702.16c", "702.16c", "502.7c", "", "";
    /// Protection: not equipped by an Equipment with the quality.
    ProtectionEquip => "702.16d", "702.16d", "502.7d", "", "";
    /// Protection: an attacker isn't blocked by a creature with the quality.
    ProtectionBlock => "702.16f", "702.16f", "502.7f", "", "";
    /// A copy's controller may keep each target or change it to a legal one (h14n).
    CopyNewTargets => "707.10c", "707.10c", "", "", "";
    /// An object's colours come from the coloured symbols of its mana cost (and a colour
    /// indicator). Riftbound's domains are no colours in the model.
    Colors => "202.2", "202.2", "203.2", "", "";
    /// A colour indicator gives an object its colours (no such rule in 2008).
    ColorIndicator => "202.2e", "202.2e", "", "", "";
    /// A "for as long as" duration: it ends when its condition does, and an effect whose
    /// duration is over before it would begin does nothing (Riftbound's text has no such rule).
    AsLongAs => "611.2b", "611.2b", "418.3d", "", "";
    /// An effect putting a card onto the battlefield "under your control": its controller is
    /// the effect's controller, not the card's owner.
    UnderYourControl => "110.2a", "110.2a", "200.6a", "", "";
}
