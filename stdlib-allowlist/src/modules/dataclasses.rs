//! `dataclasses`: the decorator and its helpers, implemented in the runtime
//! (`pyrite_runtime::vm` `dataclass.rs`) on the fields `@dataclass` records on the class.

use pyrite_runtime::{Member, TypeTag, Value, Vm, VmResult};

use crate::args::{self, Kw};

/// The members of `dataclasses`.
pub fn members() -> Vec<(&'static str, super::M)> {
    use super::M::{Const, F};
    vec![
        ("dataclass", F(dataclass)),
        ("field", F(field)),
        ("fields", F(fields)),
        ("asdict", F(asdict)),
        ("astuple", F(astuple)),
        ("replace", F(replace)),
        ("is_dataclass", F(is_dataclass)),
        ("MISSING", Const(Member::Made(missing))),
        ("KW_ONLY", Const(Member::Made(kw_only))),
        (
            "FrozenInstanceError",
            Const(Member::Type(TypeTag::FrozenInstanceError)),
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
