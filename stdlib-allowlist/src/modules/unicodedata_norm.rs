//! The Unicode 14 character database behind `unicodedata`: table lookups over
//! `unicodedata_tables` (generated from CPython by `scripts/gen-unicodedata`) and the four
//! normalization forms, ported from `Modules/unicodedata.c` (`nfd_nfkd`, `nfc_nfkc`): full
//! decomposition with Hangul syllables split algorithmically, canonical ordering, then
//! canonical composition of primary composites (the composition exclusions are absent from
//! the pair table) with Hangul LV/LVT composed algorithmically.

use super::unicodedata_tables as t;

const S_BASE: u32 = 0xAC00;
const L_BASE: u32 = 0x1100;
const V_BASE: u32 = 0x1161;
const T_BASE: u32 = 0x11A7;
const L_COUNT: u32 = 19;
const V_COUNT: u32 = 21;
const T_COUNT: u32 = 28;
const N_COUNT: u32 = V_COUNT * T_COUNT;
const S_COUNT: u32 = L_COUNT * N_COUNT;

/// A code point's record: (category, bidirectional, combining class, width | mirrored << 4).
fn record(cp: u32) -> (u8, u8, u8, u8) {
    let run = t::RUN_STARTS
        .partition_point(|&s| s <= cp)
        .saturating_sub(1);
    t::RUN_RECORDS
        .get(run)
        .and_then(|&r| t::RECORDS.get(usize::from(r)))
        .copied()
        .unwrap_or((0, 0, 0, 0))
}

/// The general category (`Cn` for unassigned code points).
pub(crate) fn category(cp: u32) -> &'static str {
    t::CATEGORIES
        .get(usize::from(record(cp).0))
        .copied()
        .unwrap_or("Cn")
}

/// The bidirectional class (`''` for unassigned code points).
pub(crate) fn bidirectional(cp: u32) -> &'static str {
    t::BIDIRECTIONAL
        .get(usize::from(record(cp).1))
        .copied()
        .unwrap_or("")
}

/// The canonical combining class.
pub(crate) fn combining(cp: u32) -> u8 {
    record(cp).2
}

/// The East Asian width.
pub(crate) fn east_asian_width(cp: u32) -> &'static str {
    t::EAST_ASIAN_WIDTH
        .get(usize::from(record(cp).3 & 15))
        .copied()
        .unwrap_or("N")
}

/// The mirrored property, 0 or 1.
pub(crate) fn mirrored(cp: u32) -> u8 {
    record(cp).3 >> 4
}

/// How a character is numeric.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum NumKind {
    /// Only `numeric` has a value.
    Numeric,
    /// `digit` and `numeric`.
    Digit,
    /// `decimal`, `digit` and `numeric`.
    Decimal,
}

/// The numeric value of a code point and how far it is numeric.
pub(crate) fn numeric(cp: u32) -> Option<(NumKind, f64)> {
    let i = t::NUMERIC_CPS.binary_search(&cp).ok()?;
    let info = *t::NUMERIC_INFO.get(i)?;
    let value = *t::NUMERIC_VALUES.get(usize::from(info & 0x3fff))?;
    let kind = match info >> 14 {
        2 => NumKind::Decimal,
        1 => NumKind::Digit,
        _ => NumKind::Numeric,
    };
    Some((kind, value))
}

/// The decomposition mapping of a code point: its tag index (0: canonical) and code points.
fn decomp(cp: u32) -> Option<(u32, &'static [u32])> {
    let i = t::DECOMP_CPS.binary_search(&cp).ok()?;
    let info = *t::DECOMP_INFO.get(i)?;
    let (off, tag, len) = (
        (info >> 10) as usize,
        (info >> 5) & 31,
        (info & 31) as usize,
    );
    Some((tag, t::DECOMP_DATA.get(off..off + len)?))
}

/// `unicodedata.decomposition`: `'<tag> XXXX XXXX'`, or `''` (Hangul syllables included).
pub(crate) fn decomposition(cp: u32) -> String {
    let Some((tag, cps)) = decomp(cp) else {
        return String::new();
    };
    let mut out = t::DECOMPOSITION_TAGS
        .get(tag as usize)
        .copied()
        .unwrap_or("")
        .to_string();
    for c in cps {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(&format!("{c:04X}"));
    }
    out
}

/// A normalization form.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Form {
    /// Canonical decomposition.
    Nfd,
    /// Compatibility decomposition.
    Nfkd,
    /// Canonical decomposition, then canonical composition.
    Nfc,
    /// Compatibility decomposition, then canonical composition.
    Nfkc,
}

impl Form {
    /// The form named `s` (`NFC`, `NFKC`, `NFD`, `NFKD`).
    pub(crate) fn parse(s: &str) -> Option<Form> {
        match s {
            "NFC" => Some(Form::Nfc),
            "NFKC" => Some(Form::Nfkc),
            "NFD" => Some(Form::Nfd),
            "NFKD" => Some(Form::Nfkd),
            _ => None,
        }
    }

    fn compat(self) -> bool {
        matches!(self, Form::Nfkd | Form::Nfkc)
    }

