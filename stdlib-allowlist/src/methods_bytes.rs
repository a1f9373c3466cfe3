//! The `bytes` and `bytearray` constructors, `hex`/`fromhex`, `join`, and bytearray's
//! mutating methods, as CPython 3.11's `bytesobject.c` and `bytearrayobject.c`. Argument 0 is
//! the receiver. The search, split, strip and case methods are in `bytes_search`.

use pyrite_runtime::heap::Obj;
use pyrite_runtime::{TypeTag, Value, Vm, VmResult};

use crate::args::{self, Kw};

/// The receiver's bytes (copied, charged) and the other arguments.
pub(crate) fn recv<'a>(vm: &mut Vm<'_>, a: &'a [Value]) -> VmResult<(Vec<u8>, &'a [Value])> {
    match a.split_first() {
        Some((r, rest)) => Ok((vm.bytes_arg(*r)?, rest)),
        None => Ok((Vec::new(), &[])),
    }
}

/// A result of the receiver's type: bytes for bytes, a bytearray for a bytearray.
pub(crate) fn like(vm: &mut Vm<'_>, a: &[Value], out: Vec<u8>) -> VmResult<Value> {
    if a.first().is_some_and(|r| vm.is_bytearray(*r)) {
        vm.new_bytearray(out)
    } else {
        vm.new_bytes(out)
    }
}

/// What `bytes(x)` / `bytearray(x)` make of `x` without an encoding.
fn from_object(vm: &mut Vm<'_>, x: Value, tname: &str) -> VmResult<Vec<u8>> {
    // A str or int subclass's instance is read as the value it carries (`PyUnicode_Check`,
    // `PyIndex_Check`).
    let x = vm.int_payload(x).unwrap_or(x);
    if vm.as_pystr(x).is_some() {
        return Err(vm.type_error("string argument without an encoding"));
    }
    if let Some(b) = vm.as_bytes(x) {
        let b = b.to_vec();
        vm.charge_fuel(b.len() as u64 / 64)?;
        return Ok(b);
    }
    if vm.is_int(x) {
        let n = match vm.to_i64(x) {
            Some(n) => n,
            None => {
                return Err(vm.err(
                    TypeTag::OverflowError,
                    "cannot fit 'int' into an index-sized integer",
                ))
            }
        };
        if n < 0 {
            return Err(vm.value_error("negative count"));
        }
        vm.precheck(n as u64)?;
        vm.charge_fuel(n as u64 / 64)?;
        return Ok(vec![0; n as usize]);
    }
    if !vm.is_iterable(x) {
        return Err(vm.type_error(format!(
            "cannot convert '{}' object to {tname}",
            vm.type_name(x)
        )));
    }
    vm.bytes_from_iterable(x, tname == "bytes")
}

/// The bytes of `bytes(source, encoding, errors)` / `bytearray(...)` (`tname`).
fn construct(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>, tname: &str) -> VmResult<Vec<u8>> {
    args::clinic(vm, tname, a.len() + kws.len(), 0, 3)?;
    args::allowed_kws(vm, tname, kws, &["source", "encoding", "errors"])?;
    let get = |i: usize, name: &str| a.get(i).copied().or_else(|| args::kw(kws, name));
    let source = get(0, "source");
    let text = |i: usize, name: &str| -> VmResult<Option<String>> {
        match get(i, name) {
            None => Ok(None),
            Some(v) => match vm.as_str(v) {
                Some(s) => Ok(Some(s.to_string())),
                None => Err(vm.type_error(format!(
                    "{tname}() argument '{name}' must be str, not {}",
                    vm.type_name(v)
                ))),
            },
        }
    };
    let encoding = text(1, "encoding")?;
    let errors = text(2, "errors")?;
    let is_str = |vm: &Vm<'_>, x: Value| vm.type_tag(x) == TypeTag::Str;
    match (source, encoding) {
        (Some(x), Some(enc)) if is_str(vm, x) => {
            let codec = crate::codecs::lookup(vm, &enc, true)?;
            let s = vm.as_str(x).unwrap_or("").to_string();
            crate::codecs::encode(vm, x, &s, codec, errors.as_deref().unwrap_or("strict"))
        }
        (_, Some(_)) => Err(vm.type_error("encoding without a string argument")),
        (Some(x), None) if errors.is_some() && is_str(vm, x) => {
            Err(vm.type_error("string argument without an encoding"))
        }
        _ if errors.is_some() => Err(vm.type_error("errors without a string argument")),
        (None, None) => Ok(Vec::new()),
        (Some(x), None) => from_object(vm, x, tname),
    }
}

