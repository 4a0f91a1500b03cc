//! Reading the frontier's byte format back (see `ser.rs`): the same calls in the same order,
//! so a struct's `bool` fields are read from the flag byte its first one wrote.

use super::ser::Error;
use serde::de::{self, DeserializeSeed, IntoDeserializer, Visitor};

/// One struct being read: its current flag byte and how many of its bits were read.
struct Flags {
    byte: u8,
    used: u8,
}

/// Reads values from `bytes`.
pub struct Reader<'de> {
    bytes: &'de [u8],
    /// The flags of the innermost struct being read (an outer struct's wait on the stack in
    /// `struct_fields`).
    flags: Option<Flags>,
    field: bool,
}

type Res<T> = Result<T, Error>;

impl<'de> Reader<'de> {
    pub fn new(bytes: &'de [u8]) -> Self {
        Reader {
            bytes,
            flags: None,
            field: false,
        }
    }

    /// Whether every byte was read.
    pub fn is_done(&self) -> bool {
        self.bytes.is_empty()
    }

    #[inline(always)]
    pub(super) fn byte(&mut self) -> Res<u8> {
        self.field = false;
        match self.bytes.split_first() {
            Some((&b, rest)) => {
                self.bytes = rest;
                Ok(b)
            }
            None => Err(ends_early()),
        }
    }

    /// A varint: one byte below 128 (nearly every length, index and count of a game state),
    /// else the loop.
    #[inline(always)]
    fn varint(&mut self) -> Res<u64> {
        self.field = false;
        match self.bytes.split_first() {
            Some((&b, rest)) if b < 0x80 => {
                self.bytes = rest;
                Ok(u64::from(b))
            }
            _ => self.long_varint(),
        }
    }

    #[inline(never)]
    fn long_varint(&mut self) -> Res<u64> {
        let mut v = 0u64;
        for shift in (0..64).step_by(7) {
            let b = self.byte()?;
            v |= u64::from(b & 0x7f) << shift;
            if b < 0x80 {
                return Ok(v);
            }
        }
        Err(Error("a varint longer than 64 bits".into()))
    }

    #[inline(always)]
    fn zigzag(&mut self) -> Res<i64> {
        let v = self.varint()?;
        Ok((v >> 1) as i64 ^ -((v & 1) as i64))
    }

    fn take(&mut self, n: usize) -> Res<&'de [u8]> {
        self.field = false;
        if n > self.bytes.len() {
            return Err(ends_early());
        }
        let (head, rest) = self.bytes.split_at(n);
        self.bytes = rest;
        Ok(head)
    }

    pub(super) fn len(&mut self) -> Res<usize> {
        usize::try_from(self.varint()?).map_err(|_| Error("a length past usize".into()))
    }

    #[inline(always)]
    pub(super) fn narrow<T: TryFrom<u64>>(&mut self) -> Res<T> {
        T::try_from(self.varint()?).map_err(|_| out_of_range())
    }

    #[inline(always)]
    fn narrow_signed<T: TryFrom<i64>>(&mut self) -> Res<T> {
        T::try_from(self.zigzag()?).map_err(|_| out_of_range())
    }
}

/// The errors, out of the readers' inlined paths.
#[cold]
#[inline(never)]
fn ends_early() -> Error {
    Error("the encoding ends early".into())
}

#[cold]
#[inline(never)]
fn out_of_range() -> Error {
    Error("an integer out of range".into())
}

