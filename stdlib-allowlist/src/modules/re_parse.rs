//! CPython 3.11's regular expression parser (`Lib/re/_parser.py`), ported function for
//! function (`_parse_sub`, `_parse`, `_escape`, `_class_escape`, `_parse_flags`,
//! `parse_template`), so a pattern gets CPython's group numbering, its parse tree and its
//! `re.error` messages and positions. The tree is then translated for the regex crate
//! (`re_emit`); constructs that need backtracking stay in the tree so that CPython's errors
//! still come first, and are refused there.

use pyrite_runtime::num::repr::str_repr;

/// `SRE_FLAG_TEMPLATE`.
pub const F_TEMPLATE: u32 = 1;
/// `SRE_FLAG_IGNORECASE`.
pub const F_IGNORECASE: u32 = 2;
/// `SRE_FLAG_LOCALE`.
pub const F_LOCALE: u32 = 4;
/// `SRE_FLAG_MULTILINE`.
pub const F_MULTILINE: u32 = 8;
/// `SRE_FLAG_DOTALL`.
pub const F_DOTALL: u32 = 16;
/// `SRE_FLAG_UNICODE`.
pub const F_UNICODE: u32 = 32;
/// `SRE_FLAG_VERBOSE`.
pub const F_VERBOSE: u32 = 64;
/// `SRE_FLAG_DEBUG`.
pub const F_DEBUG: u32 = 128;
/// `SRE_FLAG_ASCII`.
pub const F_ASCII: u32 = 256;

const TYPE_FLAGS: u32 = F_ASCII | F_LOCALE | F_UNICODE;
const GLOBAL_FLAGS: u32 = F_DEBUG | F_TEMPLATE;
/// `_sre.MAXREPEAT`: an unbounded repeat.
pub const MAXREPEAT: u64 = 4_294_967_295;
const MAXGROUPS: usize = 1_073_741_823;
/// `MAXWIDTH` of `getwidth`.
const MAXWIDTH: u128 = 1 << 64;
/// Nesting of groups past which a pattern is refused (CPython's own recursion gives out a
/// little further on).
pub const MAX_NESTING: usize = 200;

/// Why a pattern or template was not accepted.
#[derive(Debug, Clone)]
pub enum ReErr {
    /// `re.error(msg, pattern, pos)`; `pos` None for an error without a position.
    Error(String, Option<usize>),
    /// `OverflowError`.
    Overflow(String),
    /// `ValueError` (incompatible flags).
    Value(String),
    /// `IndexError` (an unknown group name in a template).
    Index(String),
    /// `NotImplementedError`: CPython accepts it, Pyrite does not.
    Refused(String),
}

/// A category escape.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cat {
    /// `\d`.
    Digit,
    /// `\D`.
    NotDigit,
    /// `\s`.
    Space,
    /// `\S`.
    NotSpace,
    /// `\w`.
    Word,
    /// `\W`.
    NotWord,
}

/// A member of a character set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetItem {
    /// One character.
    Lit(u32),
    /// `lo-hi`.
    Range(u32, u32),
    /// `\d` and the like.
    Cat(Cat),
}

/// A zero-width position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum At {
    /// `^`.
    Beginning,
    /// `\A`.
    BeginningString,
    /// `\b`.
    Boundary,
    /// `\B`.
    NonBoundary,
    /// `$`.
    End,
    /// `\Z`.
    EndString,
}

/// A node of the parse tree (CPython's `(op, av)` pairs).
#[derive(Clone, Debug, PartialEq)]
pub enum Node {
    /// `LITERAL`.
    Lit(u32),
    /// `NOT_LITERAL` (a one-character negated set).
    NotLit(u32),
    /// `ANY`.
    Any,
    /// `IN`: a set, negated or not.
    In(bool, Vec<SetItem>),
    /// `AT`.
    At(At),
    /// `BRANCH`.
    Branch(Vec<Vec<Node>>),
    /// `MAX_REPEAT`, `MIN_REPEAT` (lazy) or `POSSESSIVE_REPEAT`.
    Repeat {
        /// Minimum count.
        min: u64,
        /// Maximum count (`MAXREPEAT`: unbounded).
        max: u64,
        /// `MIN_REPEAT`.
        lazy: bool,
        /// `POSSESSIVE_REPEAT`.
        possessive: bool,
        /// What is repeated.
        item: Vec<Node>,
    },
    /// `SUBPATTERN`: a group (capturing when `gid` is set) with scoped flags.
    Group {
        /// The group number.
        gid: Option<usize>,
        /// Flags turned on inside.
        add: u32,
        /// Flags turned off inside.
        del: u32,
        /// The contents.
        body: Vec<Node>,
    },
    /// `ATOMIC_GROUP`.
    Atomic(Vec<Node>),
    /// `GROUPREF`.
    GroupRef(usize),
    /// `GROUPREF_EXISTS`.
    GroupRefExists(usize),
    /// `ASSERT` / `ASSERT_NOT`: (ahead, negative).
    Assert(bool, bool, Vec<Node>),
}

