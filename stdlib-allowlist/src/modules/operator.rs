//! `operator`: CPython 3.11's functions of the operators (`_operator.c`), each the operation
//! the VM already performs, and `itemgetter`/`attrgetter`/`methodcaller` (the runtime's
//! `LibObj`s). `attrgetter` and `methodcaller` obey `getattr`'s rule on the names they use.

use pyrite_lang::bytecode::{BinKind, CmpKind, UnKind};
use pyrite_runtime::heap::Obj;
use pyrite_runtime::libobj::LibObj;
use pyrite_runtime::{Member, NativeFn, TypeTag, Value, Vm, VmResult};

use super::{Def, M};
use crate::args::Kw;

/// Two positional arguments exactly: `add expected 2 arguments, got 1`.
fn two(vm: &Vm<'_>, name: &str, a: &[Value], kws: Kw<'_>) -> VmResult<(Value, Value)> {
    if !kws.is_empty() {
        return Err(vm.type_error(format!("_operator.{name}() takes no keyword arguments")));
    }
    match a {
        [x, y] => Ok((*x, *y)),
        _ => Err(vm.type_error(format!("{name} expected 2 arguments, got {}", a.len()))),
    }
}

/// One argument exactly (`METH_O`): `_operator.neg() takes exactly one argument (0 given)`.
fn one(vm: &Vm<'_>, name: &str, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    if !kws.is_empty() {
        return Err(vm.type_error(format!("_operator.{name}() takes no keyword arguments")));
    }
    match a {
        [x] => Ok(*x),
        _ => Err(vm.type_error(format!(
            "_operator.{name}() takes exactly one argument ({} given)",
            a.len()
        ))),
    }
}

macro_rules! binary {
    ($($f:ident, $name:literal => $op:ident, $inplace:expr;)*) => {
        $(
            fn $f(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
                let (x, y) = two(vm, $name, a, kws)?;
                vm.binop(BinKind::$op, x, y, $inplace) // CALLBACK
            }
        )*
        /// The binary operators: name, function, whether in place.
        const BINARY: &[(&str, NativeFn, bool)] = &[$(($name, $f, $inplace),)*];
    };
}

binary! {
    add, "add" => Add, false;
    sub, "sub" => Sub, false;
    mul, "mul" => Mul, false;
    matmul, "matmul" => MatMul, false;
    truediv, "truediv" => TrueDiv, false;
    floordiv, "floordiv" => FloorDiv, false;
    mod_, "mod" => Mod, false;
    pow, "pow" => Pow, false;
    lshift, "lshift" => LShift, false;
    rshift, "rshift" => RShift, false;
    and_, "and_" => BitAnd, false;
    or_, "or_" => BitOr, false;
    xor, "xor" => BitXor, false;
    iadd, "iadd" => Add, true;
    isub, "isub" => Sub, true;
    imul, "imul" => Mul, true;
    imatmul, "imatmul" => MatMul, true;
    itruediv, "itruediv" => TrueDiv, true;
    ifloordiv, "ifloordiv" => FloorDiv, true;
    imod, "imod" => Mod, true;
    ipow, "ipow" => Pow, true;
    ilshift, "ilshift" => LShift, true;
    irshift, "irshift" => RShift, true;
    iand, "iand" => BitAnd, true;
    ior, "ior" => BitOr, true;
    ixor, "ixor" => BitXor, true;
}

macro_rules! compare {
    ($($f:ident, $name:literal => $op:ident;)*) => {
        $(
            fn $f(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
                let (x, y) = two(vm, $name, a, kws)?;
                vm.compare_value(CmpKind::$op, x, y) // CALLBACK
            }
        )*
        /// The comparisons.
        const COMPARE: &[(&str, NativeFn)] = &[$(($name, $f),)*];
    };
}

compare! {
    lt, "lt" => Lt;
    le, "le" => Le;
    eq, "eq" => Eq;
    ne, "ne" => Ne;
    ge, "ge" => Ge;
    gt, "gt" => Gt;
}

macro_rules! unary {
    ($($f:ident, $name:literal => $op:ident;)*) => {
        $(
            fn $f(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
                let x = one(vm, $name, a, kws)?;
                vm.unary(UnKind::$op, x) // CALLBACK
            }
        )*
    };
}