/// `bytes(source=b'', encoding=..., errors=...)`.
pub fn bytes_new(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let b = construct(vm, a, kws, "bytes")?;
    vm.new_bytes(b)
}

/// `bytearray(source=b'', encoding=..., errors=...)`.
pub fn bytearray_new(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let b = construct(vm, a, kws, "bytearray")?;
    vm.new_bytearray(b)
}

/// `bytes.fromhex(string)` / `bytearray.fromhex(string)`: pairs of hex digits, whitespace
/// allowed between pairs. Called on the type (argument 0 is the type or an instance).
fn fromhex_impl(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Vec<u8>> {
    let rest = match a.split_first() {
        Some((_, rest)) => rest,
        None => &[],
    };
    let s = args::one(vm, "fromhex", rest, kws)?;
    let Some(text) = vm.as_str(s) else {
        return Err(vm.type_error(format!(
            "fromhex() argument must be str, not {}",
            vm.type_name(s)
        )));
    };
    let text: Vec<char> = text.chars().collect();
    vm.charge_fuel(text.len() as u64 / 16)?;
    vm.precheck(text.len() as u64 / 2)?;
    let digit = |c: Option<&char>| {
        c.and_then(|c| c.to_digit(16))
            .filter(|_| c.is_some_and(char::is_ascii))
    };
    let mut out = Vec::with_capacity(text.len() / 2);
    let mut i = 0;
    while i < text.len() {
        if text
            .get(i)
            .is_some_and(|c| c.is_ascii_whitespace() || *c == '\x0b')
        {
            i += 1;
            continue;
        }
        let Some(hi) = digit(text.get(i)) else {
            return Err(bad_hex(vm, i));
        };
        let Some(lo) = digit(text.get(i + 1)) else {
            return Err(bad_hex(vm, i + 1));
        };
        out.push((hi * 16 + lo) as u8);
        i += 2;
    }
    Ok(out)
}

fn bad_hex(vm: &Vm<'_>, pos: usize) -> pyrite_runtime::VmErr {
    vm.value_error(format!(
        "non-hexadecimal number found in fromhex() arg at position {pos}"
    ))
}

/// `bytes.fromhex(string)`.
pub fn bytes_fromhex(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let b = fromhex_impl(vm, a, kws)?;
    vm.new_bytes(b)
}

/// `bytearray.fromhex(string)`.
pub fn bytearray_fromhex(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let b = fromhex_impl(vm, a, kws)?;
    vm.new_bytearray(b)
}

/// `b.hex(sep=..., bytes_per_sep=1)`: two lowercase hex digits a byte, `sep` (one ASCII
/// character) between groups of `bytes_per_sep` bytes counted from the right (from the left
/// when negative), as CPython's `_Py_strhex_impl`.
pub fn hex(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (data, rest) = recv(vm, a)?;
    args::clinic(vm, "hex", rest.len() + kws.len(), 0, 2)?;
    args::allowed_kws(vm, "hex", kws, &["sep", "bytes_per_sep"])?;
    let sep = rest.first().copied().or_else(|| args::kw(kws, "sep"));
    let per = match rest
        .get(1)
        .copied()
        .or_else(|| args::kw(kws, "bytes_per_sep"))
    {
        Some(v) => vm.index_arg(v, "")?,
        None => 1,
    };
    let sep: Option<char> = match sep {
        None => None,
        Some(v) => {
            let chars: Vec<char> = if let Some(s) = vm.as_str(v) {
                s.chars().collect()
            } else if let Some(b) = vm.as_bytes(v) {
                b.iter().map(|&x| char::from(x)).collect()
            } else {
                return Err(
                    vm.type_error(format!("object of type '{}' has no len()", vm.type_name(v)))
                );
            };
            match chars.as_slice() {
                [c] if c.is_ascii() => Some(*c),
                [_] => return Err(vm.value_error("sep must be ASCII.")),
                _ => return Err(vm.value_error("sep must be length 1.")),
            }
        }
    };
    vm.precheck(data.len() as u64 * 3)?;
    vm.charge_fuel(data.len() as u64 / 16)?;
    const HEX: &[u8; 16] = b"0123456789abcdef";
    let mut out = String::with_capacity(data.len() * 3);
    let group = per.unsigned_abs() as usize;
    let n = data.len();
    for (i, b) in data.iter().enumerate() {
        if let (Some(s), true) = (sep, group > 0 && i > 0) {
            // From the right: a separator where the count of bytes left is a multiple.
            let boundary = if per > 0 {
                (n - i) % group == 0
            } else {
                i % group == 0
            };
            if boundary {
                out.push(s);
            }
        }
        out.push(char::from(HEX[usize::from(b >> 4)]));
        out.push(char::from(HEX[usize::from(b & 15)]));
    }
    vm.new_str(out)
}

/// `sep.join(iterable)` for bytes and bytearray: each item bytes-like.
pub fn join(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (sep, rest) = recv(vm, a)?;
    let it = args::one(vm, "join", rest, kws)?;
    let items = vm.collect(it)?;
    let mut total = sep.len().saturating_mul(items.len().saturating_sub(1));
    for (i, v) in items.iter().enumerate() {
        match vm.as_bytes(*v) {
            Some(b) => total = total.saturating_add(b.len()),
            None => {
                return Err(vm.type_error(format!(
                    "sequence item {i}: expected a bytes-like object, {} found",
                    vm.type_name(*v)
                )))
            }
        }
    }
    vm.precheck(total as u64)?;
    vm.charge_fuel(total as u64 / 32 + items.len() as u64)?;
    let mut out = Vec::with_capacity(total);
    for (i, v) in items.iter().enumerate() {
        if i > 0 {
            out.extend_from_slice(&sep);
        }
        out.extend_from_slice(vm.as_bytes(*v).unwrap_or(&[]));
    }
    like(vm, a, out)
}

/// The bytearray receiver's handle.
fn ba_handle(a: &[Value]) -> Option<pyrite_runtime::value::Handle> {
    match a.first() {
        Some(Value::Obj(h)) => Some(*h),
        _ => None,
    }
}

/// The bytearray's bytes, mutable.
fn ba_mut<'v>(vm: &'v mut Vm<'_>, a: &[Value]) -> Option<&'v mut Vec<u8>> {
    match a.first().and_then(|r| vm.obj_mut(*r)) {
        Some(Obj::ByteArray(b)) => Some(b),
        _ => None,
    }
}

fn ba_len(vm: &Vm<'_>, a: &[Value]) -> usize {
    a.first()
        .and_then(|r| vm.as_bytes(*r))
        .map_or(0, <[u8]>::len)
}

/// `bytearray.append(item)`.
pub fn ba_append(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let x = args::one(vm, "append", a.get(1..).unwrap_or(&[]), kws)?;
    let x = vm.byte_value(x)?;
    if let Some(h) = ba_handle(a) {
        vm.bytearray_extend(h, &[x])?;
    }
    Ok(Value::None)
}

/// `bytearray.extend(iterable_of_ints)` (or a bytes-like).
pub fn ba_extend(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let x = args::one(vm, "extend", a.get(1..).unwrap_or(&[]), kws)?;
    let data = if vm.as_bytes(x).is_some() {
        vm.bytes_arg(x)?
    } else {
        vm.bytes_from_iterable(x, false)?
    };
    if let Some(h) = ba_handle(a) {
        vm.bytearray_extend(h, &data)?;
    }
    Ok(Value::None)
}

/// `bytearray.pop(index=-1)`.
pub fn ba_pop(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let rest = a.get(1..).unwrap_or(&[]);
    args::no_kw(vm, "pop", kws)?;
    args::count(vm, "pop", rest, 0, 1)?;
    let len = ba_len(vm, a);
    if len == 0 {
        return Err(vm.err(TypeTag::IndexError, "pop from empty bytearray"));
    }
    let i = match rest.first() {
        Some(v) => vm.index_arg(*v, "")?,
        None => -1,
    };
    let i = if i < 0 { i + len as i64 } else { i };
    let Some(i) = usize::try_from(i).ok().filter(|&i| i < len) else {
        return Err(vm.err(TypeTag::IndexError, "pop index out of range"));
    };
    vm.charge_fuel((len - i) as u64 / 64)?;
    let x = ba_mut(vm, a).map_or(0, |b| b.remove(i));
    Ok(Value::Int(x.into()))
}

/// `bytearray.insert(index, item)`.
pub fn ba_insert(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let rest = a.get(1..).unwrap_or(&[]);
    args::no_kw(vm, "insert", kws)?;
    args::count(vm, "insert", rest, 2, 2)?;
    let i = vm.index_arg(rest[0], "")?;
    let x = vm.byte_value(rest[1])?;
    let len = ba_len(vm, a) as i64;
    let i = if i < 0 { (i + len).max(0) } else { i.min(len) } as usize;
    if let Some(h) = ba_handle(a) {
        vm.bytearray_reserve(h, 1)?;
    }
    vm.charge_fuel((len as u64).saturating_sub(i as u64) / 64)?;
    if let Some(b) = ba_mut(vm, a) {
        b.insert(i.min(b.len()), x);
    }
    Ok(Value::None)
}

/// `bytearray.remove(value)`.
pub fn ba_remove(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let x = args::one(vm, "remove", a.get(1..).unwrap_or(&[]), kws)?;
    let x = vm.byte_value(x)?;
    vm.charge_fuel(ba_len(vm, a) as u64 / 32)?;
    let pos = a
        .first()
        .and_then(|r| vm.as_bytes(*r))
        .and_then(|b| b.iter().position(|&c| c == x));
    let Some(p) = pos else {
        return Err(vm.value_error("value not found in bytearray"));
    };
    if let Some(b) = ba_mut(vm, a) {
        b.remove(p);
    }
    Ok(Value::None)
}

/// `bytearray.clear()`.
pub fn ba_clear(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    args::no_kw(vm, "clear", kws)?;
    args::none(vm, "bytearray.clear", a.get(1..).unwrap_or(&[]))?;
    if let Some(b) = ba_mut(vm, a) {
        b.clear();
    }
    Ok(Value::None)
}

/// `bytearray.reverse()`.
pub fn ba_reverse(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    args::no_kw(vm, "reverse", kws)?;
    args::none(vm, "bytearray.reverse", a.get(1..).unwrap_or(&[]))?;
    vm.charge_fuel(ba_len(vm, a) as u64 / 64)?;
    if let Some(b) = ba_mut(vm, a) {
        b.reverse();
    }
    Ok(Value::None)
}

/// `bytearray.copy()`.
pub fn ba_copy(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    args::no_kw(vm, "copy", kws)?;
    let (data, rest) = recv(vm, a)?;
    args::none(vm, "bytearray.copy", rest)?;
    vm.new_bytearray(data)
}

/// The methods `bytes` and `bytearray` both have.
const SHARED: &[crate::Def<pyrite_runtime::NativeFn>] = &[
    crate::def(
        "decode",
        crate::codecs::bytes_decode,
        "1 + len/16",
        "text decoded (utf-8, ascii, latin-1; errors=)",
    ),
    crate::def(
        "hex",
        hex,
        "1 + len/16",
        "two hex digits a byte (sep=, bytes_per_sep=)",
    ),
    crate::def(
        "join",
        join,
        "1 + collect + len of the result/32",
        "the bytes-like items joined by the receiver",
    ),
    crate::def(
        "count",
        crate::bytes_search::count,
        "1 + len/4",
        "non-overlapping occurrences of sub (an int or bytes; start, end)",
    ),
    crate::def(
        "find",
        crate::bytes_search::find,
        "1 + len/4",
        "lowest index of sub, or -1 (start, end)",
    ),
    crate::def(
        "rfind",
        crate::bytes_search::rfind,
        "1 + len/4",
        "highest index of sub, or -1 (start, end)",
    ),
    crate::def(
        "index",
        crate::bytes_search::index,
        "1 + len/4",
        "find, or ValueError",
    ),
    crate::def(
        "rindex",
        crate::bytes_search::rindex,
        "1 + len/4",
        "rfind, or ValueError",
    ),
    crate::def(
        "startswith",
        crate::bytes_search::startswith,
        "1 + len/32",
        "True if it starts with the prefix (or one of a tuple)",
    ),
    crate::def(
        "endswith",
        crate::bytes_search::endswith,
        "1 + len/32",
        "True if it ends with the suffix (or one of a tuple)",
    ),
    crate::def(
        "replace",
        crate::bytes_search::replace,
        "1 + len of the result/8 + len/8",
        "occurrences of old replaced by new (count=)",
    ),
    crate::def(
        "split",
        crate::bytes_search::split,
        "1 + len/16 + 8 per part",
        "the parts between sep (or runs of ASCII whitespace; maxsplit=)",
    ),
    crate::def(
        "rsplit",
        crate::bytes_search::rsplit,
        "1 + len/16 + 8 per part",
        "split, from the right",
    ),
    crate::def(
        "splitlines",
        crate::bytes_search::splitlines,
        "1 + len/16 + 8 per part",
        "the lines (at \n, \r, \r\n; keepends=)",
    ),
    crate::def(
        "strip",
        crate::bytes_search::strip,
        "1 + len/32",
        "leading and trailing bytes (ASCII whitespace by default) removed",
    ),
    crate::def(
        "lstrip",
        crate::bytes_search::lstrip,
        "1 + len/32",
        "leading bytes removed",
    ),
    crate::def(
        "rstrip",
        crate::bytes_search::rstrip,
        "1 + len/32",
        "trailing bytes removed",
    ),
    crate::def(
        "partition",
        crate::bytes_search::partition,
        "1 + len/4",
        "(before, sep, after) at the first sep",
    ),
    crate::def(
        "rpartition",
        crate::bytes_search::rpartition,
        "1 + len/4",
        "(before, sep, after) at the last sep",
    ),
    crate::def(
        "removeprefix",
        crate::bytes_search::removeprefix,
        "1 + len/64",
        "the bytes without the prefix",
    ),
    crate::def(
        "removesuffix",
        crate::bytes_search::removesuffix,
        "1 + len/64",
        "the bytes without the suffix",
    ),
    crate::def(
        "center",
        crate::bytes_search::center,
        "1 + len of the result/32",
        "centered in a field of width (fillbyte)",
    ),
    crate::def(
        "ljust",
        crate::bytes_search::ljust,
        "1 + len of the result/32",
        "left-justified in a field of width (fillbyte)",
    ),
    crate::def(
        "rjust",
        crate::bytes_search::rjust,
        "1 + len of the result/32",
        "right-justified in a field of width (fillbyte)",
    ),
    crate::def(
        "zfill",
        crate::bytes_search::zfill,
        "1 + len of the result/32",
        "zeros on the left, after a sign",
    ),
    crate::def(
        "upper",
        crate::bytes_search::upper,
        "1 + len/32",
        "ASCII letters uppercased",
    ),
    crate::def(
        "lower",
        crate::bytes_search::lower,
        "1 + len/32",
        "ASCII letters lowercased",
    ),
    crate::def(
        "swapcase",
        crate::bytes_search::swapcase,
        "1 + len/32",
        "ASCII letters' case swapped",
    ),
    crate::def(
        "capitalize",
        crate::bytes_search::capitalize,
        "1 + len/32",
        "first byte uppercased, the rest lowercased (ASCII)",
    ),
    crate::def(
        "title",
        crate::bytes_search::title,
        "1 + len/32",
        "each ASCII word titlecased",
    ),
    crate::def(
        "isalnum",
        crate::bytes_search::isalnum,
        "1 + len/32",
        "True if non-empty and all ASCII letters or digits",
    ),
    crate::def(
        "isalpha",
        crate::bytes_search::isalpha,
        "1 + len/32",
        "True if non-empty and all ASCII letters",
    ),
    crate::def(
        "isascii",
        crate::bytes_search::isascii,
        "1 + len/32",
        "True if every byte is below 128",
    ),
    crate::def(
        "isdigit",
        crate::bytes_search::isdigit,
        "1 + len/32",
        "True if non-empty and all ASCII digits",
    ),
    crate::def(
        "islower",
        crate::bytes_search::islower,
        "1 + len/32",
        "True if some ASCII lowercase and no uppercase letter",
    ),
    crate::def(
        "isspace",
        crate::bytes_search::isspace,
        "1 + len/32",
        "True if non-empty and all ASCII whitespace",
    ),
    crate::def(
        "istitle",
        crate::bytes_search::istitle,
        "1 + len/32",
        "True if titlecased (ASCII)",
    ),
    crate::def(
        "isupper",
        crate::bytes_search::isupper,
        "1 + len/32",
        "True if some ASCII uppercase and no lowercase letter",
    ),
];

/// The methods only `bytes` has.
const BYTES_ONLY: &[crate::Def<pyrite_runtime::NativeFn>] = &[crate::class_method(crate::def(
    "fromhex",
    bytes_fromhex,
    "1 + len/16",
    "bytes of hex digit pairs (whitespace between pairs)",
))];

/// The methods only `bytearray` has (its mutation, and its own `fromhex`).
const BYTEARRAY_ONLY: &[crate::Def<pyrite_runtime::NativeFn>] = &[
    crate::class_method(crate::def(
        "fromhex",
        bytearray_fromhex,
        "1 + len/16",
        "a bytearray of hex digit pairs",
    )),
    crate::def(
        "append",
        ba_append,
        "1 (growth: charged at the new capacity)",
        "adds one byte at the end",
    ),
    crate::def(
        "extend",
        ba_extend,
        "1 + 1 per item (growth charged)",
        "appends the bytes of a bytes-like or an iterable of ints",
    ),
    crate::def(
        "pop",
        ba_pop,
        "1 + bytes moved/64",
        "removes and returns the byte at i (default last)",
    ),
    crate::def(
        "insert",
        ba_insert,
        "1 + bytes moved/64",
        "inserts a byte before position i",
    ),
    crate::def(
        "remove",
        ba_remove,
        "1 + len/32",
        "removes the first byte equal to x",
    ),
    crate::def("clear", ba_clear, "1", "removes every byte"),
    crate::def("reverse", ba_reverse, "1 + len/64", "reverses in place"),
    crate::def("copy", ba_copy, "1 + len/64", "a copy"),
];

/// The rows of `bytes` and `bytearray` for the table's `METHODS`: the shared methods under
/// both types.
pub fn rows() -> Vec<(TypeTag, crate::Def<pyrite_runtime::NativeFn>)> {
    let tagged = |t: TypeTag, defs: &'static [crate::Def<pyrite_runtime::NativeFn>]| {
        defs.iter().map(move |d| (t, *d))
    };
    tagged(TypeTag::Bytes, SHARED)
        .chain(tagged(TypeTag::Bytes, BYTES_ONLY))
        .chain(tagged(TypeTag::ByteArray, SHARED))
        .chain(tagged(TypeTag::ByteArray, BYTEARRAY_ONLY))
        .collect()
}