/// A parsed pattern: the tree, the final flags, the group count and names.
#[derive(Debug)]
pub struct Parsed {
    /// The tree.
    pub nodes: Vec<Node>,
    /// The flags after inline global flags and `fix_flags`.
    pub flags: u32,
    /// `state.groups`: the number of groups plus one.
    pub groups: usize,
    /// Group names with their numbers, in definition order.
    pub names: Vec<(String, usize)>,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Tok {
    C(char),
    Esc(char),
}

impl Tok {
    fn len(self) -> usize {
        match self {
            Tok::C(_) => 1,
            Tok::Esc(_) => 2,
        }
    }
    fn text(self) -> String {
        match self {
            Tok::C(c) => c.to_string(),
            Tok::Esc(c) => format!("\\{c}"),
        }
    }
    fn is(self, set: &str) -> bool {
        matches!(self, Tok::C(c) if set.contains(c))
    }
}

struct Source<'a> {
    s: &'a [char],
    index: usize,
    next: Option<Tok>,
}

impl<'a> Source<'a> {
    fn new(s: &'a [char]) -> Result<Self, ReErr> {
        let mut t = Source {
            s,
            index: 0,
            next: None,
        };
        t.advance()?;
        Ok(t)
    }
    fn advance(&mut self) -> Result<(), ReErr> {
        let Some(&c) = self.s.get(self.index) else {
            self.next = None;
            return Ok(());
        };
        if c == '\\' {
            match self.s.get(self.index + 1) {
                Some(&d) => {
                    self.index += 2;
                    self.next = Some(Tok::Esc(d));
                }
                None => {
                    return Err(ReErr::Error(
                        "bad escape (end of pattern)".into(),
                        Some(self.s.len().saturating_sub(1)),
                    ))
                }
            }
        } else {
            self.index += 1;
            self.next = Some(Tok::C(c));
        }
        Ok(())
    }
    fn matches(&mut self, c: char) -> Result<bool, ReErr> {
        if self.next == Some(Tok::C(c)) {
            self.advance()?;
            return Ok(true);
        }
        Ok(false)
    }
    fn get(&mut self) -> Result<Option<Tok>, ReErr> {
        let this = self.next;
        self.advance()?;
        Ok(this)
    }
    fn next_in(&self, set: &str) -> bool {
        self.next.is_some_and(|t| t.is(set))
    }
    fn getwhile(&mut self, n: usize, set: &str) -> Result<String, ReErr> {
        let mut out = String::new();
        for _ in 0..n {
            match self.next {
                Some(Tok::C(c)) if set.contains(c) => {
                    out.push(c);
                    self.advance()?;
                }
                _ => break,
            }
        }
        Ok(out)
    }
    fn getuntil(&mut self, term: char, name: &str) -> Result<String, ReErr> {
        let mut out = String::new();
        let mut n = 0usize;
        loop {
            let c = self.next;
            self.advance()?;
            match c {
                None => {
                    if n == 0 {
                        return Err(self.error(format!("missing {name}"), 0));
                    }
                    return Err(self.error(format!("missing {term}, unterminated name"), n));
                }
                Some(Tok::C(c)) if c == term => {
                    if n == 0 {
                        return Err(self.error(format!("missing {name}"), 1));
                    }
                    return Ok(out);
                }
                Some(t) => {
                    out.push_str(&t.text());
                    n += t.len();
                }
            }
        }
    }
    fn tell(&self) -> usize {
        self.index - self.next.map_or(0, Tok::len)
    }
    fn seek(&mut self, index: usize) -> Result<(), ReErr> {
        self.index = index;
        self.advance()
    }
    fn error(&self, msg: impl Into<String>, offset: usize) -> ReErr {
        ReErr::Error(msg.into(), Some(self.tell().saturating_sub(offset)))
    }
    fn checkgroupname(&self, name: &str, offset: usize) -> Result<(), ReErr> {
        if !crate::str_case::isidentifier_str(name) {
            return Err(self.error(
                format!("bad character in group name {}", str_repr(name)),
                name.chars().count() + offset,
            ));
        }
        Ok(())
    }
}

struct State {
    flags: u32,
    names: Vec<(String, usize)>,
    /// `groupwidths`: `None` while the group is open.
    widths: Vec<Option<(u128, u128)>>,
    lookbehindgroups: Option<usize>,
    grouprefpos: Vec<(usize, usize)>,
}

impl State {
    fn groups(&self) -> usize {
        self.widths.len()
    }
    fn opengroup(&mut self, name: Option<&str>) -> Result<usize, String> {
        let gid = self.groups();
        self.widths.push(None);
        if self.groups() > MAXGROUPS {
            return Err("too many groups".into());
        }
        if let Some(name) = name {
            if let Some((_, og)) = self.names.iter().find(|(n, _)| n == name) {
                return Err(format!(
                    "redefinition of group name {} as group {gid}; was group {og}",
                    str_repr(name)
                ));
            }
            self.names.push((name.to_string(), gid));
        }
        Ok(gid)
    }
    fn checkgroup(&self, gid: usize) -> bool {
        gid < self.groups() && self.widths.get(gid).is_some_and(Option::is_some)
    }
    fn checklookbehindgroup(&self, gid: usize, src: &Source<'_>) -> Result<(), ReErr> {
        if let Some(lb) = self.lookbehindgroups {
            if !self.checkgroup(gid) {
                return Err(src.error("cannot refer to an open group", 0));
            }
            if gid >= lb {
                return Err(src.error(
                    "cannot refer to group defined in the same lookbehind subpattern",
                    0,
                ));
            }
        }
        Ok(())
    }
    fn group_index(&self, name: &str) -> Option<usize> {
        self.names.iter().find(|(n, _)| n == name).map(|(_, g)| *g)
    }
}

