//! The one object selector (CR 109.2, 109.4, 205, 122): every place the vocabulary names objects —
//! event subjects, targets, conditions, counts, statics, costs — uses [`Selector`]. A selector is a
//! conjunction of optional tests on an object's characteristics and status, plus `any_of` (or) and
//! `not`; "this" and "another" are two of its tests, so there are no twin variants for "this X"
//! and "a X". Players are selected by [`Who`](super::Who), relative to the ability's controller.
//!
//! Data only: the engine's evaluator is `rules::select`, the properties have their own.

use super::color::ColorTest;
use super::kinds::Who;
use super::CardType;
use crate::ids::Zone;
use serde::de::{self, Deserializer, MapAccess, Visitor};
use serde::ser::Serializer;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Supertypes (CR 205.4a, the subset the model distinguishes).
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
pub enum Supertype {
    Legendary,
    Basic,
    Snow,
}

/// Kinds of counters (CR 122.1). `+1/+1` and `-1/-1` change power and toughness (CR 122.1a);
/// the others are named counters with no rules meaning of their own.
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
pub enum CounterKind {
    #[serde(rename = "+1/+1")]
    PlusOne,
    #[serde(rename = "-1/-1")]
    MinusOne,
    Charge,
    Quest,
    Lore,
    Time,
    Oil,
    Shield,
    Stun,
    /// Experience counters: given to players (CR 122.1: counters on players), no rule of their own.
    Experience,
}

impl CounterKind {
    /// Every kind, in declaration order.
    pub const ALL: [CounterKind; 10] = [
        CounterKind::PlusOne,
        CounterKind::MinusOne,
        CounterKind::Charge,
        CounterKind::Quest,
        CounterKind::Lore,
        CounterKind::Time,
        CounterKind::Oil,
        CounterKind::Shield,
        CounterKind::Stun,
        CounterKind::Experience,
    ];

    /// The kind a file's word names.
    pub fn parse(word: &str) -> Option<CounterKind> {
        CounterKind::ALL.into_iter().find(|k| k.word() == word)
    }

    /// The word used in files and traces.
    pub fn word(self) -> &'static str {
        match self {
            CounterKind::PlusOne => "+1/+1",
            CounterKind::MinusOne => "-1/-1",
            CounterKind::Charge => "charge",
            CounterKind::Quest => "quest",
            CounterKind::Lore => "lore",
            CounterKind::Time => "time",
            CounterKind::Oil => "oil",
            CounterKind::Shield => "shield",
            CounterKind::Stun => "stun",
            CounterKind::Experience => "experience",
        }
    }
}

/// A comparison with a fixed number: `{ at-least = 2 }`, `{ at-most = 0 }`, `{ exactly = 3 }`.
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
pub enum Cmp {
    AtLeast(i16),
    AtMost(i16),
    Exactly(i16),
}

impl Cmp {
    pub fn holds(self, n: i16) -> bool {
        match self {
            Cmp::AtLeast(k) => n >= k,
            Cmp::AtMost(k) => n <= k,
            Cmp::Exactly(k) => n == k,
        }
    }
}

/// "with [N or more] [kind] counters on it" (CR 122.1).
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
#[serde(deny_unknown_fields)]
pub struct CounterTest {
    pub kind: CounterKind,
    /// How many, compared; default "at least one".
    #[serde(default = "one_or_more")]
    pub count: Cmp,
}

fn one_or_more() -> Cmp {
    Cmp::AtLeast(1)
}

