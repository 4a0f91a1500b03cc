//! Effects: what a resolving spell or ability does, including the effects that create delayed
//! (CR 603.7) and reflexive (CR 603.12) triggered abilities.

use super::delayed_event::DelayedEvent;
pub use super::kinds::Who;
use super::quantity::Quantity;
use super::selector::{CounterKind, Selector};
use serde::{Deserialize, Serialize};

/// How a point is scored (RB 464).
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
#[serde(rename_all = "kebab-case")]
pub enum ScoreKind {
    /// Taking control of a battlefield not yet scored this turn (RB 464.1).
    Conquer,
    /// Keeping control of a battlefield through your beginning phase (RB 464.2).
    Hold,
}

impl TargetSpec {
    pub fn selectors(&self, f: &mut dyn FnMut(&Selector)) {
        match self {
            TargetSpec::Permanent(s) => s.walk(f),
            TargetSpec::Several { of, .. } => of.selectors(f),
            TargetSpec::Ability { source, .. } => source.walk(f),
            TargetSpec::Word { of, .. } => of.selectors(f),
            TargetSpec::AnyTarget | TargetSpec::Player(_) => {}
        }
    }

    /// Which word "target" of its spell or ability this is, from 0 (CR 115.3 (mtg-2024-11-08)).
    pub fn word(&self) -> u8 {
        match self {
            // Not a game number: `n` is 2 or more in any loaded card (the scenario checker
            // refuses `word` 0 and 1); a hand-built 0 reads as the first word.
            TargetSpec::Word { n, .. } => n.saturating_sub(1),
            _ => 0,
        }
    }

    /// The single-target description each chosen target must satisfy (CR 115.1).
    pub fn each(&self) -> &TargetSpec {
        match self {
            TargetSpec::Several { of, .. } | TargetSpec::Word { of, .. } => of.each(),
            _ => self,
        }
    }

    /// How many targets it asks for: (fewest, most) (CR 601.2c: "up to N" may choose fewer).
    pub fn count(&self) -> (u8, u8) {
        match self {
            TargetSpec::Several { count, up_to, .. } => (if *up_to { 0 } else { *count }, *count),
            TargetSpec::Word { of, .. } => of.count(),
            _ => (1, 1),
        }
    }
}

impl Objects {
    pub fn selectors(&self, f: &mut dyn FnMut(&Selector)) {
        match self {
            Objects::Target(t) => t.selectors(f),
            Objects::Each(s) => s.walk(f),
            Objects::This | Objects::It | Objects::Players(_) | Objects::ExiledWithThis => {}
        }
    }
}

/// What a targeted effect may target (CR 115).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum TargetSpec {
    /// "any target": a creature or a player.
    AnyTarget,
    /// "target [permanent matching selector]".
    Permanent(Selector),
    /// "target player" / "target opponent".
    Player(Who),
    /// "[up to] N target [description]": N different targets for one "target" word (CR 115.3,
    /// 601.2c); "up to" allows fewer, even none.
    Several {
        count: u8,
        #[serde(default)]
        up_to: bool,
        of: Box<TargetSpec>,
    },
    /// "target [kind] ability [whose source matches]": a triggered or activated ability on the
    /// stack (CR 115.1, 701.5a (mtg-2024-11-08)); `source` reads the ability's source (CR 113.7:
    /// the object that made it), as it is now or as it last existed. With `kind = spell`,
    /// "target spell [matching]": a spell on the stack, `source` reading the spell itself; one
    /// target kind for every object on the stack.
    Ability {
        #[serde(default)]
        kind: AbilityKind,
        #[serde(default)]
        source: Selector,
    },
    /// The `n`th word "target" of its spell or ability, counted from 1, asking for `of`: "deal
    /// 2 damage to target creature and 2 damage to target player" is a `sequence` whose second
    /// part says `word { n = 2, of = player }` (CR 115.3 (mtg-2024-11-08)). A plain target is
    /// the first word; the parts of one spell naming the same word share its targets. The same
    /// object may be chosen once for each word, never twice for one.
    Word { n: u8, of: Box<TargetSpec> },
}