    fn composes(self) -> bool {
        matches!(self, Form::Nfc | Form::Nfkc)
    }
}

/// Emits the full decomposition of `cp` (canonical, or compatibility if `compat`) as
/// `nfd_nfkd` does: an explicit stack, the data's nesting being a few levels deep.
fn decompose_one(cp: u32, compat: bool, stack: &mut Vec<u32>, emit: &mut impl FnMut(u32)) {
    stack.clear();
    stack.push(cp);
    while let Some(code) = stack.pop() {
        if (S_BASE..S_BASE + S_COUNT).contains(&code) {
            let s = code - S_BASE;
            emit(L_BASE + s / N_COUNT);
            emit(V_BASE + (s % N_COUNT) / T_COUNT);
            if !s.is_multiple_of(T_COUNT) {
                emit(T_BASE + s % T_COUNT);
            }
            continue;
        }
        match decomp(code) {
            Some((tag, cps)) if tag == 0 || compat => stack.extend(cps.iter().rev()),
            _ => emit(code),
        }
    }
}

/// How many code points the decomposition of `s` in `form` has (the first pass, so the
/// buffers can be charged before they exist).
pub(crate) fn decomposed_len(s: &str, form: Form) -> usize {
    let mut stack = Vec::new();
    let mut n = 0usize;
    for ch in s.chars() {
        decompose_one(u32::from(ch), form.compat(), &mut stack, &mut |_| n += 1);
    }
    n
}

/// `s` normalized to `form`; `capacity` is [`decomposed_len`]'s answer.
pub(crate) fn normalize(s: &str, form: Form, capacity: usize) -> String {
    let mut stack = Vec::new();
    let mut out: Vec<u32> = Vec::with_capacity(capacity);
    for ch in s.chars() {
        decompose_one(u32::from(ch), form.compat(), &mut stack, &mut |c| {
            out.push(c)
        });
    }
    canonical_order(&mut out);
    if form.composes() {
        out = compose(&out);
    }
    out.into_iter().filter_map(char::from_u32).collect()
}

/// Canonical ordering: a stable sort by combining class of each run of non-starters, which
/// is what CPython's insertion sort does, in O(n log n).
fn canonical_order(cps: &mut [u32]) {
    let mut i = 0;
    while i < cps.len() {
        if cps.get(i).is_some_and(|&c| combining(c) != 0) {
            let start = i;
            while cps.get(i).is_some_and(|&c| combining(c) != 0) {
                i += 1;
            }
            if let Some(run) = cps.get_mut(start..i) {
                run.sort_by_key(|&c| combining(c));
            }
        } else {
            i += 1;
        }
    }
}

/// The primary composite of `a` and `b`.
fn pair(a: u32, b: u32) -> Option<u32> {
    let i = t::COMPOSE_PAIRS.binary_search(&(a, b)).ok()?;
    t::COMPOSED.get(i).copied()
}

/// True if some primary composite starts with `a`.
fn is_first(a: u32) -> bool {
    let i = t::COMPOSE_PAIRS.partition_point(|&(x, _)| x < a);
    t::COMPOSE_PAIRS.get(i).is_some_and(|&(x, _)| x == a)
}

/// Canonical composition of decomposed, canonically ordered `cps`, step for step as
/// `nfc_nfkc` (the characters it combines into an earlier one are marked skipped).
fn compose(cps: &[u32]) -> Vec<u32> {
    let len = cps.len();
    let at = |i: usize| cps.get(i).copied().unwrap_or(0);
    let mut skipped = vec![false; len];
    let mut out = Vec::with_capacity(len);
    let mut i = 0;
    while i < len {
        if skipped.get(i).copied().unwrap_or(false) {
            i += 1;
            continue;
        }
        let code = at(i);
        if (L_BASE..L_BASE + L_COUNT).contains(&code)
            && i + 1 < len
            && (V_BASE..V_BASE + V_COUNT).contains(&at(i + 1))
        {
            let mut c = S_BASE + ((code - L_BASE) * V_COUNT + (at(i + 1) - V_BASE)) * T_COUNT;
            i += 2;
            if i < len && T_BASE < at(i) && at(i) < T_BASE + T_COUNT {
                c += at(i) - T_BASE;
                i += 1;
            }
            out.push(c);
            continue;
        }
        if !is_first(code) {
            out.push(code);
            i += 1;
            continue;
        }
        let mut cur = code;
        let mut comb = 0u8;
        let mut i1 = i + 1;
        while i1 < len {
            let code1 = at(i1);
            let comb1 = combining(code1);
            if comb != 0 {
                if comb1 == 0 {
                    break;
                }
                if comb >= comb1 {
                    // Blocked.
                    i1 += 1;
                    continue;
                }
            }
            match pair(cur, code1) {
                Some(c) => {
                    cur = c;
                    if let Some(s) = skipped.get_mut(i1) {
                        *s = true;
                    }
                    i1 += 1;
                    if !is_first(cur) {
                        break;
                    }
                }
                _ => {
                    if comb1 == 0 {
                        break;
                    }
                    comb = comb1;
                    i1 += 1;
                }
            }
        }
        out.push(cur);
        i += 1;
    }
    out
}
