//! Conversions between `int` and text: `int(s, base)`, `str(n)` and `hex`/`oct`/`bin`, with
//! CPython 3.11's 4300-digit limit on decimal conversions.

use super::repr::str_repr_truncated;
use super::{is_ascii_space, to_ascii_number_text, NumError};
use num_bigint::BigInt;
use num_traits::{Signed, Zero};

/// CPython 3.11's default `sys.get_int_max_str_digits()`: int<->str conversions in a base that
/// is not a power of two refuse more digits than this.
pub const MAX_STR_DIGITS: usize = 4300;

fn digit_value(c: u8) -> u32 {
    match c {
        b'0'..=b'9' => u32::from(c - b'0'),
        b'a'..=b'z' => u32::from(c - b'a') + 10,
        b'A'..=b'Z' => u32::from(c - b'A') + 10,
        _ => 99,
    }
}

/// `int(s, base)`: surrounding whitespace, a sign, `_` between digits only, prefixes `0x`/`0o`/
/// `0b` (base 0 infers them and refuses other leading zeros), Unicode decimal digits. Errors are
/// CPython's `ValueError`s, e.g. "invalid literal for int() with base 10: 'x'".
pub fn parse_int(s: &str, base: u32) -> Result<BigInt, NumError> {
    if base != 0 && !(2..=36).contains(&base) {
        return Err(NumError::Value(
            "int() base must be >= 2 and <= 36, or 0".to_string(),
        ));
    }
    let invalid = || {
        NumError::Value(format!(
            "invalid literal for int() with base {}: {}",
            base,
            str_repr_truncated(s, 200)
        ))
    };
    let text = to_ascii_number_text(s);
    let b = text.as_bytes();
    let at = |i: usize| b.get(i).copied().unwrap_or(0);
    let mut i = 0;
    while is_ascii_space(char::from(at(i))) {
        i += 1;
    }
    let negative = at(i) == b'-';
    if matches!(at(i), b'+' | b'-') {
        i += 1;
    }
    let mut base = base;
    let mut error_if_nonzero = false;
    if base == 0 {
        base = match (at(i), at(i + 1).to_ascii_lowercase()) {
            (b'0', b'x') => 16,
            (b'0', b'o') => 8,
            (b'0', b'b') => 2,
            (b'0', _) => {
                error_if_nonzero = true;
                10
            }
            _ => 10,
        };
    }
    let prefix = match base {
        16 => b'x',
        8 => b'o',
        2 => b'b',
        _ => 0,
    };
    if prefix != 0 && at(i) == b'0' && at(i + 1).to_ascii_lowercase() == prefix {
        i += 2;
        if at(i) == b'_' {
            i += 1;
        }
    }
    if at(i) == b'_' {
        return Err(invalid());
    }
    let start = i;
    let mut digits = 0usize;
    let mut prev = 0u8;
    while digit_value(at(i)) < base || at(i) == b'_' {
        if at(i) == b'_' {
            if prev == b'_' {
                return Err(invalid());
            }
        } else {
            digits += 1;
        }
        prev = at(i);
        i += 1;
    }
    if prev == b'_' {
        return Err(invalid());
    }
    if !base.is_power_of_two() && digits > MAX_STR_DIGITS {
        return Err(NumError::Value(format!(
            "Exceeds the limit ({MAX_STR_DIGITS} digits) for integer string conversion: \
             value has {digits} digits; use sys.set_int_max_str_digits() to increase the limit"
        )));
    }
    let body: Vec<u8> = b
        .get(start..i)
        .unwrap_or(&[])
        .iter()
        .copied()
        .filter(|&c| c != b'_')
        .collect();
    let value = if body.is_empty() {
        BigInt::zero()
    } else {
        BigInt::parse_bytes(&body, base).ok_or_else(invalid)?
    };
    if (error_if_nonzero && !value.is_zero()) || i == start {
        return Err(invalid());
    }
    while is_ascii_space(char::from(at(i))) {
        i += 1;
    }
    if i != b.len() {
        return Err(invalid());
    }
    Ok(if negative { -value } else { value })
}

fn too_many_digits() -> NumError {
    NumError::Value(format!(
        "Exceeds the limit ({MAX_STR_DIGITS} digits) for integer string conversion; \
         use sys.set_int_max_str_digits() to increase the limit"
    ))
}

/// `str(a)` in decimal; `ValueError` when it has more than 4300 digits (checked from the bit
/// length first, so a huge int is refused without converting it).
pub fn int_to_decimal(a: &BigInt) -> Result<String, NumError> {
    // 10**4300 < 2**14285: an int of 14286 bits or more has more than 4300 digits.
    if a.bits() >= 14286 {
        return Err(too_many_digits());
    }
    let s = a.to_str_radix(10);
    let digits = s.len() - usize::from(a.is_negative());
    if digits > MAX_STR_DIGITS {
        return Err(too_many_digits());
    }
    Ok(s)
}

/// Digits of `a` in `radix` (2..=36, lowercase, a leading '-'), no prefix; radixes that are
/// not powers of two follow the 4300-digit limit. An invalid radix is a `ValueError`.
pub fn to_str_radix(a: &BigInt, radix: u32) -> Result<String, NumError> {
    if !(2..=36).contains(&radix) {
        return Err(NumError::Value("radix must be in 2..=36".to_string()));
    }
    if radix == 10 {
        return int_to_decimal(a);
    }
    if !radix.is_power_of_two() {
        let max_bits = (MAX_STR_DIGITS as f64 * f64::from(radix).log2()) as u64 + 2;
        if a.bits() > max_bits {
            return Err(too_many_digits());
        }
        let s = a.to_str_radix(radix);
        if s.len() - usize::from(a.is_negative()) > MAX_STR_DIGITS {
            return Err(too_many_digits());
        }
        return Ok(s);
    }
    Ok(a.to_str_radix(radix))
}

fn prefixed(a: &BigInt, radix: u32, prefix: &str) -> String {
    let digits = a.magnitude().to_str_radix(radix);
    let sign = if a.is_negative() { "-" } else { "" };
    format!("{sign}{prefix}{digits}")
}

/// `hex(a)`: "0xff", "-0xff".
pub fn hex(a: &BigInt) -> String {
    prefixed(a, 16, "0x")
}

/// `oct(a)`: "0o17", "-0o17".
pub fn oct(a: &BigInt) -> String {
    prefixed(a, 8, "0o")
}

/// `bin(a)`: "0b101", "-0b101".
pub fn bin(a: &BigInt) -> String {
    prefixed(a, 2, "0b")
}
