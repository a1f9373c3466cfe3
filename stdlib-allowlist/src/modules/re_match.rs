//! `re`'s iteration (`findall`, `sub`, `split`, the `finditer` steps, with CPython 3.7+'s
//! rule for empty matches), templates (`\1`, `\g<name>`), and the methods of `Pattern` and
//! `Match`, each as `_sre.c` and `Lib/re/__init__.py` do them.

use pyrite_runtime::libobj::{LibObj, ReMatch};
use pyrite_runtime::{TypeTag, Value, Vm, VmResult};

use super::re::{
    bind_clinic, check, find_at, longest_at, new_finditer, new_match, pattern_parts, run_search,
    window, Mode, Window,
};
use super::re_engine::Compiled;
use super::re_parse::{parse_template, Piece};
use crate::args::Kw;

type CSpans = Vec<Option<[usize; 4]>>;

/// The next match at or after byte `byte`: after an empty match (`must_advance`), not an
/// empty one at the same place (`_sre`'s `must_advance`).
pub(crate) fn next_match(
    vm: &mut Vm<'_>,
    c: &Compiled,
    string: Value,
    w: &Window,
    byte: usize,
    chr: usize,
    must_advance: bool,
) -> VmResult<Option<CSpans>> {
    let (mut byte, mut chr, mut must) = (byte, chr, must_advance);
    loop {
        if byte > w.end_b {
            return Ok(None);
        }
        let Some(spans) = find_at(vm, c, string, w, byte, chr, Mode::Search)? else {
            return Ok(None);
        };
        let [_, _, bs, be] = spans.first().copied().flatten().unwrap_or([0; 4]);
        if must && bs == byte && be == byte {
            if c.empty_first {
                if let Some(e) = longest_at(vm, c, string, w, byte)? {
                    if e > byte {
                        return Err(vm.not_supported(
                            "re: this pattern prefers an empty match where a longer one \
                             follows at the same place (a lazy repeat or an empty first \
                             alternative), which Pyrite cannot iterate exactly",
                        ));
                    }
                }
            }
            if byte >= w.end_b {
                return Ok(None);
            }
            let len = vm
                .as_str(string)
                .and_then(|t| t.get(byte..))
                .and_then(|t| t.chars().next())
                .map_or(1, char::len_utf8);
            byte += len;
            chr += 1;
            must = false;
            continue;
        }
        return Ok(Some(spans));
    }
}

/// The text of a span of `string`.
fn span_str(
    vm: &mut Vm<'_>,
    string: Value,
    s: Option<[usize; 4]>,
    default: Value,
) -> VmResult<Value> {
    match s {
        None => Ok(default),
        Some([_, _, a, b]) => {
            let t = vm
                .as_str(string)
                .and_then(|t| t.get(a..b))
                .unwrap_or("")
                .to_string();
            vm.new_str(t)
        }
    }
}

/// `Pattern.findall` (`pattern_findall`).
pub(crate) fn findall(
    vm: &mut Vm<'_>,
    p: Value,
    s: Value,
    pos: i64,
    endpos: i64,
) -> VmResult<Value> {
    let Some((c, rp)) = pattern_parts(vm, p) else {
        return Err(vm.type_error("findall() needs a pattern"));
    };
    if vm.as_pystr(s).is_none() {
        return Err(not_string(vm, s));
    }
    let mut w = window(vm, s, pos, endpos)?;
    w.pat = p;
    let out = vm.new_list(Vec::new())?;
    vm.with_roots(&[out, s, p], |vm| {
        if w.pos > w.endpos {
            return Ok(out);
        }
        check(vm, &c, s, &w)?;
        let (mut byte, mut chr, mut must) = (w.pos_b, w.pos, false);
        while let Some(spans) = next_match(vm, &c, s, &w, byte, chr, must)? {
            let or_empty = |g: usize| Some(spans.get(g).copied().flatten().unwrap_or([0; 4]));
            let item = match rp.groups {
                0 => span_str(vm, s, or_empty(0), Value::None)?,
                1 => span_str(vm, s, or_empty(1), Value::None)?,
                n => {
                    let mut items = Vec::with_capacity(n);
                    let mark = vm.roots_len();
                    let mut failed = None;
                    for g in 1..=n {
                        match span_str(vm, s, or_empty(g), Value::None) {
                            Ok(v) => {
                                vm.push_root(v);
                                items.push(v);
                            }
                            Err(e) => {
                                failed = Some(e);
                                break;
                            }
                        }
                    }
                    let t = match failed {
                        Some(e) => Err(e),
                        None => vm.new_tuple(items),
                    };
                    vm.truncate_roots(mark);
                    t?
                }
            };
            vm.list_push(out, item)?;
            let [_, ce, bs, be] = spans.first().copied().flatten().unwrap_or([0; 4]);
            must = bs == be;
            byte = be;
            chr = ce;
        }
        Ok(out)
    })
}

