//! `abc`: `ABC` as a base class and `abstractmethod`. A class with `ABC` in its MRO records
//! its abstract methods when it is built, and instantiating it while any remain raises
//! CPython's TypeError.

use pyrite_runtime::{Member, TypeTag, Value, Vm, VmResult};

use crate::args::{self, Kw};

/// The members of `abc`.
pub fn members() -> Vec<(&'static str, super::M)> {
    use super::M::{Const, F};
    vec![
        ("ABC", Const(Member::Type(TypeTag::Abc))),
        ("abstractmethod", F(abstractmethod)),
    ]
}

/// `abstractmethod(f)`: marks `f` (`f.__isabstractmethod__ = True`) and returns it.
fn abstractmethod(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let f = args::one(vm, "abstractmethod", a, kws)?;
    if vm.type_tag(f) != TypeTag::Function {
        return Err(vm.err(
            TypeTag::NotImplementedError,
            "abstractmethod() applies to functions in Pyrite: put it directly above the def",
        ));
    }
    let name = vm.intern("__isabstractmethod__")?;
    vm.set_attr(f, name, Value::Bool(true))?;
    Ok(f)
}
