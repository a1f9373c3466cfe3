//! The methods `bytes` and `bytearray` share with `str` whose algorithm reads bytes:
//! searching (`find`, `count`, `startswith`, ...), `replace`, splitting and stripping,
//! `partition`, `splitlines`, padding, and the ASCII case mappings and predicates, as CPython
//! 3.11's `bytes_methods.c` and `stringlib`. The bounds of a search are str's
//! (`methods_str::find_bounds`), and so are the pads' margins (`methods_str::margins`).
//! Results have the receiver's type.

use pyrite_runtime::ops::bytes::{find_sub, rfind_sub};
use pyrite_runtime::{TypeTag, Value, Vm, VmResult};

use crate::args::{self, Kw};
use crate::families::{halves_family, pad_family, prefix_family, search_family, strip_family};
use crate::methods_bytes::{like, recv};
use crate::methods_str::{find_bounds, margins};

search_family!("bytes", find_impl, "subsection not found");
prefix_family!("bytes", prefix_test);
strip_family!("bytes", strip_impl);
halves_family!("bytes", partition_impl, affix_impl);
pad_family!("bytes", pad);

/// ASCII whitespace as `bytes.isspace` and `split()` know it.
fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\r' | b'\x0b' | b'\x0c')
}

/// A bytes-like argument, copied, or "a bytes-like object is required, not 'T'".
fn bytes_like(vm: &mut Vm<'_>, v: Option<&Value>) -> VmResult<Vec<u8>> {
    vm.bytes_arg(v.copied().unwrap_or(Value::None))
}

/// The `sub` of `find`, `count`, `index`: an int (one byte) or a bytes-like.
fn sub_arg(vm: &mut Vm<'_>, v: Option<&Value>) -> VmResult<Vec<u8>> {
    let v = v.copied().unwrap_or(Value::None);
    if vm.is_int(v) {
        return Ok(vec![vm.byte_value(v)?]);
    }
    if vm.as_bytes(v).is_none() {
        return Err(vm.type_error(format!(
            "argument should be integer or bytes-like object, not '{}'",
            vm.type_name(v)
        )));
    }
    vm.bytes_arg(v)
}

/// The receiver, the sub and the searched range of a search method.
fn search_args(
    vm: &mut Vm<'_>,
    a: &[Value],
    kws: Kw<'_>,
    name: &str,
) -> VmResult<(Vec<u8>, Vec<u8>, i64, i64)> {
    let (data, rest) = recv(vm, a)?;
    args::no_kw(vm, name, kws)?;
    args::clinic(vm, name, rest.len(), 1, 3)?;
    let sub = sub_arg(vm, rest.first())?;
    let (start, end) = find_bounds(vm, rest.get(1), rest.get(2), data.len())?;
    vm.charge_fuel(data.len() as u64 / 4)?;
    Ok((data, sub, start, end))
}

fn find_impl(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>, name: &str, rev: bool) -> VmResult<i64> {
    let (data, sub, start, end) = search_args(vm, a, kws, name)?;
    if end - start < sub.len() as i64 {
        return Ok(-1);
    }
    let hay = data.get(start as usize..end as usize).unwrap_or(&[]);
    let pos = if rev {
        rfind_sub(hay, &sub)
    } else {
        find_sub(hay, &sub, 0)
    };
    Ok(pos.map_or(-1, |p| p as i64 + start))
}

/// Non-overlapping occurrences of `sub` in `hay` (an empty `sub`: `len + 1`).
fn count_in(hay: &[u8], sub: &[u8]) -> usize {
    if sub.is_empty() {
        return hay.len() + 1;
    }
    let (mut n, mut from) = (0, 0);
    while let Some(p) = find_sub(hay, sub, from) {
        n += 1;
        from = p + sub.len();
    }
    n
}

/// `b.count(sub[, start[, end]])`.
pub fn count(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (data, sub, start, end) = search_args(vm, a, kws, "count")?;
    if end - start < sub.len() as i64 {
        return Ok(Value::Int(0));
    }
    let hay = data.get(start as usize..end as usize).unwrap_or(&[]);
    Ok(Value::Int(count_in(hay, &sub) as i64))
}

