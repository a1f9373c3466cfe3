//! f-strings with Python 3.11 semantics: the lexer hands over the literal's body undecoded; here
//! the body is split into literal text and `{expr!conv:spec}` fields, and each field's expression
//! is parsed by the expression grammar on the original source, so its spans point into the file.
//!
//! Refuses what CPython 3.11 refuses: backslashes and `#` in a field, empty fields, a single `}`,
//! bad conversions, and fields nested more than two levels deep through format specs.

use crate::ast::*;
use crate::diagnostic::Diagnostic;
use crate::lexer::{strings, FStr};
use crate::parse::build::{self, Ex};

/// A `JoinedStr` under construction: adjacent literal text is merged into one `Constant`.
pub(crate) struct Joined {
    values: Vec<Expr>,
    buf: String,
    d: u32,
    lo: usize,
    hi: usize,
}

impl Joined {
    /// An empty `JoinedStr` spanning `lo..hi`.
    pub(crate) fn new(lo: usize, hi: usize) -> Joined {
        Joined {
            values: Vec::new(),
            buf: String::new(),
            d: 1,
            lo,
            hi,
        }
    }

    /// Appends literal text.
    pub(crate) fn push_literal(&mut self, s: &str) {
        self.buf.push_str(s);
    }

    fn flush(&mut self) {
        if !self.buf.is_empty() {
            let text = std::mem::take(&mut self.buf);
            self.values.push(Expr {
                kind: ExprKind::Constant(Constant::Str(text)),
                span: Span::new(self.lo, self.hi),
            });
        }
    }

    fn push_field(&mut self, e: Ex) {
        self.flush();
        self.d = self.d.max(e.d);
        self.values.push(e.e);
    }

    /// The finished `JoinedStr`.
    pub(crate) fn finish(mut self) -> Result<Ex, Diagnostic> {
        self.flush();
        build::node(ExprKind::JoinedStr(self.values), self.lo, self.hi, self.d)
    }
}

fn err(msg: &str, at: usize) -> Diagnostic {
    Diagnostic::syntax(msg, Span::new(at, at + 1))
}

/// Parses the f-string literal `f` (spanning `lo..hi`) into `j`.
pub(crate) fn parse(
    src: &str,
    f: FStr,
    j: &mut Joined,
    lo: usize,
    hi: usize,
) -> Result<(), Diagnostic> {
    let _ = (lo, hi);
    body(src, f.content_start, f.content_end, f.raw, 0, j, false)?;
    Ok(())
}

/// Appends decoded literal text `src[a..b]`.
fn literal(src: &str, a: usize, b: usize, raw: bool, j: &mut Joined) -> Result<(), Diagnostic> {
    let text = src.get(a..b).unwrap_or("");
    if text.is_empty() {
        return Ok(());
    }
    if raw {
        j.push_literal(&strings::normalize_newlines(text));
    } else {
        let decoded = strings::decode_str(text, Span::new(a, b))?;
        j.push_literal(&decoded);
    }
    Ok(())
}

/// Scans literal text and fields from `i` to `end`; in a format spec, stops at the closing `}`
/// and returns its offset.
fn body(
    src: &str,
    mut i: usize,
    end: usize,
    raw: bool,
    nest: u32,
    j: &mut Joined,
    in_spec: bool,
) -> Result<usize, Diagnostic> {
    let bytes = src.as_bytes();
    let mut lit_start = i;
    while i < end {
        match bytes.get(i).copied() {
            Some(b'{') => {
                if !raw && named_escape_before(bytes, i) {
                    // `\N{NAME}` is literal text, decoded with the rest of the literal.
                    match src[i..end].find('}') {
                        Some(p) => {
                            i += p + 1;
                            continue;
                        }
                        None => i = end,
                    }
                    continue;
                }
                if !in_spec && bytes.get(i + 1) == Some(&b'{') {
                    literal(src, lit_start, i + 1, raw, j)?;
                    i += 2;
                    lit_start = i;
                    continue;
                }
                literal(src, lit_start, i, raw, j)?;
                i = field(src, i + 1, end, raw, nest, j)?;
                lit_start = i;
            }
            Some(b'}') => {
                if in_spec {
                    literal(src, lit_start, i, raw, j)?;
                    return Ok(i);
                }
                if bytes.get(i + 1) == Some(&b'}') {
                    literal(src, lit_start, i + 1, raw, j)?;
                    i += 2;
                    lit_start = i;
                    continue;
                }
                return Err(err("f-string: single '}' is not allowed", i));
            }
            _ => i += 1,
        }
    }
    if in_spec {
        return Err(err("f-string: expecting '}'", end));
    }
    literal(src, lit_start, end, raw, j)?;
    Ok(end)
}

