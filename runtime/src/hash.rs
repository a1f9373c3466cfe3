//! CPython 3.11's hash functions for the hashable built-in values other than `str`, as pure
//! functions returning `Py_hash_t` (`i64`). Like CPython, none of them returns `-1` (the C API's
//! error value): where the arithmetic lands on `-1`, CPython substitutes a fixed value, and so do
//! these.
//!
//! Ported from CPython 3.11: `long_hash` (Objects/longobject.c), `_Py_HashDouble` and
//! `_Py_HashPointer` (Python/pyhash.c), `tuplehash` (Objects/tupleobject.c), `frozenset_hash`
//! and `_shuffle_bits` (Objects/setobject.c). Integers use the numeric hash modulo the Mersenne
//! prime 2**61 - 1, so `hash(1) == hash(1.0) == hash(True)`: equal numbers hash equal, as sets
//! and dicts require.
//!
//! Strings are hashed as CPython hashes them in kind, not in value: SipHash-1-3 under a secret
//! key ([`StrHashKey`]), random for each run unless the host fixes it, so a script cannot build
//! keys that collide (hash flooding). CPython keys it per process and hashes its internal
//! representation, so no string order can match CPython's anyway. Not here: identity hashes of
//! other objects. Two values have no process-independent CPython hash, and the functions say
//! what they do instead: `None` ([`NONE_HASH`]) and NaN ([`float_hash`]'s `nan_identity`).

use crate::num::float::frexp;
use num_bigint::{BigInt, Sign};
use num_traits::ToPrimitive;

/// `_PyHASH_BITS` on 64-bit builds.
const HASH_BITS: u32 = 61;
/// `_PyHASH_MODULUS`: the prime 2**61 - 1.
pub const HASH_MODULUS: u64 = (1 << HASH_BITS) - 1;
/// `_PyHASH_INF`: `hash(float('inf'))`; `-inf` hashes to its negation.
pub const HASH_INF: i64 = 314_159;

/// Pyrite's `hash(None)`. CPython 3.11 hashes `None` by its address (`_Py_HashPointer(Py_None)`),
/// which differs from process to process (ASLR); 3.12 made it this constant (`0xFCA86420`), and
/// Pyrite uses the 3.12 value so that runs are deterministic. Sets holding `None` therefore
/// iterate in an order CPython 3.11 may produce only by chance: DESIGN's documented exception.
pub const NONE_HASH: i64 = 0xFCA8_6420;

/// The secret key of string hashing: each run has one, random unless the host fixes it.
///
/// `hash(s)` of a `str` is SipHash-1-3 of its UTF-8 text under this key (CPython's function;
/// it hashes its internal representation, Pyrite the UTF-8). SipHash is a keyed
/// pseudo-random function: what a script sees of `hash()` tells it nothing about the key, so it
/// cannot make many strings whose hashes collide, whatever it computes.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct StrHashKey {
    k0: u64,
    k1: u64,
}

impl std::fmt::Debug for StrHashKey {
    /// Never prints the key: a report or log that a script's author may read must not leak it.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("StrHashKey(..)")
    }
}

impl StrHashKey {
    /// A fresh key from the operating system's entropy, through std's `RandomState` (the
    /// keys std draws for each thread's first hash map, by `getrandom(2)` on Linux, distinct
    /// for each `RandomState`). No new system call is made once the thread has built a hash
    /// map, which is what the jail's warm-up does before its seccomp filter is in place.
    pub fn random() -> StrHashKey {
        use std::hash::BuildHasher;
        let s = std::collections::hash_map::RandomState::new();
        StrHashKey {
            k0: s.hash_one(0x5052_4b30_u64),
            k1: s.hash_one(0x5052_4b31_u64),
        }
    }

    /// The key for a seed the host chose, for reproducible runs: the same seed gives the
    /// same hashes (and the same order of strings in sets) in every run.
    pub fn from_seed(seed: u64) -> StrHashKey {
        // splitmix64: two well-mixed words from one, so that nearby seeds share nothing.
        let mut x = seed;
        let mut next = || {
            x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = x;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            z ^ (z >> 31)
        };
        StrHashKey {
            k0: next(),
            k1: next(),
        }
    }

    /// `hash(b)` for bytes `b`: the same function as a str's over the same bytes, so
    /// `hash(b"abc") == hash("abc")` as in CPython; 0 when empty (`_Py_HashBytes`).
    #[inline]
    pub fn bytes_hash(&self, b: &[u8]) -> i64 {
        if b.is_empty() {
            return 0;
        }
        let h = siphasher::sip::SipHasher13::new_with_keys(self.k0, self.k1);
        fix_minus_one(h.hash(b) as i64)
    }