fn not_string(vm: &Vm<'_>, v: Value) -> pyrite_runtime::VmErr {
    vm.type_error(format!(
        "expected string or bytes-like object, got '{}'",
        vm.type_name(v)
    ))
}

/// `Pattern.split` (`pattern_split`).
pub(crate) fn split(vm: &mut Vm<'_>, p: Value, s: Value, maxsplit: i64) -> VmResult<Value> {
    let Some((c, rp)) = pattern_parts(vm, p) else {
        return Err(vm.type_error("split() needs a pattern"));
    };
    if vm.as_pystr(s).is_none() {
        return Err(not_string(vm, s));
    }
    let mut w = window(vm, s, 0, i64::MAX)?;
    w.pat = p;
    let out = vm.new_list(Vec::new())?;
    vm.with_roots(&[out, s, p], |vm| {
        check(vm, &c, s, &w)?;
        let (mut byte, mut chr, mut must) = (0usize, 0usize, false);
        let mut last = 0usize;
        let mut n = 0i64;
        while maxsplit == 0 || n < maxsplit {
            let Some(spans) = next_match(vm, &c, s, &w, byte, chr, must)? else {
                break;
            };
            let [_, ce, bs, be] = spans.first().copied().flatten().unwrap_or([0; 4]);
            let piece = span_str(vm, s, Some([0, 0, last, bs]), Value::None)?;
            vm.list_push(out, piece)?;
            for g in 1..=rp.groups {
                let v = span_str(vm, s, spans.get(g).copied().flatten(), Value::None)?;
                vm.list_push(out, v)?;
            }
            n += 1;
            must = bs == be;
            last = be;
            byte = be;
            chr = ce;
        }
        let rest = span_str(vm, s, Some([0, 0, last, w.end_b]), Value::None)?;
        vm.list_push(out, rest)?;
        Ok(out)
    })
}

