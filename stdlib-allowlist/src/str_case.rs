//! Case mappings and character classes of `str` that follow CPython 3.11's Unicode 14 tables
//! (`str_tables`, `titlecase`) rather than Rust's: `title`, `swapcase`, `casefold`, and the
//! `is*` predicates CPython defines by category (`isalpha`, `isnumeric`, `isprintable`, ...).

use pyrite_runtime::{num, Value, Vm, VmResult};

use crate::args::{self, Kw};
use crate::str_tables as t;

fn in_table(table: &[(u32, u32)], c: char) -> bool {
    let cp = c as u32;
    table
        .binary_search_by(|&(lo, hi)| {
            if hi < cp {
                std::cmp::Ordering::Less
            } else if lo > cp {
                std::cmp::Ordering::Greater
            } else {
                std::cmp::Ordering::Equal
            }
        })
        .is_ok()
}

/// `str.isalpha` of one character (categories L*).
pub fn is_alpha(c: char) -> bool {
    in_table(t::ALPHA, c)
}

/// `str.isdigit` of one character.
pub fn is_digit(c: char) -> bool {
    in_table(t::DIGIT, c)
}

/// `str.isnumeric` of one character.
pub fn is_numeric(c: char) -> bool {
    in_table(t::NUMERIC, c)
}

/// `str.isdecimal` of one character.
pub fn is_decimal(c: char) -> bool {
    num::decimal_value(c).is_some()
}

/// `str.isalnum` of one character: CPython's `isalpha || isdecimal || isdigit || isnumeric`.
pub fn is_alnum(c: char) -> bool {
    is_alpha(c) || is_decimal(c) || is_digit(c) || is_numeric(c)
}

/// `str.isprintable` of one character.
pub fn is_printable(c: char) -> bool {
    in_table(t::PRINTABLE, c)
}

/// Unicode 14's Lowercase property (`c.islower()`).
pub fn is_lower(c: char) -> bool {
    in_table(t::LOWERCASE, c)
}

/// Unicode 14's Uppercase property (`c.isupper()`).
pub fn is_upper(c: char) -> bool {
    in_table(t::UPPERCASE, c)
}

/// Appends the full mapping of `c` in `table`, or `c` itself.
fn push_mapped(out: &mut String, table: &[(char, &str)], c: char) {
    match table.binary_search_by_key(&c, |(k, _)| *k) {
        Ok(i) => out.push_str(table.get(i).map_or("", |(_, m)| m)),
        Err(_) => out.push(c),
    }
}

/// `str.upper`: CPython's full uppercase of each character.
pub fn upper_str(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        push_mapped(&mut out, t::UPPER, c);
    }
    out
}

/// `str.lower`: CPython's full lowercase, with the final-sigma rule.
pub fn lower_str(s: &str) -> String {
    if s.is_ascii() {
        return s.to_ascii_lowercase();
    }
    let mut out = String::with_capacity(s.len());
    for (i, c) in s.char_indices() {
        push_lower(&mut out, s, i, c);
    }
    out
}

/// `str.capitalize`: the first character titlecased, the rest lowercased in context.
pub fn capitalize_str(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for (i, c) in s.char_indices() {
        if i == 0 {
            push_title(&mut out, c);
        } else {
            push_lower(&mut out, s, i, c);
        }
    }
    out
}

fn is_cased(c: char) -> bool {
    in_table(t::CASED, c)
}

fn is_case_ignorable(c: char) -> bool {
    in_table(t::CASE_IGNORABLE, c)
}

pub fn is_title(c: char) -> bool {
    in_table(t::TITLE, c)
}

/// CPython's `handle_capital_sigma`: a capital sigma at byte `i` of `s` lowercases to a final
/// sigma when a cased letter precedes it and none follows (case-ignorable characters skipped).
/// Each scan stops at the nearest character that is not case-ignorable, so the scans of a
/// whole string cover each run of such characters at most twice.
fn final_sigma(s: &str, i: usize) -> bool {
    let before = s
        .get(..i)
        .unwrap_or("")
        .chars()
        .rev()
        .find(|c| !is_case_ignorable(*c));
    let after = s
        .get(i + '\u{3a3}'.len_utf8()..)
        .unwrap_or("")
        .chars()
        .find(|c| !is_case_ignorable(*c));
    before.is_some_and(is_cased) && !after.is_some_and(is_cased)
}

