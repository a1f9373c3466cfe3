//! Source bytes to checked text: the first gate every script passes.
//!
//! Refuses empty source, source over the byte cap, invalid UTF-8 (worded as CPython's
//! `compile()` of bytes does) and any `coding:` declaration other than UTF-8. A UTF-8 byte order
//! mark is accepted and stripped; spans of later stages are relative to the returned text.

use crate::ast::Span;
use crate::diagnostic::{Diagnostic, ErrorKind};

/// The default cap on source size (1 MiB), used when the embedder sets none.
pub const DEFAULT_MAX_SOURCE_BYTES: usize = 1 << 20;

const BOM: &[u8] = b"\xEF\xBB\xBF";

/// Checks `bytes` and returns the program text (after a BOM, if any).
///
/// Refuses: empty source, more than `max_bytes` bytes, invalid UTF-8, NUL bytes (as CPython does
/// for files), and a PEP 263 coding declaration (line 1, or line 2 after a comment or blank line 1) naming an encoding that is not
/// UTF-8.
pub fn decode(bytes: &[u8], max_bytes: usize) -> Result<&str, Diagnostic> {
    if bytes.len() > max_bytes {
        return Err(Diagnostic::new(
            ErrorKind::ValueError,
            format!(
                "source is {} bytes, over the limit of {max_bytes} bytes",
                bytes.len()
            ),
            Span::new(0, 0),
        ));
    }
    let body = bytes.strip_prefix(BOM).unwrap_or(bytes);
    if body.is_empty() {
        return Err(Diagnostic::new(
            ErrorKind::UnicodeDecodeError,
            "source is empty: there is no program to run",
            Span::new(0, 0),
        ));
    }
    // The declaration is checked first: a latin-1 file is refused for its declaration, not for
    // the first non-UTF-8 byte.
    let head_len = body
        .iter()
        .enumerate()
        .filter(|&(_, &b)| b == b'\n')
        .nth(1)
        .map_or(body.len(), |(i, _)| i + 1);
    check_coding(&String::from_utf8_lossy(&body[..head_len]))?;
    let text = match std::str::from_utf8(body) {
        Ok(text) => text,
        Err(e) => return Err(utf8_error(body, &e)),
    };
    if let Some(pos) = text.find('\0') {
        return Err(Diagnostic::syntax(
            "source code cannot contain null bytes",
            Span::new(pos, pos),
        ));
    }
    Ok(text)
}

/// Words a UTF-8 error as CPython's `'utf-8' codec can't decode ...`.
fn utf8_error(body: &[u8], e: &std::str::Utf8Error) -> Diagnostic {
    let pos = e.valid_up_to();
    let byte = body.get(pos).copied().unwrap_or(0);
    let reason = match e.error_len() {
        None => "unexpected end of data",
        Some(_) if matches!(byte, 0x80..=0xC1 | 0xF5..=0xFF) => "invalid start byte",
        Some(_) => "invalid continuation byte",
    };
    Diagnostic::new(
        ErrorKind::UnicodeDecodeError,
        format!(
            "(unicode error) 'utf-8' codec can't decode byte 0x{byte:02x} in position {pos}: {reason}"
        ),
        Span::new(pos, pos),
    )
}

/// Refuses a coding declaration that does not name UTF-8 (PEP 263 rules).
fn check_coding(text: &str) -> Result<(), Diagnostic> {
    let mut offset = 0;
    for (index, line) in text.split_inclusive('\n').take(2).enumerate() {
        let trimmed = line.trim_start_matches([' ', '\t', '\x0c']);
        if !trimmed.starts_with('#') {
            // Line 2 is only consulted when line 1 is a comment or blank.
            if trimmed.trim().is_empty() {
                offset += line.len();
                continue;
            }
            return Ok(());
        }
        if let Some(name) = coding_name(trimmed) {
            if !is_utf8_name(name) {
                return Err(Diagnostic::new(
                    ErrorKind::NotImplementedError,
                    format!(
                        "encoding '{name}' declared on line {} is not supported: Pyrite reads \
                         UTF-8 source only",
                        index + 1
                    ),
                    Span::new(offset, offset + line.trim_end().len()),
                ));
            }
            return Ok(());
        }
        offset += line.len();
    }
    Ok(())
}

/// The `X` of `coding[:=] X` in a comment line, as CPython's regex `coding[:=][ \t]*([-\w.]+)`.
fn coding_name(comment: &str) -> Option<&str> {
    let mut rest = comment;
    while let Some(pos) = rest.find("coding") {
        let after = &rest[pos + "coding".len()..];
        if let Some(value) = after.strip_prefix([':', '=']) {
            let value = value.trim_start_matches([' ', '\t']);
            let end = value
                .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == '-' || c == '.'))
                .unwrap_or(value.len());
            if end > 0 {
                return Some(&value[..end]);
            }
        }
        rest = after;
    }
    None
}

/// True for the spellings CPython normalizes to `utf-8` (`utf8`, `UTF_8`, `utf-8-...`).
fn is_utf8_name(name: &str) -> bool {
    let lower: String = name
        .chars()
        .map(|c| {
            if c == '_' {
                '-'
            } else {
                c.to_ascii_lowercase()
            }
        })
        .collect();
    lower == "utf-8" || lower == "utf8" || lower.starts_with("utf-8-")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accepts_and_strips_bom() {
        assert_eq!(decode(b"\xEF\xBB\xBFx = 1\n", 100), Ok("x = 1\n"));
    }

    #[test]
    fn refuses_empty_and_oversized() {
        assert!(decode(b"", 100).is_err());
        assert!(decode(b"\xEF\xBB\xBF", 100).is_err());
        assert_eq!(
            decode(b"x=1", 2).map_err(|e| e.kind),
            Err(ErrorKind::ValueError)
        );
    }

    #[test]
    fn refuses_null_bytes() {
        let e = decode(b"x = 1\0\n", 100).unwrap_err();
        assert_eq!(e.message, "source code cannot contain null bytes");
    }

    #[test]
    fn words_utf8_errors_as_cpython() {
        let e = decode(b"\xff", 100).unwrap_err();
        assert_eq!(
            e.message,
            "(unicode error) 'utf-8' codec can't decode byte 0xff in position 0: invalid start byte"
        );
        let e = decode(b"ab\xc3", 100).unwrap_err();
        assert!(e.message.ends_with("position 2: unexpected end of data"));
        let e = decode(b"\xc3(", 100).unwrap_err();
        assert!(e.message.ends_with("invalid continuation byte"));
    }

    #[test]
    fn coding_declarations() {
        assert!(decode(b"# -*- coding: utf-8 -*-\nx=1\n", 100).is_ok());
        assert!(decode(b"#!/usr/bin/python\n# coding=UTF_8\nx=1\n", 100).is_ok());
        let e = decode(b"# -*- coding: latin-1 -*-\n", 100).unwrap_err();
        assert_eq!(e.kind, ErrorKind::NotImplementedError);
        assert!(e.message.contains("'latin-1'"));
        assert!(decode(b"#!x\n# vim: set fileencoding=cp1252 :\n", 100).is_err());
        // Line 2 does not count after a code line 1, nor does line 3.
        assert!(decode(b"x = 1\n# coding: latin-1\n", 100).is_ok());
        assert!(decode(b"#\n#\n# coding: latin-1\n", 100).is_ok());
        // The declaration wins over the undecodable byte it explains.
        let e = decode(b"# coding: latin-1\nx = '\xe9'\n", 100).unwrap_err();
        assert_eq!(e.kind, ErrorKind::NotImplementedError);
    }
}