/// One object selector: every test that is present must hold. In a file, a table of the tests,
/// or the word `"this"` (the object that has the ability).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Selector {
    /// The object that has the ability ("this creature", "this card"), CR 109.5.
    pub this: bool,
    /// Any object other than the one that has the ability ("another creature").
    pub another: bool,
    /// A card type the object has (CR 205.2).
    pub card_type: Option<CardType>,
    /// A subtype the object has, compared case-insensitively (CR 205.3): "Human", "Equipment".
    pub subtype: Option<String>,
    /// A supertype the object has (CR 205.4): "legendary".
    pub supertype: Option<Supertype>,
    /// The object's name (CR 201): "named Grizzly Bears".
    pub name: Option<String>,
    /// `true`: a token; `false`: "nontoken" (CR 111).
    pub token: Option<bool>,
    /// Who controls it (CR 108.4), relative to the ability's controller.
    pub controller: Who,
    /// The zone it is in (CR 400.1). In counts and "exists" conditions a selector without a zone
    /// means the battlefield; for an event's object, wherever the event found it.
    pub zone: Option<Zone>,
    /// Who owns it (CR 108.3), relative to the ability's controller.
    pub owner: Who,
    /// `true`: tapped; `false`: untapped (CR 110.5).
    pub tapped: Option<bool>,
    /// Counters on it (CR 122).
    pub counters: Option<CounterTest>,
    /// Its power, compared (CR 208).
    pub power: Option<Cmp>,
    /// Its toughness, compared (CR 208).
    pub toughness: Option<Cmp>,
    /// At least one of these selectors matches ("artifact or creature").
    pub any_of: Vec<Selector>,
    /// This selector does not match ("non-Human").
    pub not: Option<Box<Selector>>,
    /// The object the ability's Aura or Equipment is attached to: "enchanted creature"
    /// (CR 303.4b (mtg-2024-11-08)), "equipped creature" (CR 301.5a (mtg-2024-11-08)). In a
    /// file `enchanted = true` or `equipped = true`.
    pub enchanted: bool,
    /// It entered the battlefield this turn ("if this entered this turn"; a new object each
    /// time, CR 400.7 (mtg-2024-11-08)). In a file `entered_this_turn = true`.
    pub entered_this_turn: bool,
    /// It was cast from its owner's hand: a spell cast from the hand, or the permanent that
    /// spell became ("if you cast it from your hand"; CR 601.2a (mtg-2024-11-08)). A permanent
    /// put onto the battlefield any other way was not cast, nor is any later object of the
    /// card (CR 400.7 (mtg-2024-11-08)). In a file `cast_from_hand = true`.
    pub cast_from_hand: bool,
    /// Its colour (CR 105.2 (mtg-2024-11-08)): `color = "red"` ("a red spell"), or
    /// `"colorless"` / `"multicolored"`.
    pub color: Option<ColorTest>,
}

fn is_false(b: &bool) -> bool {
    !*b
}

fn is_any(w: &Who) -> bool {
    *w == Who::Any
}

impl Selector {
    /// "this" object.
    pub fn this() -> Selector {
        Selector {
            this: true,
            ..Selector::default()
        }
    }

    /// "a [type]".
    pub fn of_type(t: CardType) -> Selector {
        Selector {
            card_type: Some(t),
            ..Selector::default()
        }
    }

    /// "a [type] you control".
    pub fn yours(t: CardType) -> Selector {
        Selector {
            card_type: Some(t),
            controller: Who::You,
            ..Selector::default()
        }
    }

    /// The same selector, restricted to objects other than this one ("another ...").
    pub fn other(self) -> Selector {
        Selector {
            another: true,
            ..self
        }
    }

    /// The same selector, restricted to objects whose controller is `who`.
    pub fn controlled_by(self, who: Who) -> Selector {
        Selector {
            controller: who,
            ..self
        }
    }

    /// Is this exactly "this object", with no other test?
    pub fn is_this(&self) -> bool {
        *self == Selector::this()
    }

    /// Every selector nested in this one, this one first.
    pub fn walk(&self, f: &mut dyn FnMut(&Selector)) {
        f(self);
        self.any_of.iter().for_each(|s| s.walk(f));
        if let Some(n) = &self.not {
            n.walk(f);
        }
    }

    /// Does this selector, or one nested in it, test counters?
    pub fn tests_counters(&self) -> bool {
        let mut found = false;
        self.walk(&mut |s| found |= s.counters.is_some());
        found
    }