/// CPython's `lower_ucs4`: the full lowercase of `c`, at byte `i` of `s`, with the
/// final-sigma rule.
fn push_lower(out: &mut String, s: &str, i: usize, c: char) {
    if c == '\u{3a3}' {
        out.push(if final_sigma(s, i) {
            '\u{3c2}'
        } else {
            '\u{3c3}'
        });
    } else {
        push_mapped(out, t::LOWER, c);
    }
}

fn push_title(out: &mut String, c: char) {
    match crate::titlecase::TITLECASE.binary_search_by_key(&c, |(k, _)| *k) {
        Ok(i) => out.push_str(crate::titlecase::TITLECASE.get(i).map_or("", |(_, s)| s)),
        Err(_) => push_mapped(out, t::UPPER, c),
    }
}

/// CPython's `do_title`: each cased run starts titlecased and goes on lowercased.
pub fn title_str(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut prev_cased = false;
    for (i, c) in s.char_indices() {
        if prev_cased {
            push_lower(&mut out, s, i, c);
        } else {
            push_title(&mut out, c);
        }
        prev_cased = is_cased(c);
    }
    out
}

/// CPython's `do_swapcase`.
pub fn swapcase_str(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for (i, c) in s.char_indices() {
        if is_upper(c) {
            push_lower(&mut out, s, i, c);
        } else if is_lower(c) {
            push_mapped(&mut out, t::UPPER, c);
        } else {
            out.push(c);
        }
    }
    out
}

/// CPython's `do_casefold`: full case folding (ß -> ss).
pub fn casefold_str(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match t::CASEFOLD.binary_search_by_key(&c, |(k, _)| *k) {
            Ok(i) => out.push_str(t::CASEFOLD.get(i).map_or("", |(_, f)| f)),
            Err(_) => push_mapped(&mut out, t::LOWER, c),
        }
    }
    out
}

/// CPython's `unicode_istitle_impl`.
pub fn istitle_str(s: &str) -> bool {
    istitle_flags(s.chars().map(|c| (is_upper(c) || is_title(c), is_lower(c))))
}

/// CPython's istitle over each character's (uppercase or titlecase, lowercase) flags: an
/// uppercase one only after an uncased one, a lowercase one only after a cased one, and some
/// cased. Shared by `str.istitle` and `bytes.istitle`.
pub fn istitle_flags(flags: impl Iterator<Item = (bool, bool)>) -> bool {
    let mut cased = false;
    let mut prev_cased = false;
    for (upper, lower) in flags {
        if upper {
            if prev_cased {
                return false;
            }
            prev_cased = true;
            cased = true;
        } else if lower {
            if !prev_cased {
                return false;
            }
            prev_cased = true;
            cased = true;
        } else {
            prev_cased = false;
        }
    }
    cased
}

/// `str.isidentifier` (no NFKC normalization, as CPython).
pub fn isidentifier_str(s: &str) -> bool {
    let mut cs = s.chars();
    match cs.next() {
        Some(c) if in_table(t::ID_START, c) => cs.all(|c| in_table(t::ID_CONTINUE, c)),
        _ => false,
    }
}

macro_rules! method {
    ($name:ident, $pyname:literal, |$s:ident| $body:expr) => {
        #[doc = concat!("`str.", $pyname, "()`.")]
        pub fn $name(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
            let (recv, rest) = a
                .split_first()
                .map_or((Value::None, &[][..]), |(r, x)| (*r, x));
            args::no_kw(vm, concat!("str.", $pyname), kws)?;
            args::none(vm, concat!("str.", $pyname), rest)?;
            let n = vm.as_str(recv).map_or(0, str::len) as u64;
            vm.charge_fuel(n / 32)?;
            let $s = vm.as_str(recv).unwrap_or("");
            let r: Result<String, bool> = $body;
            match r {
                Ok(text) => vm.new_str(text),
                Err(b) => Ok(Value::Bool(b)),
            }
        }
    };
}

method!(title, "title", |s| Ok(title_str(s)));
method!(swapcase, "swapcase", |s| Ok(swapcase_str(s)));
method!(casefold, "casefold", |s| Ok(casefold_str(s)));
method!(istitle, "istitle", |s| Err(istitle_str(s)));
method!(isidentifier, "isidentifier", |s| Err(isidentifier_str(s)));
method!(isascii, "isascii", |s| Err(s.is_ascii()));
method!(isprintable, "isprintable", |s| Err(s
    .chars()
    .all(is_printable)));
method!(isdecimal, "isdecimal", |s| Err(
    !s.is_empty() && s.chars().all(is_decimal)
));
method!(isnumeric, "isnumeric", |s| Err(
    !s.is_empty() && s.chars().all(is_numeric)
));