    /// `hash(s)` for a string of text `text` (never `-1`; 0 for the empty string, as CPython's).
    #[inline]
    pub fn str_hash(&self, text: &str) -> i64 {
        self.bytes_hash(text.as_bytes())
    }
}

/// `hash(True)` / `hash(False)`.
pub fn bool_hash(b: bool) -> i64 {
    i64::from(b)
}

/// `hash(i)` for an int that fits in `i64`: `sign(i) * (|i| mod (2**61 - 1))`, with `-1 -> -2`.
pub fn int_hash(i: i64) -> i64 {
    // `< 2**61`, so it fits in i64 and negates without overflow.
    let m = (i.unsigned_abs() % HASH_MODULUS) as i64;
    fix_minus_one(if i < 0 { m.wrapping_neg() } else { m })
}

/// `hash(n)` for an int of any size; agrees with [`int_hash`] on the `i64` range.
pub fn bigint_hash(n: &BigInt) -> i64 {
    let m = (n.magnitude() % HASH_MODULUS).to_i64().unwrap_or(0);
    fix_minus_one(if n.sign() == Sign::Minus {
        m.wrapping_neg()
    } else {
        m
    })
}

/// `hash(x)` for a float (`_Py_HashDouble`): an integral float hashes like the equal int
/// (`hash(1.0) == hash(1)`, `hash(-0.0) == 0`), a fraction like the equal rational
/// (`m / 2**k`: `hash(0.5) == 2**60`), `inf` to 314159 and `-inf` to -314159.
///
/// NaN: since 3.10 CPython hashes a NaN by the identity of the float object
/// (`_Py_HashPointer(obj)`), so distinct NaN objects land in different slots. The caller passes
/// that identity as `nan_identity` (ignored for every other float); the result is
/// [`pointer_hash`]`(nan_identity)`, what CPython computes from an object's address.
pub fn float_hash(x: f64, nan_identity: u64) -> i64 {
    if x.is_nan() {
        return pointer_hash(nan_identity);
    }
    if x.is_infinite() {
        return if x > 0.0 { HASH_INF } else { -HASH_INF };
    }
    let (mut m, mut e) = frexp(x);
    let negative = m < 0.0;
    if negative {
        m = -m;
    }
    // Process 28 bits at a time: each step is exact in binary floating point.
    let mut acc: u64 = 0;
    while m != 0.0 {
        acc = ((acc << 28) & HASH_MODULUS) | (acc >> (HASH_BITS - 28));
        m *= 268_435_456.0; // 2**28
        e -= 28;
        // 0 <= m < 2**28 here, so the conversion is exact.
        let y = m as u64;
        m -= y as f64;
        acc += y;
        if acc >= HASH_MODULUS {
            acc -= HASH_MODULUS;
        }
    }
    // Multiply by 2**e modulo 2**61 - 1: a rotation of the 61-bit value.
    let e = if e >= 0 {
        e % HASH_BITS as i32
    } else {
        HASH_BITS as i32 - 1 - ((-1 - e) % HASH_BITS as i32)
    };
    let e = e.unsigned_abs(); // 0 <= e < 61
    acc = ((acc << e) & HASH_MODULUS) | (acc >> (HASH_BITS - e));
    let h = acc as i64; // < 2**61
    fix_minus_one(if negative { h.wrapping_neg() } else { h })
}

/// `_Py_HashPointer`: the identity hash CPython gives an object at address `p` (the address
/// rotated right by 4 bits, since its low bits are alignment zeros).
pub fn pointer_hash(p: u64) -> i64 {
    fix_minus_one(p.rotate_right(4) as i64)
}

const XXPRIME_1: u64 = 11_400_714_785_074_694_791;
const XXPRIME_2: u64 = 14_029_467_366_897_019_727;
const XXPRIME_5: u64 = 2_870_177_450_012_600_261;

/// `hash(t)` for a tuple, from its items' hashes in order (`tuplehash`, an xxHash-style
/// combination). The caller hashes the items (which may fail: an unhashable item makes the
/// tuple unhashable, and CPython stops at the first one).
pub fn tuple_hash(item_hashes: impl IntoIterator<Item = i64>) -> i64 {
    let mut acc = TupleHash::new();
    item_hashes.into_iter().for_each(|h| acc.add(h));
    acc.finish()
}

