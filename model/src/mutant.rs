//! Mutants: deliberately wrong variants of single rule decisions, each modelled on a real engine
//! bug class. The engine consults `Rules::mutant` at the decision point each one replaces; the
//! property suite must kill every one of them with a counterexample.

use serde::{Deserialize, Serialize};

macro_rules! mutants {
    ($($name:ident => $id:literal, $desc:literal;)*) => {
        /// A deliberately wrong rule decision.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        pub enum Mutant { $(#[doc = $desc] #[serde(rename = $id)] $name,)* }

        impl Mutant {
            /// Every mutant, in catalogue order.
            pub const ALL: &'static [Mutant] = &[$(Mutant::$name,)*];

            /// Stable kebab-case name.
            pub fn name(self) -> &'static str {
                match self { $(Mutant::$name => $id,)* }
            }

            /// What the mutant gets wrong, in one line.
            pub fn describe(self) -> &'static str {
                match self { $(Mutant::$name => $desc,)* }
            }
        }
    };
}

mutants! {
    ApTriggersOnTop => "ap-triggers-on-top",
        "The active player's triggers go on the stack last, so they resolve first (CR 603.3b reversed).";
    NapPlayersLumped => "nap-players-lumped",
        "All non-active players' triggers are ordered as one group by the first of them (CR 603.3b, 101.4).";
    StateTriggerRetriggers => "state-trigger-retriggers",
        "A state trigger triggers again while an instance is waiting or on the stack (CR 603.8).";
    StateLatchPerSource => "state-latch-per-source",
        "The state-trigger latch is kept per source object, not per ability (CR 603.8).";
    NoLookBack => "no-look-back",
        "Leaves-the-battlefield abilities use the state after the event, not before (CR 603.10a).";
    BecomesOnEtb => "becomes-on-etb",
        "A permanent entering tapped counts as becoming tapped (CR 603.2f).";
    PreventedDamageTriggers => "prevented-damage-triggers",
        "Fully prevented damage still triggers \"is dealt damage\" abilities (CR 603.2h).";
    DelayedFiresTwice => "delayed-fires-twice",
        "A delayed trigger without a duration stays after triggering (CR 603.7b).";
    DelayedIgnoresDuration => "delayed-ignores-duration",
        "A delayed trigger with a duration (\"this turn\") ends after triggering once (CR 603.7b).";
    InterveningIfCheckedOnce => "intervening-if-checked-once",
        "The intervening-if condition is not checked again on resolution (CR 603.4).";
    InterveningIfAtResolutionOnly => "intervening-if-at-resolution-only",
        "The intervening-if condition is checked only on resolution, not when triggering (CR 603.4).";
    ControllerAtResolution => "controller-at-resolution",
        "A trigger's controller is taken when it resolves, not when it triggered (CR 603.3a).";
    MayDecidedAtTrigger => "may-decided-at-trigger",
        "\"May\" is decided when the ability triggers, and a declined one never reaches the stack (CR 603.5).";
    ReflexiveWithoutAction => "reflexive-without-action",
        "A reflexive trigger triggers even when its action was not taken (CR 603.12).";
    OneTriggerPerEvent => "one-trigger-per-event",
        "An event with several occurrences triggers an ability only once (CR 603.2c).";
    TwoPartIgnored => "two-part-ignored",
        "Both parts of CR 603.3b are placed together, ignoring the two-part process.";
    HiddenTriggers => "hidden-triggers",
        "Abilities of objects no one can see trigger (CR 603.2g).";
    EtbIgnoresNewcomers => "etb-ignores-newcomers",
        "Enters abilities of the entering permanents themselves are not checked (CR 603.6a).";
    OnceEachTurnIgnored => "once-each-turn-ignored",
        "\"Do this only once each turn\" and \"this ability triggers only once each turn\" are ignored (CR 603.2i, 603.2).";
    AbilitiesLostAfterEntry => "abilities-lost-after-entry",
        "\"Lose all abilities\" applies only after a permanent has entered, so its enters ability triggers (CR 603.6b).";
    TracksObjectAcrossZones => "tracks-object-across-zones",
        "A zone-change trigger follows its object into a later zone, as if it were the same object (CR 603.6, 400.7).";
    ManaTriggerUsesStack => "mana-trigger-uses-stack",
        "Triggered mana abilities wait and use the stack like other triggers (CR 605.4a).";
    PriorityWithWaitingTriggers => "priority-with-waiting-triggers",
        "A player receives priority while triggered abilities are still waiting (CR 117.5, 603.3).";
    DelayedSeesEarlierEvents => "delayed-sees-earlier-events",
        "Delayed triggered abilities also see events that happened earlier in the resolution that created them (CR 603.7a).";
    AdditionalTriggerIgnored => "additional-trigger-ignored",
        "\"Triggers an additional time\" is ignored (CR 603.2d).";
    DepartedSourceTriggersDropped => "departed-source-triggers-dropped",
        "Waiting triggers whose source has left its zone are silently dropped (CR 603.3, 603.10a).";
    ReplacedPointTriggers => "replaced-point-triggers",
        "A Conquer/Hold trigger fires although its point was replaced, as in Riftbound (CR 603.2h).";
    NthTimeEveryInstance => "nth-time-every-instance",
        "Every simultaneous occurrence of a \"the Nth time\" condition triggers the ability (RB 383.1.b).";
    OnePassSplit => "one-pass-split",
        "mtg-2008-10-01 and Riftbound split placement in two parts as CR 603.3b (2024) does (CR 410.3 (mtg-2008-10-01), RB 383.3.d.1).";
    RbMayOnResolution => "rb-may-on-resolution",
        "Riftbound asks a leading \"you may\" on resolution, as MTG does, instead of before the Chain (RB 383.3.a).";
    RbInterveningRechecked => "rb-intervening-rechecked",
        "Riftbound checks a trigger's conditional statement again on resolution (RB 383.3.e).";
    RbLooksBack => "rb-looks-back",
        "Riftbound abilities of objects leaving at the same time as the event still trigger, as MTG's look-back (RB 383.2.c.2).";
    RbReplacedScoreSilent => "rb-replaced-score-silent",
        "Riftbound Conquer/Hold effects don't trigger when the point is replaced, as MTG's 603.2h (RB 383.4.c.2.c).";
    // Issue 11, the rules errors: each restores the engine's old, wrong reading.
    DrawBeforeStepTriggers => "draw-before-step-triggers",
        "The draw step's card is drawn before its \"at the beginning of\" abilities trigger (CR 603.2b, 504.1).";
    FromAnywhereByObjectId => "from-anywhere-by-object-id",
        "\"When this card is put into a graveyard from anywhere\" compares the old object, so the card in the graveyard never sees its own arrival (CR 603.6c, 400.7).";
    AdditionalTriggerAnyZone => "additional-trigger-any-zone",
        "\"A triggered ability of a permanent you control triggers an additional time\" also applies to abilities of cards in other zones (CR 603.2d, 110.1).";
    SacrificeFilterIgnored => "sacrifice-filter-ignored",
        "\"Sacrifice another [filter]\" offers every other creature, whatever the filter (CR 603.12, 701.17a).";
    InterveningIfNoLki => "intervening-if-no-lki",
        "An intervening if about a source that left fails, instead of using its last known information (CR 603.4, 113.7a).";
    OnceEachTurnPerCard => "once-each-turn-per-card",
        "\"Do this only once each turn\" is counted per card name, not per object (CR 603.2i, 400.7).";
    NthTimePerCard => "nth-time-per-card",
        "\"The Nth time\" occurrences are counted per card name, so copies count each other's (RB 383.1.b).";
    UnlessNextOpponentOnly => "unless-next-opponent-only",
        "\"Unless an opponent pays\" asks only the next player, not each opponent in turn (CR 603.5, 118.12a, 101.4).";
    RbOnceEachTurnMandatory => "rb-once-each-turn-mandatory",
        "Riftbound 1.3 \"once each turn\" abilities must go on the Chain; they can't be left off (RB 383.3.f.1).";
    RbLeavesIsDeathknell => "rb-leaves-is-deathknell",
        "Riftbound \"when this leaves the board\" is noted before the move like Deathknell, so it sees its own leaving (RB 383.2.c.2, 808.1.d.2).";
    RbDeclinedMaySeen => "rb-declined-may-seen",
        "Riftbound 1.4 abilities watching abilities trigger see a leading \"may\" that is then declined (RB 383.3.a.2 (riftbound-1.4)).";
    SelectorReadsNewObject => "selector-reads-new-object",
        "A leaves-the-battlefield ability judges its selector on the card's new object in the graveyard (no counters, its owner as controller), not on the permanent as it last existed (CR 603.10a, 400.7).";
    LkiCountersForgotten => "lki-counters-forgotten",
        "A departed source's last known information keeps no counters, so undying and persist read none (CR 113.7a, 702.93a, 702.79a).";
    EntersWithCountersUnseen => "enters-with-counters-unseen",
        "A permanent entering with counters has no counters put on it for triggers (CR 122.6, 614.1c).";
    CountersNeverAnnihilate => "counters-never-annihilate",
        "+1/+1 and -1/-1 counters on one permanent stay side by side (CR 704.5q).";
    LegendRuleAcrossPlayers => "legend-rule-across-players",
        "The legend rule groups same-named legendary permanents of every player, as before 2007, so one player's legend dies for another's (CR 704.5j).";
    SbaAnnihilationFirst => "sba-annihilation-first",
        "Counter annihilation is performed before the other state-based actions of its check, so a creature dying in it loses its counters first (CR 704.3, 704.5q).";
    LossBeforeOtherSbas => "loss-before-other-sbas",
        "A player's loss is performed alone, the loser leaves, and the check's other state-based actions wait for a later check (CR 704.3, 800.4a).";
    LegendGroupsOneByOne => "legend-groups-one-by-one",
        "With two legend-rule groups at once, each group is put into the graveyard as soon as its choice is made, one event per group (CR 704.3, 704.5j).";
    CleanupEndsOneByOne => "cleanup-ends-one-by-one",
        "In the cleanup step, \"until end of turn\" effects end one after another, so a control change's look-back sees abilities already restored (CR 514.2, 603.10d).";
    NoSecondCleanup => "no-second-cleanup",
        "After players received priority in a cleanup step, the next turn begins instead of another cleanup step (CR 514.3a).";
    DamageSplitSeveralEvents => "damage-split-several-events",
        "\"Deals 1 damage to one target and 2 damage to another\" deals each amount as its own event, so a lifelink source gains life once per recipient (CR 608.2f).";
    LegendRuleSkipped => "legend-rule-skipped",
        "The legend rule is not checked with the other state-based actions: same-named legends stay side by side (CR 704.5j).";
    PumpOutlastsTurn => "pump-outlasts-turn",
        "\"Until end of turn\" power/toughness changes survive the cleanup step (CR 514.2, 611.2a).";
    LifelinkPerRecipient => "lifelink-per-recipient",
        "A lifelink creature dealing combat damage to several recipients gains life once per recipient, as several life-gain events (CR 510.2, 120.3f).";
    AttacksRefire => "attacks-refire",
        "Attack triggers are checked again as the combat damage step begins, as if the attackers were declared again (CR 508.1m, 508.3a).";
    CombatDamageOneAtATime => "combat-damage-one-at-a-time",
        "Combat damage is dealt one creature at a time, each its own event with its own trigger check (CR 510.2).";
    VigilanceTaps => "vigilance-taps",
        "Attacking taps creatures with vigilance too (CR 702.20b, 508.1f).";
    DealtDamagePerSource => "dealt-damage-per-source",
        "\"Whenever [this or a player] is dealt damage\" triggers once per source of one simultaneous damage event, not once (CR 603.2c).";
    AloneAmongOthers => "alone-among-others",
        "\"Attacks alone\" triggers for a creature declared as an attacker beside others (CR 506.5).";
    DeathtouchNeedsLethal => "deathtouch-needs-lethal",
        "Damage from a deathtouch source destroys a creature only if it is lethal anyway (CR 704.5h, 702.2b).";
    AttackTriggersOncePerDeclaration => "attack-triggers-once-per-declaration",
        "\"Whenever a creature you control attacks\" triggers once for the whole declaration, not once per attacker (CR 508.1m, 603.2c).";
    FirstStrikersStrikeTwice => "first-strikers-strike-twice",
        "Creatures with first strike deal combat damage again in the second combat damage step (CR 510.4).";
    SecondStepReadsFirstStrikeNow => "second-step-reads-first-strike-now",
        "The second combat damage step asks who has first strike now, not who had it as the first step began (CR 510.4) or, under 2008, who assigned combat damage in the first step, so a first striker with no power then never assigns (CR 310.5 (mtg-2008-10-01)).";
    CombatDamageOffTheStack => "combat-damage-off-the-stack",
        "Under the 2008 rules combat damage is dealt as the step begins, as later editions do, instead of going on the stack as one object (CR 310.1 (mtg-2008-10-01)).";
    CombatDamageReassigned => "combat-damage-reassigned",
        "Combat damage on the stack is recomputed as it resolves: a creature that left deals none and the rest deal their power now, not as assigned (CR 310.4a (mtg-2008-10-01)).";
    LifelinkStaticIn2008 => "lifelink-static-in-2008",
        "Under the 2008 rules lifelink gains life as part of the damage event, as a static ability, besides its trigger (CR 502.68a (mtg-2008-10-01)).";
    // Issue 11, independent properties: real engine bug classes.
    StateTriggerSuppressedBySource => "state-trigger-suppressed-by-source",
        "A state trigger doesn't trigger while any ability of its source is waiting or on the stack (CR 603.8).";
    StateTriggerRecheckedOnResolution => "state-trigger-rechecked-on-resolution",
        "A state trigger's state is checked again on resolution and the ability removed if it no longer holds (CR 603.8 has no such check; 603.4 is for intervening ifs).";
    StateLatchKeptOnRemoval => "state-latch-kept-on-removal",
        "A state trigger removed for lack of targets stays latched and doesn't trigger again (CR 603.8, 603.3d).";
    RetapBecomesTapped => "retap-becomes-tapped",
        "Tapping an already tapped permanent counts as it becoming tapped (CR 603.2f).";
    AnywhereLooksBack => "anywhere-looks-back",
        "\"Put into a graveyard from anywhere\" abilities look back in time like leaves-the-battlefield abilities (CR 603.6c, 603.10a).";
    EntersLooksBack => "enters-looks-back",
        "Enters abilities of permanents that already left the battlefield in this step still see later entrants (CR 603.6a, 603.10).";
    ReplacedDiesTriggers => "replaced-dies-triggers",
        "A death replaced by exile still triggers \"dies\" abilities (CR 603.2h, 614.6).";
    AdditionalTargetReused => "additional-target-reused",
        "An additional instance of a triggered ability reuses the target of the instance already on the stack (CR 603.2d, 603.3c).";
    HiddenCheckHandOnly => "hidden-check-hand-only",
        "Only abilities of cards in a hand count as hidden; face-down objects elsewhere trigger (CR 603.2g).";
    InterveningIfForActivePlayer => "intervening-if-for-active-player",
        "An intervening-if condition's \"you\" is read as the active player, not the ability's controller (CR 603.4, 603.3a).";
    LookBackOnlyInBatches => "look-back-only-in-batches",
        "Leaves-the-battlefield abilities look back only when several objects leave at once; a lone leaver's own \"dies\" ability is missed (CR 603.10a).";
    ModalFirstModeOnly => "modal-first-mode-only",
        "A modal triggered ability is removed when its first mode has no legal target, though another mode is available (CR 603.3c, 603.3d).";
    DepartedSourceFizzles => "departed-source-fizzles",
        "A triggered ability whose source has left the battlefield is removed on resolution as if its targets were illegal (CR 608.2b, 113.7a).";
    DelayedFollowsCard => "delayed-follows-card",
        "A delayed trigger whose object changed zones acts on the new object its card became (CR 603.7c, 400.7).";
    RbDefenderPlacesFirst => "rb-defender-places-first",
        "At Step 1 of a Riftbound combat the Defender places the triggered abilities of the designations first, the Attacker last (RB 464.2.e.1 (riftbound-1.4), RB 459.2.d.1 (riftbound-1.3)).";
    RbAttacksRefireAtDamage => "rb-attacks-refire-at-damage",
        "Attack and Defend Triggers trigger again as the combat showdown closes, as if the designations were gained again (RB 383.4.e.2.a, 383.4.f.2.a).";
    RbCombatDamageUnitByUnit => "rb-combat-damage-unit-by-unit",
        "Riftbound combat damage is dealt unit by unit, each part its own event with its own trigger check (RB 465.2.c.1.a (riftbound-1.4), RB 460.2.c.1.a (riftbound-1.3)).";
    RbNoHealAfterCombat => "rb-no-heal-after-combat",
        "The combat cleanup does not heal units: damage stays marked after combat (RB 466.1.a.1 (riftbound-1.4), RB 461.1.a.1 (riftbound-1.3)).";
    RbConquerWhenHolding => "rb-conquer-when-holding",
        "A player who keeps control of the battlefield after a combat conquers it, though they established nothing (RB 466.5 (riftbound-1.4), RB 466.5.d (riftbound-1.4), RB 461.5.d (riftbound-1.3)).";
    // Issue 16: batched triggers and "triggers only once each turn".
    BatchTriggersPerObject => "batch-triggers-per-object",
        "A \"whenever one or more\" ability triggers once per matching object instead of once per event (CR 603.2c).";
    TriggersOnceSnapshot => "triggers-once-snapshot",
        "\"This ability triggers only once each turn\" is checked against the object as the event found it, so simultaneous occurrences of one event each trigger it (CR 603.2, 603.2c).";
    TriggersOncePerCard => "triggers-once-per-card",
        "\"This ability triggers only once each turn\" is counted per card name, so another object of the same card can't trigger (CR 603.2, 400.7).";
    AuraLeavesTriggerLost => "aura-leaves-trigger-lost",
        "An Aura's 'when enchanted creature dies' does not trigger when the Aura leaves the battlefield at the same time as the creature (CR 603.10a (mtg-2024-11-08), CR 603.6e (mtg-2024-11-08)).";
    AttachEventUnchecked => "attach-event-unchecked",
        "Attaching an Equipment or Aura is journaled but never checked for triggers, so 'becomes attached' abilities miss it (CR 701.3a (mtg-2024-11-08), CR 603.2 (mtg-2024-11-08)).";
    AuraSbaSkipped => "aura-sba-skipped",
        "An Aura whose creature left stays on the battlefield attached to nothing (CR 704.5m (mtg-2024-11-08) skipped).";
    FizzleWhenAnyTargetIllegal => "fizzle-when-any-target-illegal",
        "A spell or ability with several targets is removed on resolution when any one of them is illegal (CR 608.2b).";
    BecomesTargetOncePerSpell => "becomes-target-once-per-spell",
        "\"Becomes the target\" happens once per spell or ability, for its first target only, not once per targeted object (CR 603.2c).";
    // Issue 16: trigger-modifying statics.
    SuppressionEveryTrigger => "suppression-every-trigger",
        "\"[Objects] entering don't cause abilities [of sources] to trigger\" stops every ability the event would trigger, whatever its source (CR 101.1 (mtg-2024-11-08)).";
    SuppressionEveryEvent => "suppression-every-event",
        "A static saying some event doesn't cause abilities to trigger stops abilities triggering on every event (CR 101.1 (mtg-2024-11-08)).";
    AdditionalTriggerOnDelayed => "additional-trigger-on-delayed",
        "\"Triggers an additional time\" also applies to delayed triggered abilities the permanent created (CR 603.2e (mtg-2024-11-08), CR 603.2d (mtg-2026-01-16)).";
    AdditionalTriggerObjectIgnored => "additional-trigger-object-ignored",
        "\"If an artifact or creature entering causes ...\" ignores what entered: any permanent entering gives the additional trigger (CR 603.2d (mtg-2024-11-08)).";
    // Issue 16: turn history.
    HistoryAcrossTurns => "history-across-turns",
        "A turn's history (life gained and lost, creatures that died) is never cleared, so \"this turn\" counts every earlier turn too (CR 500.1).";
    DiedThisTurnSkipsTokens => "died-this-turn-skips-tokens",
        "A token that dies isn't counted among the creatures that died this turn, because it ceases to exist right after (CR 700.4, 111.7).";
    // Issue 13 (h13a): ability-changing effects.
    LostAbilityStillTriggers => "lost-ability-still-triggers",
        "A permanent that lost all abilities until end of turn still triggers: the engine reads the card's printed abilities, not the ones the object has (CR 603.2, 613.1f).";
    LostAbilityKeepsKeywords => "lost-ability-keeps-keywords",
        "A creature that lost all abilities still has its printed keywords: it gains life by lifelink, strikes first, destroys by deathtouch and attacks untapped (CR 613.1f, 702.15b, 702.7b, 702.2b, 702.20b).";
    AbilitiesLostOutlastTurn => "abilities-lost-outlast-turn",
        "\"Loses all abilities until end of turn\" survives the cleanup step, so the abilities never come back (CR 514.2, 611.2a).";
    // Issue 13 (h13b): turning face up, face-down leavers, owners' zones.
    FaceUpEnters => "face-up-enters",
        "Turning a face-down permanent face up is treated as it entering the battlefield, so enters abilities trigger (CR 708.8 (mtg-2024-11-08)).";
    FaceDownLeaverLooksFaceUp => "face-down-leaver-looks-face-up",
        "A face-down permanent that leaves the battlefield is looked back at as the revealed card, so its leaves abilities trigger (CR 603.10a (mtg-2024-11-08), CR 708.2 (mtg-2024-11-08)).";
    ControllersZone => "controllers-zone",
        "A permanent leaving the battlefield for a hand or graveyard goes to its controller's, not its owner's (CR 400.3 (mtg-2024-11-08), CR 108.3 (mtg-2024-11-08)).";
    // Issue 14: countering and copying abilities, ward.
    CounterRemovesSourceAbilities => "counter-removes-source-abilities",
        "Countering an ability removes every ability of the same source from the stack, not just the target (CR 701.5a (mtg-2024-11-08)).";
    CopySeenAsTriggering => "copy-seen-as-triggering",
        "A copy of a triggered ability is treated as the ability triggering: 'whenever an ability triggers' watchers trigger on it (CR 707.10 (mtg-2024-11-08), CR 603.2 (mtg-2024-11-08)).";
    WardIgnoresPayment => "ward-ignores-payment",
        "A 'counter it unless that player pays' ability counters the spell or ability even when the player paid (CR 702.21a (mtg-2024-11-08), CR 118.12a).";
    ToughnessZeroSurvives => "toughness-zero-survives",
        "A creature with toughness 0 or less stays on the battlefield: only lethal damage is checked (CR 704.5f (mtg-2024-11-08) skipped).";
    TokenLeavesUnseen => "token-leaves-unseen",
        "A token leaving the battlefield is deleted at once, so no dies or leaves ability sees it (CR 111.7 (mtg-2024-11-08), CR 704.5d (mtg-2024-11-08)).";
    // Issue 13 (h13c): granted triggered abilities.
    GrantReadAfterEvent => "grant-read-after-event",
        "A granted leaves-the-battlefield ability is judged by the grants after the event, not just before it: a granter dying together with the creature takes the ability away (CR 603.10a, 613.1f).";
    PlayerCountersTriggerPermanentWatchers => "player-counters-trigger-permanent-watchers",
        "Counters put on a player also trigger 'counters are put on [a permanent]' abilities: the watcher checks the counter kind, never what got them (CR 122.1 (mtg-2024-11-08), CR 603.2 (mtg-2024-11-08)).";
    SuppressionIgnored => "suppression-ignored",
        "A static saying an event doesn't cause abilities to trigger is never consulted: everything triggers as if it weren't there (CR 101.1 (mtg-2024-11-08)).";
    // Issue 14 (h14c): costs.
    CostTriggersPlacedMidCast => "cost-triggers-placed-mid-cast",
        "Abilities that trigger on paying a cost are put on the stack at once, before the spell or ability whose cost was paid is on the stack and cast, so they resolve after it (CR 601.2i (mtg-2024-11-08), CR 117.5 (mtg-2024-11-08)).";
    CostPaidAfterCast => "cost-paid-after-cast",
        "A spell's or ability's costs are paid after it becomes cast or activated, so 'whenever you cast' triggers see what was sacrificed still there (CR 601.2h (mtg-2024-11-08), CR 601.2i (mtg-2024-11-08)).";
    GraveyardLeaverJudgedAfter => "graveyard-leaver-judged-after",
        "A 'leaves your graveyard' ability is judged after the event, not before it: a watcher leaving the graveyard together with the card misses it (CR 603.10a (mtg-2024-11-08)).";
    // Issue 14 (h14s): the stack and targets.
    CounteredSpellEnters => "countered-spell-enters",
        "A countered permanent spell is put onto the battlefield as if it had resolved, instead of into its owner's graveyard (CR 701.5a (mtg-2024-11-08)).";
    // Issue 16 (h16c): the remaining delayed triggers and "that player".
    DelayedDiesAnyCreature => "delayed-dies-any-creature",
        "A delayed 'when that creature dies' made for one creature triggers when any creature dies (CR 603.7c (mtg-2024-11-08)).";
    NextStepAnyPlayer => "next-step-any-player",
        "'At the beginning of your next upkeep' triggers at the next upkeep whoever's turn it is (CR 603.7b (mtg-2024-11-08)).";
    ThatPlayerAtResolution => "that-player-at-resolution",
        "'Its controller' is read as the ability resolves, from the object's current controller (its owner once it is in a graveyard), not as the event named them (CR 608.2h (mtg-2024-11-08)).";
    // Issue 16 (h16d): several tokens at once, each player sacrifices, more histories.
    TokensOneAtATime => "tokens-one-at-a-time",
        "\"Create two tokens\" creates them one after the other, two events: a 'whenever one or more' watcher triggers once per token (CR 603.2c (mtg-2024-11-08)).";
    SacrificedOneAtATime => "sacrificed-one-at-a-time",
        "\"Each player sacrifices a creature\" sacrifices player by player, one event each: the first one's dies abilities miss the later ones and a 'one or more die' watcher triggers per player (CR 701.17a (mtg-2024-11-08), CR 603.2c (mtg-2024-11-08)).";
    // Issue 14 (h14m): control and multiplayer.
    ControlNeverReturns => "control-never-returns",
        "Control gained until end of turn is never given back: the cleanup step forgets the control effect's duration (CR 514.2, 611.2a).";
    ControlLossJudgedAfter => "control-loss-judged-after",
        "A 'when you lose control of' ability is judged after the control change, as an ordinary trigger, so its former controller's ability never triggers (CR 603.10d (mtg-2024-11-08)).";
    CounteredNotLookedBack => "countered-not-looked-back",
        "'When this spell is countered' is judged after the event, where the card lies in the graveyard and its abilities don't function, so it never triggers (CR 603.10e (mtg-2024-11-08)).";
    // Issue 16 (lead): CR 603.7h, "when this ability has resolved N times this turn".
    ResolvedFromNthOn => "resolved-from-nth-on",
        "'When this ability has resolved N times this turn' is created on every resolution from the Nth on, not only during the Nth (CR 603.7h (mtg-2024-11-08)).";
    ResolvedCountedAcrossTurns => "resolved-counted-across-turns",
        "An ability's resolutions are counted across turns, so 'when this ability has resolved N times this turn' counts last turn's too (CR 603.7h (mtg-2024-11-08)).";
    // Issue 16 (h16h): turn histories of draws and casts, "if you cast it from your hand".
    CastFromHandFollowsCard => "cast-from-hand-follows-card",
        "The record that a spell was cast from its owner's hand is kept on the card, not the object: it follows the card into the graveyard and onto the battlefield again, so a reanimated creature counts as cast from hand (CR 400.7 (mtg-2024-11-08), CR 601.2a (mtg-2024-11-08)).";
    // Issue 14 (h14d): discarding as an effect, public objects put into a hand or library.
    PutIntoHandJudgedAfter => "put-into-hand-judged-after",
        "A 'whenever a creature is put into a hand / library from the battlefield' ability is judged after the event, not before it: a watcher returned together with the creature (a mass bounce) misses it (CR 603.10a (mtg-2024-11-08)).";
    // Issue 14 (h14x): exile until this leaves, linked abilities.
    ExileUntilReturnsToExilersController => "exile-until-returns-to-exilers-controller",
        "A card exiled 'until this leaves the battlefield' comes back under the control of the exiler's controller, not its owner's (CR 610.3c (mtg-2024-11-08)).";
    ExileUntilIgnoresLeftFirst => "exile-until-ignores-left-first",
        "An 'exile until this leaves' ability whose source left after it triggered still exiles the card, which then never returns (CR 610.3b (mtg-2024-11-08)).";
    LinkedByCardName => "linked-by-card-name",
        "'The exiled card' finds cards exiled by any object of the same card, so a blinked exiler returns what its former self exiled (CR 607.2a (mtg-2024-11-08), CR 400.7 (mtg-2024-11-08)).";
    // Issue 14 (h14p): multiplayer "unless any player pays", leaving the game.
    AnyPayerSkipsController => "any-payer-skips-controller",
        "\"Unless any player pays\" asks only the controller's opponents, as if it said \"an opponent\" (CR 118.12a (mtg-2024-11-08), CR 101.4 (mtg-2024-11-08)).";
    LossJudgedAfter => "loss-judged-after",
        "\"Whenever a player loses the game\" is judged after the loser left, so abilities of objects that left the game with them never trigger (CR 603.10f (mtg-2024-11-08), CR 800.4a (mtg-2024-11-08)).";
    AnotherByCard => "another-by-card",
        "A condition's 'if you control another [creature]' compares cards, not objects: it excludes every object of the source's card, so two Twin Sentinels don't see each other (CR 400.7, 603.4).";
    MayAskedOfController => "may-asked-of-controller",
        "'That player may' is asked of the ability's controller, as if it said 'you may' (CR 608.2d (mtg-2024-11-08)).";
    OwnerReadAsController => "owner-read-as-controller",
        "'Its owner' of a moved object is read as the player who controlled it as it left, so a stolen creature's 'owner' is the thief (CR 108.3 (mtg-2024-11-08)).";
    // Issue 14 (h14t): several "target" words, new targets for a copy.
    TargetWordsShared => "target-words-shared",
        "Every part of a spell or ability with several 'target' words acts on all its targets: 'deal 2 damage to target creature and 2 damage to target player' deals 4 to each (CR 115.3 (mtg-2024-11-08), CR 608.2b (mtg-2024-11-08)).";
    TargetTwiceForOneWord => "target-twice-for-one-word",
        "'Two target creatures' may name the same creature twice for the one word 'target' (CR 115.3 (mtg-2024-11-08)).";
    // Issue 14 (h14n): new targets for a copy.
    CopyNewTargetUnchecked => "copy-new-target-unchecked",
        "A copy's new target need not be legal: any permanent or player will do, whatever the ability's word 'target' asks for (CR 707.10c (mtg-2024-11-08)).";
    CopyTargetsShared => "copy-targets-shared",
        "The original and its copy share one target list: choosing new targets for the copy changes the original's too (CR 707.10c (mtg-2024-11-08)).";
    CopyBecomesOriginalTargets => "copy-becomes-original-targets",
        "A copy given new targets still makes the original's targets 'become the target' (its targets changed after it was put on the stack) (CR 707.10c (mtg-2024-11-08)).";
    // Issue 32 (c32b): what a triggered ability knows; the turn's history always kept.
    InterveningIfForgetsEvent => "intervening-if-forgets-event",
        "An intervening 'if' checked as the ability triggers doesn't know its event: 'that creature' is no object and reads power 0 (CR 603.4 (mtg-2024-11-08), CR 603.6a (mtg-2024-11-08)).";
    QuantityForgetsDepartedSource => "quantity-forgets-departed-source",
        "A quantity of an ability whose source has left reads the source as no object: 'X is its power' is 0 once it died (CR 113.7a (mtg-2024-11-08), CR 608.2h (mtg-2024-11-08)).";
    ThatMuchUnknown => "that-much-unknown",
        "'That much' after a player or creature is dealt damage, or after life is gained or lost, is 0 (CR 120.3 (mtg-2024-11-08), CR 603.2c (mtg-2024-11-08)).";
    HistoryOnlyWhileReader => "history-only-while-reader",
        "The turn's history is kept only while an object whose own card reads it is in the game, so a token created later that counts creatures that died this turn reads 0 (CR 700.4 (mtg-2024-11-08), CR 500.1 (mtg-2024-11-08)).";
    // Audit: gaining 0 life.
    ZeroLifeGainTriggers => "zero-life-gain-triggers",
        "Gaining 0 life is a life gain event, so 'whenever you gain life' triggers on it (CR 119.9 (mtg-2024-11-08)).";
    GrantIgnoresTimestamps => "grant-ignores-timestamps",
        "An effect removing all abilities also removes abilities granted after it (CR 613.7 ignored).";
    ReflexivePowerWithoutPumps => "reflexive-power-without-pumps",
        "A reflexive trigger's \"its power\" reads the sacrificed creature's card and counters, without its \"until end of turn\" changes (CR 608.2h, 613.4c).";
    EnteringReadsPrintedText => "entering-reads-printed-text",
        "\"Enters tapped\" and \"enters with counters\" are read from the card's text, so a creature entering while \"creatures lose all abilities\" applies still enters tapped (CR 614.12, 613.1f).";
    StrippedEaterStillStrips => "stripped-eater-still-strips",
        "A permanent with \"creatures lose all abilities\" that has lost its own abilities (or is face down) still strips creatures (CR 613.8a, 708.2a).";
    FaceDownRefusesGrants => "face-down-refuses-grants",
        "A face-down permanent gets no ability another permanent's static grants, as if CR 708.2a blanked others' effects too.";
    EventObjectForgetsLki => "event-object-forgets-lki",
        "\"That creature\" that left the battlefield before its ability resolved is read as no object (power 0), not as it last existed (CR 608.2h).";
    // Issue 32, the rest: Riftbound and 2008.
    RbToughnessZeroKills => "rb-toughness-zero-kills",
        "Magic's 'toughness 0 or less' state-based action applies under Riftbound, so a unit with 0 Might and no damage is killed (RB 142.4.b (riftbound-1.4), RB 323.5 (riftbound-1.4)).";
    RbDeclinedOnceSeen => "rb-declined-once-seen",
        "Under riftbound-1.3 abilities watching abilities trigger see a 'once each turn' ability as it triggers, though its controller may leave it off the Chain and then it has not triggered (RB 383.3.f.2).";
    RbOnceEachTurnCountedAtResolution => "rb-once-each-turn-counted-at-resolution",
        "Under riftbound-1.3 'once each turn' is counted when the ability resolves, so it triggers again while its first instance waits on the Chain (RB 383.3.f).";
    DelayedDiesLosesCard => "delayed-dies-loses-card",
        "A delayed 'when that creature dies' keeps the creature that left, so 'return that card' can't find the card in the graveyard (CR 400.7e (mtg-2024-11-08)).";
    OtherPartLosesMovedCard => "other-part-loses-moved-card",
        "A later part of an effect can't find the card an earlier part moved to a public zone ('exile target creature; return that card', CR 400.7j (mtg-2024-11-08)).";
    // Issue 32, root 6: leaving the game is a zone change; departed players take no part.
    LeaverPermanentsVanish => "leaver-permanents-vanish",
        "A departing player's permanents vanish unseen: no 'leaves the battlefield' ability triggers and no card exiled 'until this leaves' returns (CR 800.4a (mtg-2024-11-08), CR 603.6c (mtg-2024-11-08), CR 610.3 (mtg-2024-11-08)).";
    LeaverKeepsLastingControl => "leaver-keeps-lasting-control",
        "Only 'until end of turn' control effects giving a departing player control end, so a creature they took for good is exiled instead of going back (CR 800.4a (mtg-2024-11-08)).";
    DepartedActivePlayerGetsPriority => "departed-active-player-gets-priority",
        "After the active player left, priority at a step's start or after a resolution still goes to them, and a remaining player is skipped (CR 800.4j (mtg-2024-11-08), CR 117.4 (mtg-2024-11-08)).";
    DepartedPlayerAttackable => "departed-player-attackable",
        "A player who left the game may still be attacked (CR 508.1b (mtg-2024-11-08), CR 800.4a (mtg-2024-11-08)).";
    NthTimeAlternativesTrigger => "nth-time-alternatives-trigger",
        "Each simultaneous occurrence of a 'the Nth time' condition triggers its own instance, journaled and seen by abilities watching triggers; the extras are withdrawn only as one is placed (RB 383.1.b (riftbound-1.4)).";
    DepartedCombatSourceUnseen => "departed-combat-source-unseen",
        "Under 2008, combat damage dealt from the stack by a creature no longer in play triggers no 'deals combat damage' ability: its last known information is not used (CR 310.4a (mtg-2008-10-01), CR 310.4b (mtg-2008-10-01)).";
    RbReplacedKillSilent => "rb-replaced-kill-silent",
        "Under riftbound-1.4 a unit whose kill is replaced never triggers its own 'when I die' (it should trigger, then be removed from the Chain: RB 808.1.d.1 (riftbound-1.4), RB 808.1.d.2 (riftbound-1.4)).";
    DepartedDealtCombatDamage => "departed-dealt-combat-damage",
        "Combat damage is still assigned and dealt to a player who left the game during combat (CR 800.4e (mtg-2024-11-08)).";
    // Issue 32, the rest: ward's payer, 608.2b for activated abilities, delayed returns.
    WardAsksEveryOpponent => "ward-asks-every-opponent",
        "Ward's 'counter it unless that player pays' is offered to every opponent of its controller in turn, not only to the player who controls the targeting spell or ability (CR 702.21a (mtg-2024-11-08)).";
    ActivatedFizzleResolves => "activated-fizzle-resolves",
        "An activated ability whose every target became illegal does nothing but is journaled as resolved, not as removed from the stack (CR 608.2b (mtg-2024-11-08)).";
    RbActivatedFizzleSkipsEffect => "rb-activated-fizzle-skips-effect",
        "Under Riftbound an activated ability whose every target became illegal does nothing at all, though it is executed like a spell, which resolves anyway with its instructions on illegal targets ignored (RB 359.3.e.1 (riftbound-1.4), RB 406.5 (riftbound-1.4)).";
    DepartedPlayerAskedToPay => "departed-player-asked-to-pay",
        "An 'unless that player pays' whose player has left the game asks that player anyway, so a departed player decides and pays (CR 800.4f (mtg-2024-11-08)).";
    ReturnLooksOnlyInExile => "return-looks-only-in-exile",
        "The delayed word 'return-to-battlefield' looks for that card in exile only, so after 'when that creature dies' it can't find the card in the graveyard and does nothing (CR 603.7c (mtg-2024-11-08), CR 400.7e (mtg-2024-11-08)).";
    // Issue 35, regeneration.
    RegeneratedStillDies => "regenerated-still-dies",
        "A regeneration shield is used up and the creature tapped, but the destruction it replaced still puts the creature into the graveyard (CR 701.15a (mtg-2024-11-08), 603.2h).";
    RegenerationReplacesAnyDeath => "regeneration-replaces-any-death",
        "A regeneration shield also replaces a sacrifice and the state-based action for toughness 0 or less, which are not destruction (CR 701.15a (mtg-2024-11-08), 704.5f).";
    RegenerationOutlastsTurn => "regeneration-outlasts-turn",
        "An unused regeneration shield survives the cleanup step and protects the creature next turn (CR 701.15a (mtg-2024-11-08): 'this turn'; CR 514.2).";
    // Issue 32, last known information with pumps; 2026's 603.10d.
    LeaverEventObjectReadInNewZone => "leaver-event-object-read-in-new-zone",
        "'Whenever a creature dies, ... that creature's power' reads the card in its new zone, without the counters and 'until end of turn' changes it had as it last existed on the battlefield (CR 608.2h (mtg-2024-11-08), CR 113.7a (mtg-2024-11-08)).";
    SacrificedSourceForgotten => "sacrificed-source-forgotten",
        "An activated ability whose source left the battlefield (sacrificed as its cost) reads 'its power' as no object, 0, not as the source last existed (CR 608.2h (mtg-2024-11-08), CR 113.7a (mtg-2024-11-08)).";
    OpponentGainJudgedAfter => "opponent-gain-judged-after",
        "Under 2026 'when an opponent gains control of this' is judged after the change, where the gainer controls it, so it never triggers; CR 603.10d (mtg-2026-01-16) looks back in time for it.";
    CostSacrificedForgotten => "cost-sacrificed-forgotten",
        "'Sacrifice a creature: ... the sacrificed creature's power' keeps nothing of the creature sacrificed as the cost: its power reads 0, not as it last existed on the battlefield (CR 608.2h (mtg-2024-11-08), CR 113.7a (mtg-2024-11-08)).";
    // Issue 35, protection.
    ProtectedDamageDealt => "protected-damage-dealt",
        "Damage from a source with a quality the permanent has protection from is dealt anyway, and its damage abilities trigger (CR 702.16e (mtg-2024-11-08), 603.2h).";
    ProtectionOnlyAgainstDamage => "protection-only-against-damage",
        "Protection prevents damage but nothing else: the permanent can still be targeted, blocked, enchanted and equipped by objects with the quality (CR 702.16b-d, 702.16f (mtg-2024-11-08)).";
    DamageToEachBlocker => "damage-to-each-blocker",
        "An attacker blocked by several creatures deals its whole power to each of them, not divided among them (CR 510.1c).";
    BecomesBlockedPerBlocker => "becomes-blocked-per-blocker",
        "\"Whenever this becomes blocked\" triggers once for each creature blocking it, not once (CR 509.3c).";
    // Issue 35, added combat phases.
    AddedCombatTriggersNothing => "added-combat-triggers-nothing",
        "An added combat phase's beginning of combat step triggers nothing, as if 'at the beginning of combat' triggered once a turn, not once per step (CR 603.2b (mtg-2024-11-08), CR 500.8 (mtg-2024-11-08)).";
    // Issue 35, colour and mana.
    ColorTestAnyColor => "color-test-any-color",
        "A selector's colour test ('a red spell') holds for an object of any colour, as a test of 'has a colour' instead of 'has this colour' (CR 105.2 (mtg-2024-11-08), 202.2).";
    ManaKeptBetweenSteps => "mana-kept-between-steps",
        "Unused mana stays in a pool when a step ends, as if pools emptied only at the end of the turn (CR 500.4 (mtg-2024-11-08): it empties as each step and phase ends).";
    // Issue 35, fight.
    FightTwoEvents => "fight-two-events",
        "Two fighting creatures deal their damage as two events, one after the other, so an ability that triggers on one creature's damage triggers before the other deals its own (CR 701.12a (mtg-2024-11-08): each deals damage to the other; CR 603.2c: one event).";
    // Issue 35, paying mana costs (pay8).
    CastWithoutPaying => "cast-without-paying",
        "A spell with a mana cost is cast without paying it: the cast is offered whatever the pool holds and nothing is spent (CR 601.2h (mtg-2024-11-08): the player pays the total cost; unpayable costs can't be paid).";
    PayingTriggersBelowSpell => "paying-triggers-below-spell",
        "What paying a spell's mana cost triggered (a land becoming tapped for mana while casting) goes on the stack below the spell, as if the cost were paid before the spell was on the stack (CR 601.2a, 601.2g, 603.3 (mtg-2024-11-08)).";
    // Issue 35, X costs (xcost9).
    XNotPaid => "x-not-paid",
        "A spell with {X} in its mana cost may be cast with any X up to the mana in the pool and is paid as if X were 0 (CR 601.2f (mtg-2024-11-08): the total cost is the mana cost with X as announced, CR 107.3a).";
    // Issue 35, trample.
    TrampleExcessLost => "trample-excess-lost",
        "A trampler's damage beyond what it assigns its blockers is never dealt: the part assigned to the player it attacks is lost (CR 702.19b (mtg-2024-11-08)).";
    TrampleSkipsLethal => "trample-skips-lethal",
        "A trampler may assign damage to the player it attacks before each of its blockers is assigned lethal damage (CR 702.19b (mtg-2024-11-08)).";
    // Issue 35, evasion.
    FlyingBlockedByGround => "flying-blocked-by-ground",
        "A creature without flying or reach may block a creature with flying (CR 702.9b (mtg-2024-11-08)).";
    MenaceBlockedByOne => "menace-blocked-by-one",
        "A creature with menace may be blocked by a single creature (CR 702.111b (mtg-2024-11-08)).";
    // Issue 35 (block9): one creature blocking several attackers.
    BlockLimitIgnored => "block-limit-ignored",
        "Any creature may block any number of attackers, as if every creature could block additional creatures (CR 509.1a (mtg-2024-11-08): one creature for it to block, unless its text says otherwise, CR 101.1).";
    BlockerDamageToEach => "blocker-damage-to-each",
        "A creature blocking several attackers deals its whole power to each of them, not divided among them (CR 510.1d (mtg-2024-11-08)).";
    BlocksTriggerPerAttacker => "blocks-trigger-per-attacker",
        "\"Whenever this blocks\" triggers once for each attacker the creature blocks, not once each combat (CR 509.3a (mtg-2024-11-08)).";
    // Issue 35 (control8): "for as long as you control [this]".
    AsLongAsOutlives => "as-long-as-outlives",
        "A control effect lasting 'for as long as you control [this]' outlives the condition: it begins even if its player no longer controls the source, and lasts after they lose control of it or it leaves (CR 611.2b (mtg-2024-11-08): it 'doesn't last forever').";
    // Issue 35 (control8): "under your control".
    UnderYourControlIgnored => "under-your-control-ignored",
        "A card an effect puts onto the battlefield 'under your control' enters under its owner's control instead, so its enters abilities are its owner's (CR 110.2a (mtg-2024-11-08), CR 603.3a).";
    // Issue 35 (delay9): "when you next cast a [spell] spell this turn".
    NextThisTurnRepeats => "next-this-turn-repeats",
        "A 'when you next [event] this turn' delayed trigger is kept after it triggers, so it triggers again at each later occurrence this turn (CR 603.7b (mtg-2024-11-08): it triggers only once, the next time its event occurs).";
    // Issue 35 (face9): manifest.
    ManifestFaceUp => "manifest-face-up",
        "A manifested card is put onto the battlefield face up: the card itself enters, with its name and abilities, so its own enters abilities trigger (CR 701.34a (mtg-2024-11-08): it is turned face down first; CR 708.3 (mtg-2024-11-08)).";
    // Issue 35 (face9): Role tokens.
    RolesAllKept => "roles-all-kept",
        "A permanent keeps every Role one player attached to it: the older ones are never put into the graveyard (CR 303.7a, 704.5y (mtg-2024-11-08)).";
}