/// The `byteorder` argument of `int.to_bytes`/`int.from_bytes`: true for big-endian.
fn big_endian(vm: &Vm<'_>, fname: &str, v: Option<Value>) -> VmResult<bool> {
    match v {
        None => Ok(true),
        Some(v) => match vm.as_str(v) {
            Some("big") => Ok(true),
            Some("little") => Ok(false),
            Some(_) => Err(vm.value_error("byteorder must be either 'little' or 'big'")),
            None => Err(vm.type_error(format!(
                "{fname}() argument 'byteorder' must be str, not {}",
                vm.type_name(v)
            ))),
        },
    }
}

/// The `(first, byteorder)` positional-or-keyword arguments and the keyword-only `signed`.
fn int_bytes_args(
    vm: &mut Vm<'_>,
    fname: &str,
    first: &str,
    rest: &[Value],
    kws: Kw<'_>,
) -> VmResult<(Option<Value>, bool, bool)> {
    if rest.len() > 2 {
        return Err(vm.type_error(format!(
            "{fname}() takes at most 2 positional arguments ({} given)",
            rest.len()
        )));
    }
    args::allowed_kws(vm, fname, kws, &[first, "byteorder", "signed"])?;
    let x = rest.first().copied().or_else(|| args::kw(kws, first));
    let big = big_endian(
        vm,
        fname,
        rest.get(1).copied().or_else(|| args::kw(kws, "byteorder")),
    )?;
    let signed = match args::kw(kws, "signed") {
        Some(v) => vm.truthy(v)?,
        None => false,
    };
    Ok((x, big, signed))
}

