//! Methods of `str`. Argument 0 is the receiver. Results are sized before they are built.

use pyrite_runtime::heap::{self, Obj};
use pyrite_runtime::num;
use pyrite_runtime::{TypeTag, Value, Vm, VmResult};

use crate::args::{self, Kw};
use crate::families::{pad_family, prefix_family, search_family, strip_family};

strip_family!("str", strip_impl);
prefix_family!("str", prefix_test);
search_family!("str", find_impl, "substring not found");
pad_family!("str", pad);

/// Runs `f` with a copy of the receiver str (for a method that needs `vm` mutably while it
/// reads the text) and the other arguments; the copy is charged before it is made.
fn with_recv(
    vm: &mut Vm<'_>,
    a: &[Value],
    f: impl FnOnce(&mut Vm<'_>, String, &[Value]) -> VmResult<Value>,
) -> VmResult<Value> {
    let (r, rest) = recv_value(a);
    let len = vm.as_str(r).map_or(0, str::len) as u64;
    // The copy is charged (memory and fuel) for as long as the method holds it.
    vm.with_scratch(len, |vm| {
        let s = vm.as_str(r).unwrap_or("").to_string();
        f(vm, s, rest)
    })
}

/// The receiver of a method that only reads it, not copied (`vm.as_pystr` reads it).
fn recv_value(a: &[Value]) -> (Value, &[Value]) {
    match a.split_first() {
        Some((r, rest)) => (*r, rest),
        None => (Value::None, &[]),
    }
}

fn new_str(vm: &mut Vm<'_>, s: String) -> VmResult<Value> {
    vm.charge_fuel(s.len() as u64 / 32)?;
    vm.new_str(s)
}

fn is_space(c: char) -> bool {
    num::is_space(c)
}

macro_rules! simple {
    ($name:ident, $pyname:literal, |$s:ident| $body:expr) => {
        #[doc = concat!("`str.", $pyname, "()`.")]
        pub fn $name(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
            with_recv(vm, a, |vm, $s, rest| {
                args::no_kw(vm, concat!("str.", $pyname), kws)?;
                args::none(vm, concat!("str.", $pyname), rest)?;
                vm.charge_fuel($s.len() as u64 / 32)?;
                let r: Result<String, bool> = $body;
                match r {
                    Ok(text) => vm.new_str(text),
                    Err(b) => Ok(Value::Bool(b)),
                }
            })
        }
    };
}

simple!(upper, "upper", |s| Ok(crate::str_case::upper_str(&s)));
simple!(lower, "lower", |s| Ok(crate::str_case::lower_str(&s)));
simple!(capitalize, "capitalize", |s| Ok(
    crate::str_case::capitalize_str(&s)
));
simple!(isdigit, "isdigit", |s| Err(
    !s.is_empty() && s.chars().all(crate::str_case::is_digit)
));
simple!(isalpha, "isalpha", |s| Err(
    !s.is_empty() && s.chars().all(crate::str_case::is_alpha)
));
simple!(isalnum, "isalnum", |s| Err(
    !s.is_empty() && s.chars().all(crate::str_case::is_alnum)
));
simple!(isspace, "isspace", |s| Err(
    !s.is_empty() && s.chars().all(is_space)
));
simple!(isupper, "isupper", |s| Err(is_cased_as(&s, true)));
simple!(islower, "islower", |s| Err(is_cased_as(&s, false)));

/// CPython's `isupper`/`islower`: some cased character, and none of the other case (a
/// titlecase letter counts as both).
fn is_cased_as(s: &str, upper: bool) -> bool {
    use crate::str_case::{is_lower, is_title, is_upper};
    let mut cased = false;
    for c in s.chars() {
        let (want, other) = if upper {
            (is_upper(c), is_lower(c))
        } else {
            (is_lower(c), is_upper(c))
        };
        if other || is_title(c) {
            return false;
        }
        cased |= want;
    }
    cased
}

fn strip_impl(
    vm: &mut Vm<'_>,
    a: &[Value],
    kws: Kw<'_>,
    name: &str,
    left: bool,
    right: bool,
) -> VmResult<Value> {
    with_recv(vm, a, |vm, s, rest| {
        args::no_kw(vm, name, kws)?;
        args::count(vm, name, rest, 0, 1)?;
        let chars: Option<Vec<char>> = match rest.first() {
            None | Some(Value::None) => None,
            Some(v) => match vm.as_str(*v) {
                Some(c) => Some(c.chars().collect()),
                None => return Err(vm.type_error(format!("{name} arg must be None or str"))),
            },
        };
        let pred = |c: char| match &chars {
            None => is_space(c),
            Some(set) => set.contains(&c),
        };
        let mut t: &str = &s;
        if left {
            t = t.trim_start_matches(pred);
        }
        if right {
            t = t.trim_end_matches(pred);
        }
        let out = t.to_string();
        new_str(vm, out)
    })
}

/// `str.split(sep=None, maxsplit=-1)`.
pub fn split(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    with_recv(vm, a, |vm, s, rest| {
        args::clinic(vm, "split", rest.len() + kws.len(), 0, 2)?;
        args::allowed_kws(vm, "split", kws, &["sep", "maxsplit"])?;
        let sep = rest.first().copied().or_else(|| args::kw(kws, "sep"));
        let maxsplit = match rest.get(1).copied().or_else(|| args::kw(kws, "maxsplit")) {
            Some(v) => vm.index_arg(v, "")?,
            None => -1,
        };
        let limit = if maxsplit < 0 {
            usize::MAX
        } else {
            maxsplit as usize
        };
        vm.charge_fuel(s.len() as u64 / 16)?;
        let sep = match sep {
            None | Some(Value::None) => None,
            Some(v) => match vm.as_str(v) {
                Some("") => return Err(vm.value_error("empty separator")),
                Some(t) => Some(t.to_string()),
                None => {
                    return Err(
                        vm.type_error(format!("must be str or None, not {}", vm.type_name(v)))
                    )
                }
            },
        };
        let pieces = || -> Box<dyn Iterator<Item = &str> + '_> {
            match &sep {
                None => Box::new(split_whitespace(&s, limit)),
                Some(sep) => Box::new(s.splitn(limit.saturating_add(1), sep.as_str())),
            }
        };
        // Counted first, so that the list is sized once; each part becomes a string as it is
        // cut (no vector of copies first). The receiver's copy and the list's vector are held
        // while the parts are made: charged as scratch.
        let n = pieces().count();
        vm.charge_fuel(n as u64 * 8)?;
        let held = heap::malloc_size(s.capacity() as u64) + heap::malloc_size(n as u64 * 16);
        let items = vm.with_scratch(held, |vm| {
            let mut items = Vec::with_capacity(n);
            for p in pieces() {
                items.push(vm.new_str(p.to_string())?);
            }
            Ok(items)
        })?;
        vm.new_list(items)
    })
}

