//! `functools`: `reduce`, `partial`, `lru_cache`/`cache`, `cmp_to_key`, `wraps`,
//! `update_wrapper` and `singledispatch`, as CPython 3.11's (`Lib/functools.py` and
//! `_functoolsmodule.c`). The objects (partial, the cache wrapper, keys, the generic
//! function) are the runtime's `LibObj`s.

use pyrite_runtime::libobj::LibObj;
use pyrite_runtime::{Member, NativeFn, TypeTag, Value, Vm, VmResult};

use super::{Def, M};
use crate::args::Kw;

/// The members of `functools`, with their fuel rules and docs.
pub fn members() -> Vec<Def<M>> {
    use super::{c, f};
    vec![
        f(
            "reduce",
            reduce,
            "1 + 1 per item; the function's calls pay for themselves",
            "folds an iterable with a two-argument function (optional initial value)",
        ),
        c(
            "partial",
            Member::Type(TypeTag::Partial),
            "type: a callable with some arguments frozen (.func, .args, .keywords)",
        ),
        f(
            "lru_cache",
            lru_cache,
            "1; a cached call: 1 + its key's hash (+ n/8 to build the key)",
            "decorator: memoizes a function (maxsize=128, None for unbounded; typed)",
        ),
        f(
            "cache",
            cache,
            "1; a cached call as lru_cache's",
            "decorator: lru_cache(maxsize=None)",
        ),
        f(
            "cmp_to_key",
            cmp_to_key,
            "1; each comparison calls the function",
            "a key function (for sorted, min, max) from an old-style comparison function",
        ),
        f(
            "total_ordering",
            total_ordering,
            "1 + 4; each derived comparison calls the root one",
            "class decorator: fills in the comparisons missing from the first of < <= > >= defined",
        ),
        f(
            "wraps",
            wraps,
            "1",
            "decorator for a wrapper def: copies __name__, __qualname__, __doc__, __module__",
        ),
        f(
            "singledispatch",
            singledispatch,
            "1; a call: 1 + 1 per class of the argument's MRO tried",
            "decorator: a generic function dispatching on its first argument's class (.register)",
        ),
        f(
            "update_wrapper",
            update_wrapper,
            "1 + 1 per attribute copied",
            "copies a function's __name__, __qualname__, __doc__, __module__ onto a wrapper def",
        ),
    ]
}

/// `partial(func, /, *args, **keywords)`.
pub fn partial_new(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let Some((&func, rest)) = a.split_first() else {
        return Err(vm.type_error("type 'partial' takes at least one argument"));
    };
    if !vm.is_callable(func) {
        return Err(vm.type_error("the first argument must be callable"));
    }
    vm.new_partial(func, rest, kws)
}

/// `reduce(function, iterable[, initial])`.
fn reduce(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    crate::args::no_kw(vm, "reduce", kws)?;
    crate::args::count(vm, "reduce", a, 2, 3)?;
    let (f, seq) = (a[0], a[1]);
    if !vm.is_iterable(seq) {
        return Err(vm.type_error("reduce() arg 2 must support iteration"));
    }
    let it = vm.get_iter(seq)?; // CALLBACK
    vm.with_roots(&[it], |vm| {
        let mut acc = match a.get(2) {
            Some(v) => *v,
            None => match vm.iter_next(it)? {
                Some(v) => v,
                None => {
                    return Err(vm.type_error("reduce() of empty iterable with no initial value"))
                }
            },
        };
        loop {
            vm.charge_fuel(1)?;
            let next = vm.with_roots(&[acc], |vm| vm.iter_next(it))?; // CALLBACK
            let Some(x) = next else { return Ok(acc) };
            acc = vm.with_roots(&[acc, x], |vm| vm.call_function(f, &[acc, x], &[]))?;
            // CALLBACK
        }
    })
}

/// `lru_cache(maxsize=128, typed=False)`: applied to a function directly, or returns the
/// decorator.
fn lru_cache(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let mut maxsize = Value::Int(128);
    let mut typed = Value::Bool(false);
    if a.len() > 2 {
        return Err(vm.type_error(format!(
            "lru_cache() takes from 0 to 2 positional arguments but {} were given",
            a.len()
        )));
    }
    if let Some(v) = a.first() {
        maxsize = *v;
    }
    if let Some(v) = a.get(1) {
        typed = *v;
    }
    for (k, v) in kws {
        match *k {
            "maxsize" if a.is_empty() => maxsize = *v,
            "typed" if a.len() < 2 => typed = *v,
            "maxsize" | "typed" => {
                return Err(vm.type_error(format!(
                    "lru_cache() got multiple values for argument '{k}'"
                )))
            }
            _ => {
                return Err(vm.type_error(format!(
                    "lru_cache() got an unexpected keyword argument '{k}'"
                )))
            }
        }
    }
    let typed_b = vm.truthy(typed)?;
    let bound = match vm.int_payload(maxsize).unwrap_or(maxsize) {
        Value::Int(n) => Some(n.max(0)),
        Value::Bool(b) => Some(i64::from(b)),
        Value::None => None,
        v if vm.type_tag(v) == TypeTag::Int => {
            // A bigint: negative means 0, positive is beyond any cache's reach.
            Some(if vm.truthy(v)? && vm.less(Value::Int(0), v)? {
                i64::MAX
            } else {
                0
            })
        }
        v if vm.is_callable(v) && matches!(typed, Value::Bool(_)) => {
            return vm.new_lru(v, Some(128), typed_b);
        }
        _ => {
            return Err(
                vm.type_error("Expected first argument to be an integer, a callable, or None")
            )
        }
    };
    vm.new_lib(LibObj::LruDeco {
        maxsize: bound,
        typed: typed_b,
    })
}

