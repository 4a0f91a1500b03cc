//! Quantities and conditions: the one small expression language effects and conditions share.
//! A [`Quantity`] is a number read from the game ("the number of creatures you control", "its
//! power", "your life total", a fixed N); a [`Condition`] compares quantities, asks whether a
//! selected object exists, or tests the ability's source, combined with `not`/`all`/`any-of`.
//! They serve intervening "if" clauses (CR 603.4), state triggers (CR 603.8) and amounts.
//!
//! Data only: the engine's evaluator is `rules::select`, the properties have their own.

use super::kinds::Who;
use super::selector::{CounterKind, Selector};
use serde::de::{self, Deserializer, MapAccess, Visitor};
use serde::{Deserialize, Serialize};
use std::fmt;

/// An object a quantity reads, named from the resolving ability's point of view.
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
pub enum ObjectRef {
    /// The ability's source ("this creature"); last known information once it left (CR 113.7a).
    This,
    /// The object the trigger event refers to ("it", "that creature"); last known information
    /// once it left (CR 603.10a, 608.2h).
    It,
    /// The permanent sacrificed for a reflexive trigger (CR 603.12), as it last existed.
    Sacrificed,
}

/// A number read from the game.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Quantity {
    /// A fixed number (written as a plain integer).
    Fixed(i16),
    /// "The number of [selector]": objects on the battlefield unless the selector names a zone.
    Count(Selector),
    /// A player's life total (CR 119). `opponent`: the first opponent in turn order after you.
    Life(Who),
    /// The number of cards in a player's hand (`opponent` as for `life`).
    CardsInHand(Who),
    /// An object's power (CR 208), with counters and effects.
    PowerOf(ObjectRef),
    /// An object's toughness (CR 208), with counters and effects.
    ToughnessOf(ObjectRef),
    /// The number of counters of a kind on an object (CR 122).
    CountersOn {
        object: ObjectRef,
        kind: CounterKind,
    },
    /// "That much" / "that many": the amount of the event the ability triggered on (the damage
    /// dealt, CR 120.3; all the damage a recipient was dealt in one event, CR 603.2c; the life
    /// gained or lost, CR 119.3), remembered when it triggered (written `"that-much"`).
    ThatMuch,
    /// What happened this turn (CR 500.1 (mtg-2024-11-08)): "the life you gained this turn",
    /// "the number of creatures that died this turn". `who`: whose history (`any`: every
    /// player's, summed; `opponent`: every opponent's, summed).
    ThisTurn { of: History, who: Who },
    /// The sum of the quantities ("X plus Y").
    Sum(Vec<Quantity>),
    /// The first quantity minus the second.
    Difference(Box<Quantity>, Box<Quantity>),
    /// `by` times the quantity ("twice that many" is `by = 2`).
    Times { by: i16, of: Box<Quantity> },
    /// The number of counters of a kind on a player (CR 122.1); `opponent` as for `life`.
    PlayerCounters { player: Who, kind: CounterKind },
    /// "The number of creatures blocking it" (CR 509.1h, 510.1c (mtg-2024-11-08)): the
    /// creatures blocking the object now (0 unless it is a blocked attacker; a blocker removed
    /// from combat no longer counts). Combat only: refused under Riftbound.
    CreaturesBlocking(ObjectRef),
    /// "The number of creatures it's blocking" (CR 509.1g, 510.1d (mtg-2024-11-08)): the
    /// attacking creatures the object blocks now (an attacker removed from combat no longer
    /// counts).
    CreaturesBlockedBy(ObjectRef),
    /// "X" (written `"x"`): the value announced for the `{X}` in the spell's mana cost while
    /// it is on the stack (CR 107.3a (mtg-2024-11-08); CR 104.3c (mtg-2008-10-01)). Read only
    /// by an instant's or sorcery's `spell` effect whose mana cost has `{X}` (refused
    /// elsewhere at load).
    X,
}

/// What a turn's history counts.
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
pub enum History {
    /// Life gained this turn (CR 119.3 (mtg-2024-11-08)).
    LifeGained,
    /// Life lost this turn, damage included (CR 119.3 (mtg-2024-11-08) + CR 120.3a
    /// (mtg-2024-11-08)).
    LifeLost,
    /// Creatures that died this turn, tokens included (CR 700.4 (mtg-2024-11-08)), counted for
    /// the player who controlled each as it died.
    CreaturesDied,
    /// Cards drawn this turn (CR 121.1 (mtg-2024-11-08)): "for each card you drew this turn".
    CardsDrawn,
    /// Spells cast this turn (CR 601.2i (mtg-2024-11-08)), counted for their caster as each
    /// became cast: "the second spell you cast this turn" is a count of 2 read as it triggers.
    SpellsCast,
}

impl Quantity {
    /// Every selector this quantity reads.
    pub fn selectors(&self, f: &mut dyn FnMut(&Selector)) {
        match self {
            Quantity::Count(s) => s.walk(f),
            Quantity::Sum(qs) => qs.iter().for_each(|q| q.selectors(f)),
            Quantity::Difference(a, b) => {
                a.selectors(f);
                b.selectors(f);
            }
            Quantity::Times { of, .. } => of.selectors(f),
            _ => {}
        }
    }

