//! Mana by type, CR 106.1b (mtg-2024-11-08), the same number in the 2026 text: white, blue,
//! black, red, green and colourless. In the 2008 text: CR 104.3a (mtg-2008-10-01) for coloured
//! mana and CR 104.3d (mtg-2008-10-01) for colourless mana added by "add {1}".
//!
//! [`ManaPool`] is both what a player's pool holds (CR 106.4) and an amount of mana: what an
//! `add-mana` effect adds, what a payment spends. Written as mana symbols, `"{R}{G}"`, `"{C}"`;
//! the integer `add-mana = N` still reads as N colourless mana (`{C}` N times).
//!
//! Data only: adding, spending and paying are in `rules::mana` and `rules::mana_pay`.

use super::color::Color;
use serde::de::{self, Deserializer, Visitor};
use serde::{Deserialize, Serialize, Serializer};
use std::fmt;

/// Amounts of mana by type, indexed W U B R G then colourless (CR 106.1b (mtg-2024-11-08)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct ManaPool(pub [u8; 6]);

/// The index of colourless mana in a [`ManaPool`].
pub const COLORLESS: usize = 5;

impl ManaPool {
    /// No mana.
    pub const EMPTY: ManaPool = ManaPool([0; 6]);

    /// Does it hold mana of any of the five colours (CR 106.1b)?
    pub fn has_color(&self) -> bool {
        self.0[..COLORLESS].iter().any(|&n| n > 0)
    }

    /// `n` colourless mana.
    pub fn colorless(n: u8) -> ManaPool {
        let mut m = ManaPool::EMPTY;
        m.0[COLORLESS] = n;
        m
    }

    /// One mana of colour `c`.
    pub fn one(c: Color) -> ManaPool {
        let mut m = ManaPool::EMPTY;
        m.0[c as usize] = 1;
        m
    }

    /// How much mana in all (at most 6 × 255, so a `u16` holds it exactly).
    pub fn total(&self) -> u16 {
        self.0.iter().map(|&n| u16::from(n)).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.0 == [0; 6]
    }

    /// The sum by type; `None` past 255 of one type (the caller halts, never clamps).
    pub fn checked_add(&self, other: &ManaPool) -> Option<ManaPool> {
        let mut out = *self;
        for (a, b) in out.0.iter_mut().zip(other.0) {
            *a = a.checked_add(b)?;
        }
        Some(out)
    }

    /// What is left after spending `other`; `None` if some type is short.
    pub fn checked_sub(&self, other: &ManaPool) -> Option<ManaPool> {
        let mut out = *self;
        for (a, b) in out.0.iter_mut().zip(other.0) {
            *a = a.checked_sub(b)?;
        }
        Some(out)
    }

    /// Reads `"{R}{G}"`, `"{C}"`: one symbol per mana; `Err` says what was expected.
    pub fn parse(text: &str) -> Result<ManaPool, String> {
        let mut m = ManaPool::EMPTY;
        let mut rest = text;
        if rest.is_empty() {
            return Err("no mana: write symbols such as \"{R}\", \"{R}{G}\" or \"{C}\"".into());
        }
        while !rest.is_empty() {
            let Some(body) = rest.strip_prefix('{') else {
                return Err(format!(
                    "`{rest}`: expected a mana symbol such as {{R}} or {{C}}"
                ));
            };
            let Some(end) = body.find('}') else {
                return Err(format!("`{rest}`: a mana symbol without its closing `}}`"));
            };
            let inner = &body[..end];
            let mut chars = inner.chars();
            let index = match (chars.next(), chars.next()) {
                (Some('C'), None) => COLORLESS,
                (Some(l), None) if Color::of_letter(l).is_some() => {
                    Color::of_letter(l).map_or(COLORLESS, |c| c as usize)
                }
                _ => {
                    return Err(format!(
                        "`{{{inner}}}` is not mana to add: write one symbol per mana, {{W}} {{U}} \
                         {{B}} {{R}} {{G}} or {{C}} (colourless, CR 106.1b); `add-mana = N` adds N \
                         colourless mana"
                    ))
                }
            };
            m.0[index] = m.0[index]
                .checked_add(1)
                .ok_or("more than 255 mana of one type")?;
            rest = &body[end + 1..];
        }
        Ok(m)
    }
}

impl fmt::Display for ManaPool {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return write!(f, "no mana");
        }
        for (i, &n) in self.0.iter().enumerate() {
            let letter = Color::ALL.get(i).map_or('C', |c| c.letter());
            for _ in 0..n {
                write!(f, "{{{letter}}}")?;
            }
        }
        Ok(())
    }
}

impl Serialize for ManaPool {
    fn serialize<S: Serializer>(&self, ser: S) -> Result<S::Ok, S::Error> {
        if ser.is_human_readable() {
            if self.is_empty() {
                return ser.serialize_u8(0);
            }
            ser.collect_str(self)
        } else {
            self.0.serialize(ser)
        }
    }
}

struct PoolVisitor;

impl Visitor<'_> for PoolVisitor {
    type Value = ManaPool;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(
            f,
            "mana symbols such as \"{{R}}\" or \"{{R}}{{G}}\", or a number N of colourless mana"
        )
    }

    fn visit_u64<E: de::Error>(self, n: u64) -> Result<ManaPool, E> {
        u8::try_from(n)
            .map(ManaPool::colorless)
            .map_err(|_| E::custom(format!("{n}: at most 255 mana at once")))
    }

    fn visit_i64<E: de::Error>(self, n: i64) -> Result<ManaPool, E> {
        u8::try_from(n).map(ManaPool::colorless).map_err(|_| {
            E::custom(format!(
                "{n}: an amount of mana is 0 to 255; expected an integer from 0 to 255"
            ))
        })
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<ManaPool, E> {
        ManaPool::parse(text).map_err(E::custom)
    }
}

impl<'de> Deserialize<'de> for ManaPool {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        if d.is_human_readable() {
            d.deserialize_any(PoolVisitor)
        } else {
            <[u8; 6]>::deserialize(d).map(ManaPool)
        }
    }
}

/// The JSON Schema of an amount of mana: mana symbols, or a number of colourless mana.
impl schemars::JsonSchema for ManaPool {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "ManaPool".into()
    }

    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "description": "Mana: symbols \"{W}\" \"{U}\" \"{B}\" \"{R}\" \"{G}\" \"{C}\" (one per mana), or a number N of colourless mana.",
            "anyOf": [
                { "type": "string", "pattern": "^(\\{[WUBRGC]\\})+$" },
                { "type": "integer", "minimum": 0, "maximum": 255 }
            ]
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pools_read_and_print_back() {
        let m = ManaPool::parse("{R}{G}{C}{R}").unwrap();
        assert_eq!(m.0, [0, 0, 0, 2, 1, 1]);
        assert_eq!(m.to_string(), "{R}{R}{G}{C}");
        assert_eq!(m.total(), 4);
        for bad in ["", "{2}", "{X}", "R", "{R", "{RG}"] {
            assert!(ManaPool::parse(bad).is_err(), "{bad}");
        }
        assert_eq!(
            ManaPool([255, 0, 0, 0, 0, 0]).checked_add(&ManaPool([1, 0, 0, 0, 0, 0])),
            None
        );
        assert_eq!(
            ManaPool::one(Color::Red).checked_sub(&ManaPool::colorless(1)),
            None
        );
    }
}
