//! `set` and `frozenset`: constructors and methods, on CPython's table (see
//! `pyrite_runtime::set`), with CPython's choices of what is copied and iterated, so results
//! come out in CPython's order.

use pyrite_runtime::heap::Obj;
use pyrite_runtime::set::SetTable;
use pyrite_runtime::{TypeTag, Value, Vm, VmResult};

use crate::args::{self, Kw};

/// `set(iterable=())`.
pub fn set(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    args::no_kw(vm, "set", kws)?;
    args::count(vm, "set", a, 0, 1)?;
    let s = vm.new_set(false)?;
    if let Some(x) = a.first() {
        vm.with_roots(&[s], |vm| vm.set_update(s, *x))?;
    }
    Ok(s)
}

/// `frozenset(iterable=())` (a frozenset argument is returned as it is).
pub fn frozenset(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    args::no_kw(vm, "frozenset", kws)?;
    args::count(vm, "frozenset", a, 0, 1)?;
    if let Some(x) = a.first() {
        if vm.is_frozenset(*x) {
            return Ok(*x);
        }
    }
    let s = vm.new_set(true)?;
    if let Some(x) = a.first() {
        vm.with_roots(&[s], |vm| vm.set_update(s, *x))?;
    }
    Ok(s)
}

/// The receiver of a set method, checked as CPython's descriptors check it.
fn recv<'v>(
    vm: &Vm<'_>,
    a: &'v [Value],
    name: &str,
    mutating: bool,
) -> VmResult<(Value, &'v [Value])> {
    let Some((&s, rest)) = a.split_first() else {
        return Err(vm.type_error(format!(
            "descriptor '{name}' of 'set' object needs an argument"
        )));
    };
    let ok = match vm.obj(s) {
        Some(Obj::Set(_)) => true,
        Some(Obj::FrozenSet(_)) => !mutating,
        _ => false,
    };
    if !ok {
        let owner = if mutating { "set" } else { "frozenset" };
        return Err(vm.type_error(format!(
            "descriptor '{name}' for '{owner}' objects doesn't apply to a '{}' object",
            vm.type_name(s)
        )));
    }
    Ok((s, rest))
}

/// The table of a set-like operand, or of a set made from any iterable: a copy, so room
/// for it is checked (and its fuel charged) before it is made.
fn table_of(vm: &mut Vm<'_>, x: Value) -> VmResult<SetTable> {
    let src = match vm.set_table(x) {
        Some(_) => x,
        None => {
            let tmp = vm.new_set(false)?;
            vm.with_roots(&[tmp], |vm| vm.set_update(tmp, x))?;
            tmp
        }
    };
    vm.with_roots(&[src], |vm| {
        let bytes = vm.set_table(src).map_or(0, |t| t.table_bytes()) as u64;
        vm.precheck(bytes)?;
        Ok(vm.set_table(src).cloned().unwrap_or_default())
    })
}

/// `s.add(x)`.
pub fn add(vm: &mut Vm<'_>, a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    let (s, rest) = recv(vm, a, "add", true)?;
    let [x] = rest else {
        return Err(vm.type_error(format!(
            "set.add() takes exactly one argument ({} given)",
            rest.len()
        )));
    };
    vm.set_add(s, *x)?;
    Ok(Value::None)
}

/// `s.discard(x)`.
pub fn discard(vm: &mut Vm<'_>, a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    let (s, rest) = recv(vm, a, "discard", true)?;
    let [x] = rest else {
        return Err(vm.type_error(format!(
            "set.discard() takes exactly one argument ({} given)",
            rest.len()
        )));
    };
    vm.set_discard(s, *x)?;
    Ok(Value::None)
}

/// `s.remove(x)`: KeyError if absent.
pub fn remove(vm: &mut Vm<'_>, a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    let (s, rest) = recv(vm, a, "remove", true)?;
    let [x] = rest else {
        return Err(vm.type_error(format!(
            "set.remove() takes exactly one argument ({} given)",
            rest.len()
        )));
    };
    if !vm.set_discard(s, *x)? {
        return Err(vm.key_error(*x));
    }
    Ok(Value::None)
}

/// `s.pop()`: an arbitrary element (CPython's finger order); KeyError when empty.
pub fn pop(vm: &mut Vm<'_>, a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    let (s, rest) = recv(vm, a, "pop", true)?;
    args::none(vm, "set.pop", rest)?;
    let Value::Obj(h) = s else {
        return Ok(Value::None);
    };
    match vm.with_set(h, |_, t| Ok(t.pop()))? {
        Some(v) => Ok(v),
        None => {
            let m = vm.new_str("pop from an empty set".to_string())?;
            Err(vm.exc_with_args(TypeTag::KeyError, vec![m]))
        }
    }
}