    /// Contradictions a file can write but no object can match; `None` if it is consistent.
    pub fn contradiction(&self) -> Option<&'static str> {
        if self.this && self.another {
            return Some("`this = true` and `another = true` select nothing");
        }
        None
    }
}

/// Reads a selector from a table of tests or from the word `"this"`.
impl<'de> Deserialize<'de> for Selector {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Selector;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a selector: \"this\" or a table of tests such as { card_type = \"creature\", controller = \"you\" }")
            }
            fn visit_str<E: de::Error>(self, s: &str) -> Result<Selector, E> {
                match s {
                    "this" => Ok(Selector::this()),
                    other => Err(E::invalid_value(de::Unexpected::Str(other), &self)),
                }
            }
            fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Selector, A::Error> {
                let s = Tests::deserialize(de::value::MapAccessDeserializer::new(map))?;
                let sel = s.into_selector();
                match sel.contradiction() {
                    Some(why) => Err(de::Error::custom(why)),
                    None => Ok(sel),
                }
            }
        }
        if d.is_human_readable() {
            d.deserialize_any(V)
        } else {
            Tests::deserialize(d).map(Tests::into_selector)
        }
    }
}

/// The table form of a selector: what [`Selector`]'s reader delegates to, and its whole form in
/// binary encodings (every field, in order).
#[derive(Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
struct Tests {
    #[serde(default)]
    this: bool,
    #[serde(default)]
    another: bool,
    #[serde(default)]
    card_type: Option<CardType>,
    #[serde(default)]
    subtype: Option<String>,
    #[serde(default)]
    supertype: Option<Supertype>,
    #[serde(default)]
    name: Option<String>,
    #[serde(default)]
    token: Option<bool>,
    #[serde(default)]
    controller: Who,
    #[serde(default)]
    zone: Option<Zone>,
    #[serde(default)]
    owner: Who,
    #[serde(default)]
    tapped: Option<bool>,
    #[serde(default)]
    counters: Option<CounterTest>,
    #[serde(default)]
    power: Option<Cmp>,
    #[serde(default)]
    toughness: Option<Cmp>,
    #[serde(default)]
    any_of: Vec<Selector>,
    #[serde(default)]
    not: Option<Box<Selector>>,
    #[serde(default, alias = "equipped")]
    enchanted: bool,
    #[serde(default)]
    entered_this_turn: bool,
    #[serde(default)]
    cast_from_hand: bool,
    #[serde(default)]
    color: Option<ColorTest>,
}

/// The table form written for people (JSON traces): only the tests that are present.
#[derive(Serialize)]
struct Shown<'a> {
    #[serde(skip_serializing_if = "is_false")]
    this: bool,
    #[serde(skip_serializing_if = "is_false")]
    another: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    card_type: Option<CardType>,
    #[serde(skip_serializing_if = "Option::is_none")]
    subtype: &'a Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    supertype: Option<Supertype>,
    #[serde(skip_serializing_if = "Option::is_none")]
    name: &'a Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    token: Option<bool>,
    #[serde(skip_serializing_if = "is_any")]
    controller: Who,
    #[serde(skip_serializing_if = "Option::is_none")]
    zone: Option<Zone>,
    #[serde(skip_serializing_if = "is_any")]
    owner: Who,
    #[serde(skip_serializing_if = "Option::is_none")]
    tapped: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    counters: Option<CounterTest>,
    #[serde(skip_serializing_if = "Option::is_none")]
    power: Option<Cmp>,
    #[serde(skip_serializing_if = "Option::is_none")]
    toughness: Option<Cmp>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    any_of: &'a Vec<Selector>,
    #[serde(skip_serializing_if = "Option::is_none")]
    not: &'a Option<Box<Selector>>,
    #[serde(skip_serializing_if = "is_false")]
    enchanted: bool,
    #[serde(skip_serializing_if = "is_false")]
    entered_this_turn: bool,
    #[serde(skip_serializing_if = "is_false")]
    cast_from_hand: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    color: Option<ColorTest>,
}

