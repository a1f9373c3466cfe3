//! Number literals: value conversion and CPython's checks on what may follow a number.

use num_bigint::BigInt;

use super::raw::Raw;
use super::Tok;
use crate::ast::Span;
use crate::diagnostic::{Diagnostic, ErrorKind};

/// CPython 3.11's limit on decimal digits converted to an int (`sys.int_max_str_digits`).
const MAX_DECIMAL_DIGITS: usize = 4300;

/// Keywords CPython 3.11 lets follow a number without a space (`1if x else 2`), with a warning.
const KEYWORDS_AFTER_NUMBER: [&str; 8] = ["and", "else", "for", "if", "in", "is", "not", "or"];

/// Refuses a number token whose text does not match its kind. logos 0.14 can return the kind of
/// the last accepting state with the span of a longer failed attempt (`0x` as a decimal int,
/// `1e+` as a float); CPython words those as invalid literals of the prefix's base.
pub(super) fn check_shape(src: &str, raw: Raw, s: usize, e: usize) -> Result<(), Diagnostic> {
    let text = src.get(s..e).unwrap_or("");
    let bytes = text.as_bytes();
    let digits_ok = |body: &[u8], ok: fn(u8) -> bool| {
        !body.is_empty()
            && body.iter().all(|&b| ok(b) || b == b'_')
            && body.last().is_some_and(|&b| ok(b))
            && !body.windows(2).any(|w| w == b"__")
            && body.first().is_some_and(|&b| ok(b) || b == b'_')
    };
    let (prefix, body) = if bytes.len() >= 2
        && bytes[0] == b'0'
        && matches!(bytes[1], b'x' | b'X' | b'o' | b'O' | b'b' | b'B')
    {
        (Some(bytes[1].to_ascii_lowercase()), &bytes[2..])
    } else {
        (None, bytes)
    };
    let ok = match (raw, prefix) {
        (_, Some(b'x')) => digits_ok(body, |b| b.is_ascii_hexdigit()),
        (_, Some(b'o')) => digits_ok(body, |b| (b'0'..=b'7').contains(&b)),
        (_, Some(_)) => digits_ok(body, |b| b == b'0' || b == b'1'),
        (Raw::DecInt, None) => digits_ok(body, |b| b.is_ascii_digit()),
        (Raw::Float, None) => bytes
            .last()
            .is_some_and(|&b| b.is_ascii_digit() || b == b'.'),
        (Raw::Imag, None) => {
            bytes.len() >= 2
                && bytes
                    .get(bytes.len() - 2)
                    .is_some_and(|&b| b.is_ascii_digit() || b == b'.')
        }
        _ => true,
    };
    if ok {
        return Ok(());
    }
    let (kind, digit_ok): (&str, fn(u8) -> bool) = match prefix {
        Some(b'x') => ("hexadecimal", |b| b.is_ascii_hexdigit()),
        Some(b'o') => ("octal", |b| (b'0'..=b'7').contains(&b)),
        Some(_) => ("binary", |b| b == b'0' || b == b'1'),
        None => ("decimal", |b| b.is_ascii_digit()),
    };
    // The first byte that breaks the literal: a digit there is "invalid digit".
    let bad = body
        .iter()
        .position(|&b| !(digit_ok(b) || b == b'_'))
        .map(|p| p + (bytes.len() - body.len()));
    let next = bad
        .and_then(|p| bytes.get(p))
        .or_else(|| src.as_bytes().get(e))
        .copied();
    if let (Some(d), Some(_)) = (next, prefix.filter(|&p| p != b'x')) {
        if d.is_ascii_digit() {
            let at = s + bad.unwrap_or(e - s);
            return Err(Diagnostic::syntax(
                format!("invalid digit '{}' in {kind} literal", d as char),
                Span::new(at, at + 1),
            ));
        }
    }
    let at = if prefix.is_some() { e } else { s };
    Err(Diagnostic::syntax(
        format!("invalid {kind} literal"),
        Span::new(at, at + 1),
    ))
}

/// Refuses a number directly followed by an identifier character (`1abc`, `0x`, `0b12`).
pub(super) fn check_end(src: &str, raw: Raw, s: usize, e: usize) -> Result<(), Diagnostic> {
    let rest = src.get(e..).unwrap_or("");
    let Some(next) = rest.chars().next() else {
        return Ok(());
    };
    let text = src.get(s..e).unwrap_or("");
    if !(next.is_ascii_alphanumeric() || next == '_') {
        return Ok(());
    }
    let letter_ok = KEYWORDS_AFTER_NUMBER.iter().any(|k| rest.starts_with(k));
    let kind = match raw {
        Raw::HexInt => "hexadecimal",
        Raw::OctInt => "octal",
        Raw::BinInt => "binary",
        Raw::Imag => "imaginary",
        Raw::DecInt if text == "0" && matches!(next, 'x' | 'X') => "hexadecimal",
        Raw::DecInt if text == "0" && matches!(next, 'o' | 'O') => "octal",
        Raw::DecInt if text == "0" && matches!(next, 'b' | 'B') => "binary",
        _ => "decimal",
    };
    if letter_ok {
        return Ok(());
    }
    if let (Raw::OctInt | Raw::BinInt, true) = (raw, next.is_ascii_digit()) {
        return Err(Diagnostic::syntax(
            format!("invalid digit '{next}' in {kind} literal"),
            Span::new(e, e + 1),
        ));
    }
    let at = if raw == Raw::DecInt && text != "0" || raw == Raw::Float {
        s
    } else {
        e
    };
    Err(Diagnostic::syntax(
        format!("invalid {kind} literal"),
        Span::new(at, at + 1),
    ))
}

