//! The names serde reads for a type, taken from its `Deserialize` impl: a deserializer that
//! records the variant names an enum asks for (`deserialize_enum`) or the field names a struct
//! asks for (`deserialize_struct`), then stops. `triggerproof words` lists these names, so a new
//! variant or key appears there (and fails the glossary's completeness test) without anyone
//! remembering to add it.

use serde::de::{self, Deserialize, Visitor};
use std::fmt;

/// What the recording deserializer stops with: the names it was asked for, if any.
#[derive(Debug)]
struct Stop(Option<&'static [&'static str]>);

impl fmt::Display for Stop {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("names recorded")
    }
}

impl std::error::Error for Stop {}

impl de::Error for Stop {
    fn custom<T: fmt::Display>(_: T) -> Self {
        Stop(None)
    }
}

/// Records the names; binary (not human-readable), so types with a hand-written reader for
/// text (`Selector`, `Quantity`) show the table form they delegate to.
struct Record;

impl<'de> de::Deserializer<'de> for Record {
    type Error = Stop;

    fn deserialize_any<V: Visitor<'de>>(self, _: V) -> Result<V::Value, Stop> {
        Err(Stop(None))
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _: &'static str,
        variants: &'static [&'static str],
        _: V,
    ) -> Result<V::Value, Stop> {
        Err(Stop(Some(variants)))
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _: &'static str,
        fields: &'static [&'static str],
        _: V,
    ) -> Result<V::Value, Stop> {
        Err(Stop(Some(fields)))
    }

    fn is_human_readable(&self) -> bool {
        false
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf
        option unit unit_struct newtype_struct seq tuple tuple_struct map identifier ignored_any
    }
}

/// The variant names of enum `T`, or the field names of struct `T`, as files spell them.
pub fn of<'de, T: Deserialize<'de>>() -> &'static [&'static str] {
    match T::deserialize(Record) {
        Err(Stop(Some(names))) => names,
        _ => &[],
    }
}
