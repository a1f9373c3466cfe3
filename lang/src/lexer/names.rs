//! Character names as CPython 3.11 knows them (Unicode 14): the names of the unicode_names2
//! crate (a newer Unicode, whose names are the same where both have one, since names never
//! change) narrowed to the code points Unicode 14 names (`unicode14_names.rs`). Shared by the
//! `\N{...}` escape and the `unicodedata` module.

/// True if Unicode 14 gives `ch` a name (CPython 3.11's `unicodedata.name(ch, None)` is not
/// `None`).
pub fn is_named(ch: char) -> bool {
    let code = u32::from(ch);
    super::unicode14_names::NAMED
        .binary_search_by(|&(lo, hi)| {
            if hi < code {
                std::cmp::Ordering::Less
            } else if lo > code {
                std::cmp::Ordering::Greater
            } else {
                std::cmp::Ordering::Equal
            }
        })
        .is_ok()
}

/// The Unicode 14 name of `ch` (`unicodedata.name`), algorithmic names included.
pub fn name(ch: char) -> Option<String> {
    if !is_named(ch) {
        return None;
    }
    unicode_names2::name(ch).map(|n| n.to_string())
}

/// The character whose Unicode 14 name is exactly `upper` (already in upper case; aliases
/// and loose spellings are not names).
pub fn char_named(upper: &str) -> Option<char> {
    if !upper.is_ascii() || upper.len() > 256 {
        return None;
    }
    let ch = unicode_names2::character(upper)?;
    (name(ch)? == upper).then_some(ch)
}

/// The character a Unicode 14 name alias stands for (`upper` in upper case): CPython 3.11's
/// `\N{...}` and `unicodedata.lookup` accept them, named sequences only the latter.
pub fn char_aliased(upper: &str) -> Option<char> {
    let aliases = super::unicode14_aliases::ALIASES;
    let i = aliases.binary_search_by(|(n, _)| (*n).cmp(upper)).ok()?;
    aliases.get(i).and_then(|&(_, c)| char::from_u32(c))
}
