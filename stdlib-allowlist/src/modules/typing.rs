//! `typing`: the names scripts use in annotations. The special forms are type-hint values
//! (`pyrite_runtime::object::Alias`) with CPython's reprs, checks and errors; `cast` returns
//! its value; `TYPE_CHECKING` is False. Generic classes (`TypeVar`, `Generic`, `Protocol`),
//! `NamedTuple` and `TypedDict` are not provided: importing them is refused before the run.

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