/// `Pattern.sub`/`subn` (`pattern_subx`): `repl` a template string or a callable.
pub(crate) fn subx(
    vm: &mut Vm<'_>,
    p: Value,
    repl: Value,
    s: Value,
    count: i64,
    with_n: bool,
) -> VmResult<Value> {
    let Some((c, rp)) = pattern_parts(vm, p) else {
        return Err(vm.type_error("sub() needs a pattern"));
    };
    let template = if vm.as_pystr(repl).is_some() {
        let t = vm.as_str(repl).unwrap_or("").to_string();
        vm.charge_fuel(1 + t.len() as u64 / 32)?;
        // The parse holds the text's characters and a copy of its literal parts.
        let pieces = vm
            .with_scratch(6 * t.len() as u64, |_| {
                Ok(parse_template(&t, rp.groups, &rp.names))
            })?
            .map_err(|e| template_error(vm, e, repl))?;
        Some(pieces)
    } else if vm.is_callable(repl) {
        None
    } else {
        return Err(vm.type_error(format!(
            "decoding to str: need a bytes-like object, {} found",
            vm.type_name(repl)
        )));
    };
    if vm.as_pystr(s).is_none() {
        return Err(not_string(vm, s));
    }
    let mut w = window(vm, s, 0, i64::MAX)?;
    w.pat = p;
    check(vm, &c, s, &w)?;
    let mut out = String::new();
    let mut held = 0u64;
    let mut n = 0i64;
    // CPython joins a list of the pieces at the end: the first callback result that is not
    // a str (None counts as nothing) fails the join, after every callback ran.
    let mut items = 0usize;
    let mut bad: Option<(usize, String)> = None;
    let r = vm.with_roots(&[s, p, repl], |vm| -> VmResult<()> {
        let (mut byte, mut chr, mut must) = (0usize, 0usize, false);
        let mut last = 0usize;
        while count == 0 || n < count {
            let Some(spans) = next_match(vm, &c, s, &w, byte, chr, must)? else {
                break;
            };
            let [_, ce, bs, be] = spans.first().copied().flatten().unwrap_or([0; 4]);
            let mut piece = vm
                .as_str(s)
                .and_then(|t| t.get(last..bs))
                .unwrap_or("")
                .to_string();
            if !piece.is_empty() {
                items += 1;
            }
            match &template {
                Some(pieces) => {
                    for pc in pieces {
                        match pc {
                            Piece::Text(t) => piece.push_str(t),
                            Piece::Group(g) => {
                                if let Some(Some([_, _, a, b])) = spans.get(*g) {
                                    let t = vm.as_str(s).and_then(|t| t.get(*a..*b)).unwrap_or("");
                                    piece.push_str(t);
                                }
                            }
                        }
                    }
                }
                None => {
                    let m = new_match(vm, p, &c, s, &w, spans.clone())?;
                    let r = vm.with_roots(&[m], |vm| vm.call_function(repl, &[m], &[]))?; // CALLBACK
                    if r != Value::None {
                        match vm.as_str(r) {
                            Some(t) => piece.push_str(t),
                            None => {
                                if bad.is_none() {
                                    bad = Some((items, vm.type_name(r).to_string()));
                                }
                            }
                        }
                        items += 1;
                    }
                }
            }
            vm.charge_scratch(piece.len() as u64)?;
            held += piece.len() as u64;
            out.push_str(&piece);
            n += 1;
            must = bs == be;
            last = be;
            byte = be;
            chr = ce;
        }
        let rest = vm
            .as_str(s)
            .and_then(|t| t.get(last..))
            .unwrap_or("")
            .to_string();
        vm.charge_scratch(rest.len() as u64)?;
        held += rest.len() as u64;
        out.push_str(&rest);
        Ok(())
    });
    vm.release_scratch(held);
    r?;
    if let Some((i, t)) = bad {
        return Err(vm.type_error(format!(
            "sequence item {i}: expected str instance, {t} found"
        )));
    }
    let v = vm.new_str(out)?;
    if with_n {
        return vm.with_roots(&[v], |vm| vm.new_tuple(vec![v, Value::Int(n)]));
    }
    Ok(v)
}

fn template_error(
    vm: &mut Vm<'_>,
    e: super::re_parse::ReErr,
    repl: Value,
) -> pyrite_runtime::VmErr {
    match e {
        super::re_parse::ReErr::Error(msg, pos) => {
            super::re::re_error(vm, &msg, pos.map(|p| (repl, p)))
        }
        super::re_parse::ReErr::Index(m) => vm.err(TypeTag::IndexError, m),
        super::re_parse::ReErr::Overflow(m) => vm.err(TypeTag::OverflowError, m),
        super::re_parse::ReErr::Value(m) => vm.value_error(m),
        super::re_parse::ReErr::Refused(m) => vm.not_supported(m),
    }
}

// ----- Pattern methods ----------------------------------------------------------------------

fn recv(vm: &Vm<'_>, a: &[Value], what: &str) -> VmResult<(Value, Vec<Value>)> {
    match a.split_first() {
        Some((r, rest)) => Ok((*r, rest.to_vec())),
        None => Err(vm.type_error(format!("{what} needs its object"))),
    }
}

fn pos_endpos(vm: &Vm<'_>, b: &[Option<Value>]) -> VmResult<(i64, i64)> {
    let pos = match b.get(1).copied().flatten() {
        None => 0,
        Some(v) => super::re::ssize_arg(vm, v)?,
    };
    let endpos = match b.get(2).copied().flatten() {
        None => i64::MAX,
        Some(v) => super::re::ssize_arg(vm, v)?,
    };
    Ok((pos, endpos))
}

macro_rules! pattern_search {
    ($name:ident, $py:literal, $mode:expr) => {
        #[doc = concat!("`Pattern.", $py, "(string, pos=0, endpos=sys.maxsize)`.")]
        pub fn $name(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
            let (p, rest) = recv(vm, a, $py)?;
            let b = bind_clinic(vm, $py, &rest, kws, &["string", "pos", "endpos"], 1)?;
            let (pos, endpos) = pos_endpos(vm, &b)?;
            run_search(vm, p, b[0].unwrap_or(Value::None), pos, endpos, $mode)
        }
    };
}

