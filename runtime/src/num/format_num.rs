//! Numbers under the format-spec mini-language: CPython's `format_long_internal`,
//! `format_float_internal`, `calc_number_widths`, `fill_number` and
//! `_PyUnicode_InsertThousandsGrouping` (Python/formatter_unicode.c, Objects/unicodeobject.c).

use super::dtoa::{double_to_string, Flags};
use super::format::{push_n, unknown_type, FormatSpec};
use super::int::{int_to_decimal, to_f64};
use super::NumError;
use num_bigint::BigInt;
use num_traits::{Signed, ToPrimitive};

fn value_error(msg: &str) -> NumError {
    NumError::Value(msg.to_string())
}

/// The pieces of a formatted number, before padding: `[sign][prefix][digits][.][remainder]`.
struct Number<'a> {
    negative: bool,
    prefix: &'a str,
    digits: &'a str,
    has_decimal: bool,
    remainder: &'a str,
}

/// Refuses a result over `max_len` bytes: `content` is an upper bound of the unpadded length.
fn check_len(spec: &FormatSpec, content: usize, max_len: usize) -> Result<(), NumError> {
    let (fill, _) = spec.fill_align('>');
    let padding = spec.width.unwrap_or(0).saturating_mul(fill.len_utf8());
    if padding.saturating_add(content) > max_len {
        return Err(NumError::Memory);
    }
    Ok(())
}

/// `format(v, spec)` for an int (or bool): types b c d o x X n, and e E f F g G % through
/// float; `MemoryError` when the result would exceed `max_len` bytes, checked first.
pub fn format_int(v: &BigInt, spec: &FormatSpec, max_len: usize) -> Result<String, NumError> {
    let ty = spec.ty.unwrap_or('d');
    let (base, prefix) = match ty {
        'b' => (2, "0b"),
        'o' => (8, "0o"),
        'x' => (16, "0x"),
        'X' => (16, "0X"),
        'd' | 'n' | 'c' => (10, ""),
        'e' | 'E' | 'f' | 'F' | 'g' | 'G' | '%' => {
            return format_float(to_f64(v)?, spec, max_len);
        }
        t => return Err(unknown_type(t, spec.name_or("int"))),
    };
    if spec.precision.is_some() {
        return Err(value_error(
            "Precision not allowed in integer format specifier",
        ));
    }
    if spec.no_neg_0 {
        return Err(value_error(
            "Negative zero coercion (z) not allowed in integer format specifier",
        ));
    }
    if ty == 'c' {
        if spec.sign.is_some() {
            return Err(value_error(
                "Sign not allowed with integer format specifier 'c'",
            ));
        }
        if spec.alternate {
            return Err(value_error(
                "Alternate form (#) not allowed with integer format specifier 'c'",
            ));
        }
        let x = v.to_i64().ok_or(NumError::Overflow(
            "Python int too large to convert to C long",
        ))?;
        if !(0..=0x10ffff).contains(&x) {
            return Err(NumError::Overflow("%c arg not in range(0x110000)"));
        }
        // CPython makes a str holding a lone surrogate; Pyrite's str cannot hold one.
        let c = u32::try_from(x)
            .ok()
            .and_then(char::from_u32)
            .ok_or(NumError::NotSupported(
                "format code 'c': surrogate code points are not supported by Pyrite",
            ))?;
        let mut buf = [0u8; 4];
        let remainder: &str = c.encode_utf8(&mut buf);
        check_len(spec, 8, max_len)?;
        let n = Number {
            negative: false,
            prefix: "",
            digits: "",
            has_decimal: false,
            remainder,
        };
        return Ok(layout(&n, spec, None));
    }
    // Digits of |v| in `base`, bounded before they are built (grouping adds at most a third).
    let bits = v.bits() as usize;
    let digits_bound = match base {
        2 => bits,
        8 => bits / 3,
        16 => bits / 4,
        _ => bits / 3,
    }
    .saturating_add(2);
    check_len(
        spec,
        digits_bound.saturating_mul(2).saturating_add(4),
        max_len,
    )?;
    let digits = if base == 10 {
        let s = int_to_decimal(v)?;
        s.trim_start_matches('-').to_string()
    } else {
        let s = v.magnitude().to_str_radix(base);
        if ty == 'X' {
            s.to_ascii_uppercase()
        } else {
            s
        }
    };
    let grouping = match (ty, spec.grouping) {
        (_, None) | ('n', _) => None,
        ('b' | 'o' | 'x' | 'X', Some(sep)) => Some((sep, 4)),
        (_, Some(sep)) => Some((sep, 3)),
    };
    let n = Number {
        negative: v.is_negative(),
        prefix: if spec.alternate { prefix } else { "" },
        digits: &digits,
        has_decimal: false,
        remainder: "",
    };
    Ok(layout(&n, spec, grouping))
}