fn flag_of(c: char) -> Option<u32> {
    Some(match c {
        'i' => F_IGNORECASE,
        'L' => F_LOCALE,
        'm' => F_MULTILINE,
        's' => F_DOTALL,
        'x' => F_VERBOSE,
        'a' => F_ASCII,
        't' => F_TEMPLATE,
        'u' => F_UNICODE,
        _ => return None,
    })
}

const DIGITS: &str = "0123456789";
const OCTDIGITS: &str = "01234567";
const HEXDIGITS: &str = "0123456789abcdefABCDEF";

fn category(c: char) -> Option<Cat> {
    Some(match c {
        'd' => Cat::Digit,
        'D' => Cat::NotDigit,
        's' => Cat::Space,
        'S' => Cat::NotSpace,
        'w' => Cat::Word,
        'W' => Cat::NotWord,
        _ => return None,
    })
}

fn simple_escape(c: char) -> Option<u32> {
    Some(match c {
        'a' => 7,
        'b' => 8,
        'f' => 12,
        'n' => 10,
        'r' => 13,
        't' => 9,
        'v' => 11,
        '\\' => 92,
        _ => return None,
    })
}

/// What an escape stands for: a node, or a set member inside `[...]`.
enum Escaped {
    Lit(u32),
    Cat(Cat),
    Node(Node),
}

/// The `\x`, `\u`, `\U` escapes: their code point, or the incomplete-escape error.
fn hex_escape(src: &mut Source<'_>, c: char) -> Result<Option<u32>, ReErr> {
    let n = match c {
        'x' => 2,
        'u' => 4,
        'U' => 8,
        _ => return Ok(None),
    };
    let digits = src.getwhile(n, HEXDIGITS)?;
    let escape = format!("\\{c}{digits}");
    if digits.len() != n {
        return Err(src.error(
            format!("incomplete escape {escape}"),
            escape.chars().count(),
        ));
    }
    let v = u32::from_str_radix(&digits, 16).unwrap_or(0);
    if c == 'U' && v > 0x10FFFF {
        // chr() raises ValueError, which `_escape` turns into "bad escape".
        return Err(src.error(format!("bad escape {escape}"), escape.chars().count()));
    }
    Ok(Some(v))
}

fn named_escape(src: &mut Source<'_>) -> Result<u32, ReErr> {
    if !src.matches('{')? {
        return Err(src.error("missing {", 0));
    }
    src.getuntil('}', "character name")?;
    Err(ReErr::Refused(
        "re: \\N{...} escapes are not supported; use \\u or \\U with the code point".into(),
    ))
}

fn class_escape(src: &mut Source<'_>, c: char) -> Result<Escaped, ReErr> {
    if let Some(v) = simple_escape(c) {
        return Ok(Escaped::Lit(v));
    }
    if let Some(cat) = category(c) {
        return Ok(Escaped::Cat(cat));
    }
    if let Some(v) = hex_escape(src, c)? {
        return Ok(Escaped::Lit(v));
    }
    if c == 'N' {
        return named_escape(src).map(Escaped::Lit);
    }
    if OCTDIGITS.contains(c) {
        let more = src.getwhile(2, OCTDIGITS)?;
        let escape = format!("\\{c}{more}");
        let v = u32::from_str_radix(&escape[1..], 8).unwrap_or(0);
        if v > 0o377 {
            return Err(src.error(
                format!("octal escape value {escape} outside of range 0-0o377"),
                escape.len(),
            ));
        }
        return Ok(Escaped::Lit(v));
    }
    if DIGITS.contains(c) || c.is_ascii_alphabetic() {
        return Err(src.error(format!("bad escape \\{c}"), 2));
    }
    Ok(Escaped::Lit(c as u32))
}

fn escape(src: &mut Source<'_>, c: char, state: &State) -> Result<Escaped, ReErr> {
    match c {
        'A' => return Ok(Escaped::Node(Node::At(At::BeginningString))),
        'b' => return Ok(Escaped::Node(Node::At(At::Boundary))),
        'B' => return Ok(Escaped::Node(Node::At(At::NonBoundary))),
        'Z' => return Ok(Escaped::Node(Node::At(At::EndString))),
        _ => {}
    }
    if let Some(cat) = category(c) {
        return Ok(Escaped::Cat(cat));
    }
    if let Some(v) = simple_escape(c) {
        return Ok(Escaped::Lit(v));
    }
    if let Some(v) = hex_escape(src, c)? {
        return Ok(Escaped::Lit(v));
    }
    if c == 'N' {
        return named_escape(src).map(Escaped::Lit);
    }
    if c == '0' {
        let more = src.getwhile(2, OCTDIGITS)?;
        return Ok(Escaped::Lit(
            u32::from_str_radix(&format!("0{more}"), 8).unwrap_or(0),
        ));
    }
    if DIGITS.contains(c) {
        let mut escape = format!("\\{c}");
        if let Some(Tok::C(d)) = src.next {
            if DIGITS.contains(d) {
                src.get()?;
                escape.push(d);
                if OCTDIGITS.contains(c) && OCTDIGITS.contains(d) && src.next_in(OCTDIGITS) {
                    if let Some(Tok::C(e)) = src.get()? {
                        escape.push(e);
                    }
                    let v = u32::from_str_radix(&escape[1..], 8).unwrap_or(0);
                    if v > 0o377 {
                        return Err(src.error(
                            format!("octal escape value {escape} outside of range 0-0o377"),
                            escape.len(),
                        ));
                    }
                    return Ok(Escaped::Lit(v));
                }
            }
        }
        let group: usize = escape[1..].parse().unwrap_or(usize::MAX);
        if group < state.groups() {
            if !state.checkgroup(group) {
                return Err(src.error("cannot refer to an open group", escape.len()));
            }
            state.checklookbehindgroup(group, src)?;
            return Ok(Escaped::Node(Node::GroupRef(group)));
        }
        return Err(src.error(format!("invalid group reference {group}"), escape.len() - 1));
    }
    if c.is_ascii_alphabetic() {
        return Err(src.error(format!("bad escape \\{c}"), 2));
    }
    Ok(Escaped::Lit(c as u32))
}

