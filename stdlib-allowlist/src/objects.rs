//! Built-ins of the object model: `isinstance`, `issubclass`, `type`, `super`, `property`,
//! `staticmethod`, `classmethod`, `callable`, `getattr`/`setattr`/`hasattr`/`delattr`, `map`,
//! `filter`, `iter`, and the methods of generators, properties and iterators.

use pyrite_runtime::heap::{IterState, Obj};
use pyrite_runtime::object::Property;
use pyrite_runtime::vm::GenResult;
use pyrite_runtime::{TypeTag, Value, Vm, VmResult};

use crate::args::{self, Kw};

/// `isinstance(obj, class_or_tuple)`.
pub fn isinstance(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    args::no_kw(vm, "isinstance", kws)?;
    let [x, t] = a else {
        return Err(vm.type_error(format!("isinstance expected 2 arguments, got {}", a.len())));
    };
    vm.isinstance_of(*x, *t, false).map(Value::Bool)
}

/// `issubclass(cls, class_or_tuple)`.
pub fn issubclass(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    args::no_kw(vm, "issubclass", kws)?;
    let [x, t] = a else {
        return Err(vm.type_error(format!("issubclass expected 2 arguments, got {}", a.len())));
    };
    if !vm.is_class(*x) {
        return Err(vm.type_error("issubclass() arg 1 must be a class"));
    }
    vm.isinstance_of(*x, *t, true).map(Value::Bool)
}

/// `type(obj)` (the one-argument form).
pub fn type_(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    args::no_kw(vm, "type", kws)?;
    match a {
        [x] => Ok(vm.visible_class(*x)),
        [_, _, _] => Err(vm.not_supported(
            "creating classes with type(name, bases, dict) is not supported: use a class statement",
        )),
        _ => Err(vm.type_error("type() takes 1 or 3 arguments")),
    }
}

/// `super()` / `super(type, obj)`.
pub fn super_(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    args::no_kw(vm, "super", kws)?;
    vm.make_super(a)
}

/// `property(fget=None, fset=None, fdel=None, doc=None)`.
pub fn property(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    args::allowed_kws(vm, "property", kws, &["fget", "fset", "fdel", "doc"])?;
    args::clinic(vm, "property", a.len() + kws.len(), 0, 4)?;
    let get = |i: usize, name: &str| {
        a.get(i)
            .copied()
            .or_else(|| args::kw(kws, name))
            .unwrap_or(Value::None)
    };
    let fget = get(0, "fget");
    let doc = match get(3, "doc") {
        // CPython takes the getter's docstring.
        Value::None if fget != Value::None => {
            vm.get_attr_str(fget, "__doc__").unwrap_or(Value::None)
        }
        d => d,
    };
    vm.new_property(Property {
        fget,
        fset: get(1, "fset"),
        fdel: get(2, "fdel"),
        doc,
        name: None,
    })
}

/// `prop.getter(f)`, `prop.setter(f)`, `prop.deleter(f)`: a copy with one accessor replaced.
fn property_with(vm: &mut Vm<'_>, a: &[Value], which: &str) -> VmResult<Value> {
    let (Some(&p), Some(&f)) = (a.first(), a.get(1)) else {
        return Err(vm.type_error(format!(
            "property.{which}() takes exactly one argument ({} given)",
            a.len().saturating_sub(1)
        )));
    };
    let Some(Obj::Property(old)) = vm.obj(p) else {
        return Err(vm.type_error("descriptor requires a 'property' object"));
    };
    let mut new = **old;
    match which {
        "getter" => new.fget = f,
        "setter" => new.fset = f,
        _ => new.fdel = f,
    }
    vm.new_property(new)
}

/// `property.getter`.
pub fn property_getter(vm: &mut Vm<'_>, a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    property_with(vm, a, "getter")
}

/// `property.setter`.
pub fn property_setter(vm: &mut Vm<'_>, a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    property_with(vm, a, "setter")
}

/// `property.deleter`.
pub fn property_deleter(vm: &mut Vm<'_>, a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    property_with(vm, a, "deleter")
}

/// `staticmethod(f)`.
pub fn staticmethod(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    args::no_kw(vm, "staticmethod", kws)?;
    let [f] = a else {
        return Err(vm.type_error(format!("staticmethod expected 1 argument, got {}", a.len())));
    };
    vm.alloc(Obj::StaticMethod(*f))
}

/// `classmethod(f)`.
pub fn classmethod(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    args::no_kw(vm, "classmethod", kws)?;
    let [f] = a else {
        return Err(vm.type_error(format!("classmethod expected 1 argument, got {}", a.len())));
    };
    vm.alloc(Obj::ClassMethod(*f))
}

/// `callable(obj)`.
pub fn callable(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let v = args::one(vm, "callable", a, kws)?;
    Ok(Value::Bool(vm.is_callable(v)))
}