/// [`tuple_hash`] one item at a time, for a caller that hashes the items as it goes.
#[derive(Clone, Copy, Debug)]
pub struct TupleHash {
    acc: u64,
    len: u64,
}

impl Default for TupleHash {
    fn default() -> TupleHash {
        TupleHash::new()
    }
}

impl TupleHash {
    /// The state before the first item.
    pub fn new() -> TupleHash {
        TupleHash {
            acc: XXPRIME_5,
            len: 0,
        }
    }

    /// Takes in the next item's hash.
    pub fn add(&mut self, h: i64) {
        self.acc = self.acc.wrapping_add((h as u64).wrapping_mul(XXPRIME_2));
        self.acc = self.acc.rotate_left(31);
        self.acc = self.acc.wrapping_mul(XXPRIME_1);
        self.len = self.len.wrapping_add(1);
    }

    /// The tuple's hash.
    pub fn finish(self) -> i64 {
        // The length, mangled to keep the historical value of hash(()).
        let acc = self.acc.wrapping_add(self.len ^ (XXPRIME_5 ^ 3_527_539));
        if acc == u64::MAX {
            return 1_546_275_796;
        }
        acc as i64
    }
}

/// `hash(frozenset(...))` from the hashes of its elements (`frozenset_hash`); the order of the
/// hashes does not matter. Each element's hash must appear once (the set's distinct elements).
pub fn frozenset_hash(element_hashes: impl IntoIterator<Item = i64>) -> i64 {
    let mut acc: u64 = 0;
    let mut len: u64 = 0;
    for h in element_hashes {
        acc ^= shuffle_bits(h as u64);
        len = len.wrapping_add(1);
    }
    // CPython xors in every slot, empty (hash 0) and dummy (hash -1) ones too, then cancels
    // them; xoring only the live entries is the same value.
    acc ^= len.wrapping_add(1).wrapping_mul(1_927_868_237);
    // Disperse patterns arising in nested frozensets.
    acc ^= (acc >> 11) ^ (acc >> 25);
    acc = acc.wrapping_mul(69_069).wrapping_add(907_133_923);
    if acc == u64::MAX {
        return 590_923_713;
    }
    acc as i64
}

/// `_shuffle_bits`: spreads closely spaced hashes before they are xored together.
fn shuffle_bits(h: u64) -> u64 {
    ((h ^ 89_869_747) ^ (h << 16)).wrapping_mul(3_644_798_167)
}

fn fix_minus_one(h: i64) -> i64 {
    if h == -1 {
        -2
    } else {
        h
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn str_hash_is_keyed() {
        let a = StrHashKey::from_seed(1);
        assert_eq!(a, StrHashKey::from_seed(1));
        assert_eq!(a.str_hash("abc"), StrHashKey::from_seed(1).str_hash("abc"));
        assert_ne!(a.str_hash("abc"), StrHashKey::from_seed(2).str_hash("abc"));
        assert_ne!(a.str_hash("abc"), a.str_hash("abd"));
        assert_ne!(StrHashKey::random(), StrHashKey::random());
        assert_eq!(format!("{a:?}"), "StrHashKey(..)");
        // SipHash-1-3 itself: the reference value for key 00..0f and the empty message.
        let k = StrHashKey {
            k0: 0x0706_0504_0302_0100,
            k1: 0x0f0e_0d0c_0b0a_0908,
        };
        let sip = siphasher::sip::SipHasher13::new_with_keys(k.k0, k.k1);
        assert_eq!(sip.hash(b""), 0xabac_0158_050f_c4dc);
        // The empty str and bytes hash to 0, as CPython's `_Py_HashBytes`.
        assert_eq!(k.str_hash(""), 0);
        assert_eq!(k.bytes_hash(b""), 0);
        assert_eq!(k.str_hash("abc"), k.bytes_hash(b"abc"));
        assert_eq!(k.str_hash("\0") as u64, 0xc9f4_9bf3_7d57_ca93);
    }

    #[test]
    fn frexp_matches_c() {
        assert_eq!(frexp(1.0), (0.5, 1));
        assert_eq!(frexp(-3.0), (-0.75, 2));
        assert_eq!(frexp(0.5), (0.5, 0));
        assert_eq!(frexp(5e-324), (0.5, -1073));
        assert_eq!(frexp(f64::MAX), (1.0 - 2f64.powi(-53), 1024));
        assert_eq!(frexp(-0.0).0.to_bits(), (-0.0f64).to_bits());
    }
}
