//! What each rule edition decides differently: one field per engine decision point, filled in
//! per edition with the rule that decides it. The engine asks `ctx.sem()` at the decision point;
//! there is one engine, not one per edition (DESIGN §3).
//!
//! Also owns which card features an edition's rules give no meaning to (2008 has no 603.2d,
//! 603.12 or 603.2i; Riftbound has no state triggers): boards using them are not playable there.

use crate::cards::CardPool;
use crate::edition::{Edition, RuleRef};
use crate::feature_use::{
    uses_attachments, uses_colors, uses_combat, uses_costs, uses_counters, watches,
};
use crate::vocab::{Ability, CardDef, Effect, TriggerCondition, TriggerEvent};
use std::fmt;

/// How simultaneous triggers are put on the stack (or Chain).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Placement {
    /// CR 603.3b (2024, 2026): APNAP, first the abilities not triggered by an ability
    /// triggering, then (second part) those that were.
    TwoPart,
    /// One APNAP pass, every waiting ability at once: CR 410.3 (mtg-2008-10-01); RB 383.3.d.1 (turn player
    /// first, in turn order, each player orders their own).
    OnePass,
}

/// Whether abilities of objects that left at the same time as the event see it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LookBack {
    /// CR 603.10a (2024, 2026), CR 410.10d (mtg-2008-10-01): leaves-the-battlefield abilities exist and are
    /// judged as the game was before the event.
    LeavesAbilities,
    /// RB 383.2.c.2: a game object that leaves its active zone at the same time its condition is
    /// met does not trigger; only its own "when I die" (Deathknell, RB 808.1.d.2) is noted first.
    OwnDeathOnly,
}

/// When a leading "you may" is decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MayTiming {
    /// CR 603.5 / CR 410.5 (mtg-2008-10-01): the ability goes on the stack anyway; decided on resolution.
    OnResolution,
    /// RB 383.3.a (v1.3): when the condition is met (placing it as a Pending Item); a declined
    /// ability is never placed. RB 383.3.a.2 (riftbound-1.4): during finalization; a declined one is removed
    /// and counts as not triggered. Both are offered where the ability is placed.
    BeforeTheChain,
}