/// Whether the `{` at `i` opens a `\N{...}` escape (an odd run of backslashes before `N`).
fn named_escape_before(bytes: &[u8], i: usize) -> bool {
    if i < 2 || bytes.get(i - 1) != Some(&b'N') {
        return false;
    }
    let run = bytes[..i - 1]
        .iter()
        .rev()
        .take_while(|&&b| b == b'\\')
        .count();
    run % 2 == 1
}

/// Parses one field starting after its `{`; returns the offset after its `}`.
fn field(
    src: &str,
    start: usize,
    end: usize,
    raw: bool,
    nest: u32,
    j: &mut Joined,
) -> Result<usize, Diagnostic> {
    if nest >= 2 {
        return Err(err("f-string: expressions nested too deeply", start));
    }
    let bytes = src.as_bytes();
    let mut i = start;
    let mut depth = 0usize;
    let expecting = |at: usize| err("f-string: expecting '}'", at);
    loop {
        if i >= end {
            return Err(expecting(end));
        }
        let Some(&c) = bytes.get(i) else {
            return Err(expecting(end));
        };
        let next = bytes.get(i + 1).copied();
        match c {
            b'\\' => {
                return Err(err(
                    "f-string expression part cannot include a backslash",
                    i,
                ))
            }
            b'#' => return Err(err("f-string expression part cannot include '#'", i)),
            b'\'' | b'"' => {
                i = skip_string(bytes, i, end).ok_or_else(|| expecting(end))?;
                continue;
            }
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => {
                if depth == 0 {
                    if c == b'}' {
                        break;
                    }
                    return Err(err(&format!("f-string: unmatched '{}'", c as char), i));
                }
                depth -= 1;
            }
            b'!' | b'<' | b'>' | b'=' if next == Some(b'=') => {
                i += 2;
                continue;
            }
            b'!' | b':' | b'=' if depth == 0 => break,
            _ => {}
        }
        i += 1;
    }
    let expr_end = i;
    if src.get(start..expr_end).unwrap_or("").trim().is_empty() {
        return Err(err("f-string: empty expression not allowed", expr_end));
    }
    let value = crate::parse::parse_field(src, start, expr_end)?;
    build::no_lone_star(&value).map_err(|mut d| {
        d.message = "f-string: cannot use starred expression here".to_string();
        d
    })?;
    let mut self_doc = false;
    if bytes.get(i) == Some(&b'=') {
        self_doc = true;
        i += 1;
        while matches!(bytes.get(i), Some(b' ' | b'\t' | b'\n' | b'\r' | b'\x0c')) {
            i += 1;
        }
        j.push_literal(src.get(start..i).unwrap_or(""));
    }
    let mut conversion = None;
    if bytes.get(i) == Some(&b'!') {
        let conv = bytes.get(i + 1).copied();
        let after = bytes.get(i + 2).copied();
        match (conv, after) {
            (Some(c @ (b's' | b'r' | b'a')), Some(b':' | b'}')) => {
                conversion = Some(c as char);
                i += 2;
            }
            (Some(b's' | b'r' | b'a'), _) => return Err(expecting(i + 2)),
            _ => {
                return Err(err(
                    "f-string: invalid conversion character: expected 's', 'r', or 'a'",
                    i + 1,
                ))
            }
        }
    }
    let mut format_spec = None;
    if bytes.get(i) == Some(&b':') {
        let mut spec = Joined::new(i + 1, i + 1);
        i = body(src, i + 1, end, raw, nest + 1, &mut spec, true)?;
        spec.hi = i;
        format_spec = Some(spec.finish()?);
    }
    if bytes.get(i) != Some(&b'}') || i >= end {
        return Err(expecting(i));
    }
    if self_doc && conversion.is_none() && format_spec.is_none() {
        conversion = Some('r');
    }
    let d = value.d.max(format_spec.as_ref().map_or(0, |s| s.d));
    let kind = ExprKind::FormattedValue {
        value: Box::new(value.e),
        conversion,
        format_spec: format_spec.map(|s| Box::new(s.e)),
    };
    j.push_field(build::node(kind, start.saturating_sub(1), i + 1, d)?);
    Ok(i + 1)
}

/// Skips a string literal inside a field; returns the offset after it.
fn skip_string(bytes: &[u8], i: usize, end: usize) -> Option<usize> {
    let q = *bytes.get(i)?;
    let triple = bytes.get(i + 1) == Some(&q) && bytes.get(i + 2) == Some(&q);
    let mut k = i + if triple { 3 } else { 1 };
    while k < end {
        if bytes.get(k) == Some(&q) {
            if !triple {
                return Some(k + 1);
            }
            if bytes.get(k + 1) == Some(&q) && bytes.get(k + 2) == Some(&q) {
                return Some(k + 3);
            }
        }
        k += 1;
    }
    None
}