fn prefix_test(
    vm: &mut Vm<'_>,
    a: &[Value],
    kws: Kw<'_>,
    name: &str,
    starts: bool,
) -> VmResult<Value> {
    let (data, rest) = recv(vm, a)?;
    args::no_kw(vm, name, kws)?;
    args::clinic(vm, name, rest.len(), 1, 3)?;
    let arg = rest.first().copied().unwrap_or(Value::None);
    let candidates: Vec<Value> = if vm.type_tag(arg) == TypeTag::Tuple {
        vm.seq_items(arg)
    } else if vm.as_bytes(arg).is_some() {
        vec![arg]
    } else {
        return Err(vm.type_error(format!(
            "{name} first arg must be bytes or a tuple of bytes, not {}",
            vm.type_name(arg)
        )));
    };
    let (start, end) = find_bounds(vm, rest.get(1), rest.get(2), data.len())?;
    for c in candidates {
        let p = vm.bytes_arg(c)?;
        if end - (p.len() as i64) < start {
            continue;
        }
        let hay = data.get(start as usize..end as usize).unwrap_or(&[]);
        let hit = if starts {
            hay.starts_with(&p)
        } else {
            hay.ends_with(&p)
        };
        if hit {
            return Ok(Value::Bool(true));
        }
    }
    Ok(Value::Bool(false))
}

/// `b.replace(old, new, count=-1)`.
pub fn replace(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (data, rest) = recv(vm, a)?;
    args::no_kw(vm, "replace", kws)?;
    args::count(vm, "replace", rest, 2, 3)?;
    let old = bytes_like(vm, rest.first())?;
    let new = bytes_like(vm, rest.get(1))?;
    let limit = match rest.get(2) {
        Some(v) => vm.index_arg(*v, "")?,
        None => -1,
    };
    let n = count_in(&data, &old);
    let n = if limit < 0 { n } else { n.min(limit as usize) };
    let total = (data.len() as u64).saturating_add((n as u64).saturating_mul(new.len() as u64));
    vm.precheck(total)?;
    vm.charge_fuel(total / 8 + data.len() as u64 / 8)?;
    let mut out = Vec::with_capacity(total as usize);
    let mut left = n;
    if old.is_empty() {
        for &b in &data {
            if left > 0 {
                out.extend_from_slice(&new);
                left -= 1;
            }
            out.push(b);
        }
        if left > 0 {
            out.extend_from_slice(&new);
        }
    } else {
        let mut from = 0;
        while left > 0 {
            let Some(p) = find_sub(&data, &old, from) else {
                break;
            };
            out.extend_from_slice(data.get(from..p).unwrap_or(&[]));
            out.extend_from_slice(&new);
            from = p + old.len();
            left -= 1;
        }
        out.extend_from_slice(data.get(from..).unwrap_or(&[]));
    }
    like(vm, a, out)
}

/// The pieces of `data` split by `sep` (runs of whitespace when `None`), at most `limit`
/// splits, from the right when `rev`, in order.
fn split_parts<'d>(data: &'d [u8], sep: Option<&[u8]>, limit: usize, rev: bool) -> Vec<&'d [u8]> {
    let mut parts = Vec::new();
    match sep {
        Some(sep) => {
            if rev {
                let mut end = data.len();
                while parts.len() < limit {
                    let Some(p) = rfind_sub(data.get(..end).unwrap_or(&[]), sep) else {
                        break;
                    };
                    parts.push(data.get(p + sep.len()..end).unwrap_or(&[]));
                    end = p;
                }
                parts.push(data.get(..end).unwrap_or(&[]));
                parts.reverse();
            } else {
                let mut from = 0;
                while parts.len() < limit {
                    let Some(p) = find_sub(data, sep, from) else {
                        break;
                    };
                    parts.push(data.get(from..p).unwrap_or(&[]));
                    from = p + sep.len();
                }
                parts.push(data.get(from..).unwrap_or(&[]));
            }
        }
        None if rev => {
            let mut t = data;
            while let Some(end) = t.iter().rposition(|b| !is_space(*b)) {
                t = t.get(..=end).unwrap_or(&[]);
                if parts.len() == limit {
                    parts.push(t);
                    break;
                }
                let start = t.iter().rposition(|b| is_space(*b)).map_or(0, |p| p + 1);
                parts.push(t.get(start..).unwrap_or(&[]));
                t = t.get(..start).unwrap_or(&[]);
            }
            parts.reverse();
        }
        None => {
            let mut t = data;
            while let Some(start) = t.iter().position(|b| !is_space(*b)) {
                t = t.get(start..).unwrap_or(&[]);
                if parts.len() == limit {
                    parts.push(t);
                    break;
                }
                let end = t.iter().position(|b| is_space(*b)).unwrap_or(t.len());
                parts.push(t.get(..end).unwrap_or(&[]));
                t = t.get(end..).unwrap_or(&[]);
            }
        }
    }
    parts
}