/// The decisions an edition makes differently.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Semantics {
    pub placement: Placement,
    pub look_back: LookBack,
    pub may: MayTiming,
    /// CR 603.4, CR 410.8 (mtg-2008-10-01): the intervening "if" is checked again on resolution.
    /// RB 383.3.e, RB 383.2.a.1 (riftbound-1.4): it is part of the condition, checked only when
    /// the ability triggers.
    pub intervening_if_rechecked: bool,
    /// RB 383.4.c.2.c / 383.4.d.2.c: Conquer and Hold effects trigger even when the point is
    /// negated or replaced. In MTG editions a replaced event triggers nothing (603.2h, 410.7).
    pub score_triggers_when_replaced: bool,
    /// CR 608.2b, CR 413.2a (mtg-2008-10-01): an ability whose every target became illegal is
    /// removed without doing anything. RB 359.3.e.1: it resolves anyway, ignoring the target.
    pub illegal_targets_remove: bool,
    /// CR 300.3 (mtg-2008-10-01): unspent mana emptied at the end of a step is lost as life (mana burn).
    pub mana_burn: bool,
    /// RB 383.3.f.1 (riftbound-1.3): the controller of a "once each turn" ability may leave it off
    /// the Chain; if so it has not triggered this turn (RB 383.3.f.2). Elsewhere (MTG's
    /// 603.2i, RB 383.3.e (riftbound-1.4)) only a leading "you may" makes it optional.
    pub once_each_turn_declinable: bool,
    /// RB 383.3.f (riftbound-1.3): "once each turn" limits the ability's triggering, and an
    /// ability placed on the Chain has triggered (383.3.f.1-2): it is counted as it triggers
    /// (uncounted if left off the Chain), so it doesn't trigger again while on the Chain.
    /// CR 603.2i and RB 383.3.e.1 (riftbound-1.4) count the action taken or effect performed.
    pub once_each_turn_counts_triggering: bool,
    /// RB 383.3.a.2 (riftbound-1.4): a leading "may" declined during finalization counts as not
    /// triggered, so abilities watching abilities trigger see it only once it is finalized.
    pub declined_never_triggered: bool,
    /// CR 704.5j: a player who controls two or more legendary permanents with the same name
    /// chooses one to keep. CR 420.5e (mtg-2008-10-01): all same-named legendary permanents
    /// in play, whoever controls them, are put into the graveyard.
    pub legend_rule_keeps_one: bool,
    /// CR 510.2: combat damage is dealt as the combat damage step begins, without using the
    /// stack. CR 310.1 (mtg-2008-10-01) + CR 310.4 (mtg-2008-10-01): the assignments go on the stack as one
    /// object; players get priority; it is dealt, as assigned, when that object resolves.
    pub combat_damage_on_stack: bool,
    /// CR 702.15b + CR 702.2b: lifelink and deathtouch are static abilities (the life gain is
    /// part of the damage event; deathtouch damage destroys as a state-based action, 704.5h).
    /// CR 502.68a (mtg-2008-10-01) + CR 502.63a (mtg-2008-10-01): both are triggered abilities, written out on
    /// the cards (`cards::keyword_reading`).
    pub keywords_trigger: bool,
    /// CR 119.9 (mtg-2024-11-08): "If a player gains 0 life, no life gain event has occurred":
    /// gaining 0 life happens not at all and triggers nothing. The 2008 rules (215) have no such
    /// rule, and Riftbound's text the model follows has no life: there it stays an event.
    pub zero_life_gain_is_event: bool,
    /// CR 704.5f: a creature with toughness 0 or less is put into its owner's graveyard, damage
    /// or not. RB 142.4.b (riftbound-1.4): lethal damage is a non-zero amount reaching the
    /// unit's Might, and RB 323.5 kills only units with lethal damage marked: Riftbound has no
    /// toughness rule, so a unit with 0 Might lives until damage is marked on it.
    pub toughness_zero_dies: bool,
    /// CR 510.4 (mtg-2024-11-08): the second combat damage step is for the creatures that had
    /// neither first strike nor double strike as the first one began (and double strikers).
    /// CR 310.5 (mtg-2008-10-01): it is for those that didn't assign combat damage in the first
    /// step (and double strikers), so a first striker with 0 power then assigns in the second.
    pub second_damage_step_by_assignment: bool,
    /// RB 808.1.d.1 + RB 808.1.d.2 (riftbound-1.4): a permanent's own "when I die" triggers as
    /// it is to be killed, before it moves; if the kill is replaced it never reaches the trash
    /// and the ability is removed from the Chain (it did trigger). Elsewhere a replaced death
    /// triggers nothing (CR 603.2h; riftbound-1.3's 808.1.d.1: the Deathknell "will not occur").
    pub replaced_death_triggers_own_death: bool,
    /// CR 603.10d (mtg-2026-01-16): abilities that trigger when a player's opponent gains
    /// control of an object from that player look back in time, as losing control does.
    /// CR 603.10d (mtg-2024-11-08) names only losing control, and CR 410.10d (mtg-2008-10-01)
    /// too: a "gains control" ability is judged after the change (CR 603.10), where the
    /// gainer controls it.
    pub opponent_gain_looks_back: bool,
}

