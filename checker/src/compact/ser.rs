//! Writing the frontier's byte format (see `compact.rs`): postcard's layout (varint integers,
//! zigzag for signed ones, a length before every sequence, map and string, a varint variant
//! index, a tag byte for options, no field names), except that the `bool` fields of a struct
//! share flag bytes: the first one writes a byte, the next seven set bits in it.
//!
//! A `bool` is a flag only when it is a struct's (or struct variant's) field itself; inside an
//! option, a tuple, a sequence or a newtype it stays one byte. The reader (`de.rs`) follows the
//! same calls, so it finds each flag where it was written.

use serde::ser::{self, Serialize};
use std::fmt::Display;

/// An error of the format (it only fails for what postcard refuses too: a sequence of unknown
/// length).
#[derive(Debug)]
pub struct Error(pub String);

impl Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Error {}

impl ser::Error for Error {
    fn custom<T: Display>(msg: T) -> Self {
        Error(msg.to_string())
    }
}

impl serde::de::Error for Error {
    fn custom<T: Display>(msg: T) -> Self {
        Error(msg.to_string())
    }
}

/// One struct being written: where its current flag byte is, and how many of its bits are used.
struct Flags {
    at: usize,
    used: u8,
}

/// Appends values to `out`.
pub struct Writer<'a> {
    pub out: &'a mut Vec<u8>,
    /// The flags of the innermost struct being written (an outer struct's are kept in its
    /// [`Fields`] meanwhile: no allocation per state).
    flags: Option<Flags>,
    /// The value being written is a struct's field itself.
    field: bool,
}

/// The fields of a struct being written, and the enclosing struct's flags to restore.
pub struct Fields<'b, 'a> {
    w: &'b mut Writer<'a>,
    outer: Option<Flags>,
}

impl<'a> Writer<'a> {
    pub fn new(out: &'a mut Vec<u8>) -> Self {
        Writer {
            out,
            flags: None,
            field: false,
        }
    }

    /// A varint: one byte below 128 (nearly every length, index and count of a game state),
    /// else the loop.
    #[inline(always)]
    pub(super) fn varint(&mut self, v: u64) {
        self.field = false;
        if v < 0x80 {
            self.out.push(v as u8);
        } else {
            self.long_varint(v);
        }
    }

    #[inline(never)]
    fn long_varint(&mut self, mut v: u64) {
        while v >= 0x80 {
            self.out.push(v as u8 | 0x80);
            v >>= 7;
        }
        self.out.push(v as u8);
    }

    #[inline(always)]
    fn zigzag(&mut self, v: i64) {
        self.varint(((v << 1) ^ (v >> 63)) as u64);
    }

    #[inline(always)]
    pub(super) fn byte(&mut self, b: u8) {
        self.field = false;
        self.out.push(b);
    }
}

type Res = Result<(), Error>;

impl<'b, 'a> ser::Serializer for &'b mut Writer<'a> {
    type Ok = ();
    type Error = Error;
    type SerializeSeq = Self;
    type SerializeTuple = Self;
    type SerializeTupleStruct = Self;
    type SerializeTupleVariant = Self;
    type SerializeMap = Self;
    type SerializeStruct = Fields<'b, 'a>;
    type SerializeStructVariant = Fields<'b, 'a>;