unary! {
    neg, "neg" => Neg;
    pos, "pos" => Pos;
    inv, "inv" => Invert;
    invert, "invert" => Invert;
}

/// The members of `operator`, with their fuel rules and docs.
pub fn members() -> Vec<Def<M>> {
    use super::{c, f};
    let mut out: Vec<Def<M>> = Vec::new();
    for (name, imp, inplace) in BINARY {
        out.push(f(
            name,
            *imp,
            "as the operator",
            if *inplace {
                "the augmented assignment operator as a function (a op= b, returned)"
            } else {
                "the binary operator as a function"
            },
        ));
    }
    for (name, imp) in COMPARE {
        out.push(f(
            name,
            *imp,
            "as the operator",
            "the comparison as a function",
        ));
    }
    out.extend([
        f("neg", neg, "as the operator", "-a"),
        f("pos", pos, "as the operator", "+a"),
        f("inv", inv, "as the operator", "~a"),
        f("invert", invert, "as the operator", "~a"),
        f(
            "not_",
            not_,
            "1 (an instance's __bool__/__len__ runs)",
            "not a",
        ),
        f(
            "truth",
            truth,
            "1 (an instance's __bool__/__len__ runs)",
            "bool(a)",
        ),
        f("is_", is_, "1", "a is b"),
        f("is_not", is_not, "1", "a is not b"),
        f("abs", abs, "1", "abs(a)"),
        f(
            "index",
            index,
            "1",
            "a as an int (its __index__); TypeError for non-integers",
        ),
        f("concat", concat, "as +", "a + b for sequences"),
        f("iconcat", iconcat, "as +=", "a += b for sequences"),
        f("contains", contains, "as in", "b in a"),
        f(
            "countOf",
            count_of,
            "1 + 1 per item compared",
            "how many items of a are b or equal to it",
        ),
        f(
            "indexOf",
            index_of,
            "1 + 1 per item compared",
            "the position of the first item of a that is b or equal to it",
        ),
        f("getitem", getitem, "as a[b]", "a[b]"),
        f("setitem", setitem, "as a[b] = c", "a[b] = c"),
        f("delitem", delitem, "as del a[b]", "del a[b]"),
        f(
            "length_hint",
            length_hint,
            "1",
            "len(obj), a list/tuple iterator's items left, else the default",
        ),
        f(
            "call",
            call,
            "1; the call pays for itself",
            "obj(*args, **kwargs)",
        ),
        c(
            "itemgetter",
            Member::Type(TypeTag::ItemGetter),
            "type: a callable fetching obj[item] (a tuple for several items)",
        ),
        c(
            "attrgetter",
            Member::Type(TypeTag::AttrGetter),
            "type: a callable fetching obj.name, dotted names followed (getattr's name rule)",
        ),
        c(
            "methodcaller",
            Member::Type(TypeTag::MethodCaller),
            "type: a callable calling obj.name(*args, **kwargs) (getattr's name rule)",
        ),
    ]);
    out
}

/// The constructors, for the table's `CTORS`.
pub const CTORS: &[(TypeTag, NativeFn)] = &[
    (TypeTag::ItemGetter, itemgetter),
    (TypeTag::AttrGetter, attrgetter),
    (TypeTag::MethodCaller, methodcaller),
];

fn not_(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let x = one(vm, "not_", a, kws)?;
    Ok(Value::Bool(!vm.truthy(x)?))
}

fn truth(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let x = one(vm, "truth", a, kws)?;
    Ok(Value::Bool(vm.truthy(x)?))
}

fn is_(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (x, y) = two(vm, "is_", a, kws)?;
    Ok(Value::Bool(vm.is(x, y)))
}

fn is_not(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (x, y) = two(vm, "is_not", a, kws)?;
    Ok(Value::Bool(!vm.is(x, y)))
}

fn abs(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let x = one(vm, "abs", a, kws)?;
    crate::funcs::abs(vm, &[x], &[])
}

