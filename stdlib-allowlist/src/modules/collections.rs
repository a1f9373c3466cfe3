//! `collections`: `Counter`, `defaultdict` and `OrderedDict`, dicts of a kind (the runtime's
//! `DictKind`, behaviour in `vm/collections.rs`), so they are real dicts to every dict
//! operation; their constructors and own methods are here.

use pyrite_runtime::dict::DictKind;
use pyrite_runtime::heap::Obj;
use pyrite_runtime::{Member, NativeFn, TypeTag, Value, Vm, VmResult};

use super::{Def, M};
use crate::args::{self, recv, Kw};

/// The members of `collections`, with their fuel rules and docs.
pub fn members() -> Vec<Def<M>> {
    use super::c;
    vec![
        c(
            "Counter",
            Member::Type(TypeTag::Counter),
            "dict subclass counting hashable items (missing keys count 0)",
        ),
        c(
            "OrderedDict",
            Member::Type(TypeTag::OrderedDict),
            "dict subclass with move_to_end, popitem(last=) and order-sensitive ==",
        ),
        c(
            "ChainMap",
            Member::Type(TypeTag::ChainMap),
            "type: a view of several mappings searched in order (writes go to the first)",
        ),
        c(
            "deque",
            Member::Type(TypeTag::Deque),
            "type: a double-ended queue, optionally bounded (maxlen)",
        ),
        c(
            "defaultdict",
            Member::Type(TypeTag::DefaultDict),
            "dict subclass calling default_factory for missing keys",
        ),
        super::f(
            "namedtuple",
            namedtuple,
            "1 + 1 per field (+ its checks: 1 + fields/8) + len(field_names)/32",
            "a tuple subclass with named fields (_make, _asdict, _replace, _fields, defaults=, rename=)",
        ),
    ]
}

/// The constructors, for the table's `CTORS`.
pub const CTORS: &[(TypeTag, NativeFn)] = &[
    (TypeTag::Counter, counter),
    (TypeTag::DefaultDict, defaultdict),
    (TypeTag::OrderedDict, ordereddict),
];

/// The methods, for the table's `METHODS`.
pub const METHODS: &[(TypeTag, Def<NativeFn>)] = &[
    (
        TypeTag::Counter,
        crate::def(
            "most_common",
            most_common,
            "1 + n*log2(n)/4 (the sort)",
            "(item, count) pairs, highest counts first (the first n)",
        ),
    ),
    (
        TypeTag::Counter,
        crate::def(
            "elements",
            elements,
            "1 + 1 per item (a repeat each)",
            "an iterator over the items, each repeated its count times",
        ),
    ),
    (
        TypeTag::Counter,
        crate::def(
            "update",
            update,
            "1 + 1 per item counted",
            "adds counts from an iterable or a mapping",
        ),
    ),
    (
        TypeTag::Counter,
        crate::def(
            "subtract",
            subtract,
            "1 + 1 per item counted",
            "subtracts counts from an iterable or a mapping",
        ),
    ),
    (
        TypeTag::Counter,
        crate::def("total", total, "1 + 1 per item", "the sum of the counts"),
    ),
    (
        TypeTag::Counter,
        crate::class_method(crate::def(
            "fromkeys",
            counter_fromkeys,
            "1",
            "raises NotImplementedError, as CPython's",
        )),
    ),
    (
        TypeTag::OrderedDict,
        crate::def(
            "move_to_end",
            move_to_end,
            "1 (last=False: + n/4 to reorder)",
            "moves a key to the end (or the start with last=False)",
        ),
    ),
    (
        TypeTag::OrderedDict,
        crate::def(
            "popitem",
            od_popitem,
            "1",
            "removes and returns the last (last=False: first) item",
        ),
    ),
    (
        TypeTag::OrderedDict,
        crate::class_method(crate::def(
            "fromkeys",
            od_fromkeys,
            "as dict.fromkeys",
            "an OrderedDict with keys from an iterable",
        )),
    ),
    (
        TypeTag::DefaultDict,
        crate::class_method(crate::def(
            "fromkeys",
            dd_fromkeys,
            "as dict.fromkeys",
            "a defaultdict (default_factory None) with keys from an iterable",
        )),
    ),
];