/// A list of pieces, each of the receiver's type.
fn piece_list(vm: &mut Vm<'_>, a: &[Value], parts: Vec<&[u8]>) -> VmResult<Value> {
    let total: usize = parts.iter().map(|p| p.len()).sum();
    vm.precheck(total as u64 + parts.len() as u64 * 64)?;
    vm.charge_fuel(parts.len() as u64 * 8)?;
    let mut items = Vec::with_capacity(parts.len());
    for p in parts {
        let v = like(vm, a, p.to_vec())?;
        items.push(v);
    }
    vm.new_list(items)
}

fn split_impl(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>, name: &str, rev: bool) -> VmResult<Value> {
    let (data, rest) = recv(vm, a)?;
    args::clinic(vm, name, rest.len() + kws.len(), 0, 2)?;
    args::allowed_kws(vm, name, kws, &["sep", "maxsplit"])?;
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
    let sep = match sep {
        None | Some(Value::None) => None,
        Some(v) => {
            let s = vm.bytes_arg(v)?;
            if s.is_empty() {
                return Err(vm.value_error("empty separator"));
            }
            Some(s)
        }
    };
    vm.charge_fuel(data.len() as u64 / 16)?;
    let parts = split_parts(&data, sep.as_deref(), limit, rev);
    piece_list(vm, a, parts)
}

/// `b.split(sep=None, maxsplit=-1)`.
pub fn split(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    split_impl(vm, a, kws, "split", false)
}

/// `b.rsplit(sep=None, maxsplit=-1)`.
pub fn rsplit(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    split_impl(vm, a, kws, "rsplit", true)
}

/// `b.splitlines(keepends=False)`: lines end at `\n`, `\r` or `\r\n` only.
pub fn splitlines(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (data, rest) = recv(vm, a)?;
    args::clinic(vm, "splitlines", rest.len() + kws.len(), 0, 1)?;
    args::allowed_kws(vm, "splitlines", kws, &["keepends"])?;
    let keep = match rest.first().copied().or_else(|| args::kw(kws, "keepends")) {
        Some(v) => vm.index_arg(v, "")? != 0,
        None => false,
    };
    vm.charge_fuel(data.len() as u64 / 16)?;
    let mut parts = Vec::new();
    let mut start = 0;
    let mut i = 0;
    while i < data.len() {
        let c = data.get(i).copied().unwrap_or(0);
        if c == b'\n' || c == b'\r' {
            let mut eol = i + 1;
            if c == b'\r' && data.get(i + 1) == Some(&b'\n') {
                eol += 1;
            }
            parts.push(data.get(start..if keep { eol } else { i }).unwrap_or(&[]));
            start = eol;
            i = eol;
        } else {
            i += 1;
        }
    }
    if start < data.len() {
        parts.push(data.get(start..).unwrap_or(&[]));
    }
    piece_list(vm, a, parts)
}

fn strip_impl(
    vm: &mut Vm<'_>,
    a: &[Value],
    kws: Kw<'_>,
    name: &str,
    left: bool,
    right: bool,
) -> VmResult<Value> {
    let (data, rest) = recv(vm, a)?;
    args::no_kw(vm, name, kws)?;
    args::count(vm, name, rest, 0, 1)?;
    let chars = match rest.first() {
        None | Some(Value::None) => None,
        Some(v) => Some(vm.bytes_arg(*v)?),
    };
    let strip = |b: &u8| match &chars {
        None => is_space(*b),
        Some(set) => set.contains(b),
    };
    let mut s = 0;
    let mut e = data.len();
    if left {
        s = data.iter().position(|b| !strip(b)).unwrap_or(e);
    }
    if right {
        e = data
            .iter()
            .rposition(|b| !strip(b))
            .map_or(s, |p| (p + 1).max(s));
    }
    vm.charge_fuel(data.len() as u64 / 32)?;
    let out = data.get(s..e).unwrap_or(&[]).to_vec();
    like(vm, a, out)
}

