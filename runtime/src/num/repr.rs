//! `repr()` of a `str`, exactly as CPython 3.11 writes it (used in error messages).

use super::is_printable;
use std::fmt::Write;

/// CPython's `repr(s)`: single quotes unless the text holds `'` and no `"`; escapes `\\`, the
/// quote, `\t`, `\n`, `\r`; other non-printable characters as `\xNN`, `\uNNNN` or `\UNNNNNNNN`.
pub fn str_repr(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    str_repr_into(s, &mut out);
    out
}

/// [`str_repr`], appended to `out` (the VM's `repr` of containers builds into one buffer).
pub fn str_repr_into(s: &str, out: &mut String) {
    let quote = if s.contains('\'') && !s.contains('"') {
        '"'
    } else {
        '\''
    };
    out.push(quote);
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\t' => out.push_str("\\t"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            c if c == quote => {
                out.push('\\');
                out.push(c);
            }
            c if (c as u32) < 0x20 || c as u32 == 0x7f => {
                let _ = write!(out, "\\x{:02x}", c as u32);
            }
            c if (c as u32) < 0x7f || is_printable(c) => out.push(c),
            c if (c as u32) < 0x100 => {
                let _ = write!(out, "\\x{:02x}", c as u32);
            }
            c if (c as u32) < 0x10000 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => {
                let _ = write!(out, "\\U{:08x}", c as u32);
            }
        }
    }
    out.push(quote);
}

/// `repr(s)` cut to its first `max_chars` characters, like CPython's `%.200R` in messages.
pub fn str_repr_truncated(s: &str, max_chars: usize) -> String {
    let r = str_repr(s);
    match r.char_indices().nth(max_chars) {
        Some((i, _)) => r.get(..i).unwrap_or(&r).to_string(),
        None => r,
    }
}
