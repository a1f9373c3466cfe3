//! `collections.ChainMap`: the constructor and methods, with the argument errors of CPython
//! 3.11's Python-level methods; the ChainMap itself is the runtime's (`vm/chainmap.rs`).

use pyrite_runtime::heap::DictView;
use pyrite_runtime::{NativeFn, TypeTag, Value, Vm, VmResult};

use super::Def;
use crate::args::Kw;

/// The constructor, for the table's `CTORS`.
pub const CTORS: &[(TypeTag, NativeFn)] = &[(TypeTag::ChainMap, chainmap_new)];

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
        TypeTag::ChainMap,
        m(
            "new_child",
            new_child,
            "1 + maps/8",
            "a ChainMap with a new first mapping (m, or a dict of the keywords) before these",
        ),
    ),
    (
        TypeTag::ChainMap,
        m(
            "copy",
            copy,
            "as copy.copy of the first mapping + maps/8",
            "a ChainMap with a copy of the first mapping and the same others",
        ),
    ),
    (
        TypeTag::ChainMap,
        m(
            "get",
            get,
            "1 + 1 per mapping searched",
            "cm[key] if key is in some mapping, else the default",
        ),
    ),
    (
        TypeTag::ChainMap,
        m(
            "keys",
            keys,
            "1",
            "a KeysView (iterating it costs as iterating the ChainMap)",
        ),
    ),
    (TypeTag::ChainMap, m("values", values, "1", "a ValuesView")),
    (
        TypeTag::ChainMap,
        m("items", items, "1", "an ItemsView of (key, value) pairs"),
    ),
    (
        TypeTag::ChainMap,
        m(
            "pop",
            pop,
            "as dict.pop",
            "removes a key from the first mapping and returns its value (a default)",
        ),
    ),
    (
        TypeTag::ChainMap,
        m(
            "popitem",
            popitem,
            "as dict.popitem",
            "removes and returns the first mapping's last pair",
        ),
    ),
    (
        TypeTag::ChainMap,
        m("clear", clear, "as dict.clear", "empties the first mapping"),
    ),
    (
        TypeTag::ChainMap,
        m(
            "setdefault",
            setdefault,
            "1 + 1 per mapping searched",
            "cm[key], setting it in the first mapping to the default when absent",
        ),
    ),
    (
        TypeTag::ChainMap,
        m(
            "update",
            update,
            "1 + 1 per item",
            "sets the items of a mapping or iterable of pairs, and keywords, in the first mapping",
        ),
    ),
];

/// `ChainMap(*maps)`.
fn chainmap_new(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    if let Some((k, _)) = kws.first() {
        return Err(vm.type_error(format!(
            "ChainMap.__init__() got an unexpected keyword argument '{k}'"
        )));
    }
    vm.new_chainmap(a.to_vec())
}

fn split(a: &[Value]) -> (Value, &[Value]) {
    match a.split_first() {
        Some((r, rest)) => (*r, rest),
        None => (Value::None, &[]),
    }
}

/// `ChainMap.f() takes from 1 to N positional arguments but M were given` and friends, for a
/// method `def f(self, <names>...)` whose first `required` names have no default.
fn py_args<'a>(
    vm: &Vm<'_>,
    f: &str,
    rest: &'a [Value],
    names: &[&str],
    required: usize,
) -> VmResult<&'a [Value]> {
    if rest.len() > names.len() {
        let max = names.len() + 1;
        let what = if required == names.len() {
            format!("{max}")
        } else {
            format!("from {} to {max}", required + 1)
        };
        return Err(vm.type_error(format!(
            "ChainMap.{f}() takes {what} positional argument{} but {} were given",
            if max == 1 { "" } else { "s" },
            rest.len() + 1
        )));
    }
    if rest.len() < required {
        let missing: Vec<String> = names
            .get(rest.len()..required)
            .unwrap_or(&[])
            .iter()
            .map(|n| format!("'{n}'"))
            .collect();
        let list = match missing.as_slice() {
            [one] => one.clone(),
            [a, b] => format!("{a} and {b}"),
            _ => missing.join(", "),
        };
        return Err(vm.type_error(format!(
            "ChainMap.{f}() missing {} required positional argument{}: {list}",
            missing.len(),
            if missing.len() == 1 { "" } else { "s" }
        )));
    }
    Ok(rest)
}

fn no_kw(vm: &Vm<'_>, f: &str, kws: Kw<'_>) -> VmResult<()> {
    match kws.first() {
        Some((k, _)) => Err(vm.type_error(format!(
            "ChainMap.{f}() got an unexpected keyword argument '{k}'"
        ))),
        None => Ok(()),
    }
}