/// The attribute name of `getattr` & co: a str, and one a script could write as `obj.name`
/// (the same dunder rule as code).
fn attr_name(vm: &mut Vm<'_>, fname: &str, v: Value) -> VmResult<pyrite_runtime::object::Sym> {
    let Some(name) = vm.as_str(v).map(str::to_string) else {
        return Err(vm.type_error(format!(
            "attribute name must be string, not '{}'",
            vm.type_name(v)
        )));
    };
    if !pyrite_lang::check::attribute_allowed(&name) {
        return Err(vm.refuse(
            TypeTag::AttributeError,
            format!(
                "{fname}(): attribute '{name}' is not available in Pyrite (no access to \
                 interpreter internals)"
            ),
        ));
    }
    vm.intern(&name)
}

/// `getattr(obj, name[, default])`.
pub fn getattr(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    args::no_kw(vm, "getattr", kws)?;
    args::count(vm, "getattr", a, 2, 3)?;
    let (obj, name) = (a[0], a[1]);
    let sym = attr_name(vm, "getattr", name)?;
    match (vm.get_attr(obj, sym), a.get(2)) {
        (Ok(v), _) => Ok(v),
        (Err(e), Some(d)) if vm.error_is(&e, TypeTag::AttributeError) => Ok(*d),
        (Err(e), _) => Err(e),
    }
}

/// `hasattr(obj, name)`.
pub fn hasattr(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    args::no_kw(vm, "hasattr", kws)?;
    let [obj, name] = a else {
        return Err(vm.type_error(format!("hasattr expected 2 arguments, got {}", a.len())));
    };
    let sym = attr_name(vm, "hasattr", *name)?;
    match vm.get_attr(*obj, sym) {
        Ok(_) => Ok(Value::Bool(true)),
        Err(e) if vm.error_is(&e, TypeTag::AttributeError) => Ok(Value::Bool(false)),
        Err(e) => Err(e),
    }
}

/// `setattr(obj, name, value)`.
pub fn setattr(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    args::no_kw(vm, "setattr", kws)?;
    let [obj, name, v] = a else {
        return Err(vm.type_error(format!("setattr expected 3 arguments, got {}", a.len())));
    };
    let sym = attr_name(vm, "setattr", *name)?;
    vm.set_attr(*obj, sym, *v)?;
    Ok(Value::None)
}

/// `delattr(obj, name)`.
pub fn delattr(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    args::no_kw(vm, "delattr", kws)?;
    let [obj, name] = a else {
        return Err(vm.type_error(format!("delattr expected 2 arguments, got {}", a.len())));
    };
    let sym = attr_name(vm, "delattr", *name)?;
    vm.del_attr(*obj, sym)?;
    Ok(Value::None)
}

/// `map(func, *iterables)`: lazy.
pub fn map(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    args::no_kw(vm, "map", kws)?;
    let Some((&func, iterables)) = a.split_first().filter(|(_, rest)| !rest.is_empty()) else {
        return Err(vm.type_error("map() must have at least two arguments."));
    };
    let mut its = Vec::with_capacity(iterables.len());
    for x in iterables {
        let it = vm.with_roots(&its, |vm| vm.get_iter(*x))?;
        its.push(it);
    }
    vm.alloc(Obj::Iter(IterState::Map { func, its }))
}

/// `filter(function or None, iterable)`: lazy.
pub fn filter(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    args::no_kw(vm, "filter", kws)?;
    let [func, iterable] = a else {
        return Err(vm.type_error(format!("filter expected 2 arguments, got {}", a.len())));
    };
    let it = vm.get_iter(*iterable)?;
    vm.alloc(Obj::Iter(IterState::Filter { func: *func, it }))
}

/// `iter(iterable)` / `iter(callable, sentinel)`.
pub fn iter(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    args::no_kw(vm, "iter", kws)?;
    args::count(vm, "iter", a, 1, 2)?;
    match a {
        [v] => vm.get_iter(*v),
        [f, sentinel] => {
            if !vm.is_callable(*f) {
                return Err(vm.type_error("iter(v, w): v must be callable"));
            }
            vm.alloc(Obj::Iter(IterState::Callable {
                func: *f,
                sentinel: *sentinel,
            }))
        }
        _ => Err(vm.type_error("iter expected at most 2 arguments")),
    }
}

/// The generator of a generator method's receiver.
fn generator(vm: &Vm<'_>, a: &[Value], name: &str) -> VmResult<pyrite_runtime::value::Handle> {
    match a.first() {
        Some(Value::Obj(h)) if matches!(vm.heap.get(*h), Obj::Generator(_)) => Ok(*h),
        _ => Err(vm.type_error(format!("descriptor '{name}' requires a 'generator' object"))),
    }
}

