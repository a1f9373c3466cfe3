//! Python `int` arithmetic: `i64` fast paths that report "does not fit" as `None`, and `BigInt`
//! versions with Python's semantics (floor division, modulo takes the divisor's sign, arithmetic
//! shifts, two's-complement bitwise ops), correctly rounded int→float and int/int.
//!
//! Operations whose result can be huge (`**`, `<<`) take `max_bits` and refuse with
//! [`NumError::Memory`] before allocating; [`result_bits`] lets a caller check `*` the same way.

use super::NumError;
use num_bigint::{BigInt, Sign};
use num_integer::Integer;
use num_traits::{One, Signed, ToPrimitive, Zero};

pub use super::int_str::{bin, hex, int_to_decimal, oct, parse_int, to_str_radix, MAX_STR_DIGITS};

const INT_DIV_ZERO: NumError = NumError::ZeroDivision("integer division or modulo by zero");
const INT_MOD_ZERO: NumError = NumError::ZeroDivision("integer modulo by zero");

fn negative_shift() -> NumError {
    NumError::Value("negative shift count".to_string())
}

// ---------------------------------------------------------------- i64 fast paths

/// `a // b` on i64; `Ok(None)` when the result does not fit (`i64::MIN // -1`).
pub fn floordiv_i64(a: i64, b: i64) -> Result<Option<i64>, NumError> {
    if b == 0 {
        return Err(INT_DIV_ZERO);
    }
    if a == i64::MIN && b == -1 {
        return Ok(None);
    }
    Ok(Some(Integer::div_floor(&a, &b)))
}

/// `a % b` on i64 (sign of the divisor; "integer modulo by zero"); never `Ok(None)`, the Option keeps the fast-path shape.
pub fn mod_i64(a: i64, b: i64) -> Result<Option<i64>, NumError> {
    if b == 0 {
        return Err(INT_MOD_ZERO);
    }
    if b == -1 {
        return Ok(Some(0));
    }
    Ok(Some(a.mod_floor(&b)))
}

/// `divmod(a, b)` on i64; `Ok(None)` when the quotient does not fit.
pub fn divmod_i64(a: i64, b: i64) -> Result<Option<(i64, i64)>, NumError> {
    if b == 0 {
        return Err(INT_DIV_ZERO);
    }
    let q = floordiv_i64(a, b)?;
    let r = mod_i64(a, b)?;
    Ok(q.zip(r))
}

/// `a ** b` on i64 for `b >= 0`; `Ok(None)` when the result does not fit or `b < 0` (use [`pow`]:
/// a negative exponent gives a float).
pub fn pow_i64(a: i64, b: i64) -> Result<Option<i64>, NumError> {
    if b < 0 {
        return Ok(None);
    }
    match a {
        0 => return Ok(Some(if b == 0 { 1 } else { 0 })),
        1 => return Ok(Some(1)),
        -1 => return Ok(Some(if b % 2 == 0 { 1 } else { -1 })),
        _ => {}
    }
    Ok(u32::try_from(b).ok().and_then(|e| a.checked_pow(e)))
}

/// `a << n` on i64; `ValueError` for a negative count, `Ok(None)` when the result does not fit.
pub fn shl_i64(a: i64, n: i64) -> Result<Option<i64>, NumError> {
    if n < 0 {
        return Err(negative_shift());
    }
    if a == 0 {
        return Ok(Some(0));
    }
    if n >= 64 {
        return Ok(None);
    }
    let r = a << n;
    Ok(((r >> n) == a).then_some(r))
}

/// `a >> n` on i64 (rounds toward minus infinity); `ValueError` for a negative count.
pub fn shr_i64(a: i64, n: i64) -> Result<Option<i64>, NumError> {
    if n < 0 {
        return Err(negative_shift());
    }
    Ok(Some(if n >= 64 { a >> 63 } else { a >> n }))
}

/// `a / b` on i64, correctly rounded like CPython (both operands exact below 2**53).
pub fn true_div_i64(a: i64, b: i64) -> Result<f64, NumError> {
    const EXACT: u64 = 1 << 53;
    if b != 0 && a.unsigned_abs() <= EXACT && b.unsigned_abs() <= EXACT {
        return Ok(a as f64 / b as f64);
    }
    true_div(&BigInt::from(a), &BigInt::from(b))
}

