//! CPython 3.11 numeric semantics as pure functions: no heap, no VM types.
//!
//! `int` holds integer arithmetic (an `i64` fast path plus `BigInt`), conversions between int and
//! str, and correctly rounded int→float; `float` holds float arithmetic, `repr`, parsing and
//! rounding; `format` is the format-spec mini-language; `repr` is `repr()` of a `str`.
//! Every function returns the Python exception it would raise as a [`NumError`] value and never
//! panics. Functions that could build something big take a size bound and refuse with
//! [`NumError::Memory`] before allocating (security invariant 4).

#![warn(missing_docs)]

pub mod float;
pub mod format;
pub mod int;
pub mod repr;

pub(crate) mod dtoa;
mod float_round;
mod format_num;
mod int_str;
mod tables;

/// Errors a numeric operation raises: the Python exception to raise and CPython's message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NumError {
    /// `ZeroDivisionError` with this message.
    ZeroDivision(&'static str),
    /// `OverflowError` with this message.
    Overflow(&'static str),
    /// `ValueError` with this message.
    Value(String),
    /// `MemoryError` (no message): the result would exceed the caller's size bound.
    Memory,
    /// A refusal (`NotImplementedError`, uncatchable): CPython has a result Pyrite cannot
    /// represent (a complex number, a lone surrogate).
    NotSupported(&'static str),
}

impl NumError {
    /// The name of the Python exception class this error becomes.
    pub fn exception_name(&self) -> &'static str {
        match self {
            NumError::ZeroDivision(_) => "ZeroDivisionError",
            NumError::Overflow(_) => "OverflowError",
            NumError::Value(_) => "ValueError",
            NumError::Memory => "MemoryError",
            NumError::NotSupported(_) => "NotImplementedError",
        }
    }

    /// The exception's message, as `str(exc)` prints it (empty for `MemoryError`).
    pub fn message(&self) -> &str {
        match self {
            NumError::ZeroDivision(m) | NumError::Overflow(m) | NumError::NotSupported(m) => m,
            NumError::Value(m) => m,
            NumError::Memory => "",
        }
    }
}

impl std::fmt::Display for NumError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.message().is_empty() {
            f.write_str(self.exception_name())
        } else {
            write!(f, "{}: {}", self.exception_name(), self.message())
        }
    }
}

/// `str.isspace()` of one character, as CPython 3.11 decides it.
pub fn is_space(c: char) -> bool {
    tables::SPACES.binary_search(&(c as u32)).is_ok()
}

/// The value of a Unicode decimal digit (category Nd, ASCII included), as CPython's
/// `Py_UNICODE_TODECIMAL`; `None` for every other character.
pub fn decimal_value(c: char) -> Option<u32> {
    if c.is_ascii_digit() {
        return Some(c as u32 - '0' as u32);
    }
    let cp = c as u32;
    let i = match tables::DECIMAL_ZEROS.binary_search(&cp) {
        Ok(i) => i,
        Err(0) => return None,
        Err(i) => i - 1,
    };
    let zero = *tables::DECIMAL_ZEROS.get(i)?;
    let d = cp.checked_sub(zero)?;
    (d < 10).then_some(d)
}

/// `str.isprintable()` of one character, as CPython 3.11 decides it.
pub fn is_printable(c: char) -> bool {
    let cp = c as u32;
    let i = tables::NON_PRINTABLE.partition_point(|&(lo, _)| lo <= cp);
    match i.checked_sub(1).and_then(|j| tables::NON_PRINTABLE.get(j)) {
        Some(&(lo, hi)) => !(lo <= cp && cp <= hi),
        None => true,
    }
}

/// CPython's `_PyUnicode_TransformDecimalAndSpaceToASCII`, used by `int(str)` and `float(str)`:
/// Unicode digits become ASCII digits, Unicode whitespace becomes ' ', any other non-ASCII
/// character becomes '?' (which makes the parse fail, as in CPython).
pub(crate) fn to_ascii_number_text(s: &str) -> String {
    s.chars()
        .map(|c| {
            if (c as u32) < 127 {
                c
            } else if is_space(c) {
                ' '
            } else {
                decimal_value(c)
                    .and_then(|d| char::from_digit(d, 10))
                    .unwrap_or('?')
            }
        })
        .collect()
}

/// CPython's `Py_ISSPACE` on the ASCII-transformed text: space, \t, \n, \v, \f, \r.
pub(crate) fn is_ascii_space(c: char) -> bool {
    matches!(c, ' ' | '\t' | '\n' | '\x0b' | '\x0c' | '\r')
}
