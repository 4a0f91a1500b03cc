//! "Create N [name] tokens": the token effect's data. Several tokens made by one effect are
//! created at once, one event with an occurrence per token (CR 603.2c (mtg-2024-11-08)).
//!
//! Written in scenario files as a card name (one token) or `{ token = NAME, count = QUANTITY }`.

use super::quantity::Quantity;
use serde::de::{self, Deserializer, MapAccess, Visitor};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The tokens a `create-token` effect makes: `count` copies of the card named `token`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub struct Tokens {
    /// The token's card name (a card of the pool marked `token`).
    pub token: String,
    /// How many are created at once (read as the effect resolves).
    pub count: Quantity,
}

impl Tokens {
    /// One token named `name`.
    pub fn one(name: &str) -> Tokens {
        Tokens::of(name, 1)
    }

    /// `n` tokens named `name`, created at once.
    pub fn of(name: &str, n: i16) -> Tokens {
        Tokens {
            token: name.into(),
            count: Quantity::Fixed(n),
        }
    }
}

/// The table form (and the whole form in binary encodings).
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct TokensForm {
    token: String,
    count: Quantity,
}

impl<'de> Deserialize<'de> for Tokens {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Tokens;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a token's card name, or { token = NAME, count = QUANTITY }")
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<Tokens, E> {
                Ok(Tokens::one(v))
            }
            fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Tokens, A::Error> {
                let f = TokensForm::deserialize(de::value::MapAccessDeserializer::new(map))?;
                Ok(Tokens {
                    token: f.token,
                    count: f.count,
                })
            }
        }
        if !d.is_human_readable() {
            let f = TokensForm::deserialize(d)?;
            return Ok(Tokens {
                token: f.token,
                count: f.count,
            });
        }
        d.deserialize_any(V)
    }
}

/// The JSON Schema of what [`Tokens`]' reader accepts: a card name or the table form.
impl schemars::JsonSchema for Tokens {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Tokens".into()
    }

    fn json_schema(g: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "description": "A token's card name, or { token = NAME, count = QUANTITY }.",
            "anyOf": [{ "type": "string" }, g.subschema_for::<TokensForm>()]
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_is_one_token_and_a_table_names_the_count() {
        #[derive(Deserialize, schemars::JsonSchema)]
        struct W {
            t: Tokens,
        }
        let one: W = serde_json::from_str(r#"{"t": "Soldier Token"}"#).unwrap();
        assert_eq!(one.t, Tokens::one("Soldier Token"));
        let two: W =
            serde_json::from_str(r#"{"t": {"token": "Soldier Token", "count": 2}}"#).unwrap();
        assert_eq!(two.t, Tokens::of("Soldier Token", 2));
    }
}