/// `s.clear()`.
pub fn clear(vm: &mut Vm<'_>, a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    let (s, rest) = recv(vm, a, "clear", true)?;
    args::none(vm, "set.clear", rest)?;
    if let Value::Obj(h) = s {
        vm.with_set(h, |_, t| {
            t.clear();
            Ok(())
        })?;
    }
    Ok(Value::None)
}

/// `set.__init__(iterable=(), /)`: empties the set, then adds the iterable's items.
pub fn init(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (s, rest) = recv(vm, a, "__init__", true)?;
    if !kws.is_empty() {
        return Err(vm.type_error("set() takes no keyword arguments"));
    }
    if rest.len() > 1 {
        return Err(vm.type_error(format!(
            "set expected at most 1 argument, got {}",
            rest.len()
        )));
    }
    if let Value::Obj(h) = s {
        vm.with_set(h, |_, t| {
            t.clear();
            Ok(())
        })?;
    }
    if let Some(x) = rest.first() {
        vm.set_update(s, *x)?;
    }
    Ok(Value::None)
}

/// `s.copy()` (a frozenset's copy is itself).
pub fn copy(vm: &mut Vm<'_>, a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    let (s, rest) = recv(vm, a, "copy", false)?;
    args::none(vm, "copy", rest)?;
    if vm.is_frozenset(s) {
        return Ok(s);
    }
    let t = vm.set_table(s).map(SetTable::copy).unwrap_or_default();
    vm.set_from_table(t, false)
}

/// `s.update(*iterables)`.
pub fn update(vm: &mut Vm<'_>, a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    let (s, rest) = recv(vm, a, "update", true)?;
    for x in rest {
        vm.set_update(s, *x)?;
    }
    Ok(Value::None)
}

/// `s.union(*iterables)`: a copy updated with each.
pub fn union(vm: &mut Vm<'_>, a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    let (s, rest) = recv(vm, a, "union", false)?;
    let frozen = vm.is_frozenset(s);
    let t = vm.set_table(s).map(SetTable::copy).unwrap_or_default();
    let r = vm.set_from_table(t, frozen)?;
    vm.with_roots(&[r], |vm| {
        for x in rest {
            if *x != s {
                vm.set_update(r, *x)?;
            }
        }
        Ok(())
    })?;
    Ok(r)
}

/// `s.intersection(*iterables)`.
pub fn intersection(vm: &mut Vm<'_>, a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    let (s, rest) = recv(vm, a, "intersection", false)?;
    let frozen = vm.is_frozenset(s);
    let mut cur = vm.set_table(s).cloned().unwrap_or_default();
    if rest.is_empty() {
        return vm.set_from_table(cur.copy(), frozen);
    }
    for x in rest {
        let other = table_of(vm, *x)?;
        cur = cur.intersection(&other, &mut |x, y| vm.key_eq(x, y))?;
    }
    vm.set_from_table(cur, frozen)
}

/// `s.difference(*iterables)`.
pub fn difference(vm: &mut Vm<'_>, a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    let (s, rest) = recv(vm, a, "difference", false)?;
    let frozen = vm.is_frozenset(s);
    let base = vm.set_table(s).cloned().unwrap_or_default();
    let Some((first, others)) = rest.split_first() else {
        return vm.set_from_table(base.copy(), frozen);
    };
    let t = table_of(vm, *first)?;
    let mut cur = if *first == s {
        SetTable::new()
    } else {
        base.difference(&t, &mut |x, y| vm.key_eq(x, y))?
    };
    for x in others {
        let t = table_of(vm, *x)?;
        cur.difference_update(&t, &mut |x, y| vm.key_eq(x, y))?;
    }
    vm.set_from_table(cur, frozen)
}

/// `s.symmetric_difference(iterable)`.
pub fn symmetric_difference(vm: &mut Vm<'_>, a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    let (s, rest) = recv(vm, a, "symmetric_difference", false)?;
    let [x] = rest else {
        return Err(vm.type_error(format!(
            "{}.symmetric_difference() takes exactly one argument ({} given)",
            vm.type_name(s),
            rest.len()
        )));
    };
    let frozen = vm.is_frozenset(s);
    if *x == s {
        return vm.set_from_table(SetTable::new(), frozen);
    }
    let base = table_of(vm, s)?;
    let other = table_of(vm, *x)?;
    // The result starts as a copy of `other` and grows to at most both sets' keys.
    vm.precheck(pyrite_runtime::set::max_table_bytes(base.len() + other.len()) as u64)?;
    let r = base.symmetric_difference(&other, &mut |x, y| vm.key_eq(x, y))?;
    vm.set_from_table(r, frozen)
}

