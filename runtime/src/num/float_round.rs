//! `round(float)` and `round(float, n)`, exact like CPython (which rounds the exact binary value
//! to n decimal places with `_Py_dg_dtoa` mode 3, ties to even, then reads it back correctly
//! rounded). Here the same is done with exact integer arithmetic.

use super::int::{to_f64, true_div};
use super::NumError;
use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{Pow, Zero};

/// The result of `round()`: an int without `ndigits`, a float with it.
#[derive(Debug, Clone, PartialEq)]
pub enum RoundResult {
    /// `round(x)`
    Int(BigInt),
    /// `round(x, n)`
    Float(f64),
}

/// `round(x, ndigits)`. `ndigits` is an index like CPython's `Py_ssize_t`: a caller holding a
/// huge int clamps it to the i64 range (the result is the same).
pub fn round(x: f64, ndigits: Option<i64>) -> Result<RoundResult, NumError> {
    match ndigits {
        None => round_to_int(x).map(RoundResult::Int),
        Some(n) => round_digits(x, n).map(RoundResult::Float),
    }
}

/// `round(x)`: nearest int, ties to even; errors of `int(x)` for inf and NaN.
pub fn round_to_int(x: f64) -> Result<BigInt, NumError> {
    super::float::to_int(x.round_ties_even())
}

/// `round(x, n)`: exact rounding to n decimal places, ties to even; inf and NaN unchanged;
/// `OverflowError` "rounded value too large to represent".
pub fn round_digits(x: f64, n: i64) -> Result<f64, NumError> {
    // CPython's NDIGITS_MAX and NDIGITS_MIN: beyond them the result is x, or 0 with x's sign.
    if !x.is_finite() || n > 323 {
        return Ok(x);
    }
    if n < -308 {
        return Ok(0.0 * x);
    }
    let negative = x.is_sign_negative();
    let (m, e) = decompose(x.abs());
    let ten_pow = |k: i64| -> BigInt { Pow::pow(BigInt::from(10u32), k.unsigned_abs() as u32) };
    let mut num = BigInt::from(m);
    let mut den = BigInt::from(1u32);
    if e >= 0 {
        num <<= e as usize;
    } else {
        den <<= e.unsigned_abs() as usize;
    }
    let r = if n >= 0 {
        num *= ten_pow(n);
        let q = div_round_half_even(&num, &den);
        true_div(&q, &ten_pow(n))?
    } else {
        den *= ten_pow(n);
        let q = div_round_half_even(&num, &den) * ten_pow(n);
        to_f64(&q).map_err(|_| NumError::Overflow("rounded value too large to represent"))?
    };
    Ok(if negative { -r } else { r })
}

/// `x = m * 2**e` exactly, for finite non-negative x.
fn decompose(x: f64) -> (u64, i64) {
    let bits = x.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i64;
    let frac = bits & ((1 << 52) - 1);
    if exp == 0 {
        (frac, -1074)
    } else {
        (frac | (1 << 52), exp - 1075)
    }
}

/// `num / den` rounded to the nearest integer, ties to even (both positive).
fn div_round_half_even(num: &BigInt, den: &BigInt) -> BigInt {
    let (q, r) = num.div_rem(den);
    if r.is_zero() {
        return q;
    }
    let twice: BigInt = r << 1usize;
    match twice.cmp(den) {
        std::cmp::Ordering::Greater => q + 1,
        std::cmp::Ordering::Equal if q.is_odd() => q + 1,
        _ => q,
    }
}
