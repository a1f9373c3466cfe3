//! The special methods of built-in types as attributes (`(1).__add__(2)`, `[1].__len__()`,
//! `super().__repr__()`), CPython's slot wrappers: each calls the operation the type
//! implements, through `pyrite_runtime::ops::slots` for the binary operators and
//! comparisons (which answer `NotImplemented` for an operand the type does not take).
//! [`SPECIAL_METHODS`] says which type has which; [`by_name`] gives the function.

use pyrite_lang::bytecode::{BinKind, CmpKind, UnKind};
use pyrite_runtime::{NativeFn, TypeTag, Value, Vm, VmResult};

use crate::args::Kw;

/// The receiver and exactly `N` arguments of a slot wrapper, with CPython's errors.
fn wrapper_args<const N: usize>(
    vm: &Vm<'_>,
    name: &str,
    a: &[Value],
    kws: Kw<'_>,
) -> VmResult<(Value, [Value; N])> {
    if !kws.is_empty() {
        return Err(vm.type_error(format!("wrapper {name}() takes no keyword arguments")));
    }
    let (recv, rest) = match a.split_first() {
        Some((r, rest)) => (*r, rest),
        None => return Err(vm.type_error(format!("descriptor '{name}' needs an argument"))),
    };
    match <[Value; N]>::try_from(rest) {
        Ok(args) => Ok((recv, args)),
        Err(_) => Err(vm.type_error(format!(
            "expected {N} argument{}, got {}",
            if N == 1 { "" } else { "s" },
            rest.len()
        ))),
    }
}

macro_rules! binary {
    ($($f:ident, $name:literal => $op:ident, $reflected:expr, $inplace:expr;)*) => {
        $(
            fn $f(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
                let (recv, [other]) = wrapper_args::<1>(vm, $name, a, kws)?;
                vm.slot_binop(BinKind::$op, recv, other, $reflected, $inplace) // CALLBACK
            }
        )*
        /// The binary operator methods, by name.
        const BINARY: &[(&str, NativeFn)] = &[$(($name, $f),)*];
    };
}

binary! {
    add, "__add__" => Add, false, false;
    sub, "__sub__" => Sub, false, false;
    mul, "__mul__" => Mul, false, false;
    truediv, "__truediv__" => TrueDiv, false, false;
    floordiv, "__floordiv__" => FloorDiv, false, false;
    mod_, "__mod__" => Mod, false, false;
    pow, "__pow__" => Pow, false, false;
    lshift, "__lshift__" => LShift, false, false;
    rshift, "__rshift__" => RShift, false, false;
    and, "__and__" => BitAnd, false, false;
    or, "__or__" => BitOr, false, false;
    xor, "__xor__" => BitXor, false, false;
    radd, "__radd__" => Add, true, false;
    rsub, "__rsub__" => Sub, true, false;
    rmul, "__rmul__" => Mul, true, false;
    rtruediv, "__rtruediv__" => TrueDiv, true, false;
    rfloordiv, "__rfloordiv__" => FloorDiv, true, false;
    rmod, "__rmod__" => Mod, true, false;
    rpow, "__rpow__" => Pow, true, false;
    rlshift, "__rlshift__" => LShift, true, false;
    rrshift, "__rrshift__" => RShift, true, false;
    rand, "__rand__" => BitAnd, true, false;
    ror, "__ror__" => BitOr, true, false;
    rxor, "__rxor__" => BitXor, true, false;
    iadd, "__iadd__" => Add, false, true;
    imul, "__imul__" => Mul, false, true;
    isub, "__isub__" => Sub, false, true;
    iand, "__iand__" => BitAnd, false, true;
    ior, "__ior__" => BitOr, false, true;
    ixor, "__ixor__" => BitXor, false, true;
}

