//! `enum`: `Enum`, `Flag`, `auto`, `unique` and the `EnumType` metaclass, implemented in the
//! runtime (`pyrite_runtime::vm` `enums.rs`): the classes are script classes made once per
//! run, and classes built from them follow `EnumType`'s rules. `IntEnum`, `StrEnum` and
//! `IntFlag` mix in `int`/`str` (their members are instances of script classes extending
//! the data type); `ReprEnum` is refused by name.

use pyrite_runtime::{Member, TypeTag, Value, Vm, VmResult};

use super::{Def, M};
use crate::args::{self, Kw};

/// The members of `enum`, with their fuel rules and docs.
pub fn members() -> Vec<Def<M>> {
    use super::{c, f};
    vec![
        c(
            "Enum",
            Member::Made(enum_class),
            "base class of enumerations: members from the class body; lookup, iteration, len",
        ),
        c(
            "Flag",
            Member::Made(flag_class),
            "base class of bit flags: | & ^ ~, in, iteration of combinations (STRICT boundary)",
        ),
        c(
            "auto",
            Member::Made(auto_class),
            "a member value from _generate_next_value_ (last + 1; for a Flag, the next bit)",
        ),
        c(
            "EnumType",
            Member::Type(TypeTag::EnumType),
            "the metaclass of enumerations (type() of an enum class)",
        ),
        c(
            "EnumMeta",
            Member::Type(TypeTag::EnumType),
            "alias of EnumType",
        ),
        f(
            "unique",
            unique,
            "1 + 1 per member",
            "class decorator: ValueError if the enum has aliases",
        ),
        c(
            "IntEnum",
            Member::Made(int_enum_class),
            "enumerations whose members are ints: int's str(), format() and operators",
        ),
        c(
            "StrEnum",
            Member::Made(str_enum_class),
            "enumerations whose members are strs; auto() is the lower-cased name",
        ),
        c(
            "IntFlag",
            Member::Made(int_flag_class),
            "bit flags whose members are ints (their operators take ints); int's str() and format()",
        ),
        c(
            "ReprEnum",
            Member::Made(refused),
            "refused: subclass IntEnum or StrEnum, or mix a data type into Enum",
        ),
    ]
}

fn enum_class(vm: &mut Vm<'_>, _: &[Value], _: Kw<'_>) -> VmResult<Value> {
    vm.enum_base("Enum")
}

fn flag_class(vm: &mut Vm<'_>, _: &[Value], _: Kw<'_>) -> VmResult<Value> {
    vm.enum_base("Flag")
}

fn int_enum_class(vm: &mut Vm<'_>, _: &[Value], _: Kw<'_>) -> VmResult<Value> {
    vm.enum_base("IntEnum")
}

fn str_enum_class(vm: &mut Vm<'_>, _: &[Value], _: Kw<'_>) -> VmResult<Value> {
    vm.enum_base("StrEnum")
}

fn int_flag_class(vm: &mut Vm<'_>, _: &[Value], _: Kw<'_>) -> VmResult<Value> {
    vm.enum_base("IntFlag")
}

fn auto_class(vm: &mut Vm<'_>, _: &[Value], _: Kw<'_>) -> VmResult<Value> {
    vm.enum_base("auto")
}

/// `enum.IntEnum` and the other mixins: a refusal naming the member.
fn refused(vm: &mut Vm<'_>, a: &[Value], _: Kw<'_>) -> VmResult<Value> {
    let name = a
        .first()
        .and_then(|v| vm.as_str(*v))
        .unwrap_or("this member")
        .to_string();
    Err(vm.not_supported(format!("enum.{name} is not supported in Pyrite")))
}

/// `unique(enumeration)`.
fn unique(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let cls = args::one(vm, "unique", a, kws)?;
    vm.enum_unique(cls)
}
