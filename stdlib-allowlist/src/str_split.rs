//! `str` methods that cut a string into parts or rebuild it around a separator: `splitlines`,
//! `rsplit`, `partition`, `rpartition`, `expandtabs`, `removeprefix`, `removesuffix`. Each
//! result is sized and charged before it is built.

use pyrite_runtime::{num, TypeTag, Value, Vm, VmResult};

use crate::args::{self, Kw};
use crate::families::halves_family;

halves_family!("str", partition_impl, affix_impl);

fn recv<'a>(vm: &Vm<'_>, a: &'a [Value]) -> (String, &'a [Value]) {
    match a.split_first() {
        Some((r, rest)) => (vm.as_str(*r).unwrap_or("").to_string(), rest),
        None => (String::new(), &[]),
    }
}

/// A list of new strs, charged as `split` is (8 per part on top of the allocations).
fn str_list(vm: &mut Vm<'_>, parts: Vec<&str>) -> VmResult<Value> {
    vm.charge_fuel(parts.len() as u64 * 8)?;
    let mut items = Vec::with_capacity(parts.len());
    for p in parts {
        items.push(vm.new_str(p.to_string())?);
    }
    vm.new_list(items)
}

/// CPython's line boundaries: `\n`, `\r`, `\r\n`, `\v`, `\f`, `\x1c`-`\x1e`, `\x85`,
/// `\u2028`, `\u2029`.
fn is_line_break(c: char) -> bool {
    matches!(
        c,
        '\n' | '\r'
            | '\x0b'
            | '\x0c'
            | '\x1c'
            | '\x1d'
            | '\x1e'
            | '\u{85}'
            | '\u{2028}'
            | '\u{2029}'
    )
}

/// `str.splitlines(keepends=False)`.
pub fn splitlines(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (s, rest) = recv(vm, a);
    args::clinic(vm, "splitlines", rest.len() + kws.len(), 0, 1)?;
    args::allowed_kws(vm, "splitlines", kws, &["keepends"])?;
    let keep = match rest.first().copied().or_else(|| args::kw(kws, "keepends")) {
        Some(v) => vm.index_arg(v, "")? != 0,
        None => false,
    };
    vm.charge_fuel(s.len() as u64 / 16)?;
    vm.precheck(s.len() as u64 * 3)?;
    let mut parts = Vec::new();
    let mut start = 0;
    let mut it = s.char_indices().peekable();
    while let Some((i, c)) = it.next() {
        if !is_line_break(c) {
            continue;
        }
        let mut end = i + c.len_utf8();
        if c == '\r' && it.peek().map(|&(_, n)| n) == Some('\n') {
            it.next();
            end += 1;
        }
        parts.push(s.get(start..if keep { end } else { i }).unwrap_or(""));
        start = end;
    }
    if start < s.len() {
        parts.push(s.get(start..).unwrap_or(""));
    }
    str_list(vm, parts)
}

/// `str.rsplit(sep=None, maxsplit=-1)`: as `split`, counting the splits from the right.
pub fn rsplit(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (s, rest) = recv(vm, a);
    args::clinic(vm, "rsplit", rest.len() + kws.len(), 0, 2)?;
    args::allowed_kws(vm, "rsplit", kws, &["sep", "maxsplit"])?;
    let sep = rest.first().copied().or_else(|| args::kw(kws, "sep"));
    let maxsplit = match rest.get(1).copied().or_else(|| args::kw(kws, "maxsplit")) {
        Some(v) => vm.index_arg(v, "")?,
        None => -1,
    };
    let limit = usize::try_from(maxsplit).unwrap_or(usize::MAX);
    let sep = match sep {
        None | Some(Value::None) => None,
        Some(v) => match vm.as_str(v) {
            Some("") => return Err(vm.value_error("empty separator")),
            Some(t) => Some(t.to_string()),
            None => {
                return Err(vm.type_error(format!("must be str or None, not {}", vm.type_name(v))))
            }
        },
    };
    vm.charge_fuel(s.len() as u64 / 16)?;
    vm.precheck(s.len() as u64 * 3)?;
    let mut parts: Vec<&str> = match &sep {
        None => {
            let mut out = Vec::new();
            let mut t = s.trim_end_matches(num::is_space);
            while !t.is_empty() {
                if out.len() == limit {
                    out.push(t);
                    break;
                }
                let start = t.rfind(num::is_space).map_or(0, |i| {
                    i + t
                        .get(i..)
                        .and_then(|x| x.chars().next())
                        .map_or(1, char::len_utf8)
                });
                out.push(t.get(start..).unwrap_or(""));
                t = t.get(..start).unwrap_or("").trim_end_matches(num::is_space);
            }
            out
        }
        Some(sep) => s.rsplitn(limit.saturating_add(1), sep.as_str()).collect(),
    };
    parts.reverse();
    str_list(vm, parts)
}

