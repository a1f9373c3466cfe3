//! `collections.deque`: the constructor and methods, with CPython 3.11's argument errors
//! (`_collectionsmodule.c`); the deque itself is the runtime's (`vm/deque.rs`).

use num_traits::Signed;
use pyrite_runtime::{NativeFn, TypeTag, Value, Vm, VmResult};

use super::Def;
use crate::args::Kw;

/// The constructor, for the table's `CTORS`.
pub const CTORS: &[(TypeTag, NativeFn)] = &[(TypeTag::Deque, deque_new)];

const fn m(
    name: &'static str,
    f: NativeFn,
    fuel: &'static str,
    doc: &'static str,
) -> Def<NativeFn> {
    crate::def(name, f, fuel, doc)
}

/// The methods, for the table's `METHODS`.
pub const METHODS: &[(TypeTag, Def<NativeFn>)] = &[
    (
        TypeTag::Deque,
        m(
            "append",
            append,
            "1 (growth: + the allocation rule, the buffer doubling)",
            "adds an item on the right (past maxlen, the leftmost goes)",
        ),
    ),
    (
        TypeTag::Deque,
        m(
            "appendleft",
            appendleft,
            "1 (growth: + the allocation rule)",
            "adds an item on the left (past maxlen, the rightmost goes)",
        ),
    ),
    (
        TypeTag::Deque,
        m("pop", pop, "1", "removes and returns the rightmost item"),
    ),
    (
        TypeTag::Deque,
        m(
            "popleft",
            popleft,
            "1",
            "removes and returns the leftmost item",
        ),
    ),
    (
        TypeTag::Deque,
        m(
            "extend",
            extend,
            "1 + 1 per item",
            "appends the items of an iterable on the right",
        ),
    ),
    (
        TypeTag::Deque,
        m(
            "extendleft",
            extendleft,
            "1 + 1 per item",
            "appends the items of an iterable on the left (so reversed)",
        ),
    ),
    (
        TypeTag::Deque,
        m(
            "rotate",
            rotate,
            "1 + min(k, n-k)/16",
            "rotates n steps to the right (negative: to the left)",
        ),
    ),
    (TypeTag::Deque, m("clear", clear, "1", "removes every item")),
    (
        TypeTag::Deque,
        m(
            "copy",
            copy,
            "1 + n/8 and the allocation rule",
            "a shallow copy with the same maxlen",
        ),
    ),
    (
        TypeTag::Deque,
        m(
            "count",
            count,
            "1 + 1 per item compared",
            "how many items equal the value",
        ),
    ),
    (
        TypeTag::Deque,
        m(
            "index",
            index,
            "1 + 1 per item compared",
            "position of the first item equal to the value (start, stop)",
        ),
    ),
    (
        TypeTag::Deque,
        m(
            "insert",
            insert,
            "1 + min(i, n-i)/16",
            "inserts an item before position i (IndexError when at maxlen)",
        ),
    ),
    (
        TypeTag::Deque,
        m(
            "remove",
            remove,
            "1 + 1 per item compared",
            "removes the first item equal to the value",
        ),
    ),
    (
        TypeTag::Deque,
        m(
            "reverse",
            reverse,
            "1 + n/16",
            "reverses the items in place",
        ),
    ),
];

/// `deque(iterable=(), maxlen=None)`.
fn deque_new(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    if a.len() + kws.len() > 2 {
        return Err(vm.type_error(format!(
            "deque() takes at most 2 arguments ({} given)",
            a.len() + kws.len()
        )));
    }
    let mut iterable = a.first().copied();
    let mut maxlen = a.get(1).copied();
    for (k, v) in kws {
        match *k {
            "iterable" if iterable.is_none() => iterable = Some(*v),
            "maxlen" if maxlen.is_none() => maxlen = Some(*v),
            "iterable" | "maxlen" => {
                return Err(vm.type_error(format!(
                    "argument for deque() given by name ('{k}') and position ({})",
                    if *k == "iterable" { 1 } else { 2 }
                )))
            }
            _ => {
                return Err(
                    vm.type_error(format!("'{k}' is an invalid keyword argument for deque()"))
                )
            }
        }
    }
    let bound = match maxlen.map(|v| vm.int_payload(v).unwrap_or(v)) {
        None | Some(Value::None) => None,
        Some(Value::Int(n)) if n < 0 => {
            return Err(vm.value_error("maxlen must be non-negative"));
        }
        Some(Value::Int(n)) => Some(n as usize),
        Some(Value::Bool(b)) => Some(usize::from(b)),
        Some(v) => match vm.to_bigint(v) {
            Some(b) if b.is_negative() => return Err(vm.value_error("maxlen must be non-negative")),
            Some(_) => {
                return Err(vm.err(
                    TypeTag::OverflowError,
                    "Python int too large to convert to C ssize_t",
                ))
            }
            None => return Err(vm.type_error("an integer is required")),
        },
    };
    let d = vm.new_deque(bound)?;
    if let Some(src) = iterable {
        vm.with_roots(&[d], |vm| vm.deque_extend(d, src, false))?;
    }
    Ok(d)
}