/// `int.to_bytes(length=1, byteorder='big', *, signed=False)`.
pub fn int_to_bytes(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (n, rest) = match a.split_first() {
        Some((n, rest)) => (*n, rest),
        None => (Value::Int(0), &[][..]),
    };
    let (length, big, signed) = int_bytes_args(vm, "to_bytes", "length", rest, kws)?;
    let length = match length {
        Some(v) => vm.index_arg(v, "")?,
        None => 1,
    };
    if length < 0 {
        return Err(vm.value_error("length argument must be non-negative"));
    }
    let n = vm.to_bigint(n).unwrap_or_default();
    if n.sign() == num_bigint::Sign::Minus && !signed {
        return Err(vm.err(
            TypeTag::OverflowError,
            "can't convert negative int to unsigned",
        ));
    }
    let mut digits = if signed {
        n.to_signed_bytes_le()
    } else {
        n.to_bytes_le().1
    };
    if n == num_bigint::BigInt::default() {
        digits.clear();
    }
    if digits.len() as u64 > length as u64 {
        return Err(vm.err(TypeTag::OverflowError, "int too big to convert"));
    }
    vm.precheck(length as u64)?;
    vm.charge_fuel(length as u64 / 64)?;
    let fill = if n.sign() == num_bigint::Sign::Minus {
        0xff
    } else {
        0
    };
    digits.resize(length as usize, fill);
    if big {
        digits.reverse();
    }
    vm.new_bytes(digits)
}

