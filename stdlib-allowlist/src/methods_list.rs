//! Methods of `list` (and `tuple.count` / `tuple.index`). Argument 0 is the receiver.

use pyrite_runtime::heap::Obj;
use pyrite_runtime::{TypeTag, Value, Vm, VmResult};

use crate::args::{self, recv, Kw};

fn items(vm: &Vm<'_>, l: Value) -> Vec<Value> {
    vm.seq_items(l)
}

fn with_list<R>(vm: &mut Vm<'_>, l: Value, f: impl FnOnce(&mut Vec<Value>) -> R) -> Option<R> {
    match vm.obj_mut(l) {
        Some(Obj::List(v)) => Some(f(v)),
        _ => None,
    }
}

/// `list.append(x)`.
pub fn append(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (l, rest) = recv(a);
    let x = args::one(vm, "list.append", rest, kws)?;
    vm.list_push(l, x)?;
    Ok(Value::None)
}

/// `list.extend(iterable)`.
pub fn extend(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (l, rest) = recv(a);
    let x = args::one(vm, "list.extend", rest, kws)?;
    vm.list_extend(l, x)?;
    Ok(Value::None)
}

/// `list.__init__(iterable=(), /)`: empties the list, then extends it (so `l.__init__(l)`
/// leaves it empty, as in CPython).
pub fn init(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (l, rest) = recv(a);
    if !kws.is_empty() {
        return Err(vm.type_error("list() takes no keyword arguments"));
    }
    if rest.len() > 1 {
        return Err(vm.type_error(format!(
            "list expected at most 1 argument, got {}",
            rest.len()
        )));
    }
    with_list(vm, l, |v| v.clear());
    if let Some(x) = rest.first() {
        vm.list_extend(l, *x)?;
    }
    Ok(Value::None)
}

/// `list.pop([i])`.
pub fn pop(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (l, rest) = recv(a);
    args::no_kw(vm, "pop", kws)?;
    args::count(vm, "pop", rest, 0, 1)?;
    // The index is converted first (argument clinic's Py_ssize_t), then the list checked.
    let i = match rest.first() {
        Some(v) if vm.is_int(*v) && vm.to_i64(*v).is_none() => {
            return Err(vm.err(
                TypeTag::OverflowError,
                "Python int too large to convert to C ssize_t",
            ))
        }
        Some(v) => vm.index_arg(*v, "")?,
        None => -1,
    };
    let len = items(vm, l).len();
    if len == 0 {
        return Err(vm.err(TypeTag::IndexError, "pop from empty list"));
    }
    let idx = if i < 0 { i + len as i64 } else { i };
    let Some(idx) = usize::try_from(idx).ok().filter(|&u| u < len) else {
        return Err(vm.err(TypeTag::IndexError, "pop index out of range"));
    };
    vm.charge_fuel((len - idx) as u64 / 16)?;
    Ok(with_list(vm, l, |v| {
        if idx < v.len() {
            v.remove(idx)
        } else {
            Value::None
        }
    })
    .unwrap_or(Value::None))
}

/// `list.insert(i, x)`.
pub fn insert(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (l, rest) = recv(a);
    args::no_kw(vm, "insert", kws)?;
    let [i, x] = rest else {
        return Err(vm.type_error(format!("insert expected 2 arguments, got {}", rest.len())));
    };
    let len = items(vm, l).len() as i64;
    let i = vm.index_arg(*i, "")?;
    let idx = if i < 0 { (i + len).max(0) } else { i.min(len) } as usize;
    if let Value::Obj(h) = l {
        vm.charge_grow(h, 16)?;
    }
    vm.charge_fuel((len as u64).saturating_sub(idx as u64) / 16)?;
    with_list(vm, l, |v| v.insert(idx.min(v.len()), *x));
    Ok(Value::None)
}

/// `list.remove(x)`.
pub fn remove(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (l, rest) = recv(a);
    let x = args::one(vm, "list.remove", rest, kws)?;
    for (i, v) in items(vm, l).into_iter().enumerate() {
        vm.charge_fuel(1)?;
        if vm.key_eq(v, x)? {
            with_list(vm, l, |v| {
                if i < v.len() {
                    v.remove(i);
                }
            });
            return Ok(Value::None);
        }
    }
    Err(vm.value_error("list.remove(x): x not in list"))
}