impl Edition {
    /// The decisions this edition makes at the engine's decision points.
    pub fn semantics(self) -> Semantics {
        let mtg = Semantics {
            placement: Placement::TwoPart,
            look_back: LookBack::LeavesAbilities,
            may: MayTiming::OnResolution,
            intervening_if_rechecked: true,
            score_triggers_when_replaced: false,
            illegal_targets_remove: true,
            mana_burn: false,
            once_each_turn_declinable: false,
            once_each_turn_counts_triggering: false,
            declined_never_triggered: false,
            legend_rule_keeps_one: true,
            combat_damage_on_stack: false,
            keywords_trigger: false,
            zero_life_gain_is_event: false,
            toughness_zero_dies: true,
            second_damage_step_by_assignment: false,
            replaced_death_triggers_own_death: false,
            opponent_gain_looks_back: false,
        };
        match self {
            Edition::Mtg20241108 => mtg,
            Edition::Mtg20260116 => Semantics {
                opponent_gain_looks_back: true,
                ..mtg
            },
            Edition::Mtg20081001 => Semantics {
                placement: Placement::OnePass,
                mana_burn: true,
                legend_rule_keeps_one: false,
                combat_damage_on_stack: true,
                keywords_trigger: true,
                zero_life_gain_is_event: true,
                second_damage_step_by_assignment: true,
                ..mtg
            },
            Edition::Riftbound13 | Edition::Riftbound14 => Semantics {
                placement: Placement::OnePass,
                look_back: LookBack::OwnDeathOnly,
                may: MayTiming::BeforeTheChain,
                intervening_if_rechecked: false,
                score_triggers_when_replaced: true,
                illegal_targets_remove: false,
                mana_burn: false,
                once_each_turn_declinable: self == Edition::Riftbound13,
                once_each_turn_counts_triggering: self == Edition::Riftbound13,
                declined_never_triggered: self == Edition::Riftbound14,
                legend_rule_keeps_one: true,
                combat_damage_on_stack: false,
                keywords_trigger: false,
                zero_life_gain_is_event: true,
                toughness_zero_dies: false,
                second_damage_step_by_assignment: false,
                replaced_death_triggers_own_death: self == Edition::Riftbound14,
                opponent_gain_looks_back: false,
            },
        }
    }
}

/// The rules the editions decide differently by (the journal cites them at those decisions):
/// where two games of the same board under two editions part, one of these is cited.
pub const DECISION_RULES: &[RuleRef] = &[
    RuleRef::ApnapPartTwo,
    RuleRef::LookBack,
    RuleRef::LeftSimultaneously,
    RuleRef::Deathknell,
    RuleRef::OptionalOnResolution,
    RuleRef::DeclineWhenTriggered,
    RuleRef::InterveningIf,
    RuleRef::PreventedNoTrigger,
    RuleRef::ConquerTriggersDespiteReplacement,
    RuleRef::HoldTriggersDespiteReplacement,
    RuleRef::ManaBurn,
    RuleRef::ResolveTargets,
    RuleRef::ResolvesWithIllegalTargets,
    RuleRef::SbaLegendRule,
    RuleRef::CombatDamageOnStack,
    RuleRef::Lifelink,
    // CR 310.5 (mtg-2008-10-01): the second combat damage step is for those that assigned no
    // damage in the first (`second_damage_step_by_assignment`); CR 510.4 elsewhere.
    RuleRef::FirstStrikeStep,
    // RB 808.1.d.1 (riftbound-1.4): a replaced kill's own "when I die" triggers and is removed
    // (`replaced_death_triggers_own_death`).
    RuleRef::DeathknellKillReplaced,
    // CR 603.10d (mtg-2026-01-16): "an opponent gains control ... from that player" looks back
    // in time (`opponent_gain_looks_back`); 2024 and 2008 judge it after the change.
    RuleRef::ControlLookBack,
];