fn parse_sub(
    src: &mut Source<'_>,
    state: &mut State,
    verbose: bool,
    nested: usize,
) -> Result<Vec<Node>, ReErr> {
    if nested > 2 * MAX_NESTING {
        return Err(ReErr::Refused(format!(
            "re: patterns nested more than {MAX_NESTING} levels deep are not supported"
        )));
    }
    let mut verbose = verbose;
    let mut items: Vec<Vec<Node>> = Vec::new();
    loop {
        let first = nested == 0 && items.is_empty();
        items.push(parse(src, state, verbose, nested + 1, first)?);
        if !src.matches('|')? {
            break;
        }
        if nested == 0 {
            verbose = state.flags & F_VERBOSE != 0;
        }
    }
    if items.len() == 1 {
        return Ok(items.pop().unwrap_or_default());
    }
    let mut sub = Vec::new();
    // A common prefix moves out of the branch.
    while let Some(prefix) = items.first().and_then(|i| i.first()).cloned() {
        if items.iter().all(|i| i.first() == Some(&prefix)) {
            for i in &mut items {
                i.remove(0);
            }
            sub.push(prefix);
        } else {
            break;
        }
    }
    // A branch of single characters and sets becomes one set.
    let mut set = Vec::new();
    let mut all = true;
    for item in &items {
        match item.as_slice() {
            [Node::Lit(c)] => set.push(SetItem::Lit(*c)),
            [Node::In(false, av)] => set.extend(av.iter().copied()),
            _ => {
                all = false;
                break;
            }
        }
    }
    if all {
        sub.push(Node::In(false, uniq(set)));
        return Ok(sub);
    }
    sub.push(Node::Branch(items));
    Ok(sub)
}

fn uniq(v: Vec<SetItem>) -> Vec<SetItem> {
    let mut out: Vec<SetItem> = Vec::with_capacity(v.len());
    for x in v {
        if !out.contains(&x) {
            out.push(x);
        }
    }
    out
}

fn parse(
    src: &mut Source<'_>,
    state: &mut State,
    verbose: bool,
    nested: usize,
    first: bool,
) -> Result<Vec<Node>, ReErr> {
    let mut verbose = verbose;
    let mut sub: Vec<Node> = Vec::new();
    while let Some(this) = src.next {
        if this.is("|)") {
            break;
        }
        src.get()?;
        if verbose {
            if this.is(" \t\n\r\x0b\x0c") {
                continue;
            }
            if this == Tok::C('#') {
                loop {
                    match src.get()? {
                        None | Some(Tok::C('\n')) => break,
                        _ => {}
                    }
                }
                continue;
            }
        }
        match this {
            Tok::Esc(c) => match escape(src, c, state)? {
                Escaped::Lit(v) => sub.push(Node::Lit(v)),
                Escaped::Cat(cat) => sub.push(Node::In(false, vec![SetItem::Cat(cat)])),
                Escaped::Node(n) => sub.push(n),
            },
            Tok::C(c) if !".\\[{()*+?^$|".contains(c) => sub.push(Node::Lit(c as u32)),
            Tok::C('[') => sub.push(parse_set(src)?),
            Tok::C(c @ ('*' | '+' | '?' | '{')) => {
                let here = src.tell();
                let (min, max) = match c {
                    '?' => (0, 1),
                    '*' => (0, MAXREPEAT),
                    '+' => (1, MAXREPEAT),
                    _ => {
                        if src.next == Some(Tok::C('}')) {
                            sub.push(Node::Lit('{' as u32));
                            continue;
                        }
                        let (mut lo, mut hi) = (String::new(), String::new());
                        while src.next_in(DIGITS) {
                            if let Some(Tok::C(d)) = src.get()? {
                                lo.push(d);
                            }
                        }
                        if src.matches(',')? {
                            while src.next_in(DIGITS) {
                                if let Some(Tok::C(d)) = src.get()? {
                                    hi.push(d);
                                }
                            }
                        } else {
                            hi = lo.clone();
                        }
                        if !src.matches('}')? {
                            sub.push(Node::Lit('{' as u32));
                            src.seek(here)?;
                            continue;
                        }
                        let big = |s: &str| s.parse::<u64>().map_or(true, |v| v >= MAXREPEAT);
                        let mut min = 0;
                        let mut max = MAXREPEAT;
                        if !lo.is_empty() {
                            if big(&lo) {
                                return Err(ReErr::Overflow(
                                    "the repetition number is too large".into(),
                                ));
                            }
                            min = lo.parse().unwrap_or(0);
                        }
                        if !hi.is_empty() {
                            if big(&hi) {
                                return Err(ReErr::Overflow(
                                    "the repetition number is too large".into(),
                                ));
                            }
                            max = hi.parse().unwrap_or(0);
                            if max < min {
                                return Err(src.error(
                                    "min repeat greater than max repeat",
                                    src.tell() - here,
                                ));
                            }
                        }
                        (min, max)
                    }
                };
                let item = match sub.last() {
                    None | Some(Node::At(_)) => {
                        return Err(src.error("nothing to repeat", src.tell() - here + 1));
                    }
                    Some(Node::Repeat { .. }) => {
                        return Err(src.error("multiple repeat", src.tell() - here + 1));
                    }
                    Some(Node::Group {
                        gid: None,
                        add: 0,
                        del: 0,
                        body,
                    }) => body.clone(),
                    Some(n) => vec![n.clone()],
                };
                sub.pop();
                let (lazy, possessive) = if src.matches('?')? {
                    (true, false)
                } else if src.matches('+')? {
                    (false, true)
                } else {
                    (false, false)
                };
                sub.push(Node::Repeat {
                    min,
                    max,
                    lazy,
                    possessive,
                    item,
                });
            }
            Tok::C('.') => sub.push(Node::Any),
            Tok::C('(') => {
                if let Some(n) = parse_group(src, state, &mut verbose, nested, first, &sub)? {
                    sub.push(n);
                }
            }
            Tok::C('^') => sub.push(Node::At(At::Beginning)),
            Tok::C('$') => sub.push(Node::At(At::End)),
            Tok::C(_) => {}
        }
    }
    // Non-capturing groups without flags are unpacked.
    let mut out = Vec::with_capacity(sub.len());
    for n in sub {
        match n {
            Node::Group {
                gid: None,
                add: 0,
                del: 0,
                body,
            } => out.extend(body),
            n => out.push(n),
        }
    }
    Ok(out)
}

