//! Colours and mana costs as printed data, CR 105.2 and 202.2 (mtg-2024-11-08), and in the
//! 2008 text CR 203.2 (mtg-2008-10-01):
//! the five [`Color`]s, a card's [`ManaCost`] written `"{2}{R}"`, and the selector test
//! [`ColorTest`] (`color = "red"`, `"colorless"`, `"multicolored"`).
//!
//! Data only: an object's colour now is read by `rules::characteristics::colors` (the engine)
//! and by the properties' own reading; neither is here.

use serde::de::{self, Deserializer};
use serde::{Deserialize, Serialize, Serializer};
use std::fmt;

/// The five colours (CR 105.1 (mtg-2024-11-08)), in the rules' order W, U, B, R, G.
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
pub enum Color {
    White,
    Blue,
    Black,
    Red,
    Green,
}

impl Color {
    /// Every colour, in the rules' order.
    pub const ALL: [Color; 5] = [
        Color::White,
        Color::Blue,
        Color::Black,
        Color::Red,
        Color::Green,
    ];

    /// The letter of its mana symbol (CR 202.2a (mtg-2024-11-08)): `{W}`, `{U}`, `{B}`, `{R}`,
    /// `{G}`.
    pub fn letter(self) -> char {
        match self {
            Color::White => 'W',
            Color::Blue => 'U',
            Color::Black => 'B',
            Color::Red => 'R',
            Color::Green => 'G',
        }
    }

    /// The colour whose mana symbol is `letter`.
    pub fn of_letter(letter: char) -> Option<Color> {
        Color::ALL.into_iter().find(|c| c.letter() == letter)
    }

    /// The word used in files and traces.
    pub fn word(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Blue => "blue",
            Color::Black => "black",
            Color::Red => "red",
            Color::Green => "green",
        }
    }

    /// This colour's bit in a colour set (see `rules::characteristics::colors`).
    pub fn bit(self) -> u8 {
        1 << (self as u8)
    }
}

/// One symbol of a mana cost, CR 107.4 (mtg-2024-11-08): `{N}` generic mana,
/// `{W}`/`{U}`/`{B}`/`{R}`/`{G}` coloured mana, or `{X}`, generic mana whose amount the caster
/// announces (CR 107.3a (mtg-2024-11-08); CR 104.3c (mtg-2008-10-01)).
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
pub enum ManaSymbol {
    /// `{N}`: N mana of any type.
    Generic(u8),
    /// `{R}` and the like: one mana of that colour.
    Colored(Color),
    /// `{X}`: X mana of any type, X announced as the spell is cast (`rules::cost_total`).
    X,
}

/// A printed mana cost (CR 202.1 (mtg-2024-11-08)), written as in the rules: `"{2}{R}{R}"`.
/// `"{0}"` is a cost of zero; a card without `mana_cost` has no mana cost at all.
/// Hybrid, Phyrexian, snow and colourless `{C}` symbols are refused when read.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct ManaCost {
    /// The symbols, in the order written.
    pub symbols: Vec<ManaSymbol>,
}

impl ManaCost {
    /// Reads `"{2}{R}"`; `Err` says what was expected.
    pub fn parse(text: &str) -> Result<ManaCost, String> {
        let mut symbols = Vec::new();
        let mut rest = text;
        if rest.is_empty() {
            return Err("an empty mana cost: write \"{0}\" for a cost of zero".into());
        }
        while !rest.is_empty() {
            let Some(body) = rest.strip_prefix('{') else {
                return Err(format!(
                    "`{rest}`: expected a mana symbol such as {{2}} or {{R}}"
                ));
            };
            let Some(end) = body.find('}') else {
                return Err(format!("`{rest}`: a mana symbol without its closing `}}`"));
            };
            let inner = &body[..end];
            let symbol = match inner.parse::<u8>() {
                Ok(n) => ManaSymbol::Generic(n),
                Err(_) if inner == "X" => ManaSymbol::X,
                Err(_) => {
                    let mut chars = inner.chars();
                    match (chars.next().and_then(Color::of_letter), chars.next()) {
                        (Some(c), None) => ManaSymbol::Colored(c),
                        _ => {
                            return Err(format!(
                                "`{{{inner}}}` is not modelled: the mana symbols are {{N}} (generic, \
                                 0 to 255), {{X}} and {{W}} {{U}} {{B}} {{R}} {{G}}; hybrid, \
                                 Phyrexian, snow and {{C}} symbols are not (README 'What the model leaves out')"
                            ))
                        }
                    }
                }
            };
            symbols.push(symbol);
            rest = &body[end + 1..];
        }
        Ok(ManaCost { symbols })
    }