macro_rules! compare {
    ($($f:ident, $name:literal => $op:ident;)*) => {
        $(
            fn $f(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
                let (recv, [other]) = wrapper_args::<1>(vm, $name, a, kws)?;
                vm.slot_compare(CmpKind::$op, recv, other) // CALLBACK
            }
        )*
        /// The rich comparison methods, by name.
        const COMPARE: &[(&str, NativeFn)] = &[$(($name, $f),)*];
    };
}

compare! {
    eq, "__eq__" => Eq;
    ne, "__ne__" => Ne;
    lt, "__lt__" => Lt;
    le, "__le__" => Le;
    gt, "__gt__" => Gt;
    ge, "__ge__" => Ge;
}

macro_rules! unary {
    ($($f:ident, $name:literal => $op:ident;)*) => {
        $(
            fn $f(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
                let (recv, []) = wrapper_args::<0>(vm, $name, a, kws)?;
                vm.unary(UnKind::$op, recv)
            }
        )*
    };
}

unary! {
    neg, "__neg__" => Neg;
    pos, "__pos__" => Pos;
    invert, "__invert__" => Invert;
}

fn abs(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (recv, []) = wrapper_args::<0>(vm, "__abs__", a, kws)?;
    crate::funcs::abs(vm, &[recv], &[])
}

fn bool_(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (recv, []) = wrapper_args::<0>(vm, "__bool__", a, kws)?;
    vm.truthy(recv).map(Value::Bool)
}

fn len(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (recv, []) = wrapper_args::<0>(vm, "__len__", a, kws)?;
    Ok(Value::Int(vm.len_of(recv)? as i64))
}

fn contains(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (recv, [x]) = wrapper_args::<1>(vm, "__contains__", a, kws)?;
    vm.contains(recv, x).map(Value::Bool) // CALLBACK
}

fn getitem(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (recv, [k]) = wrapper_args::<1>(vm, "__getitem__", a, kws)?;
    vm.get_item(recv, k) // CALLBACK
}

fn setitem(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (recv, [k, v]) = wrapper_args::<2>(vm, "__setitem__", a, kws)?;
    vm.set_item(recv, k, v)?; // CALLBACK
    Ok(Value::None)
}

fn delitem(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (recv, [k]) = wrapper_args::<1>(vm, "__delitem__", a, kws)?;
    vm.del_item(recv, k)?; // CALLBACK
    Ok(Value::None)
}

fn iter(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (recv, []) = wrapper_args::<0>(vm, "__iter__", a, kws)?;
    vm.get_iter(recv)
}

fn hash(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (recv, []) = wrapper_args::<0>(vm, "__hash__", a, kws)?;
    vm.object_hash(recv)
}

/// `object.__repr__`: the default repr of a script's instance; a built-in value's own.
fn repr(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (recv, []) = wrapper_args::<0>(vm, "__repr__", a, kws)?;
    let s = if vm.class_of(recv) != Value::Type(vm.type_tag(recv)) {
        vm.object_repr(recv)
    } else {
        vm.repr(recv)?
    };
    vm.new_str(s)
}

/// `object.__str__`: `type(self).__repr__(self)`; a built-in value's own `str`.
fn str_(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (recv, []) = wrapper_args::<0>(vm, "__str__", a, kws)?;
    let s = if vm.class_of(recv) != Value::Type(vm.type_tag(recv)) {
        vm.repr(recv)? // CALLBACK
    } else {
        vm.str_of(recv)?
    };
    vm.new_str(s)
}

/// `BaseException.__repr__`.
fn exc_repr(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (recv, []) = wrapper_args::<0>(vm, "__repr__", a, kws)?;
    let s = match vm.exception_repr(recv)? {
        Some(s) => s,
        None => vm.repr(recv)?,
    };
    vm.new_str(s)
}

/// `BaseException.__str__`.
fn exc_str(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (recv, []) = wrapper_args::<0>(vm, "__str__", a, kws)?;
    let s = match vm.exception_str_of(recv)? {
        Some(s) => s,
        None => vm.str_of(recv)?,
    };
    vm.new_str(s)
}