/// A card feature that only some editions' rules give meaning to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Feature {
    /// "Triggers an additional time" (CR 603.2d).
    AdditionalTriggers,
    /// Reflexive triggers, "when you do" (CR 603.12).
    Reflexive,
    /// "Do this only once each turn" (CR 603.2i).
    OnceEachTurn,
    /// State triggers (CR 603.8).
    StateTrigger,
    /// "The Nth time ... each turn" (RB 383.1.b).
    NthTime,
    /// Counters (CR 122): putting, removing, entering with, reading or watching them.
    Counters,
    /// "Gets +N/+N until end of turn" and "loses all abilities until end of turn" (CR 611.2a).
    UntilEndOfTurnPt,
    /// Legendary permanents and the legend rule (CR 704.5j).
    LegendRule,
    /// MTG's combat: combat keywords and triggers on blocking, "attacks alone", combat damage
    /// and the combat steps (CR 506).
    Combat,
    /// Attack triggers, "whenever [selector] attacks" (CR 508.1m; RB 383.4.e: gaining the
    /// Attacker designation).
    Attacks,
    /// Riftbound's Defend Triggers, "when I defend" (RB 383.4.f).
    Defends,
    /// Auras and Equipment: attaching, "enchanted/equipped" selectors, "becomes attached"
    /// (CR 701.3a: attaching is a keyword action).
    Attachments,
    /// Face-down permanents and turning them face up, "when turned face up" (CR 708.8
    /// (mtg-2024-11-08)).
    FaceDown,
    /// Copying a triggered ability (CR 707.10 (mtg-2024-11-08); the 2008 rules copy only spells
    /// and activated abilities, and Riftbound's text the model follows has no copying).
    CopyTriggered,
    /// Costs beyond `{T}` and "sacrifice this" (CR 118 (mtg-2024-11-08)): a spell's additional
    /// cost, sacrificing a chosen permanent, paying life, discarding, and watchers of
    /// sacrificing, losing life and activating. Riftbound's text the model follows has no life
    /// and no sacrifice.
    Costs,
    /// Moving cards between zones by effects, milling and "leaves [a zone]" triggers (CR 400.3
    /// (mtg-2024-11-08), 603.10a there); Riftbound's text the model follows names other zones.
    Zones,
    /// "When this ability has resolved N times this turn" (CR 603.7h (mtg-2024-11-08), added to
    /// the rules in 2023; the 2008 and Riftbound texts have no such rule).
    ResolvedTimes,
    /// "Exile ... until [this] leaves the battlefield" (CR 610.3 (mtg-2024-11-08)); the 2008
    /// rules have no "until" zone change.
    ExileUntil,
    /// Regeneration shields (CR 701.15a (mtg-2024-11-08)). Riftbound has no such rule: its
    /// nearest text is a card's own replacement of dying that heals, exhausts and recalls (RB
    /// 369 (riftbound-1.4), its Zhonya's Hourglass example), which the word doesn't model.
    Regeneration,
    /// Protection from a quality (CR 702.16 (mtg-2024-11-08); 502.7 (mtg-2008-10-01)).
    /// Riftbound's rules text has no protection keyword (nor damage prevention by quality,
    /// blocking or attaching restrictions of that kind) for the model to follow.
    Protection,
    /// Colours and mana costs (CR 105.2, 202.2 (mtg-2024-11-08); CR 203.2 (mtg-2008-10-01)): a
    /// card's `mana_cost`, a colour indicator, a selector's `color`. Riftbound's domains and
    /// costs are not modelled.
    Colors,
    /// A colour indicator, `colors = [...]` (CR 202.2e, 204.1 (mtg-2024-11-08)): the 2008
    /// rules have no colour indicator.
    ColorIndicator,
    /// Fight (CR 701.12 (mtg-2024-11-08); 701.14 (mtg-2026-01-16)). The 2008 rules and
    /// Riftbound's text have no fight rule.
    Fight,
    /// Menace (CR 702.111b (mtg-2024-11-08)): the keyword came after the 2008 rules, whose
    /// text has no menace.
    Menace,
    /// "For as long as you control [this]" durations (CR 611.2b (mtg-2024-11-08);
    /// CR 418.3d (mtg-2008-10-01)). Riftbound's rules text has no rule for "for as long as" durations of
    /// effects from resolving abilities (its delayed abilities' durations, Riftbound's 359.3.e.16
    /// (riftbound-1.4), are another thing).
    AsLongAs,
    /// Manifest (CR 701.34 (mtg-2024-11-08); 701.40 (mtg-2026-01-16)). The 2008 rules have no
    /// manifest (the keyword action came later); Riftbound's text has no face-down permanents.
    Manifest,
    /// Role tokens (CR 303.7 (mtg-2024-11-08)): the 2008 rules and Riftbound's text have no
    /// Roles.
    Roles,
}