fn partition_impl(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>, rev: bool) -> VmResult<Value> {
    let (data, rest) = recv(vm, a)?;
    let name = if rev { "rpartition" } else { "partition" };
    let sep = args::one(vm, name, rest, kws)?;
    let sep = vm.bytes_arg(sep)?;
    if sep.is_empty() {
        return Err(vm.value_error("empty separator"));
    }
    vm.charge_fuel(data.len() as u64 / 4)?;
    let pos = if rev {
        rfind_sub(&data, &sep)
    } else {
        find_sub(&data, &sep, 0)
    };
    let (x, y, z): (&[u8], &[u8], &[u8]) = match pos {
        Some(p) => (
            data.get(..p).unwrap_or(&[]),
            &sep,
            data.get(p + sep.len()..).unwrap_or(&[]),
        ),
        None if rev => (&[], &[], &data),
        None => (&data, &[], &[]),
    };
    let mut items = Vec::with_capacity(3);
    for part in [x, y, z] {
        items.push(like(vm, a, part.to_vec())?);
    }
    vm.new_tuple(items)
}

fn affix_impl(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>, prefix: bool) -> VmResult<Value> {
    let (data, rest) = recv(vm, a)?;
    let name = if prefix {
        "removeprefix"
    } else {
        "removesuffix"
    };
    let x = args::one(vm, name, rest, kws)?;
    let x = vm.bytes_arg(x)?;
    let out = if prefix {
        data.strip_prefix(x.as_slice())
    } else {
        data.strip_suffix(x.as_slice())
    }
    .unwrap_or(&data)
    .to_vec();
    like(vm, a, out)
}

fn pad(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>, name: &str, mode: char) -> VmResult<Value> {
    let (data, rest) = recv(vm, a)?;
    args::no_kw(vm, name, kws)?;
    args::count(vm, name, rest, 1, 2)?;
    let width = vm.index_arg(rest.first().copied().unwrap_or(Value::None), "")?;
    let fill = match rest.get(1) {
        None => b' ',
        Some(v) => match vm.as_bytes(*v) {
            Some([c]) => *c,
            _ => {
                return Err(vm.type_error(format!(
                    "{name}() argument 2 must be a byte string of length 1, not {}",
                    vm.type_name(*v)
                )))
            }
        },
    };
    let Some((left, right)) = margins(width, data.len() as i64, mode) else {
        return like(vm, a, data);
    };
    vm.precheck(left + right + data.len() as u64)?;
    vm.charge_fuel((left + right) / 32)?;
    let mut out = vec![fill; left as usize];
    out.extend_from_slice(&data);
    out.extend(std::iter::repeat_n(fill, right as usize));
    like(vm, a, out)
}

/// `b.zfill(width)`: zeros after a leading sign.
pub fn zfill(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (data, rest) = recv(vm, a)?;
    let w = args::one(vm, "zfill", rest, kws)?;
    let width = vm.index_arg(w, "")?;
    let Some((fill, _)) = margins(width, data.len() as i64, '>') else {
        return like(vm, a, data);
    };
    vm.precheck(fill + data.len() as u64)?;
    let (sign, digits) = match data.first() {
        Some(c @ (b'+' | b'-')) => (vec![*c], data.get(1..).unwrap_or(&[])),
        _ => (Vec::new(), &data[..]),
    };
    let mut out = sign;
    out.extend(std::iter::repeat_n(b'0', fill as usize));
    out.extend_from_slice(digits);
    like(vm, a, out)
}

/// The ASCII case mappings: `upper`, `lower`, `swapcase`, `capitalize`, `title`.
/// `bytes.name` or `bytearray.name`, for the messages of methods without arguments.
fn qualified(vm: &Vm<'_>, a: &[Value], name: &str) -> String {
    let t = a.first().map_or("bytes", |r| vm.type_name(*r));
    format!("{t}.{name}")
}