/// The receiver and the spec of `owner.__format__` (a method, not a slot wrapper: its own
/// argument errors), and the spec's text, which must be a str.
fn format_args(
    vm: &Vm<'_>,
    owner: &str,
    a: &[Value],
    kws: Kw<'_>,
) -> VmResult<(Value, Value, String)> {
    if !kws.is_empty() {
        return Err(vm.type_error(format!("{owner}.__format__() takes no keyword arguments")));
    }
    let (recv, spec) = match a {
        [recv, spec] => (*recv, *spec),
        [] => return Err(vm.type_error("descriptor '__format__' needs an argument")),
        _ => {
            return Err(vm.type_error(format!(
                "{owner}.__format__() takes exactly one argument ({} given)",
                a.len() - 1
            )))
        }
    };
    match vm.as_str(spec) {
        Some(s) => Ok((recv, spec, s.to_string())),
        None => Err(vm.type_error(format!(
            "__format__() argument must be str, not {}",
            vm.type_name(spec)
        ))),
    }
}

/// `object.__format__`: `str(self)` for an empty spec, a TypeError for any other (it never
/// calls the instance's own `__format__`, so `super().__format__(spec)` cannot loop).
fn object_format(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (recv, _, spec) = format_args(vm, "object", a, kws)?;
    if !spec.is_empty() {
        return Err(vm.type_error(format!(
            "unsupported format string passed to {}.__format__",
            vm.type_name(recv)
        )));
    }
    let s = vm.to_str(recv)?; // CALLBACK
    vm.new_str(s)
}

/// `int.__format__`, `float.__format__`, `str.__format__`: the format-spec mini-language.
fn value_format(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let owner = match a.first().map(|v| vm.type_tag(*v)) {
        Some(TypeTag::Float) => "float",
        Some(TypeTag::Str) => "str",
        _ => "int",
    };
    let (recv, spec, _) = format_args(vm, owner, a, kws)?;
    vm.format_field(recv, 0, Some(spec))
}

/// `int.__int__` and `float.__int__`: `int(self)`.
fn int_(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (recv, []) = wrapper_args::<0>(vm, "__int__", a, kws)?;
    crate::ctors::int(vm, &[recv], &[])
}

/// `int.__float__` and `float.__float__`: `float(self)`.
fn float(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (recv, []) = wrapper_args::<0>(vm, "__float__", a, kws)?;
    crate::ctors::float(vm, &[recv], &[])
}

/// `__call__` of functions, bound methods and built-in functions: calls the receiver.
fn call(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let Some((recv, args)) = a.split_first() else {
        return Err(vm.type_error("descriptor '__call__' needs an argument"));
    };
    vm.call_function(*recv, args, kws) // CALLBACK
}

/// The other special methods, by name.
const OTHER: &[(&str, NativeFn)] = &[
    ("__neg__", neg),
    ("__pos__", pos),
    ("__invert__", invert),
    ("__abs__", abs),
    ("__bool__", bool_),
    ("__len__", len),
    ("__contains__", contains),
    ("__getitem__", getitem),
    ("__setitem__", setitem),
    ("__delitem__", delitem),
    ("__iter__", iter),
    ("__hash__", hash),
    ("__repr__", repr),
    ("__str__", str_),
    ("__format__", value_format),
    ("__call__", call),
    ("__int__", int_),
    ("__float__", float),
];

/// The function of special method `name` of a built-in type.
pub fn by_name(tag: TypeTag, name: &str) -> Option<NativeFn> {
    match (tag, name) {
        (TypeTag::BaseException, "__repr__") => return Some(exc_repr),
        (TypeTag::BaseException, "__str__") => return Some(exc_str),
        (TypeTag::Object, "__format__") => return Some(object_format),
        _ => {}
    }
    BINARY
        .iter()
        .chain(COMPARE)
        .chain(OTHER)
        .find(|(n, _)| *n == name)
        .map(|(_, f)| *f)
}

