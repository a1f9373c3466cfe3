//! Methods of `dict`. Argument 0 is the receiver.

use pyrite_runtime::heap::{DictView, Obj};
use pyrite_runtime::{TypeTag, Value, Vm, VmResult};

use crate::args::{self, recv, Kw};

fn view(vm: &mut Vm<'_>, a: &[Value], name: &str, kind: DictView) -> VmResult<Value> {
    let (d, rest) = recv(a);
    args::none(vm, name, rest)?;
    let Value::Obj(h) = d else {
        return Err(vm.type_error("not a dict"));
    };
    vm.alloc(Obj::View {
        dict: h,
        view: kind,
    })
}

/// `dict.fromkeys(iterable, value=None)`, reached through the type or an instance (the
/// receiver is ignored: there are no dict subclasses): a new dict in the iterable's order.
pub fn fromkeys(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (cls, rest) = recv(a);
    if !kws.is_empty() {
        return Err(vm.type_error("dict.fromkeys() takes no keyword arguments"));
    }
    args::count(vm, "fromkeys", rest, 1, 2)?;
    let (Some(&iterable), value) = (rest.first(), rest.get(1).copied()) else {
        return Err(vm.type_error("fromkeys expected at least 1 argument, got 0"));
    };
    let value = value.unwrap_or(Value::None);
    let keys = vm.collect(iterable)?; // CALLBACK
    if matches!(cls, Value::Obj(_)) {
        // `D.fromkeys(...)` of a dict subclass: `D()`, then `d[k] = value` for each key
        // (a `__setitem__` override is called).
        return vm.with_roots(&keys, |vm| {
            let d = vm.call_function(cls, &[], &[])?; // CALLBACK
            vm.with_roots(&[d, value], |vm| {
                for k in &keys {
                    vm.set_item(d, *k, value)?; // CALLBACK
                }
                Ok(d)
            })
        });
    }
    let d = vm.new_dict()?;
    vm.with_roots(&keys, |vm| {
        for k in &keys {
            vm.dict_set(d, *k, value)?; // CALLBACK
        }
        Ok(())
    })?;
    Ok(d)
}

/// `dict.keys()`.
pub fn keys(vm: &mut Vm<'_>, a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    view(vm, a, "dict.keys", DictView::Keys)
}

/// `dict.values()`.
pub fn values(vm: &mut Vm<'_>, a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    view(vm, a, "dict.values", DictView::Values)
}

/// `dict.items()`.
pub fn items(vm: &mut Vm<'_>, a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    view(vm, a, "dict.items", DictView::Items)
}

/// `dict.get(key, default=None)`.
pub fn get(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (d, rest) = recv(a);
    args::no_kw(vm, "get", kws)?;
    args::count(vm, "get", rest, 1, 2)?;
    let k = rest.first().copied().unwrap_or(Value::None);
    Ok(vm
        .dict_get(d, k)?
        .unwrap_or_else(|| rest.get(1).copied().unwrap_or(Value::None)))
}

/// `dict.pop(key[, default])`.
pub fn pop(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (d, rest) = recv(a);
    args::no_kw(vm, "pop", kws)?;
    args::count(vm, "pop", rest, 1, 2)?;
    let k = rest.first().copied().unwrap_or(Value::None);
    match (vm.dict_remove(d, k)?, rest.get(1)) {
        (Some(v), _) => Ok(v),
        (None, Some(def)) => Ok(*def),
        (None, None) => Err(vm.key_error(k)),
    }
}

/// `dict.popitem()`.
pub fn popitem(vm: &mut Vm<'_>, a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    let (d, rest) = recv(a);
    args::none(vm, "dict.popitem", rest)?;
    let last = match vm.obj_mut(d) {
        Some(Obj::Dict(dict)) => dict.pop_last(),
        _ => None,
    };
    match last {
        Some((k, v)) => vm.new_tuple(vec![k, v]),
        None => {
            let msg = vm.new_str("popitem(): dictionary is empty".to_string())?;
            Err(vm.exc_with_args(TypeTag::KeyError, vec![msg]))
        }
    }
}

/// `dict.setdefault(key, default=None)`.
pub fn setdefault(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (d, rest) = recv(a);
    args::no_kw(vm, "setdefault", kws)?;
    args::count(vm, "setdefault", rest, 1, 2)?;
    let k = rest.first().copied().unwrap_or(Value::None);
    if let Some(v) = vm.dict_get(d, k)? {
        return Ok(v);
    }
    let def = rest.get(1).copied().unwrap_or(Value::None);
    vm.dict_set(d, k, def)?;
    Ok(def)
}

/// `dict.update([other], **kwargs)`.
pub fn update(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (d, rest) = recv(a);
    args::count(vm, "update", rest, 0, 1)?;
    if let Some(o) = rest.first() {
        vm.dict_update(d, *o)?;
    }
    for (k, v) in kws {
        let key = vm.new_str(k.to_string())?;
        vm.dict_set(d, key, *v)?;
    }
    Ok(Value::None)
}

/// `dict.__init__([other], **kwargs)`: an update (the items already there stay).
pub fn init(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let given = a.len().saturating_sub(1);
    if given > 1 {
        return Err(vm.type_error(format!("dict expected at most 1 argument, got {given}")));
    }
    update(vm, a, kws)
}

/// `dict.clear()`.
pub fn clear(vm: &mut Vm<'_>, a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    let (d, rest) = recv(a);
    args::none(vm, "dict.clear", rest)?;
    if let Some(Obj::Dict(dict)) = vm.obj_mut(d) {
        dict.clear();
    }
    Ok(Value::None)
}

/// `dict.copy()`.
pub fn copy(vm: &mut Vm<'_>, a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    let (d, rest) = recv(a);
    args::none(vm, "dict.copy", rest)?;
    let copy = match vm.obj(d) {
        Some(Obj::Dict(dict)) => dict.clone(),
        _ => return Err(vm.type_error("not a dict")),
    };
    vm.charge_fuel(copy.len() as u64 / 4)?;
    vm.alloc(Obj::Dict(copy))
}