fn parse_set(src: &mut Source<'_>) -> Result<Node, ReErr> {
    let here = src.tell() - 1;
    let mut set: Vec<SetItem> = Vec::new();
    let negate = src.matches('^')?;
    loop {
        let Some(this) = src.get()? else {
            return Err(src.error("unterminated character set", src.tell() - here));
        };
        if this == Tok::C(']') && !set.is_empty() {
            break;
        }
        // `set` counts items pushed, as CPython's list does (a `]` right after `[` or `[^`
        // is a literal).
        let code1 = match this {
            Tok::Esc(c) => class_escape(src, c)?,
            Tok::C(c) => Escaped::Lit(c as u32),
        };
        if src.matches('-')? {
            let Some(that) = src.get()? else {
                return Err(src.error("unterminated character set", src.tell() - here));
            };
            if that == Tok::C(']') {
                set.push(item_of(code1));
                set.push(SetItem::Lit('-' as u32));
                break;
            }
            let code2 = match that {
                Tok::Esc(c) => class_escape(src, c)?,
                Tok::C(c) => Escaped::Lit(c as u32),
            };
            let msg = || format!("bad character range {}-{}", this.text(), that.text());
            let (Escaped::Lit(lo), Escaped::Lit(hi)) = (&code1, &code2) else {
                return Err(src.error(msg(), this.len() + 1 + that.len()));
            };
            if hi < lo {
                return Err(src.error(msg(), this.len() + 1 + that.len()));
            }
            set.push(SetItem::Range(*lo, *hi));
        } else {
            set.push(item_of(code1));
        }
    }
    let set = uniq(set);
    if let [SetItem::Lit(c)] = set.as_slice() {
        return Ok(if negate {
            Node::NotLit(*c)
        } else {
            Node::Lit(*c)
        });
    }
    Ok(Node::In(negate, set))
}

fn item_of(e: Escaped) -> SetItem {
    match e {
        Escaped::Lit(v) => SetItem::Lit(v),
        Escaped::Cat(c) => SetItem::Cat(c),
        Escaped::Node(_) => SetItem::Lit(0),
    }
}

