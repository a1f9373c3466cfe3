//! `mappingproxy` (CPython's `types.MappingProxyType`, what `singledispatch`'s `registry`
//! returns): a read-only view of a dict. Every read goes to the dict (`len`, `in`, iteration
//! and truth are the runtime's, which read the dict too); there is no way to the dict itself
//! (`copy()` is a new dict) and nothing writes through it.

use pyrite_lang::bytecode::{BinKind, CmpKind};
use pyrite_runtime::{NativeFn, TypeTag, Value, Vm, VmResult};

use crate::args::Kw;
use crate::Def;

const fn row(
    name: &'static str,
    f: NativeFn,
    fuel: &'static str,
    doc: &'static str,
) -> (TypeTag, Def<NativeFn>) {
    (TypeTag::MappingProxy, crate::def(name, f, fuel, doc))
}

/// The methods of `mappingproxy`, with their fuel rules and docs.
pub(crate) const METHODS: &[(TypeTag, Def<NativeFn>)] = &[
    row(
        "get",
        get,
        "1 + the key's hash",
        "the value of a key, or the default (None)",
    ),
    row("keys", keys, "1", "the dict's keys view"),
    row("values", values, "1", "the dict's values view"),
    row("items", items, "1", "the dict's items view"),
    row(
        "copy",
        copy,
        "1 + 1 per 32 bytes copied",
        "a shallow copy of the dict, as a dict",
    ),
    row(
        "__getitem__",
        getitem,
        "1 + the key's hash",
        "the dict's value for a key (KeyError)",
    ),
    row(
        "__repr__",
        repr,
        "1 + the dict's repr",
        "mappingproxy({...})",
    ),
    row("__str__", str_, "1 + the dict's str", "str() of the dict"),
    row(
        "__eq__",
        eq,
        "1 + the dicts' comparison",
        "the dict == other",
    ),
    row(
        "__ne__",
        ne,
        "1 + the dicts' comparison",
        "the dict != other",
    ),
    row(
        "__lt__",
        lt,
        "1 + the dicts' comparison",
        "the dict's < (a TypeError)",
    ),
    row(
        "__le__",
        le,
        "1 + the dicts' comparison",
        "the dict's <= (a TypeError)",
    ),
    row(
        "__gt__",
        gt,
        "1 + the dicts' comparison",
        "the dict's > (a TypeError)",
    ),
    row(
        "__ge__",
        ge,
        "1 + the dicts' comparison",
        "the dict's >= (a TypeError)",
    ),
    row(
        "__or__",
        or,
        "1 + the merge",
        "the dict | other, a new dict",
    ),
    row(
        "__ror__",
        ror,
        "1 + the merge",
        "other | the dict, a new dict",
    ),
    row(
        "__ior__",
        ior,
        "1",
        "TypeError: a mappingproxy is read-only",
    ),
    row("__hash__", hash, "1", "TypeError: unhashable"),
];

/// The dict behind proxy `v` (`v` itself when it is not a proxy).
fn unwrap(vm: &Vm<'_>, v: Value) -> Value {
    match vm.lib_value(v) {
        Some(x) if x.tag == TypeTag::MappingProxy => x.obj,
        _ => v,
    }
}

/// The receiver's dict and the other arguments, no keywords.
fn parts<'a>(
    vm: &Vm<'_>,
    name: &str,
    a: &'a [Value],
    kws: Kw<'_>,
) -> VmResult<(Value, &'a [Value])> {
    crate::args::no_kw(vm, name, kws)?;
    match a.split_first() {
        Some((me, rest)) => Ok((unwrap(vm, *me), rest)),
        None => Err(vm.type_error(format!("{name}() needs a mappingproxy"))),
    }
}

/// Calls the dict's own method `name`.
fn dict_method(vm: &mut Vm<'_>, name: &str, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (d, rest) = parts(vm, name, a, kws)?;
    let m = vm.get_attr_str(d, name)?;
    vm.with_roots(&[m], |vm| vm.call_function(m, rest, &[]))
}

