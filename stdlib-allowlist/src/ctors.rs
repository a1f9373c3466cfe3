//! Constructors of the built-in types (`int(...)`, `list(...)`, ...).

use num_bigint::BigInt;
use pyrite_runtime::heap::{DictView, IterState, Obj};
use pyrite_runtime::num;
use pyrite_runtime::ops::arith::Num;
use pyrite_runtime::{TypeTag, Value, Vm, VmResult};

use crate::args::{self, Kw};

/// `bool(x=False)`.
pub fn bool_(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    args::no_kw(vm, "bool", kws)?;
    args::count(vm, "bool", a, 0, 1)?;
    match a.first() {
        None => Ok(Value::Bool(false)),
        Some(v) => Ok(Value::Bool(vm.truthy(*v)?)),
    }
}

/// `int(x=0)` / `int(str, base=10)`.
pub fn int(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    args::clinic(vm, "int", a.len() + kws.len(), 0, 2)?;
    args::allowed_kws(vm, "int", kws, &["base"])?;
    let base = a.get(1).copied().or_else(|| args::kw(kws, "base"));
    let Some(&x) = a.first() else {
        return Ok(Value::Int(0));
    };
    if let Some(b) = base.filter(|b| *b != Value::None) {
        let b = vm.index_arg(b, "")?;
        if (b != 0 && b < 2) || b > 36 {
            return Err(vm.value_error("int() base must be >= 2 and <= 36, or 0"));
        }
        let Some(s) = vm.as_str(x).map(str::to_string) else {
            return Err(vm.type_error("int() can't convert non-string with explicit base"));
        };
        let b = u32::try_from(b).unwrap_or(1);
        vm.charge_fuel(s.len() as u64 * s.len() as u64 / 4096)?;
        let r = num::int::parse_int(&s, b).map_err(|e| vm.num_err(e))?;
        return vm.new_bigint(r);
    }
    match vm.num(x) {
        Some(Num::I(i)) => return Ok(Value::Int(i)),
        Some(Num::B(_)) => return Ok(x),
        Some(Num::F(f)) => {
            let r = num::float::to_int(f).map_err(|e| vm.num_err(e))?;
            return vm.new_bigint(r);
        }
        None => {}
    }
    if let Some(s) = vm.as_str(x).map(str::to_string) {
        vm.charge_fuel(s.len() as u64 * s.len() as u64 / 4096)?;
        let r = num::int::parse_int(&s, 10).map_err(|e| vm.num_err(e))?;
        return vm.new_bigint(r);
    }
    if let Some(r) = vm.instance_int(x)? {
        return Ok(r);
    }
    if let Some(p) = vm.num_payload(x) {
        // int's (float's) own `__int__` on the value an int (float) subclass instance carries.
        return int(vm, &[p], &[]);
    }
    Err(vm.type_error(format!(
        "int() argument must be a string, a bytes-like object or a real number, not '{}'",
        vm.type_name(x)
    )))
}

/// `float(x=0.0)`.
pub fn float(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    args::no_kw(vm, "float", kws)?;
    args::count(vm, "float", a, 0, 1)?;
    let Some(&x) = a.first() else {
        return Ok(Value::Float(0.0));
    };
    if let Value::Float(_) = x {
        return Ok(x);
    }
    if let Some(n) = vm.num(x) {
        return Ok(Value::Float(vm.num_to_f64(&n)?));
    }
    if let Some(s) = vm.as_str(x).map(str::to_string) {
        return match num::float::parse(&s) {
            Some(f) => Ok(vm.float(f)),
            None => Err(vm.num_err(num::float::parse_error(&s))),
        };
    }
    if let Some(f) = vm.instance_float(x)? {
        return Ok(vm.float(f));
    }
    if let Some(n) = vm.num_payload(x).and_then(|p| vm.num(p)) {
        // int's (or float's) own `__float__` on the value the instance carries.
        return Ok(Value::Float(vm.num_to_f64(&n)?));
    }
    Err(vm.type_error(format!(
        "float() argument must be a string or a real number, not '{}'",
        vm.type_name(x)
    )))
}

