//! The card-ability vocabulary as serde data: cards, triggered/activated/static abilities, trigger
//! conditions, intervening-if conditions, effects and modifiers. Data only; the rules that give it
//! meaning live in `crate::rules`.

pub mod cast_watch;
pub mod color;
pub mod contexts;
#[cfg(test)]
pub(crate) mod contexts_tests;
pub mod cost_x;
pub mod delayed_event;
pub mod duration;
pub mod effect;
pub mod fight;
pub mod kinds;
pub mod mana_pool;
pub mod quantity;
pub mod selector;
pub mod statics;
pub mod tokens;
pub mod trigger;
pub mod under;
pub mod words;

use serde::{Deserialize, Serialize};

pub use color::{Color, ColorTest, ManaCost, ManaSymbol};
pub use duration::{Controlled, Duration};
pub use effect::{Effect, Objects, ScoreKind, Who};
pub use mana_pool::ManaPool;
pub use quantity::{Condition, History, ObjectRef, Op, Quantity};
pub use selector::{Cmp, CounterKind, CounterTest, Selector, Supertype};
pub use statics::{CauseEvent, StaticAbility, TriggerCause};
pub use tokens::Tokens;
pub use trigger::{DelayedEvent, TriggerCondition, TriggerEvent, TriggeredAbility};
pub use under::Under;

/// Card types the vocabulary distinguishes (CR 300.1, the subset triggers care about).
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
pub enum CardType {
    Creature,
    Artifact,
    Enchantment,
    Land,
    Instant,
    Sorcery,
}

impl CardType {
    /// Permanent card types enter the battlefield when their spell resolves.
    pub fn is_permanent(self) -> bool {
        !matches!(self, CardType::Instant | CardType::Sorcery)
    }
}

/// Keywords that change how combat happens (CR 702; numbers per edition in the cr-index).
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
pub enum Keyword {
    /// Deals combat damage in the first of two combat damage steps (CR 702.7, 510.4).
    FirstStrike,
    /// Deals combat damage in both combat damage steps (CR 702.4, 510.4).
    DoubleStrike,
    /// Its damage also makes its controller gain that much life (CR 702.15, 120.3f).
    Lifelink,
    /// Any damage it deals to a creature is enough to destroy it (CR 702.2, 704.5h).
    Deathtouch,
    /// Attacking doesn't cause it to tap (CR 702.20, 508.1f).
    Vigilance,
    /// Attacking, its damage beyond lethal to its blockers may go to the player it attacks (CR
    /// 702.19, 510.1c).
    Trample,
    /// Blocked only by creatures with flying or reach (CR 702.9b, 509.1b).
    Flying,
    /// May block creatures with flying (CR 702.17b, 509.1b).
    Reach,
    /// Blocked only by two or more creatures (CR 702.111b, 509.1b); not in the 2008 rules.
    Menace,
    /// "Can block an additional creature each combat": blocks up to two attackers (CR 509.1a
    /// with CR 101.1: the card's text beats "one creature for it to block"; 309.2a with 103.1
    /// in 2008). Not a keyword of CR 702; a static ability spelled like one.
    CanBlockAdditional,
    /// "Can block any number of creatures": blocks any number of attackers (as
    /// `CanBlockAdditional`, without a limit).
    CanBlockAnyNumber,
}

impl Keyword {
    pub const ALL: [Keyword; 11] = [
        Keyword::FirstStrike,
        Keyword::DoubleStrike,
        Keyword::Lifelink,
        Keyword::Deathtouch,
        Keyword::Vigilance,
        Keyword::Trample,
        Keyword::Flying,
        Keyword::Reach,
        Keyword::Menace,
        Keyword::CanBlockAdditional,
        Keyword::CanBlockAnyNumber,
    ];

    /// The keyword as printed.
    pub fn word(self) -> &'static str {
        match self {
            Keyword::FirstStrike => "first strike",
            Keyword::DoubleStrike => "double strike",
            Keyword::Lifelink => "lifelink",
            Keyword::Deathtouch => "deathtouch",
            Keyword::Vigilance => "vigilance",
            Keyword::Trample => "trample",
            Keyword::Flying => "flying",
            Keyword::Reach => "reach",
            Keyword::Menace => "menace",
            Keyword::CanBlockAdditional => "can block an additional creature each combat",
            Keyword::CanBlockAnyNumber => "can block any number of creatures",
        }
    }
}