/// Human-readable formats get only the tests present; binary ones every field in order.
impl Serialize for Selector {
    fn serialize<S: Serializer>(&self, ser: S) -> Result<S::Ok, S::Error> {
        if ser.is_human_readable() {
            Shown {
                this: self.this,
                another: self.another,
                card_type: self.card_type,
                subtype: &self.subtype,
                supertype: self.supertype,
                name: &self.name,
                token: self.token,
                controller: self.controller,
                zone: self.zone,
                owner: self.owner,
                tapped: self.tapped,
                counters: self.counters,
                power: self.power,
                toughness: self.toughness,
                any_of: &self.any_of,
                not: &self.not,
                enchanted: self.enchanted,
                entered_this_turn: self.entered_this_turn,
                cast_from_hand: self.cast_from_hand,
                color: self.color,
            }
            .serialize(ser)
        } else {
            Tests::from(self.clone()).serialize(ser)
        }
    }
}

impl From<Selector> for Tests {
    fn from(s: Selector) -> Tests {
        Tests {
            this: s.this,
            another: s.another,
            card_type: s.card_type,
            subtype: s.subtype,
            supertype: s.supertype,
            name: s.name,
            token: s.token,
            controller: s.controller,
            zone: s.zone,
            owner: s.owner,
            tapped: s.tapped,
            counters: s.counters,
            power: s.power,
            toughness: s.toughness,
            any_of: s.any_of,
            not: s.not,
            enchanted: s.enchanted,
            entered_this_turn: s.entered_this_turn,
            cast_from_hand: s.cast_from_hand,
            color: s.color,
        }
    }
}

impl Tests {
    fn into_selector(self) -> Selector {
        Selector {
            this: self.this,
            another: self.another,
            card_type: self.card_type,
            subtype: self.subtype,
            supertype: self.supertype,
            name: self.name,
            token: self.token,
            controller: self.controller,
            zone: self.zone,
            owner: self.owner,
            tapped: self.tapped,
            counters: self.counters,
            power: self.power,
            toughness: self.toughness,
            any_of: self.any_of,
            not: self.not,
            enchanted: self.enchanted,
            entered_this_turn: self.entered_this_turn,
            cast_from_hand: self.cast_from_hand,
            color: self.color,
        }
    }
}

/// The JSON Schema of what [`Selector`]'s reader accepts: the word `"this"` or the table of tests.
impl schemars::JsonSchema for Selector {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Selector".into()
    }

    fn json_schema(g: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "description": "A selector: \"this\" (the object that has the ability) or a table of tests that must all hold.",
            "anyOf": [{ "const": "this" }, g.subschema_for::<Tests>()]
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn complex() -> Selector {
        Selector {
            another: true,
            subtype: Some("Human".into()),
            token: Some(false),
            counters: Some(CounterTest {
                kind: CounterKind::PlusOne,
                count: Cmp::AtLeast(2),
            }),
            any_of: vec![Selector::of_type(CardType::Creature), Selector::this()],
            enchanted: true,
            color: Some(ColorTest::Multicolored),
            not: Some(Box::new(Selector::yours(CardType::Artifact))),
            ..Selector::default()
        }
    }

    /// People's files and traces get the sparse table (or "this"), and read it back equal.
    #[test]
    fn json_is_sparse_and_round_trips() {
        let s = complex();
        let text = serde_json::to_string(&s).unwrap();
        assert!(
            !text.contains("null") && !text.contains("\"this\":false"),
            "{text}"
        );
        assert_eq!(serde_json::from_str::<Selector>(&text).unwrap(), s);
        assert_eq!(
            serde_json::from_str::<Selector>("\"this\"").unwrap(),
            Selector::this()
        );
        let err = serde_json::from_str::<Selector>(r#"{"this": true, "another": true}"#);
        assert!(err.unwrap_err().to_string().contains("select nothing"));
    }
}