    fn serialize_bool(self, v: bool) -> Res {
        if !std::mem::take(&mut self.field) {
            self.out.push(u8::from(v));
            return Ok(());
        }
        let flags = match &mut self.flags {
            Some(f) if f.used < 8 => f,
            _ => {
                self.out.push(0);
                self.flags.insert(Flags {
                    at: self.out.len() - 1,
                    used: 0,
                })
            }
        };
        if let Some(byte) = self.out.get_mut(flags.at) {
            *byte |= u8::from(v) << flags.used;
        }
        flags.used += 1;
        Ok(())
    }
    fn serialize_i8(self, v: i8) -> Res {
        // The bits, read back with `as i8` (de.rs): lossless.
        self.byte(v as u8);
        Ok(())
    }
    fn serialize_i16(self, v: i16) -> Res {
        self.zigzag(v.into());
        Ok(())
    }
    fn serialize_i32(self, v: i32) -> Res {
        self.zigzag(v.into());
        Ok(())
    }
    fn serialize_i64(self, v: i64) -> Res {
        self.zigzag(v);
        Ok(())
    }
    fn serialize_u8(self, v: u8) -> Res {
        self.byte(v);
        Ok(())
    }
    fn serialize_u16(self, v: u16) -> Res {
        self.varint(v.into());
        Ok(())
    }
    fn serialize_u32(self, v: u32) -> Res {
        self.varint(v.into());
        Ok(())
    }
    fn serialize_u64(self, v: u64) -> Res {
        self.varint(v);
        Ok(())
    }
    fn serialize_f32(self, v: f32) -> Res {
        self.field = false;
        self.out.extend_from_slice(&v.to_le_bytes());
        Ok(())
    }
    fn serialize_f64(self, v: f64) -> Res {
        self.field = false;
        self.out.extend_from_slice(&v.to_le_bytes());
        Ok(())
    }
    fn serialize_char(self, v: char) -> Res {
        self.varint(u32::from(v).into());
        Ok(())
    }
    fn serialize_str(self, v: &str) -> Res {
        self.serialize_bytes(v.as_bytes())
    }
    fn serialize_bytes(self, v: &[u8]) -> Res {
        self.varint(v.len() as u64);
        self.out.extend_from_slice(v);
        Ok(())
    }
    fn serialize_none(self) -> Res {
        self.byte(0);
        Ok(())
    }
    fn serialize_some<T: ?Sized + Serialize>(self, value: &T) -> Res {
        self.byte(1);
        value.serialize(self)
    }
    fn serialize_unit(self) -> Res {
        self.field = false;
        Ok(())
    }
    fn serialize_unit_struct(self, _: &'static str) -> Res {
        self.field = false;
        Ok(())
    }
    fn serialize_unit_variant(self, _: &'static str, index: u32, _: &'static str) -> Res {
        self.varint(index.into());
        Ok(())
    }
    fn serialize_newtype_struct<T: ?Sized + Serialize>(self, _: &'static str, v: &T) -> Res {
        self.field = false;
        v.serialize(self)
    }
    fn serialize_newtype_variant<T: ?Sized + Serialize>(
        self,
        _: &'static str,
        index: u32,
        _: &'static str,
        v: &T,
    ) -> Res {
        self.varint(index.into());
        v.serialize(self)
    }
    fn serialize_seq(self, len: Option<usize>) -> Result<Self, Error> {
        let len = len.ok_or_else(|| Error("a sequence of unknown length".into()))?;
        self.varint(len as u64);
        Ok(self)
    }
    fn serialize_tuple(self, _: usize) -> Result<Self, Error> {
        self.field = false;
        Ok(self)
    }
    fn serialize_tuple_struct(self, _: &'static str, _: usize) -> Result<Self, Error> {
        self.field = false;
        Ok(self)
    }
    fn serialize_tuple_variant(
        self,
        _: &'static str,
        index: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self, Error> {
        self.varint(index.into());
        Ok(self)
    }
    fn serialize_map(self, len: Option<usize>) -> Result<Self, Error> {
        let len = len.ok_or_else(|| Error("a map of unknown length".into()))?;
        self.varint(len as u64);
        Ok(self)
    }
    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Fields<'b, 'a>, Error> {
        self.field = false;
        let outer = self.flags.take();
        Ok(Fields { w: self, outer })
    }
    fn serialize_struct_variant(
        self,
        _: &'static str,
        index: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Fields<'b, 'a>, Error> {
        self.varint(index.into());
        let outer = self.flags.take();
        Ok(Fields { w: self, outer })
    }
    fn is_human_readable(&self) -> bool {
        false
    }
}

/// Elements of sequences, tuples and tuple variants: written in order.
macro_rules! elements {
    ($($trait:ident :: $method:ident),*) => {$(
        impl<'a> ser::$trait for &mut Writer<'a> {
            type Ok = ();
            type Error = Error;
            fn $method<T: ?Sized + Serialize>(&mut self, value: &T) -> Res {
                self.field = false;
                value.serialize(&mut **self)
            }
            fn end(self) -> Res {
                Ok(())
            }
        }
    )*};
}
elements!(
    SerializeSeq::serialize_element,
    SerializeTuple::serialize_element,
    SerializeTupleStruct::serialize_field,
    SerializeTupleVariant::serialize_field
);

impl<'a> ser::SerializeMap for &mut Writer<'a> {
    type Ok = ();
    type Error = Error;
    fn serialize_key<T: ?Sized + Serialize>(&mut self, key: &T) -> Res {
        self.field = false;
        key.serialize(&mut **self)
    }
    fn serialize_value<T: ?Sized + Serialize>(&mut self, value: &T) -> Res {
        self.field = false;
        value.serialize(&mut **self)
    }
    fn end(self) -> Res {
        Ok(())
    }
}

/// Fields of structs and struct variants: a `bool` field is a flag.
macro_rules! fields {
    ($($trait:ident),*) => {$(
        impl<'b, 'a> ser::$trait for Fields<'b, 'a> {
            type Ok = ();
            type Error = Error;
            fn serialize_field<T: ?Sized + Serialize>(&mut self, _: &'static str, value: &T) -> Res {
                self.w.field = true;
                value.serialize(&mut *self.w)
            }
            fn skip_field(&mut self, _: &'static str) -> Res {
                Err(Error("a skipped field (skip_serializing_if) cannot be read back".into()))
            }
            fn end(self) -> Res {
                self.w.field = false;
                self.w.flags = self.outer;
                Ok(())
            }
        }
    )*};
}
fields!(SerializeStruct, SerializeStructVariant);