/// Index of a card definition in a [`CardPool`](crate::cards::CardPool).
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
pub struct CardId(pub u16);

/// A cost (CR 118.1 (mtg-2024-11-08)): what an activated ability asks for, or what a spell
/// asks for as an additional cost (CR 118.8 (mtg-2024-11-08)). Each part present is paid, in
/// full, before the spell becomes cast or the ability activated (CR 601.2h (mtg-2024-11-08)).
/// Mana is not modelled (SIMPLIFICATION, see README: spells and abilities cost no mana).
#[derive(
    Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default, schemars::JsonSchema,
)]
#[serde(deny_unknown_fields)]
pub struct Cost {
    /// `{T}`: tap this permanent.
    #[serde(default)]
    pub tap: bool,
    /// "Sacrifice [selector]" (CR 701.17a (mtg-2024-11-08)): `"this"`, or a permanent the
    /// player controls that the selector matches, chosen as the cost is paid.
    #[serde(default)]
    pub sacrifice: Option<Selector>,
    /// "Pay N life" (CR 119.4 (mtg-2024-11-08)): only with at least that much life; paying
    /// life is losing life.
    #[serde(default)]
    pub life: u8,
    /// "Discard a [selector] card" (CR 701.8a (mtg-2024-11-08)): one card from the player's
    /// hand that the selector matches (`{}`: any card), chosen as the cost is paid.
    #[serde(default)]
    pub discard: Option<Selector>,
}

impl Cost {
    /// Is this no cost at all?
    pub fn is_free(&self) -> bool {
        *self == Cost::default()
    }
}

/// A spell's additional cost (CR 118.8 (mtg-2024-11-08)): a [`Cost`] without `{T}` or
/// "sacrifice this" (a spell on the stack is no permanent to tap or sacrifice); the reader
/// rejects those with the file's line and column.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Default)]
#[serde(transparent)]
pub struct AdditionalCost(pub Cost);

impl<'de> Deserialize<'de> for AdditionalCost {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let c = Cost::deserialize(d)?;
        if c.tap {
            return Err(serde::de::Error::custom(
                "a spell's additional cost can't be `tap = true`: a spell is no permanent to tap",
            ));
        }
        if c.sacrifice.as_ref().is_some_and(|s| s.this) {
            return Err(serde::de::Error::custom(
                "a spell's additional cost can't sacrifice \"this\": write a selector such as { card_type = \"creature\" }",
            ));
        }
        Ok(AdditionalCost(c))
    }
}

/// The JSON Schema of an additional cost: a [`Cost`] (the reader also refuses `tap` and
/// sacrificing "this", which the schema does not express).
impl schemars::JsonSchema for AdditionalCost {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "AdditionalCost".into()
    }

    fn json_schema(g: &mut schemars::SchemaGenerator) -> schemars::Schema {
        g.subschema_for::<Cost>()
    }
}

/// An activated ability: `[cost]: [effect]`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ActivatedAbility {
    pub cost: Cost,
    pub effect: Effect,
    /// A mana ability (CR 605.1a): resolves immediately, without the stack.
    #[serde(default)]
    pub mana: bool,
}

/// One ability printed on a card. Card definitions live in the pool, never in a game state,
/// so the size of the largest variant costs nothing per state.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Ability {
    Triggered(TriggeredAbility),
    Activated(ActivatedAbility),
    Static(StaticAbility),
}

