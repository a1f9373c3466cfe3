//! The format-spec mini-language of `format()`, f-strings and `str.format`, as CPython 3.11
//! (Python/formatter_unicode.c): `[[fill]align][sign][z][#][0][width][grouping][.precision][type]`.
//!
//! [`parse_spec_for`] reads a spec; [`format_int`], [`format_float`] and [`format_str`] apply it.
//! These take `max_len`, a bound in bytes on the result: a spec such as `{:1000000000}` is
//! refused with [`NumError::Memory`] before anything is allocated (security invariant 4).

use super::{decimal_value, NumError};

pub use super::format_num::{format_float, format_int};

/// A parsed format spec. `None` fields were not given; defaults depend on the value's type.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct FormatSpec {
    /// The fill character, when given before an alignment.
    pub fill: Option<char>,
    /// '<', '>', '=' or '^'.
    pub align: Option<char>,
    /// '+', '-' or ' '.
    pub sign: Option<char>,
    /// 'z': a negative zero result loses its sign (floats only).
    pub no_neg_0: bool,
    /// '#': alternate form.
    pub alternate: bool,
    /// The '0' flag before the width.
    pub zero: bool,
    /// Minimum width in characters.
    pub width: Option<usize>,
    /// ',' or '_'.
    pub grouping: Option<char>,
    /// Digits after the point, significant digits, or maximum characters of a str.
    pub precision: Option<usize>,
    /// The presentation type character.
    pub ty: Option<char>,
    /// The value's type name for error messages ("int", "bool", "float", "str"); empty means
    /// the default of the function that formats.
    pub type_name: String,
}

impl FormatSpec {
    /// The fill character and alignment in effect for a value whose default alignment is
    /// `default_align` ('<' for str, '>' for numbers), with CPython's '0' flag rule.
    pub fn fill_align(&self, default_align: char) -> (char, char) {
        let fill = match self.fill {
            Some(c) => c,
            None if self.zero => '0',
            None => ' ',
        };
        let align = match self.align {
            Some(a) => a,
            None if self.zero && self.fill.is_none() && default_align == '>' => '=',
            None => default_align,
        };
        (fill, align)
    }

    pub(crate) fn name_or<'a>(&'a self, default: &'a str) -> &'a str {
        if self.type_name.is_empty() {
            default
        } else {
            &self.type_name
        }
    }
}

fn value_error(msg: impl Into<String>) -> NumError {
    NumError::Value(msg.into())
}

/// Parses a spec without knowing the value's type; prefer [`parse_spec_for`], whose
/// "Invalid format specifier" message names the type as CPython's does.
pub fn parse_spec(spec: &str) -> Result<FormatSpec, NumError> {
    parse_spec_for(spec, "")
}

/// Parses `spec` for a value of type `type_name` ("int", "bool", "float", "str"), with
/// CPython's `ValueError`s: "Invalid format specifier '...' for object of type '...'",
/// "Format specifier missing precision", "Too many decimal digits in format string",
/// "Cannot specify both ',' and '_'.", "Cannot specify ',' with 'x'.".
pub fn parse_spec_for(spec: &str, type_name: &str) -> Result<FormatSpec, NumError> {
    let chars: Vec<char> = spec.chars().collect();
    let mut out = FormatSpec {
        type_name: type_name.to_string(),
        ..FormatSpec::default()
    };
    let at = |i: usize| chars.get(i).copied();
    let is_align = |c: Option<char>| matches!(c, Some('<' | '>' | '=' | '^'));
    let mut i = 0;
    if is_align(at(1)) {
        out.fill = at(0);
        out.align = at(1);
        i = 2;
    } else if is_align(at(0)) {
        out.align = at(0);
        i = 1;
    }
    if let Some(c @ ('+' | '-' | ' ')) = at(i) {
        out.sign = Some(c);
        i += 1;
    }
    if at(i) == Some('z') {
        out.no_neg_0 = true;
        i += 1;
    }
    if at(i) == Some('#') {
        out.alternate = true;
        i += 1;
    }
    if out.fill.is_none() && at(i) == Some('0') {
        out.zero = true;
        i += 1;
    }
    out.width = get_integer(&chars, &mut i)?;
    if at(i) == Some(',') {
        out.grouping = Some(',');
        i += 1;
    }
    if at(i) == Some('_') {
        if out.grouping.is_some() {
            return Err(value_error("Cannot specify both ',' and '_'."));
        }
        out.grouping = Some('_');
        i += 1;
    }
    if at(i) == Some(',') && out.grouping == Some('_') {
        return Err(value_error("Cannot specify both ',' and '_'."));
    }
    if at(i) == Some('.') {
        i += 1;
        out.precision = get_integer(&chars, &mut i)?;
        if out.precision.is_none() {
            return Err(value_error("Format specifier missing precision"));
        }
    }
    let rest = chars.len().saturating_sub(i);
    if rest > 1 {
        let msg = if type_name.is_empty() {
            format!("Invalid format specifier '{spec}'")
        } else {
            format!("Invalid format specifier '{spec}' for object of type '{type_name}'")
        };
        return Err(value_error(msg));
    }
    out.ty = at(i);
    if let Some(sep) = out.grouping {
        check_grouping(sep, out.ty)?;
    }
    Ok(out)
}

