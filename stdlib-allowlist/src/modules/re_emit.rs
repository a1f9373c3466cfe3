//! Translates CPython's parse tree (`re_parse`) into a pattern for the regex crate that
//! matches exactly what CPython's `_sre` matches, or refuses the construct.
//!
//! Nothing is left to the crate's own Unicode tables or flags: every literal and set is
//! written out as an explicit class of code points computed with CPython's rules
//! (`_compiler.py`'s `_optimize_charset`, `_sre`'s simple lowercase, `re._casefix`; the
//! tables are `re_tables`), `.` is `[^\n]`, `^`/`$` under MULTILINE are the crate's
//! line anchors (both treat only `\n` as a line end) and `\Z` is `\z`.
//! Traps handled: `$` without MULTILINE also matches before a final `\n`; as the last item of
//! the pattern it becomes `(?:\z|()\n\z)`, whose empty group marks a match that must end one
//! character earlier (see `Translation::markers`). Unicode `\b`/`\B` differ from the crate's
//! only next to characters whose word-ness differs (`Check`). Refused: backreferences,
//! lookaround, conditionals, atomic groups, possessive repeats, `$` elsewhere, a repeated
//! group that can match empty (CPython stops such a loop after an empty pass, the crate
//! does not), IGNORECASE sets with characters past U+FFFF, TEMPLATE and DEBUG.

use super::re_parse::{
    width_with, At, Cat, Node, Parsed, ReErr, SetItem, F_ASCII, F_DEBUG, F_DOTALL, F_IGNORECASE,
    F_MULTILINE, F_TEMPLATE, MAXREPEAT,
};
use super::re_tables as t;
use std::fmt::Write;

/// A run-time condition on the haystack under which the crate agrees with CPython.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Check {
    /// Unicode `\b`/`\B`: no character whose word-ness differs between CPython and the crate.
    UnicodeBoundary,
    /// ASCII `\B` (written as the crate's Unicode `\B`): an ASCII haystack.
    AsciiHaystack,
}

/// The translation of one pattern.
#[derive(Debug)]
pub struct Translation {
    /// For `match`/`search` and iteration.
    pub search: String,
    /// For `fullmatch`: the same groups, ending at the end.
    pub full: String,
    /// With `\B` in the pattern: the two forms for an empty string, where `_sre`'s `\B`
    /// never matches (the crate's would).
    pub empty: Option<(String, String)>,
    /// The crate's group index of each CPython group (index 0 is the whole match).
    pub slots: Vec<usize>,
    /// Crate groups that mark a `$` matched before a final `\n`.
    pub markers: Vec<usize>,
    /// Conditions on the haystack.
    pub checks: Vec<Check>,
    /// Per CPython group, the rank of its closing parenthesis (for `lastindex`).
    pub close_rank: Vec<usize>,
    /// Whether an empty match at a position may hide a non-empty one there (a lazy repeat,
    /// or an alternative that can match empty before others): iteration then checks.
    pub empty_first: bool,
}

const CODE_MAX: u32 = 0x10FFFF;

/// A set of code points as sorted, disjoint, non-adjacent ranges.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Ranges(pub Vec<(u32, u32)>);