/// The in-place algebra: `intersection_update`, `difference_update`,
/// `symmetric_difference_update`.
fn in_place(vm: &mut Vm<'_>, a: &[Value], name: &str) -> VmResult<Value> {
    let (s, rest) = recv(vm, a, name, true)?;
    let Value::Obj(h) = s else {
        return Ok(Value::None);
    };
    let others: Vec<Option<SetTable>> = rest
        .iter()
        .map(|x| {
            if *x == s {
                Ok(None)
            } else {
                table_of(vm, *x).map(Some)
            }
        })
        .collect::<VmResult<_>>()?;
    if name == "symmetric_difference_update" && others.len() != 1 {
        return Err(vm.type_error(format!(
            "set.symmetric_difference_update() takes exactly one argument ({} given)",
            others.len()
        )));
    }
    // Only a symmetric difference grows the set: to at most both sizes together.
    let incoming: usize = others.iter().flatten().map(SetTable::len).sum();
    let most = |t: &SetTable| {
        if name == "symmetric_difference_update" {
            pyrite_runtime::set::max_table_bytes(t.len() + incoming)
        } else {
            0
        }
    };
    vm.with_set_growing(h, most, |vm, t| {
        for other in &others {
            match (name, other) {
                ("intersection_update", None) => t.intersection_update_itself(),
                ("intersection_update", Some(o)) => {
                    t.intersection_update(o, &mut |x, y| vm.key_eq(x, y))?
                }
                (_, None) => t.clear(),
                ("difference_update", Some(o)) => {
                    t.difference_update(o, &mut |x, y| vm.key_eq(x, y))?
                }
                (_, Some(o)) => t.symmetric_difference_update(o, &mut |x, y| vm.key_eq(x, y))?,
            }
        }
        Ok(())
    })?;
    Ok(Value::None)
}

/// `s.intersection_update(*iterables)`.
pub fn intersection_update(vm: &mut Vm<'_>, a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    in_place(vm, a, "intersection_update")
}

/// `s.difference_update(*iterables)`.
pub fn difference_update(vm: &mut Vm<'_>, a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    in_place(vm, a, "difference_update")
}

/// `s.symmetric_difference_update(iterable)`.
pub fn symmetric_difference_update(vm: &mut Vm<'_>, a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    in_place(vm, a, "symmetric_difference_update")
}

/// `issubset`, `issuperset`, `isdisjoint` against any iterable.
fn relation(vm: &mut Vm<'_>, a: &[Value], name: &str) -> VmResult<Value> {
    let (s, rest) = recv(vm, a, name, false)?;
    let [x] = rest else {
        return Err(vm.type_error(format!(
            "{}.{name}() takes exactly one argument ({} given)",
            vm.type_name(s),
            rest.len()
        )));
    };
    let mine = vm.set_table(s).cloned().unwrap_or_default();
    let other = table_of(vm, *x)?;
    let r = match name {
        "issubset" => mine.issubset(&other, &mut |x, y| vm.key_eq(x, y))?,
        "issuperset" => mine.issuperset(&other, &mut |x, y| vm.key_eq(x, y))?,
        _ => mine.isdisjoint(&other, &mut |x, y| vm.key_eq(x, y))?,
    };
    Ok(Value::Bool(r))
}

/// `s.issubset(iterable)`.
pub fn issubset(vm: &mut Vm<'_>, a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    relation(vm, a, "issubset")
}

/// `s.issuperset(iterable)`.
pub fn issuperset(vm: &mut Vm<'_>, a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    relation(vm, a, "issuperset")
}

/// `s.isdisjoint(iterable)`.
pub fn isdisjoint(vm: &mut Vm<'_>, a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    relation(vm, a, "isdisjoint")
}

/// `view.isdisjoint(iterable)` of a keys or items view (`dictviews_isdisjoint`): with a set,
/// frozenset or view larger than the view, the view's members are looked up in it; otherwise
/// the iterable's members are looked up in the view.
pub fn view_isdisjoint(vm: &mut Vm<'_>, a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    let [view, other] = a else {
        let name = a
            .first()
            .map_or("dict_keys", |v| vm.type_name(*v))
            .to_string();
        return Err(vm.type_error(format!(
            "{name}.isdisjoint() takes exactly one argument ({} given)",
            a.len().saturating_sub(1)
        )));
    };
    let (mut this, mut other) = (*view, *other);
    if this == other {
        return Ok(Value::Bool(vm.len_of(this)? == 0));
    }
    let setish = matches!(
        vm.type_tag(other),
        TypeTag::Set | TypeTag::FrozenSet | TypeTag::DictKeys | TypeTag::DictItems
    );
    if setish && vm.len_of(other)? > vm.len_of(this)? {
        std::mem::swap(&mut this, &mut other);
    }
    let members = vm.with_roots(&[this, other], |vm| vm.collect(other))?;
    vm.charge_fuel(members.len() as u64 / 4)?;
    vm.with_roots(&members, |vm| {
        vm.with_roots(&[this], |vm| {
            for x in &members {
                if vm.contains(this, *x)? {
                    return Ok(Value::Bool(false)); // CALLBACK: members' __eq__/__hash__
                }
            }
            Ok(Value::Bool(true))
        })
    })
}