/// The receiver and exactly `N` arguments, no keywords, with the messages of
/// `METH_O`/`METH_NOARGS` methods.
fn recv<const N: usize>(
    vm: &Vm<'_>,
    name: &str,
    a: &[Value],
    kws: Kw<'_>,
) -> VmResult<(Value, [Value; N])> {
    if !kws.is_empty() {
        return Err(vm.type_error(format!("deque.{name}() takes no keyword arguments")));
    }
    let (r, rest) = match a.split_first() {
        Some((r, rest)) => (*r, rest),
        None => (Value::None, &[][..]),
    };
    match <[Value; N]>::try_from(rest) {
        Ok(args) => Ok((r, args)),
        Err(_) if N == 0 => Err(vm.type_error(format!(
            "deque.{name}() takes no arguments ({} given)",
            rest.len()
        ))),
        Err(_) => Err(vm.type_error(format!(
            "deque.{name}() takes exactly one argument ({} given)",
            rest.len()
        ))),
    }
}

fn append(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (d, [x]) = recv::<1>(vm, "append", a, kws)?;
    vm.deque_append(d, x, false)?;
    Ok(Value::None)
}

fn appendleft(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (d, [x]) = recv::<1>(vm, "appendleft", a, kws)?;
    vm.deque_append(d, x, true)?;
    Ok(Value::None)
}

fn pop(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (d, []) = recv::<0>(vm, "pop", a, kws)?;
    vm.deque_pop(d, false)
}

fn popleft(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (d, []) = recv::<0>(vm, "popleft", a, kws)?;
    vm.deque_pop(d, true)
}

fn extend(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (d, [it]) = recv::<1>(vm, "extend", a, kws)?;
    vm.deque_extend(d, it, false)?;
    Ok(Value::None)
}

fn extendleft(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (d, [it]) = recv::<1>(vm, "extendleft", a, kws)?;
    vm.deque_extend(d, it, true)?;
    Ok(Value::None)
}

/// An `n` argument as a C `Py_ssize_t` (`__index__` of an int; OverflowError past it).
fn ssize(vm: &Vm<'_>, v: Value) -> VmResult<i64> {
    match vm.int_payload(v).unwrap_or(v) {
        Value::Int(i) => Ok(i),
        Value::Bool(b) => Ok(i64::from(b)),
        _ if vm.is_int(v) => Err(vm.err(
            TypeTag::OverflowError,
            "Python int too large to convert to C ssize_t",
        )),
        _ => Err(vm.type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            vm.type_name(v)
        ))),
    }
}

/// A slice bound (`_PyEval_SliceIndexNotNone`): a big int clamps to the C range.
fn slice_bound(vm: &Vm<'_>, v: Value) -> VmResult<i64> {
    match v {
        Value::Int(i) => Ok(i),
        Value::Bool(b) => Ok(i64::from(b)),
        _ => match vm.to_bigint(v) {
            Some(b) if b.is_negative() => Ok(i64::MIN),
            Some(_) => Ok(i64::MAX),
            None => {
                Err(vm.type_error("slice indices must be integers or have an __index__ method"))
            }
        },
    }
}

fn rotate(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    if !kws.is_empty() {
        return Err(vm.type_error("deque.rotate() takes no keyword arguments"));
    }
    let (d, rest) = a
        .split_first()
        .map_or((Value::None, &[][..]), |(d, r)| (*d, r));
    crate::args::count(vm, "deque.rotate", rest, 0, 1)?;
    let n = match rest.first() {
        Some(v) => ssize(vm, *v)?,
        None => 1,
    };
    vm.deque_rotate(d, n)?;
    Ok(Value::None)
}

fn clear(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (d, []) = recv::<0>(vm, "clear", a, kws)?;
    vm.deque_clear(d);
    Ok(Value::None)
}

fn copy(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (d, []) = recv::<0>(vm, "copy", a, kws)?;
    vm.deque_copy(d)
}

fn count(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (d, [x]) = recv::<1>(vm, "count", a, kws)?;
    Ok(Value::Int(vm.deque_count(d, x)? as i64))
}

fn index(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    if !kws.is_empty() {
        return Err(vm.type_error("deque.index() takes no keyword arguments"));
    }
    let (d, rest) = a
        .split_first()
        .map_or((Value::None, &[][..]), |(d, r)| (*d, r));
    crate::args::clinic(vm, "index", rest.len(), 1, 3)?;
    let x = rest.first().copied().unwrap_or(Value::None);
    let start = match rest.get(1) {
        Some(v) => slice_bound(vm, *v)?,
        None => 0,
    };
    let stop = match rest.get(2) {
        Some(v) => slice_bound(vm, *v)?,
        None => i64::MAX,
    };
    Ok(Value::Int(vm.deque_index(d, x, start, stop)? as i64))
}

fn insert(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    if !kws.is_empty() {
        return Err(vm.type_error("deque.insert() takes no keyword arguments"));
    }
    let (d, rest) = a
        .split_first()
        .map_or((Value::None, &[][..]), |(d, r)| (*d, r));
    let [i, x] = rest else {
        return Err(vm.type_error(format!(
            "insert() takes exactly 2 arguments ({} given)",
            rest.len()
        )));
    };
    let i = ssize(vm, *i)?;
    vm.deque_insert(d, i, *x)?;
    Ok(Value::None)
}

fn remove(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (d, [x]) = recv::<1>(vm, "remove", a, kws)?;
    vm.deque_remove(d, x)?;
    Ok(Value::None)
}

fn reverse(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (d, []) = recv::<0>(vm, "reverse", a, kws)?;
    vm.deque_reverse(d)?;
    Ok(Value::None)
}