impl Ranges {
    fn from(mut v: Vec<(u32, u32)>) -> Ranges {
        v.sort_unstable();
        let mut out: Vec<(u32, u32)> = Vec::with_capacity(v.len());
        for (a, b) in v {
            match out.last_mut() {
                Some(last) if a <= last.1.saturating_add(1) => last.1 = last.1.max(b),
                _ => out.push((a, b)),
            }
        }
        Ranges(out)
    }
    fn table(t: &[(u32, u32)]) -> Ranges {
        Ranges(t.to_vec())
    }
    fn union(&self, o: &Ranges) -> Ranges {
        let mut v = self.0.clone();
        v.extend_from_slice(&o.0);
        Ranges::from(v)
    }
    fn complement(&self) -> Ranges {
        let mut out = Vec::with_capacity(self.0.len() + 1);
        let mut next = 0u32;
        for &(a, b) in &self.0 {
            if a > next {
                out.push((next, a - 1));
            }
            next = b.saturating_add(1);
        }
        if next <= CODE_MAX {
            out.push((next, CODE_MAX));
        }
        Ranges(out)
    }
    /// Whether `c` is in the set.
    pub fn contains(&self, c: u32) -> bool {
        in_ranges(&self.0, c)
    }
    fn push_class(&self, out: &mut String) {
        let mut any = false;
        out.push('[');
        for &(a, b) in &self.0 {
            // Surrogates are no Rust `char` (no haystack holds one).
            for (a, b) in [(a, b.min(0xD7FF)), (a.max(0xE000), b)] {
                if a > b {
                    continue;
                }
                any = true;
                if a == b {
                    let _ = write!(out, "\\x{{{a:X}}}");
                } else {
                    let _ = write!(out, "\\x{{{a:X}}}-\\x{{{b:X}}}");
                }
            }
        }
        if !any {
            // Matches nothing.
            out.truncate(out.len() - 1);
            out.push_str("[^\\x{0}-\\x{10FFFF}]");
            return;
        }
        out.push(']');
    }
}

/// Whether `c` is in a sorted range table.
pub fn in_ranges(t: &[(u32, u32)], c: u32) -> bool {
    let i = t.partition_point(|&(_, b)| b < c);
    t.get(i).is_some_and(|&(a, _)| a <= c)
}

fn lower_uni(c: u32) -> u32 {
    match t::LOWER.binary_search_by_key(&c, |&(a, _)| a) {
        Ok(i) => t::LOWER.get(i).map_or(c, |&(_, l)| l),
        Err(_) => c,
    }
}

fn lower_ascii(c: u32) -> u32 {
    if (0x41..=0x5A).contains(&c) {
        c + 32
    } else {
        c
    }
}

/// The case rules in force: CPython's unicode or ASCII lower, iscased and fixes.
#[derive(Clone, Copy)]
struct Case {
    ascii: bool,
}

impl Case {
    fn lower(self, c: u32) -> u32 {
        if self.ascii {
            lower_ascii(c)
        } else {
            lower_uni(c)
        }
    }
    fn iscased(self, c: u32) -> bool {
        if self.ascii {
            c < 128 && (c as u8).is_ascii_alphabetic()
        } else {
            in_ranges(t::CASED, c)
        }
    }
    fn fixes(self, c: u32) -> &'static [u32] {
        if self.ascii {
            return &[];
        }
        match t::FIXES.binary_search_by_key(&c, |&(k, _)| k) {
            Ok(i) => t::FIXES.get(i).map_or(&[], |&(_, v)| v),
            Err(_) => &[],
        }
    }
    /// Every character whose lowercase is in `m`: `{ch : lower(ch) ∈ m}`.
    fn preimage(self, m: &Ranges) -> Ranges {
        let mut v = Vec::new();
        if self.ascii {
            // Characters that lowercase to themselves, minus A-Z, plus A-Z whose lower is in m.
            for &(a, b) in &m.0 {
                for (x, y) in [(a, b.min(0x40)), (a.max(0x5B), b)] {
                    if x <= y {
                        v.push((x, y));
                    }
                }
            }
            for c in 0x41..=0x5A {
                if m.contains(c + 32) {
                    v.push((c, c));
                }
            }
        } else {
            // m minus the characters lower() changes, plus those whose lower is in m.
            let changed = Ranges::from(t::LOWER.iter().map(|&(c, _)| (c, c)).collect());
            let keep = m.minus(&changed);
            v.extend_from_slice(&keep.0);
            for &(c, l) in t::LOWER {
                if m.contains(l) {
                    v.push((c, c));
                }
            }
        }
        Ranges::from(v)
    }
}