fn set_kind(vm: &mut Vm<'_>, d: Value, kind: DictKind) {
    if let Some(Obj::Dict(x)) = vm.obj_mut(d) {
        x.kind = kind;
    }
}

/// A Counter method's positional arguments: `Counter.update() takes from 1 to 2 positional
/// arguments but 3 were given` (the receiver counted, as CPython's Python-level message).
fn counter_args(vm: &Vm<'_>, f: &str, rest: &[Value]) -> VmResult<()> {
    if rest.len() > 1 {
        return Err(vm.type_error(format!(
            "Counter.{f}() takes from 1 to 2 positional arguments but {} were given",
            rest.len() + 1
        )));
    }
    Ok(())
}

fn at_most_one(vm: &Vm<'_>, a: &[Value]) -> VmResult<()> {
    if a.len() > 1 {
        return Err(vm.type_error(format!("expected at most 1 arguments, got {}", a.len())));
    }
    Ok(())
}

/// `Counter(iterable_or_mapping, /, **kwds)`.
fn counter(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    counter_args(vm, "__init__", a)?;
    let c = vm.new_kind_dict(DictKind::Counter)?;
    vm.with_roots(&[c], |vm| {
        vm.counter_update(c, a.first().copied(), kws, 1)?;
        Ok(c)
    })
}

/// `defaultdict(default_factory=None, /, *args, **kwargs)`.
fn defaultdict(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let f = a.first().copied().unwrap_or(Value::None);
    if f != Value::None && !vm.is_callable(f) {
        return Err(vm.type_error("first argument must be callable or None"));
    }
    let rest = a.get(1..).unwrap_or(&[]);
    args::count(vm, "dict", rest, 0, 1)?;
    let d = vm.new_kind_dict(DictKind::DefaultDict(f))?;
    vm.with_roots(&[d], |vm| {
        if let Some(src) = rest.first() {
            vm.dict_update(d, *src)?;
        }
        for (k, v) in kws {
            let key = vm.new_str(k.to_string())?;
            vm.dict_set(d, key, *v)?;
        }
        Ok(d)
    })
}

/// `OrderedDict(other=(), /, **kwds)`.
fn ordereddict(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    at_most_one(vm, a)?;
    let d = vm.new_kind_dict(DictKind::OrderedDict)?;
    vm.with_roots(&[d], |vm| {
        if let Some(src) = a.first() {
            vm.dict_update(d, *src)?;
        }
        for (k, v) in kws {
            let key = vm.new_str(k.to_string())?;
            vm.dict_set(d, key, *v)?;
        }
        Ok(d)
    })
}

fn most_common(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (c, rest) = recv(a);
    let mut n = rest.first().copied();
    for (k, v) in kws {
        if *k != "n" || n.is_some() {
            return Err(vm.type_error(format!(
                "Counter.most_common() got an unexpected keyword argument '{k}'"
            )));
        }
        n = Some(*v);
    }
    if rest.len() > 1 {
        return Err(vm.type_error(format!(
            "Counter.most_common() takes from 1 to 2 positional arguments but {} were given",
            a.len()
        )));
    }
    let n = match n.map(|v| vm.int_payload(v).unwrap_or(v)) {
        None | Some(Value::None) => None,
        Some(Value::Int(i)) => Some(usize::try_from(i).unwrap_or(0)),
        Some(Value::Bool(b)) => Some(usize::from(b)),
        Some(v) => {
            return Err(vm.type_error(format!(
                "'{}' object cannot be interpreted as an integer",
                vm.type_name(v)
            )))
        }
    };
    let items = vm.counter_most_common(c, n)?;
    let held: Vec<Value> = items.iter().flat_map(|(k, v)| [*k, *v]).collect();
    vm.with_roots(&held, |vm| {
        let ts = vm.make_rooted(items.len(), |vm, i| {
            let (k, v) = items.get(i).copied().unwrap_or((Value::None, Value::None));
            vm.new_tuple(vec![k, v])
        })?;
        vm.new_list(ts)
    })
}