/// `cache(user_function)`.
fn cache(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let f = match (a, kws) {
        ([f], []) => *f,
        ([], [("user_function", f)]) => *f,
        ([], []) => {
            return Err(
                vm.type_error("cache() missing 1 required positional argument: 'user_function'")
            )
        }
        _ => {
            return Err(vm.type_error(format!(
                "cache() takes 1 positional argument but {} were given",
                a.len() + kws.len()
            )))
        }
    };
    vm.new_lru(f, None, false)
}

/// `cmp_to_key(mycmp)`.
fn cmp_to_key(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let cmp = match (a, kws) {
        ([f], []) => *f,
        ([], [("mycmp", f)]) => *f,
        ([], []) => {
            return Err(vm.type_error("cmp_to_key() missing required argument 'mycmp' (pos 1)"))
        }
        ([_], [(k, _), ..]) | ([], [(k, _), ..]) => {
            return Err(vm.type_error(format!(
                "'{k}' is an invalid keyword argument for cmp_to_key()"
            )))
        }
        _ => {
            return Err(vm.type_error(format!(
                "cmp_to_key() takes at most 1 argument ({} given)",
                a.len() + kws.len()
            )))
        }
    };
    vm.new_lib(LibObj::KeyWrapper {
        cmp,
        obj: Value::Undef,
    })
}

/// `wraps(wrapped)`; `assigned` and `updated` are refused.
fn wraps(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    if let Some((k, _)) = kws.iter().find(|(k, _)| *k != "wrapped") {
        return Err(refuse_wrapper_arg(vm, "wraps", k));
    }
    let wrapped = match (a, kws) {
        ([w], []) => *w,
        ([], [(_, w)]) => *w,
        ([], []) => {
            return Err(vm.type_error("wraps() missing 1 required positional argument: 'wrapped'"))
        }
        _ => return Err(refuse_wrapper_arg(vm, "wraps", "assigned")),
    };
    vm.new_lib(LibObj::Wraps { wrapped })
}

/// `update_wrapper(wrapper, wrapped)`; `assigned` and `updated` are refused.
fn update_wrapper(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    if let Some((k, _)) = kws.iter().find(|(k, _)| *k != "wrapped" && *k != "wrapper") {
        return Err(refuse_wrapper_arg(vm, "update_wrapper", k));
    }
    let mut wrapper = a.first().copied();
    let mut wrapped = a.get(1).copied();
    for (k, v) in kws {
        match *k {
            "wrapper" => wrapper = Some(*v),
            _ => wrapped = Some(*v),
        }
    }
    if a.len() > 2 {
        return Err(refuse_wrapper_arg(vm, "update_wrapper", "assigned"));
    }
    match (wrapper, wrapped) {
        (Some(w), Some(x)) => vm.update_wrapper(w, x),
        (None, _) => Err(vm.type_error(
            "update_wrapper() missing 2 required positional arguments: 'wrapper' and 'wrapped'",
        )),
        (Some(_), None) => {
            Err(vm.type_error("update_wrapper() missing 1 required positional argument: 'wrapped'"))
        }
    }
}

fn refuse_wrapper_arg(vm: &Vm<'_>, f: &str, k: &str) -> pyrite_runtime::VmErr {
    if k == "assigned" || k == "updated" {
        vm.not_supported(format!("{f}() with '{k}' is not supported in Pyrite"))
    } else {
        vm.type_error(format!("{f}() got an unexpected keyword argument '{k}'"))
    }
}

/// `_lru_cache_wrapper.cache_info()`.
pub fn cache_info(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let w = method_self(vm, "cache_info", a, kws)?;
    vm.lru_cache_info(w)
}

/// `_lru_cache_wrapper.cache_clear()`.
pub fn cache_clear(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let w = method_self(vm, "cache_clear", a, kws)?;
    vm.lru_cache_clear(w)
}