impl<'de> de::Deserializer<'de> for &mut Reader<'de> {
    type Error = Error;

    fn deserialize_any<V: Visitor<'de>>(self, _: V) -> Res<V::Value> {
        Err(Error("the frontier format is not self-describing".into()))
    }
    fn deserialize_bool<V: Visitor<'de>>(self, visitor: V) -> Res<V::Value> {
        if !std::mem::take(&mut self.field) {
            return match self.byte()? {
                0 => visitor.visit_bool(false),
                1 => visitor.visit_bool(true),
                b => Err(Error(format!("{b} is not a bool"))),
            };
        }
        let flags = match &mut self.flags {
            Some(f) if f.used < 8 => f,
            _ => {
                let (&byte, rest) = self.bytes.split_first().ok_or_else(ends_early)?;
                self.bytes = rest;
                self.flags.insert(Flags { byte, used: 0 })
            }
        };
        let bit = flags.byte >> flags.used & 1 == 1;
        flags.used += 1;
        visitor.visit_bool(bit)
    }
    fn deserialize_i8<V: Visitor<'de>>(self, visitor: V) -> Res<V::Value> {
        visitor.visit_i8(self.byte()? as i8)
    }
    fn deserialize_i16<V: Visitor<'de>>(self, visitor: V) -> Res<V::Value> {
        visitor.visit_i16(self.narrow_signed()?)
    }
    fn deserialize_i32<V: Visitor<'de>>(self, visitor: V) -> Res<V::Value> {
        visitor.visit_i32(self.narrow_signed()?)
    }
    fn deserialize_i64<V: Visitor<'de>>(self, visitor: V) -> Res<V::Value> {
        visitor.visit_i64(self.zigzag()?)
    }
    fn deserialize_u8<V: Visitor<'de>>(self, visitor: V) -> Res<V::Value> {
        visitor.visit_u8(self.byte()?)
    }
    fn deserialize_u16<V: Visitor<'de>>(self, visitor: V) -> Res<V::Value> {
        visitor.visit_u16(self.narrow()?)
    }
    fn deserialize_u32<V: Visitor<'de>>(self, visitor: V) -> Res<V::Value> {
        visitor.visit_u32(self.narrow()?)
    }
    fn deserialize_u64<V: Visitor<'de>>(self, visitor: V) -> Res<V::Value> {
        visitor.visit_u64(self.varint()?)
    }
    fn deserialize_f32<V: Visitor<'de>>(self, visitor: V) -> Res<V::Value> {
        let b = self.take(4)?;
        visitor.visit_f32(f32::from_le_bytes(b.try_into().expect("4 bytes")))
    }
    fn deserialize_f64<V: Visitor<'de>>(self, visitor: V) -> Res<V::Value> {
        let b = self.take(8)?;
        visitor.visit_f64(f64::from_le_bytes(b.try_into().expect("8 bytes")))
    }
    fn deserialize_char<V: Visitor<'de>>(self, visitor: V) -> Res<V::Value> {
        let c = char::from_u32(self.narrow()?).ok_or_else(|| Error("not a char".into()))?;
        visitor.visit_char(c)
    }
    fn deserialize_str<V: Visitor<'de>>(self, visitor: V) -> Res<V::Value> {
        let n = self.len()?;
        let s = std::str::from_utf8(self.take(n)?).map_err(|e| Error(e.to_string()))?;
        visitor.visit_borrowed_str(s)
    }
    fn deserialize_string<V: Visitor<'de>>(self, visitor: V) -> Res<V::Value> {
        self.deserialize_str(visitor)
    }
    fn deserialize_bytes<V: Visitor<'de>>(self, visitor: V) -> Res<V::Value> {
        let n = self.len()?;
        visitor.visit_borrowed_bytes(self.take(n)?)
    }
    fn deserialize_byte_buf<V: Visitor<'de>>(self, visitor: V) -> Res<V::Value> {
        self.deserialize_bytes(visitor)
    }
    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Res<V::Value> {
        match self.byte()? {
            0 => visitor.visit_none(),
            1 => visitor.visit_some(self),
            b => Err(Error(format!("{b} is not an option tag"))),
        }
    }
    fn deserialize_unit<V: Visitor<'de>>(self, visitor: V) -> Res<V::Value> {
        self.field = false;
        visitor.visit_unit()
    }
    fn deserialize_unit_struct<V: Visitor<'de>>(self, _: &'static str, v: V) -> Res<V::Value> {
        self.deserialize_unit(v)
    }
    fn deserialize_newtype_struct<V: Visitor<'de>>(self, _: &'static str, v: V) -> Res<V::Value> {
        self.field = false;
        v.visit_newtype_struct(self)
    }
    fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Res<V::Value> {
        let left = self.len()?;
        visitor.visit_seq(Elements { de: self, left })
    }
    fn deserialize_tuple<V: Visitor<'de>>(self, left: usize, visitor: V) -> Res<V::Value> {
        self.field = false;
        visitor.visit_seq(Elements { de: self, left })
    }
    fn deserialize_tuple_struct<V: Visitor<'de>>(
        self,
        _: &'static str,
        left: usize,
        visitor: V,
    ) -> Res<V::Value> {
        self.deserialize_tuple(left, visitor)
    }
    fn deserialize_map<V: Visitor<'de>>(self, visitor: V) -> Res<V::Value> {
        let left = self.len()?;
        visitor.visit_map(Elements { de: self, left })
    }
    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _: &'static str,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Res<V::Value> {
        self.field = false;
        struct_fields(self, fields.len(), visitor)
    }
    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _: &'static str,
        _: &'static [&'static str],
        visitor: V,
    ) -> Res<V::Value> {
        self.field = false;
        visitor.visit_enum(self)
    }
    fn deserialize_identifier<V: Visitor<'de>>(self, visitor: V) -> Res<V::Value> {
        visitor.visit_u32(self.narrow()?)
    }
    fn deserialize_ignored_any<V: Visitor<'de>>(self, _: V) -> Res<V::Value> {
        Err(Error("the frontier format cannot skip a value".into()))
    }
    fn is_human_readable(&self) -> bool {
        false
    }
}