pattern_search!(p_search, "search", Mode::Search);
pattern_search!(p_match, "match", Mode::Match);
pattern_search!(p_fullmatch, "fullmatch", Mode::Full);

/// `Pattern.findall(string, pos=0, endpos=sys.maxsize)`.
pub fn p_findall(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (p, rest) = recv(vm, a, "findall")?;
    let b = bind_clinic(vm, "findall", &rest, kws, &["string", "pos", "endpos"], 1)?;
    let (pos, endpos) = pos_endpos(vm, &b)?;
    findall(vm, p, b[0].unwrap_or(Value::None), pos, endpos)
}

/// `Pattern.finditer(string, pos=0, endpos=sys.maxsize)`.
pub fn p_finditer(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (p, rest) = recv(vm, a, "finditer")?;
    let b = bind_clinic(vm, "finditer", &rest, kws, &["string", "pos", "endpos"], 1)?;
    let (pos, endpos) = pos_endpos(vm, &b)?;
    new_finditer(vm, p, b[0].unwrap_or(Value::None), pos, endpos)
}

fn p_subx(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>, name: &str, n: bool) -> VmResult<Value> {
    let (p, rest) = recv(vm, a, name)?;
    let b = bind_clinic(vm, name, &rest, kws, &["repl", "string", "count"], 2)?;
    let count = match b[2] {
        None => 0,
        Some(v) => super::re::ssize_arg(vm, v)?,
    };
    subx(
        vm,
        p,
        b[0].unwrap_or(Value::None),
        b[1].unwrap_or(Value::None),
        count,
        n,
    )
}

/// `Pattern.sub(repl, string, count=0)`.
pub fn p_sub(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    p_subx(vm, a, kws, "sub", false)
}

/// `Pattern.subn(repl, string, count=0)`.
pub fn p_subn(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    p_subx(vm, a, kws, "subn", true)
}

/// `Pattern.split(string, maxsplit=0)`.
pub fn p_split(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (p, rest) = recv(vm, a, "split")?;
    let b = bind_clinic(vm, "split", &rest, kws, &["string", "maxsplit"], 1)?;
    let maxsplit = match b[1] {
        None => 0,
        Some(v) => super::re::ssize_arg(vm, v)?,
    };
    split(vm, p, b[0].unwrap_or(Value::None), maxsplit)
}

// ----- Match methods ------------------------------------------------------------------------

fn the_match(vm: &Vm<'_>, a: &[Value], what: &str) -> VmResult<(ReMatch, Vec<Value>)> {
    let (m, rest) = recv(vm, a, what)?;
    match vm.lib_obj(m) {
        Some(LibObj::ReMatch(x)) => Ok(((**x).clone(), rest)),
        _ => Err(vm.type_error(format!("{what}() needs a re.Match"))),
    }
}

/// `match_getindex`: a group number from an int or a group name.
fn group_index(vm: &Vm<'_>, m: &ReMatch, g: Value) -> VmResult<usize> {
    let n = m.spans.len();
    let bad = || vm.err(TypeTag::IndexError, "no such group");
    if let Some(i) = vm.to_i64(g).or_else(|| vm.re_flag(g)) {
        if matches!(g, Value::Float(_)) {
            return Err(bad());
        }
        return if i >= 0 && (i as u64) < n as u64 {
            Ok(i as usize)
        } else {
            Err(bad())
        };
    }
    if let Some(name) = vm.as_str(g) {
        if let Some(Some(LibObj::RePattern(p))) = Some(vm.lib_obj(m.pattern)) {
            if let Some((_, i)) = p.names.iter().find(|(k, _)| k == name) {
                return Ok(*i);
            }
        }
    }
    Err(bad())
}

fn group_value(vm: &mut Vm<'_>, m: &ReMatch, i: usize, default: Value) -> VmResult<Value> {
    span_str(vm, m.string, m.spans.get(i).copied().flatten(), default)
}

/// `Match.group(*groups)`.
pub fn m_group(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    crate::args::no_kw(vm, "group", kws)?;
    let (m, rest) = the_match(vm, a, "group")?;
    match rest.as_slice() {
        [] => group_value(vm, &m, 0, Value::None),
        [g] => {
            let i = group_index(vm, &m, *g)?;
            group_value(vm, &m, i, Value::None)
        }
        gs => {
            let idx: Vec<usize> = gs
                .iter()
                .map(|g| group_index(vm, &m, *g))
                .collect::<VmResult<_>>()?;
            let mut items = Vec::with_capacity(idx.len());
            let mark = vm.roots_len();
            for i in idx {
                match group_value(vm, &m, i, Value::None) {
                    Ok(v) => {
                        vm.push_root(v);
                        items.push(v);
                    }
                    Err(e) => {
                        vm.truncate_roots(mark);
                        return Err(e);
                    }
                }
            }
            let t = vm.new_tuple(items);
            vm.truncate_roots(mark);
            t
        }
    }
}