    /// The coloured symbols of the cost.
    pub fn colored(&self) -> impl Iterator<Item = Color> + '_ {
        self.symbols.iter().filter_map(|s| match s {
            ManaSymbol::Colored(c) => Some(*c),
            ManaSymbol::Generic(_) | ManaSymbol::X => None,
        })
    }
}

impl fmt::Display for ManaCost {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for s in &self.symbols {
            match s {
                ManaSymbol::Generic(n) => write!(f, "{{{n}}}")?,
                ManaSymbol::Colored(c) => write!(f, "{{{}}}", c.letter())?,
                ManaSymbol::X => write!(f, "{{X}}")?,
            }
        }
        Ok(())
    }
}

impl Serialize for ManaCost {
    fn serialize<S: Serializer>(&self, ser: S) -> Result<S::Ok, S::Error> {
        if ser.is_human_readable() {
            ser.collect_str(self)
        } else {
            self.symbols.serialize(ser)
        }
    }
}

impl<'de> Deserialize<'de> for ManaCost {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        if d.is_human_readable() {
            let text = String::deserialize(d)?;
            ManaCost::parse(&text).map_err(de::Error::custom)
        } else {
            Vec::<ManaSymbol>::deserialize(d).map(|symbols| ManaCost { symbols })
        }
    }
}

/// The JSON Schema of a mana cost: a string of mana symbols.
impl schemars::JsonSchema for ManaCost {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "ManaCost".into()
    }

    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "description": "A mana cost written with mana symbols: \"{2}{R}\" (generic {N}; {X}, announced as the spell is cast; coloured {W} {U} {B} {R} {G}).",
            "type": "string",
            "pattern": "^(\\{([0-9]+|[WUBRGX])\\})+$"
        })
    }
}

/// A selector's colour test (CR 105.2 (mtg-2024-11-08)): one of the five colours, or
/// "colorless" (no colour, CR 105.2c) or "multicolored" (two or more, CR 105.2b).
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
pub enum ColorTest {
    White,
    Blue,
    Black,
    Red,
    Green,
    Colorless,
    Multicolored,
}

impl ColorTest {
    /// The colour this test names, if it names one.
    pub fn color(self) -> Option<Color> {
        match self {
            ColorTest::White => Some(Color::White),
            ColorTest::Blue => Some(Color::Blue),
            ColorTest::Black => Some(Color::Black),
            ColorTest::Red => Some(Color::Red),
            ColorTest::Green => Some(Color::Green),
            ColorTest::Colorless | ColorTest::Multicolored => None,
        }
    }

    /// The word used in files and traces.
    pub fn word(self) -> &'static str {
        match self {
            ColorTest::Colorless => "colorless",
            ColorTest::Multicolored => "multicolored",
            other => other.color().map_or("", Color::word),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mana_costs_read_and_print_back() {
        let c = ManaCost::parse("{2}{R}{R}").unwrap();
        assert_eq!(
            c.symbols,
            vec![
                ManaSymbol::Generic(2),
                ManaSymbol::Colored(Color::Red),
                ManaSymbol::Colored(Color::Red)
            ]
        );
        assert_eq!(c.to_string(), "{2}{R}{R}");
        assert_eq!(c.colored().count(), 2);
        assert_eq!(ManaCost::parse("{X}{R}").unwrap().to_string(), "{X}{R}");
        for bad in ["", "2R", "{Y}", "{R/G}", "{C}", "{2", "{256}"] {
            assert!(ManaCost::parse(bad).is_err(), "{bad}");
        }
    }
}