fn new_child(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (cm, rest) = split(a);
    let rest = py_args(vm, "new_child", rest, &["m"], 0)?;
    let m = match rest.first().copied() {
        None | Some(Value::None) => {
            let d = vm.new_dict()?;
            vm.with_roots(&[d], |vm| {
                for (k, v) in kws {
                    let key = vm.new_str(k.to_string())?;
                    vm.with_roots(&[key], |vm| vm.dict_set(d, key, *v))?;
                }
                Ok(d)
            })?
        }
        Some(m) => {
            for (k, v) in kws {
                let key = vm.new_str(k.to_string())?;
                vm.with_roots(&[key], |vm| vm.set_item(m, key, *v))?;
            }
            m
        }
    };
    vm.with_roots(&[m], |vm| vm.chainmap_with(Some(m), cm, 0))
}

fn copy(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (cm, rest) = split(a);
    no_kw(vm, "copy", kws)?;
    py_args(vm, "copy", rest, &[], 0)?;
    vm.chainmap_copy(cm)
}

fn get(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (cm, rest) = split(a);
    no_kw(vm, "get", kws)?;
    let rest = py_args(vm, "get", rest, &["key", "default"], 1)?;
    let key = rest.first().copied().unwrap_or(Value::None);
    if vm.chainmap_contains(cm, key)? {
        vm.chainmap_getitem(cm, key)
    } else {
        Ok(rest.get(1).copied().unwrap_or(Value::None))
    }
}

fn view(vm: &mut Vm<'_>, f: &str, a: &[Value], kws: Kw<'_>, v: DictView) -> VmResult<Value> {
    let (cm, rest) = split(a);
    no_kw(vm, f, kws)?;
    py_args(vm, f, rest, &[], 0)?;
    vm.chainmap_view(cm, v)
}

fn keys(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    view(vm, "keys", a, kws, DictView::Keys)
}

fn values(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    view(vm, "values", a, kws, DictView::Values)
}

fn items(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    view(vm, "items", a, kws, DictView::Items)
}

fn first(vm: &Vm<'_>, cm: Value) -> VmResult<Value> {
    let maps = vm.chainmap_maps(cm).unwrap_or(Value::None);
    vm.seq_get(maps, 0)
        .ok_or_else(|| vm.err(TypeTag::IndexError, "list index out of range"))
}

/// `m.name(*args)` (the first mapping's own method: a dict's, or a script mapping's).
fn call_method(vm: &mut Vm<'_>, m: Value, name: &str, args: &[Value]) -> VmResult<Value> {
    let s = vm.intern(name)?;
    let f = vm.get_attr(m, s)?; // CALLBACK
    vm.with_roots(&[m, f], |vm| vm.call_function(f, args, &[])) // CALLBACK
}

fn pop(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (cm, rest) = split(a);
    no_kw(vm, "pop", kws)?;
    if rest.is_empty() {
        return Err(vm.type_error("ChainMap.pop() missing 1 required positional argument: 'key'"));
    }
    let key = rest[0];
    let m = first(vm, cm)?;
    match call_method(vm, m, "pop", rest) {
        Err(e) if vm.error_is(&e, TypeTag::KeyError) => Err(vm.chainmap_first_missing(key)),
        r => r,
    }
}

fn popitem(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (cm, rest) = split(a);
    no_kw(vm, "popitem", kws)?;
    py_args(vm, "popitem", rest, &[], 0)?;
    let m = first(vm, cm)?;
    match call_method(vm, m, "popitem", &[]) {
        Err(e) if vm.error_is(&e, TypeTag::KeyError) => {
            let s = vm.new_str("No keys found in the first mapping.".to_string())?;
            Err(vm.exc_with_args(TypeTag::KeyError, vec![s]))
        }
        r => r,
    }
}

fn clear(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (cm, rest) = split(a);
    no_kw(vm, "clear", kws)?;
    py_args(vm, "clear", rest, &[], 0)?;
    let m = first(vm, cm)?;
    call_method(vm, m, "clear", &[])
}

fn setdefault(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (cm, rest) = split(a);
    no_kw(vm, "setdefault", kws)?;
    let rest = py_args(vm, "setdefault", rest, &["key", "default"], 1)?;
    let key = rest.first().copied().unwrap_or(Value::None);
    let default = rest.get(1).copied().unwrap_or(Value::None);
    match vm.chainmap_getitem(cm, key) {
        Ok(v) => Ok(v),
        Err(e) if vm.error_is(&e, TypeTag::KeyError) => {
            vm.chainmap_setitem(cm, key, default)?;
            Ok(default)
        }
        Err(e) => Err(e),
    }
}

fn update(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (cm, rest) = split(a);
    let rest = py_args(vm, "update", rest, &["other"], 0)?;
    let m = first(vm, cm)?;
    if let Some(src) = rest.first() {
        if vm.is_chainmap(*src) {
            let d = vm.chainmap_to_dict(*src)?;
            vm.with_roots(&[d], |vm| vm.dict_update(m, d))?;
        } else {
            vm.dict_update(m, *src)?;
        }
    }
    for (k, v) in kws {
        let key = vm.new_str(k.to_string())?;
        vm.with_roots(&[key], |vm| vm.set_item(m, key, *v))?;
    }
    Ok(Value::None)
}