/// Converts a number literal's text to its token.
pub(super) fn number<'a>(text: &str, raw: Raw, span: Span) -> Result<Tok<'a>, Diagnostic> {
    let clean: String = text.chars().filter(|&c| c != '_').collect();
    match raw {
        Raw::Float => Ok(Tok::Float(parse_float(&clean, span)?)),
        Raw::Imag => {
            let body = clean.get(..clean.len().saturating_sub(1)).unwrap_or("");
            Ok(Tok::Imag(parse_float(body, span)?))
        }
        Raw::HexInt | Raw::OctInt | Raw::BinInt => {
            let radix = match raw {
                Raw::HexInt => 16,
                Raw::OctInt => 8,
                _ => 2,
            };
            int_token(clean.get(2..).unwrap_or("0"), radix, span)
        }
        _ => {
            let bytes = clean.as_bytes();
            if bytes.first() == Some(&b'0') && bytes.iter().any(|&b| b != b'0') {
                return Err(Diagnostic::syntax(
                    "leading zeros in decimal integer literals are not permitted; use an 0o \
                     prefix for octal integers",
                    span,
                ));
            }
            if clean.len() > MAX_DECIMAL_DIGITS {
                return Err(Diagnostic::new(
                    ErrorKind::SyntaxError,
                    format!(
                        "Exceeds the limit ({MAX_DECIMAL_DIGITS} digits) for integer string \
                         conversion: value has {} digits; use sys.set_int_max_str_digits() to \
                         increase the limit - Consider hexadecimal for large integer literals to \
                         avoid this limitation.",
                        clean.len()
                    ),
                    span,
                ));
            }
            int_token(&clean, 10, span)
        }
    }
}

fn int_token<'a>(digits: &str, radix: u32, span: Span) -> Result<Tok<'a>, Diagnostic> {
    if let Ok(v) = i64::from_str_radix(digits, radix) {
        return Ok(Tok::Int(v));
    }
    match BigInt::parse_bytes(digits.as_bytes(), radix) {
        Some(v) => Ok(Tok::BigInt(Box::new(v))),
        None => Err(Diagnostic::syntax("invalid syntax", span)),
    }
}

fn parse_float(text: &str, span: Span) -> Result<f64, Diagnostic> {
    text.parse::<f64>()
        .map_err(|_| Diagnostic::syntax("invalid decimal literal", span))
}

/// CPython 3.11's number scanner (`tok_get` in `Parser/tokenizer.c`), run from the start of a
/// number token only to find its errors: the same message at the same position. CPython
/// reports most of them at the last character it consumed (after pushing back the offending
/// one), so this walks the same state machine rather than guessing from the token's text.
pub(super) fn cpython_errors(src: &str, start: usize) -> Result<(), Diagnostic> {
    Scanner {
        b: src.as_bytes(),
        start,
        cur: start,
    }
    .number()
}

/// A cursor over the source as CPython's tokenizer moves it: `next` consumes one byte (0 at
/// the end, like EOF), `back` pushes one back.
struct Scanner<'a> {
    b: &'a [u8],
    start: usize,
    cur: usize,
}