    /// This quantity and every quantity nested in it.
    pub fn walk(&self, f: &mut dyn FnMut(&Quantity)) {
        f(self);
        match self {
            Quantity::Sum(qs) => qs.iter().for_each(|q| q.walk(f)),
            Quantity::Difference(a, b) => {
                a.walk(f);
                b.walk(f);
            }
            Quantity::Times { of, .. } => of.walk(f),
            _ => {}
        }
    }
}

/// The table form of a quantity (what [`Quantity`]'s reader delegates to after integers, and
/// its whole form in binary encodings: the same variants in the same order).
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
enum QuantityForm {
    Fixed(i16),
    Count(Selector),
    Life(Who),
    CardsInHand(Who),
    PowerOf(ObjectRef),
    ToughnessOf(ObjectRef),
    CountersOn {
        object: ObjectRef,
        kind: CounterKind,
    },
    ThatMuch,
    ThisTurn {
        of: History,
        who: Who,
    },
    Sum(Vec<Quantity>),
    Difference(Box<Quantity>, Box<Quantity>),
    Times {
        by: i16,
        of: Box<Quantity>,
    },
    PlayerCounters {
        player: Who,
        kind: CounterKind,
    },
    CreaturesBlocking(ObjectRef),
    CreaturesBlockedBy(ObjectRef),
    X,
}

impl<'de> Deserialize<'de> for Quantity {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Quantity;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a quantity: an integer, or one of { count = SELECTOR }, { life = WHO }, { cards-in-hand = WHO }, { power-of = OBJECT }, { toughness-of = OBJECT }, { counters-on = { object = OBJECT, kind = KIND } }, \"that-much\", { this-turn = { of = HISTORY, who = WHO } }, { sum = [QUANTITY, ...] }, { difference = [QUANTITY, QUANTITY] }, { times = { by = N, of = QUANTITY } }, { player-counters = { player = WHO, kind = KIND } }, { creatures-blocking = OBJECT }, { creatures-blocked-by = OBJECT }, \"x\"")
            }
            fn visit_i64<E: de::Error>(self, n: i64) -> Result<Quantity, E> {
                i16::try_from(n).map(Quantity::Fixed).map_err(|_| {
                    E::invalid_value(
                        de::Unexpected::Signed(n),
                        &"an integer from -32768 to 32767",
                    )
                })
            }
            fn visit_u64<E: de::Error>(self, n: u64) -> Result<Quantity, E> {
                i16::try_from(n).map(Quantity::Fixed).map_err(|_| {
                    E::invalid_value(
                        de::Unexpected::Unsigned(n),
                        &"an integer from -32768 to 32767",
                    )
                })
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<Quantity, E> {
                match v {
                    "that-much" => Ok(Quantity::ThatMuch),
                    "x" => Ok(Quantity::X),
                    other => Err(E::invalid_value(de::Unexpected::Str(other), &self)),
                }
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Quantity, A::Error> {
                let q = QuantityForm::deserialize(de::value::MapAccessDeserializer::new(&mut map))?;
                // The table names one word: a key beside it is refused, never ignored (the
                // map reader stops after the word's entry).
                if let Some(extra) = map.next_key::<String>()? {
                    return Err(de::Error::custom(format!(
                        "unknown key `{extra}` beside the quantity's word; expected a table \
                         with exactly one key (`count`, `life`, `this-turn`, ...)"
                    )));
                }
                Ok(q.into_quantity())
            }
        }
        if !d.is_human_readable() {
            return QuantityForm::deserialize(d).map(QuantityForm::into_quantity);
        }
        d.deserialize_any(V)
    }
}

impl QuantityForm {
    fn into_quantity(self) -> Quantity {
        match self {
            QuantityForm::Fixed(n) => Quantity::Fixed(n),
            QuantityForm::Count(s) => Quantity::Count(s),
            QuantityForm::Life(w) => Quantity::Life(w),
            QuantityForm::CardsInHand(w) => Quantity::CardsInHand(w),
            QuantityForm::PowerOf(o) => Quantity::PowerOf(o),
            QuantityForm::ToughnessOf(o) => Quantity::ToughnessOf(o),
            QuantityForm::CountersOn { object, kind } => Quantity::CountersOn { object, kind },
            QuantityForm::ThatMuch => Quantity::ThatMuch,
            QuantityForm::ThisTurn { of, who } => Quantity::ThisTurn { of, who },
            QuantityForm::Sum(qs) => Quantity::Sum(qs),
            QuantityForm::Difference(a, b) => Quantity::Difference(a, b),
            QuantityForm::Times { by, of } => Quantity::Times { by, of },
            QuantityForm::PlayerCounters { player, kind } => {
                Quantity::PlayerCounters { player, kind }
            }
            QuantityForm::CreaturesBlocking(o) => Quantity::CreaturesBlocking(o),
            QuantityForm::CreaturesBlockedBy(o) => Quantity::CreaturesBlockedBy(o),
            QuantityForm::X => Quantity::X,
        }
    }
}