impl Feature {
    /// The rule that gives the feature its meaning.
    pub fn rule(self) -> RuleRef {
        match self {
            Feature::AdditionalTriggers => RuleRef::AdditionalTrigger,
            Feature::Reflexive => RuleRef::Reflexive,
            Feature::OnceEachTurn => RuleRef::OnceEachTurn,
            Feature::StateTrigger => RuleRef::StateTrigger,
            Feature::NthTime => RuleRef::NthTime,
            Feature::Counters => RuleRef::Counters,
            Feature::UntilEndOfTurnPt => RuleRef::UntilEndOfTurn,
            Feature::LegendRule => RuleRef::SbaLegendRule,
            Feature::Combat => RuleRef::CombatPhase,
            Feature::Attacks => RuleRef::AttackTriggers,
            Feature::Defends => RuleRef::DefendTriggers,
            Feature::Attachments => RuleRef::Attach,
            Feature::FaceDown => RuleRef::TurnedFaceUp,
            Feature::CopyTriggered => RuleRef::CopyAbility,
            Feature::Costs => RuleRef::PayCosts,
            Feature::Zones => RuleRef::PutInto,
            Feature::ResolvedTimes => RuleRef::ResolvedTimes,
            Feature::ExileUntil => RuleRef::ExileUntil,
            Feature::AsLongAs => RuleRef::AsLongAs,
            Feature::Regeneration => RuleRef::Regenerate,
            Feature::Fight => RuleRef::Fight,
            Feature::Protection => RuleRef::ProtectionDamage,
            Feature::Colors => RuleRef::Colors,
            Feature::ColorIndicator => RuleRef::ColorIndicator,
            Feature::Menace => RuleRef::Menace,
            Feature::Manifest => RuleRef::Manifest,
            Feature::Roles => RuleRef::Role,
        }
    }