// ---------------------------------------------------------------- BigInt

/// `a // b` (floor division); `ZeroDivisionError` when `b == 0`.
pub fn floordiv(a: &BigInt, b: &BigInt) -> Result<BigInt, NumError> {
    if b.is_zero() {
        return Err(INT_DIV_ZERO);
    }
    Ok(a.div_floor(b))
}

/// `a % b` (the result takes the sign of `b`); `ZeroDivisionError` when `b == 0`.
pub fn modulo(a: &BigInt, b: &BigInt) -> Result<BigInt, NumError> {
    if b.is_zero() {
        return Err(INT_MOD_ZERO);
    }
    Ok(a.mod_floor(b))
}

/// `divmod(a, b)`; `ZeroDivisionError` when `b == 0`.
pub fn divmod(a: &BigInt, b: &BigInt) -> Result<(BigInt, BigInt), NumError> {
    if b.is_zero() {
        return Err(INT_DIV_ZERO);
    }
    Ok(a.div_mod_floor(b))
}

/// The result of `int ** int`: an int, or a float when the exponent is negative.
#[derive(Debug, Clone, PartialEq)]
pub enum PowResult {
    /// Non-negative exponent.
    Int(BigInt),
    /// Negative exponent: CPython computes `float(a) ** float(b)`.
    Float(f64),
}

/// `a ** b`. A result over `max_bits` bits is refused with `MemoryError` before computing it.
/// Negative `b` follows float `**` (`0 ** -1` is `ZeroDivisionError`).
pub fn pow(a: &BigInt, b: &BigInt, max_bits: u64) -> Result<PowResult, NumError> {
    if b.is_negative() {
        let x = to_f64(a)?;
        let y = to_f64(b)?;
        return super::float::pow(x, y).map(PowResult::Float);
    }
    if b.is_zero() || a.is_one() {
        return Ok(PowResult::Int(BigInt::one()));
    }
    if a.is_zero() {
        return Ok(PowResult::Int(BigInt::zero()));
    }
    if *a == BigInt::from(-1) {
        let odd = b.is_odd();
        return Ok(PowResult::Int(BigInt::from(if odd { -1 } else { 1 })));
    }
    let e = b.to_u64().ok_or(NumError::Memory)?;
    if pow_result_bits(a, e) > max_bits {
        return Err(NumError::Memory);
    }
    let e = u32::try_from(e).map_err(|_| NumError::Memory)?;
    Ok(PowResult::Int(num_traits::Pow::pow(a, e)))
}

/// Three-argument `pow(a, b, m)`, with CPython's errors; a negative `b` uses the modular inverse.
pub fn pow_mod(a: &BigInt, b: &BigInt, m: &BigInt) -> Result<BigInt, NumError> {
    if m.is_zero() {
        return Err(NumError::Value(
            "pow() 3rd argument cannot be 0".to_string(),
        ));
    }
    let mm = m.abs();
    if mm.is_one() {
        return Ok(BigInt::zero());
    }
    let mut base = a.mod_floor(&mm);
    let mut e = b.clone();
    if e.is_negative() {
        let g = base.extended_gcd(&mm);
        if !g.gcd.is_one() {
            return Err(NumError::Value(
                "base is not invertible for the given modulus".to_string(),
            ));
        }
        base = g.x.mod_floor(&mm);
        e = -e;
    }
    let r = base.modpow(&e, &mm);
    if m.is_negative() && !r.is_zero() {
        Ok(r - mm)
    } else {
        Ok(r)
    }
}

/// `a << n`; `ValueError` for a negative count, `MemoryError` when over `max_bits` bits.
pub fn shl(a: &BigInt, n: &BigInt, max_bits: u64) -> Result<BigInt, NumError> {
    if n.is_negative() {
        return Err(negative_shift());
    }
    if a.is_zero() {
        return Ok(BigInt::zero());
    }
    let n = n.to_u64().ok_or(NumError::Memory)?;
    if shl_result_bits(a, n) > max_bits {
        return Err(NumError::Memory);
    }
    let n = usize::try_from(n).map_err(|_| NumError::Memory)?;
    Ok(a << n)
}

