//! `typing`: the names scripts use in annotations. The special forms are type-hint values
//! (`pyrite_runtime::object::Alias`) with CPython's reprs, checks and errors; `cast` returns
//! its value; `TYPE_CHECKING` is False. `NamedTuple` is CPython's function: called, it makes
//! a `collections.namedtuple` class with field types; as the base of a class statement, the
//! runtime builds the class from the body (`Vm::typed_namedtuple_class`). Generic classes
//! (`TypeVar`, `Generic`, `Protocol`) and `TypedDict` are not provided: importing them is
//! refused before the run.

use pyrite_runtime::object::Form;
use pyrite_runtime::{Member, Value, Vm, VmResult};

use super::{Def, M};
use crate::args::Kw;

/// The members of `typing`, with their fuel rules and docs.
pub fn members() -> Vec<Def<M>> {
    use super::{c, f};
    let mut out: Vec<Def<M>> = Form::ALL
        .iter()
        .map(|(name, _)| {
            c(
                name,
                Member::Made(form),
                "a special form for annotations (a type-hint value with CPython's repr)",
            )
        })
        .collect();
    out.push(c(
        "TYPE_CHECKING",
        Member::Bool(false),
        "False: no static type checker runs",
    ));
    out.push(f("cast", cast, "1", "returns val unchanged"));
    out.push(f(
        "NamedTuple",
        named_tuple,
        "1 + 1 per field (as collections.namedtuple)",
        "typed namedtuple: NamedTuple('P', [('x', int)]) or class P(NamedTuple) with annotated fields",
    ));
    out
}

/// Makes `typing.<name>` (called once per run with the member's name).
fn form(vm: &mut Vm<'_>, a: &[Value], _: Kw<'_>) -> VmResult<Value> {
    let name = a.first().and_then(|v| vm.as_str(*v)).unwrap_or("");
    match Form::ALL.iter().find(|(n, _)| *n == name) {
        Some((_, f)) => vm.typing_form(*f),
        None => Err(vm.type_error(format!("typing has no special form {name}"))),
    }
}

/// `cast(typ, val)`: `val`, unchanged.
fn cast(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    crate::args::allowed_kws(vm, "cast", kws, &["typ", "val"])?;
    let typ = a.first().copied().or_else(|| crate::args::kw(kws, "typ"));
    let val = a.get(1).copied().or_else(|| crate::args::kw(kws, "val"));
    match (typ, val, a.len() + kws.len()) {
        (Some(_), Some(v), 2) => Ok(v),
        (_, _, n) if n > 2 => Err(vm.type_error(format!(
            "cast() takes 2 positional arguments but {n} were given"
        ))),
        (None, _, _) => {
            Err(vm.type_error("cast() missing 2 required positional arguments: 'typ' and 'val'"))
        }
        _ => Err(vm.type_error("cast() missing 1 required positional argument: 'val'")),
    }
}

/// `NamedTuple(typename, fields=None, /, **kwargs)`: `_make_nmtuple` over the `(name, type)`
/// pairs (or the keywords), then `__annotations__` on the class.
fn named_tuple(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (typename, fields) = match a {
        [t] => (*t, None),
        [t, f] => (*t, Some(*f).filter(|f| *f != Value::None)),
        [] => {
            return Err(
                vm.type_error("NamedTuple() missing 1 required positional argument: 'typename'")
            )
        }
        _ => {
            return Err(vm.type_error(format!(
                "NamedTuple() takes from 1 to 2 positional arguments but {} were given",
                a.len()
            )))
        }
    };
    let mark = vm.roots_len();
    let r = named_tuple_fields(vm, typename, fields, kws);
    vm.truncate_roots(mark);
    r
}

fn named_tuple_fields(
    vm: &mut Vm<'_>,
    typename: Value,
    fields: Option<Value>,
    kws: Kw<'_>,
) -> VmResult<Value> {
    let mut pairs: Vec<(Value, Value)> = Vec::new();
    match fields {
        None => {
            for (k, v) in kws {
                let k = vm.new_str((*k).to_string())?;
                vm.push_root(k);
                pairs.push((k, *v));
            }
        }
        Some(_) if !kws.is_empty() => {
            return Err(vm.type_error(
                "Either list of fields or keywords can be provided to NamedTuple, not both",
            ))
        }
        Some(f) => {
            let items = vm.collect(f)?;
            for it in items {
                vm.push_root(it);
                let pair = vm.collect(it)?;
                match pair[..] {
                    [n, t] => pairs.push((n, t)),
                    [_] | [] => {
                        return Err(vm.value_error(format!(
                            "not enough values to unpack (expected 2, got {})",
                            pair.len()
                        )))
                    }
                    _ => return Err(vm.value_error("too many values to unpack (expected 2)")),
                }
            }
        }
    }
    vm.charge_fuel(pairs.len() as u64)?;
    let held: Vec<Value> = pairs.iter().flat_map(|(n, t)| [*n, *t]).collect();
    vm.with_roots(&held, |vm| {
        let types = vm.namedtuple_types(&pairs)?;
        vm.with_roots(&[types], |vm| {
            let names = vm.new_list(pairs.iter().map(|(n, _)| *n).collect())?;
            let module = vm.new_str("__main__".to_string())?;
            let class = vm.with_roots(&[names, module], |vm| {
                crate::modules::collections::namedtuple_bound(
                    vm,
                    typename,
                    names,
                    Value::Bool(false),
                    Value::None,
                    module,
                )
            })?;
            vm.with_roots(&[class], |vm| {
                let ann = vm.intern("__annotations__")?;
                vm.set_attr(class, ann, types)?;
                Ok(class)
            })
        })
    })
}