/// A card definition: the printed characteristics the engine needs.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CardDef {
    pub name: String,
    pub types: Vec<CardType>,
    /// Subtypes (CR 205.3), e.g. `["Human", "Soldier"]`; compared case-insensitively.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub subtypes: Vec<String>,
    /// Supertypes (CR 205.4), e.g. `["legendary"]`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub supertypes: Vec<Supertype>,
    #[serde(default)]
    pub power: i8,
    #[serde(default)]
    pub toughness: i8,
    /// What the card does when it resolves as an instant or sorcery.
    #[serde(default)]
    pub spell: Option<Effect>,
    #[serde(default)]
    pub abilities: Vec<Ability>,
    /// A token definition: ceases to exist outside the battlefield (CR 704.5d).
    #[serde(default)]
    pub token: bool,
    /// Combat keywords (CR 702), e.g. `["first-strike", "lifelink"]`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub keywords: Vec<Keyword>,
    /// "As an additional cost to cast this spell, [cost]" (CR 118.8 (mtg-2024-11-08)).
    #[serde(default)]
    pub additional_cost: AdditionalCost,
    /// "Protection from [quality]" (CR 702.16a (mtg-2024-11-08); 502.7a (mtg-2008-10-01)):
    /// each quality a selector, read from the protected permanent's point of view (`this` is
    /// it, `you` its controller), e.g. `[{ card_type = "creature" }]`. Several selectors are
    /// several protections (CR 702.16g).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub protection: Vec<Selector>,
    /// The printed mana cost (CR 202.1 (mtg-2024-11-08); CR 203.1 (mtg-2008-10-01)), e.g.
    /// `"{1}{R}"`: its coloured symbols give the card its colour (CR 202.2). Without it the
    /// card has no mana cost.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mana_cost: Option<ManaCost>,
    /// A colour indicator (CR 204.1 (mtg-2024-11-08)): the card is each colour listed
    /// (CR 202.2e), in addition to its mana cost's. The 2008 rules have none (refused there).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub colors: Vec<Color>,
}

impl CardDef {
    /// Does any part of the card read the turn's history ("if a creature died this turn",
    /// "for each creature that died this turn", "if this entered this turn")? A triggered
    /// ability a static grants counts too (CR 613.1f: the permanents it picks have it).
    pub fn reads_history(&self) -> bool {
        self.reads_history_printed()
            || self.abilities.iter().any(|a| match a {
                Ability::Static(StaticAbility::Grant { ability, .. }) => ability.reads_history(),
                _ => false,
            })
    }

    /// [`CardDef::reads_history`] of the spell and the printed triggered and activated abilities
    /// only, what a granted ability reads left out.
    pub fn reads_history_printed(&self) -> bool {
        self.spell.as_ref().is_some_and(Effect::reads_history)
            || self.abilities.iter().any(|a| match a {
                Ability::Triggered(t) => t.reads_history(),
                Ability::Activated(a) => a.effect.reads_history(),
                Ability::Static(_) => false,
            })
    }

    /// Calls `f` with every token name the triggered abilities this card's statics grant create
    /// (CR 613.1f): tokens the card can bring into the game beside [`CardDef::token_names`].
    pub fn granted_token_names(&self, f: &mut dyn FnMut(&str)) {
        for a in &self.abilities {
            if let Ability::Static(StaticAbility::Grant { ability, .. }) = a {
                let mut each = |e: &Effect| {
                    if let Effect::CreateToken(t) = e {
                        f(&t.token)
                    }
                };
                ability.effect.walk(&mut each);
                ability.modes.iter().for_each(|m| m.walk(&mut each));
            }
        }
    }

    pub fn has_type(&self, t: CardType) -> bool {
        self.types.contains(&t)
    }

    pub fn has_keyword(&self, k: Keyword) -> bool {
        self.keywords.contains(&k)
    }

    /// Does the card deal combat damage in the first of two combat damage steps (CR 510.4)?
    pub fn strikes_first(&self) -> bool {
        self.has_keyword(Keyword::FirstStrike) || self.has_keyword(Keyword::DoubleStrike)
    }

    /// Has this card the subtype (case-insensitively, CR 205.3)?
    pub fn has_subtype(&self, sub: &str) -> bool {
        self.subtypes.iter().any(|s| s.eq_ignore_ascii_case(sub))
    }

    /// Is this card a permanent card (it enters the battlefield when it resolves)?
    pub fn is_permanent(&self) -> bool {
        self.types.iter().any(|t| t.is_permanent())
    }