/// `a >> n` (rounds toward minus infinity); `ValueError` for a negative count.
pub fn shr(a: &BigInt, n: &BigInt) -> Result<BigInt, NumError> {
    if n.is_negative() {
        return Err(negative_shift());
    }
    match n.to_u64() {
        Some(k) if k < a.bits() => {
            let k = usize::try_from(k).map_err(|_| NumError::Memory)?;
            Ok(a >> k)
        }
        _ => Ok(BigInt::from(if a.is_negative() { -1 } else { 0 })),
    }
}

/// `a & b` with Python's infinite two's-complement semantics.
pub fn and(a: &BigInt, b: &BigInt) -> BigInt {
    a & b
}

/// `a | b` with Python's infinite two's-complement semantics.
pub fn or(a: &BigInt, b: &BigInt) -> BigInt {
    a | b
}

/// `a ^ b` with Python's infinite two's-complement semantics.
pub fn xor(a: &BigInt, b: &BigInt) -> BigInt {
    a ^ b
}

/// `~a`, that is `-a - 1`.
pub fn invert(a: &BigInt) -> BigInt {
    -a - 1
}

/// `round(a, ndigits)` for an int: unchanged for `ndigits >= 0`, else rounded to a multiple of
/// `10**-ndigits`, ties to even (CPython's `long_round`). Small: never above `|a|`'s size + 1 digit.
pub fn round_int(a: &BigInt, ndigits: i64) -> BigInt {
    if ndigits >= 0 || a.is_zero() {
        return a.clone();
    }
    let k = ndigits.unsigned_abs();
    // 10**k > 2|a| makes the quotient round to 0; this test avoids building a huge 10**k.
    if k as f64 > a.bits() as f64 * std::f64::consts::LOG10_2 + 2.0 {
        return BigInt::zero();
    }
    let p: BigInt = num_traits::Pow::pow(BigInt::from(10u32), k as u32);
    let (q, r) = a.div_mod_floor(&p);
    let twice: BigInt = r << 1usize;
    let q = match twice.cmp(&p) {
        std::cmp::Ordering::Greater => q + 1,
        std::cmp::Ordering::Equal if q.is_odd() => q + 1,
        _ => q,
    };
    q * p
}

/// `int.bit_length()`.
pub fn bit_length(a: &BigInt) -> u64 {
    a.bits()
}

/// Which operation [`result_bits`] estimates.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BitsOp {
    /// `a ** b`
    Pow,
    /// `a << b`
    Shl,
    /// `a * b`
    Mul,
}

/// An upper estimate of the bit length of `op(a, b)`, computed without building it, so a caller
/// can refuse with `MemoryError` before allocating (saturates at `u64::MAX`; a negative `b`
/// for `**` or `<<` gives 64, those results are small or errors).
pub fn result_bits(op: BitsOp, a: &BigInt, b: &BigInt) -> u64 {
    match op {
        BitsOp::Mul => mul_result_bits(a, b),
        BitsOp::Pow | BitsOp::Shl if b.is_negative() => 64,
        BitsOp::Pow => pow_result_bits(a, b.to_u64().unwrap_or(u64::MAX)),
        BitsOp::Shl => shl_result_bits(a, b.to_u64().unwrap_or(u64::MAX)),
    }
}

/// Upper estimate of the bits of `a ** e` (a little above `e * log2|a|`).
pub fn pow_result_bits(a: &BigInt, e: u64) -> u64 {
    let n = a.bits();
    if n <= 1 || e == 0 {
        return 1;
    }
    // log2|a| from its top 64 bits: tight, so that 2 ** n is refused only near the limit.
    let shift = n.saturating_sub(64);
    let top = (a.magnitude() >> shift).to_u64().unwrap_or(u64::MAX) as f64;
    let lg = top.log2() + shift as f64;
    let est = (lg * e as f64).ceil() + 2.0;
    if est >= u64::MAX as f64 {
        u64::MAX
    } else {
        est as u64
    }
}

/// Bits of `a << n`.
pub fn shl_result_bits(a: &BigInt, n: u64) -> u64 {
    if a.is_zero() {
        0
    } else {
        a.bits().saturating_add(n)
    }
}

/// Upper bound on the bits of `a * b`.
pub fn mul_result_bits(a: &BigInt, b: &BigInt) -> u64 {
    a.bits().saturating_add(b.bits())
}

// ---------------------------------------------------------------- int -> float

const INT_TOO_LARGE: NumError = NumError::Overflow("int too large to convert to float");

