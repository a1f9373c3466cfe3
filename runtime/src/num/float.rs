//! Python `float` semantics: `repr`, `//`, `%`, `divmod`, `**`, `float(str)`, `int(float)`,
//! `round()` and exact comparisons with ints, each as CPython 3.11 (Objects/floatobject.c).

use super::dtoa::{double_to_string, Flags};
use super::repr::str_repr;
use super::{is_ascii_space, to_ascii_number_text, NumError};
use num_bigint::BigInt;
use num_traits::{FromPrimitive, ToPrimitive};
use pyrite_lang::compile::float_divmod;
use std::cmp::Ordering;

pub use super::float_round::{round, round_digits, round_to_int, RoundResult};

/// `repr(x)` and `str(x)`: the shortest digits that round-trip, in exponent form when the
/// decimal exponent is below -4 or at least 16: '0.1', '1e+16', '1e-05', '-0.0', 'inf', 'nan'.
pub fn repr(x: f64) -> String {
    let flags = Flags {
        add_dot_0: true,
        ..Flags::default()
    };
    double_to_string(x, 'r', 0, flags)
}

/// `a / b`; `ZeroDivisionError` "float division by zero".
pub fn true_div(a: f64, b: f64) -> Result<f64, NumError> {
    if b == 0.0 {
        return Err(NumError::ZeroDivision("float division by zero"));
    }
    Ok(a / b)
}

/// `a // b`; `ZeroDivisionError` "float floor division by zero".
pub fn floordiv(a: f64, b: f64) -> Result<f64, NumError> {
    if b == 0.0 {
        return Err(NumError::ZeroDivision("float floor division by zero"));
    }
    Ok(float_divmod(a, b).0)
}

/// `a % b` (sign of the divisor, CPython's `float_rem`); `ZeroDivisionError` "float modulo".
pub fn modulo(a: f64, b: f64) -> Result<f64, NumError> {
    if b == 0.0 {
        return Err(NumError::ZeroDivision("float modulo"));
    }
    let mut m = a % b;
    if m != 0.0 {
        if (b < 0.0) != (m < 0.0) {
            m += b;
        }
    } else {
        m = 0.0f64.copysign(b);
    }
    Ok(m)
}

/// `divmod(a, b)`; `ZeroDivisionError` "float divmod()".
pub fn divmod(a: f64, b: f64) -> Result<(f64, f64), NumError> {
    if b == 0.0 {
        return Err(NumError::ZeroDivision("float divmod()"));
    }
    Ok(float_divmod(a, b))
}

fn is_odd_integer(x: f64) -> bool {
    x.abs() % 2.0 == 1.0
}

/// `a ** b` with CPython's `float_pow` special cases. `ZeroDivisionError` for `0.0 ** -y`,
/// `OverflowError` "(34, 'Numerical result out of range')"; a negative base with a
/// non-integral exponent gives `NotSupported`: CPython returns a complex number there, which
/// Pyrite does not have, so the caller refuses.
pub fn pow(iv: f64, iw: f64) -> Result<f64, NumError> {
    if iw == 0.0 {
        return Ok(1.0);
    }
    if iv.is_nan() {
        return Ok(iv);
    }
    if iw.is_nan() {
        return Ok(if iv == 1.0 { 1.0 } else { iw });
    }
    if iw.is_infinite() {
        let v = iv.abs();
        return Ok(if v == 1.0 {
            1.0
        } else if (iw > 0.0) == (v > 1.0) {
            iw.abs()
        } else {
            0.0
        });
    }
    if iv.is_infinite() {
        let odd = is_odd_integer(iw);
        return Ok(if iw > 0.0 {
            if odd {
                iv
            } else {
                iv.abs()
            }
        } else if odd {
            0.0f64.copysign(iv)
        } else {
            0.0
        });
    }
    if iv == 0.0 {
        if iw < 0.0 {
            return Err(NumError::ZeroDivision(
                "0.0 cannot be raised to a negative power",
            ));
        }
        return Ok(if is_odd_integer(iw) { iv } else { 0.0 });
    }
    let mut v = iv;
    let mut negate = false;
    if iv < 0.0 {
        if iw != iw.floor() {
            return Err(NumError::NotSupported("complex numbers are not supported"));
        }
        v = -iv;
        negate = is_odd_integer(iw);
    }
    if v == 1.0 {
        return Ok(if negate { -1.0 } else { 1.0 });
    }
    let r = v.powf(iw);
    if r.is_infinite() {
        return Err(NumError::Overflow("(34, 'Numerical result out of range')"));
    }
    Ok(if negate { -r } else { r })
}