fn partition_impl(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>, rev: bool) -> VmResult<Value> {
    let name = if rev {
        "str.rpartition"
    } else {
        "str.partition"
    };
    let (s, rest) = recv(vm, a);
    let sepv = args::one(vm, name, rest, kws)?;
    let Some(sep) = vm.as_str(sepv).map(str::to_string) else {
        return Err(vm.type_error(format!("must be str, not {}", vm.type_name(sepv))));
    };
    if sep.is_empty() {
        return Err(vm.value_error("empty separator"));
    }
    vm.charge_fuel(s.len() as u64 / 4)?;
    let found = if rev { s.rfind(&sep) } else { s.find(&sep) };
    let Some(i) = found else {
        // The receiver itself (an instance of a str subclass too), as CPython returns it.
        let me = a.first().copied().unwrap_or(Value::None);
        let empty = vm.new_str(String::new())?;
        let items = if rev {
            vec![empty, empty, me]
        } else {
            vec![me, empty, empty]
        };
        return vm.new_tuple(items);
    };
    let (head, mid, tail) = (
        s.get(..i).unwrap_or(""),
        sep.as_str(),
        s.get(i + sep.len()..).unwrap_or(""),
    );
    let items = vec![
        vm.new_str(head.to_string())?,
        vm.new_str(mid.to_string())?,
        vm.new_str(tail.to_string())?,
    ];
    vm.new_tuple(items)
}

/// `str.expandtabs(tabsize=8)`: each tab to the next multiple of tabsize columns (`\n` and
/// `\r` restart the column); the result's length is computed and charged first.
pub fn expandtabs(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (s, rest) = recv(vm, a);
    args::clinic(vm, "expandtabs", rest.len(), 0, 1)?;
    if kws.len() + rest.len() > 1 {
        return Err(vm.type_error(format!(
            "expandtabs() takes at most 1 keyword argument ({} given)",
            kws.len() + rest.len()
        )));
    }
    args::allowed_kws(vm, "expandtabs", kws, &["tabsize"])?;
    let tabsize = match rest.first().copied().or_else(|| args::kw(kws, "tabsize")) {
        Some(v) => vm.index_arg(v, "")?,
        None => 8,
    };
    vm.charge_fuel(s.len() as u64 / 16)?;
    let tab = u64::try_from(tabsize).unwrap_or(0);
    let (mut total, mut col) = (0u64, 0u64);
    for c in s.chars() {
        if c == '\t' {
            if tab > 0 {
                let n = tab - col % tab;
                col = col.saturating_add(n);
                total = total.saturating_add(n);
            }
        } else {
            total = total.saturating_add(c.len_utf8() as u64);
            col = if c == '\n' || c == '\r' { 0 } else { col + 1 };
        }
    }
    if total > isize::MAX as u64 {
        return Err(vm.err(TypeTag::OverflowError, "new string is too long"));
    }
    vm.precheck(total)?;
    vm.charge_fuel(total / 32)?;
    let mut out = String::with_capacity(total as usize);
    let mut col = 0u64;
    for c in s.chars() {
        if c == '\t' {
            if tab > 0 {
                let n = tab - col % tab;
                col += n;
                out.extend(std::iter::repeat_n(' ', n as usize));
            }
        } else {
            out.push(c);
            col = if c == '\n' || c == '\r' { 0 } else { col + 1 };
        }
    }
    vm.new_str(out)
}

fn affix_impl(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>, prefix: bool) -> VmResult<Value> {
    let name = if prefix {
        "removeprefix"
    } else {
        "removesuffix"
    };
    let recv_v = a.first().copied().unwrap_or(Value::None);
    let arg = args::one(vm, &format!("str.{name}"), a.get(1..).unwrap_or(&[]), kws)?;
    let Some(affix) = vm.as_str(arg).map(str::to_string) else {
        return Err(vm.type_error(format!(
            "{name}() argument must be str, not {}",
            vm.type_name(arg)
        )));
    };
    let s = vm.as_str(recv_v).unwrap_or("");
    let cut = if prefix {
        s.strip_prefix(affix.as_str())
    } else {
        s.strip_suffix(affix.as_str())
    };
    match cut {
        Some(t) if !affix.is_empty() => {
            let t = t.to_string();
            vm.charge_fuel(t.len() as u64 / 32)?;
            vm.new_str(t)
        }
        _ => Ok(recv_v),
    }
}
