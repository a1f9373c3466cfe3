//! Implicit concatenation of adjacent string literals into one `Constant` or `JoinedStr`.

use std::borrow::Cow;

use super::build::{self, Ex};
use crate::ast::*;
use crate::diagnostic::Diagnostic;
use crate::fstring;
use crate::lexer::FStr;

/// One literal of a concatenation, as the lexer produced it.
pub(crate) enum StrPart<'a> {
    Str(Cow<'a, str>),
    Bytes(Vec<u8>),
    F(FStr),
}

/// Merges adjacent literals: all bytes, all plain strings, or strings with f-strings
/// (a `JoinedStr`). Refuses mixing bytes with other literals.
pub(crate) fn concat(
    src: &str,
    parts: Vec<(usize, StrPart<'_>, usize)>,
    lo: usize,
    hi: usize,
) -> Result<Ex, Diagnostic> {
    let n_bytes = parts
        .iter()
        .filter(|p| matches!(p.1, StrPart::Bytes(_)))
        .count();
    if n_bytes > 0 && n_bytes < parts.len() {
        return Err(Diagnostic::syntax(
            "cannot mix bytes and nonbytes literals",
            Span::new(lo, hi),
        ));
    }
    if n_bytes > 0 {
        let mut out = Vec::new();
        for p in parts {
            if let StrPart::Bytes(b) = p.1 {
                if out.is_empty() {
                    out = b;
                } else {
                    out.extend_from_slice(&b);
                }
            }
        }
        return Ok(build::constant(Constant::Bytes(out), lo, hi));
    }
    if !parts.iter().any(|p| matches!(p.1, StrPart::F(_))) {
        let mut iter = parts.into_iter();
        let mut out = match iter.next() {
            Some((_, StrPart::Str(s), _)) => s.into_owned(),
            _ => String::new(),
        };
        for (_, p, _) in iter {
            if let StrPart::Str(s) = p {
                out.push_str(&s);
            }
        }
        return Ok(build::constant(Constant::Str(out), lo, hi));
    }
    let mut joined = fstring::Joined::new(lo, hi);
    for (plo, p, phi) in parts {
        match p {
            StrPart::Str(s) => joined.push_literal(&s),
            StrPart::F(f) => fstring::parse(src, f, &mut joined, plo, phi)?,
            StrPart::Bytes(_) => {}
        }
    }
    joined.finish()
}