/// `(` ... `)`; `None` for a comment or global flags.
fn parse_group(
    src: &mut Source<'_>,
    state: &mut State,
    verbose: &mut bool,
    nested: usize,
    first: bool,
    sub: &[Node],
) -> Result<Option<Node>, ReErr> {
    let start = src.tell() - 1;
    let mut capture = true;
    let mut atomic = false;
    let mut name: Option<String> = None;
    let (mut add, mut del) = (0, 0);
    if src.matches('?')? {
        let Some(ch) = src.get()? else {
            return Err(src.error("unexpected end of pattern", 0));
        };
        match ch {
            Tok::C('P') => {
                if src.matches('<')? {
                    let n = src.getuntil('>', "group name")?;
                    src.checkgroupname(&n, 1)?;
                    name = Some(n);
                } else if src.matches('=')? {
                    let n = src.getuntil(')', "group name")?;
                    src.checkgroupname(&n, 1)?;
                    let len = n.chars().count() + 1;
                    let Some(gid) = state.group_index(&n) else {
                        return Err(src.error(format!("unknown group name {}", str_repr(&n)), len));
                    };
                    if !state.checkgroup(gid) {
                        return Err(src.error("cannot refer to an open group", len));
                    }
                    state.checklookbehindgroup(gid, src)?;
                    return Ok(Some(Node::GroupRef(gid)));
                } else {
                    let Some(c) = src.get()? else {
                        return Err(src.error("unexpected end of pattern", 0));
                    };
                    return Err(src.error(format!("unknown extension ?P{}", c.text()), c.len() + 2));
                }
            }
            Tok::C(':') => capture = false,
            Tok::C('#') => loop {
                if src.next.is_none() {
                    return Err(src.error("missing ), unterminated comment", src.tell() - start));
                }
                if src.get()? == Some(Tok::C(')')) {
                    return Ok(None);
                }
            },
            Tok::C(c @ ('=' | '!' | '<')) => {
                let mut c = c;
                let mut ahead = true;
                let saved = state.lookbehindgroups;
                if c == '<' {
                    match src.get()? {
                        None => return Err(src.error("unexpected end of pattern", 0)),
                        Some(Tok::C(d @ ('=' | '!'))) => c = d,
                        Some(t) => {
                            return Err(
                                src.error(format!("unknown extension ?<{}", t.text()), t.len() + 2)
                            )
                        }
                    }
                    ahead = false;
                    if saved.is_none() {
                        state.lookbehindgroups = Some(state.groups());
                    }
                }
                let p = parse_sub(src, state, *verbose, nested + 1)?;
                if !ahead && saved.is_none() {
                    state.lookbehindgroups = None;
                }
                if !src.matches(')')? {
                    return Err(src.error("missing ), unterminated subpattern", src.tell() - start));
                }
                return Ok(Some(Node::Assert(ahead, c == '!', p)));
            }
            Tok::C('(') => {
                let condname = src.getuntil(')', "group name")?;
                let len = condname.chars().count() + 1;
                let condgroup;
                if crate::str_case::isidentifier_str(&condname) {
                    let Some(g) = state.group_index(&condname) else {
                        return Err(
                            src.error(format!("unknown group name {}", str_repr(&condname)), len)
                        );
                    };
                    condgroup = g;
                } else {
                    let Some(g) = py_int(&condname) else {
                        return Err(src.error(
                            format!("bad character in group name {}", str_repr(&condname)),
                            len,
                        ));
                    };
                    if g == 0 {
                        return Err(src.error("bad group number", len));
                    }
                    if g >= MAXGROUPS as u128 {
                        return Err(src.error(format!("invalid group reference {g}"), len));
                    }
                    condgroup = g as usize;
                    if !state.grouprefpos.iter().any(|(k, _)| *k == condgroup) {
                        state
                            .grouprefpos
                            .push((condgroup, src.tell().saturating_sub(len)));
                    }
                }
                state.checklookbehindgroup(condgroup, src)?;
                parse(src, state, *verbose, nested + 1, false)?;
                if src.matches('|')? {
                    parse(src, state, *verbose, nested + 1, false)?;
                    if src.next == Some(Tok::C('|')) {
                        return Err(src.error("conditional backref with more than two branches", 0));
                    }
                }
                if !src.matches(')')? {
                    return Err(src.error("missing ), unterminated subpattern", src.tell() - start));
                }
                return Ok(Some(Node::GroupRefExists(condgroup)));
            }
            Tok::C('>') => {
                capture = false;
                atomic = true;
            }
            Tok::C(c) if flag_of(c).is_some() || c == '-' => match parse_flags(src, state, c)? {
                None => {
                    if !first || !sub.is_empty() {
                        return Err(src.error(
                            "global flags not at the start of the expression",
                            src.tell() - start,
                        ));
                    }
                    *verbose = state.flags & F_VERBOSE != 0;
                    return Ok(None);
                }
                Some((a, d)) => {
                    add = a;
                    del = d;
                    capture = false;
                }
            },
            t => {
                return Err(src.error(format!("unknown extension ?{}", t.text()), t.len() + 1));
            }
        }
    }
    let gid = if capture {
        match state.opengroup(name.as_deref()) {
            Ok(g) => Some(g),
            Err(msg) => {
                let n = name.as_deref().map_or(0, |n| n.chars().count());
                return Err(src.error(msg, n + 1));
            }
        }
    } else {
        None
    };
    let sub_verbose = (*verbose || add & F_VERBOSE != 0) && del & F_VERBOSE == 0;
    let p = parse_sub(src, state, sub_verbose, nested + 1)?;
    if !src.matches(')')? {
        return Err(src.error("missing ), unterminated subpattern", src.tell() - start));
    }
    if let Some(g) = gid {
        let w = width_with(&p, &|g| {
            state.widths.get(g).copied().flatten().unwrap_or((0, 0))
        });
        if let Some(slot) = state.widths.get_mut(g) {
            *slot = Some(w);
        }
    }
    if atomic {
        return Ok(Some(Node::Atomic(p)));
    }
    Ok(Some(Node::Group {
        gid,
        add,
        del,
        body: p,
    }))
}