/// `float(s)` for a str: surrounding whitespace, a sign, decimal digits (Unicode digits too),
/// `_` between digits only, an exponent, or inf/infinity/nan in any case. No hex. `None` when
/// CPython raises; [`parse_error`] builds that error.
pub fn parse(s: &str) -> Option<f64> {
    let t = to_ascii_number_text(s);
    let t = t.trim_matches(is_ascii_space);
    let cleaned;
    let t = if t.contains('_') {
        cleaned = remove_underscores(t)?;
        cleaned.as_str()
    } else {
        t
    };
    let (negative, body) = match t.as_bytes().first() {
        Some(b'-') => (true, t.get(1..)?),
        Some(b'+') => (false, t.get(1..)?),
        _ => (false, t),
    };
    let lower = body.to_ascii_lowercase();
    let x = if lower == "inf" || lower == "infinity" {
        f64::INFINITY
    } else if lower == "nan" {
        f64::NAN
    } else if is_decimal_literal(body) {
        body.parse::<f64>().ok()?
    } else {
        return None;
    };
    Some(if negative { -x } else { x })
}

/// CPython's `_Py_string_to_number_with_underscores`: each '_' must sit between two digits.
fn remove_underscores(t: &str) -> Option<String> {
    let mut out = String::with_capacity(t.len());
    let mut prev = '\0';
    for c in t.chars() {
        if c == '_' {
            if !prev.is_ascii_digit() {
                return None;
            }
        } else {
            if prev == '_' && !c.is_ascii_digit() {
                return None;
            }
            out.push(c);
        }
        prev = c;
    }
    (prev != '_').then_some(out)
}

/// `digits [. digits] [(e|E) [sign] digits]` with at least one mantissa digit.
fn is_decimal_literal(s: &str) -> bool {
    let b = s.as_bytes();
    let mut i = 0;
    let digits = |i: &mut usize| {
        let start = *i;
        while b.get(*i).is_some_and(u8::is_ascii_digit) {
            *i += 1;
        }
        *i - start
    };
    let mut n = digits(&mut i);
    if b.get(i) == Some(&b'.') {
        i += 1;
        n += digits(&mut i);
    }
    if n == 0 {
        return false;
    }
    if matches!(b.get(i), Some(b'e' | b'E')) {
        i += 1;
        if matches!(b.get(i), Some(b'+' | b'-')) {
            i += 1;
        }
        if digits(&mut i) == 0 {
            return false;
        }
    }
    i == b.len()
}

/// The `ValueError` of a failed `float(s)`: "could not convert string to float: 'x'".
pub fn parse_error(s: &str) -> NumError {
    NumError::Value(format!(
        "could not convert string to float: {}",
        str_repr(s)
    ))
}

/// `int(x)`, truncating toward zero; `OverflowError` "cannot convert float infinity to integer",
/// `ValueError` "cannot convert float NaN to integer".
pub fn to_int(x: f64) -> Result<BigInt, NumError> {
    if x.is_nan() {
        return Err(NumError::Value(
            "cannot convert float NaN to integer".to_string(),
        ));
    }
    if x.is_infinite() {
        return Err(NumError::Overflow(
            "cannot convert float infinity to integer",
        ));
    }
    let t = x.trunc();
    if t.abs() < 9.2e18 {
        return Ok(BigInt::from(t as i64));
    }
    BigInt::from_f64(t).ok_or(NumError::Overflow(
        "cannot convert float infinity to integer",
    ))
}

/// Exact `x == i` (no rounding of `i`: `2**53 + 1 != float(2**53 + 1)`).
pub fn eq_int(x: f64, i: &BigInt) -> bool {
    cmp_int(x, i) == Some(Ordering::Equal)
}

/// Exact comparison of a float with an int; `None` when `x` is NaN.
pub fn cmp_int(x: f64, i: &BigInt) -> Option<Ordering> {
    if x.is_nan() {
        return None;
    }
    if x.is_infinite() {
        return Some(if x > 0.0 {
            Ordering::Greater
        } else {
            Ordering::Less
        });
    }
    if let Some(small) = i.to_i64().filter(|v| v.unsigned_abs() <= 1 << 53) {
        return x.partial_cmp(&(small as f64));
    }
    let f = x.floor();
    let fi = BigInt::from_f64(f)?;
    Some(match fi.cmp(i) {
        Ordering::Equal if x != f => Ordering::Greater,
        o => o,
    })
}

/// C's `frexp`: `(m, e)` with `x == m * 2**e` and `0.5 <= |m| < 1` for a finite nonzero `x`;
/// `(x, 0)` for zero, an infinity or NaN. The one copy: float hashing, float/int comparison and
/// `math`/`float` methods all use it.
pub fn frexp(x: f64) -> (f64, i32) {
    if x == 0.0 || !x.is_finite() {
        return (x, 0);
    }
    let (x, adjust) = if x.abs() < f64::MIN_POSITIVE {
        // Subnormal: scale into the normal range (exactly) first.
        (x * 18_014_398_509_481_984.0, -54) // 2**54
    } else {
        (x, 0)
    };
    let bits = x.to_bits();
    let biased = ((bits >> 52) & 0x7ff) as i32;
    let m = f64::from_bits((bits & !(0x7ff << 52)) | (1022 << 52));
    (m, biased - 1022 + adjust)
}
