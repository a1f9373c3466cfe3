//! `enum`: `Enum`, `Flag`, `auto`, `unique` and the `EnumType` metaclass, implemented in the
//! runtime (`pyrite_runtime::vm` `enums.rs`): the classes are script classes made once per
//! run, and classes built from them follow `EnumType`'s rules. The mixins that need script
//! classes extending `int` or `str` (`IntEnum`, `StrEnum`, `IntFlag`, `ReprEnum`) are refused
//! by name.

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
            Member::Made(refused),
            "refused: needs classes that extend int",
        ),
        c(
            "StrEnum",
            Member::Made(refused),
            "refused: needs classes that extend str",
        ),
        c(
            "IntFlag",
            Member::Made(refused),
            "refused: needs classes that extend int",
        ),
        c(
            "ReprEnum",
            Member::Made(refused),
            "refused: needs classes that extend int or str",
        ),
    ]
}

fn enum_class(vm: &mut Vm<'_>, _: &[Value], _: Kw<'_>) -> VmResult<Value> {
    vm.enum_base("Enum")
}

fn flag_class(vm: &mut Vm<'_>, _: &[Value], _: Kw<'_>) -> VmResult<Value> {
    vm.enum_base("Flag")
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
    Err(vm.not_supported(format!(
        "enum.{name} is not supported in Pyrite yet: it needs classes that extend int or str"
    )))
}

/// `unique(enumeration)`.
fn unique(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let cls = args::one(vm, "unique", a, kws)?;
    vm.enum_unique(cls)
}