/// Python's `int(s)` for a group number (digits, optional sign and surrounding whitespace,
/// underscores between digits); `None` when it raises or is negative.
fn py_int(s: &str) -> Option<u128> {
    let t = s.trim();
    let t = t.strip_prefix('+').unwrap_or(t);
    if t.is_empty() || t.starts_with('_') || t.ends_with('_') || t.contains("__") {
        return None;
    }
    let mut v: u128 = 0;
    for c in t.chars() {
        if c == '_' {
            continue;
        }
        let d = c.to_digit(10)?;
        v = v.saturating_mul(10).saturating_add(u128::from(d));
    }
    Some(v)
}

fn parse_flags(
    src: &mut Source<'_>,
    state: &mut State,
    c: char,
) -> Result<Option<(u32, u32)>, ReErr> {
    let (mut add, mut del) = (0u32, 0u32);
    let mut ch = Some(Tok::C(c));
    if c != '-' {
        while let Some(Tok::C(c)) = ch {
            let flag = flag_of(c).unwrap_or(0);
            if c == 'L' {
                return Err(src.error(
                    "bad inline flags: cannot use 'L' flag with a str pattern",
                    0,
                ));
            }
            add |= flag;
            if flag & TYPE_FLAGS != 0 && add & TYPE_FLAGS != flag {
                return Err(src.error(
                    "bad inline flags: flags 'a', 'u' and 'L' are incompatible",
                    0,
                ));
            }
            ch = src.get()?;
            match ch {
                None => return Err(src.error("missing -, : or )", 0)),
                Some(Tok::C(')' | '-' | ':')) => break,
                Some(Tok::C(d)) if flag_of(d).is_some() => {}
                Some(t) => {
                    let alpha = matches!(t, Tok::C(d) if crate::str_case::is_alpha(d));
                    let msg = if alpha {
                        "unknown flag"
                    } else {
                        "missing -, : or )"
                    };
                    return Err(src.error(msg, t.len()));
                }
            }
        }
    }
    if ch == Some(Tok::C(')')) {
        state.flags |= add;
        return Ok(None);
    }
    if add & GLOBAL_FLAGS != 0 {
        return Err(src.error("bad inline flags: cannot turn on global flag", 1));
    }
    if ch == Some(Tok::C('-')) {
        ch = src.get()?;
        match ch {
            None => return Err(src.error("missing flag", 0)),
            Some(Tok::C(d)) if flag_of(d).is_some() => {}
            Some(t) => {
                let alpha = matches!(t, Tok::C(d) if crate::str_case::is_alpha(d));
                let msg = if alpha {
                    "unknown flag"
                } else {
                    "missing flag"
                };
                return Err(src.error(msg, t.len()));
            }
        }
        while let Some(Tok::C(c)) = ch {
            let flag = flag_of(c).unwrap_or(0);
            if flag & TYPE_FLAGS != 0 {
                return Err(src.error(
                    "bad inline flags: cannot turn off flags 'a', 'u' and 'L'",
                    0,
                ));
            }
            del |= flag;
            ch = src.get()?;
            match ch {
                None => return Err(src.error("missing :", 0)),
                Some(Tok::C(':')) => break,
                Some(Tok::C(d)) if flag_of(d).is_some() => {}
                Some(t) => {
                    let alpha = matches!(t, Tok::C(d) if crate::str_case::is_alpha(d));
                    let msg = if alpha { "unknown flag" } else { "missing :" };
                    return Err(src.error(msg, t.len()));
                }
            }
        }
    }
    if del & GLOBAL_FLAGS != 0 {
        return Err(src.error("bad inline flags: cannot turn off global flag", 1));
    }
    if add & del != 0 {
        return Err(src.error("bad inline flags: flag turned on and off", 1));
    }
    Ok(Some((add, del)))
}

/// `getwidth` with the widths of the groups given by `gw`.
pub fn width_with(nodes: &[Node], gw: &dyn Fn(usize) -> (u128, u128)) -> (u128, u128) {
    let (mut lo, mut hi) = (0u128, 0u128);
    for n in nodes {
        let (i, j) = match n {
            Node::Branch(items) => {
                let mut i = MAXWIDTH;
                let mut j = 0;
                for it in items {
                    let (l, h) = width_with(it, gw);
                    i = i.min(l);
                    j = j.max(h);
                }
                (i, j)
            }
            Node::Atomic(p) | Node::Group { body: p, .. } => width_with(p, gw),
            Node::Repeat { min, max, item, .. } => {
                let (i, j) = width_with(item, gw);
                let lo_add = i.saturating_mul(u128::from(*min));
                let hi_add = if *max == MAXREPEAT && j > 0 {
                    MAXWIDTH
                } else {
                    j.saturating_mul(u128::from(*max))
                };
                (lo_add, hi_add)
            }
            Node::Lit(_) | Node::NotLit(_) | Node::Any | Node::In(..) => (1, 1),
            Node::GroupRef(g) => gw(*g),
            Node::GroupRefExists(_) | Node::At(_) | Node::Assert(..) => (0, 0),
        };
        lo = lo.saturating_add(i);
        hi = hi.saturating_add(j);
    }
    (lo.min(MAXWIDTH), hi.min(MAXWIDTH))
}