/// CPython's check that a thousands separator suits the presentation type.
fn check_grouping(sep: char, ty: Option<char>) -> Result<(), NumError> {
    match ty {
        // CPython stores "no type" as '\0', so a literal NUL type counts as none here.
        None | Some('\0' | 'd' | 'e' | 'f' | 'g' | 'E' | 'G' | '%' | 'F') => Ok(()),
        Some('b' | 'o' | 'x' | 'X') if sep == '_' => Ok(()),
        Some(t) => Err(value_error(if (t as u32) > 32 && (t as u32) < 128 {
            format!("Cannot specify '{sep}' with '{t}'.")
        } else {
            format!("Cannot specify '{sep}' with '\\x{:x}'.", t as u32)
        })),
    }
}

/// Reads decimal digits (Unicode digits too, as CPython); `None` when there are none.
fn get_integer(chars: &[char], i: &mut usize) -> Result<Option<usize>, NumError> {
    let mut acc: usize = 0;
    let mut any = false;
    while let Some(d) = chars.get(*i).copied().and_then(decimal_value) {
        let d = d as usize;
        if acc > (isize::MAX as usize - d) / 10 {
            return Err(value_error("Too many decimal digits in format string"));
        }
        acc = acc * 10 + d;
        any = true;
        *i += 1;
    }
    Ok(any.then_some(acc))
}

/// CPython's "Unknown format code 'x' for object of type 'T'".
pub(crate) fn unknown_type(t: char, type_name: &str) -> NumError {
    value_error(if (t as u32) > 32 && (t as u32) < 128 {
        format!("Unknown format code '{t}' for object of type '{type_name}'")
    } else {
        format!(
            "Unknown format code '\\x{:x}' for object of type '{type_name}'",
            t as u32
        )
    })
}

/// Appends `n` copies of `c`.
pub(crate) fn push_n(out: &mut String, c: char, n: usize) {
    for _ in 0..n {
        out.push(c);
    }
}

/// `format(s, spec)` for a str: precision truncates, width pads (default alignment '<').
/// Refuses signs, 'z', '#', '=' and types other than 's' as CPython does; `MemoryError` when
/// the result would exceed `max_len` bytes.
pub fn format_str(v: &str, spec: &FormatSpec, max_len: usize) -> Result<String, NumError> {
    match spec.ty {
        None | Some('s') => {}
        Some(t) => return Err(unknown_type(t, spec.name_or("str"))),
    }
    if let Some(sep) = spec.grouping {
        check_grouping(sep, Some('s'))?;
    }
    match spec.sign {
        Some(' ') => return Err(value_error("Space not allowed in string format specifier")),
        Some(_) => return Err(value_error("Sign not allowed in string format specifier")),
        None => {}
    }
    if spec.no_neg_0 {
        return Err(value_error(
            "Negative zero coercion (z) not allowed in string format specifier",
        ));
    }
    if spec.alternate {
        return Err(value_error(
            "Alternate form (#) not allowed in string format specifier",
        ));
    }
    let (fill, align) = spec.fill_align('<');
    if align == '=' {
        return Err(value_error(
            "'=' alignment not allowed in string format specifier",
        ));
    }
    let body: &str = match spec.precision {
        Some(p) => match v.char_indices().nth(p) {
            Some((cut, _)) => v.get(..cut).unwrap_or(v),
            None => v,
        },
        None => v,
    };
    let len = body.chars().count();
    let pad = spec.width.unwrap_or(0).saturating_sub(len);
    let bound = pad
        .saturating_mul(fill.len_utf8())
        .saturating_add(body.len());
    if bound > max_len {
        return Err(NumError::Memory);
    }
    let (left, right) = match align {
        '>' => (pad, 0),
        '^' => (pad / 2, pad - pad / 2),
        _ => (0, pad),
    };
    let mut out = String::with_capacity(bound);
    push_n(&mut out, fill, left);
    out.push_str(body);
    push_n(&mut out, fill, right);
    Ok(out)
}