/// A generator step as the caller of `send`/`throw` sees it: the value yielded, or
/// StopIteration carrying the return value.
fn step(vm: &mut Vm<'_>, r: GenResult) -> VmResult<Value> {
    match r {
        GenResult::Yield(v) => Ok(v),
        GenResult::Return(Value::None) => Err(vm.err(TypeTag::StopIteration, "")),
        GenResult::Return(v) => Err(vm.exc_with_args(TypeTag::StopIteration, vec![v])),
    }
}

/// `gen.send(value)`.
pub fn gen_send(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    args::no_kw(vm, "send", kws)?;
    let g = generator(vm, a, "send")?;
    let [_, v] = a else {
        return Err(vm.type_error(format!(
            "generator.send() takes exactly one argument ({} given)",
            a.len().saturating_sub(1)
        )));
    };
    let r = vm.gen_send(g, *v)?;
    step(vm, r)
}

/// `gen.__next__()`.
pub fn gen_next(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    args::no_kw(vm, "__next__", kws)?;
    let g = generator(vm, a, "__next__")?;
    let r = vm.gen_send(g, Value::None)?;
    step(vm, r)
}

/// `gen.throw(exc)` (an exception instance or class; the three-argument form is refused).
pub fn gen_throw(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    args::no_kw(vm, "throw", kws)?;
    let g = generator(vm, a, "throw")?;
    let exc =
        match a {
            [_, e] => *e,
            [_, _, _] | [_, _, _, _] => return Err(vm.not_supported(
                "the three-argument form of generator.throw() is not supported: pass an exception",
            )),
            _ => {
                return Err(vm.type_error(format!(
                    "throw expected at least 1 argument, got {}",
                    a.len().saturating_sub(1)
                )))
            }
        };
    let err = vm.throwable(exc)?;
    let r = vm.gen_throw(g, err)?;
    step(vm, r)
}

/// `gen.close()`.
pub fn gen_close(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    args::no_kw(vm, "close", kws)?;
    let g = generator(vm, a, "close")?;
    vm.gen_close(g)?;
    Ok(Value::None)
}

/// `it.__next__()` of a built-in iterator.
pub fn iter_next(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    args::no_kw(vm, "__next__", kws)?;
    let it = a.first().copied().unwrap_or(Value::None);
    match vm.iter_next(it)? {
        Some(v) => Ok(v),
        None => Err(vm.err(TypeTag::StopIteration, "")),
    }
}

/// `it.__iter__()`: an iterator (or generator) is its own iterator.
pub fn iter_self(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    args::no_kw(vm, "__iter__", kws)?;
    Ok(a.first().copied().unwrap_or(Value::None))
}

/// The receiver of an `__init__` reached through `super()` or a class, and the arguments.
fn init_args<'a>(vm: &Vm<'_>, a: &'a [Value], owner: &str) -> VmResult<(Value, &'a [Value])> {
    match a.split_first() {
        Some((inst, rest)) => Ok((*inst, rest)),
        None => Err(vm.type_error(format!(
            "descriptor '__init__' of '{owner}' object needs an argument"
        ))),
    }
}

/// `object.__init__(self)`.
pub fn object_init(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (inst, rest) = init_args(vm, a, "object")?;
    vm.object_init(inst, rest, kws)?;
    Ok(Value::None)
}

/// `BaseException.__init__(self, *args)`.
pub fn exception_init(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (inst, rest) = init_args(vm, a, "BaseException")?;
    vm.base_exception_init(inst, rest, kws)?;
    Ok(Value::None)
}

/// `BaseException.with_traceback(self, tb)`: sets `__traceback__` and returns the exception.
pub fn exception_with_traceback(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    args::no_kw(vm, "with_traceback", kws)?;
    let (inst, rest) = match a.split_first() {
        Some((Value::Obj(h), rest)) if vm.is_exception_value(Value::Obj(*h)) => (*h, rest),
        Some((other, _)) => {
            return Err(vm.type_error(format!(
                "descriptor 'with_traceback' requires a 'BaseException' object but received a \
                 '{}'",
                vm.type_name(*other)
            )))
        }
        None => {
            return Err(vm.type_error(
                "descriptor 'with_traceback' of 'BaseException' object needs an argument",
            ))
        }
    };
    let [tb] = rest else {
        return Err(vm.type_error(format!(
            "BaseException.with_traceback() takes exactly one argument ({} given)",
            rest.len()
        )));
    };
    vm.set_exc_traceback(inst, *tb)?;
    Ok(Value::Obj(inst))
}

/// `OSError.__init__(self, *args)`.
pub fn oserror_init(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (inst, rest) = init_args(vm, a, "OSError")?;
    vm.oserror_init(inst, rest, kws)?;
    Ok(Value::None)
}

/// `ImportError.__init__(self, *args, name=None, path=None)`.
pub fn import_error_init(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (inst, rest) = init_args(vm, a, "ImportError")?;
    vm.import_error_init(inst, rest, kws)?;
    Ok(Value::None)
}