/// `re._parser.parse(pattern, flags)` for a str pattern (with `fix_flags`).
pub fn parse_pattern(pattern: &str, flags: u32) -> Result<Parsed, ReErr> {
    let chars: Vec<char> = pattern.chars().collect();
    let mut src = Source::new(&chars)?;
    let mut state = State {
        flags,
        names: Vec::new(),
        widths: vec![None],
        lookbehindgroups: None,
        grouprefpos: Vec::new(),
    };
    let nodes = parse_sub(&mut src, &mut state, flags & F_VERBOSE != 0, 0)?;
    let mut flags = state.flags;
    if flags & F_LOCALE != 0 {
        return Err(ReErr::Value(
            "cannot use LOCALE flag with a str pattern".into(),
        ));
    }
    if flags & F_ASCII == 0 {
        flags |= F_UNICODE;
    } else if flags & F_UNICODE != 0 {
        return Err(ReErr::Value(
            "ASCII and UNICODE flags are incompatible".into(),
        ));
    }
    if src.next.is_some() {
        return Err(src.error("unbalanced parenthesis", 0));
    }
    for (g, pos) in &state.grouprefpos {
        if *g >= state.groups() {
            return Err(ReErr::Error(
                format!("invalid group reference {g}"),
                Some(*pos),
            ));
        }
    }
    Ok(Parsed {
        nodes,
        flags,
        groups: state.groups(),
        names: state.names,
    })
}

/// A piece of a replacement template.
#[derive(Clone, Debug, PartialEq)]
pub enum Piece {
    /// Literal text.
    Text(String),
    /// A group's text (empty when it did not match).
    Group(usize),
}

/// `re._parser.parse_template`: a replacement string as literal text and group references,
/// checked against a pattern with `groups` groups (`state.groups`, counting group 0) and
/// these names.
pub fn parse_template(
    template: &str,
    groups: usize,
    names: &[(String, usize)],
) -> Result<Vec<Piece>, ReErr> {
    let chars: Vec<char> = template.chars().collect();
    let mut s = Source::new(&chars)?;
    let mut out: Vec<Piece> = Vec::new();
    let mut lit = String::new();
    let flush = |lit: &mut String, out: &mut Vec<Piece>| {
        if !lit.is_empty() {
            out.push(Piece::Text(std::mem::take(lit)));
        }
    };
    while let Some(this) = s.get()? {
        match this {
            Tok::C(c) => lit.push(c),
            Tok::Esc('g') => {
                if !s.matches('<')? {
                    return Err(s.error("missing <", 0));
                }
                let name = s.getuntil('>', "group name")?;
                let len = name.chars().count() + 1;
                let index;
                if crate::str_case::isidentifier_str(&name) {
                    match names.iter().find(|(n, _)| *n == name) {
                        Some((_, g)) => index = *g,
                        None => {
                            return Err(ReErr::Index(format!(
                                "unknown group name {}",
                                str_repr(&name)
                            )))
                        }
                    }
                } else {
                    let Some(g) = py_int(&name) else {
                        return Err(s.error(
                            format!("bad character in group name {}", str_repr(&name)),
                            len,
                        ));
                    };
                    if g >= MAXGROUPS as u128 {
                        return Err(s.error(format!("invalid group reference {g}"), len));
                    }
                    index = g as usize;
                }
                if index > groups {
                    return Err(s.error(format!("invalid group reference {index}"), len));
                }
                flush(&mut lit, &mut out);
                out.push(Piece::Group(index));
            }
            Tok::Esc('0') => {
                let mut digits = String::from("0");
                for _ in 0..2 {
                    match s.next {
                        Some(Tok::C(d)) if OCTDIGITS.contains(d) => {
                            s.get()?;
                            digits.push(d);
                        }
                        _ => break,
                    }
                }
                let v = u32::from_str_radix(&digits, 8).unwrap_or(0) & 0xff;
                lit.push(char::from_u32(v).unwrap_or('\0'));
            }
            Tok::Esc(c) if c.is_ascii_digit() => {
                let mut text = c.to_string();
                let mut isoctal = false;
                if let Some(Tok::C(d)) = s.next {
                    if d.is_ascii_digit() {
                        s.get()?;
                        text.push(d);
                        if OCTDIGITS.contains(c) && OCTDIGITS.contains(d) && s.next_in(OCTDIGITS) {
                            if let Some(Tok::C(e)) = s.get()? {
                                text.push(e);
                            }
                            isoctal = true;
                            let v = u32::from_str_radix(&text, 8).unwrap_or(0);
                            if v > 0o377 {
                                return Err(s.error(
                                    format!("octal escape value \\{text} outside of range 0-0o377"),
                                    text.len() + 1,
                                ));
                            }
                            lit.push(char::from_u32(v).unwrap_or('\0'));
                        }
                    }
                }
                if !isoctal {
                    let index: usize = text.parse().unwrap_or(usize::MAX);
                    if index > groups {
                        return Err(s.error(format!("invalid group reference {index}"), text.len()));
                    }
                    flush(&mut lit, &mut out);
                    out.push(Piece::Group(index));
                }
            }
            Tok::Esc(c) => match simple_escape(c) {
                Some(v) => lit.push(char::from_u32(v).unwrap_or('\0')),
                None if c.is_ascii_alphabetic() => {
                    return Err(s.error(format!("bad escape \\{c}"), 2));
                }
                None => {
                    lit.push('\\');
                    lit.push(c);
                }
            },
        }
    }
    flush(&mut lit, &mut out);
    Ok(out)
}