/// `str(x='')`.
pub fn str_(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    // `str(i)` of a machine int, the commonest call by far: its digits, without the general
    // path's argument copy and repr machinery (1460 -> about 400 instructions a call).
    if let ([Value::Int(i)], true) = (a, kws.is_empty()) {
        return vm.new_str(i.to_string());
    }
    args::clinic(vm, "str", a.len() + kws.len(), 0, 3)?;
    args::allowed_kws(vm, "str", kws, &["object", "encoding", "errors"])?;
    let mut given: Vec<Value> = a.to_vec();
    for (i, name) in ["object", "encoding", "errors"].iter().enumerate() {
        if let Some(v) = args::kw(kws, name) {
            if given.len() == i {
                given.push(v);
            } else if given.len() < i {
                // `str(b, errors='ignore')`: the encoding defaults to utf-8.
                while given.len() < i {
                    let d = vm.new_str("utf-8".to_string())?;
                    given.push(d);
                }
                given.push(v);
            }
        }
    }
    let a: &[Value] = &given;
    if a.len() >= 2 && vm.as_bytes(a[0]).is_some() && a[1..].iter().all(|v| vm.as_str(*v).is_some())
    {
        let enc = vm.as_str(a[1]).unwrap_or("").to_string();
        let errors = a
            .get(2)
            .and_then(|v| vm.as_str(*v))
            .unwrap_or("strict")
            .to_string();
        let codec = crate::codecs::lookup(vm, &enc, false)?;
        let data = vm.bytes_arg(a[0])?;
        let s = crate::codecs::decode(vm, &data, codec, &errors)?;
        return vm.new_str(s);
    }
    if let Some(enc) = a.get(1) {
        if vm.as_str(*enc).is_none() {
            return Err(vm.type_error(format!(
                "str() argument 'encoding' must be str, not {}",
                vm.type_name(*enc)
            )));
        }
        if let Some(err) = a.get(2).filter(|e| vm.as_str(**e).is_none()) {
            return Err(vm.type_error(format!(
                "str() argument 'errors' must be str, not {}",
                vm.type_name(*err)
            )));
        }
        let x = a.first().copied().unwrap_or(Value::None);
        if vm.as_str(x).is_some() {
            return Err(vm.type_error("decoding str is not supported"));
        }
        return Err(vm.type_error(format!(
            "decoding to str: need a bytes-like object, {} found",
            vm.type_name(x)
        )));
    }
    match a.first() {
        None => vm.new_str(String::new()),
        // What `__str__` returned, as is (CPython's `PyObject_Str`).
        Some(&v) => vm.str_obj(v), // CALLBACK
    }
}

/// `list(iterable=())`.
pub fn list(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    args::no_kw(vm, "list", kws)?;
    args::count(vm, "list", a, 0, 1)?;
    let items = match a.first() {
        Some(v) => vm.collect(*v)?,
        None => Vec::new(),
    };
    vm.new_list(items)
}

/// `tuple(iterable=())`.
pub fn tuple(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    args::no_kw(vm, "tuple", kws)?;
    args::count(vm, "tuple", a, 0, 1)?;
    match a.first() {
        Some(&v) if vm.type_tag(v) == TypeTag::Tuple => Ok(v),
        Some(v) => {
            let items = vm.collect(*v)?;
            vm.new_tuple(items)
        }
        None => vm.new_tuple(Vec::new()),
    }
}

/// `dict(mapping_or_pairs=(), **kwargs)`.
pub fn dict(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    args::count(vm, "dict", a, 0, 1)?;
    let d = vm.new_dict()?;
    if let Some(src) = a.first() {
        vm.dict_update(d, *src)?;
    }
    for (k, v) in kws {
        let key = vm.new_str(k.to_string())?;
        vm.dict_set(d, key, *v)?;
    }
    Ok(d)
}

/// `range(stop)` / `range(start, stop[, step])`.
pub fn range(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    args::no_kw(vm, "range", kws)?;
    vm.make_range(a)
}

/// `enumerate(iterable, start=0)`.
pub fn enumerate(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    args::clinic(vm, "enumerate", a.len() + kws.len(), 0, 2)?;
    args::allowed_kws(vm, "enumerate", kws, &["iterable", "start"])?;
    if a.is_empty() && args::kw(kws, "iterable").is_none() {
        return Err(vm.type_error("enumerate() missing required argument 'iterable'"));
    }
    let start = match a.get(1).copied().or_else(|| args::kw(kws, "start")) {
        None => Value::Int(0),
        Some(v) => match vm.int_payload(v).map_or_else(|| vm.num(v), |p| vm.num(p)) {
            Some(Num::I(i)) => Value::Int(i),
            Some(Num::B(_)) => vm.unwrap_payload(v),
            _ => {
                return Err(vm.type_error(format!(
                    "'{}' object cannot be interpreted as an integer",
                    vm.type_name(v)
                )))
            }
        },
    };
    let it = vm.get_iter(a.first().copied().unwrap_or(Value::None))?;
    vm.alloc(Obj::Iter(IterState::Enumerate { it, n: start }))
}