/// `operator.index(a)`: `PyNumber_Index` (an int, a bool as its int, an instance's
/// `__index__`).
fn index(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let x = one(vm, "index", a, kws)?;
    match x {
        Value::Bool(b) => return Ok(Value::Int(i64::from(b))),
        _ if vm.is_int(x) && !is_inst(vm, x) => return Ok(x),
        _ => {}
    }
    if let Some(r) = vm.call_dunder(x, "__index__", &[])? {
        // CALLBACK
        if vm.is_int(r) {
            return Ok(r);
        }
        return Err(vm.type_error(format!(
            "__index__ returned non-int (type {})",
            vm.type_name(r)
        )));
    }
    if let Some(p) = vm.int_payload(x) {
        // `PyNumber_Index` of an int subclass's instance: an exact int.
        return Ok(p);
    }
    Err(vm.type_error(format!(
        "'{}' object cannot be interpreted as an integer",
        vm.type_name(x)
    )))
}

/// True for an instance of a script class.
fn is_inst(vm: &Vm<'_>, v: Value) -> bool {
    matches!(vm.obj(v), Some(Obj::Instance(_)))
}

/// True for what CPython's `PySequence_Check` accepts among Pyrite's values (not dicts).
fn is_sequence(vm: &mut Vm<'_>, v: Value) -> bool {
    if is_inst(vm, v) {
        return vm.has_special(v, "__getitem__");
    }
    matches!(
        vm.type_tag(v),
        TypeTag::Str | TypeTag::List | TypeTag::Tuple | TypeTag::Range | TypeTag::Deque
    )
}

fn concat_op(
    vm: &mut Vm<'_>,
    name: &str,
    a: &[Value],
    kws: Kw<'_>,
    inplace: bool,
) -> VmResult<Value> {
    let (x, y) = two(vm, name, a, kws)?;
    let has_concat = matches!(
        vm.type_tag(x),
        TypeTag::Str | TypeTag::List | TypeTag::Tuple | TypeTag::Deque
    ) && !is_inst(vm, x);
    if has_concat || (is_sequence(vm, x) && is_sequence(vm, y)) {
        return vm.binop(BinKind::Add, x, y, inplace); // CALLBACK
    }
    Err(vm.type_error(format!(
        "'{}' object can't be concatenated",
        vm.type_name(x)
    )))
}

fn concat(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    concat_op(vm, "concat", a, kws, false)
}

fn iconcat(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    concat_op(vm, "iconcat", a, kws, true)
}

fn contains(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (x, y) = two(vm, "contains", a, kws)?;
    Ok(Value::Bool(vm.contains(x, y)?)) // CALLBACK
}

/// Walks `seq` as `_PySequence_IterSearch` does, calling `hit` with each item's position
/// when it is `x` or equal to it; `hit` says whether to stop.
fn search(
    vm: &mut Vm<'_>,
    seq: Value,
    x: Value,
    mut hit: impl FnMut(usize) -> bool,
) -> VmResult<()> {
    if !vm.is_iterable(seq) {
        return Err(vm.type_error(format!(
            "argument of type '{}' is not iterable",
            vm.type_name(seq)
        )));
    }
    let it = vm.get_iter(seq)?; // CALLBACK
    vm.with_roots(&[it, x], |vm| {
        let mut i = 0;
        while let Some(item) = vm.iter_next(it)? {
            // CALLBACK
            vm.charge_fuel(1)?;
            let same = vm.is(item, x) || vm.with_roots(&[item], |vm| vm.eq(item, x))?;
            if same && hit(i) {
                return Ok(());
            }
            i += 1;
        }
        Ok(())
    })
}

fn count_of(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (seq, x) = two(vm, "countOf", a, kws)?;
    let mut n = 0i64;
    search(vm, seq, x, |_| {
        n += 1;
        false
    })?;
    Ok(Value::Int(n))
}

fn index_of(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (seq, x) = two(vm, "indexOf", a, kws)?;
    let mut at = None;
    search(vm, seq, x, |i| {
        at = Some(i);
        true
    })?;
    match at {
        Some(i) => Ok(Value::Int(i as i64)),
        None => Err(vm.value_error("sequence.index(x): x not in sequence")),
    }
}

fn getitem(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (x, k) = two(vm, "getitem", a, kws)?;
    vm.get_item(x, k) // CALLBACK
}

fn setitem(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    if !kws.is_empty() {
        return Err(vm.type_error("_operator.setitem() takes no keyword arguments"));
    }
    let [x, k, v] = a else {
        return Err(vm.type_error(format!("setitem expected 3 arguments, got {}", a.len())));
    };
    vm.set_item(*x, *k, *v)?; // CALLBACK
    Ok(Value::None)
}