/// `float(a)`, correctly rounded (half to even); `OverflowError` "int too large to convert to
/// float".
pub fn to_f64(a: &BigInt) -> Result<f64, NumError> {
    let mag = a.magnitude();
    let n = mag.bits();
    let (m, e, sticky) = if n <= 64 {
        (mag.to_u64().unwrap_or(0), 0i64, false)
    } else {
        let shift = n - 64;
        let m = (mag >> shift).to_u64().unwrap_or(u64::MAX);
        let sticky = mag.trailing_zeros().is_some_and(|tz| tz < shift);
        (m, i64::try_from(shift).map_err(|_| INT_TOO_LARGE)?, sticky)
    };
    let x = compose(m, e, sticky).ok_or(INT_TOO_LARGE)?;
    Ok(if a.sign() == Sign::Minus { -x } else { x })
}

/// `a / b` as CPython computes it: correctly rounded. `ZeroDivisionError` "division by zero",
/// `OverflowError` "integer division result too large for a float".
pub fn true_div(a: &BigInt, b: &BigInt) -> Result<f64, NumError> {
    if b.is_zero() {
        return Err(NumError::ZeroDivision("division by zero"));
    }
    let negative = a.is_negative() != b.is_negative();
    let signed = |x: f64| if negative { -x } else { x };
    if a.is_zero() {
        return Ok(signed(0.0));
    }
    let (na, nb) = (a.bits(), b.bits());
    if na <= 53 && nb <= 53 {
        let x = a.to_i64().unwrap_or(0) as f64;
        let y = b.to_i64().unwrap_or(1) as f64;
        return Ok(x / y);
    }
    let too_large = NumError::Overflow("integer division result too large for a float");
    let diff = i64::try_from(na).unwrap_or(i64::MAX) - i64::try_from(nb).unwrap_or(i64::MAX);
    if diff > 1025 {
        return Err(too_large);
    }
    if diff < -1076 {
        // |a/b| < 2**(diff+1) <= 2**-1075: below half the smallest subnormal.
        return Ok(signed(0.0));
    }
    // Scale so the integer quotient has 63 or 64 bits; the remainder becomes a sticky bit.
    let s = diff - 63;
    let (num, den) = if s >= 0 {
        (a.magnitude().clone(), b.magnitude() << (s as usize))
    } else {
        (
            a.magnitude() << (s.unsigned_abs() as usize),
            b.magnitude().clone(),
        )
    };
    let (q, r) = num.div_rem(&den);
    let q = q.to_u64().ok_or(too_large.clone())?;
    let x = compose(q, s, !r.is_zero()).ok_or(too_large)?;
    Ok(signed(x))
}

/// The f64 nearest to `(m + f) * 2**e` where `0 <= f < 1` and `f > 0` iff `sticky`, rounding
/// half to even; `None` on overflow. This is the one rounding step behind every int→float.
pub(crate) fn compose(m: u64, e: i64, sticky: bool) -> Option<f64> {
    if m == 0 {
        return Some(0.0);
    }
    let nbits = 64 - i64::from(m.leading_zeros());
    // Bits of m below the last representable place (53 significant bits, or 2**-1074).
    let drop = (nbits - 53).max((-1074i64).saturating_sub(e));
    let (mant, exp) = if drop <= 0 {
        (m << drop.unsigned_abs(), e.saturating_add(drop))
    } else if drop > 64 {
        (0, 0)
    } else {
        let d = drop as u32;
        let kept = m.checked_shr(d).unwrap_or(0);
        let rem = if d == 64 { m } else { m & ((1u64 << d) - 1) };
        let half = 1u64 << (d - 1);
        let up = rem > half || (rem == half && (sticky || kept & 1 == 1));
        (kept + u64::from(up), e.saturating_add(drop))
    };
    let (mant, exp) = if mant == 1 << 53 {
        (1u64 << 52, exp.saturating_add(1))
    } else {
        (mant, exp)
    };
    if mant == 0 {
        return Some(0.0);
    }
    if mant >= 1 << 52 {
        let biased = exp.saturating_add(52 + 1023);
        if !(1..2047).contains(&biased) {
            return None;
        }
        Some(f64::from_bits(
            ((biased as u64) << 52) | (mant & ((1 << 52) - 1)),
        ))
    } else {
        Some(f64::from_bits(mant))
    }
}