const CMP: &[&str] = &["__eq__", "__ne__", "__lt__", "__le__", "__gt__", "__ge__"];
/// The unary and conversion slots `int` and `float` share.
const NUMBER: &[&str] = &[
    "__neg__",
    "__pos__",
    "__abs__",
    "__bool__",
    "__hash__",
    "__format__",
    "__int__",
    "__float__",
];
const ARITH: &[&str] = &[
    "__add__",
    "__sub__",
    "__mul__",
    "__truediv__",
    "__floordiv__",
    "__mod__",
    "__pow__",
    "__radd__",
    "__rsub__",
    "__rmul__",
    "__rtruediv__",
    "__rfloordiv__",
    "__rmod__",
    "__rpow__",
];
const BITS: &[&str] = &[
    "__lshift__",
    "__rshift__",
    "__and__",
    "__or__",
    "__xor__",
    "__rlshift__",
    "__rrshift__",
    "__rand__",
    "__ror__",
    "__rxor__",
    "__invert__",
];
const SETOPS: &[&str] = &[
    "__or__", "__and__", "__sub__", "__xor__", "__ror__", "__rand__", "__rsub__", "__rxor__",
];

/// Which built-in type has which special methods (its own, not inherited ones).
pub const SPECIAL_METHODS: &[(TypeTag, &[&[&str]])] = &[
    (
        TypeTag::Object,
        &[CMP, &["__hash__", "__repr__", "__str__", "__format__"]],
    ),
    (TypeTag::NoneType, &[&["__bool__"]]),
    (TypeTag::Function, &[&["__call__"]]),
    (TypeTag::Method, &[&["__call__"]]),
    (TypeTag::BuiltinFunction, &[&["__call__"]]),
    (TypeTag::BaseException, &[&["__repr__", "__str__"]]),
    (TypeTag::Int, &[ARITH, BITS, CMP, NUMBER]),
    (TypeTag::Float, &[ARITH, CMP, NUMBER]),
    (
        TypeTag::Str,
        &[
            CMP,
            &[
                "__add__",
                "__mul__",
                "__rmul__",
                "__mod__",
                "__rmod__",
                "__len__",
                "__contains__",
                "__getitem__",
                "__iter__",
                "__hash__",
                "__format__",
            ],
        ],
    ),
    (
        TypeTag::List,
        &[
            CMP,
            &[
                "__add__",
                "__iadd__",
                "__mul__",
                "__rmul__",
                "__imul__",
                "__len__",
                "__contains__",
                "__getitem__",
                "__setitem__",
                "__delitem__",
                "__iter__",
            ],
        ],
    ),
    (
        TypeTag::Tuple,
        &[
            CMP,
            &[
                "__add__",
                "__mul__",
                "__rmul__",
                "__len__",
                "__contains__",
                "__getitem__",
                "__iter__",
                "__hash__",
            ],
        ],
    ),
    (
        TypeTag::Dict,
        &[
            CMP,
            &[
                "__or__",
                "__ror__",
                "__ior__",
                "__len__",
                "__contains__",
                "__getitem__",
                "__setitem__",
                "__delitem__",
                "__iter__",
            ],
        ],
    ),
    (
        TypeTag::Set,
        &[
            SETOPS,
            CMP,
            &[
                "__ior__",
                "__iand__",
                "__isub__",
                "__ixor__",
                "__len__",
                "__contains__",
                "__iter__",
            ],
        ],
    ),
    (
        TypeTag::FrozenSet,
        &[
            SETOPS,
            CMP,
            &["__len__", "__contains__", "__iter__", "__hash__"],
        ],
    ),
    (
        TypeTag::Range,
        &[
            CMP,
            &[
                "__bool__",
                "__len__",
                "__contains__",
                "__getitem__",
                "__iter__",
                "__hash__",
            ],
        ],
    ),
];