fn map_case(
    vm: &mut Vm<'_>,
    a: &[Value],
    kws: Kw<'_>,
    name: &str,
    f: fn(&[u8]) -> Vec<u8>,
) -> VmResult<Value> {
    let (data, rest) = recv(vm, a)?;
    args::no_kw(vm, name, kws)?;
    args::none(vm, &qualified(vm, a, name), rest)?;
    vm.charge_fuel(data.len() as u64 / 32)?;
    let out = f(&data);
    like(vm, a, out)
}

fn title_bytes(d: &[u8]) -> Vec<u8> {
    let mut prev_cased = false;
    d.iter()
        .map(|&c| {
            let r = if prev_cased {
                c.to_ascii_lowercase()
            } else {
                c.to_ascii_uppercase()
            };
            prev_cased = c.is_ascii_alphabetic();
            r
        })
        .collect()
}

macro_rules! case_method {
    ($name:ident, $py:literal, $f:expr) => {
        #[doc = concat!("`bytes.", $py, "()` (ASCII letters only).")]
        pub fn $name(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
            map_case(vm, a, kws, $py, $f)
        }
    };
}

case_method!(upper, "upper", |d| d.to_ascii_uppercase());
case_method!(lower, "lower", |d| d.to_ascii_lowercase());
case_method!(swapcase, "swapcase", |d| d
    .iter()
    .map(|c| if c.is_ascii_uppercase() {
        c.to_ascii_lowercase()
    } else {
        c.to_ascii_uppercase()
    })
    .collect());
case_method!(capitalize, "capitalize", |d| d
    .iter()
    .enumerate()
    .map(|(i, c)| if i == 0 {
        c.to_ascii_uppercase()
    } else {
        c.to_ascii_lowercase()
    })
    .collect());
case_method!(title, "title", title_bytes);

/// CPython's `isupper`/`islower` on bytes: some cased byte, none of the other case.
fn cased_as(d: &[u8], upper: bool) -> bool {
    let (want, other) = if upper {
        (b'A'..=b'Z', b'a'..=b'z')
    } else {
        (b'a'..=b'z', b'A'..=b'Z')
    };
    d.iter().any(|c| want.contains(c)) && !d.iter().any(|c| other.contains(c))
}

/// `bytes.istitle()`, str's rule over ASCII letters.
fn is_title(d: &[u8]) -> bool {
    crate::str_case::istitle_flags(
        d.iter()
            .map(|c| (c.is_ascii_uppercase(), c.is_ascii_lowercase())),
    )
}

fn predicate(
    vm: &mut Vm<'_>,
    a: &[Value],
    kws: Kw<'_>,
    name: &str,
    f: fn(&[u8]) -> bool,
) -> VmResult<Value> {
    let (data, rest) = recv(vm, a)?;
    args::no_kw(vm, name, kws)?;
    args::none(vm, &qualified(vm, a, name), rest)?;
    vm.charge_fuel(data.len() as u64 / 32)?;
    Ok(Value::Bool(f(&data)))
}

macro_rules! predicate_method {
    ($name:ident, $py:literal, $f:expr) => {
        #[doc = concat!("`bytes.", $py, "()` (ASCII).")]
        pub fn $name(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
            predicate(vm, a, kws, $py, $f)
        }
    };
}

predicate_method!(isdigit, "isdigit", |d| !d.is_empty()
    && d.iter().all(u8::is_ascii_digit));
predicate_method!(isalpha, "isalpha", |d| !d.is_empty()
    && d.iter().all(u8::is_ascii_alphabetic));
predicate_method!(isalnum, "isalnum", |d| !d.is_empty()
    && d.iter().all(u8::is_ascii_alphanumeric));
predicate_method!(isspace, "isspace", |d| !d.is_empty()
    && d.iter().all(|b| is_space(*b)));
predicate_method!(isascii, "isascii", |d| d.is_ascii());
predicate_method!(isupper, "isupper", |d| cased_as(d, true));
predicate_method!(islower, "islower", |d| cased_as(d, false));
predicate_method!(istitle, "istitle", is_title);