/// `int.from_bytes(bytes, byteorder='big', *, signed=False)` (a classmethod: argument 0 is
/// the type).
pub fn int_from_bytes(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let rest = a.get(1..).unwrap_or(&[]);
    let (x, big, signed) = int_bytes_args(vm, "from_bytes", "bytes", rest, kws)?;
    let Some(x) = x else {
        return Err(vm.type_error("from_bytes() missing required argument 'bytes' (pos 1)"));
    };
    let data = if vm.as_bytes(x).is_some() {
        vm.bytes_arg(x)?
    } else if vm.type_tag(x) == TypeTag::Str || vm.is_int(x) || !vm.is_iterable(x) {
        return Err(vm.type_error(format!(
            "cannot convert '{}' object to bytes",
            vm.type_name(x)
        )));
    } else {
        vm.bytes_from_iterable(x, true)?
    };
    vm.charge_fuel(data.len() as u64 / 16)?;
    let n = match (big, signed) {
        (true, true) => num_bigint::BigInt::from_signed_bytes_be(&data),
        (false, true) => num_bigint::BigInt::from_signed_bytes_le(&data),
        (true, false) => num_bigint::BigInt::from_bytes_be(num_bigint::Sign::Plus, &data),
        (false, false) => num_bigint::BigInt::from_bytes_le(num_bigint::Sign::Plus, &data),
    };
    let n = vm.new_bigint(n)?;
    match a.first() {
        // `I.from_bytes(...)` for a class extending int: `I(n)`, as CPython's.
        Some(&cls) if matches!(vm.obj(cls), Some(pyrite_runtime::heap::Obj::Class(_))) => {
            vm.call_function(cls, &[n], &[]) // CALLBACK
        }
        _ => Ok(n),
    }
}