/// The parts of `s` between runs of whitespace, at most `limit` splits (the last part is the
/// rest, its leading whitespace skipped and its trailing kept), as `str.split()` without a
/// separator.
fn split_whitespace(s: &str, limit: usize) -> impl Iterator<Item = &str> {
    let mut t = s.trim_start_matches(is_space);
    let mut made = 0usize;
    std::iter::from_fn(move || {
        if t.is_empty() {
            return None;
        }
        if made == limit {
            return Some(std::mem::take(&mut t));
        }
        made += 1;
        let end = t.find(is_space).unwrap_or(t.len());
        let part = t.get(..end).unwrap_or("");
        t = t.get(end..).unwrap_or("").trim_start_matches(is_space);
        Some(part)
    })
}

/// The items of a list or tuple, read in place.
fn seq_slice<'a>(vm: &'a Vm<'_>, v: Value) -> &'a [Value] {
    match vm.obj(v) {
        Some(Obj::List(items) | Obj::Tuple(items)) => items,
        _ => &[],
    }
}

/// `sep.join(iterable)`. A list or tuple is read in place (no copy of its items); any other
/// iterable is collected first.
pub fn join(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    with_recv(vm, a, |vm, sep, rest| {
        let it = args::one(vm, "str.join", rest, kws)?;
        let seq = if matches!(vm.obj(it), Some(Obj::List(_) | Obj::Tuple(_))) {
            it
        } else {
            // Collected into a tuple: charged, and pinned (made by this instruction).
            let items = vm.collect(it)?;
            vm.new_tuple(items)?
        };
        let items = seq_slice(vm, seq);
        let mut total = sep.len().saturating_mul(items.len().saturating_sub(1));
        let mut bad = None;
        for (i, v) in items.iter().enumerate() {
            match vm.as_str(*v) {
                Some(t) => total = total.saturating_add(t.len()),
                None => {
                    bad = Some((i, *v));
                    break;
                }
            }
        }
        if let Some((i, v)) = bad {
            return Err(vm.type_error(format!(
                "sequence item {i}: expected str instance, {} found",
                vm.type_name(v)
            )));
        }
        vm.precheck(total as u64)?;
        let mut out = String::with_capacity(total);
        for (i, v) in seq_slice(vm, seq).iter().enumerate() {
            if i > 0 {
                out.push_str(&sep);
            }
            out.push_str(vm.as_str(*v).unwrap_or(""));
        }
        new_str(vm, out)
    })
}

