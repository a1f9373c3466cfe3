//! String literals: finding where one ends (the quoting rules) and decoding its escapes, as
//! CPython's tokenizer and `unicode_escape` / bytes-escape decoders do.

use std::borrow::Cow;

use crate::ast::Span;
use crate::diagnostic::{Diagnostic, SourceMap};

/// Where a scanned string literal lies in the source.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Scanned {
    /// Offset of the first byte of the body (after the opening quotes).
    pub content_start: usize,
    /// Offset one past the last byte of the body (before the closing quotes).
    pub content_end: usize,
    /// Offset one past the closing quotes.
    pub end: usize,
    /// Whether the literal uses triple quotes.
    pub triple: bool,
}

/// Scans the literal whose opening quote is at `quote`, for a token starting at `token_start`.
///
/// Refuses an unterminated literal with CPython's message naming the line it was detected at.
pub(crate) fn scan(src: &str, token_start: usize, quote: usize) -> Result<Scanned, Diagnostic> {
    let bytes = src.as_bytes();
    let q = bytes.get(quote).copied().unwrap_or(b'"');
    let triple = bytes.get(quote + 1) == Some(&q) && bytes.get(quote + 2) == Some(&q);
    let content_start = quote + if triple { 3 } else { 1 };
    let mut i = content_start;
    loop {
        let Some(&b) = bytes.get(i) else {
            return Err(unterminated(src, token_start, src.len(), triple));
        };
        match b {
            b'\\' => {
                // A backslash escapes the next character, even in raw strings, as far as finding
                // the end is concerned. `\` + CRLF escapes both bytes.
                if bytes.get(i + 1) == Some(&b'\r') && bytes.get(i + 2) == Some(&b'\n') {
                    i += 3;
                } else {
                    i += 2;
                }
            }
            b'\n' | b'\r' if !triple => {
                return Err(unterminated(src, token_start, i, false));
            }
            _ if b == q => {
                if !triple {
                    return Ok(Scanned {
                        content_start,
                        content_end: i,
                        end: i + 1,
                        triple,
                    });
                }
                if bytes.get(i + 1) == Some(&q) && bytes.get(i + 2) == Some(&q) {
                    return Ok(Scanned {
                        content_start,
                        content_end: i,
                        end: i + 3,
                        triple,
                    });
                }
                i += 1;
            }
            _ => i += 1,
        }
    }
}

fn unterminated(src: &str, start: usize, at: usize, triple: bool) -> Diagnostic {
    // At end of input CPython counts the lines it read: a final newline opens no new line.
    let at = if at >= src.len() {
        src.len().saturating_sub(1)
    } else {
        at
    };
    let (line, _) = SourceMap::new(src).line_col(at);
    let what = if triple {
        "unterminated triple-quoted string literal"
    } else {
        "unterminated string literal"
    };
    Diagnostic::syntax(
        format!("{what} (detected at line {line})"),
        Span::new(start, start),
    )
}

fn unicode_error(msg: &str, from: usize, to: usize, span: Span) -> Diagnostic {
    Diagnostic::syntax(
        format!(
            "(unicode error) 'unicodeescape' codec can't decode bytes in position {from}-{to}: {msg}"
        ),
        span,
    )
}

/// A position in a literal as CPython's escape decoder counts it: it sees each non-ASCII
/// character as the 10 bytes of a `\\UXXXXXXXX` escape.
fn cpython_pos(s: &str) -> usize {
    s.chars().map(|c| if c.is_ascii() { 1 } else { 10 }).sum()
}

/// What a `\\N{...}` name denotes.
enum Named {
    /// The character with exactly this name (any case), in Unicode 14.
    Char(char),
    /// No character has this name in Unicode 14 (CPython 3.11's SyntaxError).
    Unknown,
    /// A loose spelling of a name (or an alias newer than Unicode 14's, which are looked up
    /// first): refused rather than risk accepting what CPython rejects.
    Alias,
}

/// Looks `name` up as CPython 3.11's `\\N{...}` does: case-insensitively, spelled exactly.
fn named_char(name: &str) -> Named {
    if !name.is_ascii() || name.len() > 256 {
        return Named::Unknown;
    }
    let upper = name.to_ascii_uppercase();
    if let Some(ch) = super::names::char_aliased(&upper) {
        return Named::Char(ch);
    }
    let Some(ch) = unicode_names2::character(&upper) else {
        return Named::Unknown;
    };
    match super::names::name(ch) {
        None => Named::Unknown,
        // CPython matches the prefixes of the algorithmic names (Hangul syllables, unified
        // ideographs) and their syllables or digits case-sensitively.
        Some(primary)
            if primary == upper
                && name != upper
                && (primary.starts_with("HANGUL SYLLABLE ")
                    || primary.starts_with("CJK UNIFIED IDEOGRAPH-")) =>
        {
            Named::Unknown
        }
        Some(primary) if primary == upper => Named::Char(ch),
        Some(_) => Named::Alias,
    }
}