impl Ranges {
    fn minus(&self, o: &Ranges) -> Ranges {
        let c = o.complement();
        self.intersect(&c)
    }
    fn intersect(&self, o: &Ranges) -> Ranges {
        let mut out = Vec::new();
        let (mut i, mut j) = (0, 0);
        while let (Some(&(a, b)), Some(&(c, d))) = (self.0.get(i), o.0.get(j)) {
            let lo = a.max(c);
            let hi = b.min(d);
            if lo <= hi {
                out.push((lo, hi));
            }
            if b < d {
                i += 1;
            } else {
                j += 1;
            }
        }
        Ranges(out)
    }
}

fn cat_set(cat: Cat, ascii: bool) -> Ranges {
    let (base, neg) = match cat {
        Cat::Digit => (0, false),
        Cat::NotDigit => (0, true),
        Cat::Space => (1, false),
        Cat::NotSpace => (1, true),
        Cat::Word => (2, false),
        Cat::NotWord => (2, true),
    };
    let r = match (base, ascii) {
        (0, true) => Ranges(vec![(0x30, 0x39)]),
        (1, true) => Ranges(vec![(0x09, 0x0D), (0x20, 0x20)]),
        (2, true) => Ranges(vec![(0x30, 0x39), (0x41, 0x5A), (0x5F, 0x5F), (0x61, 0x7A)]),
        (0, false) => Ranges::table(t::DIGIT),
        (1, false) => Ranges::table(t::SPACE),
        _ => Ranges::table(t::WORD),
    };
    if neg {
        r.complement()
    } else {
        r
    }
}

fn refuse(what: &str) -> ReErr {
    ReErr::Refused(format!(
        "re: {what} not supported (Pyrite matches in linear time)"
    ))
}

struct Emitter {
    out: String,
    /// Crate group count so far (group 0 is the whole match).
    next_group: usize,
    slots: Vec<usize>,
    markers: Vec<usize>,
    checks: Vec<Check>,
    empty_first: bool,
    full: bool,
    closes: usize,
    close_rank: Vec<usize>,
    max_len: usize,
}

impl Emitter {
    fn group(&mut self) -> usize {
        self.next_group += 1;
        self.next_group
    }

    fn seq(
        &mut self,
        nodes: &[Node],
        flags: u32,
        tail: bool,
        widths: &dyn Fn(&[Node]) -> (u128, u128),
    ) -> Result<(), ReErr> {
        for (i, n) in nodes.iter().enumerate() {
            let last = tail && i + 1 == nodes.len();
            self.node(n, flags, last, widths)?;
        }
        Ok(())
    }

    fn node(
        &mut self,
        n: &Node,
        flags: u32,
        tail: bool,
        widths: &dyn Fn(&[Node]) -> (u128, u128),
    ) -> Result<(), ReErr> {
        self.node_inner(n, flags, tail, widths)?;
        if self.out.len() > self.max_len {
            return Err(ReErr::Refused(format!(
                "re: the pattern is too large (its compiled form would pass {} bytes)",
                super::re_engine::NFA_LIMIT
            )));
        }
        Ok(())
    }