/// `Match.__getitem__(g)`.
pub fn m_getitem(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    crate::args::no_kw(vm, "__getitem__", kws)?;
    let (m, rest) = the_match(vm, a, "__getitem__")?;
    let [g] = rest.as_slice() else {
        return Err(vm.type_error(format!("expected 1 argument, got {}", rest.len())));
    };
    let i = group_index(vm, &m, *g)?;
    group_value(vm, &m, i, Value::None)
}

/// `Match.groups(default=None)`.
pub fn m_groups(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (m, rest) = the_match(vm, a, "groups")?;
    let b = bind_clinic(vm, "groups", &rest, kws, &["default"], 0)?;
    let default = b[0].unwrap_or(Value::None);
    let mut items = Vec::with_capacity(m.spans.len());
    let mark = vm.roots_len();
    vm.push_root(default);
    for i in 1..m.spans.len() {
        match group_value(vm, &m, i, default) {
            Ok(v) => {
                vm.push_root(v);
                items.push(v);
            }
            Err(e) => {
                vm.truncate_roots(mark);
                return Err(e);
            }
        }
    }
    let t = vm.new_tuple(items);
    vm.truncate_roots(mark);
    t
}

/// `Match.groupdict(default=None)`.
pub fn m_groupdict(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (m, rest) = the_match(vm, a, "groupdict")?;
    let b = bind_clinic(vm, "groupdict", &rest, kws, &["default"], 0)?;
    let default = b[0].unwrap_or(Value::None);
    let names = match vm.lib_obj(m.pattern) {
        Some(LibObj::RePattern(p)) => p.names.clone(),
        _ => Vec::new(),
    };
    let d = vm.new_dict()?;
    vm.with_roots(&[d, default], |vm| {
        for (name, i) in names {
            let k = vm.new_str(name)?;
            vm.with_roots(&[k], |vm| {
                let v = group_value(vm, &m, i, default)?;
                vm.with_roots(&[v], |vm| vm.dict_set(d, k, v))
            })?;
        }
        Ok(d)
    })
}

fn one_group(vm: &Vm<'_>, a: &[Value], kws: Kw<'_>, name: &str) -> VmResult<(ReMatch, usize)> {
    let (m, rest) = the_match(vm, a, name)?;
    crate::args::no_kw(vm, name, kws)?;
    if rest.len() > 1 {
        return Err(vm.type_error(format!(
            "{name} expected at most 1 argument, got {}",
            rest.len()
        )));
    }
    let i = match rest.first() {
        None => 0,
        Some(g) => group_index(vm, &m, *g)?,
    };
    Ok((m, i))
}

/// `Match.start(group=0)`.
pub fn m_start(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (m, i) = one_group(vm, a, kws, "start")?;
    Ok(Value::Int(
        m.spans
            .get(i)
            .copied()
            .flatten()
            .map_or(-1, |s| s[0] as i64),
    ))
}

/// `Match.end(group=0)`.
pub fn m_end(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (m, i) = one_group(vm, a, kws, "end")?;
    Ok(Value::Int(
        m.spans
            .get(i)
            .copied()
            .flatten()
            .map_or(-1, |s| s[1] as i64),
    ))
}

/// `Match.span(group=0)`.
pub fn m_span(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (m, i) = one_group(vm, a, kws, "span")?;
    let (x, y) = m
        .spans
        .get(i)
        .copied()
        .flatten()
        .map_or((-1, -1), |s| (s[0] as i64, s[1] as i64));
    vm.new_tuple(vec![Value::Int(x), Value::Int(y)])
}