    fn used_by(self, card: &CardDef) -> bool {
        match self {
            Feature::Counters => return uses_counters(card),
            Feature::LegendRule => return card.is_legendary(),
            Feature::Combat => return uses_combat(card),
            Feature::Attacks => return watches(card, |e| matches!(e, TriggerEvent::Attacks(_))),
            Feature::Defends => return watches(card, |e| matches!(e, TriggerEvent::Defends(_))),
            Feature::Attachments => return uses_attachments(card),
            Feature::FaceDown => {
                return watches(card, |e| matches!(e, TriggerEvent::TurnedFaceUp(_)));
            }
            Feature::Zones => {
                let mut moves = false;
                card.effects(&mut |e| {
                    moves |= matches!(
                        e,
                        Effect::PutInto { .. } | Effect::Mill { .. } | Effect::Discard { .. }
                    )
                });
                return moves
                    || watches(card, |e| {
                        matches!(
                            e,
                            TriggerEvent::LeavesZone { .. } | TriggerEvent::Discards { .. }
                        )
                    });
            }
            Feature::ExileUntil => {
                let mut until = false;
                card.effects(&mut |e| until |= matches!(e, Effect::PutInto { until: Some(_), .. }));
                return until;
            }
            Feature::AsLongAs => {
                let mut lasts = false;
                card.effects(&mut |e| {
                    lasts |= matches!(
                        e,
                        Effect::GainControl {
                            until: crate::vocab::Duration::AsLongAsYouControl(_),
                            ..
                        }
                    )
                });
                return lasts;
            }
            Feature::CopyTriggered => {
                let mut copies = false;
                card.effects(&mut |e| copies |= matches!(e, Effect::CopyAbility { .. }));
                return copies;
            }
            Feature::Costs => return uses_costs(card),
            Feature::Protection => return !card.protection.is_empty(),
            Feature::Colors => return uses_colors(card),
            Feature::ColorIndicator => return !card.colors.is_empty(),
            Feature::Menace => return card.keywords.contains(&crate::vocab::Keyword::Menace),
            Feature::Regeneration => {
                let mut regenerates = false;
                card.effects(&mut |e| regenerates |= matches!(e, Effect::Regenerate(_)));
                return regenerates;
            }
            Feature::Roles => {
                let mut roles = card.has_subtype("Role");
                card.effects(&mut |e| roles |= matches!(e, Effect::CreateRole { .. }));
                return roles;
            }
            Feature::Manifest => {
                let mut manifests = false;
                card.effects(&mut |e| manifests |= matches!(e, Effect::Manifest { .. }));
                return manifests;
            }
            Feature::Fight => {
                let mut fights = false;
                card.effects(&mut |e| fights |= matches!(e, Effect::Fight { .. }));
                return fights;
            }
            Feature::ResolvedTimes => {
                let mut counts = false;
                card.effects(&mut |e| {
                    counts |= matches!(
                        e,
                        Effect::Delayed {
                            when: crate::vocab::DelayedEvent::Resolved { .. },
                            ..
                        }
                    )
                });
                return counts;
            }
            Feature::UntilEndOfTurnPt => {
                let mut pumps = false;
                card.effects(&mut |e| {
                    pumps |= matches!(e, Effect::Pump { .. } | Effect::LoseAllAbilities { .. })
                });
                return pumps;
            }
            _ => {}
        }
        card.abilities.iter().any(|a| match (self, a) {
            (Feature::AdditionalTriggers, Ability::Static(s)) => s.additional_cause().is_some(),
            (Feature::Reflexive, Ability::Triggered(ta)) => std::iter::once(&ta.effect)
                .chain(&ta.modes)
                .any(|e| matches!(e, Effect::ReflexiveSacrifice { .. })),
            (Feature::OnceEachTurn, Ability::Triggered(ta)) => ta.once_each_turn,
            (Feature::StateTrigger, Ability::Triggered(ta)) => {
                matches!(ta.when, TriggerCondition::State(_))
            }
            (Feature::NthTime, Ability::Triggered(ta)) => ta.nth_time.is_some(),
            _ => false,
        })
    }
}

/// A board card whose ability the edition's rules give no meaning.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unplayable {
    pub edition: Edition,
    pub card: String,
    pub feature: Feature,
}

impl fmt::Display for Unplayable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let rule = self.feature.rule();
        // Cited in every edition that has the rule (numbers drift: fight is 701.12a in 2024,
        // 701.14a in 2026).
        let cites: Vec<String> = Edition::ALL
            .into_iter()
            .filter(|e| e.number(rule).is_some())
            .map(|e| e.cite(rule))
            .collect();
        let cites = match cites.is_empty() {
            true => Edition::Mtg20241108.cite(rule),
            false => cites.join(", "),
        };
        write!(
            f,
            "card `{}` uses {:?} ({cites}), which {} has no rule for",
            self.card, self.feature, self.edition
        )
    }
}