fn delitem(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (x, k) = two(vm, "delitem", a, kws)?;
    vm.del_item(x, k)?; // CALLBACK
    Ok(Value::None)
}

/// `length_hint(obj, default=0)`: `len(obj)`, the items a list or tuple iterator has left,
/// the default for a generator or anything without a length; refused for the other
/// built-in iterators, whose hints Pyrite does not model.
fn length_hint(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    if !kws.is_empty() {
        return Err(vm.type_error("_operator.length_hint() takes no keyword arguments"));
    }
    crate::args::count(vm, "length_hint", a, 1, 2)?;
    let obj = a.first().copied().unwrap_or(Value::None);
    let default = a.get(1).copied().unwrap_or(Value::Int(0));
    if !vm.is_int(default) {
        return Err(vm.type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            vm.type_name(default)
        )));
    }
    if let Some(n) = vm.seq_iter_left(obj) {
        return Ok(Value::Int(n as i64));
    }
    match vm.obj(obj) {
        Some(Obj::Iter(_)) => {
            return Err(vm.not_supported(format!(
                "operator.length_hint() of a {} is not supported",
                vm.type_name(obj)
            )))
        }
        Some(Obj::Lib(o)) if o.is_iterator() && !matches!(**o, LibObj::DequeIter { .. }) => {
            return Err(vm.not_supported(format!(
                "operator.length_hint() of a {} is not supported",
                vm.type_name(obj)
            )))
        }
        Some(Obj::Lib(o)) if matches!(**o, LibObj::DequeIter { .. }) => {
            return Err(vm.not_supported(format!(
                "operator.length_hint() of a {} is not supported",
                vm.type_name(obj)
            )))
        }
        _ => {}
    }
    if is_inst(vm, obj) {
        if vm.has_special(obj, "__len__") {
            return Ok(Value::Int(vm.len_of(obj)? as i64)); // CALLBACK
        }
        return Ok(default);
    }
    match vm.len_of(obj) {
        Ok(n) => Ok(Value::Int(n as i64)),
        Err(e) if vm.error_is(&e, TypeTag::TypeError) => Ok(default),
        Err(e) => Err(e),
    }
}

fn call(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let Some((f, rest)) = a.split_first() else {
        return Err(vm.type_error("call expected at least 1 argument, got 0"));
    };
    vm.call_function(*f, rest, kws) // CALLBACK
}

fn no_kw(vm: &Vm<'_>, name: &str, kws: Kw<'_>) -> VmResult<()> {
    if kws.is_empty() {
        Ok(())
    } else {
        Err(vm.type_error(format!("{name}() takes no keyword arguments")))
    }
}

/// `itemgetter(item, *items)`.
fn itemgetter(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    no_kw(vm, "itemgetter", kws)?;
    if a.is_empty() {
        return Err(vm.type_error("itemgetter expected 1 argument, got 0"));
    }
    let items = vm.new_tuple(a.to_vec())?;
    vm.with_roots(&[items], |vm| vm.new_lib(LibObj::ItemGetter { items }))
}

/// `attrgetter(attr, *attrs)`.
fn attrgetter(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    no_kw(vm, "attrgetter", kws)?;
    if a.is_empty() {
        return Err(vm.type_error("attrgetter expected 1 argument, got 0"));
    }
    if a.iter().any(|v| vm.as_str(*v).is_none()) {
        return Err(vm.type_error("attribute name must be a string"));
    }
    let attrs = vm.new_tuple(a.to_vec())?;
    vm.with_roots(&[attrs], |vm| vm.new_lib(LibObj::AttrGetter { attrs }))
}

/// `methodcaller(name, /, *args, **kwargs)`.
fn methodcaller(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let Some((&name, rest)) = a.split_first() else {
        return Err(vm.type_error("methodcaller needs at least one argument, the method name"));
    };
    if vm.as_str(name).is_none() {
        return Err(vm.type_error("method name must be a string"));
    }
    let args = vm.new_tuple(rest.to_vec())?;
    vm.with_roots(&[name, args], |vm| {
        let d = vm.new_dict()?;
        vm.with_roots(&[d], |vm| {
            for (k, v) in kws {
                let key = vm.new_str(k.to_string())?;
                vm.with_roots(&[key], |vm| vm.dict_set(d, key, *v))?;
            }
            vm.new_lib(LibObj::MethodCaller { name, args, kws: d })
        })
    })
}
