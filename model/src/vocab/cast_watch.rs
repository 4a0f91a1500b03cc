//! "Whenever [who] casts a [spell] spell" (CR 601.2i): what a cast trigger watches, and its two
//! file forms (a player word, or a table with the spell's selector).

use super::kinds::Who;
use super::selector::Selector;
use serde::{Deserialize, Serialize};

/// What "whenever [who] casts a [spell] spell" watches: the caster, relative to the ability's
/// controller, and the spell (a selector read on the spell as it is on the stack).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct CastWatch {
    pub who: Who,
    pub spell: Selector,
}

impl CastWatch {
    /// "Whenever [who] casts a spell": any spell.
    pub fn by(who: Who) -> CastWatch {
        CastWatch {
            who,
            spell: Selector::default(),
        }
    }
}

/// The table form of [`CastWatch`].
#[derive(Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
struct CastTable {
    #[serde(default)]
    who: Who,
    #[serde(default)]
    spell: Selector,
}

/// The file forms of [`CastWatch`] (for the schema): a player word, or a table.
#[derive(schemars::JsonSchema)]
#[serde(untagged)]
#[allow(dead_code)]
enum CastForm {
    Who(Who),
    Table(CastTable),
}

/// Human-readable formats read the player word or the table (an unknown key of the table is
/// refused by its name); binary ones the table.
impl<'de> Deserialize<'de> for CastWatch {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        use serde::de::{self, value::MapAccessDeserializer, value::StrDeserializer};
        struct V;
        impl<'de> de::Visitor<'de> for V {
            type Value = CastTable;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a player (\"you\", \"opponent\", \"any\") or a table { who = ..., spell = { ... } }")
            }
            fn visit_str<E: de::Error>(self, s: &str) -> Result<CastTable, E> {
                let who = Who::deserialize(StrDeserializer::<E>::new(s))?;
                Ok(CastTable {
                    who,
                    spell: Selector::default(),
                })
            }
            fn visit_map<A: de::MapAccess<'de>>(self, map: A) -> Result<CastTable, A::Error> {
                CastTable::deserialize(MapAccessDeserializer::new(map))
            }
        }
        let t = if d.is_human_readable() {
            d.deserialize_any(V)?
        } else {
            CastTable::deserialize(d)?
        };
        Ok(CastWatch {
            who: t.who,
            spell: t.spell,
        })
    }
}

/// Human-readable formats write the player word alone when any spell is watched.
impl Serialize for CastWatch {
    fn serialize<S: serde::Serializer>(&self, ser: S) -> Result<S::Ok, S::Error> {
        if ser.is_human_readable() && self.spell == Selector::default() {
            return self.who.serialize(ser);
        }
        CastTable {
            who: self.who,
            spell: self.spell.clone(),
        }
        .serialize(ser)
    }
}

impl schemars::JsonSchema for CastWatch {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "CastWatch".into()
    }

    fn json_schema(g: &mut schemars::SchemaGenerator) -> schemars::Schema {
        CastForm::json_schema(g)
    }
}