fn get(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    dict_method(vm, "get", a, kws)
}

fn keys(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    dict_method(vm, "keys", a, kws)
}

fn values(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    dict_method(vm, "values", a, kws)
}

fn items(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    dict_method(vm, "items", a, kws)
}

fn copy(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    dict_method(vm, "copy", a, kws)
}

fn getitem(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (d, rest) = parts(vm, "__getitem__", a, kws)?;
    match rest {
        [k] => vm.get_item(d, *k),
        _ => Err(vm.type_error("expected 1 argument")),
    }
}

fn repr(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (d, _) = parts(vm, "__repr__", a, kws)?;
    let r = vm.repr(d)?;
    vm.new_str(format!("mappingproxy({r})"))
}

fn str_(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (d, _) = parts(vm, "__str__", a, kws)?;
    let r = vm.str_of(d)?;
    vm.new_str(r)
}

/// `PyObject_RichCompare(mapping, other, op)`: a dict compares with dicts (a proxy's
/// included); anything else is `NotImplemented`.
fn compare(vm: &mut Vm<'_>, name: &str, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (d, rest) = parts(vm, name, a, kws)?;
    let [other] = rest else {
        return Err(vm.type_error("expected 1 argument"));
    };
    let other = unwrap(vm, *other);
    if !vm.is_instance(other, Value::Type(TypeTag::Dict)) {
        return Ok(Value::NotImplemented);
    }
    let same = vm.eq(d, other)?;
    Ok(Value::Bool(same == (name == "__eq__")))
}

fn eq(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    compare(vm, "__eq__", a, kws)
}

fn ne(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    compare(vm, "__ne__", a, kws)
}

/// `mappingproxy_or`: `|` of the dicts behind either side.
fn or(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (d, rest) = parts(vm, "__or__", a, kws)?;
    let [other] = rest else {
        return Err(vm.type_error("expected 1 argument"));
    };
    let other = unwrap(vm, *other);
    vm.binop(BinKind::BitOr, d, other, false)
}

fn ror(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (d, rest) = parts(vm, "__ror__", a, kws)?;
    let [other] = rest else {
        return Err(vm.type_error("expected 1 argument"));
    };
    let other = unwrap(vm, *other);
    vm.binop(BinKind::BitOr, other, d, false)
}

fn ior(vm: &mut Vm<'_>, _: &[Value], _: Kw<'_>) -> VmResult<Value> {
    Err(vm.type_error("'|=' is not supported by mappingproxy; use '|' instead"))
}

fn hash(vm: &mut Vm<'_>, _: &[Value], _: Kw<'_>) -> VmResult<Value> {
    Err(vm.type_error("unhashable type: 'mappingproxy'"))
}

/// `PyObject_RichCompare(mapping, other, op)` for an ordering: the dict's (which has none),
/// reflected onto the other proxy's dict when `other` is one, so the error names the dicts.
fn order(vm: &mut Vm<'_>, op: CmpKind, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (d, rest) = parts(vm, "__lt__", a, kws)?;
    let [other] = rest else {
        return Err(vm.type_error("expected 1 argument"));
    };
    let r = match vm.lib_value(*other) {
        Some(x) if x.tag == TypeTag::MappingProxy => {
            let flipped = match op {
                CmpKind::Lt => CmpKind::Gt,
                CmpKind::Le => CmpKind::Ge,
                CmpKind::Gt => CmpKind::Lt,
                _ => CmpKind::Le,
            };
            vm.compare(flipped, x.obj, d)?
        }
        _ => vm.compare(op, d, *other)?,
    };
    Ok(Value::Bool(r))
}

fn lt(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    order(vm, CmpKind::Lt, a, kws)
}

fn le(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    order(vm, CmpKind::Le, a, kws)
}

fn gt(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    order(vm, CmpKind::Gt, a, kws)
}

fn ge(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    order(vm, CmpKind::Ge, a, kws)
}