/// Reads `n` hex digits from `s` at byte `at`.
fn hex_digits(s: &str, at: usize, n: usize) -> Option<u32> {
    let digits = s.get(at..at + n)?;
    if !digits.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    u32::from_str_radix(digits, 16).ok()
}

/// Reads up to 3 octal digits of `s` starting at byte `at`: (value, digits read).
fn octal_digits(s: &[u8], at: usize) -> (u32, usize) {
    let mut value = 0u32;
    let mut n = 0;
    while n < 3 {
        match s.get(at + n) {
            Some(&d @ b'0'..=b'7') => {
                value = value * 8 + u32::from(d - b'0');
                n += 1;
            }
            _ => break,
        }
    }
    (value, n)
}

/// Translates `\r\n` and lone `\r` to `\n`, as CPython reads source with universal newlines
/// (so a triple-quoted literal holds `\n` whatever the file's line endings).
pub(crate) fn normalize_newlines(s: &str) -> Cow<'_, str> {
    if !s.contains('\r') {
        return Cow::Borrowed(s);
    }
    Cow::Owned(s.replace("\r\n", "\n").replace('\r', "\n"))
}

/// Decodes the escapes of a (non-raw) `str` literal body; borrows when there are none.
///
/// Invalid escapes such as `\d` are kept literally, as CPython does. Refuses truncated `\x`,
/// `\u`, `\U` escapes, code points past U+10FFFF, lone surrogates (Pyrite strings are UTF-8) and
/// `\N{...}` names CPython 3.11 does not know.
pub(crate) fn decode_str(s: &str, span: Span) -> Result<Cow<'_, str>, Diagnostic> {
    if !s.contains('\\') {
        return Ok(normalize_newlines(s));
    }
    if s.contains('\r') {
        let normalized = normalize_newlines(s);
        return decode_str(&normalized, span).map(|c| Cow::Owned(c.into_owned()));
    }
    let bytes = s.as_bytes();
    let mut out = String::with_capacity(s.len());
    let mut i = 0;
    // Copy runs without backslashes in one go.
    while i < s.len() {
        let next = s[i..].find('\\').map_or(s.len(), |p| i + p);
        out.push_str(&s[i..next]);
        i = next;
        if i >= s.len() {
            break;
        }
        let Some(c) = s[i + 1..].chars().next() else {
            out.push('\\');
            break;
        };
        let esc_start = i;
        i += 1 + c.len_utf8();
        match c {
            '\n' => {}
            '\r' => {
                if bytes.get(i) == Some(&b'\n') {
                    i += 1;
                }
            }
            '\\' | '\'' | '"' => out.push(c),
            'a' => out.push('\x07'),
            'b' => out.push('\x08'),
            'f' => out.push('\x0c'),
            'n' => out.push('\n'),
            'r' => out.push('\r'),
            't' => out.push('\t'),
            'v' => out.push('\x0b'),
            '0'..='7' => {
                let (value, n) = octal_digits(bytes, i - 1);
                i = i - 1 + n;
                out.push(char::from_u32(value).unwrap_or('\u{fffd}'));
            }
            'x' | 'u' | 'U' => {
                let n = match c {
                    'x' => 2,
                    'u' => 4,
                    _ => 8,
                };
                let pos = cpython_pos(&s[..esc_start]);
                let Some(value) = hex_digits(s, i, n) else {
                    let avail = s[i..]
                        .bytes()
                        .take(n)
                        .take_while(u8::is_ascii_hexdigit)
                        .count();
                    let what = match c {
                        'x' => "truncated \\xXX escape",
                        'u' => "truncated \\uXXXX escape",
                        _ => "truncated \\UXXXXXXXX escape",
                    };
                    return Err(unicode_error(what, pos, pos + 1 + avail, span));
                };
                i += n;
                match char::from_u32(value) {
                    Some(ch) => out.push(ch),
                    None if (0xD800..0xE000).contains(&value) => {
                        return Err(Diagnostic::unsupported(
                            "a lone surrogate escape in a string",
                            span,
                        ))
                    }
                    None => {
                        return Err(unicode_error(
                            "illegal Unicode character",
                            pos,
                            pos + n + 1,
                            span,
                        ))
                    }
                }
            }
            'N' => {
                let pos = cpython_pos(&s[..esc_start]);
                // CPython's error end is where its scan stopped, in its units, minus one.
                let malformed = |stop: usize| {
                    let end = pos + cpython_pos(&s[esc_start..stop]) - 1;
                    unicode_error("malformed \\N character escape", pos, end, span)
                };
                if bytes.get(i) != Some(&b'{') {
                    return Err(malformed(i));
                }
                let close = s[i + 1..].find('}').map(|p| i + 1 + p);
                let name = match close {
                    Some(c) if c > i + 1 => &s[i + 1..c],
                    Some(c) => return Err(malformed(c)),
                    None => return Err(malformed(s.len())),
                };
                let after = i + 1 + name.len() + 1;
                match named_char(name) {
                    Named::Char(ch) => out.push(ch),
                    Named::Unknown => {
                        let end = pos + cpython_pos(&s[esc_start..after]) - 1;
                        return Err(unicode_error(
                            "unknown Unicode character name",
                            pos,
                            end,
                            span,
                        ));
                    }
                    Named::Alias => {
                        return Err(Diagnostic::unsupported(
                            "a \\N{...} escape with a loosely matched name \
                             (write the character's name exactly, or use \\u/\\U)",
                            span,
                        ))
                    }
                }
                i = after;
            }
            other => {
                out.push('\\');
                out.push(other);
            }
        }
    }
    Ok(Cow::Owned(out))
}