/// `list.index(x)` / `tuple.index(x)`.
pub fn index(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (l, rest) = recv(a);
    args::no_kw(vm, "index", kws)?;
    args::count(vm, "index", rest, 1, 3)?;
    let x = rest.first().copied().unwrap_or(Value::None);
    let all = items(vm, l);
    let n = all.len() as i64;
    let bound = |vm: &Vm<'_>, v: Option<&Value>, d: i64| -> VmResult<i64> {
        match v {
            None => Ok(d),
            Some(v) => {
                let i = vm.index_arg(*v, "")?;
                Ok(if i < 0 { (i + n).max(0) } else { i.min(n) })
            }
        }
    };
    let start = bound(vm, rest.get(1), 0)?;
    let stop = bound(vm, rest.get(2), n)?;
    for i in start..stop {
        vm.charge_fuel(1)?;
        if let Some(v) = all.get(i as usize) {
            if vm.key_eq(*v, x)? {
                return Ok(Value::Int(i));
            }
        }
    }
    let tn = vm.type_name(l);
    if tn == "tuple" {
        return Err(vm.value_error("tuple.index(x): x not in tuple"));
    }
    let r = vm.repr(x)?;
    Err(vm.value_error(format!("{r} is not in list")))
}

/// `list.count(x)` / `tuple.count(x)`.
pub fn count(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (l, rest) = recv(a);
    let name = if vm.type_name(l) == "tuple" {
        "tuple.count"
    } else {
        "list.count"
    };
    let x = args::one(vm, name, rest, kws)?;
    let mut n = 0;
    for v in items(vm, l) {
        vm.charge_fuel(1)?;
        if vm.key_eq(v, x)? {
            n += 1;
        }
    }
    Ok(Value::Int(n))
}

/// `list.reverse()`.
pub fn reverse(vm: &mut Vm<'_>, a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    let (l, rest) = recv(a);
    args::none(vm, "list.reverse", rest)?;
    let n = items(vm, l).len() as u64;
    vm.charge_fuel(n / 16)?;
    with_list(vm, l, |v| v.reverse());
    Ok(Value::None)
}

/// `list.clear()`.
pub fn clear(vm: &mut Vm<'_>, a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    let (l, rest) = recv(a);
    args::none(vm, "list.clear", rest)?;
    with_list(vm, l, |v| v.clear());
    Ok(Value::None)
}

/// `list.copy()`.
pub fn copy(vm: &mut Vm<'_>, a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    let (l, rest) = recv(a);
    args::none(vm, "list.copy", rest)?;
    let v = items(vm, l);
    vm.charge_fuel(v.len() as u64 / 8)?;
    vm.new_list(v)
}

/// `list.sort(key=None, reverse=False)`.
pub fn sort(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (l, rest) = recv(a);
    args::allowed_kws(vm, "sort", kws, &["key", "reverse"])?;
    if !rest.is_empty() {
        return Err(vm.type_error("sort() takes no positional arguments"));
    }
    // As CPython, the list is empty while it is sorted (key functions and comparisons see
    // `[]`); it gets its items back, sorted as far as the sort went, even on an error.
    // The items are sorted in place (no copy): the sort roots them while it runs. Room for
    // those roots is checked first, while the list still holds its items: a collection
    // the check makes cannot free them.
    let n = with_list(vm, l, |cur| cur.len()).unwrap_or(0);
    vm.precheck(pyrite_runtime::heap::malloc_size(n as u64 * 16))?;
    let v = with_list(vm, l, std::mem::take).unwrap_or_default();
    let sorted = crate::sort::sort_partial(vm, v, kws); // CALLBACK
    let modified = with_list(vm, l, |cur| !cur.is_empty()).unwrap_or(false);
    let err = sorted.error;
    let back = sorted.items;
    with_list(vm, l, |cur| *cur = back);
    if let Some(e) = err {
        return Err(e);
    }
    if modified {
        return Err(vm.value_error("list modified during sort"));
    }
    Ok(Value::None)
}