    fn node_inner(
        &mut self,
        n: &Node,
        flags: u32,
        tail: bool,
        widths: &dyn Fn(&[Node]) -> (u128, u128),
    ) -> Result<(), ReErr> {
        let ascii = flags & F_ASCII != 0;
        let case = (flags & F_IGNORECASE != 0).then_some(Case { ascii });
        match n {
            Node::Lit(c) => lit_set(*c, case).push_class(&mut self.out),
            Node::NotLit(c) => lit_set(*c, case).complement().push_class(&mut self.out),
            Node::Any => {
                if flags & F_DOTALL != 0 {
                    self.out.push_str("[\\x{0}-\\x{10FFFF}]");
                } else {
                    self.out.push_str("[^\\n]");
                }
            }
            Node::In(neg, items) => {
                let s = in_set(items, ascii, case)?;
                let s = if *neg { s.complement() } else { s };
                s.push_class(&mut self.out);
            }
            Node::At(at) => self.at(*at, flags, tail)?,
            Node::Branch(items) => {
                self.out.push_str("(?:");
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        self.out.push('|');
                    }
                    if i + 1 < items.len() && widths(item).0 == 0 {
                        self.empty_first = true;
                    }
                    self.seq(item, flags, tail, widths)?;
                }
                self.out.push(')');
            }
            Node::Repeat {
                min,
                max,
                lazy,
                possessive,
                item,
            } => {
                if *possessive {
                    return Err(refuse("possessive quantifiers (*+, ++, ?+, {m,n}+) are"));
                }
                if *max > 1 && widths(item).0 == 0 {
                    return Err(refuse(
                        "a repeated group that can match the empty string (like (a?)* or (a|)*) is",
                    ));
                }
                if *lazy && min != max {
                    self.empty_first = true;
                }
                self.out.push_str("(?:");
                self.seq(item, flags, false, widths)?;
                self.out.push(')');
                if *max == MAXREPEAT {
                    let _ = write!(self.out, "{{{min},}}");
                } else {
                    let _ = write!(self.out, "{{{min},{max}}}");
                }
                if *lazy {
                    self.out.push('?');
                }
            }
            Node::Group {
                gid,
                add,
                del,
                body,
            } => {
                let mut f = flags;
                if add & (F_ASCII | super::re_parse::F_UNICODE) != 0 {
                    f &= !(F_ASCII | super::re_parse::F_UNICODE);
                }
                f = (f | add) & !del;
                match gid {
                    Some(g) => {
                        let k = self.group();
                        if let Some(slot) = self.slots.get_mut(*g) {
                            *slot = k;
                        }
                        self.out.push('(');
                    }
                    None => self.out.push_str("(?:"),
                }
                self.seq(body, f, tail, widths)?;
                self.out.push(')');
                if let Some(g) = gid {
                    self.closes += 1;
                    if let Some(r) = self.close_rank.get_mut(*g) {
                        *r = self.closes;
                    }
                }
            }
            Node::Atomic(_) => return Err(refuse("atomic groups (?>...) are")),
            Node::GroupRef(g) => {
                return Err(refuse(&format!(
                    "backreferences (\\{g} or (?P=name) in a pattern) are"
                )))
            }
            Node::GroupRefExists(_) => return Err(refuse("conditional groups (?(1)...|...) are")),
            Node::Assert(ahead, neg, _) => {
                let what = match (ahead, neg) {
                    (true, false) => "lookahead assertions (?=...) are",
                    (true, true) => "negative lookahead assertions (?!...) are",
                    (false, false) => "lookbehind assertions (?<=...) are",
                    (false, true) => "negative lookbehind assertions (?<!...) are",
                };
                return Err(refuse(what));
            }
        }
        Ok(())
    }

    fn at(&mut self, at: At, flags: u32, tail: bool) -> Result<(), ReErr> {
        let multi = flags & F_MULTILINE != 0;
        let ascii = flags & F_ASCII != 0;
        match at {
            At::Beginning if multi => self.out.push_str("(?m:^)"),
            At::Beginning | At::BeginningString => self.out.push_str("\\A"),
            At::EndString => self.out.push_str("\\z"),
            At::End if multi => self.out.push_str("(?m:$)"),
            At::End => {
                if !tail {
                    return Err(ReErr::Refused(
                        "re: '$' followed by more of the pattern is not supported without \
                         MULTILINE (use \\Z, or re.M)"
                            .into(),
                    ));
                }
                let k = self.group();
                self.markers.push(k);
                if self.full {
                    self.out.push_str("(?:\\z|()[^\\x{0}-\\x{10FFFF}])");
                } else {
                    self.out.push_str("(?:\\z|()\\n\\z)");
                }
            }
            At::Boundary if ascii => self.out.push_str("(?-u:\\b)"),
            At::Boundary => {
                self.checks.push(Check::UnicodeBoundary);
                self.out.push_str("\\b");
            }
            At::NonBoundary => {
                self.checks.push(if ascii {
                    Check::AsciiHaystack
                } else {
                    Check::UnicodeBoundary
                });
                self.out.push_str("\\B");
            }
        }
        Ok(())
    }
}