fn elements(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (c, rest) = recv(a);
    args::no_kw(vm, "elements", kws)?;
    if !rest.is_empty() {
        return Err(vm.type_error(format!(
            "Counter.elements() takes 1 positional argument but {} were given",
            a.len()
        )));
    }
    vm.counter_elements(c)
}

fn update(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (c, rest) = recv(a);
    counter_args(vm, "update", rest)?;
    vm.counter_update(c, rest.first().copied(), kws, 1)?;
    Ok(Value::None)
}

fn subtract(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (c, rest) = recv(a);
    counter_args(vm, "subtract", rest)?;
    vm.counter_update(c, rest.first().copied(), kws, -1)?;
    Ok(Value::None)
}

fn total(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (c, rest) = recv(a);
    args::no_kw(vm, "total", kws)?;
    args::none(vm, "Counter.total", rest)?;
    let vals: Vec<Value> = vm.dict_items(c).into_iter().map(|(_, v)| v).collect();
    vm.with_roots(&vals, |vm| {
        let mut acc = Value::Int(0);
        for v in &vals {
            vm.charge_fuel(1)?;
            acc = vm.binop(pyrite_lang::bytecode::BinKind::Add, acc, *v, false)?;
            vm.root(acc);
        }
        Ok(acc)
    })
}

fn counter_fromkeys(vm: &mut Vm<'_>, _a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    Err(vm.err(
        TypeTag::NotImplementedError,
        "Counter.fromkeys() is undefined.  Use Counter(iterable) instead.",
    ))
}

/// `last=` of move_to_end and popitem (its truth).
fn last_arg(vm: &mut Vm<'_>, f: &str, pos: Option<Value>, kws: Kw<'_>) -> VmResult<bool> {
    let mut last = pos;
    for (k, v) in kws {
        if *k != "last" || last.is_some() {
            return Err(vm.type_error(format!("{f}() got an unexpected keyword argument '{k}'")));
        }
        last = Some(*v);
    }
    match last {
        None => Ok(true),
        Some(v) => vm.truthy(v),
    }
}

fn move_to_end(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (d, rest) = recv(a);
    let Some(&key) = rest.first() else {
        return Err(vm.type_error("move_to_end() missing required argument 'key' (pos 1)"));
    };
    if rest.len() > 2 {
        return Err(vm.type_error(format!(
            "move_to_end() takes at most 2 arguments ({} given)",
            rest.len()
        )));
    }
    let last = last_arg(vm, "move_to_end", rest.get(1).copied(), kws)?;
    let n = vm.dict_items(d).len() as u64;
    if !last {
        vm.charge_fuel(n / 4)?;
    }
    vm.odict_move_to_end(d, key, last)?;
    Ok(Value::None)
}

fn od_popitem(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (d, rest) = recv(a);
    if rest.len() > 1 {
        return Err(vm.type_error(format!(
            "popitem() takes at most 1 argument ({} given)",
            rest.len()
        )));
    }
    let last = last_arg(vm, "popitem", rest.first().copied(), kws)?;
    let item = match vm.obj_mut(d) {
        Some(Obj::Dict(x)) if last => x.pop_last(),
        Some(Obj::Dict(x)) => x.pop_first(),
        _ => None,
    };
    match item {
        Some((k, v)) => vm.new_tuple(vec![k, v]),
        None => {
            let msg = vm.new_str("dictionary is empty".to_string())?;
            Err(vm.exc_with_args(TypeTag::KeyError, vec![msg]))
        }
    }
}

fn od_fromkeys(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let d = crate::methods_dict::fromkeys(vm, a, kws)?;
    set_kind(vm, d, DictKind::OrderedDict);
    Ok(d)
}

fn dd_fromkeys(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let d = crate::methods_dict::fromkeys(vm, a, kws)?;
    set_kind(vm, d, DictKind::DefaultDict(Value::None));
    Ok(d)
}

/// `defaultdict.default_factory` (a data attribute).
pub fn default_factory(vm: &mut Vm<'_>, a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    match a.first().and_then(|&d| vm.obj(d)) {
        Some(Obj::Dict(d)) => match d.kind {
            DictKind::DefaultDict(f) => Ok(f),
            _ => Ok(Value::None),
        },
        _ => Ok(Value::None),
    }
}