/// `format(x, spec)` for a float: types e E f F g G n % and none (repr-like, or 'g' with at
/// least one digit after the point when a precision is given). `MemoryError` when the result
/// would exceed `max_len` bytes, checked before any digit is generated.
pub fn format_float(x: f64, spec: &FormatSpec, max_len: usize) -> Result<String, NumError> {
    let ty = match spec.ty {
        // CPython stores "no type" as '\0', so a literal NUL type means none for a float.
        None | Some('\0') => None,
        Some(t @ ('e' | 'E' | 'f' | 'F' | 'g' | 'G' | 'n' | '%')) => Some(t),
        Some(t) => return Err(unknown_type(t, spec.name_or("float"))),
    };
    if spec.precision.is_some_and(|p| p > i32::MAX as usize) {
        return Err(value_error("precision too big"));
    }
    let mut flags = Flags {
        alt: spec.alternate,
        no_neg_0: spec.no_neg_0,
        ..Flags::default()
    };
    let (mut code, default_precision) = match ty {
        None => {
            flags.add_dot_0 = true;
            ('r', 0)
        }
        Some('n') => ('g', 6),
        Some(t) => (t, 6),
    };
    let mut val = x;
    let add_pct = code == '%';
    if add_pct {
        code = 'f';
        val *= 100.0;
    }
    let precision = match spec.precision {
        None => default_precision,
        Some(p) => {
            if code == 'r' {
                code = 'g';
            }
            p
        }
    };
    // At most 309 integer digits, a third more for separators, the point, exponent and sign.
    check_len(spec, precision.saturating_add(430), max_len)?;
    let mut text = double_to_string(val, code, precision, flags);
    if add_pct {
        text.push('%');
    }
    let (negative, body) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text.as_str()),
    };
    let ndig = body.bytes().take_while(u8::is_ascii_digit).count();
    let (digits, rest) = body.split_at(ndig);
    let (has_decimal, remainder) = match rest.strip_prefix('.') {
        Some(r) => (true, r),
        None => (false, rest),
    };
    let grouping = match (ty, spec.grouping) {
        (Some('n'), _) | (_, None) => None,
        (_, Some(sep)) => Some((sep, 3)),
    };
    let n = Number {
        negative,
        prefix: "",
        digits,
        has_decimal,
        remainder,
    };
    Ok(layout(&n, spec, grouping))
}

/// CPython's `calc_number_widths` + `fill_number`: sign, prefix, padding and grouped digits.
/// The caller has already bounded the size.
fn layout(n: &Number<'_>, spec: &FormatSpec, grouping: Option<(char, usize)>) -> String {
    let (fill, align) = spec.fill_align('>');
    let sign = match (spec.sign, n.negative) {
        (_, true) => Some('-'),
        (Some('+'), false) => Some('+'),
        (Some(' '), false) => Some(' '),
        _ => None,
    };
    let width = spec.width.map_or(-1, |w| w as i64);
    let non_digit = i64::from(sign.is_some())
        + n.prefix.len() as i64
        + i64::from(n.has_decimal)
        + n.remainder.chars().count() as i64;
    let min_width = if fill == '0' && align == '=' {
        width - non_digit
    } else {
        0
    };
    let grouped = if n.digits.is_empty() {
        String::new()
    } else {
        group_digits(n.digits, min_width, grouping)
    };
    let padding = (width - non_digit - grouped.chars().count() as i64).max(0) as usize;
    let (left, inner, right) = match align {
        '<' => (0, 0, padding),
        '^' => (padding / 2, 0, padding - padding / 2),
        '=' => (0, padding, 0),
        _ => (padding, 0, 0),
    };
    let mut out = String::new();
    push_n(&mut out, fill, left);
    out.extend(sign);
    out.push_str(n.prefix);
    push_n(&mut out, fill, inner);
    out.push_str(&grouped);
    if n.has_decimal {
        out.push('.');
    }
    out.push_str(n.remainder);
    push_n(&mut out, fill, right);
    out
}

/// `_PyUnicode_InsertThousandsGrouping`: separators every `size` digits from the right, and
/// zero padding up to `min_width` (which may put zeros and separators before the digits).
fn group_digits(digits: &str, min_width: i64, grouping: Option<(char, usize)>) -> String {
    let d = digits.as_bytes();
    let mut min_width = min_width.max(0);
    let mut remaining = d.len() as i64;
    // Pieces from the right; joined reversed at the end.
    let mut pieces: Vec<String> = Vec::new();
    let piece = |remaining: i64, len: i64| -> String {
        let n_zeros = (len - remaining).max(0) as usize;
        let n_chars = remaining.min(len).max(0) as usize;
        let end = remaining.max(0) as usize;
        let mut s = "0".repeat(n_zeros);
        let from = d.get(end - n_chars..end).unwrap_or(&[]);
        s.extend(from.iter().map(|&b| char::from(b)));
        s
    };
    match grouping {
        None => {
            let len = remaining.max(min_width).max(1);
            pieces.push(piece(remaining, len));
        }
        Some((_, size)) => loop {
            let len = (size as i64).min(remaining.max(min_width).max(1));
            pieces.push(piece(remaining, len));
            remaining -= remaining.min(len).max(0);
            min_width -= len;
            if remaining <= 0 && min_width <= 0 {
                break;
            }
            min_width -= 1;
        },
    }
    let sep = grouping.map_or(String::new(), |(c, _)| c.to_string());
    pieces.reverse();
    pieces.join(&sep)
}