/// The characters a literal matches.
fn lit_set(c: u32, case: Option<Case>) -> Ranges {
    let Some(case) = case else {
        return Ranges(vec![(c, c)]);
    };
    if !case.iscased(c) {
        return Ranges(vec![(c, c)]);
    }
    let lo = case.lower(c);
    let mut m = vec![(lo, lo)];
    for &k in case.fixes(lo) {
        m.push((k, k));
    }
    case.preimage(&Ranges::from(m))
}

/// The characters a set `[...]` (not negated) matches, as `_optimize_charset` and the
/// `IN`/`IN_UNI_IGNORE` opcodes decide.
fn in_set(items: &[SetItem], ascii: bool, case: Option<Case>) -> Result<Ranges, ReErr> {
    let mut chars: Vec<(u32, u32)> = Vec::new();
    let mut cats = Ranges::default();
    let mut hascased = false;
    for it in items {
        match *it {
            SetItem::Lit(v) => {
                if let Some(case) = case {
                    let lo = case.lower(v);
                    if lo > 0xFFFF {
                        return Err(refuse("IGNORECASE sets with characters beyond U+FFFF are"));
                    }
                    chars.push((lo, lo));
                    for &k in case.fixes(lo) {
                        chars.push((k, k));
                    }
                    hascased |= case.iscased(v);
                } else {
                    chars.push((v, v));
                }
            }
            SetItem::Range(a, b) => {
                if let Some(case) = case {
                    if b > 0xFFFF {
                        return Err(refuse("IGNORECASE sets with characters beyond U+FFFF are"));
                    }
                    let r = Ranges(vec![(a, b)]);
                    let lowered = lowered(&r, case);
                    let mut v = lowered.0.clone();
                    for &(k, fx) in t::FIXES {
                        if !case.ascii && lowered.contains(k) {
                            v.extend(fx.iter().map(|&x| (x, x)));
                        }
                    }
                    chars.extend(v);
                    hascased |= if case.ascii {
                        a <= 0x7A && b >= 0x41 && (a..=b.min(0x7A)).any(|c| case.iscased(c))
                    } else {
                        !Ranges::table(t::CASED).intersect(&r).0.is_empty()
                    };
                } else {
                    chars.push((a, b));
                }
            }
            SetItem::Cat(c) => cats = cats.union(&cat_set(c, ascii)),
        }
    }
    let m = Ranges::from(chars).union(&cats);
    match case {
        Some(case) if hascased => Ok(case.preimage(&m)),
        _ => Ok(m),
    }
}

/// `{lower(c) : c ∈ r}`.
fn lowered(r: &Ranges, case: Case) -> Ranges {
    if case.ascii {
        let mut v = Vec::new();
        for &(a, b) in &r.0 {
            for (x, y) in [(a, b.min(0x40)), (a.max(0x5B), b)] {
                if x <= y {
                    v.push((x, y));
                }
            }
            for c in a.max(0x41)..=b.min(0x5A) {
                v.push((c + 32, c + 32));
            }
        }
        return Ranges::from(v);
    }
    let changed = Ranges::from(t::LOWER.iter().map(|&(c, _)| (c, c)).collect());
    let mut v = r.minus(&changed).0;
    for &(c, l) in t::LOWER {
        if r.contains(c) {
            v.push((l, l));
        }
    }
    Ranges::from(v)
}