/// Which abilities on the stack a "target ability" may name.
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
pub enum AbilityKind {
    /// "activated or triggered ability".
    #[default]
    Any,
    /// "triggered ability".
    Triggered,
    /// "activated ability".
    Activated,
    /// "spell": a spell on the stack (CR 112.1 (mtg-2024-11-08)), "counter target spell";
    /// `source` then reads the spell itself (CR 115.1 (mtg-2024-11-08)).
    Spell,
}

/// The objects a non-targeted or targeted effect acts on.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Objects {
    /// The chosen target (CR 115).
    Target(TargetSpec),
    /// The ability's source, if it is still on the battlefield (CR 400.7).
    This,
    /// The object the trigger event refers to, if still where the event put it (CR 603.6).
    It,
    /// Each permanent matching the selector, all at once (CR 603.2c: one event).
    Each(Selector),
    /// Each player matching (`you`, `opponent`: each opponent, `any`: each player): players
    /// may get counters (CR 122.1); other effects on objects skip players.
    Players(Who),
    /// "The exiled card(s)" / "the cards exiled with this": the cards in exile that an exile
    /// ability of this same object put there (CR 607.2a (mtg-2024-11-08): linked abilities); a
    /// new object of the same card (CR 400.7) finds none of them.
    ExiledWithThis,
}

/// The event that ends an "until" zone change (CR 610.3 (mtg-2024-11-08)).
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
#[serde(rename_all = "kebab-case")]
pub enum Until {
    /// "Until [this] leaves the battlefield": the ability's source leaves.
    ThisLeaves,
}

/// What a delayed triggered ability does to the object(s) it refers to (CR 603.7c).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum DelayedAction {
    /// Return that card (or cards) to the battlefield under its owner's control: the exiled
    /// card(s), or the card of a creature that died (`that-dies`), found where it went (CR 400.7e).
    ReturnToBattlefield,
    /// Exile the permanent (if it is still on the battlefield).
    ExileIt,
    /// Return the exiled cards to their owner's hand, then that player draws a card.
    ReturnToHandThenDraw,
    /// The controller gains N life (refers to no object).
    GainLife(u8),
    /// Each opponent of the controller loses N life (refers to no object).
    OpponentsLoseLife(u8),
    /// Any effect: "it" is the object the delayed trigger refers to, `that` (WHO) the player
    /// its trigger event names.
    Do(Box<Effect>),
}

/// How long a delayed triggered ability lasts (CR 603.7b).
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
pub enum Lasts {
    /// No stated duration: it triggers only once, the next time its event occurs.
    #[default]
    Once,
    /// "This turn": until the cleanup step of this turn (CR 514.2).
    ThisTurn,
    /// "Until end of your next turn": until the cleanup step of its controller's next turn.
    YourNextTurn,
    /// "When you next [event] this turn": it triggers only once, the next time its event occurs
    /// (CR 603.7b (mtg-2024-11-08): "only once—the next time"), and ends unused in the cleanup
    /// step of this turn (CR 514.2 (mtg-2024-11-08)) if the event has not occurred by then.
    OnceThisTurn,
}

/// Where a "return", "put" or "exile" effect moves a card: always to its owner's zone (CR
/// 400.3 (mtg-2024-11-08)); onto the battlefield under its owner's control.
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
#[serde(rename_all = "kebab-case")]
pub enum Destination {
    Hand,
    Battlefield,
    Graveyard,
    Exile,
    /// On top of its owner's library (CR 401.2 (mtg-2024-11-08): a library is ordered).
    LibraryTop,
    /// On the bottom of its owner's library.
    LibraryBottom,
}

/// One more recipient of a `deal-damage`: its own word "target" and its amount.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct DamageTo {
    pub to: TargetSpec,
    pub amount: Quantity,
}