    /// The printed triggered abilities, with their index among all printed abilities.
    pub fn triggered(&self) -> impl Iterator<Item = (u8, &TriggeredAbility)> {
        self.abilities
            .iter()
            .enumerate()
            .filter_map(|(i, a)| match a {
                // In range: at most 255 abilities a card (the scenario checker refuses more).
                Ability::Triggered(t) => Some((i as u8, t)),
                _ => None,
            })
    }

    /// The printed static abilities.
    pub fn statics(&self) -> impl Iterator<Item = &StaticAbility> {
        self.abilities.iter().filter_map(|a| match a {
            Ability::Static(s) => Some(s),
            _ => None,
        })
    }
}

impl CardDef {
    /// Calls `f` with every selector the card's text uses (events, conditions, effects,
    /// statics), nested ones included.
    pub fn selectors(&self, f: &mut dyn FnMut(&Selector)) {
        if let Some(e) = &self.spell {
            e.selectors(f);
        }
        for a in &self.abilities {
            match a {
                Ability::Triggered(t) => {
                    match &t.when {
                        TriggerCondition::Event(e) => {
                            if let Some(s) = e.selector() {
                                s.walk(f);
                            }
                        }
                        TriggerCondition::State(c) => c.selectors(f),
                    }
                    if let Some(c) = &t.intervening_if {
                        c.selectors(f);
                    }
                    t.effect.selectors(f);
                    t.modes.iter().for_each(|m| m.selectors(f));
                }
                Ability::Activated(a) => a.effect.selectors(f),
                Ability::Static(StaticAbility::ExileInsteadOfDying(s)) => s.walk(f),
                Ability::Static(_) => {}
            }
        }
        self.protection.iter().for_each(|s| s.walk(f));
    }

    /// Calls `f` with every effect the card can have, nested ones included (sequences, modes,
    /// a reflexive "then").
    pub fn effects(&self, f: &mut dyn FnMut(&Effect)) {
        let walk = Effect::walk;
        if let Some(s) = &self.spell {
            walk(s, f);
        }
        for a in &self.abilities {
            match a {
                Ability::Triggered(t) => {
                    walk(&t.effect, f);
                    t.modes.iter().for_each(|m| walk(m, f));
                }
                Ability::Activated(a) => walk(&a.effect, f),
                Ability::Static(_) => {}
            }
        }
    }

    /// Can the card put counters on a permanent (an effect, or entering with them)?
    pub fn puts_counters(&self) -> bool {
        let mut puts = self
            .statics()
            .any(|s| matches!(s, StaticAbility::EntersWithCounters { .. }));
        self.effects(&mut |e| {
            puts |= matches!(
                e,
                Effect::PutCounters { .. } | Effect::ReturnItToBattlefieldWith(_)
            )
        });
        puts
    }

    /// Is the card legendary (CR 205.4)?
    pub fn is_legendary(&self) -> bool {
        self.supertypes.contains(&Supertype::Legendary)
    }

    /// Calls `f` with every token name this card's effects create.
    pub fn token_names(&self, f: &mut dyn FnMut(&str)) {
        self.effects(&mut |e| {
            match e {
                Effect::CreateToken(t) => f(&t.token),
                // CR 303.7 (mtg-2024-11-08): a Role is a token.
                Effect::CreateRole { role, .. } => f(role),
                _ => {}
            }
        });
    }
}

impl Effect {
    /// Calls `f` with this effect and every effect nested in it (sequences, a reflexive
    /// "then", a delayed trigger's effect).
    pub fn walk(&self, f: &mut dyn FnMut(&Effect)) {
        f(self);
        match self {
            Effect::Sequence(es) => es.iter().for_each(|e| e.walk(f)),
            Effect::ReflexiveSacrifice { then, .. } => then.walk(f),
            Effect::Delayed {
                then: effect::DelayedAction::Do(then),
                ..
            }
            | Effect::WhenThisLeaves(effect::DelayedAction::Do(then))
            | Effect::WhenThisUntaps(effect::DelayedAction::Do(then))
            | Effect::WheneverCreatureDiesThisTurn(effect::DelayedAction::Do(then)) => then.walk(f),
            _ => {}
        }
    }
}