/// How two quantities compare.
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
pub enum Op {
    AtLeast,
    AtMost,
    Equal,
    Less,
    Greater,
}

impl Op {
    pub fn holds(self, l: i64, r: i64) -> bool {
        match self {
            Op::AtLeast => l >= r,
            Op::AtMost => l <= r,
            Op::Equal => l == r,
            Op::Less => l < r,
            Op::Greater => l > r,
        }
    }

    pub fn words(self) -> &'static str {
        match self {
            Op::AtLeast => "is at least",
            Op::AtMost => "is at most",
            Op::Equal => "is",
            Op::Less => "is less than",
            Op::Greater => "is greater than",
        }
    }
}

/// A game-state condition (CR 603.4, 603.8). "You" is the ability's controller.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Condition {
    /// `left op right`: "if you have 10 or less life", "if you control more creatures than ...".
    Compare {
        left: Quantity,
        op: Op,
        right: Quantity,
    },
    /// At least one object matches (on the battlefield unless the selector names a zone).
    Exists(Selector),
    /// The ability's source matches ("if this is untapped"); last known information once the
    /// source has left (CR 113.7a, 608.2h).
    Source(Selector),
    Not(Box<Condition>),
    /// Every condition holds.
    All(Vec<Condition>),
    /// At least one condition holds.
    AnyOf(Vec<Condition>),
}

impl Condition {
    /// "You have N or less life".
    pub fn life_at_most(n: i16) -> Condition {
        Condition::Compare {
            left: Quantity::Life(Who::You),
            op: Op::AtMost,
            right: Quantity::Fixed(n),
        }
    }

    /// "You have N or more life".
    pub fn life_at_least(n: i16) -> Condition {
        Condition::Compare {
            left: Quantity::Life(Who::You),
            op: Op::AtLeast,
            right: Quantity::Fixed(n),
        }
    }

    /// "You have no cards in hand".
    pub fn no_cards_in_hand() -> Condition {
        Condition::Compare {
            left: Quantity::CardsInHand(Who::You),
            op: Op::Equal,
            right: Quantity::Fixed(0),
        }
    }

    /// "You control no [selector]".
    pub fn control_none(sel: Selector) -> Condition {
        Condition::Not(Box::new(Condition::Exists(sel.controlled_by(Who::You))))
    }

    /// "This is untapped".
    pub fn source_untapped() -> Condition {
        Condition::Source(Selector {
            tapped: Some(false),
            ..Selector::default()
        })
    }

    /// Every selector this condition reads.
    pub fn selectors(&self, f: &mut dyn FnMut(&Selector)) {
        match self {
            Condition::Compare { left, right, .. } => {
                left.selectors(f);
                right.selectors(f);
            }
            Condition::Exists(s) | Condition::Source(s) => s.walk(f),
            Condition::Not(c) => c.selectors(f),
            Condition::All(cs) | Condition::AnyOf(cs) => cs.iter().for_each(|c| c.selectors(f)),
        }
    }

    /// Does the condition read counters (a count of them, or a selector testing them)?
    pub fn reads_counters(&self) -> bool {
        let mut sel = false;
        self.selectors(&mut |s| sel |= s.counters.is_some());
        let mut nested = false;
        for q in self.quantities() {
            q.walk(&mut |x| {
                nested |= matches!(
                    x,
                    Quantity::CountersOn { .. } | Quantity::PlayerCounters { .. }
                )
            });
        }
        sel || nested
    }

    /// Does the condition read the turn's history ("this turn")?
    pub fn reads_history(&self) -> bool {
        let mut found = false;
        for q in self.quantities() {
            q.walk(&mut |x| found |= matches!(x, Quantity::ThisTurn { .. }));
        }
        let mut sel = false;
        self.selectors(&mut |s| sel |= s.entered_this_turn || s.cast_from_hand);
        found || sel
    }

    /// The quantities this condition compares, nested ones included.
    pub(crate) fn quantities(&self) -> Box<dyn Iterator<Item = &Quantity> + '_> {
        match self {
            Condition::Compare { left, right, .. } => Box::new([left, right].into_iter()),
            Condition::Exists(_) | Condition::Source(_) => Box::new(std::iter::empty()),
            Condition::Not(c) => c.quantities(),
            Condition::All(cs) | Condition::AnyOf(cs) => {
                Box::new(cs.iter().flat_map(|c| c.quantities()))
            }
        }
    }
}

/// The JSON Schema of what [`Quantity`]'s reader accepts: an integer, `"that-much"` or a table.
impl schemars::JsonSchema for Quantity {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Quantity".into()
    }

    fn json_schema(g: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "description": "A number read from the game: an integer, \"that-much\", or one table form.",
            "anyOf": [
                { "type": "integer", "minimum": i16::MIN, "maximum": i16::MAX },
                { "const": "that-much" },
                g.subschema_for::<QuantityForm>()
            ]
        })
    }
}