/// An effect of a spell or ability.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Effect {
    /// [who] gains N life.
    GainLife { who: Who, amount: Quantity },
    /// [who] loses N life.
    LoseLife { who: Who, amount: Quantity },
    /// [who] draws N cards.
    Draw { who: Who, count: Quantity },
    /// This source deals N damage to the target; with `also`, in the same instruction, other
    /// amounts to other target words ("deals 1 damage to any target, 2 damage to another
    /// target and 3 damage to a third target"): one simultaneous event (CR 608.2f
    /// (mtg-2024-11-08)), so a lifelink source gains life once, the total.
    DealDamage {
        to: TargetSpec,
        amount: Quantity,
        /// The further recipients, each a later word "target" (`word { n = 2, .. }`, then 3).
        #[serde(default)]
        also: Vec<DamageTo>,
    },
    /// Destroy the target permanent.
    Destroy(TargetSpec),
    /// Destroy all permanents matching the selector (one event, CR 603.2c).
    DestroyAll(Selector),
    /// This source deals N damage to each permanent matching the selector, all at once (one
    /// event, CR 603.2c; with lifelink, one life gain, CR 120.3f).
    DamageEach { to: Selector, amount: Quantity },
    /// Put N counters of a kind on the objects (CR 122.1, 122.6).
    PutCounters {
        on: Objects,
        kind: CounterKind,
        count: Quantity,
    },
    /// Remove up to N counters of a kind from the objects (CR 122.8 as numbered in 2024).
    RemoveCounters {
        on: Objects,
        kind: CounterKind,
        count: Quantity,
    },
    /// The objects get +P/+T (or -P/-T) until end of turn (CR 611.2, 514.2).
    Pump {
        on: Objects,
        power: i8,
        toughness: i8,
    },
    /// Sacrifice this permanent.
    SacrificeThis,
    /// Tap the target permanent.
    Tap(TargetSpec),
    /// Untap the target permanent.
    Untap(TargetSpec),
    /// Create N tokens at once, by card name: one event with an occurrence per token (CR
    /// 603.2c (mtg-2024-11-08)).
    CreateToken(super::tokens::Tokens),
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
    /// Exile each permanent the selector picks; then return those cards to the battlefield
    /// under their owners' control, all at once (a mass entry, CR 603.6a).
    FlickerAll(Selector),
    /// Exile your hand face down; at the beginning of the next end step return those cards to
    /// your hand, then draw a card.
    ExileHandFaceDownUntilEndStep,
    /// "Regenerate [the objects]": each gets a regeneration shield, a replacement effect used
    /// up by its next destruction this turn (CR 701.15a (mtg-2024-11-08); 701.19a in 2026,
    /// 501.5a in 2008): instead its damage is removed, it is tapped and removed from combat.
    /// Sacrifice and toughness 0 are not destruction (CR 704.5f). The shield ends at cleanup
    /// (CR 514.2). Refused under the Riftbound editions (no such rule).
    Regenerate(Objects),
    /// Prevent the next N damage that would be dealt to the target this turn (CR 615).
    PreventNextDamage { to: TargetSpec, amount: u8 },
    /// Gain control of the target permanent, indefinitely or "until end of turn" (CR 611.2a:
    /// ended in the cleanup step, CR 514.2). A control change, never a zone change: the
    /// permanent stays the same object.
    GainControl {
        target: TargetSpec,
        #[serde(default)]
        until: super::duration::Duration,
    },
    /// "You may sacrifice another [selector]. When you do, [then]" (CR 603.12).
    ReflexiveSacrifice {
        sacrifice: Selector,
        then: Box<Effect>,
    },
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
    /// The same, "with a [kind] counter on it": it enters with the counter (CR 614.1c, 122.6),
    /// as undying and persist return their creature (CR 702.93a, 702.79a).
    ReturnItToBattlefieldWith(CounterKind),
    /// Destroy the object this zone-change trigger refers to, if still in the zone it went to (CR 603.6).
    DestroyIt,
    /// Return the object this zone-change trigger refers to, to its owner's hand (CR 603.6).
    ReturnItToHand,
    /// Add mana to your mana pool, by type (CR 106.4 (mtg-2024-11-08)): `"{R}{G}"`, `"{C}"`;
    /// `add-mana = N` is N colourless mana.
    AddMana(crate::vocab::ManaPool),
    /// Do each effect in order.
    Sequence(Vec<Effect>),
    /// "[creature] fights [other]" (CR 701.12a (mtg-2024-11-08); 701.14a (mtg-2026-01-16)):
    /// each deals damage equal to its power to the other, one event; neither does if either
    /// is gone, no creature or an illegal target (CR 701.12b); a creature fighting itself deals
    /// itself twice its power (CR 701.12c); not combat damage (CR 701.12d). Each side is
    /// `this`, `it` or one target creature (a word "target", `word { n = 2, .. }` for the
    /// second): anything else is refused at load (`vocab::fight::check`). No 2008 or Riftbound
    /// rule: refused there (`Feature::Fight`).
    Fight { creature: Objects, other: Objects },
    /// "[who] manifests the top card of their library" (CR 701.34a (mtg-2024-11-08); 701.40a
    /// (mtg-2026-01-16)): the card is turned face down and put onto the battlefield under that
    /// player's control, a 2/2 creature with no name, text, subtypes or mana cost (CR 708.2a);
    /// it enters, face down (CR 708.3). Nothing happens for an empty library. Its controller
    /// may turn it face up if its card is a creature card (CR 701.34b). No 2008 or Riftbound
    /// rule: refused there (`Feature::Manifest`).
    Manifest { who: Who },
    /// "Create a [role] Role token attached to [on]" (CR 303.7 (mtg-2024-11-08), 111.10j):
    /// `role` names a token card of the pool with the subtypes Aura and Role; `on` is `this`,
    /// `it` or one target creature. A token per creature named, entering attached to it; none
    /// where there is no creature to enchant (CR 303.4i). No 2008 or Riftbound rule: refused
    /// there (`Feature::Roles`).
    CreateRole { role: String, on: Objects },
    /// "After this phase, there is an additional combat phase" (CR 500.8 (mtg-2024-11-08); CR
    /// 300.7 (mtg-2008-10-01)): a combat phase is added directly after the phase the effect
    /// resolves in (the model's one main phase stands for both main phases). MTG only, on boards
    /// with `combat = true` (`Feature::Combat`).
    AdditionalCombatPhase,
    /// "Attach this to target [permanent]" (CR 701.3a (mtg-2024-11-08)): equip as an activated
    /// ability (CR 702.6a (mtg-2024-11-08)); as an Aura's `spell`, its enchant ability: what the
    /// Aura spell targets and enters attached to (CR 303.4a, 608.3c (mtg-2024-11-08)).
    Attach(TargetSpec),
    /// Unattach the objects (Equipment or Auras) from what they are attached to (CR 701.3d
    /// (mtg-2024-11-08)).
    Unattach(Objects),
    /// The objects lose all abilities until end of turn (CR 613.1f, 611.2a; ended at cleanup).
    LoseAllAbilities { on: Objects },
    /// "Counter target ability" (`Target(Ability ..)`, a Stifle) or "counter it" (`It`: the
    /// spell or ability the trigger event refers to, ward's, CR 702.21a (mtg-2024-11-08)):
    /// removed from the stack, it never resolves (CR 701.5a (mtg-2024-11-08)); a spell goes to
    /// its owner's graveyard.
    Counter(Objects),
    /// "Copy target triggered ability" (CR 707.10 (mtg-2024-11-08)): the copy is put on the
    /// stack with the same targets and mode; it was not triggered (CR 603.2 (mtg-2024-11-08)). MTG 2024 and later only (`Feature::CopyTriggered`).
    /// `new_targets`: "you may choose new targets for the copy" (CR 707.10c (mtg-2024-11-08)):
    /// the copier keeps each target or changes it to another legal one before the copy is put
    /// on the stack.
    CopyAbility {
        of: TargetSpec,
        #[serde(default)]
        new_targets: bool,
    },
    /// Create a delayed triggered ability (CR 603.7a): "[when] [event], [then]", referring to
    /// the objects `on` names as it resolves (CR 603.7c), lasting `lasts` (CR 603.7b).
    Delayed {
        when: DelayedEvent,
        #[serde(default)]
        on: Option<Objects>,
        then: DelayedAction,
        #[serde(default)]
        lasts: Lasts,
    },
    /// "Tap all [selector]" or, with `untap`, "untap all [selector]": every matching permanent
    /// not already so at once, one event with an occurrence per permanent (CR 603.2c).
    TapAll {
        each: Selector,
        #[serde(default)]
        untap: bool,
    },
    /// Move the objects from wherever they are to a zone, one event (CR 603.2c): "return
    /// target creature card from your graveyard to your hand" (a target with a `zone`, CR
    /// 115.1), "exile target creature", "put target creature on top of its owner's library".
    /// A returned card is a new object (CR 400.7 (mtg-2024-11-08)).
    /// `until`: "exile ... until [this] leaves the battlefield" (CR 610.3 (mtg-2024-11-08)): when
    /// the ability's source leaves, the card returns to its previous zone, at once, under its
    /// owner's control (CR 610.3c (mtg-2024-11-08)); if the source has already left as the
    /// ability resolves, nothing moves (CR 610.3b (mtg-2024-11-08)).
    PutInto {
        what: Objects,
        to: Destination,
        #[serde(default)]
        until: Option<Until>,
        /// With `to = "battlefield"`, required: under whose control the card enters
        /// (`"owner"`: "under its owner's control", or `"you"`: "under your control", CR
        /// 110.2a (mtg-2024-11-08)). Unwritten elsewhere.
        #[serde(default, skip_serializing_if = "super::Under::is_unstated")]
        under: super::Under,
    },
    /// [who] mills N cards: puts that many from the top of their library into their graveyard
    /// (CR 701.13a (mtg-2024-11-08)), one event.
    Mill { who: Who, count: Quantity },
    /// "Each player sacrifices a [selector]" (`who`: each player, each opponent, or you): each
    /// chooses one matching permanent they control in APNAP order (CR 101.4 (mtg-2024-11-08)),
    /// then all are sacrificed at once, one event (CR 701.17a + CR 603.2c (mtg-2024-11-08)).
    EachSacrifices { who: Who, what: Selector },
    /// "[who] discards N cards" (CR 701.8a-b (mtg-2024-11-08)): each player `who` names
    /// discards `count` cards from their hand, chosen by that player (or, with `random`, at
    /// random: every outcome is explored), in APNAP order; all the cards are discarded at once,
    /// one event (CR 603.2c (mtg-2024-11-08)). A player with no more cards than `count`
    /// discards their hand.
    Discard {
        #[serde(default)]
        who: Who,
        count: Quantity,
        #[serde(default)]
        random: bool,
    },
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
            | Effect::GainControl { target: t, .. }
            | Effect::Attach(t)
            | Effect::CopyAbility { of: t, .. } => Some(t),
            Effect::PutCounters { on, .. }
            | Effect::RemoveCounters { on, .. }
            | Effect::Pump { on, .. }
            | Effect::LoseAllAbilities { on }
            | Effect::Regenerate(on)
            | Effect::PutInto { what: on, .. }
            | Effect::Counter(on)
            | Effect::Unattach(on)
            | Effect::Delayed { on: Some(on), .. } => match on {
                Objects::Target(t) => Some(t),
                _ => None,
            },
            Effect::Fight { creature, other } => {
                [creature, other].into_iter().find_map(|o| match o {
                    Objects::Target(t) => Some(t),
                    _ => None,
                })
            }
            Effect::CreateRole { on, .. } => match on {
                Objects::Target(t) => Some(t),
                _ => None,
            },
            Effect::Sequence(es) => es.iter().find_map(Effect::target),
            // Listed one by one, no catch-all: a new effect naming objects must say here
            // whether it targets (an effect missing from this list got no target, silently).
            Effect::GainLife { .. }
            | Effect::LoseLife { .. }
            | Effect::Draw { .. }
            | Effect::DestroyAll(_)
            | Effect::DamageEach { .. }
            | Effect::SacrificeThis
            | Effect::CreateToken(_)
            | Effect::ExileThisAtNextEndStep
            | Effect::WhenThisLeaves(_)
            | Effect::WhenThisUntaps(_)
            | Effect::WheneverCreatureDiesThisTurn(_)
            | Effect::FlickerAll(_)
            | Effect::ExileHandFaceDownUntilEndStep
            | Effect::ReflexiveSacrifice { .. }
            | Effect::Score(_)
            | Effect::WinGame
            | Effect::DiscardHandDrawThatMany
            | Effect::ReturnItToBattlefield
            | Effect::ReturnItToBattlefieldWith(_)
            | Effect::DestroyIt
            | Effect::ReturnItToHand
            | Effect::AddMana(_)
            | Effect::Delayed { on: None, .. }
            | Effect::TapAll { .. }
            | Effect::Mill { .. }
            | Effect::EachSacrifices { .. }
            | Effect::Discard { .. }
            | Effect::Manifest { .. }
            | Effect::AdditionalCombatPhase => None,
        }
    }

    /// Each word "target" of this spell or ability, in order, as its first part names it
    /// (CR 115.3 (mtg-2024-11-08)): one entry per word, the first word's being `target()`.
    pub fn target_words(&self) -> Vec<&TargetSpec> {
        let mut out: Vec<&TargetSpec> = Vec::new();
        let parts: Vec<&Effect> = match self {
            Effect::Sequence(es) => es.iter().collect(),
            e => vec![e],
        };
        for t in parts.into_iter().flat_map(Effect::recipients_targets) {
            if t.word() as usize == out.len() {
                out.push(t);
            }
        }
        out
    }

    /// The targets one part names: its `target()`, and for a `deal-damage` its `also`
    /// recipients' words after it.
    pub fn recipients_targets(&self) -> Vec<&TargetSpec> {
        match self {
            Effect::DealDamage { to, also, .. } => std::iter::once(to)
                .chain(also.iter().map(|r| &r.to))
                .collect(),
            // CR 115.3 (mtg-2024-11-08): "target creature fights target creature" says
            // "target" twice.
            Effect::Fight { creature, other } => [creature, other]
                .into_iter()
                .filter_map(|o| match o {
                    Objects::Target(t) => Some(t),
                    _ => None,
                })
                .collect(),
            e => e.target().into_iter().collect(),
        }
    }

    /// Every selector and quantity this effect reads, for validation.
    pub fn selectors(&self, f: &mut dyn FnMut(&Selector)) {
        let q = |q: &Quantity, f: &mut dyn FnMut(&Selector)| q.selectors(f);
        match self {
            Effect::GainLife { amount, .. } | Effect::LoseLife { amount, .. } => q(amount, f),
            Effect::Draw { count, .. } => q(count, f),
            Effect::DealDamage { to, amount, also } => {
                to.selectors(f);
                q(amount, f);
                for r in also {
                    r.to.selectors(f);
                    q(&r.amount, f);
                }
            }
            Effect::Destroy(t)
            | Effect::Tap(t)
            | Effect::Untap(t)
            | Effect::FlickerUntilEndStep(t)
            | Effect::GainControl { target: t, .. }
            | Effect::Attach(t)
            | Effect::CopyAbility { of: t, .. }
            | Effect::PreventNextDamage { to: t, .. } => t.selectors(f),
            Effect::Fight { creature, other } => {
                creature.selectors(f);
                other.selectors(f)
            }
            Effect::Unattach(on)
            | Effect::Counter(on)
            | Effect::Regenerate(on)
            | Effect::CreateRole { on, .. }
            | Effect::PutInto { what: on, .. } => on.selectors(f),
            Effect::Mill { count, .. } | Effect::Discard { count, .. } => q(count, f),
            Effect::DestroyAll(s)
            | Effect::FlickerAll(s)
            | Effect::DamageEach { to: s, .. }
            | Effect::TapAll { each: s, .. }
            | Effect::EachSacrifices { what: s, .. } => s.walk(f),
            Effect::PutCounters { on, count, .. } | Effect::RemoveCounters { on, count, .. } => {
                on.selectors(f);
                q(count, f)
            }
            Effect::Pump { on, .. } | Effect::LoseAllAbilities { on } => on.selectors(f),
            Effect::ReflexiveSacrifice { sacrifice, then } => {
                sacrifice.walk(f);
                then.selectors(f)
            }
            Effect::Sequence(es) => es.iter().for_each(|e| e.selectors(f)),
            Effect::Delayed { on, then, .. } => {
                if let Some(on) = on {
                    on.selectors(f);
                }
                if let DelayedAction::Do(e) = then {
                    e.selectors(f);
                }
            }
            // No catch-all: a new effect must say which selectors it reads (validation walks
            // them all).
            Effect::CreateToken(t) => q(&t.count, f),
            Effect::WhenThisLeaves(a)
            | Effect::WhenThisUntaps(a)
            | Effect::WheneverCreatureDiesThisTurn(a) => {
                if let DelayedAction::Do(e) = a {
                    e.selectors(f);
                }
            }
            Effect::SacrificeThis
            | Effect::ExileThisAtNextEndStep
            | Effect::ExileHandFaceDownUntilEndStep
            | Effect::Score(_)
            | Effect::WinGame
            | Effect::DiscardHandDrawThatMany
            | Effect::ReturnItToBattlefield
            | Effect::ReturnItToBattlefieldWith(_)
            | Effect::DestroyIt
            | Effect::ReturnItToHand
            | Effect::AddMana(_)
            | Effect::Manifest { .. }
            | Effect::AdditionalCombatPhase => {}
        }
    }

    /// Every quantity this effect reads, nested ones included.
    pub fn quantities(&self, f: &mut dyn FnMut(&Quantity)) {
        match self {
            Effect::DealDamage { amount, also, .. } => {
                amount.walk(f);
                also.iter().for_each(|r| r.amount.walk(f));
            }
            Effect::GainLife { amount, .. }
            | Effect::LoseLife { amount, .. }
            | Effect::DamageEach { amount, .. } => amount.walk(f),
            Effect::Draw { count, .. }
            | Effect::Mill { count, .. }
            | Effect::Discard { count, .. }
            | Effect::PutCounters { count, .. }
            | Effect::RemoveCounters { count, .. } => count.walk(f),
            Effect::ReflexiveSacrifice { then, .. } => then.quantities(f),
            Effect::Sequence(es) => es.iter().for_each(|e| e.quantities(f)),
            Effect::CreateToken(t) => t.count.walk(f),
            Effect::Delayed {
                then: DelayedAction::Do(e),
                ..
            }
            | Effect::WhenThisLeaves(DelayedAction::Do(e))
            | Effect::WhenThisUntaps(DelayedAction::Do(e))
            | Effect::WheneverCreatureDiesThisTurn(DelayedAction::Do(e)) => e.quantities(f),
            // No catch-all: a new effect must say which quantities it reads (history
            // recording and validation walk them).
            Effect::Destroy(_)
            | Effect::DestroyAll(_)
            | Effect::Pump { .. }
            | Effect::SacrificeThis
            | Effect::Tap(_)
            | Effect::Untap(_)
            | Effect::FlickerUntilEndStep(_)
            | Effect::ExileThisAtNextEndStep
            | Effect::WhenThisLeaves(_)
            | Effect::WhenThisUntaps(_)
            | Effect::WheneverCreatureDiesThisTurn(_)
            | Effect::FlickerAll(_)
            | Effect::ExileHandFaceDownUntilEndStep
            | Effect::Regenerate(_)
            | Effect::PreventNextDamage { .. }
            | Effect::GainControl { .. }
            | Effect::Score(_)
            | Effect::WinGame
            | Effect::DiscardHandDrawThatMany
            | Effect::ReturnItToBattlefield
            | Effect::ReturnItToBattlefieldWith(_)
            | Effect::DestroyIt
            | Effect::ReturnItToHand
            | Effect::AddMana(_)
            | Effect::Attach(_)
            | Effect::Unattach(_)
            | Effect::LoseAllAbilities { .. }
            | Effect::Counter(_)
            | Effect::CopyAbility { .. }
            | Effect::Delayed { .. }
            | Effect::TapAll { .. }
            | Effect::PutInto { .. }
            | Effect::EachSacrifices { .. }
            | Effect::Fight { .. }
            | Effect::Manifest { .. }
            | Effect::CreateRole { .. }
            | Effect::AdditionalCombatPhase => {}
        }
    }

    /// Does this effect read the turn's history ("this turn" quantities, "entered this turn")?
    pub fn reads_history(&self) -> bool {
        let mut found = false;
        self.quantities(&mut |q| found |= matches!(q, Quantity::ThisTurn { .. }));
        self.selectors(&mut |s| found |= s.entered_this_turn || s.cast_from_hand);
        found
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
            Effect::Delayed { when, .. } => Some(when.clone()),
            Effect::Sequence(es) => es.iter().find_map(Effect::creates_delayed),
            _ => None,
        }
    }
}