/// `str.replace(old, new, count=-1)`.
pub fn replace(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    with_recv(vm, a, |vm, s, rest| {
        args::no_kw(vm, "replace", kws)?;
        args::count(vm, "replace", rest, 2, 3)?;
        let old = args::str_arg(
            vm,
            rest.first().copied().unwrap_or(Value::None),
            "replace",
            1,
        )?;
        let new = args::str_arg(
            vm,
            rest.get(1).copied().unwrap_or(Value::None),
            "replace",
            2,
        )?;
        let count = match rest.get(2) {
            Some(v) => vm.index_arg(*v, "")?,
            None => -1,
        };
        let n = if old.is_empty() {
            s.chars().count() + 1
        } else {
            s.matches(old.as_str()).count()
        };
        let n = if count < 0 { n } else { n.min(count as usize) };
        let total = (s.len() as u64).saturating_add((n as u64).saturating_mul(new.len() as u64));
        vm.precheck(total)?;
        vm.charge_fuel(total / 8 + s.len() as u64 / 8)?;
        let out = if old.is_empty() {
            let mut out = String::new();
            let mut left = n;
            for c in s.chars() {
                if left > 0 {
                    out.push_str(&new);
                    left -= 1;
                }
                out.push(c);
            }
            if left > 0 {
                out.push_str(&new);
            }
            out
        } else {
            s.replacen(old.as_str(), &new, n)
        };
        vm.new_str(out)
    })
}