impl Mutant {
    /// The edition whose rule the mutant gets wrong: the checker runs it under that edition.
    pub fn edition(self) -> crate::Edition {
        use crate::Edition;
        match self {
            Mutant::OnePassSplit
            | Mutant::CombatDamageOffTheStack
            | Mutant::CombatDamageReassigned
            | Mutant::LifelinkStaticIn2008
            | Mutant::DepartedCombatSourceUnseen => Edition::Mtg20081001,
            Mutant::RbMayOnResolution
            | Mutant::RbInterveningRechecked
            | Mutant::RbLooksBack
            | Mutant::RbReplacedScoreSilent
            | Mutant::NthTimeEveryInstance
            | Mutant::NthTimePerCard
            | Mutant::RbOnceEachTurnMandatory
            | Mutant::RbLeavesIsDeathknell => Edition::Riftbound13,
            Mutant::RbToughnessZeroKills
            | Mutant::RbActivatedFizzleSkipsEffect
            | Mutant::NthTimeAlternativesTrigger
            | Mutant::RbReplacedKillSilent => Edition::Riftbound14,
            Mutant::RbDeclinedOnceSeen | Mutant::RbOnceEachTurnCountedAtResolution => {
                Edition::Riftbound13
            }
            Mutant::RbDefenderPlacesFirst
            | Mutant::RbAttacksRefireAtDamage
            | Mutant::RbCombatDamageUnitByUnit
            | Mutant::RbNoHealAfterCombat
            | Mutant::RbConquerWhenHolding => Edition::Riftbound13,
            Mutant::RbDeclinedMaySeen => Edition::Riftbound14,
            Mutant::OpponentGainJudgedAfter => Edition::Mtg20260116,
            _ => Edition::Mtg20241108,
        }
    }

    /// Parses a mutant's kebab-case name.
    pub fn parse(name: &str) -> Option<Mutant> {
        Mutant::ALL.iter().copied().find(|m| m.name() == name)
    }
}