/// `zip(*iterables)`.
pub fn zip(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    args::allowed_kws(vm, "zip", kws, &["strict"])?;
    let strict = match args::kw(kws, "strict") {
        Some(v) => vm.truthy(v)?, // CALLBACK (an instance's __bool__)
        None => false,
    };
    let mut its = Vec::with_capacity(a.len());
    for v in a {
        let it = vm.with_roots(&its, |vm| vm.get_iter(*v))?;
        its.push(it);
    }
    vm.alloc(Obj::Iter(IterState::Zip { its, strict }))
}

/// `reversed(seq)`.
pub fn reversed(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    args::no_kw(vm, "reversed", kws)?;
    let [v] = a else {
        return Err(vm.type_error(format!("reversed expected 1 argument, got {}", a.len())));
    };
    let v = vm.named_tuple(*v).unwrap_or(*v);
    // list's and dict's `__reversed__` walk the list or dict a subclass instance carries.
    let v = vm.mut_payload(v).unwrap_or(v);
    match vm.obj(v) {
        Some(Obj::List(l)) | Some(Obj::Tuple(l)) => {
            let n = l.len();
            let Value::Obj(h) = v else { return Ok(v) };
            vm.alloc(Obj::Iter(IterState::SeqRev { seq: h, idx: n }))
        }
        Some(Obj::Range { .. } | Obj::BigRange(_)) => vm.range_reversed(v),
        _ if vm.is_deque(v) => vm.deque_iter(v, true),
        _ if vm.is_enum(v) => vm.enum_reversed(v),
        Some(Obj::Str(_)) => {
            // A `reversed` over a tuple of the characters.
            let chars: Vec<char> = vm.as_str(v).unwrap_or("").chars().collect();
            let mut items = Vec::with_capacity(chars.len());
            for c in chars {
                items.push(vm.new_str(c.to_string())?);
            }
            let n = items.len();
            let t = vm.new_tuple(items)?;
            let Value::Obj(h) = t else { return Ok(t) };
            vm.alloc(Obj::Iter(IterState::SeqRev { seq: h, idx: n }))
        }
        Some(Obj::Bytes(b) | Obj::ByteArray(b)) => {
            // A `reversed` reading the live bytes by index, as CPython's.
            let n = b.len();
            let Value::Obj(h) = v else { return Ok(v) };
            vm.alloc(Obj::Iter(IterState::SeqRev { seq: h, idx: n }))
        }
        Some(Obj::Dict(_)) => match v {
            Value::Obj(h) => vm.dict_reversed(h, DictView::Keys),
            _ => Ok(v),
        },
        Some(&Obj::View { dict, view }) => vm.dict_reversed(dict, view),
        // A mappingproxy's `__reversed__` is its dict's.
        _ if vm.type_tag(v) == pyrite_runtime::TypeTag::MappingProxy => {
            let d = vm.lib_value(v).map_or(Value::None, |x| x.obj);
            reversed(vm, &[d], kws)
        }
        _ => Err(vm.type_error(format!("'{}' object is not reversible", vm.type_name(v)))),
    }
}

#[allow(dead_code)]
fn big(vm: &Vm<'_>, v: Value) -> Option<BigInt> {
    vm.to_bigint(v)
}

/// `range.count(x)`.
pub fn range_count(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (r, x) = range_method_args(vm, a, kws, "count")?;
    vm.range_count(r, x) // CALLBACK
}

/// `range.index(x)`.
pub fn range_index(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (r, x) = range_method_args(vm, a, kws, "index")?;
    vm.range_index(r, x) // CALLBACK
}

/// The receiver and the one argument of `range.count` / `range.index`.
fn range_method_args(
    vm: &Vm<'_>,
    a: &[Value],
    kws: Kw<'_>,
    name: &str,
) -> VmResult<(Value, Value)> {
    args::no_kw(vm, &format!("range.{name}"), kws)?;
    match a {
        [r, x] => Ok((*r, *x)),
        _ => Err(vm.type_error(format!(
            "range.{name}() takes exactly one argument ({} given)",
            a.len().saturating_sub(1)
        ))),
    }
}