fn prefix_test(
    vm: &mut Vm<'_>,
    a: &[Value],
    kws: Kw<'_>,
    name: &str,
    starts: bool,
) -> VmResult<Value> {
    let (recv, rest) = recv_value(a);
    args::no_kw(vm, name, kws)?;
    args::clinic(vm, name, rest.len(), 1, 3)?;
    let arg = rest.first().copied().unwrap_or(Value::None);
    let is_tuple = vm.type_tag(arg) == TypeTag::Tuple;
    let candidates: Vec<Value> = if is_tuple {
        vm.seq_items(arg)
    } else {
        vec![arg]
    };
    let n = vm.as_pystr(recv).map_or(0, |s| s.nchars());
    let (start, end) = find_bounds(vm, rest.get(1), rest.get(2), n)?;
    for c in candidates {
        let Some(p) = vm.as_pystr(c) else {
            return Err(vm.type_error(if is_tuple {
                format!(
                    "tuple for {name} must only contain str, not {}",
                    vm.type_name(c)
                )
            } else {
                format!(
                    "{name} first arg must be str or a tuple of str, not {}",
                    vm.type_name(arg)
                )
            }));
        };
        // CPython's tailmatch: the bounds adjusted, then the sub must fit between them.
        let (plen, pbytes) = (p.nchars() as i64, p.as_str().len() as u64);
        if end - plen < start {
            continue;
        }
        let (b0, b1) = match vm.as_pystr(recv) {
            Some(s) => (s.byte_of(start as usize), s.byte_of(end as usize)),
            None => (0, 0),
        };
        vm.charge_fuel(pbytes / 32)?;
        let (Some(s), Some(p)) = (vm.as_str(recv), vm.as_str(c)) else {
            continue;
        };
        let hay = s.get(b0..b1).unwrap_or("");
        let hit = if starts {
            hay.starts_with(p)
        } else {
            hay.ends_with(p)
        };
        if hit {
            return Ok(Value::Bool(true));
        }
    }
    Ok(Value::Bool(false))
}

/// The `start` and `end` arguments of `find`, `count`, ... as CPython's ADJUST_INDICES
/// leaves them: in `0..=len` unless `start > len` (so `end < start` means "nothing").
pub(crate) fn find_bounds(
    vm: &Vm<'_>,
    start: Option<&Value>,
    end: Option<&Value>,
    len: usize,
) -> VmResult<(i64, i64)> {
    let len = len as i64;
    let part = |v: Option<&Value>| match v {
        None => Ok(None),
        Some(v) => vm.slice_part(*v),
    };
    let adjust = |i: i64| {
        if i < 0 {
            (i.saturating_add(len)).max(0)
        } else {
            i
        }
    };
    let start = part(start)?.map_or(0, adjust);
    let end = part(end)?.map_or(len, |e| adjust(e).min(len));
    Ok((start, end))
}

/// The `sub` argument of `find`, `count`, ...: a str value.
fn sub_arg(vm: &Vm<'_>, rest: &[Value]) -> VmResult<Value> {
    let v = rest.first().copied().unwrap_or(Value::None);
    match vm.as_str(v) {
        Some(_) => Ok(v),
        None => Err(vm.type_error(format!("must be str, not {}", vm.type_name(v)))),
    }
}

/// The byte range of characters `start..end` of `recv` that `find` and `count` search for
/// `sub`, with the fuel of the search charged; `None` when `sub` cannot fit in it.
fn search_range(
    vm: &mut Vm<'_>,
    recv: Value,
    sub: Value,
    rest: &[Value],
) -> VmResult<Option<(i64, i64, usize, usize)>> {
    let n = vm.as_pystr(recv).map_or(0, |s| s.nchars());
    let (start, end) = find_bounds(vm, rest.get(1), rest.get(2), n)?;
    let sub_n = vm.as_pystr(sub).map_or(0, |s| s.nchars());
    if end - start < sub_n as i64 {
        return Ok(None);
    }
    let (b0, b1) = match vm.as_pystr(recv) {
        Some(s) => (s.byte_of(start as usize), s.byte_of(end as usize)),
        None => (0, 0),
    };
    vm.charge_fuel(b1.saturating_sub(b0) as u64 / 4)?;
    Ok(Some((start, end, b0, b1)))
}