/// `Match.expand(template)`.
pub fn m_expand(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (m, rest) = the_match(vm, a, "expand")?;
    let b = bind_clinic(vm, "expand", &rest, kws, &["template"], 1)?;
    let t = b[0].unwrap_or(Value::None);
    let Some(text) = vm.as_str(t).map(str::to_string) else {
        return Err(vm.type_error(format!("expected str instance, {} found", vm.type_name(t))));
    };
    let (groups, names) = match vm.lib_obj(m.pattern) {
        Some(LibObj::RePattern(p)) => (p.groups, p.names.clone()),
        _ => (0, Vec::new()),
    };
    vm.charge_fuel(1 + text.len() as u64 / 32)?;
    let pieces = vm
        .with_scratch(6 * text.len() as u64, |_| {
            Ok(parse_template(&text, groups, &names))
        })?
        .map_err(|e| template_error(vm, e, t))?;
    let mut out = String::new();
    for pc in pieces {
        match pc {
            Piece::Text(s) => out.push_str(&s),
            Piece::Group(g) => {
                if let Some(Some([_, _, a, b])) = m.spans.get(g) {
                    out.push_str(
                        vm.as_str(m.string)
                            .and_then(|s| s.get(*a..*b))
                            .unwrap_or(""),
                    );
                }
            }
        }
        vm.charge_fuel(out.len() as u64 / 64)?;
    }
    vm.charge(out.len() as u64)?;
    vm.new_str(out)
}

/// `Pattern.scanner`'s `search`, for `finditer` (see `re::scanner_search`).
pub use super::re::scanner_search;

/// The methods of `Pattern`, `Match` and the scanner, with their fuel rules and docs.
pub const METHODS: &[(TypeTag, crate::Def<pyrite_runtime::NativeFn>)] = &[
    (
        TypeTag::RePattern,
        crate::def(
            "search",
            p_search,
            "as re.search",
            "first match anywhere in string[pos:endpos]",
        ),
    ),
    (
        TypeTag::RePattern,
        crate::def("match", p_match, "as re.search", "match at pos"),
    ),
    (
        TypeTag::RePattern,
        crate::def(
            "fullmatch",
            p_fullmatch,
            "as re.search",
            "match of all of string[pos:endpos]",
        ),
    ),
    (
        TypeTag::RePattern,
        crate::def(
            "findall",
            p_findall,
            "as re.findall",
            "all matches in string[pos:endpos]",
        ),
    ),
    (
        TypeTag::RePattern,
        crate::def(
            "finditer",
            p_finditer,
            "1; each step as re.search",
            "lazy iterator of matches",
        ),
    ),
    (
        TypeTag::RePattern,
        crate::def("sub", p_sub, "as re.sub", "replaces matches (count=)"),
    ),
    (
        TypeTag::RePattern,
        crate::def(
            "subn",
            p_subn,
            "as re.sub",
            "sub, with the number of replacements",
        ),
    ),
    (
        TypeTag::RePattern,
        crate::def(
            "split",
            p_split,
            "as re.findall",
            "splits at matches (maxsplit=)",
        ),
    ),
    (
        TypeTag::ReMatch,
        crate::def(
            "group",
            m_group,
            "1 + the groups' lengths/64",
            "a group's text (by number or name), or a tuple of them",
        ),
    ),
    (
        TypeTag::ReMatch,
        crate::def(
            "__getitem__",
            m_getitem,
            "1 + the group's length/64",
            "m[g]: m.group(g)",
        ),
    ),
    (
        TypeTag::ReMatch,
        crate::def(
            "groups",
            m_groups,
            "1 + the groups' lengths/64",
            "tuple of all groups (default= for those that did not match)",
        ),
    ),
    (
        TypeTag::ReMatch,
        crate::def(
            "groupdict",
            m_groupdict,
            "1 + the groups' lengths/64",
            "dict of the named groups",
        ),
    ),
    (
        TypeTag::ReMatch,
        crate::def(
            "start",
            m_start,
            "1",
            "start of a group, -1 if it did not match",
        ),
    ),
    (
        TypeTag::ReMatch,
        crate::def("end", m_end, "1", "end of a group, -1 if it did not match"),
    ),
    (
        TypeTag::ReMatch,
        crate::def("span", m_span, "1", "(start, end) of a group"),
    ),
    (
        TypeTag::ReMatch,
        crate::def(
            "expand",
            m_expand,
            "1 + the template's and the output's size/32",
            "the template with \\1, \\g<name> filled in",
        ),
    ),
    (
        TypeTag::ReScanner,
        crate::def(
            "search",
            scanner_search,
            "as re.search",
            "the next match of the scan",
        ),
    ),
];