/// Decodes the body of a bytes literal (`raw` for `rb"..."`).
///
/// Refuses non-ASCII characters and truncated `\x` escapes as CPython does.
pub(crate) fn decode_bytes(s: &str, raw: bool, span: Span) -> Result<Vec<u8>, Diagnostic> {
    if !s.is_ascii() {
        return Err(Diagnostic::syntax(
            "bytes can only contain ASCII literal characters",
            span,
        ));
    }
    if s.contains('\r') {
        return decode_bytes(&normalize_newlines(s), raw, span);
    }
    let bytes = s.as_bytes();
    if raw || !s.contains('\\') {
        return Ok(bytes.to_vec());
    }
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        if b != b'\\' {
            out.push(b);
            i += 1;
            continue;
        }
        let Some(&c) = bytes.get(i + 1) else {
            out.push(b'\\');
            break;
        };
        let esc_start = i;
        i += 2;
        match c {
            b'\n' => {}
            b'\r' => {
                if bytes.get(i) == Some(&b'\n') {
                    i += 1;
                }
            }
            b'\\' | b'\'' | b'"' => out.push(c),
            b'a' => out.push(0x07),
            b'b' => out.push(0x08),
            b'f' => out.push(0x0c),
            b'n' => out.push(b'\n'),
            b'r' => out.push(b'\r'),
            b't' => out.push(b'\t'),
            b'v' => out.push(0x0b),
            b'0'..=b'7' => {
                let (value, n) = octal_digits(bytes, i - 1);
                i = i - 1 + n;
                out.push((value & 0xff) as u8);
            }
            b'x' => {
                let Some(value) = hex_digits(s, i, 2) else {
                    return Err(Diagnostic::syntax(
                        format!("(value error) invalid \\x escape at position {esc_start}"),
                        span,
                    ));
                };
                i += 2;
                out.push((value & 0xff) as u8);
            }
            other => {
                out.push(b'\\');
                out.push(other);
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> String {
        decode_str(s, Span::default()).unwrap().into_owned()
    }

    #[test]
    fn escapes() {
        assert_eq!(
            d(r"a\nb\t\\\'\x41\u00e9\U0001F600\101\d"),
            "a\nb\t\\'Aé😀A\\d"
        );
        assert_eq!(d("a\\\nb"), "ab");
        assert!(matches!(
            decode_str("abc", Span::default()),
            Ok(Cow::Borrowed("abc"))
        ));
        assert!(decode_str(r"\x4", Span::default())
            .unwrap_err()
            .message
            .contains("truncated \\xXX escape"));
        assert!(decode_str(r"\ud800", Span::default()).is_err());
    }

    #[test]
    fn universal_newlines() {
        assert_eq!(d("a\r\nb\rc"), "a\nb\nc");
        assert_eq!(d("a\\\r\nb"), "ab");
        assert_eq!(
            decode_bytes("a\r\n", true, Span::default()).unwrap(),
            b"a\n".to_vec()
        );
    }

    #[test]
    fn bytes() {
        assert_eq!(
            decode_bytes(r"\x00\n\u1234", false, Span::default()).unwrap(),
            b"\x00\n\\u1234".to_vec()
        );
        assert!(decode_bytes("é", false, Span::default()).is_err());
    }
}