fn find_impl(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>, name: &str, rev: bool) -> VmResult<i64> {
    let (recv, rest) = recv_value(a);
    args::no_kw(vm, name, kws)?;
    args::clinic(vm, name, rest.len(), 1, 3)?;
    let sub = sub_arg(vm, rest)?;
    let Some((_, _, b0, b1)) = search_range(vm, recv, sub, rest)? else {
        return Ok(-1);
    };
    let (Some(s), Some(sub)) = (vm.as_pystr(recv), vm.as_str(sub)) else {
        return Ok(-1);
    };
    let hay = s.as_str().get(b0..b1).unwrap_or("");
    let pos = if rev { hay.rfind(sub) } else { hay.find(sub) };
    Ok(pos.map_or(-1, |b| s.char_of(b0 + b) as i64))
}

/// `str.count(sub[, start[, end]])`.
pub fn count(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (recv, rest) = recv_value(a);
    args::no_kw(vm, "count", kws)?;
    args::clinic(vm, "count", rest.len(), 1, 3)?;
    let sub = sub_arg(vm, rest)?;
    let Some((start, end, b0, b1)) = search_range(vm, recv, sub, rest)? else {
        return Ok(Value::Int(0));
    };
    let (Some(s), Some(sub)) = (vm.as_str(recv), vm.as_str(sub)) else {
        return Ok(Value::Int(0));
    };
    let n = if sub.is_empty() {
        (end - start) as usize + 1
    } else {
        s.get(b0..b1).unwrap_or("").matches(sub).count()
    };
    Ok(Value::Int(n as i64))
}

fn pad(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>, name: &str, mode: char) -> VmResult<Value> {
    with_recv(vm, a, |vm, s, rest| {
        args::no_kw(vm, name, kws)?;
        args::count(vm, name, rest, 1, 2)?;
        let width = vm.index_arg(rest.first().copied().unwrap_or(Value::None), "")?;
        let fill = match rest.get(1) {
            None => ' ',
            Some(v) => {
                let Some(f) = vm.as_str(*v) else {
                    return Err(vm.type_error(format!(
                        "The fill character must be a unicode character, not {}",
                        vm.type_name(*v)
                    )));
                };
                let mut cs = f.chars();
                match (cs.next(), cs.next()) {
                    (Some(c), None) => c,
                    _ => {
                        return Err(
                            vm.type_error("The fill character must be exactly one character long")
                        )
                    }
                }
            }
        };
        let Some((left, right)) = margins(width, s.chars().count() as i64, mode) else {
            return new_str(vm, s);
        };
        vm.precheck((left + right).saturating_mul(fill.len_utf8() as u64) + s.len() as u64)?;
        let mut out = String::new();
        out.extend(std::iter::repeat_n(fill, left as usize));
        out.push_str(&s);
        out.extend(std::iter::repeat_n(fill, right as usize));
        new_str(vm, out)
    })
}

/// The fill before and after a text of `len` in a field of `width` (`mode` `<`, `>` or
/// `^`, centering as CPython's `pad`: the odd unit goes left when `width` is odd); `None`
/// when the text is as wide already. Shared with bytes' pads.
pub(crate) fn margins(width: i64, len: i64, mode: char) -> Option<(u64, u64)> {
    if width <= len {
        return None;
    }
    let marg = (width - len) as u64;
    Some(match mode {
        '<' => (0, marg),
        '>' => (marg, 0),
        _ => {
            let left = marg / 2 + (marg & width as u64 & 1);
            (left, marg - left)
        }
    })
}

/// `str.zfill(width)`.
pub fn zfill(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    with_recv(vm, a, |vm, s, rest| {
        let w = args::one(vm, "str.zfill", rest, kws)?;
        let width = vm.index_arg(w, "")?;
        let Some((fill, _)) = margins(width, s.chars().count() as i64, '>') else {
            return new_str(vm, s);
        };
        vm.precheck(fill + s.len() as u64)?;
        let (sign, digits) = match s.strip_prefix(['+', '-']) {
            Some(d) => (s.get(..1).unwrap_or(""), d),
            None => ("", s.as_str()),
        };
        let out = format!("{sign}{}{digits}", "0".repeat(fill as usize));
        new_str(vm, out)
    })
}