/// Python's hard keywords (`keyword.kwlist`), which no field or type name may be.
const KEYWORDS: [&str; 35] = [
    "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue",
    "def", "del", "elif", "else", "except", "finally", "for", "from", "global", "if", "import",
    "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try", "while",
    "with", "yield",
];

/// `namedtuple(typename, field_names, *, rename=False, defaults=None, module=None)`:
/// `Lib/collections/__init__.py`'s checks and renaming, then the class
/// (`Vm::make_namedtuple`).
fn namedtuple(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let names: Vec<String> = ["typename", "field_names", "rename", "defaults", "module"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let kwd = vec![Value::Bool(false), Value::None, Value::None];
    let bound = vm.bind_python_args("namedtuple", &names, 2, kwd, a, kws)?;
    let [typename, field_names, rename, defaults, module] = bound[..] else {
        return Err(vm.type_error("namedtuple() arguments"));
    };
    vm.with_roots(&bound, |vm| {
        namedtuple_bound(vm, typename, field_names, rename, defaults, module)
    })
}

pub(crate) fn namedtuple_bound(
    vm: &mut Vm<'_>,
    typename: Value,
    field_names: Value,
    rename: Value,
    defaults: Value,
    module: Value,
) -> VmResult<Value> {
    let mut fields: Vec<String> = match vm.as_str(field_names).map(str::to_string) {
        Some(s) => {
            vm.charge_fuel(s.len() as u64 / 32)?;
            s.replace(',', " ")
                .split(|c: char| c.is_whitespace())
                .filter(|p| !p.is_empty())
                .map(str::to_string)
                .collect()
        }
        None => {
            let items = vm.collect(field_names)?;
            let mut out = Vec::with_capacity(items.len());
            vm.with_roots(&items, |vm| {
                for it in &items {
                    out.push(vm.str_of(*it)?);
                }
                Ok(())
            })?;
            out
        }
    };
    let typename = vm.str_of(typename)?;
    let rename = vm.truthy(rename)?;
    let ident = |s: &str| crate::str_case::isidentifier_str(s);
    if rename {
        let mut seen: Vec<String> = Vec::new();
        for (i, name) in fields.iter_mut().enumerate() {
            vm.charge_fuel(1 + seen.len() as u64 / 8)?;
            let bad = !ident(name)
                || KEYWORDS.contains(&name.as_str())
                || name.starts_with('_')
                || seen.contains(name);
            seen.push(name.clone());
            if bad {
                *name = format!("_{i}");
            }
        }
    }
    for name in std::iter::once(&typename).chain(fields.iter()) {
        if !ident(name) {
            let r = repr_text(vm, name)?;
            return Err(vm.value_error(format!(
                "Type names and field names must be valid identifiers: {r}"
            )));
        }
        if KEYWORDS.contains(&name.as_str()) {
            let r = repr_text(vm, name)?;
            return Err(vm.value_error(format!(
                "Type names and field names cannot be a keyword: {r}"
            )));
        }
    }
    let mut seen: Vec<&str> = Vec::new();
    for name in &fields {
        vm.charge_fuel(1 + seen.len() as u64 / 8)?;
        if name.starts_with('_') && !rename {
            let r = repr_text(vm, name)?;
            return Err(vm.value_error(format!("Field names cannot start with an underscore: {r}")));
        }
        if seen.contains(&name.as_str()) {
            let r = repr_text(vm, name)?;
            return Err(vm.value_error(format!("Encountered duplicate field name: {r}")));
        }
        seen.push(name);
    }
    let defaults = if defaults == Value::None {
        None
    } else {
        let d = vm.collect(defaults)?;
        if d.len() > fields.len() {
            return Err(vm.type_error("Got more default values than field names"));
        }
        Some(d)
    };
    vm.make_namedtuple(&typename, &fields, defaults, module)
}

/// `repr()` of a text.
fn repr_text(vm: &mut Vm<'_>, s: &str) -> VmResult<String> {
    let v = vm.new_str(s.to_string())?;
    vm.repr(v)
}
