//! `dataclasses`: the decorator and its helpers, implemented in the runtime
//! (`pyrite_runtime::vm` `dataclass.rs`) on the fields `@dataclass` records on the class.

use pyrite_runtime::{Member, TypeTag, Value, Vm, VmResult};

use super::{Def, M};
use crate::args::{self, Kw};

/// The members of `dataclasses`, with their fuel rules and docs.
pub fn members() -> Vec<Def<M>> {
    use super::{c, f};
    vec![
        f(
            "dataclass",
            dataclass,
            "1",
            "class decorator: generated __init__, __repr__, __eq__, order and __hash__",
        ),
        f(
            "field",
            field,
            "1",
            "a field's options (default, default_factory, init, repr, compare, hash, kw_only)",
        ),
        f(
            "fields",
            fields,
            "1",
            "the Field objects of a dataclass or its instance",
        ),
        f(
            "asdict",
            asdict,
            "1 (each copy made: the allocation rule)",
            "an instance as a dict, recursing into dataclasses, lists, tuples and dicts",
        ),
        f(
            "astuple",
            astuple,
            "1 (each copy made: the allocation rule)",
            "an instance as a tuple, recursing as asdict",
        ),
        f(
            "replace",
            replace,
            "1; the __init__ it calls pays for itself",
            "a new instance with some fields changed",
        ),
        f(
            "is_dataclass",
            is_dataclass,
            "1",
            "True for a dataclass or an instance of one",
        ),
        c(
            "MISSING",
            Member::Made(missing),
            "the sentinel for no default",
        ),
        c(
            "KW_ONLY",
            Member::Made(kw_only),
            "the sentinel annotation that makes later fields keyword-only",
        ),
        c(
            "FrozenInstanceError",
            Member::Type(TypeTag::FrozenInstanceError),
            "raised on assignment to a frozen dataclass's field",
        ),
    ]
}

fn dataclass(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    vm.dataclass(a, kws)
}

fn field(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    vm.dc_field(a, kws)
}

fn fields(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let v = args::one(vm, "fields", a, kws)?;
    vm.dc_fields(v)
}

fn asdict(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let v = args::one(vm, "asdict", a, kws)?;
    vm.dc_asdict(v, false)
}

fn astuple(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let v = args::one(vm, "astuple", a, kws)?;
    vm.dc_asdict(v, true)
}

fn replace(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    vm.dc_replace(a, kws)
}

fn is_dataclass(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let v = args::one(vm, "is_dataclass", a, kws)?;
    Ok(Value::Bool(vm.dc_is_dataclass(v)))
}

fn missing(vm: &mut Vm<'_>, _: &[Value], _: Kw<'_>) -> VmResult<Value> {
    vm.dc_missing()
}

fn kw_only(vm: &mut Vm<'_>, _: &[Value], _: Kw<'_>) -> VmResult<Value> {
    vm.sentinel(TypeTag::KwOnlyType)
}