/// Checks CPython's compile-time errors (look-behind width), then translates; a translation
/// longer than `max_len` bytes is refused as too large.
pub fn translate(p: &Parsed, max_len: usize) -> Result<Translation, ReErr> {
    if p.flags & F_TEMPLATE != 0 {
        return Err(ReErr::Refused(
            "re: the TEMPLATE flag is not supported".into(),
        ));
    }
    if p.flags & F_DEBUG != 0 {
        return Err(ReErr::Refused("re: the DEBUG flag is not supported".into()));
    }
    let gw = group_widths(p);
    let widths = |nodes: &[Node]| width_of(nodes, &gw);
    lookbehind_errors(&p.nodes, &widths)?;
    let mut slots = vec![0usize; p.groups];
    let run = |full: bool| -> Result<Emitter, ReErr> {
        let mut e = Emitter {
            out: String::new(),
            next_group: 0,
            slots: vec![0; p.groups],
            markers: Vec::new(),
            checks: Vec::new(),
            empty_first: false,
            full,
            closes: 0,
            close_rank: vec![0; p.groups],
            max_len,
        };
        if full {
            e.out.push_str("(?:");
        }
        e.seq(&p.nodes, p.flags, true, &widths)?;
        if full {
            e.out.push_str(")\\z");
        }
        Ok(e)
    };
    let s = run(false)?;
    let f = run(true)?;
    slots.clone_from(&s.slots);
    // Every literal is written \x{..}, so `\B` in the text is the assertion itself.
    let empty = s.out.contains("\\B").then(|| {
        let never = "[^\\x{0}-\\x{10FFFF}]";
        (s.out.replace("\\B", never), f.out.replace("\\B", never))
    });
    Ok(Translation {
        empty,
        search: s.out,
        full: f.out,
        slots,
        markers: s.markers,
        checks: {
            let mut c = s.checks;
            c.dedup();
            c
        },
        empty_first: s.empty_first,
        close_rank: s.close_rank,
    })
}

fn group_widths(p: &Parsed) -> Vec<(u128, u128)> {
    // Group references are refused, so their widths only matter for CPython's
    // lookbehind check; a reference counts as CPython counts it.
    let mut out = vec![(0, 0); p.groups];
    let mut stack: Vec<&Node> = p.nodes.iter().collect();
    while let Some(n) = stack.pop() {
        match n {
            Node::Group { gid, body, .. } => {
                if let Some(g) = gid {
                    if let Some(slot) = out.get_mut(*g) {
                        *slot = width_of(body, &[]);
                    }
                }
                stack.extend(body.iter());
            }
            Node::Branch(items) => stack.extend(items.iter().flatten()),
            Node::Repeat { item, .. } | Node::Atomic(item) | Node::Assert(_, _, item) => {
                stack.extend(item.iter())
            }
            _ => {}
        }
    }
    out
}

fn width_of(nodes: &[Node], gw: &[(u128, u128)]) -> (u128, u128) {
    width_with(nodes, &|g| gw.get(g).copied().unwrap_or((0, 0)))
}

fn lookbehind_errors(
    nodes: &[Node],
    widths: &dyn Fn(&[Node]) -> (u128, u128),
) -> Result<(), ReErr> {
    let mut stack: Vec<&Node> = nodes.iter().rev().collect();
    while let Some(n) = stack.pop() {
        match n {
            Node::Assert(ahead, _, body) => {
                if !ahead {
                    let (lo, hi) = widths(body);
                    if lo > u128::from(u32::MAX) {
                        return Err(ReErr::Error("looks too much behind".into(), None));
                    }
                    if lo != hi {
                        return Err(ReErr::Error(
                            "look-behind requires fixed-width pattern".into(),
                            None,
                        ));
                    }
                }
                stack.extend(body.iter().rev());
            }
            Node::Group { body, .. } | Node::Atomic(body) => stack.extend(body.iter().rev()),
            Node::Repeat { item, .. } => stack.extend(item.iter().rev()),
            Node::Branch(items) => {
                for it in items.iter().rev() {
                    stack.extend(it.iter().rev());
                }
            }
            _ => {}
        }
    }
    Ok(())
}