/// `(type, name, function)` of every special method of [`SPECIAL_METHODS`].
pub fn table() -> Vec<(TypeTag, &'static str, NativeFn)> {
    let mut out = Vec::new();
    for (tag, groups) in SPECIAL_METHODS {
        for name in groups.iter().flat_map(|g| g.iter()) {
            if let Some(f) = by_name(*tag, name) {
                out.push((*tag, *name, f));
            }
        }
    }
    out
}

/// The fuel rule and doc of special method `name` of a built-in type (its rows in the
/// surface table). A slot wrapper costs its call plus what the operation it wraps costs.
pub fn describe(name: &str) -> (&'static str, &'static str) {
    let op = "1 + as the operation";
    let doc = match name {
        "__add__" => "x + y",
        "__sub__" => "x - y",
        "__mul__" => "x * y",
        "__truediv__" => "x / y",
        "__floordiv__" => "x // y",
        "__mod__" => "x % y",
        "__pow__" => "x ** y",
        "__lshift__" => "x << y",
        "__rshift__" => "x >> y",
        "__and__" => "x & y",
        "__or__" => "x | y",
        "__xor__" => "x ^ y",
        "__radd__" => "y + x (reflected)",
        "__rsub__" => "y - x (reflected)",
        "__rmul__" => "y * x (reflected)",
        "__rtruediv__" => "y / x (reflected)",
        "__rfloordiv__" => "y // x (reflected)",
        "__rmod__" => "y % x (reflected)",
        "__rpow__" => "y ** x (reflected)",
        "__rlshift__" => "y << x (reflected)",
        "__rrshift__" => "y >> x (reflected)",
        "__rand__" => "y & x (reflected)",
        "__ror__" => "y | x (reflected)",
        "__rxor__" => "y ^ x (reflected)",
        "__iadd__" => "x += y (in place)",
        "__imul__" => "x *= y (in place)",
        "__isub__" => "x -= y (in place)",
        "__iand__" => "x &= y (in place)",
        "__ior__" => "x |= y (in place)",
        "__ixor__" => "x ^= y (in place)",
        "__eq__" => "x == y",
        "__ne__" => "x != y",
        "__lt__" => "x < y",
        "__le__" => "x <= y",
        "__gt__" => "x > y",
        "__ge__" => "x >= y",
        "__neg__" => "-x",
        "__pos__" => "+x",
        "__invert__" => "~x",
        "__abs__" => "abs(x)",
        "__bool__" => "bool(x)",
        "__len__" => "len(x)",
        "__contains__" => "y in x",
        "__getitem__" => "x[k]",
        "__setitem__" => "x[k] = v",
        "__delitem__" => "del x[k]",
        "__iter__" => "iter(x)",
        "__hash__" => "hash(x)",
        "__repr__" => "repr(x)",
        "__str__" => "str(x)",
        "__format__" => "format(x, spec), as f-strings do",
        "__call__" => "x(...): calls the receiver",
        "__int__" => "int(x)",
        "__float__" => "float(x)",
        _ => "a special method",
    };
    (op, doc)
}

/// `__getnewargs__()` of `int`, `float`, `str` and `tuple` (what pickle and `copy` pass to
/// the constructor): a one-tuple of the receiver's exact built-in value. A named built-in
/// method in CPython, not a slot wrapper; it takes no arguments.
pub fn getnewargs(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (recv, rest) = crate::args::recv(a);
    // An int subclass's value (a bool, a `re.RegexFlag`) is given as the int it is.
    let v = match recv {
        Value::Bool(b) => Value::Int(i64::from(b)),
        v => vm.re_flag(v).map_or(v, Value::Int),
    };
    let name = format!("{}.__getnewargs__", vm.type_name(v));
    crate::args::no_kw(vm, &name, kws)?;
    crate::args::none(vm, &name, rest)?;
    vm.new_tuple(vec![v])
}