/// Reads `left` fields of a struct (or struct variant) in a frame of their own.
fn struct_fields<'de, V: Visitor<'de>>(
    de: &mut Reader<'de>,
    left: usize,
    visitor: V,
) -> Res<V::Value> {
    let outer = de.flags.take();
    let value = visitor.visit_seq(Fields { de: &mut *de, left });
    de.flags = outer;
    value
}

/// A counted sequence, tuple or map.
struct Elements<'a, 'de> {
    de: &'a mut Reader<'de>,
    left: usize,
}

impl<'de> de::SeqAccess<'de> for Elements<'_, 'de> {
    type Error = Error;
    fn next_element_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Res<Option<T::Value>> {
        if self.left == 0 {
            return Ok(None);
        }
        self.left -= 1;
        self.de.field = false;
        seed.deserialize(&mut *self.de).map(Some)
    }
    fn size_hint(&self) -> Option<usize> {
        Some(self.left)
    }
}

impl<'de> de::MapAccess<'de> for Elements<'_, 'de> {
    type Error = Error;
    fn next_key_seed<K: DeserializeSeed<'de>>(&mut self, seed: K) -> Res<Option<K::Value>> {
        if self.left == 0 {
            return Ok(None);
        }
        self.left -= 1;
        self.de.field = false;
        seed.deserialize(&mut *self.de).map(Some)
    }
    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Res<V::Value> {
        self.de.field = false;
        seed.deserialize(&mut *self.de)
    }
    fn size_hint(&self) -> Option<usize> {
        Some(self.left)
    }
}

/// A struct's fields: a `bool` among them is a flag.
struct Fields<'a, 'de> {
    de: &'a mut Reader<'de>,
    left: usize,
}

impl<'de> de::SeqAccess<'de> for Fields<'_, 'de> {
    type Error = Error;
    fn next_element_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Res<Option<T::Value>> {
        if self.left == 0 {
            return Ok(None);
        }
        self.left -= 1;
        self.de.field = true;
        seed.deserialize(&mut *self.de).map(Some)
    }
    fn size_hint(&self) -> Option<usize> {
        Some(self.left)
    }
}

impl<'de> de::EnumAccess<'de> for &mut Reader<'de> {
    type Error = Error;
    type Variant = Self;
    fn variant_seed<V: DeserializeSeed<'de>>(self, seed: V) -> Res<(V::Value, Self)> {
        let index: u32 = self.narrow()?;
        let value = seed.deserialize(index.into_deserializer())?;
        Ok((value, self))
    }
}

impl<'de> de::VariantAccess<'de> for &mut Reader<'de> {
    type Error = Error;
    fn unit_variant(self) -> Res<()> {
        Ok(())
    }
    fn newtype_variant_seed<T: DeserializeSeed<'de>>(self, seed: T) -> Res<T::Value> {
        self.field = false;
        seed.deserialize(self)
    }
    fn tuple_variant<V: Visitor<'de>>(self, left: usize, visitor: V) -> Res<V::Value> {
        self.field = false;
        visitor.visit_seq(Elements { de: self, left })
    }
    fn struct_variant<V: Visitor<'de>>(
        self,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Res<V::Value> {
        self.field = false;
        struct_fields(self, fields.len(), visitor)
    }
}
