//! 64-bit state fingerprints: a fixed-seed hasher over any `Hash` state.
//!
//! Stateright's own `fingerprint` is private in 0.31, so states are fingerprinted here with
//! [`FingerprintHasher`]: every written word is absorbed with a 64x64->128-bit folded multiply
//! (the construction of aHash's portable fallback, which stateright's own fingerprints use unless
//! built with AES target features) and the result goes through the MurmurHash3 `fmix64` finalizer, so that every output bit depends on
//! every input bit. Seeds are fixed: fingerprints are stable across runs and builds.

use std::hash::{Hash, Hasher};

/// Fingerprint `0` marks an empty table slot; a state hashing to 0 gets this value instead.
pub const ZERO_REMAP: u64 = 0x9e37_79b9_7f4a_7c15;

const SEED: u64 = 0x243f_6a88_85a3_08d3;
const MULTIPLE: u64 = 0x5851_f42d_4c95_7f2d;

/// The fingerprint of a state: 64 bits, never 0.
pub fn fingerprint<T: Hash + ?Sized>(value: &T) -> u64 {
    let mut hasher = FingerprintHasher::default();
    value.hash(&mut hasher);
    match hasher.finish() {
        0 => ZERO_REMAP,
        fp => fp,
    }
}

/// The streaming hasher behind [`fingerprint`].
#[derive(Clone, Copy, Debug)]
pub struct FingerprintHasher {
    acc: u64,
}

impl Default for FingerprintHasher {
    fn default() -> Self {
        FingerprintHasher { acc: SEED }
    }
}

#[inline(always)]
fn folded_multiply(a: u64, b: u64) -> u64 {
    let product = u128::from(a) * u128::from(b);
    (product as u64) ^ ((product >> 64) as u64)
}

#[inline(always)]
fn fmix64(mut h: u64) -> u64 {
    h ^= h >> 33;
    h = h.wrapping_mul(0xff51_afd7_ed55_8ccd);
    h ^= h >> 33;
    h = h.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
    h ^ (h >> 33)
}

impl FingerprintHasher {
    #[inline(always)]
    fn absorb(&mut self, word: u64) {
        self.acc = folded_multiply(self.acc ^ word, MULTIPLE);
    }
}

impl Hasher for FingerprintHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            let mut word = [0u8; 8];
            word.copy_from_slice(chunk);
            self.absorb(u64::from_le_bytes(word));
        }
        let mut tail = [0u8; 8];
        tail[..chunks.remainder().len()].copy_from_slice(chunks.remainder());
        self.absorb(u64::from_le_bytes(tail) ^ (bytes.len() as u64).rotate_right(8));
    }
    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.absorb(u64::from(i));
    }
    #[inline]
    fn write_u16(&mut self, i: u16) {
        self.absorb(u64::from(i));
    }
    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.absorb(u64::from(i));
    }
    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.absorb(i);
    }
    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.absorb(i as u64);
    }
    #[inline]
    fn finish(&self) -> u64 {
        fmix64(self.acc)
    }
}