impl Edition {
    /// Features this edition's rules lack.
    pub fn lacks(self) -> &'static [Feature] {
        match self {
            // The 2008 rules have no 603.2d, 603.12 or 603.2i counterpart (cr-index/README.md),
            // and no MTG edition has RB 383.1.b's "the Nth time".
            Edition::Mtg20081001 => &[
                Feature::AdditionalTriggers,
                Feature::Reflexive,
                Feature::OnceEachTurn,
                Feature::NthTime,
                Feature::Defends,
                Feature::CopyTriggered,
                Feature::ResolvedTimes,
                Feature::ExileUntil,
                Feature::ColorIndicator,
                // No fight rule in the 2008 text (701.12/701.14 later).
                Feature::Fight,
                Feature::Menace,
                // No manifest in the 2008 text (701.34 (mtg-2024-11-08) came later), no Roles
                // (303.7 (mtg-2024-11-08) came later).
                Feature::Manifest,
                Feature::Roles,
            ],
            // Riftbound has no state triggers and no "triggers an additional time" rule.
            // Riftbound has no counters (CR 122) and no "until end of turn" P/T changes in the
            // rules text the model follows. Its combat has no blockers, keywords or combat
            // steps (RB 459-466 in riftbound-1.4): attack and defend triggers only. The model's
            // attachments follow MTG's rules only.
            Edition::Riftbound13 | Edition::Riftbound14 => &[
                Feature::AdditionalTriggers,
                Feature::StateTrigger,
                Feature::Counters,
                Feature::UntilEndOfTurnPt,
                Feature::LegendRule,
                Feature::Combat,
                Feature::Attachments,
                Feature::FaceDown,
                Feature::CopyTriggered,
                Feature::Costs,
                Feature::Zones,
                Feature::ResolvedTimes,
                Feature::ExileUntil,
                Feature::Regeneration,
                Feature::Protection,
                Feature::Colors,
                Feature::ColorIndicator,
                Feature::Fight,
                Feature::AsLongAs,
                Feature::Manifest,
                Feature::Roles,
            ],
            Edition::Mtg20241108 | Edition::Mtg20260116 => &[Feature::NthTime, Feature::Defends],
        }
    }

    /// Does the model give this edition a combat phase (CR 506.1; CR 306.1 (mtg-2008-10-01))?
    /// Riftbound's combat is a showdown at a battlefield, not a phase of the turn.
    pub fn has_combat(self) -> bool {
        matches!(
            self,
            Edition::Mtg20241108 | Edition::Mtg20260116 | Edition::Mtg20081001
        )
    }

    /// Does a board with combat have Riftbound's battlefield (RB 190 (riftbound-1.4), combat
    /// 459-466 there): units at bases and at one battlefield, Standard Moves, showdowns and
    /// combat there?
    pub fn has_battlefield(self) -> bool {
        self.game() == crate::edition::Game::Riftbound
    }

    /// Is `combat = true` on a board meaningful under this edition (an MTG combat phase or
    /// Riftbound's battlefield)?
    pub fn allows_combat(self) -> bool {
        self.has_combat() || self.has_battlefield()
    }

    /// Can every card named be played under this edition's rules?
    pub fn playable<'a>(
        self,
        pool: &CardPool,
        names: impl IntoIterator<Item = &'a str>,
    ) -> Result<(), Unplayable> {
        for name in names {
            let (card_name, face_down) = crate::board::entry(name);
            let Some(id) = pool.id(card_name) else {
                continue;
            };
            if face_down && self.lacks().contains(&Feature::FaceDown) {
                return Err(Unplayable {
                    edition: self,
                    card: name.to_string(),
                    feature: Feature::FaceDown,
                });
            }
            let card = pool.get(id);
            if let Some(feature) = self.lacks().iter().find(|f| f.used_by(card)) {
                return Err(Unplayable {
                    edition: self,
                    card: name.to_string(),
                    feature: *feature,
                });
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::builtin;

    #[test]
    fn only_the_current_mtg_editions_split_placement_in_two() {
        for e in Edition::ALL {
            let two = e.semantics().placement == Placement::TwoPart;
            assert_eq!(
                two,
                matches!(e, Edition::Mtg20241108 | Edition::Mtg20260116),
                "{e}"
            );
        }
    }

    #[test]
    fn a_2008_board_with_a_reflexive_card_is_unplayable() {
        let pool = builtin();
        let reflexive = pool
            .iter()
            .map(|(_, c)| c)
            .find(|c| Feature::Reflexive.used_by(c))
            .expect("the pool has a reflexive card");
        let err = Edition::Mtg20081001
            .playable(&pool, [reflexive.name.as_str()])
            .unwrap_err();
        assert_eq!(err.feature, Feature::Reflexive);
        assert!(Edition::Mtg20241108
            .playable(&pool, [reflexive.name.as_str()])
            .is_ok());
    }
}