/// `_lru_cache_wrapper.cache_parameters()`.
pub fn cache_parameters(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let w = method_self(vm, "cache_parameters", a, kws)?;
    vm.lru_cache_parameters(w)
}

fn method_self(vm: &Vm<'_>, name: &str, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    crate::args::no_kw(vm, name, kws)?;
    match a {
        [w] => Ok(*w),
        _ => Err(vm.type_error(format!(
            "{name}() takes no arguments ({} given)",
            a.len().saturating_sub(1)
        ))),
    }
}

/// `total_ordering(cls)`.
fn total_ordering(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let cls = match (a, kws) {
        ([c], []) => *c,
        ([], [("cls", c)]) => *c,
        ([], []) => {
            return Err(
                vm.type_error("total_ordering() missing 1 required positional argument: 'cls'")
            )
        }
        (_, [(k, _), ..]) if *k != "cls" => {
            return Err(vm.type_error(format!(
                "total_ordering() got an unexpected keyword argument '{k}'"
            )))
        }
        _ => {
            return Err(vm.type_error(format!(
                "total_ordering() takes 1 positional argument but {} were given",
                a.len() + kws.len()
            )))
        }
    };
    vm.total_ordering(cls)
}

/// The methods of a `singledispatch` generic function.
pub(crate) const METHODS: &[(TypeTag, crate::Def<NativeFn>)] = &[
    (
        TypeTag::SingleDispatch,
        crate::def(
            "register",
            sd_register,
            "1 + 1 per class registered",
            "register(cls, func=None): adds an implementation (or a decorator; cls may come from the annotation)",
        ),
    ),
    (
        TypeTag::SingleDispatch,
        crate::def(
            "dispatch",
            sd_dispatch,
            "1 + 1 per class of the MRO tried",
            "the implementation chosen for a class",
        ),
    ),
    (
        TypeTag::SingleDispatch,
        crate::def(
            "_clear_cache",
            sd_clear_cache,
            "1",
            "does nothing (Pyrite keeps no dispatch cache)",
        ),
    ),
];

/// `singledispatch(func)`.
fn singledispatch(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let func = match (a, kws) {
        ([f], []) => *f,
        ([], [("func", f)]) => *f,
        ([], []) => {
            return Err(
                vm.type_error("singledispatch() missing 1 required positional argument: 'func'")
            )
        }
        (_, [(k, _), ..]) if *k != "func" => {
            return Err(vm.type_error(format!(
                "singledispatch() got an unexpected keyword argument '{k}'"
            )))
        }
        _ => {
            return Err(vm.type_error(format!(
                "singledispatch() takes 1 positional argument but {} were given",
                a.len() + kws.len()
            )))
        }
    };
    vm.new_singledispatch(func)
}

/// `generic.register(cls, func=None)`.
fn sd_register(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let Some((&w, rest)) = a.split_first() else {
        return Err(vm.type_error("register() needs its function"));
    };
    let mut cls = rest.first().copied();
    let mut func = rest.get(1).copied();
    if rest.len() > 2 {
        return Err(vm.type_error(format!(
            "register() takes from 1 to 2 positional arguments but {} were given",
            rest.len()
        )));
    }
    for (k, v) in kws {
        let slot = match *k {
            "cls" if rest.is_empty() => &mut cls,
            "func" if rest.len() < 2 => &mut func,
            "cls" | "func" => {
                return Err(
                    vm.type_error(format!("register() got multiple values for argument '{k}'"))
                )
            }
            _ => {
                return Err(vm.type_error(format!(
                    "register() got an unexpected keyword argument '{k}'"
                )))
            }
        };
        *slot = Some(*v);
    }
    let Some(cls) = cls else {
        return Err(vm.type_error("register() missing 1 required positional argument: 'cls'"));
    };
    let func = func.filter(|f| *f != Value::None);
    let bound = vm.get_attr_str(w, "register")?;
    vm.with_roots(&[bound], |vm| vm.sd_register(w, cls, func, bound))
}

/// `generic.dispatch(cls)`.
fn sd_dispatch(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let cls = match (a, kws) {
        ([_, c], []) => *c,
        ([_], [("cls", c)]) => *c,
        ([_], []) => {
            return Err(vm.type_error("dispatch() missing 1 required positional argument: 'cls'"))
        }
        ([_, ..], [(k, _), ..]) if *k != "cls" => {
            return Err(vm.type_error(format!(
                "dispatch() got an unexpected keyword argument '{k}'"
            )))
        }
        _ => {
            return Err(vm.type_error(format!(
                "dispatch() takes 1 positional argument but {} were given",
                (a.len() + kws.len()).saturating_sub(1)
            )))
        }
    };
    vm.sd_dispatch(a[0], cls)
}

/// `generic._clear_cache()`.
fn sd_clear_cache(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    method_self(vm, "clear", a, kws)?;
    Ok(Value::None)
}