impl Scanner<'_> {
    fn next(&mut self) -> u8 {
        let c = self.b.get(self.cur).copied().unwrap_or(0);
        self.cur += 1;
        c
    }

    fn back(&mut self) {
        self.cur -= 1;
    }

    /// CPython's `syntaxerror`: the caret on the last consumed character.
    fn error(&self, msg: String) -> Diagnostic {
        let at = self.cur.saturating_sub(1).max(self.start.min(self.cur));
        Diagnostic::syntax(msg, Span::new(at, at + 1))
    }

    /// `tok_decimal_tail`: digits with single underscores; returns the byte after them.
    fn decimal_tail(&mut self) -> Result<u8, Diagnostic> {
        loop {
            let mut c = self.next();
            while c.is_ascii_digit() {
                c = self.next();
            }
            if c != b'_' {
                return Ok(c);
            }
            c = self.next();
            if !c.is_ascii_digit() {
                self.back();
                return Err(self.error("invalid decimal literal".into()));
            }
        }
    }

    /// `lookahead`: whether the bytes after `cur` are `rest` (consumes nothing).
    fn lookahead(&self, rest: &[u8]) -> bool {
        self.b.get(self.cur..self.cur + rest.len()) == Some(rest)
    }

    /// `verify_end_of_number`, with `c` the byte just consumed after the number (3.11.7 lets a
    /// non-ASCII character through to the parser).
    fn verify_end(&mut self, c: u8, kind: &str) -> Result<(), Diagnostic> {
        let keyword = match c {
            b'a' => self.lookahead(b"nd"),
            b'e' => self.lookahead(b"lse"),
            b'f' => self.lookahead(b"or"),
            b'i' => matches!(self.b.get(self.cur), Some(b'f' | b'n' | b's')),
            b'o' => self.lookahead(b"r"),
            b'n' => self.lookahead(b"ot"),
            _ => false,
        };
        if !keyword && (c.is_ascii_alphanumeric() || c == b'_') {
            self.back();
            return Err(self.error(format!("invalid {kind} literal")));
        }
        Ok(())
    }

    /// Digits of a prefixed literal (`0x`, `0o`, `0b`) after the prefix.
    fn radix_body(&mut self, kind: &str, digit: fn(u8) -> bool) -> Result<(), Diagnostic> {
        let mut c = self.next();
        loop {
            if c == b'_' {
                c = self.next();
            }
            if !digit(c) {
                if kind != "hexadecimal" && c.is_ascii_digit() {
                    return Err(
                        self.error(format!("invalid digit '{}' in {kind} literal", c as char))
                    );
                }
                self.back();
                return Err(self.error(format!("invalid {kind} literal")));
            }
            c = self.next();
            while digit(c) {
                c = self.next();
            }
            if c != b'_' {
                break;
            }
        }
        if kind != "hexadecimal" && c.is_ascii_digit() {
            return Err(self.error(format!("invalid digit '{}' in {kind} literal", c as char)));
        }
        self.verify_end(c, kind)
    }

    fn number(&mut self) -> Result<(), Diagnostic> {
        let mut c = self.next();
        if c == b'.' {
            c = self.next();
            return self.fraction(c);
        }
        if c != b'0' {
            let c = self.decimal_tail()?;
            return self.after_int(c);
        }
        c = self.next();
        match c {
            b'x' | b'X' => return self.radix_body("hexadecimal", |b| b.is_ascii_hexdigit()),
            b'o' | b'O' => return self.radix_body("octal", |b| (b'0'..=b'7').contains(&b)),
            b'b' | b'B' => return self.radix_body("binary", |b| b == b'0' || b == b'1'),
            _ => {}
        }
        loop {
            if c == b'_' {
                c = self.next();
                if !c.is_ascii_digit() {
                    self.back();
                    return Err(self.error("invalid decimal literal".into()));
                }
            }
            if c != b'0' {
                break;
            }
            c = self.next();
        }
        let zeros_end = self.cur;
        let nonzero = c.is_ascii_digit();
        if nonzero {
            c = self.decimal_tail()?;
        }
        match c {
            b'.' | b'e' | b'E' | b'j' | b'J' => self.after_int(c),
            _ if nonzero => Err(Diagnostic::syntax(
                "leading zeros in decimal integer literals are not permitted; use an 0o prefix \
                 for octal integers",
                Span::new(self.start, zeros_end.saturating_sub(1).max(self.start + 1)),
            )),
            _ => self.verify_end(c, "decimal"),
        }
    }

    /// After the integer part of a decimal literal: a fraction, an exponent, `j`, or the end.
    fn after_int(&mut self, c: u8) -> Result<(), Diagnostic> {
        if c == b'.' {
            let c = self.next();
            return self.fraction(c);
        }
        self.exponent(c)
    }

    /// After the `.`: `c` is the first byte of the fraction.
    fn fraction(&mut self, c: u8) -> Result<(), Diagnostic> {
        let c = if c.is_ascii_digit() {
            self.decimal_tail()?
        } else {
            c
        };
        self.exponent(c)
    }

    fn exponent(&mut self, mut c: u8) -> Result<(), Diagnostic> {
        if matches!(c, b'e' | b'E') {
            let e = c;
            c = self.next();
            if c == b'+' || c == b'-' {
                c = self.next();
                if !c.is_ascii_digit() {
                    self.back();
                    return Err(self.error("invalid decimal literal".into()));
                }
            } else if !c.is_ascii_digit() {
                self.back();
                return self.verify_end(e, "decimal");
            }
            c = self.decimal_tail()?;
        }
        if matches!(c, b'j' | b'J') {
            let c = self.next();
            return self.verify_end(c, "imaginary");
        }
        self.verify_end(c, "decimal")
    }
}
